/* bc-gcd-rec-iter-capped, old: recursive Euclid on unsigned. */
unsigned gcd(unsigned a, unsigned b) {
  return b == 0 ? a : gcd(b, a % b);
}
