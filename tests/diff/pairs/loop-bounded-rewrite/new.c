int sum_upto(int n) {
  if (n > 12) n = 12;
  int s = 0, i = 0;
  while (i < n) {
    s = s + i;
    ++i;
  }
  return s;
}
