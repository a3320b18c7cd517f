/* jv_sym_bd.h — java.math.BigDecimal on terms, for the symbolic executor (jv_sym.c): a value is
 * its unscaled integer, a 96-bit bit-vector term, and its scale, a constant (the Javadoc's
 * unscaledValue × 10^-scale). Each value carries a bound, -2^bits <= unscaled < 2^bits, worked
 * out from the operations that made it; an operation whose result could pass 2^94 is
 * refused (the caller makes it an unknown case naming the bound), so the 96-bit arithmetic never
 * wraps. The rules are the Javadoc's, as the interpreter's model (jv_jdk_bigdec.c) runs them. */
#ifndef EQUIV_LANG_JIMPLE_JV_SYM_BD_H
#define EQUIV_LANG_JIMPLE_JV_SYM_BD_H

#include "sym/term.h"

#define JV_SBD_WIDTH 96
#define JV_SBD_MAX_BITS 94
#define JV_SBD_MAX_SCALE 100000 /* the interpreter's bound on scales */

typedef struct jv_sbd {
  term_ref u; /* the unscaled value, JV_SBD_WIDTH bits, signed */
  int scale;
  int bits;   /* -2^bits <= u < 2^bits */
} jv_sbd;

/* RoundingMode's constants in declaration order (their ordinals). */
typedef enum jv_rmode { JV_RM_UP, JV_RM_DOWN, JV_RM_CEILING, JV_RM_FLOOR, JV_RM_HALF_UP, JV_RM_HALF_DOWN,
                        JV_RM_HALF_EVEN, JV_RM_UNNECESSARY } jv_rmode;
/* The mode named name ("HALF_UP"), or -1. */
int jv_sbd_mode(const char *name);

/* valueOf(long unscaledVal, int scale) of a 64-bit term (new BigDecimal(long), valueOf(long): scale 0). */
jv_sbd jv_sbd_of_long(term_ctx *tc, term_ref x, int scale);
/* new BigDecimal(String) of a literal ("-12.50", "3E+2" is refused); 0, or -1 when refused. */
int jv_sbd_of_text(term_ctx *tc, const char *s, jv_sbd *out);
/* add / subtract (sub 1) / multiply / negate / abs; 0, or -1 past the bound (out unset). */
int jv_sbd_add(term_ctx *tc, const jv_sbd *a, const jv_sbd *b, int sub, jv_sbd *out);
int jv_sbd_mul(term_ctx *tc, const jv_sbd *a, const jv_sbd *b, jv_sbd *out);
int jv_sbd_negate(term_ctx *tc, const jv_sbd *a, jv_sbd *out);
int jv_sbd_abs(term_ctx *tc, const jv_sbd *a, jv_sbd *out);
/* setScale(n, mode): 0, or -1 refused. *inexact (Bool) holds where digits are dropped that are not
 * zero: for JV_RM_UNNECESSARY the JDK throws ArithmeticException("Rounding necessary") there. */
int jv_sbd_set_scale(term_ctx *tc, const jv_sbd *a, int n, jv_rmode mode, jv_sbd *out, term_ref *inexact);
/* divide(b, n, mode): this / b rounded to scale n, for a divisor b whose value is a constant other
 * than zero (the caller throws for zero); 0, or -1 refused (a divisor that is not a constant, the
 * bound). *inexact as for setScale. */
int jv_sbd_divide(term_ctx *tc, const jv_sbd *a, const jv_sbd *b, int n, jv_rmode mode, jv_sbd *out, term_ref *inexact);
/* divide(b, n, mode) for a divisor b of any value but zero (the caller throws "/ by zero" where
 * b is zero): the quotient and remainder of the two scaled unscaled values, rounded as setScale;
 * 0, or -1 refused (the bound). *inexact as for setScale. */
int jv_sbd_divide_var(term_ctx *tc, const jv_sbd *a, const jv_sbd *b, int n, jv_rmode mode, jv_sbd *out, term_ref *inexact);
/* divide(b) exactly, b not zero: where the quotient has no finite decimal expansion (Bool; the
 * JDK throws ArithmeticException there); TERM_NULL past the bound (twice the divisor's bits and the dividend's within 96). */
term_ref jv_sbd_nonterminating(term_ctx *tc, const jv_sbd *a, const jv_sbd *b);
/* compareTo: a 32-bit -1, 0 or 1 by numerical value (scales aligned); TERM_NULL past the bound. */
term_ref jv_sbd_compare(term_ctx *tc, const jv_sbd *a, const jv_sbd *b);
/* equals: the same value and the same scale (Bool). */
term_ref jv_sbd_equals(term_ctx *tc, const jv_sbd *a, const jv_sbd *b);
/* signum: a 32-bit -1, 0 or 1. */
term_ref jv_sbd_signum(term_ctx *tc, const jv_sbd *a);
/* longValue (width 64) / intValue (width 32): the integer part (digits dropped toward zero), its
 * low-order bits (BigInteger's narrowing); TERM_NULL past the bound. */
term_ref jv_sbd_narrow(term_ctx *tc, const jv_sbd *a, unsigned width);
/* toString() as a term equal for two values exactly when their texts are equal (the Javadoc:
 * "a one-to-one mapping between the distinguishable BigDecimal values and the result of this
 * conversion"): the scale's 32 bits above the unscaled value's 96 (the terms' widest sort is 128 bits). */
term_ref jv_sbd_text(term_ctx *tc, const jv_sbd *a);
#define JV_SBD_TEXT_WIDTH (32 + JV_SBD_WIDTH)

#endif
