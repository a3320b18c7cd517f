/* bc-gcd-rec-iter-early-stop, new: iterative Euclid that stops one step early. */
unsigned gcd(unsigned a, unsigned b) {
  while (b > 1) {
    unsigned t = a % b;
    a = b;
    b = t;
  }
  return a;
}
