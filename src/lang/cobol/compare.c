/* compare.c — relation, class, sign and condition-name conditions (IBM Enterprise COBOL Language
 * Reference, "Conditional expressions"). */
#include "lang/cobol/compare.h"

#include <stdlib.h>
#include <string.h>

#include "core/arena.h"
#include "lang/cobol/jcache.h"
#include "lang/cobol/jcount.h" /* last: debug count macros (EQUIV_COUNT_JSON) */

int cbl_compare_bytes(const cbl_options *o, const unsigned char *a, size_t alen,
                      const unsigned char *b, size_t blen) {
  const unsigned *w = cbl_opt_colseq_table(o);
  unsigned char sp = cbl_opt_space(o);
  size_t n = alen > blen ? alen : blen;
  for (size_t i = 0; i < n; i++) {
    unsigned ca = w[i < alen ? a[i] : sp], cb = w[i < blen ? b[i] : sp];
    if (ca != cb) return ca < cb ? -1 : 1;
  }
  return 0;
}

/* UTF-16BE code units, the shorter padded with U+0020 (national comparison). */
static int compare_national(const unsigned char *a, size_t alen, const unsigned char *b,
                            size_t blen) {
  size_t n = (alen > blen ? alen : blen) / 2;
  for (size_t i = 0; i < n; i++) {
    unsigned ca = 2 * i + 1 < alen ? (unsigned)(a[2 * i] << 8 | a[2 * i + 1]) : 0x20;
    unsigned cb = 2 * i + 1 < blen ? (unsigned)(b[2 * i] << 8 | b[2 * i + 1]) : 0x20;
    if (ca != cb) return ca < cb ? -1 : 1;
  }
  return 0;
}

static int is_numeric_opnd(const cbl_opnd *x) {
  return x->kind == CBL_OPND_NUMLIT || (x->kind == CBL_OPND_ITEM && x->f->cat == CBL_CAT_NUMERIC);
}

static int is_national_opnd(const cbl_opnd *x) {
  return x->kind == CBL_OPND_NATLIT || (x->kind == CBL_OPND_ITEM &&
                                        (x->f->cat == CBL_CAT_NATIONAL ||
                                         x->f->cat == CBL_CAT_NATIONAL_EDITED));
}

static cbl_cmp_status from_move(cbl_move_status s) {
  switch (s) {
  case CBL_MOVE_OK: return CBL_CMP_OK;
  case CBL_MOVE_ILLEGAL: return CBL_CMP_ILLEGAL;
  case CBL_MOVE_INVALID_DATA: return CBL_CMP_INVALID_DATA;
  default: return CBL_CMP_UNSUPPORTED;
  }
}

/* The alphanumeric image of an operand compared with another of length other_len: figurative
 * constants and ALL literals repeat to that length; a numeric integer is moved to an
 * alphanumeric item of its own size. Returns a malloc'ed buffer. */
static cbl_cmp_status alnum_image(const cbl_options *o, const cbl_opnd *x, size_t other_len,
                                  unsigned char **out, size_t *n) {
  if (x->kind == CBL_OPND_FIG || x->kind == CBL_OPND_ALL) {
    /* Language Reference, "Figurative constants": associated with a data item (moved to or
     * compared with it), the string is repeated on the right until it has the item's size in
     * character positions — an ALL literal longer than the item is cut to that size too. */
    size_t len = other_len ? other_len : 1;
    cbl_field f = cbl_field_alnum(len);
    *out = eq_malloc(len);
    *n = len;
    return from_move(cbl_move(o, x, &f, *out, len, NULL, 0));
  }
  if (is_numeric_opnd(x)) {
    /* "the numeric operand is treated as though it were moved to an elementary alphanumeric
     * item of the same size" — its digit positions, unsigned. */
    size_t len;
    if (x->kind == CBL_OPND_NUMLIT) {
      const char *s = x->text ? x->text : "";
      if (*s == '+' || *s == '-') s++;
      len = strlen(s);
      if (!x->text) return CBL_CMP_UNSUPPORTED;
    } else {
      if (!x->f->is_numeric_desc || x->f->usage == CBL_FU_COMP1 || x->f->usage == CBL_FU_COMP2)
        return CBL_CMP_ILLEGAL;
      len = (size_t)x->f->num.digits + (x->f->num.scale < 0 ? (size_t)-x->f->num.scale : 0);
    }
    cbl_field f = cbl_field_alnum(len);
    *out = eq_malloc(len ? len : 1);
    *n = len;
    return from_move(cbl_move(o, x, &f, *out, len, NULL, 0));
  }
  *out = eq_malloc(x->len ? x->len : 1);
  memcpy(*out, x->bytes, x->len);
  *n = x->len;
  return CBL_CMP_OK;
}

/* The national image of operand x compared with other (which is national when x is not):
 * x's own bytes when it is national, else x moved to a national item of x's character positions
 * (figuratives and ALL literals: other's). Returns a malloc'ed buffer in *out. */
static cbl_cmp_status national_image(const cbl_options *o, const cbl_opnd *x, const cbl_opnd *other,
                                     unsigned char **out, size_t *n) {
  if (is_national_opnd(x)) {
    *out = eq_malloc(x->len ? x->len : 1);
    memcpy(*out, x->bytes, x->len);
    *n = x->len;
    return CBL_CMP_OK;
  }
  if (is_numeric_opnd(x)) return CBL_CMP_UNSUPPORTED;
  size_t chars;
  if (x->kind == CBL_OPND_FIG || x->kind == CBL_OPND_ALL) {
    if (is_national_opnd(other)) chars = other->len / 2;
    else if (other->kind == CBL_OPND_ITEM || other->kind == CBL_OPND_LIT) chars = other->len;
    else return CBL_CMP_UNSUPPORTED;
  } else if (x->kind == CBL_OPND_LIT || (x->kind == CBL_OPND_ITEM && (x->f->cat == CBL_CAT_ALPHANUMERIC ||
                                                                     x->f->cat == CBL_CAT_ALPHABETIC ||
                                                                     x->f->cat == CBL_CAT_ALPHANUMERIC_EDITED ||
                                                                     (x->f->cat == CBL_CAT_NUMERIC_EDITED &&
                                                                      x->f->usage == CBL_FU_DISPLAY)))) {
    chars = x->len;
  } else {
    return CBL_CMP_UNSUPPORTED;
  }
  cbl_field f = cbl_field_alnum(2 * (chars ? chars : 1));
  f.cat = CBL_CAT_NATIONAL;
  f.usage = CBL_FU_NATIONAL;
  cbl_opnd s = *x;
  cbl_field sf;
  if (x->kind == CBL_OPND_ITEM && x->f->cat == CBL_CAT_NUMERIC_EDITED) {
    /* its characters as they stand, not de-edited: an alphanumeric sender of its size */
    sf = cbl_field_alnum(x->len);
    s.f = &sf;
  }
  *out = eq_malloc(2 * (chars ? chars : 1));
  *n = 2 * chars;
  return from_move(cbl_move(o, &s, &f, *out, 2 * chars, NULL, 0));
}

cbl_cmp_status cbl_compare_national_image(const cbl_options *o, const cbl_opnd *x, size_t other_len,
                                          unsigned char **out, size_t *n) {
  cbl_field nf = cbl_field_alnum(other_len);
  nf.cat = CBL_CAT_NATIONAL;
  nf.usage = CBL_FU_NATIONAL;
  cbl_opnd other = cbl_opnd_item(&nf, NULL, other_len);
  return national_image(o, x, &other, out, n);
}

static size_t natural_len(const cbl_opnd *x) {
  if (x->kind == CBL_OPND_FIG || x->kind == CBL_OPND_ALL) return 0;
  if (x->kind == CBL_OPND_NUMLIT) {
    const char *s = x->text ? x->text : "";
    return strlen(s) - (*s == '+' || *s == '-');
  }
  if (x->kind == CBL_OPND_ITEM && x->f->cat == CBL_CAT_NUMERIC && x->f->is_numeric_desc)
    return (size_t)x->f->num.digits;
  return x->len;
}

cbl_cmp_status cbl_compare(const cbl_options *o, const cbl_opnd *a, const cbl_opnd *b,
                           int *result) {
  int an = is_numeric_opnd(a), bn = is_numeric_opnd(b);
  int azero = a->kind == CBL_OPND_FIG && a->fig == CBL_FIG_ZERO;
  int bzero = b->kind == CBL_OPND_FIG && b->fig == CBL_FIG_ZERO;
  if ((an || azero) && (bn || bzero)) {
    /* Numeric comparison: algebraic values, whatever the usages and scales. */
    cbl_dec x, y;
    cbl_dec_init(&x);
    cbl_dec_init(&y);
    cbl_move_status s1 = cbl_opnd_value(o, a, &x), s2 = cbl_opnd_value(o, b, &y);
    cbl_cmp_status st = s1 != CBL_MOVE_OK ? from_move(s1) : from_move(s2);
    if (st == CBL_CMP_OK) *result = cbl_dec_cmp(&x, &y);
    cbl_dec_clear(&x);
    cbl_dec_clear(&y);
    return st;
  }
  if (is_national_opnd(a) || is_national_opnd(b) || (a->kind == CBL_OPND_ALL && a->natl) ||
      (b->kind == CBL_OPND_ALL && b->natl)) {
    if (a->kind == CBL_OPND_ITEM && a->f->cat == CBL_CAT_NATIONAL_EDITED) return CBL_CMP_UNSUPPORTED;
    if (b->kind == CBL_OPND_ITEM && b->f->cat == CBL_CAT_NATIONAL_EDITED) return CBL_CMP_UNSUPPORTED;
    int ag = a->kind == CBL_OPND_ITEM && a->f->cat == CBL_CAT_GROUP;
    int bg = b->kind == CBL_OPND_ITEM && b->f->cat == CBL_CAT_GROUP;
    if (ag || bg) {
      /* a national operand against an alphanumeric group: "Neither operand is converted"; the
       * national operand is treated as an alphanumeric group of its size in bytes and the two
       * are compared as groups (Language Reference, "Group comparisons") */
      if ((ag && (b->kind == CBL_OPND_ALL || b->kind == CBL_OPND_FIG)) ||
          (bg && (a->kind == CBL_OPND_ALL || a->kind == CBL_OPND_FIG)))
        return CBL_CMP_UNSUPPORTED;
      *result = cbl_compare_bytes(o, a->bytes, a->len, b->bytes, b->len);
      return CBL_CMP_OK;
    }
    /* "National comparisons": an operand that is not of class national (alphabetic,
     * alphanumeric, alphanumeric-edited, numeric-edited, an alphanumeric literal, a figurative
     * constant) is treated as moved to a temporary national item of as many character positions
     * (figuratives and ALL literals: as many as the national operand), its characters converted
     * to UTF-16; then the two are compared as national characters, the shorter padded with
     * national spaces. A numeric operand against a national one is not modelled. */
    unsigned char *ia = NULL, *ib = NULL;
    size_t na = 0, nb = 0;
    cbl_cmp_status st = national_image(o, a, b, &ia, &na);
    if (st == CBL_CMP_OK) st = national_image(o, b, a, &ib, &nb);
    if (st == CBL_CMP_OK) *result = compare_national(ia, na, ib, nb);
    free(ia);
    free(ib);
    return st;
  }
  if ((an && a->kind == CBL_OPND_ITEM && a->f->num.scale > 0) ||
      (bn && b->kind == CBL_OPND_ITEM && b->f->num.scale > 0) ||
      (an && a->kind == CBL_OPND_NUMLIT && a->text && strchr(a->text, '.')) ||
      (bn && b->kind == CBL_OPND_NUMLIT && b->text && strchr(b->text, '.')))
    return CBL_CMP_ILLEGAL; /* noninteger numeric against alphanumeric */
  /* Neither operand numeric nor a figurative/ALL literal: alnum_image would give each operand's
   * own bytes, so they are compared in place (why: a copy and a free per comparison was a tenth
   * of the condition tests of the posting benchmark). */
  if (!an && !bn && a->kind != CBL_OPND_FIG && a->kind != CBL_OPND_ALL && b->kind != CBL_OPND_FIG &&
      b->kind != CBL_OPND_ALL) {
    *result = cbl_compare_bytes(o, a->bytes, a->len, b->bytes, b->len);
    return CBL_CMP_OK;
  }
  unsigned char *ia = NULL, *ib = NULL;
  size_t na = 0, nb = 0;
  cbl_cmp_status st = alnum_image(o, a, natural_len(b), &ia, &na);
  if (st == CBL_CMP_OK) st = alnum_image(o, b, na, &ib, &nb);
  if (st == CBL_CMP_OK) *result = cbl_compare_bytes(o, ia, na, ib, nb);
  free(ia);
  free(ib);
  return st;
}

int cbl_class_parse(const char *w) {
  if (strcmp(w, "NUMERIC") == 0) return CBL_CLASS_NUMERIC;
  if (strcmp(w, "ALPHABETIC") == 0) return CBL_CLASS_ALPHABETIC;
  if (strcmp(w, "ALPHABETIC-LOWER") == 0) return CBL_CLASS_ALPHABETIC_LOWER;
  if (strcmp(w, "ALPHABETIC-UPPER") == 0) return CBL_CLASS_ALPHABETIC_UPPER;
  return -1;
}

cbl_cmp_status cbl_class_test(const cbl_options *o, const cbl_opnd *x, cbl_class c, int *result) {
  if (x->kind != CBL_OPND_ITEM) return CBL_CMP_ILLEGAL;
  const cbl_field *f = x->f;
  if (c == CBL_CLASS_NUMERIC) {
    if (f->cat == CBL_CAT_ALPHABETIC) return CBL_CMP_ILLEGAL;
    if (f->cat == CBL_CAT_NUMERIC) {
      if (!f->is_numeric_desc) return CBL_CMP_UNSUPPORTED;
      if (f->usage == CBL_FU_COMP1 || f->usage == CBL_FU_COMP2) return CBL_CMP_ILLEGAL;
      *result = cbl_num_is_numeric(&f->num, x->bytes);
      return CBL_CMP_OK;
    }
    if (f->cat == CBL_CAT_NATIONAL || f->cat == CBL_CAT_DBCS) return CBL_CMP_UNSUPPORTED;
    unsigned char z = cbl_opt_zero(o);
    int ok = 1;
    for (size_t i = 0; i < x->len && ok; i++) ok = x->bytes[i] >= z && x->bytes[i] <= z + 9;
    *result = ok;
    return CBL_CMP_OK;
  }
  if (f->cat == CBL_CAT_NUMERIC) return CBL_CMP_ILLEGAL;
  if (f->cat == CBL_CAT_NATIONAL || f->cat == CBL_CAT_DBCS) return CBL_CMP_UNSUPPORTED;
  /* Letters are judged on the Latin-1 form of the bytes: A-Z, a-z and the space only. */
  unsigned char *t = eq_malloc(x->len ? x->len : 1);
  memcpy(t, x->bytes, x->len);
  cbl_opt_to_latin1(o, t, x->len);
  int ok = 1;
  for (size_t i = 0; i < x->len && ok; i++) {
    unsigned char ch = t[i];
    int up = ch >= 'A' && ch <= 'Z', lo = ch >= 'a' && ch <= 'z';
    ok = ch == ' ' || (c == CBL_CLASS_ALPHABETIC ? up || lo
                       : c == CBL_CLASS_ALPHABETIC_UPPER ? up : lo);
  }
  free(t);
  *result = ok;
  return CBL_CMP_OK;
}

/* The bytes of the class (member[b]); 0 when a value is not a literal the test can read (a THRU
 * bound of more than one character, an empty or unreadable literal). */
static int class_members(const cbl_options *o, const unsigned *w, const json_t *values, unsigned char *member) {
  memset(member, 0, 256);
  size_t k;
  json_t *v;
  json_array_foreach(values, k, v) {
    unsigned char lo[64], hi[64];
    int rep;
    long n1 = cbl_literal_bytes(o, json_object_get(v, "from"), lo, sizeof lo, &rep);
    const json_t *th = json_object_get(v, "thru");
    if (n1 < 1) return 0;
    if (th) {
      long n2 = cbl_literal_bytes(o, th, hi, sizeof hi, &rep);
      if (n1 != 1 || n2 != 1) return 0;
      for (int b = 0; b < 256; b++)
        if (w[b] >= w[lo[0]] && w[b] <= w[hi[0]]) member[b] = 1;
    } else {
      for (long j = 0; j < n1; j++) member[lo[j]] = 1;
    }
  }
  return 1;
}

cbl_cmp_status cbl_user_class_test(const cbl_options *o, const unsigned char *bytes, size_t len,
                                   const json_t *values, int *result) {
  unsigned w[256];
  cbl_opt_colseq_weights(o, w);
  /* the values read once per test, not once per byte of the operand; a value the test cannot
   * read makes the class unsupported whatever the operand (before, only when a byte reached it) */
  unsigned char member[256];
  if (!class_members(o, w, values, member)) return CBL_CMP_UNSUPPORTED;
  size_t i = 0;
  while (i < len && member[bytes[i]]) i++;
  *result = i == len;
  return CBL_CMP_OK;
}

cbl_sign_cond cbl_sign_word(const char *word) {
  if (!word) return CBL_SGN_UNKNOWN;
  if (strcmp(word, "POSITIVE") == 0) return CBL_SGN_POSITIVE;
  if (strcmp(word, "NEGATIVE") == 0) return CBL_SGN_NEGATIVE;
  if (strcmp(word, "ZERO") == 0) return CBL_SGN_ZERO;
  return CBL_SGN_UNKNOWN;
}

int cbl_sign_test(const cbl_dec *v, cbl_sign_cond sign) {
  int s = cbl_dec_sgn(v);
  switch (sign) {
  case CBL_SGN_POSITIVE: return s > 0;
  case CBL_SGN_NEGATIVE: return s < 0;
  case CBL_SGN_ZERO: return s == 0;
  default: return -1;
  }
}

/* Compares the variable with one VALUE literal. */
static cbl_cmp_status cmp_value(const cbl_layout *l, const cbl_field *var,
                                const unsigned char *bytes, size_t len, const json_t *lit,
                                int *r) {
  unsigned char buf[4096];
  cbl_dec num;
  cbl_dec_init(&num);
  cbl_opnd lo;
  cbl_cmp_status st = CBL_CMP_UNSUPPORTED;
  if (cbl_opnd_literal(&l->opt, lit, buf, sizeof buf, &num, &lo) == 0) {
    cbl_opnd v = cbl_opnd_item(var, bytes, len);
    st = cbl_compare(&l->opt, &v, &lo, r);
  }
  cbl_dec_clear(&num);
  return st;
}

/* A condition-name's VALUE entries (FROM and THRU literals), listed once per run in the entry's
 * jcache slot (a function of the node alone). */
typedef struct cond_values {
  size_t n;
  const json_t **from, **thru;
  /* The values as bytes (eq_images): for an alphanumeric or alphabetic variable whose values are
   * all alphanumeric literals without THRU, value i padded with spaces to the variable's length
   * is img + i * len, so the test is a byte comparison. Why: these comparisons (a record type
   * tested by its 88-levels) took 400 instructions each, a twentieth of the posting benchmark. */
  int eq;          /* 1: images made under opt for a variable of len bytes; -1: not applicable */
  cbl_options opt;
  size_t len;
  unsigned char *img;
} cond_values;

static const cond_values *cond_values_of(const json_t *cj) {
  void **slot = cbl_jslot(cj, CBL_JSLOT_COND_VALUES);
  if (!slot) return NULL;
  if (!*slot) {
    cond_values *cv = cbl_jslot_alloc(sizeof *cv);
    cv->eq = 0;
    cv->img = NULL;
    const json_t *vals = cbl_jget(cj, "values");
    cv->n = json_array_size(vals);
    cv->from = cbl_jslot_alloc((cv->n ? cv->n : 1) * sizeof *cv->from);
    cv->thru = cbl_jslot_alloc((cv->n ? cv->n : 1) * sizeof *cv->thru);
    for (size_t i = 0; i < cv->n; i++) {
      cv->from[i] = cbl_jget(json_array_get(vals, i), "from");
      cv->thru[i] = cbl_jget(json_array_get(vals, i), "thru");
    }
    *slot = cv;
  }
  return *slot;
}

/* Makes cv's byte images for variable v of len bytes under l's options, or marks them not
 * applicable (eq = -1): cbl_compare would not compare v and each value as bytes padded with
 * spaces (the in-place comparison of two alphanumeric operands; equal weights under any
 * collating sequence mean equal bytes, the sequences being permutations). */
static void eq_images(const cbl_layout *l, const cbl_field *v, size_t len, cond_values *cv) {
  cv->eq = -1;
  if ((v->cat != CBL_CAT_ALPHANUMERIC && v->cat != CBL_CAT_ALPHABETIC) || len == 0 || len > 4096 || cv->n == 0)
    return;
  for (size_t i = 0; i < cv->n; i++)
    if (cv->thru[i]) return;
  unsigned char *img = cbl_jslot_alloc(cv->n * len);
  for (size_t i = 0; i < cv->n; i++) {
    unsigned char buf[4096];
    cbl_dec num;
    cbl_dec_init(&num);
    cbl_opnd lo;
    int ok = cbl_opnd_literal(&l->opt, cv->from[i], buf, sizeof buf, &num, &lo) == 0 && lo.kind == CBL_OPND_LIT &&
             lo.len <= len;
    if (ok) {
      memcpy(img + i * len, lo.bytes, lo.len);
      memset(img + i * len + lo.len, cbl_opt_space(&l->opt), len - lo.len);
    }
    cbl_dec_clear(&num);
    if (!ok) return;
  }
  cv->opt = l->opt;
  cv->len = len;
  cv->img = img;
  cv->eq = 1;
}

cbl_cmp_status cbl_condition_test(const cbl_layout *l, const cbl_field *cond,
                                  const unsigned char *var, size_t len, int *result) {
  const cbl_field *v = &l->fields[cond->parent];
  *result = 0;
  cond_values *cv = (cond_values *)cond_values_of(cond->json);
  if (cv && (cv->eq == 0 || (cv->eq == 1 && (cv->len != len || !cbl_options_same(&cv->opt, &l->opt)))))
    eq_images(l, v, len, cv);
  if (cv && cv->eq == 1) {
    for (size_t i = 0; i < cv->n; i++)
      if (!memcmp(var, cv->img + i * len, len)) {
        *result = 1;
        break;
      }
    return CBL_CMP_OK;
  }
  if (cv) {
    for (size_t i = 0; i < cv->n; i++) {
      int r1, r2 = 0;
      cbl_cmp_status st = cmp_value(l, v, var, len, cv->from[i], &r1);
      if (st != CBL_CMP_OK) return st;
      if (cv->thru[i]) {
        st = cmp_value(l, v, var, len, cv->thru[i], &r2);
        if (st != CBL_CMP_OK) return st;
        if (r1 >= 0 && r2 <= 0) *result = 1;
      } else if (r1 == 0) {
        *result = 1;
      }
      if (*result) return CBL_CMP_OK;
    }
    return CBL_CMP_OK;
  }
  size_t i;
  json_t *e;
  json_array_foreach(cbl_jget(cond->json, "values"), i, e) {
    int r1, r2 = 0;
    cbl_cmp_status st = cmp_value(l, v, var, len, cbl_jget(e, "from"), &r1);
    if (st != CBL_CMP_OK) return st;
    const json_t *th = cbl_jget(e, "thru");
    if (th) {
      st = cmp_value(l, v, var, len, th, &r2);
      if (st != CBL_CMP_OK) return st;
      if (r1 >= 0 && r2 <= 0) *result = 1;
    } else if (r1 == 0) {
      *result = 1;
    }
    if (*result) return CBL_CMP_OK;
  }
  return CBL_CMP_OK;
}

cbl_move_status cbl_condition_set(const cbl_layout *l, const cbl_field *cond, unsigned char *var,
                                  size_t len, int to_false, char *err, size_t errlen) {
  const cbl_field *v = &l->fields[cond->parent];
  /* the VALUE list as cbl_condition_test has it (once per run), and its literals decoded once */
  const cond_values *cv = to_false ? NULL : cond_values_of(cond->json);
  const json_t *lit = to_false ? cbl_jget(cond->json, "false_value")
                      : cv         ? (cv->n ? cv->from[0] : NULL)
                                   : cbl_jget(json_array_get(cbl_jget(cond->json, "values"), 0), "from");
  if (!lit) return CBL_MOVE_ILLEGAL;
  unsigned char buf[4096];
  cbl_dec num;
  cbl_dec_init(&num);
  cbl_opnd src;
  cbl_move_status st = CBL_MOVE_UNSUPPORTED;
  if (cbl_opnd_literal(&l->opt, lit, buf, sizeof buf, &num, &src) == 0)
    st = cbl_move(&l->opt, &src, v, var, len, err, errlen);
  cbl_dec_clear(&num);
  return st;
}
