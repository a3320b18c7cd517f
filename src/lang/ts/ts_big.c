/* ts_big.c — BigInt values (ECMA-262 §6.1.6.2) over GMP: a value is its limbs and GMP's signed
 * size, copied onto the run's arena once computed (nothing to free: the arena is the heap) and
 * read back through mpz_roinit_n. GMP's mpz operations are the specification's on the
 * mathematical integers: truncating division (tdiv, §6.1.6.2.5-6), floor shifts (fdiv_q_2exp,
 * §6.1.6.2.10), and and/ior/xor on the infinite two's complement (§6.1.6.2.18-20).
 *
 * V8 limits a BigInt to 2^30 bits; Equiv stops earlier (BIG_MAX_BITS), as out_of_fuel, its own
 * limit like the heap's, never as a RangeError node would not throw. */
#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <gmp.h>

#include "lang/ts/ts_big.h"
#include "lang/ts/ts_num.h"

struct ts_big {
  int size;          /* GMP's: the limb count, negative for a negative value */
  mp_limb_t l[];
};

enum { BIG_MAX_BITS = 1 << 22 };

static mpz_srcptr view(const ts_big *a, mpz_ptr tmp) { return mpz_roinit_n(tmp, a->l, a->size); }

/* z onto the arena (z is cleared). */
static const ts_big *keep(ts_rt *r, mpz_t z) {
  size_t n = mpz_size(z);
  ts_big *b = arena_alloc(r->a, sizeof *b + (n + 1) * sizeof(mp_limb_t));
  if (n) memcpy(b->l, mpz_limbs_read(z), n * sizeof(mp_limb_t));
  b->size = mpz_sgn(z) < 0 ? -(int)n : (int)n;
  mpz_clear(z);
  return b;
}

ts_val ts_bigv(const ts_big *z) {
  ts_val v = ts_undef();
  v.t = TV_BIG;
  v.z = z;
  return v;
}

static ts_comp too_big(ts_rt *r, const ts_node *at) {
  return ts_wrong(r, REL_W_OUT_OF_FUEL, at, "a BigInt above %d bits (Equiv's limit)", BIG_MAX_BITS);
}

const ts_big *ts_big_dec(ts_rt *r, const char *dec) {
  const char *d = dec[0] == '-' ? dec + 1 : dec;
  if (!*d) return NULL;
  for (const char *p = d; *p; p++)
    if (!isdigit((unsigned char)*p)) return NULL;
  mpz_t z;
  if (mpz_init_set_str(z, dec, 10) != 0) {
    mpz_clear(z);
    return NULL;
  }
  return keep(r, z);
}

/* Whether the shift count or exponent b fits what Equiv computes (*n its value). */
static int small(mpz_srcptr b, unsigned long *n) {
  if (!mpz_fits_ulong_p(b) || mpz_get_ui(b) > BIG_MAX_BITS) return 0;
  *n = mpz_get_ui(b);
  return 1;
}

ts_comp ts_big_binop(ts_rt *r, ts_op op, const ts_big *a, const ts_big *b, ts_val *out, const ts_node *at) {
  mpz_t ta, tb, z;
  mpz_srcptr x = view(a, ta), y = view(b, tb);
  unsigned long n;
  mpz_init(z);
  switch (op) {
  case TS_OP_ADD: mpz_add(z, x, y); break;
  case TS_OP_SUB: mpz_sub(z, x, y); break;
  case TS_OP_MUL: mpz_mul(z, x, y); break;
  case TS_OP_DIV:
  case TS_OP_MOD:
    if (!mpz_sgn(y)) {
      mpz_clear(z);
      return ts_throw_error(r, r->range_error_cls, "Division by zero");
    }
    if (op == TS_OP_DIV) mpz_tdiv_q(z, x, y);
    else mpz_tdiv_r(z, x, y); /* the sign of the dividend (§6.1.6.2.6) */
    break;
  case TS_OP_EXP:
    if (mpz_sgn(y) < 0) {
      mpz_clear(z);
      /* V8's text (node 20): its template "% must be positive" filled with undefined */
      return ts_throw_error(r, r->range_error_cls, "undefined must be positive");
    }
    if (!mpz_sgn(y)) {
      mpz_set_ui(z, 1);
    } else if (mpz_cmpabs_ui(x, 1) <= 0) { /* 0, 1 and -1 to any positive power */
      mpz_set(z, x);
      if (mpz_sgn(x) < 0 && mpz_even_p(y)) mpz_neg(z, z);
    } else {
      /* |x|^n is at least 2^(n log2|x|): above the bound, it is not computed */
      long ex;
      double m = fabs(mpz_get_d_2exp(&ex, x));
      if (!small(y, &n) || (double)n * ((double)ex + log2(m)) > BIG_MAX_BITS) {
        mpz_clear(z);
        return too_big(r, at);
      }
      mpz_pow_ui(z, x, n);
    }
    break;
  case TS_OP_BAND: mpz_and(z, x, y); break;
  case TS_OP_BOR: mpz_ior(z, x, y); break;
  case TS_OP_BXOR: mpz_xor(z, x, y); break;
  case TS_OP_SHL:
  case TS_OP_SAR: {
    /* §6.1.6.2.9-10: x << y is x * 2^y, x >> y is x << -y, rounding toward -infinity */
    int left = (op == TS_OP_SHL) == (mpz_sgn(y) >= 0);
    mpz_t m;
    mpz_init(m);
    mpz_abs(m, y);
    int fits = small(m, &n);
    mpz_clear(m);
    if (left) {
      if (mpz_sgn(x) && (!fits || mpz_sizeinbase(x, 2) + n > BIG_MAX_BITS)) {
        mpz_clear(z);
        return too_big(r, at);
      }
      if (mpz_sgn(x)) mpz_mul_2exp(z, x, n);
    } else if (!fits) {
      mpz_set_si(z, mpz_sgn(x) < 0 ? -1 : 0);
    } else {
      mpz_fdiv_q_2exp(z, x, n);
    }
    break;
  }
  case TS_OP_SHR:
    mpz_clear(z);
    return ts_throw_error(r, r->type_error_cls, "BigInts have no unsigned right shift, use >> instead");
  default:
    mpz_clear(z);
    return ts_wrong(r, REL_W_UNSUPPORTED, at, "operator '%s' on BigInts", ts_op_name(op));
  }
  if (mpz_sizeinbase(z, 2) > BIG_MAX_BITS) {
    mpz_clear(z);
    return too_big(r, at);
  }
  *out = ts_bigv(keep(r, z));
  return C_NORMAL;
}

ts_val ts_big_neg(ts_rt *r, const ts_big *a) {
  mpz_t t, z;
  mpz_init(z);
  mpz_neg(z, view(a, t));
  return ts_bigv(keep(r, z));
}

ts_val ts_big_not(ts_rt *r, const ts_big *a) {
  mpz_t t, z;
  mpz_init(z);
  mpz_com(z, view(a, t)); /* -x - 1 */
  return ts_bigv(keep(r, z));
}

ts_val ts_big_add_small(ts_rt *r, const ts_big *a, long d) {
  mpz_t t, z;
  mpz_init(z);
  if (d >= 0) mpz_add_ui(z, view(a, t), (unsigned long)d);
  else mpz_sub_ui(z, view(a, t), (unsigned long)-d);
  return ts_bigv(keep(r, z));
}

int ts_big_cmp(const ts_big *a, const ts_big *b) {
  mpz_t ta, tb;
  int c = mpz_cmp(view(a, ta), view(b, tb));
  return c < 0 ? -1 : c > 0;
}

int ts_big_cmp_num(const ts_big *a, double d) {
  mpz_t t;
  int c = mpz_cmp_d(view(a, t), d); /* exact, infinities included */
  return c < 0 ? -1 : c > 0;
}

int ts_big_is_zero(const ts_big *a) { return a->size == 0; }

const ts_str *ts_big_str(ts_rt *r, const ts_big *a, int radix) {
  mpz_t t;
  mpz_srcptr x = view(a, t);
  char *buf = arena_alloc(r->a, mpz_sizeinbase(x, radix) + 2);
  mpz_get_str(buf, radix, x);
  return ts_str_ascii(r, buf);
}

/* a's text in radix 10, on arena ar (running out of memory is fatal there). */
static char *dec_text(const ts_big *a, arena *ar) {
  mpz_t t;
  mpz_srcptr x = view(a, t);
  char *buf = arena_alloc(ar, mpz_sizeinbase(x, 10) + 2);
  mpz_get_str(buf, 10, x);
  return buf;
}

void ts_big_dec_text(const ts_big *a, strbuf *sb) {
  arena *ar = arena_new();
  sb_puts(sb, dec_text(a, ar));
  arena_free(ar);
}

double ts_big_to_num(const ts_big *a) {
  mpz_t t;
  mpz_srcptr x = view(a, t);
  if (mpz_sizeinbase(x, 2) > 1100) return mpz_sgn(x) < 0 ? -INFINITY : INFINITY;
  arena *ar = arena_new();
  double d = strtod(dec_text(a, ar), NULL); /* correctly rounded, ties to even */
  arena_free(ar);
  return d;
}

static int is_ws(uint16_t c) { return c == ' ' || (c >= 9 && c <= 13); }

/* §7.1.14 StringToBigInt of an ASCII string: 1 and *z set, 0 when it is no StringIntegerLiteral. */
static int string_to_big(const ts_str *s, mpz_t z) {
  size_t i = 0, n = s->n;
  while (i < n && is_ws(s->u[i])) i++;
  while (n > i && is_ws(s->u[n - 1])) n--;
  if (i == n) {
    mpz_set_ui(z, 0);
    return 1;
  }
  int base = 10, neg = 0;
  if (n - i > 2 && s->u[i] == '0' && strchr("xXoObB", s->u[i + 1])) {
    base = s->u[i + 1] == 'x' || s->u[i + 1] == 'X' ? 16 : s->u[i + 1] == 'o' || s->u[i + 1] == 'O' ? 8 : 2;
    i += 2;
  } else if (s->u[i] == '-' || s->u[i] == '+') {
    neg = s->u[i++] == '-';
  }
  if (i == n) return 0;
  char *digits = malloc(n - i + 1);
  if (!digits) return 0;
  size_t k = 0;
  for (; i < n; i++) {
    uint16_t c = s->u[i];
    int v = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'z' ? c - 'a' + 10 : c >= 'A' && c <= 'Z' ? c - 'A' + 10 : 99;
    if (v >= base) {
      free(digits);
      return 0;
    }
    digits[k++] = (char)c;
  }
  digits[k] = 0;
  int ok = mpz_set_str(z, digits, base) == 0;
  free(digits);
  if (neg) mpz_neg(z, z);
  return ok;
}

ts_comp ts_big_of(ts_rt *r, ts_val v, ts_val *out, const ts_node *at) {
  mpz_t z;
  switch (v.t) {
  case TV_BIG: *out = v; return C_NORMAL;
  case TV_BOOL:
    mpz_init_set_ui(z, (unsigned long)v.b);
    *out = ts_bigv(keep(r, z));
    return C_NORMAL;
  case TV_NUM: {
    /* §21.2.1.1.1 NumberToBigInt */
    if (!isfinite(v.n) || v.n != trunc(v.n)) {
      char b[40];
      return ts_throw_error(r, r->range_error_cls, "The number %s cannot be converted to a BigInt because it is not an integer",
                            ts_num_str(v.n, b));
    }
    mpz_init_set_d(z, v.n); /* exact: an integral double */
    *out = ts_bigv(keep(r, z));
    return C_NORMAL;
  }
  case TV_STR: {
    for (size_t i = 0; i < v.s->n; i++)
      if (v.s->u[i] >= 0x80) return ts_wrong(r, REL_W_UNSUPPORTED, at, "BigInt of a string with non-ASCII characters");
    mpz_init(z);
    if (!string_to_big(v.s, z)) {
      mpz_clear(z);
      strbuf sb = STRBUF_INIT;
      ts_str_utf8(v.s, &sb);
      ts_comp c = ts_throw_error(r, r->syntax_error_cls, "Cannot convert %s to a BigInt", sb_str(&sb));
      sb_free(&sb);
      return c;
    }
    if (mpz_sizeinbase(z, 2) > BIG_MAX_BITS) {
      mpz_clear(z);
      return too_big(r, at);
    }
    *out = ts_bigv(keep(r, z));
    return C_NORMAL;
  }
  case TV_UNDEF:
  case TV_NULL:
    return ts_throw_error(r, r->type_error_cls, "Cannot convert %s to a BigInt", v.t == TV_UNDEF ? "undefined" : "null");
  case TV_OBJ: break;
  }
  return ts_wrong(r, REL_W_UNSUPPORTED, at, "BigInt of an object");
}

ts_comp ts_big_as_n(ts_rt *r, int sign, ts_val bits, ts_val a, ts_val *out, const ts_node *at) {
  if (bits.t != TV_NUM || a.t != TV_BIG)
    return ts_wrong(r, REL_W_UNSUPPORTED, at, "BigInt.as%sN of other than a number and a BigInt", sign ? "Int" : "Uint");
  double d = isnan(bits.n) ? 0 : trunc(bits.n); /* §7.1.22 ToIndex */
  if (d < 0 || d > 9007199254740991.0)
    return ts_throw_error(r, r->range_error_cls, "Invalid value: not (convertible to) a safe integer");
  mpz_t t, z;
  mpz_srcptr x = view(a.z, t);
  if (d > BIG_MAX_BITS) {
    if (sign || mpz_sgn(x) >= 0) { /* the value is already within 2^(bits-1) */
      *out = a;
      return C_NORMAL;
    }
    return too_big(r, at);
  }
  unsigned long n = (unsigned long)d;
  mpz_init(z);
  mpz_fdiv_r_2exp(z, x, n); /* x modulo 2^n, in [0, 2^n) */
  if (sign && n && mpz_tstbit(z, n - 1)) { /* at or above 2^(n-1): minus 2^n */
    mpz_t p;
    mpz_init(p);
    mpz_setbit(p, n);
    mpz_sub(z, z, p);
    mpz_clear(p);
  }
  *out = ts_bigv(keep(r, z));
  return C_NORMAL;
}
