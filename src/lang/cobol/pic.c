/* pic.c — PICTURE character-string parser and validator (IBM Enterprise COBOL Language
 * Reference, "PICTURE clause": "Symbols used in the PICTURE clause", "PICTURE clause symbol
 * precedence", "Data categories and PICTURE rules"). One pass expands repetitions; rule checks
 * then run over the expanded symbols so every error names the column that breaks the rule. */
#include "lang/cobol/pic.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* "The maximum number of characters allowed in the character-string is 50." */
#define PIC_MAX_CHARS 50

static const char *const cat_names[] = {
#define CBL_PIC_CAT_NAME_(e, s) s,
    CBL_PIC_CATS(CBL_PIC_CAT_NAME_)
#undef CBL_PIC_CAT_NAME_
};

const char *cbl_pic_cat_name(cbl_pic_cat c) { return cat_names[c]; }

int cbl_pic_is_edited(const cbl_pic *p) {
  return p->cat == CBL_PIC_NUMERIC_EDITED || p->cat == CBL_PIC_ALPHANUMERIC_EDITED ||
         p->cat == CBL_PIC_NATIONAL_EDITED;
}

typedef struct pic_state {
  char *err;
  size_t errlen;
  int nsym;                    /* expanded symbols kept so far */
  char sym[CBL_PIC_MAX_SYMS];
  int col[CBL_PIC_MAX_SYMS];   /* 1-based column of each symbol in the source string */
  long count[128];             /* how many of each symbol code, expanded */
  long total;                  /* all expanded symbols, kept or not */
} pic_state;

static int fail(pic_state *st, int col, const char *code, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static int fail(pic_state *st, int col, const char *code, const char *fmt, ...) {
  if (st->err && st->errlen) {
    int n = snprintf(st->err, st->errlen, "column %d: [%s] ", col, code);
    if (n >= 0 && (size_t)n < st->errlen) {
      va_list ap;
      va_start(ap, fmt);
      vsnprintf(st->err + n, st->errlen - (size_t)n, fmt, ap);
      va_end(ap);
    }
  }
  return -1;
}

/* Symbol code of the character(s) at s (see pic.h), and how many characters it spans;
 * 0 for a character that is no PICTURE symbol. */
static char symbol_at(const char *s, int dpc, char currency, int *span) {
  unsigned char c = (unsigned char)s[0];
  *span = 1;
  if (c == (unsigned char)currency) return '$';
  int u = toupper(c);
  if (u == 'C' && toupper((unsigned char)s[1]) == 'R') {
    *span = 2;
    return 'C';
  }
  if (u == 'D' && toupper((unsigned char)s[1]) == 'B') {
    *span = 2;
    return 'D';
  }
  /* DECIMAL-POINT IS COMMA exchanges the functions of period and comma in PICTURE. */
  if (c == '.') return dpc ? ',' : '.';
  if (c == ',') return dpc ? '.' : ',';
  if (strchr("9ZBXANGVPS+-/0E", u) && u) return (char)u;
  if (c == '*') return '*';
  return 0;
}

static const char *sym_name(char c) {
  switch (c) {
  case 'C': return "CR";
  case 'D': return "DB";
  case '$': return "currency symbol";
  case '.': return "decimal point";
  case ',': return "comma";
  default: {
    static _Thread_local char buf[4][4]; /* per thread: parses may go on in two threads */
    static _Thread_local int k;
    char *b = buf[k++ & 3];
    b[0] = '\'';
    b[1] = c;
    b[2] = '\'';
    b[3] = 0;
    return b;
  }
  }
}

/* Digit positions of a numeric or numeric-edited picture: 9 Z * and floating symbols other than
 * the first of the floating string (P is handled apart). */
static int is_digit_pos(const cbl_pic *p, int k) {
  char c = p->sym[k];
  if (c == '9' || c == 'Z' || c == '*') return 1;
  return p->float_sym && c == p->float_sym && k > p->float_first && k <= p->float_last;
}

static int check_numeric(pic_state *st, cbl_pic *p, int edited, int max_digits) {
  int n = st->nsym;
  const char *e = st->sym;
  int idx_v = -1, idx_dot = -1, idx_crdb = -1;
  for (int k = 0; k < n; k++) {
    char c = e[k];
    if (c == 'S') {
      if (edited)
        return fail(st, st->col[k], "picture",
                    "S cannot be used in a numeric-edited picture (use +, -, CR or DB)");
      if (k != 0) return fail(st, st->col[k], "picture", "S must be the leftmost symbol");
    }
    if (c == 'V') {
      if (idx_v >= 0) return fail(st, st->col[k], "picture", "V may appear only once");
      idx_v = k;
    }
    if (c == '.') {
      if (idx_dot >= 0)
        return fail(st, st->col[k], "picture", "the decimal point may appear only once");
      idx_dot = k;
    }
    if (c == 'C' || c == 'D') {
      if (idx_crdb >= 0) return fail(st, st->col[k], "picture", "CR or DB may appear only once");
      idx_crdb = k;
      if (k != n - 1)
        return fail(st, st->col[k], "picture", "%s must be the rightmost symbol", sym_name(c));
    }
  }
  if (idx_v >= 0 && idx_dot >= 0)
    return fail(st, st->col[idx_dot], "picture", "V and the decimal point cannot both appear");
  if (idx_dot == n - 1 && n > 0)
    return fail(st, st->col[idx_dot], "picture",
                "the decimal point cannot be the last symbol of the picture");
  long nplus = st->count['+'], nminus = st->count['-'], ncur = st->count['$'];
  long nz = st->count['Z'], nstar = st->count['*'], n9 = st->count['9'];
  if (nplus && nminus) {
    char first = 0;
    for (int k = 0; k < n; k++)
      if (e[k] == '+' || e[k] == '-') {
        if (!first)
          first = e[k];
        else if (e[k] != first)
          return fail(st, st->col[k], "picture", "+ and - cannot both appear");
      }
  }
  if (idx_crdb >= 0 && (nplus || nminus))
    return fail(st, st->col[idx_crdb], "picture", "%s cannot appear together with + or -",
                sym_name(e[idx_crdb]));
  if (nz && nstar) {
    char first = 0;
    for (int k = 0; k < n; k++)
      if (e[k] == 'Z' || e[k] == '*') {
        if (!first)
          first = e[k];
        else if (e[k] != first)
          return fail(st, st->col[k], "picture", "Z and * cannot both appear");
      }
  }
  /* Floating insertion: a sign or currency symbol written two or more times. */
  char fl = 0;
  char sign = nplus ? '+' : nminus ? '-' : 0;
  long nsign = nplus + nminus;
  if (nsign >= 2 && ncur >= 2) {
    int k = n - 1;
    while (k > 0 && e[k] != '$') k--;
    return fail(st, st->col[k], "picture",
                "only one kind of floating insertion symbol may be used");
  }
  if (nsign >= 2) fl = sign;
  if (ncur >= 2) fl = '$';
  p->float_sym = fl;
  p->float_first = p->float_last = -1;
  if (fl) {
    int fi = -1, li = -1;
    for (int k = 0; k < n; k++)
      if (e[k] == fl) {
        if (fi < 0) fi = k;
        li = k;
      }
    /* The floating string may be preceded only by a fixed sign or currency symbol. */
    for (int k = 0; k < fi; k++)
      if (!((e[k] == '+' || e[k] == '-' || e[k] == '$') && e[k] != fl))
        return fail(st, st->col[k], "picture",
                    "%s cannot precede the floating insertion string", sym_name(e[k]));
    int crosses = 0;
    for (int k = fi; k <= li; k++) {
      char c = e[k];
      if (c == fl || c == 'B' || c == '0' || c == '/' || c == ',') continue;
      if (c == '.' || c == 'V') {
        crosses = 1;
        continue;
      }
      return fail(st, st->col[k], "picture",
                  "%s cannot appear inside a floating insertion string", sym_name(c));
    }
    if (nz || nstar) {
      for (int k = 0; k < n; k++)
        if (e[k] == 'Z' || e[k] == '*')
          return fail(st, st->col[k], "picture",
                      "zero suppression (%c) and floating insertion cannot be combined", e[k]);
    }
    /* "If the floating insertion string extends to the right of the decimal point, all
     * numeric character positions must be represented by the floating insertion symbol." */
    if (crosses && n9) {
      for (int k = 0; k < n; k++)
        if (e[k] == '9')
          return fail(st, st->col[k], "picture",
                      "with a floating string past the decimal point every digit position "
                      "must be floating");
    }
    p->float_first = fi;
    p->float_last = li;
  }
  /* Fixed signs: "+" or "-" written once stands at the leftmost or rightmost position. */
  if (nsign == 1) {
    for (int k = 0; k < n; k++)
      if ((e[k] == '+' || e[k] == '-') && k != 0 && k != n - 1)
        return fail(st, st->col[k], "picture",
                    "a fixed %c must be the leftmost or rightmost symbol", e[k]);
  }
  /* A fixed currency symbol is leftmost (after a leading fixed sign) or rightmost (before a
   * trailing fixed sign, CR or DB). */
  if (ncur == 1) {
    for (int k = 0; k < n; k++)
      if (e[k] == '$') {
        int lead = k == 0 || (k == 1 && (e[0] == '+' || e[0] == '-'));
        int trail = k == n - 1 || (k == n - 2 && strchr("+-CD", e[n - 1]));
        if (!lead && !trail)
          return fail(st, st->col[k], "picture",
                      "a fixed currency symbol must be the leftmost or rightmost symbol");
      }
  }
  /* Zero suppression: Z or * to the left of every 9; in the fraction only when every digit
   * position is Z (or *). */
  if (nz || nstar) {
    int seen9 = -1, after_point = 0;
    for (int k = 0; k < n; k++) {
      char c = e[k];
      if (c == '.' || c == 'V') after_point = 1;
      if (c == '9' && seen9 < 0) seen9 = k;
      if (c == 'Z' || c == '*') {
        if (seen9 >= 0)
          return fail(st, st->col[k], "picture", "%c cannot follow 9", c);
        if (after_point && n9)
          return fail(st, st->col[k], "picture",
                      "%c after the decimal point requires every digit position to be %c", c, c);
      }
    }
  }
  if (fl) {
    for (int k = 0; k < p->float_first; k++)
      if (e[k] == '9') return fail(st, st->col[k], "picture", "9 cannot precede a floating string");
  }
  /* P: one run at the left or right end of the digit positions; V (if any) on its outer side
   * toward the point ("PPP99", "VPP99", "99PP", "99PPV"). */
  long np = st->count['P'];
  int pf = -1, pl = -1;
  if (np) {
    for (int k = 0; k < n; k++)
      if (e[k] == 'P') {
        if (pf < 0) pf = k;
        pl = k;
      }
    for (int k = pf; k <= pl; k++)
      if (e[k] != 'P')
        return fail(st, st->col[k], "picture", "the P symbols must be contiguous");
    int digits_before = 0, digits_after = 0;
    for (int k = 0; k < n; k++)
      if (is_digit_pos(p, k)) {
        if (k < pf) digits_before = 1;
        if (k > pl) digits_after = 1;
      }
    int pt = idx_v >= 0 ? idx_v : idx_dot;
    if (digits_before && digits_after)
      return fail(st, st->col[pf], "picture",
                  "P must be at the left or the right end of the digit positions");
    if (digits_after && pt > pf)
      return fail(st, st->col[pt], "picture",
                  "with P on the left the decimal point must precede the P symbols");
    if (!digits_after && pt >= 0 && pt < pl)
      return fail(st, st->col[pt], "picture",
                  "with P on the right the decimal point must follow the P symbols");
  }
  /* Digits, scale and size. */
  int digits = 0, size = 0, dp = -1;
  if (idx_v >= 0)
    dp = idx_v;
  else if (idx_dot >= 0)
    dp = idx_dot;
  else if (np && pf >= 0) {
    int digits_after = 0;
    for (int k = pl + 1; k < n; k++) digits_after |= is_digit_pos(p, k);
    dp = digits_after ? pf - 1 : n; /* implied point before left P's, else at the right end */
    if (dp < 0) dp = -1;
  } else {
    dp = n;
  }
  int scale = 0, first_digit = -1;
  for (int k = 0; k < n; k++) {
    char c = e[k];
    if (c == 'C' || c == 'D')
      size += 2;
    else if (c != 'V' && c != 'P' && c != 'S')
      size++;
    int dpos = is_digit_pos(p, k);
    if (dpos) {
      digits++;
      if (first_digit < 0) first_digit = k;
    }
    if (dpos || c == 'P') {
      if (k > dp)
        scale++;
      else if (c == 'P')
        scale--;
    }
  }
  if (digits == 0) {
    int k = n > 0 ? n - 1 : 0;
    return fail(st, n > 0 ? st->col[k] : 1, "picture",
                "a numeric picture needs at least one digit position (9, Z, * or a floating "
                "string of two or more symbols)");
  }
  if (digits > max_digits)
    return fail(st, st->col[n - 1], "picture",
                "%d digit positions exceed the maximum of %d", digits, max_digits);
  p->digits = digits;
  p->scale = scale;
  p->size = size;
  p->npos_p = (int)np;
  p->has_s = st->count['S'] > 0;
  p->is_signed = p->has_s || nplus || nminus || st->count['C'] || st->count['D'];
  p->zsup = nz ? 'Z' : nstar ? '*' : 0;
  return 0;
}

int cbl_pic_parse(const char *s, int dpc, char currency, int max_digits, cbl_pic *out, char *err,
                  size_t errlen) {
  pic_state st_, *st = &st_;
  memset(st, 0, sizeof *st);
  st->err = err;
  st->errlen = errlen;
  if (err && errlen) err[0] = 0;
  memset(out, 0, sizeof *out);
  out->currency = currency ? currency : '$';
  out->dpc = dpc;
  out->float_first = out->float_last = -1;
  size_t len = strlen(s);
  if (len == 0) return fail(st, 1, "picture", "empty PICTURE character-string");
  if (len > PIC_MAX_CHARS)
    return fail(st, PIC_MAX_CHARS + 1, "picture",
                "the PICTURE character-string is longer than %d characters", PIC_MAX_CHARS);
  for (size_t i = 0; i < len;) {
    int span, col = (int)i + 1;
    char c = symbol_at(s + i, dpc, out->currency, &span);
    if (!c) {
      if (s[i] == '(')
        return fail(st, col, "picture", "a repetition count must follow a symbol");
      return fail(st, col, "picture", "'%c' is not a PICTURE symbol", s[i]);
    }
    i += (size_t)span;
    long rep = 1;
    if (s[i] == '(') {
      if (strchr("SV.CDE", c))
        return fail(st, (int)i + 1, "picture", "%s cannot be repeated with (n)", sym_name(c));
      size_t j = i + 1;
      rep = 0;
      while (isdigit((unsigned char)s[j])) {
        rep = rep * 10 + (s[j] - '0');
        if (rep > 16777215) return fail(st, (int)j + 1, "picture", "repetition count too large");
        j++;
      }
      if (j == i + 1 || s[j] != ')')
        return fail(st, (int)j + 1, "picture", "expected an unsigned integer and ')'");
      if (rep == 0) return fail(st, (int)i + 2, "picture", "a repetition count must be positive");
      i = j + 1;
    }
    st->count[(unsigned char)c] += rep;
    for (long r = 0; r < rep; r++, st->total++) {
      if (st->nsym < CBL_PIC_MAX_SYMS) {
        st->sym[st->nsym] = c;
        st->col[st->nsym] = col;
        st->nsym++;
      }
    }
  }
  if (st->count['E']) {
    for (int k = 0; k < st->nsym; k++)
      if (st->sym[k] == 'E')
        return fail(st, st->col[k], "unsupported",
                    "external floating-point PICTURE (symbol E)");
  }
  int kept = st->total <= CBL_PIC_MAX_SYMS;
  long nA = st->count['A'], nX = st->count['X'], nN = st->count['N'], nG = st->count['G'];
  long nins = st->count['B'] + st->count['0'] + st->count['/'];
  /* Family by the symbols that only one family admits. */
  const char *allowed;
  if (nN) {
    allowed = "NB0/";
    out->cat = nins ? CBL_PIC_NATIONAL_EDITED : CBL_PIC_NATIONAL;
  } else if (nG) {
    allowed = "GB";
    out->cat = CBL_PIC_DBCS;
  } else if (nA || nX) {
    allowed = "AX9B0/";
    if (nins)
      out->cat = CBL_PIC_ALPHANUMERIC_EDITED;
    else if (nA && !nX && !st->count['9'])
      out->cat = CBL_PIC_ALPHABETIC;
    else
      out->cat = CBL_PIC_ALPHANUMERIC;
  } else {
    allowed = NULL;
  }
  if (allowed) {
    for (int k = 0; k < st->nsym; k++)
      if (!strchr(allowed, st->sym[k]))
        return fail(st, st->col[k], "picture", "%s cannot appear in a %s picture",
                    sym_name(st->sym[k]), cbl_pic_cat_name(out->cat));
    /* Symbols dropped past CBL_PIC_MAX_SYMS are repetitions of kept ones, so checking the kept
     * ones checks them all. */
    if (!kept && cbl_pic_is_edited(out))
      return fail(st, 1, "unsupported", "edited picture of more than %d symbols",
                  CBL_PIC_MAX_SYMS);
    out->size = (int)st->total;
    out->nsym = kept ? st->nsym : -1;
    if (kept) memcpy(out->sym, st->sym, (size_t)st->nsym);
    return 0;
  }
  if (!kept)
    return fail(st, 1, "picture", "numeric picture of more than %d symbols", CBL_PIC_MAX_SYMS);
  static const char edit_syms[] = "B0/,.+-CDZ*$";
  int edited = 0;
  for (int k = 0; k < st->nsym; k++)
    if (strchr(edit_syms, st->sym[k])) edited = 1;
  out->cat = edited ? CBL_PIC_NUMERIC_EDITED : CBL_PIC_NUMERIC;
  out->nsym = st->nsym;
  memcpy(out->sym, st->sym, (size_t)st->nsym);
  if (check_numeric(st, out, edited, max_digits) != 0) return -1;
  return 0;
}
