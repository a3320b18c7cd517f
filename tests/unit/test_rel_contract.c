/* test_rel_contract.c — the contract expression subset (rel/contract.h, docs/contracts.md) against
 * gcc's own arithmetic: each expression is evaluated by Equiv's terms on random arguments and by
 * the same C expression compiled here over __int128 (wide enough that nothing overflows, so it is
 * ACSL's mathematical value; / and % truncate towards zero in both, C11 6.5.5p6); the parser's
 * errors and their places; validity of x + 1 > x (mathematical, not wrapping). */
#include <criterion/criterion.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "rel/contract.h"
#include "sym/smt.h"
#include "sym/term.h"

typedef __int128 i128;

/* the expression in the subset's spelling, and the same in C over a, b, r */
#define EXPRS(X)                                                  \
  X("a / 3 + b % 5 * 7 < \\result", a / 3 + b % 5 * 7 < r)                  \
  X("-a * b == \\result", -a * b == r)                                      \
  X("0 <= a < b <= \\result", 0 <= a && a < b && b <= r)                    \
  X("a * b + \\result > a * 2147483647", a * b + r > a * 2147483647)        \
  X("(a == 0) ==> (b != \\result)", !(a == 0) || (b != r))                  \
  X("!(a < b) <==> a >= b", (!(a < b)) == (a >= b))                  \
  X("a % 7 - b / 2 >= -\\result % 3", a % 7 - b / 2 >= -r % 3)              \
  X("a - b - \\result == a - (b + \\result)", a - b - r == a - (b + r))            \
  X("\\old(a) + 2147483647 > a || a < -1 && b > 0x10", a + 2147483647 > a || (a < -1 && b > 0x10))

typedef struct sample { const char *text; } sample;
#define X(t, c) {t},
static sample S[] = {EXPRS(X)};
#undef X
/* the row's C expression, over __int128 */
static int ref(int k, i128 a, i128 b, i128 r) {
  int i = 0;
#define X(t, c) if (k == i++) return (c);
  EXPRS(X)
#undef X
  return -1;
}

static int holds(term_ctx *tc, term_ref t) {
  smt_solver *s = smt_z3_new(tc);
  smt_assert(s, t);
  smt_result r = smt_check(s, 20000);
  smt_free(s);
  cr_assert(r != SMT_UNKNOWN);
  return r == SMT_SAT;
}

Test(contract, expressions_as_gcc_computes_them) {
  arena *a = arena_new();
  uint64_t seed = 12345;
  int32_t edge[] = {INT32_MIN, INT32_MIN + 1, -7, -1, 0, 1, 2, 3, 5, 16, INT32_MAX};
  for (size_t k = 0; k < sizeof S / sizeof S[0]; k++) {
    const rel_cexpr *e;
    char why[200];
    size_t at;
    cr_assert_eq(rel_cexpr_parse(S[k].text, 1, &e, a, why, sizeof why, &at), 0, "%s: %s", S[k].text, why);
    for (int n = 0; n < 14; n++) { /* half at the edges, half random: 126 solver checks */
      int32_t v[3];
      for (int j = 0; j < 3; j++) {
        seed = seed * 6364136223846793005ull + 1442695040888963407ull;
        v[j] = (n & 1) ? edge[(seed >> 33) % (sizeof edge / sizeof edge[0])] : (int32_t)(seed >> 32);
      }
      term_ctx *tc = term_ctx_new();
      term_ref args[2] = {term_bv(tc, 32, (uint32_t)v[0]), term_bv(tc, 32, (uint32_t)v[1])};
      const char *names[2] = {"a", "b"};
      int sg[2] = {1, 1};
      term_ref t = rel_cexpr_term(tc, e, 2, names, args, sg, term_bv(tc, 32, (uint32_t)v[2]), 1, why, sizeof why);
      cr_assert(t != TERM_NULL, "%s: %s", S[k].text, why);
      int want = ref((int)k, v[0], v[1], v[2]);
      cr_assert_eq(holds(tc, t), want, "%s at a=%d b=%d r=%d: gcc says %d", S[k].text, v[0], v[1], v[2], want);
      term_ctx_free(tc);
    }
  }
  arena_free(a);
}

Test(contract, mathematical_not_wrapping) {
  /* ACSL 2.2.4: x + 1 > x for every int x (a wrapping 32-bit reading would fail at INT_MAX) */
  arena *a = arena_new();
  const rel_cexpr *e;
  char why[200];
  size_t at;
  cr_assert_eq(rel_cexpr_parse("x + 1 > x", 0, &e, a, why, sizeof why, &at), 0);
  term_ctx *tc = term_ctx_new();
  term_ref x = term_var(tc, "x", term_sort_bv(tc, 32));
  const char *names[1] = {"x"};
  int sg[1] = {1};
  term_ref t = rel_cexpr_term(tc, e, 1, names, &x, sg, TERM_NULL, 0, why, sizeof why);
  cr_assert_eq(holds(tc, term_not(tc, t)), 0);
  /* unsigned: 4294967295u + 1 is 4294967296, not 0 */
  sg[0] = 0;
  t = rel_cexpr_term(tc, e, 1, names, &x, sg, TERM_NULL, 0, why, sizeof why);
  cr_assert_eq(holds(tc, term_not(tc, t)), 0);
  term_ctx_free(tc);
  arena_free(a);
}

Test(contract, parse_errors_and_places) {
  struct { const char *text; int result; size_t at; const char *msg; } bad[] = {
    {"x >", 0, 3, "ends too early"},
    {"x + 1", 0, 0, "a condition is expected"},
    {"x / y > 0", 0, 4, "nonzero constant"},
    {"\\result > 0", 0, 0, "not defined in a precondition"},
    {"x > 0 )", 0, 6, "unexpected text"},
    {"(x > 0) + 1 > 0", 0, 8, "an integer is expected"},
    {"x > 0 && 3", 0, 9, "a condition is expected"},
  };
  arena *a = arena_new();
  for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
    const rel_cexpr *e;
    char why[200];
    size_t at = 999;
    cr_assert_eq(rel_cexpr_parse(bad[k].text, bad[k].result, &e, a, why, sizeof why, &at), -1, "%s", bad[k].text);
    cr_assert(strstr(why, bad[k].msg), "%s: %s", bad[k].text, why);
    cr_assert_eq(at, bad[k].at, "%s: at %zu", bad[k].text, at);
  }
  arena_free(a);
}

Test(contract, acsl_clauses) {
  arena *a = arena_new();
  rel_contract c = {0};
  char why[200];
  size_t at;
  cr_assert_eq(rel_contract_parse_acsl(" requires x >= 0;\n @ requires x < 10;\n @ assigns \\nothing;\n ensures \\result == x;\n"
                                       " decreases x; ", &c, a, why, sizeof why, &at), 0, "%s", why);
  cr_assert_str_eq(c.requires, "(x >= 0) && (x < 10)");
  cr_assert_str_eq(c.ensures, "\\result == x");
  cr_assert(c.dec != NULL);
  rel_contract d = {0};
  cr_assert_eq(rel_contract_parse_acsl(" requires x > 0;\n loop invariant x > 0; ", &d, a, why, sizeof why, &at), -1);
  cr_assert(strstr(why, "clause 'loop'"), "%s", why);
  cr_assert_eq(at, 18);
  arena_free(a);
}
