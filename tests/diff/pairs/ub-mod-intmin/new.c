/* ub-mod-intmin, new: x % -1 is 0 for every x, so answer it without dividing. */
int rem(int a, int b) {
  if (b == 0)
    return 0;
  if (b == -1)
    return 0;
  return a % b;
}
