/* bc-last-digit-sign, new: last digit of |x|. */
int last_digit(int x) {
  return (x < 0 ? -x : x) % 10;
}
