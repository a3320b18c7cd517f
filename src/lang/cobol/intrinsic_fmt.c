/* intrinsic_fmt.c — the ISO 8601 date and time format functions of Enterprise COBOL 6
 * (Language Reference, "Date and time formats"; FORMATTED-DATE, FORMATTED-TIME,
 * FORMATTED-DATETIME, TEST-FORMATTED-DATETIME, INTEGER-OF-FORMATTED-DATE,
 * SECONDS-FROM-FORMATTED-TIME). A format is read once into fields (year, month, …, separators);
 * formatting, testing and reading back walk the same fields. */
#include <string.h>

#include "lang/cobol/intrinsic.h"

/* ---- formats */

static size_t match(const unsigned char *s, size_t n, size_t at, const char *lit) {
  size_t l = strlen(lit);
  return at + l <= n && !memcmp(s + at, lit, l) ? l : 0;
}

/* time part at s[at..n): hhmmss | hh:mm:ss, [dp s{1,9}], [Z | +hhmm | +hh:mm] to the end */
static int parse_time(const unsigned char *s, size_t n, size_t at, int dpc, cbl_fmt *f) {
  size_t l;
  if ((l = match(s, n, at, "hhmmss"))) f->time_ext = 0;
  else if ((l = match(s, n, at, "hh:mm:ss"))) f->time_ext = 1;
  else return -1;
  f->time = 1;
  at += l;
  if (at < n && s[at] == (dpc ? ',' : '.')) {
    at++;
    while (at < n && s[at] == 's' && f->frac < 9) {
      f->frac++;
      at++;
    }
    if (!f->frac) return -1;
  }
  if (at < n && s[at] == 'Z') {
    f->tz = 1;
    at++;
  } else if (at < n && s[at] == '+') {
    if (!(l = match(s, n, at + 1, f->time_ext ? "hh:mm" : "hhmm"))) return -1;
    f->tz = 2;
    at += 1 + l;
  }
  return at == n ? 0 : -1;
}

int cbl_fmt_parse(const unsigned char *s, size_t n, int dpc, cbl_fmt *f) {
  static const struct {
    const char *text;
    int kind, ext;
  } dates[] = {{"YYYY-MM-DD", 1, 1}, {"YYYYMMDD", 1, 0}, {"YYYY-DDD", 2, 1}, {"YYYYDDD", 2, 0},
               {"YYYY-Www-D", 3, 1}, {"YYYYWwwD", 3, 0}};
  memset(f, 0, sizeof *f);
  f->len = n;
  for (size_t i = 0; i < sizeof dates / sizeof dates[0]; i++) {
    size_t l = match(s, n, 0, dates[i].text);
    if (!l) continue;
    f->date = dates[i].kind;
    f->date_ext = dates[i].ext;
    if (l == n) return 0;
    if (s[l] != 'T') return -1;
    return parse_time(s, n, l + 1, dpc, f);
  }
  return parse_time(s, n, 0, dpc, f);
}

/* ---- fields */

typedef enum {
  F_LIT,   /* that character */
  F_SIGN,  /* '+' or '-' of an offset */
  F_YEAR, F_MONTH, F_DAY, F_DOY, F_WEEK, F_WDAY,
  F_HOUR, F_MIN, F_SEC, F_FRAC, F_OFFH, F_OFFM
} fkind;

typedef struct {
  fkind k;
  size_t pos, len;
} field;

/* The fields of a parsed format (at most 20). */
static int fields_of(const unsigned char *fmt, size_t n, field *fv) {
  int nf = 0, off = 0, after_dp = 0;
  for (size_t i = 0; i < n;) {
    unsigned char c = fmt[i];
    size_t j = i;
    while (j < n && fmt[j] == c && strchr("YMDwhms", c)) j++;
    if (j == i) j = i + 1;
    fkind k = F_LIT;
    switch (c) {
    case 'Y': k = F_YEAR; break;
    case 'M': k = F_MONTH; break;
    case 'D': k = j - i == 2 ? F_DAY : j - i == 3 ? F_DOY : F_WDAY; break;
    case 'w': k = F_WEEK; break;
    case 'h': k = off ? F_OFFH : F_HOUR; break;
    case 'm': k = off ? F_OFFM : F_MIN; break;
    case 's': k = after_dp ? F_FRAC : F_SEC; break;
    case '+': k = F_SIGN; off = 1; break;
    case '.': case ',': after_dp = 1; break;
    default: break;
    }
    fv[nf++] = (field){k, i, j - i};
    i = j;
  }
  return nf;
}


/* ISO 8601 weeks: the week date of integer date n (day 1, 1 January 1601, is a Monday). */
static void week_date(long n, long *wy, long *wk, long *wd) {
  *wd = (n - 1) % 7 + 1;
  long th = n - *wd + 4, ymd = 0, jan1 = 0;
  cbl_fn_date_of_integer(th < 1 ? 1 : th, &ymd);
  *wy = ymd / 10000;
  cbl_fn_integer_of_date(*wy * 10000 + 101, &jan1);
  *wk = (th - jan1) / 7 + 1;
}

/* Weeks in ISO week-year y: 53 when 1 January is a Thursday, or a Wednesday in a leap year. */
static long weeks_in(long y) {
  long jan1 = 0;
  if (cbl_fn_integer_of_date(y * 10000 + 101, &jan1) != CBL_FN_OK) return 52;
  long wd = (jan1 - 1) % 7 + 1;
  return wd == 4 || (wd == 3 && cbl_leap_year(y)) ? 53 : 52;
}

/* ---- testing a value */

typedef struct {
  long year, month, day, doy, week, wday, hour, min, sec, offh, offm;
  size_t frac_pos, frac_len;
} parts;

/* The bounds of a digit field given the fields before it. */
static void bounds(fkind k, const parts *p, long *lo, long *hi) {
  *lo = 0;
  switch (k) {
  case F_YEAR: *lo = 1601; *hi = 9999; break;
  case F_MONTH: *lo = 1; *hi = 12; break;
  case F_DAY: *lo = 1; *hi = p->month >= 1 && p->month <= 12 ? cbl_month_days(p->year, (int)p->month) : 31; break;
  case F_DOY: *lo = 1; *hi = cbl_leap_year(p->year) ? 366 : 365; break;
  case F_WEEK: *lo = 1; *hi = weeks_in(p->year); break;
  case F_WDAY: *lo = 1; *hi = 7; break;
  case F_HOUR: case F_OFFH: *hi = 23; break;
  case F_MIN: case F_SEC: case F_OFFM: *hi = 59; break;
  default: *hi = 999999999; break;
  }
}

static long pow10l(size_t k) {
  long r = 1;
  while (k--) r *= 10;
  return r;
}

/* 0, or the position (1-based) of the first bad character; p receives the fields' values. */
static long test_value(const unsigned char *fmt, size_t fn, const unsigned char *v, size_t n, parts *p) {
  field fv[24];
  int nf = fields_of(fmt, fn, fv);
  memset(p, 0, sizeof *p);
  for (int i = 0; i < nf; i++) {
    const field *F = &fv[i];
    if (F->k == F_LIT || F->k == F_SIGN) {
      if (F->pos >= n) return (long)n + 1;
      int ok = F->k == F_SIGN ? v[F->pos] == '+' || v[F->pos] == '-' : v[F->pos] == fmt[F->pos];
      if (!ok) return (long)F->pos + 1;
      continue;
    }
    long lo, hi, val = 0;
    bounds(F->k, p, &lo, &hi);
    for (size_t d = 0; d < F->len; d++) {
      size_t at = F->pos + d;
      if (at >= n) return (long)n + 1;
      if (v[at] < '0' || v[at] > '9') return (long)at + 1;
      val = val * 10 + (v[at] - '0');
      /* the first digit after which no value in [lo, hi] can follow is the one in error */
      long rest = pow10l(F->len - d - 1);
      if (F->k != F_FRAC && (val * rest > hi || (val + 1) * rest - 1 < lo)) return (long)at + 1;
    }
    switch (F->k) {
    case F_YEAR: p->year = val; break;
    case F_MONTH: p->month = val; break;
    case F_DAY: p->day = val; break;
    case F_DOY: p->doy = val; break;
    case F_WEEK: p->week = val; break;
    case F_WDAY: p->wday = val; break;
    case F_HOUR: p->hour = val; break;
    case F_MIN: p->min = val; break;
    case F_SEC: p->sec = val; break;
    case F_OFFH: p->offh = val; break;
    case F_OFFM: p->offm = val; break;
    case F_FRAC: p->frac_pos = F->pos; p->frac_len = F->len; break;
    default: break;
    }
  }
  return n > fn ? (long)fn + 1 : 0;
}

long cbl_fmt_test(const cbl_fmt *f, const unsigned char *fmt, const unsigned char *v, size_t n) {
  parts p;
  return test_value(fmt, f->len, v, n, &p);
}

static long integer_date(const cbl_fmt *f, const parts *p) {
  long r = 0;
  if (f->date == 1) cbl_fn_integer_of_date(p->year * 10000 + p->month * 100 + p->day, &r);
  else if (f->date == 2) cbl_fn_integer_of_day(p->year * 1000 + p->doy, &r);
  else {
    /* Monday of week 1 is the Monday on or before 4 January */
    long jan4 = 0;
    cbl_fn_integer_of_date(p->year * 10000 + 104, &jan4);
    r = jan4 - ((jan4 - 1) % 7) + (p->week - 1) * 7 + (p->wday - 1);
  }
  return r;
}

cbl_fn_status cbl_fmt_integer_of_date(const cbl_fmt *f, const unsigned char *fmt, const unsigned char *v,
                                      size_t n, long *out) {
  parts p;
  if (!f->date || test_value(fmt, f->len, v, n, &p)) return CBL_FN_BAD_ARG;
  *out = integer_date(f, &p);
  return *out >= 1 && *out <= 3067671 ? CBL_FN_OK : CBL_FN_BAD_ARG;
}

cbl_fn_status cbl_fmt_seconds(const cbl_fmt *f, const unsigned char *fmt, const unsigned char *v, size_t n,
                              cbl_dec *out) {
  parts p;
  if (!f->time || test_value(fmt, f->len, v, n, &p)) return CBL_FN_BAD_ARG;
  long whole = p.hour * 3600 + p.min * 60 + p.sec, fr = 0;
  for (size_t i = 0; i < p.frac_len; i++) fr = fr * 10 + (v[p.frac_pos + i] - '0');
  cbl_dec_set_si(out, whole * pow10l(p.frac_len) + fr, (int)p.frac_len);
  return CBL_FN_OK;
}

/* ---- formatting */

static void put(unsigned char *out, const field *F, long v) {
  for (size_t d = F->len; d-- > 0; v /= 10) out[F->pos + d] = (unsigned char)('0' + v % 10);
}

cbl_fn_status cbl_fmt_format(const cbl_fmt *f, const unsigned char *fmt, long date, const cbl_dec *secs,
                             int has_off, long off, unsigned char *out) {
  if (has_off && (!f->tz || off < -1439 || off > 1439)) return CBL_FN_BAD_ARG;
  if (f->tz && !has_off) return CBL_FN_UNSUPPORTED;
  long whole = 0, fr = 0;
  if (f->time) {
    /* seconds past midnight, the fraction truncated to the format's digits */
    cbl_dec lim, t;
    cbl_dec_init(&lim);
    cbl_dec_init(&t);
    cbl_dec_set_si(&lim, 86400, 0);
    int bad = cbl_dec_sgn(secs) < 0 || cbl_dec_cmp(secs, &lim) >= 0;
    if (!bad) {
      cbl_dec u;
      cbl_dec_init(&u);
      cbl_dec_round(&u, secs, f->frac, CBL_ROUND_TRUNCATION);
      cbl_dec_rescale_up(&t, &u, f->frac > u.scale ? f->frac : u.scale);
      cbl_dec_clear(&u);
      /* t = secs * 10^frac as an integer */
      long scaled = mpz_get_si(t.v);
      whole = scaled / pow10l((size_t)f->frac);
      fr = scaled % pow10l((size_t)f->frac);
    }
    cbl_dec_clear(&lim);
    cbl_dec_clear(&t);
    if (bad) return CBL_FN_BAD_ARG;
    if (f->tz == 1) {
      /* a UTC format shows the time minus the offset: the day may change */
      whole -= off * 60;
      while (whole < 0) {
        whole += 86400;
        date--;
      }
      while (whole >= 86400) {
        whole -= 86400;
        date++;
      }
    }
  }
  if (f->date && (date < 1 || date > 3067671)) return CBL_FN_BAD_ARG;
  long ymd = 0, yd = 0, wy = 0, wk = 0, wd = 0;
  if (f->date) {
    cbl_fn_date_of_integer(date, &ymd);
    cbl_fn_day_of_integer(date, &yd);
    week_date(date, &wy, &wk, &wd);
  }
  long aoff = off < 0 ? -off : off;
  field fv[24];
  int nf = fields_of(fmt, f->len, fv);
  for (int i = 0; i < nf; i++) {
    const field *F = &fv[i];
    switch (F->k) {
    case F_LIT: out[F->pos] = fmt[F->pos]; break;
    case F_SIGN: out[F->pos] = off < 0 ? '-' : '+'; break;
    case F_YEAR: put(out, F, f->date == 3 ? wy : ymd / 10000); break;
    case F_MONTH: put(out, F, ymd / 100 % 100); break;
    case F_DAY: put(out, F, ymd % 100); break;
    case F_DOY: put(out, F, yd % 1000); break;
    case F_WEEK: put(out, F, wk); break;
    case F_WDAY: put(out, F, wd); break;
    case F_HOUR: put(out, F, whole / 3600); break;
    case F_MIN: put(out, F, whole / 60 % 60); break;
    case F_SEC: put(out, F, whole % 60); break;
    case F_FRAC: put(out, F, fr); break;
    case F_OFFH: put(out, F, aoff / 60); break;
    case F_OFFM: put(out, F, aoff % 60); break;
    }
  }
  return CBL_FN_OK;
}
