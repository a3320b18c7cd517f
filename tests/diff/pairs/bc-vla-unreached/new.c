/* Changed for 0; a variable-length array (outside Equiv's model) only on the other path. */
int f(int x) {
  if (x == 0) return 1;
  int a[x > 0 ? x : 1];
  a[0] = x;
  return a[0] + 1;
}
