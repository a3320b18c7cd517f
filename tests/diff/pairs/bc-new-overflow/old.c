/* bc-new-overflow, old: average with the sum in long long. */
int avg2(int a, int b) {
  return (int)(((long long)a + b) / 2);
}
