/* arith.c — arithmetic expressions and stores with IBM's intermediate-result rules (Enterprise
 * COBOL Programming Guide, appendix "Intermediate results and arithmetic precision"). */
#include "lang/cobol/arith.h"

#include <stdio.h>
#include <stdlib.h>
#include <limits.h>
#include <string.h>

#include "lang/cobol/codec.h"
#include "lang/cobol/intrinsic.h"
#include "lang/cobol/jcache.h"
#include "lang/cobol/move.h"
#include "lang/cobol/jcount.h" /* last: debug count macros (EQUIV_COUNT_JSON) */

static int max_digits(const cbl_options *o) {
  return o->arith_extend ? CBL_ARITH_EXTEND_DIGITS : CBL_ARITH_COMPAT_DIGITS;
}

cbl_places cbl_arith_literal_places(const char *s) {
  cbl_places p = {0, 0};
  if (*s == '+' || *s == '-') s++;
  const char *dot = strchr(s, '.');
  p.i = dot ? (int)(dot - s) : (int)strlen(s);
  p.d = dot ? (int)strlen(dot + 1) : 0;
  return p;
}

/* Holds r in the carried places of an intermediate ir (cbl_ir_carry), truncating. */
static void hold(const cbl_options *o, cbl_dec *r, cbl_places *ir, int dmax) {
  *ir = cbl_ir_carry(*ir, dmax, max_digits(o));
  cbl_dec t;
  cbl_dec_init(&t);
  cbl_dec_to_places(&t, r, *ir);
  cbl_dec_copy(r, &t);
  cbl_dec_clear(&t);
}

/* An expression node's members, decoded once per run (the node's jcache slot; a function of the
 * node alone): its operator, as a kind too, its literal, its arguments. */
typedef enum { AX_NONE, AX_NEG, AX_POS, AX_ADD, AX_SUB, AX_MUL, AX_DIV, AX_POW, AX_OTHER } ax_kind;
typedef struct ax_node {
  const char *op;
  ax_kind k;
  const char *num;
  const json_t *args;
  size_t nargs;
  const json_t *a0, *a1;
} ax_node;

static void ax_decode(const json_t *e, void *out) {
  ax_node *x = out;
  x->op = json_string_value(cbl_jget(e, "op"));
  const char *op = x->op;
  x->k = !op                     ? AX_NONE
         : !strcmp(op, "neg")    ? AX_NEG
         : !strcmp(op, "pos")    ? AX_POS
         : !strcmp(op, "+")      ? AX_ADD
         : !strcmp(op, "-")      ? AX_SUB
         : !strcmp(op, "*")      ? AX_MUL
         : !strcmp(op, "/")      ? AX_DIV
         : !strcmp(op, "**")     ? AX_POW
                                 : AX_OTHER;
  x->num = json_string_value(cbl_jget(e, "num"));
  x->args = cbl_jget(e, "args");
  x->nargs = json_array_size(x->args);
  x->a0 = json_array_get(x->args, 0);
  x->a1 = json_array_get(x->args, 1);
}

static const ax_node *ax_of(const json_t *e, ax_node *tmp) {
  const ax_node *x = cbl_jslot_once(e, CBL_JSLOT_EXPR, sizeof *x, ax_decode);
  if (x) return x;
  ax_decode(e, tmp);
  return tmp;
}

/* Largest decimal places among operands, skipping divisors and exponents. */
static int dmax_walk(const json_t *e, cbl_fetch_fn fetch, void *ctx, int *d, char *err,
                     size_t errlen) {
  ax_node xtmp;
  const ax_node *x = ax_of(e, &xtmp);
  if (x->op) {
    for (size_t i = 0; i < x->nargs; i++) {
      if (i == 1 && (x->k == AX_DIV || x->k == AX_POW)) continue;
      const json_t *a = i == 0 ? x->a0 : i == 1 ? x->a1 : json_array_get(x->args, i);
      if (dmax_walk(a, fetch, ctx, d, err, errlen) != 0) return -1;
    }
    return 0;
  }
  const char *num = x->num;
  cbl_places p;
  if (num) {
    p = cbl_arith_literal_places(num);
  } else {
    cbl_dec v;
    cbl_dec_init(&v);
    int r = fetch(ctx, e, &v, &p, err, errlen);
    cbl_dec_clear(&v);
    if (r != 0) return -1;
  }
  if (p.d > *d) *d = p.d;
  return 0;
}

int cbl_arith_dmax(const json_t *expr, cbl_fetch_fn fetch, void *ctx, const int *recv_scales,
                   int n, char *err, size_t errlen) {
  int d = 0;
  for (int i = 0; i < n; i++)
    if (recv_scales[i] > d) d = recv_scales[i];
  if (dmax_walk(expr, fetch, ctx, &d, err, errlen) != 0) return -1;
  return d;
}

cbl_arith_status cbl_arith_eval(const cbl_options *o, const json_t *e, cbl_fetch_fn fetch,
                                void *ctx, int dmax, cbl_dec *out, cbl_places *pl, char *err,
                                size_t errlen) {
  ax_node xtmp;
  const ax_node *x = ax_of(e, &xtmp);
  const char *op = x->op;
  if (!op) {
    const char *num = x->num;
    if (num) {
      /* the literal's value as decoded once per run (move.h cbl_opnd_literal: the same parse) */
      unsigned char buf[8];
      cbl_opnd lo;
      if (cbl_opnd_literal(o, e, buf, sizeof buf, out, &lo) == 0 && lo.kind == CBL_OPND_NUMLIT && lo.num) {
        if (lo.num != out) cbl_dec_copy(out, lo.num);
        *pl = cbl_arith_literal_places(num);
        return CBL_ARITH_OK;
      }
      if (cbl_dec_set_str(out, num) != 0) {
        snprintf(err, errlen, "[unsupported] floating-point literal %s in arithmetic", num);
        return CBL_ARITH_UNSUPPORTED;
      }
      *pl = cbl_arith_literal_places(num);
      return CBL_ARITH_OK;
    }
    return fetch(ctx, e, out, pl, err, errlen) == 0 ? CBL_ARITH_OK : CBL_ARITH_FETCH;
  }
  const json_t *args = x->args;
  cbl_dec a, b;
  cbl_dec_init(&a);
  cbl_dec_init(&b);
  cbl_places pa, pb;
  cbl_arith_status st = cbl_arith_eval(o, x->a0, fetch, ctx, dmax, &a, &pa, err, errlen);
  if (st == CBL_ARITH_OK && x->nargs > 1)
    st = cbl_arith_eval(o, x->a1, fetch, ctx, dmax, &b, &pb, err, errlen);
  if (st != CBL_ARITH_OK) goto done;
  if (x->k == AX_NEG) {
    cbl_dec_neg(out, &a);
    *pl = pa;
  } else if (x->k == AX_POS) {
    cbl_dec_copy(out, &a);
    *pl = pa;
  } else if (x->k == AX_ADD || x->k == AX_SUB) {
    if (x->k == AX_ADD) cbl_dec_add(out, &a, &b);
    else cbl_dec_sub(out, &a, &b);
    *pl = cbl_ir_add(pa, pb);
    hold(o, out, pl, dmax);
  } else if (x->k == AX_MUL) {
    cbl_dec_mul(out, &a, &b);
    *pl = cbl_ir_mul(pa, pb);
    hold(o, out, pl, dmax);
  } else if (x->k == AX_DIV) {
    *pl = cbl_ir_carry(cbl_ir_div(pa, pb, dmax), dmax, max_digits(o));
    if (cbl_dec_div(out, NULL, &a, &b, pl->d, CBL_ROUND_TRUNCATION, NULL) == CBL_DEC_DIVZERO) {
      st = CBL_ARITH_SIZE;
      goto done;
    }
    hold(o, out, pl, dmax);
  } else if (x->k == AX_POW) {
    if (b.scale > 0 && b.scale <= 19 && !mpz_divisible_ui_p(b.v, cbl_dec_pow10_ui(b.scale)) && cbl_dec_sgn(&a) > 0) {
      /* an exponent with a fraction: IBM evaluates it in floating point (Programming Guide,
       * "Floating-point data and intermediate results"; cbl_fn_float_pow), even where the exact
       * result is a short decimal. The value is held as it comes, not cut to dmax places (the
       * floating-point evaluation has none). A zero or negative base goes on to cbl_dec_pow:
       * 0 ** b is 0, and a negative base has no real result (the size error condition). */
      if (cbl_fn_float_pow(out, &a, &b) != CBL_FN_OK) {
        st = CBL_ARITH_SIZE;
        goto done;
      }
      char *dg = mpz_get_str(NULL, 10, out->v);
      int nd = (int)strlen(dg) - (dg[0] == '-');
      free(dg);
      *pl = cbl_places_of(nd > out->scale ? nd : out->scale, out->scale);
      goto done;
    }
    cbl_dec_status ds = cbl_dec_pow(out, &a, &b, dmax, 10000);
    if (ds == CBL_DEC_SIZE || ds == CBL_DEC_DIVZERO) {
      st = CBL_ARITH_SIZE;
      goto done;
    }
    if (ds != CBL_DEC_OK) {
      snprintf(err, errlen, "[unsupported] exponentiation without an exact decimal result");
      st = CBL_ARITH_UNSUPPORTED;
      goto done;
    }
    const json_t *rhs = json_array_get(args, 1);
    const char *lit = json_string_value(cbl_jget(rhs, "num"));
    if (lit && b.scale <= 0 && mpz_fits_slong_p(b.v)) {
      long n = mpz_get_si(b.v);
      int base_lit = cbl_jget(json_array_get(args, 0), "num") != NULL;
      *pl = cbl_ir_pow_lit(pa, n, base_lit ? cbl_dec_int_digits(out) : -1);
      if (n < 0) *pl = cbl_ir_div(cbl_places_of(1, 0), *pl, dmax);
    } else {
      *pl = cbl_ir_pow_var(dmax, max_digits(o));
    }
    hold(o, out, pl, dmax);
  } else {
    snprintf(err, errlen, "[unsupported] operator %s", op);
    st = CBL_ARITH_UNSUPPORTED;
  }
done:
  cbl_dec_clear(&a);
  cbl_dec_clear(&b);
  return st;
}

int cbl_arith_recv_scale(const cbl_field *f) {
  /* a numeric-edited receiver needs its PICTURE's decimal places too (Programming Guide,
   * "Terminology used for intermediate results": dmax counts "the number of decimal places needed
   * for the final result field(s)"); COMPUTE E = 10 / 3 into PIC ZZ9.99 stores 3.33, as cobc does */
  if (f->is_numeric_desc) return f->num.scale > 0 ? f->num.scale : 0;
  if (f->has_pic && f->cat == CBL_CAT_NUMERIC_EDITED) return f->pic.scale > 0 ? f->pic.scale : 0;
  return 0;
}

/* Whether v, aligned on the scale of an item of at most 18 digits that takes no digit off it
 * (v's scale at most the item's), is a machine word: the unscaled aligned value in *w. */
static int store_word(const cbl_dec *v, const cbl_num_desc *d, long *w) {
  int k = d->scale - v->scale;
  if (d->digits > 18 || k < 0 || k > 18 || !mpz_fits_slong_p(v->v)) return 0;
  __int128 x = (__int128)mpz_get_si(v->v) * (__int128)cbl_dec_pow10_ui(k);
  if (x > LONG_MAX || x < -LONG_MAX) return 0;
  *w = (long)x;
  return 1;
}

/* COMP-5, and BINARY under TRUNC(BIN), are native binary (Language Reference, "USAGE clause",
 * COMP-5: "truncation occurs at the binary field size rather than at the COBOL PICTURE size
 * limit"; Programming Guide, "TRUNC": TRUNC(BIN) handles BINARY as COMP-5). Their PICTURE
 * gives only the decimals: the value is rounded to them and the codec keeps its low-order
 * 16, 32 or 64 bits (|value| for an unsigned item). The size error condition is the result
 * exceeding "the largest value that can be contained in the result field" (Language
 * Reference, "SIZE ERROR phrases"), which for these items is the binary capacity. */
static int is_binrange(const cbl_field *f) {
  return (f->num.usage == CBL_USAGE_BINARY && f->num.trunc == CBL_TRUNC_BIN) || f->num.usage == CBL_USAGE_COMP5;
}

static int is_comp_float(const cbl_field *f) { return f->usage == CBL_FU_COMP1 || f->usage == CBL_FU_COMP2; }

/* cbl_arith_store of the value w (unscaled, at f's scale: no decimal digit to drop, so no
 * rounding whatever the mode, and no PROHIBITED size error either) into a decimal-PICTURE item of
 * at most 18 digits: only the high-order truncation is left, which this does on the machine word
 * (why: the GMP temporaries were most of an ADD's store). */
static cbl_store_status store_word_aligned(const cbl_field *f, long w, unsigned char *bytes, int size_error_phrase) {
  long lim = (long)cbl_dec_pow10_ui(f->num.digits);
  int over = w >= lim || w <= -lim;
  if (over && size_error_phrase) return CBL_STORE_SIZE_KEPT;
  cbl_codec_status cs = cbl_num_encode_word(&f->num, over ? w % lim : w, bytes, NULL);
  if (cs == CBL_CODEC_UNDEFINED) return CBL_STORE_UNDEFINED;
  if (cs != CBL_CODEC_OK) return CBL_STORE_UNSUPPORTED;
  return over ? CBL_STORE_SIZE_TRUNC : CBL_STORE_OK;
}

int cbl_arith_add_word(const cbl_field *f, unsigned char *bytes, const cbl_dec *v, int subtract,
                       int size_error_phrase, cbl_store_status *st) {
  if (f->cat != CBL_CAT_NUMERIC || !f->is_numeric_desc || is_comp_float(f) || is_binrange(f)) return 0;
  long cur, a;
  cbl_codec_status cs = cbl_num_decode_word(&f->num, bytes, &cur);
  /* the statuses cbl_opnd_value reads a value with (OVERPIC: a binary item beyond its PICTURE) */
  if (cs != CBL_CODEC_OK && cs != CBL_CODEC_OVERPIC) return 0;
  /* v aligned on the item's scale without dropping a digit: then cur + v, exact, has the item's
   * scale, which is what cbl_arith_store's own word path asks of a value */
  if (!store_word(v, &f->num, &a)) return 0;
  __int128 x = subtract ? (__int128)cur - a : (__int128)cur + a;
  if (x > LONG_MAX || x < -LONG_MAX) return 0;
  *st = store_word_aligned(f, (long)x, bytes, size_error_phrase);
  return 1;
}

cbl_store_status cbl_arith_store(const cbl_options *o, const cbl_dec *v, const cbl_field *f,
                                 unsigned char *bytes, int rounded, cbl_round_mode mode,
                                 int size_error_phrase) {
  (void)o;
  if (f->cat != CBL_CAT_NUMERIC || !f->is_numeric_desc) return CBL_STORE_UNSUPPORTED;
  cbl_round_mode m = rounded ? mode : CBL_ROUND_TRUNCATION;
  int comp = is_comp_float(f);
  int binrange = !comp && is_binrange(f);
  long w;
  if (!comp && !binrange && store_word(v, &f->num, &w)) return store_word_aligned(f, w, bytes, size_error_phrase);
  cbl_dec r; /* from here on every return clears it */
  cbl_dec_init(&r);
  int se = 0, inexact = 0;
  if (comp) {
    cbl_dec_copy(&r, v);
  } else if (binrange) {
    inexact = cbl_dec_round(&r, v, f->num.scale, m);
    unsigned char tmp[16];
    int over = 0;
    if (cbl_num_encode(&f->num, &r, tmp, &over, NULL) == CBL_CODEC_OK) se = over;
    if (m == CBL_ROUND_PROHIBITED && inexact) se = 1;
  } else {
    cbl_dec_fit(&r, v, f->num.digits, f->num.scale, m, &se, &inexact);
  }
  if (se && size_error_phrase) {
    cbl_dec_clear(&r);
    return CBL_STORE_SIZE_KEPT;
  }
  int se3 = 0;
  cbl_codec_status cs = cbl_num_encode(&f->num, &r, bytes, &se3, NULL);
  cbl_dec_clear(&r);
  if (cs == CBL_CODEC_UNDEFINED) return CBL_STORE_UNDEFINED;
  if (cs != CBL_CODEC_OK) return CBL_STORE_UNSUPPORTED;
  if (comp && se3) return size_error_phrase ? CBL_STORE_SIZE_KEPT : CBL_STORE_UNDEFINED;
  return se ? CBL_STORE_SIZE_TRUNC : CBL_STORE_OK;
}

cbl_arith_status cbl_arith_remainder(const cbl_dec *dividend, const cbl_dec *divisor,
                                     int q_digits, int q_scale, cbl_dec *rem) {
  cbl_dec q, qt, prod;
  cbl_dec_init(&q);
  cbl_dec_init(&qt);
  cbl_dec_init(&prod);
  cbl_arith_status st = CBL_ARITH_OK;
  if (cbl_dec_div(&q, NULL, dividend, divisor, q_scale, CBL_ROUND_TRUNCATION, NULL) != CBL_DEC_OK) {
    st = CBL_ARITH_SIZE;
  } else {
    int se;
    cbl_dec_fit(&qt, &q, q_digits, q_scale, CBL_ROUND_TRUNCATION, &se, NULL);
    cbl_dec_mul(&prod, &qt, divisor);
    cbl_dec_sub(rem, dividend, &prod);
  }
  cbl_dec_clear(&q);
  cbl_dec_clear(&qt);
  cbl_dec_clear(&prod);
  return st;
}
