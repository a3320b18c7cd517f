#include <limits.h>
struct span { unsigned start; int len; };

/* new: the sum in long, -1 where it does not fit an int */
int span_end(const struct span *s) {
  if (!s) return -1;
  long e = (long)(int)s->start + s->len;
  if (e > INT_MAX || e < INT_MIN) return -1;
  return (int)e;
}
