/* bc-rec-base-case, old: recursive sum and power. */
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
