/* eq-struct-helper, old: Manhattan distance written inline. */
int manhattan(int x1, int y1, int x2, int y2) {
  int dx = x1 - x2;
  int dy = y1 - y2;
  if (dx < 0)
    dx = -dx;
  if (dy < 0)
    dy = -dy;
  return dx + dy;
}
