/* cc_state.c — which globals are a function's state (cc_state.h). */
#include <stdlib.h>
#include <string.h>

#include "lang/c/cc.h"
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

/* The walk of cc_state_reached: the functions and globals reached so far, a queue of functions
 * still to walk, whether a call through a function pointer was met, and the mode (addr_only:
 * collecting the functions whose address is taken, nothing else). */
typedef struct reach {
  const cc_program *p;
  unsigned char *fn_seen, *g_seen;
  int *queue, nqueue;
  int indirect, addr_only;
} reach;

static void walk_init(reach *r, const cc_init *in);

static void reach_fn(reach *r, int fi) {
  if (fi < 0 || fi >= r->p->nfuncs || r->fn_seen[fi]) return;
  r->fn_seen[fi] = 1;
  r->queue[r->nqueue++] = fi;
}

static void reach_global(reach *r, const cc_var *v) {
  if (r->addr_only || v->slot < 0 || v->slot >= r->p->nglobals || r->g_seen[v->slot]) return;
  r->g_seen[v->slot] = 1;
  walk_init(r, v->init);
}

static void walk_expr(reach *r, const cc_expr *e) {
  for (; e; e = e->c) { /* c, the last operand of ?:, by a loop: one frame less per level */
    if (e->k == CC_E_FUNC || (e->k == CC_E_CALL && !e->a && !r->addr_only)) reach_fn(r, e->fn);
    if (e->k == CC_E_VAR && e->var && e->var->kind == CC_VAR_GLOBAL) reach_global(r, e->var);
    if (e->k == CC_E_CALL && e->a) r->indirect = 1;
    walk_expr(r, e->a);
    walk_expr(r, e->b);
    for (int k = 0; k < e->nargs; k++) walk_expr(r, e->args[k]);
  }
}

static void walk_init(reach *r, const cc_init *in) {
  if (!in) return;
  walk_expr(r, in->whole);
  for (int k = 0; k < in->n; k++) walk_expr(r, in->exprs[k]);
}

static void walk_stmt(reach *r, const cc_stmt *st) {
  if (!st) return;
  walk_expr(r, st->e);
  walk_expr(r, st->inc);
  if (st->var && st->var->kind == CC_VAR_GLOBAL && !r->addr_only) reach_global(r, st->var); /* a block-scope static */
  else if (st->var) walk_init(r, st->var->init);
  walk_stmt(r, st->body);
  walk_stmt(r, st->els);
  walk_stmt(r, st->init);
  for (int k = 0; k < st->n; k++) walk_stmt(r, st->items[k]);
}

/* The functions whose address some body or initializer of the program takes (what a call through
 * a pointer may reach), queued as reached. */
static void reach_addressed(reach *r) {
  r->addr_only = 1;
  for (int f = 0; f < r->p->nfuncs; f++) walk_stmt(r, r->p->funcs[f]->body);
  for (int i = 0; i < r->p->nglobals; i++) walk_init(r, r->p->globals[i]->init);
  r->addr_only = 0;
}

int cc_state_reached(const cc_program *p, const char *fname, unsigned char *reached) {
  int fi = -1;
  for (int i = 0; i < p->nfuncs && fi < 0; i++)
    if (!strcmp(p->funcs[i]->name, fname) && p->funcs[i]->body) fi = i;
  if (fi < 0) return -1;
  reach r = {.p = p, .g_seen = reached};
  memset(reached, 0, (size_t)p->nglobals);
  r.fn_seen = calloc((size_t)p->nfuncs + 1, 1);
  r.queue = calloc((size_t)p->nfuncs + 1, sizeof(int));
  if (!r.fn_seen || !r.queue) {
    /* no memory to walk: every global counts as reached (today's rule, never less sound) */
    memset(reached, 1, (size_t)p->nglobals);
    free(r.fn_seen), free(r.queue);
    return p->nglobals;
  }
  reach_fn(&r, fi);
  int addressed = 0;
  for (int k = 0; k < r.nqueue; k++) {
    walk_stmt(&r, p->funcs[r.queue[k]]->body);
    if (r.indirect && !addressed) addressed = 1, reach_addressed(&r);
  }
  free(r.fn_seen), free(r.queue);
  int n = 0;
  for (int i = 0; i < p->nglobals; i++) n += reached[i];
  return n;
}

int cc_state_args(const cc_program *p, const char *fn, const char *const *names, const rel_value *vals, int n,
                  rel_value start, rel_value *out, const char **bad, arena *a) {
  int *g = arena_alloc(a, sizeof(int) * (size_t)(p->nglobals + 1));
  const char **own = arena_alloc(a, sizeof(char *) * (size_t)(p->nglobals + 1));
  int ns = cc_state_globals(p, fn, g, own, a);
  for (int i = 0; i < n; i++) {
    int k = 0;
    while (k < ns && strcmp(own[k], names[i])) k++;
    if (k == ns) {
      *bad = names[i];
      return -1;
    }
  }
  if (!ns) return 0;
  for (int k = 0; out && k < ns; k++) {
    out[k] = rel_v_void();
    for (int i = 0; i < n; i++)
      if (!strcmp(own[k], names[i])) out[k] = vals[i];
  }
  if (out) out[ns] = start;
  return ns + 1;
}
