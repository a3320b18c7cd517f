/* bc-rec-fold-reversed, old: a polynomial hash of 1..n folded from the inside out. */
unsigned hash(unsigned n) {
  if (n == 0)
    return 7u;
  return hash(n - 1u) * 31u + n;
}
