/* smt_abstract.c — the abstraction wrapper of the solver chain (smt_chain.h): a check first asks a
 * second Z3 solver about the obligation with its expensive subterms (products and quotients of two
 * non-constants, floating-point arithmetic) replaced by uninterpreted functions, as ARDiff does for
 * the subexpressions two program versions share, and refines only where a model is spurious.
 *
 * Soundness. Write A(F) for F with every abstracted node op(x1..xn) replaced by f_op(A(x1)..A(xn)),
 * one fresh function symbol f_op per operator, indices and sorts. Any model M of F extends to a
 * model of A(F) by interpreting each f_op as op itself: by induction over the term, every node of
 * A(F) then evaluates to the value of its node in F. So A(F) UNSAT implies F UNSAT, and an unsat
 * abstraction is an answer for the real obligation. The converse does not hold: a model of A(F) may
 * give f_op values that op never gives (a spurious model). A model of A(F) counts only when every
 * real assertion evaluates to true under its assignment of the variables (then it is a model of F,
 * whatever the functions did); otherwise the nodes whose function value differs from op applied to
 * the model's arguments are put back as themselves and the abstraction is asked again, a few times
 * within a third of the check's time, and what is left of the time goes to the inner solver on the
 * real obligation. A model, however found, is still only a candidate: rel/verdict.c replays it on
 * both versions before it is evidence of anything. */
#include "sym/smt_chain.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "core/arena.h"
#include "core/meter.h"
#include "sym/smt_int.h"
#include "sym/smtlib.h"
#include "sym/term_int.h"

enum {
  ABS_ROUNDS = 4,   /* abstractions asked per check (the first and up to three refinements) */
  ABS_SHARE = 3,    /* the abstraction gets 1/ABS_SHARE of a check's time */
  ABS_MIN_MS = 100, /* below this, a check goes to the inner solver directly */
  ABS_FIRST_MS = 1000 /* SMT_ABSTRACT_REAL_FIRST: the real obligation's first try, at most */
};

typedef struct absw {
  smt_solver base;
  smt_solver *inner;    /* the real obligation (the rest of the chain) */
  smt_solver *z;        /* a Z3 solver over the same terms for the abstract obligations */
  int zopen;            /* z holds an abstract obligation at one pushed level */
  int zmodel;           /* the last check's model is z's (a model of the real assertions) */
  char *dir;            /* evidence directory, or NULL */
  int flags;            /* SMT_ABSTRACT_* */
  int on;               /* smt_abstract_set: 0 passes every check to inner */
  unsigned seq;
  uint8_t *keep;        /* per term handle: put back (not abstracted) in the current check */
  uint32_t keepcap;
  smt_abstract_stats st;
} absw;

static long now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* ---- building the abstraction ---- */

typedef struct abuild {
  term_ctx *c;
  const uint8_t *keep;
  uint32_t keepcap;
  term_ref *memo;       /* per term handle: its abstraction (0 = not visited) */
  uint32_t cap;
  term_ref *real, *app, *op_on_abs; /* per abstracted node: the node, f_op(args), op(args) */
  unsigned n, capn;
  uint8_t *flag;        /* per term handle: ABS_NODE, ABS_SEEN, ABS_FRONTIER */
} abuild;

enum { ABS_NODE = 1, ABS_SEEN = 2, ABS_FRONTIER = 4 };

static int is_rm_const(term_ctx *c, term_ref t) { return term_op_of(c, t) == OP_RM_CONST; }

static const char *rm_name(unsigned m) {
  static const char *const names[] = {"rne", "rna", "rtp", "rtn", "rtz"};
  return m < 5 ? names[m] : "rm";
}

/* The function application standing for node t (operator of t over the abstract arguments a), or
 * TERM_NULL when t is not abstracted: products and quotients whose operands the bit-blaster cannot
 * fold (both non-constant; any quotient by a non-constant), and the floating-point operations
 * under a constant rounding mode (each is a circuit of an adder or multiplier of the significands). */
static term_ref abstract_node(term_ctx *c, term_ref t, const term_ref *a) {
  term_op op = term_op_of(c, t);
  unsigned n = term_nargs(c, t), first = 0;
  char name[96];
  switch (op) {
  case OP_BVMUL: case OP_IMUL:
    if (term_is_const(c, a[0]) || term_is_const(c, a[1])) return TERM_NULL;
    break;
  case OP_BVUDIV: case OP_BVUREM: case OP_BVSDIV: case OP_BVSREM: case OP_BVSMOD: case OP_IDIV: case OP_IMOD:
    if (term_is_const(c, a[1])) return TERM_NULL;
    break;
  case OP_FP_ADD: case OP_FP_SUB: case OP_FP_MUL: case OP_FP_DIV: case OP_FP_FMA: case OP_FP_SQRT: case OP_FP_RTI:
    if (!is_rm_const(c, a[0])) return TERM_NULL;
    first = 1; /* one function per rounding mode: the mode is not an argument */
    break;
  case OP_FP_REM:
    break;
  default:
    return TERM_NULL;
  }
  /* the names hold ':', which no identifier of a language has: a function a semantics declares
   * (a C math function, an array beyond its followed cells) can never be taken for one of these */
  term_sort s = term_sort_of(c, t);
  if (term_sort_kind_of(c, s) == TS_FP)
    snprintf(name, sizeof name, "abs:%s:%s:%u:%u", term_op_name(op), first ? rm_name(term_param(c, a[0], 0)) : "x",
             term_sort_fp_eb(c, s), term_sort_fp_sb(c, s));
  else if (term_sort_kind_of(c, s) == TS_BV)
    snprintf(name, sizeof name, "abs:%s:%u", term_op_name(op), term_sort_width(c, s));
  else
    snprintf(name, sizeof name, "abs:%s:int", term_op_name(op));
  term_sort dom[4];
  for (unsigned i = first; i < n; i++) dom[i - first] = term_sort_of(c, a[i]);
  term_fun f = term_fun_declare(c, name, n - first, dom, s);
  return term_app(c, f, a + first, n - first);
}

static int ab_done(void *p, term_ref t) {
  abuild *b = p;
  return t < b->cap && b->memo[t] != 0;
}

static void ab_visit(void *p, term_ref t) {
  abuild *b = p;
  term_ctx *c = b->c;
  unsigned n = term_nargs(c, t);
  term_ref r = t;
  if (n) {
    term_ref small[4], *a = n <= 4 ? small : eq_malloc(n * sizeof(term_ref));
    int changed = 0;
    for (unsigned i = 0; i < n; i++) {
      term_ref x = term_arg(c, t, i);
      a[i] = b->memo[x];
      changed |= a[i] != x;
    }
    term_ref op_abs = changed ? term_rebuild(c, t, a) : t;
    term_ref f = t < b->keepcap && b->keep[t] ? TERM_NULL : abstract_node(c, t, a);
    if (f != TERM_NULL) {
      if (b->n == b->capn) {
        b->capn = b->capn ? 2 * b->capn : 16;
        b->real = eq_realloc(b->real, b->capn * sizeof(term_ref));
        b->app = eq_realloc(b->app, b->capn * sizeof(term_ref));
        b->op_on_abs = eq_realloc(b->op_on_abs, b->capn * sizeof(term_ref));
      }
      b->real[b->n] = t, b->app[b->n] = f, b->op_on_abs[b->n] = op_abs;
      b->n++;
      b->flag[t] |= ABS_NODE;
      r = f;
    } else {
      r = op_abs;
    }
    if (a != small) free(a);
  }
  /* the handles made above are new; the walk only visits handles older than the build */
  b->memo[t] = r;
}

/* A(f) for each of the n assertions f into out; the abstracted nodes are recorded in b. */
static void build(abuild *b, term_ctx *c, const uint8_t *keep, uint32_t keepcap, const term_ref *f, unsigned n,
                  term_ref *out) {
  memset(b, 0, sizeof *b);
  b->c = c, b->keep = keep, b->keepcap = keepcap;
  b->cap = term_count(c) + 1;
  b->memo = eq_calloc(b->cap, sizeof(term_ref));
  b->flag = eq_calloc(b->cap, 1);
  for (unsigned i = 0; i < n; i++) {
    term_postorder(c, f[i], ab_done, ab_visit, b);
    out[i] = b->memo[f[i]];
  }
}

static void build_free(abuild *b) {
  free(b->memo);
  free(b->real);
  free(b->app);
  free(b->op_on_abs);
  free(b->flag);
}

/* The frontier: abstracted nodes an assertion reaches through nodes that are not abstracted. A
 * spurious model misreads them first (what is below them reaches the assertion only through
 * them), so they are put back first, as ARDiff refines from the outside in. */
static int fr_skip(void *p, term_ref t) {
  abuild *b = p;
  if (b->flag[t] & ABS_SEEN) return 1;
  if (b->flag[t] & ABS_NODE) {
    b->flag[t] |= ABS_SEEN | ABS_FRONTIER;
    return 1;
  }
  return 0;
}

static void fr_visit(void *p, term_ref t) { ((abuild *)p)->flag[t] |= ABS_SEEN; }

static void frontier(abuild *b, const term_ref *f, unsigned n) {
  for (unsigned i = 0; i < n; i++) term_postorder(b->c, f[i], fr_skip, fr_visit, b);
}

/* ---- the wrapper ---- */

/* Drops the abstract obligation z holds (and with it z's model). */
static void close_z(absw *s) {
  if (s->zopen) smt_pop(s->z, 1);
  s->zopen = 0;
  s->zmodel = 0;
}

static void ab_assert(smt_solver *b, term_ref f) {
  absw *s = (absw *)b;
  close_z(s);
  smt_assert(s->inner, f);
}

static void ab_push(smt_solver *b) {
  absw *s = (absw *)b;
  close_z(s);
  smt_push(s->inner);
}

static void ab_pop(smt_solver *b, unsigned n) {
  absw *s = (absw *)b;
  close_z(s);
  smt_pop(s->inner, n);
}

static term_ref ab_eval(smt_solver *b, term_ref t) {
  absw *s = (absw *)b;
  return s->zmodel ? smt_model_eval(s->z, t) : smt_model_eval(s->inner, t);
}

/* The evidence of one abstract obligation: <dir>/aNNNNNN.smt2 and a line in <dir>/abstract.tsv. */
static void log_abstract(absw *s, const term_ref *f, unsigned n, smt_result r, long ms, unsigned nabs) {
  if (!s->dir) return;
  char path[4200];
  snprintf(path, sizeof path, "%s/a%06u.smt2", s->dir, ++s->seq);
  int wrote = smtlib_write_file(s->base.tc, f, n, path) == 0;
  snprintf(path, sizeof path, "%s/abstract.tsv", s->dir);
  FILE *lf = fopen(path, "a");
  if (lf) {
    fprintf(lf, "a%06u.smt2\t%s\t%ld\t%u abstracted%s\n", s->seq, smt_result_name(r), ms, nabs,
            wrote ? "" : " (evidence file not written)");
    fclose(lf);
  }
}

/* Whether every real assertion is true under z's model (then its variables are a real model). */
static int model_is_real(absw *s, const term_ref *f, unsigned n) {
  term_ctx *c = s->base.tc;
  for (unsigned i = 0; i < n; i++)
    if (smt_model_eval(s->z, f[i]) != term_true(c)) return 0;
  return 1;
}

static void keep_node(absw *s, term_ref t) {
  if (t >= s->keepcap) {
    uint32_t nc = s->keepcap ? s->keepcap : 1024;
    while (nc <= t) nc *= 2;
    s->keep = eq_realloc(s->keep, nc);
    memset(s->keep + s->keepcap, 0, nc - s->keepcap);
    s->keepcap = nc;
  }
  s->keep[t] = 1;
}

static smt_result ab_check(smt_solver *b, unsigned timeout_ms) {
  absw *s = (absw *)b;
  term_ctx *c = b->tc;
  close_z(s);
  long t0 = now_ms();
  unsigned nf;
  const term_ref *f = smt_assertions(b, &nf);
  if (s->keepcap) memset(s->keep, 0, s->keepcap);
  unsigned putback = 0;
  int counted = 0;
  term_ref *af = eq_malloc((nf + 1) * sizeof(term_ref));
  abuild ab;
  int none = 1;
  if (timeout_ms && s->on) {
    build(&ab, c, s->keep, s->keepcap, f, nf, af);
    none = ab.n == 0;
    build_free(&ab);
  }
  if ((s->flags & SMT_ABSTRACT_REAL_FIRST) && !none && timeout_ms >= 10 * ABS_MIN_MS) {
    /* the real obligation first, briefly: what it decides at once is decided as without the
     * abstraction (the same answers and models), and only what it does not costs a second try */
    unsigned first = timeout_ms / 10 < ABS_FIRST_MS ? timeout_ms / 10 : ABS_FIRST_MS;
    smt_result r = smt_check(s->inner, first);
    if (r != SMT_UNKNOWN || eq_meter_tripped()) { /* past the memory budget nothing more is asked */
      snprintf(b->reason, sizeof b->reason, "%s", smt_reason(s->inner));
      free(af);
      return r;
    }
  }
  long spent = now_ms() - t0;
  unsigned budget = spent >= (long)timeout_ms ? 0 : (timeout_ms - (unsigned)spent) / ABS_SHARE;
  for (unsigned round = 0; timeout_ms && !none && budget >= ABS_MIN_MS && nf && round < ABS_ROUNDS; round++) {
    long left = (long)budget - (now_ms() - t0 - spent);
    if (left < ABS_MIN_MS / 2 || eq_meter_tripped()) break;
    build(&ab, c, s->keep, s->keepcap, f, nf, af);
    if (ab.n == 0) { /* nothing (left) to abstract: the obligation is the real one */
      build_free(&ab);
      break;
    }
    if (!counted) s->st.checks++, counted = 1;
    smt_push(s->z);
    s->zopen = 1;
    for (unsigned i = 0; i < nf; i++) smt_assert(s->z, af[i]);
    long t1 = now_ms();
    smt_result r = smt_check(s->z, (unsigned)left);
    log_abstract(s, af, nf, r, now_ms() - t1, ab.n);
    if (r == SMT_UNSAT) {
      s->st.proved++;
      smt_set_reason(b, "unsat on an abstraction: %u expensive subterm%s as uninterpreted functions "
                     "(%u put back after spurious models)", ab.n, ab.n == 1 ? "" : "s", putback);
      build_free(&ab);
      close_z(s);
      free(af);
      return SMT_UNSAT;
    }
    if (r == SMT_SAT && model_is_real(s, f, nf)) {
      /* the assignment satisfies the real assertions: a model of the real obligation */
      s->st.models++;
      s->zmodel = 1;
      smt_set_reason(b, "model of an abstraction that satisfies the real obligation");
      build_free(&ab);
      free(af);
      return SMT_SAT;
    }
    /* the misread nodes of the frontier are put back, or every misread node when none is */
    unsigned marked = 0;
    if (r == SMT_SAT) {
      frontier(&ab, f, nf);
      uint8_t *bad = eq_calloc(ab.n + 1, 1);
      int any_front = 0;
      for (unsigned i = 0; i < ab.n; i++) {
        term_ref va = smt_model_eval(s->z, ab.app[i]), vr = smt_model_eval(s->z, ab.op_on_abs[i]);
        bad[i] = va == TERM_NULL || va != vr;
        any_front |= bad[i] && (ab.flag[ab.real[i]] & ABS_FRONTIER);
      }
      for (unsigned i = 0; i < ab.n; i++)
        if (bad[i] && (!any_front || (ab.flag[ab.real[i]] & ABS_FRONTIER))) keep_node(s, ab.real[i]), marked++;
      free(bad);
    }
    build_free(&ab);
    close_z(s);
    if (!marked) break; /* no answer, or nothing to refine: the real obligation decides */
    putback += marked;
    s->st.refined += marked;
  }
  free(af);
  if (counted) s->st.fallback++;
  if (eq_meter_tripped()) { /* z reached Z3's memory limit: the unit's budget is spent */
    smt_set_reason(b, "z3: memory limit reached");
    return SMT_UNKNOWN;
  }
  long used = now_ms() - t0;
  unsigned rest = !timeout_ms ? 0 : used >= (long)timeout_ms ? 1 : timeout_ms - (unsigned)used;
  smt_result r = smt_check(s->inner, rest);
  snprintf(b->reason, sizeof b->reason, "%s", smt_reason(s->inner));
  return r;
}

static void ab_free(smt_solver *b) {
  absw *s = (absw *)b;
  smt_free(s->inner);
  smt_free(s->z);
  free(s->dir);
  free(s->keep);
  free(s);
}

static const smt_vtab ab_vtab = {"abstract", ab_assert, ab_push, ab_pop, ab_check, ab_eval, ab_free};

smt_solver *smt_abstract_new(smt_solver *inner, smt_solver *abs, const char *dir, int flags) {
  absw *s = eq_calloc(1, sizeof *s);
  smt_base_init(&s->base, &ab_vtab, smt_terms(inner));
  s->inner = inner;
  s->z = abs ? abs : smt_z3_new(smt_terms(inner));
  s->flags = flags;
  s->on = 1;
  if (dir && (mkdir(dir, 0777) == 0 || errno == EEXIST)) s->dir = eq_strdup(dir);
  return &s->base;
}

void smt_abstract_set(smt_solver *b, int on) {
  if (b->vt == &ab_vtab) ((absw *)b)->on = on;
}

void smt_abstract_get_stats(const smt_solver *b, smt_abstract_stats *out) {
  if (b->vt == &ab_vtab) *out = ((const absw *)b)->st;
  else memset(out, 0, sizeof *out);
}
