/* eq-for-to-while, new: the same sum written as a while loop. */
long long sum_to(int n) {
  long long s = 0;
  int i = 0;
  while (i < n) {
    s += i;
    i++;
  }
  return s;
}
