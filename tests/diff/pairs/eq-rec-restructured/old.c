/* eq-rec-restructured, old: three recursive functions as first written. */
int sumto(int n) {
  if (n <= 0)
    return 0;
  return n + sumto(n - 1);
}

unsigned power(unsigned b, unsigned e) {
  if (e == 0)
    return 1u;
  return b * power(b, e - 1u);
}

int fib(int n) {
  if (n <= 0)
    return 0;
  if (n == 1)
    return 1;
  return fib(n - 1) + fib(n - 2);
}
