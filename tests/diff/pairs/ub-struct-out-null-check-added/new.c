/* ub-struct-out-null-check-added, new: a null descriptor is refused with -1. */
struct buf {
  long len;
  long cap;
};

long buf_reset(struct buf *b) {
  if (!b) return -1;
  long n = b->len;
  b->len = 0;
  return n;
}
