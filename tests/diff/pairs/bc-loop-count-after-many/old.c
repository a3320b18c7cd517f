/* bc-loop-count-after-many, old: counts the d with d*d <= n, from 2. */
int f(int n) {
  int c = 0;
  for (int d = 2; d <= n / d; d++)
    c++;
  return c;
}
