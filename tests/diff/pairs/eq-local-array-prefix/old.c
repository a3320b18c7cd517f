/* eq-local-array-prefix, old: sum of squares 0..k through a local table. */
int sq_prefix(int k) {
  int a[10];
  int s = 0;
  if (k < 0 || k > 9)
    return -1;
  for (int i = 0; i < 10; i++)
    a[i] = i * i;
  for (int i = 0; i <= k; i++)
    s += a[i];
  return s;
}
