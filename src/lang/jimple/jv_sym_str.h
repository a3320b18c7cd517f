/* jv_sym_str.h — Strings built at run time, on terms, for the symbolic executor (jv_sym.c): a
 * String is a bounded array of UTF-16 code units with a length term (the representation String
 * parameters already have there), each unit a 32-bit term holding the char as the JVM holds it
 * (zero-extended). A built string is complete: its length is at most its cap on every input of
 * the path (the caller keeps this, making an unknown case where an operand could be longer than
 * what is followed), so every unit below the length is a term, and a result that could pass
 * JV_SSTR_MAX units is refused by the caller (the `over` conditions below). The rules are the
 * Javadoc's (JDK 17), as the interpreter's models run them (jv_jdk_string.c, jv_exec.c's jv_str_conv).
 * Why arrays and not Z3's sequences: the units are bit-vectors like every other Java value here,
 * the queries stay in the bit-vector theory the checks decide, and the decimal text of an int is
 * written out digit by digit (str.from_int covers non-negative integers only, and mixing the
 * theories would need conversions at every charAt and compareTo). */
#ifndef EQUIV_LANG_JIMPLE_JV_SYM_STR_H
#define EQUIV_LANG_JIMPLE_JV_SYM_STR_H

#include <stdint.h>

#include "core/arena.h"
#include "sym/term.h"

/* The most code units a built String is followed for. */
#define JV_SSTR_MAX 48

typedef struct jv_sstr {
  int cap;      /* units followed: e[0..cap) */
  term_ref len; /* 32 bits, <= cap on the path (complete) */
  term_ref *e;  /* 32-bit terms; units at or beyond len are don't-cares */
} jv_sstr;

/* A literal's units. */
jv_sstr jv_sstr_lit(term_ctx *tc, arena *a, const uint16_t *u, int n);
/* Integer.toString(int) (w 32) / Long.toString(long) (w 64) of a term: '-' for a negative value,
 * then the decimal digits of its magnitude without leading zeros (MIN_VALUE included: its
 * magnitude is taken unsigned). Exact: no uninterpreted function. */
jv_sstr jv_sstr_int(term_ctx *tc, arena *a, term_ref x, unsigned w);
/* BigDecimal.toPlainString() of the unscaled value x (a 64-bit term) at a constant scale (a
 * negative one appends -scale zeros, except to 0); -1 refused (a text past JV_SSTR_MAX units). */
int jv_sstr_plain(term_ctx *tc, arena *a, term_ref x, int scale, jv_sstr *out);
/* String.valueOf(char) of a 32-bit char term; String.valueOf(boolean) of a 32-bit 0/1 term. */
jv_sstr jv_sstr_char(term_ctx *tc, arena *a, term_ref c);
jv_sstr jv_sstr_bool(term_ctx *tc, arena *a, term_ref b);
/* x followed by y, its cap at most JV_SSTR_MAX: *over (Bool) holds where the length passes it. */
jv_sstr jv_sstr_concat(term_ctx *tc, arena *a, const jv_sstr *x, const jv_sstr *y, term_ref *over);
/* The units [b, e) of t, for 0 <= b <= e <= t.len (the caller throws otherwise). */
jv_sstr jv_sstr_sub(term_ctx *tc, arena *a, const jv_sstr *t, term_ref b, term_ref e);
/* The unit at index ix (0 <= ix < t.len: the caller checked). */
term_ref jv_sstr_at(term_ctx *tc, const jv_sstr *t, term_ref ix);
/* Units in reverse order (StringBuilder.reverse where no unit is a surrogate: *surr holds where one is). */
jv_sstr jv_sstr_reverse(term_ctx *tc, arena *a, const jv_sstr *t, term_ref *surr);
/* StringBuilder.setLength(n) for 0 <= n: cut, or padded with '\0'; *over where n > JV_SSTR_MAX. */
jv_sstr jv_sstr_set_length(term_ctx *tc, arena *a, const jv_sstr *t, term_ref n, term_ref *over);
/* String.trim(): without the leading and trailing units <= ' '. */
jv_sstr jv_sstr_trim(term_ctx *tc, arena *a, const jv_sstr *t);
/* toUpperCase()/toLowerCase() of ASCII text: *nonascii holds where a unit is >= 0x80 (Unicode's
 * case tables are not modelled). */
jv_sstr jv_sstr_case(term_ctx *tc, arena *a, const jv_sstr *t, int upper, term_ref *nonascii);
/* indexOf(String u): the first index where u occurs, or -1 (32 bits). */
term_ref jv_sstr_index_of(term_ctx *tc, const jv_sstr *t, const jv_sstr *u);
/* indexOf(int ch) for ch a char (0 <= ch <= 0xFFFF: the caller refuses the rest). */
term_ref jv_sstr_index_of_char(term_ctx *tc, const jv_sstr *t, term_ref ch);
/* The unit k of t as compared: 16 bits, 0 at or beyond the length (a canonical form: two complete
 * strings are equal exactly when their lengths and these units are). */
term_ref jv_sstr_unit16(term_ctx *tc, const jv_sstr *t, int k);

#endif
