/* cc_state.c — which globals are a function's state (cc_state.h). */
#include <stdlib.h>
#include <string.h>

#include "lang/c/cc_state.h"

/* Cells of a type C lets a program store into: not every cell const (a const object is never
 * modified, C11 6.7.3p6, so its initial value is all a function can read). */
static int modifiable(const cc_type *t) {
  if (t->is_const) return 0;
  if (t->k == CC_ARRAY) return modifiable(t->elem);
  if (t->k == CC_STRUCT) {
    for (int f = 0; f < t->rec->nfields; f++)
      if (modifiable(t->rec->fields[f].type)) return 1;
    return 0;
  }
  return 1;
}

/* Integers (not _Bool: an input of it would need its 0/1 admissibility stated) and floating cells,
 * through arrays and structs; a union's bytes have views that neither executor reads as inputs. */
static int scalar_cells(const cc_type *t) {
  if (t->k == CC_ARRAY) return scalar_cells(t->elem);
  if (t->k == CC_STRUCT) {
    if (t->rec->is_union || !t->rec->complete) return 0;
    for (int f = 0; f < t->rec->nfields; f++)
      if (!scalar_cells(t->rec->fields[f].type)) return 0;
    return 1;
  }
  return t->k != CC_BOOL && (cc_is_integer(t) || cc_is_floating(t));
}

int cc_state_global(const cc_program *p, int i) {
  const cc_var *v = p->globals[i];
  if (v->unsupported || (v->init && v->init->unsupported) || (p->errno_global && i == p->errno_global - 1)) return 0;
  return v->type->leaves >= 1 && v->type->leaves <= CC_STATE_CELLS_MAX && modifiable(v->type) && scalar_cells(v->type);
}

typedef struct named { const char *name; int g; } named;

static int by_name(const void *x, const void *y) {
  const named *a = x, *b = y;
  int c = strcmp(a->name, b->name);
  return c ? c : a->g - b->g;
}

int cc_state_globals(const cc_program *p, const char *fname, int *g, const char **names, arena *a) {
  if (!strcmp(fname, "main") || p->nglobals == 0) return 0;
  named *v = arena_alloc(a, sizeof(named) * (size_t)p->nglobals);
  int n = 0;
  for (int i = 0; i < p->nglobals; i++) {
    if (!cc_state_global(p, i)) continue;
    const cc_var *gv = p->globals[i];
    v[n].name = gv->owner ? arena_printf(a, "%s.%s", gv->owner, gv->name) : gv->name;
    v[n++].g = i;
  }
  qsort(v, (size_t)n, sizeof(named), by_name);
  for (int k = 0; k < n; k++) g[k] = v[k].g, names[k] = v[k].name;
  return n;
}
