/* bc-goto-target, old: a negative divisor skips to the common exit. */
int scaled(int x, int d) {
  int r = x;
  if (d == 0) goto fail;
  if (d < 0) goto done;
  r = x / d;
  r = r + 1;
done:
  return r;
fail:
  return -1;
}
