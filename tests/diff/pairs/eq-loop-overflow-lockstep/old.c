/* eq-loop-overflow-lockstep, old: sum of squares in int with a for loop (overflows for large n). */
int sum_squares(int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += i * i;
  return s;
}
