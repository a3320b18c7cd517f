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
/* The % operator (§6.1.6.1.6): C's fmod, which has the same sign and exactness rules. */
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

#endif
