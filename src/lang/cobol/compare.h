/* compare.h — COBOL conditions over data (IBM Enterprise COBOL Language Reference, "Relation
 * conditions", "Comparison of numeric and alphanumeric operands", "Class condition", "Sign
 * condition", "Condition-name condition"): pure functions over byte images. */
#ifndef EQUIV_LANG_COBOL_COMPARE_H
#define EQUIV_LANG_COBOL_COMPARE_H

#include <jansson.h>
#include <stddef.h>

#include "lang/cobol/layout.h"
#include "lang/cobol/move.h"
#include "lang/cobol/options.h"

typedef enum cbl_cmp_status {
  CBL_CMP_OK = 0,
  CBL_CMP_ILLEGAL,      /* operands that cannot be compared (noninteger numeric vs alphanumeric) */
  CBL_CMP_INVALID_DATA, /* a numeric operand's bytes are not valid data: the run goes wrong */
  CBL_CMP_UNSUPPORTED,
} cbl_cmp_status;

/* Compares two alphanumeric byte strings in the run's collating sequence, the shorter one
 * padded on the right with spaces of the run's encoding. Returns -1, 0 or 1. */
int cbl_compare_bytes(const cbl_options *o, const unsigned char *a, size_t alen,
                      const unsigned char *b, size_t blen);

/* a <=> b into *result (-1, 0, 1):
 * - both numeric (numeric items of any usage and scale, numeric literals, ZERO against a numeric
 *   operand): by algebraic value;
 * - a numeric integer against an alphanumeric or group operand: the numeric operand as if moved
 *   to an alphanumeric item of its size (its unsigned digits), then alphanumeric comparison;
 *   a noninteger numeric operand there is CBL_CMP_ILLEGAL;
 * - otherwise (alphanumeric, alphabetic, edited, group, figurative constants and ALL literals,
 *   which repeat to the other operand's length): alphanumeric comparison;
 * - national operands against national (UTF-16 code unit order, padded with U+0020). */
cbl_cmp_status cbl_compare(const cbl_options *o, const cbl_opnd *a, const cbl_opnd *b,
                           int *result);

typedef enum cbl_class {
  CBL_CLASS_NUMERIC, CBL_CLASS_ALPHABETIC, CBL_CLASS_ALPHABETIC_LOWER, CBL_CLASS_ALPHABETIC_UPPER
} cbl_class;
/* Parses "NUMERIC" etc.; -1 if unknown (DBCS, KANJI). */
int cbl_class_parse(const char *word);

/* Class condition on item x (Language Reference, "Class condition"):
 * NUMERIC: numeric items by their usage's validity (codec.h cbl_num_is_numeric, sign rules and
 *   NUMPROC included); alphanumeric and group items: every byte a digit 0-9; not allowed on
 *   alphabetic items (ILLEGAL);
 * ALPHABETIC(-LOWER/-UPPER): every byte a letter A-Z/a-z (of that case) or a space; not allowed
 *   on numeric items (ILLEGAL). */
cbl_cmp_status cbl_class_test(const cbl_options *o, const cbl_opnd *x, cbl_class c, int *result);

/* User-defined class (SPECIAL-NAMES CLASS name IS …): `values` is the JSON "values" array of the
 * class entry ([{"from": LIT, "thru"?: LIT}]); true when every byte of the item is one of them
 * (THRU ranges by the run's collating sequence). */
cbl_cmp_status cbl_user_class_test(const cbl_options *o, const unsigned char *bytes, size_t len,
                                   const json_t *values, int *result);

/* The sign conditions (POSITIVE > 0, NEGATIVE < 0, ZERO = 0), and the word the front end writes
 * for each ("POSITIVE", "NEGATIVE", "ZERO"): decoded once per condition by both executors. */
typedef enum cbl_sign_cond { CBL_SGN_UNKNOWN = -1, CBL_SGN_POSITIVE, CBL_SGN_NEGATIVE, CBL_SGN_ZERO } cbl_sign_cond;
cbl_sign_cond cbl_sign_word(const char *word);
/* Sign condition on a value: 0/1, or -1 for CBL_SGN_UNKNOWN. */
int cbl_sign_test(const cbl_dec *v, cbl_sign_cond sign);

/* Condition-name condition (Language Reference, "Condition-name condition"): whether the
 * conditional variable (storage var[0..len)) holds one of the level-88 item's VALUEs, each
 * value or THRU range compared as the variable's category dictates (numeric by value,
 * alphanumeric by collating sequence, inclusive ranges). */
cbl_cmp_status cbl_condition_test(const cbl_layout *l, const cbl_field *cond,
                                  const unsigned char *var, size_t len, int *result);

/* SET condition-name TO TRUE (the first value of the 88, moved to the variable) or TO FALSE (its
 * WHEN SET TO FALSE value; CBL_MOVE_ILLEGAL when it has none). */
cbl_move_status cbl_condition_set(const cbl_layout *l, const cbl_field *cond, unsigned char *var,
                                  size_t len, int to_false, char *err, size_t errlen);

/* The national (UTF-16BE) image of operand x compared with a national operand of other_len bytes,
 * as cbl_compare forms it ("National comparisons": x's own bytes when it is national, else x
 * moved to a national item of x's character positions, figuratives and ALL literals repeated to
 * other_len). *out is malloc'ed (caller frees), *n its length. */
cbl_cmp_status cbl_compare_national_image(const cbl_options *o, const cbl_opnd *x, size_t other_len,
                                          unsigned char **out, size_t *n);

#endif
