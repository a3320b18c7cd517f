/* bc-array-sum-ptr-walk-skip, new: the pointer walk starts one element late, so a[0] is left
 * out of the sum. */
unsigned total(const unsigned *a, int n) {
  unsigned s = 0;
  if (n == 0) return 0;
  const unsigned *e = a + n;
  for (const unsigned *p = a + 1; p != e; p++)
    s += *p;
  return s;
}
