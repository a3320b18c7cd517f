/* bc-loop-start, old: multiples of k in 1..n. */
int count_multiples(int n, int k) {
  int c = 0;
  if (k <= 0)
    return 0;
  for (int i = 1; i <= n; i++)
    if (i % k == 0)
      c++;
  return c;
}
