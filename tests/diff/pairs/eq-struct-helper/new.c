/* eq-struct-helper, new: points passed by value to a helper. */
struct pt {
  int x, y;
};

static int dist(struct pt a, struct pt b) {
  int dx = a.x - b.x;
  int dy = a.y - b.y;
  return (dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy);
}

int manhattan(int x1, int y1, int x2, int y2) {
  struct pt p = { x1, y1 }, q = { x2, y2 };
  return dist(p, q);
}
