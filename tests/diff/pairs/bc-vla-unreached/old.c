/* 0 for 0, else x + 1. */
int f(int x) {
  if (x == 0) return 0;
  return x + 1;
}
