/* eq-for-to-while, old: sum of 0..n-1 with a for loop. */
long long sum_to(int n) {
  long long s = 0;
  for (int i = 0; i < n; i++)
    s += i;
  return s;
}
