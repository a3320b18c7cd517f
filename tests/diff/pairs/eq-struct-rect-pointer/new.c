/* eq-struct-rect-pointer, new: rectangle passed as a pointer to the local. */
struct rect {
  int x, y, w, h;
};

static int inside(const struct rect *r, int px, int py) {
  return px >= r->x && px < r->x + r->w && py >= r->y && py < r->y + r->h;
}

int contains(int px, int py, int x, int y, int w, int h) {
  struct rect r = { x, y, w, h };
  return inside(&r, px, py);
}
