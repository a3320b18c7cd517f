/* pic.h — PICTURE character-strings (IBM Enterprise COBOL Language Reference, "PICTURE clause"):
 * parsing, the precedence rules, and the description (category, digits, scale, size, symbols). */
#ifndef EQUIV_LANG_COBOL_PIC_H
#define EQUIV_LANG_COBOL_PIC_H

#include <stddef.h>

/* Data categories a PICTURE gives (Language Reference, "Data categories and PICTURE rules"). */
#define CBL_PIC_CATS(X)                                   \
  X(CBL_PIC_ALPHABETIC, "alphabetic")                     \
  X(CBL_PIC_ALPHANUMERIC, "alphanumeric")                 \
  X(CBL_PIC_ALPHANUMERIC_EDITED, "alphanumeric-edited")   \
  X(CBL_PIC_NUMERIC, "numeric")                           \
  X(CBL_PIC_NUMERIC_EDITED, "numeric-edited")             \
  X(CBL_PIC_NATIONAL, "national")                         \
  X(CBL_PIC_NATIONAL_EDITED, "national-edited")           \
  X(CBL_PIC_DBCS, "DBCS")
#define CBL_PIC_CAT_ENUM_(e, s) e,
typedef enum cbl_pic_cat { CBL_PIC_CATS(CBL_PIC_CAT_ENUM_) } cbl_pic_cat;
#undef CBL_PIC_CAT_ENUM_
const char *cbl_pic_cat_name(cbl_pic_cat c);

/* The most symbols an expanded picture keeps in sym[]. Edited pictures longer than this are
 * refused ([unsupported]); non-edited ones are described with nsym = -1. */
#define CBL_PIC_MAX_SYMS 512

/* Symbol codes in sym[], one per symbol after expanding repetitions, independent of
 * DECIMAL-POINT IS COMMA and of the currency character:
 *   '9' 'Z' '*' 'B' '0' '/' 'X' 'A' 'N' 'G'  as written;
 *   ',' comma insertion, '.' the (actual) decimal point, whatever characters stand for them;
 *   'V' 'P' 'S' take no character position;  '+' '-' signs;  'C' = CR, 'D' = DB (2 positions
 *   each);  '$' the currency symbol (pic.currency holds the character that was written). */
typedef struct cbl_pic {
  cbl_pic_cat cat;
  int digits;    /* numeric and numeric-edited: digit positions (9, Z, *, floating positions after
                    the first); P positions are not counted */
  int scale;     /* decimal places the value has, P scaling included: PIC 9(3)P(2) -> -2,
                    PIC PPP99 -> 5, PIC S9(7)V99 -> 2 */
  int is_signed; /* S, or a sign symbol (+ - CR DB) in an edited picture */
  int has_s;     /* S present */
  int size;      /* character positions: bytes for DISPLAY usage, characters for national */
  int npos_p;    /* number of P symbols */
  char currency; /* the currency character as written (default '$') */
  int dpc;       /* DECIMAL-POINT IS COMMA was in effect */
  char zsup;     /* 'Z' or '*' when zero suppression is used, else 0 */
  char float_sym; /* '+', '-' or '$' for a floating insertion string, else 0 */
  int float_first, float_last; /* indexes in sym[] of the floating string's ends, -1 if none */
  int nsym;      /* symbols in sym[], or -1 when not kept (long non-edited pictures) */
  char sym[CBL_PIC_MAX_SYMS];
} cbl_pic;

/* Parses the character-string s as written after PICTURE/PIC (no trailing period).
 * decimal_point_is_comma swaps the roles of '.' and ','; currency is the currency symbol
 * character in effect ('$' by default). max_digits is 18 (ARITH(COMPAT)) or 31 (ARITH(EXTEND)).
 * Returns 0 and fills *out, or -1 with err holding
 *   "column N: [picture] <the rule broken>"  (N 1-based in s; "[unsupported]" for pictures we
 * know but do not model, e.g. external floating point with E). */
int cbl_pic_parse(const char *s, int decimal_point_is_comma, char currency, int max_digits,
                  cbl_pic *out, char *err, size_t errlen);

/* 1 for numeric-edited, alphanumeric-edited and national-edited pictures. */
int cbl_pic_is_edited(const cbl_pic *p);

#endif
