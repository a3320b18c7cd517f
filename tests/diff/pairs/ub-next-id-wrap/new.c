/* ub-next-id-wrap, new: identifiers wrap to 0. */
#include <limits.h>

int next_id(int id) {
  return id == INT_MAX ? 0 : id + 1;
}
