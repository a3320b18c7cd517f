/* ts_num.h — ECMAScript's number rules on IEEE binary64 (ECMA-262 §6.1.6.1 and §7.1): the
 * conversions to string and integers, and the operators whose C counterpart differs. */
#ifndef EQUIV_LANG_TS_TS_NUM_H
#define EQUIV_LANG_TS_TS_NUM_H

#include <stddef.h>
#include <stdint.h>

/* Number::toString(x) with radix 10 (§6.1.6.1.20): shortest digits that read back as x, in
 * ECMAScript's layout ("1e+21", "1.5e-7", "0.000001", "-0" is "0"). buf needs 32 bytes. */
const char *ts_num_str(double x, char *buf);
/* ToInt32 and ToUint32 (§7.1.6, §7.1.7): modulo 2^32 of the truncated value; NaN and ±∞ are 0. */
int32_t ts_to_int32(double x);
uint32_t ts_to_uint32(double x);
/* The % operator (§6.1.6.1.6): ts_r_mod on doubles (C's fmod has the same result). */
double ts_num_mod(double a, double b);
/* The ** operator and Math.pow (§6.1.6.1.3) where the result is fixed: the special cases of the
 * table (NaN, zeros, infinities, a negative base with a non-integer exponent) and an integer base
 * to a non-negative integer exponent whose exact power is a double (fdlibm's pow, which V8 uses,
 * is exact there and "nearly rounded" elsewhere: it differs from a correctly rounded pow by an
 * ulp, e.g. 5.5 ** 1.5). Returns 0 with *out, or -1 when the result is not fixed so. */
int ts_num_pow(double a, double b, double *out);
/* StringToNumber (§7.1.4.1.1) of the UTF-16 text u[0..n): whitespace trimmed, "" is 0, decimal
 * literals, Infinity, 0x/0o/0b integers; anything else NaN. */
double ts_str_to_num(const uint16_t *u, size_t n);
/* Number.prototype.toFixed(f) for 0 <= f <= 100 (§21.1.3.3): the exact decimal rounding of x,
 * halves away from zero; |x| >= 1e21 as ts_num_str. Returns a malloc'd string. */
char *ts_num_fixed(double x, int f);
/* Number.prototype.toString(radix) for an integer-valued x with |x| < 2^53, 2 <= radix <= 36.
 * Returns 0 (buf needs 80 bytes), or -1 when x is not such an integer. */
int ts_num_radix(double x, int radix, char *buf);

/* ---- one set of number rules for both executors (DESIGN.md "Interpreters and symbolic executors
 * share their rules"). A rule is written once over a value domain: the interpreter runs it on
 * doubles (ts_ndom_double), the symbolic executor on IEEE terms (ts_sym_num.c); the unit test
 * test_ts_sym evaluates the terms at random inputs against the doubles. A domain value is a
 * double's bits, an int32's bits or a truth value (concrete), or a term handle (symbolic). */
typedef uint64_t ts_nv;
typedef enum ts_nbin { TN_ADD, TN_SUB, TN_MUL, TN_DIV, TN_REM /* IEEE 754 remainder */ } ts_nbin;
typedef enum ts_nun { TN_NEG, TN_ABS, TN_FLOOR, TN_CEIL, TN_TRUNC, TN_SQRT } ts_nun;
typedef enum ts_npred { TN_ISNAN, TN_ISINF, TN_ISZERO, TN_ISNEG /* sign bit set, not NaN */ } ts_npred;
typedef enum ts_ncmp { TN_LT, TN_LE, TN_EQ /* IEEE: NaN unordered, -0 = +0 */ } ts_ncmp;
typedef enum ts_ibin { TI_AND, TI_OR, TI_XOR, TI_SHL, TI_SAR, TI_SHR, TI_MUL } ts_ibin;
typedef struct ts_ndom {
  void *ud;
  ts_nv (*num)(void *ud, double d);                        /* a number constant */
  ts_nv (*bin)(void *ud, ts_nbin op, ts_nv a, ts_nv b);    /* rounded to nearest, ties to even */
  ts_nv (*un)(void *ud, ts_nun op, ts_nv a);
  ts_nv (*pred)(void *ud, ts_npred op, ts_nv a);           /* a truth value */
  ts_nv (*cmp)(void *ud, ts_ncmp op, ts_nv a, ts_nv b);    /* a truth value */
  ts_nv (*tf)(void *ud, int b);                            /* truth constants */
  ts_nv (*not_)(void *ud, ts_nv a);
  ts_nv (*and_)(void *ud, ts_nv a, ts_nv b);
  ts_nv (*or_)(void *ud, ts_nv a, ts_nv b);
  ts_nv (*ite)(void *ud, ts_nv c, ts_nv a, ts_nv b);       /* of numbers, int32s or truths alike */
  ts_nv (*low32)(void *ud, ts_nv x);   /* the low 32 bits of integral x, |x| < 2^84 (else any) */
  ts_nv (*ik)(void *ud, uint32_t k);                       /* an int32 constant */
  ts_nv (*ibin)(void *ud, ts_ibin op, ts_nv a, ts_nv b);   /* shifts take the count's low 5 bits */
  ts_nv (*inot)(void *ud, ts_nv a);
  ts_nv (*from_i32)(void *ud, ts_nv a, int is_unsigned);   /* exact */
  /* Optional (NULL: none): 1 with *i when number x is known to be from_i32 of int32 *i (whose
   * ToInt32 is then *i itself): spares the solver a conversion back and forth */
  int (*as_i32)(void *ud, ts_nv x, ts_nv *i);
} ts_ndom;

/* The concrete domain: numbers as doubles' bits, int32s as their bits, truths 0/1. */
extern const ts_ndom ts_ndom_double;
static inline ts_nv ts_nv_of(double d) {
  ts_nv v;
  __builtin_memcpy(&v, &d, sizeof v);
  return v;
}
static inline double ts_nv_double(ts_nv v) {
  double d;
  __builtin_memcpy(&d, &v, sizeof d);
  return d;
}

/* SameValueZero of two numbers (§7.2.11 via §6.1.6.1.15 Number::sameValueZero): Number::equal, or
 * both NaN — how Map and Set compare keys and includes compares elements. A truth value. */
ts_nv ts_r_same_value_zero(const ts_ndom *D, ts_nv a, ts_nv b);
/* A number as a Map or Set key (§24.1.3.9 step 5, §24.2.3.1 step 4): -0 becomes +0. */
ts_nv ts_r_key_zero(const ts_ndom *D, ts_nv x);

/* ToInt32 (§7.1.6) as an int32 of the domain (ToUint32 has the same bits). */
ts_nv ts_r_to_int32(const ts_ndom *D, ts_nv x);
/* x % y (§6.1.6.1.6): truncating remainder, the sign of x. */
ts_nv ts_r_mod(const ts_ndom *D, ts_nv x, ts_nv y);
/* The bit operators & | ^ << >> >>> (§6.1.6.1.9-11, §13.12): int32 operands, a number result. */
ts_nv ts_r_bitop(const ts_ndom *D, ts_ibin op, ts_nv x, ts_nv y);
/* ~x (§6.1.6.1.2). */
ts_nv ts_r_bitnot(const ts_ndom *D, ts_nv x);
/* Math.imul (§21.3.2.19). */
ts_nv ts_r_imul(const ts_ndom *D, ts_nv x, ts_nv y);
/* Math.round (§21.3.2.28): the closest integer, a half towards +∞, -0 on [-0.5, -0]. */
ts_nv ts_r_round(const ts_ndom *D, ts_nv x);
/* Math.sign (§21.3.2.29). */
ts_nv ts_r_sign(const ts_ndom *D, ts_nv x);
/* Math.max / Math.min of two (§21.3.2.24-25): NaN wins, +0 is larger than -0. */
ts_nv ts_r_max(const ts_ndom *D, ts_nv x, ts_nv y);
ts_nv ts_r_min(const ts_ndom *D, ts_nv x, ts_nv y);
/* Number.isInteger (§21.1.2.3) of a number: a truth value. */
ts_nv ts_r_is_integer(const ts_ndom *D, ts_nv x);
/* Number.isSafeInteger (§21.1.2.5) of a number. */
ts_nv ts_r_is_safe_integer(const ts_ndom *D, ts_nv x);

#endif
