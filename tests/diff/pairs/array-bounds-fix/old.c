int pick(int i) {
  int t[4] = {10, 20, 30, 40};
  return t[i];
}
