/* arith.h — COBOL arithmetic (IBM Enterprise COBOL Language Reference, "Arithmetic statements",
 * "Arithmetic expressions"; Programming Guide, "Intermediate results and arithmetic precision"):
 * expression evaluation over the JSON's expression trees with a callback for operands, and
 * storing into receivers with ROUNDED modes and SIZE ERROR — shared by the interpreter and the
 * symbolic executor. */
#ifndef EQUIV_LANG_COBOL_ARITH_H
#define EQUIV_LANG_COBOL_ARITH_H

#include <jansson.h>
#include <stddef.h>

#include "lang/cobol/dec.h"
#include "lang/cobol/layout.h"
#include "lang/cobol/options.h"

typedef enum cbl_arith_status {
  CBL_ARITH_OK = 0,
  CBL_ARITH_SIZE,        /* the size error condition (division by zero, 0 ** -n, overflow) */
  CBL_ARITH_FETCH,       /* the operand callback failed (its err says why) */
  CBL_ARITH_UNSUPPORTED, /* an expression or operand form not modelled (e.g. an inexact
                            fractional power, which IBM computes in floating point) */
} cbl_arith_status;

/* Fetches the value of a leaf operand that is not a numeric literal (a data reference, a
 * function, LENGTH OF, a special register): *out its exact value, *places its integer and decimal
 * places as an operand (cbl_places_of(digits, scale) of the item; literal-like for functions).
 * Returns 0, or -1 with err set (invalid data: the run goes wrong). */
typedef int (*cbl_fetch_fn)(void *ctx, const json_t *operand, cbl_dec *out, cbl_places *places,
                            char *err, size_t errlen);

/* dmax of a statement (Programming Guide, "Terminology used for intermediate results"): the
 * largest of the receivers' decimal places (recv_scales[0..n), each already one more where that
 * receiver is ROUNDED: the extra place IBM carries for rounding it) and of the decimal places of
 * every operand except divisors and exponents. Leaves are fetched through fetch. Returns -1 on a
 * fetch error. */
int cbl_arith_dmax(const json_t *expr, cbl_fetch_fn fetch, void *ctx, const int *recv_scales,
                   int n, char *err, size_t errlen);

/* Evaluates an expression tree ({"op": "+"|"-"|"*"|"/"|"**"|"neg"|"pos", "args"}, leaves
 * {"num"} literals or anything fetch understands). Each operation's exact result is held in an
 * intermediate of IBM's places (dec.h cbl_ir_*): at most 30 digits (ARITH(COMPAT)) or 31
 * (ARITH(EXTEND)), decimals beyond the carried places truncated; a quotient carries dmax
 * decimals. Division by zero and 0 ** -n are CBL_ARITH_SIZE. */
cbl_arith_status cbl_arith_eval(const cbl_options *o, const json_t *expr, cbl_fetch_fn fetch,
                                void *ctx, int dmax, cbl_dec *out, cbl_places *places, char *err,
                                size_t errlen);

/* Outcome of storing one result. */
typedef enum cbl_store_status {
  CBL_STORE_OK = 0,      /* stored */
  CBL_STORE_SIZE_KEPT,   /* size error with ON SIZE ERROR written: receiver left unchanged */
  CBL_STORE_SIZE_TRUNC,  /* size error without the phrase: IBM stores the value truncated on the
                            left (high-order digits lost) — the run continues */
  CBL_STORE_UNDEFINED,   /* TRUNC(OPT) store beyond the PICTURE: the run goes wrong */
  CBL_STORE_UNSUPPORTED,
} cbl_store_status;

/* Stores v into numeric receiver f (bytes its storage): rounded to f's scale under mode when
 * `rounded` (plain ROUNDED is CBL_ROUND_DEFAULT), else truncated; size error when nonzero
 * high-order digits do not fit the PICTURE (for binary items under TRUNC(BIN), the binary
 * field's range) or when ROUNDED MODE PROHIBITED needs rounding. */
cbl_store_status cbl_arith_store(const cbl_options *o, const cbl_dec *v, const cbl_field *f,
                                 unsigned char *bytes, int rounded, cbl_round_mode mode,
                                 int size_error_phrase);

/* ADD v TO (or SUBTRACT v FROM, `subtract`) the numeric receiver f whose storage is bytes, with no
 * ROUNDED effect possible: the receiver's value plus v, exactly, stored by cbl_arith_store's rules
 * (whatever the ROUNDED mode: v has no more decimals than f). Done on machine words: returns 1
 * with *st when it applied, and 0 (nothing written, nothing decided) when it does not: a receiver
 * of more than 18 digits, floating point or binary kept at its binary range, a value that is not
 * valid data, v with more decimals than f or beyond a machine word, a sum beyond one. The caller
 * then takes the general path (decode, cbl_dec_add or cbl_dec_sub, cbl_arith_store), which this
 * equals where it applies (test_cbl_arith checks it on random items). Why: the GMP temporaries of
 * the general path were most of an ADD 1 TO COUNTER. */
int cbl_arith_add_word(const cbl_field *f, unsigned char *bytes, const cbl_dec *v, int subtract,
                       int size_error_phrase, cbl_store_status *st);

/* DIVIDE ... REMAINDER (Language Reference, "DIVIDE statement"): the quotient used for the
 * remainder is the truncated quotient with the quotient receiver's PICTURE (q_digits, q_scale),
 * even when ROUNDED; rem = dividend - that quotient * divisor, exactly. CBL_ARITH_SIZE for a zero
 * divisor. */
cbl_arith_status cbl_arith_remainder(const cbl_dec *dividend, const cbl_dec *divisor,
                                     int q_digits, int q_scale, cbl_dec *rem);

/* The places of a numeric literal as written ("007.50": 3 integer, 2 decimal), which its
 * intermediate results start from (leading and trailing zeros count). */
cbl_places cbl_arith_literal_places(const char *s);

/* The decimal places a receiver asks of dmax: a numeric item's scale, a numeric-edited item's
 * PICTURE decimals, 0 for anything else (never negative: P scaling asks none). */
int cbl_arith_recv_scale(const cbl_field *f);

#endif
