/* interval.c — bottom-up interval analysis over terms (see interval.h).
 * Invariant: a bit-vector term's range is kept in both readings, unsigned [ulo, uhi] within
 * [0, 2^w) and signed [slo, shi] within [-2^(w-1), 2^(w-1)); each transfer rule below only narrows
 * a reading when the operation provably does not wrap in that reading (SMT-LIB bvadd etc. are
 * mod 2^w). Int ranges use slo/shi with optional bounds. */
#include "sym/interval.h"

#include <stdlib.h>
#include <string.h>

#include "core/arena.h"
#include "core/meter.h"
#include "sym/term_int.h"

typedef struct rng {
  mpz_t ulo, uhi, slo, shi;
  int has_lo, has_hi; /* Int only */
} rng;

typedef struct assump {
  term_ref t;
  int is_signed;
  mpz_t lo, hi;
} assump;

struct ival_ctx {
  term_ctx *c;
  rng **memo;
  uint32_t memocap;
  /* ival_decide's answers per Bool term (0 = not yet, else 1 + ival_truth): without it a decision
   * over a shared DAG (unrolled loops, inlined calls) revisits shared subterms exponentially often */
  unsigned char *dmemo;
  uint32_t dmemocap;
  assump *as;
  unsigned nas, capas;
  size_t metered;  /* bytes of memo and ranges counted against the unit's budget (core/meter.h) */
};

ival_ctx *ival_new(term_ctx *c) {
  ival_ctx *iv = eq_calloc(1, sizeof *iv);
  iv->c = c;
  return iv;
}

static void memo_clear(ival_ctx *iv) {
  for (uint32_t i = 0; i < iv->memocap; i++)
    if (iv->memo[i]) {
      mpz_clears(iv->memo[i]->ulo, iv->memo[i]->uhi, iv->memo[i]->slo, iv->memo[i]->shi, NULL);
      free(iv->memo[i]);
      iv->memo[i] = NULL;
      eq_meter_sub(sizeof(rng));
      iv->metered -= sizeof(rng);
    }
  if (iv->dmemo) memset(iv->dmemo, 0, iv->dmemocap);
}

void ival_free(ival_ctx *iv) {
  if (!iv) return;
  memo_clear(iv);
  eq_meter_sub(iv->metered);
  free(iv->memo);
  free(iv->dmemo);
  for (unsigned i = 0; i < iv->nas; i++) mpz_clears(iv->as[i].lo, iv->as[i].hi, NULL);
  free(iv->as);
  free(iv);
}

void ival_assume(ival_ctx *iv, term_ref x, int is_signed, mpz_srcptr lo, mpz_srcptr hi) {
  if (iv->nas == iv->capas) {
    iv->capas = iv->capas ? 2 * iv->capas : 8;
    iv->as = eq_realloc(iv->as, iv->capas * sizeof(assump));
  }
  assump *a = &iv->as[iv->nas++];
  a->t = x;
  a->is_signed = term_sort_kind_of(iv->c, term_sort_of(iv->c, x)) == TS_BV ? is_signed : 1;
  mpz_init_set(a->lo, lo);
  mpz_init_set(a->hi, hi);
  memo_clear(iv); /* ranges computed before may now be too wide */
}

void ival_assume_i64(ival_ctx *iv, term_ref x, int is_signed, int64_t lo, int64_t hi) {
  mpz_t l, h;
  mpz_init_set_si(l, (long)lo);
  mpz_init_set_si(h, (long)hi);
  ival_assume(iv, x, is_signed, l, h);
  mpz_clears(l, h, NULL);
}

/* One conjunct "x op K" or "K op x" (x a variable, K a constant, op an order) as a range on x. */
static void assume_fact(ival_ctx *iv, term_ref b) {
  term_ctx *c = iv->c;
  term_op op = term_op_of(c, b);
  if (op != OP_BVULT && op != OP_BVULE && op != OP_BVSLT && op != OP_BVSLE) return;
  term_ref x = term_arg(c, b, 0), k = term_arg(c, b, 1);
  int x_left = 1;
  if (term_op_of(c, x) == OP_BV_CONST && term_op_of(c, k) == OP_VAR) {
    term_ref t = x;
    x = k, k = t, x_left = 0;
  }
  if (term_op_of(c, x) != OP_VAR || term_op_of(c, k) != OP_BV_CONST) return;
  unsigned w = term_sort_width(c, term_sort_of(c, x));
  int sg = op == OP_BVSLT || op == OP_BVSLE, strict = op == OP_BVULT || op == OP_BVSLT;
  mpz_t lo, hi, kv;
  mpz_inits(lo, hi, kv, NULL);
  term_u128_to_mpz(kv, term_bv_value(c, k));
  if (sg && mpz_tstbit(kv, w - 1)) { /* the constant read as signed */
    mpz_t m;
    mpz_init(m);
    mpz_ui_pow_ui(m, 2, w);
    mpz_sub(kv, kv, m);
    mpz_clear(m);
  }
  if (sg) { /* [-2^(w-1), 2^(w-1) - 1] */
    mpz_ui_pow_ui(hi, 2, w - 1);
    mpz_neg(lo, hi);
    mpz_sub_ui(hi, hi, 1);
  } else {
    mpz_set_ui(lo, 0);
    mpz_ui_pow_ui(hi, 2, w);
    mpz_sub_ui(hi, hi, 1);
  }
  if (x_left) { /* x < K: hi = K - 1; x <= K: hi = K */
    mpz_set(hi, kv);
    if (strict) mpz_sub_ui(hi, hi, 1);
  } else { /* K < x: lo = K + 1; K <= x: lo = K */
    mpz_set(lo, kv);
    if (strict) mpz_add_ui(lo, lo, 1);
  }
  if (mpz_cmp(lo, hi) <= 0) ival_assume(iv, x, sg, lo, hi);
  mpz_clears(lo, hi, kv, NULL);
}

void ival_assume_facts(ival_ctx *iv, term_ref b) {
  if (term_op_of(iv->c, b) == OP_AND) {
    for (unsigned i = 0; i < term_nargs(iv->c, b); i++) ival_assume_facts(iv, term_arg(iv->c, b, i));
    return;
  }
  assume_fact(iv, b);
}

/* ---- range helpers ---- */

static void maxz(mpz_ptr d, mpz_srcptr a) { if (mpz_cmp(a, d) > 0) mpz_set(d, a); }
static void minz(mpz_ptr d, mpz_srcptr a) { if (mpz_cmp(a, d) < 0) mpz_set(d, a); }

static void meet_u(rng *r, mpz_srcptr lo, mpz_srcptr hi) { maxz(r->ulo, lo); minz(r->uhi, hi); }
static void meet_s(rng *r, mpz_srcptr lo, mpz_srcptr hi) { maxz(r->slo, lo); minz(r->shi, hi); }
static void meet_i(rng *r, mpz_srcptr lo, mpz_srcptr hi) {
  if (lo) {
    if (r->has_lo) maxz(r->slo, lo); else mpz_set(r->slo, lo);
    r->has_lo = 1;
  }
  if (hi) {
    if (r->has_hi) minz(r->shi, hi); else mpz_set(r->shi, hi);
    r->has_hi = 1;
  }
}

/* M = 2^w, H = 2^(w-1) */
static void pow2(mpz_ptr z, unsigned k) { mpz_ui_pow_ui(z, 2, k); }

/* Each reading narrows the other: an unsigned range below H is the same signed range, one at or
 * above H is the signed range shifted by -M; symmetrically for signed ranges. */
static void normalize(rng *r, unsigned w) {
  mpz_t M, H, a, b;
  mpz_inits(M, H, a, b, NULL);
  pow2(M, w);
  pow2(H, w - 1);
  for (int round = 0; round < 2; round++) {
    if (mpz_cmp(r->uhi, H) < 0) meet_s(r, r->ulo, r->uhi);
    else if (mpz_cmp(r->ulo, H) >= 0) {
      mpz_sub(a, r->ulo, M);
      mpz_sub(b, r->uhi, M);
      meet_s(r, a, b);
    }
    if (mpz_sgn(r->slo) >= 0) meet_u(r, r->slo, r->shi);
    else if (mpz_sgn(r->shi) < 0) {
      mpz_add(a, r->slo, M);
      mpz_add(b, r->shi, M);
      meet_u(r, a, b);
    }
  }
  mpz_clears(M, H, a, b, NULL);
}

static void full_bv(rng *r, unsigned w) {
  mpz_set_ui(r->ulo, 0);
  pow2(r->uhi, w);
  mpz_sub_ui(r->uhi, r->uhi, 1);
  pow2(r->shi, w - 1);
  mpz_neg(r->slo, r->shi);
  mpz_sub_ui(r->shi, r->shi, 1);
  r->has_lo = r->has_hi = 1;
}

/* Whether [lo, hi] lies in the signed (s) or unsigned range of width w. */
static int fits(mpz_srcptr lo, mpz_srcptr hi, unsigned w, int s) {
  mpz_t b;
  mpz_init(b);
  int ok;
  if (s) {
    pow2(b, w - 1);
    ok = mpz_cmp(hi, b) < 0;
    mpz_neg(b, b);
    ok = ok && mpz_cmp(lo, b) >= 0;
  } else {
    pow2(b, w);
    ok = mpz_sgn(lo) >= 0 && mpz_cmp(hi, b) < 0;
  }
  mpz_clear(b);
  return ok;
}

static const rng *get(ival_ctx *iv, term_ref t);

static unsigned width(ival_ctx *iv, term_ref t) {
  return term_sort_width(iv->c, term_sort_of(iv->c, t));
}

/* The four corner products' hull: the range of x*y for x in [a,b], y in [c,d]. */
static void mul_hull(mpz_ptr lo, mpz_ptr hi, mpz_srcptr a, mpz_srcptr b, mpz_srcptr c, mpz_srcptr d) {
  mpz_t p;
  mpz_init(p);
  mpz_mul(lo, a, c);
  mpz_set(hi, lo);
  mpz_srcptr xs[2] = {a, b}, ys[2] = {c, d};
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 2; j++) {
      mpz_mul(p, xs[i], ys[j]);
      minz(lo, p);
      maxz(hi, p);
    }
  mpz_clear(p);
}

static void compute_bv(ival_ctx *iv, term_ref t, rng *r) {
  term_ctx *c = iv->c;
  unsigned w = width(iv, t);
  full_bv(r, w);
  term_op op = term_op_of(c, t);
  unsigned n = term_nargs(c, t);
  const rng *A = n >= 1 && term_sort_kind_of(c, term_sort_of(c, term_arg(c, t, 0))) != TS_BOOL
                     ? get(iv, term_arg(c, t, 0)) : NULL;
  const rng *B = n >= 2 && op != OP_ITE ? get(iv, term_arg(c, t, 1)) : NULL;
  mpz_t lo, hi, M;
  mpz_inits(lo, hi, M, NULL);
  pow2(M, w);
  switch (op) {
  case OP_BV_CONST:
    term_u128_to_mpz(lo, term_bv_value(c, t));
    meet_u(r, lo, lo);
    break;
  case OP_BVADD: case OP_BVSUB:
    if (op == OP_BVADD) { mpz_add(lo, A->ulo, B->ulo); mpz_add(hi, A->uhi, B->uhi); }
    else { mpz_sub(lo, A->ulo, B->uhi); mpz_sub(hi, A->uhi, B->ulo); }
    if (fits(lo, hi, w, 0)) meet_u(r, lo, hi);
    else if (op == OP_BVADD && mpz_cmp(lo, M) >= 0) { /* always wraps exactly once */
      mpz_sub(lo, lo, M);
      mpz_sub(hi, hi, M);
      meet_u(r, lo, hi);
    }
    if (op == OP_BVADD) { mpz_add(lo, A->slo, B->slo); mpz_add(hi, A->shi, B->shi); }
    else { mpz_sub(lo, A->slo, B->shi); mpz_sub(hi, A->shi, B->slo); }
    if (fits(lo, hi, w, 1)) meet_s(r, lo, hi);
    break;
  case OP_BVMUL:
    mpz_mul(lo, A->ulo, B->ulo);
    mpz_mul(hi, A->uhi, B->uhi);
    if (fits(lo, hi, w, 0)) meet_u(r, lo, hi);
    mul_hull(lo, hi, A->slo, A->shi, B->slo, B->shi);
    if (fits(lo, hi, w, 1)) meet_s(r, lo, hi);
    break;
  case OP_BVUDIV: /* bvudiv by zero is all ones (SMT-LIB), so only a non-zero divisor narrows */
    if (mpz_sgn(B->ulo) > 0) {
      mpz_fdiv_q(lo, A->ulo, B->uhi);
      mpz_fdiv_q(hi, A->uhi, B->ulo);
      meet_u(r, lo, hi);
    }
    break;
  case OP_BVUREM: /* bvurem x 0 = x; otherwise below the divisor; never above x */
    if (mpz_cmp(A->uhi, B->ulo) < 0) meet_u(r, A->ulo, A->uhi);
    else {
      mpz_set_ui(lo, 0);
      mpz_set(hi, A->uhi);
      if (mpz_sgn(B->ulo) > 0) {
        mpz_sub_ui(M, B->uhi, 1);
        minz(hi, M);
      }
      meet_u(r, lo, hi);
    }
    break;
  case OP_BVAND:
    mpz_set_ui(lo, 0);
    mpz_set(hi, A->uhi);
    minz(hi, B->uhi);
    meet_u(r, lo, hi);
    break;
  case OP_BVOR: case OP_BVXOR: {
    /* Both results stay below the next power of two above the larger operand. */
    mpz_set(hi, A->uhi);
    maxz(hi, B->uhi);
    size_t bits = mpz_sgn(hi) ? mpz_sizeinbase(hi, 2) : 0;
    pow2(hi, (unsigned)bits);
    mpz_sub_ui(hi, hi, 1);
    mpz_set_ui(lo, 0);
    if (op == OP_BVOR) { mpz_set(lo, A->ulo); maxz(lo, B->ulo); }
    meet_u(r, lo, hi);
    break;
  }
  case OP_BVNOT: /* ~x = 2^w - 1 - x = -1 - x */
    mpz_sub_ui(M, M, 1);
    mpz_sub(lo, M, A->uhi);
    mpz_sub(hi, M, A->ulo);
    meet_u(r, lo, hi);
    mpz_set_si(M, -1);
    mpz_sub(lo, M, A->shi);
    mpz_sub(hi, M, A->slo);
    meet_s(r, lo, hi);
    break;
  case OP_BVNEG:
    mpz_neg(lo, A->shi);
    mpz_neg(hi, A->slo);
    if (fits(lo, hi, w, 1)) meet_s(r, lo, hi);
    break;
  case OP_BVSHL: case OP_BVLSHR: case OP_BVASHR:
    if (mpz_cmp(B->ulo, B->uhi) == 0 && mpz_cmp_ui(B->ulo, w) < 0) {
      unsigned k = (unsigned)mpz_get_ui(B->ulo);
      if (op == OP_BVSHL) {
        mpz_mul_2exp(lo, A->ulo, k);
        mpz_mul_2exp(hi, A->uhi, k);
        if (fits(lo, hi, w, 0)) meet_u(r, lo, hi);
        mpz_mul_2exp(lo, A->slo, k);
        mpz_mul_2exp(hi, A->shi, k);
        if (fits(lo, hi, w, 1)) meet_s(r, lo, hi);
      } else if (op == OP_BVLSHR) {
        mpz_fdiv_q_2exp(lo, A->ulo, k);
        mpz_fdiv_q_2exp(hi, A->uhi, k);
        meet_u(r, lo, hi);
      } else { /* arithmetic shift is floor division by 2^k of the signed value */
        mpz_fdiv_q_2exp(lo, A->slo, k);
        mpz_fdiv_q_2exp(hi, A->shi, k);
        meet_s(r, lo, hi);
      }
    } else if (op == OP_BVLSHR) {
      mpz_set_ui(lo, 0);
      meet_u(r, lo, A->uhi);
    }
    break;
  case OP_CONCAT: { /* a * 2^wb + b, monotone in both */
    unsigned wb = width(iv, term_arg(c, t, 1));
    mpz_mul_2exp(lo, A->ulo, wb);
    mpz_add(lo, lo, B->ulo);
    mpz_mul_2exp(hi, A->uhi, wb);
    mpz_add(hi, hi, B->uhi);
    meet_u(r, lo, hi);
    break;
  }
  case OP_EXTRACT: {
    unsigned hb = term_param(c, t, 0), lb = term_param(c, t, 1);
    mpz_fdiv_q_2exp(lo, A->ulo, lb);
    mpz_fdiv_q_2exp(hi, A->uhi, lb);
    if (fits(lo, hi, w, 0)) meet_u(r, lo, hi);
    /* Truncation keeps a two's-complement value that fits the narrower width. */
    if (lb == 0 && fits(A->slo, A->shi, w, 1)) meet_s(r, A->slo, A->shi);
    (void)hb;
    break;
  }
  case OP_ZERO_EXTEND:
    meet_u(r, A->ulo, A->uhi);
    break;
  case OP_SIGN_EXTEND:
    meet_s(r, A->slo, A->shi);
    break;
  case OP_ITE: {
    ival_truth k = ival_decide(iv, term_arg(c, t, 0));
    const rng *x = get(iv, term_arg(c, t, 1)), *y = get(iv, term_arg(c, t, 2));
    if (k == IVAL_TRUE) y = x;
    if (k == IVAL_FALSE) x = y;
    mpz_set(lo, x->ulo); minz(lo, y->ulo);
    mpz_set(hi, x->uhi); maxz(hi, y->uhi);
    meet_u(r, lo, hi);
    mpz_set(lo, x->slo); minz(lo, y->slo);
    mpz_set(hi, x->shi); maxz(hi, y->shi);
    meet_s(r, lo, hi);
    break;
  }
  case OP_INT2BV: /* int2bv is the value mod 2^w */
    if (A->has_lo && A->has_hi) {
      if (fits(A->slo, A->shi, w, 0)) meet_u(r, A->slo, A->shi);
      if (fits(A->slo, A->shi, w, 1)) meet_s(r, A->slo, A->shi);
    }
    break;
  default:
    break;
  }
  mpz_clears(lo, hi, M, NULL);
}

static void compute_int(ival_ctx *iv, term_ref t, rng *r) {
  term_ctx *c = iv->c;
  term_op op = term_op_of(c, t);
  r->has_lo = r->has_hi = 0;
  unsigned n = term_nargs(c, t);
  const rng *A = n >= 1 && op != OP_ITE && op != OP_APP && op != OP_SELECT ? get(iv, term_arg(c, t, 0)) : NULL;
  const rng *B = n >= 2 && A && op != OP_ITE ? get(iv, term_arg(c, t, 1)) : NULL;
  mpz_t lo, hi;
  mpz_inits(lo, hi, NULL);
  switch (op) {
  case OP_INT_CONST:
    meet_i(r, term_int_value(c, t), term_int_value(c, t));
    break;
  case OP_IADD:
    mpz_add(lo, A->slo, B->slo);
    mpz_add(hi, A->shi, B->shi);
    meet_i(r, A->has_lo && B->has_lo ? lo : NULL, A->has_hi && B->has_hi ? hi : NULL);
    break;
  case OP_ISUB:
    mpz_sub(lo, A->slo, B->shi);
    mpz_sub(hi, A->shi, B->slo);
    meet_i(r, A->has_lo && B->has_hi ? lo : NULL, A->has_hi && B->has_lo ? hi : NULL);
    break;
  case OP_INEG:
    mpz_neg(lo, A->shi);
    mpz_neg(hi, A->slo);
    meet_i(r, A->has_hi ? lo : NULL, A->has_lo ? hi : NULL);
    break;
  case OP_IMUL:
    if (A->has_lo && A->has_hi && B->has_lo && B->has_hi) {
      mul_hull(lo, hi, A->slo, A->shi, B->slo, B->shi);
      meet_i(r, lo, hi);
    }
    break;
  case OP_IDIV: /* SMT-LIB div by a positive number is floor division, hence monotone */
    if (B->has_lo && B->has_hi && mpz_cmp(B->slo, B->shi) == 0 && mpz_sgn(B->slo) > 0) {
      mpz_fdiv_q(lo, A->slo, B->slo);
      mpz_fdiv_q(hi, A->shi, B->slo);
      meet_i(r, A->has_lo ? lo : NULL, A->has_hi ? hi : NULL);
    }
    break;
  case OP_IMOD: /* 0 <= x mod y < |y| for y != 0 */
    if (B->has_lo && B->has_hi && (mpz_sgn(B->slo) > 0 || mpz_sgn(B->shi) < 0)) {
      mpz_abs(lo, B->slo);
      mpz_abs(hi, B->shi);
      maxz(hi, lo);
      mpz_sub_ui(hi, hi, 1);
      mpz_set_ui(lo, 0);
      meet_i(r, lo, hi);
    }
    break;
  case OP_BV2INT:
    meet_i(r, A->ulo, A->uhi);
    break;
  case OP_ITE: {
    ival_truth k = ival_decide(iv, term_arg(c, t, 0));
    const rng *x = get(iv, term_arg(c, t, 1)), *y = get(iv, term_arg(c, t, 2));
    if (k == IVAL_TRUE) y = x;
    if (k == IVAL_FALSE) x = y;
    mpz_set(lo, x->slo); minz(lo, y->slo);
    mpz_set(hi, x->shi); maxz(hi, y->shi);
    meet_i(r, x->has_lo && y->has_lo ? lo : NULL, x->has_hi && y->has_hi ? hi : NULL);
    break;
  }
  default:
    break;
  }
  mpz_clears(lo, hi, NULL);
}

static const rng *get_node(ival_ctx *iv, term_ref t);

static int get_done(void *p, term_ref t) {
  ival_ctx *iv = p;
  return t < iv->memocap && iv->memo[t];
}
static void get_visit(void *p, term_ref t) { (void)get_node(p, t); }

/* The range of t: the walk computes the ranges of t's subterms first, children before parents, so
 * compute_bv's and compute_int's calls of get are memo lookups, however high the term. */
static const rng *get(ival_ctx *iv, term_ref t) {
  if (!get_done(iv, t)) term_postorder(iv->c, t, get_done, get_visit, iv);
  return iv->memo[t];
}

static const rng *get_node(ival_ctx *iv, term_ref t) {
  uint32_t cnt = term_count(iv->c) + 1;
  if (cnt > iv->memocap) {
    uint32_t ncap = cnt + cnt / 2;
    iv->memo = eq_realloc(iv->memo, ncap * sizeof(rng *));
    eq_meter_add((ncap - iv->memocap) * sizeof(rng *));
    iv->metered += (ncap - iv->memocap) * sizeof(rng *);
    for (uint32_t i = iv->memocap; i < ncap; i++) iv->memo[i] = NULL;
    iv->memocap = ncap;
  }
  if (iv->memo[t]) return iv->memo[t];
  rng *r = eq_calloc(1, sizeof *r);
  eq_meter_add(sizeof *r);
  iv->metered += sizeof *r;
  mpz_inits(r->ulo, r->uhi, r->slo, r->shi, NULL);
  term_sort_kind k = term_sort_kind_of(iv->c, term_sort_of(iv->c, t));
  if (k == TS_BV) compute_bv(iv, t, r);
  else if (k == TS_INT) compute_int(iv, t, r);
  for (unsigned i = 0; i < iv->nas; i++) {
    const assump *a = &iv->as[i];
    if (a->t != t) continue;
    if (k == TS_INT) meet_i(r, a->lo, a->hi);
    else if (a->is_signed) meet_s(r, a->lo, a->hi);
    else meet_u(r, a->lo, a->hi);
  }
  if (k == TS_BV) normalize(r, width(iv, t));
  /* The slot may have been filled while computing arguments (the memo array can move too). */
  iv->memo[t] = r;
  return r;
}

int ival_range(ival_ctx *iv, term_ref t, int is_signed, mpz_ptr lo, mpz_ptr hi) {
  const rng *r = get(iv, t);
  term_sort_kind k = term_sort_kind_of(iv->c, term_sort_of(iv->c, t));
  if (k == TS_BV && !is_signed) {
    mpz_set(lo, r->ulo);
    mpz_set(hi, r->uhi);
    return 3;
  }
  mpz_set(lo, r->slo);
  mpz_set(hi, r->shi);
  return k == TS_BV ? 3 : (r->has_lo ? 1 : 0) | (r->has_hi ? 2 : 0);
}

/* x < y (strict) or x <= y decided from ranges [xl,xh], [yl,yh] with optional bounds. */
static ival_truth cmp_decide(mpz_srcptr xl, int hxl, mpz_srcptr xh, int hxh, mpz_srcptr yl, int hyl,
                             mpz_srcptr yh, int hyh, int strict) {
  if (hxh && hyl && (strict ? mpz_cmp(xh, yl) < 0 : mpz_cmp(xh, yl) <= 0)) return IVAL_TRUE;
  if (hxl && hyh && (strict ? mpz_cmp(xl, yh) >= 0 : mpz_cmp(xl, yh) > 0)) return IVAL_FALSE;
  return IVAL_UNKNOWN;
}

static ival_truth tnot(ival_truth a) { return a == IVAL_UNKNOWN ? a : a == IVAL_TRUE ? IVAL_FALSE : IVAL_TRUE; }

static ival_truth decide(ival_ctx *iv, term_ref b);
static ival_truth decide_node(ival_ctx *iv, term_ref b);

/* decide recurses through Bool arguments only (ranges come from get): the walk goes over the Bool
 * part of b, children first, so that recursion is a memo lookup too. */
static int decide_done(void *p, term_ref t) {
  ival_ctx *iv = p;
  return (t < iv->dmemocap && iv->dmemo[t]) || term_sort_kind_of(iv->c, term_sort_of(iv->c, t)) != TS_BOOL;
}
static void decide_visit(void *p, term_ref t) { (void)decide_node(p, t); }

ival_truth ival_decide(ival_ctx *iv, term_ref b) {
  if (!decide_done(iv, b)) term_postorder(iv->c, b, decide_done, decide_visit, iv);
  return decide_node(iv, b);
}

static ival_truth decide_node(ival_ctx *iv, term_ref b) {
  uint32_t cnt = term_count(iv->c) + 1;
  if (cnt > iv->dmemocap) {
    uint32_t ncap = cnt + cnt / 2;
    iv->dmemo = eq_realloc(iv->dmemo, ncap);
    memset(iv->dmemo + iv->dmemocap, 0, ncap - iv->dmemocap);
    iv->dmemocap = ncap;
  }
  if (iv->dmemo[b]) return (ival_truth)(iv->dmemo[b] - 1);
  ival_truth r = decide(iv, b);
  iv->dmemo[b] = (unsigned char)(r + 1); /* terms are immutable: b's answer only changes on ival_assume */
  return r;
}

static ival_truth decide(ival_ctx *iv, term_ref b) {
  term_ctx *c = iv->c;
  term_op op = term_op_of(c, b);
  switch (op) {
  case OP_TRUE: return IVAL_TRUE;
  case OP_FALSE: return IVAL_FALSE;
  case OP_NOT: return tnot(ival_decide(iv, term_arg(c, b, 0)));
  case OP_AND: case OP_OR: {
    ival_truth absorb = op == OP_AND ? IVAL_FALSE : IVAL_TRUE, res = tnot(absorb);
    for (unsigned i = 0; i < term_nargs(c, b); i++) {
      ival_truth x = ival_decide(iv, term_arg(c, b, i));
      if (x == absorb) return absorb;
      if (x == IVAL_UNKNOWN) res = IVAL_UNKNOWN;
    }
    return res;
  }
  case OP_IMPLIES: {
    ival_truth x = ival_decide(iv, term_arg(c, b, 0)), y = ival_decide(iv, term_arg(c, b, 1));
    if (x == IVAL_FALSE || y == IVAL_TRUE) return IVAL_TRUE;
    if (x == IVAL_TRUE && y == IVAL_FALSE) return IVAL_FALSE;
    return IVAL_UNKNOWN;
  }
  case OP_XOR: {
    ival_truth x = ival_decide(iv, term_arg(c, b, 0)), y = ival_decide(iv, term_arg(c, b, 1));
    if (x == IVAL_UNKNOWN || y == IVAL_UNKNOWN) return IVAL_UNKNOWN;
    return x != y ? IVAL_TRUE : IVAL_FALSE;
  }
  case OP_ITE: {
    ival_truth k = ival_decide(iv, term_arg(c, b, 0));
    ival_truth x = ival_decide(iv, term_arg(c, b, 1)), y = ival_decide(iv, term_arg(c, b, 2));
    if (k == IVAL_TRUE) return x;
    if (k == IVAL_FALSE) return y;
    return x == y ? x : IVAL_UNKNOWN;
  }
  case OP_EQ: {
    term_ref x = term_arg(c, b, 0), y = term_arg(c, b, 1);
    term_sort_kind k = term_sort_kind_of(c, term_sort_of(c, x));
    if (k == TS_BOOL) {
      ival_truth p = ival_decide(iv, x), q = ival_decide(iv, y);
      if (p == IVAL_UNKNOWN || q == IVAL_UNKNOWN) return IVAL_UNKNOWN;
      return p == q ? IVAL_TRUE : IVAL_FALSE;
    }
    if (k != TS_BV && k != TS_INT) return IVAL_UNKNOWN;
    const rng *X = get(iv, x), *Y = get(iv, y);
    int s = k == TS_INT;
    mpz_srcptr xl = s ? X->slo : X->ulo, xh = s ? X->shi : X->uhi;
    mpz_srcptr yl = s ? Y->slo : Y->ulo, yh = s ? Y->shi : Y->uhi;
    int hxl = !s || X->has_lo, hxh = !s || X->has_hi, hyl = !s || Y->has_lo, hyh = !s || Y->has_hi;
    if ((hxh && hyl && mpz_cmp(xh, yl) < 0) || (hyh && hxl && mpz_cmp(yh, xl) < 0)) return IVAL_FALSE;
    /* a bit-vector equality also fails when the signed readings are disjoint */
    if (!s && (mpz_cmp(X->shi, Y->slo) < 0 || mpz_cmp(Y->shi, X->slo) < 0)) return IVAL_FALSE;
    if (hxl && hxh && hyl && hyh && mpz_cmp(xl, xh) == 0 && mpz_cmp(yl, yh) == 0 && mpz_cmp(xl, yl) == 0)
      return IVAL_TRUE;
    return IVAL_UNKNOWN;
  }
  case OP_BVULT: case OP_BVULE: case OP_BVSLT: case OP_BVSLE: {
    const rng *X = get(iv, term_arg(c, b, 0)), *Y = get(iv, term_arg(c, b, 1));
    int s = op == OP_BVSLT || op == OP_BVSLE, strict = op == OP_BVULT || op == OP_BVSLT;
    return cmp_decide(s ? X->slo : X->ulo, 1, s ? X->shi : X->uhi, 1, s ? Y->slo : Y->ulo, 1,
                      s ? Y->shi : Y->uhi, 1, strict);
  }
  case OP_BVUGT: case OP_BVUGE: case OP_BVSGT: case OP_BVSGE: {
    /* a > b is b < a (only reached when built without simplification) */
    const rng *X = get(iv, term_arg(c, b, 1)), *Y = get(iv, term_arg(c, b, 0));
    int s = op == OP_BVSGT || op == OP_BVSGE, strict = op == OP_BVUGT || op == OP_BVSGT;
    return cmp_decide(s ? X->slo : X->ulo, 1, s ? X->shi : X->uhi, 1, s ? Y->slo : Y->ulo, 1,
                      s ? Y->shi : Y->uhi, 1, strict);
  }
  case OP_ILT: case OP_ILE: case OP_IGT: case OP_IGE: {
    int swap = op == OP_IGT || op == OP_IGE;
    const rng *X = get(iv, term_arg(c, b, swap)), *Y = get(iv, term_arg(c, b, !swap));
    return cmp_decide(X->slo, X->has_lo, X->shi, X->has_hi, Y->slo, Y->has_lo, Y->shi, Y->has_hi,
                      op == OP_ILT || op == OP_IGT);
  }
  default:
    return IVAL_UNKNOWN;
  }
}
