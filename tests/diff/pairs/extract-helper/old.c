int score(int a, int b) {
  int x = a & 255, y = b & 255;
  return x * x + y * y;
}
