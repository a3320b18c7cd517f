/* bc-struct-vec-dot-byvalue, new: a helper that mixes the components (a.y with b.x). */
struct vec {
  int x, y;
};

static long mul(int u, int v) { return (long)u * (long)v; }

long vec_dot(struct vec a, struct vec b) {
  long s = mul(a.y, b.x);
  s += mul(a.x, b.x);
  return s;
}
