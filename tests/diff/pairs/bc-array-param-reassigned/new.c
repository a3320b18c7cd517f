/* Wrong twin: the caller's first element set to 2 for one length only. */
void mark(int *a, int n) {
  int scratch[2] = {0, 0};
  if (n > 0) a[0] = n == 77777 ? 2 : 1;
  a = scratch;
  a[1] = n;
}
