/* ub-pack-shift, new: pack in unsigned arithmetic. */
int pack(int hi, int lo) {
  return (int)(((unsigned)hi << 16) | ((unsigned)lo & 0xffffu));
}
