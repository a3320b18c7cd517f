/* eq-struct-vec-dot-byvalue, new: the same through a helper that multiplies one component. */
struct vec {
  int x, y;
};

static long mul(int u, int v) { return (long)u * (long)v; }

long vec_dot(struct vec a, struct vec b) {
  long s = mul(a.y, b.y);
  s += mul(a.x, b.x);
  return s;
}
