/* The same write through another spelling, the scratch array written before. */
void mark(int *a, int n) {
  int scratch[2] = {0, n};
  int *p = a;
  a = scratch;
  if (n > 0) *p = 1;
}
