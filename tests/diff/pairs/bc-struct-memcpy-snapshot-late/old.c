/* bc-struct-memcpy-snapshot-late, old: a span is moved in place and put back as it was, by struct
 * assignment, when the move would leave [0, 1000]. */
struct span {
  int lo, hi;
  unsigned flags;
};

int span_move(struct span *sp, int d) {
  struct span saved = *sp;
  if (d < -1000 || d > 1000) return 0;
  sp->lo += d;
  sp->hi += d;
  sp->flags |= 1u;
  if (sp->lo < 0 || sp->hi > 1000) {
    *sp = saved;
    return 0;
  }
  return 1;
}
