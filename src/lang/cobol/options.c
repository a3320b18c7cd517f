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

/* IBM Enterprise COBOL 6 compiler options that do not change the results the semantics models
 * (Programming Guide, "Compiler options", the option summary table): listings, object form,
 * diagnostics, debugging, performance. Each is accepted with or without its suboptions; "NO"
 * marks those that have a NOname form. Abbreviations are separate entries. A name outside this
 * list and the meaning-changing ones below is a misspelling, never silently dropped. */
typedef struct opt_name {
  const char *name;
  int has_no;
} opt_name;

static const opt_name ignored_options[] = {
  {"ADATA", 1}, {"AFP", 0}, {"ALOWCBL", 1}, {"ARCH", 0}, {"AWO", 1},
  {"BLOCK0", 1}, {"BUFSIZE", 0}, {"BUF", 0}, {"CICS", 1}, {"COMPILE", 1}, {"C", 1},
  {"COPYLOC", 1}, {"COPYRIGHT", 1}, {"CURRENCY", 1}, {"CURR", 1}, {"DATA", 0}, {"DBCS", 1},
  {"DECK", 1}, {"D", 1}, {"DEFINE", 1}, {"DEF", 1}, {"DIAGTRUNC", 1}, {"DTR", 1},
  {"DISPSIGN", 0}, {"DS", 0}, {"DLL", 1}, {"DUMP", 1}, {"DU", 1}, {"DYNAM", 1}, {"DYN", 1},
  {"EXIT", 1}, {"EX", 1}, {"EXPORTALL", 1}, {"EXP", 1}, {"FASTSRT", 1}, {"FSRT", 1},
  {"FLAG", 1}, {"F", 1}, {"FLAGSTD", 1}, {"HGPR", 0}, {"INITCHECK", 1}, {"IC", 1},
  {"INITIAL", 1}, {"INLINE", 1}, {"INL", 1}, {"INTDATE", 0}, {"INVDATA", 1}, {"INVD", 1},
  {"LANGUAGE", 0}, {"LANG", 0}, {"LIB", 1}, {"LINECOUNT", 0}, {"LC", 0}, {"LIST", 1},
  {"LP", 0}, {"MAP", 1}, {"MAXPCF", 0}, {"MDECK", 1}, {"MD", 1}, {"NAME", 1},
  {"NSYMBOL", 0}, {"NS", 0}, {"NUMBER", 1}, {"NUM", 1}, {"NUMCHECK", 1}, {"NC", 1},
  {"OBJECT", 1}, {"OBJ", 1}, {"OFFSET", 1}, {"OFF", 1}, {"OPTFILE", 0}, {"OPTIMIZE", 1},
  {"OPT", 1}, {"OUTDD", 0}, {"OUT", 0}, {"PARMCHECK", 1}, {"PC", 1}, {"PGMNAME", 0},
  {"PGMN", 0}, {"QUALIFY", 0}, {"QUA", 0}, {"QUOTE", 0}, {"Q", 0}, {"APOST", 0},
  {"RENT", 1}, {"RMODE", 0}, {"RULES", 0}, {"SEQUENCE", 1}, {"SEQ", 1}, {"SERVICE", 1},
  {"SERV", 1}, {"SIZE", 0}, {"SZ", 0}, {"SOURCE", 1}, {"S", 1}, {"SPACE", 0}, {"SQL", 1},
  {"SQLCCSID", 1}, {"SQLC", 1}, {"SQLIMS", 1}, {"SSRANGE", 1}, {"SSR", 1}, {"STGOPT", 1},
  {"SO", 1}, {"SUPPRESS", 1}, {"SUPP", 1}, {"TERMINAL", 1}, {"TERM", 1}, {"TEST", 1},
  {"THREAD", 1}, {"TUNE", 0}, {"VBREF", 1}, {"VLR", 0}, {"VSAMOPENFS", 0}, {"WORD", 1},
  {"WD", 1}, {"XMLPARSE", 0}, {"XP", 0}, {"XREF", 1}, {"X", 1}, {"ZONECHECK", 1},
  {"ZC", 1}, {"ZONEDATA", 0}, {"ZD", 0}, {"ZWB", 1},
};

/* The options whose suboptions change meaning, as the error message lists them. */
#define CBL_OPT_ACCEPTED                                                                     \
  "TRUNC(STD|OPT|BIN), ARITH(COMPAT|EXTEND) or AR(C|E), NUMPROC(NOPFD|PFD), CODEPAGE(37|1140) " \
  "or CP(n), ADV|NOADV, and IBM's options that do not change results (LIB, LIST, MAP, OPT(n), " \
  "SSRANGE, RENT, ...)"

static int is_ignored_option(const char *s, size_t n) {
  for (size_t i = 0; i < sizeof ignored_options / sizeof ignored_options[0]; i++) {
    const opt_name *o = &ignored_options[i];
    if (kw(s, n, o->name)) return 1;
    if (o->has_no && n > 2 && ci_eq(s, "NO", 2) && kw(s + 2, n - 2, o->name)) return 1;
  }
  return 0;
}

/* Optimal string alignment distance of two short words, case ignored (capped at 9): the
 * "did you mean" of a misspelt option (TRUCN is TRUNC with two letters swapped). */
static int word_distance(const char *a, size_t na, const char *b, size_t nb) {
  if (na > 15 || nb > 15) return 9;
  int d[16][16];
  for (size_t i = 0; i <= na; i++) d[i][0] = (int)i;
  for (size_t j = 0; j <= nb; j++) d[0][j] = (int)j;
  for (size_t i = 1; i <= na; i++)
    for (size_t j = 1; j <= nb; j++) {
      int cost = toupper((unsigned char)a[i - 1]) != toupper((unsigned char)b[j - 1]);
      int v = d[i - 1][j] + 1;
      if (d[i][j - 1] + 1 < v) v = d[i][j - 1] + 1;
      if (d[i - 1][j - 1] + cost < v) v = d[i - 1][j - 1] + cost;
      if (i > 1 && j > 1 && toupper((unsigned char)a[i - 1]) == toupper((unsigned char)b[j - 2]) &&
          toupper((unsigned char)a[i - 2]) == toupper((unsigned char)b[j - 1]) &&
          d[i - 2][j - 2] + 1 < v)
        v = d[i - 2][j - 2] + 1;
      d[i][j] = v;
    }
  return d[na][nb];
}

/* The known option name nearest to s (distance 1-2 for names of 4+ letters), or NULL. */
static const char *nearest_option(const char *s, size_t n) {
  static const char *const meaning[] = {"TRUNC", "ARITH", "NUMPROC", "CODEPAGE", "NOADV"};
  const char *best = NULL;
  int bd = 3;
  if (n < 4) return NULL;
  for (size_t i = 0; i < sizeof meaning / sizeof meaning[0]; i++) {
    int dd = word_distance(s, n, meaning[i], strlen(meaning[i]));
    if (dd < bd) bd = dd, best = meaning[i];
  }
  for (size_t i = 0; i < sizeof ignored_options / sizeof ignored_options[0]; i++) {
    const char *nm = ignored_options[i].name;
    if (strlen(nm) < 4) continue;
    int dd = word_distance(s, n, nm, strlen(nm));
    if (dd < bd) bd = dd, best = nm;
  }
  return best;
}

static int unknown_option(const char *s, size_t n, size_t nn, char *err, size_t errlen) {
  if (!err || !errlen) return -1;
  const char *near = nearest_option(s, nn);
  if (near)
    snprintf(err, errlen, "[options] unknown compiler option '%.*s' (did you mean %s?); accepted: %s",
             (int)n, s, near, CBL_OPT_ACCEPTED);
  else
    snprintf(err, errlen, "[options] unknown compiler option '%.*s'; accepted: %s", (int)n, s,
             CBL_OPT_ACCEPTED);
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
    if (rp != s + n - 1) return unknown_option(s, n, nn, err, errlen); /* text after ')' */
  }
  /* an option name is a word of letters and digits (OPT(2), BLOCK0) */
  int word = nn > 0;
  for (size_t i = 0; i < nn; i++)
    if (!isalnum((unsigned char)s[i])) word = 0;
  if (!word) return unknown_option(s, n, nn, err, errlen);
  if (kw(s, nn, "TRUNC")) {
    if (arg && kw(arg, an, "STD")) o->trunc = CBL_TRUNC_STD;
    else if (arg && kw(arg, an, "OPT")) o->trunc = CBL_TRUNC_OPT;
    else if (arg && kw(arg, an, "BIN")) o->trunc = CBL_TRUNC_BIN;
    else return set_err(err, errlen, "[options] bad TRUNC option %.*s (TRUNC(STD), TRUNC(OPT) or TRUNC(BIN))", s, n);
  } else if (kw(s, nn, "ARITH") || kw(s, nn, "AR")) {
    if (arg && (kw(arg, an, "COMPAT") || kw(arg, an, "C"))) o->arith_extend = 0;
    else if (arg && (kw(arg, an, "EXTEND") || kw(arg, an, "E"))) o->arith_extend = 1;
    else return set_err(err, errlen, "[options] bad ARITH option %.*s (ARITH(COMPAT) or ARITH(EXTEND))", s, n);
  } else if (kw(s, nn, "NUMPROC")) {
    if (arg && kw(arg, an, "NOPFD")) o->numproc = CBL_NUMPROC_NOPFD;
    else if (arg && kw(arg, an, "PFD")) o->numproc = CBL_NUMPROC_PFD;
    else return set_err(err, errlen, "[unsupported] NUMPROC option %.*s (NUMPROC(NOPFD) or NUMPROC(PFD))", s, n);
  } else if (kw(s, nn, "CODEPAGE") || kw(s, nn, "CP")) {
    if (arg && (kw(arg, an, "37") || kw(arg, an, "037") || kw(arg, an, "00037")))
      o->codepage = CBL_CP037;
    else if (arg && (kw(arg, an, "1140") || kw(arg, an, "01140"))) o->codepage = CBL_CP1140;
    else return set_err(err, errlen, "[unsupported] code page %.*s (CODEPAGE(37) or CODEPAGE(1140))", s, n);
  } else if (kw(s, nn, "ADV") && !arg) {
    o->noadv = 0; /* Programming Guide, "ADV": one byte added to a print file's records */
  } else if (kw(s, nn, "NOADV") && !arg) {
    o->noadv = 1; /* the control character goes in the record's first byte */
  } else if (kw(s, nn, "NOTRUNC")) {
    /* An OS/VS COBOL spelling, not an Enterprise COBOL option: refused rather than guessed. */
    return set_err(err, errlen, "[unsupported] option %.*s (OS/VS COBOL; Enterprise COBOL says TRUNC(BIN))", s, n);
  } else if (!is_ignored_option(s, nn)) {
    return unknown_option(s, n, nn, err, errlen);
  }
  /* The listed others (LIB, LIST, MAP, OPT(n), SSRANGE, RENT, ...) do not change the results
   * the semantics models. */
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
  return json_pack("{s:s, s:s, s:s, s:i, s:s, s:s, s:s, s:s, s:s}", "trunc", trunc[o->trunc], "arith",
                   o->arith_extend ? "EXTEND" : "COMPAT", "numproc",
                   o->numproc == CBL_NUMPROC_PFD ? "PFD" : "NOPFD", "codepage",
                   o->codepage == CBL_CP037 ? 37 : 1140, "charset", cs[o->charset],
                   "collating_sequence", colseq[o->colseq], "binary_byte_order",
                   o->binary_little_endian ? "little-endian" : "big-endian", "comp5_byte_order",
                   o->comp5_little_endian ? "little-endian" : "big-endian", "adv",
                   o->noadv ? "NOADV" : "ADV");
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

unsigned char cbl_opt_zero(const cbl_options *o) { return cbl_opt_is_ebcdic(o) ? 0xF0 : 0x30; }
unsigned char cbl_opt_quote(const cbl_options *o) { return cbl_opt_is_ebcdic(o) ? 0x7F : 0x22; }

int cbl_opt_from_latin1(const cbl_options *o, unsigned char *buf, size_t n) {
  return cbl_opt_is_ebcdic(o) ? cbl_latin1_to_ebcdic(o->codepage, buf, buf, n) : 0;
}

int cbl_opt_to_latin1(const cbl_options *o, unsigned char *buf, size_t n) {
  return cbl_opt_is_ebcdic(o) ? cbl_ebcdic_to_latin1(o->codepage, buf, buf, n) : 0;
}

size_t cbl_opt_to_utf8(const cbl_options *o, const unsigned char *s, size_t n, char *out) {
  size_t k = 0;
  for (size_t i = 0; i < n; i++) {
    unsigned u = cbl_opt_is_ebcdic(o) ? cbl_cp_to_unicode(o->codepage, s[i]) : s[i];
    if (u < 0x80) {
      out[k++] = (char)u;
    } else if (u < 0x800) {
      out[k++] = (char)(0xC0 | (u >> 6));
      out[k++] = (char)(0x80 | (u & 0x3F));
    } else {
      out[k++] = (char)(0xE0 | (u >> 12));
      out[k++] = (char)(0x80 | ((u >> 6) & 0x3F));
      out[k++] = (char)(0x80 | (u & 0x3F));
    }
  }
  return k;
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
