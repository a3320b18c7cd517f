/* lang.c — the helpers of rel/lang.h shared by every language: input variables and the concrete
 * argument values read back from a solver model. */
#include "rel/lang.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

rel_cutset *rel_cutset_sequential(rel_loopcut *const *cuts, const char *const *locs, int n, arena *a) {
  rel_cutset *cs = arena_alloc(a, sizeof *cs);
  cs->nloops = n;
  cs->pts = arena_alloc(a, sizeof(rel_cutpoint) * (size_t)(n + 1));
  cs->arr = arena_alloc(a, sizeof(rel_arrival) * (size_t)(2 * n + 1));
  cs->narr = 0;
  for (int k = 0; k < n; k++) {
    const rel_loopcut *c = cuts[k];
    cs->pts[k] = (rel_cutpoint){.n = c->n, .names = c->names, .h = c->h, .loc = locs[k]};
    cs->arr[cs->narr++] = (rel_arrival){.from = k - 1, .to = k, .guard = c->entry_g, .vals = c->entry};
    cs->arr[cs->narr++] = (rel_arrival){.from = k, .to = k, .guard = c->body_ok, .vals = c->next};
  }
  return cs;
}

double rel_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static term_sort sort_of(term_ctx *tc, const rel_input *in) {
  return in->kind == REL_IN_FLOAT ? (in->width == 32 ? term_sort_fp(tc, 8, 24) : term_sort_fp(tc, 11, 53))
                                  : term_sort_bv(tc, (unsigned)in->width);
}

void rel_input_vars(term_ctx *tc, const rel_input *ins, int n, term_ref *vars) {
  for (int i = 0; i < n; i++) {
    if (ins[i].kind == REL_IN_TREE) {
      /* no variable of its own: a Bool that carries the name "in<i>" from which a symbolic
       * executor names the tree's variables (so an input map renames them too) */
      char nm[32];
      snprintf(nm, sizeof nm, "in%d", i);
      vars[i] = term_var(tc, nm, term_sort_bool(tc));
      continue;
    }
    char name[32];
    snprintf(name, sizeof name, ins[i].array_cap > 0 ? "in%d_len" : "in%d", i);
    vars[i] = term_var(tc, name, ins[i].array_cap > 0 ? term_sort_bv(tc, 64) : sort_of(tc, &ins[i]));
  }
}

term_ref rel_input_elem(term_ctx *tc, const rel_input *ins, int i, int k) {
  char name[48];
  snprintf(name, sizeof name, "in%d_%d", i, k);
  return term_var(tc, name, sort_of(tc, &ins[i]));
}

term_ref rel_input_null(term_ctx *tc, int i) {
  char name[48];
  snprintf(name, sizeof name, "in%d_null", i);
  return term_var(tc, name, term_sort_bool(tc));
}

rel_value rel_input_model(term_ctx *tc, const rel_input *ins, int i, term_ref var,
                          term_ref (*eval)(void *ectx, term_ref t), void *ectx, arena *a) {
  const rel_input *in = &ins[i];
  term_ref k = eval(ectx, var);
  if (in->array_cap <= 0) return k == TERM_NULL ? rel_v_int(0, in->width, in->is_signed) : rel_input_value(tc, in, k);
  uint64_t len = k == TERM_NULL ? (in->null_flag ? 0 : 1) : (uint64_t)term_bv_value(tc, k);
  long n;
  if (in->null_flag) {
    term_ref isnull = eval(ectx, rel_input_null(tc, i));
    if (isnull != TERM_NULL && isnull == term_true(tc)) return rel_v_opaque(a, "null");
    if (len > REL_ARRAY_REPLAY_MAX)
      return rel_v_opaque(a, arena_printf(a, "an array of %llu elements (too long to replay)", (unsigned long long)len));
    n = (long)len;
  } else {
    if (len == 0 && in->nullable) return rel_v_opaque(a, "null");
    n = len > (uint64_t)in->array_cap ? in->array_cap : len < 1 ? 1 : (long)len;
  }
  rel_value *items = arena_alloc(a, sizeof(rel_value) * (size_t)(n + 1));
  for (long e = 0; e < n; e++) {
    term_ref ke = e < in->array_cap ? eval(ectx, rel_input_elem(tc, ins, i, (int)e)) : TERM_NULL;
    items[e] = ke == TERM_NULL ? rel_v_int(0, in->width, in->is_signed) : rel_input_value(tc, in, ke);
    if (ke == TERM_NULL && in->kind == REL_IN_FLOAT) items[e] = (rel_value){.kind = REL_V_FLOAT, .width = in->width};
    if (ke == TERM_NULL && in->kind == REL_IN_BOOL) items[e] = rel_v_int(0, 64, 0);
  }
  return rel_v_agg(a, items, (int)n);
}

rel_value rel_input_value(term_ctx *tc, const rel_input *in, term_ref k) {
  uint64_t bits = (uint64_t)term_bv_value(tc, k);
  if (in->kind == REL_IN_FLOAT) {
    rel_value v = {.kind = REL_V_FLOAT, .width = in->width, .bits = bits};
    return v;
  }
  if (in->kind == REL_IN_BOOL) return rel_v_int(bits & 1, 64, 0);
  return rel_v_int(bits, in->width, in->is_signed);
}

const rel_type *rel_input_type(const rel_input *in, arena *a) {
  if (in->type) return in->type;
  const rel_type *el = in->kind == REL_IN_FLOAT ? rel_t_float(a, in->width)
                       : in->kind == REL_IN_BOOL ? rel_t_bool(a)
                                                 : rel_t_int(a, in->width, in->is_signed);
  return in->array_cap > 0 ? rel_t_seq(a, el, in->array_cap) : el;
}

int rel_inputs_reconcile(rel_input *a, rel_input *b, int n, char *why, size_t whyn) {
  for (int i = 0; i < n; i++) {
    if (a[i].array_cap <= 0 || b[i].array_cap <= 0 || a[i].len_param == b[i].len_param) continue;
    if (a[i].len_param >= 0 && b[i].len_param >= 0) {
      snprintf(why, whyn, "the length of array parameter '%s' is '%s' in the old version and '%s' in the new",
               a[i].name ? a[i].name : "?", a[a[i].len_param].name ? a[a[i].len_param].name : "?",
               b[b[i].len_param].name ? b[b[i].len_param].name : "?");
      return -1;
    }
    int lp = a[i].len_param >= 0 ? a[i].len_param : b[i].len_param;
    if (lp >= n) continue; /* not a parameter of both: left to rel_inputs_same */
    a[i].len_param = b[i].len_param = lp;
  }
  return 0;
}

int rel_inputs_same(const rel_input *a, int na, const rel_input *b, int nb) {
  if (na != nb) return 0;
  for (int i = 0; i < na; i++) {
    if (a[i].kind != b[i].kind || a[i].width != b[i].width || a[i].is_signed != b[i].is_signed ||
        a[i].array_cap != b[i].array_cap || a[i].len_param != b[i].len_param || a[i].nullable != b[i].nullable ||
        a[i].null_flag != b[i].null_flag || a[i].by_name != b[i].by_name)
      return 0;
    if (a[i].by_name && strcmp(a[i].name ? a[i].name : "", b[i].name ? b[i].name : "")) return 0;
    if (a[i].type && b[i].type && !rel_type_same(a[i].type, b[i].type)) return 0;
  }
  return 1;
}

static int named_in(const rel_input *v, int n, const char *name) {
  for (int i = 0; i < n; i++)
    if (v[i].by_name && v[i].name && !strcmp(v[i].name, name)) return i;
  return -1;
}

const char *rel_inputs_why(const rel_input *a, int na, const rel_input *b, int nb, arena *ar) {
  for (int side = 0; side < 2; side++) {
    const rel_input *x = side ? b : a, *y = side ? a : b;
    int nx = side ? nb : na, ny = side ? na : nb;
    for (int i = 0; i < nx; i++) {
      if (!x[i].by_name || !x[i].name) continue;
      int j = named_in(y, ny, x[i].name);
      if (j < 0)
        return arena_printf(ar, "'%s' is in the %s version only, whose function %s it", x[i].name, side ? "new" : "old",
                            x[i].unreached ? "does not reach" : "reaches");
      if (!rel_inputs_same(&x[i], 1, &y[j], 1))
        return arena_printf(ar, "'%s' has another type in the new version", x[i].name);
    }
  }
  return NULL;
}

/* Marks in keep (-1) the by_name inputs of v that neither v's unit nor w's reaches, the others 0. */
static void agree_mark(const rel_input *v, int nv, const rel_input *w, int nw, int *keep) {
  for (int i = 0; i < nv; i++) {
    int j = v[i].by_name && v[i].name ? named_in(w, nw, v[i].name) : -1;
    keep[i] = v[i].by_name && v[i].unreached && (j < 0 || w[j].unreached) ? -1 : 0;
  }
}

/* Compacts v to the inputs keep does not mark, keep[i] becoming each one's new place. */
static int agree_compact(rel_input *v, int *nv, int *keep) {
  int n = 0, gone = 0;
  for (int i = 0; i < *nv; i++) {
    if (keep[i] < 0) {
      gone++;
      continue;
    }
    keep[i] = n;
    v[n++] = v[i];
  }
  for (int i = 0; i < n; i++)
    if (v[i].len_param >= 0) v[i].len_param = keep[v[i].len_param];
  *nv = n;
  return gone;
}

int rel_inputs_agree(rel_input *a, int *na, rel_input *b, int *nb, int *keep_a, int *keep_b) {
  /* both marked against the lists as they are, then both shortened */
  agree_mark(a, *na, b, *nb, keep_a);
  agree_mark(b, *nb, a, *na, keep_b);
  return agree_compact(a, na, keep_a) + agree_compact(b, nb, keep_b);
}
