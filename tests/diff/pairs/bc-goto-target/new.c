/* bc-goto-target, new: the negative-divisor case now jumps to the failure exit instead. */
int scaled(int x, int d) {
  int r = x;
  if (d == 0) goto fail;
  if (d < 0) goto fail;
  r = x / d;
  r = r + 1;
done:
  return r;
fail:
  return -1;
}
