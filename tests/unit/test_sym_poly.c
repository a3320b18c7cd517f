/* test_sym_poly.c — poly_refutes: the closed-form step it exists for (and its version without the
 * loop bound, which is false at i = 2^32 - 1 and must not be refuted), and soundness against
 * enumeration: random 8-bit queries `x <u c ∧ not (A = B)`, B an identity-preserving rewrite of
 * A (sometimes with a constant changed), are refuted only where no (x, y) satisfies them. */
#include <criterion/criterion.h>
#include <stdint.h>

#include "sym/poly.h"
#include "sym/term.h"

/* a 64-bit linear congruential generator (Knuth's MMIX constants), its high bits */
static uint64_t st = 0x9e3779b97f4a7c15ull;
static uint64_t rnd(void) { return (st = st * 6364136223846793005ull + 1442695040888963407ull) >> 17; }

static term_ref bv(term_ctx *c, unsigned w, uint64_t v) { return term_bv(c, w, v); }
static term_ref mk(term_ctx *c, term_op op, term_ref a, term_ref b) { return term_mk2(c, op, a, b); }

/* the new version of eq-closed-form-sum: n even ? (n / 2) * (n - 1) : n * ((n - 1) / 2) */
static term_ref tri(term_ctx *c, term_ref n) {
  term_ref two = bv(c, 32, 2), one = bv(c, 32, 1), zero = bv(c, 32, 0);
  term_ref even = term_eq(c, mk(c, OP_BVUREM, n, two), zero);
  return term_ite(c, even, mk(c, OP_BVMUL, mk(c, OP_BVUDIV, n, two), mk(c, OP_BVSUB, n, one)),
                  mk(c, OP_BVMUL, n, mk(c, OP_BVUDIV, mk(c, OP_BVSUB, n, one), two)));
}

Test(poly, closed_form_step) {
  term_ctx *c = term_ctx_new();
  term_sort b32 = term_sort_bv(c, 32);
  term_ref i = term_var(c, "i", b32), n = term_var(c, "n", b32), s = term_var(c, "s", b32);
  term_ref i1 = mk(c, OP_BVADD, i, bv(c, 32, 1));
  term_ref step = term_not(c, term_eq(c, mk(c, OP_BVADD, s, i), tri(c, i1)));
  term_ref q[3] = {term_eq(c, s, tri(c, i)), step, mk(c, OP_BVULT, i, n)};
  cr_assert_eq(poly_refutes(c, q, 3), 1, "s = tri(i) and i < n give s + i = tri(i + 1)");
  /* without i < n: i = 2^32 - 1 makes tri(i + 1) = 0 and s + i = 2^31 */
  cr_assert_eq(poly_refutes(c, q, 2), 0);
  /* a wrong closed form: the even case with n + 1 in place of n - 1 */
  term_ref bad = term_ite(c, term_eq(c, mk(c, OP_BVUREM, i1, bv(c, 32, 2)), bv(c, 32, 0)),
                          mk(c, OP_BVMUL, mk(c, OP_BVUDIV, i1, bv(c, 32, 2)), mk(c, OP_BVADD, i1, bv(c, 32, 1))),
                          mk(c, OP_BVMUL, i1, mk(c, OP_BVUDIV, i, bv(c, 32, 2))));
  term_ref q2[3] = {q[0], term_not(c, term_eq(c, mk(c, OP_BVADD, s, i), bad)), q[2]};
  cr_assert_eq(poly_refutes(c, q2, 3), 0);
  /* a linear query is left to the solver */
  term_ref q3[1] = {term_not(c, term_eq(c, mk(c, OP_BVADD, i, n), mk(c, OP_BVADD, n, i)))};
  cr_assert_eq(poly_refutes(c, q3, 1), 0);
  term_ctx_free(c);
}

/* a random term over x, y of width 8 */
static term_ref gen(term_ctx *c, term_ref x, term_ref y, int depth) {
  unsigned k = depth <= 0 ? (unsigned)(rnd() % 3) : (unsigned)(rnd() % 10);
  switch (k) {
  case 0: return x;
  case 1: return y;
  case 2: return bv(c, 8, rnd() % 8);
  case 3: return mk(c, OP_BVADD, gen(c, x, y, depth - 1), gen(c, x, y, depth - 1));
  case 4: return mk(c, OP_BVSUB, gen(c, x, y, depth - 1), gen(c, x, y, depth - 1));
  case 5: case 6: return mk(c, OP_BVMUL, gen(c, x, y, depth - 1), gen(c, x, y, depth - 1));
  case 7: return mk(c, OP_BVUDIV, gen(c, x, y, depth - 1), bv(c, 8, 1u << (rnd() % 3)));
  case 8: return mk(c, OP_BVUREM, gen(c, x, y, depth - 1), bv(c, 8, 2));
  default:
    return term_ite(c, term_eq(c, mk(c, OP_BVUREM, gen(c, x, y, depth - 1), bv(c, 8, 2)), bv(c, 8, 0)),
                    gen(c, x, y, depth - 1), gen(c, x, y, depth - 1));
  }
}

/* t rewritten into an equal term (x as 2 (x / 2) + x % 2, products distributed, operands swapped),
 * or with probability 1/8 per constant a different one */
static term_ref rewrite(term_ctx *c, term_ref t) {
  term_op op = term_op_of(c, t);
  if (op == OP_VAR)
    return rnd() % 2 ? t : mk(c, OP_BVADD, mk(c, OP_BVMUL, bv(c, 8, 2), mk(c, OP_BVUDIV, t, bv(c, 8, 2))), mk(c, OP_BVUREM, t, bv(c, 8, 2)));
  if (op == OP_BV_CONST) return rnd() % 8 ? t : bv(c, 8, (uint64_t)term_bv_value(c, t) + 1);
  unsigned n = term_nargs(c, t);
  term_ref a[3];
  for (unsigned i = 0; i < n && i < 3; i++) a[i] = term_sort_kind_of(c, term_sort_of(c, term_arg(c, t, i))) == TS_BV ? rewrite(c, term_arg(c, t, i)) : term_arg(c, t, i);
  if ((op == OP_BVADD || op == OP_BVMUL) && rnd() % 2) return mk(c, op, a[1], a[0]);
  if (op == OP_BVMUL && rnd() % 2) /* (a - 1) b + b */
    return mk(c, OP_BVADD, mk(c, OP_BVMUL, mk(c, OP_BVSUB, a[0], bv(c, 8, 1)), a[1]), a[1]);
  if (op == OP_ITE) return term_ite(c, term_arg(c, t, 0), a[1], a[2]);
  return term_rebuild(c, t, a);
}

static uint64_t eval8(term_ctx *c, term_ref t, term_ref x, term_ref y, unsigned xv, unsigned yv) {
  term_ref from[2] = {x, y}, to[2] = {bv(c, 8, xv), bv(c, 8, yv)};
  term_ref v = term_subst(c, t, 2, from, to);
  cr_assert(term_is_const(c, v));
  return (uint64_t)term_bv_value(c, v);
}

Test(poly, sound_against_enumeration) {
  term_ctx *c = term_ctx_new();
  term_sort b8 = term_sort_bv(c, 8);
  term_ref x = term_var(c, "x", b8), y = term_var(c, "y", b8);
  int refuted = 0, trials = 300;
  for (int t = 0; t < trials; t++) {
    term_ref a = gen(c, x, y, 3), b = rewrite(c, a);
    unsigned bound = 1 + (unsigned)(rnd() % 256);
    term_ref q[2] = {term_not(c, term_eq(c, a, b)), bound < 256 ? mk(c, OP_BVULT, x, bv(c, 8, bound)) : term_true(c)};
    if (!poly_refutes(c, q, 2)) continue;
    refuted++;
    /* refuted: a = b wherever x < bound, on every x and y */
    for (unsigned xv = 0; xv < (bound < 256 ? bound : 256); xv++)
      for (unsigned yv = 0; yv < 256; yv += 1 + (unsigned)(rnd() % 3))
        cr_assert_eq(eval8(c, a, x, y, xv, yv), eval8(c, b, x, y, xv, yv), "trial %d refuted but x=%u y=%u differs", t, xv, yv);
  }
  /* the test means something only when poly_refutes often answers */
  cr_assert_gt(refuted, trials / 10, "only %d of %d refuted", refuted, trials);
  term_ctx_free(c);
}
