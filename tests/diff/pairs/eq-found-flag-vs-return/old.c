/* eq-found-flag-vs-return, old: searches that stop through a flag in the loop's condition. */
int find(const int *a, int n, int x) {
  int found = -1;
  for (int i = 0; i < n && found < 0; i++)
    if (a[i] == x)
      found = i;
  return found;
}
int any_neg(const int *a, int n) {
  int neg = 0;
  int i = 0;
  while (i < n && !neg) {
    if (a[i] < 0)
      neg = 1;
    i++;
  }
  return neg;
}
