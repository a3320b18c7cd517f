/* One set of number rules for both TypeScript executors (ts_num.h), checked two ways:
 * - each rule over the term domain (ts_sym_num.c), its operands variables, evaluated by Z3 at edge
 *   and random doubles, equals the rule over doubles (what the interpreter computes), and the rule
 *   over doubles equals an independent reference written here from ECMA-262 (C's fmod for %, an
 *   exact ToInt32 by integers, Math.round by its definition);
 * - the symbolic executor's summary of each function of ts_sym/ops.ts, evaluated at edge and
 *   random inputs: exactly one case holds and it is what the interpreter does (the same value or
 *   the same uncaught exception). A rule changed in one executor only fails here. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/arena.h"
#include "core/diag.h"
#include "core/strbuf.h"
#include "lang/ts/ts.h"
#include "lang/ts/ts_num.h"
#include "lang/ts/ts_sym.h"
#include "rel/lang.h"
#include "sym/smt.h"

static uint64_t rng = 0x2545f4914f6cdd1dull;
static uint64_t next(void) {
  rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
  return rng;
}

static const double edge[] = {0.0, -0.0, 1, -1, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, 3, 7, -7, 31, 32, 33,
                              2147483647.0, 2147483648.0, -2147483648.0, -2147483649.0, 4294967295.0, 4294967296.0,
                              4294967297.5, 9007199254740991.0, 9007199254740992.0, 4503599627370497.0, 1e21, 1.5e300,
                              19342813113834066795298816.0, 5e-324, -5e-324, 1.7976931348623157e308, INFINITY, -INFINITY, NAN};

static double operand(void) {
  uint64_t r = next();
  if (r % 3 == 0) return edge[next() % (sizeof edge / sizeof edge[0])];
  if (r % 3 == 1) return (double)(int64_t)(next() % 20001) / 8.0 - 1250.0;
  uint64_t bits = next();
  double d;
  memcpy(&d, &bits, sizeof d);
  return d;
}

static int same(double a, double b) { return (isnan(a) && isnan(b)) || (a == b && signbit(a) == signbit(b)); }

/* references from the text of ECMA-262, independent of ts_num.c */
static uint32_t ref_uint32(double x) {
  if (!isfinite(x)) return 0;
  double m = fmod(trunc(x), 4294967296.0); /* exact: fmod is exact */
  if (m < 0) m += 4294967296.0;
  return (uint32_t)m;
}
static double ref_round(double x) {
  if (!isfinite(x) || x == 0) return x;
  if (x < 0 && x >= -0.5) return -0.0;
  double f = floor(x);
  return fabs(x) >= 4503599627370496.0 ? x : x - f >= 0.5 ? f + 1 : f;
}

enum { R_INT32, R_MOD, R_AND, R_SHL, R_SAR, R_SHR, R_NOT, R_IMUL, R_ROUND, R_SIGN, R_MAX, R_MIN, R_ISINT, R_ISSAFE, R_COUNT };

static ts_nv rule(const ts_ndom *D, int r, ts_nv x, ts_nv y) {
  switch (r) {
  case R_INT32: return D->from_i32(D->ud, ts_r_to_int32(D, x), 0);
  case R_MOD: return ts_r_mod(D, x, y);
  case R_AND: return ts_r_bitop(D, TI_AND, x, y);
  case R_SHL: return ts_r_bitop(D, TI_SHL, x, y);
  case R_SAR: return ts_r_bitop(D, TI_SAR, x, y);
  case R_SHR: return ts_r_bitop(D, TI_SHR, x, y);
  case R_NOT: return ts_r_bitnot(D, x);
  case R_IMUL: return ts_r_imul(D, x, y);
  case R_ROUND: return ts_r_round(D, x);
  case R_SIGN: return ts_r_sign(D, x);
  case R_MAX: return ts_r_max(D, x, y);
  case R_MIN: return ts_r_min(D, x, y);
  case R_ISINT: return ts_r_is_integer(D, x);
  default: return ts_r_is_safe_integer(D, x);
  }
}

static double reference(int r, double x, double y, int *is_truth) {
  *is_truth = r == R_ISINT || r == R_ISSAFE;
  int32_t a = (int32_t)ref_uint32(x), b = (int32_t)ref_uint32(y);
  switch (r) {
  case R_INT32: return a;
  case R_MOD: return fmod(x, y);
  case R_AND: return a & b;
  case R_SHL: return (int32_t)((uint32_t)a << (b & 31));
  case R_SAR: return a >> (b & 31); /* gcc: arithmetic */
  case R_SHR: return ref_uint32(x) >> (b & 31);
  case R_NOT: return ~a;
  case R_IMUL: return (int32_t)((uint32_t)a * (uint32_t)b);
  case R_ROUND: return ref_round(x);
  case R_SIGN: return isnan(x) || x == 0 ? x : x > 0 ? 1 : -1;
  case R_MAX: return isnan(x) || isnan(y) ? NAN : x == 0 && y == 0 ? (signbit(x) ? y : x) : x > y ? x : y;
  case R_MIN: return isnan(x) || isnan(y) ? NAN : x == 0 && y == 0 ? (signbit(x) ? x : y) : x < y ? x : y;
  case R_ISINT: return isfinite(x) && trunc(x) == x;
  default: return isfinite(x) && trunc(x) == x && fabs(x) <= 9007199254740991.0;
  }
}

Test(ts_sym, rules_terms_equal_doubles) {
  term_ctx *tc = term_ctx_new();
  ts_ndom td;
  ts_ndom_terms(&td, tc);
  term_sort f64 = term_sort_fp(tc, 11, 53);
  term_ref vx = term_var(tc, "x", f64), vy = term_var(tc, "y", f64);
  int checked = 0;
  for (int r = 0; r < R_COUNT; r++) {
    term_ref t = (term_ref)rule(&td, r, vx, vy);
    smt_solver *s = smt_z3_new(tc);
    for (int k = 0; k < 8; k++) {
      double x = operand(), y = k % 4 == 0 ? operand() : (double)(int64_t)(next() % 70) - 35;
      int truth;
      double want = reference(r, x, y, &truth);
      ts_nv c = rule(&ts_ndom_double, r, ts_nv_of(x), ts_nv_of(y));
      double got_c = truth ? (double)c : ts_nv_double(c);
      cr_assert(same(got_c, want), "rule %d at (%.17g, %.17g): doubles %.17g, reference %.17g", r, x, y, got_c, want);
      smt_push(s);
      smt_assert(s, term_eq(tc, vx, term_fp_from_double(tc, x)));
      smt_assert(s, term_eq(tc, vy, term_fp_from_double(tc, y)));
      cr_assert_eq(smt_check(s, 20000), SMT_SAT);
      term_ref v = smt_model_eval(s, t);
      cr_assert(v != TERM_NULL && term_is_const(tc, v));
      double got_t;
      if (truth) {
        got_t = v == term_true(tc);
      } else {
        uint64_t bits = (uint64_t)term_bv_value(tc, v);
        memcpy(&got_t, &bits, sizeof got_t);
      }
      cr_assert(same(got_t, got_c), "rule %d at (%.17g, %.17g): terms %.17g, doubles %.17g", r, x, y, got_t, got_c);
      smt_pop(s, 1);
      checked++;
    }
    smt_free(s);
  }
  cr_assert(checked >= R_COUNT * 8);
  term_ctx_free(tc);
}

/* ---- the executor against the interpreter */

static const uint16_t units[] = {'a', 'b', 'A', 'z', '0', ' ', 0xe9, 0x20ac, 0xd83d, 0xde00, 0xd800, 0xdc00, 0};

static void literal_num(double d, strbuf *sb) {
  if (isnan(d)) sb_puts(sb, "NaN");
  else if (isinf(d)) sb_puts(sb, d < 0 ? "-Infinity" : "Infinity");
  else if (d == 0 && signbit(d)) sb_puts(sb, "-0");
  else sb_printf(sb, "%.17g", d);
}

/* Checks the functions of path; strict: every function must be executed and every case that holds
 * exact (ops.ts); else functions the executor refuses and inputs it leaves unknown are skipped
 * (TS_SYM_EXTRA=FILE.ts: any program, e.g. a corpus one, by hand). Returns the inputs checked. */
/* A case's value under the model (v) equals the interpreter's result b: a boolean, or a double bit
 * for bit (NaN with NaN). */
static void value_agrees(term_ctx *tc, term_ref v, rel_vkind kind, const rel_behaviour *b, const char *fn, const char *args,
                         const char *shown) {
  cr_assert(v != TERM_NULL);
  if (kind == REL_V_BOOL) {
    cr_assert_eq((int)term_bv_value(tc, v), (int)b->value.bits, "%s(%s): symbolic %d, interpreter %s", fn, args,
                 (int)term_bv_value(tc, v), shown);
    return;
  }
  double x, y;
  uint64_t bits = (uint64_t)term_bv_value(tc, v), bb = b->value.bits;
  memcpy(&x, &bits, sizeof x), memcpy(&y, &bb, sizeof y);
  cr_assert(same(x, y), "%s(%s): symbolic %.17g, interpreter %s", fn, args, x, shown);
}

static int agree(const char *path, int strict);

Test(ts_sym, summaries_agree_with_the_interpreter) {
  const char *src = getenv("EQUIV_SRC");
  char path[4096];
  snprintf(path, sizeof path, "%s/tests/unit/ts_sym/ops.ts", src ? src : ".");
  cr_assert(agree(path, 1) >= 5 * 20);
  if (getenv("TS_SYM_EXTRA")) agree(getenv("TS_SYM_EXTRA"), 0);
}

static int agree(const char *path, int strict) {
  diag_ctx *d = diag_new();
  ts_program *p = ts_load(path, d);
  cr_assert(p, "the front end could not load %s", path);
  arena *a = arena_new();
  const char **names;
  int nf = ts_functions(p, &names, a), checked = 0;
  for (int f = 0; f < nf; f++) {
    int async, *has_default;
    const char **pn, **shapes;
    int n = ts_signature(p, names[f], &async, &pn, &has_default, &shapes, a);
    if (strict) cr_assert(n == 2);
    if (n > 4) continue;
    int ok = 1;
    for (int i = 0; i < n; i++) ok &= !strcmp(shapes[i], "n") || !strcmp(shapes[i], "b") || !strcmp(shapes[i], "s") || !strcmp(shapes[i], "[n");
    if (!ok) continue;
    term_ctx *tc = term_ctx_new();
    term_ref vars[4];
    for (int i = 0; i < n; i++) {
      char nm[8];
      snprintf(nm, sizeof nm, "in%d", i);
      vars[i] = term_var(tc, nm, shapes[i][0] == 'n' ? term_sort_fp(tc, 11, 53) : shapes[i][0] == 'b' ? term_sort_bv(tc, 1) : term_sort_bool(tc));
    }
    rel_sym_opts o = {0};
    rel_summary sum;
    char why[256];
    int rc = ts_symex(p, names[f], tc, vars, n, &o, &sum, a, why, sizeof why);
    if (!strict && rc < 0) {
      term_ctx_free(tc);
      continue;
    }
    cr_assert_eq(rc, 0, "%s: %s", names[f], why);
    smt_solver *s = smt_z3_new(tc);
    for (int k = 0; k < (strict ? 5 : 10); k++) {
      strbuf args = STRBUF_INIT;
      smt_push(s);
      for (int i = 0; i < n; i++) {
        if (i) sb_puts(&args, ", ");
        if (shapes[i][0] == 'b') {
          int bv = (int)(next() % 2);
          sb_puts(&args, bv ? "true" : "false");
          smt_assert(s, term_eq(tc, vars[i], term_bv(tc, 1, (uint64_t)bv)));
          continue;
        }
        if (shapes[i][0] == 'n') {
          double x = i == 1 && k % 2 ? (double)(int64_t)(next() % 9) - 2 : operand();
          literal_num(x, &args);
          smt_assert(s, term_eq(tc, vars[i], term_fp_from_double(tc, x)));
          continue;
        }
        int len = (int)(next() % 6);
        term_ref lv = term_var(tc, arena_printf(a, "in%d_len", i), term_sort_bv(tc, 8));
        smt_assert(s, term_eq(tc, lv, term_bv(tc, 8, (uint64_t)len)));
        sb_putc(&args, shapes[i][0] == 's' ? '"' : '[');
        for (int j = 0; j < len; j++) {
          if (shapes[i][0] == 's') {
            uint16_t u = units[next() % 12];
            sb_printf(&args, "\\u%04x", u);
            smt_assert(s, term_eq(tc, term_var(tc, arena_printf(a, "in%d_u%d", i, j), term_sort_bv(tc, 16)), term_bv(tc, 16, u)));
          } else {
            double x = next() % 2 ? operand() : (double)(next() % 5);
            if (j) sb_puts(&args, ", ");
            literal_num(x, &args);
            smt_assert(s, term_eq(tc, term_var(tc, arena_printf(a, "in%d_e%d", i, j), term_sort_fp(tc, 11, 53)),
                                  term_fp_from_double(tc, x)));
          }
        }
        sb_putc(&args, shapes[i][0] == 's' ? '"' : ']');
      }
      rel_behaviour b;
      const char *shown;
      cr_assert_eq(ts_run_args(p, names[f], sb_str(&args), 0, a, &b, &shown, why, sizeof why), 0, "%s", why);
      cr_assert_eq(smt_check(s, 30000), SMT_SAT);
      int hold = 0;
      for (int c = 0; c < sum.npaths; c++) {
        const rel_path *pa = &sum.paths[c];
        if (smt_model_eval(s, pa->guard) != term_true(tc)) continue;
        hold++;
        if (!strict && pa->kind == REL_P_UNKNOWN) continue;
        cr_assert_neq(pa->kind, REL_P_UNKNOWN, "%s(%s): unknown case: %s", names[f], sb_str(&args), pa->reason);
        cr_assert(!b.wrong, "%s(%s): the interpreter went wrong: %s", names[f], sb_str(&args), b.reason);
        cr_assert_eq(pa->okind, b.okind, "%s(%s): symbolic %d, interpreter %d", names[f], sb_str(&args), pa->okind, b.okind);
        if (b.okind == REL_O_PANICKED) {
          if (pa->value != TERM_NULL) continue; /* a template with a number's text as its argument */
          cr_assert_str_eq(pa->reason, b.message, "%s(%s): symbolic %s, interpreter %s", names[f], sb_str(&args), pa->reason, b.message);
          continue;
        }
        if (sum.rtype.kind != REL_V_FLOAT && sum.rtype.kind != REL_V_BOOL) continue; /* strings: an array term */
        value_agrees(tc, smt_model_eval(s, pa->value), sum.rtype.kind, &b, names[f], sb_str(&args), shown);
      }
      cr_assert_eq(hold, 1, "%s(%s): %d cases hold", names[f], sb_str(&args), hold);
      smt_pop(s, 1);
      sb_free(&args);
      checked++;
    }
    smt_free(s);
    term_ctx_free(tc);
  }
  arena_free(a);
  ts_program_free(p);
  diag_free(d);
  return checked;
}

/* ---- parameters of any length, as the loop cut takes them (ts_sym_wide.c) */

/* The cut's summary (rel_sym_opts.cut set: a string or array parameter is its length "in0_n" and
 * the function "in0_at" of the index) of each function of ts_sym/wide.ts — none has a loop, so the
 * summary is exact on every input — evaluated on 12 inputs per function, strings and arrays of up
 * to 14 units or elements and indices where the reading rules turn (-0, fractions, the length, NaN,
 * the infinities, 2^32), against the interpreter (a key the interpreter refuses is skipped). */
Test(ts_sym, parameters_of_any_length_read_as_the_interpreter_reads_them) {
  const char *src = getenv("EQUIV_SRC");
  char path[4096];
  snprintf(path, sizeof path, "%s/tests/unit/ts_sym/wide.ts", src ? src : ".");
  diag_ctx *d = diag_new();
  ts_program *p = ts_load(path, d);
  cr_assert(p, "the front end could not load %s", path);
  arena *a = arena_new();
  const char **names;
  int nf = ts_functions(p, &names, a), checked = 0;
  for (int f = 0; f < nf; f++) {
    int async, *has_default;
    const char **pn, **shapes;
    cr_assert_eq(ts_signature(p, names[f], &async, &pn, &has_default, &shapes, a), 2);
    char kind = shapes[0][0] == 's' ? 's' : shapes[0][1];
    term_ctx *tc = term_ctx_new();
    term_ref vars[2] = {term_var(tc, "in0", term_sort_bool(tc)), term_var(tc, "in1", term_sort_fp(tc, 11, 53))};
    rel_sym_opts o = {.cut = "h"};
    rel_summary sum;
    char why[256];
    cr_assert_eq(ts_symex(p, names[f], tc, vars, 2, &o, &sum, a, why, sizeof why), 0, "%s: %s", names[f], why);
    term_sort ix = term_sort_bv(tc, 32);
    term_fun at = term_fun_declare(tc, "in0_at", 1, &ix, kind == 's' ? term_sort_bv(tc, 16) : kind == 'n' ? term_sort_fp(tc, 11, 53) : term_sort_bv(tc, 1));
    smt_solver *s = smt_z3_new(tc);
    for (int k = 0; k < 12; k++) {
      int n = (int)(next() % 15);
      const double idx[] = {0.0, -0.0, 1, 1.5, n - 1, n, n + 1, -1, NAN, INFINITY, -INFINITY, 4294967296.0, 9, 12};
      double i = idx[next() % (sizeof idx / sizeof idx[0])];
      strbuf args = STRBUF_INIT;
      smt_push(s);
      smt_assert(s, term_eq(tc, term_var(tc, "in0_n", ix), term_bv(tc, 32, (uint64_t)n)));
      sb_putc(&args, kind == 's' ? '"' : '[');
      for (int j = 0; j < n; j++) {
        term_ref jt = term_bv(tc, 32, (uint64_t)j), e;
        if (kind == 's') {
          uint16_t u = next() % 3 ? 'a' : units[next() % 12];
          sb_printf(&args, "\\u%04x", u);
          e = term_bv(tc, 16, u);
        } else if (kind == 'n') {
          double x = operand();
          if (j) sb_puts(&args, ", ");
          literal_num(x, &args);
          e = term_fp_from_double(tc, x);
        } else {
          int b = (int)(next() % 2);
          sb_printf(&args, "%s%s", j ? ", " : "", b ? "true" : "false");
          e = term_bv(tc, 1, (uint64_t)b);
        }
        smt_assert(s, term_eq(tc, term_app(tc, at, &jt, 1), e));
      }
      sb_putc(&args, kind == 's' ? '"' : ']');
      sb_puts(&args, ", ");
      literal_num(i, &args);
      smt_assert(s, term_eq(tc, vars[1], term_fp_from_double(tc, i)));
      rel_behaviour b;
      const char *shown;
      cr_assert_eq(ts_run_args(p, names[f], sb_str(&args), 0, a, &b, &shown, why, sizeof why), 0, "%s", why);
      if (b.wrong) { /* the interpreter refuses a key that is no array index (1.5, -1, NaN, 2^32: node reads undefined) */
        smt_pop(s, 1);
        sb_free(&args);
        continue;
      }
      cr_assert_eq(smt_check(s, 30000), SMT_SAT);
      int hold = 0;
      for (int c = 0; c < sum.npaths; c++) {
        const rel_path *pa = &sum.paths[c];
        if (smt_model_eval(s, pa->guard) != term_true(tc)) continue;
        hold++;
        cr_assert_eq(pa->kind, REL_P_RETURNED, "%s(%s): %s", names[f], sb_str(&args), pa->reason);
        cr_assert_eq(b.okind, REL_O_RETURNED, "%s(%s): the interpreter's run did not return", names[f], sb_str(&args));
        value_agrees(tc, smt_model_eval(s, pa->value), sum.rtype.kind, &b, names[f], sb_str(&args), shown);
      }
      cr_assert_eq(hold, 1, "%s(%s): %d cases hold", names[f], sb_str(&args), hold);
      smt_pop(s, 1);
      sb_free(&args);
      checked++;
    }
    smt_free(s);
    term_ctx_free(tc);
  }
  cr_assert(checked >= 50, "%d inputs checked", checked);
  arena_free(a);
  ts_program_free(p);
  diag_free(d);
}
