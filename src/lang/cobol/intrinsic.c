/* intrinsic.c — intrinsic functions (IBM Enterprise COBOL Language Reference, "Functions"):
 * Gregorian day numbers from 1 January 1601, exact numeric functions, NUMVAL and strings. */
#include "lang/cobol/intrinsic.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/arena.h"
#include "lang/cobol/codec.h"

void cbl_fn_current_date(const cbl_clock *c, char out[22]) {
  /* Fields are taken modulo their widths (the clock is validated by whoever supplies it). */
  unsigned off = (unsigned)(c->utc_offset_minutes < 0 ? -c->utc_offset_minutes
                                                       : c->utc_offset_minutes);
  char buf[64];
  snprintf(buf, sizeof buf, "%04u%02u%02u%02u%02u%02u%02u", (unsigned)c->year % 10000,
           (unsigned)c->month % 100, (unsigned)c->day % 100, (unsigned)c->hour % 100,
           (unsigned)c->minute % 100, (unsigned)c->second % 100, (unsigned)c->hundredths % 100);
  if (c->offset_known)
    snprintf(buf + 16, sizeof buf - 16, "%c%02u%02u", c->utc_offset_minutes < 0 ? '-' : '+',
             (off / 60) % 100, off % 60);
  else
    memcpy(buf + 16, "00000", 6); /* IBM: offset not available */
  memcpy(out, buf, 21);
  out[21] = 0;
}

int cbl_leap_year(long y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

int cbl_month_days(long y, int m) {
  static const int d[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  return m == 2 && cbl_leap_year(y) ? 29 : d[m - 1];
}

/* Days from 1 January 1601 to 1 January of year y. */
static long days_before_year(long y) {
  long n = y - 1601;
  return n * 365 + n / 4 - n / 100 + n / 400;
}

cbl_fn_status cbl_fn_integer_of_day(long yyyyddd, long *out) {
  long y = yyyyddd / 1000, d = yyyyddd % 1000;
  if (yyyyddd < 0 || y < 1601 || y > 9999 || d < 1 || d > (cbl_leap_year(y) ? 366 : 365)) {
    *out = 0;
    return CBL_FN_BAD_ARG;
  }
  *out = days_before_year(y) + d;
  return CBL_FN_OK;
}

cbl_fn_status cbl_fn_integer_of_date(long ymd, long *out) {
  long y = ymd / 10000;
  int m = (int)(ymd / 100 % 100), d = (int)(ymd % 100);
  if (ymd < 0 || y < 1601 || y > 9999 || m < 1 || m > 12 || d < 1 || d > cbl_month_days(y, m)) {
    *out = 0;
    return CBL_FN_BAD_ARG;
  }
  long doy = d;
  for (int k = 1; k < m; k++) doy += cbl_month_days(y, k);
  *out = days_before_year(y) + doy;
  return CBL_FN_OK;
}

#define CBL_MAX_DAY 3067671L /* INTEGER-OF-DATE(99991231) */

cbl_fn_status cbl_fn_day_of_integer(long n, long *yyyyddd) {
  if (n < 1 || n > CBL_MAX_DAY) {
    *yyyyddd = 0;
    return CBL_FN_BAD_ARG;
  }
  long y = 1601 + (n - 1) / 366;
  while (days_before_year(y + 1) < n) y++;
  *yyyyddd = y * 1000 + (n - days_before_year(y));
  return CBL_FN_OK;
}

cbl_fn_status cbl_fn_date_of_integer(long n, long *ymd) {
  long yd;
  if (cbl_fn_day_of_integer(n, &yd) != CBL_FN_OK) {
    *ymd = 0;
    return CBL_FN_BAD_ARG;
  }
  long y = yd / 1000, d = yd % 1000;
  int m = 1;
  while (d > cbl_month_days(y, m)) d -= cbl_month_days(y, m++);
  *ymd = y * 10000 + m * 100 + d;
  return CBL_FN_OK;
}

void cbl_fn_integer_part(cbl_dec *r, const cbl_dec *a) {
  cbl_dec_round(r, a, 0, CBL_ROUND_TRUNCATION);
}

void cbl_fn_integer(cbl_dec *r, const cbl_dec *a) { cbl_dec_round(r, a, 0, CBL_ROUND_TOWARD_LESSER); }

cbl_fn_status cbl_fn_mod(cbl_dec *r, const cbl_dec *a, const cbl_dec *b) {
  if (cbl_dec_is_zero(b)) return CBL_FN_BAD_ARG;
  cbl_dec q, p;
  cbl_dec_init(&q);
  cbl_dec_init(&p);
  cbl_dec_div(&q, NULL, a, b, 0, CBL_ROUND_TOWARD_LESSER, NULL);
  cbl_dec_mul(&p, b, &q);
  cbl_dec_sub(r, a, &p);
  cbl_dec_clear(&q);
  cbl_dec_clear(&p);
  return CBL_FN_OK;
}

cbl_fn_status cbl_fn_rem(cbl_dec *r, const cbl_dec *a, const cbl_dec *b) {
  if (cbl_dec_is_zero(b)) return CBL_FN_BAD_ARG;
  cbl_dec q, p;
  cbl_dec_init(&q);
  cbl_dec_init(&p);
  cbl_dec_div(&q, NULL, a, b, 0, CBL_ROUND_TRUNCATION, NULL);
  cbl_dec_mul(&p, b, &q);
  cbl_dec_sub(r, a, &p);
  cbl_dec_clear(&q);
  cbl_dec_clear(&p);
  return CBL_FN_OK;
}

/* Shared scanner of NUMVAL and NUMVAL-C. *bad (when not NULL) gets what TEST-NUMVAL returns:
 * 0 for a valid argument, else the position of the first character in error, or n + 1 when the
 * argument ends before a number is complete (Language Reference, "TEST-NUMVAL"). maxd: the most
 * digits allowed (18 under ARITH(COMPAT), 31 under ARITH(EXTEND): Programming Guide, "Converting
 * to numbers (NUMVAL, NUMVAL-C, NUMVAL-F)"); 0 = 31. r may be NULL (a test only). */
static cbl_fn_status numval(const char *s, size_t n, int dpc, const char *cur, int is_c,
                            int maxd, long *bad, cbl_dec *r) {
  if (maxd <= 0) maxd = 31;
  long over = 0; /* the position of the first digit past maxd */
  char point = dpc ? ',' : '.', group = dpc ? '.' : ',';
  const char *cs = cur ? cur : "$";
  size_t cl = strlen(cs);
  size_t i = 0;
  int neg = 0, sign_seen = 0, cur_seen = 0, digits = 0, dot = 0;
  char *buf = eq_malloc(n + 3);
  size_t k = 0;
#define SKIP_SPACES while (i < n && s[i] == ' ') i++
  SKIP_SPACES;
  for (int pass = 0; pass < 2; pass++) { /* leading sign and currency, either order */
    if (i < n && (s[i] == '+' || s[i] == '-') && !sign_seen) {
      neg = s[i] == '-';
      sign_seen = 1;
      i++;
      SKIP_SPACES;
    }
    if (is_c && !cur_seen && i + cl <= n && memcmp(s + i, cs, cl) == 0) {
      cur_seen = 1;
      i += cl;
      SKIP_SPACES;
    }
  }
  while (i < n) {
    char c = s[i];
    if (c >= '0' && c <= '9') {
      buf[k++] = c;
      if (++digits == maxd + 1) over = (long)i + 1;
    } else if (c == point && !dot) {
      buf[k++] = '.';
      dot = 1;
    } else if (is_c && c == group && !dot && digits > 0) {
      /* group separator */
    } else {
      break;
    }
    i++;
  }
  SKIP_SPACES;
  if (is_c && !cur_seen && i + cl <= n && memcmp(s + i, cs, cl) == 0) {
    i += cl;
    SKIP_SPACES;
  }
  if (i < n && !sign_seen) {
    if (s[i] == '+' || s[i] == '-') {
      neg = s[i] == '-';
      sign_seen = 1;
      i++;
    } else if (i + 1 < n && (memcmp(s + i, "CR", 2) == 0 || memcmp(s + i, "DB", 2) == 0 ||
                             memcmp(s + i, "cr", 2) == 0 || memcmp(s + i, "db", 2) == 0)) {
      neg = 1;
      sign_seen = 1;
      i += 2;
    }
    SKIP_SPACES;
  }
#undef SKIP_SPACES
  cbl_fn_status st = CBL_FN_OK;
  buf[k] = 0;
  long pos = over ? over : i != n ? (long)i + 1 : digits == 0 ? (long)n + 1 : 0;
  if (bad) *bad = pos;
  if (pos) {
    st = CBL_FN_BAD_ARG;
  } else if (r) {
    if (cbl_dec_set_str(r, buf) != 0) st = CBL_FN_BAD_ARG;
    else if (neg) cbl_dec_neg(r, r);
  }
  free(buf);
  return st;
}

cbl_fn_status cbl_fn_numval(const char *s, size_t n, int dpc, cbl_dec *r) {
  return numval(s, n, dpc, NULL, 0, 0, NULL, r);
}

cbl_fn_status cbl_fn_numval_c(const char *s, size_t n, int dpc, const char *cur, cbl_dec *r) {
  return numval(s, n, dpc, cur, 1, 0, NULL, r);
}

/* NUMVAL-F's argument (Language Reference, "NUMVAL-F"): [sp][+|-][sp]{d[.[d]] | .d}[sp]
 * [E[sp]{+|-}[sp]n][sp], n of 1 to 4 digits, a mantissa of at most 16 digits when there is an
 * exponent and of at most maxd digits in all. Returns TEST-NUMVAL-F's answer (0, the position of
 * the first character in error, or n + 1 when incomplete); the exact value into r (when not NULL
 * and the answer is 0). */
static long numval_f(const char *s, size_t n, int dpc, int maxd, cbl_dec *r) {
  char point = dpc ? ',' : '.';
  size_t i = 0;
  int neg = 0, digits = 0, dot = 0, eneg = 0, edigits = 0;
  long exp = 0, over = 0;
  char *buf = eq_malloc(n + 3);
  size_t k = 0;
#define SKIP_SPACES while (i < n && s[i] == ' ') i++
  SKIP_SPACES;
  if (i < n && (s[i] == '+' || s[i] == '-')) {
    neg = s[i++] == '-';
    SKIP_SPACES;
  }
  for (; i < n; i++) {
    if (s[i] >= '0' && s[i] <= '9') {
      buf[k++] = s[i];
      if (++digits == maxd + 1) over = (long)i + 1;
    } else if (s[i] == point && !dot) {
      buf[k++] = '.';
      dot = 1;
    } else {
      break;
    }
  }
  long pos = 0;
  if (digits == 0) {
    pos = i < n ? (long)i + 1 : (long)n + 1;
  } else {
    SKIP_SPACES;
    if (i < n && (s[i] == 'E' || s[i] == 'e')) {
      i++;
      SKIP_SPACES;
      if (i < n && (s[i] == '+' || s[i] == '-')) {
        eneg = s[i++] == '-';
        SKIP_SPACES;
        for (; i < n && s[i] >= '0' && s[i] <= '9'; i++) {
          if (++edigits > 4) break;
          exp = exp * 10 + (s[i] - '0');
        }
        if (edigits == 0) pos = i < n ? (long)i + 1 : (long)n + 1;
        SKIP_SPACES;
      } else {
        pos = i < n ? (long)i + 1 : (long)n + 1;
      }
    }
    if (!pos && i != n) pos = (long)i + 1;
    if (!pos && digits > 16 && edigits) {
      /* the 17th digit of a mantissa that has an exponent */
      int d = 0;
      for (size_t j = 0; j < n; j++)
        if (s[j] >= '0' && s[j] <= '9' && ++d == 17) {
          pos = (long)j + 1;
          break;
        }
    }
    if (!pos && over) pos = over;
  }
#undef SKIP_SPACES
  buf[k] = 0;
  if (!pos && r) {
    if (cbl_dec_set_str(r, buf) != 0) {
      pos = (long)n + 1;
    } else {
      if (eneg) exp = -exp;
      if (exp >= 0) {
        mpz_t f;
        mpz_init(f);
        mpz_ui_pow_ui(f, 10, (unsigned long)exp);
        mpz_mul(r->v, r->v, f);
        mpz_clear(f);
      } else {
        r->scale += (int)-exp;
      }
      if (neg) cbl_dec_neg(r, r);
    }
  }
  free(buf);
  return pos;
}

cbl_fn_status cbl_fn_numval_f(const char *s, size_t n, int dpc, int maxd, cbl_dec *r) {
  return numval_f(s, n, dpc, maxd > 0 ? maxd : 31, r) ? CBL_FN_BAD_ARG : CBL_FN_OK;
}

long cbl_fn_test_numval(int kind, const char *s, size_t n, int dpc, const char *cur, int maxd) {
  long bad = 0;
  if (kind == 2) return numval_f(s, n, dpc, maxd > 0 ? maxd : 31, NULL);
  numval(s, n, dpc, cur, kind == 1, maxd, &bad, NULL);
  return bad;
}

static size_t map_case(const cbl_options *o, const unsigned char *s, size_t n,
                       unsigned char *out, int upper) {
  memcpy(out, s, n);
  cbl_opt_to_latin1(o, out, n);
  for (size_t i = 0; i < n; i++) {
    if (upper && out[i] >= 'a' && out[i] <= 'z') out[i] = (unsigned char)(out[i] - 32);
    if (!upper && out[i] >= 'A' && out[i] <= 'Z') out[i] = (unsigned char)(out[i] + 32);
  }
  cbl_opt_from_latin1(o, out, n);
  /* Bytes that are not letters round-trip unchanged through the code page bijection. */
  return n;
}

size_t cbl_fn_upper_case(const cbl_options *o, const unsigned char *s, size_t n,
                         unsigned char *out) {
  return map_case(o, s, n, out, 1);
}

size_t cbl_fn_lower_case(const cbl_options *o, const unsigned char *s, size_t n,
                         unsigned char *out) {
  return map_case(o, s, n, out, 0);
}

size_t cbl_fn_reverse(const unsigned char *s, size_t n, unsigned char *out) {
  for (size_t i = 0; i < n; i++) out[i] = s[n - 1 - i];
  return n;
}

size_t cbl_fn_trim(const cbl_options *o, const unsigned char *s, size_t n, int how,
                   unsigned char *out) {
  unsigned char sp = cbl_opt_space(o);
  size_t a = 0, b = n;
  if (how != 2) while (a < b && s[a] == sp) a++;
  if (how != 1) while (b > a && s[b - 1] == sp) b--;
  if (a == b) {
    out[0] = sp;
    return 1;
  }
  memmove(out, s + a, b - a);
  return b - a;
}

int cbl_fn_ord(const cbl_options *o, unsigned char c) {
  unsigned w[256];
  cbl_opt_colseq_weights(o, w);
  return (int)w[c] + 1;
}

cbl_fn_status cbl_fn_char(const cbl_options *o, long n, unsigned char *out) {
  if (n < 1 || n > 256) return CBL_FN_BAD_ARG;
  unsigned w[256];
  cbl_opt_colseq_weights(o, w);
  for (unsigned b = 0; b < 256; b++)
    if (w[b] == (unsigned)(n - 1)) {
      *out = (unsigned char)b;
      return CBL_FN_OK;
    }
  return CBL_FN_BAD_ARG;
}

int cbl_fn_max_index(const cbl_dec *args, int n) {
  int k = 0;
  for (int i = 1; i < n; i++)
    if (cbl_dec_cmp(&args[i], &args[k]) > 0) k = i;
  return k;
}

int cbl_fn_min_index(const cbl_dec *args, int n) {
  int k = 0;
  for (int i = 1; i < n; i++)
    if (cbl_dec_cmp(&args[i], &args[k]) < 0) k = i;
  return k;
}

/* ---- statistical and financial functions (Language Reference, "SUM", "RANGE", "MEAN",
 * "MEDIAN", "FACTORIAL", "SQRT", "ANNUITY", "PRESENT-VALUE") */

void cbl_fn_sum(cbl_dec *r, const cbl_dec *args, int n) {
  cbl_dec_set_si(r, 0, 0);
  for (int i = 0; i < n; i++) cbl_dec_add(r, r, &args[i]);
}

void cbl_fn_range(cbl_dec *r, const cbl_dec *args, int n) {
  cbl_dec_sub(r, &args[cbl_fn_max_index(args, n)], &args[cbl_fn_min_index(args, n)]);
}

/* a / b truncated to CBL_FN_PLACES decimal places (exact when the quotient terminates there). */
static void quotient(cbl_dec *r, const cbl_dec *a, const cbl_dec *b) {
  cbl_dec q;
  cbl_dec_init(&q);
  cbl_dec_div(&q, NULL, a, b, CBL_FN_PLACES, CBL_ROUND_TRUNCATION, NULL);
  cbl_dec_normalize(r, &q);
  cbl_dec_clear(&q);
}

void cbl_fn_mean(cbl_dec *r, const cbl_dec *args, int n) {
  cbl_dec s, k;
  cbl_dec_init(&s);
  cbl_dec_init(&k);
  cbl_fn_sum(&s, args, n);
  cbl_dec_set_si(&k, n, 0);
  quotient(r, &s, &k);
  cbl_dec_clear(&s);
  cbl_dec_clear(&k);
}

static int dec_order(const void *x, const void *y) { return cbl_dec_cmp(x, y); }

void cbl_fn_median(cbl_dec *r, const cbl_dec *args, int n) {
  /* sorted copies share the arguments' limbs only through the value copies made here */
  cbl_dec *v = eq_malloc((size_t)n * sizeof *v);
  for (int i = 0; i < n; i++) {
    cbl_dec_init(&v[i]);
    cbl_dec_copy(&v[i], &args[i]);
  }
  qsort(v, (size_t)n, sizeof *v, dec_order);
  if (n % 2) {
    cbl_dec_copy(r, &v[n / 2]);
  } else {
    /* an even number of arguments: the mean of the two middle values */
    cbl_fn_mean(r, &v[n / 2 - 1], 2);
  }
  for (int i = 0; i < n; i++) cbl_dec_clear(&v[i]);
  free(v);
}

cbl_fn_status cbl_fn_factorial(cbl_dec *r, long n) {
  /* argument 0 through 28 (29 under ARITH(EXTEND)); 0! = 1 */
  if (n < 0 || n > 29) return CBL_FN_BAD_ARG;
  mpz_fac_ui(r->v, (unsigned long)n);
  r->scale = 0;
  return CBL_FN_OK;
}

cbl_fn_status cbl_fn_sqrt(cbl_dec *r, const cbl_dec *a) {
  if (cbl_dec_sgn(a) < 0) return CBL_FN_BAD_ARG;
  /* sqrt(v / 10^s) = sqrt(v * 10^(2P - s)) / 10^P, the integer root truncated */
  mpz_t t, p;
  mpz_init(t);
  mpz_init(p);
  int e = 2 * CBL_FN_PLACES - a->scale;
  if (e >= 0) {
    mpz_ui_pow_ui(p, 10, (unsigned long)e);
    mpz_mul(t, a->v, p);
  } else {
    mpz_ui_pow_ui(p, 10, (unsigned long)-e);
    mpz_tdiv_q(t, a->v, p);
  }
  mpz_sqrt(r->v, t);
  r->scale = CBL_FN_PLACES;
  mpz_clear(t);
  mpz_clear(p);
  cbl_dec_normalize(r, r);
  return CBL_FN_OK;
}

/* (1 + rate) ** k, exact (k >= 0). */
static void growth(cbl_dec *r, const cbl_dec *rate, long k) {
  cbl_dec one, b;
  cbl_dec_init(&one);
  cbl_dec_init(&b);
  cbl_dec_set_si(&one, 1, 0);
  cbl_dec_add(&b, &one, rate);
  cbl_dec_copy(r, &one);
  for (long i = 0; i < k; i++) cbl_dec_mul(r, r, &b);
  cbl_dec_clear(&one);
  cbl_dec_clear(&b);
}

cbl_fn_status cbl_fn_annuity(cbl_dec *r, const cbl_dec *rate, long n) {
  /* rate >= 0, n a positive integer: rate / (1 - (1 + rate) ** -n); 1 / n when rate is 0 */
  if (cbl_dec_sgn(rate) < 0 || n < 1 || n > 1000) return CBL_FN_BAD_ARG;
  cbl_dec one, g, num, den;
  cbl_dec_init(&one);
  cbl_dec_init(&g);
  cbl_dec_init(&num);
  cbl_dec_init(&den);
  cbl_dec_set_si(&one, 1, 0);
  if (cbl_dec_is_zero(rate)) {
    cbl_dec_set_si(&den, n, 0);
    quotient(r, &one, &den);
  } else {
    /* rate * g / (g - 1) with g = (1 + rate) ** n: the same value, one division */
    growth(&g, rate, n);
    cbl_dec_mul(&num, rate, &g);
    cbl_dec_sub(&den, &g, &one);
    quotient(r, &num, &den);
  }
  cbl_dec_clear(&one);
  cbl_dec_clear(&g);
  cbl_dec_clear(&num);
  cbl_dec_clear(&den);
  return CBL_FN_OK;
}

cbl_fn_status cbl_fn_present_value(cbl_dec *r, const cbl_dec *rate, const cbl_dec *amounts, int n) {
  /* rate > -1: the sum of amount(k) / (1 + rate) ** k for k = 1..n */
  cbl_dec m1, g, q;
  cbl_dec_init(&m1);
  cbl_dec_init(&g);
  cbl_dec_init(&q);
  cbl_dec_set_si(&m1, -1, 0);
  cbl_fn_status st = cbl_dec_cmp(rate, &m1) > 0 && n >= 1 ? CBL_FN_OK : CBL_FN_BAD_ARG;
  cbl_dec_set_si(r, 0, 0);
  for (int k = 1; st == CBL_FN_OK && k <= n; k++) {
    growth(&g, rate, k);
    quotient(&q, &amounts[k - 1], &g);
    cbl_dec_add(r, r, &q);
  }
  cbl_dec_clear(&m1);
  cbl_dec_clear(&g);
  cbl_dec_clear(&q);
  return st;
}

cbl_fn_status cbl_fn_year_to_yyyy(long yy, long window, int current_year, long *out) {
  /* the year ending in yy within the 100 years that end with current year + window */
  if (yy < 0 || yy > 99 || window < -1699 || window > 9999) return CBL_FN_BAD_ARG;
  long end = current_year + window, start = end - 99;
  if (end > 9999 || start < 1601 - 99) return CBL_FN_BAD_ARG;
  long y = start - ((start % 100) + 100) % 100 + yy;
  if (y < start) y += 100;
  *out = y;
  return CBL_FN_OK;
}

cbl_fn_status cbl_fn_day_to_yyyyddd(long yyddd, long window, int current_year, long *out) {
  if (yyddd < 0 || yyddd > 99999) return CBL_FN_BAD_ARG;
  long y;
  cbl_fn_status st = cbl_fn_year_to_yyyy(yyddd / 1000, window, current_year, &y);
  if (st == CBL_FN_OK) *out = y * 1000 + yyddd % 1000;
  return st;
}

int cbl_fn_test_day_yyyyddd(long v) {
  long y = v / 1000, d = v % 1000;
  if (v < 0 || y < 1601 || y > 9999) return 1;
  return d < 1 || d > (cbl_leap_year(y) ? 366 : 365) ? 2 : 0;
}

/* ---- floating-point functions (intrinsic.h) */

/* The decimal's value as a long double (correctly rounded by strtold). */
static long double dec_to_ld(const cbl_dec *a) {
  char *digits = mpz_get_str(NULL, 10, a->v);
  size_t n = strlen(digits) + 32;
  char *t = eq_malloc(n);
  snprintf(t, n, "%se%d", digits, -a->scale);
  long double v = strtold(t, NULL);
  free(t);
  free(digits);
  return v;
}

/* The HFP long value as an operand: rounded (nearest, ties away) to 17 significant decimal digits,
 * more than an HFP long holds (about 16.8), so that it enters COBOL arithmetic as a fixed-point
 * value of ordinary size (an exact HFP fraction has up to 56 decimal places). */
static void hfp_operand(cbl_dec *r) {
  if (mpz_sgn(r->v) == 0) return;
  long nd = (long)mpz_sizeinbase(r->v, 10); /* digits of |v|, possibly one too many */
  long intd = nd - r->scale;
  int sc = (int)(17 - intd);
  if (sc < r->scale) cbl_dec_round(r, r, sc, CBL_ROUND_NEAREST_AWAY_FROM_ZERO);
  cbl_dec_normalize(r, r);
}

/* The HFP long nearest to x (ties away from zero), as an operand (hfp_operand): x plus half a
 * unit in the last hexadecimal digit of its HFP long, truncated. -1 beyond the HFP range. */
static int hfp_nearest(cbl_dec *r, const cbl_dec *x) {
  unsigned char b[8];
  if (cbl_hfp_encode(x, 8, b) < 0) return -1;
  if (mpz_sgn(x->v) != 0) {
    int E = (b[0] & 0x7F) - 64;   /* value = 0.f * 16^E, 14 hexadecimal digits of f */
    long k = 4L * (E - 14) - 1;   /* half a unit: 2^k */
    cbl_dec half, ax;
    cbl_dec_init(&half);
    cbl_dec_init(&ax);
    mpz_set_ui(half.v, 1);
    if (k >= 0) {
      mpz_mul_2exp(half.v, half.v, (unsigned long)k);
    } else {
      mpz_ui_pow_ui(half.v, 5, (unsigned long)-k);
      half.scale = (int)-k;
    }
    cbl_dec_abs(&ax, x);
    cbl_dec_add(&ax, &ax, &half);
    if (mpz_sgn(x->v) < 0) cbl_dec_neg(&ax, &ax);
    int rc = cbl_hfp_encode(&ax, 8, b);
    cbl_dec_clear(&half);
    cbl_dec_clear(&ax);
    if (rc < 0) return -1;
  }
  cbl_hfp_decode(b, 8, r);
  hfp_operand(r);
  return 0;
}

/* v as an HFP long, into r: -1 when v is not finite or beyond the HFP range. */
static int ld_to_hfp(cbl_dec *r, long double v) {
  if (!isfinite(v)) return -1;
  cbl_dec x;
  cbl_dec_init(&x);
  if (v != 0) {
    int e;
    long double fr = frexpl(v, &e); /* v = fr * 2^e, 0.5 <= |fr| < 1 */
    long double mant = ldexpl(fabsl(fr), 64);
    unsigned long long mm = (unsigned long long)mant;
    int k = e - 64;
    if (k < -400) {
      cbl_dec_clear(&x);
      cbl_dec_set_si(r, 0, 0); /* below any COBOL item's precision: 0 */
      return 0;
    }
    mpz_set_ui(x.v, (unsigned long)(mm >> 32));
    mpz_mul_2exp(x.v, x.v, 32);
    mpz_add_ui(x.v, x.v, (unsigned long)(mm & 0xFFFFFFFFu));
    if (k >= 0) {
      mpz_mul_2exp(x.v, x.v, (unsigned long)k);
      x.scale = 0;
    } else {
      mpz_t f;
      mpz_init(f);
      mpz_ui_pow_ui(f, 5, (unsigned long)-k);
      mpz_mul(x.v, x.v, f);
      mpz_clear(f);
      x.scale = -k;
    }
    if (fr < 0) mpz_neg(x.v, x.v);
  }
  int rc = hfp_nearest(r, &x);
  cbl_dec_clear(&x);
  return rc;
}

int cbl_fn_float_name(const char *name, int *nargs) {
  static const char *const one[] = {"ACOS", "ASIN", "ATAN", "COS", "SIN", "TAN", "LOG", "LOG10", "EXP", "EXP10"};
  for (size_t i = 0; i < sizeof one / sizeof one[0]; i++)
    if (!strcmp(name, one[i])) return *nargs = 1, 1;
  if (!strcmp(name, "PI") || !strcmp(name, "E")) return *nargs = 0, 1;
  return 0;
}

cbl_fn_status cbl_fn_float(const char *name, cbl_dec *r, const cbl_dec *a) {
  long double x = a ? dec_to_ld(a) : 0, y;
  if (!strcmp(name, "PI")) y = 3.14159265358979323846264338327950288L;
  else if (!strcmp(name, "E")) y = 2.71828182845904523536028747135266250L;
  else if (!strcmp(name, "ACOS") || !strcmp(name, "ASIN")) {
    if (x < -1 || x > 1) return CBL_FN_BAD_ARG;
    y = name[1] == 'C' ? acosl(x) : asinl(x);
  } else if (!strcmp(name, "ATAN")) y = atanl(x);
  else if (!strcmp(name, "COS")) y = cosl(x);
  else if (!strcmp(name, "SIN")) y = sinl(x);
  else if (!strcmp(name, "TAN")) y = tanl(x);
  else if (!strcmp(name, "LOG") || !strcmp(name, "LOG10")) {
    if (x <= 0) return CBL_FN_BAD_ARG;
    y = name[3] ? log10l(x) : logl(x);
  } else if (!strcmp(name, "EXP")) y = expl(x);
  else if (!strcmp(name, "EXP10")) y = powl(10.0L, x);
  else return CBL_FN_UNSUPPORTED;
  return ld_to_hfp(r, y) < 0 ? CBL_FN_BAD_ARG : CBL_FN_OK;
}

cbl_fn_status cbl_fn_float_pow(cbl_dec *r, const cbl_dec *a, const cbl_dec *b) {
  if (cbl_dec_sgn(a) <= 0) return CBL_FN_BAD_ARG;
  return ld_to_hfp(r, powl(dec_to_ld(a), dec_to_ld(b))) < 0 ? CBL_FN_BAD_ARG : CBL_FN_OK;
}

/* An exact decimal cut to an HFP long. */
static cbl_fn_status dec_to_hfp(cbl_dec *r, const cbl_dec *v) {
  return hfp_nearest(r, v) < 0 ? CBL_FN_BAD_ARG : CBL_FN_OK;
}

cbl_fn_status cbl_fn_midrange(cbl_dec *r, const cbl_dec *args, int n) {
  cbl_dec s, two;
  cbl_dec_init(&s);
  cbl_dec_init(&two);
  cbl_dec_add(&s, &args[cbl_fn_max_index(args, n)], &args[cbl_fn_min_index(args, n)]);
  cbl_dec_set_si(&two, 2, 0);
  cbl_dec_div(&s, NULL, &s, &two, s.scale + 1, CBL_ROUND_TRUNCATION, NULL);
  cbl_fn_status st = dec_to_hfp(r, &s);
  cbl_dec_clear(&s);
  cbl_dec_clear(&two);
  return st;
}

/* The population variance: the mean of the squared deviations from the mean, exact to 40 places. */
static void variance_exact(cbl_dec *r, const cbl_dec *args, int n) {
  cbl_dec sum, k, mean, d, acc;
  cbl_dec_init(&sum);
  cbl_dec_init(&k);
  cbl_dec_init(&mean);
  cbl_dec_init(&d);
  cbl_dec_init(&acc);
  cbl_fn_sum(&sum, args, n);
  cbl_dec_set_si(&k, n, 0);
  cbl_dec_div(&mean, NULL, &sum, &k, 40, CBL_ROUND_TRUNCATION, NULL);
  cbl_dec_set_si(&acc, 0, 0);
  for (int i = 0; i < n; i++) {
    cbl_dec_sub(&d, &args[i], &mean);
    cbl_dec_mul(&d, &d, &d);
    cbl_dec_add(&acc, &acc, &d);
  }
  cbl_dec_div(r, NULL, &acc, &k, 40, CBL_ROUND_TRUNCATION, NULL);
  cbl_dec_clear(&sum);
  cbl_dec_clear(&k);
  cbl_dec_clear(&mean);
  cbl_dec_clear(&d);
  cbl_dec_clear(&acc);
}

cbl_fn_status cbl_fn_variance(cbl_dec *r, const cbl_dec *args, int n) {
  cbl_dec v;
  cbl_dec_init(&v);
  variance_exact(&v, args, n);
  cbl_fn_status st = dec_to_hfp(r, &v);
  cbl_dec_clear(&v);
  return st;
}

cbl_fn_status cbl_fn_standard_deviation(cbl_dec *r, const cbl_dec *args, int n) {
  cbl_dec v, q;
  cbl_dec_init(&v);
  cbl_dec_init(&q);
  variance_exact(&v, args, n);
  cbl_fn_status st = cbl_fn_sqrt(&q, &v);
  if (st == CBL_FN_OK) st = dec_to_hfp(r, &q);
  cbl_dec_clear(&v);
  cbl_dec_clear(&q);
  return st;
}

/* ---- bytes and signs (HEX-OF, BIT-OF, HEX-TO-CHAR, BIT-TO-CHAR, SIGN) */

size_t cbl_fn_hex_of(const unsigned char *a, size_t n, unsigned char *out) {
  static const char hx[] = "0123456789ABCDEF";
  for (size_t i = 0; i < n; i++) {
    out[2 * i] = (unsigned char)hx[a[i] >> 4];
    out[2 * i + 1] = (unsigned char)hx[a[i] & 15];
  }
  return 2 * n;
}

size_t cbl_fn_bit_of(const unsigned char *a, size_t n, unsigned char *out) {
  for (size_t i = 0; i < n; i++)
    for (int b = 0; b < 8; b++) out[8 * i + (size_t)b] = (a[i] >> (7 - b)) & 1 ? '1' : '0';
  return 8 * n;
}

static int hex_digit(unsigned char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

cbl_fn_status cbl_fn_hex_to_char(const unsigned char *s, size_t n, unsigned char *out, size_t *outn) {
  if (n == 0 || n % 2) return CBL_FN_BAD_ARG;
  for (size_t i = 0; i < n; i += 2) {
    int hi = hex_digit(s[i]), lo = hex_digit(s[i + 1]);
    if (hi < 0 || lo < 0) return CBL_FN_BAD_ARG;
    out[i / 2] = (unsigned char)(hi << 4 | lo);
  }
  *outn = n / 2;
  return CBL_FN_OK;
}

cbl_fn_status cbl_fn_bit_to_char(const unsigned char *s, size_t n, unsigned char *out, size_t *outn) {
  if (n == 0 || n % 8) return CBL_FN_BAD_ARG;
  for (size_t i = 0; i < n; i += 8) {
    unsigned v = 0;
    for (size_t b = 0; b < 8; b++) {
      if (s[i + b] != '0' && s[i + b] != '1') return CBL_FN_BAD_ARG;
      v = v << 1 | (unsigned)(s[i + b] - '0');
    }
    out[i / 8] = (unsigned char)v;
  }
  *outn = n / 8;
  return CBL_FN_OK;
}

int cbl_fn_sign(const cbl_dec *a) {
  int s = cbl_dec_sgn(a);
  return s < 0 ? -1 : s > 0;
}

/* ---- SECONDS-PAST-MIDNIGHT, COMBINED-DATETIME */

void cbl_fn_seconds_past_midnight(cbl_dec *r, const cbl_clock *c) {
  long h = ((long)c->hour * 3600 + c->minute * 60 + c->second) * 100 + c->hundredths;
  cbl_dec_set_si(r, h, 2);
}

/* The significant decimal digits of a (trailing zeros of the fraction not counted). */
static int significant_digits(const cbl_dec *a) {
  cbl_dec t;
  cbl_dec_init(&t);
  cbl_dec_normalize(&t, a);
  char *s = mpz_get_str(NULL, 10, t.v);
  int n = (int)strlen(s) - (s[0] == '-');
  free(s);
  cbl_dec_clear(&t);
  return n;
}

cbl_fn_status cbl_fn_combined_datetime(cbl_dec *r, long date, const cbl_dec *secs, int arith_extend) {
  cbl_dec lim, q;
  cbl_dec_init(&lim);
  cbl_dec_set_si(&lim, 86400, 0);
  int bad = date < 1 || date > 3067671 || cbl_dec_sgn(secs) < 0 || cbl_dec_cmp(secs, &lim) >= 0;
  cbl_dec_clear(&lim);
  if (bad) return CBL_FN_BAD_ARG;
  /* secs / 100000: the same digits five places further right */
  cbl_dec_init(&q);
  cbl_dec_copy(&q, secs);
  q.scale += 5;
  cbl_dec d;
  cbl_dec_init(&d);
  cbl_dec_set_si(&d, date, 0);
  cbl_dec_add(r, &d, &q);
  cbl_dec_clear(&d);
  cbl_dec_clear(&q);
  return !arith_extend && significant_digits(r) > 16 ? CBL_FN_UNSUPPORTED : CBL_FN_OK;
}

/* ---- the Unicode functions on UTF-8 data (intrinsic.h) */

/* The length of the well-formed UTF-8 sequence starting at s[i], or 0 (UVALID's byte table). */
static size_t utf8_seq(const unsigned char *s, size_t n, size_t i) {
  unsigned char c = s[i];
  size_t k;
  unsigned char lo = 0x80, hi = 0xBF;
  if (c <= 0x7F) return 1;
  if (c >= 0xC2 && c <= 0xDF) k = 2;
  else if (c >= 0xE0 && c <= 0xEF) k = 3, lo = c == 0xE0 ? 0xA0 : 0x80, hi = c == 0xED ? 0x9F : 0xBF;
  else if (c >= 0xF0 && c <= 0xF4) k = 4, lo = c == 0xF0 ? 0x90 : 0x80, hi = c == 0xF4 ? 0x8F : 0xBF;
  else return 0;
  if (i + k > n) return 0;
  if (s[i + 1] < lo || s[i + 1] > hi) return 0;
  for (size_t q = 2; q < k; q++)
    if (s[i + q] < 0x80 || s[i + q] > 0xBF) return 0;
  return k;
}

long cbl_fn_uvalid(const unsigned char *s, size_t n) {
  for (size_t i = 0; i < n;) {
    size_t k = utf8_seq(s, n, i);
    if (!k) return (long)i + 1;
    i += k;
  }
  return 0;
}

cbl_fn_status cbl_fn_ulength(const unsigned char *s, size_t n, long *r) {
  if (cbl_fn_uvalid(s, n)) return CBL_FN_BAD_ARG;
  long c = 0;
  for (size_t i = 0; i < n; c++) i += utf8_seq(s, n, i);
  *r = c;
  return CBL_FN_OK;
}

/* The byte offset and width of character k (1-based) of well-formed s; 0 when there is none. */
static size_t utf8_nth(const unsigned char *s, size_t n, long k, size_t *off) {
  long c = 0;
  for (size_t i = 0; i < n;) {
    size_t w = utf8_seq(s, n, i);
    if (++c == k) return *off = i, w;
    i += w;
  }
  return 0;
}

cbl_fn_status cbl_fn_upos(const unsigned char *s, size_t n, long k, long *r) {
  if (cbl_fn_uvalid(s, n)) return CBL_FN_BAD_ARG;
  size_t off = 0;
  *r = k >= 1 && utf8_nth(s, n, k, &off) ? (long)off + 1 : 0;
  return CBL_FN_OK;
}

cbl_fn_status cbl_fn_uwidth(const unsigned char *s, size_t n, long k, long *r) {
  if (cbl_fn_uvalid(s, n) || k < 1) return CBL_FN_BAD_ARG;
  size_t off, w = utf8_nth(s, n, k, &off);
  if (!w) return CBL_FN_BAD_ARG;
  *r = (long)w;
  return CBL_FN_OK;
}

cbl_fn_status cbl_fn_usupplementary(const unsigned char *s, size_t n, long *r) {
  if (cbl_fn_uvalid(s, n)) return CBL_FN_BAD_ARG;
  *r = 0;
  for (size_t i = 0; i < n;) {
    size_t w = utf8_seq(s, n, i);
    if (w == 4) {
      *r = (long)i + 1;
      break;
    }
    i += w;
  }
  return CBL_FN_OK;
}

cbl_fn_status cbl_fn_usubstr(const unsigned char *s, size_t n, long i, long j, size_t *off, size_t *len) {
  long total;
  if (cbl_fn_ulength(s, n, &total) != CBL_FN_OK || i < 1 || j < 0 || i + j - 1 > total) return CBL_FN_BAD_ARG;
  size_t a = n, b = n;
  if (i <= total) utf8_nth(s, n, i, &a);
  if (i + j <= total) utf8_nth(s, n, i + j, &b);
  *off = a;
  *len = b - a;
  return CBL_FN_OK;
}

static const char *const fn_names[CBL_FN_COUNT] = {
    [CBL_FN_OTHER] = NULL,
#define X(K, name) [CBL_FN_##K] = name,
    CBL_FN_LIST(X)
#undef X
};

cbl_fn_id cbl_fn_id_of(const char *name) {
  for (int k = 1; name && k < CBL_FN_COUNT; k++)
    if (!strcmp(name, fn_names[k])) return (cbl_fn_id)k;
  return CBL_FN_OTHER;
}
