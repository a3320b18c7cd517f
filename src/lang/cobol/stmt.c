/* stmt.c — look-ups in the statement list of stmt.h: a kind's JSON name and shape, and the kind of
 * a JSON name by binary search (the list is sorted by name; tests/unit/test_cbl_lower.c checks it). */
#include <stdlib.h>
#include <string.h>

#include "lang/cobol/stmt.h"

static const char *const names[CBL_ST_COUNT] = {
    [CBL_ST_UNKNOWN] = "?",
#define X(K, verb, json, parser, shape) [CBL_ST_##K] = json,
    CBL_STMT_LIST(X)
#undef X
};

static const char *const shapes[CBL_ST_COUNT] = {
    [CBL_ST_UNKNOWN] = NULL,
#define X(K, verb, json, parser, shape) [CBL_ST_##K] = shape,
    CBL_STMT_LIST(X)
#undef X
};

cbl_stmt_kind cbl_stmt_kind_of(const char *name) {
  if (!name) return CBL_ST_UNKNOWN;
  int lo = CBL_ST_UNKNOWN + 1, hi = CBL_ST_COUNT - 1;
  while (lo <= hi) {
    int mid = lo + (hi - lo) / 2;
    int c = strcmp(name, names[mid]);
    if (!c) return (cbl_stmt_kind)mid;
    if (c < 0)
      hi = mid - 1;
    else
      lo = mid + 1;
  }
  return CBL_ST_UNKNOWN;
}

const char *cbl_stmt_name(cbl_stmt_kind k) { return k > CBL_ST_UNKNOWN && k < CBL_ST_COUNT ? names[k] : "?"; }

const char *cbl_stmt_shape(cbl_stmt_kind k) { return k > CBL_ST_UNKNOWN && k < CBL_ST_COUNT ? shapes[k] : NULL; }
