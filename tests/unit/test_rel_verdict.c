/* test_rel_verdict.c — the verdict rules of rel/verdict.h on hand-built path summaries: a fake
 * language whose symbolic summaries and concrete runs are written here, one unsigned 32-bit input x.
 * Each test states the rule of docs/equiv-diff.md it exercises. */
#include <criterion/criterion.h>
#include <string.h>

#include "rel/verdict.h"

/* One version: its summary over the input variable x, and its concrete run on x. */
typedef struct fake {
  void (*sym)(term_ctx *tc, term_ref x, rel_summary *s, arena *a);
  rel_behaviour (*run)(uint32_t x, arena *a);
  rel_behaviour (*native)(uint32_t x, arena *a); /* the "real implementation" (fake_native_lang) */
} fake;

static void *f_load(const char *path, const rel_load_opts *o, diag_ctx *d) { (void)path, (void)o, (void)d; return NULL; }
static void f_unload(void *p) { (void)p; }
static int f_units(void *p, const char ***names, arena *a) {
  (void)p;
  const char **v = arena_alloc(a, sizeof(char *));
  v[0] = "f";
  *names = v;
  return 1;
}
static int f_inputs(void *p, const char *unit, rel_input **ins, arena *a, char *why, size_t whyn) {
  (void)p, (void)unit, (void)why, (void)whyn;
  rel_input *v = arena_alloc(a, sizeof(rel_input));
  memset(v, 0, sizeof *v);
  v->name = "x", v->kind = REL_IN_INT, v->width = 32, v->is_signed = 0, v->len_param = -1;
  *ins = v;
  return 1;
}
static rel_behaviour f_run(void *p, const char *unit, const rel_value *args, int nargs, long long fuel, arena *out) {
  (void)unit, (void)nargs, (void)fuel;
  return ((const fake *)p)->run((uint32_t)args[0].bits, out);
}
static int f_symex(void *p, const char *unit, term_ctx *tc, const term_ref *vars, int n, const rel_sym_opts *o,
                   rel_summary *out, arena *a, char *why, size_t whyn) {
  (void)unit, (void)n, (void)o, (void)why, (void)whyn;
  memset(out, 0, sizeof *out);
  out->rtype = (rel_rtype){REL_V_INT, 32, 0, 0};
  ((const fake *)p)->sym(tc, vars[0], out, a);
  return 0;
}
static const rel_lang fake_lang = {.name = "fake", .load = f_load, .unload = f_unload, .units = f_units,
                                   .inputs = f_inputs, .run = f_run, .symex = f_symex};
static rel_behaviour f_native(void *p, const char *unit, const rel_value *args, int nargs, arena *out) {
  (void)unit, (void)nargs;
  return ((const fake *)p)->native((uint32_t)args[0].bits, out);
}
/* the same with a real implementation every counterexample is replayed on (Java's JVM) */
static const rel_lang fake_native_lang = {.name = "fake", .load = f_load, .unload = f_unload, .units = f_units,
                                          .inputs = f_inputs, .run = f_run, .symex = f_symex,
                                          .native_run = f_native, .native_name = "the fake machine",
                                          .native_in_check = 1};

/* Summary building. */
static void add(rel_summary *s, arena *a, rel_pkind k, term_ref g, term_ref v, const char *why) {
  rel_path *np = arena_alloc(a, sizeof(rel_path) * (size_t)(s->npaths + 1));
  if (s->npaths) memcpy(np, s->paths, sizeof(rel_path) * (size_t)s->npaths);
  np[s->npaths++] = (rel_path){.kind = k, .guard = g, .value = v, .reason = why, .loc = "t.c:1:1"};
  s->paths = np;
}
static term_ref bv(term_ctx *tc, uint64_t v) { return term_bv(tc, 32, v); }
static term_ref eqc(term_ctx *tc, term_ref x, uint64_t v) { return term_eq(tc, x, bv(tc, v)); }
static rel_behaviour ret(arena *a, uint32_t v) { return rel_returned(a, rel_v_int(v, 32, 0), NULL, 0); }
static rel_behaviour wrong(arena *a, const char *why) { return rel_went_wrong(a, REL_W_UB, why, "t.c:1:1"); }

static rel_verdict decide(const fake *o, const fake *n, unsigned timeout_ms, arena *a) {
  rel_check_opts opts = {0};
  opts.timeout_ms = timeout_ms;
  opts.R = rel_relation_default();
  rel_verdict v;
  rel_check_unit(&fake_lang, (void *)o, (void *)n, "f", &opts, &v, a);
  return v;
}

/* x + 1, written two ways */
static void s_inc(term_ctx *tc, term_ref x, rel_summary *s, arena *a) {
  add(s, a, REL_P_RETURNED, term_true(tc), term_mk2(tc, OP_BVADD, x, bv(tc, 1)), NULL);
}
static void s_inc2(term_ctx *tc, term_ref x, rel_summary *s, arena *a) {
  add(s, a, REL_P_RETURNED, term_true(tc), term_mk2(tc, OP_BVSUB, x, bv(tc, 0xffffffffu)), NULL);
}
static rel_behaviour r_inc(uint32_t x, arena *a) { return ret(a, x + 1); }

Test(verdict, complete_summaries_unsat_give_equivalent) {
  arena *a = arena_new();
  fake o = {s_inc, r_inc, NULL}, n = {s_inc2, r_inc, NULL};
  rel_verdict v = decide(&o, &n, 20000, a);
  cr_assert_eq(v.kind, REL_EQUIVALENT, "got %s (%s)", rel_verdict_name(v.kind), v.reason ? v.reason : "");
  cr_assert_not(v.has_cex);
  cr_assert_geq(v.obligations, 3, "Q1, Q2 and Q3 were all checked");
  arena_free(a);
}

/* a summary cut by a loop bound on x >= 10: never equivalent, the bound is the reason */
static void s_bounded(term_ctx *tc, term_ref x, rel_summary *s, arena *a) {
  term_ref small = term_mk2(tc, OP_BVULT, x, bv(tc, 10));
  add(s, a, REL_P_RETURNED, small, x, NULL);
  add(s, a, REL_P_UNKNOWN, term_not(tc, small), TERM_NULL, "bound reached: loop not finished within 10 iterations");
  s->bound_hits = 1;
}
static void s_id(term_ctx *tc, term_ref x, rel_summary *s, arena *a) { add(s, a, REL_P_RETURNED, term_true(tc), x, NULL); }
static rel_behaviour r_id(uint32_t x, arena *a) { return ret(a, x); }

Test(verdict, bound_hit_gives_unknown_never_equivalent) {
  arena *a = arena_new();
  fake o = {s_bounded, r_id, NULL}, n = {s_id, r_id, NULL};
  rel_verdict v = decide(&o, &n, 20000, a);
  cr_assert_eq(v.kind, REL_UNKNOWN, "got %s", rel_verdict_name(v.kind));
  cr_assert(strstr(v.reason, "bound reached"), "reason: %s", v.reason);
  cr_assert(strstr(v.reason, "no difference found"), "reason: %s", v.reason);
  arena_free(a);
}

/* an unsupported construct on some inputs: unknown naming it */
static void s_unsup(term_ctx *tc, term_ref x, rel_summary *s, arena *a) {
  add(s, a, REL_P_RETURNED, term_not(tc, eqc(tc, x, 3)), x, NULL);
  add(s, a, REL_P_UNKNOWN, eqc(tc, x, 3), TERM_NULL, "unsupported: printf in symbolic execution");
}

Test(verdict, unsupported_case_gives_unknown_with_its_reason) {
  arena *a = arena_new();
  fake o = {s_id, r_id, NULL}, n = {s_unsup, r_id, NULL};
  rel_verdict v = decide(&o, &n, 20000, a);
  cr_assert_eq(v.kind, REL_UNKNOWN);
  cr_assert(strstr(v.reason, "new version: unsupported: printf"), "reason: %s", v.reason);
  arena_free(a);
}

/* 100 / x: old goes wrong at 0, new returns 0 there */
static void s_div_old(term_ctx *tc, term_ref x, rel_summary *s, arena *a) {
  add(s, a, REL_P_WRONG, eqc(tc, x, 0), TERM_NULL, "division by zero");
  add(s, a, REL_P_RETURNED, term_not(tc, eqc(tc, x, 0)), term_mk2(tc, OP_BVUDIV, bv(tc, 100), x), NULL);
}
static void s_div_new(term_ctx *tc, term_ref x, rel_summary *s, arena *a) {
  add(s, a, REL_P_RETURNED, term_true(tc),
      term_ite(tc, eqc(tc, x, 0), bv(tc, 0), term_mk2(tc, OP_BVUDIV, bv(tc, 100), x)), NULL);
}
static rel_behaviour r_div_old(uint32_t x, arena *a) { return x == 0 ? wrong(a, "division by zero") : ret(a, 100 / x); }
static rel_behaviour r_div_new(uint32_t x, arena *a) { return ret(a, x == 0 ? 0 : 100 / x); }

Test(verdict, old_wrong_new_safe_gives_changed_only_where_old_unsafe) {
  arena *a = arena_new();
  fake o = {s_div_old, r_div_old, NULL}, n = {s_div_new, r_div_new, NULL};
  rel_verdict v = decide(&o, &n, 20000, a);
  cr_assert_eq(v.kind, REL_CHANGED_ONLY_WHERE_OLD_UNSAFE, "got %s (%s)", rel_verdict_name(v.kind), v.reason ? v.reason : "");
  cr_assert(v.has_cex);
  cr_assert_eq(v.args[0].bits, 0, "the witness is x = 0");
  cr_assert(v.old_b.wrong && !v.new_b.wrong, "replayed: old goes wrong, new completes");
  arena_free(a);
}

/* both go wrong on the same inputs (with other reasons): still equivalent */
static void s_div_new_wrong(term_ctx *tc, term_ref x, rel_summary *s, arena *a) {
  add(s, a, REL_P_WRONG, eqc(tc, x, 0), TERM_NULL, "another reason");
  add(s, a, REL_P_RETURNED, term_not(tc, eqc(tc, x, 0)), term_mk2(tc, OP_BVUDIV, bv(tc, 100), x), NULL);
}

Test(verdict, both_wrong_on_the_same_inputs_is_equivalent) {
  arena *a = arena_new();
  fake o = {s_div_old, r_div_old, NULL}, n = {s_div_new_wrong, r_div_old, NULL};
  rel_verdict v = decide(&o, &n, 20000, a);
  cr_assert_eq(v.kind, REL_EQUIVALENT, "got %s (%s)", rel_verdict_name(v.kind), v.reason ? v.reason : "");
  arena_free(a);
}

/* a difference at one input the probes do not try: found by the solver and replayed */
static void s_bump(term_ctx *tc, term_ref x, rel_summary *s, arena *a) {
  add(s, a, REL_P_RETURNED, term_true(tc), term_ite(tc, eqc(tc, x, 123457), bv(tc, 0), x), NULL);
}
static rel_behaviour r_bump(uint32_t x, arena *a) { return ret(a, x == 123457 ? 0 : x); }

Test(verdict, a_replayed_difference_gives_behaviour_changed) {
  arena *a = arena_new();
  fake o = {s_id, r_id, NULL}, n = {s_bump, r_bump, NULL};
  rel_verdict v = decide(&o, &n, 20000, a);
  cr_assert_eq(v.kind, REL_BEHAVIOUR_CHANGED, "got %s (%s)", rel_verdict_name(v.kind), v.reason ? v.reason : "");
  cr_assert_eq(v.args[0].bits, 123457);
  cr_assert_eq(v.old_b.value.bits, 123457);
  cr_assert_eq(v.new_b.value.bits, 0);
  arena_free(a);
}

/* new goes wrong where old completes: a change too */
static void s_new_wrong(term_ctx *tc, term_ref x, rel_summary *s, arena *a) {
  add(s, a, REL_P_WRONG, eqc(tc, x, 99991), TERM_NULL, "overflow");
  add(s, a, REL_P_RETURNED, term_not(tc, eqc(tc, x, 99991)), x, NULL);
}
static rel_behaviour r_new_wrong(uint32_t x, arena *a) { return x == 99991 ? wrong(a, "overflow") : ret(a, x); }

Test(verdict, new_wrong_where_old_safe_gives_behaviour_changed) {
  arena *a = arena_new();
  fake o = {s_id, r_id, NULL}, n = {s_new_wrong, r_new_wrong, NULL};
  rel_verdict v = decide(&o, &n, 20000, a);
  cr_assert_eq(v.kind, REL_BEHAVIOUR_CHANGED);
  cr_assert(v.new_b.wrong && !v.old_b.wrong);
  arena_free(a);
}

/* the new summary claims a difference its concrete run does not show (a bug in an executor):
 * the verdict must not report it, and says so */
static void s_lie(term_ctx *tc, term_ref x, rel_summary *s, arena *a) {
  add(s, a, REL_P_RETURNED, term_true(tc), term_ite(tc, eqc(tc, x, 424243), bv(tc, 1), x), NULL);
}

Test(verdict, replay_mismatch_gives_unknown_not_a_counterexample) {
  arena *a = arena_new();
  fake o = {s_id, r_id, NULL}, n = {s_lie, r_id, NULL};
  rel_verdict v = decide(&o, &n, 20000, a);
  cr_assert_eq(v.kind, REL_UNKNOWN, "got %s", rel_verdict_name(v.kind));
  cr_assert(strstr(v.reason, "did not replay"), "reason: %s", v.reason);
  json_t *j = rel_verdict_json(&v, "f");
  cr_assert(json_is_null(json_object_get(j, "counterexample")), "no counterexample is reported");
  json_decref(j);
  arena_free(a);
}

/* the budget bounds the whole verdict: with 1 ms nothing can be decided */
Test(verdict, exhausted_budget_gives_unknown_time_limit) {
  arena *a = arena_new();
  fake o = {s_div_old, r_div_old, NULL}, n = {s_div_new, r_div_new, NULL};
  rel_verdict v = decide(&o, &n, 1, a);
  cr_assert_eq(v.kind, REL_UNKNOWN, "got %s", rel_verdict_name(v.kind));
  cr_assert(strstr(v.reason, "time limit"), "reason: %s", v.reason);
  arena_free(a);
}

/* the outcome relation on concrete behaviours: NaN relates to every NaN, -0.0 not to 0.0, going
 * wrong to nothing */
Test(verdict, relation_nan_and_signed_zero) {
  arena *a = arena_new();
  rel_relation R = rel_relation_default();
  rel_value qnan = {.kind = REL_V_FLOAT, .width = 64, .bits = UINT64_C(0x7ff8000000000000)};
  rel_value snan = {.kind = REL_V_FLOAT, .width = 64, .bits = UINT64_C(0xfff0000000000001)};
  rel_behaviour x = rel_returned(a, qnan, NULL, 0), y = rel_returned(a, snan, NULL, 0);
  cr_assert(rel_related(&R, &x, &y));
  rel_behaviour pz = rel_returned(a, rel_v_double(0.0), NULL, 0), nz = rel_returned(a, rel_v_double(-0.0), NULL, 0);
  cr_assert_not(rel_related(&R, &pz, &nz));
  rel_behaviour w = wrong(a, "ub");
  cr_assert_not(rel_related(&R, &w, &w));
  arena_free(a);
}

/* ---- going wrong by a limit of Equiv is never evidence (issue 9, item 1) ---------------------- */

static rel_behaviour unsup(arena *a) { return rel_went_wrong(a, REL_W_UNSUPPORTED, "union", "t.c:2:2"); }
static rel_behaviour nofuel(arena *a) { return rel_went_wrong(a, REL_W_OUT_OF_FUEL, "fuel exhausted", "t.c:2:2"); }

/* the new version's concrete runs meet an unsupported construct on every input; its summary says
 * the same as an unknown case. Before the fix the probes reported behaviour_changed at x = 0. */
static void s_unsup_all(term_ctx *tc, term_ref x, rel_summary *s, arena *a) {
  (void)x;
  add(s, a, REL_P_UNKNOWN, term_true(tc), TERM_NULL, "unsupported: union");
}
static rel_behaviour r_unsup(uint32_t x, arena *a) { (void)x; return unsup(a); }
static rel_behaviour r_nofuel(uint32_t x, arena *a) { return x < 1000 ? ret(a, x) : nofuel(a); }

Test(verdict, unsupported_in_a_concrete_run_is_never_a_difference) {
  arena *a = arena_new();
  fake o = {s_id, r_id, NULL}, n = {s_unsup_all, r_unsup, NULL};
  rel_verdict v = decide(&o, &n, 20000, a);
  cr_assert_eq(v.kind, REL_UNKNOWN, "got %s", rel_verdict_name(v.kind));
  cr_assert(strstr(v.reason, "unsupported"), "reason: %s", v.reason);
  arena_free(a);
}

Test(verdict, out_of_fuel_in_a_concrete_run_is_never_a_difference) {
  arena *a = arena_new();
  /* the summary is the identity (what the function does); the runs give up on large x */
  fake o = {s_id, r_id, NULL}, n = {s_id, r_nofuel, NULL};
  rel_verdict v = decide(&o, &n, 20000, a);
  cr_assert_neq(v.kind, REL_BEHAVIOUR_CHANGED, "a fuel bound is not a behaviour");
  cr_assert_neq(v.kind, REL_CHANGED_ONLY_WHERE_OLD_UNSAFE);
  arena_free(a);
}

/* the solver finds an input on which the summaries differ, and the replay of the new version meets
 * a limit there: unknown, naming the limit, with no counterexample */
static rel_behaviour r_bump_nofuel(uint32_t x, arena *a) { return x == 123457 ? nofuel(a) : ret(a, x); }

Test(verdict, a_solver_difference_whose_replay_meets_a_limit_is_unknown) {
  arena *a = arena_new();
  fake o = {s_id, r_id, NULL}, n = {s_bump, r_bump_nofuel, NULL};
  rel_verdict v = decide(&o, &n, 20000, a);
  cr_assert_eq(v.kind, REL_UNKNOWN, "got %s", rel_verdict_name(v.kind));
  cr_assert(strstr(v.reason, "limit of Equiv") && strstr(v.reason, "out_of_fuel"), "reason: %s", v.reason);
  json_t *j = rel_verdict_json(&v, "f");
  cr_assert(json_is_null(json_object_get(j, "counterexample")));
  json_decref(j);
  arena_free(a);
}

/* old goes wrong at x = 0 by a limit (unsupported), not by a behaviour: no old-unsafe verdict */
static rel_behaviour r_div_old_unsup(uint32_t x, arena *a) { return x == 0 ? unsup(a) : ret(a, 100 / x); }

Test(verdict, old_unsupported_is_not_old_unsafe) {
  arena *a = arena_new();
  fake o = {s_div_old, r_div_old_unsup, NULL}, n = {s_div_new, r_div_new, NULL};
  rel_verdict v = decide(&o, &n, 20000, a);
  cr_assert_eq(v.kind, REL_UNKNOWN, "got %s", rel_verdict_name(v.kind));
  arena_free(a);
}

/* COBOL's undefined results are going wrong of the program, as C's undefined behaviour is */
static rel_behaviour r_div_old_undef(uint32_t x, arena *a) {
  return x == 0 ? rel_went_wrong(a, REL_W_UNDEFINED_RESULT, "subscript out of range", "P.cbl:9:12") : ret(a, 100 / x);
}

Test(verdict, undefined_result_qualifies_for_changed_only_where_old_unsafe) {
  arena *a = arena_new();
  fake o = {s_div_old, r_div_old_undef, NULL}, n = {s_div_new, r_div_new, NULL};
  rel_verdict v = decide(&o, &n, 20000, a);
  cr_assert_eq(v.kind, REL_CHANGED_ONLY_WHERE_OLD_UNSAFE, "got %s (%s)", rel_verdict_name(v.kind), v.reason ? v.reason : "");
  arena_free(a);
}

Test(verdict, rel_compare_table) {
  arena *a = arena_new();
  rel_relation R = rel_relation_default();
  rel_behaviour r1 = ret(a, 1), r2 = ret(a, 2), ub = wrong(a, "x"), un = unsup(a), nf = nofuel(a);
  cr_assert_eq(rel_compare(&R, &r1, &r1), REL_CMP_RELATED);
  cr_assert_eq(rel_compare(&R, &r1, &r2), REL_CMP_DIFFERS);
  cr_assert_eq(rel_compare(&R, &r1, &ub), REL_CMP_DIFFERS);
  cr_assert_eq(rel_compare(&R, &ub, &r1), REL_CMP_OLD_UNSAFE);
  cr_assert_eq(rel_compare(&R, &ub, &ub), REL_CMP_RELATED);
  cr_assert_eq(rel_compare(&R, &r1, &un), REL_CMP_INCONCLUSIVE);
  cr_assert_eq(rel_compare(&R, &r1, &nf), REL_CMP_INCONCLUSIVE);
  cr_assert_eq(rel_compare(&R, &un, &r1), REL_CMP_INCONCLUSIVE);
  cr_assert_eq(rel_compare(&R, &ub, &nf), REL_CMP_INCONCLUSIVE);
  arena_free(a);
}

/* A counterexample replayed on the real implementation too (rel_lang.native_in_check): agreement
 * is reported; a disagreement is never dropped; a difference the real implementation does not
 * show is no behaviour_changed. */
static rel_verdict decide_native(const fake *o, const fake *n, arena *a) {
  rel_check_opts opts = {0};
  opts.timeout_ms = 20000;
  opts.R = rel_relation_default();
  rel_verdict v;
  rel_check_unit(&fake_native_lang, (void *)o, (void *)n, "f", &opts, &v, a);
  return v;
}
static rel_behaviour r_bump7(uint32_t x, arena *a) { return ret(a, x == 123457 ? 7 : x); }
static rel_behaviour r_cannot(uint32_t x, arena *a) {
  (void)x;
  return rel_went_wrong(a, REL_W_UNSUPPORTED, "the fake machine is not installed", "?");
}

Test(verdict, native_replay_that_agrees_is_reported) {
  arena *a = arena_new();
  fake o = {s_id, r_id, r_id}, n = {s_bump, r_bump, r_bump};
  rel_verdict v = decide_native(&o, &n, a);
  cr_assert_eq(v.kind, REL_BEHAVIOUR_CHANGED, "got %s (%s)", rel_verdict_name(v.kind), v.reason ? v.reason : "");
  cr_assert(v.has_native);
  cr_assert_eq(v.native_agrees, 1);
  cr_assert_null(v.native_note);
  cr_assert_eq(v.native_new_b.value.bits, 0);
  json_t *j = rel_verdict_json(&v, "f");
  json_t *nv = json_object_get(json_object_get(j, "counterexample"), "native");
  cr_assert(json_is_true(json_object_get(nv, "agrees")));
  cr_assert_str_eq(json_string_value(json_object_get(nv, "implementation")), "the fake machine");
  json_decref(j);
  arena_free(a);
}

Test(verdict, native_replay_that_disagrees_on_one_side_is_reported) {
  arena *a = arena_new();
  fake o = {s_id, r_id, r_id}, n = {s_bump, r_bump, r_bump7};
  rel_verdict v = decide_native(&o, &n, a);
  /* the real implementation differs too (123457 against 7): the change stands, the disagreement on
   * the new side is in the verdict */
  cr_assert_eq(v.kind, REL_BEHAVIOUR_CHANGED);
  cr_assert_eq(v.native_agrees, 0);
  cr_assert(v.native_note && strstr(v.native_note, "new DISAGREES: the fake machine returned 7"), "%s", v.native_note);
  json_t *j = rel_verdict_json(&v, "f");
  json_t *nv = json_object_get(json_object_get(j, "counterexample"), "native");
  cr_assert(json_is_false(json_object_get(nv, "agrees")));
  cr_assert(json_is_string(json_object_get(nv, "note")));
  json_decref(j);
  arena_free(a);
}

Test(verdict, native_replay_without_a_difference_is_no_behaviour_changed) {
  arena *a = arena_new();
  fake o = {s_id, r_id, r_id}, n = {s_bump, r_bump, r_id};
  rel_verdict v = decide_native(&o, &n, a);
  cr_assert_eq(v.kind, REL_UNKNOWN, "got %s", rel_verdict_name(v.kind));
  cr_assert_eq(v.code, REL_R_REPLAY);
  cr_assert(strstr(v.reason, "shows no difference on the fake machine"), "%s", v.reason);
  cr_assert_eq(v.native_agrees, 0);
  arena_free(a);
}

Test(verdict, native_replay_that_cannot_run_leaves_agreement_open) {
  arena *a = arena_new();
  fake o = {s_id, r_id, r_cannot}, n = {s_bump, r_bump, r_bump};
  rel_verdict v = decide_native(&o, &n, a);
  cr_assert_eq(v.kind, REL_BEHAVIOUR_CHANGED);
  cr_assert_eq(v.native_agrees, -1);
  cr_assert(strstr(v.native_note, "old not run on the fake machine: the fake machine is not installed"), "%s", v.native_note);
  json_t *j = rel_verdict_json(&v, "f");
  cr_assert(json_is_null(json_object_get(json_object_get(json_object_get(j, "counterexample"), "native"), "agrees")));
  json_decref(j);
  arena_free(a);
}
