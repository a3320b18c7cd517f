/* bc-gcd-rec-iter-capped, new: iterative Euclid that gives up after 20 steps. */
unsigned gcd(unsigned a, unsigned b) {
  int k = 0;
  while (b != 0 && k < 20) {
    unsigned t = a % b;
    a = b;
    b = t;
    k++;
  }
  return a;
}
