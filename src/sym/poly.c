/* poly.c — refuting a bit-vector obligation by polynomial normalisation (poly.h).
 *
 * Every bit-vector term of width w <= 64 is read as a polynomial with coefficients modulo 2^w over
 * atoms: bvadd, bvsub, bvneg, bvmul and a shift left by a constant are ring operations modulo 2^w,
 * so they are exact; an ite whose condition the polynomials decide takes its branch; anything else
 * is an atom, an unknown value of its own (two occurrences of one hash-consed term are one atom).
 * A variable that a top-level equality of the conjunction defines (x = e) reads as e: in every
 * model of the conjunction they are equal.
 *
 * Halving. x / 2^m and x >> m (constant m) are not ring operations. When x's polynomial is
 * 2^m q + r with r a constant below 2^m (every other coefficient a multiple of 2^m), then
 * x = 2^m (q mod 2^(w-m)) + r, so x >> m = q mod 2^(w-m); and where the atoms' ranges keep q
 * (read with coefficients in the signed range, as an integer) inside one window
 * [t 2^(w-m), (t + 1) 2^(w-m)), that is the polynomial q - t 2^(w-m). Otherwise x >> m is an atom.
 * x % 2^m is r under the same condition on the coefficients (no range needed).
 *
 * Parity split. A variable v under such a halving is split: v = 2K + b for b = 0 and b = 1, with K
 * an atom in [ceil((lo - b) / 2), floor((hi - b) / 2)], where lo and hi bound v by the
 * conjunction's own unsigned orders against v (v < y gives v <= 2^w - 2 whatever y is). Each case
 * is refuted when some conjunct evaluates to false: an equality whose two sides have the same
 * polynomial is true, one whose sides differ by a non-zero constant false (so `not (a = b)` with
 * a and b the same polynomial is false). Both cases refuted: no model, UNSAT. Every step keeps
 * "true in every model of the conjunction that falls in this case", so the claim is sound; it is
 * incomplete (two polynomials with different coefficients can be the same function modulo 2^w). */
#include "sym/poly.h"

#include <stdlib.h>
#include <string.h>

#include "core/arena.h"

enum {
  PA = 8,        /* atoms per case */
  PM = 48,       /* monomials per polynomial */
  PDEG = 24,     /* degree of a variable in a monomial */
  LITS = 512,    /* conjuncts */
  DEFS = 128,    /* defining equalities used */
  SPLITS = 4,    /* variables tried as the split */
  FUEL = 20000,  /* term visits per case */
  DEPTH = 200,   /* nesting of terms */
  SEEN = 8192    /* the visited set of a walk (a power of two) */
};

typedef struct mono {
  uint64_t c;        /* coefficient modulo 2^w */
  uint8_t e[PA];     /* exponent per atom */
} mono;

typedef struct poly {
  int n;
  mono m[PM];
} poly;

typedef struct pctx {
  term_ctx *tc;
  term_ref lit[LITS];
  unsigned nlit;
  term_ref dvar[DEFS], dval[DEFS];
  uint8_t dbusy[DEFS];
  unsigned ndef;
  term_ref atom[PA];
  uint64_t lo[PA], hi[PA];
  unsigned natom;
  term_ref split;    /* TERM_NULL, or the variable read as 2 K + bit, K being atom 0 */
  unsigned bit;
  int fuel, bad;     /* bad: a limit was met, nothing of this case is claimed */
  uint32_t seen[SEEN];
} pctx;

static uint64_t mask_of(unsigned w) { return w >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << w) - 1; }

/* ---- polynomials modulo 2^w ---- */

/* Adds c x^e to p, merging with a monomial of the same exponents. */
static void p_push(pctx *pc, poly *p, uint64_t c, const uint8_t *e, uint64_t mask) {
  c &= mask;
  if (!c) return;
  for (int i = 0; i < p->n; i++)
    if (!memcmp(p->m[i].e, e, PA)) {
      p->m[i].c = (p->m[i].c + c) & mask;
      if (!p->m[i].c) p->m[i] = p->m[--p->n];
      return;
    }
  if (p->n == PM) { pc->bad = 1; return; }
  p->m[p->n].c = c;
  memcpy(p->m[p->n++].e, e, PA);
}

static void p_const(poly *p, uint64_t c, uint64_t mask) {
  static const uint8_t e0[PA];
  p->n = 0;
  if (c & mask) p->m[0].c = c & mask, memcpy(p->m[0].e, e0, PA), p->n = 1;
}

/* a + s b (s is 1 or -1) into a. */
static void p_addto(pctx *pc, poly *a, const poly *b, int s, uint64_t mask) {
  for (int i = 0; i < b->n; i++) p_push(pc, a, s > 0 ? b->m[i].c : (uint64_t)0 - b->m[i].c, b->m[i].e, mask);
}

static void p_mul(pctx *pc, poly *r, const poly *a, const poly *b, uint64_t mask) {
  r->n = 0;
  for (int i = 0; i < a->n; i++)
    for (int j = 0; j < b->n; j++) {
      uint8_t e[PA];
      for (int k = 0; k < PA; k++) {
        unsigned x = (unsigned)a->m[i].e[k] + b->m[j].e[k];
        if (x > PDEG) { pc->bad = 1; return; }
        e[k] = (uint8_t)x;
      }
      p_push(pc, r, a->m[i].c * b->m[j].c, e, mask);
    }
}

static int is_constant(const mono *m) {
  for (int k = 0; k < PA; k++)
    if (m->e[k]) return 0;
  return 1;
}

/* ---- evaluation ---- */

static void eval(pctx *pc, term_ref t, poly *out, int depth);

/* t as an atom of its own (its value is some w-bit number). */
static void p_atom(pctx *pc, term_ref t, poly *out, uint64_t mask) {
  unsigned i = pc->split != TERM_NULL ? 1 : 0;
  while (i < pc->natom && pc->atom[i] != t) i++;
  if (i == pc->natom) {
    if (i == PA) { pc->bad = 1; out->n = 0; return; }
    pc->atom[i] = t, pc->lo[i] = 0, pc->hi[i] = mask, pc->natom++;
  }
  out->n = 1;
  out->m[0].c = 1;
  memset(out->m[0].e, 0, PA);
  out->m[0].e[i] = 1;
}

static unsigned bits_of(unsigned __int128 x) {
  unsigned b = 0;
  while (x) b++, x >>= 1;
  return b;
}

/* The integer range of sum q[i] x^e[i] over the atoms' ranges, coefficients signed; 0 when its
 * terms might not fit 120 bits. */
static int q_range(const pctx *pc, const poly *p, const __int128 *q, __int128 *lo, __int128 *hi) {
  *lo = *hi = 0;
  for (int i = 0; i < p->n; i++) {
    __int128 c = q[i];
    unsigned b = bits_of((unsigned __int128)(c < 0 ? -c : c));
    __int128 mlo = 1, mhi = 1;
    for (unsigned k = 0; k < pc->natom; k++) {
      b += p->m[i].e[k] * bits_of(pc->hi[k]);
      if (b > 120) return 0;
      for (unsigned x = 0; x < p->m[i].e[k]; x++) mlo *= (__int128)pc->lo[k], mhi *= (__int128)pc->hi[k];
    }
    /* atoms are non-negative, so a monomial grows with each of them */
    *lo += c >= 0 ? c * mlo : c * mhi;
    *hi += c >= 0 ? c * mhi : c * mlo;
  }
  return 1;
}

static __int128 floor_div(__int128 a, __int128 d) { return a >= 0 ? a / d : -((-a + d - 1) / d); }

/* t = x >> m (x / 2^m), x's polynomial in p (see the file's comment). */
static void p_shr(pctx *pc, term_ref t, const poly *p, unsigned m, unsigned w, poly *out) {
  uint64_t mask = mask_of(w);
  if (m == 0) { *out = *p; return; }
  if (m >= w) { p_const(out, 0, mask); return; }
  uint64_t low = ((uint64_t)1 << m) - 1;
  __int128 W = (__int128)1 << (w - m), q[PM];
  for (int i = 0; i < p->n; i++) {
    uint64_t c = p->m[i].c;
    if (!is_constant(&p->m[i])) {
      if (c & low) { p_atom(pc, t, out, mask); return; }
    } else {
      c -= c & low;
    }
    q[i] = (__int128)(c >> m);
    if (q[i] >= W / 2) q[i] -= W;
  }
  __int128 lo, hi;
  if (!q_range(pc, p, q, &lo, &hi)) { p_atom(pc, t, out, mask); return; }
  __int128 t0 = floor_div(lo, W);
  if (floor_div(hi, W) != t0) { p_atom(pc, t, out, mask); return; }
  out->n = 0;
  for (int i = 0; i < p->n; i++)
    p_push(pc, out, (uint64_t)(is_constant(&p->m[i]) ? q[i] - t0 * W : q[i]), p->m[i].e, mask);
  /* a constant monomial dropped as 0 above still owes -t0 W */
  int had = 0;
  for (int i = 0; i < p->n; i++) had |= is_constant(&p->m[i]);
  if (!had && t0) {
    static const uint8_t e0[PA];
    p_push(pc, out, (uint64_t)(-t0 * W), e0, mask);
  }
}

/* t = x % 2^m: the constant r when every non-constant coefficient is a multiple of 2^m. */
static void p_rem(pctx *pc, term_ref t, const poly *p, unsigned m, unsigned w, poly *out) {
  uint64_t mask = mask_of(w), low = m >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << m) - 1, c0 = 0;
  for (int i = 0; i < p->n; i++) {
    if (is_constant(&p->m[i])) c0 = p->m[i].c;
    else if (p->m[i].c & low) { p_atom(pc, t, out, mask); return; }
  }
  p_const(out, c0 & low, mask);
}

/* The exponent m when t is the constant 2^m (m >= 0), else -1. */
static int pow2_of(term_ctx *tc, term_ref t) {
  if (term_op_of(tc, t) != OP_BV_CONST) return -1;
  term_u128 v = term_bv_value(tc, t);
  if (!v || (v & (v - 1))) return -1;
  int m = 0;
  while (v > 1) v >>= 1, m++;
  return m;
}

static int cond3(pctx *pc, term_ref t, int depth);

static void eval(pctx *pc, term_ref t, poly *out, int depth) {
  term_ctx *tc = pc->tc;
  unsigned w = term_sort_width(tc, term_sort_of(tc, t));
  uint64_t mask = mask_of(w);
  out->n = 0;
  if (--pc->fuel < 0 || depth > DEPTH || w > 64) { pc->bad = 1; return; }
  term_op op = term_op_of(tc, t);
  unsigned na = term_nargs(tc, t);
  term_ref a = na > 0 ? term_arg(tc, t, 0) : TERM_NULL, b = na > 1 ? term_arg(tc, t, 1) : TERM_NULL;
  poly *x = NULL, *y = NULL;
  switch (op) {
  case OP_BV_CONST: p_const(out, (uint64_t)term_bv_value(tc, t), mask); return;
  case OP_VAR:
    if (t == pc->split) {
      static const uint8_t e0[PA];
      uint8_t e1[PA] = {1};
      p_push(pc, out, 2, e1, mask);
      p_push(pc, out, pc->bit, e0, mask);
      return;
    }
    for (unsigned i = 0; i < pc->ndef; i++)
      if (pc->dvar[i] == t && !pc->dbusy[i]) {
        /* a cycle of definitions (x = y, y = x) meets a busy one: that variable is an atom */
        pc->dbusy[i] = 1;
        eval(pc, pc->dval[i], out, depth + 1);
        pc->dbusy[i] = 0;
        return;
      }
    p_atom(pc, t, out, mask);
    return;
  case OP_BVADD: case OP_BVSUB: case OP_BVMUL: case OP_BVNEG:
    x = malloc(sizeof *x), y = malloc(sizeof *y);
    if (!x || !y) { pc->bad = 1; break; }
    eval(pc, a, x, depth + 1);
    if (op == OP_BVNEG) p_addto(pc, out, x, -1, mask);
    else {
      eval(pc, b, y, depth + 1);
      if (op == OP_BVMUL) p_mul(pc, out, x, y, mask);
      else p_addto(pc, out, x, 1, mask), p_addto(pc, out, y, op == OP_BVADD ? 1 : -1, mask);
    }
    break;
  case OP_BVSHL: case OP_BVLSHR: case OP_BVUDIV: case OP_BVUREM: {
    int m = -1;
    if (op == OP_BVUDIV || op == OP_BVUREM) m = pow2_of(tc, b);
    else if (term_op_of(tc, b) == OP_BV_CONST) {
      term_u128 v = term_bv_value(tc, b);
      m = v >= w ? (int)w : (int)v;
    }
    if (m < 0) { p_atom(pc, t, out, mask); return; }
    x = malloc(sizeof *x), y = malloc(sizeof *y);
    if (!x || !y) { pc->bad = 1; break; }
    eval(pc, a, x, depth + 1);
    if (op == OP_BVSHL) {
      if ((unsigned)m >= w) p_const(out, 0, mask);
      else p_const(y, (uint64_t)1 << m, mask), p_mul(pc, out, x, y, mask);
    } else if (op == OP_BVUREM) {
      p_rem(pc, t, x, (unsigned)m, w, out);
    } else {
      p_shr(pc, t, x, (unsigned)m, w, out);
    }
    break;
  }
  case OP_ITE: {
    int v = cond3(pc, a, depth + 1);
    if (v < 0) p_atom(pc, t, out, mask);
    else eval(pc, term_arg(tc, t, v ? 1 : 2), out, depth + 1);
    return;
  }
  default: p_atom(pc, t, out, mask); return;
  }
  free(x);
  free(y);
}

/* 1 (true), 0 (false) or -1 (not decided) for a Bool term in the current case. */
static int cond3(pctx *pc, term_ref t, int depth) {
  term_ctx *tc = pc->tc;
  if (--pc->fuel < 0 || depth > DEPTH) { pc->bad = 1; return -1; }
  term_op op = term_op_of(tc, t);
  unsigned na = term_nargs(tc, t);
  switch (op) {
  case OP_TRUE: return 1;
  case OP_FALSE: return 0;
  case OP_NOT: { int v = cond3(pc, term_arg(tc, t, 0), depth + 1); return v < 0 ? -1 : !v; }
  case OP_AND: case OP_OR: {
    /* and: a false conjunct decides; or: a true disjunct decides */
    int stop = op == OP_OR, all = 1;
    for (unsigned i = 0; i < na; i++) {
      int v = cond3(pc, term_arg(tc, t, i), depth + 1);
      if (v == stop) return stop;
      if (v < 0) all = 0;
    }
    return all ? !stop : -1;
  }
  case OP_ITE: {
    int v = cond3(pc, term_arg(tc, t, 0), depth + 1);
    return v < 0 ? -1 : cond3(pc, term_arg(tc, t, v ? 1 : 2), depth + 1);
  }
  case OP_EQ: {
    term_ref a = term_arg(tc, t, 0), b = term_arg(tc, t, 1);
    term_sort s = term_sort_of(tc, a);
    if (term_sort_kind_of(tc, s) != TS_BV || term_sort_width(tc, s) > 64) return -1;
    poly *x = malloc(sizeof *x), *y = malloc(sizeof *y);
    int v = -1;
    if (x && y) {
      uint64_t mask = mask_of(term_sort_width(tc, s));
      eval(pc, a, x, depth + 1);
      eval(pc, b, y, depth + 1);
      p_addto(pc, x, y, -1, mask);
      v = x->n == 0 ? 1 : x->n == 1 && is_constant(&x->m[0]) ? 0 : -1;
    } else {
      pc->bad = 1;
    }
    free(x);
    free(y);
    return v;
  }
  default: return -1;
  }
}

/* ---- the query ---- */

/* Whether t is new to the walk (a visited set of term handles; full: 0, the walk stops there). */
static int first_visit(pctx *pc, term_ref t) {
  for (uint32_t h = (t * 2654435761u) & (SEEN - 1), k = 0; k < SEEN; k++, h = (h + 1) & (SEEN - 1)) {
    if (pc->seen[h] == t) return 0;
    if (!pc->seen[h]) return pc->seen[h] = t, 1;
  }
  return 0;
}

static void flatten(pctx *pc, term_ref t) {
  if (term_op_of(pc->tc, t) == OP_AND) {
    for (unsigned i = 0; i < term_nargs(pc->tc, t); i++) flatten(pc, term_arg(pc->tc, t, i));
  } else if (pc->nlit < LITS) {
    pc->lit[pc->nlit++] = t;
  } else {
    pc->bad = 1;
  }
}

/* Walks t once per subterm: *nonlin is set at a product of two non-constants; the variables under
 * a halving (x / 2^m, x >> m, x % 2^m with m >= 1) go to cand. */
static void walk(pctx *pc, term_ref t, int under, int *nonlin, term_ref *cand, unsigned *ncand, int depth) {
  term_ctx *tc = pc->tc;
  if (depth > DEPTH || --pc->fuel < 0 || !first_visit(pc, t * 2 + (under ? 1 : 0))) return;
  term_op op = term_op_of(tc, t);
  unsigned na = term_nargs(tc, t);
  if (op == OP_VAR && under && term_sort_kind_of(tc, term_sort_of(tc, t)) == TS_BV) {
    unsigned w = term_sort_width(tc, term_sort_of(tc, t)), i = 0;
    while (i < *ncand && cand[i] != t) i++;
    if (i == *ncand && *ncand < SPLITS && w >= 2 && w <= 64) cand[(*ncand)++] = t;
  }
  if (op == OP_VAR)
    for (unsigned i = 0; i < pc->ndef; i++)
      if (pc->dvar[i] == t) walk(pc, pc->dval[i], under, nonlin, cand, ncand, depth + 1);
  if (op == OP_BVMUL && !term_is_const(tc, term_arg(tc, t, 0)) && !term_is_const(tc, term_arg(tc, t, 1))) *nonlin = 1;
  int halves = 0;
  if (op == OP_BVUDIV || op == OP_BVUREM) halves = pow2_of(tc, term_arg(tc, t, 1)) >= 1;
  if (op == OP_BVLSHR) halves = term_op_of(tc, term_arg(tc, t, 1)) == OP_BV_CONST && term_bv_value(tc, term_arg(tc, t, 1)) != 0;
  for (unsigned i = 0; i < na; i++) walk(pc, term_arg(tc, t, i), under || (halves && i == 0), nonlin, cand, ncand, depth + 1);
}

/* The conjunct as x <u y (strict 1) or x <=u y (strict 0), when it is an unsigned order. */
static int as_order(term_ctx *tc, term_ref l, term_ref *x, term_ref *y, int *strict) {
  int neg = term_op_of(tc, l) == OP_NOT;
  if (neg) l = term_arg(tc, l, 0);
  term_op op = term_op_of(tc, l);
  if (op != OP_BVULT && op != OP_BVULE && op != OP_BVUGT && op != OP_BVUGE) return 0;
  term_ref a = term_arg(tc, l, 0), b = term_arg(tc, l, 1);
  if (op == OP_BVUGT || op == OP_BVUGE) { term_ref s = a; a = b, b = s; }
  *strict = op == OP_BVULT || op == OP_BVUGT;
  /* not (a < b) is b <= a; not (a <= b) is b < a */
  if (neg) { *x = b, *y = a, *strict = !*strict; }
  else *x = a, *y = b;
  return 1;
}

/* Bounds of v by the conjunction's unsigned orders against it. */
static void bounds(pctx *pc, term_ref v, uint64_t *lo, uint64_t *hi) {
  term_ctx *tc = pc->tc;
  uint64_t mask = mask_of(term_sort_width(tc, term_sort_of(tc, v)));
  *lo = 0, *hi = mask;
  for (unsigned i = 0; i < pc->nlit; i++) {
    term_ref x, y;
    int strict;
    if (!as_order(tc, pc->lit[i], &x, &y, &strict)) continue;
    if (x == v) {
      /* v < y: v <= max - 1 whatever y is; v < c, v <= c */
      uint64_t h = term_op_of(tc, y) == OP_BV_CONST ? (uint64_t)term_bv_value(tc, y) : mask;
      if (strict && h == 0) continue; /* a false conjunct: not used here */
      if (strict) h--;
      if (h < *hi) *hi = h;
    } else if (y == v) {
      uint64_t l = term_op_of(tc, x) == OP_BV_CONST ? (uint64_t)term_bv_value(tc, x) : 0;
      if (strict && l == mask) continue;
      if (strict) l++;
      if (l > *lo) *lo = l;
    }
  }
}

/* 1 when some conjunct is false in the current case (no model falls in it). */
static int refuted(pctx *pc) {
  pc->fuel = FUEL, pc->bad = 0;
  for (unsigned i = 0; i < pc->nlit; i++) {
    int v = cond3(pc, pc->lit[i], 0);
    if (pc->bad) return 0;
    if (v == 0) return 1;
  }
  return 0;
}

int poly_refutes(term_ctx *c, const term_ref *as, unsigned n) {
  pctx *pc = calloc(1, sizeof *pc);
  if (!pc) return 0;
  pc->tc = c;
  for (unsigned i = 0; i < n; i++) flatten(pc, as[i]);
  int nonlin = 0, ok = 0;
  term_ref cand[SPLITS];
  unsigned ncand = 0;
  if (pc->bad) goto done;
  /* definitions: x = e at the top level, for a bit-vector variable x not yet defined */
  for (unsigned i = 0; i < pc->nlit && pc->ndef < DEFS; i++) {
    term_ref l = pc->lit[i];
    if (term_op_of(c, l) != OP_EQ || term_sort_kind_of(c, term_sort_of(c, term_arg(c, l, 0))) != TS_BV) continue;
    for (unsigned s = 0; s < 2; s++) {
      term_ref x = term_arg(c, l, s), e = term_arg(c, l, 1 - s);
      unsigned k = 0;
      while (k < pc->ndef && pc->dvar[k] != x) k++;
      if (term_op_of(c, x) == OP_VAR && k == pc->ndef) {
        pc->dvar[pc->ndef] = x, pc->dval[pc->ndef++] = e;
        break;
      }
    }
  }
  pc->fuel = FUEL;
  for (unsigned i = 0; i < pc->nlit; i++) walk(pc, pc->lit[i], 0, &nonlin, cand, &ncand, 0);
  /* a linear query is the solver's to decide: nothing gained here */
  if (!nonlin) goto done;
  if (!ncand) {
    ok = refuted(pc);
    goto done;
  }
  for (unsigned s = 0; s < ncand && !ok; s++) {
    uint64_t vlo, vhi;
    bounds(pc, cand[s], &vlo, &vhi);
    ok = 1;
    for (unsigned b = 0; b < 2 && ok; b++) {
      /* v = 2K + b within [vlo, vhi]: K from ceil((vlo - b) / 2) to floor((vhi - b) / 2) */
      if (vhi < b) continue; /* no such v: nothing to refute */
      uint64_t klo = vlo > b ? (vlo - b + 1) / 2 : 0, khi = (vhi - b) / 2;
      if (klo > khi) continue;
      pc->split = cand[s], pc->bit = b;
      pc->natom = 1, pc->atom[0] = TERM_NULL, pc->lo[0] = klo, pc->hi[0] = khi;
      ok = refuted(pc);
    }
    pc->split = TERM_NULL, pc->natom = 0;
  }
done:
  free(pc);
  return ok;
}
