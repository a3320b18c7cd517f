/* bc-leap-year, new: the 400-year rule was dropped. */
int is_leap(int y) {
  return y % 4 == 0 && y % 100 != 0;
}
