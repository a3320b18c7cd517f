/* symex.c — the COBOL symbolic executor's control: states and their merging, paragraphs, PERFORM,
 * GO TO, IF, EVALUATE, the file statements, DISPLAY and the ends of a run. It follows the
 * interpreter's rules (interp.c: paragraph ends and return points, PERFORM loops; interp_io.c:
 * FILE STATUS, AT END and the abend without them) over sets of states: where an IF's branches end
 * in states that agree on everything but values (files, records written, control), they are merged
 * into one state with conditional bytes, so that paths multiply only where the control does. */
#include "lang/cobol/symex.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "lang/cobol/codec.h"
#include "lang/cobol/compare.h"
#include "lang/cobol/print.h"
#include "lang/cobol/ebcdic.h"
#include "lang/cobol/symex_int.h"
#include "core/strbuf.h"

static const char *js(const json_t *o, const char *k) { return json_string_value(json_object_get(o, k)); }

const char *sx_loc(sx *x, const json_t *node) {
  if (!node || !json_object_get(node, "loc")) node = x->cur;
  const json_t *loc = json_object_get(node, "loc");
  if (!json_is_array(loc) || json_array_size(loc) < 3) return "?";
  const json_t *f = json_array_get(json_object_get(json_object_get(x->doc, "source"), "files"),
                                   (size_t)json_integer_value(json_array_get(loc, 0)));
  const char *path = json_string_value(json_object_get(f, "path"));
  return arena_printf(x->a, "%s:%lld:%lld", path ? path : "?", (long long)json_integer_value(json_array_get(loc, 1)),
                      (long long)json_integer_value(json_array_get(loc, 2)));
}

/* ---- states */

static sx_st *st_new(sx *x) {
  sx_st *s = arena_alloc(x->a, sizeof *s);
  memset(s, 0, sizeof *s);
  s->mem = arena_alloc(x->a, sizeof(term_ref *) * (size_t)x->narea);
  for (int a = 0; a < x->narea; a++) s->mem[a] = arena_alloc(x->a, sizeof(term_ref) * (x->asize[a] + 1));
  s->vc = arena_alloc(x->a, sizeof(term_ref) * (size_t)(x->lay->nfields + 1));
  memset(s->vc, 0, sizeof(term_ref) * (size_t)(x->lay->nfields + 1));
  s->fstate = arena_alloc(x->a, sizeof(int) * (size_t)(x->nfiles + 1));
  s->fpos = arena_alloc(x->a, sizeof(int) * (size_t)(x->nfiles + 1));
  memset(s->fstate, 0, sizeof(int) * (size_t)(x->nfiles + 1));
  memset(s->fpos, 0, sizeof(int) * (size_t)(x->nfiles + 1));
  return s;
}

sx_st *sx_clone(sx *x, const sx_st *s) {
  sx_st *c = st_new(x);
  c->g = s->g;
  c->kn = s->kn, c->nkn = s->nkn; /* shared: a split appends to a copy (known_add) */
  for (int a = 0; a < x->narea; a++) memcpy(c->mem[a], s->mem[a], sizeof(term_ref) * x->asize[a]);
  memcpy(c->vc, s->vc, sizeof(term_ref) * (size_t)x->lay->nfields);
  memcpy(c->fstate, s->fstate, sizeof(int) * (size_t)x->nfiles);
  memcpy(c->fpos, s->fpos, sizeof(int) * (size_t)x->nfiles);
  c->caprec = s->nrec + 4;
  c->rec = arena_alloc(x->a, sizeof(rel_out_event) * (size_t)c->caprec);
  if (s->nrec) memcpy(c->rec, s->rec, sizeof(rel_out_event) * (size_t)s->nrec);
  c->nrec = s->nrec;
  c->sig = s->sig;
  c->jump = s->jump;
  c->gotos = s->gotos;
  c->from_head = s->from_head;
  return c;
}

void sx_push(sx *x, sx_set *set, sx_st *s) {
  if (set->n == set->cap) {
    int cap = set->cap ? set->cap * 2 : 4;
    sx_st **v = arena_alloc(x->a, sizeof(sx_st *) * (size_t)cap);
    if (set->n) memcpy(v, set->v, sizeof(sx_st *) * (size_t)set->n);
    set->v = v, set->cap = cap;
  }
  set->v[set->n++] = s;
}

static void add_path(sx *x, rel_pkind k, term_ref g, rel_okind ok, term_ref v, const char *reason, const char *loc,
                     const sx_st *s) {
  if (g == term_false(x->tc)) return;
  /* one iteration from the head: what the states before it do belongs to the entry summary */
  if (x->head == REL_HEAD_STEP && (!s || !s->from_head)) return;
  if (x->npaths == x->cappaths) {
    int cap = x->cappaths ? x->cappaths * 2 : 16;
    rel_path *p = arena_alloc(x->a, sizeof(rel_path) * (size_t)cap);
    if (x->npaths) memcpy(p, x->paths, sizeof(rel_path) * (size_t)x->npaths);
    x->paths = p, x->cappaths = cap;
  }
  rel_path *p = &x->paths[x->npaths++];
  memset(p, 0, sizeof *p);
  p->kind = k, p->guard = g, p->okind = ok, p->value = v;
  p->reason = reason ? arena_strdup(x->a, reason) : NULL;
  p->loc = loc ? loc : "?";
  p->seg = x->head == REL_HEAD_STEP ? 2 : 0;
  if (s && k == REL_P_RETURNED) p->nrec = s->nrec, p->rec = s->rec;
}

void sx_unknown(sx *x, sx_st *s, const char *reason, const json_t *node) {
  add_path(x, REL_P_UNKNOWN, s->g, 0, TERM_NULL, reason, sx_loc(x, node), s);
  s->sig = SX_DONE;
}

/* where cond holds in s: an unknown case; s keeps the rest */
static void unknown_where(sx *x, sx_st *s, term_ref cond, const char *reason, const json_t *node) {
  term_ref g = term_and2(x->tc, s->g, cond);
  if (g == term_false(x->tc)) return;
  add_path(x, REL_P_UNKNOWN, g, 0, TERM_NULL, reason, sx_loc(x, node), s);
  s->g = term_and2(x->tc, s->g, term_not(x->tc, cond));
  if (s->g == term_false(x->tc)) s->sig = SX_DONE;
}

int sx_wrong_where(sx *x, sx_st *s, term_ref cond, const char *reason, const json_t *node) {
  term_ref g = term_and2(x->tc, s->g, cond);
  if (g != term_false(x->tc)) add_path(x, REL_P_WRONG, g, 0, TERM_NULL, reason, sx_loc(x, node), s);
  s->g = term_and2(x->tc, s->g, term_not(x->tc, cond));
  if (s->g == term_false(x->tc)) {
    s->sig = SX_DONE;
    return -1;
  }
  return 0;
}

void sx_finish(sx *x, sx_st *s, rel_okind k, long abend_code) {
  term_ref v;
  if (k == REL_O_ABENDED) {
    v = term_bv(x->tc, 64, (uint64_t)abend_code);
  } else {
    /* RETURN-CODE: PIC S9(4) BINARY */
    const term_ref *b = s->mem[x->rc_area];
    v = term_sext(x->tc, 48, term_mk2(x->tc, OP_CONCAT, b[0], b[1]));
  }
  add_path(x, REL_P_RETURNED, s->g, k, v, NULL, sx_loc(x, NULL), s);
  s->sig = SX_DONE;
}

void sx_split(sx *x, sx_st *s, term_ref cond, sx_st **yes, sx_st **no) {
  term_ctx *tc = x->tc;
  term_ref gy = term_and2(tc, s->g, cond), gn = term_and2(tc, s->g, term_not(tc, cond));
  *yes = *no = NULL;
  if (gy == term_false(tc)) {
    *no = s;
    return;
  }
  if (gn == term_false(tc)) {
    *yes = s;
    return;
  }
  *no = sx_clone(x, s);
  (*no)->g = gn;
  s->g = gy;
  *yes = s;
}

static int mergeable(sx *x, const sx_st *a, const sx_st *b) {
  if (a->sig != b->sig || a->sig == SX_DONE || a->jump != b->jump || a->nrec != b->nrec) return 0;
  if (memcmp(a->fstate, b->fstate, sizeof(int) * (size_t)x->nfiles) ||
      memcmp(a->fpos, b->fpos, sizeof(int) * (size_t)x->nfiles))
    return 0;
  for (int k = 0; k < a->nrec; k++)
    if (a->rec[k].nargs != b->rec[k].nargs || strcmp(a->rec[k].stream, b->rec[k].stream)) return 0;
  return 1;
}

/* b merged into a: the guards joined, each differing byte, cached value and record byte an ite */
static void merge_into(sx *x, sx_st *a, sx_st *b) {
  term_ctx *tc = x->tc;
  term_ref c = a->g;
  for (int f = 0; f < x->lay->nfields; f++) {
    const cbl_field *F = &x->lay->fields[f];
    if (a->vc[f] == b->vc[f] &&
        (a->vc[f] || !memcmp(a->mem[F->area] + F->offset, b->mem[F->area] + F->offset, sizeof(term_ref) * F->size)))
      continue;
    term_ref va = a->vc[f], vb = b->vc[f];
    /* a value cell set by a MOVE of a constant in one branch: its value from its bytes, so that
     * the joined item keeps a value (an index set in each WHEN) rather than conditional bytes */
    if ((!va || !vb) && sx_num_cell_ok(x, f)) {
      va = sx_field_value(x, a, f), vb = sx_field_value(x, b, f);
    } else if (va && vb) {
      unsigned w = sx_bits_for(F->num.digits);
      va = sx_to_width(x, va, w), vb = sx_to_width(x, vb, w);
    }
    a->vc[f] = va && vb ? term_ite(tc, c, va, vb) : TERM_NULL;
  }
  for (int ar = 0; ar < x->narea; ar++)
    for (size_t k = 0; k < x->asize[ar]; k++)
      if (a->mem[ar][k] != b->mem[ar][k]) a->mem[ar][k] = term_ite(tc, c, a->mem[ar][k], b->mem[ar][k]);
  for (int k = 0; k < a->nrec; k++) {
    if (a->rec[k].args == b->rec[k].args) continue;
    int n = a->rec[k].nargs, same = 1;
    for (int i = 0; i < n && same; i++) same = a->rec[k].args[i] == b->rec[k].args[i];
    if (same) continue;
    term_ref *v = arena_alloc(x->a, sizeof(term_ref) * (size_t)(n + 1));
    for (int i = 0; i < n; i++)
      v[i] = a->rec[k].args[i] == b->rec[k].args[i] ? a->rec[k].args[i] : term_ite(tc, c, a->rec[k].args[i], b->rec[k].args[i]);
    a->rec[k].args = v;
  }
  /* what both paths fix of a subscript, the joined one fixes too */
  int nk = 0;
  sx_known *kn = a->nkn ? arena_alloc(x->a, sizeof(sx_known) * (size_t)a->nkn) : NULL;
  for (int i = 0; i < a->nkn; i++)
    for (int j = 0; j < b->nkn; j++)
      if (a->kn[i].v == b->kn[j].v && a->kn[i].bad == b->kn[j].bad && a->kn[i].k == b->kn[j].k) {
        kn[nk++] = a->kn[i];
        break;
      }
  a->kn = kn, a->nkn = nk;
  a->g = term_or2(tc, a->g, b->g);
  a->gotos = a->gotos > b->gotos ? a->gotos : b->gotos;
}

static void merge_set(sx *x, sx_set *s) {
  for (int i = 0; i < s->n; i++)
    for (int j = i + 1; j < s->n; j++)
      if (mergeable(x, s->v[i], s->v[j])) {
        merge_into(x, s->v[i], s->v[j]);
        s->v[j--] = s->v[--s->n];
      }
}

/* ---- records */

static void add_record(sx *x, sx_st *s, const char *stream, const term_ref *b, size_t n) {
  if (s->nrec == s->caprec) {
    int cap = s->caprec ? s->caprec * 2 : 8;
    rel_out_event *v = arena_alloc(x->a, sizeof(rel_out_event) * (size_t)cap);
    if (s->nrec) memcpy(v, s->rec, sizeof(rel_out_event) * (size_t)s->nrec);
    s->rec = v, s->caprec = cap;
  }
  term_ref *args = arena_alloc(x->a, sizeof(term_ref) * (n + 1));
  memcpy(args, b, sizeof(term_ref) * n);
  rel_out_event *e = &s->rec[s->nrec++];
  memset(e, 0, sizeof *e);
  e->guard = term_true(x->tc);
  e->what = "record";
  e->nargs = (int)n;
  e->args = args;
  e->stream = stream;
}

/* ---- statements */

static void exec_list(sx *x, const json_t *stmts, sx_set *in, sx_set *out);
static void run_range(sx *x, sx_set *in, int first, int end, sx_set *out);

static int unsupported(sx *x, sx_st *s, const json_t *node, const char *what) {
  sx_unknown(x, s, arena_printf(x->a, "unsupported: %s", what), node);
  return -1;
}

/* the reason x->err holds: the state's case is not followed */
static void failed(sx *x, sx_st *s) { sx_unknown(x, s, x->err[0] ? x->err : "unsupported: ?", x->err_node); }

static sx_file *file_of(sx *x, const json_t *fref) {
  long id = (long)json_integer_value(json_object_get(fref, "item"));
  for (int i = 0; i < x->nfiles; i++)
    if (x->files[i].id == id) return &x->files[i];
  return NULL;
}

/* Runs a statement list on one state (phrases of a statement), into out. */
static void run_phrase(sx *x, const json_t *stmts, sx_st *s, sx_set *out) {
  sx_set in = {0};
  sx_push(x, &in, s);
  sx_set r = {0};
  exec_list(x, stmts, &in, &r);
  for (int i = 0; i < r.n; i++) sx_push(x, out, r.v[i]);
}

static int rounded_of(const json_t *r, int *mode) {
  int rounded = json_is_true(json_object_get(r, "rounded"));
  const char *m = js(r, "rounded_mode");
  *mode = m ? cbl_round_mode_parse(m) : CBL_ROUND_DEFAULT;
  if (m) rounded = 1;
  return rounded;
}

/* The decimals a DIVIDE quotient needs for receiver r: the interpreter divides at dmax + 20
 * decimals, truncated (interp_stmt.c), and the receiver keeps a function of that quotient truncated
 * to its own decimals (no ROUNDED, or ROUNDED MODE TRUNCATION) or to one more (plain ROUNDED,
 * NEAREST-AWAY-FROM-ZERO, which looks at the first dropped digit only). Truncation toward zero
 * composes: trunc_T(trunc_S(x)) = trunc_T(x) for S >= T, so the quotient at that many decimals
 * stores the same values, also in size error (the integer digits are the same). It matters to the
 * solver: a DIVIDE and a COMPUTE of one quotient then build the same term where two division
 * circuits of different widths are not related in time (cobol-pairs eq-compute-div-vs-divide).
 * Every other mode looks at all the dropped digits: full (tests/cobol/symex/divide-modes.cbl). */
static int quotient_places(sx *x, sx_st *s, const json_t *r, int full) {
  int mode, rounded = rounded_of(r, &mode);
  int sc = sx_scale_of(x, s, json_object_get(r, "dest"));
  int need = !rounded || mode == CBL_ROUND_TRUNCATION ? sc : mode == CBL_ROUND_NEAREST_AWAY_FROM_ZERO ? sc + 1 : full;
  return need < full ? need : full;
}

typedef enum { A_ADD, A_SUB, A_MUL, A_DIV, A_SET } aop;

/* ADD/SUBTRACT/MULTIPLY/COMPUTE: receivers get f(receiver, v); the SIZE ERROR phrases after. */
static void arith(sx *x, const json_t *st, sx_st *s, cbl_stmt_kind k, sx_set *out) {
  term_ctx *tc = x->tc;
  const char *fmt = js(st, "format");
  if ((fmt && !strcmp(fmt, "corresponding")) || (k == CBL_ST_DIVIDE && json_object_get(st, "remainder"))) {
    unsupported(x, s, st, k == CBL_ST_DIVIDE ? "DIVIDE … REMAINDER in the symbolic executor" : "ADD/SUBTRACT CORRESPONDING");
    return;
  }
  int dmax = 0; /* DIVIDE: the quotient's decimals are dmax + 20 (interp_stmt.c stmt_dmax) */
  sx_num v = {0}, w;
  term_ref bad = term_false(tc), b;
  const json_t *recv = json_object_get(st, "receivers"), *giving = json_object_get(st, "giving");
  aop op = A_SET;
  term_ref divzero = term_false(tc); /* COMPUTE: where a division in the expression has a zero divisor */
  if (k == CBL_ST_COMPUTE) {
    const json_t *e = json_object_get(st, "expr");
    if (sx_value_compute(x, s, e, sx_dmax(x, s, e, recv), &v, &bad, &divzero) < 0) return failed(x, s);
  } else if (k == CBL_ST_ADD || k == CBL_ST_SUBTRACT) {
    size_t i;
    json_t *o;
    int first = 1;
    json_array_foreach(json_object_get(st, "operands"), i, o) {
      if (sx_value(x, s, o, &w, &b) < 0) return failed(x, s);
      bad = term_or2(tc, bad, b);
      if (first) v = w, first = 0;
      else if (sx_arith2(x, '+', &v, &w, &v) < 0) return (void)unsupported(x, s, st, "an intermediate result of more than 36 digits");
    }
    if (k == CBL_ST_SUBTRACT && giving) {
      if (sx_value(x, s, json_object_get(st, "from"), &w, &b) < 0) return failed(x, s);
      bad = term_or2(tc, bad, b);
      if (sx_arith2(x, '-', &w, &v, &v) < 0) return (void)unsupported(x, s, st, "an intermediate result of more than 36 digits");
    }
    op = giving ? A_SET : k == CBL_ST_ADD ? A_ADD : A_SUB;
  } else if (k == CBL_ST_DIVIDE) {
    dmax = sx_scale_of(x, s, json_object_get(st, "divisor"));
    size_t i;
    json_t *r;
    json_array_foreach(giving ? giving : recv, i, r) {
      int sc = sx_scale_of(x, s, json_object_get(r, "dest")) + (json_is_true(json_object_get(r, "rounded")) ? 1 : 0);
      if (sc > dmax) dmax = sc;
    }
    if (sx_value(x, s, json_object_get(st, "divisor"), &v, &bad) < 0) return failed(x, s);
    if (giving) {
      if (sx_value(x, s, json_object_get(st, "dividend"), &w, &b) < 0) return failed(x, s);
      bad = term_or2(tc, bad, b);
    }
    op = giving ? A_SET : A_DIV;
  } else { /* multiply */
    if (sx_value(x, s, json_object_get(st, "operand"), &v, &bad) < 0) return failed(x, s);
    if (giving) {
      if (sx_value(x, s, json_object_get(st, "by"), &w, &b) < 0) return failed(x, s);
      bad = term_or2(tc, bad, b);
      if (sx_arith2(x, '*', &v, &w, &v) < 0) return (void)unsupported(x, s, st, "an intermediate result of more than 36 digits");
    } else {
      op = A_MUL;
    }
  }
  if (v.digits > SX_MAX_DIGITS) return (void)unsupported(x, s, st, "an intermediate result of more than 30 digits");
  if (sx_wrong_where(x, s, bad, "invalid numeric data in an operand", st) < 0) return;
  /* either phrase written: a receiver in size error is left unchanged (interp_stmt.c size_checked) */
  int check = json_object_get(st, "on_size_error") != NULL || json_object_get(st, "not_on_size_error") != NULL;
  term_ref any = term_false(tc);
  term_ref zero = term_false(tc);
  const json_t *on_phrase = json_object_get(st, "on_size_error");
  if (k == CBL_ST_COMPUTE && divzero != term_false(tc)) {
    /* interp_stmt.c: the size error ends the COMPUTE before any receiver is stored; without ON
     * SIZE ERROR the result is undefined (a NOT ON SIZE ERROR phrase alone does not define it) */
    zero = divzero;
    if (!on_phrase) {
      if (sx_wrong_where(x, s, zero, "division by zero, or an exponentiation without a real result (0 ** non-positive, a negative base with a fractional exponent), without ON SIZE ERROR", st) < 0) return;
      zero = term_false(tc); /* the state's guard now excludes it: no receiver keeps its value */
    }
  }
  if (k == CBL_ST_DIVIDE) {
    zero = sx_is_zero(x, &v);
    /* division by zero: a size error (receivers unchanged); without ON SIZE ERROR an undefined
     * result, as interp_stmt.c has it (a NOT ON SIZE ERROR phrase alone does not define it) */
    if (!on_phrase) {
      if (sx_wrong_where(x, s, zero, "division by zero without ON SIZE ERROR", st) < 0) return;
      zero = term_false(tc); /* excluded by the state's guard now: the stores need no case for it */
    }
    if (giving) {
      sx_num q;
      int places = 0; /* one quotient for every receiver: the most any of them needs */
      size_t j;
      json_t *g;
      json_array_foreach(giving, j, g) {
        int p = quotient_places(x, s, g, dmax + 20);
        if (p > places) places = p;
      }
      if (sx_quotient(x, &w, &v, places, &q) < 0) return (void)unsupported(x, s, st, "a quotient of more than 36 digits");
      v = q;
    }
  }
  size_t i;
  json_t *r;
  json_array_foreach(giving ? giving : recv, i, r) {
    sx_item it;
    if (sx_locate(x, s, json_object_get(r, "dest"), &it) < 0) return failed(x, s);
    sx_num res = v;
    if (op != A_SET) {
      sx_num cur;
      if (sx_value(x, s, json_object_get(r, "dest"), &cur, &b) < 0) return failed(x, s);
      if (sx_wrong_where(x, s, b, "invalid numeric data in a receiver", r) < 0) return;
      if (op == A_DIV) {
        if (sx_quotient(x, &cur, &v, quotient_places(x, s, r, dmax + 20), &res) < 0)
          return (void)unsupported(x, s, st, "a quotient of more than 36 digits");
      } else if (sx_arith2(x, op == A_MUL ? '*' : op == A_ADD ? '+' : '-', &cur, &v, &res) < 0)
        return (void)unsupported(x, s, st, "an intermediate result of more than 36 digits");
    }
    int mode, rounded = rounded_of(r, &mode);
    term_ref se;
    /* with ON SIZE ERROR a zero divisor leaves the receiver as it was */
    term_ref *old = NULL, oldv = TERM_NULL;
    if (zero != term_false(tc)) {
      old = arena_alloc(x->a, sizeof(term_ref) * (it.len + 1));
      memcpy(old, s->mem[it.area] + it.off, sizeof(term_ref) * it.len);
      oldv = it.whole ? s->vc[it.fi] : TERM_NULL;
    }
    if (sx_store(x, s, &it, &res, rounded, mode, check, &se) < 0) return failed(x, s);
    any = term_or2(tc, any, se);
    if (old) {
      term_ref *nb = arena_alloc(x->a, sizeof(term_ref) * (it.len + 1));
      for (size_t q = 0; q < it.len; q++) nb[q] = term_ite(tc, zero, old[q], s->mem[it.area][it.off + q]);
      term_ref nv = it.whole && oldv && s->vc[it.fi] ? term_ite(tc, zero, oldv, s->vc[it.fi]) : TERM_NULL;
      sx_write(x, s, it.area, it.off, nb, it.len);
      if (it.whole) s->vc[it.fi] = nv;
      any = term_or2(tc, any, zero);
    }
  }
  const json_t *on = json_object_get(st, "on_size_error"), *noton = json_object_get(st, "not_on_size_error");
  if (!on && !noton) return sx_push(x, out, s);
  sx_st *y, *n;
  sx_split(x, s, any, &y, &n);
  if (y) {
    if (on) run_phrase(x, on, y, out);
    else sx_push(x, out, y);
  }
  if (n) {
    if (noton) run_phrase(x, noton, n, out);
    else sx_push(x, out, n);
  }
}

static void do_move(sx *x, const json_t *st, sx_st *s, sx_set *out) {
  if (json_is_true(json_object_get(st, "corresponding"))) return (void)unsupported(x, s, st, "MOVE CORRESPONDING");
  size_t i;
  json_t *t;
  json_array_foreach(json_object_get(st, "targets"), i, t) {
    sx_item it;
    term_ref bad;
    if (sx_locate(x, s, t, &it) < 0 || sx_move(x, s, json_object_get(st, "source"), &it, &bad) < 0) return failed(x, s);
    if (sx_wrong_where(x, s, bad, "invalid numeric data in the sending item", st) < 0) return;
  }
  sx_push(x, out, s);
}

static void do_if(sx *x, const json_t *st, sx_st *s, sx_set *out) {
  term_ref c, bad;
  if (sx_cond(x, s, json_object_get(st, "cond"), &c, &bad) < 0) return failed(x, s);
  if (sx_wrong_where(x, s, bad, "invalid numeric data in a condition", st) < 0) return;
  sx_st *y, *n;
  sx_split(x, s, c, &y, &n);
  if (y) run_phrase(x, json_object_get(st, "then"), y, out);
  if (n) {
    const json_t *e = json_object_get(st, "else");
    if (e) run_phrase(x, e, n, out);
    else sx_push(x, out, n);
  }
}

/* Whether WHEN object obj selects subject subj: a Bool term; *bad where evaluating it goes wrong. */
static int when_match(sx *x, sx_st *s, const json_t *subj, const json_t *obj, term_ref *out, term_ref *bad) {
  term_ctx *tc = x->tc;
  const char *sk = js(subj, "kind"), *ok = js(obj, "kind");
  *bad = term_false(tc);
  if (!strcmp(ok, "any")) {
    *out = term_true(tc);
    return 0;
  }
  int sbool = !strcmp(sk, "true") || !strcmp(sk, "false") || !strcmp(sk, "cond");
  int obool = !strcmp(ok, "true") || !strcmp(ok, "false") || !strcmp(ok, "cond");
  if (sbool != obool) {
    snprintf(x->err, sizeof x->err, "unsupported: a WHEN object of another kind than its subject");
    x->err_node = obj;
    return -1;
  }
  if (sbool) {
    term_ref a, b, b1 = term_false(tc), b2 = term_false(tc);
    if (!strcmp(sk, "cond")) {
      if (sx_cond(x, s, json_object_get(subj, "cond"), &a, &b1) < 0) return -1;
    } else {
      a = term_bool(tc, !strcmp(sk, "true"));
    }
    if (!strcmp(ok, "cond")) {
      if (sx_cond(x, s, json_object_get(obj, "cond"), &b, &b2) < 0) return -1;
    } else {
      b = term_bool(tc, !strcmp(ok, "true"));
    }
    *out = term_eq(tc, a, b);
    *bad = term_or2(tc, b1, b2);
    return 0;
  }
  /* subject expression against a value or a range, as the interpreter compares them (interp.c
   * eval_match): THRU is value <= subject, then (only where that holds) subject <= thru */
  const json_t *se = json_object_get(subj, "expr");
  term_ref t, b1, b2 = term_false(tc);
  int rc;
  if (json_object_get(obj, "thru")) {
    rc = sx_compare(x, s, ">=", se, json_object_get(obj, "value"), &t, &b1, obj);
    if (rc == 0) {
      term_ref t2;
      rc = sx_compare(x, s, "<=", se, json_object_get(obj, "thru"), &t2, &b2, obj);
      b2 = term_and2(tc, term_and2(tc, t, term_not(tc, b1)), b2); /* evaluated only where the first holds */
      t = term_and2(tc, t, t2);
    }
  } else {
    rc = sx_compare(x, s, "=", se, json_object_get(obj, "value"), &t, &b1, obj);
  }
  if (rc < 0) return -1;
  *out = json_is_true(json_object_get(obj, "not")) ? term_not(tc, t) : t;
  *bad = term_or2(tc, b1, b2);
  return 0;
}

/* EVALUATE: the first WHEN (in order) one of whose alternatives matches every subject; where an
 * operand's data may be invalid the case is not followed (the interpreter's order of evaluation
 * inside a WHEN is not restated here). */
static void do_evaluate(sx *x, const json_t *st, sx_st *s, sx_set *out) {
  term_ctx *tc = x->tc;
  const json_t *subjects = json_object_get(st, "subjects");
  size_t i;
  json_t *w;
  sx_st *rest = s;
  json_array_foreach(json_object_get(st, "whens"), i, w) {
    term_ref m = term_false(tc), bad = term_false(tc);
    size_t j;
    json_t *alt;
    json_array_foreach(json_object_get(w, "alternatives"), j, alt) {
      term_ref all = term_true(tc);
      if (json_array_size(alt) != json_array_size(subjects)) return (void)unsupported(x, rest, w, "a WHEN with another number of objects than subjects");
      for (size_t k = 0; k < json_array_size(alt); k++) {
        term_ref t, b;
        x->in_when++;
        int rc = when_match(x, rest, json_array_get(subjects, k), json_array_get(alt, k), &t, &b);
        x->in_when--;
        if (rc < 0) return failed(x, rest);
        all = term_and2(tc, all, t);
        bad = term_or2(tc, bad, b);
      }
      m = term_or2(tc, m, all);
    }
    unknown_where(x, rest, bad, "unsupported: invalid numeric data in an EVALUATE operand (the order of evaluation is not modelled)", w);
    if (rest->sig == SX_DONE) return;
    sx_st *y, *n;
    sx_split(x, rest, m, &y, &n);
    if (y) run_phrase(x, json_object_get(w, "statements"), y, out);
    if (!n) return;
    rest = n;
  }
  const json_t *other = json_object_get(st, "other");
  if (other) run_phrase(x, other, rest, out);
  else sx_push(x, out, rest);
}

/* ---- PERFORM */

typedef struct body {
  const json_t *stmts; /* inline */
  int first, end;      /* out of line: paragraphs first..end */
} body;

static int para_index(sx *x, const json_t *pref, int *first, int *last) {
  long id = (long)json_integer_value(json_object_get(pref, "target"));
  for (int i = 0; i < x->npara; i++)
    if (json_integer_value(json_object_get(x->para[i], "id")) == id) return *first = *last = i, 0;
  for (int k = 0; k < x->nsect; k++)
    if (json_integer_value(json_object_get(x->sect_json[k], "id")) == id) {
      if (x->sect_first[k] > x->sect_last[k]) return -1;
      *first = x->sect_first[k], *last = x->sect_last[k];
      return 0;
    }
  return -1;
}

static void body_run(sx *x, const body *b, sx_set *in, sx_set *out) {
  if (b->stmts) {
    exec_list(x, b->stmts, in, out);
    return;
  }
  if (x->nperf == (int)(sizeof x->perf_end / sizeof x->perf_end[0])) {
    for (int i = 0; i < in->n; i++) sx_unknown(x, in->v[i], "unsupported: PERFORM nesting deeper than 64 in the symbolic executor", NULL);
    return;
  }
  x->perf_end[x->nperf++] = b->end;
  run_range(x, in, b->first, b->end, out);
  x->nperf--;
}

static unsigned loop_bound(sx *x) { return x->unroll; }

/* The UNTIL test on s: the states where it holds into exit, the others into go (none where it
 * cannot be evaluated or its data is invalid: those cases end there). */
static void until_split(sx *x, sx_st *s, const json_t *cond, sx_set *exit, sx_set *go) {
  term_ref c, bad;
  if (sx_cond(x, s, cond, &c, &bad) < 0) return failed(x, s);
  if (sx_wrong_where(x, s, bad, "invalid numeric data in a condition", cond) < 0) return;
  sx_st *y, *n;
  sx_split(x, s, c, &y, &n);
  if (y) sx_push(x, exit, y);
  if (n) sx_push(x, go, n);
}

/* A loop: test (before or after) then body, until the test holds in every state. */
static void loop_until(sx *x, const json_t *st, const json_t *cond, int after, const body *b, sx_set *cur, sx_set *out) {
  sx_set exit = {0};
  for (unsigned it = 0; cur->n; it++) {
    if (it > loop_bound(x)) {
      x->bound_hits++;
      for (int i = 0; i < cur->n; i++)
        sx_unknown(x, cur->v[i], arena_printf(x->a, "bound: the loop ran %u times, the unrolling bound", loop_bound(x)), st);
      break;
    }
    sx_set go = {0};
    if (after && it == 0) {
      go = *cur;
    } else {
      for (int i = 0; i < cur->n; i++) until_split(x, cur->v[i], cond, &exit, &go);
    }
    sx_set res = {0};
    body_run(x, b, &go, &res);
    cur->n = 0;
    for (int i = 0; i < res.n; i++) {
      sx_st *s = res.v[i];
      if (s->sig == SX_EXIT_PERF) {
        s->sig = SX_NORMAL;
        sx_push(x, &exit, s);
      } else if (s->sig != SX_NORMAL) {
        if (s->sig != SX_DONE) sx_push(x, &exit, s);
      } else {
        sx_push(x, cur, s);
      }
    }
    merge_set(x, cur);
  }
  merge_set(x, &exit);
  for (int i = 0; i < exit.n; i++) sx_push(x, out, exit.v[i]);
}


/* ---- loop heads (rel_sym_opts.head): relational induction over the records of the cut file */

/* The field path "REC.AMT" of field fi (FILLERs left out). */
static const char *field_path(sx *x, int fi) {
  const char *parts[64];
  int n = 0;
  for (int f = fi; f >= 0 && n < 64; f = x->lay->fields[f].parent)
    if (x->lay->fields[f].name) parts[n++] = x->lay->fields[f].name;
  size_t len = 1;
  for (int k = 0; k < n; k++) len += strlen(parts[k]) + 1;
  char *p = arena_alloc(x->a, len + 1);
  p[0] = 0;
  for (int k = n - 1; k >= 0; k--) {
    strcat(p, parts[k]);
    if (k) strcat(p, ".");
  }
  return p;
}

static void cell_add(sx *x, int *cap, sx_cell c) {
  if (x->ncell == *cap) {
    *cap = *cap ? *cap * 2 : 64;
    sx_cell *v = arena_alloc(x->a, sizeof(sx_cell) * (size_t)*cap);
    if (x->ncell) memcpy(v, x->cell, sizeof(sx_cell) * (size_t)x->ncell);
    x->cell = v;
  }
  x->cell[x->ncell++] = c;
}

/* Marks in w (per field) each item some statement of the procedure writes as bytes: a MOVE target,
 * READ/STRING/UNSTRING INTO, ACCEPT. A numeric item inside such a group can hold any bytes at a loop
 * head (a key moved into a group of one 9(4) item), which a value cell cannot show. */
static void mark_ref(sx *x, const json_t *ref, unsigned char *w) {
  const json_t *id = json_object_get(ref, "item");
  if (!json_is_integer(id)) return;
  int fi = cbl_layout_index(x->lay, (int)json_integer_value(id));
  if (fi >= 0) w[fi] = 1;
}
static void mark_byte_writes(sx *x, const json_t *j, unsigned char *w, int depth) {
  if (depth > 200) return;
  if (json_is_array(j)) {
    size_t i;
    const json_t *e;
    json_array_foreach(j, i, e) mark_byte_writes(x, e, w, depth + 1);
    return;
  }
  if (!json_is_object(j)) return;
  const char *k = js(j, "stmt");
  if (k) {
    size_t i;
    const json_t *e;
    if (!strcmp(k, "move")) json_array_foreach(json_object_get(j, "targets"), i, e) mark_ref(x, e, w);
    if (!strcmp(k, "read") || !strcmp(k, "string") || !strcmp(k, "return")) mark_ref(x, json_object_get(j, "into"), w);
    if (!strcmp(k, "accept")) mark_ref(x, json_object_get(j, "dest"), w);
    if (!strcmp(k, "unstring")) json_array_foreach(json_object_get(j, "into"), i, e) mark_ref(x, json_object_get(e, "dest"), w);
  }
  const char *key;
  const json_t *v;
  json_object_foreach((json_t *)j, key, v) if (json_is_array(v) || json_is_object(v)) mark_byte_writes(x, v, w, depth + 1);
}

/* Whether an ancestor group of field f is written as bytes somewhere. */
static int group_written(sx *x, const unsigned char *w, int f) {
  for (int p = x->lay->fields[f].parent; p >= 0; p = x->lay->fields[p].parent)
    if (w[p]) return 1;
  return 0;
}

/* The cells of the state at the head, the same for every mode: each numeric value cell, each
 * other byte of the program's areas (named by the smallest named item holding it), RETURN-CODE,
 * and each file's open state and position ('@': they must agree between the versions). */
/* The cells of the head state. A numeric item is one value cell unless its bytes may not be its
 * value's encoding at the head: written as bytes through a group, or not so at the start (no
 * VALUE clause: an index initialised only by the loop) — then its bytes are byte cells. */
static void cells_build(sx *x, sx_st *init) {
  int cap = 0;
  unsigned char *bw = arena_alloc(x->a, (size_t)x->lay->nfields + 1);
  memset(bw, 0, (size_t)x->lay->nfields + 1);
  mark_byte_writes(x, json_object_get(x->prog, "procedure"), bw, 0);
  for (int a = 0; a < x->lay->nareas; a++) {
    /* the PARM's area is storage like any other: the program may change it before the loop */
    if (x->lay->areas[a].kind == CBL_AREA_LINKAGE && a != x->parm_area) continue;
    size_t n = x->asize[a];
    unsigned char *cov = arena_alloc(x->a, n + 1);
    memset(cov, 0, n + 1);
    for (int f = 0; f < x->lay->nfields; f++) {
      const cbl_field *F = &x->lay->fields[f];
      if (F->area != a || !sx_num_cell_ok(x, f) || group_written(x, bw, f) || !sx_field_value(x, init, f)) continue;
      int over = 0;
      for (size_t k = F->offset; k < F->offset + F->size; k++) over |= cov[k];
      if (over) continue;
      memset(cov + F->offset, 1, F->size);
      cell_add(x, &cap, (sx_cell){SX_CELL_NUM, f, a, F->offset, field_path(x, f)});
    }
    for (size_t k = 0; k < n; k++) {
      if (cov[k]) continue;
      int best = -1;
      for (int f = 0; f < x->lay->nfields; f++) {
        const cbl_field *F = &x->lay->fields[f];
        if (F->area != a || F->level == 88 || F->level == 66 || F->ndims || F->redefines >= 0 || F->in_redefines) continue;
        if (F->offset <= k && k < F->offset + F->size && (best < 0 || F->size < x->lay->fields[best].size)) best = f;
      }
      /* a byte no item holds (slack between level-01 items) cannot be read: no cell */
      if (best < 0) continue;
      const char *nm = arena_printf(x->a, "%s#%zu", field_path(x, best), k - x->lay->fields[best].offset);
      cell_add(x, &cap, (sx_cell){SX_CELL_BYTE, -1, a, k, nm});
    }
  }
  cell_add(x, &cap, (sx_cell){SX_CELL_BYTE, -1, x->rc_area, 0, "RETURN-CODE#0"});
  cell_add(x, &cap, (sx_cell){SX_CELL_BYTE, -1, x->rc_area, 1, "RETURN-CODE#1"});
  for (int i = 0; i < x->nfiles; i++) {
    const sx_file *f = &x->files[i];
    for (size_t k = 0; f->linage && k < x->asize[f->lc_area]; k++)
      cell_add(x, &cap, (sx_cell){SX_CELL_BYTE, -1, f->lc_area, k,
                                  k < f->lc_field.size ? arena_printf(x->a, "LINAGE-COUNTER OF %s#%zu", f->name, k)
                                                       : arena_printf(x->a, "top margin pending on %s", f->name)});
  }
  for (int i = 0; i < x->nfiles; i++) {
    /* SYSIN's position is no part of the head state: the step refuses any ACCEPT (do_accept) */
    if (i == x->sysin_file || i == x->clock_file || i == x->parm_file) continue;
    cell_add(x, &cap, (sx_cell){SX_CELL_FSTATE, i, -1, 0, arena_printf(x->a, "@open:%s", x->files[i].dd)});
    cell_add(x, &cap, (sx_cell){SX_CELL_POS, i, -1, 0, arena_printf(x->a, "@pos:%s", x->files[i].dd)});
  }
}

static term_sort cell_sort(sx *x, const sx_cell *c) {
  switch (c->kind) {
  case SX_CELL_NUM: return term_sort_bv(x->tc, sx_bits_for(x->lay->fields[c->fi].num.digits));
  case SX_CELL_BYTE: return term_sort_bv(x->tc, 8);
  default: return term_sort_bv(x->tc, 32);
  }
}

/* s is at the head: a seg 1 case with its cells (in step mode the file cells are the head's own:
 * the iteration read exactly one record of the cut file and nothing else, checked before). */
static void head_case(sx *x, sx_st *s) {
  term_ref *v = arena_alloc(x->a, sizeof(term_ref) * (size_t)(x->ncell + 1));
  for (int i = 0; i < x->ncell; i++) {
    const sx_cell *c = &x->cell[i];
    switch (c->kind) {
    case SX_CELL_NUM:
      v[i] = sx_field_value(x, s, c->fi);
      if (v[i] == TERM_NULL) {
        sx_unknown(x, s, arena_printf(x->a, "unsupported: at the loop head the bytes of %s are not its value's encoding", c->name), x->cut);
        return;
      }
      break;
    case SX_CELL_BYTE: v[i] = s->mem[c->area][c->off]; break;
    case SX_CELL_FSTATE:
      v[i] = x->head == REL_HEAD_STEP ? x->head_vals[i] : term_bv(x->tc, 32, (uint64_t)s->fstate[c->fi]);
      break;
    case SX_CELL_POS:
      v[i] = x->head == REL_HEAD_STEP ? x->head_vals[i] : term_bv(x->tc, 32, (uint64_t)s->fpos[c->fi]);
      break;
    }
  }
  int n0 = x->npaths;
  add_path(x, REL_P_RETURNED, s->g, REL_O_EXITED, TERM_NULL, NULL, sx_loc(x, x->cut), s);
  if (x->npaths > n0) x->paths[n0].seg = 1, x->paths[n0].cells = v;
  s->sig = SX_DONE;
}

/* The state at the head from the head values: the template's files (the prefix that led there),
 * every cell's value written into storage. */
static sx_st *from_head(sx *x, const sx_st *tmpl) {
  sx_st *s = sx_clone(x, tmpl);
  s->g = term_true(x->tc);
  memset(s->vc, 0, sizeof(term_ref) * (size_t)x->lay->nfields);
  s->nrec = 0;
  s->from_head = 1;
  s->sig = SX_NORMAL;
  for (int i = 0; i < x->ncell; i++) {
    const sx_cell *c = &x->cell[i];
    if (c->kind == SX_CELL_BYTE) sx_write(x, s, c->area, c->off, &x->head_vals[i], 1);
  }
  for (int i = 0; i < x->ncell; i++) {
    const sx_cell *c = &x->cell[i];
    if (c->kind == SX_CELL_NUM && sx_set_field_value(x, s, c->fi, x->head_vals[i]) < 0) return NULL;
    if (c->kind == SX_CELL_NUM) x->pre = term_and2(x->tc, x->pre, sx_field_value_ok(x, c->fi, x->head_vals[i]));
  }
  return s;
}

/* Whether statement list (or a performed range) reads file f, looking through PERFORMs. */
static int reads_file(sx *x, const json_t *v, int depth);
static int range_reads(sx *x, const json_t *st, int depth) {
  const json_t *proc = json_object_get(st, "procedure");
  if (!proc || depth > 6) return -1;
  long id = (long)json_integer_value(json_object_get(proc, "target"));
  long tid = json_object_get(st, "thru") ? (long)json_integer_value(json_object_get(json_object_get(st, "thru"), "target")) : id;
  int first = -1, last = -1;
  for (int i = 0; i < x->npara; i++) {
    long pid = (long)json_integer_value(json_object_get(x->para[i], "id"));
    if (pid == id && first < 0) first = i;
    if (pid == tid) last = i;
  }
  for (int k = 0; k < x->nsect; k++) {
    long sid = (long)json_integer_value(json_object_get(x->sect_json[k], "id"));
    if (sid == id) first = x->sect_first[k];
    if (sid == tid) last = x->sect_last[k];
  }
  for (int i = first; i >= 0 && i <= last; i++) {
    int r = reads_file(x, json_object_get(x->para[i], "sentences"), depth + 1);
    if (r >= 0) return r;
  }
  return -1;
}

static int reads_file(sx *x, const json_t *v, int depth) {
  if (json_is_array(v)) {
    size_t i;
    json_t *e;
    json_array_foreach(v, i, e) {
      int r = reads_file(x, e, depth);
      if (r >= 0) return r;
    }
    return -1;
  }
  if (!json_is_object(v)) return -1;
  const char *k = js(v, "stmt");
  if (k && !strcmp(k, "read")) {
    sx_file *f = file_of(x, json_object_get(v, "file"));
    if (f && f->input >= 0) return (int)(f - x->files);
  }
  if (k && !strcmp(k, "perform") && json_object_get(v, "procedure")) {
    int r = range_reads(x, v, depth);
    if (r >= 0) return r;
  }
  const char *key;
  json_t *e;
  json_object_foreach((json_t *)v, key, e)
    if (json_is_array(e) || json_is_object(e)) {
      if (!strcmp(key, "loc")) continue;
      int r = reads_file(x, e, depth);
      if (r >= 0) return r;
    }
  return -1;
}

/* ---- reading ahead: READ F; PERFORM P UNTIL c, P ending in the same READ F
 *
 * That loop runs as `loop { READ F; if c { break } P without its last READ }`: the READ before
 * the PERFORM and the one ending P are one statement at the top of that loop, the UNTIL test
 * follows it, and nothing else runs between them. So the head is taken at those READs (before
 * each): entry runs from the start to the first READ; a step reads the iteration record, tests c
 * (true: the rest of the program) and runs P up to its last READ, where it is at the head again —
 * the shape of a loop that reads at its top (a translation's `for line in lines`), the file's
 * position at the head being the number of records read. Only the same READ (every phrase
 * alike, their places aside) with nothing between the first and the PERFORM, a test before the
 * body, and the READ the last statement of P's last paragraph is taken so; any other shape keeps
 * its head at the PERFORM. */

/* Whether JSON trees a and b are equal but for their source places ("loc"). */
static int same_but_loc(const json_t *a, const json_t *b, int depth) {
  if (depth > 64 || json_typeof(a) != json_typeof(b)) return 0;
  if (json_is_array(a)) {
    if (json_array_size(a) != json_array_size(b)) return 0;
    for (size_t i = 0; i < json_array_size(a); i++)
      if (!same_but_loc(json_array_get(a, i), json_array_get(b, i), depth + 1)) return 0;
    return 1;
  }
  if (!json_is_object(a)) return json_equal(a, b);
  size_t na = 0, nb = 0;
  const char *k;
  json_t *v;
  json_object_foreach((json_t *)a, k, v) {
    if (!strcmp(k, "loc")) continue;
    na++;
    const json_t *w = json_object_get(b, k);
    if (!w || !same_but_loc(v, w, depth + 1)) return 0;
  }
  json_object_foreach((json_t *)b, k, v) nb += strcmp(k, "loc") != 0;
  return na == nb;
}

/* The last statement of a sentence list, or NULL. */
static const json_t *last_stmt(const json_t *sents) {
  const json_t *last = json_array_get(sents, json_array_size(sents) - 1);
  return json_is_array(last) ? json_array_get(last, json_array_size(last) - 1) : NULL;
}

/* PERFORMs of the paragraph whose id is id, in v (a statement, a list, a paragraph's sentences). */
static int performs_of(const json_t *v, long id, int depth) {
  if (depth > 64) return 2;
  int n = 0;
  if (json_is_array(v)) {
    size_t i;
    json_t *e;
    json_array_foreach(v, i, e) n += performs_of(e, id, depth + 1);
    return n;
  }
  if (!json_is_object(v)) return 0;
  const json_t *proc = json_object_get(v, "procedure"), *thru = json_object_get(v, "thru");
  if (js(v, "stmt") && !strcmp(js(v, "stmt"), "perform") && proc &&
      ((long)json_integer_value(json_object_get(proc, "target")) == id ||
       (thru && (long)json_integer_value(json_object_get(thru, "target")) == id)))
    n++;
  const char *key;
  json_t *e;
  json_object_foreach((json_t *)v, key, e)
    if (strcmp(key, "loc") && (json_is_array(e) || json_is_object(e))) n += performs_of(e, id, depth + 1);
  return n;
}

/* The READ a priming `PERFORM R` reads ahead by (CTLBRK's PERFORM 1100-READ: R's one READ and a
 * check of its status): R one paragraph, performed there and as the loop body's last statement
 * only, holding one statement that reads, a READ, at its top level. NULL otherwise. */
static const json_t *performed_read(sx *x, const json_t *prev) {
  const json_t *proc = json_object_get(prev, "procedure"), *thru = json_object_get(prev, "thru");
  int f1, l1;
  const json_t *loop = json_object_get(prev, "loop");
  if (!proc || (loop && (!js(loop, "kind") || strcmp(js(loop, "kind"), "once"))) || json_object_get(prev, "statements") ||
      para_index(x, proc, &f1, &l1) ||
      f1 != l1 || (thru && json_integer_value(json_object_get(thru, "target")) != json_integer_value(json_object_get(proc, "target"))))
    return NULL;
  long id = (long)json_integer_value(json_object_get(proc, "target"));
  int n = 0;
  for (int i = 0; i < x->npara; i++) n += performs_of(json_object_get(x->para[i], "sentences"), id, 0);
  if (n != 2) return NULL;
  const json_t *rd = NULL;
  size_t i, j;
  json_t *sent, *st;
  json_array_foreach(json_object_get(x->para[f1], "sentences"), i, sent) json_array_foreach(sent, j, st) {
    if (reads_file(x, st, 0) < 0) continue;
    if (rd || !js(st, "stmt") || strcmp(js(st, "stmt"), "read")) return NULL;
    rd = st;
  }
  return rd;
}

/* Sets x->rot_read and x->rot_tail when statement prev, just before the cut PERFORM, and the last
 * statement of its body are the same READ of the cut file, or the same PERFORM of a paragraph
 * that reads the record (performed_read: then both are that paragraph's READ, reached from either
 * PERFORM). */
static void find_read_ahead(sx *x, const json_t *prev) {
  const json_t *st = x->cut, *loop = json_object_get(st, "loop");
  if (!prev || !js(prev, "stmt")) return;
  const json_t *rd = strcmp(js(prev, "stmt"), "perform") ? prev : performed_read(x, prev);
  if (!rd || strcmp(js(rd, "stmt"), "read")) return;
  sx_file *f = file_of(x, json_object_get(rd, "file"));
  if (!f || f - x->files != x->cut_file || (js(loop, "test") && !strcmp(js(loop, "test"), "after"))) return;
  const json_t *tail = NULL, *proc = json_object_get(st, "procedure"), *thru = json_object_get(st, "thru");
  int f1, l1, f2, l2;
  if (!proc) {
    const json_t *b = json_object_get(st, "statements");
    tail = json_array_get(b, json_array_size(b) - 1);
  } else if (para_index(x, proc, &f1, &l1) == 0 && para_index(x, thru ? thru : proc, &f2, &l2) == 0) {
    tail = last_stmt(json_object_get(x->para[l2], "sentences"));
  }
  if (tail && tail != prev && same_but_loc(prev, tail, 0)) x->rot_read = rd, x->rot_tail = rd == prev ? tail : rd;
}

/* The loop to cut at: the first PERFORM … UNTIL among the main paragraph's statements whose body
 * reads an input file. */
static void find_cut(sx *x) {
  if (!x->npara) return;
  size_t i, j;
  json_t *sent, *st;
  const json_t *prev = NULL;
  json_array_foreach(json_object_get(x->para[0], "sentences"), i, sent) json_array_foreach(sent, j, st) {
    const json_t *loop = json_object_get(st, "loop");
    if (!js(st, "stmt") || strcmp(js(st, "stmt"), "perform") || !js(loop, "kind") || strcmp(js(loop, "kind"), "until")) {
      prev = st;
      continue;
    }
    int r = json_object_get(st, "procedure") ? range_reads(x, st, 0) : reads_file(x, json_object_get(st, "statements"), 0);
    if (r >= 0) {
      x->cut = st;
      x->cut_file = r;
      find_read_ahead(x, prev);
      return;
    }
    prev = st;
  }
}

/* The first READ of a loop that reads ahead, reached by state s: in entry mode the head; in step
 * mode the prefix ends here, and the iteration starts from the head state with this READ. */
static void read_rec(sx *x, const json_t *st, sx_st *s, sx_set *out);
static void rot_head(sx *x, const json_t *st, sx_st *s, sx_set *out) {
  if (x->head == REL_HEAD_ENTRY) return head_case(x, s);
  if (s->from_head) return (void)unsupported(x, s, st, "the loop's first READ reached again from its head");
  s->sig = SX_DONE; /* the prefix's own state */
  if (x->stepped || s->fstate[x->cut_file] != 1) return;
  x->stepped = 1;
  sx_st *h = from_head(x, s);
  if (!h) return;
  x->head_fpos = h->fpos[x->cut_file];
  x->rot_tmpl = s;
  read_rec(x, st, h, out);
}

/* The body's last READ reached from the head: the next iteration's head, once the iteration has
 * read exactly one record of the cut file and nothing else. */
static void rot_back(sx *x, const json_t *st, sx_st *s) {
  int same = s->fstate[x->cut_file] == 1 && s->fpos[x->cut_file] == x->head_fpos + 1;
  for (int f = 0; f < x->nfiles; f++)
    if (f != x->cut_file && (s->fstate[f] != x->rot_tmpl->fstate[f] || s->fpos[f] != x->rot_tmpl->fpos[f])) same = 0;
  if (!same) return (void)unsupported(x, s, st, "an iteration of the loop that does not read exactly one record");
  head_case(x, s);
}

/* The cut PERFORM of a loop that reads ahead: in step mode s has read the iteration record (at
 * the top); the test, then the body up to its last READ (rot_back). */
static void rot_loop(sx *x, const json_t *st, const body *b, sx_set *cur, sx_set *out) {
  const json_t *cond = json_object_get(json_object_get(st, "loop"), "until");
  sx_set go = {0}, exit = {0}, res = {0};
  for (int i = 0; i < cur->n; i++) {
    sx_st *s = cur->v[i];
    if (x->head == REL_HEAD_ENTRY || !s->from_head) unsupported(x, s, st, "the loop reached without its first READ");
    else until_split(x, s, cond, &exit, &go);
  }
  body_run(x, b, &go, &res);
  for (int i = 0; i < res.n; i++) {
    sx_st *s = res.v[i];
    if (s->sig == SX_DONE) continue;
    if (s->sig == SX_NORMAL) {
      unsupported(x, s, st, "an iteration of the loop that does not end at its last READ");
      continue;
    }
    if (s->sig == SX_EXIT_PERF) s->sig = SX_NORMAL;
    sx_push(x, &exit, s);
  }
  merge_set(x, &exit);
  for (int i = 0; i < exit.n; i++) sx_push(x, out, exit.v[i]);
}

/* The cut loop reached in a loop-head mode: entry ends its states at the head; step runs one
 * iteration from the head state (once) and lets the states that met the end of the file go on
 * looping to the end of the program. */
static void head_loop(sx *x, const json_t *st, const body *b, sx_set *cur, sx_set *out) {
  const json_t *loop = json_object_get(st, "loop");
  const json_t *cond = json_object_get(loop, "until");
  int after = js(loop, "test") && !strcmp(js(loop, "test"), "after");
  if (x->head == REL_HEAD_ENTRY) {
    for (int i = 0; i < cur->n; i++) head_case(x, cur->v[i]);
    return;
  }
  for (int i = 0; i < cur->n; i++) cur->v[i]->sig = SX_DONE; /* the prefix's own states */
  if (x->stepped || !cur->n) return;
  x->stepped = 1;
  const sx_st *tmpl = cur->v[0];
  if (tmpl->fstate[x->cut_file] != 1) return;
  sx_st *h = from_head(x, tmpl);
  if (!h) return;
  x->head_fpos = h->fpos[x->cut_file];
  sx_set go = {0}, exit = {0};
  if (after) {
    sx_push(x, &go, h);
  } else {
    until_split(x, h, cond, &exit, &go);
  }
  sx_set res = {0}, more = {0};
  body_run(x, b, &go, &res);
  for (int i = 0; i < res.n; i++) {
    sx_st *s = res.v[i];
    if (s->sig == SX_DONE) continue;
    if (s->sig == SX_EXIT_PERF) {
      s->sig = SX_NORMAL;
      sx_push(x, &exit, s);
      continue;
    }
    if (s->sig != SX_NORMAL) {
      sx_push(x, &exit, s);
      continue;
    }
    if (s->fstate[x->cut_file] == 3) { /* the end of the file: the loop goes on as written */
      sx_push(x, &more, s);
      continue;
    }
    int same = s->fpos[x->cut_file] == x->head_fpos + 1;
    for (int f = 0; f < x->nfiles; f++)
      if (f != x->cut_file && (s->fstate[f] != tmpl->fstate[f] || s->fpos[f] != tmpl->fpos[f])) same = 0;
    if (s->fstate[x->cut_file] != 1) same = 0;
    if (!same) {
      sx_unknown(x, s, "unsupported: an iteration of the loop that does not read exactly one record", st);
      continue;
    }
    if (after) {
      /* TEST AFTER: the test ends the iteration */
      term_ref c, bad;
      if (sx_cond(x, s, cond, &c, &bad) < 0) {
        failed(x, s);
        continue;
      }
      if (sx_wrong_where(x, s, bad, "invalid numeric data in a condition", cond) < 0) continue;
      sx_st *y, *n;
      sx_split(x, s, c, &y, &n);
      if (y) sx_push(x, &exit, y);
      if (n) head_case(x, n);
      continue;
    }
    head_case(x, s);
  }
  if (more.n) {
    x->cut_off = 1; /* no cut any more: the loop runs on (the test, the suffix) */
    loop_until(x, st, cond, after, b, &more, &exit);
    x->cut_off = 0;
  }
  merge_set(x, &exit);
  for (int i = 0; i < exit.n; i++) sx_push(x, out, exit.v[i]);
}

static void do_perform(sx *x, const json_t *st, sx_st *s, sx_set *out) {
  term_ctx *tc = x->tc;
  body b = {NULL, -1, -1};
  const json_t *proc = json_object_get(st, "procedure");
  if (proc) {
    int f1, l1, f2, l2;
    const json_t *thru = json_object_get(st, "thru");
    if (para_index(x, proc, &f1, &l1) < 0 || para_index(x, thru ? thru : proc, &f2, &l2) < 0)
      return (void)unsupported(x, s, st, "a PERFORM of an unresolved or empty procedure");
    b.first = f1, b.end = l2;
  } else {
    b.stmts = json_object_get(st, "statements");
  }
  const json_t *loop = json_object_get(st, "loop");
  const char *kind = js(loop, "kind");
  int after = js(loop, "test") && !strcmp(js(loop, "test"), "after");
  sx_set cur = {0};
  sx_push(x, &cur, s);
  if (!kind || !strcmp(kind, "once")) {
    sx_set res = {0};
    body_run(x, &b, &cur, &res);
    for (int i = 0; i < res.n; i++) {
      if (res.v[i]->sig == SX_EXIT_PERF) res.v[i]->sig = SX_NORMAL;
      if (res.v[i]->sig != SX_DONE) sx_push(x, out, res.v[i]);
    }
    return;
  }
  if (!strcmp(kind, "until")) {
    if (x->head != REL_HEAD_NONE && st == x->cut && !x->cut_off)
      return x->rot_read ? rot_loop(x, st, &b, &cur, out) : head_loop(x, st, &b, &cur, out);
    return loop_until(x, st, json_object_get(loop, "until"), after, &b, &cur, out);
  }
  if (!strcmp(kind, "times")) {
    sx_num n;
    term_ref bad;
    if (sx_value(x, s, json_object_get(loop, "count"), &n, &bad) < 0 || n.scale != 0) return failed(x, s);
    if (sx_wrong_where(x, s, bad, "invalid numeric data in the PERFORM count", st) < 0) return;
    sx_set exit = {0};
    for (unsigned it = 0; cur.n; it++) {
      if (it > loop_bound(x)) {
        x->bound_hits++;
        for (int i = 0; i < cur.n; i++)
          sx_unknown(x, cur.v[i], arena_printf(x->a, "bound: the loop ran %u times, the unrolling bound", loop_bound(x)), st);
        break;
      }
      sx_set go = {0};
      for (int i = 0; i < cur.n; i++) {
        sx_st *y, *no;
        sx_split(x, cur.v[i], term_mk2(tc, OP_BVSLT, term_bv(tc, term_sort_width(tc, term_sort_of(tc, n.v)), it), n.v), &y, &no);
        if (no) sx_push(x, &exit, no);
        if (y) sx_push(x, &go, y);
      }
      sx_set res = {0};
      body_run(x, &b, &go, &res);
      cur.n = 0;
      for (int i = 0; i < res.n; i++) {
        sx_st *r = res.v[i];
        if (r->sig == SX_EXIT_PERF) r->sig = SX_NORMAL, sx_push(x, &exit, r);
        else if (r->sig == SX_NORMAL) sx_push(x, &cur, r);
        else if (r->sig != SX_DONE) sx_push(x, &exit, r);
      }
      merge_set(x, &cur);
    }
    merge_set(x, &exit);
    for (int i = 0; i < exit.n; i++) sx_push(x, out, exit.v[i]);
    return;
  }
  if (!strcmp(kind, "varying")) {
    const json_t *vl = json_object_get(loop, "varying");
    if (json_array_size(vl) != 1) return (void)unsupported(x, s, st, "PERFORM VARYING … AFTER in the symbolic executor");
    const json_t *v = json_array_get(vl, 0);
    sx_item it;
    term_ref bad;
    if (sx_locate(x, s, json_object_get(v, "var"), &it) < 0 || sx_move(x, s, json_object_get(v, "from"), &it, &bad) < 0)
      return failed(x, s);
    if (sx_wrong_where(x, s, bad, "invalid numeric data in the FROM operand", st) < 0) return;
    /* the body, then var = var + BY (interp.c vary) */
    json_t *aug = json_pack("{s:s, s:s, s:[O], s:[{s:O, s:b}], s:O}", "stmt", "add", "format", "to", "operands",
                            json_object_get(v, "by"), "receivers", "dest", json_object_get(v, "var"), "rounded", 0, "loc",
                            json_object_get(st, "loc") ? json_object_get(st, "loc") : json_null());
    json_t *stmts = json_array();
    if (b.stmts) {
      /* inline: the body's statements, then the augment (EXIT PERFORM leaves before it) */
      json_array_extend(stmts, (json_t *)b.stmts);
    } else {
      json_t *wrap = json_pack("{s:s, s:O, s:O, s:{s:s}}", "stmt", "perform", "procedure", proc, "thru",
                               json_object_get(st, "thru") ? json_object_get(st, "thru") : proc, "loop", "kind", "once");
      json_array_append_new(stmts, wrap);
    }
    json_array_append_new(stmts, aug);
    body vb = {stmts, -1, -1};
    loop_until(x, st, json_object_get(v, "until"), after, &vb, &cur, out);
    x->cur = st; /* the statements built here are freed: locations go back to the PERFORM */
    json_decref(stmts);
    return;
  }
  unsupported(x, s, st, "this PERFORM loop");
}


/* The bytes of LINAGE-COUNTER value ctr of file f, as the interpreter encodes it (cbl_num_encode
 * of the binary item). */
static void linage_bytes(const sx_file *f, long ctr, unsigned char b[8]) {
  cbl_dec d;
  cbl_dec_init(&d);
  cbl_dec_set_si(&d, ctr, 0);
  cbl_num_encode(&f->lc_field.num, &d, b, NULL, NULL);
  cbl_dec_clear(&d);
}

/* Sets file f's LINAGE-COUNTER to ctr and the pending top margin flag. */
static void linage_set(sx *x, sx_st *s, const sx_file *f, long ctr, int pend) {
  unsigned char b[8] = {0};
  linage_bytes(f, ctr, b);
  for (size_t k = 0; k < f->lc_field.size; k++) s->mem[f->lc_area][k] = sx_byte(x, b[k]);
  s->mem[f->lc_area][f->lc_field.size] = sx_byte(x, (unsigned)pend);
}

/* The condition that f's LINAGE-COUNTER is ctr and its top-margin flag pend. */
static term_ref linage_is(sx *x, const sx_st *s, const sx_file *f, long ctr, int pend) {
  term_ctx *tc = x->tc;
  unsigned char b[8] = {0};
  linage_bytes(f, ctr, b);
  term_ref c = term_eq(tc, s->mem[f->lc_area][f->lc_field.size], sx_byte(x, (unsigned)pend));
  for (size_t k = 0; k < f->lc_field.size; k++) c = term_and2(tc, c, term_eq(tc, s->mem[f->lc_area][k], sx_byte(x, b[k])));
  return c;
}

/* ---- files */

static void do_open(sx *x, const json_t *st, sx_st *s, sx_set *out) {
  size_t i;
  json_t *o;
  json_array_foreach(json_object_get(st, "files"), i, o) {
    sx_file *f = file_of(x, json_object_get(o, "file"));
    const char *mode = js(o, "mode");
    if (!f) return (void)unsupported(x, s, o, "OPEN of a file that is not a SELECT of this program");
    int fi = (int)(f - x->files);
    if (s->fstate[fi]) return (void)unsupported(x, s, o, "OPEN of a file already open (status 41)");
    if (!strcmp(mode, "input") && f->input >= 0) {
      s->fstate[fi] = 1;
      s->fpos[fi] = 0;
    } else if (!strcmp(mode, "output")) {
      s->fstate[fi] = 2;
      /* LINAGE: OPEN positions the device at the first body line (the top margin pending) */
      if (f->linage) linage_set(x, s, f, 1, 1);
    } else {
      return (void)unsupported(x, s, o, arena_printf(x->a, "OPEN %s in the symbolic executor", mode));
    }
    sx_set_status(x, s, f->fs_field, "00");
  }
  sx_push(x, out, s);
}

static void do_close(sx *x, const json_t *st, sx_st *s, sx_set *out) {
  size_t i;
  json_t *o;
  json_array_foreach(json_object_get(st, "files"), i, o) {
    sx_file *f = file_of(x, json_object_get(o, "file"));
    if (!f) return (void)unsupported(x, s, o, "CLOSE of a file that is not a SELECT of this program");
    if (json_object_size(o) > 2) return (void)unsupported(x, s, o, "CLOSE with REEL/UNIT/LOCK/NO REWIND");
    int fi = (int)(f - x->files);
    if (!s->fstate[fi]) return (void)unsupported(x, s, o, "CLOSE of a file that is not open (status 42)");
    s->fstate[fi] = 0;
    sx_set_status(x, s, f->fs_field, "00");
  }
  sx_push(x, out, s);
}

/* Record k of input file f: its bytes, named from the input's variable; the first time it is
 * read, the admissibility of its fields joins the summary's precondition. */
static const term_ref *record_vars(sx *x, const sx_file *f, int k) {
  term_ctx *tc = x->tc;
  const char *base = term_var_name(tc, x->vars[f->input]);
  term_ref *b = arena_alloc(x->a, sizeof(term_ref) * (f->lrecl + 1));
  char nm[96];
  for (size_t j = 0; j < f->lrecl; j++) {
    snprintf(nm, sizeof nm, "%s_r%d_%zu", base, k, j);
    b[j] = term_var(tc, nm, term_sort_bv(tc, 8));
  }
  return b;
}

static term_ref count_var(sx *x, const sx_file *f) {
  char nm[96];
  snprintf(nm, sizeof nm, "%s_n", term_var_name(x->tc, x->vars[f->input]));
  return term_var(x->tc, nm, term_sort_bv(x->tc, 32));
}

/* The admissibility of record bytes b of file f (lang_data.h's fields, as the generator makes
 * them and as the input type states in words). */
static term_ref record_valid(sx *x, const sx_file *f, const term_ref *b) {
  term_ctx *tc = x->tc;
  term_ref ok = term_true(tc);
  size_t at = 0;
  for (int j = 0; j < f->nfl; j++) {
    const cbl_rel_field *fl = &f->fl[j];
    const term_ref *p = b + at;
    if (fl->kind == CBL_RF_SLACK) {
      for (size_t k = 0; k < fl->len; k++) ok = term_and2(tc, ok, term_eq(tc, p[k], sx_byte(x, 0x40)));
    } else if (fl->kind == CBL_RF_TEXT) {
      /* the EBCDIC codes of ASCII's printable characters (lang_data.h) */
      const unsigned char (*rng)[2] = cbl_rel_text_ranges;
      for (size_t k = 0; k < fl->len; k++) {
        term_ref c = p[k], in = term_false(tc);
        for (int r = 0; r < CBL_REL_TEXT_NRANGES; r++)
          in = term_or2(tc, in, rng[r][0] == rng[r][1] ? term_eq(tc, c, sx_byte(x, rng[r][0]))
                                : term_and2(tc, term_mk2(tc, OP_BVUGE, c, sx_byte(x, rng[r][0])),
                                            term_mk2(tc, OP_BVULE, c, sx_byte(x, rng[r][1]))));
        ok = term_and2(tc, ok, in);
      }
    } else if (fl->kind == CBL_RF_ALPHA) {
      /* the letters and space of lang_data.h, as the generator makes them */
      const unsigned char (*rng)[2] = cbl_rel_alpha_ranges;
      for (size_t k = 0; k < fl->len; k++) {
        term_ref c = p[k], in = term_false(tc);
        for (int r = 0; r < CBL_REL_ALPHA_NRANGES; r++)
          in = term_or2(tc, in, rng[r][0] == rng[r][1] ? term_eq(tc, c, sx_byte(x, rng[r][0]))
                                : term_and2(tc, term_mk2(tc, OP_BVUGE, c, sx_byte(x, rng[r][0])),
                                            term_mk2(tc, OP_BVULE, c, sx_byte(x, rng[r][1]))));
        ok = term_and2(tc, ok, in);
      }
    } else if (fl->kind == CBL_RF_DECIMAL) {
      const cbl_num_desc *d = &fl->num;
      if (d->usage == CBL_USAGE_DISPLAY) {
        for (size_t k = 0; k < fl->len; k++) {
          term_ref lo = term_extract(tc, 3, 0, p[k]), hi = term_extract(tc, 7, 4, p[k]);
          term_ref z = k + 1 == fl->len && d->is_signed
                           ? term_or2(tc, term_eq(tc, hi, term_bv(tc, 4, 0xC)), term_eq(tc, hi, term_bv(tc, 4, 0xD)))
                           : term_eq(tc, hi, term_bv(tc, 4, 0xF));
          ok = term_and2(tc, ok, term_and2(tc, z, term_mk2(tc, OP_BVULE, lo, term_bv(tc, 4, 9))));
        }
      } else if (d->usage == CBL_USAGE_PACKED) {
        int nt = (int)fl->len * 2;
        for (int k = 0; k < nt - 1; k++) {
          term_ref nib = (k & 1) ? term_extract(tc, 3, 0, p[k / 2]) : term_extract(tc, 7, 4, p[k / 2]);
          ok = term_and2(tc, ok, k == 0 && d->digits % 2 == 0 ? term_eq(tc, nib, term_bv(tc, 4, 0))
                                                            : term_mk2(tc, OP_BVULE, nib, term_bv(tc, 4, 9)));
        }
        term_ref sg = term_extract(tc, 3, 0, p[fl->len - 1]);
        ok = term_and2(tc, ok, d->is_signed ? term_or2(tc, term_eq(tc, sg, term_bv(tc, 4, 0xC)), term_eq(tc, sg, term_bv(tc, 4, 0xD)))
                                            : term_eq(tc, sg, term_bv(tc, 4, 0xF)));
      } else {
        /* big-endian binary within the PICTURE's digits */
        term_ref v = p[0];
        for (size_t k = 1; k < fl->len; k++) v = term_mk2(tc, OP_CONCAT, v, p[k]);
        unsigned w = (unsigned)fl->len * 8;
        term_ref vv = d->is_signed ? term_sext(tc, SX_W - w, v) : term_zext(tc, SX_W - w, v);
        term_u128 lim = 1;
        for (int k = 0; k < d->digits; k++) lim *= 10;
        term_ref L = term_bv128(tc, SX_W, lim);
        ok = term_and2(tc, ok, term_and2(tc, term_mk2(tc, OP_BVSLT, vv, L), term_mk2(tc, OP_BVSGT, vv, term_mk1(tc, OP_BVNEG, L))));
      }
    }
    at += fl->len;
  }
  return ok;
}

static void do_read(sx *x, const json_t *st, sx_st *s, sx_set *out) {
  if (x->rot_read && x->head != REL_HEAD_NONE) {
    /* the tail first: a performed READ is both (the paragraph's one READ) */
    if (st == x->rot_tail && x->head == REL_HEAD_STEP && s->from_head) return rot_back(x, st, s);
    if (st == x->rot_read) return rot_head(x, st, s, out);
  }
  read_rec(x, st, s, out);
}

/* READ (rot_head's and rot_back's aside). */
static void read_rec(sx *x, const json_t *st, sx_st *s, sx_set *out) {
  term_ctx *tc = x->tc;
  sx_file *f = file_of(x, json_object_get(st, "file"));
  if (!f) return (void)unsupported(x, s, st, "READ of a file that is not a SELECT of this program");
  int fi = (int)(f - x->files);
  if (json_object_get(st, "key") || (js(st, "direction") && strcmp(js(st, "direction"), "next")))
    return (void)unsupported(x, s, st, "READ with KEY or PREVIOUS");
  if (s->fstate[fi] == 3) return (void)unsupported(x, s, st, "READ after the end of the file (status 46)");
  if (s->fstate[fi] != 1) return (void)unsupported(x, s, st, "READ of a file not open for input (status 47)");
  int k = s->fpos[fi];
  sx_st *end, *more;
  const term_ref *b;
  term_ref valid_if = TERM_NULL;
  if (s->from_head) {
    /* one iteration from the head: the record at the head's position is the iteration record,
     * which both versions read (any record of any file, at any position) */
    if (fi != x->cut_file) return (void)unsupported(x, s, st, "a READ of another input file inside the loop");
    if (k != x->head_fpos) return (void)unsupported(x, s, st, "a second READ of the file in one iteration of the loop");
    const char *base = term_var_name(tc, x->vars[f->input]);
    term_ref eof = term_var(tc, arena_printf(x->a, "%s_it_eof", base), term_sort_bool(tc));
    sx_split(x, s, eof, &end, &more);
    term_ref *bb = arena_alloc(x->a, sizeof(term_ref) * (f->lrecl + 1));
    for (size_t j = 0; j < f->lrecl; j++) bb[j] = term_var(tc, arena_printf(x->a, "%s_it_%zu", base, j), term_sort_bv(tc, 8));
    b = bb;
    valid_if = term_not(tc, eof);
  } else {
    term_ref n = count_var(x, f);
    if (k >= x->records) {
      /* beyond the records the summary follows: the files that hold more are not followed */
      sx_split(x, s, term_eq(tc, n, term_bv(tc, 32, (uint64_t)k)), &end, &more);
      if (more) {
        x->bound_hits++;
        sx_unknown(x, more, arena_printf(x->a, "bound: more than %d records in %s", x->records, f->dd), st);
        more = NULL;
      }
      b = NULL;
    } else {
      sx_split(x, s, term_eq(tc, n, term_bv(tc, 32, (uint64_t)k)), &end, &more);
      b = more ? record_vars(x, f, k) : NULL;
      valid_if = term_mk2(tc, OP_BVUGT, n, term_bv(tc, 32, (uint64_t)k));
    }
  }
  if (end) {
    end->fstate[fi] = 3;
    sx_set_status(x, end, f->fs_field, "10");
    const json_t *ph = json_object_get(st, "at_end");
    if (ph) run_phrase(x, ph, end, out);
    else if (f->fs_field >= 0) sx_push(x, out, end);
    else {
      x->cur = st;
      sx_finish(x, end, REL_O_ABENDED, 4038);
    }
  }
  if (more) {
    x->pre = term_and2(tc, x->pre, term_or2(tc, term_not(tc, valid_if), record_valid(x, f, b)));
    sx_write(x, more, f->area, 0, b, f->lrecl);
    more->fpos[fi] = k + 1;
    sx_set_status(x, more, f->fs_field, "00");
    const json_t *into = json_object_get(st, "into");
    if (into) {
      /* a MOVE of the record (as a group) to the INTO item */
      sx_item it;
      if (sx_locate(x, more, into, &it) < 0) return failed(x, more);
      term_ref *nb = arena_alloc(x->a, sizeof(term_ref) * (it.len + 1));
      for (size_t j = 0; j < it.len; j++) nb[j] = j < f->lrecl ? b[j] : sx_byte(x, 0x40);
      sx_write(x, more, it.area, it.off, nb, it.len);
    }
    const json_t *ph = json_object_get(st, "not_at_end");
    if (ph) run_phrase(x, ph, more, out);
    else sx_push(x, out, more);
  }
}

/* ---- the clock (ACCEPT FROM DATE, DAY, DAY-OF-WEEK, TIME) */

static term_ref c32(sx *x, uint64_t v) { return term_bv(x->tc, 32, v); }
static term_ref add32(sx *x, term_ref a, term_ref b) { return term_mk2(x->tc, OP_BVADD, a, b); }
static term_ref mul32(sx *x, term_ref a, uint64_t k) { return term_mk2(x->tc, OP_BVMUL, a, c32(x, k)); }

/* The value of the clock's digits [from, from + n) as a 32-bit term. */
static term_ref clock_num(sx *x, int from, int n) {
  term_ref v = c32(x, 0);
  for (int j = from; j < from + n; j++)
    v = add32(x, mul32(x, v, 10), term_zext(x->tc, 24, term_mk2(x->tc, OP_BVAND, x->clock[j], sx_byte(x, 0x0F))));
  return v;
}

static term_ref is_leap(sx *x, term_ref y) {
  term_ctx *tc = x->tc;
  term_ref z = c32(x, 0);
  return term_or2(tc, term_and2(tc, term_eq(tc, term_mk2(tc, OP_BVUREM, y, c32(x, 4)), z),
                                term_not(tc, term_eq(tc, term_mk2(tc, OP_BVUREM, y, c32(x, 100)), z))),
                  term_eq(tc, term_mk2(tc, OP_BVUREM, y, c32(x, 400)), z));
}

/* The admissible clocks (lang_data.h): a calendar date of the years stated and a time of day. */
static term_ref clock_valid(sx *x) {
  term_ctx *tc = x->tc;
  term_ref y = clock_num(x, 0, 4), mo = clock_num(x, 4, 2), d = clock_num(x, 6, 2);
  term_ref mdays = term_ite(tc, term_eq(tc, mo, c32(x, 2)), term_ite(tc, is_leap(x, y), c32(x, 29), c32(x, 28)),
                            term_ite(tc, term_or2(tc, term_or2(tc, term_eq(tc, mo, c32(x, 4)), term_eq(tc, mo, c32(x, 6))),
                                                  term_or2(tc, term_eq(tc, mo, c32(x, 9)), term_eq(tc, mo, c32(x, 11)))),
                                     c32(x, 30), c32(x, 31)));
  term_ref ok = term_and2(tc, term_mk2(tc, OP_BVULE, c32(x, CBL_REL_CLOCK_YEAR_MIN), y), term_mk2(tc, OP_BVULE, y, c32(x, CBL_REL_CLOCK_YEAR_MAX)));
  ok = term_and2(tc, ok, term_and2(tc, term_mk2(tc, OP_BVULE, c32(x, 1), mo), term_mk2(tc, OP_BVULE, mo, c32(x, 12))));
  ok = term_and2(tc, ok, term_and2(tc, term_mk2(tc, OP_BVULE, c32(x, 1), d), term_mk2(tc, OP_BVULE, d, mdays)));
  ok = term_and2(tc, ok, term_mk2(tc, OP_BVULE, clock_num(x, 8, 2), c32(x, 23)));
  ok = term_and2(tc, ok, term_mk2(tc, OP_BVULE, clock_num(x, 10, 2), c32(x, 59)));
  return term_and2(tc, ok, term_mk2(tc, OP_BVULE, clock_num(x, 12, 2), c32(x, 59)));
}

/* ACCEPT FROM DATE [YYYYMMDD] | DAY [YYYYDDD] | DAY-OF-WEEK | TIME by the interpreter's rules
 * (interp_stmt.c do_accept): an unsigned DISPLAY integer of 6/8, 5/7, 1 or 8 digits from the clock,
 * moved to the receiver (a numeric or numeric-edited one stores its value; a group or an
 * alphanumeric one, not JUSTIFIED, takes its digits left-justified). */
static void accept_clock(sx *x, const json_t *st, const char *kind, sx_st *s, sx_set *out) {
  term_ctx *tc = x->tc;
  if (x->clock_file < 0) return (void)unsupported(x, s, st, "ACCEPT FROM the clock without the clock input");
  const json_t *from = json_object_get(st, "from");
  const char *fmt = js(from, "format");
  term_ref v;
  int n;
  const term_ref *direct = NULL; /* the digits as they stand in the clock, when they do */
  if (!strcmp(kind, "date")) {
    int four = fmt && !strcmp(fmt, "YYYYMMDD");
    n = four ? 8 : 6;
    direct = x->clock + (four ? 0 : 2);
    v = clock_num(x, four ? 0 : 2, n);
  } else if (!strcmp(kind, "time")) {
    n = 8;
    direct = x->clock + 8;
    v = clock_num(x, 8, 8);
  } else if (!strcmp(kind, "day")) {
    int four = fmt && !strcmp(fmt, "YYYYDDD");
    static const unsigned cum[] = {0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334};
    term_ref y = clock_num(x, 0, 4), mo = clock_num(x, 4, 2), d = clock_num(x, 6, 2);
    term_ref before = c32(x, 0);
    for (unsigned m = 2; m <= 12; m++) before = term_ite(tc, term_eq(tc, mo, c32(x, m)), c32(x, cum[m - 1]), before);
    term_ref doy = add32(x, add32(x, before, d),
                         term_ite(tc, term_and2(tc, term_mk2(tc, OP_BVULT, c32(x, 2), mo), is_leap(x, y)), c32(x, 1), c32(x, 0)));
    v = add32(x, mul32(x, four ? y : term_mk2(tc, OP_BVUREM, y, c32(x, 100)), 1000), doy);
    n = four ? 7 : 5;
  } else if (!strcmp(kind, "day-of-week")) {
    /* Zeller's congruence as the interpreter computes it: January and February count as months
     * 13 and 14 of the year before; h = 0 is a Saturday, the result 1 a Monday */
    term_ref y = clock_num(x, 0, 4), mo = clock_num(x, 4, 2), d = clock_num(x, 6, 2);
    term_ref early = term_mk2(tc, OP_BVULT, mo, c32(x, 3));
    term_ref m2 = term_ite(tc, early, add32(x, mo, c32(x, 12)), mo);
    term_ref y2 = term_ite(tc, early, term_mk2(tc, OP_BVSUB, y, c32(x, 1)), y);
    term_ref h = add32(x, d, term_mk2(tc, OP_BVUDIV, mul32(x, add32(x, m2, c32(x, 1)), 13), c32(x, 5)));
    h = add32(x, h, y2);
    h = add32(x, h, term_mk2(tc, OP_BVUDIV, y2, c32(x, 4)));
    h = term_mk2(tc, OP_BVSUB, h, term_mk2(tc, OP_BVUDIV, y2, c32(x, 100)));
    h = add32(x, h, term_mk2(tc, OP_BVUDIV, y2, c32(x, 400)));
    h = term_mk2(tc, OP_BVUREM, h, c32(x, 7));
    v = add32(x, term_mk2(tc, OP_BVUREM, add32(x, h, c32(x, 5)), c32(x, 7)), c32(x, 1));
    n = 1;
  } else {
    return (void)unsupported(x, s, st, arena_printf(x->a, "ACCEPT FROM %s in the symbolic executor", kind));
  }
  sx_item it;
  if (sx_locate(x, s, json_object_get(st, "dest"), &it) < 0) return failed(x, s);
  const cbl_field *df = it.f;
  if (df->cat == CBL_CAT_NUMERIC || df->cat == CBL_CAT_NUMERIC_EDITED) {
    sx_num num = {sx_to_width(x, term_zext(tc, 32, v), sx_bits_for(n)), 0, n, 1, n};
    if (sx_store(x, s, &it, &num, 0, 0, 0, NULL) < 0) return failed(x, s);
    return sx_push(x, out, s);
  }
  if (!(df->cat == CBL_CAT_GROUP || df->cat == CBL_CAT_ALPHANUMERIC) || (df->justified && df->cat != CBL_CAT_GROUP))
    return (void)unsupported(x, s, st, "ACCEPT FROM the clock into this receiver in the symbolic executor");
  term_ref *nb = arena_alloc(x->a, sizeof(term_ref) * (it.len + 1));
  for (size_t j = 0; j < it.len; j++) {
    if (j >= (size_t)n) {
      nb[j] = sx_byte(x, 0x40);
    } else if (direct) {
      nb[j] = direct[j];
    } else {
      uint64_t p = 1;
      for (size_t k = j + 1; k < (size_t)n; k++) p *= 10;
      term_ref dig = term_mk2(tc, OP_BVUREM, term_mk2(tc, OP_BVUDIV, v, c32(x, p)), c32(x, 10));
      nb[j] = term_mk2(tc, OP_BVOR, term_extract(tc, 7, 0, dig), sx_byte(x, 0xF0));
    }
  }
  sx_write(x, s, it.area, it.off, nb, it.len);
  sx_push(x, out, s);
}

/* ACCEPT identifier [FROM SYSIN], by the interpreter's rule (interp_stmt.c do_accept; Language
 * Reference, "ACCEPT statement", data transfer): the next SYSIN cards (lang_data.h: 80 bytes of
 * printable characters) fill the receiving area from the left, whatever its category, card after
 * card, the last one cut; at the end of the cards an area not begun is unchanged, one begun is
 * padded with spaces. National and DBCS receivers, and elementary ones whose USAGE is not DISPLAY,
 * are unsupported, as in the interpreter. */
static void do_accept(sx *x, const json_t *st, sx_st *s, sx_set *out) {
  term_ctx *tc = x->tc;
  const json_t *from = json_object_get(st, "from");
  const char *kind = js(from, "kind");
  if (from && !json_is_null(from) && kind && strcmp(kind, "device")) return accept_clock(x, st, kind, s, out);
  if (from && !json_is_null(from) && !kind) return (void)unsupported(x, s, st, "ACCEPT FROM ? in the symbolic executor");
  if (x->sysin_file < 0) return (void)unsupported(x, s, st, "ACCEPT from this device in the symbolic executor");
  if (s->from_head) return (void)unsupported(x, s, st, "ACCEPT inside the loop the induction follows");
  sx_item it;
  if (sx_locate(x, s, json_object_get(st, "dest"), &it) < 0) return failed(x, s);
  if (it.f->cat == CBL_CAT_NATIONAL || it.f->cat == CBL_CAT_NATIONAL_EDITED || it.f->cat == CBL_CAT_DBCS)
    return (void)unsupported(x, s, st, "ACCEPT into a national or DBCS item");
  if (it.f->cat != CBL_CAT_GROUP && it.f->usage != CBL_FU_DISPLAY) /* as the interpreter: IBM rejects it */
    return (void)unsupported(x, s, st, "ACCEPT into an item whose USAGE is not DISPLAY");
  int fi = x->sysin_file;
  const sx_file *f = &x->files[fi];
  if (s->fstate[fi] == 3) return sx_push(x, out, s); /* no card left: unchanged */
  int k = s->fpos[fi];
  term_ref n = count_var(x, f);
  term_ref *nb = arena_alloc(x->a, sizeof(term_ref) * (it.len + 1));
  size_t got = 0;
  sx_st *cur = s;
  for (int c = 0; got < it.len; c++) {
    sx_st *end, *more;
    sx_split(x, cur, term_eq(tc, n, term_bv(tc, 32, (uint64_t)(k + c))), &end, &more);
    if (end) {
      end->fstate[fi] = 3;
      end->fpos[fi] = k + c;
      if (got) { /* begun: the rest is spaces */
        for (size_t j = got; j < it.len; j++) nb[j] = sx_byte(x, 0x40);
        sx_write(x, end, it.area, it.off, nb, it.len);
      }
      sx_push(x, out, end);
    }
    if (!more) return;
    if (k + c >= x->records) {
      x->bound_hits++;
      sx_unknown(x, more, arena_printf(x->a, "bound: more than %d cards in SYSIN", x->records), st);
      return;
    }
    const term_ref *b = record_vars(x, f, k + c);
    term_ref valid_if = term_mk2(tc, OP_BVUGT, n, term_bv(tc, 32, (uint64_t)(k + c)));
    x->pre = term_and2(tc, x->pre, term_or2(tc, term_not(tc, valid_if), record_valid(x, f, b)));
    for (size_t j = 0; j < f->lrecl && got < it.len; j++) nb[got++] = b[j];
    more->fpos[fi] = k + c + 1;
    cur = more;
  }
  sx_write(x, cur, it.area, it.off, nb, it.len);
  sx_push(x, out, cur);
}

/* Whether JSON operand e is a literal (not a data reference). */
static int is_literal_node(const json_t *e) {
  return js(e, "num") || js(e, "str") || js(e, "hex") || json_object_get(e, "national") ||
         json_object_get(e, "national_hex");
}

/* The records a WRITE of rec (n bytes) on print file f puts out, as the interpreter writes them
 * (interp_print.c): the line control by print.h's rule, then each record its control byte and
 * the record's bytes (ADV: a byte before the record; NOADV: in place of its first byte), or a
 * blank record that only moves the paper. A number of lines that depends on the input gives a
 * control byte that is a term over it (0-3 lines; more are an unknown case). Returns 0, or -1
 * when s was consumed. */
static int print_write(sx *x, sx_st *s, const json_t *st, const sx_file *f, const term_ref *rec, size_t n) {
  term_ctx *tc = x->tc;
  const json_t *adv = json_object_get(st, "advancing");
  const char *k = adv ? js(adv, "kind") : NULL, *env = NULL;
  cbl_adv kind = cbl_adv_of(k);
  int before = adv && js(adv, "when") && !strcmp(js(adv, "when"), "before");
  long c = 1;
  term_ref var = TERM_NULL; /* a number of lines that depends on the input, sign-extended to 64 bits */
  if (k && !strcmp(k, "mnemonic")) {
    env = cbl_environment_name(x->prog, js(adv, "name"));
  } else if (k && strcmp(k, "page")) {
    sx_num v;
    term_ref bad;
    if (sx_value(x, s, json_object_get(adv, "count"), &v, &bad) < 0) return failed(x, s), -1;
    if (bad != term_false(tc) || v.scale)
      return unsupported(x, s, st, "WRITE ADVANCING a number of lines with decimals or from invalid data");
    if (term_is_const(tc, v.v)) {
      c = (long)term_bv_svalue(tc, v.v);
    } else {
      unsigned w = term_sort_width(tc, term_sort_of(tc, v.v));
      if (w > 64) return unsupported(x, s, st, "WRITE ADVANCING a number of lines of more than 18 digits");
      var = w < 64 ? term_sext(tc, 64 - w, v.v) : v.v;
    }
  }
  cbl_print_opts o = {f->print_machine, x->opt.noadv, cbl_opt_is_ebcdic(&x->opt), f->lrecl};
  char ctl[104];
  unsigned char cc[2 * sizeof ctl + 2];
  int isd[2 * sizeof ctl + 2];
  char err[200];
  term_ref ccv = TERM_NULL; /* the control byte as a term, for a number of lines from the input */
  if (var != TERM_NULL) {
    /* the interpreter's rule for each value: outside 0-99 goes wrong (interp_print.c); a value
     * of 0-3 puts out one record whose control byte depends on it; more lines put out blank
     * records too, whose number would depend on the input: not followed */
    term_ref out = term_or2(tc, term_mk2(tc, OP_BVSLT, var, term_bv(tc, 64, 0)),
                            term_mk2(tc, OP_BVSGT, var, term_bv(tc, 64, 99)));
    if (sx_wrong_where(x, s, out, "ADVANCING n LINES outside 0-99", st) < 0) return -1;
    unknown_where(x, s, term_mk2(tc, OP_BVSGT, var, term_bv(tc, 64, 3)),
                  "unsupported: WRITE ADVANCING more than 3 lines by a number that depends on the input", st);
    if (s->sig == SX_DONE) return -1;
    for (long q = 3; q >= 0; q--) {
      if (cbl_print_control(kind, before, q, env, ctl) < 0 || cbl_print_plan(&o, ctl, cc, isd, err, sizeof err) != 1 ||
          !isd[0])
        return unsupported(x, s, st, "WRITE ADVANCING a number of lines from the input on this print file");
      term_ref b = term_bv(tc, 8, cc[0]);
      ccv = q == 3 ? b : term_ite(tc, term_eq(tc, var, term_bv(tc, 64, (uint64_t)q)), b, ccv);
    }
  }
  int r = cbl_print_control(kind, before, var != TERM_NULL ? 0 : c, env, ctl);
  if (r == -1) return unsupported(x, s, st, arena_printf(x->a, "WRITE ADVANCING environment-name %s", env ? env : "unknown"));
  if (r == -2) {
    sx_wrong_where(x, s, term_true(tc), arena_printf(x->a, "ADVANCING %ld LINES (outside 0-99)", c), st);
    return -1;
  }
  int nr = cbl_print_plan(&o, ctl, cc, isd, err, sizeof err);
  if (nr < 0) return unsupported(x, s, st, arena_printf(x->a, "%s", err));
  term_ref sp = term_bv(tc, 8, cbl_opt_space(&x->opt));
  for (int i = 0; i < nr; i++) {
    size_t len = isd[i] ? (o.noadv ? (n ? n : 1) : n + 1) : (o.noadv ? f->lrecl : f->lrecl + 1);
    term_ref *b = arena_alloc(x->a, sizeof(term_ref) * len);
    for (size_t j = 0; j < len; j++) b[j] = sp;
    if (isd[i]) {
      if (o.noadv) for (size_t j = 0; j < n; j++) b[j] = rec[j];
      else for (size_t j = 0; j < n; j++) b[j + 1] = rec[j];
    }
    b[0] = ccv != TERM_NULL ? ccv : term_bv(tc, 8, cc[i]);
    add_record(x, s, f->dd, b, len);
  }
  return 0;
}

/* The records a WRITE of rec (n bytes) with line control ctl puts out on LINAGE file f (always
 * under ADV, as the interpreter writes it: interp_print.c), by print.h's plan. -1 when s was
 * consumed. */
static int linage_emit(sx *x, sx_st *s, const json_t *st, const sx_file *f, const char *ctl, const term_ref *rec, size_t n) {
  cbl_print_opts o = {f->print_machine, 0, cbl_opt_is_ebcdic(&x->opt), f->lrecl};
  size_t cl = strlen(ctl);
  unsigned char *cc = arena_alloc(x->a, 2 * cl + 4);
  int *isd = arena_alloc(x->a, sizeof(int) * (2 * cl + 4));
  char err[200];
  int nr = cbl_print_plan(&o, ctl, cc, isd, err, sizeof err);
  if (nr < 0) return unsupported(x, s, st, arena_printf(x->a, "%s", err));
  term_ref sp = term_bv(x->tc, 8, cbl_opt_space(&x->opt));
  for (int i = 0; i < nr; i++) {
    size_t len = isd[i] ? n + 1 : f->lrecl + 1;
    term_ref *b = arena_alloc(x->a, sizeof(term_ref) * len);
    for (size_t j = 0; j < len; j++) b[j] = sp;
    if (isd[i]) for (size_t j = 0; j < n; j++) b[j + 1] = rec[j];
    b[0] = term_bv(x->tc, 8, cc[i]);
    add_record(x, s, f->dd, b, len);
  }
  return 0;
}

/* A WRITE on LINAGE file f (Language Reference, "LINAGE clause", "WRITE statement"): the
 * interpreter's rules (print.h cbl_linage_*) for each value LINAGE-COUNTER and the pending top
 * margin can have, a state each; then the END-OF-PAGE phrase that applies. The number of lines must
 * be a constant here. A head state whose counter is outside the page (no run reaches one) goes
 * wrong. */
static void linage_write(sx *x, const json_t *st, sx_st *s, sx_set *out, sx_file *f, const term_ref *rec, size_t n) {
  const json_t *adv = json_object_get(st, "advancing");
  const char *k = adv ? js(adv, "kind") : NULL;
  int page = k && !strcmp(k, "page"), before = adv && js(adv, "when") && !strcmp(js(adv, "when"), "before");
  long cnt = 1;
  if (adv && (!k || !strcmp(k, "mnemonic"))) return (void)unsupported(x, s, st, "WRITE ADVANCING mnemonic-name");
  if (adv && !page) {
    sx_num v;
    term_ref bad;
    if (sx_value(x, s, json_object_get(adv, "count"), &v, &bad) < 0) return failed(x, s);
    if (bad != term_false(x->tc) || v.scale || !term_is_const(x->tc, v.v))
      return (void)unsupported(x, s, st, "WRITE ADVANCING on a LINAGE file by a number of lines from the input");
    cnt = (long)term_bv_svalue(x->tc, v.v);
  }
  if (cnt < 0 || cnt > 99) {
    sx_wrong_where(x, s, term_true(x->tc), arena_printf(x->a, "ADVANCING %ld LINES (outside 0-99)", cnt), st);
    return;
  }
  sx_st *rest = s;
  for (int pend = 0; pend <= 1 && rest; pend++)
    for (long c = 1; c <= f->lin.body && rest; c++) {
      sx_st *y;
      sx_split(x, rest, linage_is(x, rest, f, c, pend), &y, &rest);
      if (!y) continue;
      long ctr = c, move = cnt;
      int eop;
      if (cbl_linage_advance(&f->lin, &ctr, page, cnt, &eop)) {
        move = cbl_linage_next_page(&f->lin, c, f->lin.top);
        ctr = 1;
      }
      char *ctl = arena_alloc(x->a, (size_t)(move + f->lin.top) + 4);
      cbl_linage_control(pend ? f->lin.top : 0, move, before, ctl, (size_t)(move + f->lin.top) + 4);
      if (linage_emit(x, y, st, f, ctl, rec, n) < 0) continue;
      linage_set(x, y, f, ctr, 0);
      sx_set_status(x, y, f->fs_field, "00");
      /* END-OF-PAGE phrases: after the record is written */
      const json_t *ph = json_object_get(st, eop ? "at_end_of_page" : "not_at_end_of_page");
      if (ph) run_phrase(x, ph, y, out);
      else sx_push(x, out, y);
    }
  if (rest) sx_wrong_where(x, rest, term_true(x->tc), "LINAGE-COUNTER outside its page (a state no run reaches)", st);
}

static void do_write(sx *x, const json_t *st, sx_st *s, sx_set *out) {
  if (json_object_get(st, "invalid_key"))
    return (void)unsupported(x, s, st, "WRITE with INVALID KEY in the symbolic executor");
  sx_item rec;
  if (sx_locate(x, s, json_object_get(st, "record"), &rec) < 0) return failed(x, s);
  sx_file *f = NULL;
  for (int i = 0; i < x->nfiles; i++)
    if (x->files[i].area == rec.area && x->lay->areas[rec.area].kind == CBL_AREA_FILE) f = &x->files[i];
  if (!f || rec.off != 0 || !rec.whole) return (void)unsupported(x, s, st, "WRITE of an item that is not a record of a file");
  int fi = (int)(f - x->files);
  if (s->fstate[fi] != 2) return (void)unsupported(x, s, st, "WRITE on a file not open for output (status 48)");
  const json_t *from = json_object_get(st, "from");
  if (from) {
    term_ref bad;
    if (sx_move(x, s, from, &rec, &bad) < 0) return failed(x, s);
    if (sx_wrong_where(x, s, bad, "invalid numeric data in the FROM item", st) < 0) return;
  }
  if (f->linage) return linage_write(x, st, s, out, f, s->mem[rec.area], rec.len);
  if (json_object_get(st, "at_end_of_page") || json_object_get(st, "not_at_end_of_page"))
    return (void)unsupported(x, s, st, "END-OF-PAGE on a file without LINAGE");
  if (f->print) {
    if (print_write(x, s, st, f, s->mem[rec.area], rec.len) < 0) return;
  } else if (json_object_get(st, "advancing")) {
    return (void)unsupported(x, s, st, "WRITE ADVANCING on a file that is not a print file");
  } else {
    add_record(x, s, f->dd, s->mem[rec.area], rec.len);
  }
  sx_set_status(x, s, f->fs_field, "00");
  sx_push(x, out, s);
}

/* DISPLAY UPON CONSOLE of national bytes b (k bytes): each UTF-16 code unit as the code page's
 * byte, the substitution character where it has none (move.h cbl_national_to_alnum, the
 * interpreter's rule); known bytes by that function itself. A surrogate code unit that depends on
 * the input (a pair is one substitute there) is an unknown case. Returns the bytes (*n of them),
 * or NULL when s was consumed. */
static term_ref *console_national(sx *x, sx_st *s, const json_t *o, const term_ref *b, size_t k, size_t *n) {
  term_ctx *tc = x->tc;
  size_t chars = k / 2;
  term_ref *r = arena_alloc(x->a, sizeof(term_ref) * (chars + 1));
  int known = 1;
  for (size_t j = 0; j < k && known; j++) known = term_is_const(tc, b[j]);
  if (known) {
    unsigned char *in = arena_alloc(x->a, k + 1), *outb = arena_alloc(x->a, chars + 1);
    for (size_t j = 0; j < k; j++) in[j] = (unsigned char)term_bv_value(tc, b[j]);
    *n = cbl_national_to_alnum(&x->opt, in, chars, outb);
    for (size_t j = 0; j < *n; j++) r[j] = sx_byte(x, outb[j]);
    return r;
  }
  term_ref sur = term_false(tc);
  for (size_t c = 0; c < chars; c++)
    sur = term_or2(tc, sur, term_and2(tc, term_mk2(tc, OP_BVUGE, b[2 * c], sx_byte(x, 0xD8)),
                                      term_mk2(tc, OP_BVULE, b[2 * c], sx_byte(x, 0xDF))));
  unknown_where(x, s, sur, "unsupported: DISPLAY UPON CONSOLE of a UTF-16 surrogate that depends on the input", o);
  if (s->sig == SX_DONE) return NULL;
  int ebc = cbl_opt_is_ebcdic(&x->opt);
  for (size_t c = 0; c < chars; c++) {
    int back = -1;
    for (int q = 0; q < x->nnatfw && back < 0; q++)
      if (x->natfw[3 * q] == b[2 * c] && x->natfw[3 * q + 1] == b[2 * c + 1]) back = q;
    if (back >= 0) { /* converted from this input byte: the table is one to one, so back to it */
      r[c] = x->natfw[3 * back + 2];
      continue;
    }
    term_ref v = sx_byte(x, ebc ? 0x3F : 0x1A);
    for (unsigned by = 0; by < 256; by++) {
      unsigned u = ebc ? cbl_cp_to_unicode(x->opt.codepage, (unsigned char)by) : by;
      term_ref is = term_and2(tc, term_eq(tc, b[2 * c], sx_byte(x, u >> 8)), term_eq(tc, b[2 * c + 1], sx_byte(x, u & 0xFF)));
      v = term_ite(tc, is, sx_byte(x, by), v);
    }
    r[c] = v;
  }
  *n = chars;
  return r;
}

static void do_display(sx *x, const json_t *st, sx_st *s, sx_set *out) {
  if (json_is_true(json_object_get(st, "no_advancing")) || json_object_get(st, "on_exception"))
    return (void)unsupported(x, s, st, "DISPLAY … NO ADVANCING or ON EXCEPTION in the symbolic executor");
  /* UPON SYSOUT, SYSLIST, SYSLST or CONSOLE (or a mnemonic-name for one): the displayed lines, as
   * in the interpreter; UPON CONSOLE converts national items (interp.c do_display) */
  const char *upon = js(st, "upon");
  const char *dev = upon ? cbl_environment_name(x->prog, upon) : NULL;
  if (upon && !dev) dev = upon;
  if (dev && strcasecmp(dev, "SYSOUT") && strcasecmp(dev, "SYSLIST") && strcasecmp(dev, "SYSLST") &&
      strcasecmp(dev, "CONSOLE"))
    return (void)unsupported(x, s, st, arena_printf(x->a, "DISPLAY UPON %s in the symbolic executor", dev));
  int console = dev && !strcasecmp(dev, "CONSOLE");
  term_ref line[4096];
  size_t n = 0;
  size_t i;
  json_t *o;
  json_array_foreach(json_object_get(st, "operands"), i, o) {
    term_ref *b, bad;
    size_t k;
    if (console && (json_object_get(o, "national") || json_object_get(o, "national_hex")))
      return (void)unsupported(x, s, o, "a national literal UPON CONSOLE in the symbolic executor");
    if (sx_display_bytes(x, s, o, &b, &k, &bad) < 0) return failed(x, s);
    if (console && !js(o, "figurative") && !json_object_get(o, "all") && !is_literal_node(o)) {
      sx_item it;
      if (sx_locate(x, s, o, &it) < 0) return failed(x, s);
      if (it.f->cat == CBL_CAT_NATIONAL_EDITED) return (void)unsupported(x, s, o, "a national-edited item UPON CONSOLE");
      if (it.f->cat == CBL_CAT_NATIONAL && !(b = console_national(x, s, o, b, k, &k))) return;
    }
    if (sx_wrong_where(x, s, bad, "DISPLAY of invalid numeric data", o) < 0) return;
    if (n + k > sizeof line / sizeof line[0]) return (void)unsupported(x, s, st, "a displayed line of more than 4096 bytes");
    memcpy(line + n, b, k * sizeof *b);
    n += k;
  }
  add_record(x, s, "SYSOUT", line, n);
  sx_push(x, out, s);
}

static void do_string(sx *x, const json_t *st, sx_st *s, sx_set *out) {
  if (json_object_get(st, "pointer")) return (void)unsupported(x, s, st, "STRING … WITH POINTER in the symbolic executor");
  sx_item into;
  if (sx_locate(x, s, json_object_get(st, "into"), &into) < 0) return failed(x, s);
  if (into.f->cat != CBL_CAT_ALPHANUMERIC && into.f->cat != CBL_CAT_GROUP && into.f->cat != CBL_CAT_ALPHABETIC)
    return (void)unsupported(x, s, st, "STRING into this category");
  term_ref *nb = arena_alloc(x->a, sizeof(term_ref) * (into.len + 1));
  memcpy(nb, s->mem[into.area] + into.off, sizeof(term_ref) * into.len);
  size_t at = 0;
  int overflow = 0;
  size_t i;
  json_t *src;
  json_array_foreach(json_object_get(st, "sources"), i, src) {
    const json_t *dl = json_object_get(src, "delimiter");
    if (!json_is_string(dl) || strcmp(json_string_value(dl), "SIZE"))
      return (void)unsupported(x, s, src, "STRING … DELIMITED BY a value in the symbolic executor");
    const json_t *v = json_object_get(src, "value");
    if (js(v, "figurative") || json_object_get(v, "all")) return (void)unsupported(x, s, src, "a figurative constant in STRING");
    term_ref *b;
    size_t k;
    if (js(v, "num")) return (void)unsupported(x, s, src, "a numeric literal in STRING");
    if (!js(v, "str") && !js(v, "hex")) {
      sx_item it;
      if (sx_locate(x, s, v, &it) < 0) return failed(x, s);
      if (it.f->cat == CBL_CAT_NUMERIC && (!it.f->is_numeric_desc || it.f->num.usage != CBL_USAGE_DISPLAY || it.f->num.scale))
        return (void)unsupported(x, s, src, "a STRING operand that is not DISPLAY integer or alphanumeric data");
      if (it.f->cat == CBL_CAT_NATIONAL || it.f->cat == CBL_CAT_NATIONAL_EDITED || it.f->cat == CBL_CAT_DBCS)
        return (void)unsupported(x, s, src, "STRING with national data in this form");
    }
    if (sx_alnum_bytes(x, s, v, 0, &b, &k) < 0) return failed(x, s);
    for (size_t j = 0; j < k; j++) {
      if (at >= into.len) {
        overflow = 1;
        break;
      }
      nb[at++] = b[j];
    }
    if (overflow) break;
  }
  sx_write(x, s, into.area, into.off, nb, into.len);
  const json_t *ph = json_object_get(st, overflow ? "on_overflow" : "not_on_overflow");
  if (ph) run_phrase(x, ph, s, out);
  else sx_push(x, out, s);
}

static void do_initialize(sx *x, const json_t *st, sx_st *s, sx_set *out) {
  size_t i;
  json_t *t;
  json_array_foreach(json_object_get(st, "targets"), i, t) {
    sx_item it;
    if (sx_locate(x, s, t, &it) < 0 || sx_initialize(x, s, st, &it) < 0) return failed(x, s);
  }
  sx_push(x, out, s);
}

/* ---- SET and SEARCH (interp_stmt.c's do_set and do_search, rule for rule) */

/* JSON the executor builds (references to a variable or an index): kept until the summary is
 * done, since a split may point into it (x->split.node). */
static json_t *keep(sx *x, json_t *j) {
  if (!x->owned) x->owned = json_array();
  json_array_append_new(x->owned, j);
  return j;
}

static sx_num const_num(sx *x, long k) {
  int digits = 1;
  for (long t = k < 0 ? -k : k; t >= 10; t /= 10) digits++;
  sx_num v = {term_bv_signed(x->tc, sx_bits_for(digits), k), 0, digits, k >= 0, digits};
  return v;
}

/* SET condition-name TO TRUE/FALSE: the variable gets the 88's first (or its WHEN SET TO FALSE)
 * value, constant bytes that cbl_condition_set computes; a value that leaves some bytes as they
 * were (it would depend on them) is not modelled. */
static int set_condition(sx *x, sx_st *s, const json_t *t, int to_false) {
  int ci = cbl_layout_index(x->lay, (int)json_integer_value(json_object_get(t, "item")));
  if (ci < 0 || x->lay->fields[ci].level != 88) {
    x->err_node = t;
    snprintf(x->err, sizeof x->err, "unsupported: SET TO TRUE of a non condition-name");
    return -1;
  }
  const cbl_field *c = &x->lay->fields[ci], *v = &x->lay->fields[c->parent];
  json_t *vref = keep(x, json_deep_copy(t));
  json_object_set_new(vref, "item", json_integer(v->id));
  json_object_set_new(vref, "ref", json_string(v->name ? v->name : "FILLER"));
  sx_item it;
  if (sx_locate(x, s, vref, &it) < 0) return -1;
  unsigned char *b0 = arena_alloc(x->a, it.len + 1), *b1 = arena_alloc(x->a, it.len + 1);
  memset(b1, 0xff, it.len);
  char err[256];
  if (cbl_condition_set(x->lay, c, b0, it.len, to_false, err, sizeof err) != CBL_MOVE_OK ||
      cbl_condition_set(x->lay, c, b1, it.len, to_false, err, sizeof err) != CBL_MOVE_OK ||
      memcmp(b0, b1, it.len)) {
    x->err_node = t;
    snprintf(x->err, sizeof x->err, "unsupported: SET %s TO %s in the symbolic executor", c->name ? c->name : "?",
             to_false ? "FALSE" : "TRUE");
    return -1;
  }
  term_ref *tb = arena_alloc(x->a, sizeof(term_ref) * (it.len + 1));
  for (size_t i = 0; i < it.len; i++) tb[i] = sx_byte(x, b0[i]);
  sx_write(x, s, it.area, it.off, tb, it.len);
  return 0;
}

static void do_set(sx *x, const json_t *st, sx_st *s, sx_set *out) {
  const char *k = js(st, "kind");
  if (!k || (strcmp(k, "to_true") && strcmp(k, "to_false") && strcmp(k, "to") && strcmp(k, "up_by") && strcmp(k, "down_by")))
    return (void)unsupported(x, s, st, arena_printf(x->a, "SET %s in the symbolic executor", k ? k : "?"));
  const json_t *val = json_object_get(st, "value");
  size_t i;
  json_t *t;
  json_array_foreach(json_object_get(st, "targets"), i, t) {
    int to_true = !strcmp(k, "to_true"), to_false = !strcmp(k, "to_false");
    if (to_true || to_false) {
      if (set_condition(x, s, t, to_false) < 0) return failed(x, s);
      continue;
    }
    if (json_object_get(t, "address_of")) return (void)unsupported(x, s, t, "SET ADDRESS OF in the symbolic executor");
    sx_item it;
    if (sx_locate(x, s, t, &it) < 0) return failed(x, s);
    if (it.f->cat == CBL_CAT_POINTER) return (void)unsupported(x, s, t, "SET of a pointer in the symbolic executor");
    sx_num v, cur;
    term_ref bad, bad2 = term_false(x->tc);
    if (sx_value(x, s, val, &v, &bad) < 0) return failed(x, s);
    if (strcmp(k, "to")) {
      if (sx_value(x, s, t, &cur, &bad2) < 0) return failed(x, s);
      sx_num r;
      if (sx_arith2(x, k[0] == 'u' ? '+' : '-', &cur, &v, &r) < 0)
        return (void)unsupported(x, s, st, "SET UP/DOWN BY beyond 36 digits");
      v = r;
    }
    if (sx_wrong_where(x, s, term_or2(x->tc, bad, bad2), "invalid numeric data in SET", st) < 0) return;
    if (sx_store(x, s, &it, &v, 0, 0, 0, NULL) < 0) return failed(x, s);
  }
  sx_push(x, out, s);
}

static void do_search(sx *x, const json_t *st, sx_st *s, sx_set *out) {
  term_ctx *tc = x->tc;
  const json_t *table = json_object_get(st, "table");
  int fi = cbl_layout_index(x->lay, (int)json_integer_value(json_object_get(table, "item")));
  if (fi < 0) return (void)unsupported(x, s, table, "SEARCH of an item that is not a table");
  const cbl_field *f = &x->lay->fields[fi];
  const json_t *ixs = json_object_get(json_object_get(f->json, "occurs"), "indexed_by");
  if (!f->occurs_max || json_array_size(ixs) == 0)
    return (void)unsupported(x, s, st, "SEARCH of a table without INDEXED BY");
  if (f->odo >= 0) return (void)unsupported(x, s, st, "SEARCH of a table with OCCURS DEPENDING ON in the symbolic executor");
  long count = f->occurs_max;
  if (count > 256) return (void)unsupported(x, s, st, "SEARCH of a table of more than 256 elements in the symbolic executor");
  const json_t *ix0 = json_array_get(ixs, 0), *varying = json_object_get(st, "varying");
  {
    size_t q;
    json_t *ix;
    json_array_foreach(ixs, q, ix)
      if (varying && json_integer_value(json_object_get(ix, "id")) == json_integer_value(json_object_get(varying, "item")) &&
          json_object_get(varying, "item"))
        ix0 = ix;
  }
  json_t *ixref = keep(x, json_pack("{s:s, s:I, s:s, s:O}", "ref", js(ix0, "name") ? js(ix0, "name") : "?", "item",
                                    (json_int_t)json_integer_value(json_object_get(ix0, "id")), "kind", "index", "loc",
                                    json_object_get(st, "loc")));
  int all = json_is_true(json_object_get(st, "all"));
  int step_varying = varying && !all &&
                     json_integer_value(json_object_get(varying, "item")) != json_integer_value(json_object_get(ix0, "id"));
  const json_t *whens = json_object_get(st, "whens");
  long start = 1;
  sx_item ixit;
  if (sx_locate(x, s, ixref, &ixit) < 0) return failed(x, s);
  if (!all) {
    /* serial SEARCH starts from the index's setting: known here, or not modelled */
    sx_num v;
    term_ref bad;
    if (sx_value(x, s, ixref, &v, &bad) < 0) return failed(x, s);
    if (!term_is_const(tc, v.v) || bad != term_false(tc) || v.scale)
      return (void)unsupported(x, s, st, "a serial SEARCH from an index set from the input");
    start = (long)(int64_t)term_bv_value(tc, v.v);
  }
  for (long k = start; k <= count && s; k++) {
    sx_num kv = const_num(x, k);
    if (sx_store(x, s, &ixit, &kv, 0, 0, 0, NULL) < 0) return failed(x, s);
    if (step_varying && k > start) {
      sx_item vit;
      sx_num cur, one = const_num(x, 1), r;
      term_ref bad;
      if (sx_locate(x, s, varying, &vit) < 0 || sx_value(x, s, varying, &cur, &bad) < 0) return failed(x, s);
      if (sx_wrong_where(x, s, bad, "invalid numeric data in a SEARCH VARYING item", st) < 0) return;
      if (sx_arith2(x, '+', &cur, &one, &r) < 0 || sx_store(x, s, &vit, &r, 0, 0, 0, NULL) < 0) return failed(x, s);
    }
    size_t i;
    json_t *w;
    json_array_foreach(whens, i, w) {
      term_ref c, bad;
      if (sx_cond(x, s, json_object_get(w, "cond"), &c, &bad) < 0) return failed(x, s);
      if (sx_wrong_where(x, s, bad, "invalid numeric data in a condition", w) < 0) return;
      sx_st *y, *n;
      sx_split(x, s, c, &y, &n);
      if (y) run_phrase(x, json_object_get(w, "statements"), y, out);
      s = n;
      if (!s) return;
    }
  }
  if (!s) return;
  /* AT END: a serial SEARCH that ran leaves the index one past the table and steps the VARYING
   * item once more (interp_stmt.c's do_search) */
  if (!all && start <= count) {
    sx_num kv = const_num(x, count + 1);
    if (sx_store(x, s, &ixit, &kv, 0, 0, 0, NULL) < 0) return failed(x, s);
    if (step_varying) {
      sx_item vit;
      sx_num cur, one = const_num(x, 1), r;
      term_ref bad;
      if (sx_locate(x, s, varying, &vit) < 0 || sx_value(x, s, varying, &cur, &bad) < 0) return failed(x, s);
      if (sx_wrong_where(x, s, bad, "invalid numeric data in a SEARCH VARYING item", st) < 0) return;
      if (sx_arith2(x, '+', &cur, &one, &r) < 0 || sx_store(x, s, &vit, &r, 0, 0, 0, NULL) < 0) return failed(x, s);
    }
  }
  const json_t *at_end = json_object_get(st, "at_end");
  if (at_end) run_phrase(x, at_end, s, out);
  else sx_push(x, out, s);
}

static void exec_one(sx *x, const json_t *st, cbl_stmt_kind k, sx_st *s, sx_set *out);

static void known_add(sx *x, sx_st *s, term_ref v, term_ref bad, long k) {
  sx_known *kn = arena_alloc(x->a, sizeof(sx_known) * (size_t)(s->nkn + 1));
  if (s->nkn) memcpy(kn, s->kn, sizeof(sx_known) * (size_t)s->nkn);
  kn[s->nkn] = (sx_known){v, bad, k};
  s->kn = kn, s->nkn++;
}

/* One statement on s. A subscript that depends on the input (sx_locate asks for a split, naming
 * its value) makes the statement run again from s as it was: where the value's data is invalid
 * or the value is outside the table the run goes wrong (the interpreter's "subscript out of
 * range", an undefined result: IBM checks only under SSRANGE), and for each element k it can name
 * a state where it is k runs the statement (the states are merged again after it, exec_list).
 * What the abandoned attempt did (cases, states, counts) is undone. */
static void exec_stmt(sx *x, const json_t *st, cbl_stmt_kind kind, sx_st *s, sx_set *out) {
  if (x->split.node) {
    /* an enclosing statement asked for a split and is abandoned: nothing here counts */
    s->sig = SX_DONE;
    return;
  }
  if (!x->has_varsub) return exec_one(x, st, kind, s, out);
  sx_st *s0 = sx_clone(x, s);
  int npaths = x->npaths, nperf = x->nperf, stepped = x->stepped, cut_off = x->cut_off, head_fpos = x->head_fpos;
  unsigned bound_hits = x->bound_hits, time_hits = x->time_hits;
  sx_set tmp = {0};
  x->stmt_depth++;
  exec_one(x, st, kind, s, &tmp);
  x->stmt_depth--;
  if (!x->split.node || x->split.depth != x->stmt_depth + 1) {
    for (int i = 0; i < tmp.n; i++) sx_push(x, out, tmp.v[i]);
    return;
  }
  term_ctx *tc = x->tc;
  term_ref v = x->split.v, bad = x->split.bad;
  long lo = x->split.lo, hi = x->split.hi, occurs = x->split.occurs;
  const json_t *node = x->split.node;
  const char *what = x->split.what ? x->split.what : "a table";
  term_ref reach = x->split.reach;
  int reach_unknown = x->split.reach_unknown;
  memset(&x->split, 0, sizeof x->split);
  x->cond_reach = TERM_NULL, x->in_when = 0;
  x->npaths = npaths, x->nperf = nperf, x->stepped = stepped, x->cut_off = cut_off, x->head_fpos = head_fpos;
  x->bound_hits = bound_hits, x->time_hits = time_hits;
  x->err[0] = 0;
  unsigned w = term_sort_width(tc, term_sort_of(tc, v));
  term_ref out_of_range = term_or2(tc, term_mk2(tc, OP_BVSLT, v, term_bv_signed(tc, w, 1)),
                                   term_mk2(tc, OP_BVSLT, term_bv_signed(tc, w, occurs), v));
  /* no element: where the subscript is not evaluated (an operand after the one that decided an
   * AND/OR) the run goes on without it, which the states below (each fixing an element) cannot
   * follow: unknown there, never a wrong the interpreter would not show */
  term_ref none = term_or2(tc, bad, out_of_range);
  if (reach_unknown) {
    unknown_where(x, s0, none, "unsupported: a subscript that depends on the input in a WHEN (the order of evaluation is not modelled)", node);
    if (s0->sig == SX_DONE) return;
  } else if (reach != term_true(tc)) {
    unknown_where(x, s0, term_and2(tc, term_not(tc, reach), none),
                  "unsupported: a subscript out of range in an operand the interpreter may not evaluate", node);
    if (s0->sig == SX_DONE) return;
  }
  if (bad != term_false(tc) &&
      sx_wrong_where(x, s0, bad, arena_printf(x->a, "invalid data in a subscript of %s", what), node) < 0)
    return;
  if (sx_wrong_where(x, s0, out_of_range, arena_printf(x->a, "subscript out of range of %s", what), node) < 0) return;
  for (long k = lo; k <= hi; k++) {
    sx_st *sk = s0;
    if (k < hi) {
      /* the last element takes what is left: |v| < 10^digits, so there v is hi (where the
       * subscript is evaluated; elsewhere the unknown case above took it) */
      term_ref is_k = term_eq(tc, v, term_bv_signed(tc, w, k));
      sk = sx_clone(x, s0);
      sk->g = term_and2(tc, s0->g, is_k);
      s0->g = term_and2(tc, s0->g, term_not(tc, is_k));
    }
    if (sk->g == term_false(tc)) continue;
    known_add(x, sk, v, bad, k);
    exec_stmt(x, st, kind, sk, out);
  }
}

static void exec_one(sx *x, const json_t *st, cbl_stmt_kind k, sx_st *s, sx_set *out) {
  x->cur = st;
  if (x->deadline > 0 && rel_now() > x->deadline) {
    x->time_hits++;
    sx_unknown(x, s, "time limit reached", st);
    return;
  }
  switch (k) {
  case CBL_ST_MOVE: return do_move(x, st, s, out);
  case CBL_ST_ADD:
  case CBL_ST_SUBTRACT:
  case CBL_ST_MULTIPLY:
  case CBL_ST_COMPUTE:
  case CBL_ST_DIVIDE: return arith(x, st, s, k, out);
  case CBL_ST_IF: return do_if(x, st, s, out);
  case CBL_ST_EVALUATE: return do_evaluate(x, st, s, out);
  case CBL_ST_PERFORM: return do_perform(x, st, s, out);
  case CBL_ST_OPEN: return do_open(x, st, s, out);
  case CBL_ST_CLOSE: return do_close(x, st, s, out);
  case CBL_ST_READ: return do_read(x, st, s, out);
  case CBL_ST_WRITE: return do_write(x, st, s, out);
  case CBL_ST_DISPLAY: return do_display(x, st, s, out);
  case CBL_ST_STRING: return do_string(x, st, s, out);
  case CBL_ST_INITIALIZE: return do_initialize(x, st, s, out);
  case CBL_ST_SET: return do_set(x, st, s, out);
  case CBL_ST_SEARCH: return do_search(x, st, s, out);
  case CBL_ST_ACCEPT: return do_accept(x, st, s, out);
  case CBL_ST_CONTINUE: return sx_push(x, out, s);
  case CBL_ST_NEXT_SENTENCE:
    s->sig = SX_NEXT_SENTENCE;
    return sx_push(x, out, s);
  case CBL_ST_EXIT: {
    const char *ek = js(st, "kind");
    if (!ek || !strcmp(ek, "plain")) return sx_push(x, out, s);
    if (!strcmp(ek, "paragraph")) {
      s->sig = SX_EXIT_PARA;
      return sx_push(x, out, s);
    }
    if (!strcmp(ek, "perform")) {
      s->sig = SX_EXIT_PERF;
      return sx_push(x, out, s);
    }
    return (void)unsupported(x, s, st, arena_printf(x->a, "EXIT %s in the symbolic executor", ek));
  }
  case CBL_ST_GO_TO: {
    const json_t *tg = json_object_get(st, "targets");
    int f, l;
    if (json_object_get(st, "depending_on") || json_array_size(tg) != 1 || para_index(x, json_array_get(tg, 0), &f, &l) < 0)
      return (void)unsupported(x, s, st, "GO TO … DEPENDING ON, or GO TO an unresolved procedure");
    s->sig = SX_GOTO;
    s->jump = f;
    return sx_push(x, out, s);
  }
  case CBL_ST_STOP:
    if (!js(st, "kind") || strcmp(js(st, "kind"), "run")) return (void)unsupported(x, s, st, "STOP literal");
    sx_finish(x, s, REL_O_EXITED, 0);
    return;
  case CBL_ST_GOBACK:
    sx_finish(x, s, REL_O_EXITED, 0);
    return;
  default: break;
  }
  const char *name = js(st, "stmt");
  if (!name) return (void)unsupported(x, s, st, "a statement without a kind");
  char verb[32];
  size_t n = 0;
  for (; name[n] && n + 1 < sizeof verb; n++)
    verb[n] = name[n] == '_' ? ' ' : (char)(name[n] >= 'a' && name[n] <= 'z' ? name[n] - 32 : name[n]);
  verb[n] = 0;
  unsupported(x, s, st, arena_printf(x->a, "the %s statement in the symbolic executor", verb));
}

static void exec_list(sx *x, const json_t *stmts, sx_set *in, sx_set *out) {
  sx_set cur = *in;
  /* the lowered list (lower.h), or the array itself for one built here (PERFORM VARYING's steps) */
  const cbl_llist *low = cbl_lowered_list(x->low, stmts);
  size_t n = low ? low->n : json_array_size(stmts);
  for (size_t i = 0; i < n; i++) {
    const json_t *st = low ? low->v[i].j : json_array_get(stmts, i);
    cbl_stmt_kind k = low ? low->v[i].kind : cbl_lower_kind(st);
    sx_set nxt = {0};
    for (int j = 0; j < cur.n; j++) {
      sx_st *s = cur.v[j];
      if (s->sig == SX_DONE) continue;
      if (s->sig != SX_NORMAL) sx_push(x, &nxt, s);
      else exec_stmt(x, st, k, s, &nxt);
    }
    merge_set(x, &nxt);
    cur = nxt;
  }
  sx_set res = {0};
  for (int k = 0; k < cur.n; k++)
    if (cur.v[k]->sig != SX_DONE) sx_push(x, &res, cur.v[k]);
  *out = res;
}

/* Paragraphs first… of the current PERFORM (ending after paragraph `end`; -1: the program's own
 * entry, which falls through to the end of the procedure division) on the states in. Control
 * follows the interpreter's paragraph loop (interp.c run_from): GO TO goes to its paragraph; the
 * end of paragraph `end` returns; reaching the end of another active PERFORM's range is not
 * followed (IBM's return points of nested ranges). */
static void run_range(sx *x, sx_set *in, int first, int end, sx_set *out) {
  sx_set *pend = arena_alloc(x->a, sizeof(sx_set) * (size_t)(x->npara + 1));
  memset(pend, 0, sizeof(sx_set) * (size_t)(x->npara + 1));
  for (int i = 0; i < in->n; i++) sx_push(x, &pend[first], in->v[i]);
  for (;;) {
    int any = 0;
    for (int pi = 0; pi < x->npara; pi++) {
      if (!pend[pi].n) continue;
      any = 1;
      sx_set cur = pend[pi];
      memset(&pend[pi], 0, sizeof pend[pi]);
      merge_set(x, &cur);
      const json_t *sents = json_object_get(x->para[pi], "sentences");
      size_t j;
      json_t *sent;
      json_array_foreach(sents, j, sent) {
        sx_set r;
        exec_list(x, sent, &cur, &r);
        for (int k = 0; k < r.n; k++)
          if (r.v[k]->sig == SX_NEXT_SENTENCE) r.v[k]->sig = SX_NORMAL;
        cur = r;
      }
      for (int k = 0; k < cur.n; k++) {
        sx_st *s = cur.v[k];
        if (s->sig == SX_GOTO) {
          if (++s->gotos > 4 * loop_bound(x) + 16) {
            x->bound_hits++;
            sx_unknown(x, s, "bound: GO TO taken more often than the unrolling bound allows", NULL);
            continue;
          }
          s->sig = SX_NORMAL;
          sx_push(x, &pend[s->jump], s);
          continue;
        }
        if (s->sig == SX_EXIT_PERF) {
          sx_unknown(x, s, "unsupported: EXIT PERFORM outside an inline PERFORM", x->para[pi]);
          continue;
        }
        if (s->sig == SX_EXIT_PARA) s->sig = SX_NORMAL;
        /* the end of paragraph pi */
        if (pi == end) {
          sx_push(x, out, s);
          continue;
        }
        int outer = 0;
        for (int q = 0; q < x->nperf - 1; q++) outer |= x->perf_end[q] == pi;
        if (outer) {
          sx_unknown(x, s, "unsupported: control reaches the end of an enclosing PERFORM's range in the symbolic executor", x->para[pi]);
          continue;
        }
        if (pi + 1 >= x->npara) {
          /* the end of the procedure division: implicit GOBACK, which ends the run unit */
          x->cur = x->para[pi];
          sx_finish(x, s, REL_O_EXITED, 0);
          continue;
        }
        sx_push(x, &pend[pi + 1], s);
      }
    }
    if (!any) break;
  }
}

/* ---- setup */

/* The WRITE … ADVANCING statements of a record in area in j, as interp_print.c scans them: *any
 * set when there is one, *before when one says BEFORE. */
static void adv_writes(sx *x, const json_t *j, int area, int *any, int *before) {
  if (json_is_array(j)) {
    size_t i;
    json_t *v;
    json_array_foreach(j, i, v) adv_writes(x, v, area, any, before);
    return;
  }
  if (!json_is_object(j)) return;
  const char *st = js(j, "stmt");
  const json_t *adv = json_object_get(j, "advancing");
  if (st && !strcmp(st, "write") && adv) {
    int fi = cbl_layout_index(x->lay, (int)json_integer_value(json_object_get(json_object_get(j, "record"), "item")));
    if (fi >= 0 && x->lay->fields[fi].area == area) {
      *any = 1;
      if (js(adv, "when") && !strcmp(js(adv, "when"), "before")) *before = 1;
    }
  }
  const char *k;
  json_t *v;
  json_object_foreach((json_t *)j, k, v) if (json_is_array(v) || json_is_object(v)) adv_writes(x, v, area, any, before);
}

/* Member key of the FD of file id (NULL when absent). */
static const json_t *fd_of(const json_t *p, long id, const char *key) {
  size_t i;
  json_t *fd;
  json_array_foreach(json_object_get(json_object_get(p, "data"), "file"), i, fd)
    if (json_integer_value(json_object_get(json_object_get(fd, "file"), "item")) == id) return json_object_get(fd, key);
  return NULL;
}

/* Whether some subscript in j is not a literal (its value may depend on the input). */
static int any_varsub(const json_t *j, int depth) {
  if (depth > 200) return 1;
  if (json_is_array(j)) {
    size_t i;
    json_t *v;
    json_array_foreach(j, i, v) if (any_varsub(v, depth + 1)) return 1;
    return 0;
  }
  if (!json_is_object(j)) return 0;
  const json_t *subs = json_object_get(j, "subscripts");
  size_t i;
  json_t *v;
  json_array_foreach(subs, i, v) if (!json_object_get(v, "num")) return 1;
  const char *k;
  json_object_foreach((json_t *)j, k, v) if (any_varsub(v, depth + 1)) return 1;
  return 0;
}


/* A LINAGE clause (Language Reference, "LINAGE clause") of integer literals: the page's geometry
 * and the LINAGE-COUNTER item as the interpreter lays it out (interp_io.c: an unsigned binary
 * integer as large as the body's integer). Data-names in the clause (a page size read at OPEN and
 * for each page) are not followed here. */
static int linage_setup(sx *x, sx_file *f, const json_t *lg, char *why, size_t whyn) {
  static const char *const keys[] = {"lines", "footing", "top", "bottom"};
  long v[4] = {0, 0, 0, 0};
  for (int k = 0; k < 4; k++) {
    const json_t *e = json_object_get(lg, keys[k]);
    if (!e) continue;
    const char *num = js(e, "num");
    char *end = NULL;
    v[k] = num ? strtol(num, &end, 10) : -1;
    if (!num || *end) {
      snprintf(why, whyn, "unsupported: LINAGE of file %s with a data-name in the symbolic executor", f->name ? f->name : "?");
      return -1;
    }
  }
  f->lin = (cbl_linage){v[0], v[1], v[2], v[3]};
  if (!cbl_linage_valid(&f->lin, json_object_get(lg, "footing") != NULL) || f->lin.body + f->lin.bot + f->lin.top > 99) {
    snprintf(why, whyn, "unsupported: LINAGE of file %s with a page of more than 99 lines or outside the rules in the "
             "symbolic executor", f->name ? f->name : "?");
    return -1;
  }
  int digits = 1;
  for (long b = f->lin.body; b >= 10; b /= 10) digits++;
  cbl_field *lc = &f->lc_field;
  memset(lc, 0, sizeof *lc);
  lc->cat = CBL_CAT_NUMERIC;
  lc->usage = CBL_FU_BINARY;
  lc->is_numeric_desc = 1;
  lc->num = cbl_options_num_desc(&x->opt, CBL_USAGE_BINARY, digits, 0, 0, CBL_SIGN_TRAILING);
  lc->size = digits <= 4 ? 2 : 4;
  lc->name = "LINAGE-COUNTER";
  lc->parent = lc->first_child = lc->next_sibling = lc->redefines = lc->odo = -1;
  f->linage = 1;
  return 0;
}

/* An input that is not a file (the SYSIN cards, the clock, the PARM: lang_data.h) as an entry of
 * x->files named name, for input index `input`. Returns its index, -1 when input is -1 (the
 * program has none), -2 with why when its fields cannot be had. */
static int special_file(sx *x, const char *name, int input, char *why, size_t whyn) {
  if (input < 0) return -1;
  sx_file *f = &x->files[x->nfiles];
  memset(f, 0, sizeof *f);
  f->name = f->dd = name;
  f->id = f->area = f->fs_field = -1;
  f->input = input;
  const char *dd;
  if (input >= x->nvars || cbl_rel_input_fields(x->doc, x->unit, input, &f->fl, &f->nfl, &f->lrecl, &dd, x->a, why, whyn) < 0)
    return -2;
  return x->nfiles++;
}

static int setup(sx *x, char *why, size_t whyn) {
  const json_t *p = x->prog;
  x->has_varsub = any_varsub(json_object_get(p, "procedure"), 0);
  char err[512];
  x->opt = cbl_options_ibm();
  if (cbl_options_from_json(&x->opt, json_object_get(json_object_get(x->doc, "source"), "compiler_options"), err, sizeof err) < 0) {
    snprintf(why, whyn, "%s", err);
    return -1;
  }
  x->lay = cbl_layout_build(p, &x->opt, err, sizeof err);
  if (!x->lay) {
    snprintf(why, whyn, "%s", err);
    return -1;
  }
  if (json_array_size(json_object_get(json_object_get(p, "procedure"), "declaratives")) ||
      json_array_size(json_object_get(p, "programs"))) {
    snprintf(why, whyn, "unsupported: DECLARATIVES or nested programs in the symbolic executor");
    return -1;
  }
  /* SAME RECORD AREA (I-O-CONTROL, kept as its words): the interpreter gives the files one record
   * area (interp_io.c); the executor's areas are one per file, so it refuses the program */
  const char *ioc = json_string_value(json_object_get(json_object_get(p, "environment"), "i_o_control"));
  int same_rec = 0;
  if (ioc) {
    char *up = arena_alloc(x->a, strlen(ioc) + 1);
    for (size_t k = 0; ; k++)
      if (!(up[k] = (char)(ioc[k] >= 'a' && ioc[k] <= 'z' ? ioc[k] - 32 : ioc[k]))) break;
    same_rec = strstr(up, "SAME RECORD") != NULL;
  }
  if (same_rec) {
    snprintf(why, whyn, "unsupported: SAME RECORD AREA in the symbolic executor");
    return -1;
  }
  x->narea = x->lay->nareas + 1;
  x->rc_area = x->lay->nareas;
  x->asize = arena_alloc(x->a, sizeof(size_t) * (size_t)x->narea);
  for (int a = 0; a < x->lay->nareas; a++) x->asize[a] = x->lay->areas[a].size;
  x->asize[x->rc_area] = 2;
  memset(&x->rc_field, 0, sizeof x->rc_field);
  x->rc_field.cat = CBL_CAT_NUMERIC;
  x->rc_field.usage = CBL_FU_BINARY;
  x->rc_field.is_numeric_desc = 1;
  x->rc_field.num = cbl_options_num_desc(&x->opt, CBL_USAGE_BINARY, 4, 0, 1, CBL_SIGN_TRAILING);
  x->rc_field.num.trunc = CBL_TRUNC_STD;
  x->rc_field.size = 2;
  x->rc_field.area = x->rc_area;
  x->rc_field.parent = x->rc_field.first_child = x->rc_field.next_sibling = x->rc_field.redefines = -1;
  x->rc_field.odo = -1;
  /* paragraphs and sections */
  const json_t *secs = json_object_get(json_object_get(p, "procedure"), "sections");
  size_t i, j;
  json_t *s, *pa;
  int np = 0, ns = (int)json_array_size(secs);
  json_array_foreach(secs, i, s) np += (int)json_array_size(json_object_get(s, "paragraphs"));
  x->para = arena_alloc(x->a, sizeof(json_t *) * (size_t)(np + 1));
  x->sect_first = arena_alloc(x->a, sizeof(int) * (size_t)(ns + 1));
  x->sect_last = arena_alloc(x->a, sizeof(int) * (size_t)(ns + 1));
  x->sect_json = arena_alloc(x->a, sizeof(json_t *) * (size_t)(ns + 1));
  json_array_foreach(secs, i, s) {
    x->sect_json[x->nsect] = s;
    x->sect_first[x->nsect] = x->npara;
    json_array_foreach(json_object_get(s, "paragraphs"), j, pa) x->para[x->npara++] = pa;
    x->sect_last[x->nsect++] = x->npara - 1;
  }
  /* files */
  const json_t *sels = json_object_get(json_object_get(p, "environment"), "files");
  x->files = arena_alloc(x->a, sizeof(sx_file) * (json_array_size(sels) + 4)); /* + SYSIN, clock, PARM */
  const char **dds;
  int *argi;
  cbl_rel_special sp;
  int nd = cbl_rel_dds(x->doc, x->unit, &dds, &argi, &sp, x->a, why, whyn);
  if (nd < 0) return -1;
  json_t *sel;
  int di = 0;
  json_array_foreach(sels, i, sel) {
    long id = (long)json_integer_value(json_object_get(sel, "id"));
    int area = -1;
    for (int a = 0; a < x->lay->nareas; a++)
      if (x->lay->areas[a].kind == CBL_AREA_FILE && x->lay->areas[a].file_id == id) area = a;
    if (area < 0) continue; /* a sort file, or one without a record description */
    if (di >= nd) {
      snprintf(why, whyn, "internal: the files and their DD names disagree");
      return -1;
    }
    sx_file *f = &x->files[x->nfiles++];
    memset(f, 0, sizeof *f);
    f->name = js(sel, "name");
    f->id = (int)id;
    f->area = area;
    f->dd = dds[di];
    f->input = argi[di];
    di++;
    f->fs_field = -1;
    const json_t *fs = json_object_get(sel, "file_status");
    if (fs) {
      f->fs_field = cbl_layout_index(x->lay, (int)json_integer_value(json_object_get(fs, "item")));
      if (f->fs_field < 0 || json_object_get(fs, "subscripts") || x->lay->fields[f->fs_field].size != 2) {
        snprintf(why, whyn, "unsupported: this FILE STATUS item in the symbolic executor");
        return -1;
      }
    }
    const char *org = js(sel, "organization");
    if ((org && strcmp(org, "sequential")) || json_object_get(sel, "record_varying")) {
      snprintf(why, whyn, "unsupported: file %s of ORGANIZATION %s in the symbolic executor", f->name ? f->name : "?",
               org ? org : "?");
      return -1;
    }
    /* a print file (a WRITE … ADVANCING of its record) carries a control byte per record, as in
     * the interpreter's runs (interp_print.c, print_write); LINAGE (page positions) and reading
     * one back are not modelled here */
    int any = 0, before = 0;
    adv_writes(x, json_object_get(p, "procedure"), area, &any, &before);
    const json_t *lg = fd_of(p, id, "linage");
    if (lg && linage_setup(x, f, lg, why, whyn) < 0) return -1;
    f->print = any || f->linage;
    f->print_machine = before || json_is_true(fd_of(p, id, "external"));
    if (f->print) {
      /* the blank records a move needs are as long as the file's records (interp_io.c: RECORD
       * CONTAINS, else the longest 01): followed only when every record is the record area */
      size_t mn = (size_t)-1, mx = 0, sz = x->lay->areas[area].size;
      for (int k = 0; k < x->lay->nfields; k++) {
        const cbl_field *F = &x->lay->fields[k];
        if (F->area != area || F->parent >= 0 || F->level != 1) continue;
        if (F->size < mn) mn = F->size;
        if (F->size > mx) mx = F->size;
      }
      const json_t *rc = fd_of(p, id, "record");
      long cmx = rc ? (long)json_integer_value(json_object_get(rc, "max")) : 0,
           cmn = rc ? (long)json_integer_value(json_object_get(rc, "min")) : 0;
      if (mn != sz || mx != sz || (cmx > 0 && (size_t)cmx != sz) || (cmn > 0 && (size_t)cmn != sz)) {
        snprintf(why, whyn, "unsupported: print file %s with records of another length than its record area in the "
                 "symbolic executor", f->name ? f->name : "?");
        return -1;
      }
    }
    if (f->print && f->input >= 0) {
      snprintf(why, whyn, "unsupported: print file %s read back (OPEN INPUT) in the symbolic executor",
               f->name ? f->name : "?");
      return -1;
    }
    f->lrecl = x->lay->areas[area].size;
    if (f->input >= 0) {
      size_t lrecl;
      const char *dd;
      if (f->input >= x->nvars ||
          cbl_rel_input_fields(x->doc, x->unit, f->input, &f->fl, &f->nfl, &lrecl, &dd, x->a, why, whyn) < 0)
        return -1;
      if (lrecl != f->lrecl) {
        snprintf(why, whyn, "unsupported: input file %s has records shorter than its record area", f->name ? f->name : "?");
        return -1;
      }
    }
  }
  /* LINAGE files: an area each for LINAGE-COUNTER and the pending top margin, after RETURN-CODE's */
  int nlin = 0;
  for (int k = 0; k < x->nfiles; k++) nlin += x->files[k].linage;
  if (nlin) {
    size_t *as = arena_alloc(x->a, sizeof(size_t) * (size_t)(x->narea + nlin));
    memcpy(as, x->asize, sizeof(size_t) * (size_t)x->narea);
    x->asize = as;
    for (int k = 0; k < x->nfiles; k++) {
      sx_file *f = &x->files[k];
      if (!f->linage) continue;
      f->lc_area = x->narea++;
      f->lc_field.area = f->lc_area;
      x->asize[f->lc_area] = f->lc_field.size + 1;
    }
  }
  /* the inputs that are not files (lang_data.h): each a file of its own, no SELECT, no record area */
  if ((x->sysin_file = special_file(x, CBL_REL_SYSIN, sp.sysin, why, whyn)) < -1) return -1;
  /* the clock: one record of 16 zoned digits, a calendar date and a time of day */
  if ((x->clock_file = special_file(x, CBL_REL_CLOCK, sp.clock, why, whyn)) < -1) return -1;
  if (x->clock_file >= 0) {
    const sx_file *f = &x->files[x->clock_file];
    x->clock = record_vars(x, f, 0);
    x->pre = term_and2(x->tc, x->pre, term_and2(x->tc, term_eq(x->tc, count_var(x, f), term_bv(x->tc, 32, 1)),
                                                term_and2(x->tc, record_valid(x, f, x->clock), clock_valid(x))));
  }
  /* the PARM: one record, LENGTH (at most 100) and TEXT; the item of PROCEDURE DIVISION USING gets
   * them as the interpreter passes them (interp.c run_here) */
  x->parm_area = -1;
  if (sp.parm >= 0) {
    const json_t *arg = json_object_get(json_array_get(json_object_get(json_object_get(p, "procedure"), "using"), 0), "arg");
    int fi = cbl_layout_index(x->lay, (int)json_integer_value(json_object_get(arg, "item")));
    if (fi < 0 || json_object_get(arg, "subscripts") || json_object_get(arg, "refmod") ||
        x->lay->areas[x->lay->fields[fi].area].kind != CBL_AREA_LINKAGE || x->lay->fields[fi].offset != 0) {
      snprintf(why, whyn, "unsupported: this PROCEDURE DIVISION USING item in the symbolic executor");
      return -1;
    }
    x->parm_area = x->lay->fields[fi].area;
  }
  if ((x->parm_file = special_file(x, CBL_REL_PARM, sp.parm, why, whyn)) < -1) return -1;
  return 0;
}

/* The bytes of the LINKAGE item of PROCEDURE DIVISION USING (size n): the PARM's halfword length,
 * its text up to that length and binary zeros after it (interp.c run_here), with the PARM's
 * admissibility (LENGTH at most 100, printable TEXT) added to the precondition. */
static void parm_bytes(sx *x, term_ref *out, size_t n) {
  term_ctx *tc = x->tc;
  const sx_file *f = &x->files[x->parm_file];
  const term_ref *b = record_vars(x, f, 0);
  term_ref len = term_mk2(tc, OP_BVOR, term_mk2(tc, OP_BVMUL, term_zext(tc, 8, b[0]), term_bv(tc, 16, 256)), term_zext(tc, 8, b[1]));
  x->pre = term_and2(tc, x->pre, term_and2(tc, term_eq(tc, count_var(x, f), term_bv(tc, 32, 1)),
                                           term_and2(tc, term_mk2(tc, OP_BVULE, len, term_bv(tc, 16, CBL_REL_PARM_MAX)),
                                                     record_valid(x, f, b))));
  for (size_t k = 0; k < n; k++)
    out[k] = k < 2 ? b[k]
             : k < 2 + CBL_REL_PARM_MAX ? term_ite(tc, term_mk2(tc, OP_BVULT, term_bv(tc, 16, k - 2), len), b[k], sx_byte(x, 0))
                                        : sx_byte(x, 0);
}

/* The records of WORKING-STORAGE and LOCAL-STORAGE holding bytes no VALUE clause sets, as the
 * verdict's assumption, or NULL when there are none. Such bytes start "unpredictable" on z/OS
 * (Language Reference, "VALUE clause"); this executor and the interpreter start them as
 * GnuCOBOL's default does (by PICTURE), so a difference that shows only with other initial
 * contents is not looked for, and the verdict must say so. Found by laying the area out twice,
 * over 0x00 and over 0xFF: a byte that differs is not set by any VALUE. */
static const char *unvalued_storage(sx *x) {
  char e[512];
  strbuf sb = {0};
  int named = 0, more = 0;
  for (int a = 0; a < x->lay->nareas; a++) {
    const cbl_area *A = &x->lay->areas[a];
    if (A->kind == CBL_AREA_FILE || A->kind == CBL_AREA_LINKAGE || !A->size) continue;
    unsigned char *b0 = eq_malloc(A->size), *b1 = eq_malloc(A->size);
    int ok = cbl_layout_init_area(x->lay, a, NULL, 0x00, b0, e, sizeof e) == 0 &&
             cbl_layout_init_area(x->lay, a, NULL, 0xFF, b1, e, sizeof e) == 0;
    for (int f = 0; ok && f < x->lay->nfields; f++) {
      const cbl_field *F = &x->lay->fields[f];
      if (F->area != a || F->parent >= 0 || F->level == 66 || F->level == 88 || F->cat == CBL_CAT_INDEX) continue;
      size_t end = F->offset + F->size <= A->size ? F->offset + F->size : A->size;
      size_t k = F->offset;
      while (k < end && b0[k] == b1[k]) k++;
      if (k == end) continue;
      if (named < 4)
        sb_printf(&sb, "%s%s", named ? ", " : "", F->name ? F->name : "FILLER"), named++;
      else
        more++;
    }
    free(b0);
    free(b1);
  }
  if (!named) {
    sb_free(&sb);
    return NULL;
  }
  const char *t = arena_printf(x->a,
                               "storage without a VALUE clause (%s%s) starts as GnuCOBOL fills it (spaces, zeros by "
                               "PICTURE), while on z/OS its first content is unpredictable (IBM Language Reference, "
                               "VALUE clause), and a difference that shows only with other first contents is not "
                               "looked for",
                               sb_str(&sb), more ? arena_printf(x->a, " and %d more", more) : "");
  sb_free(&sb);
  return t;
}

/* Initial storage, as the interpreter sets it up (interp.c init_areas with storage_fill "by
 * PICTURE"): VALUE clauses, the rest as INITIALIZE would set it; record areas binary zeros. */
static int initial_state(sx *x, sx_st *s, char *why, size_t whyn) {
  char e[512];
  x->unvalued = unvalued_storage(x);
  for (int a = 0; a < x->lay->nareas; a++) {
    const cbl_area *A = &x->lay->areas[a];
    unsigned char *b = arena_alloc(x->a, A->size + 1);
    memset(b, 0, A->size + 1);
    if (A->kind == CBL_AREA_LINKAGE && a == x->parm_area) {
      parm_bytes(x, s->mem[a], A->size);
      continue;
    }
    if (A->kind == CBL_AREA_LINKAGE) {
      snprintf(why, whyn, "unsupported: LINKAGE SECTION in the symbolic executor");
      return -1;
    }
    if (A->kind != CBL_AREA_FILE && cbl_init_area_by_picture(x->lay, a, b, NULL, NULL, e, sizeof e) < 0) {
      snprintf(why, whyn, "%s", e);
      return -1;
    }
    for (size_t k = 0; k < A->size; k++) s->mem[a][k] = sx_byte(x, b[k]);
  }
  s->mem[x->rc_area][0] = s->mem[x->rc_area][1] = sx_byte(x, 0);
  for (int i = 0; i < x->nfiles; i++)
    for (size_t k = 0; x->files[i].linage && k < x->asize[x->files[i].lc_area]; k++)
      s->mem[x->files[i].lc_area][k] = sx_byte(x, 0);
  return 0;
}

int cbl_symex(const json_t *doc, const char *unit, int records, term_ctx *tc, const term_ref *vars, int n,
              const rel_sym_opts *o, rel_summary *out, arena *a, char *why, size_t whyn) {
  sx x;
  memset(&x, 0, sizeof x);
  x.tc = tc, x.a = a, x.doc = doc, x.unit = unit, x.vars = vars, x.nvars = n;
  x.prog = cbl_rel_program(doc, unit);
  if (!x.prog) {
    snprintf(why, whyn, "no program %s", unit);
    return -1;
  }
  json_t *docs[1] = {(json_t *)doc};
  x.low = cbl_lower(docs, 1);
  x.unroll = o && o->unroll ? o->unroll : 16;
  x.records = records;
  if (o && o->seq_bound && o->seq_bound < (unsigned)records) x.records = (int)o->seq_bound; /* a first look */
  if (x.unroll < (unsigned)x.records + 2) x.unroll = (unsigned)x.records + 2;
  x.deadline = o ? o->deadline : 0;
  x.pre = term_true(tc);
  x.head = o ? o->head : REL_HEAD_NONE;
  int rc = setup(&x, why, whyn);
  sx_st *s0 = NULL;
  if (rc == 0) {
    s0 = st_new(&x);
    s0->g = term_true(tc);
    rc = initial_state(&x, s0, why, whyn);
  }
  if (rc == 0 && x.head != REL_HEAD_NONE) {
    find_cut(&x);
    cells_build(&x, s0);
    if (!x.cut) {
      snprintf(why, whyn, "no PERFORM … UNTIL in the main paragraph reads an input file");
      rc = -1;
    } else if (x.head == REL_HEAD_STEP && (!o->head_vals || o->head_n != x.ncell)) {
      snprintf(why, whyn, "internal: the head state has %d cells, the program %d", o->head_n, x.ncell);
      rc = -1;
    }
    x.head_vals = o->head_vals;
  }
  if (rc == 0) {
    sx_set in = {0}, res = {0};
    sx_push(&x, &in, s0);
    if (x.npara == 0) sx_finish(&x, s0, REL_O_EXITED, 0);
    else run_range(&x, &in, 0, -1, &res);
    for (int i = 0; i < res.n; i++) sx_unknown(&x, res.v[i], "internal: a state left the program's paragraphs", NULL);
  }
  term_sort *sorts = NULL;
  if (rc == 0 && x.head != REL_HEAD_NONE) {
    /* the cells' sorts come from the layout: before it goes */
    sorts = arena_alloc(a, sizeof(term_sort) * (size_t)(x.ncell + 1));
    for (int i = 0; i < x.ncell; i++) sorts[i] = cell_sort(&x, &x.cell[i]);
  }
  if (x.lay) cbl_layout_free(x.lay);
  x.lay = NULL;
  json_decref(x.owned);
  cbl_lowered_free(x.low);
  if (rc < 0) return -1;
  memset(out, 0, sizeof *out);
  out->rtype.kind = REL_V_VOID;
  out->npaths = x.npaths;
  out->paths = x.paths;
  out->bound_hits = x.bound_hits;
  out->time_hits = x.time_hits;
  out->pre = x.pre;
  out->path_records = 1;
  if (x.nfiles && x.unvalued)
    out->assume = arena_printf(a, "every input record holds valid data in every field; %s", x.unvalued);
  else if (x.nfiles)
    out->assume = "every input record holds valid data in every field";
  else
    out->assume = x.unvalued ? arena_strdup(a, x.unvalued) : NULL;
  if (x.head != REL_HEAD_NONE) {
    out->ncells = x.ncell;
    out->cell_names = arena_alloc(a, sizeof(char *) * (size_t)(x.ncell + 1));
    for (int i = 0; i < x.ncell; i++) out->cell_names[i] = x.cell[i].name;
    out->cell_sorts = sorts;
    out->head_what = arena_printf(a, "the loop at %s over the records of DD %s%s", sx_loc(&x, x.cut), x.files[x.cut_file].dd,
                                  x.rot_read ? arena_printf(a, " (it reads ahead: its head is taken before the READ at %s%s)",
                                                            sx_loc(&x, x.rot_read),
                                                            x.rot_read == x.rot_tail ? ", in the paragraph performed before the loop "
                                                                                       "and at the end of its body"
                                                                                     : " and the one ending its body")
                                             : "");
  }
  return 0;
}
