int tri(int k) {
  int s = 0;
  for (int i = 1; i <= 10; i++)
    s += i;
  return s + k;
}
