/* rs_irule.c — the integer rules of MIR's operators and casts over a value domain (rs_irule.h),
 * and the two domains: words (the interpreter) and src/sym terms (the symbolic executor). */
#include "lang/rust/rs_irule.h"

#include "sym/term.h"

#include <string.h>

/* ---------- the rules ---------- */

int rs_irule_binop(const rs_idom *d, rs_binop op, rs_iv a, rs_iv b, int w, int s, int bw, int want_ovf, rs_iout *out) {
  void *c = d->ctx;
  out->truth = 0, out->has_ovf = 0, out->ovf = 0;
  switch (op) {
    /* +, -, *: the low w bits of the exact result; it overflows where the exact result is
     * outside the type's range (the debug build's panic, checked_*'s None) */
    case RB_ADD: case RB_ADDO:
      out->r = d->op(c, BVO_ADD, a, b, w);
      if (want_ovf) out->ovf = d->op(c, s ? BVO_SADD_OVF : BVO_UADD_OVF, a, b, w), out->has_ovf = 1;
      return 0;
    case RB_SUB: case RB_SUBO:
      out->r = d->op(c, BVO_SUB, a, b, w);
      if (want_ovf) out->ovf = d->op(c, s ? BVO_SSUB_OVF : BVO_USUB_OVF, a, b, w), out->has_ovf = 1;
      return 0;
    case RB_MUL: case RB_MULO:
      out->r = d->op(c, BVO_MUL, a, b, w);
      if (want_ovf) out->ovf = d->op(c, s ? BVO_SMUL_OVF : BVO_UMUL_OVF, a, b, w), out->has_ovf = 1;
      return 0;
    /* / and %: truncation toward zero, the remainder taking the dividend's sign (SMT-LIB's
     * bvsdiv and bvsrem are defined so) */
    case RB_DIV: out->r = d->op(c, s ? BVO_SDIV : BVO_UDIV, a, b, w); return 0;
    case RB_REM: out->r = d->op(c, s ? BVO_SREM : BVO_UREM, a, b, w); return 0;
    case RB_BITAND: out->r = d->op(c, BVO_AND, a, b, w); return 0;
    case RB_BITOR: out->r = d->op(c, BVO_OR, a, b, w); return 0;
    case RB_BITXOR: out->r = d->op(c, BVO_XOR, a, b, w); return 0;
    case RB_SHL: case RB_SHR: {
      /* the amount (of its own type) modulo the width; >> is arithmetic on a signed type */
      rs_iv k = bw == w ? b : d->resize(c, b, bw, w, 0);
      k = d->op(c, BVO_AND, k, d->cst(c, w, (uint64_t)(w - 1)), w);
      out->r = d->op(c, op == RB_SHL ? BVO_SHL : s ? BVO_ASHR : BVO_LSHR, a, k, w);
      return 0;
    }
    case RB_EQ: out->r = d->op(c, BVO_EQ, a, b, w), out->truth = 1; return 0;
    case RB_NE: out->r = d->not_(c, d->op(c, BVO_EQ, a, b, w)), out->truth = 1; return 0;
    case RB_LT: out->r = d->op(c, s ? BVO_SLT : BVO_ULT, a, b, w), out->truth = 1; return 0;
    case RB_LE: out->r = d->op(c, s ? BVO_SLE : BVO_ULE, a, b, w), out->truth = 1; return 0;
    case RB_GT: out->r = d->op(c, s ? BVO_SLT : BVO_ULT, b, a, w), out->truth = 1; return 0;
    case RB_GE: out->r = d->op(c, s ? BVO_SLE : BVO_ULE, b, a, w), out->truth = 1; return 0;
    case RB_CMP: {
      /* Ord::cmp as MIR's Cmp: Less -1, Equal 0, Greater 1 (an i8) */
      rs_iv lt = d->op(c, s ? BVO_SLT : BVO_ULT, a, b, w), gt = d->op(c, s ? BVO_SLT : BVO_ULT, b, a, w);
      out->r = d->ite(c, lt, d->cst(c, 8, 0xff), d->ite(c, gt, d->cst(c, 8, 1), d->cst(c, 8, 0), 8), 8);
      return 0;
    }
    case RB_COUNT: break;
  }
  return -1;
}

rs_iv rs_irule_cast(const rs_idom *d, rs_iv a, int from, int from_signed, int to) {
  return from == to ? a : d->resize(d->ctx, a, from, to, from_signed);
}

static rs_iv ovf_of(const rs_idom *d, rs_binop op, rs_iv a, rs_iv b, int w, int s) {
  rs_iout o;
  rs_irule_binop(d, op, a, b, w, s, w, 1, &o);
  return o.ovf;
}

/* The truth values' or/and, from not and ite (a domain gives no more). */
static rs_iv t_or(const rs_idom *d, rs_iv p, rs_iv q) { return d->ite(d->ctx, p, p, q, 1); }

int rs_irule_method(const rs_idom *d, const char *m, const rs_iv *a, int n, int w, int s, uint64_t exp, rs_imeth *out) {
  void *c = d->ctx;
  rs_iv A = a[0], zero = d->cst(c, w, 0);
  rs_iv mn = d->cst(c, w, s ? 1ull << (w - 1) : 0), mx = d->cst(c, w, s ? (~0ull >> (65 - w)) : (w >= 64 ? ~0ull : (1ull << w) - 1));
  rs_iv aneg = s ? d->op(c, BVO_SLT, A, zero, w) : d->op(c, BVO_ULT, A, zero, w); /* unsigned: never */
  *out = (rs_imeth){RS_IM_VALUE, 0, 0, w, s, 0, 0, NULL};
#define IS(x) (!strcmp(m, x))
  if (n == 1) {
    rs_iv negv = d->op(c, BVO_SUB, zero, A, w), absv = d->ite(c, aneg, negv, A, w);
    if (IS("wrapping_neg")) return out->v = negv, 0;
    if (IS("wrapping_abs") && s) return out->v = absv, 0;
    if (IS("unsigned_abs") && s) return out->v = absv, out->vs = 0, 0;
    if (IS("abs") && s) {
      /* overflow checks on (a debug build): abs of MIN panics as -MIN does */
      out->kind = RS_IM_PANIC, out->v = absv, out->c = d->op(c, BVO_EQ, A, mn, w), out->msg = "attempt to negate with overflow";
      return 0;
    }
    if (IS("checked_neg")) {
      out->kind = RS_IM_OPTION, out->v = negv;
      out->c = s ? d->op(c, BVO_EQ, A, mn, w) : d->not_(c, d->op(c, BVO_EQ, A, zero, w));
      return 0;
    }
    if (IS("signum") && s)
      return out->v = d->ite(c, aneg, d->cst(c, w, ~0ull), d->ite(c, d->op(c, BVO_EQ, A, zero, w), zero, d->cst(c, w, 1), w), w), 0;
    if (IS("is_negative") && s) return out->v = aneg, out->truth = 1, 0;
    if (IS("is_positive") && s) return out->v = d->op(c, BVO_SLT, zero, A, w), out->truth = 1, 0;
    return -1;
  }
  if (IS("pow") || IS("wrapping_pow") || IS("checked_pow") || IS("saturating_pow") || IS("overflowing_pow")) {
    /* std's exponentiation by squaring (core::num, `pow`): its multiplications in its order, so
     * that an overflow is found where the real one is */
    rs_iv acc = d->cst(c, w, 1), base = A, ovf = d->not_(c, d->op(c, BVO_EQ, zero, zero, w)); /* false */
    if (exp > 0) {
      uint64_t e = exp;
      while (e > 1) {
        if (e & 1) ovf = t_or(d, ovf, ovf_of(d, RB_MUL, acc, base, w, s)), acc = d->op(c, BVO_MUL, acc, base, w);
        e /= 2;
        ovf = t_or(d, ovf, ovf_of(d, RB_MUL, base, base, w, s));
        base = d->op(c, BVO_MUL, base, base, w);
      }
      ovf = t_or(d, ovf, ovf_of(d, RB_MUL, acc, base, w, s));
      acc = d->op(c, BVO_MUL, acc, base, w);
    }
    out->v = acc, out->c = ovf;
    if (IS("pow")) out->kind = RS_IM_PANIC, out->msg = "attempt to multiply with overflow";
    else if (IS("checked_pow")) out->kind = RS_IM_OPTION;
    else if (IS("overflowing_pow")) out->kind = RS_IM_PAIR;
    else if (IS("saturating_pow")) /* a negative base to an odd power saturates at MIN */
      out->v = d->ite(c, ovf, (exp & 1) ? d->ite(c, aneg, mn, mx, w) : mx, acc, w);
    return 0;
  }
  if (n == 3 && IS("clamp")) {
    /* Ord::clamp asserts min <= max, then max(min, x) limited to max */
    rs_iv B = a[1], C = a[2];
    rs_bvop lt = s ? BVO_SLT : BVO_ULT;
    out->kind = RS_IM_PANIC, out->c = d->op(c, lt, C, B, w), out->msg = "assertion failed: min <= max";
    out->v = d->ite(c, d->op(c, lt, A, B, w), B, d->ite(c, d->op(c, lt, C, A, w), C, A, w), w);
    return 0;
  }
  if (n != 2) return -1;
  rs_iv B = a[1];
  rs_bvop lt = s ? BVO_SLT : BVO_ULT;
  if (IS("min")) return out->v = d->ite(c, d->op(c, lt, B, A, w), B, A, w), 0;  /* the first on equality */
  if (IS("max")) return out->v = d->ite(c, d->op(c, lt, B, A, w), A, B, w), 0;  /* the second on equality */
  if (IS("abs_diff"))
    return out->v = d->ite(c, d->op(c, lt, A, B, w), d->op(c, BVO_SUB, B, A, w), d->op(c, BVO_SUB, A, B, w), w), out->vs = 0, 0;
  if (IS("checked_div") || IS("checked_rem") || IS("wrapping_div") || IS("wrapping_rem")) {
    /* a zero divisor: None (checked) or the panic (wrapping); MIN / -1: None (checked), MIN
     * (wrapping_div) or 0 (wrapping_rem); else / and % as the operators */
    int div = strstr(m, "div") != NULL;
    rs_iv bz = d->op(c, BVO_EQ, B, zero, w);
    rs_iv no = d->not_(c, d->op(c, BVO_EQ, zero, zero, w));
    rs_iv ovf = s ? d->ite(c, d->op(c, BVO_EQ, A, mn, w), d->op(c, BVO_EQ, B, d->cst(c, w, ~0ull), w), no, 1) : no;
    rs_iout q;
    rs_irule_binop(d, div ? RB_DIV : RB_REM, A, B, w, s, w, 0, &q);
    if (m[0] == 'c') {
      out->kind = RS_IM_OPTION, out->v = q.r, out->c = t_or(d, bz, ovf);
    } else {
      out->kind = RS_IM_PANIC, out->c = bz;
      out->msg = div ? "attempt to divide by zero" : "attempt to calculate the remainder with a divisor of zero";
      out->v = d->ite(c, ovf, div ? A : zero, q.r, w);
    }
    return 0;
  }
  static const struct { const char *suf; rs_binop op; } ops[] = {{"add", RB_ADD}, {"sub", RB_SUB}, {"mul", RB_MUL}};
  const char *u = strchr(m, '_');
  for (size_t i = 0; u && i < 3; i++) {
    if (strcmp(u + 1, ops[i].suf)) continue;
    rs_iout o;
    rs_irule_binop(d, ops[i].op, A, B, w, s, w, 1, &o);
    out->v = o.r, out->c = o.ovf;
    if (!strncmp(m, "wrapping_", 9)) return 0;
    if (!strncmp(m, "checked_", 8)) return out->kind = RS_IM_OPTION, 0;
    if (!strncmp(m, "overflowing_", 12)) return out->kind = RS_IM_PAIR, 0;
    /* unchecked_*: an overflow is undefined behaviour (core::num, "Safety") */
    if (!strncmp(m, "unchecked_", 10)) return out->kind = RS_IM_PANIC, out->ub = 1, 0;
    if (!strncmp(m, "saturating_", 11)) {
      /* the bound the exact result passed: below for a negative addend, for a subtraction of a
       * non-negative one (any, unsigned), for a product of operands of other signs */
      rs_iv bneg = s ? d->op(c, BVO_SLT, B, zero, w) : d->op(c, BVO_ULT, B, zero, w);
      rs_iv neg = i == 0 ? bneg : i == 1 ? (s ? d->not_(c, bneg) : d->not_(c, d->op(c, BVO_ULT, B, zero, w)))
                                        : d->not_(c, d->ite(c, aneg, bneg, d->not_(c, bneg), 1));
      out->v = d->ite(c, o.ovf, d->ite(c, neg, mn, mx, w), o.r, w);
      return 0;
    }
    return -1;
  }
  return -1;
#undef IS
}

/* ---------- the operator traits ---------- */

int rs_irule_int_type(const char *t, int *w, int *s) {
  static const struct { const char *n; int w, s; } ints[] = {
    {"i8", 8, 1}, {"i16", 16, 1}, {"i32", 32, 1}, {"i64", 64, 1}, {"isize", 64, 1},
    {"u8", 8, 0}, {"u16", 16, 0}, {"u32", 32, 0}, {"u64", 64, 0}, {"usize", 64, 0}};
  for (size_t i = 0; i < sizeof ints / sizeof ints[0]; i++) {
    size_t k = strlen(ints[i].n);
    if (!strncmp(t, ints[i].n, k) && (t[k] == '>' || t[k] == ' ')) {
      *w = ints[i].w, *s = ints[i].s;
      return 1;
    }
  }
  return 0;
}

int rs_irule_op_trait(const char *c, const char *m, rs_binop *op, const char **ovf, int *assign, int *w, int *s) {
  static const struct { const char *t, *m; rs_binop op; const char *ovf; } ops[] = {
    {" as Add", "add", RB_ADD, "attempt to add with overflow"}, {" as Sub", "sub", RB_SUB, "attempt to subtract with overflow"},
    {" as Mul", "mul", RB_MUL, "attempt to multiply with overflow"}, {" as Div", "div", RB_DIV, "attempt to divide with overflow"},
    {" as Rem", "rem", RB_REM, "attempt to calculate the remainder with overflow"},
    {" as BitAnd", "bitand", RB_BITAND, NULL}, {" as BitOr", "bitor", RB_BITOR, NULL}, {" as BitXor", "bitxor", RB_BITXOR, NULL},
    {" as AddAssign", "add_assign", RB_ADD, "attempt to add with overflow"},
    {" as SubAssign", "sub_assign", RB_SUB, "attempt to subtract with overflow"},
    {" as MulAssign", "mul_assign", RB_MUL, "attempt to multiply with overflow"}};
  if (c[0] != '<' || !rs_irule_int_type(c + 1 + (c[1] == '&'), w, s)) return 0;
  for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) {
    if (!strstr(c, ops[i].t) || strcmp(m, ops[i].m)) continue;
    *op = ops[i].op, *ovf = ops[i].ovf, *assign = strstr(m, "_assign") != NULL;
    return 1;
  }
  return 0;
}

/* ---------- words ---------- */

static uint64_t mask(int w) { return w >= 64 ? ~0ull : (1ull << w) - 1; }
static __int128 sval(uint64_t v, int w) { /* the low w bits as a signed number */
  v &= mask(w);
  return w < 64 && (v >> (w - 1)) & 1 ? (__int128)v - ((__int128)1 << w) : w >= 64 ? (__int128)(int64_t)v : (__int128)v;
}
static int sfits(__int128 v, int w) { return v >= -((__int128)1 << (w - 1)) && v <= ((__int128)1 << (w - 1)) - 1; }

static rs_iv w_cst(void *c, int w, uint64_t v) { (void)c; return v & mask(w); }

static rs_iv w_op(void *c, rs_bvop op, rs_iv a, rs_iv b, int w) {
  (void)c;
  uint64_t m = mask(w);
  a &= m, b &= m;
  __int128 A = sval(a, w), B = sval(b, w);
  switch (op) {
    case BVO_ADD: return (a + b) & m;
    case BVO_SUB: return (a - b) & m;
    case BVO_MUL: return (a * b) & m;
    case BVO_UDIV: return b ? a / b : m;  /* SMT-LIB: x / 0 is all ones */
    case BVO_UREM: return b ? a % b : a;  /* x % 0 is x */
    case BVO_SDIV: return B ? (uint64_t)(A / B) & m : (A < 0 ? 1 : m);
    case BVO_SREM: return B ? (uint64_t)(A % B) & m : a;
    case BVO_AND: return a & b;
    case BVO_OR: return a | b;
    case BVO_XOR: return a ^ b;
    case BVO_SHL: return b >= (uint64_t)w ? 0 : (a << b) & m;
    case BVO_LSHR: return b >= (uint64_t)w ? 0 : a >> b;
    case BVO_ASHR: return (uint64_t)(A >> (b >= (uint64_t)w ? (unsigned)w - 1 : (unsigned)b)) & m;
    case BVO_EQ: return a == b;
    case BVO_ULT: return a < b;
    case BVO_SLT: return A < B;
    case BVO_ULE: return a <= b;
    case BVO_SLE: return A <= B;
    case BVO_UADD_OVF: return (unsigned __int128)a + b > m;
    case BVO_SADD_OVF: return !sfits(A + B, w);
    case BVO_USUB_OVF: return a < b;
    case BVO_SSUB_OVF: return !sfits(A - B, w);
    case BVO_UMUL_OVF: return (unsigned __int128)a * b > m;
    case BVO_SMUL_OVF: return !sfits(A * B, w);
  }
  return 0;
}

static rs_iv w_not(void *c, rs_iv p) { (void)c; return !p; }
static rs_iv w_ite(void *c, rs_iv p, rs_iv a, rs_iv b, int w) { (void)c; return (p ? a : b) & mask(w); }
static rs_iv w_resize(void *c, rs_iv a, int from, int to, int sext) {
  (void)c;
  a &= mask(from);
  if (to > from && sext) a = (uint64_t)sval(a, from);
  return a & mask(to);
}

const rs_idom rs_idom_words = {NULL, w_cst, w_op, w_not, w_ite, w_resize};

/* ---------- terms ---------- */

static rs_iv t_cst(void *c, int w, uint64_t v) { return term_bv(c, (unsigned)w, v & mask(w)); }

static rs_iv t_op(void *c, rs_bvop op, rs_iv a, rs_iv b, int w) {
  (void)w;
  term_ctx *tc = c;
  term_ref A = (term_ref)a, B = (term_ref)b;
  static const term_op bin[] = {[BVO_ADD] = OP_BVADD, [BVO_SUB] = OP_BVSUB, [BVO_MUL] = OP_BVMUL,
                                [BVO_UDIV] = OP_BVUDIV, [BVO_SDIV] = OP_BVSDIV, [BVO_UREM] = OP_BVUREM,
                                [BVO_SREM] = OP_BVSREM, [BVO_AND] = OP_BVAND, [BVO_OR] = OP_BVOR,
                                [BVO_XOR] = OP_BVXOR, [BVO_SHL] = OP_BVSHL, [BVO_LSHR] = OP_BVLSHR,
                                [BVO_ASHR] = OP_BVASHR, [BVO_ULT] = OP_BVULT, [BVO_SLT] = OP_BVSLT,
                                [BVO_ULE] = OP_BVULE, [BVO_SLE] = OP_BVSLE};
  switch (op) {
    case BVO_EQ: return term_eq(tc, A, B);
    case BVO_UADD_OVF: return term_bv_uadd_ovf(tc, A, B);
    case BVO_SADD_OVF: return term_bv_sadd_ovf(tc, A, B);
    case BVO_USUB_OVF: return term_bv_usub_ovf(tc, A, B);
    case BVO_SSUB_OVF: return term_bv_ssub_ovf(tc, A, B);
    case BVO_UMUL_OVF: return term_bv_umul_ovf(tc, A, B);
    case BVO_SMUL_OVF: return term_bv_smul_ovf(tc, A, B);
    default: return term_mk2(tc, bin[op], A, B);
  }
}

static rs_iv t_not(void *c, rs_iv p) { return term_not(c, (term_ref)p); }
static rs_iv t_ite(void *c, rs_iv p, rs_iv a, rs_iv b, int w) { (void)w; return term_ite(c, (term_ref)p, (term_ref)a, (term_ref)b); }
static rs_iv t_resize(void *c, rs_iv a, int from, int to, int sext) {
  term_ctx *tc = c;
  if (to == from) return a;
  if (to < from) return term_extract(tc, (unsigned)to - 1, 0, (term_ref)a);
  return sext ? term_sext(tc, (unsigned)(to - from), (term_ref)a) : term_zext(tc, (unsigned)(to - from), (term_ref)a);
}

void rs_idom_terms(rs_idom *d, struct term_ctx *tc) { *d = (rs_idom){tc, t_cst, t_op, t_not, t_ite, t_resize}; }
