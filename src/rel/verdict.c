/* verdict.c — Equiv and EquivOn over two path summaries as solver obligations, and the verdict rules:
 * `equivalent` only from UNSAT over complete summaries, counterexamples only after a concrete replay.
 *
 * With Safe = "returns" (a deterministic run), Equiv R old new (DESIGN.md, after the seed's Sim)
 * holds on input x iff: neither is safe, or both are safe with related outcomes. Three obligations:
 *   Q1 (change where old is safe)  ret_o ∧ (wrong_n ∨ (ret_n ∧ ¬R(val_o, val_n)))
 *   Q2 (not followed)              unk_o ∨ unk_n      (unk includes inputs no case covers)
 *   Q3 (old wrong, new safe)       wrong_o ∧ ret_n
 * Q1 UNSAT ∧ Q2 UNSAT ∧ Q3 UNSAT: equivalent. Q1 UNSAT ∧ Q2 UNSAT ∧ Q3 SAT: EquivOn with
 * Bad = old goes wrong, not Equiv: changed_only_where_old_unsafe. Q1 SAT: behaviour_changed after
 * replay. Anything else: unknown with the reason. */
#include "rel/verdict.h"

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "core/strbuf.h"
#include "sym/smt.h"
#include "sym/smt_chain.h"

rel_relation rel_relation_default(void) { return (rel_relation){.nan_any = 1}; }

static int is_nan_value(const rel_value *v) {
  if (v->kind != REL_V_FLOAT) return 0;
  if (v->width == 32) return ((v->bits >> 23) & 0xff) == 0xff && (v->bits & 0x7fffff);
  return ((v->bits >> 52) & 0x7ff) == 0x7ff && (v->bits & UINT64_C(0xfffffffffffff));
}

int rel_related(const rel_relation *R, const rel_behaviour *x, const rel_behaviour *y) {
  if (x->wrong || y->wrong) return 0;
  if (R->nan_any && x->okind == REL_O_RETURNED && y->okind == REL_O_RETURNED && is_nan_value(&x->value) &&
      is_nan_value(&y->value) && x->value.width == y->value.width) {
    rel_behaviour x2 = *x;
    x2.value = y->value;
    return rel_outcome_equal(&x2, y);
  }
  return rel_outcome_equal(x, y);
}

const char *rel_verdict_name(rel_verdict_kind k) {
  switch (k) {
  case REL_EQUIVALENT: return "equivalent";
  case REL_CHANGED_ONLY_WHERE_OLD_UNSAFE: return "changed_only_where_old_unsafe";
  case REL_BEHAVIOUR_CHANGED: return "behaviour_changed";
  case REL_UNKNOWN: return "unknown";
  }
  return "unknown";
}

static double now_s(void) { return rel_now(); }

/* The guards of one kind, disjoined; for RETURNED also the value as an ite over the cases. */
static term_ref any_of(term_ctx *tc, const rel_summary *s, rel_pkind k) {
  term_ref g = term_false(tc);
  for (int i = 0; i < s->npaths; i++)
    if (s->paths[i].kind == k) g = term_or2(tc, g, s->paths[i].guard);
  return g;
}

static term_ref value_of(term_ctx *tc, const rel_summary *s) {
  term_ref v = TERM_NULL;
  for (int i = 0; i < s->npaths; i++) {
    const rel_path *p = &s->paths[i];
    if (p->kind != REL_P_RETURNED || p->value == TERM_NULL) continue;
    v = v == TERM_NULL ? p->value : term_ite(tc, p->guard, p->value, v);
  }
  return v;
}

/* R on the two symbolic results (both returned); NULL reason when R cannot be expressed. */
static term_ref related_term(term_ctx *tc, const rel_relation *R, const rel_summary *so, const rel_summary *sn,
                             term_ref vo, term_ref vn, const char **why) {
  const rel_rtype *a = &so->rtype, *b = &sn->rtype;
  if (a->kind != b->kind || a->width != b->width || a->is_signed != b->is_signed) return term_false(tc);
  if (a->kind == REL_V_VOID) return term_true(tc);
  if (vo == TERM_NULL || vn == TERM_NULL) return term_true(tc); /* no returned case on one side */
  if (a->kind == REL_V_FLOAT && !R->nan_any) {
    /* the theory has one NaN: NaN payloads and signs cannot be told apart */
    *why = "the outcome relation distinguishes NaN encodings, which the solver's theory cannot";
    return TERM_NULL;
  }
  /* SMT-LIB = on floating point is identity of the datum: +0 != -0, NaN = NaN */
  return term_eq(tc, vo, vn);
}

typedef struct ctx {
  const rel_lang *L;
  void *oldp, *newp;
  const char *unit;
  const rel_check_opts *o;
  rel_verdict *out;
  arena *a;
  term_ctx *tc;
  smt_solver *smt;
  const rel_input *ins;
  int nins;
  const term_ref *vars;
  term_ref pre;     /* the admissible inputs (both summaries' preconditions) */
  double deadline;  /* the function's time budget ends here (rel_now clock) */
  double reserve;   /* seconds kept back from solver checks for probing and replay */
  int timed_out;    /* a check was cut short (or skipped) by the deadline */
} ctx;

/* One obligation. Every check gets what is left of the function's budget (minus the reserve for
 * probing and replay): the budget bounds the whole verdict, not each check. */
static smt_result check(ctx *c, term_ref q) {
  smt_push(c->smt);
  smt_assert(c->smt, c->pre == TERM_NULL ? q : term_and2(c->tc, c->pre, q));
  c->out->obligations++;
  double left = c->deadline - rel_now() - c->reserve;
  if (left < 0.05) {
    c->timed_out = 1;
    return SMT_UNKNOWN;
  }
  smt_result r = smt_check(c->smt, (unsigned)(left * 1000));
  if (r == SMT_UNKNOWN && rel_now() >= c->deadline - c->reserve - 0.05) c->timed_out = 1;
  return r;
}

/* Why the last check gave no answer. */
static const char *no_answer(ctx *c) {
  if (c->timed_out)
    return arena_printf(c->a, "time limit reached (%.3g s per function)", (double)c->o->timeout_ms / 1000.0);
  return arena_strdup(c->a, smt_reason(c->smt));
}

/* The model's value of input i; an array input becomes an aggregate of its first min(len, cap)
 * elements (the summaries follow no read beyond cap, so no case the model satisfies depends on the
 * rest, and a shorter array gives the same run on it). */
static rel_value model_input(ctx *c, int i) {
  const rel_input *in = &c->ins[i];
  term_ref k = smt_model_eval(c->smt, c->vars[i]);
  if (in->array_cap <= 0)
    return k == TERM_NULL ? rel_v_int(0, in->width, in->is_signed) : rel_input_value(c->tc, in, k);
  uint64_t len = k == TERM_NULL ? 1 : (uint64_t)term_bv_value(c->tc, k);
  int n = len > (uint64_t)in->array_cap ? in->array_cap : len < 1 ? 1 : (int)len;
  rel_value *items = arena_alloc(c->a, sizeof(rel_value) * (size_t)n);
  for (int e = 0; e < n; e++) {
    term_ref ke = smt_model_eval(c->smt, rel_input_elem(c->tc, c->ins, i, e));
    items[e] = ke == TERM_NULL ? rel_v_int(0, in->width, in->is_signed) : rel_input_value(c->tc, in, ke);
  }
  return rel_v_agg(c->a, items, n);
}

/* After SAT: the model's input, replayed concretely on both versions. */
static void replay(ctx *c) {
  rel_value *args = arena_alloc(c->a, sizeof(rel_value) * (size_t)(c->nins + 1));
  for (int i = 0; i < c->nins; i++) args[i] = model_input(c, i);
  c->out->args = args;
  c->out->ninputs = c->nins;
  c->out->inputs = c->ins;
  c->out->old_b = c->L->run(c->oldp, c->unit, args, c->nins, c->o->fuel, c->a);
  c->out->new_b = c->L->run(c->newp, c->unit, args, c->nins, c->o->fuel, c->a);
  c->out->has_cex = 1;
}

static void set_unknown(ctx *c, const char *fmt, const char *x, const char *y) {
  c->out->kind = REL_UNKNOWN;
  c->out->reason = arena_printf(c->a, fmt, x ? x : "", y ? y : "");
}

static const char *input_text(ctx *c) {
  strbuf sb = {0};
  for (int i = 0; i < c->out->ninputs; i++) {
    char buf[128];
    sb_printf(&sb, "%s%s=%s", i ? ", " : "", c->ins[i].name, rel_value_text(&c->out->args[i], buf, sizeof buf));
  }
  const char *r = arena_strdup(c->a, sb.data ? sb.data : "");
  sb_free(&sb);
  return r;
}

/* The mismatch between what the solver claimed and what the replay did: a bug in Equiv. */
static void replay_failed(ctx *c, const char *claim) {
  char b1[600], b2[600];
  rel_behaviour_text(&c->out->old_b, b1, sizeof b1);
  rel_behaviour_text(&c->out->new_b, b2, sizeof b2);
  c->out->kind = REL_UNKNOWN;
  c->out->reason = arena_printf(c->a, "counterexample did not replay (bug in Equiv): the solver claimed %s on (%s), "
                                "but concretely old %s, new %s", claim, input_text(c), b1, b2);
}

static const char *unknown_reason(ctx *c, const rel_summary *so, const rel_summary *sn) {
  for (int side = 0; side < 2; side++) {
    const rel_summary *s = side ? sn : so;
    for (int i = 0; i < s->npaths; i++) {
      if (s->paths[i].kind != REL_P_UNKNOWN) continue;
      term_ref v = smt_model_eval(c->smt, s->paths[i].guard);
      if (v == term_true(c->tc))
        return arena_printf(c->a, "%s version: %s at %s", side ? "new" : "old", s->paths[i].reason, s->paths[i].loc);
    }
  }
  return "an input reaches no case of a summary";
}

/* Concrete probing when the solver gives no answer on Q1: special and pseudo-random values of each
 * input, run on both versions. Sound for behaviour_changed because the run IS the replay. */
static uint64_t probe_rng(uint64_t *st) {
  *st ^= *st << 13, *st ^= *st >> 7, *st ^= *st << 17;
  return *st;
}

static rel_value probe_value(const rel_input *in, unsigned k, uint64_t *st) {
  static const double dv[] = {0.0, -0.0, 1.0, -1.0, 0.5, 0.1, 1e308, -1e308, 4.9e-324, 1.0 / 0.0, -1.0 / 0.0,
                              0.0 / 0.0, 3.0, 1e-10, 123456.789, 2.5, -2.5};
  static const int64_t iv[] = {0, 1, -1, 2, -2, 7, 10, 100, 255, 256, 1000, 65535, INT32_MAX, INT32_MIN, INT64_MAX,
                               INT64_MIN, 3, 13, 2011, 1900, 2000, -7, 12, 31, 59, 60};
  if (in->kind == REL_IN_FLOAT) {
    double d = k < sizeof dv / sizeof dv[0] ? dv[k] : (double)(int64_t)(probe_rng(st) % 2000001) / 1000.0 - 1000.0;
    return in->width == 32 ? rel_v_float((float)d) : rel_v_double(d);
  }
  if (in->kind == REL_IN_BOOL) return rel_v_int(k & 1, 64, 0);
  uint64_t b = k < sizeof iv / sizeof iv[0] ? (uint64_t)iv[k] : (k & 1) ? probe_rng(st) : probe_rng(st) % 4096 - 2048;
  return rel_v_int(b, in->width, in->is_signed);
}

/* An admissible array for input i given the scalar arguments: max(n, 1) elements for the length
 * parameter n; 0 (skip the round) when that is more than the probe wants to build. */
static int probe_array(ctx *c, int i, rel_value *args, uint64_t *st, arena *tmp) {
  const rel_input *in = &c->ins[i];
  long long len = 1 + (long long)(probe_rng(st) % 8);
  if (in->len_param >= 0) {
    const rel_value *nv = &args[in->len_param];
    long long n = nv->is_signed ? (long long)nv->bits : (long long)(nv->bits & 0x7fffffffffffffffull);
    len = n < 1 ? len : n;
  }
  if (len > in->array_cap) return 0;
  rel_value *items = arena_alloc(tmp, sizeof(rel_value) * (size_t)len);
  /* half the arrays from {0, 1, -1, 2} only, where ties and repeated values are common */
  unsigned spread = probe_rng(st) & 1 ? 4 : 64;
  for (long long e = 0; e < len; e++) items[e] = probe_value(in, (unsigned)(probe_rng(st) % spread), st);
  args[i] = rel_v_agg(tmp, items, (int)len);
  return 1;
}

/* Probes up to `rounds` inputs before `until` (rel_now clock); 1 with the replayed difference set. */
static int probe(ctx *c, unsigned rounds, double until) {
  uint64_t st = 0x9e3779b97f4a7c15u;
  rel_value *args = arena_alloc(c->a, sizeof(rel_value) * (size_t)(c->nins + 1));
  for (unsigned round = 0; round < rounds && rel_now() < until; round++) {
    arena *tmp = arena_new();
    int ok = 1;
    for (int i = 0; i < c->nins; i++)
      args[i] = probe_value(&c->ins[i], round < 40 ? round : (unsigned)(probe_rng(&st) % 64), &st);
    for (int i = 0; i < c->nins && ok; i++)
      if (c->ins[i].array_cap > 0) ok = probe_array(c, i, args, &st, tmp);
    if (!ok) {
      arena_free(tmp);
      continue;
    }
    rel_behaviour ob = c->L->run(c->oldp, c->unit, args, c->nins, 100000, tmp);
    rel_behaviour nb = c->L->run(c->newp, c->unit, args, c->nins, 100000, tmp);
    int diff = !ob.wrong && !rel_related(&c->o->R, &ob, &nb);
    if (diff) {
      rel_value *keep = arena_alloc(c->a, sizeof(rel_value) * (size_t)(c->nins + 1));
      memcpy(keep, args, sizeof(rel_value) * (size_t)c->nins);
      for (int i = 0; i < c->nins; i++)
        if (keep[i].kind == REL_V_AGG) keep[i] = rel_v_agg(c->a, keep[i].items, keep[i].n);
      arena_free(tmp);
      c->out->args = keep;
      c->out->ninputs = c->nins;
      c->out->inputs = c->ins;
      c->out->old_b = c->L->run(c->oldp, c->unit, keep, c->nins, c->o->fuel, c->a);
      c->out->new_b = c->L->run(c->newp, c->unit, keep, c->nins, c->o->fuel, c->a);
      c->out->has_cex = 1;
      return !c->out->old_b.wrong && !rel_related(&c->o->R, &c->out->old_b, &c->out->new_b);
    }
    arena_free(tmp);
  }
  return 0;
}

static void decide(ctx *c) {
  term_ctx *tc = c->tc;
  const rel_check_opts *o = c->o;
  char why[512] = "";
  rel_input *ins_o, *ins_n;
  int no = c->L->inputs(c->oldp, c->unit, &ins_o, c->a, why, sizeof why);
  if (no < 0) return set_unknown(c, "old version: %s%s", why, NULL);
  int nn = c->L->inputs(c->newp, c->unit, &ins_n, c->a, why, sizeof why);
  if (nn < 0) return set_unknown(c, "new version: %s%s", why, NULL);
  if (!rel_inputs_same(ins_o, no, ins_n, nn)) return set_unknown(c, "the parameter lists differ%s%s", NULL, NULL);
  term_ref *vars = arena_alloc(c->a, sizeof(term_ref) * (size_t)(no + 1));
  rel_input_vars(tc, ins_o, no, vars);
  c->ins = ins_o, c->nins = no, c->vars = vars;
  rel_summary so, sn;
  /* symbolic execution may use the budget up to the reserve and what the checks need */
  rel_sym_opts so_opts = o->sym;
  so_opts.deadline = c->deadline - c->reserve;
  if (c->L->symex(c->oldp, c->unit, tc, vars, no, &so_opts, &so, c->a, why, sizeof why) < 0)
    return set_unknown(c, "old version: %s%s", why, NULL);
  if (c->L->symex(c->newp, c->unit, tc, vars, nn, &so_opts, &sn, c->a, why, sizeof why) < 0)
    return set_unknown(c, "new version: %s%s", why, NULL);

  c->pre = so.pre == TERM_NULL ? sn.pre : sn.pre == TERM_NULL ? so.pre : term_and2(tc, so.pre, sn.pre);
  c->out->assume = so.assume ? so.assume : sn.assume;
  term_ref ret_o = any_of(tc, &so, REL_P_RETURNED), wrong_o = any_of(tc, &so, REL_P_WRONG);
  term_ref ret_n = any_of(tc, &sn, REL_P_RETURNED), wrong_n = any_of(tc, &sn, REL_P_WRONG);
  /* inputs no case covers count as not followed */
  term_ref unk_o = term_or2(tc, any_of(tc, &so, REL_P_UNKNOWN), term_not(tc, term_or2(tc, ret_o, wrong_o)));
  term_ref unk_n = term_or2(tc, any_of(tc, &sn, REL_P_UNKNOWN), term_not(tc, term_or2(tc, ret_n, wrong_n)));
  const char *rwhy = NULL;
  term_ref rel = related_term(tc, &o->R, &so, &sn, value_of(tc, &so), value_of(tc, &sn), &rwhy);
  if (rel == TERM_NULL) return set_unknown(c, "%s%s", rwhy, NULL);

  /* Q1: an input on which old is safe and new does something else */
  term_ref q1 = term_and2(tc, ret_o, term_or2(tc, wrong_n, term_and2(tc, ret_n, term_not(tc, rel))));
  /* A short probe first: a difference found by running both versions needs no solver (sound: the
   * run is the replay), and loops the solver cannot unwind in time often differ on small inputs. */
  double b0 = rel_now();
  if (probe(c, 100, b0 + (c->deadline - b0) / 20)) {
    c->out->kind = REL_BEHAVIOUR_CHANGED;
    return;
  }
  c->out->has_cex = 0;
  smt_result r = check(c, q1);
  if (r == SMT_UNKNOWN) {
    const char *sr = no_answer(c);
    if (probe(c, 400, c->deadline)) {
      c->out->kind = REL_BEHAVIOUR_CHANGED;
      return;
    }
    c->out->has_cex = 0;
    return set_unknown(c, "solver gave no answer on the change obligation: %s (and no probed input differs)", sr, NULL);
  }
  if (r == SMT_SAT) {
    replay(c);
    if (!c->out->old_b.wrong && !rel_related(&o->R, &c->out->old_b, &c->out->new_b)) {
      c->out->kind = REL_BEHAVIOUR_CHANGED;
      return;
    }
    return replay_failed(c, "old is safe and new differs");
  }
  smt_pop(c->smt, 1);

  /* Q2: every input is followed to an end on both sides */
  r = check(c, term_or2(tc, unk_o, unk_n));
  if (r == SMT_UNKNOWN) return set_unknown(c, "solver gave no answer on the completeness obligation: %s%s", no_answer(c), NULL);
  if (r == SMT_SAT) {
    const char *u = unknown_reason(c, &so, &sn);
    if (so.bound_hits || sn.bound_hits)
      return set_unknown(c, "%s (no difference found on the inputs that stay within the bound)%s", u, NULL);
    return set_unknown(c, "%s%s", u, NULL);
  }
  smt_pop(c->smt, 1);

  /* Q3: an input on which old goes wrong and new does not */
  r = check(c, term_and2(tc, wrong_o, ret_n));
  if (r == SMT_UNKNOWN) return set_unknown(c, "solver gave no answer on the old-unsafe obligation: %s%s", no_answer(c), NULL);
  if (r == SMT_UNSAT) {
    c->out->kind = REL_EQUIVALENT;
    return;
  }
  replay(c);
  if (c->out->old_b.wrong && c->out->old_b.wkind == REL_W_UB && !c->out->new_b.wrong) {
    c->out->kind = REL_CHANGED_ONLY_WHERE_OLD_UNSAFE;
    return;
  }
  replay_failed(c, "old goes wrong and new does not");
}

static void mkdir_p(const char *path) {
  char buf[4096];
  snprintf(buf, sizeof buf, "%s", path);
  for (char *p = buf + 1; *p; p++) {
    if (*p != '/') continue;
    *p = 0;
    mkdir(buf, 0777);
    *p = '/';
  }
  mkdir(buf, 0777);
}

void rel_check_unit(const rel_lang *L, void *old_prog, void *new_prog, const char *unit, const rel_check_opts *o,
                    rel_verdict *out, arena *a) {
  double t0 = now_s();
  memset(out, 0, sizeof *out);
  out->kind = REL_UNKNOWN;
  ctx c = {.L = L, .oldp = old_prog, .newp = new_prog, .unit = unit, .o = o, .out = out, .a = a, .tc = term_ctx_new()};
  /* --timeout bounds the whole verdict of one function: symbolic execution, every solver check,
   * probing and replay. A tenth is kept back for probing and the concrete replays. */
  double budget = (o->timeout_ms ? o->timeout_ms : 30000) / 1000.0;
  c.deadline = t0 + budget;
  c.reserve = budget / 10;
  const char *dir = NULL;
  if (o->evidence_dir) {
    mkdir_p(o->evidence_dir);
    dir = arena_printf(a, "%s/%s", o->evidence_dir, unit);
  }
  c.smt = smt_chain_new(c.tc, dir, o->recheck ? "cvc5" : NULL, 0);
  decide(&c);
  if (o->recheck && out->kind != REL_UNKNOWN) {
    /* the chain turned any disagreement into unknown already; say that cvc5 was asked */
  }
  smt_free(c.smt);
  term_ctx_free(c.tc);
  out->seconds = now_s() - t0;
}

json_t *rel_verdict_json(const rel_verdict *v, const char *name) {
  json_t *o = json_object();
  json_object_set_new(o, "name", json_string(name));
  json_object_set_new(o, "verdict", json_string(rel_verdict_name(v->kind)));
  json_object_set_new(o, "reason", v->reason ? json_string(v->reason) : json_null());
  json_t *as = json_array();
  if (v->assume) json_array_append_new(as, json_string(v->assume));
  json_object_set_new(o, "assumptions", as);
  if (v->has_cex && (v->kind == REL_BEHAVIOUR_CHANGED || v->kind == REL_CHANGED_ONLY_WHERE_OLD_UNSAFE)) {
    json_t *cx = json_object(), *ins = json_array();
    for (int i = 0; i < v->ninputs; i++) {
      json_t *in = json_object();
      json_object_set_new(in, "name", json_string(v->inputs[i].name));
      json_object_set_new(in, "value", rel_value_json(&v->args[i]));
      json_array_append_new(ins, in);
    }
    json_object_set_new(cx, "inputs", ins);
    json_object_set_new(cx, "old", rel_behaviour_json(&v->old_b));
    json_object_set_new(cx, "new", rel_behaviour_json(&v->new_b));
    json_object_set_new(o, "counterexample", cx);
  } else {
    json_object_set_new(o, "counterexample", json_null());
  }
  json_object_set_new(o, "obligations", json_integer(v->obligations));
  json_object_set_new(o, "seconds", json_real((double)(long long)(v->seconds * 1000 + 0.5) / 1000.0));
  return o;
}
