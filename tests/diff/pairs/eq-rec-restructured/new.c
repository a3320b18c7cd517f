/* eq-rec-restructured, new: the same recursions restructured (conditional expression, the
 * recursive result in a local, the two calls swapped). */
int sumto(int n) { return n > 0 ? n + sumto(n - 1) : 0; }

unsigned power(unsigned b, unsigned e) {
  if (e == 0)
    return 1u;
  unsigned r = power(b, e - 1u);
  return r * b;
}

int fib(int n) {
  if (n < 2)
    return n < 0 ? 0 : n;
  return fib(n - 2) + fib(n - 1);
}
