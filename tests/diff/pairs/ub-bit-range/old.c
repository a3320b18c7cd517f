/* ub-bit-range, old: single-bit mask, shift count unchecked. */
unsigned bit(int i) {
  return 1u << i;
}
