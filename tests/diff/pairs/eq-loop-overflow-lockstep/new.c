/* eq-loop-overflow-lockstep, new: the same as a while loop; it overflows at the same step. */
int sum_squares(int n) {
  int s = 0, i = 0;
  while (i < n) {
    s = s + i * i;
    ++i;
  }
  return s;
}
