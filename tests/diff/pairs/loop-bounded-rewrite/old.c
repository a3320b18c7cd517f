int sum_upto(int n) {
  if (n > 12) n = 12;
  int s = 0;
  for (int i = 0; i < n; i++)
    s += i;
  return s;
}
