/* contract.c — contracts: the expression subset, ACSL annotations, the table, the check against a
 * unit's body (contract.h, docs/contracts.md).
 *
 * Expressions follow ACSL (ACSL 1.17 §2.2): integer arithmetic is mathematical, so `x + 1 > x`
 * holds for every int x. Terms are bit-vectors two bits wider than every value an accepted
 * expression can take (each node's magnitude is bounded at parse time and refused past 126 bits),
 * so the bit-vector operations are the mathematical ones. Division and remainder truncate towards
 * zero (ACSL §2.2.4, as C11 6.5.5p6), and only by a nonzero constant. */
#include "rel/contract.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/meter.h"
#include "rel/verdict.h"
#include "sym/smt.h"
#include "sym/smt_chain.h"

enum { MAXBITS = 126 };

typedef enum { CE_NUM, CE_VAR, CE_RESULT, CE_NEG, CE_NOT, CE_BIN } ce_kind;
typedef enum { B_MUL, B_DIV, B_MOD, B_ADD, B_SUB, B_LT, B_LE, B_GT, B_GE, B_EQ, B_NE, B_AND, B_OR, B_IMP, B_IFF } ce_op;

struct rel_cexpr {
  ce_kind k;
  ce_op op;
  int is_bool;
  unsigned long long num;
  const char *name;
  const rel_cexpr *a, *b;
  int bits; /* CE_VAR, CE_RESULT: unknown until the term is made (parameters of any width) */
};

typedef struct pstate {
  const char *s;
  size_t i;
  int allow_result;
  arena *a;
  char *why;
  size_t whyn;
  int failed;
  size_t at;
} pstate;

static void perr(pstate *p, const char *msg) {
  if (p->failed) return;
  p->failed = 1;
  p->at = p->i;
  snprintf(p->why, p->whyn, "%s", msg);
}

static void skip(pstate *p) {
  for (;;) {
    while (p->s[p->i] && isspace((unsigned char)p->s[p->i])) p->i++;
    /* ACSL: a line of an annotation may begin with '@' */
    if (p->s[p->i] == '@') { p->i++; continue; }
    return;
  }
}

static int eat(pstate *p, const char *tok) {
  skip(p);
  size_t n = strlen(tok);
  if (strncmp(p->s + p->i, tok, n)) return 0;
  p->i += n;
  return 1;
}

static rel_cexpr *node(pstate *p, ce_kind k) {
  rel_cexpr *e = arena_alloc(p->a, sizeof *e);
  memset(e, 0, sizeof *e);
  e->k = k;
  return e;
}

static rel_cexpr *bin(pstate *p, ce_op op, const rel_cexpr *a, const rel_cexpr *b, int is_bool) {
  rel_cexpr *e = node(p, CE_BIN);
  e->op = op, e->a = a, e->b = b, e->is_bool = is_bool;
  return e;
}

static const rel_cexpr *expr(pstate *p);

static void want_int(pstate *p, const rel_cexpr *e, size_t at) {
  if (e && e->is_bool && !p->failed) {
    p->i = at;
    perr(p, "an integer is expected here, not a condition");
  }
}

static void want_bool(pstate *p, const rel_cexpr *e, size_t at) {
  if (e && !e->is_bool && !p->failed) {
    p->i = at;
    perr(p, "a condition is expected here, not an integer (compare it: x != 0)");
  }
}

static const rel_cexpr *primary(pstate *p) {
  skip(p);
  const char *c = p->s + p->i;
  if (*c == '(') {
    p->i++;
    const rel_cexpr *e = expr(p);
    if (!eat(p, ")")) perr(p, "')' expected");
    return e;
  }
  if (isdigit((unsigned char)*c)) {
    char *end;
    unsigned long long v = strtoull(c, &end, 0);
    if (isalnum((unsigned char)*end) || *end == '_') {
      perr(p, "not an integer constant of the subset (decimal or 0x hexadecimal, no suffix)");
      return NULL;
    }
    if (v > (1ull << 62)) {
      perr(p, "integer constant too large (at most 2^62)");
      return NULL;
    }
    rel_cexpr *e = node(p, CE_NUM);
    e->num = v;
    p->i += (size_t)(end - c);
    return e;
  }
  if (!strncmp(c, "\\result", 7) && !isalnum((unsigned char)c[7]) && c[7] != '_') {
    if (!p->allow_result) {
      perr(p, "\\result is not defined in a precondition");
      return NULL;
    }
    p->i += 7;
    return node(p, CE_RESULT);
  }
  if (!strncmp(c, "\\old", 4) && !isalnum((unsigned char)c[4])) {
    /* parameters are passed by value and never change for the caller: \old(e) is e */
    p->i += 4;
    if (!eat(p, "(")) { perr(p, "'(' expected after \\old"); return NULL; }
    const rel_cexpr *e = expr(p);
    if (!eat(p, ")")) perr(p, "')' expected");
    return e;
  }
  if (isalpha((unsigned char)*c) || *c == '_') {
    size_t n = 0;
    while (isalnum((unsigned char)c[n]) || c[n] == '_') n++;
    char *name = arena_alloc(p->a, n + 1);
    memcpy(name, c, n);
    name[n] = 0;
    if (!strcmp(name, "true") || !strcmp(name, "false")) {
      /* ACSL's \true and \false are spelled here as 1 == 1 would be: refused to keep one way */
      perr(p, "use \\true or \\false");
      return NULL;
    }
    rel_cexpr *e = node(p, CE_VAR);
    e->name = name;
    p->i += n;
    return e;
  }
  if (!strncmp(c, "\\true", 5) || !strncmp(c, "\\false", 6)) {
    int t = c[1] == 't';
    p->i += t ? 5 : 6;
    rel_cexpr *z = node(p, CE_NUM);
    return bin(p, t ? B_EQ : B_NE, z, z, 1);
  }
  perr(p, *c ? "an expression is expected here" : "the expression ends too early");
  return NULL;
}

static const rel_cexpr *unary(pstate *p) {
  skip(p);
  size_t at = p->i;
  if (p->s[p->i] == '-' ) {
    p->i++;
    const rel_cexpr *x = unary(p);
    want_int(p, x, at + 1);
    rel_cexpr *e = node(p, CE_NEG);
    e->a = x;
    return e;
  }
  if (p->s[p->i] == '!' && p->s[p->i + 1] != '=') {
    p->i++;
    const rel_cexpr *x = unary(p);
    want_bool(p, x, at + 1);
    rel_cexpr *e = node(p, CE_NOT);
    e->a = x, e->is_bool = 1;
    return e;
  }
  if (p->s[p->i] == '+') {
    p->i++;
    return unary(p);
  }
  return primary(p);
}

static const rel_cexpr *mult(pstate *p) {
  const rel_cexpr *e = unary(p);
  for (;;) {
    skip(p);
    char c = p->s[p->i];
    if ((c != '*' && c != '/' && c != '%') || p->failed) return e;
    size_t at = p->i;
    p->i++;
    want_int(p, e, at);
    skip(p);
    size_t bat = p->i;
    const rel_cexpr *r = unary(p);
    want_int(p, r, bat);
    if (c != '*' && r && !p->failed && (r->k != CE_NUM || r->num == 0)) {
      p->i = bat;
      perr(p, "division and remainder only by a nonzero constant");
    }
    e = bin(p, c == '*' ? B_MUL : c == '/' ? B_DIV : B_MOD, e, r, 0);
  }
}

static const rel_cexpr *add(pstate *p) {
  const rel_cexpr *e = mult(p);
  for (;;) {
    skip(p);
    char c = p->s[p->i];
    if ((c != '+' && c != '-') || p->failed) return e;
    size_t at = p->i;
    p->i++;
    want_int(p, e, at);
    skip(p);
    size_t bat = p->i;
    const rel_cexpr *r = mult(p);
    want_int(p, r, bat);
    e = bin(p, c == '+' ? B_ADD : B_SUB, e, r, 0);
  }
}

static int rel_op(pstate *p, ce_op *op) {
  skip(p);
  const char *c = p->s + p->i;
  if (c[0] == '<' && c[1] == '=' && c[2] == '=') return 0; /* <==> */
  if (c[0] == '<' && c[1] == '=') return p->i += 2, *op = B_LE, 1;
  if (c[0] == '>' && c[1] == '=') return p->i += 2, *op = B_GE, 1;
  if (c[0] == '<') return p->i += 1, *op = B_LT, 1;
  if (c[0] == '>') return p->i += 1, *op = B_GT, 1;
  return 0;
}

/* a < b <= c is a < b && b <= c (ACSL §2.2.3) */
static const rel_cexpr *relational(pstate *p) {
  skip(p);
  size_t at = p->i;
  const rel_cexpr *l = add(p), *acc = NULL;
  ce_op op;
  while (!p->failed && rel_op(p, &op)) {
    want_int(p, l, at);
    skip(p);
    size_t rat = p->i;
    const rel_cexpr *r = add(p);
    want_int(p, r, rat);
    const rel_cexpr *c = bin(p, op, l, r, 1);
    acc = acc ? bin(p, B_AND, acc, c, 1) : c;
    l = r, at = rat;
  }
  return acc ? acc : l;
}

static const rel_cexpr *equality(pstate *p) {
  const rel_cexpr *e = relational(p);
  for (;;) {
    skip(p);
    const char *c = p->s + p->i;
    int eq = c[0] == '=' && c[1] == '=' && c[2] != '>', ne = c[0] == '!' && c[1] == '=';
    if ((!eq && !ne) || p->failed) return e;
    size_t at = p->i;
    p->i += 2;
    want_int(p, e, at);
    skip(p);
    size_t rat = p->i;
    const rel_cexpr *r = relational(p);
    want_int(p, r, rat);
    e = bin(p, eq ? B_EQ : B_NE, e, r, 1);
  }
}

static const rel_cexpr *logic(pstate *p, int level) {
  /* level 0: ==> <==> (right-associative), 1: ||, 2: && */
  if (level == 3) return equality(p);
  skip(p);
  size_t at = p->i;
  const rel_cexpr *e = logic(p, level + 1);
  for (;;) {
    skip(p);
    const char *c = p->s + p->i;
    ce_op op;
    size_t len;
    if (level == 2 && c[0] == '&' && c[1] == '&') op = B_AND, len = 2;
    else if (level == 1 && c[0] == '|' && c[1] == '|') op = B_OR, len = 2;
    else if (level == 0 && !strncmp(c, "==>", 3)) op = B_IMP, len = 3;
    else if (level == 0 && !strncmp(c, "<==>", 4)) op = B_IFF, len = 4;
    else return e;
    if (p->failed) return e;
    want_bool(p, e, at);
    p->i += len;
    skip(p);
    size_t rat = p->i;
    const rel_cexpr *r = level == 0 ? logic(p, 0) : logic(p, level + 1);
    want_bool(p, r, rat);
    e = bin(p, op, e, r, 1);
    if (level == 0) return e;
  }
}

static const rel_cexpr *expr(pstate *p) { return logic(p, 0); }

static int parse_any(const char *text, int allow_result, int want_bool_result, const rel_cexpr **out, arena *a,
                     char *why, size_t whyn, size_t *at);

int rel_cexpr_parse(const char *text, int allow_result, const rel_cexpr **out, arena *a, char *why, size_t whyn,
                    size_t *at) {
  return parse_any(text, allow_result, 1, out, a, why, whyn, at);
}

static int parse_any(const char *text, int allow_result, int want_bool_result, const rel_cexpr **out, arena *a,
                     char *why, size_t whyn, size_t *at) {
  pstate P = {.s = text, .allow_result = allow_result, .a = a, .why = why, .whyn = whyn}, *p = &P;
  skip(p);
  size_t start = p->i;
  const rel_cexpr *e = expr(p);
  skip(p);
  if (!p->failed && p->s[p->i]) perr(p, "unexpected text after the expression");
  if (!p->failed && want_bool_result) want_bool(p, e, start);
  if (!p->failed && !want_bool_result) want_int(p, e, start);
  if (p->failed) {
    if (at) *at = p->at;
    return -1;
  }
  *out = e;
  return 0;
}

static const char *first_unknown_name(const rel_cexpr *e, const char *const *names, int n) {
  if (!e) return NULL;
  if (e->k == CE_VAR) {
    for (int i = 0; i < n; i++)
      if (names[i] && !strcmp(names[i], e->name)) return NULL;
    return e->name;
  }
  const char *x = first_unknown_name(e->a, names, n);
  return x ? x : first_unknown_name(e->b, names, n);
}

int rel_cexpr_check_names(const rel_cexpr *e, const char *const *names, int n, char *why, size_t whyn) {
  const char *x = first_unknown_name(e, names, n);
  if (!x) return 0;
  snprintf(why, whyn, "'%s' is not a parameter of the function", x);
  return -1;
}

/* ---- terms ------------------------------------------------------------------------------------- */

typedef struct tstate {
  term_ctx *tc;
  int n;
  const char *const *names;
  const term_ref *args;
  const int *is_signed;
  term_ref result;
  int result_signed;
  char *why;
  size_t whyn;
  int failed;
  unsigned w;   /* the terms' width: two more bits than any value of the expression needs */
} tstate;

/* The magnitude bound of e's values in bits, from the widths of the parameters and the result:
 * -1 past MAXBITS. */
static int width_of(tstate *t, term_ref x) {
  if (x == TERM_NULL) return 64;
  term_sort s = term_sort_of(t->tc, x);
  return term_sort_kind_of(t->tc, s) == TS_BV ? (int)term_sort_width(t->tc, s) : 64;
}

static int bits_of(tstate *t, const rel_cexpr *e) {
  switch (e->k) {
  case CE_NUM: {
    int b = 0;
    while (b < 64 && (e->num >> b)) b++;
    return b;
  }
  case CE_VAR:
    for (int i = 0; i < t->n; i++)
      if (t->names[i] && !strcmp(t->names[i], e->name)) return width_of(t, t->args[i]);
    return 64;
  case CE_RESULT: return width_of(t, t->result);
  case CE_NEG: return bits_of(t, e->a);
  case CE_NOT: return bits_of(t, e->a) < 0 ? -1 : 1;
  case CE_BIN: {
    int x = bits_of(t, e->a), y = bits_of(t, e->b);
    if (x < 0 || y < 0) return -1;
    int r;
    switch (e->op) {
    case B_MUL: r = x + y; break;
    case B_ADD:
    case B_SUB: r = (x > y ? x : y) + 1; break;
    case B_DIV: r = x; break;
    case B_MOD: r = x < y ? x : y; break;
    default: r = 1;
    }
    return r > MAXBITS ? -1 : r;
  }
  }
  return -1;
}

/* the most bits any node of e needs, or -1 */
static int max_bits(tstate *t, const rel_cexpr *e) {
  if (!e) return 0;
  int m = bits_of(t, e), x = max_bits(t, e->a), y = max_bits(t, e->b);
  if (m < 0 || x < 0 || y < 0) return -1;
  return m > x ? (m > y ? m : y) : (x > y ? x : y);
}

static term_ref widen(tstate *t, term_ref x, int is_signed) {
  term_sort s = term_sort_of(t->tc, x);
  if (term_sort_kind_of(t->tc, s) != TS_BV) {
    if (!t->failed) snprintf(t->why, t->whyn, "a contract reads an operand that is not an integer");
    t->failed = 1;
    return term_bv(t->tc, t->w, 0);
  }
  unsigned w = term_sort_width(t->tc, s);
  if (w > 64) {
    if (!t->failed) snprintf(t->why, t->whyn, "a contract reads an integer wider than 64 bits");
    t->failed = 1;
    return term_bv(t->tc, t->w, 0);
  }
  return is_signed ? term_sext(t->tc, t->w - w, x) : term_zext(t->tc, t->w - w, x);
}


static term_ref tm(tstate *t, const rel_cexpr *e) {
  term_ctx *tc = t->tc;
  switch (e->k) {
  case CE_NUM: return term_bv(tc, t->w, e->num);
  case CE_VAR:
    for (int i = 0; i < t->n; i++)
      if (t->names[i] && !strcmp(t->names[i], e->name)) return widen(t, t->args[i], t->is_signed[i]);
    if (!t->failed) snprintf(t->why, t->whyn, "'%s' is not a parameter of the function", e->name);
    t->failed = 1;
    return term_bv(tc, t->w, 0);
  case CE_RESULT:
    if (t->result == TERM_NULL) {
      if (!t->failed) snprintf(t->why, t->whyn, "\\result of a function without an integer result");
      t->failed = 1;
      return term_bv(tc, t->w, 0);
    }
    return widen(t, t->result, t->result_signed);
  case CE_NEG: return term_mk1(tc, OP_BVNEG, tm(t, e->a));
  case CE_NOT: return term_not(tc, tm(t, e->a));
  case CE_BIN: break;
  }
  term_ref a = tm(t, e->a), b = tm(t, e->b);
  switch (e->op) {
  case B_MUL: return term_mk2(tc, OP_BVMUL, a, b);
  case B_DIV: return term_mk2(tc, OP_BVSDIV, a, b); /* truncates towards zero */
  case B_MOD: return term_mk2(tc, OP_BVSREM, a, b); /* the sign of the dividend */
  case B_ADD: return term_mk2(tc, OP_BVADD, a, b);
  case B_SUB: return term_mk2(tc, OP_BVSUB, a, b);
  case B_LT: return term_mk2(tc, OP_BVSLT, a, b);
  case B_LE: return term_mk2(tc, OP_BVSLE, a, b);
  case B_GT: return term_mk2(tc, OP_BVSGT, a, b);
  case B_GE: return term_mk2(tc, OP_BVSGE, a, b);
  case B_EQ: return term_eq(tc, a, b);
  case B_NE: return term_not(tc, term_eq(tc, a, b));
  case B_AND: return term_and2(tc, a, b);
  case B_OR: return term_or2(tc, a, b);
  case B_IMP: return term_or2(tc, term_not(tc, a), b);
  case B_IFF: return term_eq(tc, a, b);
  }
  return TERM_NULL;
}

term_ref rel_cexpr_decreases(term_ctx *tc, const rel_cexpr *e, int n, const char *const *names, const term_ref *now,
                             const term_ref *entry, const int *is_signed, char *why, size_t whyn) {
  tstate T = {tc, n, names, now, is_signed, TERM_NULL, 0, why, whyn, 0, 0};
  int mb = max_bits(&T, e);
  if (mb < 0) {
    snprintf(why, whyn, "the measure's values may need more than %d bits: not supported", MAXBITS);
    return TERM_NULL;
  }
  T.w = (unsigned)mb + 2;
  term_ref d1 = tm(&T, e);
  T.args = entry;
  term_ref d0 = tm(&T, e);
  if (T.failed) return TERM_NULL;
  return term_and2(tc, term_mk2(tc, OP_BVSGE, d1, term_bv(tc, T.w, 0)), term_mk2(tc, OP_BVSLT, d1, d0));
}

term_ref rel_cexpr_term(term_ctx *tc, const rel_cexpr *e, int n, const char *const *names, const term_ref *args,
                        const int *is_signed, term_ref result, int result_signed, char *why, size_t whyn) {
  if (!e) return term_true(tc);
  tstate T = {tc, n, names, args, is_signed, result, result_signed, why, whyn, 0, 0};
  int mb = max_bits(&T, e);
  T.w = (unsigned)mb + 2;
  if (mb < 0) {
    snprintf(why, whyn, "the contract's values may need more than %d bits (products of wide integers): not supported",
             MAXBITS);
    return TERM_NULL;
  }
  term_ref r = tm(&T, e);
  return T.failed ? TERM_NULL : r;
}

/* ---- the table ---------------------------------------------------------------------------------- */

rel_contract *rel_contracts_add(rel_contracts *cs, const rel_contract *c) {
  if (cs->n == cs->cap) {
    int nc = cs->cap ? 2 * cs->cap : 8;
    rel_contract *x = realloc(cs->c, sizeof(rel_contract) * (size_t)nc);
    unsigned char *u = realloc(cs->used, (size_t)nc);
    if (x) cs->c = x;
    if (u) cs->used = u;
    if (!x || !u) abort();
    cs->cap = nc;
  }
  cs->used[cs->n] = 0;
  cs->c[cs->n] = *c;
  return &cs->c[cs->n++];
}

void rel_contracts_free(rel_contracts *cs) {
  free(cs->c);
  free(cs->used);
  memset(cs, 0, sizeof *cs);
}

void rel_contracts_reset_used(rel_contracts *cs) {
  if (cs->n) memset(cs->used, 0, (size_t)cs->n);
}

const rel_contract *rel_contract_usable(const rel_contracts *cs, const void *prog, const char *fn) {
  if (!cs) return NULL;
  for (int i = 0; i < cs->n; i++) {
    const rel_contract *c = &cs->c[i];
    /* a proposal (--proposer) is used only once proved: it is nobody's hypothesis */
    if (c->prog == prog && !strcmp(c->fn, fn) &&
        (c->status == REL_CT_PROVED || (c->status == REL_CT_ASSUMED && strcmp(c->origin ? c->origin : "", "proposer"))))
      return c;
  }
  return NULL;
}

const rel_contract *rel_contract_self(const rel_contracts *cs, const void *prog, const char *fn) {
  if (!cs) return NULL;
  for (int i = 0; i < cs->n; i++) {
    const rel_contract *c = &cs->c[i];
    if (c->prog == prog && !strcmp(c->fn, fn) && c->status == REL_CT_CHECKING && c->dec) return c;
  }
  return NULL;
}

int rel_contracts_any_used(const rel_contracts *cs) {
  for (int i = 0; cs && i < cs->n; i++)
    if (cs->used[i]) return 1;
  return 0;
}

void rel_contract_mark_used(const rel_contracts *cs, const rel_contract *c) {
  if (cs && c >= cs->c && c < cs->c + cs->n) cs->used[c - cs->c] = 1;
}

const char *rel_contract_text(const rel_contract *c, arena *a) {
  return arena_printf(a, "%s: requires %s; ensures %s", c->fn, c->requires ? c->requires : "\\true",
                      c->ensures ? c->ensures : "\\true");
}

const char *rel_contract_status_name(rel_contract_status s) {
  return s == REL_CT_PROVED ? "proved" : s == REL_CT_ASSUMED ? "assumed" : s == REL_CT_REFUTED ? "refuted" : "unchecked";
  /* REL_CT_CHECKING never outlives rel_contract_check */
}

/* ---- ACSL annotations -------------------------------------------------------------------------- */

/* one clause's expression: text up to the next ';' at depth 0 */
static int clause(const char *text, size_t *i, int allow_result, const char **src, const rel_cexpr **e, arena *a,
                  char *why, size_t whyn, size_t *at) {
  size_t s = *i, j = s;
  while (text[j] && text[j] != ';') j++;
  if (!text[j]) {
    snprintf(why, whyn, "';' expected at the end of the clause");
    *at = j;
    return -1;
  }
  char *t = arena_alloc(a, j - s + 1);
  memcpy(t, text + s, j - s);
  t[j - s] = 0;
  size_t off = 0;
  if (rel_cexpr_parse(t, allow_result, e, a, why, whyn, &off) < 0) {
    *at = s + off;
    return -1;
  }
  /* the text as written, its blanks and '@' line starts folded to one space */
  char *clean = arena_alloc(a, j - s + 1);
  size_t k = 0;
  int sp = 0;
  for (size_t q = 0; t[q]; q++) {
    int blank = isspace((unsigned char)t[q]) || (t[q] == '@' && (q == 0 || isspace((unsigned char)t[q - 1])));
    if (blank) { sp = k > 0; continue; }
    if (sp) clean[k++] = ' ', sp = 0;
    clean[k++] = t[q];
  }
  clean[k] = 0;
  *src = clean;
  *i = j + 1;
  return 0;
}

static void join(const char **src, const rel_cexpr **e, const char *s2, const rel_cexpr *e2, arena *a) {
  if (!*e) {
    *src = s2, *e = e2;
    return;
  }
  *src = arena_printf(a, "(%s) && (%s)", *src, s2);
  rel_cexpr *x = arena_alloc(a, sizeof *x);
  memset(x, 0, sizeof *x);
  x->k = CE_BIN, x->op = B_AND, x->a = *e, x->b = e2, x->is_bool = 1;
  *e = x;
}

int rel_contract_parse_acsl(const char *text, rel_contract *c, arena *a, char *why, size_t whyn, size_t *at) {
  size_t i = 0;
  for (;;) {
    while (text[i] && (isspace((unsigned char)text[i]) || text[i] == '@')) i++;
    if (!text[i]) break;
    size_t n = 0;
    while (isalpha((unsigned char)text[i + n]) || text[i + n] == '_' || text[i + n] == '\\') n++;
    const char *src;
    const rel_cexpr *e;
    if (n == 8 && !strncmp(text + i, "requires", 8)) {
      i += 8;
      if (clause(text, &i, 0, &src, &e, a, why, whyn, at) < 0) return -1;
      join(&c->requires, &c->req, src, e, a);
    } else if (n == 7 && !strncmp(text + i, "ensures", 7)) {
      i += 7;
      if (clause(text, &i, 1, &src, &e, a, why, whyn, at) < 0) return -1;
      join(&c->ensures, &c->ens, src, e, a);
    } else if (n == 9 && !strncmp(text + i, "decreases", 9)) {
      i += 9;
      size_t s0 = i, j = i;
      while (text[j] && text[j] != ';') j++;
      if (!text[j] || c->dec) {
        snprintf(why, whyn, text[j] ? "one decreases clause only" : "';' expected at the end of the clause");
        *at = text[j] ? s0 : j;
        return -1;
      }
      char *t = arena_alloc(a, j - s0 + 1);
      memcpy(t, text + s0, j - s0);
      t[j - s0] = 0;
      size_t off = 0;
      if (parse_any(t, 0, 0, &c->dec, a, why, whyn, &off) < 0) {
        *at = s0 + off;
        return -1;
      }
      while (*t == ' ' || *t == '\n' || *t == '\t') t++;
      c->decreases = t;
      i = j + 1;
    } else if (n == 7 && !strncmp(text + i, "assigns", 7)) {
      size_t j = i + 7;
      while (isspace((unsigned char)text[j])) j++;
      if (strncmp(text + j, "\\nothing", 8)) {
        snprintf(why, whyn, "only 'assigns \\nothing;' is supported (a contract abstracts a call to its result)");
        *at = j;
        return -1;
      }
      j += 8;
      while (isspace((unsigned char)text[j])) j++;
      if (text[j] != ';') {
        snprintf(why, whyn, "';' expected");
        *at = j;
        return -1;
      }
      i = j + 1;
    } else {
      snprintf(why, whyn, "unsupported: clause '%.*s' (requires, ensures, decreases and assigns \\nothing are supported)",
               (int)(n ? n : 1), text + i);
      *at = i;
      return -1;
    }
  }
  if (!c->req && !c->ens) {
    snprintf(why, whyn, "an empty contract (no requires or ensures clause)");
    *at = 0;
    return -1;
  }
  return 0;
}

/* ---- the check --------------------------------------------------------------------------------- */

typedef struct kctx {
  term_ctx *tc;
  smt_solver *smt;
  double deadline;
  unsigned obligations;
  int limited; /* an answer was cut by the deadline, the memory meter or the solver */
} kctx;

static smt_result ask(kctx *k, term_ref q) {
  smt_push(k->smt);
  smt_assert(k->smt, q);
  k->obligations++;
  if (eq_meter_tripped()) return k->limited = 1, SMT_UNKNOWN;
  double left = k->deadline - rel_now();
  if (left < 0.05) return k->limited = 1, SMT_UNKNOWN;
  smt_result r = smt_check(k->smt, (unsigned)(left * 1000));
  if (r == SMT_UNKNOWN) k->limited = 1;
  return r;
}

static term_ref model_eval_cb(void *ectx, term_ref t) { return smt_model_eval(((kctx *)ectx)->smt, t); }

static void set_status(rel_contract *c, rel_contract_status st, const char *why, arena *a) {
  c->status = st;
  c->why = why ? arena_strdup(a, why) : NULL;
}

void rel_contract_check(const rel_side *s, const rel_check_opts *o, rel_contract *c, arena *a) {
  char why[512] = "";
  double t0 = rel_now();
  unsigned mib = o->memory_mib ? o->memory_mib : REL_MEMORY_DEFAULT_MIB;
  eq_meter_begin((size_t)mib << 20, NULL, NULL);
  kctx K = {.tc = term_ctx_new()}, *k = &K;
  k->deadline = t0 + (o->timeout_ms ? o->timeout_ms : 30000) / 1000.0;
  k->smt = smt_z3_new(k->tc);
  smt_z3_memory_limit(mib);
  term_ctx *tc = k->tc;
  rel_input *ins;
  int n = s->L->inputs(s->prog, s->unit, &ins, a, why, sizeof why);
  if (n < 0) {
    set_status(c, REL_CT_ASSUMED, arena_printf(a, "not proved: blocked: %s", why), a);
    goto out;
  }
  const char **names = arena_alloc(a, sizeof(char *) * (size_t)(n + 1));
  int *sg = arena_alloc(a, sizeof(int) * (size_t)(n + 1));
  for (int i = 0; i < n; i++) {
    names[i] = ins[i].name, sg[i] = ins[i].is_signed;
    if (ins[i].kind != REL_IN_INT || ins[i].array_cap > 0) {
      set_status(c, REL_CT_ASSUMED, arena_printf(a, "not proved: parameter '%s' is not an integer (contracts are "
                                                    "checked over integer parameters only)", ins[i].name), a);
      goto out;
    }
  }
  term_ref *vars = arena_alloc(a, sizeof(term_ref) * (size_t)(n + 1));
  rel_input_vars(tc, ins, n, vars);
  rel_sym_opts so = o->sym;
  so.deadline = k->deadline - (k->deadline - rel_now()) / 5;
  so.ins = ins, so.nins = n;
  rel_summary sum;
  if (o->sym.contracts) rel_contracts_reset_used((rel_contracts *)o->sym.contracts);
  c->status = REL_CT_CHECKING; /* its own recursive calls, by induction on decreases */
  int sr = s->L->symex(s->prog, s->unit, tc, vars, n, &so, &sum, a, why, sizeof why);
  c->status = REL_CT_UNCHECKED;
  if (sr < 0) {
    set_status(c, REL_CT_ASSUMED, arena_printf(a, "not proved: blocked: %s", why), a);
    goto out;
  }
  if (sum.rtype.kind != REL_V_INT && c->ens && strstr(c->ensures, "\\result")) {
    set_status(c, REL_CT_ASSUMED, "not proved: \\result of a function without an integer result", a);
    goto out;
  }
  term_ref req = rel_cexpr_term(tc, c->req, n, names, vars, sg, TERM_NULL, 0, why, sizeof why);
  if (req == TERM_NULL) {
    set_status(c, REL_CT_ASSUMED, arena_printf(a, "not proved: %s", why), a);
    goto out;
  }
  term_ref base = sum.pre == TERM_NULL ? req : term_and2(tc, sum.pre, req);
  const char *unproved = NULL;
  if (sum.nout > 0) unproved = "the function writes output, which a contract does not describe";
  term_ref covered = term_false(tc);
  for (int i = 0; i < sum.npaths && !unproved; i++) {
    const rel_path *pa = &sum.paths[i];
    covered = term_or2(tc, covered, pa->guard);
    term_ref bad;
    const char *what;
    if (pa->kind == REL_P_RETURNED && pa->okind == REL_O_RETURNED) {
      term_ref ens = rel_cexpr_term(tc, c->ens, n, names, vars, sg, pa->value, sum.rtype.is_signed, why, sizeof why);
      if (ens == TERM_NULL) {
        unproved = arena_printf(a, "%s", why);
        break;
      }
      bad = term_and2(tc, pa->guard, term_not(tc, ens)), what = "returns a value that breaks ensures";
    } else {
      bad = pa->guard;
      what = pa->kind == REL_P_WRONG ? arena_printf(a, "goes wrong: %s at %s", pa->reason, pa->loc)
             : pa->kind == REL_P_UNKNOWN ? arena_printf(a, "%s at %s", pa->reason ? pa->reason : "?", pa->loc ? pa->loc : "?")
                                         : "ends otherwise than by returning (exit)";
    }
    smt_result r = ask(k, term_and2(tc, base, bad));
    if (r == SMT_SAT && (pa->kind != REL_P_UNKNOWN)) {
      /* the solver's input, replayed on the concrete semantics: only a replayed break refutes */
      rel_value *args = arena_alloc(a, sizeof(rel_value) * (size_t)(n + 1));
      term_ref *ks = arena_alloc(a, sizeof(term_ref) * (size_t)(n + 1));
      for (int j = 0; j < n; j++) {
        args[j] = rel_input_model(tc, ins, j, vars[j], model_eval_cb, k, a);
        ks[j] = term_bv(tc, (unsigned)ins[j].width, args[j].bits);
      }
      smt_pop(k->smt, 1);
      rel_behaviour b = s->L->run(s->prog, s->unit, args, n, o->fuel, a);
      int broken = 0;
      if (b.wrong) broken = rel_wrong_is_behaviour(b.wkind);
      else if (b.okind != REL_O_RETURNED) broken = 1;
      else if (b.value.kind == REL_V_INT) {
        term_ref rv = term_bv(tc, (unsigned)b.value.width, b.value.bits);
        term_ref ens = rel_cexpr_term(tc, c->ens, n, names, ks, sg, rv, b.value.is_signed, why, sizeof why);
        broken = ens != TERM_NULL && ask(k, term_not(tc, ens)) == SMT_SAT;
        smt_pop(k->smt, 1);
      }
      if (!broken) {
        unproved = arena_printf(a, "a case %s, but its input does not break the contract when run concretely", what);
        break;
      }
      c->ncex = n, c->cex_names = names, c->cex_args = args, c->cex_b = b;
      char bt[300], in[600];
      size_t w = 0;
      in[0] = 0;
      for (int j = 0; j < n && w < sizeof in; j++) {
        char vt[64];
        w += (size_t)snprintf(in + w, sizeof in - w, "%s%s", j ? ", " : "", rel_value_text(&args[j], vt, sizeof vt));
      }
      set_status(c, REL_CT_REFUTED, arena_printf(a, "%s(%s) satisfies requires and %s: %s", c->fn, in,
                                                 b.wrong ? "goes wrong" : "breaks ensures",
                                                 rel_behaviour_text(&b, bt, sizeof bt)), a);
      goto out;
    }
    smt_pop(k->smt, 1);
    if (r == SMT_SAT) unproved = what;
    else if (r == SMT_UNKNOWN) unproved = rel_now() >= k->deadline - 0.05 ? "the time budget ran out" : "the solver gave no answer";
  }
  if (!unproved) {
    smt_result r = ask(k, term_and2(tc, base, term_not(tc, covered)));
    smt_pop(k->smt, 1);
    if (r != SMT_UNSAT) unproved = "some input satisfying requires is in no case followed";
  }
  if (unproved) {
    set_status(c, REL_CT_ASSUMED, arena_printf(a, "not proved: %s", unproved), a);
    goto out;
  }
  /* proved; but a proof that replaced a call by a contract that is not proved is conditional on it */
  const rel_contracts *cs = o->sym.contracts;
  for (int i = 0; cs && i < cs->n; i++)
    if (cs->used[i] && &cs->c[i] != c && cs->c[i].status != REL_CT_PROVED) {
      set_status(c, REL_CT_ASSUMED, arena_printf(a, "proved assuming the contract of %s, which is not proved", cs->c[i].fn), a);
      goto out;
    }
  set_status(c, REL_CT_PROVED, NULL, a);
out:
  /* a budget (the deadline, the memory meter) or the solver decided it, not the code: a cache
   * must not keep it (the symbolic executor's own limits name "time limit" in their reason) */
  c->limited = c->status == REL_CT_ASSUMED &&
               (k->limited || eq_meter_tripped() || rel_now() >= k->deadline - 0.05 || (c->why && strstr(c->why, "time limit")));
  smt_free(k->smt);
  term_ctx_free(tc);
  eq_meter_end();
  smt_z3_memory_limit(0);
}
