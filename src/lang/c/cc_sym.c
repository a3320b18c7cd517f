/* cc_sym.c — symbolic execution of the C IR: the rules of cc_exec.c over terms, by predicated
 * execution (every update is guarded by the activity term `act`, so IF branches merge into ite terms).
 *
 * Invariant: for every input, at most one of {returned, each wrong case, each unknown case} holds, and
 * returned/wrong cases say exactly what cc_run does on such inputs. Whatever is not modelled here
 * (strings, output, heap, pointer parameters, unbounded loops) becomes an unknown case, never a guess. */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang/c/cc_ir.h"
#include "lang/c/cc_rules.h"
#include "lang/c/cc_state.h"
#include "lang/c/cc_sym.h"
#include "rel/contract.h"
#include "sym/interval.h"

/* Objects of up to MAX_CELLS scalar cells are followed: locals (a buffer of any constant size a
 * library declares, `char buf[1024]`), heap blocks and parameters; file-scope tables up to
 * MAX_GLOBAL_CELLS (CRC tables of 4 x 256 entries, character class tables). A read at a symbolic
 * index costs one case per cell, which the time and memory budgets bound. */
enum { MAX_CELLS = 4096, MAX_GLOBAL_CELLS = 4096, MAX_OBJS = 4096 };

/* Elements of an array parameter followed symbolically (rel_input.array_cap); characters of a
 * string followed by printf, puts and the conversions of <stdlib.h>; strings of main's argv
 * followed (argv[0] .. argv[ARGV_CAP - 1]). */
enum { STR_MAX = 16, ARGV_CAP = 4, STDIN_CAP = 16 };

/* Most loops the cut at every loop (sx.cuts) cuts a function at. */
enum { CUTS_MAX = 8 };

/* ---- symbolic values --------------------------------------------------------------------------- */

/* SV_FN: a function pointer, t a FN_BITS-bit id: 0 the null pointer, i + 1 function i of the
 * program; a pointer chosen by a branch or an index is an ite of ids, and a call through it a case
 * split over the functions it may designate. */
/* SV_ALT: a pointer that designates one of several objects (an entry of a table of pointers to
 * string literals read at a symbolic index, a conditional between two arrays): nagg alternatives
 * agg[j], each an SV_PTR into one object or the null pointer, agg[j] where the Bool altg[j] holds.
 * The guards are disjoint and, where the value is used, one of them holds. An operation on it is
 * done once per alternative under its guard (alt_begin/alt_next/alt_take/alt_end), so each rule
 * stays the one-object rule; an operation that does not split rejects it as a non-pointer (an
 * unknown case, never a guess). At most MAX_ALTS objects (a table of 256 messages;
 * each operation costs one case per object, which the time and memory budgets bound). */
typedef enum { SV_NONE, SV_INT, SV_FLT, SV_PTR, SV_AGG, SV_VOID, SV_FN, SV_ALT } sv_kind;
enum { FN_BITS = 16, MAX_ALTS = 256 };

/* A pointer designates element `idx` of an array of `n` elements of `L` cells each, starting at
 * cell `base` of object `obj` (a scalar object is an array of one; cc_exec.c's block + path). */
typedef struct sv {
  sv_kind k;
  term_ref t;        /* SV_INT: bit-vector of the type's width; SV_FLT: floating point */
  int obj;           /* SV_PTR: -1 is the null pointer */
  long n, L;
  term_ref base, idx; /* 64-bit cell index, 64-bit element index */
  term_ref nlen;     /* SV_PTR into an array parameter: its symbolic length (64 bits), replacing n */
  term_ref isnull;   /* SV_PTR with obj >= 0: Bool, where it is the null pointer instead (a pointer
                        parameter may be null: an input); TERM_NULL when it never is */
  struct sv *agg;    /* SV_AGG: nagg cells; SV_ALT: nagg alternatives */
  long nagg;
  term_ref *altg;    /* SV_ALT: the guard of each alternative */
  /* SV_PTR into a heap block: the block's generation the pointer was made in (realloc makes a new
   * one: a pointer of an older generation designates the freed block, 7.22.3.5p2), and hroot: it
   * steps through the block's elements, whose count is the block's nlen now (len_of) */
  term_ref gen;
  int hroot;
  /* SV_PTR in a byte of a union (a member of pointer type stored there): the pointer marked as its
   * byte frag - 1 (cc_exec.c's view_load_ptr); 0 for every other value. Where paths that stored
   * other bytes there merge with it, the byte is that pointer's except where the Bool ig holds,
   * where it is the 8-bit ival (TERM_NULL both: the pointer's on every path) */
  int frag;
  term_ref ig, ival;
  /* SV_PTR made by &u.m: elements of L one-byte cells of the union (the member's size), read and
   * written as the bytes of the type accessed through it (view_load, view_store) */
  int view;
} sv;

typedef struct obj {
  const char *name;
  long ncells;
  const cc_type *type;
  sv *cells;
  term_ref *undef;   /* Bool per cell: still indeterminate */
  int param_array;   /* the caller's array behind a pointer parameter: ncells = array_cap elements */
  int dead;          /* its lifetime ended (block exit, return; C11 6.2.4p2): every access goes wrong */
  int written;       /* param_array: some path stored into it, so its contents are an output */
  int readonly;      /* a string literal's array: a store goes wrong (C11 6.4.5p7) */
  /* param_array: its elements beyond array_cap as the uninterpreted function "in<i>_at" of the
   * index (beyond_at), which a loop-cut summary reads where the bounded one stops; 0: none */
  term_fun beyond;
  int param_struct;  /* the caller's struct behind a `struct T *` parameter: 1 `const struct T *`,
                        never stored into; 2 writable, its contents after the call an output */
  long cap;          /* param_array: elements followed (0: ncells, the array bound) */
  int argv_str;      /* k + 1 for main's argv[k] (main_argv): an input string */
  int far_read;      /* argv_str: a character past STR_MAX was read (beyond_at) */
  int param_ix;      /* i + 1 for the caller's array or struct behind pointer parameter i */
  /* A block of the heap (malloc, calloc, realloc; C11 7.22.3): `bytes` long (64 bits), untyped
   * (type NULL, no cells) until a conversion to a pointer to an object type gives it that element
   * type (heap_view; cc_exec.c's imprint does it at the first access), zero-filled where fill is 0
   * (calloc) and indeterminate where it is -1; freed where the Bool `freed` holds. A block of a
   * size that is not constant has hcap elements followed and nlen in all (a pointer's nlen). */
  int heap, fill;
  term_ref bytes, freed, nlen, gen; /* gen: 32-bit generation, one more at each realloc */
  long hcap;
} obj;

typedef struct loopctx {
  term_ref brk, cont;
  struct loopctx *up;
} loopctx;

typedef struct callctx {
  term_ref retg;     /* has returned */
  sv ret;
  int has_ret;
  const cc_func *fn;
  int *slots;        /* object per variable slot */
  loopctx *loop;
  term_ref *pend;    /* per label of fn: where a forward goto to it is under way (joined at the label) */
  int lbase;         /* the first entry of sx.lst that belongs to this call */
} callctx;

typedef struct sx {
  const cc_program *p;
  term_ctx *tc;
  ival_ctx *iv;
  arena *a;
  const rel_sym_opts *o;
  term_ref act;
  obj *objs;
  int nobjs, capobjs;
  int *globals;
  const char **gwhy;   /* per global: why it is not modelled (unknown where it is used), or NULL */
  /* A function summarised on its own (not main as a program): its state globals (cc_state.h) hold
   * input values on entry and are outputs on return (state_bind, state_outputs). Another modifiable
   * global is taken at its initial value: gused names the first such one it uses (stated as an
   * assumption), and one whose cells differ at the end from g0 (after the initializers) was
   * written, which the outcome does not compare: unknown. gstate: per global, 1 + its place in the
   * state list, or 0. */
  int gtrack;
  int *gstate;
  const char *gused;
  sv **g0;
  term_ref **g0undef;
  int *strobjs;       /* the object of each string literal of the program, -1 until first used */
  rel_path *paths;
  int npaths, cappaths;
  unsigned bound_hits, time_hits;
  /* what the summary abstracts as uninterpreted functions (rel_summary.abstracted), or NULL */
  const char *abstracted;
  /* main's argv strings (main_argv): their objects and where a counterexample is best taken
   * from, short (shorter than STR_MAX) and, for a string read past STR_MAX, long (argv_prefer) */
  int nargv, argv_obj[ARGV_CAP];
  term_ref argv_short[ARGV_CAP], argv_long[ARGV_CAP];
  int depth;
  callctx *call;
  int seg;            /* rel_path.seg of the cases added now */
  rel_out_event *outs; /* output events (rel_summary.out) */
  int nouts, capouts;
  int cut_state;      /* with o->cut: 0 no loop cut yet, 1 cut, -1 the cut failed */
  int has_stdin;      /* main: standard input is an input (in_len bytes, STDIN_CAP followed) */
  term_ref in_pos, in_len; /* bytes of it read so far (64 bits), and its length */
  int stdin_read;     /* some path calls getchar */
  int nheap;          /* heap blocks made (malloc, calloc, realloc): their assumption is stated */
  rel_loopcut *cut;
  /* The cut at every loop (rel_sym_opts.cut_all, rel_cutset_sequential): a function whose body holds two or
   * more loops one after the other at its top level is cut at each (cuts[k], at cut_locs[k]), in
   * program order; the cases and events from loop k's head (its iteration and what follows up to
   * the next loop's head) are of seg k + 1. */
  int cut_all;
  rel_loopcut *cuts[CUTS_MAX];
  const char *cut_locs[CUTS_MAX];
  int ncuts;
  char *cut_fixed;    /* per state variable of cut: a pointer position no iteration moves (cut_unmoved) */
  int top_fi;         /* the function summarised (rel_sym_opts.rec_uf abstracts its calls) */
  term_ref cpre;      /* what the contracts used at calls state of their results (into out->pre) */
  const term_ref *top_vars; /* the summarised function's parameters at entry (a contract's measure) */
  const cc_stmt **lst; /* the statement lists being executed, innermost last, and the item each is at */
  int *lpos;
  int nl, capl;
} sx;

static term_ref T(sx *s) { return term_true(s->tc); }
static term_ref F(sx *s) { return term_false(s->tc); }
static int is_false(sx *s, term_ref t) { return t == F(s); }
static term_ref AND(sx *s, term_ref a, term_ref b) { return term_and2(s->tc, a, b); }
static term_ref OR(sx *s, term_ref a, term_ref b) { return term_or2(s->tc, a, b); }
static term_ref NOT(sx *s, term_ref a) { return term_not(s->tc, a); }
static term_ref ITE(sx *s, term_ref c, term_ref a, term_ref b) { return term_ite(s->tc, c, a, b); }
static term_ref BV(sx *s, unsigned w, uint64_t v) { return term_bv(s->tc, w, v); }
static term_ref M2(sx *s, term_op op, term_ref a, term_ref b) { return term_mk2(s->tc, op, a, b); }
static term_ref RNE(sx *s) { return term_rm(s->tc, RM_RNE); }

static const char *locs(sx *s, eq_loc loc) {
  char buf[512];
  return arena_strdup(s->a, cc_loc_str(s->p, loc, buf, sizeof buf));
}

static void add_path(sx *s, rel_pkind k, term_ref g, term_ref v, const char *reason, const char *loc) {
  if (is_false(s, g)) return;
  if (s->npaths == s->cappaths) {
    int nc = s->cappaths ? 2 * s->cappaths : 16;
    rel_path *np = arena_alloc(s->a, sizeof(rel_path) * (size_t)nc);
    if (s->npaths) memcpy(np, s->paths, sizeof(rel_path) * (size_t)s->npaths);
    s->paths = np;
    s->cappaths = nc;
  }
  s->paths[s->npaths++] = (rel_path){.kind = k, .guard = g, .value = v, .reason = reason, .loc = loc, .seg = s->seg};
}

/* A completed case that exited with code (64 bits) where g holds (exit, a return from main). */
static void add_exit(sx *s, term_ref g, term_ref code, const char *loc) {
  if (is_false(s, g)) return;
  add_path(s, REL_P_RETURNED, g, code, NULL, loc);
  s->paths[s->npaths - 1].okind = REL_O_EXITED;
}

/* A check: where cond holds under act the run goes wrong with the reason (undefined behaviour);
 * the run continues only where it does not. Intervals drop checks that cannot fail. */
static void ub(sx *s, term_ref cond, eq_loc loc, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
static void ub(sx *s, term_ref cond, eq_loc loc, const char *fmt, ...) {
  term_ref g = AND(s, s->act, cond);
  if (is_false(s, g) || ival_decide(s->iv, cond) == IVAL_FALSE) return;
  char buf[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  add_path(s, REL_P_WRONG, g, TERM_NULL, arena_strdup(s->a, buf), locs(s, loc));
  s->act = AND(s, s->act, NOT(s, cond));
}

/* Where a pointer that may be null (a pointer parameter, cc_sym_exec) is null, what is done with it
 * goes wrong with cc_exec.c's reason; the run goes on where it is not. */
static void null_ub(sx *s, const sv *p, eq_loc loc, const char *reason) {
  if (p->k == SV_PTR && p->obj >= 0 && p->isnull != TERM_NULL) ub(s, p->isnull, loc, "%s", reason);
}

/* Where act holds the execution leaves the modelled fragment: an unknown case. */
static void unknown(sx *s, eq_loc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void unknown(sx *s, eq_loc loc, const char *fmt, ...) {
  if (is_false(s, s->act)) return;
  char buf[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  add_path(s, REL_P_UNKNOWN, s->act, TERM_NULL, arena_strdup(s->a, buf), locs(s, loc));
  s->act = F(s);
}

/* Where act and cond hold the execution leaves the modelled fragment (an unknown case); it goes on
 * where cond does not hold. */
static void unknown_where(sx *s, term_ref cond, eq_loc loc, const char *why) {
  term_ref g = AND(s, s->act, cond);
  if (is_false(s, g) || ival_decide(s->iv, cond) == IVAL_FALSE) return;
  add_path(s, REL_P_UNKNOWN, g, TERM_NULL, why, locs(s, loc));
  s->act = AND(s, s->act, NOT(s, cond));
}

static double ldexp_c(int e) { return ldexp(1.0, e); }

static sv sv_none(void) { return (sv){.k = SV_NONE, .obj = -1}; }
static sv sv_int(term_ref t) { return (sv){.k = SV_INT, .t = t, .obj = -1}; }
static sv sv_flt(term_ref t) { return (sv){.k = SV_FLT, .t = t, .obj = -1}; }

static unsigned fp_eb(const cc_type *t) { return t->k == CC_FLOAT ? 8 : 11; }
static unsigned fp_sb(const cc_type *t) { return t->k == CC_FLOAT ? 24 : 53; }

/* The zero of a scalar type (static initialisation, C11 6.7.9p10). */
static int is_fnptr(const cc_type *t) { return t->k == CC_PTR && t->elem && t->elem->k == CC_FUNC; }

static sv zero_of(sx *s, const cc_type *t) {
  if (is_fnptr(t)) return (sv){.k = SV_FN, .t = BV(s, FN_BITS, 0), .obj = -1};
  if (cc_is_floating(t)) return sv_flt(t->k == CC_FLOAT ? term_fp_from_float(s->tc, 0.0f) : term_fp_from_double(s->tc, 0.0));
  if (t->k == CC_PTR) return (sv){.k = SV_PTR, .obj = -1, .n = 0, .L = 0, .base = BV(s, 64, 0), .idx = BV(s, 64, 0)};
  return sv_int(BV(s, (unsigned)cc_int_width(t), 0));
}

/* ite(c, a, b) on two pointers into one object (or one of them null); 0 when they are pointers
 * into different objects or of different shapes, which no one SV_PTR holds. */
static term_ref frag_ig(sx *s, const sv *f) { return f->ig != TERM_NULL ? f->ig : F(s); }
static term_ref frag_ival(sx *s, const sv *f) { return f->ival != TERM_NULL ? f->ival : BV(s, 8, 0); }

static int ptr_ite(sx *s, term_ref c, sv a, sv b, sv *out) {
  if (c == T(s)) { *out = a; return 1; }
  if (is_false(s, c)) { *out = b; return 1; }
  *out = a;
  if (a.frag != b.frag || a.view != b.view) return 0;
  if (a.frag && (a.ig != TERM_NULL || b.ig != TERM_NULL)) {
    out->ig = ITE(s, c, frag_ig(s, &a), frag_ig(s, &b));
    out->ival = ITE(s, c, frag_ival(s, &a), frag_ival(s, &b));
  }
  if ((a.obj < 0) != (b.obj < 0)) {
    /* the null pointer and a pointer to an object: that pointer, null where the null one was
     * chosen (its isnull term) */
    const sv *o = a.obj >= 0 ? &a : &b;
    term_ref on = o->isnull != TERM_NULL ? o->isnull : F(s), ig = out->ig, iv = out->ival;
    *out = *o;
    out->ig = ig;
    out->ival = iv;
    out->isnull = a.obj < 0 ? ITE(s, c, T(s), on) : ITE(s, c, on, T(s));
    return 1;
  }
  if (a.obj != b.obj || a.n != b.n || a.L != b.L || a.nlen != b.nlen || a.hroot != b.hroot ||
      (a.gen == TERM_NULL) != (b.gen == TERM_NULL))
    return 0;
  if (a.isnull != b.isnull)
    out->isnull = ITE(s, c, a.isnull != TERM_NULL ? a.isnull : F(s), b.isnull != TERM_NULL ? b.isnull : F(s));
  out->base = ITE(s, c, a.base, b.base);
  out->idx = ITE(s, c, a.idx, b.idx);
  if (a.gen != TERM_NULL) out->gen = ITE(s, c, a.gen, b.gen);
  return 1;
}

/* A byte of a union that is a pointer's byte (frag) on some paths and the 8-bit v on those where
 * g holds. */
static sv frag_mix(sx *s, term_ref g, sv frag, term_ref v) {
  sv out = frag;
  out.ig = ITE(s, g, T(s), frag_ig(s, &frag));
  out.ival = ITE(s, g, v, frag_ival(s, &frag));
  return out;
}

/* Adds pointer p where g holds to the alternatives (alts, gs, *n): merged into one into the same
 * object where ptr_ite can; 0 beyond cap (at most MAX_ALTS). */
static int alt_add(sx *s, sv *alts, term_ref *gs, int *n, int cap, term_ref g, const sv *p) {
  if (is_false(s, g)) return 1;
  for (int j = 0; j < *n; j++) {
    sv m;
    if (ptr_ite(s, g, *p, alts[j], &m)) {
      alts[j] = m;
      gs[j] = OR(s, gs[j], g);
      return 1;
    }
  }
  if (*n == cap) return 0;
  alts[*n] = *p;
  gs[(*n)++] = g;
  return 1;
}

/* ite(c, a, b) on pointers (SV_PTR or SV_ALT) as an SV_ALT value (one SV_PTR where one remains). */
static int alt_ite(sx *s, term_ref c, const sv *a, const sv *b, sv *out) {
  long most = (a->k == SV_ALT ? a->nagg : 1) + (b->k == SV_ALT ? b->nagg : 1);
  if (most > MAX_ALTS) most = MAX_ALTS;
  sv *alts = arena_alloc(s->a, sizeof(sv) * (size_t)(most + 1));
  term_ref *gs = arena_alloc(s->a, sizeof(term_ref) * (size_t)(most + 1));
  int n = 0;
  const sv *side[2] = {a, b};
  for (int k = 0; k < 2; k++) {
    term_ref sc = k ? NOT(s, c) : c;
    const sv *x = side[k];
    if (x->k == SV_ALT) {
      for (long j = 0; j < x->nagg; j++)
        if (!alt_add(s, alts, gs, &n, (int)most, AND(s, sc, x->altg[j]), &x->agg[j])) return 0;
    } else if (!alt_add(s, alts, gs, &n, (int)most, sc, x)) {
      return 0;
    }
  }
  if (n == 1) { *out = alts[0]; return 1; } /* every other guard is false */
  *out = (sv){.k = SV_ALT, .obj = -1, .agg = alts, .nagg = n, .altg = gs};
  return 1;
}

/* ite(c, a, b) on values; 0 when they cannot be merged (different kinds or shapes; pointers into
 * more than MAX_ALTS objects). */
static int sv_ite(sx *s, term_ref c, sv a, sv b, sv *out) {
  if (c == T(s)) { *out = a; return 1; }
  if (is_false(s, c)) { *out = b; return 1; }
  if (a.k == SV_NONE) { *out = b; return 1; }
  if (b.k == SV_NONE) { *out = a; return 1; }
  if ((a.k == SV_PTR || a.k == SV_ALT) && (b.k == SV_PTR || b.k == SV_ALT)) {
    if (a.k == SV_PTR && b.k == SV_PTR && ptr_ite(s, c, a, b, out)) return 1;
    return alt_ite(s, c, &a, &b, out);
  }
  if (a.k == SV_PTR && a.frag && b.k == SV_INT && term_sort_width(s->tc, term_sort_of(s->tc, b.t)) == 8) {
    *out = frag_mix(s, NOT(s, c), a, b.t);
    return 1;
  }
  if (b.k == SV_PTR && b.frag && a.k == SV_INT && term_sort_width(s->tc, term_sort_of(s->tc, a.t)) == 8) {
    *out = frag_mix(s, c, b, a.t);
    return 1;
  }
  if (a.k != b.k) return 0;
  *out = a;
  switch (a.k) {
  case SV_INT:
  case SV_FLT:
  case SV_FN:
    if (term_sort_of(s->tc, a.t) != term_sort_of(s->tc, b.t)) return 0;
    out->t = ITE(s, c, a.t, b.t);
    return 1;
  case SV_AGG:
    if (a.nagg != b.nagg) return 0;
    out->agg = arena_alloc(s->a, sizeof(sv) * (size_t)a.nagg);
    for (long i = 0; i < a.nagg; i++)
      if (!sv_ite(s, c, a.agg[i], b.agg[i], &out->agg[i])) return 0;
    return 1;
  default: return 1;
  }
}

/* Splitting an operation over the alternatives of an SV_ALT value v:
 *   alt_split it; alt_begin(s, &it, &v, want);
 *   while (alt_next(s, &it)) alt_take(s, &it, OP(s, it.cur, ...), loc);
 *   r = alt_end(s, &it);
 * Each OP runs with act restricted to its alternative's guard; what it adds (wrong and unknown
 * cases) is guarded so; act afterwards is the union of where each went on, and the result is
 * each one's result under its guard. An alternative whose OP gives no value where it goes on is
 * an unknown case (want: a value is expected). */
typedef struct alt_split {
  const sv *v;
  sv cur, r;
  term_ref act0, after;
  long j;
  int want;
} alt_split;

static void alt_begin(sx *s, alt_split *it, const sv *v, int want) {
  it->v = v, it->act0 = s->act, it->after = F(s), it->r = sv_none(), it->j = -1, it->want = want;
}

static int alt_next(sx *s, alt_split *it) {
  while (++it->j < it->v->nagg) {
    s->act = AND(s, it->act0, it->v->altg[it->j]);
    if (is_false(s, s->act)) continue;
    it->cur = it->v->agg[it->j];
    return 1;
  }
  return 0;
}

static void alt_take(sx *s, alt_split *it, sv r, eq_loc loc) {
  if (it->want && !is_false(s, s->act)) {
    if (r.k == SV_NONE) unknown(s, loc, "unsupported: this use of a pointer into one of several objects");
    else if (!sv_ite(s, it->v->altg[it->j], r, it->r, &it->r))
      unknown(s, loc, "unsupported: values of different shapes through a pointer into one of several objects");
  }
  it->after = OR(s, it->after, s->act);
}

static sv alt_end(sx *s, alt_split *it) {
  s->act = it->after;
  return it->want ? it->r : (sv){.k = SV_VOID, .obj = -1};
}

/* ---- objects ----------------------------------------------------------------------------------- */

static int obj_new(sx *s, const char *name, const cc_type *t, int zero) {
  if (s->nobjs == s->capobjs) {
    int nc = s->capobjs ? 2 * s->capobjs : 32;
    obj *no = arena_alloc(s->a, sizeof(obj) * (size_t)nc);
    if (s->nobjs) memcpy(no, s->objs, sizeof(obj) * (size_t)s->nobjs);
    s->objs = no;
    s->capobjs = nc;
  }
  obj *o = &s->objs[s->nobjs];
  o->name = name;
  o->type = t;
  o->param_array = o->dead = o->written = o->readonly = o->param_struct = 0;
  o->beyond = 0;
  o->cap = 0;
  o->argv_str = o->param_ix = 0;
  o->heap = o->fill = 0;
  o->bytes = o->freed = o->nlen = o->gen = TERM_NULL;
  o->hcap = 0;
  o->ncells = t ? t->leaves : 0;
  o->cells = arena_alloc(s->a, sizeof(sv) * (size_t)(o->ncells + 1));
  o->undef = arena_alloc(s->a, sizeof(term_ref) * (size_t)(o->ncells + 1));
  for (long i = 0; i < o->ncells; i++) {
    long off;
    const cc_type *lt = cc_leaf_type(t, i, &off);
    o->cells[i] = zero_of(s, lt);
    o->undef[i] = zero ? F(s) : T(s);
  }
  return s->nobjs++;
}

/* The element count p may range over: the object's (constant), an array parameter's length, or a
 * heap block's length now. */
static term_ref len_of(sx *s, const sv *p) {
  if (p->hroot && p->obj >= 0 && s->objs[p->obj].nlen != TERM_NULL) return s->objs[p->obj].nlen;
  return p->nlen != TERM_NULL ? p->nlen : BV(s, 64, (uint64_t)p->n);
}

/* idx outside [0, n) */
static term_ref outside(sx *s, const sv *p) {
  return OR(s, M2(s, OP_BVSLT, p->idx, BV(s, 64, 0)), M2(s, OP_BVSGE, p->idx, len_of(s, p)));
}

/* Where act holds and cond too, the run leaves what is followed: an unknown case naming the bound. */
static void bound_cut(sx *s, term_ref cond, eq_loc loc, const char *what) {
  term_ref g = AND(s, s->act, cond);
  if (is_false(s, g) || ival_decide(s->iv, cond) == IVAL_FALSE) return;
  s->bound_hits++;
  add_path(s, REL_P_UNKNOWN, g, TERM_NULL, what, locs(s, loc));
  s->act = AND(s, s->act, NOT(s, cond));
}

/* Whether a read through p of the caller's array may go beyond its array_cap followed elements
 * and still be followed: in a loop-cut summary (rel_sym_opts.cut), which relational induction
 * reads and no counterexample is taken from, an element at index k >= array_cap of an array the
 * function has not written is the uninterpreted in<i>_at(k), one function for both versions. So
 * the array is every total function of the index (its first array_cap values the elements'
 * variables), which makes one iteration at any index exact: a loop over an array of any length
 * is proved by induction instead of stopping at array_cap elements. */
static int reads_beyond(sx *s, const sv *p) {
  if (p->obj < 0) return 0;
  const obj *o = &s->objs[p->obj];
  /* main's argv[k] past its STR_MAX followed characters (argv_far): in every summary */
  if (o->argv_str && o->beyond && !o->written) return 1;
  return o->param_array && o->beyond && !o->written && s->o && s->o->cut;
}

/* Notes what the summary abstracts as uninterpreted functions shared by both versions
 * (rel_summary.abstracted): a solver's input resting on them is replayed, and one whose replay
 * shows no difference leaves the verdict unknown. */
static void abstracted(sx *s, const char *what) {
  if (s->abstracted && strstr(s->abstracted, what)) return;
  s->abstracted = s->abstracted ? arena_printf(s->a, "%s, %s", s->abstracted, what) : what;
}

/* The element at cell of an array read beyond its followed cells (reads_beyond): the caller's
 * array's in<i>_at(cell); for main's argv[k], whose length len is an input, the null character
 * at len and before it argv_far_k(cell), a character the solver chooses (one function of the
 * index for both versions, read back from its model for the replay, argv_value), taken as 'x'
 * where the function gives a null character, as argv_value does. */
static term_ref beyond_at(sx *s, obj *o, const sv *p, term_ref cell) {
  term_ref at = term_app(s->tc, o->beyond, &cell, 1);
  if (!o->argv_str) return at;
  o->far_read = 1;
  abstracted(s, arena_printf(s->a, "characters of argv[%d] past %d", o->argv_str - 1, STR_MAX));
  term_ref len = M2(s, OP_BVSUB, len_of(s, p), BV(s, 64, 1)), z = BV(s, 8, 0);
  return ITE(s, term_eq(s->tc, cell, len), z, ITE(s, term_eq(s->tc, at, z), BV(s, 8, 'x'), at));
}

/* A read or write of an array parameter beyond the array_cap elements modelled is not followed. */
static void array_cap_cut(sx *s, const sv *p, eq_loc loc) {
  if (p->obj >= 0 && s->objs[p->obj].heap && s->objs[p->obj].hcap) {
    bound_cut(s, M2(s, OP_BVUGE, p->idx, BV(s, 64, (uint64_t)s->objs[p->obj].hcap)), loc,
              arena_printf(s->a, "bound reached: element %ld or later of %s (its size is not a constant) not followed",
                           s->objs[p->obj].hcap, s->objs[p->obj].name));
    return;
  }
  if (p->obj < 0 || !s->objs[p->obj].param_array) return;
  long cap = s->objs[p->obj].cap ? s->objs[p->obj].cap : s->objs[p->obj].ncells;
  bound_cut(s, M2(s, OP_BVUGE, p->idx, BV(s, 64, (uint64_t)cap)), loc,
            arena_printf(s->a, "bound reached: element %ld or later of %s '%s' not followed", cap,
                         s->objs[p->obj].cap ? "main's" : "array parameter", s->objs[p->obj].name));
}

/* ---- lvalues ----------------------------------------------------------------------------------- */

/* An lvalue is a pointer (sv of kind SV_PTR) plus the object type read or written through it. */
static term_ref cell_of(sx *s, const sv *p) {
  return M2(s, OP_BVADD, p->base, M2(s, OP_BVMUL, p->idx, BV(s, 64, (uint64_t)p->L)));
}

static term_ref sext64(sx *s, term_ref v, int is_signed) {
  unsigned w = term_sort_width(s->tc, term_sort_of(s->tc, v));
  if (w == 64) return v;
  if (w > 64) return term_extract(s->tc, 63, 0, v);
  return is_signed ? term_sext(s->tc, 64 - w, v) : term_zext(s->tc, 64 - w, v);
}

/* Whether the leaf types of t match the object's cells at position pos. */
static int cells_fit(const obj *o, long pos, const cc_type *t) {
  if (pos < 0 || pos + t->leaves > o->ncells) return 0;
  for (long k = 0; k < t->leaves; k++) {
    long off1, off2;
    const cc_type *a = cc_leaf_type(o->type, pos + k, &off1), *b = cc_leaf_type(t, k, &off2);
    if (a->k != b->k) return 0;
  }
  return 1;
}

/* Where heap pointer p designates a freed block: freed by free, or by a realloc after p was made. */
static term_ref stale(sx *s, const sv *p) {
  const obj *o = &s->objs[p->obj];
  term_ref old = p->gen != TERM_NULL && o->gen != TERM_NULL ? NOT(s, term_eq(s->tc, p->gen, o->gen)) : F(s);
  return OR(s, o->freed, old);
}

/* Whether two pointers into one object designate the same generation of it (heap blocks). */
static term_ref same_gen(sx *s, const sv *a, const sv *b) {
  if (a->gen == TERM_NULL || b->gen == TERM_NULL) return T(s);
  return term_eq(s->tc, a->gen, b->gen);
}

/* Where exactly one of two pointers into one object is null (their isnull terms). */
static term_ref one_null(sx *s, const sv *a, const sv *b) {
  term_ref na = a->isnull != TERM_NULL ? a->isnull : F(s), nb = b->isnull != TERM_NULL ? b->isnull : F(s);
  return NOT(s, term_eq(s->tc, na, nb));
}

/* C11 6.2.4p2: an object is accessed only within its lifetime; a pointer to it is then
 * indeterminate. As cc_exec.c: dereference, access and pointer arithmetic go wrong. A pointer
 * designates one object on every path (merges across objects are not followed), and each block
 * entry or call makes fresh objects, so "dead" holds on every path once the scope is left. */
static int dead_access(sx *s, const sv *p, eq_loc loc, const char *what) {
  if (p->k != SV_PTR || p->obj < 0) return 0;
  /* a heap block after free or realloc (C11 7.22.3p1: its lifetime ended there), on the paths
   * that freed it; the run goes on where it was not freed */
  const obj *o = &s->objs[p->obj];
  if (o->heap && o->freed != TERM_NULL) ub(s, stale(s, p), loc, "use after free: %s of %s (C11 7.22.3p1)", what, o->name);
  if (!s->objs[p->obj].dead) return 0;
  ub(s, T(s), loc, "%s of '%s' after its lifetime ended (C11 6.2.4p2)", what, s->objs[p->obj].name);
  return 1;
}

static void scope_leave(sx *s, const cc_stmt *st) {
  for (int i = 0; i < st->nvars; i++) {
    int ob = s->call->slots[st->vars[i]->slot];
    if (ob >= 0 && ob < s->nobjs) s->objs[ob].dead = 1;
  }
}

/* Reads the t->leaves cells at p (access check: 0 <= idx < n). */
static sv load1(sx *s, sv p, const cc_type *t, eq_loc loc);
static sv frag_check(sx *s, sv v, const cc_type *t, eq_loc loc);
static sv view_load(sx *s, sv p, const cc_type *t, eq_loc loc);
static void view_store(sx *s, sv p, const cc_type *t, sv v, eq_loc loc);
/* The byte pointer of view pointer p (sv.view) accessed as t: the first of its element's bytes. */
static int view_bytes(sx *s, sv *p, const cc_type *t, eq_loc loc) {
  char tb[80];
  if (!cc_is_scalar(t) || t->size != p->L) {
    unknown(s, loc, "unsupported: a union member accessed through a pointer as %s", cc_type_name(t, tb, sizeof tb));
    return 0;
  }
  p->idx = M2(s, OP_BVMUL, p->idx, BV(s, 64, (uint64_t)p->L));
  p->n *= p->L;
  p->L = 1;
  p->view = 0;
  return 1;
}

static sv load(sx *s, sv p, const cc_type *t, eq_loc loc) {
  if (p.k == SV_PTR && p.view) return view_bytes(s, &p, t, loc) ? view_load(s, p, t, loc) : sv_none();
  if (p.k != SV_ALT) return frag_check(s, load1(s, p, t, loc), t, loc);
  alt_split it;
  alt_begin(s, &it, &p, 1);
  while (alt_next(s, &it)) alt_take(s, &it, load1(s, it.cur, t, loc), loc);
  return frag_check(s, alt_end(s, &it), t, loc);
}

/* A byte of a pointer stored into a union (sv.frag) read as a value of another type than through
 * the member of pointer type (view_load_ptr): not modelled, as cc_exec.c's cc_load. */
static sv frag_check(sx *s, sv v, const cc_type *t, eq_loc loc) {
  int frag = v.k == SV_PTR && v.frag, alt = 0;
  for (long j = 0; v.k == SV_ALT && j < v.nagg; j++) alt |= v.agg[j].frag != 0;
  if ((!frag && !alt) || t->k == CC_PTR) return v;
  char tb[80];
  const char *why = arena_printf(s->a, "unsupported: a byte of a pointer stored into a union read as %s", cc_type_name(t, tb, sizeof tb));
  if (alt || v.ig == TERM_NULL) {
    unknown(s, loc, "%s", why);
    return sv_none();
  }
  /* the byte other paths stored, where they did; the pointer's elsewhere */
  unknown_where(s, NOT(s, v.ig), loc, why);
  return is_false(s, s->act) ? sv_none() : sv_int(v.ival);
}

static sv load1(sx *s, sv p, const cc_type *t, eq_loc loc) {
  if (p.k != SV_PTR) { unknown(s, loc, "unsupported: access through a non-pointer value"); return sv_none(); }
  if (p.obj < 0) {
    ub(s, T(s), loc, "null pointer dereference (C11 6.5.3.2p4)");
    return sv_none();
  }
  if (dead_access(s, &p, loc, "access")) return sv_none();
  null_ub(s, &p, loc, "null pointer access (C11 6.5.3.2p4)");
  ub(s, outside(s, &p), loc, "access out of bounds of '%s' (C11 6.5.6p8)", s->objs[p.obj].name);
  int beyond = reads_beyond(s, &p) && t->leaves == 1 && cc_is_scalar(t);
  if (!beyond) array_cap_cut(s, &p, loc);
  obj *o = &s->objs[p.obj];
  term_ref cell = cell_of(s, &p);
  sv *vals = arena_alloc(s->a, sizeof(sv) * (size_t)(t->leaves + 1));
  term_ref undef = F(s);
  if (beyond) {
    term_ref at = beyond_at(s, o, &p, cell);
    if (term_is_const(s->tc, cell) && term_bv_value(s->tc, cell) >= (term_u128)o->ncells) {
      vals[0] = o->cells[0].k == SV_FLT ? sv_flt(at) : sv_int(at);
      return vals[0];
    }
    sv in = sv_none();
    for (long pos = 0; pos < o->ncells; pos++) {
      term_ref here = term_eq(s->tc, cell, BV(s, 64, (uint64_t)pos));
      if (pos == 0) in = o->cells[0];
      else if (!sv_ite(s, here, o->cells[pos], in, &in)) { unknown(s, loc, "unsupported: elements of '%s' of different kinds", o->name); return sv_none(); }
    }
    sv far = o->cells[0].k == SV_FLT ? sv_flt(at) : sv_int(at);
    sv r;
    if (!sv_ite(s, M2(s, OP_BVULT, cell, BV(s, 64, (uint64_t)o->ncells)), in, far, &r)) { unknown(s, loc, "unsupported: elements of '%s' of different kinds", o->name); return sv_none(); }
    return r; /* the caller's elements are determinate */
  }
  if (term_is_const(s->tc, cell)) {
    long c = (long)term_bv_value(s->tc, cell);
    if (!cells_fit(o, c, t)) { unknown(s, loc, "unsupported: access to '%s' with another type", o->name); return sv_none(); }
    for (long k = 0; k < t->leaves; k++) {
      vals[k] = o->cells[c + k];
      undef = OR(s, undef, o->undef[c + k]);
    }
  } else {
    int any = 0;
    for (long pos = 0; pos < o->ncells; pos++) {
      if (!cells_fit(o, pos, t)) continue;
      term_ref here = term_eq(s->tc, cell, BV(s, 64, (uint64_t)pos));
      for (long k = 0; k < t->leaves; k++) {
        if (!any) vals[k] = o->cells[pos + k];
        else if (!sv_ite(s, here, o->cells[pos + k], vals[k], &vals[k])) {
          unknown(s, loc, "unsupported: pointers into different objects in '%s'", o->name);
          return sv_none();
        }
        undef = any || k ? ITE(s, here, o->undef[pos + k], undef) : o->undef[pos + k];
      }
      any = 1;
    }
    if (!any) { unknown(s, loc, "unsupported: access to '%s' with another type", o->name); return sv_none(); }
  }
  /* C11 6.3.2.1p2: reading an automatic object that was never assigned is undefined. */
  ub(s, undef, loc, "use of an indeterminate value of '%s' (C11 6.3.2.1p2)", o->name);
  if (t->leaves == 1 && cc_is_scalar(t)) return vals[0];
  sv r = {.k = SV_AGG, .obj = -1, .agg = vals, .nagg = t->leaves};
  return r;
}

static void store1(sx *s, sv p, const cc_type *t, sv v, eq_loc loc);
static void store(sx *s, sv p, const cc_type *t, sv v, eq_loc loc) {
  if (p.k == SV_PTR && p.view) {
    if (view_bytes(s, &p, t, loc)) view_store(s, p, t, v, loc);
    return;
  }
  if (p.k != SV_ALT) { store1(s, p, t, v, loc); return; }
  alt_split it;
  alt_begin(s, &it, &p, 0);
  while (alt_next(s, &it)) {
    store1(s, it.cur, t, v, loc);
    alt_take(s, &it, sv_none(), loc);
  }
  alt_end(s, &it);
}

static void store1(sx *s, sv p, const cc_type *t, sv v, eq_loc loc) {
  if (p.k != SV_PTR) { unknown(s, loc, "unsupported: store through a non-pointer value"); return; }
  if (p.obj < 0) { ub(s, T(s), loc, "null pointer dereference (C11 6.5.3.2p4)"); return; }
  if (dead_access(s, &p, loc, "access")) return;
  if (s->objs[p.obj].readonly) { ub(s, T(s), loc, "write to a string literal (C11 6.4.5p7)"); return; }
  /* the caller's const struct: a store through a cast-away const changes what the caller sees,
   * which no output compares (and is undefined where the caller's object is const, 6.7.3p6) */
  if (s->objs[p.obj].param_struct == 1) { unknown(s, loc, "unsupported: store into the struct behind const parameter '%s'", s->objs[p.obj].name); return; }
  null_ub(s, &p, loc, "null pointer access (C11 6.5.3.2p4)");
  ub(s, outside(s, &p), loc, "access out of bounds of '%s' (C11 6.5.6p8)", s->objs[p.obj].name);
  array_cap_cut(s, &p, loc);
  if (is_false(s, s->act)) return;
  obj *o = &s->objs[p.obj];
  /* the caller's array: its final contents become an output of the call (see array_outputs) */
  if (o->param_array || o->param_struct == 2) o->written = 1;
  const sv *vals = v.k == SV_AGG ? v.agg : &v;
  if (v.k == SV_AGG ? v.nagg != t->leaves : t->leaves != 1) { unknown(s, loc, "unsupported: store of a value of another shape"); return; }
  term_ref cell = cell_of(s, &p);
  int any = 0;
  for (long pos = 0; pos < o->ncells; pos++) {
    if (!cells_fit(o, pos, t)) continue;
    term_ref here = AND(s, s->act, term_eq(s->tc, cell, BV(s, 64, (uint64_t)pos)));
    if (is_false(s, here)) continue;
    for (long k = 0; k < t->leaves; k++) {
      /* A cell never written holds no value that any read may see (the read of it goes wrong on
       * undef), so it takes the stored one: `T *e = a + n;` under the guard that a + n is defined
       * is no merge with the declaration's placeholder; so does one indeterminate exactly where
       * this store does not happen (an initializer's zero fill under the same guard). */
      if (o->undef[pos + k] == T(s) || o->undef[pos + k] == NOT(s, here)) {
        o->cells[pos + k] = vals[k];
        o->undef[pos + k] = NOT(s, here);
        continue;
      }
      if (!sv_ite(s, here, vals[k], o->cells[pos + k], &o->cells[pos + k])) {
        unknown(s, loc, "unsupported: merge of pointers into different objects");
        return;
      }
      o->undef[pos + k] = AND(s, o->undef[pos + k], NOT(s, here));
    }
    any = 1;
  }
  if (!any) unknown(s, loc, "unsupported: store to '%s' with another type", o->name);
}

static sv obj_ptr(sx *s, int ob, const cc_type *t) {
  return (sv){.k = SV_PTR, .obj = ob, .n = 1, .L = t->leaves, .base = BV(s, 64, 0), .idx = BV(s, 64, 0)};
}

/* ---- conversions (C11 6.3.1) ------------------------------------------------------------------- */

static term_ref truth(sx *s, sv v, eq_loc loc) {
  switch (v.k) {
  case SV_INT: return NOT(s, term_eq(s->tc, v.t, BV(s, term_sort_width(s->tc, term_sort_of(s->tc, v.t)), 0)));
  case SV_FLT: return NOT(s, term_mk1(s->tc, OP_FP_ISZERO, v.t)); /* NaN is true: NaN != 0 */
  case SV_PTR: return v.obj < 0 ? F(s) : v.isnull != TERM_NULL ? NOT(s, v.isnull) : T(s);
  case SV_ALT: { /* its alternative's truth where its guard holds */
    term_ref r = F(s);
    for (long j = 0; j < v.nagg; j++) r = OR(s, r, AND(s, v.altg[j], truth(s, v.agg[j], loc)));
    return r;
  }
  case SV_FN: return NOT(s, term_eq(s->tc, v.t, BV(s, FN_BITS, 0)));
  default: unknown(s, loc, "unsupported: truth value of a non-scalar"); return F(s);
  }
}

static sv bool_int(sx *s, term_ref c) { return sv_int(ITE(s, c, BV(s, 32, 1), BV(s, 32, 0))); }

/* ---- the symbolic executor's domain for the shared rules (cc_rules.h): terms ----------------- */

typedef struct dom_ctx {
  sx *s;
  cc_op op;
  const char *tn;
  unsigned w;
  eq_loc loc;
} dom_ctx;

static uint64_t dom_k(void *ctx, unsigned w, uint64_t v) { return BV(((dom_ctx *)ctx)->s, w, v); }

static uint64_t dom_op(void *ctx, cc_dop op, unsigned w, uint64_t a, uint64_t b) {
  sx *s = ((dom_ctx *)ctx)->s;
  term_ref x = (term_ref)a, y = (term_ref)b;
  switch (op) {
  case CC_D_SADD_OVF: return term_bv_sadd_ovf(s->tc, x, y);
  case CC_D_SSUB_OVF: return term_bv_ssub_ovf(s->tc, x, y);
  case CC_D_SMUL_OVF: return term_bv_smul_ovf(s->tc, x, y);
  case CC_D_SDIV_OVF: return term_bv_sdiv_ovf(s->tc, x, y);
  case CC_D_ADD: return M2(s, OP_BVADD, x, y);
  case CC_D_SUB: return M2(s, OP_BVSUB, x, y);
  case CC_D_MUL: return M2(s, OP_BVMUL, x, y);
  case CC_D_SDIV: return M2(s, OP_BVSDIV, x, y);
  case CC_D_UDIV: return M2(s, OP_BVUDIV, x, y);
  case CC_D_SREM: return M2(s, OP_BVSREM, x, y);
  case CC_D_UREM: return M2(s, OP_BVUREM, x, y);
  case CC_D_AND: return M2(s, OP_BVAND, x, y);
  case CC_D_OR: return M2(s, OP_BVOR, x, y);
  case CC_D_XOR: return M2(s, OP_BVXOR, x, y);
  case CC_D_NOT: return term_mk1(s->tc, OP_BVNOT, x);
  case CC_D_SHL: return M2(s, OP_BVSHL, x, y);
  case CC_D_LSHR: return M2(s, OP_BVLSHR, x, y);
  case CC_D_ASHR: return M2(s, OP_BVASHR, x, y);
  case CC_D_EQ: return term_eq(s->tc, x, y);
  case CC_D_NE: return NOT(s, term_eq(s->tc, x, y));
  case CC_D_SLT: return M2(s, OP_BVSLT, x, y);
  case CC_D_SLE: return M2(s, OP_BVSLE, x, y);
  case CC_D_SGT: return M2(s, OP_BVSGT, x, y);
  case CC_D_SGE: return M2(s, OP_BVSGE, x, y);
  case CC_D_ULT: return M2(s, OP_BVULT, x, y);
  case CC_D_ULE: return M2(s, OP_BVULE, x, y);
  case CC_D_UGT: return M2(s, OP_BVUGT, x, y);
  case CC_D_UGE: return M2(s, OP_BVUGE, x, y);
  case CC_D_LOR: return OR(s, x, y);
  case CC_D_BIT: return ITE(s, x, BV(s, w, 1), BV(s, w, 0));
  case CC_D_TRUNC: return term_extract(s->tc, w - 1, 0, x);
  case CC_D_SEXT: return term_sext(s->tc, w - (unsigned)b, x);
  case CC_D_ZEXT: return term_zext(s->tc, w - (unsigned)b, x);
  }
  return F(s);
}

/* A goes-wrong case where cond holds (the messages name the operator and type, not values). */
static void dom_ub(void *ctx, cc_ub_rule rule, uint64_t cond) {
  dom_ctx *c = ctx;
  sx *s = c->s;
  term_ref t = (term_ref)cond;
  const char *os = cc_op_spelling(c->op);
  switch (rule) {
  case CC_UB_SIGNED_OVERFLOW: ub(s, t, c->loc, "signed overflow in '%s' in %s (C11 6.5p5)", os, c->tn); return;
  case CC_UB_DIV_ZERO: ub(s, t, c->loc, "division by zero in '%s' (C11 6.5.5p5)", os); return;
  case CC_UB_DIV_OVERFLOW: ub(s, t, c->loc, "signed overflow in '%s': INT_MIN %s -1 in %s (C11 6.5.5p6)", os, os, c->tn); return;
  case CC_UB_SHIFT_COUNT: ub(s, t, c->loc, "shift count out of range for '%s' on %u-bit %s (C11 6.5.7p3)", os, c->w, c->tn); return;
  case CC_UB_SHIFT_NEGATIVE: ub(s, t, c->loc, "left shift of a negative value (C11 6.5.7p4)"); return;
  case CC_UB_SHIFT_OVERFLOW: ub(s, t, c->loc, "left shift overflows %s (C11 6.5.7p4)", c->tn); return;
  }
}

static sv heap_view(sx *s, sv v, const cc_type *et, eq_loc loc);

static sv convert(sx *s, sv v, const cc_type *from, const cc_type *to, eq_loc loc) {
  char b1[80];
  if (v.k == SV_NONE) return v;
  if (v.k == SV_PTR && v.view && to->k != CC_BOOL && !(to->k == CC_PTR && to->elem && to->elem->size == v.L)) {
    unknown(s, loc, "unsupported: a pointer to a union member converted to %s", cc_type_name(to, b1, sizeof b1));
    return sv_none();
  }
  if (to->k == CC_VOID) return (sv){.k = SV_VOID, .obj = -1};
  if (to->k == CC_BOOL && v.k != SV_INT) return sv_int(ITE(s, truth(s, v, loc), BV(s, 1, 1), BV(s, 1, 0)));
  if (v.k == SV_ALT) {
    alt_split it;
    alt_begin(s, &it, &v, 1);
    while (alt_next(s, &it)) alt_take(s, &it, convert(s, it.cur, from, to, loc), loc);
    return alt_end(s, &it);
  }
  unsigned w = cc_is_integer(to) ? (unsigned)cc_int_width(to) : 0;
  if (cc_is_integer(to) && v.k == SV_INT) {
    /* by the shared rules (cc_rules.h), from the term's own width */
    dom_ctx dc = {s, CC_OP_ADD, "", w, loc}; /* a conversion states no undefined behaviour: op, name unused */
    const cc_dom d = {&dc, dom_k, dom_op, dom_ub};
    return sv_int((term_ref)cc_int_convert(&d, from, term_sort_width(s->tc, term_sort_of(s->tc, v.t)), v.t, to));
  }
  if (cc_is_integer(to) && v.k == SV_FLT) {
    /* 6.3.1.4p1: truncation toward zero; undefined when the integral part does not fit. */
    unsigned eb = term_sort_fp_eb(s->tc, term_sort_of(s->tc, v.t)), sb = term_sort_fp_sb(s->tc, term_sort_of(s->tc, v.t));
    term_ref tr = term_mk2(s->tc, OP_FP_RTI, term_rm(s->tc, RM_RTZ), v.t);
    term_ref lo, hi, ok;
    term_ref lim = term_fp_convert(s->tc, eb, sb, RNE(s), term_fp_from_double(s->tc, ldexp_c(cc_is_signed(to) ? (int)w - 1 : (int)w)));
    if (cc_is_signed(to)) {
      lo = term_fp_convert(s->tc, eb, sb, RNE(s), term_fp_from_double(s->tc, -ldexp_c((int)w - 1)));
      ok = AND(s, M2(s, OP_FP_GE, tr, lo), M2(s, OP_FP_LT, tr, lim));
    } else {
      hi = term_fp_convert(s->tc, eb, sb, RNE(s), term_fp_from_double(s->tc, -1.0));
      ok = AND(s, M2(s, OP_FP_GT, tr, hi), M2(s, OP_FP_LT, tr, lim));
    }
    ub(s, NOT(s, ok), loc, "conversion of a floating value to %s out of range (C11 6.3.1.4)", cc_type_name(to, b1, sizeof b1));
    term_ref r = cc_is_signed(to) ? term_fp_to_sbv(s->tc, w, term_rm(s->tc, RM_RTZ), v.t)
                                  : term_fp_to_ubv(s->tc, w, term_rm(s->tc, RM_RTZ), v.t);
    return sv_int(r);
  }
  if (cc_is_floating(to) && v.k == SV_INT) {
    /* 6.3.1.4p2: exact when representable, else rounded (to nearest under IEEE). */
    int sg = from->k != CC_BOOL && cc_is_signed(from);
    term_ref r = sg ? term_fp_from_sbv(s->tc, fp_eb(to), fp_sb(to), RNE(s), v.t)
                    : term_fp_from_ubv(s->tc, fp_eb(to), fp_sb(to), RNE(s), v.t);
    return sv_flt(r);
  }
  if (cc_is_floating(to) && v.k == SV_FLT) {
    term_sort srt = term_sort_of(s->tc, v.t);
    if (term_sort_fp_eb(s->tc, srt) == fp_eb(to) && term_sort_fp_sb(s->tc, srt) == fp_sb(to)) return v;
    return sv_flt(term_fp_convert(s->tc, fp_eb(to), fp_sb(to), RNE(s), v.t));
  }
  if (is_fnptr(to) && v.k == SV_FN) return v; /* 6.3.2.3p8 */
  if (is_fnptr(to) && v.k == SV_PTR && v.obj < 0) return zero_of(s, to);
  if (to->k == CC_PTR && v.k == SV_PTR && !is_fnptr(to)) {
    /* a pointer counts in elements of L cells: viewed as a pointer to objects of another number of
     * cells, its arithmetic would step in the wrong unit (cc_exec.c refuses such accesses too) */
    sv w = heap_view(s, v, to->elem, loc);
    const cc_type *et = to->elem;
    if (w.k == SV_PTR && w.obj >= 0 && w.L != 0 && et && et->k != CC_VOID && et->leaves >= 1 && et->leaves != w.L) {
      unknown(s, loc, "unsupported: conversion to %s of a pointer to objects of another size in symbolic execution",
              cc_type_name(to, b1, sizeof b1));
      return sv_none();
    }
    return w;
  }
  if (to->k == CC_PTR && v.k == SV_INT && term_is_const(s->tc, v.t) && term_bv_value(s->tc, v.t) == 0) return zero_of(s, to);
  unknown(s, loc, "unsupported: conversion to %s in symbolic execution", cc_type_name(to, b1, sizeof b1));
  return sv_none();
}

/* ---- arithmetic (C11 6.5.5-6.5.15; operands already converted to t) ----------------------------- */

/* Integer arithmetic in type t (operands already converted to t; a shift's count b of its own
 * promoted type bt), by the shared rules (cc_rules.h). */
static sv int_arith(sx *s, cc_op op, sv a, sv b, const cc_type *t, const cc_type *bt, eq_loc loc) {
  char tn[80];
  cc_type_name(t, tn, sizeof tn);
  dom_ctx dc = {s, op, tn, (unsigned)cc_int_width(t), loc};
  const cc_dom d = {&dc, dom_k, dom_op, dom_ub};
  uint64_t r;
  if (!cc_int_binary(&d, op, t, a.t, b.t, term_sort_width(s->tc, term_sort_of(s->tc, b.t)),
                     bt && cc_is_integer(bt) && cc_is_signed(bt), &r)) {
    unknown(s, loc, "unsupported: integer operator '%s'", cc_op_spelling(op));
    return sv_none();
  }
  return sv_int((term_ref)r);
}

/* ~v in its promoted type t, by the shared rules (cc_rules.h); ~ states no undefined behaviour. */
static sv int_not(sx *s, sv v, const cc_type *t, eq_loc loc) {
  dom_ctx dc = {s, CC_OP_NOT, "", (unsigned)cc_int_width(t), loc};
  const cc_dom d = {&dc, dom_k, dom_op, dom_ub};
  return sv_int((term_ref)cc_int_not(&d, t, v.t));
}

/* IEEE arithmetic (Annex F, FLT_EVAL_METHOD 0, round to nearest even). */
static sv flt_arith(sx *s, cc_op op, sv a, sv b, eq_loc loc) {
  term_ref x = a.t, y = b.t;
  switch (op) {
  case CC_OP_ADD: return sv_flt(term_mk3(s->tc, OP_FP_ADD, RNE(s), x, y));
  case CC_OP_SUB: return sv_flt(term_mk3(s->tc, OP_FP_SUB, RNE(s), x, y));
  case CC_OP_MUL: return sv_flt(term_mk3(s->tc, OP_FP_MUL, RNE(s), x, y));
  case CC_OP_DIV: return sv_flt(term_mk3(s->tc, OP_FP_DIV, RNE(s), x, y));
  case CC_OP_LT: return bool_int(s, M2(s, OP_FP_LT, x, y));
  case CC_OP_GT: return bool_int(s, M2(s, OP_FP_GT, x, y));
  case CC_OP_LE: return bool_int(s, M2(s, OP_FP_LE, x, y));
  case CC_OP_GE: return bool_int(s, M2(s, OP_FP_GE, x, y));
  case CC_OP_EQ: return bool_int(s, M2(s, OP_FP_EQ, x, y));
  case CC_OP_NE: return bool_int(s, NOT(s, M2(s, OP_FP_EQ, x, y)));
  default: unknown(s, loc, "unsupported: floating operator '%s'", cc_op_spelling(op)); return sv_none();
  }
}

static sv arith(sx *s, cc_op op, sv a, sv b, const cc_type *t, const cc_type *bt, eq_loc loc) {
  if (a.k == SV_NONE || b.k == SV_NONE) return sv_none();
  if (cc_is_floating(t)) {
    if (a.k != SV_FLT || b.k != SV_FLT) { unknown(s, loc, "unsupported: mixed operands"); return sv_none(); }
    return flt_arith(s, op, a, b, loc);
  }
  if (a.k != SV_INT || b.k != SV_INT) { unknown(s, loc, "unsupported: operator '%s' on these operands", cc_op_spelling(op)); return sv_none(); }
  return int_arith(s, op, a, b, t, bt, loc);
}

/* ---- the heap (C11 7.22.3) ---------------------------------------------------------------------- *
 * Each malloc or calloc makes a fresh block. A request of at most HEAP_MAX_BYTES bytes succeeds:
 * C11 7.22.3 lets an allocation fail, and cc_run's fails only past its memory budget, so a null
 * result is not explored; the verdict states it (heap assumption). A larger request is not
 * followed (bound reached). free ends a block's lifetime on the paths that call it; an access,
 * pointer arithmetic or a second free there goes wrong as in cc_lib.c; a block never freed (a
 * leak) is no going wrong. realloc keeps the block's object and gives it a new generation and
 * length where it runs: the pointers of the older generation designate the freed block (stale),
 * so a pointer into the grown buffer merges with one into the old one where branches join. A block
 * is followed up to HEAP_CAP elements or its largest constant length, whichever is more; an
 * access beyond is unknown (bound reached). */
enum { HEAP_MAX_BYTES = 1 << 16, HEAP_CAP = 16 };

static sv heap_alloc(sx *s, term_ref bytes, int fill, eq_loc loc, const char *fn) {
  bound_cut(s, M2(s, OP_BVUGT, bytes, BV(s, 64, HEAP_MAX_BYTES)), loc,
            arena_printf(s->a, "bound reached: %s of more than %d bytes not followed", fn, HEAP_MAX_BYTES));
  if (is_false(s, s->act)) return sv_none();
  int ob = obj_new(s, arena_printf(s->a, "the block of %s at %s", fn, locs(s, loc)), NULL, 0);
  obj *o = &s->objs[ob];
  o->heap = 1;
  o->fill = fill;
  o->bytes = bytes;
  o->freed = F(s);
  o->gen = BV(s, 32, 0);
  s->nheap++;
  return (sv){.k = SV_PTR, .obj = ob, .n = 0, .L = 0, .base = BV(s, 64, 0), .idx = BV(s, 64, 0), .gen = o->gen};
}

/* Makes room for `count` elements of the block's element type (new cells indeterminate). */
static int heap_room(sx *s, obj *o, long count, eq_loc loc) {
  char tn[80];
  const cc_type *et = o->type ? o->type->elem : NULL;
  if (!et || count <= o->type->n) return 1;
  if (count * et->leaves > MAX_CELLS) {
    unknown(s, loc, "unsupported: %s as %ld elements of %s in symbolic execution", o->name, count, cc_type_name(et, tn, sizeof tn));
    return 0;
  }
  cc_type *at = cc_type_new(s->a, CC_ARRAY);
  at->elem = et, at->n = count, at->size = count * et->size, at->align = et->align, at->leaves = count * et->leaves;
  sv *cells = arena_alloc(s->a, sizeof(sv) * (size_t)(at->leaves + 1));
  term_ref *undef = arena_alloc(s->a, sizeof(term_ref) * (size_t)(at->leaves + 1));
  for (long i = 0; i < at->leaves; i++) {
    if (i < o->ncells) {
      cells[i] = o->cells[i], undef[i] = o->undef[i];
      continue;
    }
    long off;
    cells[i] = zero_of(s, cc_leaf_type(at, i, &off));
    undef[i] = T(s);
  }
  o->type = at, o->cells = cells, o->undef = undef, o->ncells = at->leaves;
  return 1;
}

/* The element count of a block of `bytes` bytes of elements of et: a constant, or a term whose
 * elements are followed up to HEAP_CAP (hcap). */
static term_ref heap_len(sx *s, obj *o, term_ref bytes, const cc_type *et, long *room) {
  /* bytes / size, as a shift where the size is a power of two (a 64-bit division is costly for
   * the solver, and every bounds check reads the length) */
  uint64_t sz = (uint64_t)et->size;
  term_ref len = sz == 1 ? bytes
               : (sz & (sz - 1)) == 0 ? M2(s, OP_BVLSHR, bytes, BV(s, 64, (uint64_t)__builtin_ctzll(sz)))
                                      : M2(s, OP_BVUDIV, bytes, BV(s, 64, sz));
  if (term_is_const(s->tc, len)) {
    *room = (long)term_bv_value(s->tc, len);
  } else {
    *room = HEAP_CAP;
    o->hcap = HEAP_CAP;
  }
  return len;
}

/* Gives an untyped block the element type et (C11 6.5p6: memory from malloc takes the effective
 * type of what is stored in it), as many elements as fit in its bytes; 0 when not modelled. */
static int heap_imprint(sx *s, obj *o, const cc_type *et, eq_loc loc) {
  long room;
  o->nlen = heap_len(s, o, o->bytes, et, &room);
  cc_type *at = cc_type_new(s->a, CC_ARRAY);
  at->elem = et, at->n = 0, at->align = et->align;
  o->type = at;
  o->ncells = 0;
  if (!heap_room(s, o, room, loc)) return 0;
  for (long i = 0; i < o->ncells; i++) {
    long off;
    const cc_type *lt = cc_leaf_type(o->type, i, &off);
    if (o->fill == 0 && is_fnptr(lt)) {
      unknown(s, loc, "unsupported: zero-filled function pointers in %s", o->name);
      return 0;
    }
    /* calloc's bytes are all zero: every integer 0, every double +0.0, every pointer null here */
    o->cells[i] = zero_of(s, lt);
    o->undef[i] = o->fill == 0 ? F(s) : T(s);
  }
  return 1;
}

/* A pointer to a heap block converted to a pointer to et: an untyped block takes et as its element
 * type; a pointer that did not yet count in elements of it does now. */
static sv heap_view(sx *s, sv v, const cc_type *et, eq_loc loc) {
  if (v.obj < 0 || !s->objs[v.obj].heap || !et || et->k == CC_VOID || et->k == CC_FUNC || et->size <= 0 || et->leaves < 1)
    return v;
  obj *o = &s->objs[v.obj];
  if (!o->type && !heap_imprint(s, o, et, loc)) return sv_none();
  o = &s->objs[v.obj];
  if (v.L != 0) return v; /* counts in elements already; an access of another type is load's and store's to refuse */
  if (!cc_type_same(o->type->elem, et)) {
    char t1[80], t2[80];
    unknown(s, loc, "unsupported: %s of %s used as %s in symbolic execution", o->name, cc_type_name(o->type->elem, t1, sizeof t1),
            cc_type_name(et, t2, sizeof t2));
    return sv_none();
  }
  v.n = 0;
  v.L = et->leaves;
  v.hroot = 1;
  return v;
}

/* The checks of free and realloc on a pointer p that is not null (cc_lib.c's check_free, in its
 * order): a block of the heap, not freed, p at its start. Returns 0 when not modelled. */
static int heap_check_free(sx *s, const sv *p, term_ref some, eq_loc loc, const char *fn) {
  obj *o = &s->objs[p->obj];
  if (!o->heap) {
    ub(s, some, loc, "%s of '%s', which was not allocated by malloc (C11 7.22.3.3p2)", fn, o->name);
    return 1;
  }
  ub(s, AND(s, some, stale(s, p)), loc, "double free of %s (C11 7.22.3.3p2)", o->name);
  ub(s, AND(s, some, NOT(s, term_eq(s->tc, cell_of(s, p), BV(s, 64, 0)))), loc,
     "%s of a pointer into the middle of %s (C11 7.22.3.3p2)", fn, o->name);
  return 1;
}

/* free(p) (C11 7.22.3.3): nothing for the null pointer. Returns 0 when not modelled. */
static int heap_free(sx *s, sv p, eq_loc loc) {
  if (p.k != SV_PTR) { unknown(s, loc, "unsupported: free of this value"); return 0; }
  if (p.obj < 0) return 1;
  term_ref some = p.isnull != TERM_NULL ? NOT(s, p.isnull) : T(s);
  heap_check_free(s, &p, some, loc, "free");
  obj *o = &s->objs[p.obj];
  if (o->heap) o->freed = OR(s, o->freed, AND(s, s->act, some));
  return 1;
}

/* realloc(p, n) (C11 7.22.3.5): malloc(n) for the null pointer; otherwise the block of n bytes
 * holding the old one's elements up to the smaller size (the rest indeterminate), the old one
 * freed: here the same object in a new generation. A size of 0 (glibc frees and returns null) and
 * sizes that are not a whole number of elements are not followed. */
static sv heap_realloc(sx *s, sv p, term_ref n, eq_loc loc) {
  if (p.k == SV_PTR && p.obj < 0) return heap_alloc(s, n, -1, loc, "realloc");
  if (p.k != SV_PTR || !s->objs[p.obj].heap) {
    unknown(s, loc, "unsupported: realloc of memory that malloc did not allocate in symbolic execution");
    return sv_none();
  }
  if (p.isnull != TERM_NULL)
    unknown_where(s, p.isnull, loc, "unsupported: realloc of a pointer that is null on some paths in symbolic execution");
  heap_check_free(s, &p, T(s), loc, "realloc");
  unknown_where(s, term_eq(s->tc, n, BV(s, 64, 0)), loc, "unsupported: realloc to size 0 in symbolic execution");
  obj *o = &s->objs[p.obj];
  if (o->type)
    unknown_where(s, NOT(s, term_eq(s->tc, M2(s, OP_BVUREM, n, BV(s, 64, (uint64_t)o->type->elem->size)), BV(s, 64, 0))),
                  loc, "unsupported: realloc to a size that is not a multiple of the element size");
  else if (o->fill == 0)
    unknown(s, loc, "unsupported: realloc of zero-filled memory never accessed");
  bound_cut(s, M2(s, OP_BVUGT, n, BV(s, 64, HEAP_MAX_BYTES)), loc,
            arena_printf(s->a, "bound reached: realloc of more than %d bytes not followed", HEAP_MAX_BYTES));
  if (is_false(s, s->act)) return sv_none();
  term_ref act = s->act;
  o = &s->objs[p.obj];
  o->bytes = ITE(s, act, n, o->bytes);
  o->gen = ITE(s, act, M2(s, OP_BVADD, o->gen, BV(s, 32, 1)), o->gen);
  s->nheap++;
  sv q = {.k = SV_PTR, .obj = p.obj, .n = 0, .L = 0, .base = BV(s, 64, 0), .idx = BV(s, 64, 0), .gen = o->gen};
  if (!o->type) return q;
  const cc_type *et = o->type->elem;
  long room;
  term_ref len = heap_len(s, o, n, et, &room);
  if (!heap_room(s, o, room, loc)) return sv_none();
  o = &s->objs[p.obj];
  /* elements at or past the new length are indeterminate where this realloc runs (a later
   * growth does not bring them back) */
  for (long k = 0; k < o->ncells; k++) {
    term_ref past = M2(s, OP_BVUGE, BV(s, 64, (uint64_t)(k / et->leaves)), len);
    o->undef[k] = OR(s, o->undef[k], AND(s, act, past));
  }
  o->nlen = ITE(s, act, len, o->nlen);
  return heap_view(s, q, et, loc);
}

/* ---- expressions ------------------------------------------------------------------------------- */

static sv eval(sx *s, const cc_expr *e);
static sv eval_lv(sx *s, const cc_expr *e);
static sv view_ptr(sx *s, const cc_expr *e);
static sv call_function(sx *s, int fi, sv *args, int nargs, eq_loc loc, int discarded);
static int contract_call(sx *s, const cc_func *fn, const rel_contract *ct, const sv *args, int nargs, eq_loc loc, sv *res);

/* A type whose every cell is const (const int, const char[4], an array of const structs). */
static int read_only_type(const cc_type *t) {
  while (t->k == CC_ARRAY && !t->is_const) t = t->elem;
  return t->is_const;
}

static sv var_ptr(sx *s, const cc_var *v) {
  if (v->unsupported) { unknown(s, v->loc, "unsupported: %s", v->unsupported); return sv_none(); }
  /* as cc_exec.c's var_ptr: a static object whose initializer is not modelled, where it is used */
  if (v->kind == CC_VAR_GLOBAL && v->init && v->init->unsupported) {
    unknown(s, v->init->loc, "unsupported: %s", v->init->unsupported);
    return sv_none();
  }
  if (v->kind == CC_VAR_GLOBAL && s->gwhy[v->slot]) {
    unknown(s, v->loc, "%s", s->gwhy[v->slot]);
    return sv_none();
  }
  if (v->kind == CC_VAR_GLOBAL && s->gtrack && !s->gused && !read_only_type(v->type) && !s->gstate[v->slot]) s->gused = v->name;
  int ob = v->kind == CC_VAR_GLOBAL ? s->globals[v->slot] : s->call->slots[v->slot];
  return obj_ptr(s, ob, v->type);
}

/* p + i elements (6.5.6p8): defined only within [0, n]. */
static sv ptr_add1(sx *s, sv p, sv i, int is_signed, int neg, eq_loc loc, const char *what);
static sv ptr_add(sx *s, sv p, sv i, int is_signed, int neg, eq_loc loc, const char *what) {
  if (p.k != SV_ALT) return ptr_add1(s, p, i, is_signed, neg, loc, what);
  alt_split it;
  alt_begin(s, &it, &p, 1);
  while (alt_next(s, &it)) alt_take(s, &it, ptr_add1(s, it.cur, i, is_signed, neg, loc, what), loc);
  return alt_end(s, &it);
}

static sv ptr_add1(sx *s, sv p, sv i, int is_signed, int neg, eq_loc loc, const char *what) {
  if (p.k != SV_PTR || i.k != SV_INT) { unknown(s, loc, "unsupported: %s on these operands", what); return sv_none(); }
  if (p.obj < 0) { ub(s, T(s), loc, "%s on a null pointer (C11 6.5.6p8)", what); return sv_none(); }
  if (dead_access(s, &p, loc, what)) return sv_none();
  term_ref k = sext64(s, i.t, is_signed);
  /* as cc_ptr_add: null + 0 is the null pointer, any other offset goes wrong */
  if (p.obj >= 0 && p.isnull != TERM_NULL)
    ub(s, AND(s, p.isnull, NOT(s, term_eq(s->tc, k, BV(s, 64, 0)))), loc, "%s on a null pointer (C11 6.5.6p8)", what);
  term_ref ovf = neg ? term_bv_ssub_ovf(s->tc, p.idx, k) : term_bv_sadd_ovf(s->tc, p.idx, k);
  term_ref ni = M2(s, neg ? OP_BVSUB : OP_BVADD, p.idx, k);
  ub(s, OR(s, ovf, OR(s, M2(s, OP_BVSLT, ni, BV(s, 64, 0)), M2(s, OP_BVSGT, ni, len_of(s, &p)))), loc,
     "%s outside the array '%s' (C11 6.5.6p8)", what, s->objs[p.obj].name);
  p.idx = ni;
  return p;
}

/* *v as an lvalue: v designates an object (the null pointer and dead objects go wrong). */
static sv deref1(sx *s, sv v, eq_loc loc) {
  if (v.k != SV_PTR) { unknown(s, loc, "unsupported: dereference of a non-pointer"); return sv_none(); }
  if (v.obj < 0) { ub(s, T(s), loc, "null pointer dereference (C11 6.5.3.2p4)"); return sv_none(); }
  if (dead_access(s, &v, loc, "dereference")) return sv_none();
  null_ub(s, &v, loc, "null pointer dereference (C11 6.5.3.2p4)");
  return v;
}

/* b[i] (index expression e) as an lvalue, b one pointer. */
static sv index1(sx *s, const cc_expr *e, sv b, sv i) {
  if (b.k == SV_PTR && b.obj < 0) { ub(s, T(s), e->loc, "null pointer dereference in subscript (C11 6.5.3.2p4)"); return sv_none(); }
  null_ub(s, &b, e->loc, "null pointer dereference in subscript (C11 6.5.3.2p4)");
  return ptr_add(s, b, i, cc_is_signed(e->b->type), 0, e->loc, "subscript");
}

/* The member of member expression e of the struct at p (one pointer). */
static sv member1(sx *s, const cc_expr *e, sv p) {
  if (p.k != SV_PTR) { unknown(s, e->loc, "unsupported: member of a non-pointer value"); return sv_none(); }
  const cc_type *st = e->a->type;
  if (st->k != CC_STRUCT) { unknown(s, e->loc, "unsupported: member of a non-struct"); return sv_none(); }
  const cc_field *f = &st->rec->fields[e->field];
  /* the member as an array of one, so &s.f + 1 is one past it */
  ub(s, outside(s, &p), e->loc, "member access out of bounds (C11 6.5.6p8)");
  sv q = {.k = SV_PTR, .obj = p.obj, .n = 1, .L = f->type->leaves, .gen = p.gen,
          .base = M2(s, OP_BVADD, cell_of(s, &p), BV(s, 64, (uint64_t)f->leaf)), .idx = BV(s, 64, 0)};
  return q;
}

static sv eval_lv(sx *s, const cc_expr *e) {
  switch (e->k) {
  case CC_E_VAR: return var_ptr(s, e->var);
  case CC_E_DEREF: {
    sv v = eval(s, e->a);
    if (v.k == SV_NONE) return v;
    if (v.k != SV_ALT) return deref1(s, v, e->loc);
    alt_split it;
    alt_begin(s, &it, &v, 1);
    while (alt_next(s, &it)) alt_take(s, &it, deref1(s, it.cur, e->loc), e->loc);
    return alt_end(s, &it);
  }
  case CC_E_INDEX: {
    sv b = eval(s, e->a), i = eval(s, e->b);
    if (b.k == SV_NONE || i.k == SV_NONE) return sv_none();
    if (b.k != SV_ALT) return index1(s, e, b, i);
    alt_split it;
    alt_begin(s, &it, &b, 1);
    while (alt_next(s, &it)) alt_take(s, &it, index1(s, e, it.cur, i), e->loc);
    return alt_end(s, &it);
  }
  case CC_E_MEMBER: {
    sv p = eval_lv(s, e->a);
    if (p.k == SV_NONE) return p;
    if (p.k != SV_ALT) return member1(s, e, p);
    alt_split it;
    alt_begin(s, &it, &p, 1);
    while (alt_next(s, &it)) alt_take(s, &it, member1(s, e, it.cur), e->loc);
    return alt_end(s, &it);
  }
  case CC_E_STR: {
    /* one array of static storage per literal (C11 6.4.5p6), its bytes constant, as cc_exec.c */
    if (e->str < 0 || e->str >= s->p->nstrs || !e->type || e->type->k != CC_ARRAY || !e->type->elem ||
        e->type->leaves != s->p->strs[e->str].len) {
      unknown(s, e->loc, "unsupported: string literal of this type in symbolic execution");
      return sv_none();
    }
    if (!s->strobjs) {
      s->strobjs = arena_alloc(s->a, sizeof(int) * (size_t)(s->p->nstrs + 1));
      memset(s->strobjs, 0xff, sizeof(int) * (size_t)(s->p->nstrs + 1));
    }
    int *ob = &s->strobjs[e->str];
    if (*ob < 0) {
      const cc_strlit *sl = &s->p->strs[e->str];
      *ob = obj_new(s, "string literal", e->type, 1);
      obj *o = &s->objs[*ob];
      o->readonly = 1;
      unsigned w = (unsigned)cc_int_width(e->type->elem);
      for (long i = 0; i < sl->len; i++) o->cells[i] = sv_int(BV(s, w, (uint64_t)(unsigned char)sl->bytes[i]));
    }
    return obj_ptr(s, *ob, e->type);
  }
  case CC_E_VIEW: return view_ptr(s, e); /* only for lv_load and lv_store */
  case CC_E_UNSUPPORTED: unknown(s, e->loc, "unsupported: %s", e->reason); return sv_none();
  default: unknown(s, e->loc, "unsupported: lvalue of kind %d", (int)e->k); return sv_none();
  }
}

/* The transcendental math.h functions (sin … hypot in CC_BUILTINS): an uninterpreted function of
 * the double arguments. The only property a proof may use is that equal arguments give equal
 * results (IEEE 754 does not fix their rounding; libm's results are what the replay shows). */
static int is_transcendental(int b) { return b >= CC_B_SIN && b <= CC_B_HYPOT; }

static sv transcendental(sx *s, const cc_expr *e, const sv *a) {
  const char *name = cc_builtin_name((cc_builtin)e->builtin);
  term_sort d64 = term_sort_fp(s->tc, 11, 53), dom[2];
  term_ref targs[2];
  if (e->nargs < 1 || e->nargs > 2 || e->type->k != CC_DOUBLE)
    return unknown(s, e->loc, "unsupported: call of %s with these arguments", name), sv_none();
  for (int k = 0; k < e->nargs; k++) {
    if (a[k].k != SV_FLT || term_sort_of(s->tc, a[k].t) != d64)
      return unknown(s, e->loc, "unsupported: %s argument", name), sv_none();
    dom[k] = d64;
    targs[k] = a[k].t;
  }
  term_fun f = term_fun_declare(s->tc, name, (unsigned)e->nargs, dom, d64);
  return sv_flt(term_app(s->tc, f, targs, (unsigned)e->nargs));
}

/* <ctype.h> (cc_ctype_class_of): the argument must be EOF or an unsigned char value (C11 7.4p1);
 * a classification is its mask where the character lies in one of the class's ranges. */
static sv ctype_call(sx *s, const cc_expr *e, sv c) {
  if (c.k != SV_INT || term_sort_width(s->tc, term_sort_of(s->tc, c.t)) != 32)
    return unknown(s, e->loc, "unsupported: %s argument", cc_builtin_name((cc_builtin)e->builtin)), sv_none();
  term_ref x = c.t;
  term_ref bad = AND(s, NOT(s, term_eq(s->tc, x, BV(s, 32, 0xffffffffu))),
                     OR(s, M2(s, OP_BVSLT, x, BV(s, 32, 0)), M2(s, OP_BVSGT, x, BV(s, 32, 255))));
  ub(s, bad, e->loc, "argument of %s is neither EOF nor an unsigned char value (C11 7.4p1)",
     cc_builtin_name((cc_builtin)e->builtin));
  const cc_ctype_class *k = cc_ctype_class_of(e->builtin);
  if (k) {
    term_ref in = F(s);
    for (int i = 0; i < k->nranges; i++)
      in = OR(s, in, AND(s, M2(s, OP_BVSGE, x, BV(s, 32, (uint64_t)k->lo[i])), M2(s, OP_BVSLE, x, BV(s, 32, (uint64_t)k->hi[i]))));
    return sv_int(ITE(s, in, BV(s, 32, (uint64_t)k->mask), BV(s, 32, 0)));
  }
  int up = e->builtin == CC_B_TOUPPER;
  term_ref lo = BV(s, 32, up ? 'a' : 'A'), hi = BV(s, 32, up ? 'z' : 'Z');
  term_ref in = AND(s, M2(s, OP_BVSGE, x, lo), M2(s, OP_BVSLE, x, hi));
  term_ref moved = up ? M2(s, OP_BVSUB, x, BV(s, 32, 32)) : M2(s, OP_BVADD, x, BV(s, 32, 32));
  return sv_int(ITE(s, in, moved, x));
}

/* Whether errno is followed here: the program uses it and the function compared is main. */
static int errno_followed(const sx *s) { return s->p->errno_global && !s->gwhy[s->p->errno_global - 1]; }

/* errno (cc_program.errno_global) after a library function reports error `code` where cond
 * holds (a range error of strtol, ERANGE: C11 7.22.1.4p8), unchanged elsewhere, as glibc leaves it
 * where it reports none (cc_lib.c's set_errno). */
static void errno_where(sx *s, term_ref cond, int code, eq_loc loc) {
  if (!errno_followed(s) || is_false(s, AND(s, s->act, cond))) return;
  const cc_type *it = cc_basic(CC_INT);
  sv p = obj_ptr(s, s->globals[s->p->errno_global - 1], it), old = load(s, p, it, loc);
  if (old.k != SV_INT) return; /* went wrong or unknown there: the case is recorded */
  store(s, p, it, sv_int(ITE(s, cond, BV(s, 32, (uint64_t)code), old.t)), loc);
}

static sv string_builtin(sx *s, const cc_expr *e, sv *a);
static sv strcmp_call(sx *s, const cc_expr *e, sv a, sv b, term_ref lim);
static sv strchr_call(sx *s, const cc_expr *e, sv p, sv c);
static sv mem_call(sx *s, const cc_expr *e, sv *a);
static sv str_copy_call(sx *s, const cc_expr *e, sv *a);
static const cc_type *mem_elem(const cc_expr *e, int i);
static term_ref stdin_byte_var(term_ctx *tc, int j);

static sv call_builtin(sx *s, const cc_expr *e, sv *a) {
  int b = e->builtin;
  for (int i = 0; i < e->nargs; i++) {
    if (a[i].k == SV_NONE) return sv_none();
    if (a[i].k == SV_PTR && a[i].view) {
      unknown(s, e->loc, "unsupported: a pointer to a union member passed to %s", cc_builtin_name((cc_builtin)b));
      return sv_none();
    }
  }
  int flt1 = e->nargs >= 1 && a[0].k == SV_FLT, flt2 = e->nargs >= 2 && a[1].k == SV_FLT;
  term_ctx *tc = s->tc;
  if (errno_followed(s) && (is_transcendental(b) || b == CC_B_SQRT || b == CC_B_FMOD)) {
    /* their domain, pole and range errors set errno (7.12.1), which is not followed here */
    unknown(s, e->loc, "unsupported: %s in a program that uses errno (its domain and range errors set it, C11 7.12.1) in symbolic execution",
            cc_builtin_name((cc_builtin)b));
    return sv_none();
  }
  if (is_transcendental(b)) return transcendental(s, e, a);
  if (b >= CC_B_ISDIGIT && b <= CC_B_TOLOWER) return ctype_call(s, e, a[0]);
  switch (b) {
  case CC_B_SQRT: if (flt1) return sv_flt(term_mk2(tc, OP_FP_SQRT, RNE(s), a[0].t)); break;
  case CC_B_FABS: if (flt1) return sv_flt(term_mk1(tc, OP_FP_ABS, a[0].t)); break;
  case CC_B_FLOOR: if (flt1) return sv_flt(term_mk2(tc, OP_FP_RTI, term_rm(tc, RM_RTN), a[0].t)); break;
  case CC_B_CEIL: if (flt1) return sv_flt(term_mk2(tc, OP_FP_RTI, term_rm(tc, RM_RTP), a[0].t)); break;
  /* fmin/fmax (7.12.12): a NaN argument yields the other; fp.min/fp.max leave min(-0,+0) open,
   * which a proof must then hold for either choice. */
  case CC_B_FMIN: if (flt1 && flt2) return sv_flt(M2(s, OP_FP_MIN, a[0].t, a[1].t)); break;
  case CC_B_FMAX: if (flt1 && flt2) return sv_flt(M2(s, OP_FP_MAX, a[0].t, a[1].t)); break;
  case CC_B_FMOD:
    if (flt1 && flt2) {
      /* 7.12.10.1: fmod(x, y) = x - n*y with n = trunc(x/y), exact, with x's sign. IEEE remainder
       * rounds n to nearest instead; where its result has the other sign, adding sign(x)*|y| gives
       * fmod's value, which is representable, so the addition is exact. */
      term_ref x = a[0].t, y = a[1].t, r = M2(s, OP_FP_REM, x, y);
      term_ref ay = term_mk1(tc, OP_FP_ABS, y);
      term_ref fix = AND(s, NOT(s, term_mk1(tc, OP_FP_ISZERO, r)),
                         NOT(s, term_eq(tc, term_mk1(tc, OP_FP_ISNEG, r), term_mk1(tc, OP_FP_ISNEG, x))));
      term_ref adj = term_mk3(tc, OP_FP_ADD, RNE(s), r, ITE(s, term_mk1(tc, OP_FP_ISNEG, x), term_mk1(tc, OP_FP_NEG, ay), ay));
      return sv_flt(ITE(s, fix, adj, r));
    }
    break;
  case CC_B_GETCHAR: {
    /* the next byte of standard input as an unsigned char, or EOF (-1) at its end (7.21.7.6) */
    if (!s->has_stdin || (s->o && s->o->cut)) {
      unknown(s, e->loc, "unsupported: getchar %s in symbolic execution",
              s->has_stdin ? "in a loop cut for induction" : "outside a whole program (main)");
      return sv_none();
    }
    s->stdin_read = 1;
    term_ref avail = M2(s, OP_BVULT, s->in_pos, s->in_len);
    bound_cut(s, AND(s, avail, M2(s, OP_BVUGE, s->in_pos, BV(s, 64, STDIN_CAP))), e->loc,
              arena_printf(s->a, "bound reached: byte %d or later of standard input not followed", STDIN_CAP));
    term_ref byte = stdin_byte_var(tc, STDIN_CAP - 1);
    for (int j = STDIN_CAP - 2; j >= 0; j--) byte = ITE(s, term_eq(tc, s->in_pos, BV(s, 64, (uint64_t)j)), stdin_byte_var(tc, j), byte);
    term_ref v = ITE(s, avail, term_zext(tc, 24, byte), BV(s, 32, (uint64_t)(uint32_t)-1));
    s->in_pos = ITE(s, AND(s, s->act, avail), M2(s, OP_BVADD, s->in_pos, BV(s, 64, 1)), s->in_pos);
    return sv_int(v);
  }
  case CC_B_MALLOC:
    if (e->nargs == 1 && a[0].k == SV_INT && term_sort_width(tc, term_sort_of(tc, a[0].t)) == 64)
      return heap_alloc(s, a[0].t, -1, e->loc, "malloc");
    break;
  case CC_B_CALLOC:
    if (e->nargs == 2 && a[0].k == SV_INT && a[1].k == SV_INT && term_sort_width(tc, term_sort_of(tc, a[0].t)) == 64 &&
        term_sort_width(tc, term_sort_of(tc, a[1].t)) == 64) {
      /* nmemb * size past SIZE_MAX fails (7.22.3.2p3): past HEAP_MAX_BYTES too, so not followed */
      term_ref ovf = term_bv_umul_ovf(tc, a[0].t, a[1].t);
      bound_cut(s, ovf, e->loc, arena_printf(s->a, "bound reached: calloc of more than %d bytes not followed", HEAP_MAX_BYTES));
      return heap_alloc(s, M2(s, OP_BVMUL, a[0].t, a[1].t), 0, e->loc, "calloc");
    }
    break;
  case CC_B_REALLOC:
    if (e->nargs == 2 && a[1].k == SV_INT && term_sort_width(tc, term_sort_of(tc, a[1].t)) == 64) return heap_realloc(s, a[0], a[1].t, e->loc);
    break;
  case CC_B_FREE:
    if (e->nargs == 1) return heap_free(s, a[0], e->loc) ? (sv){.k = SV_VOID, .obj = -1} : sv_none();
    break;
  case CC_B_STRCPY: case CC_B_STRNCPY:
    if (e->nargs == (e->builtin == CC_B_STRNCPY ? 3 : 2)) return str_copy_call(s, e, a);
    break;
  case CC_B_MEMCPY: case CC_B_MEMMOVE: case CC_B_MEMSET:
    if (e->nargs == 3) return mem_call(s, e, a);
    break;
  case CC_B_STRCMP:
    if (e->nargs == 2) return strcmp_call(s, e, a[0], a[1], TERM_NULL);
    break;
  case CC_B_STRNCMP: case CC_B_MEMCMP:
    if (e->nargs == 3 && a[2].k == SV_INT && term_sort_width(tc, term_sort_of(tc, a[2].t)) == 64)
      return strcmp_call(s, e, a[0], a[1], a[2].t);
    break;
  case CC_B_STRCHR:
    if (e->nargs == 2 && a[0].k != SV_ALT) return strchr_call(s, e, a[0], a[1]);
    if (e->nargs == 2) {
      alt_split it;
      alt_begin(s, &it, &a[0], 1);
      while (alt_next(s, &it)) alt_take(s, &it, strchr_call(s, e, it.cur, a[1]), e->loc);
      return alt_end(s, &it);
    }
    break;
  case CC_B_STRLEN: case CC_B_ATOI: case CC_B_ATOL: case CC_B_ATOLL: case CC_B_STRTOL: case CC_B_STRTOLL:
  case CC_B_STRTOUL: case CC_B_STRTOULL: case CC_B_ATOF: case CC_B_STRTOD:
    return string_builtin(s, e, a);
  case CC_B_ABS:
  case CC_B_LABS:
    if (a[0].k == SV_INT) {
      unsigned w = b == CC_B_ABS ? 32 : 64;
      term_ref x = a[0].t;
      if (term_sort_width(tc, term_sort_of(tc, x)) != w) break;
      ub(s, term_bv_sneg_ovf(tc, x), e->loc, "%s of the most negative value (C11 7.22.6.1p2)", cc_builtin_name((cc_builtin)b));
      return sv_int(ITE(s, M2(s, OP_BVSLT, x, BV(s, w, 0)), term_mk1(tc, OP_BVNEG, x), x));
    }
    break;
  default: break;
  }
  unknown(s, e->loc, "unsupported: %s in symbolic execution", cc_builtin_name((cc_builtin)b));
  return sv_none();
}

/* The string literal an argument designates (through array-to-pointer decay and conversions), or
 * NULL. */
static const cc_strlit *literal_arg(sx *s, const cc_expr *e) {
  while (e && (e->k == CC_E_CONV || e->k == CC_E_DECAY)) e = e->a;
  if (!e || e->k != CC_E_STR || e->str < 0 || e->str >= s->p->nstrs) return NULL;
  return &s->p->strs[e->str];
}

/* Appends an output event (rel_summary.out). */
static void out_event(sx *s, term_ref guard, const char *what, int n, const term_ref *args) {
  if (s->nouts == s->capouts) {
    int nc = s->capouts ? 2 * s->capouts : 8;
    rel_out_event *no = arena_alloc(s->a, sizeof(rel_out_event) * (size_t)nc);
    if (s->nouts) memcpy(no, s->outs, sizeof(rel_out_event) * (size_t)s->nouts);
    s->outs = no, s->capouts = nc;
  }
  s->outs[s->nouts++] = (rel_out_event){.guard = guard, .what = what, .nargs = n, .args = args, .seg = s->seg};
}

/* ---- strings and output ------------------------------------------------------------------------ */

/* How many characters a scan of the string at p follows: STR_MAX, or where p points into an array
 * of a constant length (a local, a file-scope array, a string literal, a block of the heap of a
 * constant size) greater than that, its length, up to STR_SCAN_MAX (STR_SCAN_VAR from a start
 * that is not a constant, each read there costing one case per element): a read past such an
 * array goes wrong (load), so the scan is followed whole however long the string (a message of 40
 * characters, a path built in a local buffer). The caller's arrays, main's argv strings and the
 * blocks of a size that is not constant have no constant length: STR_MAX. */
enum { STR_SCAN_MAX = 256, STR_SCAN_VAR = 64 };
static long const_len(sx *s, const sv *p) {
  if (p->k != SV_PTR || p->obj < 0 || p->nlen != TERM_NULL) return -1;
  const obj *o = &s->objs[p->obj];
  if ((p->hroot && o->nlen != TERM_NULL) || o->param_array || o->argv_str) return -1;
  return p->n;
}
static long scan_cap(sx *s, const sv *p, long cl) {
  long cap = term_is_const(s->tc, p->idx) ? STR_SCAN_MAX : STR_SCAN_VAR;
  return cl > STR_MAX ? (cl < cap ? cl : cap) : STR_MAX;
}
static long scan_len(sx *s, const sv *p) {
  if (p->k == SV_ALT) { /* the longest of the objects it may designate */
    long n = STR_MAX;
    for (long j = 0; j < p->nagg; j++) {
      long m = scan_len(s, &p->agg[j]);
      if (m > n) n = m;
    }
    return n;
  }
  return scan_cap(s, p, const_len(s, p));
}

/* Reads the string at p, of characters of type ct (C11 7.1.1p1: up to and including its first null
 * character), into out->bytes[0..out->n): its bytes, then zeros; out->live[j] is where character j
 * belongs to the string (j < its length). out->n is scan_len's when `whole`, else STR_MAX (a
 * caller whose model has STR_MAX characters: atof's uninterpreted function, strtol's 64-bit
 * accumulator). Each read is checked as load does, under the inputs where the string has not
 * ended before it. With limit >= 0 at most limit characters are read (printf's precision,
 * 7.21.6.1p8); otherwise a string of out->n characters or more is not followed (bound reached).
 * Returns 0 when a read left the modelled fragment (act is then what remains). */
typedef struct cstr {
  long n;
  term_ref *bytes, *live;
} cstr;
static int read_cstring1(sx *s, sv p, const cc_type *ct, long limit, long n, term_ref *out, term_ref *live, eq_loc loc);
static int read_cstring(sx *s, sv p, const cc_type *ct, long limit, int whole, cstr *cs, eq_loc loc) {
  long n = whole ? scan_len(s, &p) : STR_MAX;
  cs->n = n;
  cs->bytes = arena_alloc(s->a, sizeof(term_ref) * (size_t)n);
  cs->live = arena_alloc(s->a, sizeof(term_ref) * (size_t)n);
  term_ref *out = cs->bytes, *live = cs->live;
  if (p.k != SV_ALT) return read_cstring1(s, p, ct, limit, n, out, live, loc);
  /* a pointer into one of several objects: each string where its guard holds */
  for (long j = 0; j < n; j++) out[j] = BV(s, 8, 0), live[j] = F(s);
  term_ref *o1 = arena_alloc(s->a, sizeof(term_ref) * (size_t)n), *l1 = arena_alloc(s->a, sizeof(term_ref) * (size_t)n);
  alt_split it;
  alt_begin(s, &it, &p, 0);
  while (alt_next(s, &it)) {
    if (!read_cstring1(s, it.cur, ct, limit, n, o1, l1, loc)) unknown(s, loc, "unsupported: a string through a pointer into one of several objects");
    term_ref g = it.v->altg[it.j];
    for (long j = 0; j < n; j++) {
      out[j] = ITE(s, g, o1[j], out[j]);
      live[j] = ITE(s, g, l1[j], live[j]);
    }
    alt_take(s, &it, sv_none(), loc);
  }
  alt_end(s, &it);
  return !is_false(s, s->act);
}

/* One object's string (read_cstring): out and live have room for nmax characters, of which this
 * object's scan follows min(scan_len, nmax). */
static int read_cstring1(sx *s, sv p, const cc_type *ct, long limit, long nmax, term_ref *out, term_ref *live, eq_loc loc) {
  term_ref on = T(s);
  for (long j = 0; j < nmax; j++) out[j] = BV(s, 8, 0), live[j] = F(s);
  if (p.k != SV_PTR) {
    unknown(s, loc, "unsupported: a string that is not a pointer value");
    return 0;
  }
  long max = nmax > STR_MAX && scan_len(s, &p) < nmax ? scan_len(s, &p) : nmax;
  long n = limit >= 0 && limit < max ? limit : max;
  for (long j = 0; j < n && !is_false(s, on); j++) {
    term_ref outer = AND(s, s->act, NOT(s, on));
    s->act = AND(s, s->act, on);
    sv q = p;
    q.idx = M2(s, OP_BVADD, p.idx, BV(s, 64, (uint64_t)j));
    sv c = load(s, q, ct, loc);
    if (c.k == SV_NONE && is_false(s, s->act)) { /* every input reaching this read went wrong there */
      s->act = outer;
      on = F(s);
      break;
    }
    int ok = c.k == SV_INT && term_sort_width(s->tc, term_sort_of(s->tc, c.t)) == 8;
    if (c.k != SV_NONE && !ok) unknown(s, loc, "unsupported: a string of characters wider than a byte");
    s->act = OR(s, outer, s->act);
    if (!ok) return 0;
    out[j] = ITE(s, on, c.t, BV(s, 8, 0));
    live[j] = AND(s, on, NOT(s, term_eq(s->tc, c.t, BV(s, 8, 0))));
    on = AND(s, on, NOT(s, term_eq(s->tc, c.t, BV(s, 8, 0))));
  }
  if (limit < 0 || limit > max)
    bound_cut(s, on, loc, arena_printf(s->a, "bound reached: a string of %ld characters or more not followed", max));
  return 1;
}

/* The text of main's argv[k] from index idx on, where p points into that string and no path has
 * stored into it: one output event "text of argv[k]" with idx as its argument (spec: the printf
 * specification with a constant precision or width, or "" for the whole rest). The string is an
 * input both versions share, so equal k and idx write equal text, of any length: no bound. Returns
 * 0 when p is not such a pointer (nothing done). */
static int argv_text(sx *s, sv p, const char *spec, eq_loc loc) {
  if (p.k != SV_PTR || p.obj < 0) return 0;
  const obj *o = &s->objs[p.obj];
  if (!o->argv_str || o->written || o->dead) return 0;
  /* the characters from idx to the null one are read: idx within [0, len] (nlen = len + 1) */
  ub(s, outside(s, &p), loc, "access out of bounds of '%s' (C11 6.5.6p8)", o->name);
  if (is_false(s, s->act)) return 1;
  term_ref *args = arena_alloc(s->a, sizeof(term_ref));
  args[0] = cell_of(s, &p);
  out_event(s, s->act, arena_printf(s->a, "text%s%s of argv[%d]", *spec ? " " : "", spec, o->argv_str - 1), 1, args);
  return 1;
}

static void out_byte(sx *s, term_ref g, term_ref b);

/* The text of the caller's string at p (an array behind pointer parameter i that no path has
 * stored into) printed whole, by `%s` without width or precision or by puts (prec -1), or by
 * `%.Ns` with N = prec past STR_MAX (the rest then at most prec - STR_MAX characters): its first STR_MAX
 * characters one byte each, as any string's (each read checked as load checks it), and where none
 * of them is the null character, the rest as one output event "text of parameter i's string past
 * 16" with the start of the rest as its argument: the characters are the caller's, which both
 * versions share, so equal starts write equal text however long the string. Whether the rest runs
 * off the caller's array before a null character (undefined, 6.5.6p8) is an uninterpreted
 * condition of the start, "text_in<i>_off", true where the array ends at the start already. A
 * difference resting on them is replayed before it is reported. Returns 0 when p is not such a
 * pointer (nothing done), -1 when the reads left the modelled fragment. */
static int param_text(sx *s, sv p, const cc_type *ct, long prec, eq_loc loc) {
  if (p.k != SV_PTR || p.obj < 0) return 0;
  const obj *o = &s->objs[p.obj];
  if (!o->param_array || o->param_ix <= 0 || o->written || o->dead) return 0;
  int i = o->param_ix - 1;
  cstr cs; /* a precision of STR_MAX: no bound is cut at its end */
  if (!read_cstring(s, p, ct, STR_MAX, 0, &cs, loc)) return -1;
  for (long j = 0; j < cs.n; j++) out_byte(s, AND(s, s->act, cs.live[j]), cs.bytes[j]);
  term_ref on = AND(s, s->act, cs.live[STR_MAX - 1]);
  if (is_false(s, on)) return 1;
  sv q = p;
  q.idx = M2(s, OP_BVADD, p.idx, BV(s, 64, STR_MAX));
  term_ref *args = arena_alloc(s->a, sizeof(term_ref));
  args[0] = cell_of(s, &q);
  term_sort dom = term_sort_bv(s->tc, 64);
  /* a precision: at most prec - STR_MAX characters more, and only an array that ends before them
   * without a null character is read past (7.21.6.1p8): another event and another condition of
   * the start per precision */
  const char *more = prec < 0 ? "" : arena_printf(s->a, "_%ld", prec - STR_MAX);
  term_fun f = term_fun_declare(s->tc, arena_printf(s->a, "text_in%d_off%s", i, more), 1, &dom, term_sort_bool(s->tc));
  term_ref off = OR(s, term_app(s->tc, f, args, 1), outside(s, &q));
  ub(s, AND(s, on, off), loc, "a string read past the end of '%s' (C11 6.5.6p8)", o->name);
  on = AND(s, on, NOT(s, off));
  out_event(s, on, prec < 0 ? arena_printf(s->a, "text of parameter %d's string past %d", i + 1, STR_MAX)
                            : arena_printf(s->a, "text of parameter %d's string past %d, at most %ld characters", i + 1, STR_MAX, prec - STR_MAX),
            1, args);
  abstracted(s, arena_printf(s->a, "text past %d characters of parameter %d's string", STR_MAX, i + 1));
  return 1;
}

/* One byte written (an output event "putchar" with the byte as its argument) where g holds: text
 * is a sequence of such events and of conversion events, so printf("%d\n", x), printf("%d", x)
 * followed by putchar('\n'), and puts of a literal compare as the same output. */
static void out_byte(sx *s, term_ref g, term_ref b) {
  if (is_false(s, g)) return;
  term_ref *args = arena_alloc(s->a, sizeof(term_ref));
  args[0] = b;
  out_event(s, g, "putchar", 1, args);
}

static void out_bytes(sx *s, const char *text, size_t n) {
  for (size_t i = 0; i < n; i++) out_byte(s, s->act, BV(s, 8, (unsigned char)text[i]));
}

/* A conversion specification of printf (C11 7.21.6.1p4) in a literal format. */
typedef struct pspec {
  char flags[8];
  int nf;
  long width, prec;       /* -1: none; -2: '*' (an int argument) */
  int lm;                 /* 0 none, 1 hh, 2 h, 3 l, 4 ll, 5 j, 6 z, 7 t, 8 L */
  char conv;
  const char *text;       /* the specification as written */
} pspec;

/* Parses the specification at f[i] == '%'; returns the index of its conversion character, or -1
 * when the format ends inside it. */
static long parse_spec(sx *s, const char *f, long i, pspec *sp) {
  long at = i++;
  memset(sp, 0, sizeof *sp);
  sp->width = sp->prec = -1;
  while (f[i] && strchr("-+ 0#", f[i])) {
    if (sp->nf < 7 && !memchr(sp->flags, f[i], (size_t)sp->nf)) sp->flags[sp->nf++] = f[i];
    i++;
  }
  if (f[i] == '*') sp->width = -2, i++;
  else
    for (; f[i] >= '0' && f[i] <= '9'; i++) sp->width = (sp->width < 0 ? 0 : sp->width) * 10 + (f[i] - '0');
  if (f[i] == '.') {
    i++;
    sp->prec = 0;
    if (f[i] == '*') sp->prec = -2, i++;
    else
      for (; f[i] >= '0' && f[i] <= '9'; i++) sp->prec = sp->prec * 10 + (f[i] - '0');
  }
  if (f[i] == 'h' && f[i + 1] == 'h') sp->lm = 1, i += 2;
  else if (f[i] == 'l' && f[i + 1] == 'l') sp->lm = 4, i += 2;
  else if (f[i] == 'h') sp->lm = 2, i++;
  else if (f[i] == 'l') sp->lm = 3, i++;
  else if (f[i] == 'j') sp->lm = 5, i++;
  else if (f[i] == 'z') sp->lm = 6, i++;
  else if (f[i] == 't') sp->lm = 7, i++;
  else if (f[i] == 'L') sp->lm = 8, i++;
  if (!f[i]) return -1;
  sp->conv = f[i];
  sp->text = arena_strndup(s->a, f + at, (size_t)(i - at + 1));
  return i;
}

/* The text of an integer or floating conversion of constant arguments, as the host's snprintf
 * (glibc's, as cc_lib.c formats it) writes it; NULL when an argument is not a constant. */
static char *const_conversion(sx *s, const pspec *sp, const sv *v, int nv) {
  for (int k = 0; k < nv; k++)
    if (v[k].k != SV_INT && v[k].k != SV_FLT) return NULL;
  for (int k = 0; k < nv; k++)
    if (!term_is_const(s->tc, v[k].t)) return NULL;
  /* '*' values first (p5), then the converted value */
  long w = sp->width, pr = sp->prec;
  char flags[9];
  memcpy(flags, sp->flags, (size_t)sp->nf);
  int nf = sp->nf, k = 0;
  if (w == -2) {
    w = (long)(int32_t)term_bv_svalue(s->tc, v[k++].t);
    if (w < 0) {
      if (!memchr(flags, '-', (size_t)nf)) flags[nf++] = '-';
      w = -w;
    }
  }
  if (pr == -2) {
    pr = (long)(int32_t)term_bv_svalue(s->tc, v[k++].t);
    if (pr < 0) pr = -1;
  }
  if (w > 4096 || pr > 4096 || k != nv - 1) return NULL;
  flags[nf] = 0;
  char spec[96];
  int n = snprintf(spec, sizeof spec, "%%%s", flags);
  if (w >= 0) n += snprintf(spec + n, sizeof spec - (size_t)n, "%ld", w);
  if (pr >= 0) n += snprintf(spec + n, sizeof spec - (size_t)n, ".%ld", pr);
  term_ref t = v[k].t;
  char *buf = NULL;
  if (v[k].k == SV_FLT) {
    if (term_sort_kind_of(s->tc, term_sort_of(s->tc, t)) != TS_FP || term_sort_width(s->tc, term_sort_of(s->tc, t)) != 64) return NULL;
    uint64_t bits = (uint64_t)term_bv_value(s->tc, t);
    double d;
    memcpy(&d, &bits, sizeof d);
    if (isnan(d)) return NULL; /* the theory's one NaN has no sign, which glibc prints */
    snprintf(spec + n, sizeof spec - (size_t)n, "%c", sp->conv);
    int len = snprintf(NULL, 0, spec, d);
    buf = arena_alloc(s->a, (size_t)len + 1);
    snprintf(buf, (size_t)len + 1, spec, d);
    return buf;
  }
  unsigned wd = term_sort_width(s->tc, term_sort_of(s->tc, t));
  int sgn = sp->conv == 'd' || sp->conv == 'i';
  uint64_t u = (uint64_t)term_bv_value(s->tc, t);
  long long x = wd == 64 ? (long long)u : sgn ? (long long)(int32_t)(uint32_t)u : (long long)(uint32_t)u;
  if (sp->lm == 1) x = sgn ? (signed char)x : (unsigned char)x;
  if (sp->lm == 2) x = sgn ? (short)x : (unsigned short)x;
  snprintf(spec + n, sizeof spec - (size_t)n, "ll%c", sp->conv);
  int len = sgn ? snprintf(NULL, 0, spec, x) : snprintf(NULL, 0, spec, (unsigned long long)x);
  buf = arena_alloc(s->a, (size_t)len + 1);
  if (sgn) snprintf(buf, (size_t)len + 1, spec, x);
  else snprintf(buf, (size_t)len + 1, spec, (unsigned long long)x);
  return buf;
}

/* Whether a NaN that t may be has the same bits wherever t is the same term: t is an input (a
 * variable "in..."), a congruent function of the inputs (an application: atof's, sin's), a
 * constant, or a choice between such (depth levels of ite). */
static int nan_bits_known(sx *s, term_ref t, int depth) {
  term_op op = term_op_of(s->tc, t);
  if (op == OP_APP) return 1;
  if (term_is_const(s->tc, t)) { /* a NaN constant: the theory's one NaN, of no known sign */
    term_sort so = term_sort_of(s->tc, t);
    if (term_sort_kind_of(s->tc, so) != TS_FP || term_sort_width(s->tc, so) != 64) return 0;
    uint64_t b = (uint64_t)term_bv_value(s->tc, t);
    return !((b >> 52 & 0x7ff) == 0x7ff && (b & ((1ull << 52) - 1)));
  }
  if (op == OP_VAR) {
    const char *vn = term_var_name(s->tc, t);
    return vn && vn[0] == 'i' && vn[1] == 'n' && vn[2] >= '0' && vn[2] <= '9';
  }
  if (op == OP_ITE && depth > 0)
    return nan_bits_known(s, term_arg(s->tc, t, 1), depth - 1) && nan_bits_known(s, term_arg(s->tc, t, 2), depth - 1);
  return 0;
}

/* printf with a literal format (every conversion of C11 7.21.6.1 but %p and %n, with flags, width,
 * precision and '*', length modifiers hh h l ll j z t), puts and putchar: the text as output
 * events in program order. A byte of the format, of puts, of a %s or %c without width, and a
 * conversion whose arguments are constants (formatted by the host as cc_lib.c does) are byte
 * events; any other conversion is one event "printf SPEC" whose arguments are the values it
 * formats (equal specification and equal values print equal text: an uninterpreted, congruent
 * text function; the floating-point conversions where the value may be a NaN are not followed,
 * its sign being outside the solver's theory). A printf whose result is used is not followed. */
static sv output_call(sx *s, const cc_expr *e) {
  int b = e->builtin;
  const char *name = cc_builtin_name((cc_builtin)b);
  if (!e->discarded && b != CC_B_PUTCHAR) {
    unknown(s, e->loc, "unsupported: the result of %s in symbolic execution", name);
    return sv_none();
  }
  if (b == CC_B_PUTCHAR) {
    if (e->nargs != 1) { unknown(s, e->loc, "unsupported: putchar with these arguments"); return sv_none(); }
    sv v = eval(s, e->args[0]);
    if (v.k == SV_NONE) return v;
    if (v.k != SV_INT) { unknown(s, e->loc, "unsupported: putchar argument"); return sv_none(); }
    /* putchar writes (unsigned char)c (7.21.7.3) and returns it */
    term_ref c8 = term_extract(s->tc, 7, 0, v.t);
    out_byte(s, s->act, c8);
    return sv_int(term_zext(s->tc, 24, c8));
  }
  if (e->nargs < 1) { unknown(s, e->loc, "unsupported: %s without arguments", name); return sv_none(); }
  const cc_strlit *lit = literal_arg(s, e->args[0]);
  sv *vals = arena_alloc(s->a, sizeof(sv) * (size_t)(e->nargs + 1));
  /* the arguments first, left to right (cc_exec.c evaluates them before the call) */
  for (int i = 0; i < e->nargs; i++) {
    vals[i] = eval(s, e->args[i]);
    if (vals[i].k == SV_NONE) return sv_none();
  }
  if (b == CC_B_PUTS) {
    cstr cs;
    const cc_type *pt = e->args[0]->type;
    if (pt->k != CC_PTR || !pt->elem || !cc_is_char(pt->elem)) { unknown(s, e->loc, "unsupported: puts argument"); return sv_none(); }
    if (lit && memchr(lit->bytes, 0, (size_t)lit->len) == lit->bytes + lit->len - 1) {
      out_bytes(s, lit->bytes, (size_t)lit->len - 1);
    } else {
      if (vals[0].k == SV_PTR && vals[0].obj < 0) { ub(s, T(s), e->loc, "null pointer passed to puts (C11 7.1.4p1)"); return sv_none(); }
      if (vals[0].k == SV_PTR && vals[0].isnull != TERM_NULL) ub(s, vals[0].isnull, e->loc, "null pointer passed to puts (C11 7.1.4p1)");
      int pt_done = argv_text(s, vals[0], "", e->loc) ? 1 : param_text(s, vals[0], pt->elem, -1, e->loc);
      if (pt_done < 0) return sv_none();
      if (!pt_done) {
        if (!read_cstring(s, vals[0], pt->elem, -1, 1, &cs, e->loc)) return sv_none();
        for (long j = 0; j < cs.n; j++) out_byte(s, AND(s, s->act, cs.live[j]), cs.bytes[j]);
      }
    }
    out_bytes(s, "\n", 1);
    return sv_int(BV(s, 32, 0)); /* discarded */
  }
  if (!lit || memchr(lit->bytes, 0, (size_t)lit->len) != lit->bytes + lit->len - 1) {
    unknown(s, e->loc, "unsupported: %s without a string literal in symbolic execution", name);
    return sv_none();
  }
  const char *f = lit->bytes;
  int ai = 1;
  for (long i = 0; f[i]; i++) {
    if (f[i] != '%') {
      out_bytes(s, f + i, 1);
      continue;
    }
    pspec sp;
    long spec_at = i;
    i = parse_spec(s, f, i, &sp);
    if (i < 0) { ub(s, T(s), e->loc, "printf format ends inside a conversion specification (C11 7.21.6.1p9)"); return sv_none(); }
    if (sp.conv == '%') {
      if (i != spec_at + 1) { ub(s, T(s), e->loc, "printf specification '%s' is not %%%% (C11 7.21.6.1p8)", sp.text); return sv_none(); }
      out_bytes(s, "%", 1);
      continue;
    }
    if (sp.conv == 'p' || sp.conv == 'n' || sp.lm == 8 || (sp.lm == 3 && (sp.conv == 'c' || sp.conv == 's'))) {
      unknown(s, e->loc, "unsupported: printf conversion '%s' in symbolic execution", sp.text);
      return sv_none();
    }
    if (!strchr("diouxXcsfFeEgGaA", sp.conv)) {
      ub(s, T(s), e->loc, "printf conversion '%%%c' is not defined (C11 7.21.6.1p9)", sp.conv);
      return sv_none();
    }
    /* the '*' arguments (ints, p5), then the converted one */
    int first = ai, nstar = (sp.width == -2) + (sp.prec == -2);
    for (int k = 0; k < nstar; k++, ai++) {
      if (ai >= e->nargs) { ub(s, T(s), e->loc, "printf has too few arguments for its format (C11 7.21.6.1p2)"); return sv_none(); }
      if (e->args[ai]->type->k != CC_INT) { ub(s, T(s), e->loc, "printf '*' %s given an argument that is not an int (C11 7.21.6.1p5)", k == 0 && sp.width == -2 ? "width" : "precision"); return sv_none(); }
    }
    if (ai >= e->nargs) { ub(s, T(s), e->loc, "printf has too few arguments for its format (C11 7.21.6.1p2)"); return sv_none(); }
    const cc_type *at = e->args[ai]->type;
    sv v = vals[ai++];
    int plain = sp.nf == 0 && sp.width == -1 && sp.prec == -1;
    if (strchr("diouxX", sp.conv)) {
      long want = sp.lm >= 3 ? 8 : 4;
      if (!cc_is_integer(at) || at->size != want || cc_int_rank(at) < cc_int_rank(cc_basic(CC_INT)) || v.k != SV_INT) {
        ub(s, T(s), e->loc, "printf '%s' given an argument of another type (C11 7.21.6.1p9)", sp.text);
        return sv_none();
      }
    } else if (sp.conv == 'c') {
      if (at->k != CC_INT && at->k != CC_UINT) { ub(s, T(s), e->loc, "printf '%%c' given an argument of another type (C11 7.21.6.1p9)"); return sv_none(); }
      if (plain) { /* one byte: (unsigned char) of the int (p8) */
        out_byte(s, s->act, term_extract(s->tc, 7, 0, v.t));
        continue;
      }
    } else if (sp.conv == 's') {
      if (at->k != CC_PTR || !cc_is_char(at->elem)) { ub(s, T(s), e->loc, "printf '%%s' given an argument of another type (C11 7.21.6.1p9)"); return sv_none(); }
      if (v.k == SV_PTR && v.obj < 0) { ub(s, T(s), e->loc, "printf '%%s' given a null pointer (C11 7.21.6.1p8)"); return sv_none(); }
      if (v.k == SV_PTR && v.isnull != TERM_NULL) ub(s, v.isnull, e->loc, "printf '%%s' given a null pointer (C11 7.21.6.1p8)");
      if (sp.prec == -2 || sp.width == -2) { unknown(s, e->loc, "unsupported: printf '%s' in symbolic execution", sp.text); return sv_none(); }
      if (argv_text(s, v, sp.nf || sp.width >= 0 || sp.prec >= 0 ? sp.text : "", e->loc)) continue;
      /* whole, or cut by a precision past STR_MAX (a shorter one: the bytes below, exact) */
      int pt_done = sp.nf || sp.width >= 0 || (sp.prec >= 0 && sp.prec <= STR_MAX) ? 0 : param_text(s, v, at->elem, sp.prec, e->loc);
      if (pt_done < 0) return sv_none();
      if (pt_done) continue;
      cstr cs;
      if (!read_cstring(s, v, at->elem, sp.prec, 1, &cs, e->loc)) return sv_none();
      if (sp.width == -1) {
        for (long j = 0; j < cs.n; j++) out_byte(s, AND(s, s->act, cs.live[j]), cs.bytes[j]);
      } else if (!is_false(s, s->act)) {
        /* the bytes, zeros after the null character: equal strings give equal arguments where the
         * two versions' scans follow as many characters (else the events are compared by replay) */
        out_event(s, s->act, arena_printf(s->a, "printf %s", sp.text), (int)cs.n, cs.bytes);
      }
      continue;
    } else {
      if (at->k != CC_DOUBLE || v.k != SV_FLT) { ub(s, T(s), e->loc, "printf '%%%c' given an argument of another type (C11 7.21.6.1p9)", sp.conv); return sv_none(); }
      /* glibc prints a NaN's sign ("-nan"), which the solver's theory has not: a NaN is followed
       * only where its bits are those of an input (a variable) or of a congruent function of the
       * inputs (atof's), the same in both versions wherever the term is; a NaN computed otherwise
       * (x * 1.5 of a NaN x, 0.0 / 0.0) is not followed */
      if (!nan_bits_known(s, v.t, 8))
        unknown_where(s, term_mk1(s->tc, OP_FP_ISNAN, v.t), e->loc,
                      "unsupported: printf of a computed NaN in symbolic execution (glibc prints its sign, which the solver's theory has not)");
    }
    char *text = const_conversion(s, &sp, vals + first, ai - first);
    if (text) {
      out_bytes(s, text, strlen(text));
      continue;
    }
    /* The event's specification in one spelling per text (7.21.6.1): flags in a fixed order, a
     * '*' whose int is a constant written as its number (a negative width is the '-' flag, a
     * negative precision none, p5), no length modifier (an integer's value is taken as 64 bits,
     * extended by its signedness after hh/h's conversion, p7; l is nothing on f e g a), %i as %d:
     * %d of an int and %ld of a long of the same number are one event. */
    term_ref *args = arena_alloc(s->a, sizeof(term_ref) * (size_t)(ai - first + 1));
    int na = 0;
    char flags[8] = {0};
    int nf = 0;
    for (const char *fl = "-+ #0"; *fl; fl++)
      if (memchr(sp.flags, *fl, (size_t)sp.nf)) flags[nf++] = *fl;
    char wtext[24] = "", ptext[24] = "";
    int k = first;
    if (sp.width == -2) {
      term_ref wv = vals[k++].t;
      if (term_is_const(s->tc, wv)) {
        long w = (long)(int32_t)term_bv_svalue(s->tc, wv);
        if (w < 0 && !strchr(flags, '-')) memmove(flags + 1, flags, (size_t)nf + 1), flags[0] = '-', nf++;
        snprintf(wtext, sizeof wtext, "%ld", w < 0 ? -w : w);
      } else {
        args[na++] = wv;
        snprintf(wtext, sizeof wtext, "*");
      }
    } else if (sp.width >= 0) {
      snprintf(wtext, sizeof wtext, "%ld", sp.width);
    }
    if (sp.prec == -2) {
      term_ref pv = vals[k++].t;
      if (term_is_const(s->tc, pv)) {
        long pr = (long)(int32_t)term_bv_svalue(s->tc, pv);
        if (pr >= 0) snprintf(ptext, sizeof ptext, ".%ld", pr);
      } else {
        args[na++] = pv;
        snprintf(ptext, sizeof ptext, ".*");
      }
    } else if (sp.prec >= 0) {
      snprintf(ptext, sizeof ptext, ".%ld", sp.prec);
    }
    term_ref x = vals[k].t;
    char conv = sp.conv == 'i' ? 'd' : sp.conv;
    if (strchr("diouxX", sp.conv)) {
      int sgn = sp.conv == 'd' || sp.conv == 'i';
      unsigned wd = term_sort_width(s->tc, term_sort_of(s->tc, x));
      if (sp.lm == 1 || sp.lm == 2) x = term_extract(s->tc, sp.lm == 1 ? 7 : 15, 0, x), wd = sp.lm == 1 ? 8 : 16;
      if (wd < 64) x = sgn ? term_sext(s->tc, 64 - wd, x) : term_zext(s->tc, 64 - wd, x);
    }
    args[na++] = x;
    const char *what = arena_printf(s->a, "printf %%%s%s%s%c", flags, wtext, ptext, conv);
    if (!is_false(s, s->act)) out_event(s, s->act, what, na, args);
  }
  /* surplus arguments are evaluated and ignored (7.21.6.1p2) */
  return sv_int(BV(s, 32, 0)); /* discarded */
}

/* The string functions of <string.h> and <stdlib.h> followed symbolically. strlen: of main's
 * unmodified argv[k] from idx, len_k - idx (any length); of another string, the count of its
 * characters (read_cstring). atoi, atol, atoll (base 10) and strtol, strtoll, strtoul, strtoull
 * in a constant base (7.22.1.2, 7.22.1.4; int_conversion): leading white space (isspace in the
 * "C" locale), an optional sign, a 0x prefix in base 16 and 0, digits, read one character at a
 * time until the first that does not belong (so a string of any length whose number ends within
 * STR_MAX characters is exact; a scan still going there is not followed); a value an atoi/atol
 * result cannot represent is undefined (7.22.1p1) as in cc_lib.c, strtol's is LONG_MIN/LONG_MAX;
 * the end pointer is stored as 7.22.1.4p7 says. atof and strtod: uninterpreted functions of the
 * string (of main's argv[k] and idx, or of its bytes), so equal strings convert equally, with an
 * uninterpreted condition for an atof whose value a double cannot represent (undefined); strtod's
 * end pointer the string's start plus a second such function, within the string. */
static sv string_builtin1(sx *s, const cc_expr *e, sv *a);
static sv int_conversion(sx *s, const cc_expr *e, sv *a, int B);

/* The constants an integer term may be: its leaves through ite (at most MAX_BASES); -1 when a
 * leaf is not a constant or there are more. */
enum { MAX_BASES = 8 };
static int const_leaves(sx *s, term_ref t, term_ref *out, int n) {
  if (n < 0) return n;
  if (term_is_const(s->tc, t)) {
    for (int i = 0; i < n; i++)
      if (out[i] == t) return n;
    if (n == MAX_BASES) return -1;
    out[n] = t;
    return n + 1;
  }
  if (term_op_of(s->tc, t) != OP_ITE) return -1;
  return const_leaves(s, term_arg(s->tc, t, 2), out, const_leaves(s, term_arg(s->tc, t, 1), out, n));
}

static sv string_builtin(sx *s, const cc_expr *e, sv *a) {
  if (a[0].k != SV_ALT) return string_builtin1(s, e, a);
  sv *b = arena_alloc(s->a, sizeof(sv) * (size_t)(e->nargs + 1));
  memcpy(b, a, sizeof(sv) * (size_t)e->nargs);
  alt_split it;
  alt_begin(s, &it, &a[0], 1);
  while (alt_next(s, &it)) {
    b[0] = it.cur;
    alt_take(s, &it, string_builtin1(s, e, b), e->loc);
  }
  return alt_end(s, &it);
}

static sv string_builtin1(sx *s, const cc_expr *e, sv *a) {
  int b = e->builtin;
  const char *name = cc_builtin_name((cc_builtin)b);
  term_ctx *tc = s->tc;
  sv p = a[0];
  const cc_type *pt = e->args[0]->type;
  if (p.k != SV_PTR || pt->k != CC_PTR || !pt->elem || !cc_is_char(pt->elem)) {
    unknown(s, e->loc, "unsupported: %s argument in symbolic execution", name);
    return sv_none();
  }
  if (p.obj < 0) { ub(s, T(s), e->loc, "null pointer passed to %s (C11 7.1.4p1)", name); return sv_none(); }
  null_ub(s, &p, e->loc, arena_printf(s->a, "null pointer passed to %s (C11 7.1.4p1)", name));
  if (dead_access(s, &p, e->loc, "access")) return sv_none();
  const obj *o = &s->objs[p.obj];
  int input_str = o->argv_str && !o->written;
  if (b == CC_B_STRLEN) {
    const sv *last = o->ncells > 0 ? &o->cells[o->ncells - 1] : NULL;
    if (o->readonly && p.L == 1 && last && last->k == SV_INT && term_is_const(s->tc, last->t) &&
        term_bv_value(s->tc, last->t) == 0) {
      /* a string literal: its bytes are constants (C11 6.4.5p6), so the length from each start is
       * known; no bound on how long it is (an error message of any length) */
      ub(s, outside(s, &p), e->loc, "access out of bounds of '%s' (C11 6.5.6p8)", o->name);
      term_ref cell = cell_of(s, &p), r = TERM_NULL;
      long next_nul = -1;
      for (long k = o->ncells - 1; k >= 0; k--) {
        const sv *c = &o->cells[k];
        if (c->k != SV_INT || !term_is_const(s->tc, c->t)) { r = TERM_NULL; break; }
        if (term_bv_value(s->tc, c->t) == 0) next_nul = k;
        term_ref len = BV(s, 64, (uint64_t)(next_nul - k));
        r = r == TERM_NULL ? len : ITE(s, term_eq(s->tc, cell, BV(s, 64, (uint64_t)k)), len, r);
      }
      if (r != TERM_NULL) return sv_int(r);
    }
    if (input_str) {
      ub(s, outside(s, &p), e->loc, "access out of bounds of '%s' (C11 6.5.6p8)", o->name);
      return sv_int(M2(s, OP_BVSUB, M2(s, OP_BVSUB, len_of(s, &p), BV(s, 64, 1)), cell_of(s, &p)));
    }
    cstr cs;
    if (!read_cstring(s, p, pt->elem, -1, 1, &cs, e->loc)) return sv_none();
    term_ref n = BV(s, 64, 0);
    for (long j = 0; j < cs.n; j++) n = M2(s, OP_BVADD, n, ITE(s, cs.live[j], BV(s, 64, 1), BV(s, 64, 0)));
    return sv_int(n);
  }
  if (b == CC_B_ATOF || b == CC_B_STRTOD) {
    int with_end = b == CC_B_STRTOD && !(a[1].k == SV_PTR && a[1].obj < 0);
    const cc_type *et = e->nargs > 1 ? e->args[1]->type : NULL;
    if (with_end && (et->k != CC_PTR || !et->elem || et->elem->k != CC_PTR)) {
      unknown(s, e->loc, "unsupported: strtod end pointer of this type");
      return sv_none();
    }
    term_ref args[STR_MAX], chars; /* chars: the string's length from p */
    term_sort dom[STR_MAX];
    unsigned n;
    const char *fname;
    if (input_str) {
      ub(s, outside(s, &p), e->loc, "access out of bounds of '%s' (C11 6.5.6p8)", o->name);
      args[0] = cell_of(s, &p), dom[0] = term_sort_bv(tc, 64), n = 1;
      fname = arena_printf(s->a, "atof_argv%d", o->argv_str - 1);
      chars = M2(s, OP_BVSUB, M2(s, OP_BVSUB, len_of(s, &p), BV(s, 64, 1)), p.idx);
    } else {
      cstr cs; /* atof_bytes is a function of STR_MAX characters: a longer string is not followed */
      if (!read_cstring(s, p, pt->elem, -1, 0, &cs, e->loc)) return sv_none();
      memcpy(args, cs.bytes, sizeof(term_ref) * STR_MAX);
      for (int j = 0; j < STR_MAX; j++) dom[j] = term_sort_bv(tc, 8);
      n = STR_MAX, fname = "atof_bytes";
      chars = BV(s, 64, 0);
      for (long j = 0; j < cs.n; j++) chars = M2(s, OP_BVADD, chars, ITE(s, cs.live[j], BV(s, 64, 1), BV(s, 64, 0)));
    }
    if (with_end) {
      /* *endptr = nptr + the characters converted (7.22.1.3p7): their count is an uninterpreted
       * function of the same string as the value's, taken within [0, the string's length] (where
       * glibc's lies: a count past it is mapped to 0, which keeps the function one of the string) */
      term_fun fe = term_fun_declare(tc, arena_printf(s->a, "%s_end", fname), n, dom, term_sort_bv(tc, 64));
      term_ref off = term_app(tc, fe, args, n);
      off = ITE(s, M2(s, OP_BVULE, off, chars), off, BV(s, 64, 0));
      sv q = p;
      q.idx = M2(s, OP_BVADD, p.idx, off);
      store(s, a[1], et->elem, q, e->loc);
    }
    term_fun f = term_fun_declare(tc, fname, n, dom, term_sort_fp(tc, 11, 53));
    if (b == CC_B_ATOF) {
      term_fun big = term_fun_declare(tc, arena_printf(s->a, "%s_range", fname), n, dom, term_sort_bool(tc));
      ub(s, term_app(tc, big, args, n), e->loc, "atof of a string whose value a double cannot represent (C11 7.22.1p1)");
      /* a counterexample resting on this condition need not replay: say so, not "bug in Equiv" */
      abstracted(s, "whether atof's value is out of range");
    }
    if (errno_followed(s)) {
      /* glibc sets ERANGE where the value overflows or underflows (7.22.1.3p10): whether it does
       * is a third function of the same string, one for both versions */
      term_fun fr = term_fun_declare(tc, arena_printf(s->a, "%s_erange", fname), n, dom, term_sort_bool(tc));
      errno_where(s, term_app(tc, fr, args, n), ERANGE, e->loc);
      abstracted(s, "whether strtod sets errno");
    }
    return sv_flt(term_app(tc, f, args, n));
  }
  /* the integer conversions: a base that is a constant (10 for atoi, atol, atoll), or a choice
   * between constants (a base picked by a branch: each where it is chosen) */
  if (b == CC_B_ATOI || b == CC_B_ATOL || b == CC_B_ATOLL) return int_conversion(s, e, a, 10);
  term_ref bases[MAX_BASES];
  int nb = a[2].k == SV_INT ? const_leaves(s, a[2].t, bases, 0) : -1;
  if (nb < 0) {
    unknown(s, e->loc, "unsupported: %s in a base that is not a constant in symbolic execution", name);
    return sv_none();
  }
  if (nb == 1) return int_conversion(s, e, a, (int)term_bv_svalue(tc, bases[0]));
  term_ref act0 = s->act, after = F(s), r = BV(s, 64, 0);
  for (int i = 0; i < nb; i++) {
    term_ref g = term_eq(tc, a[2].t, bases[i]);
    s->act = AND(s, act0, g);
    if (is_false(s, s->act)) continue;
    sv v = int_conversion(s, e, a, (int)term_bv_svalue(tc, bases[i]));
    if (v.k == SV_INT) r = ITE(s, g, v.t, r);
    else s->act = F(s); /* went wrong or unknown there: the cases are recorded */
    after = OR(s, after, s->act);
  }
  s->act = after;
  return is_false(s, after) ? sv_none() : sv_int(r);
}

/* strtol, strtoll, strtoul, strtoull (7.22.1.4) in base B and atoi, atol, atoll (7.22.1.2, B
 * 10) of the string at a[0], where act holds (string_builtin1 has checked the pointer). */
static sv int_conversion(sx *s, const cc_expr *e, sv *a, int B) {
  int b = e->builtin;
  const char *name = cc_builtin_name((cc_builtin)b);
  term_ctx *tc = s->tc;
  sv p = a[0];
  const cc_type *pt = e->args[0]->type;
  const obj *o = &s->objs[p.obj];
  int input_str = o->argv_str && !o->written;
  int uns = b == CC_B_STRTOUL || b == CC_B_STRTOULL;
  if (B != 0 && (B < 2 || B > 36)) {
    ub(s, T(s), e->loc, "%s with base %d (C11 7.22.1.4p3 allows 0 and 2 to 36)", name, B);
    return sv_none();
  }
  /* cc_lib.c converts a copy of the whole string: a string other than an input one is read to its
   * null character first (each read checked as there), then scanned */
  cstr cs = {0}; /* STR_MAX characters: the accumulator holds any such number */
  if (!input_str && !read_cstring(s, p, pt->elem, -1, 0, &cs, e->loc)) return sv_none();
  const term_ref *whole = cs.bytes;
  /* 7.22.1.4p3-p5 one character at a time: ws (leading white space, nothing else yet), sg (after
   * the sign), z (the subject's leading 0, which may begin 0x in base 16 or 0), x (after 0x),
   * dg (in the digits); hm/om: base 0 made hexadecimal or octal by the prefix. endpos is the index
   * after the last character of the subject sequence (0 where there is none: *endptr = nptr);
   * after "0x" not followed by a hexadecimal digit the subject is the 0 (endpos before the x). */
  term_ref ws = T(s), sg = F(s), z = F(s), x = F(s), dg = F(s), hm = F(s), om = F(s), fin = F(s), neg = F(s);
  /* the accumulator: STR_MAX digits of a base up to 16 fit in 64 bits unsigned (16^16 - 1 is
   * UINT64_MAX), of a larger base in 128 (36^16 < 2^83) */
  unsigned aw = B != 0 && B > 16 ? 128 : 64;
  term_ref val = BV(s, aw, 0), endpos = BV(s, 64, 0);
  for (int j = 0; j < STR_MAX && !is_false(s, NOT(s, fin)); j++) {
    term_ref ch;
    if (input_str) {
      term_ref outer = AND(s, s->act, fin);
      s->act = AND(s, s->act, NOT(s, fin));
      sv q = p;
      q.idx = M2(s, OP_BVADD, p.idx, BV(s, 64, (uint64_t)j));
      sv c = load(s, q, pt->elem, e->loc);
      if (c.k == SV_NONE && is_false(s, s->act)) { /* every input reaching this read went wrong there */
        s->act = outer;
        break;
      }
      int ok = c.k == SV_INT && term_sort_width(tc, term_sort_of(tc, c.t)) == 8;
      if (c.k != SV_NONE && !ok) unknown(s, e->loc, "unsupported: a string of characters wider than a byte");
      s->act = OR(s, outer, s->act);
      if (!ok) return sv_none();
      ch = c.t;
    } else {
      ch = whole[j]; /* zeros after the null character: the scan stops there */
    }
    term_ref isws = OR(s, term_eq(tc, ch, BV(s, 8, ' ')),
                       AND(s, M2(s, OP_BVUGE, ch, BV(s, 8, 9)), M2(s, OP_BVULE, ch, BV(s, 8, 13))));
    term_ref issign = OR(s, term_eq(tc, ch, BV(s, 8, '+')), term_eq(tc, ch, BV(s, 8, '-')));
    /* the digit's value: 0-9, then a/A = 10 … z/Z = 35 (7.22.1.4p3), 99 for any other character */
    term_ref in09 = AND(s, M2(s, OP_BVUGE, ch, BV(s, 8, '0')), M2(s, OP_BVULE, ch, BV(s, 8, '9')));
    term_ref inaz = AND(s, M2(s, OP_BVUGE, ch, BV(s, 8, 'a')), M2(s, OP_BVULE, ch, BV(s, 8, 'z')));
    term_ref inAZ = AND(s, M2(s, OP_BVUGE, ch, BV(s, 8, 'A')), M2(s, OP_BVULE, ch, BV(s, 8, 'Z')));
    term_ref dv = B != 0 && B <= 10 ? ITE(s, in09, M2(s, OP_BVSUB, ch, BV(s, 8, '0')), BV(s, 8, 99)) /* no letters */
                                    : ITE(s, in09, M2(s, OP_BVSUB, ch, BV(s, 8, '0')),
                                          ITE(s, inaz, M2(s, OP_BVSUB, ch, BV(s, 8, 'a' - 10)),
                                              ITE(s, inAZ, M2(s, OP_BVSUB, ch, BV(s, 8, 'A' - 10)), BV(s, 8, 99))));
    term_ref eb = B ? BV(s, 8, (uint64_t)B) : ITE(s, hm, BV(s, 8, 16), ITE(s, om, BV(s, 8, 8), BV(s, 8, 10)));
    term_ref isd = M2(s, OP_BVULT, dv, eb), ishex = M2(s, OP_BVULT, dv, BV(s, 8, 16));
    term_ref isx = OR(s, term_eq(tc, ch, BV(s, 8, 'x')), term_eq(tc, ch, BV(s, 8, 'X')));
    term_ref live = NOT(s, fin), begin = AND(s, live, OR(s, ws, sg));
    term_ref stay = AND(s, AND(s, live, ws), isws);
    term_ref sign = AND(s, AND(s, live, ws), issign);
    term_ref pz = B == 0 || B == 16 ? AND(s, begin, term_eq(tc, ch, BV(s, 8, '0'))) : F(s);
    term_ref first = AND(s, AND(s, begin, isd), NOT(s, pz));
    term_ref xs = AND(s, AND(s, live, z), isx);
    term_ref zd = AND(s, AND(s, live, z), isd);
    term_ref xd = AND(s, AND(s, live, x), ishex);
    term_ref dd = AND(s, AND(s, live, dg), isd);
    term_ref take = OR(s, OR(s, pz, first), OR(s, zd, OR(s, xd, dd))); /* a digit of the subject */
    term_ref stop = AND(s, live, NOT(s, OR(s, OR(s, take, xs), OR(s, stay, sign))));
    /* by constants only (base 0: a choice of three products), which the solver takes as shifts
     * and additions rather than as a multiplier */
    term_ref prod = B ? M2(s, OP_BVMUL, val, BV(s, aw, (uint64_t)B))
                      : ITE(s, hm, M2(s, OP_BVMUL, val, BV(s, aw, 16)), ITE(s, om, M2(s, OP_BVMUL, val, BV(s, aw, 8)), M2(s, OP_BVMUL, val, BV(s, aw, 10))));
    term_ref acc = M2(s, OP_BVADD, prod, term_zext(tc, aw - 8, dv));
    val = ITE(s, OR(s, first, xd), term_zext(tc, aw - 8, dv), ITE(s, OR(s, zd, dd), acc, val));
    neg = ITE(s, sign, term_eq(tc, ch, BV(s, 8, '-')), neg);
    endpos = ITE(s, take, BV(s, 64, (uint64_t)j + 1), endpos);
    if (B == 0) {
      om = OR(s, AND(s, om, NOT(s, xs)), pz);
      hm = OR(s, hm, xs);
    }
    sg = sign;
    ws = stay;
    z = pz;
    x = xs;
    dg = OR(s, first, OR(s, zd, OR(s, xd, dd)));
    fin = OR(s, fin, stop);
  }
  /* the value in the result type (7.22.1.4p8): out of range is ERANGE, LONG_MIN/LONG_MAX or
   * ULONG_MAX; an unsigned result of a negative subject is the negation in the result type */
  /* STR_MAX digits of a base below 16 never exceed LONG_MAX (15^16 < 2^63), of base 16 never
   * ULONG_MAX: no out-of-range case there */
  int can_ovf = uns ? B == 0 || B > 16 : B == 0 || B >= 16;
  term_ref mag = aw == 64 ? val : term_extract(tc, 63, 0, val), ovf, lim;
  term_ref wide = aw == 64 ? F(s) : M2(s, OP_BVUGT, val, term_zext(tc, 64, BV(s, 64, UINT64_MAX)));
  if (uns) {
    ovf = wide;
    lim = BV(s, 64, UINT64_MAX);
  } else {
    ovf = OR(s, wide, M2(s, OP_BVUGT, mag, ITE(s, neg, BV(s, 64, UINT64_C(1) << 63), BV(s, 64, INT64_MAX))));
    lim = ITE(s, neg, BV(s, 64, UINT64_C(1) << 63), BV(s, 64, INT64_MAX));
  }
  if (!can_ovf) ovf = F(s);
  term_ref r = ITE(s, ovf, lim, ITE(s, neg, term_mk1(tc, OP_BVNEG, mag), mag)), big = ovf;
  /* (the uninterpreted functions below are named by the conversion and its base) */
  const char *ufn = !uns && B == 10 ? "strtol" : arena_printf(s->a, "%s_b%d", uns ? "strtoul" : "strtol", B);

  if (input_str) {
    /* main's argv[k] is an input both versions share: where the number goes on past STR_MAX
     * characters, strtol's value, whether it is out of range (ERANGE) and its end are
     * uninterpreted functions of idx for that string, equal in both versions (atoi, atol and
     * atoll are strtol but for the undefined cases, 7.22.1.2p2) */
    term_sort dom = term_sort_bv(tc, 64);
    term_ref at = cell_of(s, &p), unf = NOT(s, fin);
    int k = o->argv_str - 1;
    term_ref uv = term_app(tc, term_fun_declare(tc, arena_printf(s->a, "%s_argv%d", ufn, k), 1, &dom, dom), &at, 1);
    term_ref ur = term_app(tc, term_fun_declare(tc, arena_printf(s->a, "%s_argv%d_range", ufn, k), 1, &dom, term_sort_bool(tc)), &at, 1);
    term_ref ue = term_app(tc, term_fun_declare(tc, arena_printf(s->a, "%s_argv%d_end", ufn, k), 1, &dom, dom), &at, 1);
    /* out of range, the value is the limit (7.22.1.4p8), whatever the string */
    r = ITE(s, unf, ITE(s, ur, lim, uv), r);
    big = OR(s, AND(s, unf, ur), AND(s, NOT(s, unf), big));
    /* the end lies within the string, at its null character at the latest (a position past it
     * is no conversion's: taken as the null character's) */
    term_ref nul = M2(s, OP_BVSUB, M2(s, OP_BVSUB, len_of(s, &p), BV(s, 64, 1)), p.idx);
    endpos = ITE(s, unf, ITE(s, M2(s, OP_BVULE, ue, nul), ue, nul), endpos);
  } else {
    bound_cut(s, NOT(s, fin), e->loc,
              arena_printf(s->a, "bound reached: %s of a number not ended within %d characters not followed", name, STR_MAX));
  }
  if (b == CC_B_ATOI) {
    term_ref lo = M2(s, OP_BVSLT, r, BV(s, 64, (uint64_t)(int64_t)INT32_MIN));
    term_ref hi = M2(s, OP_BVSGT, r, BV(s, 64, (uint64_t)INT32_MAX));
    ub(s, OR(s, big, OR(s, lo, hi)), e->loc, "atoi of a string whose value its result type cannot represent (C11 7.22.1p1)");
    return sv_int(term_extract(tc, 31, 0, r));
  }
  if (b == CC_B_ATOL || b == CC_B_ATOLL)
    ub(s, big, e->loc, "%s of a string whose value its result type cannot represent (C11 7.22.1p1)", name);
  else
    errno_where(s, big, ERANGE, e->loc); /* strtol's range error (atol's is undefined, above) */
  if ((b == CC_B_STRTOL || b == CC_B_STRTOLL || uns) && !(a[1].k == SV_PTR && a[1].obj < 0)) {
    /* *endptr = nptr + the characters converted, or nptr where none were (7.22.1.4p7) */
    const cc_type *et = e->args[1]->type;
    if (et->k != CC_PTR || !et->elem || et->elem->k != CC_PTR) {
      unknown(s, e->loc, "unsupported: %s end pointer of this type", name);
      return sv_none();
    }
    sv q = p;
    q.idx = M2(s, OP_BVADD, p.idx, endpos);
    store(s, a[1], et->elem, q, e->loc);
  }
  return sv_int(r);
}

/* strcmp(a, b) (C11 7.24.4.2) as cc_lib.c runs it: the characters as unsigned char (7.24.1p3),
 * a[j] then b[j], up to the first pair that differs or the end of both, the result that pair's
 * difference (C fixes only its sign; this is the interpreter's value). Each read is checked as
 * load does, only where the strings were equal and not ended before it, so a string without a
 * NUL goes wrong exactly where the interpreter reads past it. Strings equal for STR_MAX
 * characters are not followed (bound reached). a and b are single pointers. strncmp (7.24.4.4):
 * the same over at most lim characters. memcmp (7.24.4.1) of arrays of characters: the same
 * without stopping at a NUL, over lim characters, each range checked whole before any read as
 * cc_lib.c does (byte_range), null undefined even for 0 (7.24.1p2). */
/* strcmp/strncmp of main's argv strings a and b (unwritten), equal and not ended for their first
 * nmax characters, where *on holds: the result is an uninterpreted function of the two starts
 * past them (and of what remains of strncmp's limit), one for both versions: the strings are
 * inputs both share, so equal starts compare alike however long the strings (they end at their
 * lengths: no scan runs off them). A difference resting on it is replayed before it is reported. */
static term_ref argv_rest_cmp(sx *s, const char *fn, const sv *a, const sv *b, long nmax, term_ref lim, term_ref *on, term_ref r) {
  if (is_false(s, AND(s, s->act, *on))) return r;
  term_ctx *tc = s->tc;
  term_sort dom[3] = {term_sort_bv(tc, 64), term_sort_bv(tc, 64), term_sort_bv(tc, 64)};
  term_ref k = BV(s, 64, (uint64_t)nmax);
  term_ref args[3] = {M2(s, OP_BVADD, cell_of(s, a), k), M2(s, OP_BVADD, cell_of(s, b), k),
                      lim != TERM_NULL ? M2(s, OP_BVSUB, lim, k) : k};
  int ka = s->objs[a->obj].argv_str - 1, kb = s->objs[b->obj].argv_str - 1;
  term_fun f = term_fun_declare(tc, arena_printf(s->a, "%s_argv%d_%d", fn, ka, kb), 3, dom, term_sort_bv(tc, 32));
  r = ITE(s, *on, term_app(tc, f, args, 3), r);
  *on = F(s);
  abstracted(s, arena_printf(s->a, "%s of argv[%d] and argv[%d] past %ld characters", fn, ka, kb, nmax));
  return r;
}

static sv strcmp_call1(sx *s, const cc_expr *e, sv a, sv b, term_ref lim) {
  int mem = e->builtin == CC_B_MEMCMP;
  if (mem) { /* the arguments are void *: the types they had before the conversion */
    const cc_type *x = mem_elem(e, 0), *y = mem_elem(e, 1);
    if (!x || !y || !cc_is_char(x) || !cc_is_char(y) || a.k != SV_PTR || b.k != SV_PTR) {
      unknown(s, e->loc, "unsupported: memcmp of objects other than character arrays in symbolic execution");
      return sv_none();
    }
    if (a.obj < 0 || b.obj < 0) { ub(s, T(s), e->loc, "null pointer passed to memcmp (C11 7.24.1p2)"); return sv_none(); }
    null_ub(s, &a, e->loc, "null pointer passed to memcmp (C11 7.24.1p2)");
    null_ub(s, &b, e->loc, "null pointer passed to memcmp (C11 7.24.1p2)");
    if (dead_access(s, &a, e->loc, "access") || dead_access(s, &b, e->loc, "access")) return sv_none();
    for (int k = 0; k < 2; k++) {
      const sv *p = k ? &b : &a;
      term_ref len = len_of(s, p);
      term_ref bad = OR(s, M2(s, OP_BVSLT, p->idx, BV(s, 64, 0)),
                        OR(s, M2(s, OP_BVSGT, p->idx, len), M2(s, OP_BVUGT, lim, M2(s, OP_BVSUB, len, p->idx))));
      ub(s, AND(s, M2(s, OP_BVUGT, lim, BV(s, 64, 0)), bad), e->loc, "memcmp out of bounds of '%s' (C11 7.24.1p1, 6.5.6p8)",
         s->objs[p->obj].name);
    }
  }
  const cc_type *ta = e->args[0]->type, *tb = e->args[1]->type;
  if (mem) {
    cc_type *pa = cc_type_new(s->a, CC_PTR), *pb = cc_type_new(s->a, CC_PTR);
    *pa = *ta, *pb = *tb;
    pa->elem = mem_elem(e, 0), pb->elem = mem_elem(e, 1);
    ta = pa, tb = pb;
  }
  if (a.k != SV_PTR || b.k != SV_PTR || ta->k != CC_PTR || tb->k != CC_PTR || !ta->elem || !tb->elem ||
      !cc_is_char(ta->elem) || !cc_is_char(tb->elem)) {
    unknown(s, e->loc, "unsupported: strcmp arguments in symbolic execution");
    return sv_none();
  }
  const char *fn = cc_builtin_name((cc_builtin)e->builtin);
  /* a null pointer is undefined, for strncmp even with n = 0 (7.24.1p2) */
  if (a.obj < 0 || b.obj < 0) { ub(s, T(s), e->loc, "null pointer passed to %s (C11 7.1.4p1)", fn); return sv_none(); }
  null_ub(s, &a, e->loc, arena_printf(s->a, "null pointer passed to %s (C11 7.1.4p1)", fn));
  null_ub(s, &b, e->loc, arena_printf(s->a, "null pointer passed to %s (C11 7.1.4p1)", fn));
  if (dead_access(s, &a, e->loc, "access") || dead_access(s, &b, e->loc, "access")) return sv_none();
  /* the scan ends within the shorter of the arrays of a constant length (a read past it goes wrong) */
  long ca = const_len(s, &a), cb = const_len(s, &b), cl = ca < 0 ? cb : cb < 0 || ca < cb ? ca : cb;
  long nmax = cl > STR_MAX ? cl : STR_MAX, cap = term_is_const(s->tc, a.idx) && term_is_const(s->tc, b.idx) ? STR_SCAN_MAX : STR_SCAN_VAR;
  if (nmax > cap) nmax = cap;
  /* two of main's argv strings no path has written: 32 characters one by one (those past 16 are
   * the solver's values, replayed from its model: a difference at character 18 is found), the
   * rest after argv_rest_cmp */
  const obj *oa = &s->objs[a.obj], *ob = &s->objs[b.obj];
  int argv2 = !mem && oa->argv_str && !oa->written && ob->argv_str && !ob->written;
  if (argv2 && nmax < 2 * STR_MAX) nmax = 2 * STR_MAX;
  term_ref on = T(s), r = BV(s, 32, 0);
  for (long j = 0; j < nmax; j++) {
    if (lim != TERM_NULL) on = AND(s, on, M2(s, OP_BVULT, BV(s, 64, (uint64_t)j), lim));
    if (is_false(s, on)) break;
    term_ref outer = AND(s, s->act, NOT(s, on));
    s->act = AND(s, s->act, on);
    sv q[2] = {a, b}, c[2];
    for (int k = 0; k < 2; k++) {
      q[k].idx = M2(s, OP_BVADD, q[k].idx, BV(s, 64, (uint64_t)j));
      c[k] = load(s, q[k], k ? tb->elem : ta->elem, e->loc);
      if (c[k].k != SV_INT || term_sort_width(s->tc, term_sort_of(s->tc, c[k].t)) != 8) {
        if (c[k].k != SV_NONE) unknown(s, e->loc, "unsupported: %s of characters wider than a byte", fn);
        else if (!is_false(s, s->act)) unknown(s, e->loc, "unsupported: %s of these strings", fn);
        s->act = OR(s, outer, s->act); /* those that decided before j go on with r */
        return j ? sv_int(r) : sv_none();
      }
    }
    s->act = OR(s, outer, s->act);
    term_ref x = c[0].t, y = c[1].t, same = term_eq(s->tc, x, y);
    r = ITE(s, AND(s, on, NOT(s, same)), M2(s, OP_BVSUB, term_zext(s->tc, 24, x), term_zext(s->tc, 24, y)), r);
    on = AND(s, on, mem ? same : AND(s, same, NOT(s, term_eq(s->tc, x, BV(s, 8, 0)))));
  }
  if (lim != TERM_NULL) on = AND(s, on, M2(s, OP_BVULT, BV(s, 64, (uint64_t)nmax), lim));
  if (argv2) r = argv_rest_cmp(s, fn, &a, &b, nmax, lim, &on, r);
  bound_cut(s, on, e->loc, arena_printf(s->a, "bound reached: %s of strings equal for %ld characters not followed", fn, nmax));
  return sv_int(r);
}

/* The uninterpreted function fn+suffix of a scan's start (p's cell) and character ch: a 64-bit
 * position, or a Bool when `flag`, one for both versions (strchr past STR_MAX characters). */
static term_ref scan_fun(sx *s, const char *fn, const char *suffix, const sv *p, term_ref ch, int flag) {
  term_ctx *tc = s->tc;
  term_sort dom[2] = {term_sort_bv(tc, 64), term_sort_bv(tc, 8)};
  term_ref args[2] = {cell_of(s, p), ch};
  term_fun f = term_fun_declare(tc, arena_printf(s->a, "%s%s", fn, suffix), 2, dom, flag ? term_sort_bool(tc) : dom[0]);
  return term_app(tc, f, args, 2);
}

/* strchr(p, c) (C11 7.24.5.2) as cc_lib.c runs it: the first character equal to c converted to
 * char, the terminating null character included, reading up to it or the end of the string; the
 * result a pointer into p's object at that character, or the null pointer (its isnull term) where
 * the string ends first. A string of STR_MAX characters without c is not followed. p is one
 * pointer. */
static sv strchr_call(sx *s, const cc_expr *e, sv p, sv c) {
  const cc_type *tp = e->args[0]->type;
  if (p.k != SV_PTR || c.k != SV_INT || tp->k != CC_PTR || !tp->elem || !cc_is_char(tp->elem)) {
    unknown(s, e->loc, "unsupported: strchr arguments in symbolic execution");
    return sv_none();
  }
  if (p.obj < 0) { ub(s, T(s), e->loc, "null pointer passed to strchr (C11 7.1.4p1)"); return sv_none(); }
  null_ub(s, &p, e->loc, "null pointer passed to strchr (C11 7.1.4p1)");
  if (dead_access(s, &p, e->loc, "access")) return sv_none();
  term_ref ch = term_extract(s->tc, 7, 0, c.t), on = T(s), found = F(s), at = BV(s, 64, 0);
  long nmax = scan_len(s, &p);
  for (long j = 0; j < nmax && !is_false(s, on); j++) {
    term_ref outer = AND(s, s->act, NOT(s, on));
    s->act = AND(s, s->act, on);
    sv q = p;
    q.idx = M2(s, OP_BVADD, p.idx, BV(s, 64, (uint64_t)j));
    sv x = load(s, q, tp->elem, e->loc);
    if (x.k != SV_INT || term_sort_width(s->tc, term_sort_of(s->tc, x.t)) != 8) {
      if (x.k != SV_NONE) unknown(s, e->loc, "unsupported: strchr of characters wider than a byte");
      else if (!is_false(s, s->act)) unknown(s, e->loc, "unsupported: strchr of this string");
      s->act = OR(s, outer, s->act); /* those decided before j go on */
      on = F(s);
      break;
    }
    s->act = OR(s, outer, s->act);
    term_ref hit = AND(s, on, term_eq(s->tc, x.t, ch));
    found = OR(s, found, hit);
    at = ITE(s, hit, BV(s, 64, (uint64_t)j), at);
    on = AND(s, on, AND(s, NOT(s, term_eq(s->tc, x.t, ch)), NOT(s, term_eq(s->tc, x.t, BV(s, 8, 0)))));
  }
  const obj *o = &s->objs[p.obj];
  if (o->param_array && o->param_ix > 0 && !o->written && !is_false(s, AND(s, s->act, on))) {
    /* The caller's string, unchanged by this run, scanned past STR_MAX characters: where the
     * scan goes on, strchr's result is a function of the caller's characters, which both versions
     * share, the start and c: uninterpreted functions of (start, c) for parameter i, the same in
     * both versions (as strtol of main's argv), so two scans from the same start for the same c
     * agree however long the string. That the scan runs off the caller's array first (no c and no
     * NUL within it: undefined, 6.5.6p8) is a third function, a case that goes wrong. A solver
     * answer resting on them is replayed before it is reported. */
    int i = o->param_ix - 1;
    const char *fn = arena_printf(s->a, "strchr_in%d", i);
    term_ref pos = scan_fun(s, fn, "", &p, ch, 0), hit = scan_fun(s, fn, "_found", &p, ch, 1);
    term_ref off = scan_fun(s, fn, "_off", &p, ch, 1);
    /* where the scan does not run off, the character it stops at lies in the array (the 16 before
     * it were read, so idx + 16 <= len here): a position past it is no scan's */
    term_ref room = M2(s, OP_BVSUB, len_of(s, &p), M2(s, OP_BVADD, p.idx, BV(s, 64, STR_MAX)));
    off = OR(s, off, M2(s, OP_BVUGE, pos, room));
    ub(s, AND(s, on, off), e->loc, "strchr reads past the end of '%s' (C11 6.5.6p8)", o->name);
    found = ITE(s, on, hit, found);
    at = ITE(s, on, M2(s, OP_BVADD, BV(s, 64, STR_MAX), pos), at);
    on = F(s);
    abstracted(s, arena_printf(s->a, "strchr past %d characters of parameter %d's string", STR_MAX, i + 1));
  }
  if (o->argv_str && !o->written && !is_false(s, AND(s, s->act, on))) {
    /* main's argv[k], an input string no path has written, scanned past STR_MAX characters: as
     * for the caller's string above, the position and whether c is found are uninterpreted
     * functions of (start, c) for argv[k], the same in both versions. The string ends at its
     * length (the null character is found there: exact), so the scan never runs off it; a
     * position the function gives past the null character is no scan's and is taken as the
     * null character's. */
    int k = o->argv_str - 1;
    const char *fn = arena_printf(s->a, "strchr_argv%d", k);
    term_ref pos = scan_fun(s, fn, "", &p, ch, 0), hit = scan_fun(s, fn, "_found", &p, ch, 1);
    /* the null character's offset from the start: len - idx, where len = nlen - 1 */
    term_ref nul = M2(s, OP_BVSUB, M2(s, OP_BVSUB, len_of(s, &p), BV(s, 64, 1)), p.idx);
    term_ref far = M2(s, OP_BVADD, BV(s, 64, STR_MAX), pos), isnul = term_eq(s->tc, ch, BV(s, 8, 0));
    far = ITE(s, OR(s, isnul, M2(s, OP_BVUGE, far, nul)), nul, far);
    found = ITE(s, on, OR(s, isnul, hit), found);
    at = ITE(s, on, far, at);
    on = F(s);
    abstracted(s, arena_printf(s->a, "strchr past %d characters of argv[%d]", STR_MAX, k));
  }
  bound_cut(s, on, e->loc, arena_printf(s->a, "bound reached: strchr over %ld characters not followed", nmax));
  sv r = p;
  r.idx = M2(s, OP_BVADD, p.idx, at);
  r.isnull = NOT(s, found);
  return r;
}

/* ---- memcpy, memmove, memset (C11 7.24.2.1, 7.24.2.2, 7.24.6.1) ------------------------------- */

/* Elements a mem call follows one by one; a longer one is an unknown case naming the bound. */
enum { MEM_MAX = 64 };

/* The type argument i of call e points to before its conversion to void * (7.24.1p1), or NULL. */
static const cc_type *mem_elem(const cc_expr *e, int i) {
  const cc_expr *x = e->args[i];
  while (x->k == CC_E_CONV && x->a->type->k == CC_PTR) x = x->a;
  return x->type->k == CC_PTR ? x->type->elem : NULL;
}

/* The cell `leaf` of the element at p (of scalar type t, the element's leaf type there), as its
 * value and whether it is indeterminate: the mem
 * functions access objects as arrays of unsigned char (7.24.1p1), which have no trap
 * representation (6.2.6.1p3-5), so copying an indeterminate element is no going wrong, as
 * cc_lib.c's mem_copy copies its cell. The access checks are load's. 0: not modelled; 2: no
 * input reaches the element without going wrong first. */
static int mem_read(sx *s, sv p, long leaf, const cc_type *t, eq_loc loc, sv *v, term_ref *undef) {
  obj *o = &s->objs[p.obj];
  ub(s, outside(s, &p), loc, "access out of bounds of '%s' (C11 6.5.6p8)", o->name);
  array_cap_cut(s, &p, loc);
  if (is_false(s, s->act)) return 2; /* every input that reaches this element went wrong */
  term_ref cell = leaf ? M2(s, OP_BVADD, cell_of(s, &p), BV(s, 64, (uint64_t)leaf)) : cell_of(s, &p);
  int any = 0;
  for (long pos = 0; pos < o->ncells; pos++) {
    if (!cells_fit(o, pos, t)) continue;
    if (term_is_const(s->tc, cell) && term_bv_value(s->tc, cell) != (term_u128)pos) continue;
    term_ref here = term_eq(s->tc, cell, BV(s, 64, (uint64_t)pos));
    if (!any) {
      *v = o->cells[pos], *undef = o->undef[pos];
    } else if (!sv_ite(s, here, o->cells[pos], *v, v)) {
      unknown(s, loc, "unsupported: pointers into different objects in '%s'", o->name);
      return 0;
    } else {
      *undef = ITE(s, here, o->undef[pos], *undef);
    }
    any = 1;
  }
  if (!any) unknown(s, loc, "unsupported: access to '%s' with another type", o->name);
  return any;
}

/* Stores v (indeterminate where undef holds) at cell `leaf` of the element at p, with store's
 * checks. 0: not modelled. */
static int mem_write(sx *s, sv p, long leaf, const cc_type *t, sv v, term_ref undef, eq_loc loc) {
  obj *o = &s->objs[p.obj];
  ub(s, outside(s, &p), loc, "access out of bounds of '%s' (C11 6.5.6p8)", o->name);
  array_cap_cut(s, &p, loc);
  if (is_false(s, s->act)) return 1;
  if (o->param_array || o->param_struct == 2) o->written = 1;
  term_ref cell = leaf ? M2(s, OP_BVADD, cell_of(s, &p), BV(s, 64, (uint64_t)leaf)) : cell_of(s, &p);
  int any = 0;
  for (long pos = 0; pos < o->ncells; pos++) {
    if (!cells_fit(o, pos, t)) continue;
    term_ref here = AND(s, s->act, term_eq(s->tc, cell, BV(s, 64, (uint64_t)pos)));
    if (is_false(s, here)) continue;
    if (!sv_ite(s, here, v, o->cells[pos], &o->cells[pos])) {
      unknown(s, loc, "unsupported: merge of pointers into different objects");
      return 0;
    }
    o->undef[pos] = ITE(s, here, undef, o->undef[pos]);
    any = 1;
  }
  if (!any) unknown(s, loc, "unsupported: store to '%s' with another type", o->name);
  return any;
}

/* Whether t is a complete struct with no union in it (its members, their arrays and structs):
 * every cell a scalar whose bytes are its value, so a copy of the struct's bytes between two
 * objects of this type is a copy of each cell (padding has no cell, and nothing here reads it). */
static int plain_struct(const cc_type *t) {
  if (t->k == CC_ARRAY) return plain_struct(t->elem);
  if (t->k != CC_STRUCT) return cc_is_scalar(t);
  if (t->rec->is_union || !t->rec->complete || t->leaves < 1) return 0;
  for (int f = 0; f < t->rec->nfields; f++)
    if (!plain_struct(t->rec->fields[f].type)) return 0;
  return 1;
}

/* Whether the checks common to the mem functions let the run go on with pointer p: null is
 * undefined even for a size of 0 (7.24.1p2), as is an object whose lifetime ended. */
static int mem_ptr_ok(sx *s, const sv *p, const cc_type *t, const char *fn, eq_loc loc) {
  int ok_type = t && (t->k == CC_STRUCT ? plain_struct(t) : t->leaves == 1 && cc_is_arith(t) && t->k != CC_BOOL);
  if (p->k != SV_PTR || !ok_type || (p->obj >= 0 && p->L != t->leaves)) {
    unknown(s, loc, "unsupported: %s of this object in symbolic execution", fn);
    return 0;
  }
  if (p->obj < 0) { ub(s, T(s), loc, "null pointer passed to %s (C11 7.24.1p2)", fn); return 0; }
  null_ub(s, p, loc, arena_printf(s->a, "null pointer passed to %s (C11 7.24.1p2)", fn));
  if (dead_access(s, p, loc, "access")) return 0;
  if (!s->objs[p->obj].type || s->objs[p->obj].ncells == 0) {
    unknown(s, loc, "unsupported: %s of memory with no type yet in symbolic execution", fn);
    return 0;
  }
  return 1;
}

/* memcpy(d, src, n), memmove(d, src, n), memset(d, c, n) as cc_lib.c runs them, for arrays of
 * one arithmetic type (memcpy/memmove: of one size and kind on both sides, so each element is
 * copied as its bytes) and memcpy/memmove between (arrays of) one plain struct type
 * (`memcpy(&a, &b, sizeof a)`: each element copied cell by cell, as cc_lib.c's mem_copy copies
 * cells of the same representation): n a whole number of elements (else an unknown case), each
 * element j < n/size read and then written under the guard j < n/size, up to MEM_MAX cells. memcpy between
 * overlapping elements of one object is undefined (7.24.2.1p2); memmove reads every element
 * before it writes one (7.24.2.2p2). memset stores the byte (unsigned char)c in every byte of
 * each element (integers only). */
static sv mem_call(sx *s, const cc_expr *e, sv *a) {
  int b = e->builtin, set = b == CC_B_MEMSET;
  const char *fn = cc_builtin_name((cc_builtin)b);
  const cc_type *dt = mem_elem(e, 0), *st = set ? NULL : mem_elem(e, 1);
  if (a[0].k == SV_ALT || a[1].k == SV_ALT || a[2].k != SV_INT || term_sort_width(s->tc, term_sort_of(s->tc, a[2].t)) != 64 ||
      (set && (!dt || !cc_is_integer(dt) || a[1].k != SV_INT)) ||
      (!set && (!dt || !st || dt->size != st->size || cc_is_integer(dt) != cc_is_integer(st) || (!cc_is_integer(dt) && dt->k != st->k) ||
                (dt->k == CC_STRUCT && !cc_type_same(dt, st))))) {
    unknown(s, e->loc, "unsupported: %s of these objects in symbolic execution", fn);
    return sv_none();
  }
  sv d = a[0], src = a[1];
  if (!mem_ptr_ok(s, &d, dt, fn, e->loc) || (!set && !mem_ptr_ok(s, &src, st, fn, e->loc))) return sv_none();
  if (s->objs[d.obj].readonly) { ub(s, T(s), e->loc, "%s writes to a string literal (C11 6.4.5p7)", fn); return sv_none(); }
  if (s->objs[d.obj].param_struct == 1) { unknown(s, e->loc, "unsupported: store into the struct behind const parameter '%s'", s->objs[d.obj].name); return sv_none(); }
  term_ref n = a[2].t, esz = BV(s, 64, (uint64_t)dt->size);
  unknown_where(s, NOT(s, term_eq(s->tc, M2(s, OP_BVUREM, n, esz), BV(s, 64, 0))), e->loc,
             arena_printf(s->a, "unsupported: %s of a size that is not a whole number of elements", fn));
  term_ref cnt = M2(s, OP_BVUDIV, n, esz);
  long L = dt->leaves, emax = MEM_MAX / L; /* cells per element; the elements vals[] holds */
  if (emax == 0) {
    unknown(s, e->loc, "unsupported: %s of a struct of more than %d cells in symbolic execution", fn, MEM_MAX);
    return sv_none();
  }
  /* the whole range first, the source's then the destination's, as cc_lib.c's byte_range checks
   * it: so an object of a constant length bounds the elements followed */
  long lim = emax;
  for (int k = set ? 1 : 0; k < 2; k++) {
    const sv *p = k ? &d : &src;
    term_ref len = len_of(s, p);
    term_ref bad = OR(s, M2(s, OP_BVSLT, p->idx, BV(s, 64, 0)),
                      OR(s, M2(s, OP_BVSGT, p->idx, len), M2(s, OP_BVUGT, cnt, M2(s, OP_BVSUB, len, p->idx))));
    ub(s, AND(s, M2(s, OP_BVUGT, cnt, BV(s, 64, 0)), bad), e->loc, "%s out of bounds of '%s' (C11 7.24.1p1, 6.5.6p8)", fn,
       s->objs[p->obj].name);
    if (term_is_const(s->tc, len) && term_bv_value(s->tc, len) < (term_u128)lim) lim = (long)term_bv_value(s->tc, len);
  }
  if (lim == emax)
    bound_cut(s, M2(s, OP_BVUGT, cnt, BV(s, 64, (uint64_t)emax)), e->loc,
              arena_printf(s->a, "bound reached: %s of more than %ld elements not followed", fn, emax));
  if (b == CC_B_MEMCPY && d.obj == src.obj) {
    term_ref cd = cell_of(s, &d), cs = cell_of(s, &src);
    term_ref overlap = AND(s, M2(s, OP_BVUGT, cnt, BV(s, 64, 0)),
                           AND(s, M2(s, OP_BVSLT, cs, M2(s, OP_BVADD, cd, cnt)), M2(s, OP_BVSLT, cd, M2(s, OP_BVADD, cs, cnt))));
    ub(s, AND(s, overlap, same_gen(s, &d, &src)), e->loc, "memcpy between overlapping objects (C11 7.24.2.1p2)");
  }
  sv vals[MEM_MAX];
  term_ref undefs[MEM_MAX];
  long m = 0;
  term_ref fill = TERM_NULL;
  if (set) { /* the byte in each of the element's bytes: zext(byte) * 0x0101..01 has no carries */
    unsigned w = (unsigned)cc_int_width(dt);
    term_ref byte = term_zext(s->tc, w - 8, term_extract(s->tc, 7, 0, a[1].t));
    uint64_t ones = 0;
    for (long j = 0; j < dt->size; j++) ones = ones << 8 | 1;
    fill = w == 8 ? term_extract(s->tc, 7, 0, a[1].t) : M2(s, OP_BVMUL, byte, BV(s, w, ones));
  }
  for (; m < lim; m++) {
    term_ref on = M2(s, OP_BVULT, BV(s, 64, (uint64_t)m), cnt);
    if (is_false(s, AND(s, s->act, on)) || ival_decide(s->iv, on) == IVAL_FALSE) break;
    if (set) { vals[m] = sv_int(fill), undefs[m] = F(s); continue; }
    term_ref outer = AND(s, s->act, NOT(s, on));
    s->act = AND(s, s->act, on);
    sv q = src;
    q.idx = M2(s, OP_BVADD, src.idx, BV(s, 64, (uint64_t)m));
    int ok = 1;
    for (long k = 0; k < L && ok == 1; k++) {
      long off;
      ok = mem_read(s, q, k, cc_leaf_type(st, k, &off), e->loc, &vals[m * L + k], &undefs[m * L + k]);
    }
    s->act = OR(s, outer, s->act);
    /* no input reaching element m goes on (it went wrong, or an unknown case took it), and so for
     * every later one: the others copy the m before */
    if (ok != 1) break;
  }
  for (long j = 0; j < m; j++) {
    term_ref on = M2(s, OP_BVULT, BV(s, 64, (uint64_t)j), cnt);
    term_ref outer = AND(s, s->act, NOT(s, on));
    s->act = AND(s, s->act, on);
    sv q = d;
    q.idx = M2(s, OP_BVADD, d.idx, BV(s, 64, (uint64_t)j));
    for (long k = 0; k < L; k++) { /* where it is not modelled: an unknown case */
      long off;
      mem_write(s, q, k, cc_leaf_type(dt, k, &off), vals[j * L + k], undefs[j * L + k], e->loc);
    }
    s->act = OR(s, outer, s->act);
  }
  return d;
}

/* strcpy(d, src) and strncpy(d, src, n) (C11 7.24.2.3, 7.24.2.4) as cc_lib.c runs them: character
 * j read from src and written to d in turn, up to and including the NUL; strncpy writes exactly n
 * characters, the NUL's place and those after it as null characters (7.24.2.4p3), so its range in
 * d is checked whole first. Followed for the characters of d's object when its length is a
 * constant, else MEM_MAX; a copy still going there is an unknown case naming the bound. A copy
 * within one object (undefined where the strings overlap) is not followed. */
static sv str_copy_call(sx *s, const cc_expr *e, sv *a) {
  int b = e->builtin, bounded = b == CC_B_STRNCPY;
  const char *fn = cc_builtin_name((cc_builtin)b);
  const cc_type *dt = e->args[0]->type->k == CC_PTR ? e->args[0]->type->elem : NULL;
  const cc_type *st = e->args[1]->type->k == CC_PTR ? e->args[1]->type->elem : NULL;
  sv d = a[0], src = a[1];
  if (d.k != SV_PTR || src.k != SV_PTR || !dt || !st || !cc_is_char(dt) || !cc_is_char(st) ||
      (bounded && (a[2].k != SV_INT || term_sort_width(s->tc, term_sort_of(s->tc, a[2].t)) != 64))) {
    unknown(s, e->loc, "unsupported: %s of these objects in symbolic execution", fn);
    return sv_none();
  }
  if (d.obj < 0 || src.obj < 0) { ub(s, T(s), e->loc, "null pointer passed to %s (C11 7.1.4p1)", fn); return sv_none(); }
  null_ub(s, &d, e->loc, arena_printf(s->a, "null pointer passed to %s (C11 7.1.4p1)", fn));
  null_ub(s, &src, e->loc, arena_printf(s->a, "null pointer passed to %s (C11 7.1.4p1)", fn));
  if (dead_access(s, &d, e->loc, "access") || dead_access(s, &src, e->loc, "access")) return sv_none();
  if (d.obj == src.obj) { unknown(s, e->loc, "unsupported: %s within one object in symbolic execution", fn); return sv_none(); }
  if (s->objs[d.obj].readonly) { ub(s, T(s), e->loc, "%s writes to a string literal (C11 6.4.5p7)", fn); return sv_none(); }
  term_ref n = bounded ? a[2].t : TERM_NULL, dlen = len_of(s, &d);
  long lim = MEM_MAX;
  if (term_is_const(s->tc, dlen) && term_bv_value(s->tc, dlen) < (term_u128)MEM_MAX) lim = (long)term_bv_value(s->tc, dlen) + 1;
  if (bounded) {
    term_ref bad = OR(s, M2(s, OP_BVSLT, d.idx, BV(s, 64, 0)),
                      OR(s, M2(s, OP_BVSGT, d.idx, dlen), M2(s, OP_BVUGT, n, M2(s, OP_BVSUB, dlen, d.idx))));
    ub(s, AND(s, M2(s, OP_BVUGT, n, BV(s, 64, 0)), bad), e->loc, "%s out of bounds of '%s' (C11 7.24.1p1, 6.5.6p8)", fn,
       s->objs[d.obj].name);
  }
  term_ref copying = T(s); /* no NUL copied yet */
  long j = 0;
  for (; j < lim; j++) {
    term_ref active = bounded ? M2(s, OP_BVULT, BV(s, 64, (uint64_t)j), n) : copying;
    if (is_false(s, AND(s, s->act, active))) break;
    term_ref reading = bounded ? AND(s, active, copying) : active;
    term_ref outer = AND(s, s->act, NOT(s, reading));
    s->act = AND(s, s->act, reading);
    sv q = src;
    q.idx = M2(s, OP_BVADD, src.idx, BV(s, 64, (uint64_t)j));
    sv c = is_false(s, s->act) ? sv_none() : load(s, q, st, e->loc);
    if (c.k != SV_NONE && (c.k != SV_INT || term_sort_width(s->tc, term_sort_of(s->tc, c.t)) != 8))
      unknown(s, e->loc, "unsupported: %s of these strings in symbolic execution", fn);
    /* no reader of character j goes on (load leaves none where it gives no value): the others
     * (strncpy's padding) write on, and the value read is no one's */
    if (is_false(s, s->act)) c = sv_int(BV(s, 8, 0));
    s->act = OR(s, outer, s->act);
    term_ref v = ITE(s, reading, c.t, BV(s, 8, 0));
    outer = AND(s, s->act, NOT(s, active));
    s->act = AND(s, s->act, active);
    sv w = d;
    w.idx = M2(s, OP_BVADD, d.idx, BV(s, 64, (uint64_t)j));
    store(s, w, dt, sv_int(v), e->loc);
    s->act = OR(s, outer, s->act);
    copying = AND(s, copying, NOT(s, term_eq(s->tc, c.t, BV(s, 8, 0))));
  }
  if (j == lim)
    bound_cut(s, bounded ? M2(s, OP_BVUGT, n, BV(s, 64, (uint64_t)lim)) : copying, e->loc,
              arena_printf(s->a, "bound reached: %s of more than %ld characters not followed", fn, lim));
  return d;
}

/* strcmp_call1 once per object of each argument. */
static sv strcmp_call(sx *s, const cc_expr *e, sv a, sv b, term_ref lim) {
  if (a.k != SV_ALT && b.k != SV_ALT) return strcmp_call1(s, e, a, b, lim);
  sv *x = a.k == SV_ALT ? &a : &b;
  alt_split it;
  alt_begin(s, &it, x, 1);
  while (alt_next(s, &it)) alt_take(s, &it, x == &a ? strcmp_call(s, e, it.cur, b, lim) : strcmp_call(s, e, a, it.cur, lim), e->loc);
  return alt_end(s, &it);
}

/* A call through a function pointer (C11 6.5.2.2): null is undefined, as is a function whose type
 * is not compatible with the pointer's (6.5.2.2p9); a pointer that designates one function is a
 * direct call, one that may designate several a case split over them, whose results merge. */
static sv abort_call(sx *s, const cc_expr *e);

static sv indirect_call(sx *s, const cc_expr *e) {
  sv fp = eval(s, e->a);
  if (fp.k == SV_NONE) return fp;
  if (fp.k != SV_FN) { unknown(s, e->loc, "unsupported: call through this value in symbolic execution"); return sv_none(); }
  sv *args = arena_alloc(s->a, sizeof(sv) * (size_t)(e->nargs + 1));
  for (int i = 0; i < e->nargs; i++) args[i] = eval(s, e->args[i]);
  for (int i = 0; i < e->nargs; i++)
    if (args[i].k == SV_NONE) return sv_none();
  ub(s, term_eq(s->tc, fp.t, BV(s, FN_BITS, 0)), e->loc, "call through a null function pointer (C11 6.5.2.2p1, 6.3.2.3p3)");
  term_ref act0 = s->act, after = F(s), covered = F(s);
  sv res = sv_none();
  int any = 0;
  for (int fi = 0; fi < s->p->nfuncs && !is_false(s, act0); fi++) {
    term_ref is = term_eq(s->tc, fp.t, BV(s, FN_BITS, (uint64_t)fi + 1));
    term_ref g = AND(s, act0, is);
    if (is_false(s, g) || ival_decide(s->iv, is) == IVAL_FALSE) continue;
    covered = OR(s, covered, is);
    const cc_func *fn = s->p->funcs[fi];
    s->act = g;
    if (!fn->type) { unknown(s, fn->loc, "unsupported: %s", fn->unsupported); continue; }
    if (!cc_type_same(fn->type, e->a->type->elem)) {
      ub(s, T(s), e->loc, "call of '%s' through a pointer to an incompatible function type (C11 6.5.2.2p9)", fn->name);
      continue;
    }
    if (!fn->body) { unknown(s, e->loc, "unsupported: call of '%s', which has no body", fn->name); continue; }
    sv r = call_function(s, fi, args, e->nargs, e->loc, e->discarded);
    if (!any && r.k != SV_NONE) res = r, any = 1;
    else if (r.k != SV_NONE && !sv_ite(s, s->act, r, res, &res)) {
      unknown(s, e->loc, "unsupported: results of the functions a pointer may designate do not merge");
      continue;
    }
    after = OR(s, after, s->act);
  }
  /* the library functions whose address the program takes: their models, as direct calls */
  for (int b = 0; b < CC_B_NONE && !is_false(s, act0); b++) {
    if (!s->p->builtin_type[b]) continue;
    term_ref is = term_eq(s->tc, fp.t, BV(s, FN_BITS, (uint64_t)s->p->nfuncs + 1 + (uint64_t)b));
    term_ref g = AND(s, act0, is);
    if (is_false(s, g) || ival_decide(s->iv, is) == IVAL_FALSE) continue;
    covered = OR(s, covered, is);
    s->act = g;
    const char *bn = cc_builtin_name((cc_builtin)b);
    if (!cc_type_same(s->p->builtin_type[b], e->a->type->elem)) {
      ub(s, T(s), e->loc, "call of '%s' through a pointer to an incompatible function type (C11 6.5.2.2p9)", bn);
      continue;
    }
    cc_expr direct = *e;
    direct.a = NULL;
    direct.builtin = b;
    direct.nargs = e->nargs;
    sv r;
    if (b == CC_B_ABORT || b == CC_B_ASSERT_FAIL) {
      direct.nargs = 0; /* evaluated above */
      r = abort_call(s, &direct);
    } else if (b == CC_B_PUTS || b == CC_B_PUTCHAR) {
      unknown(s, e->loc, "unsupported: %s through a function pointer in symbolic execution", bn);
      continue;
    } else {
      r = call_builtin(s, &direct, args);
    }
    if (!any && r.k != SV_NONE) res = r, any = 1;
    else if (r.k != SV_NONE && !sv_ite(s, s->act, r, res, &res)) {
      unknown(s, e->loc, "unsupported: results of the functions a pointer may designate do not merge");
      continue;
    }
    after = OR(s, after, s->act);
  }
  /* ids of no function cannot occur (ids come from function designators); stated, not assumed */
  s->act = AND(s, act0, NOT(s, covered));
  unknown(s, e->loc, "unsupported: function pointer value designating no function");
  s->act = after;
  return res;
}

/* abort() and __assert_fail (a failed assert): where the call is reached the run ends abended with
 * SIGABRT, as cc_call_builtin. The arguments assert() passes are literals (the expression's text,
 * the file, the function's name), not evaluated here: they have no effect and no value in the
 * outcome; any other argument is evaluated first, as in the interpreter. */
static sv abort_call(sx *s, const cc_expr *e) {
  for (int i = 0; i < e->nargs; i++) {
    const cc_expr *x = e->args[i];
    while (x && (x->k == CC_E_CONV || x->k == CC_E_DECAY)) x = x->a;
    if (x && (x->k == CC_E_STR || x->k == CC_E_INT)) continue;
    if (eval(s, e->args[i]).k == SV_NONE) return sv_none();
  }
  if (!is_false(s, s->act)) {
    add_path(s, REL_P_RETURNED, s->act, BV(s, 64, 6), NULL, locs(s, e->loc));
    s->paths[s->npaths - 1].okind = REL_O_ABENDED;
  }
  s->act = F(s);
  return sv_none();
}

static sv eval_call(sx *s, const cc_expr *e) {
  if (e->a) return indirect_call(s, e);
  if (e->fn < 0 && (e->builtin == CC_B_ABORT || e->builtin == CC_B_ASSERT_FAIL)) return abort_call(s, e);
  if (e->fn < 0 && e->builtin == CC_B_EXIT && e->nargs == 1) {
    /* exit(status) ends the run: exited with status (7.22.4.4), as cc_exec.c reports it */
    sv c = eval(s, e->args[0]);
    if (c.k == SV_NONE) return c;
    if (c.k != SV_INT || term_sort_width(s->tc, term_sort_of(s->tc, c.t)) != 32) {
      unknown(s, e->loc, "unsupported: exit argument");
      return sv_none();
    }
    add_exit(s, s->act, sext64(s, c.t, 1), locs(s, e->loc));
    s->act = F(s);
    return sv_none();
  }
  if (e->fn < 0 && (e->builtin == CC_B_PRINTF || e->builtin == CC_B_PUTS || e->builtin == CC_B_PUTCHAR))
    return output_call(s, e);
  sv *args = arena_alloc(s->a, sizeof(sv) * (size_t)(e->nargs + 1));
  /* C11 6.5.2.2p10: the order of argument evaluation is unspecified; left to right, as cc_exec.c. */
  for (int i = 0; i < e->nargs; i++) args[i] = eval(s, e->args[i]);
  if (e->fn < 0) return call_builtin(s, e, args);
  const cc_func *fn = s->p->funcs[e->fn];
  for (int i = 0; i < e->nargs; i++)
    if (args[i].k == SV_NONE) return sv_none();
  if (!fn->body && s->o && s->o->contracts) {
    /* a function defined elsewhere with a stated contract: the contract stands for it */
    const rel_contract *ct = rel_contract_usable(s->o->contracts, s->p, fn->name);
    sv res;
    if (ct && contract_call(s, fn, ct, args, e->nargs, e->loc, &res)) return res;
  }
  if (!fn->body) {
    unknown(s, e->loc, "unsupported: call of '%s', which has no body", fn->name);
    return sv_none();
  }
  return call_function(s, e->fn, args, e->nargs, e->loc, e->discarded);
}

/* ---- union members: byte-level views (cc_ir.h CC_E_VIEW), as cc_exec.c's view_ptr ---------- */

/* A pointer to the first byte of view e: the union's bytes as an array of `size` one-cell
 * elements, at e->ival (+ index * size within the array member, C11 6.5.6p8). */
static sv view_ptr(sx *s, const cc_expr *e) {
  char tb[80];
  if (!cc_is_scalar(e->type)) {
    unknown(s, e->loc, "unsupported: union member of type %s used as a whole", cc_type_name(e->type, tb, sizeof tb));
    return sv_none();
  }
  sv p = eval_lv(s, e->a);
  if (p.k == SV_NONE) return p;
  if (p.k != SV_PTR) { unknown(s, e->loc, "unsupported: union member through a pointer into one of several objects"); return sv_none(); }
  const cc_type *ut = e->a->type;
  if (ut->k != CC_STRUCT || !ut->rec->is_union) { unknown(s, e->loc, "unsupported: view of a non-union"); return sv_none(); }
  if (p.obj < 0) { ub(s, T(s), e->loc, "null pointer dereference (C11 6.5.3.2p4)"); return sv_none(); }
  ub(s, outside(s, &p), e->loc, "member access out of bounds (C11 6.5.6p8)");
  term_ref k = BV(s, 64, e->ival);
  if (e->b) {
    sv i = eval(s, e->b);
    if (i.k != SV_INT) return sv_none();
    term_ref x = sext64(s, i.t, cc_is_signed(e->b->type));
    ub(s, OR(s, M2(s, OP_BVSLT, x, BV(s, 64, 0)), M2(s, OP_BVSGE, x, BV(s, 64, (uint64_t)e->field))), e->loc,
       "subscript outside the array member of %d elements (C11 6.5.6p8)", e->field);
    k = M2(s, OP_BVADD, k, M2(s, OP_BVMUL, x, BV(s, 64, (uint64_t)e->type->size)));
  }
  return (sv){.k = SV_PTR, .obj = p.obj, .n = ut->size, .L = 1, .gen = p.gen, .base = cell_of(s, &p), .idx = k};
}

static sv view_byte(sx *s, sv p, long j) {
  p.idx = M2(s, OP_BVADD, p.idx, BV(s, 64, (uint64_t)j));
  return p;
}

/* A member of pointer type read from a union's bytes: bytes 0 .. 7 of one pointer, as
 * cc_exec.c's view_load_ptr; bytes of anything else (an integer stored there, pointers merged
 * from several objects) are not modelled. */
static sv view_load_ptr(sx *s, sv p, const cc_type *t, eq_loc loc) {
  sv first = sv_none();
  term_ref other = F(s);
  char tb[80];
  for (long j = 0; j < t->size; j++) {
    sv b = load1(s, view_byte(s, p, j), cc_basic(CC_UCHAR), loc);
    if (b.k == SV_NONE) return b;
    int same = b.k == SV_PTR && b.frag == j + 1;
    if (same && j) /* terms are shared: the same pointer has the same fields */
      same = b.obj == first.obj && b.n == first.n && b.L == first.L && b.base == first.base && b.idx == first.idx &&
             b.nlen == first.nlen && b.isnull == first.isnull && b.gen == first.gen && b.hroot == first.hroot;
    if (!same) {
      unknown(s, loc, "unsupported: a union member of type %s read from bytes that hold no one pointer", cc_type_name(t, tb, sizeof tb));
      return sv_none();
    }
    if (!j) first = b;
    if (b.ig != TERM_NULL) other = OR(s, other, b.ig);
  }
  /* where a path stored other bytes there (a tagged union read by the wrong tag) */
  unknown_where(s, other, loc, arena_printf(s->a, "unsupported: a union member of type %s read from bytes that hold no one pointer", cc_type_name(t, tb, sizeof tb)));
  if (is_false(s, s->act)) return sv_none();
  first.frag = 0;
  first.ig = first.ival = TERM_NULL;
  return first;
}

/* The bytes of a view as a value of its type (little-endian; IEEE 754 interchange formats). */
static sv view_load(sx *s, sv p, const cc_type *t, eq_loc loc) {
  if (t->k == CC_PTR) return view_load_ptr(s, p, t, loc);
  term_ref acc = TERM_NULL;
  for (long j = 0; j < t->size; j++) {
    sv b = load(s, view_byte(s, p, j), cc_basic(CC_UCHAR), loc);
    if (b.k != SV_INT) return sv_none();
    acc = j ? M2(s, OP_CONCAT, b.t, acc) : b.t;
  }
  if (cc_is_floating(t)) return sv_flt(term_fp_from_ieee_bv(s->tc, fp_eb(t), fp_sb(t), acc));
  if (t->k == CC_BOOL) { /* its byte is 0 or 1, as cc_exec.c's view_load checks (C11 6.2.6.1p5) */
    ub(s, M2(s, OP_BVUGT, acc, BV(s, 8, 1)), loc, "load of a value that is no value of _Bool from a union's byte (C11 6.2.6.1p5)");
    return sv_int(term_extract(s->tc, 0, 0, acc));
  }
  return sv_int(acc);
}

/* The IEEE bits of a floating value: exact for a constant; otherwise the function "fp_bits<w>" of
 * the value, uninterpreted but one for both versions (a non-NaN value has one encoding, so equal
 * values give equal bits, which is all a proof may use). A NaN's bits depend on how it was made
 * (x86's default NaN, a payload carried through), which the solver's single NaN cannot tell: a
 * NaN stored into a union is an unknown case. */
static term_ref fp_bits(sx *s, term_ref v, const cc_type *t, eq_loc loc) {
  unsigned w = (unsigned)(8 * t->size);
  if (term_is_const(s->tc, v)) {
    term_u128 b = term_bv_value(s->tc, v);
    if (term_mk1(s->tc, OP_FP_ISNAN, v) != T(s)) return term_bv128(s->tc, w, b);
  }
  unknown_where(s, term_mk1(s->tc, OP_FP_ISNAN, v), loc, "unsupported: a NaN's bytes stored into a union");
  term_sort dom = term_sort_fp(s->tc, fp_eb(t), fp_sb(t));
  term_fun f = term_fun_declare(s->tc, w == 32 ? "fp_bits32" : "fp_bits64", 1, &dom, term_sort_bv(s->tc, w));
  return term_app(s->tc, f, &v, 1);
}

static void view_store(sx *s, sv p, const cc_type *t, sv v, eq_loc loc) {
  if (t->k == CC_PTR && v.k == SV_PTR) { /* byte j: the pointer marked as its byte j */
    for (long j = 0; j < t->size; j++) {
      sv b = v;
      b.frag = (int)j + 1;
      b.ig = b.ival = TERM_NULL;
      store(s, view_byte(s, p, j), cc_basic(CC_UCHAR), b, loc);
    }
    return;
  }
  if (v.k != (cc_is_floating(t) ? SV_FLT : SV_INT)) { unknown(s, loc, "unsupported: store of a value of another shape"); return; }
  term_ref bits = cc_is_floating(t) ? fp_bits(s, v.t, t, loc) : v.t;
  if (t->k == CC_BOOL) bits = term_zext(s->tc, 7, bits); /* 0 or 1 in its byte */
  for (long j = 0; j < t->size; j++)
    store(s, view_byte(s, p, j), cc_basic(CC_UCHAR), sv_int(term_extract(s->tc, (unsigned)(8 * j + 7), (unsigned)(8 * j), bits)), loc);
}

/* Loads and stores through lvalue expression lv evaluated to p: a view reads its bytes. */
static sv lv_load(sx *s, const cc_expr *lv, sv p, const cc_type *t, eq_loc loc) {
  return lv->k == CC_E_VIEW ? view_load(s, p, t, loc) : load(s, p, t, loc);
}

static void lv_store(sx *s, const cc_expr *lv, sv p, const cc_type *t, sv v, eq_loc loc) {
  if (lv->k == CC_E_VIEW) view_store(s, p, t, v, loc);
  else store(s, p, t, v, loc);
}

static sv incdec(sx *s, const cc_expr *e) {
  sv p = eval_lv(s, e->a);
  if (p.k == SV_NONE) return p;
  const cc_type *t = e->a->type;
  sv old = lv_load(s, e->a, p, t, e->loc), nv;
  if (old.k == SV_NONE) return old;
  int inc = e->op == CC_OP_PREINC || e->op == CC_OP_POSTINC;
  if (t->k == CC_PTR) {
    nv = ptr_add(s, old, sv_int(BV(s, 64, 1)), 1, !inc, e->loc, inc ? "'++'" : "'--'");
  } else {
    /* C11 6.5.2.4, 6.5.3.1: ++E is E += 1, computed in the promoted type. */
    const cc_type *pt = cc_is_integer(t) ? cc_promote(t) : t;
    sv x = convert(s, old, t, pt, e->loc);
    sv one = cc_is_floating(pt) ? convert(s, sv_int(BV(s, 32, 1)), cc_basic(CC_INT), pt, e->loc) : sv_int(BV(s, (unsigned)cc_int_width(pt), 1));
    sv y = arith(s, inc ? CC_OP_ADD : CC_OP_SUB, x, one, pt, pt, e->loc);
    nv = convert(s, y, pt, t, e->loc);
  }
  if (nv.k == SV_NONE) return nv;
  lv_store(s, e->a, p, t, nv, e->loc);
  return (e->op == CC_OP_PREINC || e->op == CC_OP_PREDEC) ? nv : old;
}

/* Binary operator e on pointer operands a and b (each one pointer; C11 6.5.6, 6.5.8, 6.5.9). */
static sv ptr_binary1(sx *s, const cc_expr *e, sv a, sv b) {
  if (e->a->type->k == CC_PTR && (a.k == SV_FN || b.k == SV_FN)) {
    /* 6.5.9p6: function pointers are equal iff both are null or designate the same function */
    if (a.k == SV_PTR && a.obj < 0) a = zero_of(s, e->b->type);
    if (b.k == SV_PTR && b.obj < 0) b = zero_of(s, e->a->type);
    if (a.k != SV_FN || b.k != SV_FN || (e->op != CC_OP_EQ && e->op != CC_OP_NE)) {
      unknown(s, e->loc, "unsupported: operator '%s' on these pointers", cc_op_spelling(e->op));
      return sv_none();
    }
    term_ref eq = term_eq(s->tc, a.t, b.t);
    return bool_int(s, e->op == CC_OP_EQ ? eq : NOT(s, eq));
  }
  {
    if (e->op == CC_OP_PTRADD || e->op == CC_OP_PTRSUB)
      return ptr_add(s, a, b, cc_is_signed(e->b->type), e->op == CC_OP_PTRSUB, e->loc, "pointer arithmetic");
    if (e->op == CC_OP_PTRDIFF && (dead_access(s, &a, e->loc, "pointer subtraction") || dead_access(s, &b, e->loc, "pointer subtraction")))
      return sv_none();
    if ((e->op == CC_OP_EQ || e->op == CC_OP_NE) && a.k == SV_PTR && b.k == SV_PTR && (a.obj < 0) != (b.obj < 0)) {
      /* 6.5.9p6: a pointer to an object is never equal to the null pointer; a pointer
       * parameter that may be null is equal to it exactly where it is null */
      const sv *q = a.obj >= 0 ? &a : &b;
      term_ref eq = q->isnull != TERM_NULL ? q->isnull : F(s);
      return bool_int(s, e->op == CC_OP_EQ ? eq : NOT(s, eq));
    }
    if ((e->op == CC_OP_EQ || e->op == CC_OP_NE) && a.k == SV_PTR && b.k == SV_PTR && a.obj < 0 && b.obj < 0)
      return bool_int(s, e->op == CC_OP_EQ ? T(s) : F(s));
    if (e->op != CC_OP_EQ && e->op != CC_OP_NE && e->op != CC_OP_PTRDIFF && a.k == SV_PTR && b.k == SV_PTR) {
      /* relational comparison needs pointers into one object (6.5.8p5), and the null pointer
       * points into none: cc_exec.c goes wrong with this reason. (Subtraction of the null
       * pointer from itself is 0 there, as it is below.) */
      const char *why = arena_printf(s->a, "relational comparison '%s' of pointers to different objects (C11 6.5.8p5)",
                                     cc_op_spelling(e->op));
      null_ub(s, &a, e->loc, why);
      null_ub(s, &b, e->loc, why);
    }
    if (e->op == CC_OP_PTRDIFF && a.obj >= 0 && a.obj == b.obj && a.n == b.n && a.L == b.L && a.nlen == b.nlen) {
      /* 6.5.6p9: both into the same array object (same base, and for a heap block the same
       * generation: realloc made another object), result in elements */
      ub(s, OR(s, NOT(s, AND(s, term_eq(s->tc, a.base, b.base), same_gen(s, &a, &b))), one_null(s, &a, &b)), e->loc, "subtraction of pointers into different arrays (C11 6.5.6p9)");
      term_ref both = AND(s, a.isnull != TERM_NULL ? a.isnull : F(s), b.isnull != TERM_NULL ? b.isnull : F(s));
      return sv_int(ITE(s, both, BV(s, 64, 0), M2(s, OP_BVSUB, a.idx, b.idx))); /* null - null is 0, as cc_exec.c */
    }
    if ((e->op == CC_OP_EQ || e->op == CC_OP_NE || e->op == CC_OP_LT || e->op == CC_OP_LE || e->op == CC_OP_GT ||
         e->op == CC_OP_GE) && a.obj >= 0 && a.obj == b.obj && a.n == b.n && a.L == b.L && a.nlen == b.nlen) {
      term_ref same = AND(s, term_eq(s->tc, a.base, b.base), same_gen(s, &a, &b));
      if (e->op != CC_OP_EQ && e->op != CC_OP_NE)
        ub(s, NOT(s, same), e->loc, "relational comparison of pointers to different objects (C11 6.5.8p5)");
      term_ref x = cell_of(s, &a), y = cell_of(s, &b);
      cc_op op = e->op;
      /* where one may be null (a merge, isnull), equal exactly where both are */
      term_ref na = a.isnull != TERM_NULL ? a.isnull : F(s), nb = b.isnull != TERM_NULL ? b.isnull : F(s);
      term_ref eqc = ITE(s, OR(s, na, nb), AND(s, na, nb), AND(s, term_eq(s->tc, x, y), same_gen(s, &a, &b)));
      term_ref c = op == CC_OP_EQ ? eqc : op == CC_OP_NE ? NOT(s, eqc)
                 : M2(s, op == CC_OP_LT ? OP_BVSLT : op == CC_OP_LE ? OP_BVSLE : op == CC_OP_GT ? OP_BVSGT : OP_BVSGE, x, y);
      return bool_int(s, c);
    }
    if ((e->op == CC_OP_EQ || e->op == CC_OP_NE) && a.k == SV_PTR && b.k == SV_PTR && a.obj >= 0 && b.obj >= 0 &&
        a.obj != b.obj && !(s->objs[a.obj].readonly && s->objs[b.obj].readonly)) {
      /* 6.5.9p6: pointers into two different objects compare unequal (each may be null where its
       * isnull holds: equal where both are), except that one past the end of one array may equal
       * the start of another that happens to follow it: where at least one is one past its end,
       * the layout decides, which is not modelled (an unknown case). Two string literals may
       * share storage (6.4.5p7): not decided either. */
      term_ref na = a.isnull != TERM_NULL ? a.isnull : F(s), nb = b.isnull != TERM_NULL ? b.isnull : F(s);
      term_ref past = OR(s, AND(s, NOT(s, na), term_eq(s->tc, a.idx, len_of(s, &a))),
                         AND(s, NOT(s, nb), term_eq(s->tc, b.idx, len_of(s, &b))));
      unknown_where(s, AND(s, NOT(s, AND(s, na, nb)), past), e->loc,
                    "unsupported: a pointer one past the end of an array compared with a pointer into another object");
      term_ref eq = AND(s, na, nb);
      return bool_int(s, e->op == CC_OP_EQ ? eq : NOT(s, eq));
    }
    if ((e->op == CC_OP_EQ || e->op == CC_OP_NE) && a.k == SV_PTR && b.k == SV_PTR && a.obj >= 0 && b.obj >= 0 &&
        a.obj != b.obj) {
      unknown(s, e->loc, "unsupported: comparison of pointers to two string literals (whether they share storage is unspecified, C11 6.4.5p7)");
      return sv_none();
    }
    unknown(s, e->loc, "unsupported: pointer operator '%s' on these pointers", cc_op_spelling(e->op));
    return sv_none();
  }
}

/* ptr_binary1 once per pair of alternatives. */
static sv ptr_binary(sx *s, const cc_expr *e, sv a, sv b) {
  if (a.k != SV_ALT && b.k != SV_ALT) return ptr_binary1(s, e, a, b);
  sv *x = a.k == SV_ALT ? &a : &b;
  alt_split it;
  alt_begin(s, &it, x, 1);
  while (alt_next(s, &it)) alt_take(s, &it, x == &a ? ptr_binary(s, e, it.cur, b) : ptr_binary(s, e, a, it.cur), e->loc);
  return alt_end(s, &it);
}

/* The array at p (one pointer; decay expression e) as a pointer to its first element (6.3.2.1p3). */
static sv decay1(sx *s, const cc_expr *e, sv p) {
  if (p.k != SV_PTR) { unknown(s, e->loc, "unsupported: array through a non-pointer value"); return sv_none(); }
  const cc_type *at = e->a->type;
  ub(s, outside(s, &p), e->loc, "array access out of bounds (C11 6.5.6p8)");
  sv q = {.k = SV_PTR, .obj = p.obj, .n = at->n, .L = at->elem->leaves, .base = cell_of(s, &p), .idx = BV(s, 64, 0), .gen = p.gen};
  return q;
}

static sv eval(sx *s, const cc_expr *e) {
  if (is_false(s, s->act)) return sv_none();
  switch (e->k) {
  case CC_E_INT:
    if (!cc_is_integer(e->type)) break;
    return sv_int(BV(s, (unsigned)cc_int_width(e->type), e->ival));
  case CC_E_FLT:
    return sv_flt(e->type->k == CC_FLOAT ? term_fp_from_float(s->tc, (float)e->dval) : term_fp_from_double(s->tc, e->dval));
  case CC_E_LOAD: {
    sv p = eval_lv(s, e->a);
    if (p.k == SV_NONE) return p;
    return lv_load(s, e->a, p, e->type, e->loc);
  }
  case CC_E_DECAY: {
    if (e->a->k == CC_E_VIEW) { unknown(s, e->loc, "unsupported: array member of a union used other than by subscript"); return sv_none(); }
    sv p = eval_lv(s, e->a);
    if (p.k == SV_NONE) return p;
    if (e->a->type->k != CC_ARRAY) break;
    if (p.k != SV_ALT) return decay1(s, e, p);
    alt_split it;
    alt_begin(s, &it, &p, 1);
    while (alt_next(s, &it)) alt_take(s, &it, decay1(s, e, it.cur), e->loc);
    return alt_end(s, &it);
  }
  case CC_E_ADDR:
    if (e->a->k == CC_E_VIEW) {
      /* &u.m: one element of the member's size at its first byte (sv.view) */
      if (e->a->b) { unknown(s, e->loc, "unsupported: address of an element of a union's array member"); return sv_none(); }
      sv p = view_ptr(s, e->a);
      if (p.k != SV_PTR) return p;
      p.base = cell_of(s, &p);
      p.idx = BV(s, 64, 0);
      p.n = 1;
      p.L = e->a->type->size;
      p.view = 1;
      return p;
    }
    return eval_lv(s, e->a);
  case CC_E_CONV: {
    sv v = eval(s, e->a);
    return convert(s, v, e->a->type, e->type, e->loc);
  }
  case CC_E_UNARY: {
    sv v = eval(s, e->a);
    if (v.k == SV_NONE) return v;
    switch (e->op) {
    case CC_OP_LNOT: return bool_int(s, NOT(s, truth(s, v, e->loc)));
    case CC_OP_PLUS: return v;
    case CC_OP_NEG:
      if (v.k == SV_FLT) return sv_flt(term_mk1(s->tc, OP_FP_NEG, v.t));
      return arith(s, CC_OP_SUB, sv_int(BV(s, (unsigned)cc_int_width(e->type), 0)), v, e->type, e->type, e->loc);
    case CC_OP_NOT: if (v.k == SV_INT) return int_not(s, v, e->type, e->loc); break;
    default: break;
    }
    break;
  }
  case CC_E_BINARY: {
    sv a = eval(s, e->a), b = eval(s, e->b);
    if (a.k == SV_NONE || b.k == SV_NONE) return sv_none();
    if (e->a->type->k == CC_PTR) return ptr_binary(s, e, a, b);
    return arith(s, e->op, a, b, e->a->type, e->b->type, e->loc);
  }
  case CC_E_LOGIC: {
    /* 6.5.13, 6.5.14: the second operand is evaluated only where the first does not decide. */
    sv a = eval(s, e->a);
    if (a.k == SV_NONE) return a;
    term_ref x = truth(s, a, e->loc);
    term_ref saved = s->act;
    term_ref decided = e->op == CC_OP_LAND ? NOT(s, x) : x;
    s->act = AND(s, saved, NOT(s, decided));
    sv b = eval(s, e->b);
    term_ref y = b.k == SV_NONE ? F(s) : truth(s, b, e->loc);
    term_ref after_b = s->act;
    s->act = OR(s, AND(s, saved, decided), after_b);
    return bool_int(s, e->op == CC_OP_LAND ? AND(s, x, y) : OR(s, x, y));
  }
  case CC_E_ASSIGN: {
    sv v = eval(s, e->b);
    if (v.k == SV_NONE) return v;
    sv p = eval_lv(s, e->a);
    if (p.k == SV_NONE) return p;
    lv_store(s, e->a, p, e->type, v, e->loc);
    return v;
  }
  case CC_E_OPASSIGN: {
    sv b = eval(s, e->b);
    if (b.k == SV_NONE) return b;
    sv p = eval_lv(s, e->a);
    if (p.k == SV_NONE) return p;
    const cc_type *t = e->a->type;
    sv old = lv_load(s, e->a, p, t, e->loc), nv;
    if (old.k == SV_NONE) return old;
    if (e->op == CC_OP_PTRADD || e->op == CC_OP_PTRSUB) {
      nv = ptr_add(s, old, b, cc_is_signed(e->b->type), e->op == CC_OP_PTRSUB, e->loc, "pointer arithmetic");
    } else {
      sv x = convert(s, old, t, e->ctype, e->loc);
      sv y = arith(s, e->op, x, b, e->ctype, e->b->type, e->loc);
      nv = convert(s, y, e->ctype, t, e->loc);
    }
    if (nv.k == SV_NONE) return nv;
    lv_store(s, e->a, p, t, nv, e->loc);
    return nv;
  }
  case CC_E_INCDEC: return incdec(s, e);
  case CC_E_FUNC:
    if (e->type->k == CC_PTR && e->fn < 0 && e->builtin != CC_B_NONE) /* cc_program.builtin_type */
      return (sv){.k = SV_FN, .t = BV(s, FN_BITS, (uint64_t)s->p->nfuncs + 1 + (uint64_t)e->builtin), .obj = -1};
    if (e->type->k != CC_PTR || e->fn < 0) break;
    return (sv){.k = SV_FN, .t = BV(s, FN_BITS, (uint64_t)e->fn + 1), .obj = -1};
  case CC_E_COND: {
    sv a = eval(s, e->a);
    if (a.k == SV_NONE) return a;
    term_ref c = truth(s, a, e->loc), saved = s->act;
    s->act = AND(s, saved, c);
    sv x = eval(s, e->b);
    term_ref ax = s->act;
    s->act = AND(s, saved, NOT(s, c));
    sv y = eval(s, e->c);
    term_ref ay = s->act;
    s->act = OR(s, ax, ay);
    sv r;
    if (x.k == SV_VOID && y.k == SV_VOID) return x;
    if (!sv_ite(s, ax, x, y, &r)) { unknown(s, e->loc, "unsupported: conditional of pointers into different objects"); return sv_none(); }
    return r;
  }
  case CC_E_COMMA:
    eval(s, e->a);
    return eval(s, e->b);
  case CC_E_CALL: return eval_call(s, e);
  case CC_E_VAR:
  case CC_E_DEREF:
  case CC_E_INDEX:
  case CC_E_MEMBER:
  case CC_E_VIEW: {
    sv p = eval_lv(s, e);
    if (p.k == SV_NONE) return p;
    lv_load(s, e, p, e->type, e->loc); /* evaluated for its checks */
    return (sv){.k = SV_VOID, .obj = -1};
  }
  case CC_E_UNSUPPORTED: unknown(s, e->loc, "unsupported: %s", e->reason); return sv_none();
  default: break;
  }
  unknown(s, e->loc, "unsupported: expression of kind %d in symbolic execution", (int)e->k);
  return sv_none();
}

/* ---- string results (`const char *f(…)`) -------------------------------------------------------- *
 * The outcome of a function returning a pointer to characters is the string it points to, up to its
 * NUL, or the null pointer (as cc_exec.c's string_result reports it): at each return of the function
 * summarised the pointer becomes STR_RESULT_CELLS(p) + 1 byte cells, a kind (0 a string, 1 null,
 * 2 a position in the caller's array) then the string's bytes with zeros after its end, or for a
 * position the argument's number and the element index, so equal cells are equal outcomes. A
 * pointer into the caller's array is compared as a position, not as the bytes from there: the
 * caller can subtract its own pointer from it (C11 6.5.6p9), and one position gives one string. Only the string is compared,
 * not where it lies (a literal, the caller's array, a global). What the caller could not read is
 * never taken as a difference: a pointer to a local (dead once the function returns), a string
 * without a NUL within its object, an indeterminate byte: unknown cases; so is a string longer than
 * the bytes followed. */
static int is_string_result(const cc_type *rt) { return rt->k == CC_PTR && rt->elem && cc_is_char(rt->elem); }

static long str_result_cells(const cc_program *p) {
  long b = p->array_bound > 0 ? p->array_bound : CC_ARRAY_BOUND_DEFAULT;
  return b > 64 ? b : 64;
}

/* Whether object ob outlives the call of the function summarised: a string literal, a global, the
 * caller's array or struct, a heap block. */
static int outlives_call(sx *s, int ob) {
  const obj *o = &s->objs[ob];
  if (o->readonly || o->param_array || o->param_struct || o->heap || o->argv_str) return 1;
  for (int g = 0; g < s->p->nglobals; g++)
    if (s->globals[g] == ob) return 1;
  return 0;
}

/* The byte cell at 64-bit cell position pos of o (its value, and where it is indeterminate); 0
 * where a cell there is no byte. */
static int byte_cell(sx *s, const obj *o, term_ref pos, term_ref *val, term_ref *undef) {
  int any = 0;
  *val = BV(s, 8, 0), *undef = F(s);
  for (long k = 0; k < o->ncells; k++) {
    if (term_is_const(s->tc, pos) && term_bv_value(s->tc, pos) != (term_u128)k) continue;
    const sv *c = &o->cells[k];
    if (c->k != SV_INT || term_sort_width(s->tc, term_sort_of(s->tc, c->t)) != 8) return 0;
    term_ref here = term_eq(s->tc, pos, BV(s, 64, (uint64_t)k));
    *val = any ? ITE(s, here, c->t, *val) : c->t;
    *undef = any ? ITE(s, here, o->undef[k], *undef) : o->undef[k];
    any = 1;
  }
  return 1;
}

static sv string_result_cells1(sx *s, sv p, eq_loc loc);
static sv string_result_cells(sx *s, sv p, eq_loc loc) {
  if (p.k != SV_ALT) return string_result_cells1(s, p, loc);
  alt_split it;
  alt_begin(s, &it, &p, 1);
  while (alt_next(s, &it)) alt_take(s, &it, string_result_cells1(s, it.cur, loc), loc);
  return alt_end(s, &it);
}

static sv string_result_cells1(sx *s, sv p, eq_loc loc) {
  long n = str_result_cells(s->p);
  sv *cells = arena_alloc(s->a, sizeof(sv) * (size_t)(n + 2));
  for (long j = 0; j <= n; j++) cells[j] = sv_int(BV(s, 8, 0));
  sv r = {.k = SV_AGG, .obj = -1, .agg = cells, .nagg = n + 1};
  if (p.k != SV_PTR) { unknown(s, loc, "unsupported: a result of pointer type that is no object pointer"); return sv_none(); }
  if (p.obj < 0) {
    cells[0] = sv_int(BV(s, 8, 1));
    return r;
  }
  term_ref isnull = p.isnull != TERM_NULL ? p.isnull : F(s);
  cells[0] = sv_int(ITE(s, isnull, BV(s, 8, 1), BV(s, 8, 0)));
  const obj *o = &s->objs[p.obj];
  if (!outlives_call(s, p.obj) || o->dead) {
    unknown_where(s, NOT(s, isnull), loc, "unsupported: the result points to an object that ends with the call");
    return r;
  }
  if (p.L != 1 || !o->type) {
    unknown_where(s, NOT(s, isnull), loc, "unsupported: the result points into an object that is no character array");
    return r;
  }
  if (o->param_array && o->param_ix && o->type->k == CC_ARRAY && cc_is_char(o->type->elem)) {
    /* a position in the caller's array (cc_exec.c's string_result: "pointer to element K of
     * argument I"): kind 2, then I, then K's 8 bytes; nothing past it is read, so the string
     * from there may be of any length */
    cells[0] = sv_int(ITE(s, isnull, BV(s, 8, 1), BV(s, 8, 2)));
    cells[1] = sv_int(ITE(s, isnull, BV(s, 8, 0), BV(s, 8, (uint64_t)o->param_ix)));
    term_ref k = cell_of(s, &p);
    for (int j = 0; j < 8; j++)
      cells[2 + j] = sv_int(ITE(s, isnull, BV(s, 8, 0), term_extract(s->tc, (unsigned)(8 * j + 7), (unsigned)(8 * j), k)));
    return r;
  }
  if (o->heap && o->freed != TERM_NULL)
    unknown_where(s, AND(s, NOT(s, isnull), stale(s, &p)), loc, "unsupported: the result points to freed memory");
  term_ref live = NOT(s, isnull), len = len_of(s, &p), base = cell_of(s, &p);
  /* The caller's array past the elements followed is not read (a string running on past them is
   * an unknown case; its bytes as the uninterpreted in<i>_at made every such check time out). The
   * first cell position is base >= 0, so from j = ncells on every byte lies past the cells. */
  for (long j = 0; j < n && j <= o->ncells && !is_false(s, AND(s, s->act, live)); j++) {
    term_ref at = M2(s, OP_BVADD, p.idx, BV(s, 64, (uint64_t)j));
    unknown_where(s, AND(s, live, M2(s, OP_BVSGE, at, len)), loc, "unsupported: the result string has no NUL within its object");
    term_ref pos = M2(s, OP_BVADD, base, BV(s, 64, (uint64_t)j));
    term_ref past = M2(s, OP_BVUGE, pos, BV(s, 64, (uint64_t)o->ncells));
    unknown_where(s, AND(s, live, past), loc,
                  arena_printf(s->a, "bound reached: the result string reaches past the %ld elements of '%s' followed", o->ncells, o->name));
    term_ref v, undef;
    if (!byte_cell(s, o, pos, &v, &undef)) {
      unknown_where(s, live, loc, "unsupported: the result points into an object that is no character array");
      return r;
    }
    unknown_where(s, AND(s, live, undef), loc, "unsupported: an indeterminate byte in the result string");
    cells[j + 1] = sv_int(ITE(s, live, v, BV(s, 8, 0)));
    live = AND(s, live, NOT(s, term_eq(s->tc, v, BV(s, 8, 0))));
  }
  unknown_where(s, live, loc, arena_printf(s->a, "bound reached: a result string of %ld characters or more not followed", n));
  return r;
}

/* The string cells of a returned expression: a conditional's arms each on their own (they may
 * point into different objects, which no one pointer value holds), through pointer conversions,
 * which keep the address (C11 6.3.2.3p7). */
static sv string_result_expr(sx *s, const cc_expr *e, eq_loc loc) {
  while (e->k == CC_E_CONV && e->type->k == CC_PTR && e->a->type->k == CC_PTR) e = e->a;
  if (e->k != CC_E_COND) {
    sv v = eval(s, e);
    return v.k == SV_NONE ? v : string_result_cells(s, v, loc);
  }
  sv a = eval(s, e->a);
  if (a.k == SV_NONE) return a;
  term_ref c = truth(s, a, e->loc), saved = s->act;
  s->act = AND(s, saved, c);
  sv x = string_result_expr(s, e->b, loc);
  term_ref ax = x.k == SV_NONE ? F(s) : s->act;
  s->act = AND(s, saved, NOT(s, c));
  sv y = string_result_expr(s, e->c, loc);
  term_ref ay = y.k == SV_NONE ? F(s) : s->act;
  s->act = OR(s, ax, ay);
  if (x.k == SV_NONE) return y;
  if (y.k == SV_NONE) return x;
  sv r;
  if (!sv_ite(s, ax, x, y, &r)) { unknown(s, loc, "unsupported: result strings of different shapes"); return sv_none(); }
  return r;
}

/* ---- statements (predicated: each runs where act holds) ---------------------------------------- */

static void exec(sx *s, const cc_stmt *st);

/* Lifetime begins at block entry (C11 6.2.4p6): a fresh indeterminate object per entry. */
static void scope_enter(sx *s, const cc_stmt *st) {
  for (int i = 0; i < st->nvars; i++) {
    const cc_var *v = st->vars[i];
    if (v->unsupported) continue; /* unknown where its declaration or a use is reached (var_ptr) */
    if (v->type->leaves > MAX_CELLS || v->type->leaves < 1) {
      unknown(s, v->loc, "unsupported: local '%s' of %ld cells in symbolic execution", v->name, v->type->leaves);
      return;
    }
    s->call->slots[v->slot] = obj_new(s, v->name, v->type, 0);
  }
}

/* Initialises a declared object (C11 6.7.9): one expression for the whole, or listed cells with
 * the rest zero (6.7.9p21). */
static void run_init(sx *s, const cc_var *v, sv p) {
  const cc_init *in = v->init;
  if (!in) return;
  if (in->unsupported) { unknown(s, in->loc, "unsupported: %s", in->unsupported); return; }
  if (in->whole) {
    sv x = eval(s, in->whole);
    if (x.k == SV_NONE) return;
    store(s, p, v->type, x, in->loc);
    return;
  }
  obj *o = &s->objs[p.obj];
  for (long i = 0; i < v->type->leaves; i++) {
    long off;
    const cc_type *lt = cc_leaf_type(v->type, i, &off);
    sv z = zero_of(s, lt);
    sv_ite(s, s->act, z, o->cells[i], &o->cells[i]);
    o->undef[i] = AND(s, o->undef[i], NOT(s, s->act));
  }
  for (int i = 0; i < in->n; i++) {
    sv x = eval(s, in->exprs[i]);
    if (x.k == SV_NONE) return;
    long off;
    const cc_type *lt = cc_leaf_type(v->type, in->cells[i], &off);
    const cc_type *xt = in->exprs[i]->type;
    sv q = {.k = SV_PTR, .obj = p.obj, .n = 1, .L = 1, .base = BV(s, 64, (uint64_t)in->cells[i]), .idx = BV(s, 64, 0)};
    store(s, q, x.k == SV_AGG ? xt : lt, x, in->loc);
  }
}

/* ---- goto (C11 6.8.6.1) ------------------------------------------------------------------------- *
 * Followed here: a forward goto to a label that is a later item of a statement list enclosing the
 * goto (`goto out;`). The goto's path condition joins the label's pending guard and the path stops;
 * every statement in between runs under act, which excludes it, so that path's state is the state
 * at the goto, with the blocks in between left (their objects dead, as cc_exec.c ends them) and
 * the declarations in between not reached (their objects indeterminate, 6.8p3). At the label the
 * pending guard joins act again. Backward gotos and gotos into a nested statement are unknown. */

static int has_label(const cc_stmt *st, int l) { return st && l >= st->lab_lo && l < st->lab_hi; }

static int list_push(sx *s, const cc_stmt *st) {
  if (s->nl == s->capl) {
    int nc = s->capl ? 2 * s->capl : 16;
    const cc_stmt **nlst = arena_alloc(s->a, sizeof(cc_stmt *) * (size_t)nc);
    int *npos = arena_alloc(s->a, sizeof(int) * (size_t)nc);
    if (s->nl) {
      memcpy(nlst, s->lst, sizeof(cc_stmt *) * (size_t)s->nl);
      memcpy(npos, s->lpos, sizeof(int) * (size_t)s->nl);
    }
    s->lst = nlst, s->lpos = npos, s->capl = nc;
  }
  s->lst[s->nl] = st;
  s->lpos[s->nl] = 0;
  return s->nl++;
}

/* Whether a goto to a label among the items of st after item i is under way. */
static int pending_in(sx *s, const cc_stmt *st, int i) {
  if (!s->call->pend || i + 1 >= st->n) return 0;
  for (int l = st->items[i + 1]->lab_lo; l < st->lab_hi; l++)
    if (!is_false(s, s->call->pend[l])) return 1;
  return 0;
}

static void join_label(sx *s, const cc_stmt *it) {
  term_ref *p = &s->call->pend[it->label];
  s->act = OR(s, s->act, *p);
  *p = F(s);
}

static void exec_goto(sx *s, const cc_stmt *st) {
  callctx *c = s->call;
  const char *name = c->fn->labels[st->label];
  for (int d = s->nl - 1; d >= c->lbase; d--) {
    const cc_stmt *b = s->lst[d];
    if (!has_label(b, st->label)) continue;
    int i = s->lpos[d], j = 0;
    while (j < b->n && !has_label(b->items[j], st->label)) j++;
    if (j > i && b->items[j]->k == CC_S_LABEL) {
      c->pend[st->label] = OR(s, c->pend[st->label], s->act);
      s->act = F(s);
    } else if (j <= i && b->items[j]->k == CC_S_LABEL) {
      unknown(s, st->loc, "unsupported: backward goto '%s' in symbolic execution (only forward gotos to a label of an enclosing statement list are followed)", name);
    } else {
      unknown(s, st->loc, "unsupported: goto '%s' into a nested statement in symbolic execution (only forward gotos to a label of an enclosing statement list are followed)", name);
    }
    return;
  }
  unknown(s, st->loc, "unsupported: goto '%s' into a nested statement in symbolic execution", name);
}

/* At the end of a call every pending goto has reached its label; one that has not is not followed. */
static void pending_left(sx *s, callctx *c) {
  for (int l = 0; c->pend && l < c->fn->nlabels; l++)
    if (!is_false(s, c->pend[l])) {
      add_path(s, REL_P_UNKNOWN, c->pend[l], TERM_NULL,
               arena_printf(s->a, "unsupported: goto '%s' whose label was not reached", c->fn->labels[l]), locs(s, c->fn->loc));
      c->pend[l] = F(s);
    }
}

static term_ref *pend_new(sx *s, const cc_func *fn) {
  term_ref *p = arena_alloc(s->a, sizeof(term_ref) * (size_t)(fn->nlabels + 1));
  for (int l = 0; l < fn->nlabels; l++) p[l] = F(s);
  return p;
}

static void exec_items(sx *s, const cc_stmt *st, int from) {
  int d = list_push(s, st);
  for (int i = from; i < st->n; i++) {
    const cc_stmt *it = st->items[i];
    s->lpos[d] = i;
    if (it->k == CC_S_LABEL) {
      join_label(s, it);
      continue;
    }
    if (is_false(s, s->act)) {
      if (!pending_in(s, st, i)) break;
      continue;
    }
    exec(s, it);
  }
  s->nl = d;
}

/* ---- the loop cut (rel_loopcut): the first loop of the function as one symbolic iteration ---- */

/* A cell the cut does not make a state variable (a pointer, or one still indeterminate) must come
 * out of an iteration exactly as it went in. */
static int same_sv(const sv *a, const sv *b) {
  if (a->k != b->k) return 0;
  if (a->k == SV_ALT) {
    if (a->nagg != b->nagg) return 0;
    for (long j = 0; j < a->nagg; j++)
      if (a->altg[j] != b->altg[j] || !same_sv(&a->agg[j], &b->agg[j])) return 0;
    return 1;
  }
  if (a->k == SV_INT || a->k == SV_FLT || a->k == SV_FN) return a->t == b->t;
  if (a->k == SV_PTR)
    return a->obj == b->obj && a->n == b->n && a->L == b->L && a->base == b->base && a->idx == b->idx && a->nlen == b->nlen &&
           a->gen == b->gen && a->hroot == b->hroot && a->isnull == b->isnull;
  return a->k == SV_NONE;
}

static void flush_returns(sx *s) {
  callctx *top = s->call;
  const cc_type *rt = top->fn->type->elem;
  char lb[512];
  const char *floc = arena_strdup(s->a, cc_loc_str(s->p, top->fn->loc, lb, sizeof lb));
  if (!is_false(s, top->retg)) {
    if (rt->k == CC_VOID) add_path(s, REL_P_RETURNED, top->retg, TERM_NULL, NULL, floc);
    else if (top->has_ret && (top->ret.k == SV_INT || top->ret.k == SV_FLT)) add_path(s, REL_P_RETURNED, top->retg, top->ret.t, NULL, floc);
    else add_path(s, REL_P_UNKNOWN, top->retg, TERM_NULL, "unsupported: result value not modelled", floc);
  }
  top->retg = F(s);
  top->has_ret = 0;
  top->ret = sv_none();
}

/* What a heap block holds besides its cells (heap_alloc): no cell of the loop cut's head state, so
 * an iteration must leave it as it was. */
typedef struct heap_state {
  long ncells;
  term_ref freed, gen, nlen, bytes;
} heap_state;

static heap_state *heap_state_save(sx *s) {
  heap_state *h = arena_alloc(s->a, sizeof(heap_state) * (size_t)(s->nobjs + 1));
  for (int i = 0; i < s->nobjs; i++)
    h[i] = (heap_state){s->objs[i].ncells, s->objs[i].freed, s->objs[i].gen, s->objs[i].nlen, s->objs[i].bytes};
  return h;
}

static int heap_state_same(sx *s, const heap_state *h, int n) {
  for (int i = 0; i < n; i++) {
    const obj *o = &s->objs[i];
    if (o->ncells != h[i].ncells || o->freed != h[i].freed || o->gen != h[i].gen || o->nlen != h[i].nlen || o->bytes != h[i].bytes)
      return 0;
  }
  return 1;
}

/* Whether a loop body can leave its loop other than by the loop's condition: a break of this loop
 * (not one of a nested loop or switch) or a return anywhere in it. */
static int leaves_loop(const cc_stmt *st, int nested) {
  if (!st) return 0;
  switch (st->k) {
  case CC_S_BREAK: return !nested;
  case CC_S_RETURN: return 1;
  case CC_S_WHILE:
  case CC_S_DO:
  case CC_S_FOR:
  case CC_S_SWITCH: return leaves_loop(st->body, 1);
  case CC_S_IF: return leaves_loop(st->body, nested) || leaves_loop(st->els, nested);
  case CC_S_BLOCK:
    for (int i = 0; i < st->n; i++)
      if (leaves_loop(st->items[i], nested)) return 1;
    return 0;
  default: return 0;
  }
}

/* A pointer cell whose position the cut takes as head state: a pointer into the caller's array
 * (an argv string too) or a string literal, the objects every iteration reads as they were on
 * entry (the cut is refused where the caller's array is written). Only its element index idx is a
 * state variable; everything else (the object, its length, null or not) must come out of the
 * iteration as it went in. A pointer into a local or a heap block stays frozen as before. */
static int cut_ptr(const sx *s, const sv *v) {
  if (v->k != SV_PTR || v->obj < 0 || v->gen != TERM_NULL || v->hroot) return 0;
  const obj *o = &s->objs[v->obj];
  return o->param_array || o->readonly;
}

/* Pointer a is b moved within its object: equal but for the element index. */
static int same_but_idx(const sv *a, const sv *b) {
  sv t = *b;
  t.idx = a->idx;
  return a->k == SV_PTR && same_sv(a, &t);
}

/* A pointer position no path of the iteration moves (the array a loop reads by index) is its
 * entry value at every head: h is replaced by entry in the whole cut summary and dropped from the
 * state, so that an iteration's terms depend on the loop's own variables only, as before pointer
 * positions were state (a reduction's step must be a function of the index, fold_find). */
static void cut_unmoved(sx *s, rel_summary *out) {
  rel_loopcut *c = out->cut;
  term_ref *from = arena_alloc(s->a, sizeof(term_ref) * (size_t)(c->n + 1));
  term_ref *to = arena_alloc(s->a, sizeof(term_ref) * (size_t)(c->n + 1));
  unsigned n = 0;
  for (int k = 0; k < c->n; k++)
    if (s->cut_fixed[k]) from[n] = c->h[k], to[n++] = c->entry[k];
  if (!n) return;
  term_ctx *tc = s->tc;
  for (int i = 0; i < out->npaths; i++) {
    rel_path *q = &out->paths[i];
    if (q->seg == 0) continue; /* before the loop: no head variable */
    q->guard = term_subst(tc, q->guard, n, from, to);
    if (q->value != TERM_NULL) q->value = term_subst(tc, q->value, n, from, to);
  }
  for (int i = 0; i < s->nouts; i++) {
    rel_out_event *e = &s->outs[i];
    if (e->seg == 0) continue;
    e->guard = term_subst(tc, e->guard, n, from, to);
    term_ref *args = arena_alloc(s->a, sizeof(term_ref) * (size_t)(e->nargs + 1));
    for (int j = 0; j < e->nargs; j++) args[j] = term_subst(tc, e->args[j], n, from, to);
    e->args = args;
  }
  c->cond = term_subst(tc, c->cond, n, from, to);
  c->cond_bad = term_subst(tc, c->cond_bad, n, from, to);
  c->body_ok = term_subst(tc, c->body_ok, n, from, to);
  int m = 0;
  for (int k = 0; k < c->n; k++) {
    if (s->cut_fixed[k]) continue;
    c->names[m] = c->names[k], c->h[m] = c->h[k], c->entry[m] = c->entry[k];
    c->next[m++] = term_subst(tc, c->next[k], n, from, to);
  }
  c->n = m;
}

/* Two shapes of cut (rel_loopcut). A loop left only by its condition: seg 1 is one iteration where
 * the condition holds (its cases go wrong or end the run inside it), seg 2 re-evaluates the
 * condition from h and runs the rest where it fails. A loop whose body can also break or return
 * (leaves_loop): as the Rust room cuts a MIR loop, one iteration runs from h in seg 2, cond is
 * "the iteration comes back to the head", and every path that does not come back (the condition
 * fails, a break, a return, going wrong or ending the run inside the body) goes on to the end of
 * the function as a case of seg 2, from the state in which it left the loop: executions are
 * predicated, so a path that broke out keeps the cells it had when it left. */
/* Cut c of loop st made: the one cut, or the next of the cut at every loop. */
static void cut_done(sx *s, rel_loopcut *c, const cc_stmt *st) {
  s->cut_state = 1;
  s->cut = c;
  if (!s->cut_all) return;
  char lb[512];
  s->cut_locs[s->ncuts] = arena_strdup(s->a, cc_loc_str(s->p, st->loc, lb, sizeof lb));
  s->cuts[s->ncuts++] = c;
}

static void cut_loop(sx *s, const cc_stmt *st) {
  loopctx lc = {F(s), F(s), s->call->loop};
  if (st->k == CC_S_FOR) {
    scope_enter(s, st);
    if (st->init) exec(s, st->init);
  }
  flush_returns(s);
  s->cut_state = -1; /* until it succeeds */
  /* a variable set on every path that reaches the loop is determinate there, though its undef
   * guard still names the paths that ended before it (`if (n < 2) return 0; int d = 2;` leaves
   * undef = n < 2): only paths under act go on */
  for (int i = 0; i < s->nobjs; i++)
    for (long k = 0; k < s->objs[i].ncells; k++) {
      obj *o = &s->objs[i];
      if (is_false(s, o->undef[k])) continue;
      if (is_false(s, AND(s, s->act, o->undef[k]))) {
        o->undef[k] = F(s);
      } else if (o->undef[k] != T(s) && !o->param_array &&
                 (o->cells[k].k == SV_INT || o->cells[k].k == SV_FLT || cut_ptr(s, &o->cells[k]))) {
        /* where the simplifier cannot see it (paths ended by several returns, an atoi's cases),
         * the solver decides it: the paths under act on which the variable would still be
         * indeterminate are an unknown case before the loop, which the induction's first
         * obligation proves unreachable (or gives up); the rest go on with it determinate */
        char lb[512];
        add_path(s, REL_P_UNKNOWN, AND(s, s->act, o->undef[k]), TERM_NULL,
                 arena_printf(s->a, "unsupported: '%s' may be indeterminate at the head of the loop cut for induction", o->name),
                 arena_strdup(s->a, cc_loc_str(s->p, st->loc, lb, sizeof lb)));
        s->act = AND(s, s->act, NOT(s, o->undef[k]));
        o->undef[k] = F(s);
      }
    }
  /* the caller's arrays are not head state: a loop that writes them is not cut (their final
   * contents are an output event, which the segment checks do not compare) */
  for (int i = 0; i < s->nobjs; i++)
    if ((s->objs[i].param_array || s->objs[i].param_struct == 2) && s->objs[i].written) return;
  /* the head state: every scalar cell that is determinate; the rest is frozen */
  long total = 0;
  for (int i = 0; i < s->nobjs; i++) total += s->objs[i].ncells;
  rel_loopcut *c = arena_alloc(s->a, sizeof *c);
  memset(c, 0, sizeof *c);
  c->names = arena_alloc(s->a, sizeof(char *) * (size_t)(total + 1));
  c->h = arena_alloc(s->a, sizeof(term_ref) * (size_t)(total + 1));
  c->entry = arena_alloc(s->a, sizeof(term_ref) * (size_t)(total + 1));
  c->next = arena_alloc(s->a, sizeof(term_ref) * (size_t)(total + 1));
  int *cobj = arena_alloc(s->a, sizeof(int) * (size_t)(total + 1));
  s->cut_fixed = arena_alloc(s->a, (size_t)(total + 1));
  memset(s->cut_fixed, 0, (size_t)(total + 1));
  char *cptr = arena_alloc(s->a, (size_t)(total + 1)); /* state k is a pointer's position (cut_ptr) */
  long *ccell = arena_alloc(s->a, sizeof(long) * (size_t)(total + 1));
  sv **frozen = arena_alloc(s->a, sizeof(sv *) * (size_t)(s->nobjs + 1));
  term_ref **frozen_u = arena_alloc(s->a, sizeof(term_ref *) * (size_t)(s->nobjs + 1));
  int nobjs0 = s->nobjs;
  heap_state *hs = heap_state_save(s);
  c->entry_g = s->act;
  for (int i = 0; i < nobjs0; i++) {
    obj *o = &s->objs[i];
    frozen[i] = arena_alloc(s->a, sizeof(sv) * (size_t)(o->ncells + 1));
    frozen_u[i] = arena_alloc(s->a, sizeof(term_ref) * (size_t)(o->ncells + 1));
    memcpy(frozen[i], o->cells, sizeof(sv) * (size_t)o->ncells);
    memcpy(frozen_u[i], o->undef, sizeof(term_ref) * (size_t)o->ncells);
    /* a string literal's characters never change (a store goes wrong): frozen, no candidates */
    if (o->param_array || o->readonly) continue;
    for (long k = 0; k < o->ncells; k++) {
      sv *v = &o->cells[k];
      int ptr = cut_ptr(s, v);
      if ((v->k != SV_INT && v->k != SV_FLT && !ptr) || !is_false(s, o->undef[k])) continue;
      char nm[64];
      if (s->cut_all) snprintf(nm, sizeof nm, "%s_%d_%d", s->o->cut, s->ncuts, c->n);
      else snprintf(nm, sizeof nm, "%s_%d", s->o->cut, c->n);
      c->names[c->n] = o->ncells > 1 ? arena_printf(s->a, "%s[%ld]", o->name, k) : o->name;
      if (ptr) c->names[c->n] = arena_printf(s->a, "position of %s", c->names[c->n]);
      c->entry[c->n] = ptr ? v->idx : v->t;
      c->h[c->n] = term_var(s->tc, nm, term_sort_of(s->tc, c->entry[c->n]));
      cobj[c->n] = i, ccell[c->n] = k, cptr[c->n] = (char)ptr;
      c->n++;
    }
  }
  /* one iteration from the head state: seg 1, or seg 2 for a loop left from inside */
  /* with lookahead (rel_sym_opts.cut_lookahead), a path whose next condition test fails leaves
   * in this iteration: the real run goes back to the head, evaluates the same pure condition in
   * the same state, and leaves from there with that state */
  int look = s->o->cut_lookahead && st->e && !cc_expr_has_effects(st->e);
  int leaves = look || leaves_loop(st->body, 0);
  /* every case from the head is of this loop's segment in the cut at every loop */
  s->seg = s->cut_all ? s->ncuts + 1 : leaves ? 2 : 1;
  for (int k = 0; k < c->n; k++) *(cptr[k] ? &s->objs[cobj[k]].cells[ccell[k]].idx : &s->objs[cobj[k]].cells[ccell[k]].t) = c->h[k];
  s->act = T(s);
  s->call->loop = &lc;
  term_ref ct = T(s), exit = F(s);
  int np0 = s->npaths;
  if (st->e) {
    sv cv = eval(s, st->e);
    ct = cv.k == SV_NONE ? F(s) : truth(s, cv, st->e->loc);
    exit = AND(s, s->act, NOT(s, ct));
  }
  c->cond = ct;
  c->cond_bad = F(s);
  if (!leaves)
    for (int i = np0; i < s->npaths; i++) c->cond_bad = OR(s, c->cond_bad, s->paths[i].guard);
  s->act = AND(s, s->act, ct);
  exec(s, st->body);
  s->act = OR(s, s->act, lc.cont);
  if (st->k == CC_S_FOR && st->inc && !is_false(s, s->act)) eval(s, st->inc);
  if (look && !is_false(s, s->act)) {
    sv cv = eval(s, st->e);
    term_ref ct2 = cv.k == SV_NONE ? F(s) : truth(s, cv, st->e->loc);
    exit = OR(s, exit, AND(s, s->act, NOT(s, ct2)));
    s->act = AND(s, s->act, ct2);
  }
  s->call->loop = lc.up;
  if (leaves) {
    c->cond = s->act; /* the iteration comes back to the head */
    c->cond_bad = F(s);
    c->left_inside = 1;
    c->lookahead = look;
  } else if (!is_false(s, lc.brk) || !is_false(s, s->call->retg)) {
    return; /* leaves_loop missed a way out: no cut */
  }
  c->body_ok = s->act;
  if (!heap_state_same(s, hs, nobjs0)) return; /* an iteration that frees, reallocates or types a block */
  for (int k = 0; k < c->n; k++) {
    const sv *v = &s->objs[cobj[k]].cells[ccell[k]];
    if (cptr[k]) {
      if (!same_but_idx(v, &frozen[cobj[k]][ccell[k]])) return; /* moved to another object */
      c->next[k] = v->idx;
      if (c->next[k] == c->h[k]) s->cut_fixed[k] = 1; /* kept by every path: cut_unmoved */
      continue;
    }
    if (v->k != SV_INT && v->k != SV_FLT) return;
    c->next[k] = v->t;
  }
  for (int i = 0; i < nobjs0; i++) {
    obj *o = &s->objs[i];
    for (long k = 0; k < o->ncells; k++) {
      int is_state = !o->param_array && !o->readonly && (frozen[i][k].k == SV_INT || frozen[i][k].k == SV_FLT || cut_ptr(s, &frozen[i][k])) &&
                     is_false(s, frozen_u[i][k]);
      if (is_state) {
        if (!is_false(s, o->undef[k])) return;
        continue;
      }
      if (!same_sv(&o->cells[k], &frozen[i][k]) || o->undef[k] != frozen_u[i][k]) return;
    }
  }
  if (leaves) {
    /* the paths that left the loop go on, each with the cells it left with */
    s->act = OR(s, exit, lc.brk);
    if (st->k == CC_S_FOR) scope_leave(s, st);
    cut_done(s, c, st);
    return;
  }
  /* seg 2: from the head state where the condition fails, the rest of the function */
  s->seg = s->cut_all ? s->ncuts + 1 : 2;
  for (int i = 0; i < nobjs0; i++) {
    memcpy(s->objs[i].cells, frozen[i], sizeof(sv) * (size_t)s->objs[i].ncells);
    memcpy(s->objs[i].undef, frozen_u[i], sizeof(term_ref) * (size_t)s->objs[i].ncells);
  }
  for (int k = 0; k < c->n; k++) *(cptr[k] ? &s->objs[cobj[k]].cells[ccell[k]].idx : &s->objs[cobj[k]].cells[ccell[k]].t) = c->h[k];
  s->act = T(s);
  if (st->e) {
    sv cv = eval(s, st->e);
    term_ref ct2 = cv.k == SV_NONE ? F(s) : truth(s, cv, st->e->loc);
    s->act = AND(s, s->act, NOT(s, ct2));
  } else {
    s->act = F(s);
  }
  if (st->k == CC_S_FOR) scope_leave(s, st); /* after the loop its own variables are gone */
  cut_done(s, c, st);
}

/* The loops among the statements of the function's body itself (top_level: possibly inside plain
 * blocks), which a cut at every loop cuts, one after the other. */
static int top_loops(const cc_stmt *b) {
  if (!b) return 0;
  if (b->k == CC_S_WHILE || b->k == CC_S_DO || b->k == CC_S_FOR) return 1;
  if (b->k != CC_S_BLOCK) return 0;
  int n = 0;
  for (int i = 0; i < b->n; i++) n += top_loops(b->items[i]);
  return n;
}

/* Whether st is a statement of the function's body itself (possibly inside plain blocks), not of a
 * branch, switch or loop: only there does the rest of the function follow the loop, so that the
 * cut's segment 2 is exactly "after the loop". */
static int top_level(const cc_stmt *b, const cc_stmt *st) {
  if (b == st) return 1;
  if (!b || b->k != CC_S_BLOCK) return 0;
  for (int i = 0; i < b->n; i++)
    if (top_level(b->items[i], st)) return 1;
  return 0;
}

static void exec_loop(sx *s, const cc_stmt *st) {
  /* (not in a function with labels: a goto could join the code after the loop from before or
   * inside it, which the segments do not follow) */
  if (s->o && s->o->cut && (s->cut_state == 0 || (s->cut_state == 1 && s->cut_all && s->ncuts < CUTS_MAX)) &&
      s->depth == 0 && s->call->fn->nlabels == 0 && top_level(s->call->fn->body, st)) {
    /* do B while (c) is B, then while (c) B (C11 6.8.5.2: the body runs before the condition
     * is first evaluated): the first iteration is peeled into the code before the loop; a break
     * there leaves the loop, which the cut does not follow */
    if (st->k == CC_S_DO) {
      loopctx lc = {F(s), F(s), s->call->loop};
      s->call->loop = &lc;
      exec(s, st->body);
      s->act = OR(s, s->act, lc.cont);
      s->call->loop = lc.up;
      if (!is_false(s, lc.brk)) s->cut_state = -1;
    }
    if (s->cut_state >= 0) cut_loop(s, st);
    if (s->cut_state < 0) s->act = F(s);
    return;
  }
  unsigned N = s->o && s->o->unroll ? s->o->unroll : 16;
  loopctx lc = {F(s), F(s), s->call->loop};
  term_ref exit = F(s);
  if (st->k == CC_S_FOR) {
    scope_enter(s, st);
    if (st->init) exec(s, st->init);
  }
  s->call->loop = &lc;
  for (unsigned k = 0;; k++) {
    if (!(st->k == CC_S_DO && k == 0) && st->e) {
      sv c = eval(s, st->e);
      term_ref ct = c.k == SV_NONE ? F(s) : truth(s, c, st->e->loc);
      exit = OR(s, exit, AND(s, s->act, NOT(s, ct)));
      s->act = AND(s, s->act, ct);
    }
    if (is_false(s, s->act)) break;
    if (k == N) {
      s->bound_hits++;
      unknown(s, st->loc, "bound reached: loop not finished within %u iterations", N);
      break;
    }
    lc.cont = F(s);
    exec(s, st->body);
    s->act = OR(s, s->act, lc.cont);
    if (st->k == CC_S_FOR && st->inc && !is_false(s, s->act)) eval(s, st->inc);
  }
  s->call->loop = lc.up;
  s->act = OR(s, exit, lc.brk);
  if (st->k == CC_S_FOR) scope_leave(s, st);
}

static void exec_switch(sx *s, const cc_stmt *st) {
  sv v = eval(s, st->e);
  if (v.k == SV_NONE) return;
  if (v.k != SV_INT) { unknown(s, st->loc, "unsupported: switch on a non-integer"); return; }
  const cc_stmt *b = st->body;
  unsigned w = term_sort_width(s->tc, term_sort_of(s->tc, v.t));
  term_ref entry = s->act, any = F(s);
  for (int i = 0; i < b->n; i++)
    if (b->items[i]->k == CC_S_CASE && !b->items[i]->is_default) any = OR(s, any, term_eq(s->tc, v.t, BV(s, w, b->items[i]->ival)));
  /* break inside the switch leaves it; continue belongs to the enclosing loop */
  loopctx lc = {F(s), F(s), s->call->loop};
  loopctx *outer = s->call->loop;
  s->call->loop = &lc;
  scope_enter(s, b);
  s->act = F(s);
  int has_default = 0;
  int d = list_push(s, b);
  for (int i = 0; i < b->n; i++) {
    const cc_stmt *it = b->items[i];
    s->lpos[d] = i;
    if (it->k == CC_S_CASE) {
      term_ref m = it->is_default ? NOT(s, any) : term_eq(s->tc, v.t, BV(s, w, it->ival));
      has_default |= it->is_default;
      s->act = OR(s, s->act, AND(s, entry, m));
      continue;
    }
    if (it->k == CC_S_LABEL) {
      join_label(s, it);
      continue;
    }
    if (!is_false(s, s->act)) exec(s, it);
  }
  s->nl = d;
  s->call->loop = outer;
  scope_leave(s, b);
  if (outer) outer->cont = OR(s, outer->cont, lc.cont);
  else if (!is_false(s, lc.cont)) unknown(s, st->loc, "unsupported: continue outside a loop");
  s->act = OR(s, OR(s, s->act, lc.brk), has_default ? F(s) : AND(s, entry, NOT(s, any)));
}

/* The function's time budget (rel_sym_opts.deadline): past it, what is still active is an unknown
 * case, so a run that cannot finish in time still yields a sound (incomplete) summary. */
static int out_of_time(sx *s, eq_loc loc) {
  if (!s->o || !(s->o->deadline > 0) || is_false(s, s->act) || rel_now() < s->o->deadline) return 0;
  s->time_hits++;
  unknown(s, loc, "time limit reached during symbolic execution");
  return 1;
}

static void exec(sx *s, const cc_stmt *st) {
  if (is_false(s, s->act) || out_of_time(s, st->loc)) return;
  switch (st->k) {
  case CC_S_EXPR: eval(s, st->e); return;
  case CC_S_DECL: {
    sv p = var_ptr(s, st->var);
    if (p.k == SV_NONE) return;
    if (!st->var->init && p.obj >= 0) {
      /* C11 6.2.4p6: without an initializer the value becomes indeterminate when it is reached */
      obj *o = &s->objs[p.obj];
      for (long i = 0; i < o->ncells; i++) o->undef[i] = OR(s, o->undef[i], s->act);
      return;
    }
    run_init(s, st->var, p);
    return;
  }
  case CC_S_BLOCK:
    scope_enter(s, st);
    exec_items(s, st, 0);
    scope_leave(s, st);
    return;
  case CC_S_IF: {
    sv c = eval(s, st->e);
    if (c.k == SV_NONE) return;
    term_ref ct = truth(s, c, st->e->loc), a0 = s->act;
    s->act = AND(s, a0, ct);
    exec(s, st->body);
    term_ref a1 = s->act;
    s->act = AND(s, a0, NOT(s, ct));
    if (st->els) exec(s, st->els);
    s->act = OR(s, a1, s->act);
    return;
  }
  case CC_S_WHILE:
  case CC_S_DO:
  case CC_S_FOR: exec_loop(s, st); return;
  case CC_S_BREAK:
  case CC_S_CONTINUE: {
    loopctx *l = s->call->loop;
    if (!l) { unknown(s, st->loc, "unsupported: break/continue outside a loop"); return; }
    if (st->k == CC_S_BREAK) l->brk = OR(s, l->brk, s->act);
    else l->cont = OR(s, l->cont, s->act);
    s->act = F(s);
    return;
  }
  case CC_S_RETURN: {
    callctx *c = s->call;
    sv v = {.k = SV_VOID, .obj = -1};
    if (st->e && s->depth == 0 && is_string_result(c->fn->type->elem)) {
      v = string_result_expr(s, st->e, st->loc);
      if (v.k == SV_NONE || is_false(s, s->act)) return;
    } else if (st->e) {
      v = eval(s, st->e);
      if (v.k == SV_NONE) return;
    }
    if (!c->has_ret) {
      c->ret = v;
      c->has_ret = 1;
    } else if (!sv_ite(s, s->act, v, c->ret, &c->ret)) {
      unknown(s, st->loc, "unsupported: returns of pointers into different objects");
      return;
    }
    c->retg = OR(s, c->retg, s->act);
    s->act = F(s);
    return;
  }
  case CC_S_SWITCH: exec_switch(s, st); return;
  case CC_S_GOTO: exec_goto(s, st); return;
  case CC_S_LABEL: join_label(s, st); return;
  case CC_S_CASE:
  case CC_S_NULL: return;
  case CC_S_UNSUPPORTED: unknown(s, st->loc, "unsupported: %s", st->reason); return;
  }
}

/* A call of the function summarised, abstracted (rel_sym_opts.rec_uf): goes wrong where
 * rec:wrong(args), else returns rec:value(args); an output event on REL_REC_STREAM. Only scalar
 * arguments and an integer result, in a program without globals: such a call has no effect but
 * its outcome, which is all the uninterpreted functions stand for. */
static sv rec_call(sx *s, const cc_func *fn, const sv *args, int nargs, eq_loc loc) {
  const cc_type *rt = fn->type->elem;
  int ok = s->p->nglobals == 0 && nargs == fn->nparams && nargs > 0 && nargs <= 8 && cc_is_integer(rt) && rt->k != CC_BOOL;
  for (int i = 0; ok && i < nargs; i++) ok = args[i].k == SV_INT || args[i].k == SV_FLT;
  if (!ok) {
    unknown(s, loc, "unsupported: this recursive call of '%s' in the recursion abstraction (scalar arguments, an integer result and no globals only)", fn->name);
    return sv_none();
  }
  term_ref *a = arena_alloc(s->a, sizeof(term_ref) * (size_t)nargs);
  term_sort dom[8];
  for (int i = 0; i < nargs; i++) a[i] = args[i].t, dom[i] = term_sort_of(s->tc, a[i]);
  term_fun w = term_fun_declare(s->tc, arena_printf(s->a, "rec:wrong:%s", fn->name), (unsigned)nargs, dom, term_sort_bool(s->tc));
  term_fun u = term_fun_declare(s->tc, arena_printf(s->a, "rec:value:%s", fn->name), (unsigned)nargs, dom,
                                term_sort_bv(s->tc, (unsigned)cc_int_width(rt)));
  out_event(s, s->act, fn->name, nargs, a);
  s->outs[s->nouts - 1].stream = REL_REC_STREAM;
  ub(s, term_app(s->tc, w, a, (unsigned)nargs), loc, "the recursive call of '%s' goes wrong", fn->name);
  return sv_int(term_app(s->tc, u, a, (unsigned)nargs));
}

/* Whether function fi, and everything it calls, leaves every global alone and calls nothing
 * through a pointer: its effect is its result only (its output, exits and going wrong are ruled
 * out by the check of its contract), so a call may be replaced by what its contract says. */
static int reads_state_e(const cc_program *p, const cc_expr *e, unsigned char *seen);
static int reads_state_s(const cc_program *p, const cc_stmt *st, unsigned char *seen) {
  if (!st) return 0;
  if (reads_state_e(p, st->e, seen) || reads_state_e(p, st->inc, seen)) return 1;
  if (st->k == CC_S_DECL && st->var && st->var->init) {
    const cc_init *in = st->var->init;
    if (in->unsupported || reads_state_e(p, in->whole, seen)) return 1;
    for (int k = 0; k < in->n; k++)
      if (reads_state_e(p, in->exprs[k], seen)) return 1;
  }
  if (reads_state_s(p, st->body, seen) || reads_state_s(p, st->els, seen) || reads_state_s(p, st->init, seen)) return 1;
  for (int k = 0; k < st->n; k++)
    if (reads_state_s(p, st->items[k], seen)) return 1;
  return 0;
}
static int reads_state_fn(const cc_program *p, int fi, unsigned char *seen) {
  if (seen[fi]) return 0;
  seen[fi] = 1;
  const cc_func *f = p->funcs[fi];
  if (!f->body) return 1;
  return reads_state_s(p, f->body, seen);
}
static int reads_state_e(const cc_program *p, const cc_expr *e, unsigned char *seen) {
  if (!e) return 0;
  if (e->k == CC_E_VAR && e->var->kind == CC_VAR_GLOBAL) return 1;
  if (e->k == CC_E_FUNC || (e->k == CC_E_CALL && e->a)) return 1;
  if (e->k == CC_E_CALL && e->fn >= 0 && reads_state_fn(p, e->fn, seen)) return 1;
  if (reads_state_e(p, e->a, seen) || reads_state_e(p, e->b, seen) || reads_state_e(p, e->c, seen)) return 1;
  for (int k = 0; k < e->nargs; k++)
    if (reads_state_e(p, e->args[k], seen)) return 1;
  return 0;
}

/* A call of fn replaced by its contract ct (rel/contract.h): where the arguments may not satisfy
 * requires the case is unknown (never assumed, never going wrong: the callee's real behaviour
 * there is not known); elsewhere the result is the uninterpreted function "contract:<fn>:<key>"
 * of the arguments, of which ensures is stated (into the summary's pre: a fact of every run, since
 * the contract holds for every argument satisfying requires). The key is the callee's
 * fingerprint, so two programs calling the same code share the results, and calls of different
 * code do not. Returns 0 when the call cannot be abstracted (not scalar integers, the callee reads
 * globals or calls through pointers): the caller inlines it, or leaves it unknown. */
static int contract_call(sx *s, const cc_func *fn, const rel_contract *ct, const sv *args, int nargs, eq_loc loc,
                         sv *res) {
  const cc_type *rt = fn->type ? fn->type->elem : NULL;
  int ok = rt && nargs == fn->nparams && nargs <= 8 && (rt->k == CC_VOID || (cc_is_integer(rt) && rt->k != CC_BOOL));
  for (int i = 0; ok && i < nargs; i++)
    ok = args[i].k == SV_INT && cc_is_integer(fn->params[i]->type) &&
         term_sort_width(s->tc, term_sort_of(s->tc, args[i].t)) == (unsigned)cc_int_width(fn->params[i]->type);
  if (ok && fn->body) {
    int fi = -1;
    for (int i = 0; i < s->p->nfuncs; i++)
      if (s->p->funcs[i] == fn) fi = i;
    unsigned char *seen = arena_alloc(s->a, (size_t)s->p->nfuncs + 1);
    memset(seen, 0, (size_t)s->p->nfuncs + 1);
    ok = fi >= 0 && !reads_state_fn(s->p, fi, seen);
  }
  if (!ok) return 0;
  rel_contract_mark_used(s->o->contracts, ct);
  const char **names = arena_alloc(s->a, sizeof(char *) * (size_t)(nargs + 1));
  int sg[8];
  term_ref a[8];
  term_sort dom[8];
  for (int i = 0; i < nargs; i++) {
    names[i] = fn->params[i]->name, sg[i] = cc_is_signed(fn->params[i]->type);
    a[i] = args[i].t, dom[i] = term_sort_of(s->tc, a[i]);
  }
  char why[300];
  term_ref req = rel_cexpr_term(s->tc, ct->req, nargs, names, a, sg, TERM_NULL, 0, why, sizeof why);
  if (req == TERM_NULL) {
    unknown(s, loc, "unsupported: the contract of '%s' (%s): %s", fn->name, ct->where, why);
    *res = sv_none();
    return 1;
  }
  if (ct->status == REL_CT_CHECKING) {
    /* the function's own recursive call while its contract is checked: by induction on the
     * measure, which must be at least 0 and smaller than at the entry (ACSL 2.5.1 decreases) */
    term_ref dec_ok = rel_cexpr_decreases(s->tc, ct->dec, nargs, names, a, s->top_vars, sg, why, sizeof why);
    if (dec_ok == TERM_NULL) {
      unknown(s, loc, "unsupported: the measure of '%s' (%s): %s", fn->name, ct->where, why);
      *res = sv_none();
      return 1;
    }
    unknown_where(s, NOT(s, AND(s, req, dec_ok)), loc,
                  arena_printf(s->a, "unsupported: the recursive call of '%s' may not satisfy requires %s with decreases %s "
                               "at least 0 and smaller than at entry (%s)", fn->name, ct->requires ? ct->requires : "\\true",
                               ct->decreases, ct->where));
  } else {
    unknown_where(s, NOT(s, req), loc,
                  arena_printf(s->a, "unsupported: the call of '%s' may not satisfy its contract's requires %s (%s)", fn->name,
                               ct->requires ? ct->requires : "\\true", ct->where));
  }
  if (rt->k == CC_VOID) {
    *res = (sv){.k = SV_VOID, .obj = -1};
    return 1;
  }
  /* no key: this program's own function, shared with no other program's */
  const char *uf = ct->key ? arena_printf(s->a, "contract:%s:%s", fn->name, ct->key)
                           : arena_printf(s->a, "contract:%s:unshared-%p", fn->name, (const void *)s->p);
  term_fun u = term_fun_declare(s->tc, uf, (unsigned)nargs, dom, term_sort_bv(s->tc, (unsigned)cc_int_width(rt)));
  term_ref r = nargs ? term_app(s->tc, u, a, (unsigned)nargs) : term_app(s->tc, u, NULL, 0);
  term_ref ens = rel_cexpr_term(s->tc, ct->ens, nargs, names, a, sg, r, cc_is_signed(rt), why, sizeof why);
  if (ens == TERM_NULL) {
    unknown(s, loc, "unsupported: the contract of '%s' (%s): %s", fn->name, ct->where, why);
    *res = sv_none();
    return 1;
  }
  s->cpre = AND(s, s->cpre, OR(s, NOT(s, req), ens));
  *res = sv_int(r);
  return 1;
}

/* Inlines function fi (C11 6.5.2.2): parameters are fresh objects holding the argument values. */
static sv call_function(sx *s, int fi, sv *args, int nargs, eq_loc loc, int discarded) {
  const cc_func *fn = s->p->funcs[fi];
  if (s->o && s->o->rec_uf && fi == s->top_fi) return rec_call(s, fn, args, nargs, loc);
  if (s->o && s->o->contracts) {
    const rel_contract *ct = rel_contract_usable(s->o->contracts, s->p, fn->name);
    if (!ct && fi == s->top_fi && s->depth == 0) ct = rel_contract_self(s->o->contracts, s->p, fn->name);
    sv res;
    if (ct && contract_call(s, fn, ct, args, nargs, loc, &res)) return res;
  }
  unsigned maxd = s->o && s->o->inline_depth ? s->o->inline_depth : 8;
  if (fn->unsupported) { unknown(s, fn->loc, "unsupported: %s", fn->unsupported); return sv_none(); }
  if ((unsigned)s->depth >= maxd) {
    s->bound_hits++;
    unknown(s, loc, "bound reached: calls nested deeper than %u (recursion) not followed", maxd);
    return sv_none();
  }
  callctx c = {0};
  c.retg = F(s);
  c.ret = sv_none();
  c.fn = fn;
  c.slots = arena_alloc(s->a, sizeof(int) * (size_t)(fn->nslots + 1));
  memset(c.slots, 0xff, sizeof(int) * (size_t)(fn->nslots + 1)); /* -1: no object yet */
  c.pend = pend_new(s, fn);
  c.lbase = s->nl;
  int first_obj = s->nobjs;
  for (int i = 0; i < fn->nparams && i < nargs; i++) {
    const cc_var *pv = fn->params[i];
    if (pv->type->leaves > MAX_CELLS) { unknown(s, pv->loc, "unsupported: large parameter"); return sv_none(); }
    int ob = obj_new(s, pv->name, pv->type, 1);
    c.slots[pv->slot] = ob;
    if (args[i].k == SV_AGG) {
      for (long k = 0; k < args[i].nagg && k < s->objs[ob].ncells; k++) s->objs[ob].cells[k] = args[i].agg[k];
    } else {
      s->objs[ob].cells[0] = args[i];
    }
  }
  callctx *up = s->call;
  s->call = &c;
  s->depth++;
  exec(s, fn->body);
  pending_left(s, &c);
  s->depth--;
  s->call = up;
  /* the callee's parameters and locals end their lifetime with the call (C11 6.2.4p2) */
  for (int i = first_obj; i < s->nobjs; i++)
    if (!s->objs[i].heap && !s->objs[i].readonly) s->objs[i].dead = 1; /* blocks of the heap and literals live on */
  term_ref fell = s->act;
  if (fn->type->elem->k != CC_VOID && !is_false(s, fell)) {
    /* 6.9.1p12: using the value of a call that reached the closing brace is undefined */
    if (!discarded) ub(s, T(s), fn->loc, "use of the value of '%s', which ended without returning one (C11 6.9.1p12)", fn->name);
  }
  s->act = OR(s, c.retg, s->act);
  if (fn->type->elem->k == CC_VOID) return (sv){.k = SV_VOID, .obj = -1};
  return c.ret;
}

/* The admissible-input assumptions in words, joined by "; ". */
typedef struct strbuf_assume {
  const char *text;
} strbuf_assume;

static void assume_add(strbuf_assume *sa, arena *a, const char *fmt, const char *x, const char *y) {
  const char *one = arena_printf(a, fmt, x, y);
  sa->text = sa->text ? arena_printf(a, "%s; %s", sa->text, one) : one;
}

/* ---- entry points ------------------------------------------------------------------------------ */

static int find_fn(const cc_program *p, const char *name);

int cc_sym_string_param(const cc_program *p, const char *fn, const rel_input *ins, int i) {
  int fi = find_fn(p, fn);
  if (fi < 0 || i < 0 || i >= p->funcs[fi]->nparams || ins[i].array_cap <= 0 || ins[i].len_param >= 0) return 0;
  const cc_type *t = p->funcs[fi]->params[i]->type;
  return t->k == CC_PTR && t->elem && cc_is_char(t->elem) && is_string_result(p->funcs[fi]->type->elem);
}

static int find_fn(const cc_program *p, const char *name) {
  for (int i = 0; i < p->nfuncs; i++)
    if (!strcmp(p->funcs[i]->name, name) && (p->funcs[i]->body || !p->funcs[i]->type)) return i;
  return -1;
}

/* Whether e is variable v's value (possibly converted). */
static int reads_var(const cc_expr *e, const cc_var *v) {
  while (e && (e->k == CC_E_CONV || e->k == CC_E_LOAD || (e->k == CC_E_INCDEC && e->a))) e = e->a;
  return e && e->k == CC_E_VAR && e->var == v;
}

/* Whether e reads v anywhere. */
static int reads_in(const cc_expr *e, const cc_var *v) {
  if (!e) return 0;
  if (e->k == CC_E_VAR) return e->var == v;
  if (reads_in(e->a, v) || reads_in(e->b, v) || reads_in(e->c, v)) return 1;
  for (int k = 0; k < e->nargs; k++)
    if (reads_in(e->args[k], v)) return 1;
  return 0;
}

static int reads_in_init(const cc_stmt *st, const cc_var *v) {
  if (!st) return 0;
  if (reads_in(st->e, v)) return 1;
  if (st->k == CC_S_DECL && st->var && st->var->init) {
    const cc_init *in = st->var->init;
    if (reads_in(in->whole, v)) return 1;
    for (int k = 0; k < in->n; k++)
      if (reads_in(in->exprs[k], v)) return 1;
  }
  for (int k = 0; k < st->n; k++)
    if (reads_in_init(st->items[k], v)) return 1;
  return 0;
}

/* Whether e steps pointer variable v past the object it points to: v[k] with k not the constant 0,
 * v + k, v - k, ++v, v += k (the caller's pointer then designates an array, not one object). */
static int steps_in_expr(const cc_expr *e, const cc_var *v) {
  if (!e) return 0;
  if (e->k == CC_E_INDEX && reads_var(e->a, v) && !(e->b && e->b->k == CC_E_INT && e->b->ival == 0)) return 1;
  if (e->k == CC_E_BINARY && (e->op == CC_OP_PTRADD || e->op == CC_OP_PTRSUB) && (reads_var(e->a, v) || reads_var(e->b, v)))
    return 1;
  if ((e->k == CC_E_INCDEC || (e->k == CC_E_OPASSIGN && (e->op == CC_OP_PTRADD || e->op == CC_OP_PTRSUB))) && e->a &&
      e->a->k == CC_E_VAR && e->a->var == v)
    return 1;
  if (steps_in_expr(e->a, v) || steps_in_expr(e->b, v) || steps_in_expr(e->c, v)) return 1;
  for (int k = 0; k < e->nargs; k++)
    if (steps_in_expr(e->args[k], v)) return 1;
  return 0;
}

static int steps_in_stmt(const cc_stmt *st, const cc_var *v) {
  if (!st) return 0;
  if (steps_in_expr(st->e, v) || steps_in_expr(st->inc, v)) return 1;
  if (st->k == CC_S_DECL && st->var && st->var->init) {
    const cc_init *in = st->var->init;
    if (steps_in_expr(in->whole, v)) return 1;
    for (int k = 0; k < in->n; k++)
      if (steps_in_expr(in->exprs[k], v)) return 1;
  }
  if (steps_in_stmt(st->body, v) || steps_in_stmt(st->els, v) || steps_in_stmt(st->init, v)) return 1;
  for (int k = 0; k < st->n; k++)
    if (steps_in_stmt(st->items[k], v)) return 1;
  return 0;
}

/* Whether some expression of st (or of a statement inside it) satisfies f. */
typedef int (*expr_pred)(const cc_expr *e, const void *ctx);

static int expr_any(const cc_expr *e, expr_pred f, const void *ctx) {
  if (!e) return 0;
  if (f(e, ctx) || expr_any(e->a, f, ctx) || expr_any(e->b, f, ctx) || expr_any(e->c, f, ctx)) return 1;
  for (int k = 0; k < e->nargs; k++)
    if (expr_any(e->args[k], f, ctx)) return 1;
  return 0;
}

static int stmt_any(const cc_stmt *st, expr_pred f, const void *ctx) {
  if (!st) return 0;
  if (expr_any(st->e, f, ctx) || expr_any(st->inc, f, ctx)) return 1;
  if (st->k == CC_S_DECL && st->var && st->var->init) {
    const cc_init *in = st->var->init;
    if (expr_any(in->whole, f, ctx)) return 1;
    for (int k = 0; k < in->n; k++)
      if (expr_any(in->exprs[k], f, ctx)) return 1;
  }
  if (stmt_any(st->body, f, ctx) || stmt_any(st->els, f, ctx) || stmt_any(st->init, f, ctx)) return 1;
  for (int k = 0; k < st->n; k++)
    if (stmt_any(st->items[k], f, ctx)) return 1;
  return 0;
}

/* An array parameter p, an integer n, the body: is n p's length? */
typedef struct {
  const cc_var *p, *n;
  const cc_stmt *body;
} len_link;

/* p offset or indexed by an expression reading v: p[v], p[v - 1], p + v, v + p. */
static int offsets_by(const cc_expr *e, const cc_var *p, const cc_var *v) {
  if (e->k == CC_E_INDEX) return reads_var(e->a, p) && reads_in(e->b, v);
  if (e->k == CC_E_BINARY && e->op == CC_OP_PTRADD)
    return (reads_var(e->a, p) && reads_in(e->b, v)) || (reads_var(e->b, p) && reads_in(e->a, v));
  return 0;
}

static int offsets_by_pred(const cc_expr *e, const void *ctx) {
  const len_link *l = ctx;
  return offsets_by(e, l->p, l->n);
}

/* e is a variable (other than n and p) that offsets p somewhere in the body. */
static int index_var_pred(const cc_expr *e, const void *ctx) {
  const len_link *l = ctx;
  if (e->k != CC_E_VAR || e->var == l->n || e->var == l->p) return 0;
  len_link idx = {.p = l->p, .n = e->var, .body = l->body};
  return stmt_any(l->body, offsets_by_pred, &idx);
}

/* n compared with an index of p (`i < n` where the body reads p[i], `if (pos >= len) return`). */
static int bounds_an_index_pred(const cc_expr *e, const void *ctx) {
  const len_link *l = ctx;
  if (e->k != CC_E_BINARY || !(e->op == CC_OP_LT || e->op == CC_OP_LE || e->op == CC_OP_GT || e->op == CC_OP_GE ||
                               e->op == CC_OP_NE || e->op == CC_OP_EQ))
    return 0;
  return (reads_in(e->a, l->n) && expr_any(e->b, index_var_pred, l)) || (reads_in(e->b, l->n) && expr_any(e->a, index_var_pred, l));
}

/* n given a value other than by counting (n = …, n /= 10, n >>= 4; ++, --, += and -= count). */
static int changes_uncounted_pred(const cc_expr *e, const void *ctx) {
  const len_link *l = ctx;
  return (e->k == CC_E_ASSIGN || (e->k == CC_E_OPASSIGN && e->op != CC_OP_ADD && e->op != CC_OP_SUB)) && reads_var(e->a, l->n);
}

/* A loop whose header reads n, which steps or indexes p and which only counts n, if it changes it
 * (`while (n--) *p++ = 0;`, `for (k = n; k > 0; k--) s += p[k - 1]`; not a digit loop
 * `do buf[i++] = '0' + v % 10; while (v /= 10)`, where v is a value, not a count). */
static int loop_over(const cc_stmt *st, const len_link *l) {
  if (!st) return 0;
  if ((st->k == CC_S_WHILE || st->k == CC_S_DO || st->k == CC_S_FOR) &&
      (reads_in(st->e, l->n) || reads_in(st->inc, l->n) || reads_in_init(st->init, l->n)) && steps_in_stmt(st, l->p) &&
      !stmt_any(st, changes_uncounted_pred, l))
    return 1;
  if (loop_over(st->body, l) || loop_over(st->els, l) || loop_over(st->init, l)) return 1;
  for (int k = 0; k < st->n; k++)
    if (loop_over(st->items[k], l)) return 1;
  return 0;
}

/* A library function given p and n (or p + k and n - k) as arguments: memcpy(dst, p, n),
 * fwrite(p, 1, n, f), strncmp(p, s, n) — the library's own contract ties the two. A function of
 * the program given them (copy(dst, p, n)) ties nothing by itself: its body, followed at the call,
 * is where p's elements are read, and a caller that only forwards p and n states no length. */
static int passes_with_pred(const cc_expr *e, const void *ctx) {
  const len_link *l = ctx;
  if (e->k != CC_E_CALL || e->fn >= 0 || e->a) return 0;
  int has_p = 0, has_n = 0;
  for (int k = 0; k < e->nargs; k++) {
    if (reads_in(e->args[k], l->p)) has_p = 1;
    else if (reads_in(e->args[k], l->n)) has_n = 1;
  }
  return has_p && has_n;
}

/* Whether the body uses n as the bound of p's elements: p offset by n itself (`p + n`, `p[n - 1]`),
 * n compared with an index of p, a loop counted by n that walks p, or p and n given to a library
 * function together. An integer that bounds something else — a digit loop over a value
 * (`do … while (v /= 10)`), a count of another array — is not p's length (issue 19:
 * `put(char *buf, unsigned v)` was given max(v, 1) elements). */
static int bounds_array(const cc_stmt *body, const cc_var *p, const cc_var *n) {
  len_link l = {.p = p, .n = n, .body = body};
  return stmt_any(body, offsets_by_pred, &l) || stmt_any(body, bounds_an_index_pred, &l) || loop_over(body, &l) ||
         stmt_any(body, passes_with_pred, &l);
}

/* The parameter that states how many elements array parameter i has, or -1 when there is none.
 * C does not say; the contract assumed ("'a' points to at least max(n, 1) elements") is stated in
 * every verdict, and it must come from the code: the length is an integer parameter the body uses
 * as the bound of this array's elements (bounds_array), and among those one whose name says so (n,
 * len, count, size, …), else the first after the array. A length written before the array belongs
 * to it only if it is the first pointer parameter (f(n, a)); later pointers after all lengths are
 * single objects, as out-parameters are (minmax(a, n, lo, hi)). An integer that is only a value
 * (put(char *buf, int v)) is no length. */
static int array_len_param(const cc_func *fn, int i) {
  static const char *const names[] = {"n", "len", "length", "count", "cnt", "size", "num", "nelem", "nmemb", NULL};
  int first_ptr = 1;
  for (int j = 0; j < i; j++)
    if (fn->params[j]->type->k == CC_PTR) first_ptr = 0;
  const cc_var *arr = fn->params[i];
  for (int k = 0; names[k]; k++)
    for (int j = 0; j < fn->nparams; j++)
      if (j != i && (j > i || first_ptr) && cc_is_integer(fn->params[j]->type) && fn->params[j]->type->k != CC_BOOL &&
          !strcmp(fn->params[j]->name, names[k]) && bounds_array(fn->body, arr, fn->params[j]))
        return j;
  for (int j = i + 1; j < fn->nparams; j++)
    if (cc_is_integer(fn->params[j]->type) && fn->params[j]->type->k != CC_BOOL && bounds_array(fn->body, arr, fn->params[j]))
      return j;
  return -1;
}

enum { STRUCT_INPUT_MAX = 64 }; /* the most cells of a struct input (cc_leaf_paths) */

/* A `const struct T *` parameter as a typed tree: the struct's cells as named fields, when every
 * cell is an integer or floating value; NULL otherwise. */
static const rel_type *cells_input_type(const cc_type *st, const char *name, arena *a);
static const rel_type *struct_input_type(const cc_type *st, arena *a) {
  return st->k == CC_STRUCT ? cells_input_type(st, st->rec->name, a) : NULL;
}

/* An object's scalar cells (a struct's, an array's) as an aggregate named `name`; NULL where a cell
 * is no integer or floating value or there are more than STRUCT_INPUT_MAX. */
static const rel_type *cells_input_type(const cc_type *st, const char *name, arena *a) {
  if (st->leaves < 1 || st->leaves > STRUCT_INPUT_MAX) return NULL;
  const char **names = arena_alloc(a, sizeof(char *) * (size_t)(st->leaves + 1));
  if (cc_leaf_paths(st, "", names, 0, STRUCT_INPUT_MAX, a) != st->leaves) return NULL;
  rel_field *fs = arena_alloc(a, sizeof(rel_field) * (size_t)(st->leaves + 1));
  for (long k = 0; k < st->leaves; k++) {
    long off;
    const cc_type *lt = cc_leaf_type(st, k, &off);
    fs[k].name = names[k];
    fs[k].type = cc_is_floating(lt) ? rel_t_float(a, lt->k == CC_FLOAT ? 32 : 64) : rel_t_int(a, cc_int_width(lt), cc_is_signed(lt));
  }
  return rel_t_agg(a, name, fs, (int)st->leaves);
}

/* The variable of cell k of struct input i ("in<i>_<k>", the sort of the cell's type). */
static term_ref struct_cell_var(term_ctx *tc, int i, long k, const cc_type *lt) {
  char nm[48];
  snprintf(nm, sizeof nm, "in%d_%ld", i, k);
  term_sort so = !cc_is_floating(lt) ? term_sort_bv(tc, (unsigned)cc_int_width(lt))
                 : lt->k == CC_FLOAT ? term_sort_fp(tc, 8, 24) : term_sort_fp(tc, 11, 53);
  return term_var(tc, nm, so);
}

/* A whole program's standard input (C11 7.21.3p7): any bytes, an input after main's parameters. */
static rel_input stdin_input(arena *a) {
  return (rel_input){.name = "stdin", .kind = REL_IN_TREE, .len_param = -1,
                     .type = rel_t_admit(a, rel_t_text(a, REL_ENC_NONE, STDIN_CAP), "any bytes (standard input)")};
}

static term_ref stdin_len_var(term_ctx *tc) { return term_var(tc, "stdin_len", term_sort_bv(tc, 64)); }

static term_ref stdin_byte_var(term_ctx *tc, int j) {
  char nm[32];
  snprintf(nm, sizeof nm, "stdin_%d", j);
  return term_var(tc, nm, term_sort_bv(tc, 8));
}

/* The standard input of a counterexample: its length's bytes from the model (one no case reads
 * is 'x'). */
static int stdin_value(term_ctx *tc, term_ref (*eval)(void *ectx, term_ref t), void *ectx, rel_value *out, arena *a) {
  term_ref lv = eval(ectx, stdin_len_var(tc));
  long len = lv == TERM_NULL ? 0 : (long)term_bv_value(tc, lv);
  /* no followed case reads past STDIN_CAP bytes, so a longer input stands for any longer one */
  if (len < 0 || len > 65536) len = STDIN_CAP + 1;
  char *buf = arena_alloc(a, (size_t)len + 1);
  for (long j = 0; j < len; j++) {
    term_ref cv = j < STDIN_CAP ? eval(ectx, stdin_byte_var(tc, (int)j)) : TERM_NULL;
    buf[j] = cv == TERM_NULL ? 'x' : (char)term_bv_value(tc, cv);
  }
  *out = rel_v_bytes(a, buf, (size_t)len);
  return 0;
}

/* main(int argc, char **argv) (C11 5.1.2.2.1): its inputs are argc and the strings of argv. */
static int is_argv_main(const cc_func *fn) {
  if (strcmp(fn->name, "main") || fn->nparams != 2) return 0;
  const cc_type *t0 = fn->params[0]->type, *t1 = fn->params[1]->type;
  return t0->k == CC_INT && t1->k == CC_PTR && t1->elem && t1->elem->k == CC_PTR && t1->elem->elem &&
         cc_is_char(t1->elem->elem);
}

/* The variables of argv's string k: its length ("in1_s<k>_len", 64 bits) and its characters
 * j < STR_MAX ("in1_s<k>_<j>", 8 bits), shared by both versions. */
static term_ref argv_len_var(term_ctx *tc, int k) {
  char nm[32];
  snprintf(nm, sizeof nm, "in1_s%d_len", k);
  return term_var(tc, nm, term_sort_bv(tc, 64));
}

static term_ref argv_char_var(term_ctx *tc, int k, int j) {
  char nm[32];
  snprintf(nm, sizeof nm, "in1_s%d_%d", k, j);
  return term_var(tc, nm, term_sort_bv(tc, 8));
}

/* argv[k]'s characters at index STR_MAX or later (beyond_at): one function of the index. */
static term_fun argv_far_fun(term_ctx *tc, int k) {
  char nm[32];
  snprintf(nm, sizeof nm, "argv_far_%d", k);
  term_sort d = term_sort_bv(tc, 64);
  return term_fun_declare(tc, nm, 1, &d, term_sort_bv(tc, 8));
}

/* The most strings a counterexample's argv is given (its argc read from the model). */
enum { ARGV_REPLAY_MAX = 4096 };
/* Characters of a counterexample's string read from the model (argv_far); 'x' after them. */
enum { ARGV_FAR_REPLAY = 4096 };

/* argv of a counterexample: argc (in0's value) strings, each of its length (at most STR_MAX
 * characters read from the model; a character no case reads is 'x', any non-null one would do:
 * a run that reads it left the followed cases). */
static int argv_value(term_ctx *tc, term_ref (*eval)(void *ectx, term_ref t), void *ectx, rel_value *out, arena *a) {
  term_ref ac = eval(ectx, term_var(tc, "in0", term_sort_bv(tc, 32)));
  long argc = ac == TERM_NULL ? 1 : (long)(int32_t)term_bv_value(tc, ac);
  if (argc < 1) return -1;
  /* beyond ARGV_REPLAY_MAX only the strings followed are given: cc_run holds the others as not
   * given (no case the model satisfies reads them) */
  long n = argc > ARGV_REPLAY_MAX ? ARGV_CAP : argc;
  rel_value *strs = arena_alloc(a, sizeof(rel_value) * (size_t)n);
  for (long k = 0; k < n; k++) {
    long len = 0;
    if (k < ARGV_CAP) {
      term_ref lv = eval(ectx, argv_len_var(tc, (int)k));
      len = lv == TERM_NULL ? 0 : (long)term_bv_value(tc, lv);
      /* a length beyond what a run is given: characters past STR_MAX are read by no followed
       * case, so a string of STR_MAX + 1 stands for it (the replay decides) */
      if (len < 0 || len > 65536) len = STR_MAX + 1;
    }
    char *buf = arena_alloc(a, (size_t)len + 1);
    int numeric = len >= STR_MAX;
    for (long j = 0; j < len; j++) {
      term_ref cv = TERM_NULL;
      if (j < STR_MAX) cv = eval(ectx, argv_char_var(tc, (int)k, (int)j));
      else if (k < ARGV_CAP && j < ARGV_FAR_REPLAY) { /* beyond_at's characters, as the model has them */
        term_ref at = term_bv(tc, 64, (uint64_t)j);
        cv = eval(ectx, term_app(tc, argv_far_fun(tc, (int)k), &at, 1));
      }
      int c = cv == TERM_NULL ? 'x' : (int)term_bv_value(tc, cv);
      buf[j] = (char)(c ? c : 'x');
      if (j < STR_MAX && !(c == ' ' || (c >= 9 && c <= 13) || c == '+' || c == '-' || (c >= '0' && c <= '9'))) numeric = 0;
    }
    /* a number going on past STR_MAX characters: a conversion of it was the uninterpreted
     * function of string_builtin, whose value in the model no string realises: no input */
    if (numeric) return -1;
    strs[k] = rel_v_bytes(a, buf, (size_t)len);
  }
  *out = rel_v_agg(a, strs, (int)n);
  return 0;
}

int cc_sym_tree_value(const cc_program *p, const char *fname, const rel_input *in, term_ref base, term_ctx *tc,
                      term_ref (*eval)(void *ectx, term_ref t), void *ectx, rel_value *out, arena *a) {
  int fi = find_fn(p, fname);
  if (fi >= 0 && !strcmp(fname, "main") && in->name && !strcmp(in->name, "stdin")) return stdin_value(tc, eval, ectx, out, a);
  if (fi >= 0 && is_argv_main(p->funcs[fi])) return argv_value(tc, eval, ectx, out, a);
  const char *bn = term_var_name(tc, base);
  int i = bn && bn[0] == 'i' && bn[1] == 'n' ? atoi(bn + 2) : -1;
  if (fi < 0 || i < 0 || !in->type || in->type->kind != REL_T_AGG) return -1;
  const cc_type *pt, *st;
  term_ref isnull = TERM_NULL;
  if (in->by_name) { /* a state global's cells (state_inputs), found by its name: the check may
                       * have left others out before it (rel_inputs_agree) */
    int *g = arena_alloc(a, sizeof(int) * (size_t)(p->nglobals + 1));
    const char **names = arena_alloc(a, sizeof(char *) * (size_t)(p->nglobals + 1));
    int n = cc_state_globals(p, fname, g, names, a), k = 0;
    while (k < n && strcmp(arena_printf(a, "global %s", names[k]), in->name ? in->name : "")) k++;
    if (k >= n) return -1;
    pt = st = p->globals[g[k]]->type;
  } else {
    pt = p->funcs[fi]->params[i]->type, st = pt->k == CC_STRUCT ? pt : pt->elem;
    if (pt->k != CC_STRUCT) isnull = eval(ectx, base);
  }
  if (isnull != TERM_NULL && isnull == term_true(tc)) {
    *out = rel_v_opaque(a, "null");
    return 0;
  }
  rel_value *items = arena_alloc(a, sizeof(rel_value) * (size_t)(st->leaves + 1));
  for (long k = 0; k < st->leaves; k++) {
    long off;
    const cc_type *lt = cc_leaf_type(st, k, &off);
    term_ref x = eval(ectx, struct_cell_var(tc, i, k, lt));
    rel_input one = {.kind = cc_is_floating(lt) ? REL_IN_FLOAT : REL_IN_INT,
                     .width = cc_is_floating(lt) ? (lt->k == CC_FLOAT ? 32 : 64) : cc_int_width(lt),
                     .is_signed = cc_is_floating(lt) ? 1 : cc_is_signed(lt)};
    /* a cell no case reads is unconstrained: any value, 0 */
    if (x != TERM_NULL) items[k] = rel_input_value(tc, &one, x);
    else if (one.kind == REL_IN_FLOAT) items[k] = one.width == 32 ? rel_v_float(0.0f) : rel_v_double(0.0);
    else items[k] = rel_v_int(0, one.width, one.is_signed);
  }
  *out = rel_v_agg(a, items, (int)st->leaves);
  return 0;
}

/* The state of fname (cc_state.h) as inputs after its parameters (the first at index `first`):
 * each global by its name ("global g"), a scalar one as a scalar input, an array or struct as the
 * tree of its cells (variables in<i>_<k>, as a struct parameter's); then one Bool, "program start":
 * true where the call is the program's first, the globals holding their initial values (C11
 * 6.7.9p10) and the global inputs unused - so a change of an initializer alone is a difference
 * (tests/diff/pairs/bc-same-text-global-changed). Returns how many (0 without state). */
static int state_inputs(const cc_program *p, const char *fname, rel_input *v, arena *a) {
  int *g = arena_alloc(a, sizeof(int) * (size_t)(p->nglobals + 1));
  const char **names = arena_alloc(a, sizeof(char *) * (size_t)(p->nglobals + 1));
  int n = cc_state_globals(p, fname, g, names, a);
  if (!n) return 0;
  /* which of them a call may read or write (cc_state_reached): a pair leaves out those neither
   * version reaches (rel_inputs_agree), "program start" where it leaves out every global */
  unsigned char *reached = arena_alloc(a, (size_t)p->nglobals + 1);
  int any = 0;
  if (cc_state_reached(p, fname, reached) < 0) memset(reached, 1, (size_t)p->nglobals);
  for (int k = 0; k < n; k++) {
    const cc_type *t = p->globals[g[k]]->type;
    any |= reached[g[k]];
    v[k] = (rel_input){.name = arena_printf(a, "global %s", names[k]), .len_param = -1, .by_name = 1,
                       .unreached = !reached[g[k]]};
    if (t->k == CC_ARRAY || t->k == CC_STRUCT) {
      v[k].kind = REL_IN_TREE;
      v[k].type = cells_input_type(t, names[k], a);
    } else {
      v[k].kind = cc_is_floating(t) ? REL_IN_FLOAT : REL_IN_INT;
      v[k].width = cc_is_floating(t) ? (t->k == CC_FLOAT ? 32 : 64) : cc_int_width(t);
      v[k].is_signed = cc_is_floating(t) || cc_is_signed(t);
    }
  }
  v[n] = (rel_input){.name = "program start", .kind = REL_IN_BOOL, .width = 1, .len_param = -1, .by_name = 1, .unreached = !any};
  return n + 1;
}

int cc_sym_inputs(const cc_program *p, const char *fname, rel_input **ins, arena *a, char *why, size_t whyn) {
  int fi = find_fn(p, fname);
  if (fi < 0) {
    snprintf(why, whyn, "no function '%s' is defined", fname);
    return -1;
  }
  const cc_func *fn = p->funcs[fi];
  if (!fn->type) { /* its signature is outside the modelled types; the body was not lowered */
    char lb[256];
    snprintf(why, whyn, "unsupported: %s at %s", fn->unsupported, cc_loc_str(p, fn->loc, lb, sizeof lb));
    return -1;
  }
  size_t nv = (size_t)(fn->nparams + p->nglobals + 3);
  rel_input *v = arena_alloc(a, sizeof(rel_input) * nv);
  memset(v, 0, sizeof(rel_input) * nv);
  if (!strcmp(fn->name, "main") && fn->nparams == 0) {
    v[0] = stdin_input(a);
    *ins = v;
    return 1;
  }
  if (is_argv_main(fn)) {
    /* argc and the strings of argv (cc_sym_exec states which are followed) */
    v[0] = (rel_input){.name = fn->params[0]->name, .kind = REL_IN_INT, .width = 32, .is_signed = 1, .len_param = -1,
                       .type = rel_t_admit(a, rel_t_int(a, 32, 1), "argc >= 1")};
    v[1] = (rel_input){.name = fn->params[1]->name, .kind = REL_IN_TREE, .len_param = -1,
                       .type = rel_t_admit(a, rel_t_seq(a, rel_t_text(a, REL_ENC_NONE, STR_MAX), ARGV_CAP),
                                           "argc strings without null characters (argv[argc] is the null pointer)")};
    v[2] = stdin_input(a);
    *ins = v;
    return 3;
  }
  for (int i = 0; i < fn->nparams; i++) {
    v[i].len_param = -1;
    const cc_type *t = fn->params[i]->type;
    char tn[80], lb[256];
    v[i].name = fn->params[i]->name;
    if (t->k == CC_BOOL) {
      v[i].kind = REL_IN_BOOL, v[i].width = 1, v[i].is_signed = 0;
    } else if (cc_is_integer(t)) {
      v[i].kind = REL_IN_INT, v[i].width = cc_int_width(t), v[i].is_signed = cc_is_signed(t);
    } else if (cc_is_floating(t)) {
      v[i].kind = REL_IN_FLOAT, v[i].width = t->k == CC_FLOAT ? 32 : 64, v[i].is_signed = 1;
    } else if (t->k == CC_PTR && t->elem && (cc_is_integer(t->elem) || cc_is_floating(t->elem)) && t->elem->k != CC_BOOL) {
      /* A pointer to scalars is read as the caller's array (rel_input.array_cap); its length is
       * related to a length parameter by array_len_param. */
      const cc_type *et = t->elem;
      v[i].kind = cc_is_floating(et) ? REL_IN_FLOAT : REL_IN_INT;
      v[i].width = cc_is_floating(et) ? (et->k == CC_FLOAT ? 32 : 64) : cc_int_width(et);
      v[i].is_signed = cc_is_floating(et) ? 1 : cc_is_signed(et);
      v[i].array_cap = p->array_bound > 0 ? p->array_bound : CC_ARRAY_BOUND_DEFAULT;
      v[i].len_param = array_len_param(fn, i);
      v[i].array_const = et->is_const;
      v[i].nullable = 1;
    } else if (t->k == CC_PTR && t->elem && t->elem->k == CC_STRUCT && fn->body && steps_in_stmt(fn->body, fn->params[i])) {
      /* the body indexes it or steps it: the caller's array of structs, which is not modelled (taken
       * as one struct, every element past the first would go wrong: no verdict may rest on that) */
      snprintf(why, whyn, "unsupported: parameter '%s' at %s points into an array of %s (arrays of structs behind a pointer are not modelled)",
               fn->params[i]->name, cc_loc_str(p, fn->params[i]->loc, lb, sizeof lb), cc_type_name(t->elem, tn, sizeof tn));
      return -1;
    } else if (t->k == CC_PTR && t->elem && t->elem->k == CC_STRUCT && (v[i].type = struct_input_type(t->elem, a)) != NULL) {
      /* the caller's struct: a tree of its cells (cc_sym_tree_value), or null; behind a pointer
       * to non-const its contents after the call are an output (struct_outputs) */
      v[i].kind = REL_IN_TREE;
      v[i].nullable = 1;
    } else if (t->k == CC_STRUCT && (v[i].type = struct_input_type(t, a)) != NULL) {
      /* a struct passed by value (C11 6.5.2.2p4: the parameter is a copy): a tree of its cells */
      v[i].kind = REL_IN_TREE;
    } else if (is_fnptr(t)) {
      snprintf(why, whyn,
               "unsupported: parameter '%s' of function-pointer type %s at %s (an input that is a function has no admissible set of functions to range over)",
               fn->params[i]->name, cc_type_name(t, tn, sizeof tn), cc_loc_str(p, fn->params[i]->loc, lb, sizeof lb));
      return -1;
    } else {
      snprintf(why, whyn, "unsupported: parameter '%s' of type %s at %s", fn->params[i]->name,
               cc_type_name(t, tn, sizeof tn), cc_loc_str(p, fn->params[i]->loc, lb, sizeof lb));
      return -1;
    }
  }
  *ins = v;
  return fn->nparams + state_inputs(p, fname, v + fn->nparams, a);
}

/* The caller's arrays a function may store into (pointers to non-const) are outputs of the call:
 * once it returns, an output event (rel_out_event) per such array parameter carries its array_cap
 * modelled elements, whether or not this version stores into it — so a version that never writes
 * the array compares with one that does element by element, not by a count of events (which was
 * "the versions make different numbers of output calls" where neither prints). Elements at or
 * beyond its length are never written without going wrong, so they keep their input values in both
 * versions and compare equal (an unwritten array's event is its input values). cc_run reports the same contents as a record ("argument N")
 * whenever they changed, so equal elements here mean equal records there. */
/* The caller's array or struct behind pointer parameter i (found by the object, not by the
 * parameter's value at the end, which the function may have pointed elsewhere), or -1. */
static int param_obj(sx *s, int i) {
  for (int k = 0; k < s->nobjs; k++)
    if (s->objs[k].param_ix == i + 1) return k;
  return -1;
}

static void array_outputs(sx *s, const cc_func *fn, const rel_input *ins, int n, term_ref returned) {
  for (int i = 0; i < n; i++) {
    if (ins[i].kind == REL_IN_TREE && fn->params[i]->type->k == CC_PTR) {
      /* the caller's struct behind a pointer to non-const: its cells after the call, as for an
       * array (cc_exec.c records it as "argument N" where the call changed it) */
      int ob = param_obj(s, i);
      if (ob < 0) continue;
      obj *o = &s->objs[ob];
      if (o->param_struct != 2 || (!o->written && s->o && s->o->cut)) continue;
      term_ref *args = arena_alloc(s->a, sizeof(term_ref) * (size_t)(o->ncells + 1));
      for (long k = 0; k < o->ncells; k++) {
        if (o->cells[k].k != SV_INT && o->cells[k].k != SV_FLT) {
          unknown(s, fn->loc, "unsupported: member of struct parameter '%s' holds no scalar value", o->name);
          return;
        }
        args[k] = o->cells[k].t;
      }
      char tn[80];
      out_event(s, returned, arena_printf(s->a, "argument %d (%s) after the call", i + 1,
                                          cc_type_name(fn->params[i]->type, tn, sizeof tn)),
                (int)o->ncells, args);
      continue;
    }
    if (ins[i].array_cap <= 0 || ins[i].array_const) continue;
    int ob = param_obj(s, i);
    if (ob < 0) continue;
    obj *o = &s->objs[ob];
    /* (a summary cut for induction keeps only arrays written: the segment checks compare no
     * output, so an event there only refuses the induction; the uncut summary has them all) */
    if (!o->param_array || (!o->written && s->o && s->o->cut)) continue;
    term_ref *args = arena_alloc(s->a, sizeof(term_ref) * (size_t)(o->ncells + 1));
    for (long k = 0; k < o->ncells; k++) {
      if (o->cells[k].k != SV_INT && o->cells[k].k != SV_FLT) {
        unknown(s, fn->loc, "unsupported: element of array parameter '%s' holds no scalar value", o->name);
        return;
      }
      args[k] = o->cells[k].t;
    }
    char tn[80];
    const char *what = arena_printf(s->a, "argument %d (%s) after the call", i + 1,
                                    cc_type_name(fn->params[i]->type, tn, sizeof tn));
    out_event(s, returned, what, (int)o->ncells, args);
  }
}

/* The state globals (cc_state.h) on entry: where the input "program start" (vars[start_pos])
 * holds, the values their initializers gave; elsewhere global g[k]'s input vars[pos[k]], a
 * scalar's its variable, an array's or struct's one variable per cell (in<i>_<k>, i = pos[k]). A
 * cell an initializer left holding no scalar (not expected of these types) makes the global unknown
 * where used. */
static void state_bind(sx *s, const int *g, int n, const term_ref *vars, const int *pos, int start_pos) {
  term_ref start = term_eq(s->tc, vars[start_pos], BV(s, 1, 1));
  for (int k = 0; k < n; k++) {
    s->gstate[g[k]] = k + 1;
    obj *o = &s->objs[s->globals[g[k]]];
    const cc_type *t = s->p->globals[g[k]]->type;
    for (long c = 0; c < o->ncells; c++) {
      long off;
      const cc_type *lt = cc_leaf_type(t, c, &off);
      term_ref x = t->k == CC_ARRAY || t->k == CC_STRUCT ? struct_cell_var(s->tc, pos[k], c, lt) : vars[pos[k]];
      sv *cell = &o->cells[c];
      if ((cell->k != SV_INT && cell->k != SV_FLT) || term_sort_of(s->tc, cell->t) != term_sort_of(s->tc, x)) {
        s->gwhy[g[k]] = arena_printf(s->a, "unsupported: global '%s' whose initial value is not a scalar per cell", o->name);
        break;
      }
      *cell = cell->k == SV_FLT ? sv_flt(ITE(s, start, cell->t, x)) : sv_int(ITE(s, start, cell->t, x));
      if (o->undef) o->undef[c] = F(s);
    }
  }
}

/* Each state global's cells after the call, an output event "global 'g' after the call" where the
 * function returns (as array_outputs does for the caller's arrays): compared cell by cell between
 * the versions; cc_exec.c reports the same values as a record "global g". A summary cut for
 * induction keeps only those the function may have changed (an event there refuses the induction). */
static int sv_same(const sv *a, const sv *b);
static void state_outputs(sx *s, const int *g, const char *const *names, int n, term_ref returned) {
  for (int k = 0; k < n; k++) {
    const obj *o = &s->objs[s->globals[g[k]]];
    int changed = 0;
    for (long c = 0; c < o->ncells && !changed; c++) changed = !sv_same(&o->cells[c], &s->g0[g[k]][c]);
    if (!changed && s->o && s->o->cut) continue;
    term_ref *args = arena_alloc(s->a, sizeof(term_ref) * (size_t)(o->ncells + 1));
    for (long c = 0; c < o->ncells; c++) {
      if (o->cells[c].k != SV_INT && o->cells[c].k != SV_FLT) {
        unknown(s, s->p->globals[g[k]]->loc, "unsupported: global '%s' holds no scalar value after the call", names[k]);
        return;
      }
      args[c] = o->cells[c].t;
    }
    char tn[80];
    out_event(s, returned, arena_printf(s->a, "global '%s' (%s) after the call", names[k],
                                        cc_type_name(s->p->globals[g[k]]->type, tn, sizeof tn)),
              (int)o->ncells, args);
  }
}

/* The globals' cells after their initializers (g0), for globals_written; from here on a use of a
 * modifiable global is recorded (gused). */
static void globals_snapshot(sx *s) {
  int n = s->p->nglobals;
  s->g0 = arena_alloc(s->a, sizeof(sv *) * (size_t)(n + 1));
  s->g0undef = arena_alloc(s->a, sizeof(term_ref *) * (size_t)(n + 1));
  for (int i = 0; i < n; i++) {
    const obj *o = &s->objs[s->globals[i]];
    s->g0[i] = arena_alloc(s->a, sizeof(sv) * (size_t)(o->ncells + 1));
    s->g0undef[i] = arena_alloc(s->a, sizeof(term_ref) * (size_t)(o->ncells + 1));
    for (long k = 0; k < o->ncells; k++) s->g0[i][k] = o->cells[k], s->g0undef[i][k] = o->undef ? o->undef[k] : TERM_NULL;
  }
  s->gtrack = 1;
}

/* Every field of sv (a store that changes any of them, a union byte's other-path value included,
 * is a change). */
static int sv_same(const sv *a, const sv *b) {
  return a->k == b->k && a->t == b->t && a->obj == b->obj && a->n == b->n && a->L == b->L && a->base == b->base &&
         a->idx == b->idx && a->nlen == b->nlen && a->isnull == b->isnull && a->agg == b->agg && a->nagg == b->nagg &&
         a->altg == b->altg && a->gen == b->gen && a->hroot == b->hroot && a->frag == b->frag && a->ig == b->ig &&
         a->ival == b->ival && a->view == b->view;
}

/* A global whose cells may differ after the call from what they held on entry: its value after the
 * call is part of what a caller sees, which the outcome does not compare yet, so where the function
 * returns the verdict is unknown (never `equivalent` over a change no one looked at). Cells left as
 * they were are the same terms (every store makes a new one). */
static void globals_written(sx *s, term_ref returned, const char *floc) {
  if (!s->gtrack || is_false(s, returned)) return;
  for (int i = 0; i < s->p->nglobals; i++) {
    if (s->gstate[i]) continue; /* an output (state_outputs) */
    const obj *o = &s->objs[s->globals[i]];
    for (long k = 0; k < o->ncells; k++) {
      if (sv_same(&o->cells[k], &s->g0[i][k]) && (o->undef ? o->undef[k] : TERM_NULL) == s->g0undef[i][k]) continue;
      add_path(s, REL_P_UNKNOWN, returned, TERM_NULL,
               arena_printf(s->a, "unsupported: the function may change global '%s' (a global's value after the call is compared only where it has 1 to %d cells, each an integer other than _Bool or a floating value)", o->name, CC_STATE_CELLS_MAX), floc);
      return;
    }
  }
}

/* A struct result whose cells are all integers (struct_input_type, no floating member: the
 * solver's theory has one NaN, the replay's values have many). */
static int int_struct(const cc_type *t, arena *a) {
  if (t->k != CC_STRUCT || !struct_input_type(t, a)) return 0;
  for (long k = 0; k < t->leaves; k++) {
    long off;
    if (!cc_is_integer(cc_leaf_type(t, k, &off))) return 0;
  }
  return 1;
}

/* A struct returned by value (C11 6.8.6.4p3): the summary's rtype is void and the value one event
 * holding its cells where the function returned, after every other output; cc_run returns the
 * struct, and equal cells are equal returned values there. */
static void struct_result(sx *s, const cc_type *rt, const callctx *top, const char *floc) {
  if (is_false(s, top->retg)) return;
  /* a string result: its cells (string_result_cells) */
  long nc = is_string_result(rt) ? str_result_cells(s->p) + 1 : rt->leaves;
  if (!top->has_ret || top->ret.k != SV_AGG || top->ret.nagg != nc) {
    add_path(s, REL_P_UNKNOWN, top->retg, TERM_NULL, "unsupported: result value not modelled", floc);
    return;
  }
  term_ref *cells = arena_alloc(s->a, sizeof(term_ref) * (size_t)(nc + 1));
  for (long k = 0; k < nc; k++) {
    if (top->ret.agg[k].k != SV_INT) {
      add_path(s, REL_P_UNKNOWN, top->retg, TERM_NULL, "unsupported: result value not modelled", floc);
      return;
    }
    cells[k] = top->ret.agg[k].t;
  }
  char tn[80];
  out_event(s, top->retg, arena_printf(s->a, is_string_result(rt) ? "the result string (%s)" : "the result (%s)", cc_type_name(rt, tn, sizeof tn)), (int)nc, cells);
  add_path(s, REL_P_RETURNED, top->retg, TERM_NULL, NULL, floc);
}

/* main's argv (C11 5.1.2.2.1p2): argc >= 1 strings, argv[argc] the null pointer. argv is an
 * array of argc + 1 pointers of which ARGV_CAP are followed; string k is an array of len_k + 1
 * modifiable characters, its first len_k not null and then a null one, of which STR_MAX are
 * followed. A read beyond what is followed is an unknown case naming the bound, so what a
 * program does with argv[0 .. ARGV_CAP) and their first STR_MAX characters is exact for every
 * argc and every length. Stores the pointer to argv in object ob; returns the precondition. */
static term_ref main_argv(sx *s, const cc_func *fn, term_ref argc, int ob, strbuf_assume *sa, term_ref *prefer) {
  term_ctx *tc = s->tc;
  const cc_type *pt = fn->params[1]->type->elem, *ct = pt->elem;
  cc_type *strt = cc_type_new(s->a, CC_ARRAY);
  strt->elem = ct, strt->n = STR_MAX, strt->size = STR_MAX * ct->size, strt->align = ct->align, strt->leaves = STR_MAX;
  cc_type *vt = cc_type_new(s->a, CC_ARRAY);
  vt->elem = pt, vt->n = ARGV_CAP, vt->size = ARGV_CAP * pt->size, vt->align = pt->align, vt->leaves = ARGV_CAP;
  int av = obj_new(s, fn->params[1]->name, vt, 1);
  s->objs[av].param_array = 1;
  s->objs[av].cap = ARGV_CAP;
  term_ref argc64 = sext64(s, argc, 1), pre = M2(s, OP_BVSGE, argc, BV(s, 32, 1));
  for (int k = 0; k < ARGV_CAP; k++) {
    int so = obj_new(s, arena_printf(s->a, "%s[%d]", fn->params[1]->name, k), strt, 1);
    s->objs[so].param_array = 1;
    s->objs[so].cap = STR_MAX;
    s->objs[so].argv_str = k + 1;
    s->objs[so].beyond = argv_far_fun(tc, k);
    term_ref len = argv_len_var(tc, k), numeric = T(s);
    for (int j = 0; j < STR_MAX; j++) {
      term_ref c = argv_char_var(tc, k, j), z = term_eq(tc, c, BV(s, 8, 0));
      s->objs[so].cells[j] = sv_int(c);
      /* white space, a sign or a digit: argv_value's test of a number that goes on */
      term_ref num = OR(s, OR(s, term_eq(tc, c, BV(s, 8, ' ')), AND(s, M2(s, OP_BVUGE, c, BV(s, 8, 9)), M2(s, OP_BVULE, c, BV(s, 8, 13)))),
                        OR(s, OR(s, term_eq(tc, c, BV(s, 8, '+')), term_eq(tc, c, BV(s, 8, '-'))),
                           AND(s, M2(s, OP_BVUGE, c, BV(s, 8, '0')), M2(s, OP_BVULE, c, BV(s, 8, '9')))));
      numeric = AND(s, numeric, num);
      /* characters before the end are not null, the one at the end is */
      pre = AND(s, pre, AND(s, OR(s, NOT(s, M2(s, OP_BVULT, BV(s, 64, (uint64_t)j), len)), NOT(s, z)),
                            OR(s, NOT(s, term_eq(tc, len, BV(s, 64, (uint64_t)j))), z)));
    }
    pre = AND(s, pre, M2(s, OP_BVULT, len, BV(s, 64, 1ull << 40)));
    /* shorter than STR_MAX; where the run reads past STR_MAX characters, also shorter than
     * STR_SCAN_VAR with its first STR_MAX characters not a number that goes on (whose conversion
     * is an uninterpreted function no string realises, argv_value): the characters past STR_MAX
     * are read back from the model, so a difference a long option makes past them replays
     * (argv_prefer, once the run is done) */
    s->argv_obj[s->nargv] = so;
    s->argv_short[s->nargv] = M2(s, OP_BVULT, len, BV(s, 64, STR_MAX));
    s->argv_long[s->nargv++] = AND(s, M2(s, OP_BVULT, len, BV(s, 64, STR_SCAN_VAR)), NOT(s, numeric));
    s->objs[av].cells[k] = (sv){.k = SV_PTR, .obj = so, .n = STR_MAX, .L = 1, .base = BV(s, 64, 0), .idx = BV(s, 64, 0),
                                .nlen = M2(s, OP_BVADD, len, BV(s, 64, 1)),
                                .isnull = M2(s, OP_BVSLE, argc64, BV(s, 64, (uint64_t)k))};
  }
  s->objs[ob].cells[0] = (sv){.k = SV_PTR, .obj = av, .n = ARGV_CAP, .L = 1, .base = BV(s, 64, 0), .idx = BV(s, 64, 0),
                              .nlen = M2(s, OP_BVADD, argc64, BV(s, 64, 1))};
  /* counterexamples from argc <= ARGV_CAP and strings shorter than STR_SCAN_VAR where there is one:
   * their every string is known, so the gcc-built programs can be run on them too */
  *prefer = AND(s, *prefer, M2(s, OP_BVSLE, argc, BV(s, 32, ARGV_CAP)));
  assume_add(sa, s->a, "%s%s", "argc >= 1 and argv[0] .. argv[argc - 1] are strings of any length without null characters",
             arena_printf(s->a, " (argv[%d] and later are not followed: unknown where read; characters at index %d or "
                          "later of a string are read as values the solver chooses, and a scan past them as a "
                          "function of its start, a difference resting on them counting only once replayed)", ARGV_CAP, STR_MAX));
  return pre;
}

/* main_argv's preference on each string, by whether the run read it past STR_MAX characters. */
static term_ref argv_prefer(sx *s) {
  term_ref r = T(s);
  for (int k = 0; k < s->nargv; k++)
    r = AND(s, r, s->objs[s->argv_obj[k]].far_read ? OR(s, s->argv_short[k], s->argv_long[k]) : s->argv_short[k]);
  return r;
}

/* Which of fname's nall state globals (g[], names[]: cc_state_globals) the run takes as inputs and
 * reports: where the check agreed the pair's inputs (o->ins, rel_inputs_agree), those it kept,
 * found by name ("global g"), each global's input at pos[k] and "program start" at *start_pos (-1:
 * not kept); else all, from place `first` on. g, names and pos are compacted to the ones kept, and
 * left_out[i] set for a state global i that was not. Returns how many are kept. */
static int state_select(const cc_program *p, const rel_sym_opts *o, int first, int *g, const char **names, int nall,
                        int *pos, int *start_pos, unsigned char *left_out) {
  memset(left_out, 0, (size_t)p->nglobals + 1);
  *start_pos = -1;
  if (!o || !o->ins) {
    for (int k = 0; k < nall; k++) pos[k] = first + k;
    if (nall) *start_pos = first + nall;
    return nall;
  }
  int n = 0;
  for (int k = 0; k < nall; k++) {
    int at = -1;
    for (int i = first; i < o->nins && at < 0; i++)
      if (o->ins[i].by_name && o->ins[i].name && !strncmp(o->ins[i].name, "global ", 7) && !strcmp(o->ins[i].name + 7, names[k]))
        at = i;
    if (at < 0) {
      left_out[g[k]] = 1;
      continue;
    }
    g[n] = g[k], names[n] = names[k], pos[n++] = at;
  }
  for (int i = first; i < o->nins; i++)
    if (o->ins[i].by_name && o->ins[i].name && !strcmp(o->ins[i].name, "program start")) *start_pos = i;
  return n;
}

int cc_sym_exec(const cc_program *p, const char *fname, term_ctx *tc, const term_ref *vars, int n,
                const rel_sym_opts *o, rel_summary *out, arena *a, char *why, size_t whyn) {
  int fi = find_fn(p, fname);
  if (fi < 0) {
    snprintf(why, whyn, "no function '%s' is defined", fname);
    return -1;
  }
  const cc_func *fn = p->funcs[fi];
  if (!fn->type || !fn->body) {
    snprintf(why, whyn, "unsupported: %s", fn->unsupported ? fn->unsupported : "function without a body");
    return -1;
  }
  int whole = !strcmp(fn->name, "main") && (fn->nparams == 0 || is_argv_main(fn));
  /* the state globals, inputs after the parameters (state_inputs) */
  int *sg = arena_alloc(a, sizeof(int) * (size_t)(p->nglobals + 1));
  const char **sgn = arena_alloc(a, sizeof(char *) * (size_t)(p->nglobals + 1));
  int nall = cc_state_globals(p, fname, sg, sgn, a);
  int *spos = arena_alloc(a, sizeof(int) * (size_t)(p->nglobals + 1));
  unsigned char *left_out = arena_alloc(a, (size_t)p->nglobals + 1);
  int start_pos = -1, nstate = state_select(p, o, fn->nparams + whole, sg, sgn, nall, spos, &start_pos, left_out);
  if (n != fn->nparams + whole + nstate + (start_pos >= 0) || (nstate && start_pos < 0)) {
    snprintf(why, whyn, "'%s' takes %d arguments, %d given", fname, fn->nparams + whole + nstate + (start_pos >= 0), n);
    return -1;
  }
  n -= nstate + (start_pos >= 0); /* from here on n counts the parameters (and main's standard input) */
  sx S = {0}, *s = &S;
  s->p = p;
  s->top_fi = fi;
  s->top_vars = vars;
  s->tc = tc;
  s->a = a;
  s->o = o;
  s->iv = ival_new(tc);
  s->act = T(s);
  s->cpre = T(s);
  /* two or more loops one after the other in the body: cut at each where asked (cut_all) */
  s->cut_all = o && o->cut && o->cut_all && fn->nlabels == 0 && top_loops(fn->body) >= 2;
  memset(out, 0, sizeof *out);
  const cc_type *rt = fn->type->elem;
  if (rt->k == CC_VOID) out->rtype = (rel_rtype){REL_V_VOID, 0, 0, 0};
  else if (rt->k == CC_BOOL) out->rtype = (rel_rtype){REL_V_BOOL, 1, 0, 0};
  else if (cc_is_integer(rt)) out->rtype = (rel_rtype){REL_V_INT, cc_int_width(rt), cc_is_signed(rt), 0};
  else if (cc_is_floating(rt)) out->rtype = (rel_rtype){REL_V_FLOAT, rt->k == CC_FLOAT ? 32 : 64, 1, 0};
  else if (int_struct(rt, a)) out->rtype = (rel_rtype){REL_V_VOID, 0, 0, 0}; /* the result is an event (struct_result) */
  else if (is_string_result(rt)) out->rtype = (rel_rtype){REL_V_VOID, 0, 0, 0}; /* an event too (string_result_cells) */
  else {
    char tn[80];
    snprintf(why, whyn, "unsupported: result of type %s", cc_type_name(rt, tn, sizeof tn));
    ival_free(s->iv);
    return -1;
  }
  /* Static storage: zero (C11 6.7.9p10), then the initializers in declaration order. */
  callctx top = {0};
  top.retg = F(s);
  top.ret = sv_none();
  top.fn = fn;
  top.slots = arena_alloc(a, sizeof(int) * (size_t)(fn->nslots + 1));
  memset(top.slots, 0xff, sizeof(int) * (size_t)(fn->nslots + 1)); /* -1: no object yet */
  top.pend = pend_new(s, fn);
  s->call = &top;
  s->globals = arena_alloc(a, sizeof(int) * (size_t)(p->nglobals + 1));
  s->gwhy = arena_alloc(a, sizeof(char *) * (size_t)(p->nglobals + 1));
  memset(s->gwhy, 0, sizeof(char *) * (size_t)(p->nglobals + 1));
  s->gstate = arena_alloc(a, sizeof(int) * (size_t)(p->nglobals + 1));
  memset(s->gstate, 0, sizeof(int) * (size_t)(p->nglobals + 1));
  for (int i = 0; i < p->nglobals; i++) {
    const cc_var *v = p->globals[i];
    /* not modelled: unknown where a path uses it (var_ptr), so the file's other functions run */
    if (v->unsupported || v->type->leaves > MAX_GLOBAL_CELLS || v->type->leaves < 1) {
      s->globals[i] = obj_new(s, v->name, cc_basic(CC_INT), 1);
      if (!v->unsupported)
        s->gwhy[i] = arena_printf(a, "unsupported: global '%s' of %ld cells in symbolic execution", v->name, v->type->leaves);
      continue;
    }
    s->globals[i] = obj_new(s, v->name, v->type, 1);
  }
  for (int i = 0; i < p->nglobals && !is_false(s, s->act); i++)
    if (p->globals[i]->init && !p->globals[i]->init->unsupported) /* var_ptr: unsupported where used */
      run_init(s, p->globals[i], obj_ptr(s, s->globals[i], p->globals[i]->type));
  if (nstate && !is_false(s, s->act)) state_bind(s, sg, nstate, vars, spos, start_pos);
  /* a state global left out of the check is one neither version reaches (cc_state_reached): a use
   * of it would contradict that, and is an unknown case rather than a value assumed */
  for (int i = 0; i < p->nglobals; i++)
    if (left_out[i] && !s->gwhy[i])
      s->gwhy[i] = arena_printf(a, "global '%s' is used but was left out of the state compared (not reached by "
                                "the walk of cc_state_reached)", p->globals[i]->name);
  if (!whole) globals_snapshot(s);
  rel_input *ins;
  char iwhy[256];
  int nown = cc_sym_inputs(p, fname, &ins, a, iwhy, sizeof iwhy);
  if (nown >= 0 && o && o->ins && o->nins >= nown - nall - (nall > 0))
    for (int i = 0; i < nown && !ins[i].by_name; i++) ins[i].len_param = o->ins[i].len_param; /* the pair's contract */
  if (nown < 0) {
    snprintf(why, whyn, "%s", iwhy);
    ival_free(s->iv);
    return -1;
  }
  term_ref pre = T(s);
  strbuf_assume sa = {0};
  if (whole) {
    /* standard input: in_len bytes, the first STDIN_CAP of them followed (getchar) */
    s->has_stdin = 1;
    s->in_pos = BV(s, 64, 0);
    s->in_len = stdin_len_var(tc);
    pre = AND(s, pre, M2(s, OP_BVULT, s->in_len, BV(s, 64, 1ull << 40)));
    out->prefer = M2(s, OP_BVULT, s->in_len, BV(s, 64, STDIN_CAP));
    n--; /* the parameters */
  } else if (p->errno_global) {
    /* errno is the caller's on entry to a function other than main (0 only at program startup,
     * C11 7.5p3), and what the function leaves in it the caller may read: an output, which is not
     * compared (no global is yet): where errno is used, unknown */
    s->gwhy[p->errno_global - 1] = "unsupported: errno in a function other than main (its value on entry is the caller's and on return an output not compared) in symbolic execution";
  }
  for (int i = 0; i < n; i++) {
    const cc_var *pv = fn->params[i];
    int ob = obj_new(s, pv->name, pv->type, 1);
    top.slots[pv->slot] = ob;
    if (i == 1 && is_argv_main(fn)) {
      term_ref pf = T(s);
      pre = AND(s, pre, main_argv(s, fn, vars[0], ob, &sa, &pf));
      out->prefer = AND(s, out->prefer, pf);
      continue;
    }
    if (ins[i].kind == REL_IN_TREE && pv->type->k == CC_STRUCT) {
      /* a struct by value: the parameter's own cells, one variable per cell (in<i>_<k>) */
      for (long k = 0; k < pv->type->leaves; k++) {
        long off;
        const cc_type *lt = cc_leaf_type(pv->type, k, &off);
        term_ref x = struct_cell_var(tc, i, k, lt);
        s->objs[ob].cells[k] = cc_is_floating(lt) ? sv_flt(x) : sv_int(x);
      }
      continue;
    }
    if (ins[i].kind == REL_IN_TREE) {
      /* `struct T *`: null where the Bool in<i> holds (vars[i]), else the caller's struct, one
       * variable per cell (in<i>_<k>); read only behind `const struct T *` */
      const cc_type *st = pv->type->elem;
      int so = obj_new(s, pv->name, st, 1);
      s->objs[so].param_struct = st->is_const ? 1 : 2;
      s->objs[so].param_ix = i + 1;
      for (long k = 0; k < st->leaves; k++) {
        long off;
        const cc_type *lt = cc_leaf_type(st, k, &off);
        term_ref x = struct_cell_var(tc, i, k, lt);
        s->objs[so].cells[k] = cc_is_floating(lt) ? sv_flt(x) : sv_int(x);
      }
      sv sp = obj_ptr(s, so, st);
      sp.isnull = vars[i];
      s->objs[ob].cells[0] = sp;
      assume_add(&sa, a, st->is_const ? "'%s' is null or points to a struct %s that the function only reads"
                                      : "'%s' is null or points to a struct %s of its own (its contents after the call are an output)",
                 pv->name, st->rec && st->rec->name ? st->rec->name : "");
      continue;
    }
    if (ins[i].array_cap <= 0) {
      s->objs[ob].cells[0] = term_sort_kind_of(tc, term_sort_of(tc, vars[i])) == TS_FP ? sv_flt(vars[i]) : sv_int(vars[i]);
      continue;
    }
    /* The caller's array: array_cap elements of symbolic value (every value of the element type
     * is admissible, so none is indeterminate), `len` = vars[i] elements in all. Admissible: the
     * null pointer (len = 0: C does not forbid it, and a change that only affects a null argument
     * must not be proved equivalent), or at least one element (C has no empty objects), at least
     * n for the length parameter n, and len * sizeof(T) <= PTRDIFF_MAX (C11 6.5.6p9: pointer
     * differences must be representable). */
    cc_type *at = cc_type_new(a, CC_ARRAY);
    at->elem = pv->type->elem;
    long cap = ins[i].array_cap;
    at->n = cap;
    at->size = cap * pv->type->elem->size;
    at->align = pv->type->elem->align;
    at->leaves = cap;
    int arr = obj_new(s, pv->name, at, 1);
    s->objs[arr].param_array = 1;
    s->objs[arr].param_ix = i + 1;
    {
      term_sort dom = term_sort_bv(tc, 64);
      s->objs[arr].beyond = term_fun_declare(tc, arena_printf(a, "in%d_at", i), 1, &dom,
                                             term_sort_of(tc, rel_input_elem(tc, ins, i, 0)));
    }
    for (int k = 0; k < cap; k++) {
      term_ref ev = rel_input_elem(tc, ins, i, k);
      s->objs[arr].cells[k] = ins[i].kind == REL_IN_FLOAT ? sv_flt(ev) : sv_int(ev);
    }
    term_ref len = vars[i];
    long esz = pv->type->elem->size > 0 ? pv->type->elem->size : 1;
    term_ref isnull = term_eq(tc, len, BV(s, 64, 0));
    term_ref arr_ok = M2(s, OP_BVULE, len, BV(s, 64, (uint64_t)(INT64_MAX / esz)));
    int lp = ins[i].len_param;
    /* n read in its own type: a negative signed n asks for nothing beyond one element, an unsigned
     * one for n elements (so n beyond the bound above is no admissible input) */
    if (lp >= 0)
      arr_ok = AND(s, arr_ok, M2(s, ins[lp].is_signed ? OP_BVSGE : OP_BVUGE, len, sext64(s, vars[lp], ins[lp].is_signed)));
    /* A function whose result is a string (is_string_result) takes a character array without a
     * length parameter as a string too (C11 7.1.1p1: a NUL ends it): the string it returns a
     * pointer into then ends within the caller's array. Admissible: a NUL among the elements
     * followed, or more elements than are followed (the NUL may lie past them). */
    int str_param = cc_sym_string_param(p, fname, ins, i);
    if (str_param) {
      term_ref has_nul = M2(s, OP_BVUGT, len, BV(s, 64, (uint64_t)cap));
      for (long k = 0; k < cap; k++)
        has_nul = OR(s, has_nul, AND(s, M2(s, OP_BVULT, BV(s, 64, (uint64_t)k), len),
                                     term_eq(s->tc, s->objs[arr].cells[k].t, BV(s, 8, 0))));
      arr_ok = AND(s, arr_ok, has_nul);
    }
    pre = AND(s, pre, OR(s, isnull, arr_ok));
    assume_add(&sa, a, str_param ? "'%s' is null or a string: at least 1 readable element, a NUL among them" :
                       lp >= 0 ? "'%s' is null or points to at least max(%s, 1) readable elements" : "'%s' is null or points to at least 1 readable element",
               pv->name, lp >= 0 ? fn->params[lp]->name : "");
    /* the bound is no assumption on the inputs (a run past it is an unknown case, or covered by
     * induction), but the verdict says how far the arrays were followed (--array-bound) */
    sa.text = arena_printf(a, "%s, of which the first %ld are followed one by one (--array-bound)", sa.text, cap);
    s->objs[ob].cells[0] = (sv){.k = SV_PTR, .obj = arr, .n = cap, .L = 1, .base = BV(s, 64, 0), .idx = BV(s, 64, 0),
                                .nlen = len, .isnull = isnull};
  }
  /* Each array parameter is its own caller's array. Where one of them may be written, that is a
   * contract on the caller (the arrays do not overlap), stated like the lengths. */
  int narrays = 0, writable = 0;
  for (int i = 0; i < n; i++)
    if (ins[i].array_cap > 0) narrays++, writable |= !ins[i].array_const;
  if (narrays > 1 && writable) assume_add(&sa, a, "%s%sthe arrays behind the pointer parameters do not overlap", "", "");
  /* The globals' values on entry and after the call are compared as objects of their own
   * (state_bind): a pointer parameter is taken to point to the caller's own storage, none of theirs
   * (a caller passing &g would see the two accesses alias), a contract stated like the lengths. */
  int pointers = 0;
  for (int i = 0; i < n; i++) pointers |= ins[i].array_cap > 0 || (ins[i].kind == REL_IN_TREE && fn->params[i]->type->k == CC_PTR);
  if (nstate && pointers) assume_add(&sa, a, "%s%sthe pointer parameters point to none of the globals", "", "");
  out->pre = pre;
  out->assume = sa.text;
  if (!is_false(s, s->act)) exec(s, fn->body);
  if (s->nheap) /* stated where the function allocates */
    assume_add(&sa, a, "%s%s", "malloc, calloc and realloc succeed for requests of at most ",
               arena_printf(a, "%d bytes (C11 7.22.3 lets them fail: a null result is not explored, and larger requests are not followed)",
                            HEAP_MAX_BYTES));
  out->assume = sa.text;
  if (s->stdin_read) { /* stated where the program reads it */
    assume_add(&sa, a, "%s%s", "standard input is any bytes, of any length",
               arena_printf(a, " (bytes at index %d or later are not followed: unknown where read)", STDIN_CAP));
    out->assume = sa.text;
  }
  if (s->gused) {
    assume_add(&sa, a, "%s%s", "the globals whose values on entry are not inputs (pointers, _Bool, unions, more than ",
               arena_printf(a, "%d cells) hold their initial values when the function is called (as at a program's first call; '%s' is one it uses)",
                            CC_STATE_CELLS_MAX, s->gused));
    out->assume = sa.text;
  }
  pending_left(s, &top);
  term_ref fell = s->act;
  array_outputs(s, fn, ins, n, rt->k == CC_VOID ? OR(s, top.retg, fell) : top.retg);
  state_outputs(s, sg, sgn, nstate, rt->k == CC_VOID ? OR(s, top.retg, fell) : top.retg);
  char lb[512];
  const char *floc = arena_strdup(a, cc_loc_str(p, fn->loc, lb, sizeof lb));
  globals_written(s, OR(s, top.retg, fell), floc);
  if (rt->k == CC_VOID) {
    add_path(s, REL_P_RETURNED, OR(s, top.retg, fell), TERM_NULL, NULL, floc);
  } else if (!strcmp(fn->name, "main") && rt->k == CC_INT && (!top.has_ret || top.ret.k == SV_INT)) {
    /* C11 5.1.2.2.3: a return from main is exit with its value, and reaching its } returns 0 (as
     * cc_run reports them: exited, the code as 64 bits) */
    add_exit(s, fell, BV(s, 64, 0), floc);
    if (top.has_ret) add_exit(s, top.retg, sext64(s, top.ret.t, 1), floc);
  } else {
    /* cc_run reports a non-void function that reaches its end as returning nothing: not modelled */
    add_path(s, REL_P_UNKNOWN, fell, TERM_NULL, "unsupported: the end of a non-void function is reached", floc);
    if (rt->k == CC_STRUCT || is_string_result(rt))
      struct_result(s, rt, &top, floc);
    else if (top.has_ret && (top.ret.k == SV_INT || top.ret.k == SV_FLT))
      add_path(s, REL_P_RETURNED, top.retg, top.ret.t, NULL, floc);
    else
      add_path(s, REL_P_UNKNOWN, top.retg, TERM_NULL, "unsupported: result value not modelled", floc);
  }
  out->pre = AND(s, out->pre, s->cpre);
  out->npaths = s->npaths;
  out->paths = s->paths;
  out->cut = o && o->cut && s->cut_state == 1 && !s->cut_all ? s->cut : NULL;
  /* the cut at every loop where every top-level loop was cut (else neither: the caller cuts again
   * at the first loop only) */
  if (o && o->cut && s->cut_all && s->cut_state == 1 && s->ncuts == top_loops(fn->body)) out->cuts = rel_cutset_sequential(s->cuts, s->cut_locs, s->ncuts, a);
  out->bound_hits = s->bound_hits;
  out->time_hits = s->time_hits;
  out->abstracted = s->abstracted;
  if (s->nargv) out->prefer = AND(s, out->prefer != TERM_NULL ? out->prefer : T(s), argv_prefer(s));
  out->nout = s->nouts;
  out->out = s->outs;
  out->out_segs = out->cut || out->cuts; /* out_event tags each event with s->seg */
  if (out->cut) cut_unmoved(s, out);
  ival_free(s->iv);
  return 0;
}
