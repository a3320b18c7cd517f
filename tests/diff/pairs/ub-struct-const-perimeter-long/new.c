#include <stddef.h>
struct rect { int x0, y0, x1, y1; };

static long extent(int lo, int hi) { return hi > lo ? (long)hi - lo : 0; }

/* new: the extents through a helper computed in long; an inverted side now counts 0 where old
 * returned 0 for the whole rectangle, so the helper is only called on non-inverted ones */
long rect_half_perimeter(const struct rect *r) {
  if (!r || r->x1 <= r->x0 || r->y1 <= r->y0) return 0;
  return extent(r->x0, r->x1) + extent(r->y0, r->y1);
}
