/* a string library's slice descriptor */
struct span { unsigned start; int len; };

/* old: the end offset, in int */
int span_end(const struct span *s) {
  if (!s) return -1;
  return (int)s->start + s->len;
}
