int count_below(int n) {
  int c = 0;
  for (int i = 0; i <= n; i++)
    c++;
  return c;
}
