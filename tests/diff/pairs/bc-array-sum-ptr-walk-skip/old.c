/* bc-array-sum-ptr-walk-skip, old: unsigned sum of an array by index. */
unsigned total(const unsigned *a, int n) {
  unsigned s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
