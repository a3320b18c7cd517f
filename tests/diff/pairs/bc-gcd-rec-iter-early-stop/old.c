/* bc-gcd-rec-iter-early-stop, old: recursive Euclid on unsigned. */
unsigned gcd(unsigned a, unsigned b) {
  return b == 0 ? a : gcd(b, a % b);
}
