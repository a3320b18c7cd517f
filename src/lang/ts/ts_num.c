/* ts_num.c — ECMAScript's number rules on IEEE binary64 (ECMA-262 §6.1.6.1, §7.1): Number::toString
 * by the shortest round-trip digits, ToInt32/ToUint32, %, **, StringToNumber and toFixed (exact, by
 * GMP rationals: a double is a dyadic rational, so its decimal rounding is decided exactly). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gmp.h>

#include "core/arena.h"
#include "lang/ts/ts_num.h"

const char *ts_num_str(double x, char *buf) {
  if (isnan(x)) return strcpy(buf, "NaN");
  if (x == 0) return strcpy(buf, "0"); /* step 2: +0 and -0 are "0" */
  if (isinf(x)) return strcpy(buf, x < 0 ? "-Infinity" : "Infinity");
  char *o = buf;
  if (x < 0) {
    *o++ = '-';
    x = -x;
  }
  /* step 5: the least k such that some k-digit s × 10^(n-k) is x; printf's correctly rounded %.*e
   * at k digits is the closest k-digit decimal, so the first k that reads back is the answer */
  char e[40];
  for (int k = 1; k <= 17; k++) {
    snprintf(e, sizeof e, "%.*e", k - 1, x);
    if (strtod(e, NULL) == x) break;
  }
  char digits[24];
  int k = 0;
  const char *p = e;
  for (; *p && *p != 'e'; p++)
    if (*p >= '0' && *p <= '9') digits[k++] = *p;
  while (k > 1 && digits[k - 1] == '0') k--;
  digits[k] = 0;
  int n = atoi(p + 1) + 1; /* x = 0.digits × 10^n */
  if (k <= n && n <= 21) { /* step 6: digits then n-k zeros */
    o += sprintf(o, "%s", digits);
    for (int i = 0; i < n - k; i++) *o++ = '0';
    *o = 0;
  } else if (0 < n && n <= 21) { /* step 7: a point after n digits */
    sprintf(o, "%.*s.%s", n, digits, digits + n);
  } else if (-6 < n && n <= 0) { /* step 8: "0." then -n zeros */
    o += sprintf(o, "0.");
    for (int i = 0; i < -n; i++) *o++ = '0';
    strcpy(o, digits);
  } else { /* steps 9, 10: exponent form */
    if (k == 1) sprintf(o, "%se%c%d", digits, n - 1 < 0 ? '-' : '+', abs(n - 1));
    else sprintf(o, "%c.%se%c%d", digits[0], digits + 1, n - 1 < 0 ? '-' : '+', abs(n - 1));
  }
  return buf;
}

/* ---- the concrete domain */

static ts_nv d_num(void *ud, double d) { (void)ud; return ts_nv_of(d); }
static ts_nv d_bin(void *ud, ts_nbin op, ts_nv a, ts_nv b) {
  (void)ud;
  double x = ts_nv_double(a), y = ts_nv_double(b);
  switch (op) {
  case TN_ADD: return ts_nv_of(x + y);
  case TN_SUB: return ts_nv_of(x - y);
  case TN_MUL: return ts_nv_of(x * y);
  case TN_DIV: return ts_nv_of(x / y);
  case TN_REM: return ts_nv_of(remainder(x, y)); /* IEEE 754 remainder: the quotient rounded to nearest */
  }
  return 0;
}
static ts_nv d_un(void *ud, ts_nun op, ts_nv a) {
  (void)ud;
  double x = ts_nv_double(a);
  switch (op) {
  case TN_NEG: return ts_nv_of(-x);
  case TN_ABS: return ts_nv_of(fabs(x));
  case TN_FLOOR: return ts_nv_of(floor(x));
  case TN_CEIL: return ts_nv_of(ceil(x));
  case TN_TRUNC: return ts_nv_of(trunc(x));
  case TN_SQRT: return ts_nv_of(sqrt(x));
  }
  return 0;
}
static ts_nv d_pred(void *ud, ts_npred op, ts_nv a) {
  (void)ud;
  double x = ts_nv_double(a);
  switch (op) {
  case TN_ISNAN: return isnan(x) != 0;
  case TN_ISINF: return isinf(x) != 0;
  case TN_ISZERO: return x == 0;
  case TN_ISNEG: return !isnan(x) && signbit(x);
  }
  return 0;
}
static ts_nv d_cmp(void *ud, ts_ncmp op, ts_nv a, ts_nv b) {
  (void)ud;
  double x = ts_nv_double(a), y = ts_nv_double(b);
  return op == TN_LT ? x < y : op == TN_LE ? x <= y : x == y;
}
static ts_nv d_tf(void *ud, int b) { (void)ud; return b != 0; }
static ts_nv d_not(void *ud, ts_nv a) { (void)ud; return !a; }
static ts_nv d_and(void *ud, ts_nv a, ts_nv b) { (void)ud; return a && b; }
static ts_nv d_or(void *ud, ts_nv a, ts_nv b) { (void)ud; return a || b; }
static ts_nv d_ite(void *ud, ts_nv c, ts_nv a, ts_nv b) { (void)ud; return c ? a : b; }
static ts_nv d_low32(void *ud, ts_nv a) {
  (void)ud;
  double x = ts_nv_double(a);
  if (!(fabs(x) < 19342813113834066795298816.0)) return 0; /* 2^84: outside, any value */
  return (uint32_t)(unsigned __int128)(__int128)x;
}
static ts_nv d_ik(void *ud, uint32_t k) { (void)ud; return k; }
static ts_nv d_ibin(void *ud, ts_ibin op, ts_nv a, ts_nv b) {
  (void)ud;
  uint32_t x = (uint32_t)a, y = (uint32_t)b, s = y & 31;
  switch (op) {
  case TI_AND: return x & y;
  case TI_OR: return x | y;
  case TI_XOR: return x ^ y;
  case TI_SHL: return (uint32_t)(x << s);
  case TI_SAR: return (uint32_t)((x >> s) | (x & 0x80000000u && s ? ~(0xffffffffu >> s) : 0));
  case TI_SHR: return x >> s;
  case TI_MUL: return (uint32_t)(x * y);
  }
  return 0;
}
static ts_nv d_inot(void *ud, ts_nv a) { (void)ud; return (uint32_t)~(uint32_t)a; }
static ts_nv d_from_i32(void *ud, ts_nv a, int is_unsigned) {
  (void)ud;
  uint32_t u = (uint32_t)a;
  return ts_nv_of(is_unsigned ? (double)u : u >= 0x80000000u ? (double)u - 4294967296.0 : (double)u);
}

const ts_ndom ts_ndom_double = {NULL, d_num, d_bin, d_un, d_pred, d_cmp, d_tf, d_not, d_and, d_or, d_ite, d_low32,
                                d_ik, d_ibin, d_inot, d_from_i32, NULL};

/* ---- the rules, over a domain */

ts_nv ts_r_same_value_zero(const ts_ndom *D, ts_nv a, ts_nv b) {
  return D->or_(D->ud, D->cmp(D->ud, TN_EQ, a, b), D->and_(D->ud, D->pred(D->ud, TN_ISNAN, a), D->pred(D->ud, TN_ISNAN, b)));
}

ts_nv ts_r_key_zero(const ts_ndom *D, ts_nv x) { return D->ite(D->ud, D->pred(D->ud, TN_ISZERO, x), D->num(D->ud, 0.0), x); }

ts_nv ts_r_to_int32(const ts_ndom *D, ts_nv x) {
  void *u = D->ud;
  ts_nv i;
  if (D->as_i32 && D->as_i32(u, x, &i)) return i; /* an int32 or uint32 read back: the same bits */
  /* steps 2-5: NaN and ±∞ are 0; else the truncated value modulo 2^32. A double of magnitude 2^84
   * or more is a multiple of 2^32 (its last significand bit weighs at least 2^32), so 0 too. */
  ts_nv out = D->or_(u, D->pred(u, TN_ISNAN, x), D->pred(u, TN_ISINF, x));
  out = D->or_(u, out, D->cmp(u, TN_LE, D->num(u, 19342813113834066795298816.0), D->un(u, TN_ABS, x)));
  return D->ite(u, out, D->ik(u, 0), D->low32(u, D->un(u, TN_TRUNC, x)));
}

ts_nv ts_r_mod(const ts_ndom *D, ts_nv x, ts_nv y) {
  void *u = D->ud;
  /* the IEEE remainder r = x - y·n with n rounded to nearest; the truncating one (§6.1.6.1.6, C's
   * fmod) differs from r by |y| where their signs differ, and that sum is exact (both results are
   * doubles). A zero remainder has x's sign in both. NaN, x infinite, y zero: NaN; y infinite: x. */
  ts_nv r = D->bin(u, TN_REM, x, y);
  ts_nv rn = D->pred(u, TN_ISNEG, r), xn = D->pred(u, TN_ISNEG, x);
  ts_nv differ = D->or_(u, D->and_(u, rn, D->not_(u, xn)), D->and_(u, xn, D->not_(u, rn)));
  ts_nv fix = D->and_(u, D->and_(u, D->not_(u, D->pred(u, TN_ISNAN, r)), D->not_(u, D->pred(u, TN_ISZERO, r))), differ);
  ts_nv ay = D->un(u, TN_ABS, y);
  return D->ite(u, fix, D->bin(u, TN_ADD, r, D->ite(u, xn, D->un(u, TN_NEG, ay), ay)), r);
}

ts_nv ts_r_bitop(const ts_ndom *D, ts_ibin op, ts_nv x, ts_nv y) {
  ts_nv a = ts_r_to_int32(D, x), b = ts_r_to_int32(D, y);
  /* >>> reads its left operand ToUint32 and gives an unsigned result (§6.1.6.1.11) */
  return D->from_i32(D->ud, D->ibin(D->ud, op, a, b), op == TI_SHR);
}

ts_nv ts_r_bitnot(const ts_ndom *D, ts_nv x) { return D->from_i32(D->ud, D->inot(D->ud, ts_r_to_int32(D, x)), 0); }

ts_nv ts_r_imul(const ts_ndom *D, ts_nv x, ts_nv y) { return ts_r_bitop(D, TI_MUL, x, y); }

ts_nv ts_r_round(const ts_ndom *D, ts_nv x) {
  void *u = D->ud;
  /* NaN, ±∞, ±0 and |x| >= 2^52 (already integers) are themselves; x - floor(x) is exact below */
  ts_nv self = D->or_(u, D->or_(u, D->pred(u, TN_ISNAN, x), D->pred(u, TN_ISINF, x)), D->pred(u, TN_ISZERO, x));
  self = D->or_(u, self, D->cmp(u, TN_LE, D->num(u, 4503599627370496.0), D->un(u, TN_ABS, x)));
  ts_nv negzero = D->and_(u, D->cmp(u, TN_LT, x, D->num(u, 0)), D->cmp(u, TN_LE, D->num(u, -0.5), x));
  ts_nv f = D->un(u, TN_FLOOR, x);
  ts_nv up = D->cmp(u, TN_LE, D->num(u, 0.5), D->bin(u, TN_SUB, x, f));
  ts_nv r = D->ite(u, up, D->bin(u, TN_ADD, f, D->num(u, 1)), f);
  return D->ite(u, self, x, D->ite(u, negzero, D->num(u, -0.0), r));
}

ts_nv ts_r_sign(const ts_ndom *D, ts_nv x) {
  void *u = D->ud;
  ts_nv self = D->or_(u, D->pred(u, TN_ISNAN, x), D->pred(u, TN_ISZERO, x));
  return D->ite(u, self, x, D->ite(u, D->cmp(u, TN_LT, D->num(u, 0), x), D->num(u, 1), D->num(u, -1)));
}

static ts_nv minmax(const ts_ndom *D, ts_nv x, ts_nv y, int is_max) {
  void *u = D->ud;
  ts_nv nan = D->or_(u, D->pred(u, TN_ISNAN, x), D->pred(u, TN_ISNAN, y));
  ts_nv zeros = D->and_(u, D->pred(u, TN_ISZERO, x), D->pred(u, TN_ISZERO, y));
  /* two zeros: max is -0 only when both are, min is -0 when either is */
  ts_nv xn = D->pred(u, TN_ISNEG, x);
  ts_nv z = is_max ? D->ite(u, xn, y, x) : D->ite(u, xn, x, y);
  ts_nv pick_x = is_max ? D->cmp(u, TN_LT, y, x) : D->cmp(u, TN_LT, x, y);
  return D->ite(u, nan, D->num(u, NAN), D->ite(u, zeros, z, D->ite(u, pick_x, x, y)));
}

ts_nv ts_r_max(const ts_ndom *D, ts_nv x, ts_nv y) { return minmax(D, x, y, 1); }
ts_nv ts_r_min(const ts_ndom *D, ts_nv x, ts_nv y) { return minmax(D, x, y, 0); }

ts_nv ts_r_is_integer(const ts_ndom *D, ts_nv x) {
  void *u = D->ud;
  ts_nv fin = D->not_(u, D->or_(u, D->pred(u, TN_ISNAN, x), D->pred(u, TN_ISINF, x)));
  return D->and_(u, fin, D->cmp(u, TN_EQ, D->un(u, TN_TRUNC, x), x));
}

ts_nv ts_r_is_safe_integer(const ts_ndom *D, ts_nv x) {
  void *u = D->ud;
  return D->and_(u, ts_r_is_integer(D, x), D->cmp(u, TN_LE, D->un(u, TN_ABS, x), D->num(u, 9007199254740991.0)));
}

uint32_t ts_to_uint32(double x) { return (uint32_t)ts_r_to_int32(&ts_ndom_double, ts_nv_of(x)); }

int32_t ts_to_int32(double x) {
  uint32_t u = ts_to_uint32(x);
  return u >= 0x80000000u ? (int32_t)(u - 0x80000000u) - 0x7fffffff - 1 : (int32_t)u;
}

double ts_num_mod(double a, double b) { return ts_nv_double(ts_r_mod(&ts_ndom_double, ts_nv_of(a), ts_nv_of(b))); }

static int is_odd_integer(double y) { return y == trunc(y) && fabs(fmod(y, 2)) == 1; }

int ts_num_pow(double x, double y, double *out) {
  if (isnan(y)) return *out = NAN, 0;
  if (y == 0) return *out = 1, 0;
  if (isnan(x)) return *out = NAN, 0;
  if (isinf(x) && x > 0) return *out = y > 0 ? INFINITY : 0, 0;
  if (isinf(x)) return *out = y > 0 ? (is_odd_integer(y) ? -INFINITY : INFINITY) : (is_odd_integer(y) ? -0.0 : 0), 0;
  if (x == 0 && !signbit(x)) return *out = y > 0 ? 0 : INFINITY, 0;
  if (x == 0) return *out = y > 0 ? (is_odd_integer(y) ? -0.0 : 0) : (is_odd_integer(y) ? -INFINITY : INFINITY), 0;
  if (isinf(y)) {
    double ax = fabs(x);
    if (ax == 1) return *out = NAN, 0;
    return *out = (ax > 1) == (y > 0) ? INFINITY : 0, 0;
  }
  if (x < 0 && y != trunc(y)) return *out = NAN, 0;
  if (x == 1) return *out = 1, 0;
  if (x != trunc(x) || y != trunc(y) || y < 0 || y > 1100) return -1;
  /* integer ** integer: exact when the power has at most 53 significant bits and fits */
  mpz_t z;
  mpz_init_set_d(z, fabs(x));
  mpz_pow_ui(z, z, (unsigned long)y);
  size_t bits = mpz_sizeinbase(z, 2);
  size_t tz = mpz_scan1(z, 0);
  /* a power of 2^1024 or more overflows to infinity (it is past the largest double's rounding range) */
  int ok = (bits - tz <= 53 && bits <= 1024) || bits > 1024;
  double v = bits > 1024 ? INFINITY : ok ? mpz_get_d(z) : 0;
  mpz_clear(z);
  if (!ok) return -1;
  *out = x < 0 && is_odd_integer(y) ? -v : v;
  return 0;
}

/* WhiteSpace and LineTerminator code units (§12.2, §12.3), which StringToNumber trims. */
static int is_ws(uint16_t c) {
  return c == 9 || c == 10 || c == 11 || c == 12 || c == 13 || c == 32 || c == 0xa0 || c == 0x1680 ||
         (c >= 0x2000 && c <= 0x200a) || c == 0x2028 || c == 0x2029 || c == 0x202f || c == 0x205f ||
         c == 0x3000 || c == 0xfeff;
}

double ts_str_to_num(const uint16_t *u, size_t n) {
  size_t i = 0, j = n;
  while (i < j && is_ws(u[i])) i++;
  while (j > i && is_ws(u[j - 1])) j--;
  if (i == j) return 0;
  size_t len = j - i;
  if (len > 4096) return NAN;
  char s[4100];
  for (size_t k = 0; k < len; k++) {
    if (u[i + k] > 127) return NAN;
    s[k] = (char)u[i + k];
  }
  s[len] = 0;
  if (!strcmp(s, "Infinity") || !strcmp(s, "+Infinity")) return INFINITY;
  if (!strcmp(s, "-Infinity")) return -INFINITY;
  if (len > 2 && s[0] == '0' && strchr("xXoObB", s[1])) { /* NonDecimalIntegerLiteral, no sign */
    int base = s[1] == 'x' || s[1] == 'X' ? 16 : s[1] == 'o' || s[1] == 'O' ? 8 : 2;
    for (size_t k = 2; k < len; k++) {
      int c = s[k], d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'z' ? c - 'a' + 10
                       : c >= 'A' && c <= 'Z' ? c - 'A' + 10 : 99;
      if (d >= base) return NAN;
    }
    /* the exact integer in decimal, rounded once by strtod (§7.1.4.1.2: RoundMVResult) */
    mpz_t z;
    mpz_init_set_str(z, s + 2, base);
    char *dec = mpz_get_str(NULL, 10, z);
    double v = strtod(dec, NULL);
    void (*freefn)(void *, size_t);
    mp_get_memory_functions(NULL, NULL, &freefn);
    freefn(dec, strlen(dec) + 1);
    mpz_clear(z);
    return v;
  }
  /* StrDecimalLiteral: [+-] (digits [. digits?] | . digits) ([eE] [+-] digits)? */
  size_t k = 0;
  if (s[k] == '+' || s[k] == '-') k++;
  size_t d0 = k;
  while (s[k] >= '0' && s[k] <= '9') k++;
  size_t nd = k - d0;
  if (s[k] == '.') {
    k++;
    size_t f0 = k;
    while (s[k] >= '0' && s[k] <= '9') k++;
    nd += k - f0;
  }
  if (nd == 0) return NAN;
  if (s[k] == 'e' || s[k] == 'E') {
    k++;
    if (s[k] == '+' || s[k] == '-') k++;
    size_t e0 = k;
    while (s[k] >= '0' && s[k] <= '9') k++;
    if (k == e0) return NAN;
  }
  if (k != len) return NAN;
  return strtod(s, NULL); /* glibc's strtod rounds correctly, as §7.1.4.1.1 asks */
}

char *ts_num_fixed(double x, int f) {
  char buf[40];
  if (!isfinite(x) || fabs(x) >= 1e21) return eq_strdup(ts_num_str(x, buf));
  int neg = x < 0;
  if (neg) x = -x;
  /* n: the integer with n / 10^f - x closest to zero, the larger of two (step 10.a) */
  mpq_t q, half;
  mpq_inits(q, half, NULL);
  mpq_set_d(q, x);
  mpz_t p, nz;
  mpz_inits(p, nz, NULL);
  mpz_ui_pow_ui(p, 10, (unsigned long)f);
  mpz_mul(mpq_numref(q), mpq_numref(q), p);
  mpq_canonicalize(q);
  mpq_set_ui(half, 1, 2);
  mpq_add(q, q, half);
  mpz_fdiv_q(nz, mpq_numref(q), mpq_denref(q));
  char *m = mpz_get_str(NULL, 10, nz);
  size_t k = strlen(m);
  size_t cap = k + (size_t)f + 4;
  char *out = eq_malloc(cap);
  char *o = out;
  if (neg) *o++ = '-';
  if (f == 0) {
    strcpy(o, m);
  } else {
    char *z = eq_malloc((size_t)f + k + 2);
    size_t pad = k <= (size_t)f ? (size_t)f + 1 - k : 0;
    memset(z, '0', pad);
    strcpy(z + pad, m);
    size_t zl = pad + k;
    sprintf(o, "%.*s.%s", (int)(zl - (size_t)f), z, z + zl - (size_t)f);
    free(z);
  }
  void (*freefn)(void *, size_t);
  mp_get_memory_functions(NULL, NULL, &freefn);
  freefn(m, k + 1);
  mpq_clears(q, half, NULL);
  mpz_clears(p, nz, NULL);
  return out;
}

int ts_num_radix(double x, int radix, char *buf) {
  if (!isfinite(x) || x != trunc(x) || fabs(x) >= 9007199254740992.0 || radix < 2 || radix > 36) return -1;
  static const char dig[] = "0123456789abcdefghijklmnopqrstuvwxyz";
  char tmp[80];
  int n = 0;
  unsigned long long v = (unsigned long long)fabs(x);
  do {
    tmp[n++] = dig[v % (unsigned)radix];
    v /= (unsigned)radix;
  } while (v);
  char *o = buf;
  if (x < 0) *o++ = '-';
  while (n) *o++ = tmp[--n];
  *o = 0;
  return 0;
}
