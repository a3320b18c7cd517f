int ratio(int a, int b) {
  if (b == 0 || (a == -2147483647 - 1 && b == -1))
    return 0;
  return a / b;
}
