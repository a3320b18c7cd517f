/* The same through a variable-length array (outside Equiv's model) on the x != 0 path. */
int f(int x) {
  if (x == 0) return 0;
  int a[x > 0 ? x : 1];
  a[0] = x;
  return a[0] + 1;
}
