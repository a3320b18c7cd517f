/* test_rel_core.c — the relational core across two languages: a fake pair of languages, one that
 * writes EBCDIC records to SYSOUT and abends, one that writes Latin-1 (or UTF-8) records to
 * stdout and exits, related by an outcome relation loaded from JSON (docs/relation-json.md). The
 * four verdicts, vacuity, panics, and counterexamples replayed on both sides. Each fake language's
 * summaries and concrete runs are written here and agree with each other. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "rel/verdict.h"

/* One unit: its symbolic summary over x (unsigned 32 bits) and its concrete run. */
typedef struct fake {
  void (*sym)(term_ctx *tc, term_ref x, rel_summary *s, arena *a);
  rel_behaviour (*run)(uint32_t x, arena *a);
} fake;

static void *f_load(const char *path, const rel_load_opts *o, diag_ctx *d) { (void)path, (void)o, (void)d; return NULL; }
static void f_unload(void *p) { (void)p; }
static int f_units(void *p, const char ***names, arena *a) {
  (void)p;
  const char **v = arena_alloc(a, sizeof(char *));
  v[0] = "job";
  *names = v;
  return 1;
}
static int f_inputs(void *p, const char *unit, rel_input **ins, arena *a, char *why, size_t whyn) {
  (void)p, (void)unit, (void)why, (void)whyn;
  rel_input *v = arena_alloc(a, sizeof(rel_input));
  memset(v, 0, sizeof *v);
  v->name = "x", v->kind = REL_IN_INT, v->width = 32, v->is_signed = 0, v->len_param = -1;
  v->type = rel_t_int(a, 32, 0);
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
  out->rtype = (rel_rtype){REL_V_VOID, 0, 0, 0};
  ((const fake *)p)->sym(tc, vars[0], out, a);
  return 0;
}
/* two languages with the same machinery: what tells them apart is their streams and encodings */
static const rel_lang ebc_lang = {.name = "ebc", .load = f_load, .unload = f_unload, .units = f_units,
                                  .inputs = f_inputs, .run = f_run, .symex = f_symex};
static const rel_lang lat_lang = {.name = "lat", .load = f_load, .unload = f_unload, .units = f_units,
                                  .inputs = f_inputs, .run = f_run, .symex = f_symex};

/* ---- building summaries and runs ---- */

static void add(rel_summary *s, arena *a, rel_path p) {
  rel_path *np = arena_alloc(a, sizeof(rel_path) * (size_t)(s->npaths + 1));
  if (s->npaths) memcpy(np, s->paths, sizeof(rel_path) * (size_t)s->npaths);
  if (!p.loc) p.loc = "t:1:1";
  np[s->npaths++] = p;
  s->paths = np;
}
/* a record of bytes `text` on stream, where guard holds */
static void rec(rel_summary *s, arena *a, term_ctx *tc, term_ref g, const char *stream, const char *text) {
  rel_out_event *ne = arena_alloc(a, sizeof(rel_out_event) * (size_t)(s->nout + 1));
  if (s->nout) memcpy(ne, s->out, sizeof(rel_out_event) * (size_t)s->nout);
  int n = (int)strlen(text);
  term_ref *args = arena_alloc(a, sizeof(term_ref) * (size_t)(n + 1));
  for (int i = 0; i < n; i++) args[i] = term_bv(tc, 8, (unsigned char)text[i]);
  ne[s->nout++] = (rel_out_event){.guard = g, .what = "record", .nargs = n, .args = args, .stream = stream};
  s->out = ne;
}
static term_ref eqc(term_ctx *tc, term_ref x, uint64_t v) { return term_eq(tc, x, term_bv(tc, 32, v)); }
static term_ref code(term_ctx *tc, long long c) { return term_bv(tc, 64, (uint64_t)c); }

static rel_behaviour ended(arena *a, rel_okind k, long long c, const char *stream, const char *text) {
  rel_record r = {stream, text, strlen(text)};
  int n = text ? 1 : 0;
  switch (k) {
  case REL_O_ABENDED: return rel_abended(a, c, &r, n);
  case REL_O_PANICKED: return rel_panicked(a, "boom", &r, n);
  default: return rel_exited(a, c, &r, n);
  }
}

/* "OK" in IBM-037 and in Latin-1 */
#define OK_EBCDIC "\xD6\xD2"
#define NO_EBCDIC "\xD5\xD6"

/* old (EBCDIC side): x == 0 abends 999; otherwise displays OK and ends with return code 0 */
static void s_ebc(term_ctx *tc, term_ref x, rel_summary *s, arena *a) {
  add(s, a, (rel_path){.kind = REL_P_RETURNED, .okind = REL_O_ABENDED, .guard = eqc(tc, x, 0), .value = code(tc, 999)});
  add(s, a, (rel_path){.kind = REL_P_RETURNED, .okind = REL_O_EXITED, .guard = term_not(tc, eqc(tc, x, 0)), .value = code(tc, 0)});
  rec(s, a, tc, term_not(tc, eqc(tc, x, 0)), "SYSOUT", OK_EBCDIC);
}
static rel_behaviour r_ebc(uint32_t x, arena *a) {
  return x == 0 ? rel_abended(a, 999, NULL, 0) : ended(a, REL_O_EXITED, 0, "SYSOUT", OK_EBCDIC);
}
/* new (Latin-1 side): x == 0 exits 999; otherwise prints OK and exits 0 */
static void s_lat(term_ctx *tc, term_ref x, rel_summary *s, arena *a) {
  add(s, a, (rel_path){.kind = REL_P_RETURNED, .okind = REL_O_EXITED, .guard = eqc(tc, x, 0), .value = code(tc, 999)});
  add(s, a, (rel_path){.kind = REL_P_RETURNED, .okind = REL_O_EXITED, .guard = term_not(tc, eqc(tc, x, 0)), .value = code(tc, 0)});
  rec(s, a, tc, term_not(tc, eqc(tc, x, 0)), "stdout", "OK");
}
static rel_behaviour r_lat(uint32_t x, arena *a) {
  return x == 0 ? rel_exited(a, 999, NULL, 0) : ended(a, REL_O_EXITED, 0, "stdout", "OK");
}
/* new, changed: prints NO for x == 70000 (one record whose bytes are conditional, as an executor
 * that merges the two branches of an IF writes it) */
static void s_lat_changed(term_ctx *tc, term_ref x, rel_summary *s, arena *a) {
  term_ref z = eqc(tc, x, 0), c = eqc(tc, x, 70000);
  add(s, a, (rel_path){.kind = REL_P_RETURNED, .okind = REL_O_EXITED, .guard = z, .value = code(tc, 999)});
  add(s, a, (rel_path){.kind = REL_P_RETURNED, .okind = REL_O_EXITED, .guard = term_not(tc, z), .value = code(tc, 0)});
  rec(s, a, tc, term_not(tc, z), "stdout", "OK");
  term_ref *args = (term_ref *)s->out[s->nout - 1].args;
  args[0] = term_ite(tc, c, term_bv(tc, 8, 'N'), term_bv(tc, 8, 'O'));
  args[1] = term_ite(tc, c, term_bv(tc, 8, 'O'), term_bv(tc, 8, 'K'));
}
static rel_behaviour r_lat_changed(uint32_t x, arena *a) {
  return x == 0 ? rel_exited(a, 999, NULL, 0) : ended(a, REL_O_EXITED, 0, "stdout", x == 70000 ? "NO" : "OK");
}

static const char *write_relation(const char *json) {
  static char path[64];
  snprintf(path, sizeof path, "/tmp/equiv-rel-%d.json", (int)getpid());
  FILE *f = fopen(path, "w");
  cr_assert(f);
  fputs(json, f);
  fclose(f);
  return path;
}

static const char *R_EBC_LAT =
  "{\"format\": \"equiv-relation\", \"format_version\": 1,"
  " \"streams\": [{\"old\": {\"stream\": \"SYSOUT\", \"encoding\": \"ebcdic-037\"},"
  "                \"new\": {\"stream\": \"stdout\", \"encoding\": \"latin-1\"}}],"
  " \"ends\": [{\"old\": {\"kind\": \"exited\"}, \"new\": {\"kind\": \"exited\"}, \"codes\": \"equal\"},"
  "          {\"old\": {\"kind\": \"abended\", \"code\": 999}, \"new\": {\"kind\": \"exited\", \"code\": 999}},"
  "          {\"old\": {\"kind\": \"panicked\"}, \"new\": {\"kind\": \"panicked\"}, \"codes\": \"equal\"}]}";

static rel_verdict check_pair(const fake *o, const fake *n, const char *relation_json, arena *a) {
  rel_check_opts opts = {0};
  opts.timeout_ms = 20000;
  opts.R = rel_relation_default();
  if (relation_json) {
    char err[400];
    int rc = rel_relation_load(write_relation(relation_json), &opts.R, a, err, sizeof err);
    cr_assert_eq(rc, 0, "relation: %s", err);
  }
  rel_side so = {&ebc_lang, (void *)o, "job"}, sn = {&lat_lang, (void *)n, "job"};
  rel_verdict v;
  rel_check(&so, &sn, &opts, &v, a);
  return v;
}

#define WANT(v, k) cr_assert_eq((v).kind, (k), "got %s (%s)", rel_verdict_name((v).kind), (v).reason ? (v).reason : "")

Test(core, ebcdic_and_latin1_sides_related_by_R_are_equivalent) {
  arena *a = arena_new();
  fake o = {s_ebc, r_ebc}, n = {s_lat, r_lat};
  rel_verdict v = check_pair(&o, &n, R_EBC_LAT, a);
  WANT(v, REL_EQUIVALENT);
  cr_assert_eq(v.vacuous, 0, "some input completes on both sides");
  cr_assert(strstr(v.relation, "equiv-rel-"), "the relation used is named: %s", v.relation);
  arena_free(a);
}

/* the wrong twin: without R the sides' streams and ends differ, and the replay shows it */
Test(core, the_same_pair_under_the_identity_relation_differs) {
  arena *a = arena_new();
  fake o = {s_ebc, r_ebc}, n = {s_lat, r_lat};
  rel_verdict v = check_pair(&o, &n, NULL, a);
  WANT(v, REL_BEHAVIOUR_CHANGED);
  cr_assert(v.has_cex && !v.old_b.wrong && !v.new_b.wrong);
  arena_free(a);
}

Test(core, a_changed_record_is_replayed_on_both_sides) {
  arena *a = arena_new();
  fake o = {s_ebc, r_ebc}, n = {s_lat_changed, r_lat_changed};
  rel_verdict v = check_pair(&o, &n, R_EBC_LAT, a);
  WANT(v, REL_BEHAVIOUR_CHANGED);
  cr_assert_eq(v.args[0].bits, 70000, "the solver's input, not a probe's: %llu", (unsigned long long)v.args[0].bits);
  cr_assert_eq(v.old_b.nrecords, 1);
  cr_assert(v.old_b.records[0].len == 2 && !memcmp(v.old_b.records[0].data, OK_EBCDIC, 2), "old: the EBCDIC record");
  cr_assert(v.new_b.records[0].len == 2 && !memcmp(v.new_b.records[0].data, "NO", 2), "new: the Latin-1 record");
  arena_free(a);
}

/* an abend code R does not relate: old abends 998 where new exits 999 */
static void s_ebc_998(term_ctx *tc, term_ref x, rel_summary *s, arena *a) {
  add(s, a, (rel_path){.kind = REL_P_RETURNED, .okind = REL_O_ABENDED, .guard = eqc(tc, x, 0), .value = code(tc, 998)});
  add(s, a, (rel_path){.kind = REL_P_RETURNED, .okind = REL_O_EXITED, .guard = term_not(tc, eqc(tc, x, 0)), .value = code(tc, 0)});
  rec(s, a, tc, term_not(tc, eqc(tc, x, 0)), "SYSOUT", OK_EBCDIC);
}
static rel_behaviour r_ebc_998(uint32_t x, arena *a) {
  return x == 0 ? rel_abended(a, 998, NULL, 0) : ended(a, REL_O_EXITED, 0, "SYSOUT", OK_EBCDIC);
}

Test(core, an_end_the_relation_does_not_relate_is_a_difference) {
  arena *a = arena_new();
  fake o = {s_ebc_998, r_ebc_998}, n = {s_lat, r_lat};
  rel_verdict v = check_pair(&o, &n, R_EBC_LAT, a);
  WANT(v, REL_BEHAVIOUR_CHANGED);
  cr_assert_eq(v.args[0].bits, 0);
  cr_assert(v.old_b.okind == REL_O_ABENDED && v.old_b.code == 998);
  cr_assert(v.new_b.okind == REL_O_EXITED && v.new_b.code == 999);
  arena_free(a);
}

/* old goes wrong (an undefined result) at x == 7, where new prints OK */
static void s_ebc_undef(term_ctx *tc, term_ref x, rel_summary *s, arena *a) {
  term_ref z = eqc(tc, x, 0), w = eqc(tc, x, 7);
  add(s, a, (rel_path){.kind = REL_P_WRONG, .guard = w, .reason = "subscript out of range"});
  add(s, a, (rel_path){.kind = REL_P_RETURNED, .okind = REL_O_ABENDED, .guard = z, .value = code(tc, 999)});
  term_ref ok = term_and2(tc, term_not(tc, z), term_not(tc, w));
  add(s, a, (rel_path){.kind = REL_P_RETURNED, .okind = REL_O_EXITED, .guard = ok, .value = code(tc, 0)});
  rec(s, a, tc, ok, "SYSOUT", OK_EBCDIC);
}
static rel_behaviour r_ebc_undef(uint32_t x, arena *a) {
  if (x == 7) return rel_went_wrong(a, REL_W_UNDEFINED_RESULT, "subscript out of range", "P.cbl:9:12");
  return r_ebc(x, a);
}

Test(core, old_undefined_result_gives_changed_only_where_old_unsafe) {
  arena *a = arena_new();
  fake o = {s_ebc_undef, r_ebc_undef}, n = {s_lat, r_lat};
  rel_verdict v = check_pair(&o, &n, R_EBC_LAT, a);
  WANT(v, REL_CHANGED_ONLY_WHERE_OLD_UNSAFE);
  cr_assert_eq(v.args[0].bits, 7);
  cr_assert(v.old_b.wrong && v.old_b.wkind == REL_W_UNDEFINED_RESULT && !v.new_b.wrong);
  cr_assert_eq(v.vacuous, 0);
  arena_free(a);
}

/* a case the new side's executor did not follow (after its record): never equivalent */
static void s_lat_unknown(term_ctx *tc, term_ref x, rel_summary *s, arena *a) {
  add(s, a, (rel_path){.kind = REL_P_RETURNED, .okind = REL_O_EXITED, .guard = eqc(tc, x, 0), .value = code(tc, 999)});
  add(s, a, (rel_path){.kind = REL_P_UNKNOWN, .guard = term_not(tc, eqc(tc, x, 0)), .reason = "unsupported: STRING"});
  rec(s, a, tc, term_not(tc, eqc(tc, x, 0)), "stdout", "OK");
}

Test(core, an_unfollowed_case_gives_unknown) {
  arena *a = arena_new();
  fake o = {s_ebc, r_ebc}, n = {s_lat_unknown, r_lat};
  rel_verdict v = check_pair(&o, &n, R_EBC_LAT, a);
  WANT(v, REL_UNKNOWN);
  cr_assert(strstr(v.reason, "unsupported: STRING"), "%s", v.reason);
  cr_assert_eq(v.code, REL_R_UNSUPPORTED);
  arena_free(a);
}

/* both go wrong on every input: equivalent, and said to be vacuous with the reason */
static void s_all_wrong(term_ctx *tc, term_ref x, rel_summary *s, arena *a) {
  (void)x;
  add(s, a, (rel_path){.kind = REL_P_WRONG, .guard = term_true(tc), .reason = "invalid numeric data in 'AMT'", .loc = "P.cbl:12:8"});
}
static rel_behaviour r_all_wrong(uint32_t x, arena *a) {
  (void)x;
  return rel_went_wrong(a, REL_W_UNDEFINED_RESULT, "invalid numeric data in 'AMT'", "P.cbl:12:8");
}

Test(core, equivalence_where_both_always_go_wrong_is_vacuous) {
  arena *a = arena_new();
  fake o = {s_all_wrong, r_all_wrong}, n = {s_all_wrong, r_all_wrong};
  rel_verdict v = check_pair(&o, &n, R_EBC_LAT, a);
  WANT(v, REL_EQUIVALENT);
  cr_assert_eq(v.vacuous, 1);
  cr_assert(strstr(v.vacuity, "both versions go wrong on every admissible input: invalid numeric data in 'AMT' at P.cbl:12:8"),
            "%s", v.vacuity);
  json_t *j = rel_verdict_json(&v, "job");
  cr_assert(json_is_true(json_object_get(j, "vacuous")));
  json_decref(j);
  arena_free(a);
}

/* panics are outcomes with their messages */
static void s_panic(term_ctx *tc, term_ref x, rel_summary *s, arena *a) {
  add(s, a, (rel_path){.kind = REL_P_RETURNED, .okind = REL_O_PANICKED, .guard = eqc(tc, x, 3), .reason = "boom"});
  add(s, a, (rel_path){.kind = REL_P_RETURNED, .okind = REL_O_EXITED, .guard = term_not(tc, eqc(tc, x, 3)), .value = code(tc, 0)});
}
static rel_behaviour r_panic(uint32_t x, arena *a) { return x == 3 ? rel_panicked(a, "boom", NULL, 0) : rel_exited(a, 0, NULL, 0); }
static void s_panic2(term_ctx *tc, term_ref x, rel_summary *s, arena *a) {
  add(s, a, (rel_path){.kind = REL_P_RETURNED, .okind = REL_O_PANICKED, .guard = eqc(tc, x, 3), .reason = "bang"});
  add(s, a, (rel_path){.kind = REL_P_RETURNED, .okind = REL_O_EXITED, .guard = term_not(tc, eqc(tc, x, 3)), .value = code(tc, 0)});
}
static rel_behaviour r_panic2(uint32_t x, arena *a) { return x == 3 ? rel_panicked(a, "bang", NULL, 0) : rel_exited(a, 0, NULL, 0); }

Test(core, equal_panics_are_equivalent_other_messages_differ) {
  arena *a = arena_new();
  fake o = {s_panic, r_panic}, n = {s_panic, r_panic}, n2 = {s_panic2, r_panic2};
  rel_verdict v = check_pair(&o, &n, R_EBC_LAT, a);
  WANT(v, REL_EQUIVALENT);
  rel_verdict w = check_pair(&o, &n2, R_EBC_LAT, a);
  WANT(w, REL_BEHAVIOUR_CHANGED);
  cr_assert(w.old_b.okind == REL_O_PANICKED && !strcmp(w.new_b.message, "bang"));
  arena_free(a);
}

/* a panic message naming a value (rel_path.reason a template, value its arguments): x < 10 panics
 * with "idx x" (or "idx x+1" in the twin), as the concrete runs do */
static void s_tpl(term_ctx *tc, term_ref x, rel_summary *s, arena *a, int off) {
  term_ref lt = term_mk2(tc, OP_BVULT, x, term_bv(tc, 32, 10));
  term_ref v = term_zext(tc, 32, term_mk2(tc, OP_BVADD, x, term_bv(tc, 32, (uint64_t)off)));
  add(s, a, (rel_path){.kind = REL_P_RETURNED, .okind = REL_O_PANICKED, .guard = lt, .reason = "idx %d", .value = v});
  add(s, a, (rel_path){.kind = REL_P_RETURNED, .okind = REL_O_EXITED, .guard = term_not(tc, lt), .value = code(tc, 0)});
}
static void s_tpl0(term_ctx *tc, term_ref x, rel_summary *s, arena *a) { s_tpl(tc, x, s, a, 0); }
static void s_tpl1(term_ctx *tc, term_ref x, rel_summary *s, arena *a) { s_tpl(tc, x, s, a, 1); }
static rel_behaviour r_tpl(uint32_t x, arena *a, int off) {
  char m[32];
  snprintf(m, sizeof m, "idx %u", x + (uint32_t)off);
  return x < 10 ? rel_panicked(a, m, NULL, 0) : rel_exited(a, 0, NULL, 0);
}
static rel_behaviour r_tpl0(uint32_t x, arena *a) { return r_tpl(x, a, 0); }
static rel_behaviour r_tpl1(uint32_t x, arena *a) { return r_tpl(x, a, 1); }
/* x = 123456789 (no probe's value) panics: with the template and the value 0 ("idx 0"), or with the
 * constant message "idx %d" (no arguments): never the template's text, although both carry 0 */
static void s_zero(term_ctx *tc, term_ref x, rel_summary *s, arena *a, int tpl) {
  add(s, a, (rel_path){.kind = REL_P_RETURNED, .okind = REL_O_PANICKED, .guard = eqc(tc, x, 123456789), .reason = "idx %d",
                       .value = tpl ? term_bv(tc, 64, 0) : TERM_NULL});
  add(s, a, (rel_path){.kind = REL_P_RETURNED, .okind = REL_O_EXITED, .guard = term_not(tc, eqc(tc, x, 123456789)), .value = code(tc, 0)});
}
static void s_zero_tpl(term_ctx *tc, term_ref x, rel_summary *s, arena *a) { s_zero(tc, x, s, a, 1); }
static void s_lit(term_ctx *tc, term_ref x, rel_summary *s, arena *a) { s_zero(tc, x, s, a, 0); }
static rel_behaviour r_zero_tpl(uint32_t x, arena *a) { return x == 123456789 ? rel_panicked(a, "idx 0", NULL, 0) : rel_exited(a, 0, NULL, 0); }
static rel_behaviour r_lit(uint32_t x, arena *a) { return x == 123456789 ? rel_panicked(a, "idx %d", NULL, 0) : rel_exited(a, 0, NULL, 0); }

Test(core, panic_templates_compare_by_their_arguments) {
  arena *a = arena_new();
  fake o = {s_tpl0, r_tpl0}, n = {s_tpl0, r_tpl0}, n1 = {s_tpl1, r_tpl1}, z = {s_zero_tpl, r_zero_tpl}, lit = {s_lit, r_lit};
  WANT(check_pair(&o, &n, R_EBC_LAT, a), REL_EQUIVALENT);
  rel_verdict w = check_pair(&o, &n1, R_EBC_LAT, a);
  WANT(w, REL_BEHAVIOUR_CHANGED);
  cr_assert(w.old_b.okind == REL_O_PANICKED && w.new_b.okind == REL_O_PANICKED && strcmp(w.old_b.message, w.new_b.message));
  WANT(check_pair(&z, &lit, R_EBC_LAT, a), REL_BEHAVIOUR_CHANGED);
  arena_free(a);
}

/* rel_input_model over a fake model: a table of variables and their constants */
typedef struct fmodel {
  int n;
  term_ref var[8], val[8];
} fmodel;
static term_ref fm_eval(void *ud, term_ref t) {
  const fmodel *m = ud;
  for (int i = 0; i < m->n; i++)
    if (m->var[i] == t) return m->val[i];
  return TERM_NULL;
}

Test(core, a_null_flag_tells_null_from_empty_and_fills_unfollowed_elements) {
  arena *a = arena_new();
  term_ctx *tc = term_ctx_new();
  rel_input in = {.name = "a", .kind = REL_IN_INT, .width = 32, .is_signed = 1, .array_cap = 2, .len_param = -1, .null_flag = 1};
  term_ref len;
  rel_input_vars(tc, &in, 1, &len);
  fmodel m = {.n = 4, .var = {len, rel_input_null(tc, 0), rel_input_elem(tc, &in, 0, 0), rel_input_elem(tc, &in, 0, 1)},
              .val = {term_bv(tc, 64, 3), term_false(tc), term_bv(tc, 32, 7), term_bv(tc, 32, (uint32_t)-5)}};
  rel_value v = rel_input_model(tc, &in, 0, len, fm_eval, &m, a);
  /* three elements: two from the model, the third (not followed by any case) 0 */
  cr_assert(v.kind == REL_V_AGG && v.n == 3);
  cr_assert(v.items[0].bits == 7 && (int32_t)v.items[1].bits == -5 && v.items[2].bits == 0);
  m.val[0] = term_bv(tc, 64, 0);
  v = rel_input_model(tc, &in, 0, len, fm_eval, &m, a);
  cr_assert(v.kind == REL_V_AGG && v.n == 0, "length 0 without the flag is the empty array, not null");
  m.val[1] = term_true(tc);
  v = rel_input_model(tc, &in, 0, len, fm_eval, &m, a);
  cr_assert(v.kind == REL_V_OPAQUE && !strcmp(v.text, "null"));
  /* longer than a counterexample holds: an opaque value no run accepts */
  m.val[1] = term_false(tc), m.val[0] = term_bv(tc, 64, REL_ARRAY_REPLAY_MAX + 1);
  v = rel_input_model(tc, &in, 0, len, fm_eval, &m, a);
  cr_assert(v.kind == REL_V_OPAQUE && strcmp(v.text, "null"));
  /* without the flag (a C array): length 0 is the null pointer when nullable, else one element */
  in.null_flag = 0, in.nullable = 1, m.val[0] = term_bv(tc, 64, 0);
  v = rel_input_model(tc, &in, 0, len, fm_eval, &m, a);
  cr_assert(v.kind == REL_V_OPAQUE && !strcmp(v.text, "null"));
  term_ctx_free(tc);
  arena_free(a);
}

/* a UTF-8 side: the solver cannot state the decoding, concrete runs can */
static void s_utf(term_ctx *tc, term_ref x, rel_summary *s, arena *a) {
  add(s, a, (rel_path){.kind = REL_P_RETURNED, .okind = REL_O_EXITED, .guard = eqc(tc, x, 0), .value = code(tc, 999)});
  add(s, a, (rel_path){.kind = REL_P_RETURNED, .okind = REL_O_EXITED, .guard = term_not(tc, eqc(tc, x, 0)), .value = code(tc, 0)});
  rec(s, a, tc, term_not(tc, eqc(tc, x, 0)), "stdout", "\xC3\xA9"); /* é */
}
static rel_behaviour r_utf(uint32_t x, arena *a) {
  return x == 0 ? rel_exited(a, 999, NULL, 0) : ended(a, REL_O_EXITED, 0, "stdout", "\xC3\xA9");
}
static void s_ebc_e(term_ctx *tc, term_ref x, rel_summary *s, arena *a) {
  add(s, a, (rel_path){.kind = REL_P_RETURNED, .okind = REL_O_ABENDED, .guard = eqc(tc, x, 0), .value = code(tc, 999)});
  add(s, a, (rel_path){.kind = REL_P_RETURNED, .okind = REL_O_EXITED, .guard = term_not(tc, eqc(tc, x, 0)), .value = code(tc, 0)});
  rec(s, a, tc, term_not(tc, eqc(tc, x, 0)), "SYSOUT", "\x51"); /* é in IBM-037 */
}
static rel_behaviour r_ebc_e(uint32_t x, arena *a) {
  return x == 0 ? rel_abended(a, 999, NULL, 0) : ended(a, REL_O_EXITED, 0, "SYSOUT", "\x51");
}

static const char *R_EBC_UTF =
  "{\"format\": \"equiv-relation\", \"format_version\": 1,"
  " \"streams\": [{\"old\": {\"stream\": \"SYSOUT\", \"encoding\": \"ebcdic-037\"},"
  "                \"new\": {\"stream\": \"stdout\", \"encoding\": \"utf-8\"}}],"
  " \"ends\": [{\"old\": {\"kind\": \"exited\"}, \"new\": {\"kind\": \"exited\"}, \"codes\": \"equal\"},"
  "          {\"old\": {\"kind\": \"abended\", \"code\": 999}, \"new\": {\"kind\": \"exited\", \"code\": 999}}]}";

Test(core, utf8_side_related_concretely_unknown_symbolically) {
  arena *a = arena_new();
  fake o = {s_ebc_e, r_ebc_e}, n = {s_utf, r_utf};
  rel_behaviour ob = r_ebc_e(5, a), nb = r_utf(5, a);
  rel_relation R;
  char err[300];
  cr_assert_eq(rel_relation_load(write_relation(R_EBC_UTF), &R, a, err, sizeof err), 0, "%s", err);
  cr_assert(rel_related(&R, &ob, &nb), "é in IBM-037 is é in UTF-8");
  rel_verdict v = check_pair(&o, &n, R_EBC_UTF, a);
  WANT(v, REL_UNKNOWN);
  cr_assert_eq(v.code, REL_R_RELATION, "%s", v.reason);
  /* and a real difference is still found by running both sides */
  fake n2 = {s_lat_changed, r_lat_changed};
  rel_verdict w = check_pair(&o, &n2, R_EBC_UTF, a);
  WANT(w, REL_BEHAVIOUR_CHANGED);
  arena_free(a);
}

Test(core, lines_and_trimming_relate_a_padded_record_to_a_line) {
  arena *a = arena_new();
  rel_relation R;
  char err[300];
  const char *j = "{\"format\": \"equiv-relation\", \"format_version\": 1,"
                  " \"streams\": [{\"old\": {\"stream\": \"SYSOUT\", \"encoding\": \"ebcdic-037\", \"trim_trailing_spaces\": true},"
                  "                \"new\": {\"stream\": \"stdout\", \"encoding\": \"utf-8\", \"records\": \"lines\"}}]}";
  cr_assert_eq(rel_relation_load(write_relation(j), &R, a, err, sizeof err), 0, "%s", err);
  rel_record o[2] = {{"SYSOUT", OK_EBCDIC "\x40\x40", 4}, {"SYSOUT", NO_EBCDIC, 2}};
  rel_record n[1] = {{"stdout", "OK\nNO\n", 6}};
  rel_record n_bad[1] = {{"stdout", "OK\nNO\nX\n", 8}};
  rel_behaviour ob = rel_exited(a, 0, o, 2), nb = rel_exited(a, 0, n, 1), nbad = rel_exited(a, 0, n_bad, 1);
  cr_assert(rel_related(&R, &ob, &nb));
  cr_assert(!rel_related(&R, &ob, &nbad), "an extra line is a difference");
  arena_free(a);
}

Test(core, malformed_relations_are_refused_with_the_member) {
  arena *a = arena_new();
  rel_relation R;
  char err[300];
  static const struct { const char *json, *want; } cases[] = {
    {"[]", "/: wants an object"},
    {"{\"format\": \"equiv-relation\", \"format_version\": 2}", "/format_version"},
    {"{\"format\": \"x\", \"format_version\": 1}", "/format"},
    {"{\"format\": \"equiv-relation\", \"format_version\": 1, \"strams\": []}", "/strams: unknown member"},
    {"{\"format\": \"equiv-relation\", \"format_version\": 1, \"streams\": [{\"old\": {\"stream\": \"A\", \"encoding\": \"ebcdic\"}, \"new\": {\"stream\": \"B\"}}]}",
     "/streams/0/old/encoding"},
    {"{\"format\": \"equiv-relation\", \"format_version\": 1, \"ends\": [{\"old\": {\"kind\": \"ended\"}, \"new\": {\"kind\": \"exited\"}}]}",
     "/ends/0/old/kind"},
    {"{\"format\": \"equiv-relation\", \"format_version\": 1, \"ends\": [{\"old\": {\"kind\": \"returned\", \"code\": 1}, \"new\": {\"kind\": \"exited\"}}]}",
     "/ends/0/old/code"},
    {"{\"format\": \"equiv-relation\", \"format_version\": 1", "1:"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    int rc = rel_relation_load(write_relation(cases[i].json), &R, a, err, sizeof err);
    cr_assert_eq(rc, -1, "case %zu accepted", i);
    cr_assert(strstr(err, cases[i].want), "case %zu: '%s' lacks '%s'", i, err, cases[i].want);
  }
  arena_free(a);
}

Test(core, typed_trees) {
  arena *a = arena_new();
  rel_field f[2] = {{"CUST-ID", rel_t_decimal(a, 9, 0, 0, REL_ENC_ZONED, 9)},
                    {"BAL", rel_t_decimal(a, 7, 2, 1, REL_ENC_PACKED, 4)}};
  const rel_type *recd = rel_t_agg(a, "CUST-REC", f, 2), *file = rel_t_seq(a, recd, 5);
  char buf[300];
  cr_assert_str_eq(rel_type_text(file, buf, sizeof buf),
                   "seq<agg CUST-REC{CUST-ID: decimal(9,0) zoned[9], BAL: decimal(7,2) signed packed[4]}>[<=5]");
  cr_assert(rel_type_same(file, rel_t_seq(a, rel_t_agg(a, "CUST-REC", f, 2), 5)));
  cr_assert(!rel_type_same(file, rel_t_seq(a, recd, 6)), "the bound is part of the type");
  uint64_t rng = 1;
  for (unsigned k = 0; k < 50; k++) {
    rel_value v = rel_type_gen(file, k, &rng, a);
    cr_assert(v.kind == REL_V_AGG && v.n <= 5);
    for (int r = 0; r < v.n; r++) {
      const rel_value *id = &v.items[r].items[0], *bal = &v.items[r].items[1];
      cr_assert(id->kind == REL_V_BYTES && id->len == 9);
      for (int d = 0; d < 9; d++) cr_assert((id->text[d] & 0xF0) == 0xF0, "zoned digits are X'Fd'");
      cr_assert(bal->len == 4);
      unsigned sign = (unsigned char)bal->text[3] & 0x0F;
      cr_assert(sign == 0xC || sign == 0xD, "a signed packed field ends in C or D");
    }
  }
  arena_free(a);
}

/* ---- an input map: the new side takes the old side's inputs in another order ---- */

static int f2_inputs(void *p, const char *unit, rel_input **ins, arena *a, char *why, size_t whyn) {
  (void)p, (void)why, (void)whyn;
  rel_input *v = arena_alloc(a, 2 * sizeof(rel_input));
  memset(v, 0, 2 * sizeof(rel_input));
  for (int i = 0; i < 2; i++) {
    v[i].kind = REL_IN_INT, v[i].width = 32, v[i].is_signed = 0, v[i].len_param = -1, v[i].type = rel_t_int(a, 32, 0);
    v[i].name = !strcmp(unit, "sub_xy") ? (i ? "y" : "x") : (i ? "x" : "y");
  }
  *ins = v;
  return 2;
}
/* sub_xy(x, y) = x - y; sub_yx(y, x) = x - y, or with a bug at x == 12345 */
typedef struct fake2 {
  int bug;
} fake2;
static rel_behaviour f2_run(void *p, const char *unit, const rel_value *args, int nargs, long long fuel, arena *out) {
  (void)nargs, (void)fuel;
  uint32_t a0 = (uint32_t)args[0].bits, a1 = (uint32_t)args[1].bits;
  uint32_t x = !strcmp(unit, "sub_xy") ? a0 : a1, y = !strcmp(unit, "sub_xy") ? a1 : a0;
  uint32_t r = x - y + (((const fake2 *)p)->bug && x == 12345);
  return rel_returned(out, rel_v_int(r, 32, 0), NULL, 0);
}
static int f2_symex(void *p, const char *unit, term_ctx *tc, const term_ref *vars, int n, const rel_sym_opts *o,
                    rel_summary *out, arena *a, char *why, size_t whyn) {
  (void)n, (void)o, (void)why, (void)whyn;
  memset(out, 0, sizeof *out);
  out->rtype = (rel_rtype){REL_V_INT, 32, 0, 0};
  term_ref x = !strcmp(unit, "sub_xy") ? vars[0] : vars[1], y = !strcmp(unit, "sub_xy") ? vars[1] : vars[0];
  term_ref r = term_mk2(tc, OP_BVSUB, x, y);
  if (((const fake2 *)p)->bug)
    r = term_ite(tc, term_eq(tc, x, term_bv(tc, 32, 12345)), term_mk2(tc, OP_BVADD, r, term_bv(tc, 32, 1)), r);
  add(out, a, (rel_path){.kind = REL_P_RETURNED, .guard = term_true(tc), .value = r});
  return 0;
}
static const rel_lang f2_lang = {.name = "f2", .load = f_load, .unload = f_unload, .units = f_units,
                                 .inputs = f2_inputs, .run = f2_run, .symex = f2_symex};

Test(core, an_input_map_relates_parameters_in_another_order) {
  arena *a = arena_new();
  fake2 ok = {0}, bug = {1};
  static const int map[2] = {1, 0}; /* new input 0 (y) is old input 1; new input 1 (x) is old input 0 */
  rel_check_opts opts = {0};
  opts.timeout_ms = 20000;
  opts.R = rel_relation_default();
  rel_side so = {&f2_lang, &ok, "sub_xy"}, sn = {&f2_lang, &ok, "sub_yx"};
  rel_verdict v;
  rel_check(&so, &sn, &opts, &v, a);
  WANT(v, REL_BEHAVIOUR_CHANGED); /* the wrong twin: by position, x - y against y - x */
  opts.input_map = map, opts.ninput_map = 2;
  rel_check(&so, &sn, &opts, &v, a);
  WANT(v, REL_EQUIVALENT);
  rel_side sb = {&f2_lang, &bug, "sub_yx"};
  rel_check(&so, &sb, &opts, &v, a);
  WANT(v, REL_BEHAVIOUR_CHANGED);
  cr_assert_eq(v.args[0].bits, 12345, "old x");
  cr_assert_eq(v.nnew_inputs, 2);
  cr_assert(!strcmp(v.new_inputs[1].name, "x") && v.new_args[1].bits == 12345, "new x is the same value");
  arena_free(a);
}

/* ---- one length contract for an array parameter of both versions ---- */

static void arr_inputs(rel_input *v, int len_param) {
  memset(v, 0, 2 * sizeof(rel_input));
  v[0].name = "a", v[0].kind = REL_IN_INT, v[0].width = 32, v[0].array_cap = 16, v[0].len_param = len_param;
  v[1].name = "n", v[1].kind = REL_IN_INT, v[1].width = 32, v[1].is_signed = 1, v[1].len_param = -1;
}

Test(core, an_array_length_one_version_names_is_taken_by_both) {
  rel_input o[2], n[2];
  char why[200] = "";
  for (int dir = 0; dir < 2; dir++) { /* the old version names it, or the new one */
    arr_inputs(o, dir ? -1 : 1);
    arr_inputs(n, dir ? 1 : -1);
    cr_assert_eq(rel_inputs_reconcile(o, n, 2, why, sizeof why), 0);
    cr_assert_eq(o[0].len_param, 1);
    cr_assert_eq(n[0].len_param, 1);
    cr_assert(rel_inputs_same(o, 2, n, 2));
  }
  /* neither names one: both stay without */
  arr_inputs(o, -1), arr_inputs(n, -1);
  cr_assert_eq(rel_inputs_reconcile(o, n, 2, why, sizeof why), 0);
  cr_assert_eq(o[0].len_param, -1);
}

Test(core, different_array_lengths_are_refused_with_both_names) {
  rel_input o[3], n[3];
  char why[200] = "";
  arr_inputs(o, 1), arr_inputs(n, 2);
  o[2] = o[1], o[2].name = "m", n[2] = n[1], n[2].name = "m";
  cr_assert_eq(rel_inputs_reconcile(o, n, 3, why, sizeof why), -1);
  cr_assert(strstr(why, "'n' in the old version and 'm' in the new"), "%s", why);
}

/* ---- the state a pair compares: by_name inputs some version reaches ---- */

/* x (a parameter), then the by_name inputs names[0..n) with reached[k], as a C function's globals */
static int state_inputs(rel_input *v, const char *const *names, const int *reached, int n) {
  memset(v, 0, (size_t)(n + 1) * sizeof(rel_input));
  v[0] = (rel_input){.name = "x", .kind = REL_IN_INT, .width = 32, .is_signed = 1, .len_param = -1};
  for (int k = 0; k < n; k++)
    v[k + 1] = (rel_input){.name = names[k], .kind = REL_IN_INT, .width = 32, .is_signed = 1, .len_param = -1,
                           .by_name = 1, .unreached = !reached[k]};
  return n + 1;
}

Test(core, state_no_version_reaches_is_left_out_of_both) {
  /* old: g (reached by old only), h (by neither), "program start"; new: g (not reached), k (added,
   * not reached), "program start" (not reached) */
  rel_input o[4], n[4];
  int ko[4], kn[4];
  int no = state_inputs(o, (const char *[]){"global g", "global h", "program start"}, (int[]){1, 0, 1}, 3);
  int nn = state_inputs(n, (const char *[]){"global g", "global k", "program start"}, (int[]){0, 0, 0}, 3);
  cr_assert_eq(rel_inputs_agree(o, &no, n, &nn, ko, kn), 2);
  cr_assert_eq(no, 3);
  cr_assert_eq(nn, 3);
  cr_assert(rel_inputs_same(o, no, n, nn));
  cr_assert_str_eq(o[1].name, "global g");
  cr_assert_str_eq(n[2].name, "program start");
  cr_assert(ko[0] == 0 && ko[1] == 1 && ko[2] == -1 && ko[3] == 2);
  cr_assert(kn[0] == 0 && kn[1] == 1 && kn[2] == -1 && kn[3] == 2);
  /* a global one version adds and reaches stays, and the lists differ with its name */
  no = state_inputs(o, (const char *[]){"global g"}, (int[]){0}, 1);
  nn = state_inputs(n, (const char *[]){"global g", "global hits"}, (int[]){0, 1}, 2);
  cr_assert_eq(rel_inputs_agree(o, &no, n, &nn, ko, kn), 2);
  cr_assert(!rel_inputs_same(o, no, n, nn));
  arena *a = arena_new();
  const char *why = rel_inputs_why(o, no, n, nn, a);
  cr_assert(why && strstr(why, "'global hits' is in the new version only"), "%s", why ? why : "(null)");
  arena_free(a);
}

/* rel_decimal_encode writes what rel_type_value_text reads back, and refuses what does not fit. */
Test(core, decimal_encode_round_trips_through_the_typed_text) {
  arena *a = arena_new();
  const rel_type *zoned = rel_t_decimal(a, 7, 2, 1, REL_ENC_ZONED, 7);
  const rel_type *packed = rel_t_decimal(a, 7, 2, 1, REL_ENC_PACKED, 4);
  const rel_type *binary = rel_t_decimal(a, 4, 0, 1, REL_ENC_BINARY, 2);
  const rel_type *unsig = rel_t_decimal(a, 3, 0, 0, REL_ENC_ZONED, 3);
  unsigned char b[8];
  char buf[64];
  const struct { const rel_type *t; long long v; const char *text; } ok[] = {
    {zoned, -1234, "-12.34"}, {zoned, 9999999, "99999.99"}, {packed, -5, "-0.05"}, {packed, 1234567, "12345.67"},
    {binary, -32, "-32"}, {binary, 9999, "9999"}, {unsig, 7, "7"}};
  for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++) {
    cr_assert_eq(rel_decimal_encode(ok[i].t, ok[i].v, b), 0, "case %zu", i);
    rel_value v = rel_v_bytes(a, (const char *)b, (size_t)ok[i].t->len);
    cr_assert_str_eq(rel_type_value_text(ok[i].t, &v, buf, sizeof buf), ok[i].text, "case %zu", i);
  }
  cr_assert_eq(rel_decimal_encode(zoned, 10000000, b), -1); /* 8 digits into 7 */
  cr_assert_eq(rel_decimal_encode(unsig, -1, b), -1);       /* a sign an unsigned field has no room for */
  cr_assert_eq(rel_decimal_encode(rel_t_bytes(a, 3), 1, b), -1);
  arena_free(a);
}
