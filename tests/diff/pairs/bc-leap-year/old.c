/* bc-leap-year, old: Gregorian leap years. */
int is_leap(int y) {
  return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}
