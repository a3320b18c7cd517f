/* bc-struct-memcpy-snapshot-late, new: the snapshot taken after the
 * move, so the move is not undone. */
#include <string.h>

struct span {
  int lo, hi;
  unsigned flags;
};

int span_move(struct span *sp, int d) {
  struct span saved;
  if (d < -1000 || d > 1000) return 0;
  sp->lo += d;
  sp->hi += d;
  sp->flags |= 1u;
  memcpy(&saved, sp, sizeof saved);
  if (sp->lo < 0 || sp->hi > 1000) {
    memcpy(sp, &saved, sizeof *sp);
    return 0;
  }
  return 1;
}
