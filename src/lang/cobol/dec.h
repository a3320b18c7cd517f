/* dec.h — exact decimal numbers for the COBOL semantics: an unscaled GMP integer and a scale,
 * never binary floating point; rounding modes, size checks and IBM's intermediate-result precision. */
#ifndef EQUIV_LANG_COBOL_DEC_H
#define EQUIV_LANG_COBOL_DEC_H

#include <assert.h>
#include <gmp.h>
#include <stddef.h>

/* value = v * 10^-scale. scale may be negative (PICTURE P scaling to the left of the point).
 * Results of the arithmetic below are exact; only cbl_dec_round / cbl_dec_fit / cbl_dec_div
 * drop digits, and they say so. Every cbl_dec must be cbl_dec_init'ed and cbl_dec_clear'ed. */
typedef struct cbl_dec {
  mpz_t v;
  int scale;
} cbl_dec;

/* Status of the operations that can fail. */
typedef enum cbl_dec_status {
  CBL_DEC_OK = 0,
  CBL_DEC_DIVZERO,     /* division by zero: a size error in COBOL */
  CBL_DEC_SIZE,        /* no real result (0 ** -n, (-x) ** 0.5): the size error condition */
  CBL_DEC_UNSUPPORTED, /* exact result not computable (fractional exponent with inexact root, or
                          a result too large to compute) — IBM would use floating point here */
} cbl_dec_status;

/* Defined inline below (why: a statement makes and drops several temporaries, and the calls were
 * a twentieth of an arithmetic statement's time); the pool they use is dec.c's. */
static inline void cbl_dec_init(cbl_dec *d);
static inline void cbl_dec_clear(cbl_dec *d);
/* Frees the integers cbl_dec_clear keeps for reuse on this thread (a run calls it at its end;
 * harmless at any time). */
void cbl_dec_pool_drain(void);
void cbl_dec_copy(cbl_dec *r, const cbl_dec *a);
void cbl_dec_set_si(cbl_dec *r, long v, int scale);
/* Parses [+|-]digits[.digits] (also "digits." and ".digits"); returns 0, or -1 on bad text. */
int cbl_dec_set_str(cbl_dec *r, const char *s);
/* Decimal text "-12.30" keeping the scale (negative scales print trailing zeros, no point);
 * malloc'ed (eq_malloc), the caller frees it. */
char *cbl_dec_to_str(const cbl_dec *a);

void cbl_dec_add(cbl_dec *r, const cbl_dec *a, const cbl_dec *b);
void cbl_dec_sub(cbl_dec *r, const cbl_dec *a, const cbl_dec *b);
void cbl_dec_mul(cbl_dec *r, const cbl_dec *a, const cbl_dec *b);
void cbl_dec_neg(cbl_dec *r, const cbl_dec *a);
void cbl_dec_abs(cbl_dec *r, const cbl_dec *a);
/* -1, 0, 1 comparing values (scales may differ). */
int cbl_dec_cmp(const cbl_dec *a, const cbl_dec *b);
int cbl_dec_sgn(const cbl_dec *a);
int cbl_dec_is_zero(const cbl_dec *a);
/* Exactly the same value at a larger scale (scale >= a->scale), or the canonical form with
 * trailing zero digits removed (scale never below 0). */
void cbl_dec_rescale_up(cbl_dec *r, const cbl_dec *a, int scale);
void cbl_dec_normalize(cbl_dec *r, const cbl_dec *a);
/* 10^k as a machine word, for 0 <= k <= 19 (the powers that fit 64 bits). */
static inline unsigned long cbl_dec_pow10_ui(int k);
/* Number of integer digits of |a| (0 for |a| < 1). */
int cbl_dec_int_digits(const cbl_dec *a);

/* Rounding modes: the ROUNDED MODE IS phrase of IBM Enterprise COBOL 6 (Language Reference,
 * "ROUNDED phrase"). ROUNDED with no MODE is NEAREST-AWAY-FROM-ZERO; no ROUNDED is TRUNCATION. */
#define CBL_ROUND_MODES(X)                            \
  X(CBL_ROUND_TRUNCATION, "TRUNCATION")               \
  X(CBL_ROUND_AWAY_FROM_ZERO, "AWAY-FROM-ZERO")       \
  X(CBL_ROUND_NEAREST_AWAY_FROM_ZERO, "NEAREST-AWAY-FROM-ZERO") \
  X(CBL_ROUND_NEAREST_EVEN, "NEAREST-EVEN")           \
  X(CBL_ROUND_NEAREST_TOWARD_ZERO, "NEAREST-TOWARD-ZERO") \
  X(CBL_ROUND_TOWARD_GREATER, "TOWARD-GREATER")       \
  X(CBL_ROUND_TOWARD_LESSER, "TOWARD-LESSER")         \
  X(CBL_ROUND_PROHIBITED, "PROHIBITED")
#define CBL_ROUND_ENUM_(e, s) e,
typedef enum cbl_round_mode { CBL_ROUND_MODES(CBL_ROUND_ENUM_) CBL_ROUND_NMODES } cbl_round_mode;
#undef CBL_ROUND_ENUM_
#define CBL_ROUND_DEFAULT CBL_ROUND_NEAREST_AWAY_FROM_ZERO /* plain ROUNDED */
/* The COBOL spelling of a mode; cbl_round_mode_parse returns -1 for an unknown word. */
const char *cbl_round_mode_name(cbl_round_mode m);
int cbl_round_mode_parse(const char *word);

/* r = a rounded to `scale` decimal places under mode m (any scale, also negative).
 * Returns 1 when digits that were not zero were dropped (the value changed), else 0.
 * PROHIBITED: r is the truncated value and the return value says that rounding was needed —
 * IBM raises the size error condition then (Language Reference, "ROUNDED phrase"). */
int cbl_dec_round(cbl_dec *r, const cbl_dec *a, int scale, cbl_round_mode m);

/* Storing a into a receiver of `digits` digit positions and `scale` decimal places
 * (PICTURE S9(digits-scale)V9(scale), P-scaling through negative or larger scales):
 * round/truncate to scale under m, then keep the low-order `digits` digits (high-order
 * truncation, the sign kept). *size_error is set when high-order nonzero digits were lost or,
 * under PROHIBITED, when rounding was needed; *inexact when low-order digits were dropped. */
void cbl_dec_fit(cbl_dec *r, const cbl_dec *a, int digits, int scale, cbl_round_mode m,
                 int *size_error, int *inexact);

/* q = a / b rounded to `scale` decimal places under m, computed from the exact quotient
 * (TRUNCATION gives the truncated quotient IBM's intermediate results hold). rem (may be NULL)
 * = a - q*b exactly, the REMAINDER of DIVIDE when q is the truncated quotient.
 * Returns CBL_DEC_DIVZERO for b = 0 (q, rem untouched). *inexact (may be NULL) as for round. */
cbl_dec_status cbl_dec_div(cbl_dec *q, cbl_dec *rem, const cbl_dec *a, const cbl_dec *b, int scale,
                           cbl_round_mode m, int *inexact);

/* r = a ** b (Language Reference, "Arithmetic expressions", exponentiation):
 * - 0 ** b with b <= 0: CBL_DEC_SIZE (size error condition);
 * - a < 0 with b not an integer: CBL_DEC_SIZE (no real number);
 * - integer b >= 0: exact; integer b < 0: 1 / a**|b| truncated to div_scale places;
 * - fractional b = p/q: the exact positive root when a**p has an exact q-th root (4 ** 0.5 = 2),
 *   else CBL_DEC_UNSUPPORTED — IBM evaluates fractional exponents in floating point
 *   (Programming Guide, "Floating-point data and intermediate results").
 * Results beyond max_digits (e.g. 10000) digits give CBL_DEC_UNSUPPORTED rather than run away. */
cbl_dec_status cbl_dec_pow(cbl_dec *r, const cbl_dec *a, const cbl_dec *b, int div_scale,
                           int max_digits);

/* ---- IBM intermediate results (Enterprise COBOL Programming Guide, appendix "Intermediate
 * results and arithmetic precision", sections "Terminology used for intermediate results" and
 * "Fixed-point data and intermediate results"). i = integer places, d = decimal places. */
typedef struct cbl_places {
  int i, d;
} cbl_places;

/* Maximum digits of a fixed-point intermediate result: ARITH(COMPAT) 30, ARITH(EXTEND) 31. */
#define CBL_ARITH_COMPAT_DIGITS 30
#define CBL_ARITH_EXTEND_DIGITS 31

/* + or -: i = max(i1, i2) + 1, d = max(d1, d2). */
cbl_places cbl_ir_add(cbl_places a, cbl_places b);
/* *: i = i1 + i2, d = d1 + d2. */
cbl_places cbl_ir_mul(cbl_places a, cbl_places b);
/* /: with op1 the divisor and op2 the dividend, i = i2 + d1, d = max(d2 - d1, dmax). */
cbl_places cbl_ir_div(cbl_places dividend, cbl_places divisor, int dmax);
/* ** with an integral literal exponent n (Programming Guide, "Exponentiation"):
 * d = d1 * |n|; i = i1 * |n| when the base is a data item, or the number of integer digits of
 * base ** |n| when the base is a literal (base_int_digits_of_power, else pass -1).
 * A negative n then divides 1 by that result under the division rule (caller applies
 * cbl_ir_div). An integral data-item exponent carries dmax decimals and N - dmax integers:
 * cbl_ir_pow_var. */
cbl_places cbl_ir_pow_lit(cbl_places base, long n, int base_int_digits_of_power);
cbl_places cbl_ir_pow_var(int dmax, int max_digits);
/* The places actually carried once the result exceeds N = max_digits (30 or 31) digits:
 *   i + d <= N             -> i and d;
 *   i + d > N, d <= dmax   -> N - d integer, d decimal;
 *   d > dmax, i + dmax <= N -> i integer, N - i decimal;
 *   d > dmax, i + dmax > N  -> N - dmax integer, dmax decimal. */
cbl_places cbl_ir_carry(cbl_places ir, int dmax, int max_digits);
/* Places of a data item or literal: digits and scale as in a PICTURE (P scaling allowed:
 * scale < 0 gives more integer places, scale > digits gives none). */
cbl_places cbl_places_of(int digits, int scale);

/* Holds a in an intermediate of the given places: low-order decimals beyond p.d truncated,
 * high-order integer digits beyond p.i dropped. Returns 1 if nonzero high-order digits were lost
 * (IBM does not diagnose that for intermediates; the caller decides), else 0. */
int cbl_dec_to_places(cbl_dec *r, const cbl_dec *a, cbl_places p);

/* ---- cbl_dec_init / cbl_dec_clear: a pool of cleared GMP integers that keep their limbs (dec.c
 * says why). Only these two and dec.c touch it. */
#define CBL_DEC_POOL 64
#define CBL_DEC_POOL_LIMBS 8
extern _Thread_local mpz_t cbl_dec_pool_[CBL_DEC_POOL];
extern _Thread_local int cbl_dec_pool_n_;

/* cbl_dec_pow10_ui, inline (why: the word paths of the codec and the stores ask for a power in
 * each operation); the table is dec.c's. */
extern const unsigned long cbl_dec_pow10_ui_[20];
static inline unsigned long cbl_dec_pow10_ui(int k) {
  assert(k >= 0 && k <= 19);
  return cbl_dec_pow10_ui_[k];
}

static inline void cbl_dec_init(cbl_dec *d) {
  if (cbl_dec_pool_n_ > 0) {
    cbl_dec_pool_n_--;
    *d->v = *cbl_dec_pool_[cbl_dec_pool_n_]; /* the integer moves: one owner at a time */
    d->v->_mp_size = 0;                       /* the value 0 */
  } else {
    mpz_init(d->v);
  }
  d->scale = 0;
}

static inline void cbl_dec_clear(cbl_dec *d) {
  if (cbl_dec_pool_n_ < CBL_DEC_POOL && d->v->_mp_alloc > 0 && d->v->_mp_alloc <= CBL_DEC_POOL_LIMBS) {
    *cbl_dec_pool_[cbl_dec_pool_n_] = *d->v;
    cbl_dec_pool_n_++;
  } else {
    mpz_clear(d->v);
  }
}

#endif
