/* ub-rotl-shift, new: rotate by k mod 32, no shift by the width. */
unsigned rotl(unsigned x, int k) {
  k &= 31;
  if (k == 0)
    return x;
  return (x << k) | (x >> (32 - k));
}
