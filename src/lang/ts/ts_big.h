/* ts_big.h — BigInt values (ECMA-262 §6.1.6.2): integers of any size, immutable on the run's heap,
 * and the operations the interpreter applies to them (arithmetic, bitwise in two's complement,
 * comparison with BigInts and Numbers, conversion to and from text and Numbers). */
#ifndef EQUIV_LANG_TS_TS_BIG_H
#define EQUIV_LANG_TS_TS_BIG_H

#include "lang/ts/ts_rt.h"

ts_val ts_bigv(const ts_big *z);
/* A BigInt from its decimal text (an optional '-' then digits), or NULL when it is not one. */
const ts_big *ts_big_dec(ts_rt *r, const char *dec);
/* BigInt values a and b under binary operator op (§6.1.6.2: + - * / % ** & | ^ << >> >>>); the
 * RangeErrors and TypeErrors V8 throws; above Equiv's size bound, out_of_fuel. */
ts_comp ts_big_binop(ts_rt *r, ts_op op, const ts_big *a, const ts_big *b, ts_val *out, const ts_node *at);
/* Unary - (§6.1.6.2.1) and ~ (§6.1.6.2.2). */
ts_val ts_big_neg(ts_rt *r, const ts_big *a);
ts_val ts_big_not(ts_rt *r, const ts_big *a);
/* a + d (++ and --: d = 1 or -1). */
ts_val ts_big_add_small(ts_rt *r, const ts_big *a, long d);
int ts_big_cmp(const ts_big *a, const ts_big *b);
/* a against a Number d that is not NaN, exactly (§6.1.6.2.12 BigInt::lessThan with a Number). */
int ts_big_cmp_num(const ts_big *a, double d);
int ts_big_is_zero(const ts_big *a);
/* §6.1.6.2.23 BigInt::toString in radix 2..36 (lowercase digits, '-' before a negative). */
const ts_str *ts_big_str(ts_rt *r, const ts_big *a, int radix);
/* a's decimal digits (after '-' for a negative), appended to sb. */
void ts_big_dec_text(const ts_big *a, strbuf *sb);
/* §21.1.1.1 Number(a): the nearest double (ties to even). */
double ts_big_to_num(const ts_big *a);
/* §21.2.1.1 BigInt(v) of a primitive: a Number that is an integer, a string of a StringIntegerLiteral
 * (ASCII), a boolean, a BigInt; the errors V8 throws otherwise. */
ts_comp ts_big_of(ts_rt *r, ts_val v, ts_val *out, const ts_node *at);
/* §21.2.2.1-2 BigInt.asIntN(bits, a) (sign 1) and BigInt.asUintN (sign 0). */
ts_comp ts_big_as_n(ts_rt *r, int sign, ts_val bits, ts_val a, ts_val *out, const ts_node *at);

#endif
