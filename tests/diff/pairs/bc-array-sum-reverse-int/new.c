/* bc-array-sum-reverse-int, new: int sum backward: other partial sums, other overflows. */
int total(const int *a, int n) {
  int s = 0;
  for (int i = n - 1; i >= 0; i--)
    s += a[i];
  return s;
}
