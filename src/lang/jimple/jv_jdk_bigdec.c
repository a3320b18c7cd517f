/* jv_jdk_bigdec.c — java.math.BigDecimal over GMP (an unscaled integer and a 32-bit scale, the
 * value unscaled * 10^-scale) and java.math.RoundingMode, from the BigDecimal Javadoc: add and
 * subtract at the larger scale, multiply at the sum of scales, setScale and divide rounding by
 * each RoundingMode, exact divide at the preferred scale this.scale - divisor.scale (or the least
 * larger scale that is exact), compareTo by value against equals by value and scale, toString's
 * scientific notation when the scale is negative or the adjusted exponent below -6, and
 * new BigDecimal(double)'s exact binary expansion. A malformed string goes wrong as unsupported
 * (the JDK's NumberFormatException messages for it are many and undocumented); a scale outside
 * int as unsupported too. */
#include <gmp.h>
#include <math.h>
#include <string.h>

#include "lang/jimple/jv_rt.h"

#define IS(n, d) (!strcmp(name, n) && !strcmp(desc, d))
#define BD "Ljava/math/BigDecimal;"
#define RM "Ljava/math/RoundingMode;"
#define AE "java/lang/ArithmeticException"

typedef struct jv_bigdec { mpz_t u; int32_t scale; } jv_bigdec;

enum { RM_UP, RM_DOWN, RM_CEILING, RM_FLOOR, RM_HALF_UP, RM_HALF_DOWN, RM_HALF_EVEN, RM_UNNECESSARY, NRM };
static const char *const rm_names[NRM] = {"UP", "DOWN", "CEILING", "FLOOR", "HALF_UP", "HALF_DOWN", "HALF_EVEN", "UNNECESSARY"};

static void keep(rt *r, jv_bigdec *b) {
  if (r->ngmp == r->capgmp) {
    r->capgmp = r->capgmp ? 2 * r->capgmp : 32;
    void **n = arena_alloc(r->a, sizeof(void *) * (size_t)r->capgmp);
    if (r->ngmp) memcpy(n, r->gmp, sizeof(void *) * (size_t)r->ngmp);
    r->gmp = n;
  }
  r->gmp[r->ngmp++] = b;
}

void jv_jdk_release(rt *r) {
  for (int i = 0; i < r->ngmp; i++) mpz_clear(((jv_bigdec *)r->gmp[i])->u);
  r->ngmp = 0;
}

static jv_bigdec *bd_init(rt *r, obj *o) {
  jv_bigdec *b = arena_alloc(r->a, sizeof *b);
  mpz_init(b->u);
  keep(r, b);
  o->x = b;
  return b;
}

static obj *bd_new(rt *r, jv_bigdec **out) {
  obj *o = jv_new_obj(r, "java/math/BigDecimal");
  o->kind = K_BIGDEC;
  *out = bd_init(r, o);
  return o;
}

static obj *bd_make(rt *r, const mpz_t u, int64_t scale) {
  jv_bigdec *b;
  obj *o = bd_new(r, &b);
  mpz_set(b->u, u);
  b->scale = (int32_t)scale;
  return o;
}

/* A bound of the model, not of Java (whose scales are any int): scales beyond +-100000 and
 * unscaled values beyond 2^22 bits (about 1.26 million digits) go wrong as unsupported, so that
 * aligning two scales or multiplying cannot exhaust memory (GMP aborts when it cannot allocate).
 * Scales outside int, where the JDK throws its own overflow messages, are beyond the bound too. */
enum { BD_MAX_SCALE = 100000, BD_MAX_BITS = 1 << 22 };

static int scale_ok(int64_t s) { return s >= -BD_MAX_SCALE && s <= BD_MAX_SCALE; }

static res scale_wrong(rt *r, const char *at) {
  return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: a BigDecimal scale beyond +-%d (a bound of the model)", BD_MAX_SCALE);
}

static int size_ok(const mpz_t x, const mpz_t y) { return mpz_sizeinbase(x, 2) + mpz_sizeinbase(y, 2) <= BD_MAX_BITS; }

static res size_wrong(rt *r, const char *at) {
  return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: a BigDecimal of more than %d bits (a bound of the model)", BD_MAX_BITS);
}

/* q = n / d rounded by mode (d != 0); R_THROW for UNNECESSARY when inexact. */
static res div_round(rt *r, mpz_t q, const mpz_t n, const mpz_t d, int mode) {
  mpz_t rem, twice;
  mpz_inits(rem, twice, NULL);
  mpz_tdiv_qr(q, rem, n, d);
  res st = R_OK;
  if (mpz_sgn(rem)) {
    int sign = mpz_sgn(n) * mpz_sgn(d); /* the sign of the exact quotient */
    mpz_mul_2exp(twice, rem, 1);
    int half = mpz_cmpabs(twice, d); /* <0 below half, 0 half, >0 above */
    int away = 0;
    switch (mode) {
    case RM_UP: away = 1; break;
    case RM_DOWN: away = 0; break;
    case RM_CEILING: away = sign > 0; break;
    case RM_FLOOR: away = sign < 0; break;
    case RM_HALF_UP: away = half >= 0; break;
    case RM_HALF_DOWN: away = half > 0; break;
    case RM_HALF_EVEN: away = half > 0 || (half == 0 && mpz_odd_p(q)); break;
    default: st = jv_throw(r, AE, "Rounding necessary"); break;
    }
    if (away) {
      if (sign > 0) mpz_add_ui(q, q, 1);
      else mpz_sub_ui(q, q, 1);
    }
  }
  mpz_clears(rem, twice, NULL);
  return st;
}

/* x * 10^k into z (k >= 0). */
static void mul_pow10(mpz_t z, const mpz_t x, uint64_t k) {
  mpz_t p;
  mpz_init(p);
  mpz_ui_pow_ui(p, 10, k);
  mpz_mul(z, x, p);
  mpz_clear(p);
}

/* The value of b at scale s (s >= b->scale) into z. */
static void at_scale(mpz_t z, const jv_bigdec *b, int64_t s) { mul_pow10(z, b->u, (uint64_t)(s - b->scale)); }

static res set_scale(rt *r, const jv_bigdec *b, int64_t s, int mode, val *ret, const char *at) {
  if (!scale_ok(s)) return scale_wrong(r, at);
  mpz_t q;
  mpz_init(q);
  res st = R_OK;
  if (s >= b->scale) {
    at_scale(q, b, s);
  } else {
    mpz_t d;
    mpz_init(d);
    mpz_ui_pow_ui(d, 10, (unsigned long)(b->scale - s));
    st = div_round(r, q, b->u, d, mode);
    mpz_clear(d);
  }
  if (st == R_OK) ret->r = bd_make(r, q, s);
  mpz_clear(q);
  return st;
}

/* this / divisor at scale s, rounded. */
static res divide_scaled(rt *r, const jv_bigdec *x, const jv_bigdec *y, int64_t s, int mode, val *ret, const char *at) {
  if (!scale_ok(s)) return scale_wrong(r, at);
  if (!mpz_sgn(y->u)) return jv_throw(r, AE, "/ by zero");
  /* q = x.u * 10^(s - x.scale + y.scale) / y.u */
  int64_t e = s - (int64_t)x->scale + y->scale;
  mpz_t n, d, q;
  mpz_inits(n, d, q, NULL);
  mpz_set(n, x->u);
  mpz_set(d, y->u);
  if (e >= 0) mul_pow10(n, n, (uint64_t)e);
  else mul_pow10(d, d, (uint64_t)-e);
  res st = div_round(r, q, n, d, mode);
  if (st == R_OK) ret->r = bd_make(r, q, s);
  mpz_clears(n, d, q, NULL);
  return st;
}

/* divide(BigDecimal) exactly: the quotient at the preferred scale, or the least larger exact one. */
static res divide_exact(rt *r, const jv_bigdec *x, const jv_bigdec *y, val *ret, const char *at) {
  if (!mpz_sgn(y->u)) return jv_throw(r, AE, mpz_sgn(x->u) ? "Division by zero" : "Division undefined");
  int64_t pref = (int64_t)x->scale - y->scale;
  mpz_t n, d, g, q;
  mpz_inits(n, d, g, q, NULL);
  mpz_set(n, x->u);
  mpz_set(d, y->u);
  mpz_gcd(g, n, d);
  mpz_divexact(n, n, g);
  mpz_divexact(d, d, g);
  if (mpz_sgn(d) < 0) mpz_neg(d, d), mpz_neg(n, n);
  uint64_t a = mpz_scan1(d, 0);
  mpz_tdiv_q_2exp(d, d, a);
  uint64_t b5 = 0;
  while (mpz_divisible_ui_p(d, 5)) mpz_divexact_ui(d, d, 5), b5++;
  res st = R_OK;
  if (mpz_cmp_ui(d, 1)) {
    st = jv_throw(r, AE, "Non-terminating decimal expansion; no exact representable decimal result.");
  } else {
    uint64_t k = a > b5 ? a : b5;
    /* n / (2^a 5^b) = n * 2^(k-a) * 5^(k-b) / 10^k */
    mpz_mul_2exp(q, n, k - a);
    mpz_t p;
    mpz_init(p);
    mpz_ui_pow_ui(p, 5, k - b5);
    mpz_mul(q, q, p);
    mpz_clear(p);
    int64_t s = pref + (int64_t)k;
    while (s > pref && mpz_sgn(q) && mpz_divisible_ui_p(q, 10)) mpz_divexact_ui(q, q, 10), s--;
    if (!scale_ok(s)) st = scale_wrong(r, at);
    else ret->r = bd_make(r, q, s);
  }
  mpz_clears(n, d, g, q, NULL);
  return st;
}

/* new BigDecimal(String): [sign] digits [. digits] [e|E [sign] digits]; 0 when malformed,
 * -1 when its scale is beyond the model's bound. */
static int parse(rt *r, jv_bigdec *b, const obj *s) {
  int i = 0, n = s->len, nd = 0, frac = 0, dot = 0;
  char *digits = arena_alloc(r->a, (size_t)n + 2);
  int k = 0;
  if (i < n && (s->u[i] == '+' || s->u[i] == '-')) digits[k++] = s->u[i++] == '-' ? '-' : '+';
  for (; i < n; i++) {
    uint16_t c = s->u[i];
    if (c >= '0' && c <= '9') {
      digits[k++] = (char)c, nd++;
      frac += dot;
    } else if (c == '.' && !dot) {
      dot = 1;
    } else {
      break;
    }
  }
  if (!nd) return 0;
  int64_t ex = 0;
  if (i < n) {
    if (s->u[i] != 'e' && s->u[i] != 'E') return 0;
    i++;
    int neg = 0;
    if (i < n && (s->u[i] == '+' || s->u[i] == '-')) neg = s->u[i++] == '-';
    if (i >= n || n - i > 10) return 0;
    for (; i < n; i++) {
      if (s->u[i] < '0' || s->u[i] > '9') return 0;
      ex = ex * 10 + (s->u[i] - '0');
    }
    if (neg) ex = -ex;
  }
  digits[k] = 0;
  int64_t sc = frac - ex;
  if (!scale_ok(sc)) return -1;
  mpz_set_str(b->u, digits[0] == '+' ? digits + 1 : digits, 10);
  b->scale = (int32_t)sc;
  return 1;
}

/* new BigDecimal(double): the exact value of the binary double. */
static void from_double(jv_bigdec *b, double d) {
  int e;
  double m = frexp(d, &e); /* d = m * 2^e, 0.5 <= |m| < 1 */
  int64_t sig = (int64_t)ldexp(m, 53);
  e -= 53;
  while (sig && !(sig & 1)) sig /= 2, e++;
  mpz_set_si(b->u, sig);
  b->scale = 0;
  if (!sig) return;
  if (e >= 0) {
    mpz_mul_2exp(b->u, b->u, (mp_bitcnt_t)e);
  } else {
    mpz_t p;
    mpz_init(p);
    mpz_ui_pow_ui(p, 5, (unsigned long)-e);
    mpz_mul(b->u, b->u, p);
    mpz_clear(p);
    b->scale = -e;
  }
}

static void text(const jv_bigdec *b, strbuf *sb, int plain) {
  char *c = mpz_get_str(NULL, 10, b->u);
  const char *coeff = c[0] == '-' ? c + 1 : c;
  int len = (int)strlen(coeff);
  int64_t adjusted = -(int64_t)b->scale + (len - 1);
  if (c[0] == '-') sb_putc(sb, '-');
  if (b->scale == 0) {
    sb_puts(sb, coeff);
  } else if (plain && b->scale < 0) {
    sb_puts(sb, coeff);
    if (mpz_sgn(b->u))
      for (int64_t i = 0; i < -(int64_t)b->scale; i++) sb_putc(sb, '0');
  } else if (b->scale > 0 && (plain || adjusted >= -6)) {
    int pad = b->scale - len;
    if (pad >= 0) {
      sb_puts(sb, "0.");
      for (int i = 0; i < pad; i++) sb_putc(sb, '0');
      sb_puts(sb, coeff);
    } else {
      sb_append(sb, coeff, (size_t)(len - b->scale));
      sb_putc(sb, '.');
      sb_puts(sb, coeff + len - b->scale);
    }
  } else {
    sb_putc(sb, coeff[0]);
    if (len > 1) {
      sb_putc(sb, '.');
      sb_puts(sb, coeff + 1);
    }
    if (adjusted) sb_printf(sb, "E%s%lld", adjusted > 0 ? "+" : "", (long long)adjusted);
  }
  void (*freef)(void *, size_t);
  mp_get_memory_functions(NULL, NULL, &freef);
  freef(c, strlen(c) + 1);
}

static int cmp(const jv_bigdec *x, const jv_bigdec *y) {
  int64_t s = x->scale > y->scale ? x->scale : y->scale;
  mpz_t a, b;
  mpz_inits(a, b, NULL);
  at_scale(a, x, s);
  at_scale(b, y, s);
  int c = mpz_cmp(a, b);
  mpz_clears(a, b, NULL);
  return c < 0 ? -1 : c > 0;
}

/* BigInteger.hashCode: 31-polynomial over the magnitude's big-endian int words, times the sign. */
static int32_t bigint_hash(const mpz_t u) {
  size_t n = 0;
  uint32_t *w = mpz_export(NULL, &n, 1, 4, 0, 0, u);
  uint32_t h = 0;
  for (size_t i = 0; i < n; i++) h = 31 * h + w[i];
  void (*freef)(void *, size_t);
  mp_get_memory_functions(NULL, NULL, &freef);
  if (w) freef(w, n * 4);
  return (int32_t)(h * (uint32_t)mpz_sgn(u));
}

/* The number of decimal digits of u (1 for zero): BigDecimal.precision of an unscaled value. */
static int precision(const mpz_t u) {
  if (!mpz_sgn(u)) return 1;
  char *c = mpz_get_str(NULL, 10, u);
  int n = (int)strlen(c) - (c[0] == '-');
  void (*freef)(void *, size_t);
  mp_get_memory_functions(NULL, NULL, &freef);
  freef(c, strlen(c) + 1);
  return n;
}

static obj *rounding_mode(rt *r, int i) {
  if (!r->statics[i]) {
    obj *o = jv_new_obj(r, "java/math/RoundingMode");
    o->kind = K_ENUM;
    o->bv.i = i;
    r->statics[i] = o;
  }
  return r->statics[i];
}

res jv_jdk_bigdec_getstatic(rt *r, const char *cls, const char *name, val *out) {
  if (!strcmp(cls, "java/math/RoundingMode")) {
    for (int i = 0; i < NRM; i++)
      if (!strcmp(name, rm_names[i])) return out->r = rounding_mode(r, i), R_OK;
    return R_PASS;
  }
  if (!strcmp(cls, "java/math/BigDecimal")) {
    int v = !strcmp(name, "ZERO") ? 0 : !strcmp(name, "ONE") ? 1 : !strcmp(name, "TWO") ? 2 : !strcmp(name, "TEN") ? 10 : -1;
    if (v < 0) return R_PASS;
    int slot = 8 + (v == 10 ? 3 : v);
    if (!r->statics[slot]) {
      jv_bigdec *b;
      r->statics[slot] = bd_new(r, &b);
      mpz_set_si(b->u, v);
    }
    return out->r = r->statics[slot], R_OK;
  }
  return R_PASS;
}

res jv_jdk_bigdec_tostring(rt *r, obj *o, strbuf *sb) {
  (void)r;
  if (o->kind == K_ENUM) return sb_puts(sb, rm_names[o->bv.i]), R_OK;
  if (!o->x) return R_PASS;
  text(o->x, sb, 0);
  return R_OK;
}

static res mode_of(rt *r, obj *m, int *mode, const char *at) {
  if (!m) return jv_throw(r, "java/lang/NullPointerException", NULL);
  if (m->kind != K_ENUM) return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: a rounding mode of class %s", jv_dotted(r, m->cls));
  *mode = m->bv.i;
  return R_OK;
}

static res legacy_mode(rt *r, int32_t m, int *mode, const char *at) {
  if (m < 0 || m >= NRM) return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: rounding mode %d (IllegalArgumentException)", m);
  *mode = m; /* BigDecimal.ROUND_UP.. ROUND_UNNECESSARY are 0..7, RoundingMode's ordinals */
  return R_OK;
}

static res string_result(rt *r, const jv_bigdec *b, int plain, val *ret) {
  strbuf sb = STRBUF_INIT;
  text(b, &sb, plain);
  ret->r = jv_string_utf8(r, sb_str(&sb), sb.len);
  sb_free(&sb);
  return R_OK;
}

res jv_jdk_bigdec_call(rt *r, int isstatic, const char *cls, const char *name, const char *desc, val *a, val *ret, const char *at) {
  if (isstatic) {
    if (!strcmp(cls, "java/math/RoundingMode") && IS("values", "()[" RM)) {
      /* a new array of the constants in their declaration (ordinal) order, per call */
      obj *arr = jv_new_obj(r, "[" RM);
      arr->kind = K_ARRAY;
      arr->ety = 'A';
      arr->len = NRM;
      arr->e = arena_alloc(r->a, sizeof(val) * (NRM + 1));
      for (int i = 0; i < NRM; i++) arr->e[i].r = rounding_mode(r, i);
      return ret->r = arr, R_OK;
    }
    if (strcmp(cls, "java/math/BigDecimal")) return R_PASS;
    if (IS("valueOf", "(J)" BD) || IS("valueOf", "(JI)" BD)) {
      jv_bigdec *b;
      ret->r = bd_new(r, &b);
      mpz_set_si(b->u, a[0].j);
      if (desc[2] == 'I' && !scale_ok(a[2].i)) return scale_wrong(r, at);
      if (desc[2] == 'I') b->scale = a[2].i;
      return R_OK;
    }
    if (IS("valueOf", "(D)" BD))
      return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: BigDecimal.valueOf(double) (Double.toString's digits)");
    return R_PASS;
  }
  obj *o = a[0].r;
  if (o->kind == K_ENUM) {
    if (IS("ordinal", "()I")) return ret->i = o->bv.i, R_OK;
    if (IS("name", "()Ljava/lang/String;") || IS("toString", "()Ljava/lang/String;"))
      return ret->r = jv_new_cstring(r, rm_names[o->bv.i]), R_OK;
    if (IS("equals", "(Ljava/lang/Object;)Z")) return ret->i = o == a[1].r, R_OK;
    return R_PASS;
  }
  if (o->kind != K_BIGDEC) return R_PASS;
  if (!strcmp(name, "<init>")) {
    if (o->x) return R_PASS;
    if (IS("<init>", "(I)V") || IS("<init>", "(J)V")) {
      jv_bigdec *b = bd_init(r, o);
      mpz_set_si(b->u, desc[1] == 'I' ? a[1].i : a[1].j);
      return R_OK;
    }
    if (IS("<init>", "(Ljava/lang/String;)V")) {
      if (!a[1].r) return jv_throw(r, "java/lang/NullPointerException", NULL);
      jv_bigdec *b = bd_init(r, o);
      int pr = parse(r, b, a[1].r);
      if (pr < 0) return scale_wrong(r, at);
      if (!pr) {
        strbuf t = STRBUF_INIT;
        jv_utf16_out(&t, a[1].r->u, a[1].r->len);
        res st = jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: new BigDecimal(\"%s\"): a malformed number (the JDK's message for it)",
                          sb_str(&t));
        sb_free(&t);
        return st;
      }
      return R_OK;
    }
    if (IS("<init>", "(D)V")) {
      if (isnan(a[1].d) || isinf(a[1].d)) return jv_throw(r, "java/lang/NumberFormatException", "Infinite or NaN");
      from_double(bd_init(r, o), a[1].d);
      return R_OK;
    }
    return R_PASS;
  }
  jv_bigdec *x = o->x;
  if (!x) return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: a subclass of java.math.BigDecimal");
  jv_bigdec *y = NULL;
  if (!strncmp(desc, "(" BD, sizeof BD)) {
    if (!a[1].r) return jv_throw(r, "java/lang/NullPointerException", NULL);
    if (a[1].r->kind != K_BIGDEC || !a[1].r->x) {
      if (IS("equals", "(Ljava/lang/Object;)Z")) return ret->i = 0, R_OK;
      return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: a BigDecimal argument of class %s", jv_dotted(r, a[1].r->cls));
    }
    y = a[1].r->x;
  }
  if (IS("equals", "(Ljava/lang/Object;)Z")) {
    obj *p = a[1].r;
    if (!p || p->kind != K_BIGDEC || !p->x) return ret->i = 0, R_OK;
    y = p->x;
    return ret->i = x->scale == y->scale && !mpz_cmp(x->u, y->u), R_OK;
  }
  if (y && (IS("add", "(" BD ")" BD) || IS("subtract", "(" BD ")" BD))) {
    int64_t s = x->scale > y->scale ? x->scale : y->scale;
    mpz_t p, q;
    mpz_inits(p, q, NULL);
    at_scale(p, x, s);
    at_scale(q, y, s);
    if (name[0] == 'a') mpz_add(p, p, q);
    else mpz_sub(p, p, q);
    ret->r = bd_make(r, p, s);
    mpz_clears(p, q, NULL);
    return R_OK;
  }
  if (y && IS("multiply", "(" BD ")" BD)) {
    int64_t s = (int64_t)x->scale + y->scale;
    if (!scale_ok(s)) return scale_wrong(r, at);
    if (!size_ok(x->u, y->u)) return size_wrong(r, at);
    mpz_t p;
    mpz_init(p);
    mpz_mul(p, x->u, y->u);
    ret->r = bd_make(r, p, s);
    mpz_clear(p);
    return R_OK;
  }
  if (y && (IS("compareTo", "(" BD ")I") || IS("compareTo", "(Ljava/lang/Object;)I"))) return ret->i = cmp(x, y), R_OK;
  if (y && (IS("max", "(" BD ")" BD) || IS("min", "(" BD ")" BD))) {
    int c = cmp(x, y);
    ret->r = (name[1] == 'a' ? c >= 0 : c <= 0) ? o : a[1].r;
    return R_OK;
  }
  int mode;
  res st;
  if (IS("setScale", "(I" RM ")" BD) || IS("setScale", "(II)" BD) || IS("setScale", "(I)" BD)) {
    if (desc[2] == 'L') st = mode_of(r, a[2].r, &mode, at);
    else if (desc[2] == 'I') st = legacy_mode(r, a[2].i, &mode, at);
    else st = R_OK, mode = RM_UNNECESSARY;
    if (st != R_OK) return st;
    return set_scale(r, x, a[1].i, mode, ret, at);
  }
  if (y && (IS("divide", "(" BD "I" RM ")" BD) || IS("divide", "(" BD "II)" BD))) {
    st = desc[sizeof BD + 1] == 'L' ? mode_of(r, a[3].r, &mode, at) : legacy_mode(r, a[3].i, &mode, at);
    if (st != R_OK) return st;
    return divide_scaled(r, x, y, a[2].i, mode, ret, at);
  }
  if (y && (IS("divide", "(" BD RM ")" BD) || IS("divide", "(" BD "I)" BD))) {
    st = desc[sizeof BD] == 'L' ? mode_of(r, a[2].r, &mode, at) : legacy_mode(r, a[2].i, &mode, at);
    if (st != R_OK) return st;
    return divide_scaled(r, x, y, x->scale, mode, ret, at);
  }
  if (y && IS("divide", "(" BD ")" BD)) return divide_exact(r, x, y, ret, at);
  if (IS("negate", "()" BD) || IS("abs", "()" BD)) {
    mpz_t p;
    mpz_init(p);
    if (name[0] == 'n') mpz_neg(p, x->u);
    else mpz_abs(p, x->u);
    ret->r = bd_make(r, p, x->scale);
    mpz_clear(p);
    return R_OK;
  }
  if (IS("signum", "()I")) return ret->i = mpz_sgn(x->u), R_OK;
  if (IS("scale", "()I")) return ret->i = x->scale, R_OK;
  if (IS("precision", "()I")) return ret->i = precision(x->u), R_OK;
  if (IS("movePointLeft", "(I)" BD) || IS("movePointRight", "(I)" BD)) {
    /* value this * 10^-n (Left) or 10^n (Right), scale max(this.scale -+ n, 0); OpenJDK 17
     * returns this itself for n == 0 (a negative scale kept), as the JVM shows */
    if (!a[1].i) return ret->r = o, R_OK;
    int64_t s = (int64_t)x->scale + (name[9] == 'L' ? (int64_t)a[1].i : -(int64_t)a[1].i);
    if (!scale_ok(s)) return scale_wrong(r, at);
    if (s >= 0) return ret->r = bd_make(r, x->u, s), R_OK;
    mpz_t p;
    mpz_init(p);
    mul_pow10(p, x->u, (uint64_t)-s);
    ret->r = bd_make(r, p, 0);
    mpz_clear(p);
    return R_OK;
  }
  if (IS("longValueExact", "()J") || IS("intValueExact", "()I")) {
    /* ArithmeticException "Overflow" or "Rounding necessary", in OpenJDK 17's order (the Javadoc
     * names both causes, not which wins): more than 19 integer digits, then a non-zero fraction,
     * then outside long; intValueExact is longValueExact then outside int */
    if (!mpz_sgn(x->u)) return name[0] == 'i' ? (ret->i = 0) : (ret->j = 0), R_OK;
    if ((int64_t)precision(x->u) - x->scale > 19) return jv_throw(r, AE, "Overflow");
    mpz_t p, d, rem;
    mpz_inits(p, d, rem, NULL);
    if (x->scale <= 0) {
      mul_pow10(p, x->u, (uint64_t)-(int64_t)x->scale);
    } else {
      mpz_ui_pow_ui(d, 10, (unsigned long)x->scale);
      mpz_tdiv_qr(p, rem, x->u, d);
    }
    const char *err = mpz_sgn(rem) ? "Rounding necessary" : !mpz_fits_slong_p(p) ? "Overflow" : NULL;
    long v = err ? 0 : mpz_get_si(p);
    if (!err && name[0] == 'i' && (v < INT32_MIN || v > INT32_MAX)) err = "Overflow";
    mpz_clears(p, d, rem, NULL);
    if (err) return jv_throw(r, AE, err);
    if (name[0] == 'i') ret->i = (int32_t)v;
    else ret->j = (int64_t)v;
    return R_OK;
  }
  if (IS("stripTrailingZeros", "()" BD)) {
    mpz_t p;
    mpz_init_set(p, x->u);
    int64_t s = x->scale;
    if (!mpz_sgn(p)) s = 0; /* JDK 8+: a zero strips to BigDecimal.ZERO */
    while (mpz_sgn(p) && mpz_divisible_ui_p(p, 10)) mpz_divexact_ui(p, p, 10), s--;
    if (!scale_ok(s)) {
      mpz_clear(p);
      return scale_wrong(r, at);
    }
    ret->r = bd_make(r, p, s);
    mpz_clear(p);
    return R_OK;
  }
  if (IS("intValue", "()I") || IS("longValue", "()J")) {
    /* the integer part (truncated toward zero), then its low 32 or 64 bits */
    mpz_t p, d;
    mpz_inits(p, d, NULL);
    if (x->scale <= 0) {
      mul_pow10(p, x->u, (uint64_t)-(int64_t)x->scale);
    } else {
      mpz_ui_pow_ui(d, 10, (unsigned long)x->scale);
      mpz_tdiv_q(p, x->u, d);
    }
    mpz_fdiv_r_2exp(d, p, 64);
    uint64_t lo = 0;
    mpz_export(&lo, NULL, -1, 8, 0, 0, d);
    if (name[0] == 'i') ret->i = (int32_t)(uint32_t)lo;
    else ret->j = (int64_t)lo;
    mpz_clears(p, d, NULL);
    return R_OK;
  }
  if (IS("hashCode", "()I")) return ret->i = (int32_t)(31u * (uint32_t)bigint_hash(x->u) + (uint32_t)x->scale), R_OK;
  if (IS("toString", "()Ljava/lang/String;")) return string_result(r, x, 0, ret);
  if (IS("toPlainString", "()Ljava/lang/String;")) return string_result(r, x, 1, ret);
  return R_PASS;
}
