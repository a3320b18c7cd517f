/* bc-array-sum-ptr-walk-negative-n, old: unsigned sum of an array by index; n is the array's length. */
unsigned total(const unsigned *a, int n) {
  unsigned s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
