/* move.c — MOVE, INITIALIZE and CORRESPONDING (IBM Enterprise COBOL Language Reference, "MOVE
 * statement" with its table of valid moves, "Elementary moves", "INITIALIZE statement"). */
#include "lang/cobol/move.h"

#include <stdio.h>
#include <stdlib.h>
#include <limits.h>
#include <string.h>

#include "core/arena.h"
#include "lang/cobol/codec.h"
#include "lang/cobol/edit.h"
#include "lang/cobol/jcache.h"
#include "lang/cobol/jcount.h" /* last: debug count macros (EQUIV_COUNT_JSON) */

static const char *const status_names[] = {"ok", "illegal", "invalid-data", "undefined",
                                           "unsupported"};

const char *cbl_move_status_name(cbl_move_status s) { return status_names[s]; }

cbl_opnd cbl_opnd_numlit(const cbl_dec *v, const char *text) {
  cbl_opnd x;
  memset(&x, 0, sizeof x);
  x.kind = CBL_OPND_NUMLIT;
  x.num = v;
  x.text = text;
  return x;
}

cbl_opnd cbl_opnd_lit(const unsigned char *bytes, size_t len) {
  cbl_opnd x;
  memset(&x, 0, sizeof x);
  x.kind = CBL_OPND_LIT;
  x.bytes = bytes;
  x.len = len;
  return x;
}

cbl_opnd cbl_opnd_fig(cbl_fig f) {
  cbl_opnd x;
  memset(&x, 0, sizeof x);
  x.kind = CBL_OPND_FIG;
  x.fig = f;
  return x;
}

cbl_field cbl_field_alnum(size_t len) {
  cbl_field f;
  memset(&f, 0, sizeof f);
  f.parent = f.first_child = f.next_sibling = f.redefines = f.odo = -1;
  f.renames_from = f.renames_thru = -1;
  f.cat = CBL_CAT_ALPHANUMERIC;
  f.usage = CBL_FU_DISPLAY;
  f.size = len;
  f.stride = len;
  return f;
}

static int parse_fig(const char *s, cbl_fig *f) {
  static const char *const names[] = {"SPACE", "ZERO", "QUOTE", "HIGH-VALUE", "LOW-VALUE"};
  for (int i = 0; i < 5; i++)
    if (strcmp(s, names[i]) == 0) {
      *f = (cbl_fig)i;
      return 0;
    }
  return -1;
}

int cbl_opnd_from_json(const cbl_options *o, const json_t *lit, unsigned char *buf, size_t cap,
                       cbl_dec *num, cbl_opnd *out) {
  const json_t *v;
  memset(out, 0, sizeof *out);
  if ((v = cbl_jget(lit, "num"))) {
    if (cbl_dec_set_str(num, json_string_value(v)) != 0) return -1; /* e.g. 1.5E3 */
    *out = cbl_opnd_numlit(num, json_string_value(v));
    return 0;
  }
  if ((v = cbl_jget(lit, "figurative"))) {
    cbl_fig f;
    if (parse_fig(json_string_value(v), &f) != 0) return -1;
    *out = cbl_opnd_fig(f);
    return 0;
  }
  if ((v = cbl_jget(lit, "all"))) {
    int rep;
    if (cbl_jget(v, "figurative")) return cbl_opnd_from_json(o, v, buf, cap, num, out);
    if (cbl_jget(v, "national") || cbl_jget(v, "national_hex")) {
      /* ALL national literal: its UTF-16BE unit, repeated by the receiver's rule */
      long n = cbl_literal_national(o, v, buf, cap / 2, &rep);
      if (n <= 0) return -1;
      out->kind = CBL_OPND_ALL;
      out->natl = 1;
      out->bytes = buf;
      out->len = 2 * (size_t)n;
      return 0;
    }
    long n = cbl_literal_bytes(o, v, buf, cap, &rep);
    if (n <= 0) return -1;
    out->kind = CBL_OPND_ALL;
    out->bytes = buf;
    out->len = (size_t)n;
    return 0;
  }
  if (cbl_jget(lit, "national") || cbl_jget(lit, "national_hex")) {
    /* N"…" and NX"…": UTF-16BE characters (Language Reference, "National literals") */
    int rep;
    long n = cbl_literal_national(o, lit, buf, cap / 2, &rep);
    if (n < 0) return -1;
    out->kind = CBL_OPND_NATLIT;
    out->bytes = buf;
    out->len = 2 * (size_t)n;
    return 0;
  }
  int rep;
  long n = cbl_literal_bytes(o, lit, buf, cap, &rep);
  if (n < 0) return -1;
  *out = cbl_opnd_lit(buf, (size_t)n);
  return 0;
}

/* A literal decoded once (cbl_opnd_literal). The number is a read-only GMP integer over limbs in
 * the cache's memory (mpz_roinit_n): nothing to clear when the cache goes, and no reader may write
 * it — an operand's num is const for every client already. */
typedef struct lit_slot {
  cbl_options opt; /* the options it was decoded under */
  int ok;          /* 0: cbl_opnd_from_json refused it (asked again each time, for its answer) */
  cbl_opnd op;
  cbl_dec num;
} lit_slot;

static lit_slot *lit_decode(const cbl_options *o, const json_t *lit) {
  lit_slot *ls = cbl_jslot_alloc(sizeof *ls);
  ls->opt = *o;
  enum { CAP = 65536 }; /* the largest buffer a client passes (DISPLAY's) */
  unsigned char *tmp = eq_malloc(CAP);
  cbl_dec d;
  cbl_dec_init(&d);
  cbl_opnd op;
  if (cbl_opnd_from_json(o, lit, tmp, CAP, &d, &op) == 0) {
    ls->ok = 1;
    ls->op = op;
    if (op.bytes) {
      unsigned char *b = cbl_jslot_alloc(op.len ? op.len : 1);
      memcpy(b, op.bytes, op.len);
      ls->op.bytes = b;
    }
    if (op.num) {
      size_t n = mpz_size(d.v);
      mp_limb_t *limbs = cbl_jslot_alloc((n ? n : 1) * sizeof *limbs);
      if (n) memcpy(limbs, mpz_limbs_read(d.v), n * sizeof *limbs);
      mpz_roinit_n(ls->num.v, limbs, mpz_sgn(d.v) < 0 ? -(mp_size_t)n : (mp_size_t)n);
      ls->num.scale = d.scale;
      ls->op.num = &ls->num;
    }
  }
  cbl_dec_clear(&d);
  free(tmp);
  return ls;
}

int cbl_opnd_literal(const cbl_options *o, const json_t *lit, unsigned char *buf, size_t cap,
                     cbl_dec *num, cbl_opnd *out) {
  void **slot = cbl_jslot(lit, CBL_JSLOT_LITERAL);
  if (!slot) return cbl_opnd_from_json(o, lit, buf, cap, num, out);
  if (!*slot) *slot = lit_decode(o, lit);
  const lit_slot *ls = *slot;
  /* a literal longer than the caller's buffer gets cbl_opnd_from_json's own answer */
  if (!ls->ok || !cbl_options_same(&ls->opt, o) || (ls->op.bytes && ls->op.len > cap))
    return cbl_opnd_from_json(o, lit, buf, cap, num, out);
  *out = ls->op;
  return 0;
}

/* Category of an operand for the table of valid moves; numeric literals are numeric. */
static cbl_cat opnd_cat(const cbl_opnd *x) {
  switch (x->kind) {
  case CBL_OPND_ITEM: return x->f->cat;
  case CBL_OPND_NUMLIT: return CBL_CAT_NUMERIC;
  case CBL_OPND_NATLIT: return CBL_CAT_NATIONAL;
  default: return CBL_CAT_ALPHANUMERIC;
  }
}

/* A numeric operand is an integer when it has no decimal places (P to the right counts). */
static int opnd_is_integer(const cbl_opnd *x) {
  if (x->kind == CBL_OPND_NUMLIT) return x->num->scale <= 0 || !x->text || !strchr(x->text, '.');
  if (x->kind == CBL_OPND_ITEM && x->f->is_numeric_desc) {
    if (x->f->usage == CBL_FU_COMP1 || x->f->usage == CBL_FU_COMP2) return 0;
    return x->f->num.scale <= 0;
  }
  return 1;
}

/* The repetition unit of a figurative constant in the run's encoding. */
static unsigned char fig_byte(const cbl_options *o, cbl_fig f) {
  switch (f) {
  case CBL_FIG_SPACE: return cbl_opt_space(o);
  case CBL_FIG_ZERO: return cbl_opt_zero(o);
  case CBL_FIG_QUOTE: return cbl_opt_quote(o);
  case CBL_FIG_HIGH_VALUE: return 0xFF;
  case CBL_FIG_LOW_VALUE: return 0x00;
  }
  return 0;
}

static unsigned fig_unit_national(cbl_fig f) {
  switch (f) {
  case CBL_FIG_SPACE: return 0x20;
  case CBL_FIG_ZERO: return 0x30;
  case CBL_FIG_QUOTE: return 0x22;
  case CBL_FIG_HIGH_VALUE: return 0xFFFF;
  case CBL_FIG_LOW_VALUE: return 0;
  }
  return 0;
}

cbl_move_status cbl_opnd_value(const cbl_options *o, const cbl_opnd *x, cbl_dec *out) {
  switch (x->kind) {
  case CBL_OPND_NUMLIT: cbl_dec_copy(out, x->num); return CBL_MOVE_OK;
  case CBL_OPND_FIG:
    if (x->fig != CBL_FIG_ZERO) return CBL_MOVE_ILLEGAL;
    cbl_dec_set_si(out, 0, 0);
    return CBL_MOVE_OK;
  case CBL_OPND_ITEM:
    if (x->f->cat == CBL_CAT_NUMERIC) {
      if (!x->f->is_numeric_desc) return CBL_MOVE_UNSUPPORTED;
      cbl_codec_status st = cbl_num_decode(&x->f->num, x->bytes, out);
      if (st == CBL_CODEC_OK || st == CBL_CODEC_OVERPIC) return CBL_MOVE_OK;
      return st == CBL_CODEC_INVALID ? CBL_MOVE_INVALID_DATA : CBL_MOVE_UNSUPPORTED;
    }
    if (x->f->cat == CBL_CAT_NUMERIC_EDITED) {
      /* De-editing (Language Reference, "MOVE": numeric-edited to numeric). */
      char *t = eq_malloc(x->len + 1);
      memcpy(t, x->bytes, x->len);
      cbl_opt_to_latin1(o, (unsigned char *)t, x->len);
      t[x->len] = 0;
      int r = x->len == (size_t)x->f->pic.size ? cbl_deedit_numeric(&x->f->pic, t, out) : -1;
      free(t);
      return r == 0 ? CBL_MOVE_OK : CBL_MOVE_INVALID_DATA;
    }
    if (x->f->cat == CBL_CAT_INDEX) {
      cbl_codec_status st = cbl_num_decode(&x->f->num, x->bytes, out);
      return st == CBL_CODEC_OK ? CBL_MOVE_OK : CBL_MOVE_INVALID_DATA;
    }
    /* fall through: alphanumeric items as unsigned integers */
    /* FALLTHROUGH */
  case CBL_OPND_LIT: {
    /* An alphanumeric sender moved to a numeric receiver is treated as an unsigned integer
     * DISPLAY item of its length (Language Reference, "Elementary moves"). Bytes that are not
     * digits make it invalid data. */
    if (x->len < 1 || x->len > 31) return x->len ? CBL_MOVE_UNSUPPORTED : CBL_MOVE_INVALID_DATA;
    cbl_num_desc d = cbl_options_num_desc(o, CBL_USAGE_DISPLAY, (int)x->len, 0, 0,
                                          CBL_SIGN_TRAILING);
    cbl_codec_status st = cbl_num_decode(&d, x->bytes, out);
    return st == CBL_CODEC_OK ? CBL_MOVE_OK : CBL_MOVE_INVALID_DATA;
  }
  default: return CBL_MOVE_ILLEGAL;
  }
}

/* The characters of a numeric integer sender as alphanumeric (Language Reference, "Elementary
 * moves": "the sending item is treated as an unsigned integer"): its digit positions (P positions
 * to the right as zeros); a literal's digits as written. Returns a malloc'ed buffer, *n bytes. */
static unsigned char *integer_chars(const cbl_options *o, const cbl_opnd *x, const cbl_dec *v,
                                    size_t *n) {
  size_t width;
  char *digits;
  if (x->kind == CBL_OPND_NUMLIT && x->text) {
    const char *s = x->text;
    if (*s == '+' || *s == '-') s++;
    width = strlen(s);
    digits = eq_strdup(s);
  } else {
    int d = x->kind == CBL_OPND_ITEM ? x->f->num.digits - (x->f->num.scale < 0 ? x->f->num.scale
                                                                              : 0) : 0;
    mpz_t u;
    mpz_init(u);
    mpz_abs(u, v->v);
    if (v->scale < 0) {
      mpz_t p;
      mpz_init(p);
      mpz_ui_pow_ui(p, 10, (unsigned long)-v->scale);
      mpz_mul(u, u, p);
      mpz_clear(p);
    }
    char *t = mpz_get_str(NULL, 10, u);
    size_t tl = strlen(t);
    width = d > 0 ? (size_t)d : tl;
    digits = eq_malloc(width + 1);
    memset(digits, '0', width);
    /* High-order digits beyond the width cannot occur for valid data (binary over-PICTURE
     * values keep their low-order digits, as the zoned move would). */
    for (size_t i = 0; i < width && i < tl; i++) digits[width - 1 - i] = t[tl - 1 - i];
    digits[width] = 0;
    free(t);
    mpz_clear(u);
  }
  cbl_opt_from_latin1(o, (unsigned char *)digits, width);
  *n = width;
  return (unsigned char *)digits;
}

static void repeat_fill(unsigned char *dst, size_t n, const unsigned char *unit, size_t u) {
  for (size_t i = 0; i < n; i++) dst[i] = unit[i % u];
}

static cbl_move_status illegal(const cbl_opnd *src, const cbl_field *dst, char *err, size_t errlen,
                               const char *why) {
  const char *sc = src->kind == CBL_OPND_FIG ? "figurative constant"
                   : src->kind == CBL_OPND_ALL ? "ALL literal"
                   : src->kind == CBL_OPND_NUMLIT ? "numeric literal"
                   : src->kind == CBL_OPND_LIT ? "alphanumeric literal"
                   : cbl_cat_name(src->f->cat);
  if (err) snprintf(err, errlen, "[move] MOVE from %s to %s: %s", sc, cbl_cat_name(dst->cat), why);
  return CBL_MOVE_ILLEGAL;
}

static cbl_move_status unsupported(char *err, size_t errlen, const char *what) {
  if (err) snprintf(err, errlen, "[unsupported] MOVE %s", what);
  return CBL_MOVE_UNSUPPORTED;
}

/* Numeric value into a numeric or numeric-edited receiver. */
static cbl_move_status store_number(const cbl_options *o, const cbl_dec *v, const cbl_field *dst,
                                    unsigned char *db, char *err, size_t errlen) {
  if (dst->cat == CBL_CAT_NUMERIC) {
    if (!dst->is_numeric_desc) return unsupported(err, errlen, "to a national decimal item");
    cbl_codec_status st = cbl_num_encode(&dst->num, v, db, NULL, NULL);
    if (st == CBL_CODEC_OK) return CBL_MOVE_OK;
    if (st == CBL_CODEC_UNDEFINED) {
      if (err) snprintf(err, errlen, "[undefined] TRUNC(OPT) store beyond the PICTURE");
      return CBL_MOVE_UNDEFINED;
    }
    return unsupported(err, errlen, "to this numeric format");
  }
  char small[256]; /* the usual edited picture: no heap buffer */
  char *out = (size_t)dst->pic.size < sizeof small ? small : eq_malloc((size_t)dst->pic.size + 1);
  int r = cbl_edit_numeric(&dst->pic, v, dst->blank_when_zero, out);
  if (r == 0) {
    memcpy(db, out, dst->size);
    cbl_opt_from_latin1(o, db, dst->size);
  }
  if (out != small) free(out);
  return r == 0 ? CBL_MOVE_OK : unsupported(err, errlen, "to this numeric-edited picture");
}

/* A numeric item into a numeric item, both of at most 18 digits and neither floating point:
 * what cbl_opnd_value and store_number give, on machine words (the codec's word decoding and
 * encoding, the value aligned on the receiver's scale with its excess decimals truncated, as
 * cbl_num_encode aligns it). Returns the move's status, or -1 when this does not decide (the
 * general path then does; invalid data included, for its message). Why: the GMP decimal between
 * the two was most of a MOVE of a number. */
static int move_word(const cbl_opnd *src, const cbl_field *dst, unsigned char *db, char *err, size_t errlen) {
  if (src->kind != CBL_OPND_ITEM || src->f->cat != CBL_CAT_NUMERIC || !src->f->is_numeric_desc ||
      !dst->is_numeric_desc || dst->num.digits > 18)
    return -1;
  long w;
  cbl_codec_status ds = cbl_num_decode_word(&src->f->num, src->bytes, &w);
  if (ds != CBL_CODEC_OK && ds != CBL_CODEC_OVERPIC) return -1;
  int k = dst->num.scale - src->f->num.scale;
  if (k > 18 || k < -18) return -1;
  __int128 x = k >= 0 ? (__int128)w * (__int128)cbl_dec_pow10_ui(k) : (__int128)(w / (long)cbl_dec_pow10_ui(-k));
  if (x > LONG_MAX || x < -LONG_MAX) return -1;
  cbl_codec_status st = cbl_num_encode_word(&dst->num, (long)x, db, NULL);
  if (st == CBL_CODEC_OK) return CBL_MOVE_OK;
  if (st == CBL_CODEC_UNDEFINED) {
    if (err) snprintf(err, errlen, "[undefined] TRUNC(OPT) store beyond the PICTURE");
    return CBL_MOVE_UNDEFINED;
  }
  return -1;
}

/* Alphanumeric bytes into a national receiver: each character converted to UTF-16. */
static void alnum_to_national(const cbl_options *o, unsigned char *dst, const unsigned char *src,
                              size_t n) {
  if (cbl_opt_is_ebcdic(o)) {
    cbl_alnum_to_national(o->codepage, dst, src, n);
    return;
  }
  for (size_t i = 0; i < n; i++) {
    dst[2 * i] = 0;
    dst[2 * i + 1] = src[i];
  }
}

size_t cbl_national_to_alnum(const cbl_options *o, const unsigned char *src, size_t nchars, unsigned char *dst) {
  size_t k = 0;
  for (size_t i = 0; i < nchars; i++) {
    unsigned u = (unsigned)src[2 * i] << 8 | src[2 * i + 1];
    int b = -1;
    if (u >= 0xD800 && u <= 0xDBFF && i + 1 < nchars) {
      unsigned lo = (unsigned)src[2 * i + 2] << 8 | src[2 * i + 3];
      if (lo >= 0xDC00 && lo <= 0xDFFF) i++; /* one supplementary character: one substitute */
    } else if (u < 0xD800 || u > 0xDFFF) {
      b = cbl_opt_is_ebcdic(o) ? cbl_cp_from_unicode(o->codepage, u) : u <= 0xFF ? (int)u : -1;
    }
    /* no counterpart: the code page's substitution character, EBCDIC X'3F' (Language Reference,
     * "DISPLAY-OF"), which is U+001A, the ASCII SUB, in the Latin-1 form of the run */
    dst[k++] = (unsigned char)(b >= 0 ? b : cbl_opt_is_ebcdic(o) ? 0x3F : 0x1A);
  }
  return k;
}

cbl_move_status cbl_move(const cbl_options *o, const cbl_opnd *src, const cbl_field *dst,
                         unsigned char *db, size_t dlen, char *err, size_t errlen) {
  cbl_cat sc = opnd_cat(src), dc = dst->cat;
  int sgroup = src->kind == CBL_OPND_ITEM && src->f->cat == CBL_CAT_GROUP;
  if (dc == CBL_CAT_INDEX || dc == CBL_CAT_POINTER || sc == CBL_CAT_INDEX || sc == CBL_CAT_POINTER)
    return illegal(src, dst, err, errlen, "index and pointer items are set, not moved");
  if (dc == CBL_CAT_DBCS || sc == CBL_CAT_DBCS || dc == CBL_CAT_NATIONAL_EDITED ||
      sc == CBL_CAT_NATIONAL_EDITED)
    return unsupported(err, errlen, "of DBCS or national-edited data");
  unsigned char sp = cbl_opt_space(o);

  /* Group moves: alphanumeric, no conversion, whatever the other side is ("Elementary moves":
   * a move involving a group is an alphanumeric-to-alphanumeric move). */
  if (dc == CBL_CAT_GROUP || sgroup) {
    if (src->kind == CBL_OPND_FIG || src->kind == CBL_OPND_ALL) {
      unsigned char u = src->kind == CBL_OPND_FIG ? fig_byte(o, src->fig) : 0;
      if (src->kind == CBL_OPND_FIG) repeat_fill(db, dlen, &u, 1);
      else repeat_fill(db, dlen, src->bytes, src->len);
      return CBL_MOVE_OK;
    }
    if (src->kind == CBL_OPND_NUMLIT) {
      if (!opnd_is_integer(src)) return illegal(src, dst, err, errlen, "noninteger literal");
      size_t n;
      unsigned char *c = integer_chars(o, src, src->num, &n);
      cbl_move_alnum(db, dlen, c, n, sp, 0);
      free(c);
      return CBL_MOVE_OK;
    }
    /* The receiver's own JUSTIFIED RIGHT still applies when it is elementary (JUSTIFIED clause:
     * a justified receiving item aligns on the right whatever the alphanumeric sender). */
    cbl_move_alnum(db, dlen, src->bytes, src->len, sp, dc != CBL_CAT_GROUP && dst->justified);
    return CBL_MOVE_OK;
  }

  switch (dc) {
  case CBL_CAT_ALPHABETIC:
  case CBL_CAT_ALPHANUMERIC:
  case CBL_CAT_ALPHANUMERIC_EDITED: {
    unsigned char *c = NULL;
    const unsigned char *s = src->bytes;
    size_t n = src->len;
    if (src->kind == CBL_OPND_ALL && src->natl)
      return illegal(src, dst, err, errlen, "ALL national literal to an alphanumeric item");
    if (src->kind == CBL_OPND_FIG || src->kind == CBL_OPND_ALL) {
      if (src->kind == CBL_OPND_FIG && dc == CBL_CAT_ALPHABETIC && src->fig == CBL_FIG_ZERO)
        return illegal(src, dst, err, errlen, "ZERO to an alphabetic item");
      unsigned char u = src->kind == CBL_OPND_FIG ? fig_byte(o, src->fig) : 0;
      /* Language Reference, "Figurative constants": the constant (or ALL literal) is repeated
       * to the receiver's size; that string is then moved as an alphanumeric sender, so an
       * alphanumeric-edited receiver still gets its insertion characters (B, 0, /). */
      unsigned char *rep = dc == CBL_CAT_ALPHANUMERIC_EDITED ? eq_malloc(dlen ? dlen : 1) : db;
      if (src->kind == CBL_OPND_FIG) repeat_fill(rep, dlen, &u, 1);
      else repeat_fill(rep, dlen, src->bytes, src->len);
      if (rep == db) return CBL_MOVE_OK;
      s = c = rep;
      n = dlen;
    } else if (sc == CBL_CAT_NATIONAL) {
      return illegal(src, dst, err, errlen, "national to alphanumeric");
    }
    if (sc == CBL_CAT_NUMERIC || sc == CBL_CAT_NUMERIC_EDITED) {
      if (dc == CBL_CAT_ALPHABETIC)
        return illegal(src, dst, err, errlen, "numeric to alphabetic");
      if (sc == CBL_CAT_NUMERIC) {
        if (!opnd_is_integer(src))
          return illegal(src, dst, err, errlen, "a noninteger numeric sender");
        cbl_dec v;
        cbl_dec_init(&v);
        cbl_move_status st = cbl_opnd_value(o, src, &v);
        if (st == CBL_MOVE_OK) c = integer_chars(o, src, &v, &n);
        cbl_dec_clear(&v);
        if (st != CBL_MOVE_OK) return st;
        s = c;
      }
      /* numeric-edited senders move their characters as they are */
    } else if (src->kind == CBL_OPND_ITEM && sc == CBL_CAT_ALPHANUMERIC_EDITED &&
               dc == CBL_CAT_ALPHABETIC) {
      /* valid: alphanumeric-edited to alphabetic moves the characters */
    }
    if (dc == CBL_CAT_ALPHANUMERIC_EDITED) {
      char *t = eq_malloc(n + 1), *out = eq_malloc((size_t)dst->pic.size + 1);
      memcpy(t, s, n);
      cbl_opt_to_latin1(o, (unsigned char *)t, n);
      int r = cbl_edit_alnum(&dst->pic, t, n, out);
      if (r == 0) {
        memcpy(db, out, dlen);
        cbl_opt_from_latin1(o, db, dlen);
      }
      free(t);
      free(out);
      free(c);
      return r == 0 ? CBL_MOVE_OK : unsupported(err, errlen, "to this alphanumeric-edited item");
    }
    cbl_move_alnum(db, dlen, s, n, sp, dst->justified);
    free(c);
    return CBL_MOVE_OK;
  }
  case CBL_CAT_NUMERIC:
  case CBL_CAT_NUMERIC_EDITED: {
    if (src->kind == CBL_OPND_FIG) {
      if (src->fig != CBL_FIG_ZERO)
        return illegal(src, dst, err, errlen, "only ZERO is a numeric figurative constant");
    } else if (src->kind == CBL_OPND_ALL) {
      /* ALL alphanumeric-literal is an alphanumeric sender (Language Reference, "Elementary
       * moves"), repeated to the receiver's size ("Figurative constants"); to a numeric item it
       * is valid when the literal has only digits, and is then a numeric integer. Modelled for
       * USAGE DISPLAY integer receivers (their size in character positions is the digit count;
       * for a binary or packed one the size meant is not said): anything else stays refused. */
      if (dc != CBL_CAT_NUMERIC || src->natl || !dst->is_numeric_desc || dst->num.scale != 0 || dst->pic.npos_p ||
          dst->usage != CBL_FU_DISPLAY)
        return illegal(src, dst, err, errlen, "ALL literal to a numeric item other than a DISPLAY integer");
      size_t nd = (size_t)dst->num.digits;
      unsigned char *rep = eq_malloc(nd + 1);
      repeat_fill(rep, nd, src->bytes, src->len);
      cbl_opnd lit = cbl_opnd_lit(rep, nd);
      cbl_dec v;
      cbl_dec_init(&v);
      cbl_move_status st = cbl_opnd_value(o, &lit, &v);
      if (st == CBL_MOVE_OK) st = store_number(o, &v, dst, db, err, errlen);
      else if (err) snprintf(err, errlen, "[%s] MOVE ALL literal of other characters than digits to a numeric item",
                             cbl_move_status_name(st));
      cbl_dec_clear(&v);
      free(rep);
      return st;
    } else if (sc == CBL_CAT_ALPHABETIC || sc == CBL_CAT_ALPHANUMERIC_EDITED) {
      return illegal(src, dst, err, errlen, "only numeric and alphanumeric senders");
    } else if (sc == CBL_CAT_NATIONAL) {
      return unsupported(err, errlen, "of national data to a numeric item");
    }
    if (dc == CBL_CAT_NUMERIC) {
      int ws = move_word(src, dst, db, err, errlen);
      if (ws >= 0) return (cbl_move_status)ws;
    }
    cbl_dec v;
    cbl_dec_init(&v);
    cbl_move_status st = cbl_opnd_value(o, src, &v);
    if (st == CBL_MOVE_OK) st = store_number(o, &v, dst, db, err, errlen);
    else if (err) snprintf(err, errlen, "[%s] MOVE of a sender that is not valid numeric data",
                           cbl_move_status_name(st));
    cbl_dec_clear(&v);
    return st;
  }
  case CBL_CAT_NATIONAL: {
    size_t chars = dlen / 2;
    if (src->kind == CBL_OPND_FIG) {
      unsigned u = fig_unit_national(src->fig);
      for (size_t i = 0; i < chars; i++) {
        db[2 * i] = (unsigned char)(u >> 8);
        db[2 * i + 1] = (unsigned char)u;
      }
      return CBL_MOVE_OK;
    }
    if (src->kind == CBL_OPND_ALL) {
      unsigned char *u = eq_malloc(2 * src->len);
      if (src->natl) memcpy(u, src->bytes, src->len);
      else alnum_to_national(o, u, src->bytes, src->len);
      size_t ul = src->natl ? src->len : 2 * src->len;
      repeat_fill(db, 2 * chars, u, ul);
      free(u);
      return CBL_MOVE_OK;
    }
    if (sc == CBL_CAT_NATIONAL) {
      cbl_move_national(db, chars, src->bytes, src->len / 2, dst->justified);
      return CBL_MOVE_OK;
    }
    const unsigned char *s = src->bytes;
    size_t n = src->len;
    unsigned char *c = NULL;
    if (sc == CBL_CAT_NUMERIC) {
      if (!opnd_is_integer(src)) return illegal(src, dst, err, errlen, "noninteger to national");
      cbl_dec v;
      cbl_dec_init(&v);
      cbl_move_status st = cbl_opnd_value(o, src, &v);
      if (st == CBL_MOVE_OK) c = integer_chars(o, src, &v, &n);
      cbl_dec_clear(&v);
      if (st != CBL_MOVE_OK) return st;
      s = c;
    }
    unsigned char *u = eq_malloc(2 * n + 2);
    alnum_to_national(o, u, s, n);
    cbl_move_national(db, chars, u, n, dst->justified);
    free(u);
    free(c);
    return CBL_MOVE_OK;
  }
  default: return unsupported(err, errlen, "to this category");
  }
}

int cbl_move_overlaps(int sarea, size_t soff, size_t slen, int darea, size_t doff, size_t dlen) {
  if (sarea != darea) return 0;
  if (soff == doff && slen == dlen) return 0;
  return soff < doff + dlen && doff < soff + slen;
}

/* ---- INITIALIZE ---- */

int cbl_init_spec_from_json(const cbl_options *o, const json_t *stmt, cbl_init_spec *spec,
                            unsigned char bufs[][256], cbl_dec *nums) {
  memset(spec, 0, sizeof *spec);
  spec->with_filler = json_is_true(json_object_get(stmt, "with_filler"));
  const json_t *tv = json_object_get(stmt, "to_value");
  if (tv) {
    spec->to_value = 1;
    const char *s = json_string_value(tv);
    spec->value_cat = strcmp(s, "ALL") == 0 ? -1 : cbl_cat_parse(s);
    if (spec->value_cat < -1) return -1;
  }
  size_t i;
  json_t *r;
  json_array_foreach(json_object_get(stmt, "replacing"), i, r) {
    int c = cbl_cat_parse(json_string_value(json_object_get(r, "category")));
    if (c < 0 || spec->nrepl >= CBL_NCATS) return -1;
    cbl_init_repl *e = &spec->repl[spec->nrepl];
    e->cat = (cbl_cat)c;
    if (cbl_opnd_from_json(o, json_object_get(r, "by"), bufs[spec->nrepl], 256,
                           &nums[spec->nrepl], &e->by) != 0)
      return -1;
    spec->nrepl++;
  }
  spec->to_default = json_is_true(json_object_get(stmt, "to_default"));
  return 0;
}

typedef struct init_ctx {
  const cbl_layout *l;
  const cbl_init_spec *spec;
  unsigned char *area;
  cbl_odo_fn odo;
  void *ctx;
  char *err;
  size_t errlen;
} init_ctx;

static cbl_move_status init_elementary(init_ctx *c, const cbl_field *f, size_t off, size_t len) {
  const cbl_init_spec *s = c->spec;
  const cbl_options *o = &c->l->opt;
  if (f->cat == CBL_CAT_INDEX || f->cat == CBL_CAT_POINTER) return CBL_MOVE_OK;
  unsigned char *db = c->area + off;
  if (s->to_value && f->value && (s->value_cat == -1 || (int)f->cat == s->value_cat))
    return cbl_layout_encode_value(c->l, f, db, c->err, c->errlen) == 0 ? CBL_MOVE_OK
                                                                         : CBL_MOVE_UNSUPPORTED;
  for (int i = 0; i < s->nrepl; i++)
    if (s->repl[i].cat == f->cat) return cbl_move(o, &s->repl[i].by, f, db, len, c->err, c->errlen);
  if (s->to_default || (!s->to_value && s->nrepl == 0)) {
    /* Default initialisation: SPACE for alphabetic, alphanumeric, alphanumeric-edited, national
     * and national-edited, DBCS; ZERO for numeric and numeric-edited. */
    cbl_opnd v = cbl_opnd_fig(f->cat == CBL_CAT_NUMERIC || f->cat == CBL_CAT_NUMERIC_EDITED
                                ? CBL_FIG_ZERO : CBL_FIG_SPACE);
    return cbl_move(o, &v, f, db, len, c->err, c->errlen);
  }
  return CBL_MOVE_OK;
}

/* Initialises field k (subscripts subs[0..n)) and its subordinates; top marks the target. */
static cbl_move_status init_rec(init_ctx *c, int k, long *subs, int n, int top) {
  const cbl_layout *l = c->l;
  const cbl_field *f = &l->fields[k];
  if (!top) {
    if (f->redefines >= 0) return CBL_MOVE_OK; /* redefining items are skipped */
    if (!f->name && !c->spec->with_filler) return CBL_MOVE_OK;
  }
  /* Each occurrence of a table entry below the target (the target's own subscripts given). */
  if (!top && f->occurs_max) {
    size_t count = (size_t)f->occurs_max;
    if (f->odo >= 0) {
      long v;
      if (!c->odo || c->odo(c->ctx, f->odo, &v) != 0 || v < f->occurs_min || v > f->occurs_max) {
        if (c->err) snprintf(c->err, c->errlen, "[undefined] OCCURS DEPENDING ON object out of range");
        return CBL_MOVE_UNDEFINED;
      }
      count = (size_t)v;
    }
    for (size_t i = 1; i <= count; i++) {
      subs[n] = (long)i;
      cbl_move_status st = init_rec(c, k, subs, n + 1, 2);
      if (st != CBL_MOVE_OK) return st;
    }
    return CBL_MOVE_OK;
  }
  if (f->first_child < 0) {
    size_t off, len;
    cbl_locate_status ls = cbl_layout_locate(l, k, subs, n, c->odo, c->ctx, &off, &len);
    if (ls != CBL_LOC_OK) {
      if (c->err) snprintf(c->err, c->errlen, "[undefined] subscript or ODO out of range");
      return CBL_MOVE_UNDEFINED;
    }
    return init_elementary(c, f, off, len);
  }
  for (int ch = f->first_child; ch >= 0; ch = l->fields[ch].next_sibling) {
    cbl_move_status st = init_rec(c, ch, subs, n, 0);
    if (st != CBL_MOVE_OK) return st;
  }
  return CBL_MOVE_OK;
}

cbl_move_status cbl_initialize(const cbl_layout *l, int target, const long *subs, int n,
                               const cbl_init_spec *spec, unsigned char *area, cbl_odo_fn odo,
                               void *ctx, char *err, size_t errlen) {
  long s[CBL_MAX_DIMS];
  for (int i = 0; i < n && i < CBL_MAX_DIMS; i++) s[i] = subs[i];
  init_ctx c = {l, spec, area, odo, ctx, err, errlen};
  return init_rec(&c, target, s, n, 1);
}

/* ---- CORRESPONDING ---- */

/* Whether item k (a proper subordinate of group g) can take part: named, not 66/88, not an index
 * or pointer item, and neither it nor any item between it and g has REDEFINES or OCCURS. */
static int corr_candidate(const cbl_layout *l, int g, int k) {
  const cbl_field *f = &l->fields[k];
  if (f->level == 66 || f->level == 88 || f->cat == CBL_CAT_INDEX || f->cat == CBL_CAT_POINTER)
    return 0;
  for (int p = k; p != g; p = l->fields[p].parent) {
    if (p < 0) return 0;
    const cbl_field *q = &l->fields[p];
    if (!q->name || q->redefines >= 0 || q->occurs_max) return 0;
  }
  return 1;
}

/* Whether k1 (below g1) and k2 (below g2) have the same names up to their groups. */
static int same_path(const cbl_layout *l, int g1, int k1, int g2, int k2) {
  while (k1 != g1 && k2 != g2) {
    if (strcmp(l->fields[k1].name, l->fields[k2].name) != 0) return 0;
    k1 = l->fields[k1].parent;
    k2 = l->fields[k2].parent;
  }
  return k1 == g1 && k2 == g2;
}

static void descendants(const cbl_layout *l, int g, int **out, int *n) {
  for (int c = l->fields[g].first_child; c >= 0; c = l->fields[c].next_sibling) {
    *out = eq_realloc(*out, (size_t)(*n + 1) * sizeof **out);
    (*out)[(*n)++] = c;
    descendants(l, c, out, n);
  }
}

int cbl_corresponding(const cbl_layout *l, int src, int dst, int arithmetic, int (*pairs)[2],
                      int max) {
  int *a = NULL, *b = NULL, na = 0, nb = 0, count = 0;
  descendants(l, src, &a, &na);
  descendants(l, dst, &b, &nb);
  for (int i = 0; i < na; i++) {
    if (!corr_candidate(l, src, a[i])) continue;
    const cbl_field *fa = &l->fields[a[i]];
    for (int j = 0; j < nb; j++) {
      if (!corr_candidate(l, dst, b[j]) || !same_path(l, src, a[i], dst, b[j])) continue;
      const cbl_field *fb = &l->fields[b[j]];
      int ea = fa->first_child < 0, eb = fb->first_child < 0;
      if (arithmetic ? !(ea && eb && fa->cat == CBL_CAT_NUMERIC && fb->cat == CBL_CAT_NUMERIC)
                     : !(ea || eb))
        continue;
      if (count < max) {
        pairs[count][0] = a[i];
        pairs[count][1] = b[j];
      }
      count++;
    }
  }
  free(a);
  free(b);
  return count;
}

int cbl_init_area_by_picture(const cbl_layout *l, int a, unsigned char *out, cbl_odo_fn odo, void *ctx,
                             char *err, size_t errlen) {
  if (cbl_layout_init_area(l, a, NULL, 0, out, err, errlen) < 0) return -1;
  for (int f = 0; f < l->nfields; f++) {
    const cbl_field *F = &l->fields[f];
    if (F->area != a || F->parent >= 0 || F->level == 66 || F->level == 88) continue;
    if (F->cat == CBL_CAT_INDEX || F->redefines >= 0 || F->ndims) continue;
    cbl_init_spec spec;
    memset(&spec, 0, sizeof spec);
    spec.to_default = 1;
    spec.with_filler = 1;
    long subs[CBL_MAX_DIMS] = {0};
    cbl_initialize(l, f, subs, 0, &spec, out, odo, ctx, err, errlen);
  }
  return cbl_layout_init_area(l, a, out, 0, out, err, errlen);
}
