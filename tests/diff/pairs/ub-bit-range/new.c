/* ub-bit-range, new: out-of-range bit numbers give an empty mask. */
unsigned bit(int i) {
  if (i < 0 || i > 31)
    return 0u;
  return 1u << i;
}
