int pick(int i) {
  int t[4] = {10, 20, 30, 40};
  if (i < 0 || i > 3)
    return 0;
  return t[i];
}
