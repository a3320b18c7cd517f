#include <stddef.h>
struct rect { int x0, y0, x1, y1; };

/* new: the null check dropped ("callers never pass NULL") */
long rect_area(const struct rect *r) {
  if (r->x1 <= r->x0 || r->y1 <= r->y0) return 0;
  return (long)(r->x1 - r->x0) * (long)(r->y1 - r->y0);
}
