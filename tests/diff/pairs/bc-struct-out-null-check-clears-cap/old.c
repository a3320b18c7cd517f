/* bc-struct-out-null-check-clears-cap, old: resets a buffer descriptor and returns its old length;
 * a null descriptor is dereferenced. */
struct buf {
  long len;
  long cap;
};

long buf_reset(struct buf *b) {
  long n = b->len;
  b->len = 0;
  return n;
}
