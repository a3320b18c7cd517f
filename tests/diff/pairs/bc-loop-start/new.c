/* bc-loop-start, new: the loop now starts at 0, which counts 0 as a multiple. */
int count_multiples(int n, int k) {
  int c = 0;
  if (k <= 0)
    return 0;
  for (int i = 0; i <= n; i++)
    if (i % k == 0)
      c++;
  return c;
}
