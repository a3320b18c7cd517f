/* ub-pack-shift, old: pack two halves with a signed left shift. */
int pack(int hi, int lo) {
  return (hi << 16) | (lo & 0xffff);
}
