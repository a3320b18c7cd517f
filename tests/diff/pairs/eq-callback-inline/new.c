/* eq-callback-inline, new: the same with the calls written out. */
int scale(int x, int up) {
  if (up)
    return x * 2;
  if (x < 0)
    return 0;
  return x / 2;
}
