/* eq-struct-return, old: floor division written inline. */
int floor_div(int a, int b) {
  int q = a / b;
  int r = a % b;
  if (r != 0 && ((r < 0) != (b < 0)))
    q--;
  return q;
}
