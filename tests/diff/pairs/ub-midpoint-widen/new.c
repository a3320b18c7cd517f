/* ub-midpoint-widen, new: midpoint with the sum in long long. */
int mid(int a, int b) {
  return (int)(((long long)a + b) / 2);
}
