/* intrinsic.h — intrinsic functions batch programs use (IBM Enterprise COBOL Language Reference,
 * "Intrinsic functions"): date arithmetic, numeric functions, NUMVAL/NUMVAL-C and string
 * functions as pure functions; CURRENT-DATE takes the clock as an input of the run. */
#ifndef EQUIV_LANG_COBOL_INTRINSIC_H
#define EQUIV_LANG_COBOL_INTRINSIC_H

#include <stddef.h>

#include "lang/cobol/dec.h"
#include "lang/cobol/options.h"

typedef enum cbl_fn_status {
  CBL_FN_OK = 0,
  CBL_FN_BAD_ARG,     /* an argument outside the function's domain: IBM returns 0 for the date
                         functions and sets no usable result otherwise; the caller decides (the
                         interpreter goes wrong rather than guess) */
  CBL_FN_UNSUPPORTED,
} cbl_fn_status;

/* The clock of a run (an input, never read from the machine here). */
typedef struct cbl_clock {
  int year, month, day, hour, minute, second, hundredths;
  int utc_offset_minutes; /* local time minus UTC */
  int offset_known;       /* 0: CURRENT-DATE shows 00000 for the offset, as IBM does */
} cbl_clock;

/* FUNCTION CURRENT-DATE: 21 characters YYYYMMDDhhmmsscc+hhmm (Latin-1) + NUL into out[22]. */
void cbl_fn_current_date(const cbl_clock *c, char out[22]);

/* The Gregorian calendar: whether year y is a leap year, and the days of month m (1-12) of y. */
int cbl_leap_year(long y);
int cbl_month_days(long y, int m);

/* Day numbers: day 1 is 1 January 1601 (Gregorian), valid through 31 December 9999. */
cbl_fn_status cbl_fn_integer_of_date(long yyyymmdd, long *out);
cbl_fn_status cbl_fn_date_of_integer(long n, long *yyyymmdd);
cbl_fn_status cbl_fn_integer_of_day(long yyyyddd, long *out);
cbl_fn_status cbl_fn_day_of_integer(long n, long *yyyyddd);

/* Numeric functions on exact decimals (r must be initialised):
 * INTEGER: greatest integer <= a; INTEGER-PART: a truncated toward zero; ABS;
 * MOD(a, b) = a - b * INTEGER(a / b) (integers); REM(a, b) = a - b * INTEGER-PART(a / b).
 * MOD/REM with b = 0 are CBL_FN_BAD_ARG. */
void cbl_fn_integer(cbl_dec *r, const cbl_dec *a);
void cbl_fn_integer_part(cbl_dec *r, const cbl_dec *a);
cbl_fn_status cbl_fn_mod(cbl_dec *r, const cbl_dec *a, const cbl_dec *b);
cbl_fn_status cbl_fn_rem(cbl_dec *r, const cbl_dec *a, const cbl_dec *b);

/* NUMVAL / NUMVAL-C of Latin-1 text (Language Reference, "NUMVAL", "NUMVAL-C"): optional
 * spaces, a sign (+ or - before, or + - CR DB after the number), digits with at most one decimal
 * point ('.' or ',' when dpc), spaces; NUMVAL-C also accepts the currency string cur (NULL =
 * "$") before or after the sign and ',' (or '.') group separators. Anything else: BAD_ARG. */
cbl_fn_status cbl_fn_numval(const char *s, size_t n, int dpc, cbl_dec *r);
cbl_fn_status cbl_fn_numval_c(const char *s, size_t n, int dpc, const char *cur, cbl_dec *r);

/* TEST-NUMVAL (kind 0), TEST-NUMVAL-C (1), TEST-NUMVAL-F (2) of Latin-1 text (Language
 * Reference, "TEST-NUMVAL"): 0 when s is a valid argument of NUMVAL / NUMVAL-C / NUMVAL-F, else
 * the position (1-based) of the first character in error, or n + 1 when s ends before the number
 * is complete (only spaces, a sign without digits, an E without exponent). maxd: the most digits
 * in all (18 under ARITH(COMPAT), 31 under ARITH(EXTEND); 0 = 31): the digit past it is the one
 * in error.
 * NUMVAL-F: [sp][+|-][sp]{d[.[d]] | .d}[sp][E[sp]{+|-}[sp]n][sp] with n of 1 to 4 digits and a
 * mantissa of at most 16 digits when an exponent is given. Its value is the exact one, as
 * NUMVAL's here: IBM documents both as "a floating-point approximation" of the argument, whose
 * digits past the 16th significant one are not said (tests/cobol/ibm-vs-gnucobol.md, F2).
 * A bad argument: BAD_ARG. */
long cbl_fn_test_numval(int kind, const char *s, size_t n, int dpc, const char *cur, int maxd);
cbl_fn_status cbl_fn_numval_f(const char *s, size_t n, int dpc, int maxd, cbl_dec *r);

/* String functions on bytes of the run's encoding (o gives it): results are written to out
 * (cap >= n) and their length returned.
 * UPPER-CASE/LOWER-CASE change the letters a-z/A-Z only; REVERSE reverses the bytes;
 * TRIM removes leading and/or trailing spaces (how: 0 both, 1 LEADING, 2 TRAILING); an argument of
 * only spaces gives a result of length 1 (one space), as IBM documents. */
size_t cbl_fn_upper_case(const cbl_options *o, const unsigned char *s, size_t n,
                         unsigned char *out);
size_t cbl_fn_lower_case(const cbl_options *o, const unsigned char *s, size_t n,
                         unsigned char *out);
size_t cbl_fn_reverse(const unsigned char *s, size_t n, unsigned char *out);
size_t cbl_fn_trim(const cbl_options *o, const unsigned char *s, size_t n, int how,
                   unsigned char *out);

/* ORD(c): ordinal position (1-based) of c in the collating sequence; CHAR(n): the byte whose
 * ordinal is n (1..256, else BAD_ARG). */
int cbl_fn_ord(const cbl_options *o, unsigned char c);
cbl_fn_status cbl_fn_char(const cbl_options *o, long n, unsigned char *out);

/* MAX / MIN over numeric arguments: index (0-based) of the first maximal / minimal one. LENGTH
 * is the caller's: an item's character positions (bytes, or characters for national). */
int cbl_fn_max_index(const cbl_dec *args, int n);
int cbl_fn_min_index(const cbl_dec *args, int n);

/* Statistical and financial functions over exact decimals (r initialised). A quotient that does
 * not terminate is truncated to CBL_FN_PLACES decimal places (IBM evaluates MEAN of fixed-point
 * arguments, SQRT, ANNUITY and PRESENT-VALUE partly in floating point: digits beyond about 15
 * significant ones can differ from IBM's; docs/cobol-run.md).
 * SUM, RANGE (max - min), MEAN, MEDIAN (the middle value; the mean of the two middle ones for an
 * even count) of n >= 1 arguments; FACTORIAL(0..29); SQRT(a >= 0); ANNUITY(rate >= 0, n >= 1)
 * = rate / (1 - (1 + rate) ** -n), 1 / n for rate 0; PRESENT-VALUE(rate > -1, amounts…) = sum of
 * amount(k) / (1 + rate) ** k. Out of the domain: BAD_ARG.
 * YEAR-TO-YYYY(yy, window): the year ending in yy of the 100-year interval that ends with
 * current_year + window (DATE-TO-YYYYMMDD applies it to YYMMDD's year). */
#define CBL_FN_PLACES 18
void cbl_fn_sum(cbl_dec *r, const cbl_dec *args, int n);
void cbl_fn_range(cbl_dec *r, const cbl_dec *args, int n);
void cbl_fn_mean(cbl_dec *r, const cbl_dec *args, int n);
void cbl_fn_median(cbl_dec *r, const cbl_dec *args, int n);
cbl_fn_status cbl_fn_factorial(cbl_dec *r, long n);
cbl_fn_status cbl_fn_sqrt(cbl_dec *r, const cbl_dec *a);
cbl_fn_status cbl_fn_annuity(cbl_dec *r, const cbl_dec *rate, long n);
cbl_fn_status cbl_fn_present_value(cbl_dec *r, const cbl_dec *rate, const cbl_dec *amounts, int n);
cbl_fn_status cbl_fn_year_to_yyyy(long yy, long window, int current_year, long *out);
/* DAY-TO-YYYYDDD(yyddd, window): YEAR-TO-YYYY of yy, times 1000, plus ddd (Language Reference,
 * "DAY-TO-YYYYDDD"; 0 <= yyddd <= 99999, else BAD_ARG). TEST-DAY-YYYYDDD: 0 for a valid date
 * yyyyddd, 1 when the year is outside 1601..9999, 2 when the day is outside that year
 * ("TEST-DAY-YYYYDDD"). */
cbl_fn_status cbl_fn_day_to_yyyyddd(long yyddd, long window, int current_year, long *out);
int cbl_fn_test_day_yyyyddd(long yyyyddd);

/* The floating-point functions (Programming Guide, "Using math-oriented callable services": under
 * ARITH(COMPAT) "COBOL floating-point intrinsic functions return long (64-bit) results", the
 * hexadecimal floating-point long of z/Architecture). The function is evaluated in the host's
 * extended precision (long double, 64 significant bits) and the result is the HFP long nearest
 * to that value (14 hexadecimal digits; a correctly rounded routine's result): the documented precision,
 * about 16 significant decimal digits; IBM's Language Environment routines may differ in the last
 * hexadecimal digit. The value then enters the expression rounded to 17 significant decimal
 * digits (IBM evaluates an expression holding a floating-point function in floating point: digits
 * past the 16th can differ). Out of the domain (ACOS/ASIN beyond [-1, 1], LOG/LOG10 of a value <= 0, a
 * result beyond the HFP range): BAD_ARG.
 * cbl_fn_float_name: whether name is ACOS ASIN ATAN COS SIN TAN LOG LOG10 EXP EXP10 (one
 * argument) or PI E (none); MIDRANGE ((max + min) / 2), VARIANCE (the population variance) and
 * STANDARD-DEVIATION (its square root) take n >= 1 arguments, computed exactly and then rounded to
 * an HFP long. */
int cbl_fn_float_name(const char *name, int *nargs);
/* a ** b evaluated in floating point, for an exponent with a fraction whose exact result is no
 * terminating decimal (Programming Guide, "Floating-point data and intermediate results": an
 * exponent with decimal places makes IBM use floating point): powl in the host's extended
 * precision, then the nearest HFP long entering the expression at 17 significant digits, as the
 * functions above. a must be positive (cbl_dec_pow gives the size error for a <= 0 first);
 * BAD_ARG beyond the HFP range. */
cbl_fn_status cbl_fn_float_pow(cbl_dec *r, const cbl_dec *a, const cbl_dec *b);
cbl_fn_status cbl_fn_float(const char *name, cbl_dec *r, const cbl_dec *a);
cbl_fn_status cbl_fn_midrange(cbl_dec *r, const cbl_dec *args, int n);
cbl_fn_status cbl_fn_variance(cbl_dec *r, const cbl_dec *args, int n);
cbl_fn_status cbl_fn_standard_deviation(cbl_dec *r, const cbl_dec *args, int n);

/* Enterprise COBOL 6 functions on bytes and signs (Language Reference, "HEX-OF", "BIT-OF",
 * "HEX-TO-CHAR", "BIT-TO-CHAR", "SIGN"; Programming Guide, "Converting from hexadecimal or bit
 * data"). cbl_fn_hex_of: each byte of a as two Latin-1 hexadecimal digits (upper case) into out
 * (2n bytes); cbl_fn_bit_of: each byte as eight Latin-1 '0'/'1' characters (8n bytes).
 * cbl_fn_hex_to_char: Latin-1 hexadecimal digits ("0"-"9", "A"-"F", "a"-"f"), an even number of
 * them, to the bytes they spell (n / 2 into out); cbl_fn_bit_to_char: '0'/'1' characters, a
 * multiple of 8, to bytes (n / 8). Anything else, or an empty argument: BAD_ARG.
 * cbl_fn_sign: -1, 0 or +1 as a is negative, zero or positive. */
size_t cbl_fn_hex_of(const unsigned char *a, size_t n, unsigned char *out);
size_t cbl_fn_bit_of(const unsigned char *a, size_t n, unsigned char *out);
cbl_fn_status cbl_fn_hex_to_char(const unsigned char *s, size_t n, unsigned char *out, size_t *outn);
cbl_fn_status cbl_fn_bit_to_char(const unsigned char *s, size_t n, unsigned char *out, size_t *outn);
int cbl_fn_sign(const cbl_dec *a);

/* The Unicode functions on UTF-8 data in an alphabetic or alphanumeric argument (Language
 * Reference, "UVALID", "ULENGTH", "UPOS", "UWIDTH", "USUBSTR", "USUPPLEMENTARY"; Programming
 * Guide, "Using intrinsic functions to process UTF-8 encoded data"). A character is one code
 * point (combining characters count on their own). cbl_fn_uvalid: 0 when s[0..n) is well-formed
 * UTF-8 (UVALID's table: 00-7F; C2-DF then 80-BF; E0 A0-BF, E1-EC 80-BF, ED 80-9F, EE-EF 80-BF,
 * then 80-BF; F0 90-BF, F1-F3 80-BF, F4 80-8F, then two 80-BF), else the 1-based position of the
 * byte where the first ill-formed sequence starts. The others require well-formed data (IBM:
 * "must contain valid UTF-8 data"; USUPPLEMENTARY's result is "unpredictable" otherwise): on
 * other data they return BAD_ARG. ULENGTH: the characters; UPOS(k): the byte position where the
 * kth starts, 0 when k < 1 or k > ULENGTH; UWIDTH(k): its bytes (1 … 4), BAD_ARG when k is
 * outside 1 … ULENGTH (the page states no result there); USUPPLEMENTARY: the byte position of the
 * first 4-byte character, 0 when none; USUBSTR(i, j): the j characters from the ith (i >= 1,
 * j >= 0, i + j - 1 <= ULENGTH, else BAD_ARG) as *off and *len in bytes. */
long cbl_fn_uvalid(const unsigned char *s, size_t n);
cbl_fn_status cbl_fn_ulength(const unsigned char *s, size_t n, long *r);
cbl_fn_status cbl_fn_upos(const unsigned char *s, size_t n, long k, long *r);
cbl_fn_status cbl_fn_uwidth(const unsigned char *s, size_t n, long k, long *r);
cbl_fn_status cbl_fn_usupplementary(const unsigned char *s, size_t n, long *r);
cbl_fn_status cbl_fn_usubstr(const unsigned char *s, size_t n, long i, long j, size_t *off, size_t *len);

/* SECONDS-PAST-MIDNIGHT (Language Reference): the local time of day in seconds past midnight,
 * "as close ... as the z/OS operating environment is capable of providing": here the run's
 * clock, an input, to its hundredths. */
void cbl_fn_seconds_past_midnight(cbl_dec *r, const cbl_clock *c);

/* COMBINED-DATETIME(date, secs) (Language Reference): date + secs / 100000, date in integer date
 * form (1 … 3,067,671, 31 December 9999) and secs in standard numeric time form (0 <= secs <
 * 86,400), else BAD_ARG. The result is exact under ARITH(EXTEND) (IBM's example: 143951 and
 * 18867.812479168304 give "exactly 143951.18867812479168304"); under ARITH(COMPAT) the same
 * example gives 143951.1886781247, 16 significant digits, and IBM states no rule beyond it: a
 * result of at most 16 significant digits (every clock to the hundredth) is exact under both,
 * a longer one under COMPAT is CBL_FN_UNSUPPORTED rather than a guessed rounding. */
cbl_fn_status cbl_fn_combined_datetime(cbl_dec *r, long date, const cbl_dec *secs, int arith_extend);

/* ---- intrinsic_fmt.c: ISO 8601 date and time formats (Language Reference, "Format of arguments
 * and return values for date and time intrinsic functions", "Date and time formats"). A format
 * is a date format (YYYYMMDD, YYYYDDD, YYYYWwwD; extended YYYY-MM-DD, YYYY-DDD, YYYY-Www-D), a
 * time format (hhmmss or hh:mm:ss, then optionally a decimal point and 1 to 9 's' for the
 * fraction of a second, then optionally Z (a UTC format) or +hhmm / +hh:mm (an offset format)),
 * or a date format, 'T' and a time format. Text is Latin-1. */
typedef struct cbl_fmt {
  int date;     /* 0 none, 1 calendar, 2 ordinal, 3 week date */
  int date_ext; /* extended date (hyphens) */
  int time;     /* a time part is present */
  int time_ext; /* extended time (colons) */
  int frac;     /* digits of the fraction of a second (0: none) */
  int tz;       /* 0 local time, 1 UTC (Z), 2 offset (+hhmm) */
  size_t len;   /* length of the format (and of a value in it) */
} cbl_fmt;

/* Parses format s[0..n); -1 when it is none of the formats above. dpc: the decimal point is ','
 * (DECIMAL-POINT IS COMMA). */
int cbl_fmt_parse(const unsigned char *s, size_t n, int dpc, cbl_fmt *f);

/* FORMATTED-DATE / -TIME / -DATETIME: the value in format f into out (f->len bytes, Latin-1).
 * date: integer date form (1 … 3,067,671); secs: standard numeric time form (0 <= secs < 86,400;
 * its fraction truncated to the format's digits); has_off/off: argument-3 (-4), the offset from
 * UTC in minutes (|off| <= 1439; only with a UTC or offset format). A UTC format shows the time
 * minus the offset (and, for a date and time, the date it falls on). BAD_ARG for arguments
 * outside their forms or a format of the wrong kind (a date format for FORMATTED-TIME, …);
 * UNSUPPORTED for a UTC or offset format without the offset (IBM takes the system's, which a
 * run does not have). */
cbl_fn_status cbl_fmt_format(const cbl_fmt *f, const unsigned char *fmt, long date, const cbl_dec *secs,
                             int has_off, long off, unsigned char *out);

/* TEST-FORMATTED-DATETIME: 0 when value v[0..n) is a valid date, time or date and time in format
 * f, else the position (1-based) of the first character that cannot be part of a valid value (a
 * value too short: n + 1; too long: f->len + 1). */
long cbl_fmt_test(const cbl_fmt *f, const unsigned char *fmt, const unsigned char *v, size_t n);

/* INTEGER-OF-FORMATTED-DATE (the date part of a date or a date and time format) and
 * SECONDS-FROM-FORMATTED-TIME (the time part, H * 3600 + M * 60 + S with S's fraction; the offset
 * is not applied) of a valid value; BAD_ARG when cbl_fmt_test finds it invalid or the format has
 * no such part. */
cbl_fn_status cbl_fmt_integer_of_date(const cbl_fmt *f, const unsigned char *fmt, const unsigned char *v,
                                      size_t n, long *out);
cbl_fn_status cbl_fmt_seconds(const cbl_fmt *f, const unsigned char *fmt, const unsigned char *v, size_t n,
                              cbl_dec *out);

/* ---- The function names the interpreter tells apart (interp_data.c), decoded once per function
 * reference to a kind so that evaluating one compares no names. X(KIND, name). */
#define CBL_FN_LIST(X) \
  X(ABS, "ABS") \
  X(ANNUITY, "ANNUITY") \
  X(BIT_OF, "BIT-OF") \
  X(BIT_TO_CHAR, "BIT-TO-CHAR") \
  X(BYTE_LENGTH, "BYTE-LENGTH") \
  X(CHAR, "CHAR") \
  X(COMBINED_DATETIME, "COMBINED-DATETIME") \
  X(CURRENT_DATE, "CURRENT-DATE") \
  X(DATE_OF_INTEGER, "DATE-OF-INTEGER") \
  X(DATE_TO_YYYYMMDD, "DATE-TO-YYYYMMDD") \
  X(DAY_OF_INTEGER, "DAY-OF-INTEGER") \
  X(DAY_TO_YYYYDDD, "DAY-TO-YYYYDDD") \
  X(DISPLAY_OF, "DISPLAY-OF") \
  X(FACTORIAL, "FACTORIAL") \
  X(FORMATTED_CURRENT_DATE, "FORMATTED-CURRENT-DATE") \
  X(FORMATTED_DATE, "FORMATTED-DATE") \
  X(FORMATTED_DATETIME, "FORMATTED-DATETIME") \
  X(FORMATTED_TIME, "FORMATTED-TIME") \
  X(HEX_OF, "HEX-OF") \
  X(HEX_TO_CHAR, "HEX-TO-CHAR") \
  X(INTEGER, "INTEGER") \
  X(INTEGER_OF_DATE, "INTEGER-OF-DATE") \
  X(INTEGER_OF_DAY, "INTEGER-OF-DAY") \
  X(INTEGER_OF_FORMATTED_DATE, "INTEGER-OF-FORMATTED-DATE") \
  X(INTEGER_PART, "INTEGER-PART") \
  X(LENGTH, "LENGTH") \
  X(LOWER_CASE, "LOWER-CASE") \
  X(MAX, "MAX") \
  X(MEAN, "MEAN") \
  X(MEDIAN, "MEDIAN") \
  X(MIDRANGE, "MIDRANGE") \
  X(MIN, "MIN") \
  X(MOD, "MOD") \
  X(NATIONAL_OF, "NATIONAL-OF") \
  X(NUMVAL, "NUMVAL") \
  X(NUMVAL_C, "NUMVAL-C") \
  X(NUMVAL_F, "NUMVAL-F") \
  X(ORD, "ORD") \
  X(ORD_MAX, "ORD-MAX") \
  X(ORD_MIN, "ORD-MIN") \
  X(PRESENT_VALUE, "PRESENT-VALUE") \
  X(RANDOM, "RANDOM") \
  X(RANGE, "RANGE") \
  X(REM, "REM") \
  X(REVERSE, "REVERSE") \
  X(SECONDS_FROM_FORMATTED_TIME, "SECONDS-FROM-FORMATTED-TIME") \
  X(SECONDS_PAST_MIDNIGHT, "SECONDS-PAST-MIDNIGHT") \
  X(SIGN, "SIGN") \
  X(SQRT, "SQRT") \
  X(STANDARD_DEVIATION, "STANDARD-DEVIATION") \
  X(SUM, "SUM") \
  X(TEST_DATE_YYYYMMDD, "TEST-DATE-YYYYMMDD") \
  X(TEST_DAY_YYYYDDD, "TEST-DAY-YYYYDDD") \
  X(TEST_FORMATTED_DATETIME, "TEST-FORMATTED-DATETIME") \
  X(TEST_NUMVAL, "TEST-NUMVAL") \
  X(TEST_NUMVAL_C, "TEST-NUMVAL-C") \
  X(TEST_NUMVAL_F, "TEST-NUMVAL-F") \
  X(TRIM, "TRIM") \
  X(ULENGTH, "ULENGTH") \
  X(UPOS, "UPOS") \
  X(UPPER_CASE, "UPPER-CASE") \
  X(USUBSTR, "USUBSTR") \
  X(USUPPLEMENTARY, "USUPPLEMENTARY") \
  X(UUID4, "UUID4") \
  X(UVALID, "UVALID") \
  X(UWIDTH, "UWIDTH") \
  X(VARIANCE, "VARIANCE") \
  X(WHEN_COMPILED, "WHEN-COMPILED") \
  X(YEAR_TO_YYYY, "YEAR-TO-YYYY")

typedef enum cbl_fn_id {
  CBL_FN_OTHER, /* a name not in the list: the interpreter's message says unsupported */
#define X(K, name) CBL_FN_##K,
  CBL_FN_LIST(X)
#undef X
  CBL_FN_COUNT
} cbl_fn_id;

/* The kind of function name (CBL_FN_OTHER for another or NULL). */
cbl_fn_id cbl_fn_id_of(const char *name);

#endif
