#include <stddef.h>
/* an image library's rectangle, read through a const pointer */
struct rect { int x0, y0, x1, y1; };

/* old: half the rectangle's perimeter, 0 for a null or inverted one */
long rect_half_perimeter(const struct rect *r) {
  if (r == NULL) return 0;
  if (r->x1 <= r->x0) return 0;
  if (r->y1 <= r->y0) return 0;
  return (long)(r->x1 - r->x0) + (long)(r->y1 - r->y0);
}
