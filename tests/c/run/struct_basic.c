/* struct_basic.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
struct point { int x, y; };
struct rect { struct point a, b; const char *name; };
static int area(struct rect r) { return (r.b.x - r.a.x) * (r.b.y - r.a.y); }
static struct point mid(const struct rect *r) { struct point m = {(r->a.x + r->b.x) / 2, (r->a.y + r->b.y) / 2}; return m; }
int main(void) {
  struct rect r = {{0, 0}, {4, 6}, "box"};
  struct point m = mid(&r);
  struct rect r2 = r;
  r2.b.x = 10;
  printf("%s %d %d %d %d %d\n", r.name, area(r), area(r2), m.x, m.y, r.b.x);
  return 0;
}
