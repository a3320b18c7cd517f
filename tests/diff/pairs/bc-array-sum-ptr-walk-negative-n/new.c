/* bc-array-sum-ptr-walk-negative-n, new: the same sum by a pointer walk to one past the end; the code
 * no longer uses n as a bound, the length contract is the old version's; a negative n, an empty loop in the old version, makes a + n leave the array in the new one. */
unsigned total(const unsigned *a, int n) {
  unsigned s = 0;
  const unsigned *e = a + n;
  for (const unsigned *p = a; p != e; p++)
    s += *p;
  return s;
}
