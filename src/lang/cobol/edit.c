/* edit.c — numeric editing by the rules of the Language Reference, "PICTURE clause editing":
 * simple insertion (B 0 / ,), special insertion (.), fixed insertion (currency, + -, CR DB),
 * floating insertion (currency, + -), zero suppression and replacement (Z *), BLANK WHEN ZERO. */
#include "lang/cobol/edit.h"

#include <string.h>

static char point_char(const cbl_pic *p) { return p->dpc ? ',' : '.'; }
static char comma_char(const cbl_pic *p) { return p->dpc ? '.' : ','; }

static int is_float_digit(const cbl_pic *p, int k) {
  return p->float_sym && p->sym[k] == p->float_sym && k > p->float_first && k <= p->float_last;
}

static int is_digit_pos(const cbl_pic *p, int k) {
  char c = p->sym[k];
  return c == '9' || c == 'Z' || c == '*' || is_float_digit(p, k);
}

int cbl_edit_numeric(const cbl_pic *p, const cbl_dec *v, int blank_when_zero, char *out) {
  if (p->cat != CBL_PIC_NUMERIC_EDITED || p->nsym < 0) return -1;
  /* Align on the decimal point and keep p->digits digits (MOVE rules). */
  cbl_dec r;
  cbl_dec_init(&r);
  int se = 0;
  cbl_dec_fit(&r, v, p->digits, p->scale, CBL_ROUND_TRUNCATION, &se, NULL);
  unsigned char dig[CBL_PIC_MAX_SYMS];
  if (mpz_size(r.v) <= 1) {
    /* |r| fits a word: its digits from the word (the same digits, without a GMP division each) */
    unsigned long w = mpz_getlimbn(r.v, 0);
    for (int k = p->digits - 1; k >= 0; k--) {
      dig[k] = (unsigned char)(w % 10);
      w /= 10;
    }
  } else {
    mpz_t t;
    mpz_init(t);
    mpz_abs(t, r.v);
    for (int k = p->digits - 1; k >= 0; k--) dig[k] = (unsigned char)mpz_fdiv_q_ui(t, t, 10);
    mpz_clear(t);
  }
  /* The sign is that of the value as stored: one truncated to zero shows no sign. */
  int neg = mpz_sgn(r.v) < 0, is_zero = mpz_sgn(r.v) == 0;
  cbl_dec_clear(&r);
  int size = p->size, n = p->nsym;
  memset(out, ' ', (size_t)size);
  out[size] = 0;
  /* BLANK WHEN ZERO: "the item contains nothing but spaces" when the value is zero. */
  if (blank_when_zero && is_zero) return 0;
  int suppressing = p->zsup || p->float_sym;
  /* "If all numeric character positions are Z (or floating insertion) and the value is zero,
   * the entire item is spaces"; with * "the item is all * except the decimal point". */
  if (suppressing && is_zero && !memchr(p->sym, '9', (size_t)n)) {
    if (p->zsup == '*') {
      int pos = 0;
      for (int k = 0; k < n; k++) {
        char c = p->sym[k];
        if (c == 'V' || c == 'P' || c == 'S') continue;
        int w = (c == 'C' || c == 'D') ? 2 : 1;
        for (int j = 0; j < w; j++) out[pos + j] = c == '.' ? point_char(p) : '*';
        pos += w;
      }
    }
    return 0;
  }
  char fill = p->zsup == '*' ? '*' : ' ';
  int pos = 0, di = 0, float_pos = -1;
  /* Simple insertion characters right after the floating string (`$$$,999.99`) belong to it:
   * blanked while the string is suppressed, the symbol taking the rightmost blanked position,
   * immediately left of the first digit shown (Language Reference, "Floating insertion editing";
   * 987.65 → `   $987.65`, as cobc prints it). Those are the symbols from the string's start to
   * float_end: the first symbol after the string that is not such a character (itself included,
   * as each symbol is judged by what precedes it), -1 without a floating string. */
  int float_first = -1, float_end = -1;
  if (p->float_sym) {
    float_first = p->float_first;
    float_end = p->float_last;
    if (p->float_last >= 0) {
      int j = p->float_last + 1;
      while (j < n && (p->sym[j] == 'B' || p->sym[j] == '0' || p->sym[j] == '/' || p->sym[j] == ',')) j++;
      float_end = j;
    }
  }
  for (int k = 0; k < n; k++) {
    char c = p->sym[k];
    int in_float = k >= float_first && k <= float_end;
    switch (c) {
    case 'S':
    case 'P': break;
    case 'V':
      /* The assumed decimal point ends zero suppression as the actual one does. */
      suppressing = 0;
      break;
    case '.':
      suppressing = 0;
      out[pos++] = point_char(p);
      break;
    case '9': suppressing = 0; out[pos++] = (char)('0' + dig[di++]); break;
    case 'Z':
    case '*': {
      int d = dig[di++];
      if (suppressing && d == 0) {
        out[pos++] = fill;
      } else {
        suppressing = 0;
        out[pos++] = (char)('0' + d);
      }
      break;
    }
    case 'B':
    case '0':
    case '/':
    case ',':
      if (suppressing) {
        out[pos] = in_float ? ' ' : fill;
        if (in_float) float_pos = pos;
        pos++;
      } else {
        out[pos++] = c == 'B' ? ' ' : c == ',' ? comma_char(p) : c;
      }
      break;
    case 'C':
    case 'D':
      out[pos] = neg ? c : ' ';
      out[pos + 1] = neg ? (c == 'C' ? 'R' : 'B') : ' ';
      pos += 2;
      break;
    case '+':
    case '-':
    case '$':
      if (in_float) {
        if (k == p->float_first) {
          float_pos = pos;
          out[pos++] = ' ';
        } else {
          int d = dig[di++];
          if (suppressing && d == 0) {
            float_pos = pos;
            out[pos++] = ' ';
          } else {
            suppressing = 0;
            out[pos++] = (char)('0' + d);
          }
        }
      } else if (c == '$') {
        out[pos++] = p->currency;
      } else if (c == '+') {
        out[pos++] = neg ? '-' : '+';
      } else {
        out[pos++] = neg ? '-' : ' ';
      }
      break;
    default: break;
    }
  }
  /* Floating insertion: the symbol goes immediately left of the first digit shown (or of the
   * decimal point), i.e. in the rightmost position the suppression blanked. */
  if (p->float_sym && float_pos >= 0) {
    char f = p->float_sym;
    out[float_pos] = f == '$' ? p->currency : f == '+' ? (neg ? '-' : '+') : (neg ? '-' : ' ');
  }
  return 0;
}

int cbl_deedit_numeric(const cbl_pic *p, const char *text, cbl_dec *out) {
  if (p->cat != CBL_PIC_NUMERIC_EDITED || p->nsym < 0) return -1;
  mpz_t v;
  mpz_init(v);
  int pos = 0, neg = 0, bad = 0;
  for (int k = 0; k < p->nsym; k++) {
    char c = p->sym[k];
    if (c == 'V' || c == 'P' || c == 'S') continue;
    char t = text[pos];
    if (is_digit_pos(p, k)) {
      int d = 0;
      if (t >= '0' && t <= '9')
        d = t - '0';
      else if (t == '-' && (p->float_sym == '-' || p->float_sym == '+'))
        neg = 1;
      else if (!(t == ' ' || t == '*' || t == p->currency || t == '+' || t == '-'))
        bad = 1;
      mpz_mul_ui(v, v, 10);
      mpz_add_ui(v, v, (unsigned long)d);
      pos++;
    } else if (c == 'C' || c == 'D') {
      if ((t == 'C' && text[pos + 1] == 'R') || (t == 'D' && text[pos + 1] == 'B')) neg = 1;
      pos += 2;
    } else {
      /* A minus sign shown by a fixed +/- symbol, or by a floating +/- string: floating
       * insertion puts the sign left of the first digit shown, which may be the position of
       * an insertion character inside the string ("---,--9.99" shows -200 as "   -200.00"). */
      if (t == '-' && (c == '+' || c == '-' || p->float_sym == '+' || p->float_sym == '-'))
        neg = 1;
      pos++;
    }
  }
  if (bad) {
    mpz_clear(v);
    return -1;
  }
  if (neg) mpz_neg(v, v);
  mpz_swap(out->v, v);
  out->scale = p->scale;
  mpz_clear(v);
  return 0;
}

int cbl_edit_alnum(const cbl_pic *p, const char *src, size_t slen, char *out) {
  if (p->cat != CBL_PIC_ALPHANUMERIC_EDITED || p->nsym < 0) return -1;
  size_t si = 0;
  int pos = 0;
  for (int k = 0; k < p->nsym; k++) {
    char c = p->sym[k];
    if (c == 'B')
      out[pos++] = ' ';
    else if (c == '0' || c == '/')
      out[pos++] = c;
    else
      out[pos++] = si < slen ? src[si++] : ' ';
  }
  out[pos] = 0;
  return 0;
}
