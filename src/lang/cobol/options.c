/* options.c — compiler options that change meaning (Enterprise COBOL Programming Guide, "Compiler
 * options": TRUNC, ARITH, NUMPROC, CODEPAGE) and the run's encoding, with IBM's defaults. */
#include "lang/cobol/options.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

cbl_options cbl_options_ibm(void) {
  cbl_options o;
  memset(&o, 0, sizeof o);
  o.trunc = CBL_TRUNC_STD;
  o.arith_extend = 0;
  o.numproc = CBL_NUMPROC_NOPFD;
  o.codepage = CBL_CP1140;
  o.charset = CBL_CS_EBCDIC;
  o.colseq = CBL_COLSEQ_NATIVE;
  return o;
}

cbl_options cbl_options_gnucobol(cbl_charset ascii_sign) {
  cbl_options o = cbl_options_ibm();
  o.charset = ascii_sign == CBL_CS_EBCDIC ? CBL_CS_ASCII_GNU : ascii_sign;
  o.comp5_little_endian = 1;
  return o;
}

/* Case-insensitive prefix comparison of n characters (COBOL words and options ignore case). */
static int ci_eq(const char *a, const char *b, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (toupper((unsigned char)a[i]) != toupper((unsigned char)b[i])) return 0;
  return 1;
}

/* Whether the n characters of text at s are the keyword word. */
static int kw(const char *s, size_t n, const char *word) {
  return strlen(word) == n && ci_eq(s, word, n);
}

static int set_err(char *err, size_t errlen, const char *fmt, const char *s, size_t n) {
  if (err && errlen) snprintf(err, errlen, fmt, (int)n, s);
  return -1;
}

/* One option NAME or NAME(ARG). */
static int apply_one(cbl_options *o, const char *s, size_t n, char *err, size_t errlen) {
  const char *lp = memchr(s, '(', n);
  size_t nn = lp ? (size_t)(lp - s) : n;
  const char *arg = NULL;
  size_t an = 0;
  if (lp) {
    const char *rp = memchr(lp, ')', n - nn);
    if (!rp) return set_err(err, errlen, "[options] unbalanced parenthesis in %.*s", s, n);
    arg = lp + 1;
    an = (size_t)(rp - arg);
  }
  if (kw(s, nn, "TRUNC")) {
    if (arg && kw(arg, an, "STD")) o->trunc = CBL_TRUNC_STD;
    else if (arg && kw(arg, an, "OPT")) o->trunc = CBL_TRUNC_OPT;
    else if (arg && kw(arg, an, "BIN")) o->trunc = CBL_TRUNC_BIN;
    else return set_err(err, errlen, "[options] bad TRUNC option %.*s", s, n);
  } else if (kw(s, nn, "ARITH") || kw(s, nn, "AR")) {
    if (arg && (kw(arg, an, "COMPAT") || kw(arg, an, "C"))) o->arith_extend = 0;
    else if (arg && (kw(arg, an, "EXTEND") || kw(arg, an, "E"))) o->arith_extend = 1;
    else return set_err(err, errlen, "[options] bad ARITH option %.*s", s, n);
  } else if (kw(s, nn, "NUMPROC")) {
    if (arg && kw(arg, an, "NOPFD")) o->numproc = CBL_NUMPROC_NOPFD;
    else if (arg && kw(arg, an, "PFD")) o->numproc = CBL_NUMPROC_PFD;
    else return set_err(err, errlen, "[unsupported] NUMPROC option %.*s", s, n);
  } else if (kw(s, nn, "CODEPAGE") || kw(s, nn, "CP")) {
    if (arg && (kw(arg, an, "37") || kw(arg, an, "037") || kw(arg, an, "00037")))
      o->codepage = CBL_CP037;
    else if (arg && (kw(arg, an, "1140") || kw(arg, an, "01140"))) o->codepage = CBL_CP1140;
    else return set_err(err, errlen, "[unsupported] code page %.*s", s, n);
  } else if (kw(s, nn, "NOTRUNC")) {
    /* An OS/VS COBOL spelling, not an Enterprise COBOL option: refused rather than guessed. */
    return set_err(err, errlen, "[unsupported] option %.*s", s, n);
  }
  /* Anything else (LIB, LIST, MAP, OPT(n), SSRANGE, RENT, ...) does not change the results the
   * semantics models. */
  return 0;
}

int cbl_options_parse(cbl_options *o, const char *line, char *err, size_t errlen) {
  const char *p = line;
  while (*p == ' ') p++;
  if (ci_eq(p, "CBL", 3) && (p[3] == ' ' || p[3] == 0)) p += 3;
  else if (ci_eq(p, "PROCESS", 7) && (p[7] == ' ' || p[7] == 0)) p += 7;
  while (*p) {
    while (*p == ' ' || *p == ',') p++;
    if (!*p) break;
    const char *s = p;
    int depth = 0;
    while (*p && (depth > 0 || (*p != ' ' && *p != ','))) {
      if (*p == '(') depth++;
      else if (*p == ')') depth--;
      p++;
    }
    if (apply_one(o, s, (size_t)(p - s), err, errlen) != 0) return -1;
  }
  return 0;
}

int cbl_options_from_json(cbl_options *o, const json_t *opts, char *err, size_t errlen) {
  if (!opts) return 0;
  size_t i;
  json_t *v;
  json_array_foreach(opts, i, v) {
    if (json_is_string(v) && cbl_options_parse(o, json_string_value(v), err, errlen) != 0)
      return -1;
  }
  return 0;
}

json_t *cbl_options_json(const cbl_options *o) {
  static const char *const trunc[] = {"STD", "OPT", "BIN"};
  static const char *const cs[] = {"EBCDIC", "ASCII (sign as EBCDIC overpunch)",
                                   "ASCII (GnuCOBOL sign)"};
  static const char *const colseq[] = {"NATIVE", "EBCDIC", "ASCII"};
  return json_pack("{s:s, s:s, s:s, s:i, s:s, s:s, s:s, s:s}", "trunc", trunc[o->trunc], "arith",
                   o->arith_extend ? "EXTEND" : "COMPAT", "numproc",
                   o->numproc == CBL_NUMPROC_PFD ? "PFD" : "NOPFD", "codepage",
                   o->codepage == CBL_CP037 ? 37 : 1140, "charset", cs[o->charset],
                   "collating_sequence", colseq[o->colseq], "binary_byte_order",
                   o->binary_little_endian ? "little-endian" : "big-endian", "comp5_byte_order",
                   o->comp5_little_endian ? "little-endian" : "big-endian");
}

cbl_num_desc cbl_options_num_desc(const cbl_options *o, cbl_usage u, int digits, int scale,
                                  int is_signed, cbl_sign_form sign) {
  cbl_num_desc d = cbl_num_desc_make(u, digits, scale, is_signed);
  d.sign = sign;
  d.cs = o->charset;
  d.trunc = o->trunc;
  d.numproc = o->numproc;
  d.little_endian = u == CBL_USAGE_COMP5 ? o->comp5_little_endian
                    : u == CBL_USAGE_BINARY ? o->binary_little_endian : 0;
  return d;
}

int cbl_opt_is_ebcdic(const cbl_options *o) { return o->charset == CBL_CS_EBCDIC; }
unsigned char cbl_opt_space(const cbl_options *o) { return cbl_opt_is_ebcdic(o) ? 0x40 : 0x20; }
unsigned char cbl_opt_zero(const cbl_options *o) { return cbl_opt_is_ebcdic(o) ? 0xF0 : 0x30; }
unsigned char cbl_opt_quote(const cbl_options *o) { return cbl_opt_is_ebcdic(o) ? 0x7F : 0x22; }

int cbl_opt_from_latin1(const cbl_options *o, unsigned char *buf, size_t n) {
  return cbl_opt_is_ebcdic(o) ? cbl_latin1_to_ebcdic(o->codepage, buf, buf, n) : 0;
}

int cbl_opt_to_latin1(const cbl_options *o, unsigned char *buf, size_t n) {
  return cbl_opt_is_ebcdic(o) ? cbl_ebcdic_to_latin1(o->codepage, buf, buf, n) : 0;
}

void cbl_opt_colseq_weights(const cbl_options *o, unsigned w[256]) {
  int data_ebcdic = cbl_opt_is_ebcdic(o);
  for (unsigned b = 0; b < 256; b++) {
    unsigned char c = (unsigned char)b;
    if (o->colseq == CBL_COLSEQ_EBCDIC && !data_ebcdic) {
      /* ASCII (Latin-1) data ordered as its EBCDIC codes. */
      cbl_latin1_to_ebcdic(o->codepage, &c, &c, 1);
    } else if (o->colseq == CBL_COLSEQ_ASCII && data_ebcdic) {
      cbl_ebcdic_to_latin1(o->codepage, &c, &c, 1);
    }
    w[b] = c;
  }
}

const unsigned *cbl_opt_colseq_table(const cbl_options *o) {
  static _Thread_local unsigned w[256];
  static _Thread_local int valid;
  static _Thread_local cbl_colseq colseq;
  static _Thread_local cbl_charset charset;
  static _Thread_local cbl_codepage codepage;
  if (!valid || colseq != o->colseq || charset != o->charset || codepage != o->codepage) {
    cbl_opt_colseq_weights(o, w);
    colseq = o->colseq;
    charset = o->charset;
    codepage = o->codepage;
    valid = 1;
  }
  return w;
}
