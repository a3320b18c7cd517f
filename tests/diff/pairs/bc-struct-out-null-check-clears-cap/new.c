/* bc-struct-out-null-check-clears-cap, new: a null descriptor is refused with -1, and the
 * capacity is cleared with the length. */
struct buf {
  long len;
  long cap;
};

long buf_reset(struct buf *b) {
  if (!b) return -1;
  long n = b->len;
  b->len = 0;
  b->cap = 0;
  return n;
}
