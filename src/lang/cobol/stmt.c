/* stmt.c — look-ups in the statement and condition lists of stmt.h: a kind's JSON name and shape,
 * and the kind of a JSON name by binary search (the lists are sorted by name; test_cbl_lower.c
 * checks it). */
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

static const char *const cond_names[CBL_CO_COUNT] = {
    [CBL_CO_UNKNOWN] = "?",
#define X(K, json, shape) [CBL_CO_##K] = json,
    CBL_COND_LIST(X)
#undef X
};

static const char *const cond_shapes[CBL_CO_COUNT] = {
    [CBL_CO_UNKNOWN] = NULL,
#define X(K, json, shape) [CBL_CO_##K] = shape,
    CBL_COND_LIST(X)
#undef X
};

/* The index of name in the sorted tab[1..n) (0 for none). */
static int find(const char *const *tab, int n, const char *name) {
  if (!name) return 0;
  int lo = 1, hi = n - 1;
  while (lo <= hi) {
    int mid = lo + (hi - lo) / 2;
    int c = strcmp(name, tab[mid]);
    if (!c) return mid;
    if (c < 0)
      hi = mid - 1;
    else
      lo = mid + 1;
  }
  return 0;
}

cbl_stmt_kind cbl_stmt_kind_of(const char *name) { return (cbl_stmt_kind)find(names, CBL_ST_COUNT, name); }

cbl_cond_kind cbl_cond_kind_of(const char *name) { return (cbl_cond_kind)find(cond_names, CBL_CO_COUNT, name); }

const char *cbl_cond_name(cbl_cond_kind k) { return k > CBL_CO_UNKNOWN && k < CBL_CO_COUNT ? cond_names[k] : "?"; }

const char *cbl_cond_shape(cbl_cond_kind k) { return k > CBL_CO_UNKNOWN && k < CBL_CO_COUNT ? cond_shapes[k] : NULL; }

const char *cbl_stmt_name(cbl_stmt_kind k) { return k > CBL_ST_UNKNOWN && k < CBL_ST_COUNT ? names[k] : "?"; }

const char *cbl_stmt_shape(cbl_stmt_kind k) { return k > CBL_ST_UNKNOWN && k < CBL_ST_COUNT ? shapes[k] : NULL; }
