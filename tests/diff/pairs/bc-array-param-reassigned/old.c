/* The caller's array written, then the parameter pointed at a scratch array: what the caller's
 * array holds after the call is an output however the parameter ends. */
void mark(int *a, int n) {
  int scratch[2] = {0, 0};
  if (n > 0) a[0] = 1;
  a = scratch;
  a[1] = n;
}
