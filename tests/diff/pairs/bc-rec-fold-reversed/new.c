/* bc-rec-fold-reversed, new: the operands of the non-commutative step swapped. */
unsigned hash(unsigned n) {
  if (n == 0)
    return 7u;
  return n * 31u + hash(n - 1u);
}
