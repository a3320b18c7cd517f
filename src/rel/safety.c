/* safety.c — the safety statement of one unit (safety.h).
 *
 * The unit's summary (its symbolic executor, as for rel_check) splits the admissible inputs into
 * exact cases: completed, went wrong (a behaviour: undefined behaviour, COBOL's undefined results),
 * not followed (outside the model, cut by a loop bound or the deadline). Two obligations, both
 * under the admissibility predicate:
 *   W  some case goes wrong              sat: its input is replayed; only a replayed going-wrong counts
 *   U  some input is in no followed case unsat (with W unsat): safe on every admissible input
 * A solver's input that does not go wrong when replayed is a bug of Equiv: unknown, reason code
 * replay_mismatch, never a statement. A bound that cut some cases leaves the unit unknown even when
 * no followed case goes wrong. */
#include "rel/safety.h"
#include "rel/contract.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/meter.h"
#include "sym/smt.h"
#include "sym/smt_chain.h"

typedef struct sctx {
  const rel_side *s;
  const rel_check_opts *o;
  rel_safety *out;
  arena *a;
  term_ctx *tc;
  smt_solver *smt;
  const rel_input *ins;
  int nins;
  const term_ref *vars;
  term_ref pre;
  double deadline;
  double *sym_deadline;
} sctx;

const char *rel_safety_name(rel_safety_kind k) {
  return k == REL_SAFE ? "safe" : k == REL_GOES_WRONG ? "goes_wrong" : "unknown";
}

static term_ref any_of(term_ctx *tc, const rel_summary *s, rel_pkind k) {
  term_ref *g = eq_malloc(sizeof(term_ref) * (size_t)(s->npaths + 1));
  unsigned n = 0;
  for (int i = 0; i < s->npaths; i++)
    if (s->paths[i].kind == k) g[n++] = s->paths[i].guard;
  term_ref r = n == 0 ? term_false(tc) : n == 1 ? g[0] : term_mk(tc, OP_OR, g, n);
  free(g);
  return r;
}

static void unknown(sctx *c, rel_reason_code code, const char *why) {
  c->out->kind = REL_SAFETY_UNKNOWN;
  c->out->code = code;
  c->out->reason = arena_strdup(c->a, why);
}

/* one obligation under pre, with what is left of the budget; pushed: the caller pops */
static smt_result check(sctx *c, term_ref q) {
  smt_push(c->smt);
  smt_assert(c->smt, c->pre == TERM_NULL ? q : term_and2(c->tc, c->pre, q));
  c->out->obligations++;
  if (eq_meter_tripped()) return SMT_UNKNOWN;
  double left = c->deadline - rel_now();
  if (left < 0.05) return SMT_UNKNOWN;
  return smt_check(c->smt, (unsigned)(left * 1000));
}

static term_ref model_eval_cb(void *ectx, term_ref t) { return smt_model_eval(((sctx *)ectx)->smt, t); }

/* the model's value of input i (the same reading as rel_check's counterexamples) */
static rel_value model_input(sctx *c, int i) {
  const rel_input *in = &c->ins[i];
  if (in->kind == REL_IN_TREE) {
    rel_value v = {.kind = REL_V_VOID};
    if (c->s->L->tree_value) c->s->L->tree_value(c->s->prog, c->s->unit, in, c->vars[i], c->tc, model_eval_cb, c, &v, c->a);
    return v;
  }
  return rel_input_model(c->tc, c->ins, i, c->vars[i], model_eval_cb, c, c->a);
}

/* W was satisfiable: the model's input, run on the concrete semantics */
static void replay(sctx *c) {
  rel_value *args = arena_alloc(c->a, sizeof(rel_value) * (size_t)(c->nins + 1));
  for (int i = 0; i < c->nins; i++) args[i] = model_input(c, i);
  rel_behaviour b = c->s->L->run(c->s->prog, c->s->unit, args, c->nins, c->o->fuel, c->a);
  c->out->ninputs = c->nins, c->out->inputs = c->ins, c->out->args = args, c->out->b = b;
  if (b.wrong && rel_wrong_is_behaviour(b.wkind)) {
    c->out->kind = REL_GOES_WRONG;
    return;
  }
  if (b.wrong)
    unknown(c, REL_R_LIMIT, arena_printf(c->a, "a case goes wrong, but its input's concrete run met a limit of Equiv: "
                                               "[%s] %s at %s", rel_wrong_name(b.wkind), b.reason ? b.reason : "?",
                                         b.loc ? b.loc : "?"));
  else if (rel_contracts_any_used(c->o->sym.contracts))
    /* the case went wrong with a called function's result that its contract allows and the real
     * callee does not give: the contract is too weak to show safety (no bug, no evidence) */
    unknown(c, REL_R_LIMIT, "a case goes wrong with a called function's result that its contract allows, but its input "
                            "completes when run concretely: the contract is too weak to decide");
  else
    unknown(c, REL_R_REPLAY, "a case goes wrong, but its input completes when run concretely (a bug in Equiv)");
}

/* the first not-followed case's reason, for the unknown sentence */
static const char *first_unknown(sctx *c, const rel_summary *s, rel_reason_code *code) {
  for (int i = 0; i < s->npaths; i++)
    if (s->paths[i].kind == REL_P_UNKNOWN) {
      const char *r = s->paths[i].reason ? s->paths[i].reason : "?";
      *code = !strncmp(r, "unsupported", 11) ? REL_R_UNSUPPORTED : !strncmp(r, "time limit", 10) ? REL_R_TIMEOUT : REL_R_BOUND;
      return arena_printf(c->a, "not every case was followed: %s at %s", r, s->paths[i].loc ? s->paths[i].loc : "?");
    }
  *code = REL_R_INTERNAL;
  return "some admissible input is in no case of the summary";
}

static const char *no_answer(sctx *c) {
  if (eq_meter_tripped()) return "the memory budget ran out";
  return rel_now() >= c->deadline - 0.05 ? "the time budget ran out" : "the solver gave no answer";
}

static void decide(sctx *c) {
  char why[512] = "";
  const rel_side *s = c->s;
  rel_input *ins;
  int n = s->L->inputs(s->prog, s->unit, &ins, c->a, why, sizeof why);
  if (n < 0) return unknown(c, REL_R_UNSUPPORTED, arena_printf(c->a, "blocked: %s", why));
  term_ref *vars = arena_alloc(c->a, sizeof(term_ref) * (size_t)(n + 1));
  rel_input_vars(c->tc, ins, n, vars);
  c->ins = ins, c->nins = n, c->vars = vars;
  rel_sym_opts opts = c->o->sym;
  opts.deadline = c->deadline - (c->deadline - rel_now()) / 5; /* a fifth kept for the checks and replay */
  opts.ins = ins, opts.nins = n;
  rel_summary sum;
  c->sym_deadline = &opts.deadline;
  int r = s->L->symex(s->prog, s->unit, c->tc, vars, n, &opts, &sum, c->a, why, sizeof why);
  c->sym_deadline = NULL;
  if (r < 0) return unknown(c, REL_R_UNSUPPORTED, arena_printf(c->a, "blocked: %s", why));
  c->pre = sum.pre;
  c->out->assume = sum.assume ? arena_strdup(c->a, sum.assume) : NULL;
  term_ref wrong = any_of(c->tc, &sum, REL_P_WRONG), ret = any_of(c->tc, &sum, REL_P_RETURNED);
  term_ref unk = term_or2(c->tc, any_of(c->tc, &sum, REL_P_UNKNOWN), term_not(c->tc, term_or2(c->tc, ret, wrong)));
  smt_result w = check(c, wrong);
  if (w == SMT_SAT) {
    replay(c);
    smt_pop(c->smt, 1);
    return;
  }
  smt_pop(c->smt, 1);
  if (w == SMT_UNKNOWN) return unknown(c, eq_meter_tripped() ? REL_R_MEMORY : REL_R_TIMEOUT,
                                       arena_printf(c->a, "whether a case goes wrong: %s", no_answer(c)));
  smt_result u = check(c, unk);
  smt_pop(c->smt, 1);
  if (u == SMT_UNKNOWN) return unknown(c, eq_meter_tripped() ? REL_R_MEMORY : REL_R_TIMEOUT,
                                       arena_printf(c->a, "no followed case goes wrong; whether every input is followed: %s",
                                                    no_answer(c)));
  if (u == SMT_SAT) {
    rel_reason_code code;
    const char *why_u = first_unknown(c, &sum, &code);
    return unknown(c, code, arena_printf(c->a, "no followed case goes wrong, but %s", why_u));
  }
  c->out->kind = REL_SAFE;
  /* safe over no input says nothing: said */
  smt_result any = check(c, term_true(c->tc));
  smt_pop(c->smt, 1);
  c->out->vacuous = any == SMT_UNSAT;
}

static void on_memory_trip(void *ud) {
  sctx *c = ud;
  if (c->sym_deadline) *c->sym_deadline = 1e-9;
}

void rel_check_safety(const rel_side *s, const rel_check_opts *o, rel_safety *out, arena *a) {
  double t0 = rel_now();
  memset(out, 0, sizeof *out);
  out->kind = REL_SAFETY_UNKNOWN;
  unsigned mib = o->memory_mib ? o->memory_mib : REL_MEMORY_DEFAULT_MIB;
  sctx c = {.s = s, .o = o, .out = out, .a = a};
  eq_meter_begin((size_t)mib << 20, on_memory_trip, &c);
  c.tc = term_ctx_new();
  c.deadline = t0 + (o->timeout_ms ? o->timeout_ms : 30000) / 1000.0;
  c.smt = smt_z3_new(c.tc);
  smt_z3_memory_limit(mib);
  if (smt_binary_available("cvc5")) c.smt = smt_portfolio_new(c.smt, "cvc5");
  decide(&c);
  if (out->kind == REL_SAFETY_UNKNOWN && out->code == REL_R_NONE) out->code = REL_R_INTERNAL;
  if (out->kind != REL_SAFETY_UNKNOWN) out->code = REL_R_NONE;
  smt_free(c.smt);
  term_ctx_free(c.tc);
  eq_meter_end();
  smt_z3_memory_limit(0);
  out->seconds = rel_now() - t0;
}

json_t *rel_safety_json(const rel_safety *v, const char *name) {
  json_t *o = json_object();
  json_object_set_new(o, "name", json_string(name));
  json_object_set_new(o, "statement", json_string(rel_safety_name(v->kind)));
  json_object_set_new(o, "reason", v->reason ? json_string(v->reason) : json_null());
  const char *code = rel_reason_code_name(v->code);
  json_object_set_new(o, "reason_code", code ? json_string(code) : json_null());
  json_t *as = json_array();
  if (v->assume) json_array_append_new(as, json_string(v->assume));
  json_object_set_new(o, "assumptions", as);
  json_object_set_new(o, "vacuous", v->kind == REL_SAFE ? json_boolean(v->vacuous) : json_null());
  if (v->kind == REL_GOES_WRONG) {
    json_t *x = json_object(), *ins = json_array();
    for (int i = 0; i < v->ninputs; i++) {
      json_t *in = json_object();
      json_object_set_new(in, "name", json_string(v->inputs[i].name));
      json_object_set_new(in, "value", rel_value_json(&v->args[i]));
      json_array_append_new(ins, in);
    }
    json_object_set_new(x, "inputs", ins);
    json_object_set_new(x, "behaviour", rel_behaviour_json(&v->b));
    json_object_set_new(o, "input", x);
  } else {
    json_object_set_new(o, "input", json_null());
  }
  json_object_set_new(o, "obligations", json_integer(v->obligations));
  json_object_set_new(o, "seconds", json_real((double)(long long)(v->seconds * 1000 + 0.5) / 1000.0));
  return o;
}
