/* eq-struct-memcpy-snapshot, new: the snapshot and the restore by memcpy of the whole struct. */
#include <string.h>

struct span {
  int lo, hi;
  unsigned flags;
};

int span_move(struct span *sp, int d) {
  struct span saved;
  memcpy(&saved, sp, sizeof saved);
  if (d < -1000 || d > 1000) return 0;
  sp->lo += d;
  sp->hi += d;
  sp->flags |= 1u;
  if (sp->lo < 0 || sp->hi > 1000) {
    memcpy(sp, &saved, sizeof *sp);
    return 0;
  }
  return 1;
}
