/* smtlib.c — SMT-LIB 2.6 writer (see smtlib.h). Repeated subterms of an assertion are bound by
 * parallel lets grouped by height: a binding at height h only refers to bindings of smaller
 * heights, which are in outer lets, so no binding refers to one in its own let (SMT-LIB §3.6.1). */
#include "sym/smtlib.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "core/arena.h"
#include "core/fsutil.h"
#include "sym/term_int.h"

typedef struct wr {
  term_ctx *c;
  strbuf *out;
  arena *ar;
  uint32_t nt;          /* term handles are < nt */
  const char **vname;   /* per term: script name of a variable */
  const char **fname;   /* per function */
  const char **sname;   /* per sort: uninterpreted sort names */
  uint32_t nf, ns;
  const char **used;    /* open-addressing set of names taken */
  uint32_t usedcap, nused;
  /* per assertion */
  uint32_t *stamp, *refcnt, *height;
  uint8_t *shared;
} wr;

/* ---- names ---- */

static uint32_t str_hash(const char *s) {
  uint32_t h = 2166136261u;
  for (; *s; s++) h = (h ^ (unsigned char)*s) * 16777619u;
  return h;
}

static int used_has(wr *w, const char *s) {
  if (!w->usedcap) return 0;
  for (uint32_t j = str_hash(s) & (w->usedcap - 1); w->used[j]; j = (j + 1) & (w->usedcap - 1))
    if (strcmp(w->used[j], s) == 0) return 1;
  return 0;
}

static void used_add(wr *w, const char *s) {
  if (2 * (w->nused + 1) > w->usedcap) {
    uint32_t oc = w->usedcap;
    const char **old = w->used;
    w->usedcap = oc ? 2 * oc : 64;
    w->used = eq_calloc(w->usedcap, sizeof(char *));
    w->nused = 0;
    for (uint32_t i = 0; i < oc; i++)
      if (old[i]) used_add(w, old[i]);
    free(old);
  }
  uint32_t j = str_hash(s) & (w->usedcap - 1);
  while (w->used[j]) j = (j + 1) & (w->usedcap - 1);
  w->used[j] = s;
  w->nused++;
}

/* "<p>_NAME" when NAME is made of letters, digits and '_' and not taken yet; otherwise
 * "<q>_SANITISED_ID", unique because ID (a handle) is unique and is the last '_' segment. */
static const char *mkname(wr *w, char p, char q, const char *name, uint32_t id) {
  int clean = *name != 0;
  for (const char *s = name; *s; s++)
    if (!(isalnum((unsigned char)*s) || *s == '_')) clean = 0;
  if (clean) {
    char *cand = arena_printf(w->ar, "%c_%s", p, name);
    if (!used_has(w, cand)) {
      used_add(w, cand);
      return cand;
    }
  }
  char *san = arena_strdup(w->ar, name);
  for (char *s = san; *s; s++)
    if (!(isalnum((unsigned char)*s) || *s == '_')) *s = '_';
  char *r = arena_printf(w->ar, "%c_%s_%u", q, san, id);
  used_add(w, r);
  return r;
}

/* ---- sorts ---- */

static void put_sort(wr *w, term_sort s) {
  term_ctx *c = w->c;
  switch (term_sort_kind_of(c, s)) {
  case TS_BOOL: sb_puts(w->out, "Bool"); break;
  case TS_BV: sb_printf(w->out, "(_ BitVec %u)", term_sort_width(c, s)); break;
  case TS_INT: sb_puts(w->out, "Int"); break;
  case TS_ARRAY:
    sb_puts(w->out, "(Array ");
    put_sort(w, term_sort_array_index(c, s));
    sb_putc(w->out, ' ');
    put_sort(w, term_sort_array_value(c, s));
    sb_putc(w->out, ')');
    break;
  case TS_FP:
    sb_printf(w->out, "(_ FloatingPoint %u %u)", term_sort_fp_eb(c, s), term_sort_fp_sb(c, s));
    break;
  case TS_RM: sb_puts(w->out, "RoundingMode"); break;
  case TS_UNINTERP:
    sb_puts(w->out, w->sname && s < w->ns && w->sname[s] ? w->sname[s] : term_sort_name(c, s));
    break;
  }
}

/* ---- leaves ---- */

static void put_bits(strbuf *o, term_u128 v, unsigned n) {
  sb_puts(o, "#b");
  for (unsigned i = n; i-- > 0;) sb_putc(o, (v >> i) & 1 ? '1' : '0');
}

static void put_bv(strbuf *o, term_u128 v, unsigned wd) {
  if (wd % 4) {
    put_bits(o, v, wd);
    return;
  }
  sb_puts(o, "#x");
  for (unsigned i = wd / 4; i-- > 0;) sb_putc(o, "0123456789abcdef"[(v >> (4 * i)) & 15]);
}

static const char *const rm_names[] = {"RNE", "RNA", "RTP", "RTN", "RTZ"};

/* Prints all of t when it has no arguments (returns 0), else its opening parenthesis and operator
 * (returns 1): the arguments and the closing parenthesis are put_def's. */
static int put_head(wr *w, term_ref t) {
  term_ctx *c = w->c;
  strbuf *o = w->out;
  term_op op = term_op_of(c, t);
  term_sort so = term_sort_of(c, t);
  switch (op) {
  case OP_TRUE: sb_puts(o, "true"); return 0;
  case OP_FALSE: sb_puts(o, "false"); return 0;
  case OP_BV_CONST: put_bv(o, term_bv_value(c, t), term_sort_width(c, so)); return 0;
  case OP_INT_CONST: {
    mpz_srcptr z = term_int_value(c, t);
    char *s = mpz_get_str(NULL, 10, z);
    if (mpz_sgn(z) < 0) sb_printf(o, "(- %s)", s + 1); /* SMT-LIB numerals are non-negative */
    else sb_puts(o, s);
    free(s);
    return 0;
  }
  case OP_FP_CONST: {
    unsigned eb = term_sort_fp_eb(c, so), sb = term_sort_fp_sb(c, so);
    term_u128 v = term_bv_value(c, t);
    sb_puts(o, "(fp ");
    put_bits(o, v >> (eb + sb - 1), 1);
    sb_putc(o, ' ');
    put_bits(o, v >> (sb - 1), eb);
    sb_putc(o, ' ');
    put_bits(o, v, sb - 1);
    sb_putc(o, ')');
    return 0;
  }
  case OP_RM_CONST: sb_puts(o, rm_names[term_param(c, t, 0)]); return 0;
  case OP_VAR:
    if (w->vname && t < w->nt && w->vname[t]) sb_puts(o, w->vname[t]);
    else sb_printf(o, "|%s|", term_var_name(c, t)); /* only in smtlib_term on odd names */
    return 0;
  default:
    break;
  }
  sb_putc(o, '(');
  switch (op) {
  case OP_APP: {
    term_fun f = term_app_fun(c, t);
    sb_puts(o, w->fname && f < w->nf && w->fname[f] ? w->fname[f] : term_fun_name(c, f));
    break;
  }
  case OP_EXTRACT:
    sb_printf(o, "(_ extract %u %u)", term_param(c, t, 0), term_param(c, t, 1));
    break;
  case OP_ZERO_EXTEND: case OP_SIGN_EXTEND: case OP_INT2BV: case OP_FP_TO_SBV: case OP_FP_TO_UBV:
    sb_printf(o, "(_ %s %u)", term_op_smtlib(op), term_param(c, t, 0));
    break;
  case OP_FP_FROM_BV: case OP_FP_FROM_FP: case OP_FP_FROM_SBV: case OP_FP_FROM_UBV:
  case OP_FP_FROM_INT:
    sb_printf(o, "(_ %s %u %u)", term_op_smtlib(op), term_param(c, t, 0), term_param(c, t, 1));
    break;
  case OP_CONST_ARRAY:
    sb_puts(o, "(as const ");
    put_sort(w, so);
    sb_putc(o, ')');
    break;
  default:
    sb_puts(o, term_op_smtlib(op));
    break;
  }
  return 1;
}

/* t's own structure, children by reference (let name when bound). Iterative: the terms of long
 * executions are deep, and in smtlib_term nothing is bound. */
static void put_def(wr *w, term_ref t) {
  typedef struct frame {
    term_ref t;
    unsigned i;    /* next argument */
    int to_real;   /* closes a (to_real …) around it: to_fp takes a Real */
  } frame;
  term_ctx *c = w->c;
  strbuf *o = w->out;
  if (!put_head(w, t)) return;
  frame small[32], *st = small;
  size_t n = 0, cap = 32;
  st[n++] = (frame){t, 0, 0};
  while (n) {
    frame *f = &st[n - 1];
    if (f->i == term_nargs(c, f->t)) {
      sb_puts(o, f->to_real ? "))" : ")");
      n--;
      continue;
    }
    unsigned i = f->i++;
    term_ref a = term_arg(c, f->t, i);
    int to_real = term_op_of(c, f->t) == OP_FP_FROM_INT && i == 1;
    sb_puts(o, to_real ? " (to_real " : " ");
    if (w->shared && w->shared[a]) {
      sb_printf(o, "l_%u", a);
    } else if (put_head(w, a)) {
      if (n == cap) {
        frame *ns = eq_malloc(2 * cap * sizeof *ns);
        memcpy(ns, st, n * sizeof *ns);
        if (st != small) free(st);
        st = ns;
        cap *= 2;
      }
      st[n++] = (frame){a, 0, to_real};
      continue;
    }
    if (to_real) sb_putc(o, ')');
  }
  if (st != small) free(st);
}

static void put_ref(wr *w, term_ref t) {
  if (w->shared && w->shared[t]) sb_printf(w->out, "l_%u", t);
  else put_def(w, t);
}

/* ---- traversal ---- */

typedef struct vec {
  term_ref *v;
  uint32_t n, cap;
} vec;

static void vpush(vec *v, term_ref t) {
  if (v->n == v->cap) {
    v->cap = v->cap ? 2 * v->cap : 64;
    v->v = eq_realloc(v->v, v->cap * sizeof(term_ref));
  }
  v->v[v->n++] = t;
}

/* Post-order of the nodes reachable from root not stamped yet (explicit stack: DAGs from long
 * executions are deep). count_edges adds one to refcnt per parent-child edge. */
static void postorder(wr *w, term_ref root, uint32_t mark, vec *order, int count_edges) {
  vec st = {0};
  vec ph = {0}; /* 0 = enter, 1 = leave */
  vpush(&st, root);
  vpush(&ph, 0);
  while (st.n) {
    term_ref t = st.v[--st.n];
    int leave = (int)ph.v[--ph.n];
    if (leave) {
      vpush(order, t);
      continue;
    }
    if (w->stamp[t] == mark) continue;
    w->stamp[t] = mark;
    vpush(&st, t);
    vpush(&ph, 1);
    unsigned n = term_nargs(w->c, t);
    for (unsigned i = n; i-- > 0;) {
      term_ref a = term_arg(w->c, t, i);
      if (count_edges) w->refcnt[a]++;
      if (w->stamp[a] != mark) {
        vpush(&st, a);
        vpush(&ph, 0);
      }
    }
  }
  free(st.v);
  free(ph.v);
}

static int by_height(const void *x, const void *y, void *hp) {
  const uint32_t *h = hp;
  term_ref a = *(const term_ref *)x, b = *(const term_ref *)y;
  if (h[a] != h[b]) return h[a] < h[b] ? -1 : 1;
  return a < b ? -1 : a > b;
}

/* qsort has no context argument in C11; a small insertion-merge sort instead. */
static void sort_by_height(term_ref *v, uint32_t n, const uint32_t *h) {
  if (n < 2) return;
  uint32_t m = n / 2;
  sort_by_height(v, m, h);
  sort_by_height(v + m, n - m, h);
  term_ref *tmp = eq_malloc(n * sizeof *tmp);
  uint32_t i = 0, j = m, k = 0;
  while (i < m && j < n) tmp[k++] = by_height(&v[j], &v[i], (void *)h) < 0 ? v[j++] : v[i++];
  while (i < m) tmp[k++] = v[i++];
  while (j < n) tmp[k++] = v[j++];
  memcpy(v, tmp, n * sizeof *tmp);
  free(tmp);
}

static void need_sort(wr *w, term_sort s, vec *sorts) {
  term_sort_kind k = term_sort_kind_of(w->c, s);
  if (k == TS_ARRAY) {
    need_sort(w, term_sort_array_index(w->c, s), sorts);
    need_sort(w, term_sort_array_value(w->c, s), sorts);
  } else if (k == TS_UNINTERP && !w->sname[s]) {
    w->sname[s] = mkname(w, 's', 'S', term_sort_name(w->c, s), s);
    vpush(sorts, s);
  }
}

void smtlib_write(term_ctx *c, const term_ref *f, unsigned n, strbuf *out) {
  smtlib_write_vars(c, f, n, out, NULL, NULL);
}

void smtlib_write_vars(term_ctx *c, const term_ref *f, unsigned n, strbuf *out,
                       void (*declared)(void *ud, term_ref var, const char *name), void *ud) {
  wr w = {0};
  w.c = c;
  w.out = out;
  w.ar = arena_new();
  w.nt = term_count(c) + 1;
  w.nf = term_fun_count(c) + 1;
  w.vname = eq_calloc(w.nt, sizeof(char *));
  w.fname = eq_calloc(w.nf, sizeof(char *));
  w.stamp = eq_calloc(w.nt, sizeof(uint32_t));
  w.refcnt = eq_calloc(w.nt, sizeof(uint32_t));
  w.height = eq_calloc(w.nt, sizeof(uint32_t));
  w.shared = NULL;

  /* Declarations: every uninterpreted sort, function and variable, in order of first use. */
  vec all = {0}, vars = {0}, funs = {0}, sorts = {0};
  for (unsigned i = 0; i < n; i++) postorder(&w, f[i], 1, &all, 0);
  term_sort maxsort = 0;
  for (uint32_t i = 0; i < all.n; i++)
    if (term_sort_of(c, all.v[i]) > maxsort) maxsort = term_sort_of(c, all.v[i]);
  for (uint32_t fi = 1; fi < w.nf; fi++) {
    if (term_fun_range(c, fi) > maxsort) maxsort = term_fun_range(c, fi);
    for (unsigned k = 0; k < term_fun_arity(c, fi); k++)
      if (term_fun_dom(c, fi, k) > maxsort) maxsort = term_fun_dom(c, fi, k);
  }
  /* Array sorts are made after their components, so every sort reachable is <= maxsort. */
  w.ns = maxsort + 1;
  w.sname = eq_calloc(w.ns, sizeof(char *));
  for (uint32_t i = 0; i < all.n; i++) {
    term_ref t = all.v[i];
    need_sort(&w, term_sort_of(c, t), &sorts);
    if (term_op_of(c, t) == OP_VAR && !w.vname[t]) {
      w.vname[t] = mkname(&w, 'v', 'w', term_var_name(c, t), t);
      vpush(&vars, t);
    } else if (term_op_of(c, t) == OP_APP) {
      term_fun fn = term_app_fun(c, t);
      if (!w.fname[fn]) {
        for (unsigned k = 0; k < term_fun_arity(c, fn); k++) need_sort(&w, term_fun_dom(c, fn, k), &sorts);
        need_sort(&w, term_fun_range(c, fn), &sorts);
        w.fname[fn] = mkname(&w, 'f', 'g', term_fun_name(c, fn), fn);
        vpush(&funs, fn);
      }
    }
  }
  sb_puts(out, "(set-logic ALL)\n");
  for (uint32_t i = 0; i < sorts.n; i++) sb_printf(out, "(declare-sort %s 0)\n", w.sname[sorts.v[i]]);
  for (uint32_t i = 0; i < funs.n; i++) {
    term_fun fn = funs.v[i];
    sb_printf(out, "(declare-fun %s (", w.fname[fn]);
    for (unsigned k = 0; k < term_fun_arity(c, fn); k++) {
      if (k) sb_putc(out, ' ');
      put_sort(&w, term_fun_dom(c, fn, k));
    }
    sb_puts(out, ") ");
    put_sort(&w, term_fun_range(c, fn));
    sb_puts(out, ")\n");
  }
  for (uint32_t i = 0; i < vars.n; i++) {
    if (declared) declared(ud, vars.v[i], w.vname[vars.v[i]]);
    sb_printf(out, "(declare-fun %s () ", w.vname[vars.v[i]]);
    put_sort(&w, term_sort_of(c, vars.v[i]));
    sb_puts(out, ")\n");
  }

  /* Assertions with let-sharing. */
  w.shared = eq_calloc(w.nt, 1);
  vec order = {0}, bound = {0};
  for (unsigned i = 0; i < n; i++) {
    order.n = bound.n = 0;
    uint32_t mark = i + 2;
    postorder(&w, f[i], mark, &order, 1);
    for (uint32_t k = 0; k < order.n; k++) {
      term_ref t = order.v[k];
      uint32_t h = 0;
      for (unsigned a = 0; a < term_nargs(c, t); a++) {
        uint32_t ha = w.height[term_arg(c, t, a)] + 1;
        if (ha > h) h = ha;
      }
      w.height[t] = h;
      if (w.refcnt[t] >= 2 && term_nargs(c, t) > 0) vpush(&bound, t);
    }
    sort_by_height(bound.v, bound.n, w.height);
    sb_puts(out, "(assert");
    unsigned opened = 0;
    for (uint32_t k = 0; k < bound.n;) {
      uint32_t h = w.height[bound.v[k]];
      sb_puts(out, "\n (let (");
      for (; k < bound.n && w.height[bound.v[k]] == h; k++) {
        sb_printf(out, "(l_%u ", bound.v[k]);
        put_def(&w, bound.v[k]); /* its children may be bound at lower heights: put_ref */
        sb_puts(out, ")");
      }
      for (uint32_t j = k; j-- > 0 && w.height[bound.v[j]] == h;) w.shared[bound.v[j]] = 1;
      sb_puts(out, ")");
      opened++;
    }
    sb_puts(out, "\n  ");
    put_ref(&w, f[i]);
    for (unsigned k = 0; k < opened; k++) sb_putc(out, ')');
    sb_puts(out, ")\n");
    for (uint32_t k = 0; k < order.n; k++) {
      w.refcnt[order.v[k]] = 0;
      w.shared[order.v[k]] = 0;
    }
  }
  sb_puts(out, "(check-sat)\n");
  free(all.v); free(vars.v); free(funs.v); free(sorts.v); free(order.v); free(bound.v);
  free(w.vname); free(w.fname); free(w.sname); free(w.stamp); free(w.refcnt); free(w.height);
  free(w.shared);
  free(w.used);
  arena_free(w.ar);
}

int smtlib_write_file(term_ctx *c, const term_ref *f, unsigned n, const char *path) {
  strbuf sb = STRBUF_INIT;
  smtlib_write(c, f, n, &sb);
  int r = fs_write_atomic(path, sb.data, sb.len);
  sb_free(&sb);
  return r;
}

void smtlib_term(term_ctx *c, term_ref t, strbuf *out) {
  wr w = {0};
  w.c = c;
  w.out = out;
  put_def(&w, t);
}
