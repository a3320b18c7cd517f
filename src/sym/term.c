/* term.c — hash-consing core of the term layer: sorts, functions, term nodes and sort checking.
 * Invariant: no two live nodes have the same (op, sort, params, args, payload), so equal handles
 * mean structurally equal terms; nodes are never changed after creation. */
#include "sym/term_int.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/arena.h"
#include "core/meter.h"

typedef struct tsort {
  term_sort_kind kind;
  unsigned a, b;     /* BV: width; FP: eb, sb; ARRAY: index, value sorts */
  const char *name;  /* UNINTERP */
} tsort;

typedef struct tfunc {
  const char *name;
  unsigned n;
  term_sort *dom;
  term_sort range;
} tfunc;

typedef struct tnode {
  uint16_t op;
  uint16_t nargs;
  term_sort sort;
  unsigned par[2];
  uint32_t hash;
  const term_ref *args;
  term_u128 val;     /* BV_CONST value, FP_CONST bits */
  mpz_ptr z;         /* INT_CONST */
  const char *name;  /* VAR */
} tnode;

struct term_ctx {
  arena *ar;
  tnode *nodes;      /* nodes[0] unused */
  uint32_t n, cap;
  uint32_t *tab;     /* open addressing over node indices, 0 = empty */
  uint32_t tabcap;
  tsort *sorts;
  uint32_t nsorts, capsorts;
  tfunc *funs;
  uint32_t nfuns, capfuns;
  mpz_ptr *ints;     /* every INT_CONST's mpz, cleared at free */
  uint32_t nints, capints;
  int simplify;
  term_ref t_true, t_false;
};

static const char *const op_names[] = {
#define X(name, arity, npar, smt) #name,
  TERM_OPS(X)
#undef X
};
static const char *const op_smt[] = {
#define X(name, arity, npar, smt) smt,
  TERM_OPS(X)
#undef X
};
static const int op_arity[] = {
#define X(name, arity, npar, smt) arity,
  TERM_OPS(X)
#undef X
};
static const int op_npar[] = {
#define X(name, arity, npar, smt) npar,
  TERM_OPS(X)
#undef X
};

void term_fatal(const char *file, int line, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fprintf(stderr, "%s:%d: internal error: [term] ", file, line);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  abort();
}

const char *term_op_name(term_op op) { return op < OP__COUNT ? op_names[op] : "?"; }
const char *term_op_smtlib(term_op op) { return op < OP__COUNT ? op_smt[op] : "?"; }

/* ---- 128-bit <-> mpz ---- */

void term_u128_to_mpz(mpz_ptr z, term_u128 v) {
  uint64_t w[2] = {(uint64_t)v, (uint64_t)(v >> 64)};
  mpz_import(z, 2, -1, sizeof(uint64_t), 0, 0, w);
}

term_u128 term_mpz_to_u128(mpz_srcptr z) {
  mpz_t m;
  mpz_init(m);
  mpz_fdiv_r_2exp(m, z, 128); /* non-negative residue, so two's complement for negatives */
  uint64_t w[2] = {0, 0};
  size_t cnt = 0;
  mpz_export(w, &cnt, -1, sizeof(uint64_t), 0, 0, m);
  mpz_clear(m);
  return ((term_u128)w[1] << 64) | w[0];
}

/* ---- context ---- */

/* The context's tables count against the unit's memory budget (core/meter.h): a symbolic run that
 * builds terms without end is stopped by its cap, not by the kernel. */
static void *tab_realloc(void *p, size_t old_bytes, size_t new_bytes) {
  p = eq_realloc(p, new_bytes);
  if (new_bytes > old_bytes) eq_meter_add(new_bytes - old_bytes);
  return p;
}

static size_t ctx_table_bytes(const term_ctx *c) {
  return c->cap * sizeof(tnode) + c->tabcap * sizeof(uint32_t) + c->capsorts * sizeof(tsort) +
         c->capfuns * sizeof(tfunc) + c->capints * sizeof(mpz_ptr);
}

term_ctx *term_ctx_new(void) {
  term_ctx *c = eq_calloc(1, sizeof *c);
  c->ar = arena_new();
  c->cap = 1024;
  c->nodes = eq_calloc(c->cap, sizeof(tnode));
  c->n = 1;
  c->tabcap = 2048;
  c->tab = eq_calloc(c->tabcap, sizeof(uint32_t));
  c->nsorts = 1;
  c->capsorts = 16;
  c->sorts = eq_calloc(c->capsorts, sizeof(tsort));
  c->nfuns = 1;
  c->capfuns = 8;
  c->funs = eq_calloc(c->capfuns, sizeof(tfunc));
  c->simplify = 1;
  term_sort b = term_sort_bool(c);
  c->t_true = term_mk_raw(c, OP_TRUE, NULL, NULL, 0, b);
  c->t_false = term_mk_raw(c, OP_FALSE, NULL, NULL, 0, b);
  eq_meter_add(ctx_table_bytes(c));
  return c;
}

void term_ctx_free(term_ctx *c) {
  if (!c) return;
  eq_meter_sub(ctx_table_bytes(c));
  for (uint32_t i = 0; i < c->nints; i++) mpz_clear(c->ints[i]);
  free(c->ints);
  free(c->nodes);
  free(c->tab);
  free(c->sorts);
  free(c->funs);
  arena_free(c->ar);
  free(c);
}

int term_ctx_set_simplify(term_ctx *c, int on) {
  int old = c->simplify;
  c->simplify = on != 0;
  return old;
}

uint32_t term_count(const term_ctx *c) { return c->n - 1; }

/* ---- sorts ---- */

static term_sort sort_get(term_ctx *c, term_sort_kind k, unsigned a, unsigned b, const char *name) {
  for (uint32_t i = 1; i < c->nsorts; i++) {
    tsort *s = &c->sorts[i];
    if (s->kind == k && s->a == a && s->b == b &&
        (k != TS_UNINTERP || strcmp(s->name, name) == 0))
      return i;
  }
  if (c->nsorts == c->capsorts) {
    c->sorts = tab_realloc(c->sorts, c->capsorts * sizeof(tsort), 2 * c->capsorts * sizeof(tsort));
    c->capsorts *= 2;
  }
  c->sorts[c->nsorts] = (tsort){k, a, b, name ? arena_strdup(c->ar, name) : NULL};
  return c->nsorts++;
}

static const tsort *S(const term_ctx *c, term_sort s) {
  term_require(s > 0 && s < c->nsorts, "bad sort handle %u", s);
  return &c->sorts[s];
}

term_sort term_sort_bool(term_ctx *c) { return sort_get(c, TS_BOOL, 0, 0, NULL); }
term_sort term_sort_bv(term_ctx *c, unsigned w) {
  term_require(w >= 1 && w <= TERM_BV_MAX_WIDTH, "bit-vector width %u outside 1..%d", w,
               TERM_BV_MAX_WIDTH);
  return sort_get(c, TS_BV, w, 0, NULL);
}
term_sort term_sort_int(term_ctx *c) { return sort_get(c, TS_INT, 0, 0, NULL); }
term_sort term_sort_array(term_ctx *c, term_sort i, term_sort v) {
  (void)S(c, i), (void)S(c, v);
  return sort_get(c, TS_ARRAY, i, v, NULL);
}
term_sort term_sort_fp(term_ctx *c, unsigned eb, unsigned sb) {
  /* SMT-LIB FloatingPoint requires eb > 1 and sb > 1. */
  term_require(eb >= 2 && sb >= 2 && eb + sb <= 128, "floating-point sort (%u,%u) unsupported", eb,
               sb);
  return sort_get(c, TS_FP, eb, sb, NULL);
}
term_sort term_sort_rm(term_ctx *c) { return sort_get(c, TS_RM, 0, 0, NULL); }
term_sort term_sort_uninterp(term_ctx *c, const char *name) {
  return sort_get(c, TS_UNINTERP, 0, 0, name);
}
term_sort_kind term_sort_kind_of(const term_ctx *c, term_sort s) { return S(c, s)->kind; }
unsigned term_sort_width(const term_ctx *c, term_sort s) {
  const tsort *t = S(c, s);
  term_require(t->kind == TS_BV || t->kind == TS_FP, "width of a sort without one");
  return t->kind == TS_BV ? t->a : t->a + t->b;
}
unsigned term_sort_fp_eb(const term_ctx *c, term_sort s) {
  term_require(S(c, s)->kind == TS_FP, "not a floating-point sort");
  return S(c, s)->a;
}
unsigned term_sort_fp_sb(const term_ctx *c, term_sort s) {
  term_require(S(c, s)->kind == TS_FP, "not a floating-point sort");
  return S(c, s)->b;
}
term_sort term_sort_array_index(const term_ctx *c, term_sort s) {
  term_require(S(c, s)->kind == TS_ARRAY, "not an array sort");
  return S(c, s)->a;
}
term_sort term_sort_array_value(const term_ctx *c, term_sort s) {
  term_require(S(c, s)->kind == TS_ARRAY, "not an array sort");
  return S(c, s)->b;
}
const char *term_sort_name(const term_ctx *c, term_sort s) { return S(c, s)->name; }

/* ---- functions ---- */

term_fun term_fun_declare(term_ctx *c, const char *name, unsigned n, const term_sort *dom,
                          term_sort range) {
  term_require(n >= 1 && n < 65536, "function %s needs 1..65535 arguments", name);
  (void)S(c, range);
  for (uint32_t i = 1; i < c->nfuns; i++) {
    tfunc *f = &c->funs[i];
    if (f->n == n && f->range == range && strcmp(f->name, name) == 0 &&
        memcmp(f->dom, dom, n * sizeof *dom) == 0)
      return i;
  }
  if (c->nfuns == c->capfuns) {
    c->funs = tab_realloc(c->funs, c->capfuns * sizeof(tfunc), 2 * c->capfuns * sizeof(tfunc));
    c->capfuns *= 2;
  }
  tfunc *f = &c->funs[c->nfuns];
  f->name = arena_strdup(c->ar, name);
  f->n = n;
  f->dom = arena_alloc(c->ar, n * sizeof *dom);
  for (unsigned i = 0; i < n; i++) {
    (void)S(c, dom[i]);
    f->dom[i] = dom[i];
  }
  f->range = range;
  return c->nfuns++;
}
static const tfunc *F(const term_ctx *c, term_fun f) {
  term_require(f > 0 && f < c->nfuns, "bad function handle %u", f);
  return &c->funs[f];
}
const char *term_fun_name(const term_ctx *c, term_fun f) { return F(c, f)->name; }
unsigned term_fun_arity(const term_ctx *c, term_fun f) { return F(c, f)->n; }
term_sort term_fun_dom(const term_ctx *c, term_fun f, unsigned i) {
  term_require(i < F(c, f)->n, "argument %u of %s", i, F(c, f)->name);
  return F(c, f)->dom[i];
}
term_sort term_fun_range(const term_ctx *c, term_fun f) { return F(c, f)->range; }
uint32_t term_fun_count(const term_ctx *c) { return c->nfuns - 1; }

/* ---- nodes and hash-consing ---- */

static const tnode *N(const term_ctx *c, term_ref t) {
  term_require(t > 0 && t < c->n, "bad term handle %u", t);
  return &c->nodes[t];
}

static uint32_t mix(uint32_t h, uint64_t v) {
  h ^= (uint32_t)v + 0x9e3779b9u + (h << 6) + (h >> 2);
  h ^= (uint32_t)(v >> 32) + 0x9e3779b9u + (h << 6) + (h >> 2);
  return h;
}

static uint32_t node_hash(const tnode *k) {
  uint32_t h = mix(k->op, k->sort);
  h = mix(h, ((uint64_t)k->par[0] << 32) | k->par[1]);
  for (unsigned i = 0; i < k->nargs; i++) h = mix(h, k->args[i]);
  h = mix(h, (uint64_t)k->val);
  h = mix(h, (uint64_t)(k->val >> 64));
  if (k->z) {
    h = mix(h, (uint64_t)mpz_sgn(k->z));
    for (size_t i = 0; i < mpz_size(k->z); i++) h = mix(h, mpz_getlimbn(k->z, (mp_size_t)i));
  }
  if (k->name)
    for (const char *p = k->name; *p; p++) h = mix(h, (unsigned char)*p);
  return h ? h : 1;
}

static int node_eq(const tnode *a, const tnode *b) {
  if (a->hash != b->hash || a->op != b->op || a->sort != b->sort || a->nargs != b->nargs ||
      a->par[0] != b->par[0] || a->par[1] != b->par[1] || a->val != b->val)
    return 0;
  if (a->nargs && memcmp(a->args, b->args, a->nargs * sizeof(term_ref)) != 0) return 0;
  if ((a->z != NULL) != (b->z != NULL) || (a->z && mpz_cmp(a->z, b->z) != 0)) return 0;
  if ((a->name != NULL) != (b->name != NULL) || (a->name && strcmp(a->name, b->name) != 0))
    return 0;
  return 1;
}

static void tab_grow(term_ctx *c) {
  uint32_t ncap = c->tabcap * 2;
  uint32_t *nt = eq_calloc(ncap, sizeof(uint32_t));
  for (uint32_t i = 0; i < c->tabcap; i++) {
    uint32_t id = c->tab[i];
    if (!id) continue;
    uint32_t j = c->nodes[id].hash & (ncap - 1);
    while (nt[j]) j = (j + 1) & (ncap - 1);
    nt[j] = id;
  }
  free(c->tab);
  eq_meter_add((ncap - c->tabcap) * sizeof(uint32_t));
  c->tab = nt;
  c->tabcap = ncap;
}

/* Finds the node equal to key or adds it; key's args/z/name are copied into the context. */
static term_ref intern(term_ctx *c, tnode *key) {
  key->hash = node_hash(key);
  uint32_t j = key->hash & (c->tabcap - 1);
  for (; c->tab[j]; j = (j + 1) & (c->tabcap - 1))
    if (node_eq(&c->nodes[c->tab[j]], key)) return c->tab[j];
  term_require(c->n < UINT32_MAX - 1, "too many terms");
  if (c->n == c->cap) {
    c->nodes = tab_realloc(c->nodes, c->cap * sizeof(tnode), 2 * c->cap * sizeof(tnode));
    c->cap *= 2;
  }
  tnode *nd = &c->nodes[c->n];
  *nd = *key;
  if (key->nargs) {
    term_ref *a = arena_alloc(c->ar, key->nargs * sizeof(term_ref));
    memcpy(a, key->args, key->nargs * sizeof(term_ref));
    nd->args = a;
  }
  if (key->z) {
    mpz_ptr z = arena_alloc(c->ar, sizeof(__mpz_struct));
    mpz_init_set(z, key->z);
    nd->z = z;
    if (c->nints == c->capints) {
      uint32_t ncap = c->capints ? 2 * c->capints : 64;
      c->ints = tab_realloc(c->ints, c->capints * sizeof(mpz_ptr), ncap * sizeof(mpz_ptr));
      c->capints = ncap;
    }
    c->ints[c->nints++] = z;
  }
  if (key->name) nd->name = arena_strdup(c->ar, key->name);
  c->tab[j] = c->n;
  term_ref id = c->n++;
  if (2 * c->n > c->tabcap) tab_grow(c);
  return id;
}

term_ref term_mk_raw(term_ctx *c, term_op op, const unsigned *params, const term_ref *args,
                     unsigned n, term_sort s) {
  tnode k;
  memset(&k, 0, sizeof k);
  k.op = (uint16_t)op;
  k.nargs = (uint16_t)n;
  k.sort = s;
  for (int i = 0; i < op_npar[op]; i++) k.par[i] = params[i];
  k.args = args;
  return intern(c, &k);
}

/* ---- leaves ---- */

term_ref term_true(term_ctx *c) { return c->t_true; }
term_ref term_false(term_ctx *c) { return c->t_false; }
term_ref term_bool(term_ctx *c, int b) { return b ? c->t_true : c->t_false; }

term_ref term_bv128(term_ctx *c, unsigned w, term_u128 v) {
  tnode k;
  memset(&k, 0, sizeof k);
  k.op = OP_BV_CONST;
  k.sort = term_sort_bv(c, w);
  k.val = v & term_mask(w);
  return intern(c, &k);
}
term_ref term_bv(term_ctx *c, unsigned w, uint64_t v) { return term_bv128(c, w, v); }
term_ref term_bv_signed(term_ctx *c, unsigned w, int64_t v) {
  return term_bv128(c, w, (term_u128)(__int128)v);
}

term_ref term_int_mpz(term_ctx *c, mpz_srcptr v) {
  tnode k;
  memset(&k, 0, sizeof k);
  k.op = OP_INT_CONST;
  k.sort = term_sort_int(c);
  k.z = (mpz_ptr)v; /* only read by intern */
  return intern(c, &k);
}
term_ref term_int(term_ctx *c, long v) {
  mpz_t z;
  mpz_init_set_si(z, v);
  term_ref t = term_int_mpz(c, z);
  mpz_clear(z);
  return t;
}

/* IEEE 754 §3.4: a NaN has an all-ones exponent and a non-zero trailing significand. */
static term_u128 canon_fp(unsigned eb, unsigned sb, term_u128 bits) {
  unsigned tw = sb - 1;
  term_u128 exp = (bits >> tw) & term_mask(eb), frac = bits & term_mask(tw);
  if (exp == term_mask(eb) && frac != 0)
    return (term_mask(eb) << tw) | ((term_u128)1 << (tw - 1));
  return bits & term_mask(eb + sb);
}

term_ref term_fp_bits(term_ctx *c, unsigned eb, unsigned sb, term_u128 bits) {
  tnode k;
  memset(&k, 0, sizeof k);
  k.op = OP_FP_CONST;
  k.sort = term_sort_fp(c, eb, sb);
  k.val = canon_fp(eb, sb, bits);
  return intern(c, &k);
}
term_ref term_fp_from_double(term_ctx *c, double d) {
  uint64_t u;
  memcpy(&u, &d, sizeof u);
  return term_fp_bits(c, 11, 53, u);
}
term_ref term_fp_from_float(term_ctx *c, float f) {
  uint32_t u;
  memcpy(&u, &f, sizeof u);
  return term_fp_bits(c, 8, 24, u);
}
term_ref term_rm(term_ctx *c, term_rmode rm) {
  term_require(rm <= RM_RTZ, "bad rounding mode %d", (int)rm);
  unsigned p = (unsigned)rm;
  return term_mk_raw(c, OP_RM_CONST, &p, NULL, 0, term_sort_rm(c));
}
term_ref term_var(term_ctx *c, const char *name, term_sort s) {
  (void)S(c, s);
  term_require(name && *name, "variable without a name");
  tnode k;
  memset(&k, 0, sizeof k);
  k.op = OP_VAR;
  k.sort = s;
  k.name = name;
  return intern(c, &k);
}

/* ---- sort checking ---- */

static term_sort_kind K(const term_ctx *c, term_ref t) { return S(c, N(c, t)->sort)->kind; }
static unsigned W(const term_ctx *c, term_ref t) { return term_sort_width(c, N(c, t)->sort); }

/* The result sort of op(params; args), or an internal error naming the rule broken. */
static term_sort check(term_ctx *c, term_op op, const unsigned *p, const term_ref *a, unsigned n) {
  const char *nm = op_names[op];
  term_require(op < OP__COUNT, "bad operator %d", (int)op);
  term_require(op != OP_APP && op != OP_VAR && op_arity[op] != 0, "%s is not built by term_mk", nm);
  if (op_arity[op] >= 0)
    term_require(n == (unsigned)op_arity[op], "%s takes %d arguments, got %u", nm, op_arity[op], n);
  else
    term_require(n >= 1 && n < 65536, "%s needs at least one argument", nm);
  for (unsigned i = 0; i < n; i++) (void)N(c, a[i]);
  term_sort sb = term_sort_bool(c);
  switch (op) {
  case OP_NOT: case OP_AND: case OP_OR: case OP_XOR: case OP_IMPLIES:
    for (unsigned i = 0; i < n; i++) term_require(K(c, a[i]) == TS_BOOL, "%s needs Bool arguments", nm);
    return sb;
  case OP_ITE:
    term_require(K(c, a[0]) == TS_BOOL, "ite condition must be Bool");
    term_require(N(c, a[1])->sort == N(c, a[2])->sort, "ite branches differ in sort");
    return N(c, a[1])->sort;
  case OP_EQ: case OP_DISTINCT:
    term_require(n >= 2, "distinct needs at least two arguments");
    for (unsigned i = 1; i < n; i++)
      term_require(N(c, a[i])->sort == N(c, a[0])->sort, "%s arguments differ in sort", nm);
    return sb;
  case OP_BVADD: case OP_BVSUB: case OP_BVMUL: case OP_BVUDIV: case OP_BVUREM: case OP_BVSDIV:
  case OP_BVSREM: case OP_BVSMOD: case OP_BVAND: case OP_BVOR: case OP_BVXOR: case OP_BVSHL:
  case OP_BVLSHR: case OP_BVASHR:
  case OP_BVULT: case OP_BVULE: case OP_BVSLT: case OP_BVSLE: case OP_BVUGT: case OP_BVUGE:
  case OP_BVSGT: case OP_BVSGE:
    term_require(K(c, a[0]) == TS_BV && N(c, a[0])->sort == N(c, a[1])->sort,
                 "%s needs two bit-vectors of one width", nm);
    return op >= OP_BVULT && op <= OP_BVSGE ? sb : N(c, a[0])->sort;
  case OP_BVNEG: case OP_BVNOT:
    term_require(K(c, a[0]) == TS_BV, "%s needs a bit-vector", nm);
    return N(c, a[0])->sort;
  case OP_CONCAT:
    term_require(K(c, a[0]) == TS_BV && K(c, a[1]) == TS_BV, "concat needs bit-vectors");
    term_require(W(c, a[0]) + W(c, a[1]) <= TERM_BV_MAX_WIDTH, "concat wider than %d bits",
                 TERM_BV_MAX_WIDTH);
    return term_sort_bv(c, W(c, a[0]) + W(c, a[1]));
  case OP_EXTRACT:
    term_require(K(c, a[0]) == TS_BV && p[0] >= p[1] && p[0] < W(c, a[0]),
                 "extract [%u..%u] outside the bit-vector", p[0], p[1]);
    return term_sort_bv(c, p[0] - p[1] + 1);
  case OP_ZERO_EXTEND: case OP_SIGN_EXTEND:
    term_require(K(c, a[0]) == TS_BV && p[0] <= TERM_BV_MAX_WIDTH - W(c, a[0]),
                 "%s by %u too wide", nm, p[0]);
    return term_sort_bv(c, W(c, a[0]) + p[0]);
  case OP_IADD: case OP_ISUB: case OP_IMUL: case OP_IDIV: case OP_IMOD:
  case OP_ILT: case OP_ILE: case OP_IGT: case OP_IGE:
    term_require(K(c, a[0]) == TS_INT && K(c, a[1]) == TS_INT, "%s needs Int arguments", nm);
    return op >= OP_ILT ? sb : term_sort_int(c);
  case OP_INEG:
    term_require(K(c, a[0]) == TS_INT, "%s needs an Int", nm);
    return term_sort_int(c);
  case OP_INT2BV:
    term_require(K(c, a[0]) == TS_INT, "int2bv needs an Int");
    return term_sort_bv(c, p[0]);
  case OP_BV2INT:
    term_require(K(c, a[0]) == TS_BV, "bv2nat needs a bit-vector");
    return term_sort_int(c);
  case OP_SELECT:
    term_require(K(c, a[0]) == TS_ARRAY &&
                 term_sort_array_index(c, N(c, a[0])->sort) == N(c, a[1])->sort,
                 "select index sort mismatch");
    return term_sort_array_value(c, N(c, a[0])->sort);
  case OP_STORE:
    term_require(K(c, a[0]) == TS_ARRAY &&
                 term_sort_array_index(c, N(c, a[0])->sort) == N(c, a[1])->sort &&
                 term_sort_array_value(c, N(c, a[0])->sort) == N(c, a[2])->sort,
                 "store index or value sort mismatch");
    return N(c, a[0])->sort;
  case OP_CONST_ARRAY:
    term_require(0, "const arrays are built by term_const_array");
    break;
  case OP_FP_ADD: case OP_FP_SUB: case OP_FP_MUL: case OP_FP_DIV: case OP_FP_FMA:
  case OP_FP_SQRT: case OP_FP_RTI:
    term_require(K(c, a[0]) == TS_RM, "%s needs a rounding mode first", nm);
    for (unsigned i = 1; i < n; i++)
      term_require(K(c, a[i]) == TS_FP && N(c, a[i])->sort == N(c, a[1])->sort,
                   "%s needs floats of one sort", nm);
    return N(c, a[1])->sort;
  case OP_FP_REM: case OP_FP_MIN: case OP_FP_MAX: case OP_FP_ABS: case OP_FP_NEG:
  case OP_FP_EQ: case OP_FP_LT: case OP_FP_LE: case OP_FP_GT: case OP_FP_GE:
  case OP_FP_ISNAN: case OP_FP_ISINF: case OP_FP_ISZERO: case OP_FP_ISNEG: case OP_FP_ISPOS:
  case OP_FP_ISSUB: case OP_FP_ISNORMAL:
    for (unsigned i = 0; i < n; i++)
      term_require(K(c, a[i]) == TS_FP && N(c, a[i])->sort == N(c, a[0])->sort,
                   "%s needs floats of one sort", nm);
    return op >= OP_FP_EQ ? sb : N(c, a[0])->sort;
  case OP_FP_FROM_BV:
    term_require(K(c, a[0]) == TS_BV && W(c, a[0]) == p[0] + p[1],
                 "to_fp from bits needs a bit-vector of %u bits", p[0] + p[1]);
    return term_sort_fp(c, p[0], p[1]);
  case OP_FP_FROM_FP: case OP_FP_FROM_SBV: case OP_FP_FROM_UBV: case OP_FP_FROM_INT: {
    term_sort_kind want = op == OP_FP_FROM_FP ? TS_FP : op == OP_FP_FROM_INT ? TS_INT : TS_BV;
    term_require(K(c, a[0]) == TS_RM && K(c, a[1]) == want, "%s argument sorts", nm);
    return term_sort_fp(c, p[0], p[1]);
  }
  case OP_FP_TO_SBV: case OP_FP_TO_UBV:
    term_require(K(c, a[0]) == TS_RM && K(c, a[1]) == TS_FP, "%s argument sorts", nm);
    return term_sort_bv(c, p[0]);
  default:
    break;
  }
  term_require(0, "%s cannot be built here", nm);
  return 0;
}

/* ---- generic construction ---- */

term_ref term_mk_idx(term_ctx *c, term_op op, const unsigned *params, const term_ref *args,
                     unsigned n) {
  term_sort s = check(c, op, params, args, n);
  if (c->simplify) {
    term_ref r = term_simplify(c, op, params, args, n, s);
    if (r) return r;
  }
  return term_mk_raw(c, op, params, args, n, s);
}
term_ref term_mk(term_ctx *c, term_op op, const term_ref *args, unsigned n) {
  term_require(op < OP__COUNT && op_npar[op] == 0, "%s needs indices: use term_mk_idx",
               term_op_name(op));
  if ((op == OP_AND || op == OP_OR) && n >= 65536) {
    /* a node holds fewer than 65536 arguments: the guards of a summary with more cases than that
     * (a loop over records with many branches) are joined in groups, which is the same formula */
    unsigned ng = (n + 65534) / 65535;
    term_ref *g = eq_malloc(sizeof(term_ref) * ng);
    for (unsigned i = 0; i < ng; i++) {
      unsigned len = n - i * 65535 < 65535 ? n - i * 65535 : 65535;
      g[i] = len == 1 ? args[i * 65535] : term_mk_idx(c, op, NULL, args + i * 65535, len);
    }
    term_ref r = term_mk(c, op, g, ng);
    free(g);
    return r;
  }
  return term_mk_idx(c, op, NULL, args, n);
}
term_ref term_mk1(term_ctx *c, term_op op, term_ref a) { return term_mk(c, op, &a, 1); }
term_ref term_mk2(term_ctx *c, term_op op, term_ref a, term_ref b) {
  term_ref v[2] = {a, b};
  return term_mk(c, op, v, 2);
}
term_ref term_mk3(term_ctx *c, term_op op, term_ref a, term_ref b, term_ref d) {
  term_ref v[3] = {a, b, d};
  return term_mk(c, op, v, 3);
}

term_ref term_app(term_ctx *c, term_fun f, const term_ref *args, unsigned n) {
  const tfunc *fn = F(c, f);
  term_require(n == fn->n, "%s takes %u arguments, got %u", fn->name, fn->n, n);
  for (unsigned i = 0; i < n; i++)
    term_require(N(c, args[i])->sort == fn->dom[i], "argument %u of %s has the wrong sort", i,
                 fn->name);
  unsigned p[1] = {f};
  /* APP has no declared indices; its function rides in par[0]. */
  tnode k;
  memset(&k, 0, sizeof k);
  k.op = OP_APP;
  k.nargs = (uint16_t)n;
  k.sort = fn->range;
  k.par[0] = p[0];
  k.args = args;
  return intern(c, &k);
}

term_ref term_not(term_ctx *c, term_ref a) { return term_mk1(c, OP_NOT, a); }
term_ref term_and2(term_ctx *c, term_ref a, term_ref b) { return term_mk2(c, OP_AND, a, b); }
term_ref term_or2(term_ctx *c, term_ref a, term_ref b) { return term_mk2(c, OP_OR, a, b); }
term_ref term_eq(term_ctx *c, term_ref a, term_ref b) { return term_mk2(c, OP_EQ, a, b); }
term_ref term_ite(term_ctx *c, term_ref k, term_ref a, term_ref b) {
  return term_mk3(c, OP_ITE, k, a, b);
}
term_ref term_extract(term_ctx *c, unsigned hi, unsigned lo, term_ref a) {
  unsigned p[2] = {hi, lo};
  return term_mk_idx(c, OP_EXTRACT, p, &a, 1);
}
term_ref term_zext(term_ctx *c, unsigned extra, term_ref a) {
  return term_mk_idx(c, OP_ZERO_EXTEND, &extra, &a, 1);
}
term_ref term_sext(term_ctx *c, unsigned extra, term_ref a) {
  return term_mk_idx(c, OP_SIGN_EXTEND, &extra, &a, 1);
}
term_ref term_bv2int(term_ctx *c, term_ref a, int is_signed) {
  term_ref u = term_mk1(c, OP_BV2INT, a);
  if (!is_signed) return u;
  /* Two's complement: a negative pattern denotes bv2nat(a) - 2^w. */
  unsigned w = W(c, a);
  mpz_t m;
  mpz_init(m);
  mpz_ui_pow_ui(m, 2, w);
  term_ref two_w = term_int_mpz(c, m);
  mpz_clear(m);
  term_ref negp = term_eq(c, term_extract(c, w - 1, w - 1, a), term_bv(c, 1, 1));
  return term_ite(c, negp, term_mk2(c, OP_ISUB, u, two_w), u);
}
term_ref term_int2bv(term_ctx *c, unsigned width, term_ref a) {
  return term_mk_idx(c, OP_INT2BV, &width, &a, 1);
}
static term_ref fp_conv(term_ctx *c, term_op op, unsigned eb, unsigned sb, term_ref rm, term_ref a) {
  unsigned p[2] = {eb, sb};
  term_ref v[2] = {rm, a};
  return rm ? term_mk_idx(c, op, p, v, 2) : term_mk_idx(c, op, p, &a, 1);
}
term_ref term_fp_from_ieee_bv(term_ctx *c, unsigned eb, unsigned sb, term_ref bv) {
  return fp_conv(c, OP_FP_FROM_BV, eb, sb, TERM_NULL, bv);
}
term_ref term_fp_convert(term_ctx *c, unsigned eb, unsigned sb, term_ref rm, term_ref a) {
  return fp_conv(c, OP_FP_FROM_FP, eb, sb, rm, a);
}
term_ref term_fp_from_sbv(term_ctx *c, unsigned eb, unsigned sb, term_ref rm, term_ref bv) {
  return fp_conv(c, OP_FP_FROM_SBV, eb, sb, rm, bv);
}
term_ref term_fp_from_ubv(term_ctx *c, unsigned eb, unsigned sb, term_ref rm, term_ref bv) {
  return fp_conv(c, OP_FP_FROM_UBV, eb, sb, rm, bv);
}
term_ref term_fp_from_int(term_ctx *c, unsigned eb, unsigned sb, term_ref rm, term_ref i) {
  return fp_conv(c, OP_FP_FROM_INT, eb, sb, rm, i);
}
term_ref term_fp_to_sbv(term_ctx *c, unsigned width, term_ref rm, term_ref a) {
  term_ref v[2] = {rm, a};
  return term_mk_idx(c, OP_FP_TO_SBV, &width, v, 2);
}
term_ref term_fp_to_ubv(term_ctx *c, unsigned width, term_ref rm, term_ref a) {
  term_ref v[2] = {rm, a};
  return term_mk_idx(c, OP_FP_TO_UBV, &width, v, 2);
}
term_ref term_const_array(term_ctx *c, term_sort index, term_ref v) {
  term_sort s = term_sort_array(c, index, N(c, v)->sort);
  return term_mk_raw(c, OP_CONST_ARRAY, NULL, &v, 1, s);
}

/* ---- overflow predicates ----
 * The exact result of a op b (a, b read as signed or unsigned w-bit numbers) is computed in a
 * width where it cannot wrap (w+1 bits for +/-, 2w for *), then compared with the w-bit range.
 * Comparisons against constants keep the predicates friendly to interval reasoning. */

static term_ref out_of_range(term_ctx *c, term_ref s, unsigned w, int is_signed) {
  unsigned ws = W(c, s);
  if (!is_signed) /* s > 2^w - 1 */
    return term_mk2(c, OP_BVULT, term_bv128(c, ws, term_mask(w)), s);
  term_ref lo = term_bv128(c, ws, term_sx((term_u128)1 << (w - 1), w));
  term_ref hi = term_bv128(c, ws, term_mask(w - 1));
  return term_or2(c, term_mk2(c, OP_BVSLT, s, lo), term_mk2(c, OP_BVSLT, hi, s));
}

static unsigned bvw(const term_ctx *c, term_ref a, term_ref b) {
  term_require(K(c, a) == TS_BV && N(c, a)->sort == N(c, b)->sort,
               "overflow predicate needs two bit-vectors of one width");
  return W(c, a);
}

term_ref term_bv_sadd_ovf(term_ctx *c, term_ref a, term_ref b) {
  unsigned w = bvw(c, a, b);
  if (w == TERM_BV_MAX_WIDTH) { /* no wider sort: overflow iff signs agree and the sum's differs */
    term_ref s = term_mk2(c, OP_BVADD, a, b), z = term_bv(c, w, 0);
    term_ref na = term_mk2(c, OP_BVSLT, a, z), nb = term_mk2(c, OP_BVSLT, b, z);
    term_ref ns = term_mk2(c, OP_BVSLT, s, z);
    return term_and2(c, term_eq(c, na, nb), term_not(c, term_eq(c, na, ns)));
  }
  return out_of_range(c, term_mk2(c, OP_BVADD, term_sext(c, 1, a), term_sext(c, 1, b)), w, 1);
}
term_ref term_bv_uadd_ovf(term_ctx *c, term_ref a, term_ref b) {
  unsigned w = bvw(c, a, b);
  if (w == TERM_BV_MAX_WIDTH) /* the wrapped sum is below an operand */
    return term_mk2(c, OP_BVULT, term_mk2(c, OP_BVADD, a, b), a);
  return out_of_range(c, term_mk2(c, OP_BVADD, term_zext(c, 1, a), term_zext(c, 1, b)), w, 0);
}
term_ref term_bv_ssub_ovf(term_ctx *c, term_ref a, term_ref b) {
  unsigned w = bvw(c, a, b);
  if (w == TERM_BV_MAX_WIDTH) { /* signs differ and the result's sign differs from a's */
    term_ref s = term_mk2(c, OP_BVSUB, a, b), z = term_bv(c, w, 0);
    term_ref na = term_mk2(c, OP_BVSLT, a, z), nb = term_mk2(c, OP_BVSLT, b, z);
    term_ref ns = term_mk2(c, OP_BVSLT, s, z);
    return term_and2(c, term_not(c, term_eq(c, na, nb)), term_not(c, term_eq(c, na, ns)));
  }
  return out_of_range(c, term_mk2(c, OP_BVSUB, term_sext(c, 1, a), term_sext(c, 1, b)), w, 1);
}
term_ref term_bv_usub_ovf(term_ctx *c, term_ref a, term_ref b) {
  (void)bvw(c, a, b);
  return term_mk2(c, OP_BVULT, a, b);
}
term_ref term_bv_smul_ovf(term_ctx *c, term_ref a, term_ref b) {
  unsigned w = bvw(c, a, b);
  if (2 * w > TERM_BV_MAX_WIDTH) {
    /* a != 0 and (a*b)/a != b, or the one case where the division itself wraps (-1 * MIN). */
    term_ref z = term_bv(c, w, 0), p = term_mk2(c, OP_BVMUL, a, b);
    term_ref back = term_not(c, term_eq(c, term_mk2(c, OP_BVSDIV, p, a), b));
    term_ref mneg = term_and2(c, term_eq(c, a, term_bv128(c, w, term_mask(w))),
                              term_eq(c, b, term_bv128(c, w, (term_u128)1 << (w - 1))));
    return term_and2(c, term_not(c, term_eq(c, a, z)), term_or2(c, back, mneg));
  }
  return out_of_range(c, term_mk2(c, OP_BVMUL, term_sext(c, w, a), term_sext(c, w, b)), w, 1);
}
term_ref term_bv_umul_ovf(term_ctx *c, term_ref a, term_ref b) {
  unsigned w = bvw(c, a, b);
  if (2 * w > TERM_BV_MAX_WIDTH) {
    term_ref z = term_bv(c, w, 0), p = term_mk2(c, OP_BVMUL, a, b);
    return term_and2(c, term_not(c, term_eq(c, a, z)),
                     term_not(c, term_eq(c, term_mk2(c, OP_BVUDIV, p, a), b)));
  }
  return out_of_range(c, term_mk2(c, OP_BVMUL, term_zext(c, w, a), term_zext(c, w, b)), w, 0);
}
term_ref term_bv_sdiv_ovf(term_ctx *c, term_ref a, term_ref b) {
  unsigned w = bvw(c, a, b);
  return term_and2(c, term_eq(c, a, term_bv128(c, w, (term_u128)1 << (w - 1))),
                   term_eq(c, b, term_bv128(c, w, term_mask(w))));
}
term_ref term_bv_sneg_ovf(term_ctx *c, term_ref a) {
  term_require(K(c, a) == TS_BV, "negation overflow needs a bit-vector");
  unsigned w = W(c, a);
  return term_eq(c, a, term_bv128(c, w, (term_u128)1 << (w - 1)));
}

/* ---- inspection ---- */

term_op term_op_of(const term_ctx *c, term_ref t) { return (term_op)N(c, t)->op; }
term_sort term_sort_of(const term_ctx *c, term_ref t) { return N(c, t)->sort; }
unsigned term_nargs(const term_ctx *c, term_ref t) { return N(c, t)->nargs; }
term_ref term_arg(const term_ctx *c, term_ref t, unsigned i) {
  term_require(i < N(c, t)->nargs, "argument %u of a %s", i, op_names[N(c, t)->op]);
  return N(c, t)->args[i];
}
unsigned term_param(const term_ctx *c, term_ref t, unsigned i) {
  term_require(i < 2, "index %u", i);
  return N(c, t)->par[i];
}
int term_is_const(const term_ctx *c, term_ref t) {
  switch (N(c, t)->op) {
  case OP_TRUE: case OP_FALSE: case OP_BV_CONST: case OP_INT_CONST: case OP_FP_CONST:
  case OP_RM_CONST:
    return 1;
  default:
    return 0;
  }
}
term_u128 term_bv_value(const term_ctx *c, term_ref t) {
  term_require(N(c, t)->op == OP_BV_CONST || N(c, t)->op == OP_FP_CONST, "not a bit constant");
  return N(c, t)->val;
}
int64_t term_bv_svalue(const term_ctx *c, term_ref t) {
  term_require(N(c, t)->op == OP_BV_CONST && W(c, t) <= 64, "not a bit-vector constant <= 64 bits");
  return (int64_t)(uint64_t)term_sx(N(c, t)->val, W(c, t));
}
mpz_srcptr term_int_value(const term_ctx *c, term_ref t) {
  term_require(N(c, t)->op == OP_INT_CONST, "not an Int constant");
  return N(c, t)->z;
}
const char *term_var_name(const term_ctx *c, term_ref t) {
  term_require(N(c, t)->op == OP_VAR, "not a variable");
  return N(c, t)->name;
}
term_fun term_app_fun(const term_ctx *c, term_ref t) {
  term_require(N(c, t)->op == OP_APP, "not an application");
  return N(c, t)->par[0];
}

/* ---- walks ---- */

void term_postorder(term_ctx *c, term_ref root, int (*skip)(void *, term_ref), void (*visit)(void *, term_ref),
                    void *arg) {
  if (skip(arg, root)) return;
  /* entries: handle << 1, low bit set when the node's children are done */
  uint64_t small[64], *st = small;
  size_t n = 0, cap = 64;
  st[n++] = (uint64_t)root << 1;
  while (n) {
    uint64_t e = st[--n];
    term_ref t = (term_ref)(e >> 1);
    if (skip(arg, t)) continue;
    if (e & 1) {
      visit(arg, t);
      continue;
    }
    const tnode *nd = N(c, t);
    if (n + nd->nargs + 1 > cap) {
      size_t ncap = 2 * (n + nd->nargs + 1);
      uint64_t *ns = eq_malloc(ncap * sizeof *ns);
      memcpy(ns, st, n * sizeof *ns);
      if (st != small) free(st);
      st = ns;
      cap = ncap;
    }
    st[n++] = e | 1;
    for (unsigned i = nd->nargs; i-- > 0;)
      if (!skip(arg, nd->args[i])) st[n++] = (uint64_t)nd->args[i] << 1;
  }
  if (st != small) free(st);
}

/* ---- substitution ---- */

typedef struct subst_st {
  term_ctx *c;
  term_ref *memo; /* indexed by term handle; 0 = not visited */
  int (*decide)(void *ud, term_ref b); /* term_subst_decide's oracle, or NULL */
  void *ud;
} subst_st;

static term_ref subst_rec(subst_st *st, term_ref t);

static int subst_done(void *p, term_ref t) { return ((subst_st *)p)->memo[t] != 0; }
static void subst_visit(void *p, term_ref t) { (void)subst_rec(p, t); }

/* t rebuilt from its rebuilt children: the walk has done them first, so the recursion below is one
 * level deep (it is only a memo lookup). */
static term_ref subst_rec(subst_st *st, term_ref t) {
  if (st->memo[t]) return st->memo[t];
  term_ctx *c = st->c;
  tnode nd = *N(c, t); /* copy: rebuilding may move the node array */
  term_ref r = t;
  if (nd.nargs) {
    term_ref small[4], *v = nd.nargs <= 4 ? small : eq_malloc(nd.nargs * sizeof(term_ref));
    int changed = 0;
    for (unsigned i = 0; i < nd.nargs; i++) {
      v[i] = subst_rec(st, nd.args[i]);
      changed |= v[i] != nd.args[i];
    }
    if (changed) {
      if (nd.op == OP_APP) r = term_app(c, nd.par[0], v, nd.nargs);
      else if (nd.op == OP_CONST_ARRAY)
        r = term_const_array(c, term_sort_array_index(c, nd.sort), v[0]);
      else r = term_mk_idx(c, (term_op)nd.op, nd.par, v, nd.nargs);
    }
    if (v != small) free(v);
  }
  if (st->decide && nd.nargs && !term_is_const(c, r) && N(c, r)->sort == term_sort_bool(c)) {
    int d = st->decide(st->ud, r);
    if (d >= 0) r = term_bool(c, d);
  }
  st->memo[t] = r;
  return r;
}

term_ref term_rebuild(term_ctx *c, term_ref t, const term_ref *args) {
  tnode nd = *N(c, t); /* copy: rebuilding may move the node array */
  if (!nd.nargs) return t;
  if (nd.op == OP_APP) return term_app(c, nd.par[0], args, nd.nargs);
  if (nd.op == OP_CONST_ARRAY) return term_const_array(c, term_sort_array_index(c, nd.sort), args[0]);
  return term_mk_idx(c, (term_op)nd.op, nd.par, args, nd.nargs);
}

struct term_substituter {
  subst_st st;
  uint32_t cap; /* memo entries */
};

term_ref term_subst(term_ctx *c, term_ref t, unsigned n, const term_ref *from, const term_ref *to) {
  return term_subst_decide(c, t, n, from, to, NULL, NULL);
}

term_ref term_subst_decide(term_ctx *c, term_ref t, unsigned n, const term_ref *from, const term_ref *to,
                           int (*decide)(void *ud, term_ref b), void *ud) {
  term_substituter *ts = term_subst_begin(c, n, from, to);
  ts->st.decide = decide, ts->st.ud = ud;
  term_ref r = term_subst_apply(ts, t);
  term_subst_end(ts);
  return r;
}

term_substituter *term_subst_begin(term_ctx *c, unsigned n, const term_ref *from, const term_ref *to) {
  term_substituter *ts = eq_malloc(sizeof *ts);
  ts->cap = c->n;
  ts->st = (subst_st){c, eq_calloc(c->n, sizeof(term_ref)), NULL, NULL};
  for (unsigned i = 0; i < n; i++) {
    term_require(N(c, from[i])->sort == N(c, to[i])->sort, "substitution changes a sort");
    ts->st.memo[from[i]] = to[i];
  }
  return ts;
}

term_ref term_subst_apply(term_substituter *ts, term_ref t) {
  term_ctx *c = ts->st.c;
  (void)N(c, t);
  if (c->n > ts->cap) { /* terms made since (the rebuilt ones among them) are not visited yet */
    ts->st.memo = eq_realloc(ts->st.memo, c->n * sizeof(term_ref));
    memset(ts->st.memo + ts->cap, 0, (c->n - ts->cap) * sizeof(term_ref));
    ts->cap = c->n;
  }
  term_postorder(c, t, subst_done, subst_visit, &ts->st);
  return ts->st.memo[t];
}

void term_subst_end(term_substituter *ts) {
  if (!ts) return;
  free(ts->st.memo);
  free(ts);
}
