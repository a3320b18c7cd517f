/* symex_data.c — the COBOL data rules over symbolic bytes: items, numeric values (zoned, packed and
 * binary decoding and encoding as the codec does, codec.c), stores with ROUNDED modes and the size
 * error condition (arith.c cbl_arith_store), MOVE (move.c cbl_move), editing, comparisons and
 * conditions. Where every byte an operation reads is a constant the concrete rule function itself
 * runs (cbl_move, cbl_initialize, cbl_num_decode): the two executors share it. Where the bytes are
 * terms the rules below restate the codec's, and tests/unit/test_cbl_symex.c checks them against
 * the interpreter on generated inputs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "lang/cobol/arith.h"
#include "lang/cobol/codec.h"
#include "lang/cobol/ebcdic.h"
#include "lang/cobol/compare.h"
#include "lang/cobol/symex_int.h"

static const char *js(const json_t *o, const char *k) { return json_string_value(json_object_get(o, k)); }

static int fail(sx *x, const json_t *node, const char *fmt, const char *a) {
  char what[200];
  snprintf(what, sizeof what, fmt, a ? a : "");  /* long texts are cut */
  snprintf(x->err, sizeof x->err, "unsupported: %s", what);
  x->err_node = node ? node : x->cur;
  return -1;
}

term_ref sx_byte(sx *x, unsigned v) { return term_bv(x->tc, 8, v & 0xFF); }

unsigned sx_bits_for(int digits) {
  /* 64 bits hold 18 digits and a sign, 128 bits 36: two widths only, so that the same computation
   * in two versions is the same term whatever the digits of its operands (a literal .015 and a
   * PIC V999 item holding it); the divisions that cut digits run narrower (digits_of) */
  return digits <= 18 ? 64 : SX_W;
}

/* The narrowest width that holds 10^n (for divisions by powers of ten). */
static unsigned narrow_bits(int n) {
  unsigned w = (unsigned)((double)n * 3.3219280948873623) + 2;
  return w < 8 ? 8 : w > SX_W ? SX_W : w;
}

static unsigned width_of(sx *x, term_ref t) { return term_sort_width(x->tc, term_sort_of(x->tc, t)); }

term_ref sx_to_width(sx *x, term_ref t, unsigned w) {
  unsigned c = width_of(x, t);
  if (c == w) return t;
  /* a sign extension of something no wider than w: extend that instead (one term for one value) */
  if (term_op_of(x->tc, t) == OP_SIGN_EXTEND) {
    term_ref y = term_arg(x->tc, t, 0);
    if (width_of(x, y) <= w) return sx_to_width(x, y, w);
  }
  return c < w ? term_sext(x->tc, w - c, t) : term_extract(x->tc, w - 1, 0, t);
}

static term_ref Wn(sx *x, unsigned w, long long v) { return term_bv_signed(x->tc, w, v); }
/* a constant of t's width */
static term_ref K(sx *x, term_ref t, long long v) { return Wn(x, width_of(x, t), v); }

static term_ref pow10w(sx *x, unsigned w, int k) {
  term_u128 p = 1;
  for (int i = 0; i < k; i++) p *= 10;
  return term_bv128(x->tc, w, p);
}

static term_ref mk2(sx *x, term_op op, term_ref a, term_ref b) { return term_mk2(x->tc, op, a, b); }

static term_ref absv(sx *x, term_ref v) {
  return term_ite(x->tc, mk2(x, OP_BVSLT, v, K(x, v, 0)), term_mk1(x->tc, OP_BVNEG, v), v);
}

/* v rescaled to scale sc >= v->scale, at width w */
static term_ref rescale(sx *x, const sx_num *v, int sc, unsigned w) {
  term_ref t = sx_to_width(x, v->v, w);
  return sc > v->scale ? mk2(x, OP_BVMUL, t, pow10w(x, w, sc - v->scale)) : t;
}

int sx_arith2(sx *x, char op, const sx_num *a, const sx_num *b, sx_num *out) {
  if (op == '*') {
    out->digits = a->digits + b->digits, out->scale = a->scale + b->scale;
    out->nonneg = a->nonneg && b->nonneg;
    if (out->digits > SX_MAX_DIGITS + 6) return -1;
    unsigned w = sx_bits_for(out->digits);
    out->v = mk2(x, OP_BVMUL, sx_to_width(x, a->v, w), sx_to_width(x, b->v, w));
    return 0;
  }
  int sc = a->scale > b->scale ? a->scale : b->scale;
  int ia = a->digits - a->scale, ib = b->digits - b->scale;
  out->scale = sc, out->digits = (ia > ib ? ia : ib) + 1 + sc;
  out->nonneg = op == '+' && a->nonneg && b->nonneg;
  if (out->digits > SX_MAX_DIGITS + 6) return -1;
  unsigned w = sx_bits_for(out->digits);
  out->v = mk2(x, op == '+' ? OP_BVADD : OP_BVSUB, rescale(x, a, sc, w), rescale(x, b, sc, w));
  return 0;
}

static int all_const(sx *x, const term_ref *b, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (!term_is_const(x->tc, b[i])) return 0;
  return 1;
}

static void to_bytes(sx *x, const term_ref *b, size_t n, unsigned char *out) {
  for (size_t i = 0; i < n; i++) out[i] = (unsigned char)term_bv_value(x->tc, b[i]);
}

static term_ref *const_bytes(sx *x, const unsigned char *b, size_t n) {
  term_ref *t = arena_alloc(x->a, sizeof(term_ref) * (n + 1));
  for (size_t i = 0; i < n; i++) t[i] = sx_byte(x, b[i]);
  return t;
}

/* A decimal constant as a term of its digits' width (its unscaled integer), or TERM_NULL beyond 36
 * digits. */
static term_ref dec_term(sx *x, const cbl_dec *d) {
  if (mpz_sizeinbase(d->v, 10) > 36) return TERM_NULL;
  mpz_t m;
  mpz_init(m);
  mpz_abs(m, d->v);
  term_u128 u = 0;
  size_t cnt = 0;
  unsigned long long limb[2] = {0, 0};
  mpz_export(limb, &cnt, -1, sizeof limb[0], 0, 0, m);
  u = ((term_u128)limb[1] << 64) | limb[0];
  mpz_clear(m);
  if (mpz_sgn(d->v) < 0) u = ~u + 1;
  unsigned w = sx_bits_for(mpz_sgn(d->v) ? (int)mpz_sizeinbase(d->v, 10) : 1);
  if (w < SX_W) u &= ((term_u128)1 << w) - 1;
  return term_bv128(x->tc, w, u);
}

static int ndigits(const cbl_dec *d) {
  if (!mpz_sgn(d->v)) return 1;
  return (int)mpz_sizeinbase(d->v, 10);
}

/* ---- items */

int sx_locate(sx *x, sx_st *s, const json_t *ref, sx_item *it) {
  memset(it, 0, sizeof *it);
  it->fi = -1;
  const char *reg = js(ref, "register");
  if (reg && !strcmp(reg, "LINAGE-COUNTER") && !json_object_get(ref, "refmod") && !json_object_get(ref, "subscripts")) {
    /* LINAGE-COUNTER [OF file]: the file's counter; unqualified, the program's one LINAGE file
     * (interp_data.c, the same rule) */
    const json_t *of = json_array_get(json_object_get(ref, "of"), 0);
    const sx_file *lf = NULL;
    int nlin = 0;
    for (int i = 0; i < x->nfiles; i++) {
      const sx_file *f = &x->files[i];
      if (!f->linage) continue;
      nlin++;
      if (!lf && (!of || (json_is_string(of) && f->name && !strcasecmp(json_string_value(of), f->name)))) lf = f;
    }
    if (!lf || (!of && nlin > 1)) return fail(x, ref, "LINAGE-COUNTER naming no single LINAGE file%s", NULL);
    it->f = &lf->lc_field;
    it->area = lf->lc_area;
    it->off = 0, it->len = lf->lc_field.size;
    return 0;
  }
  if (reg) {
    if (strcmp(reg, "RETURN-CODE") || json_object_get(ref, "refmod") || json_object_get(ref, "subscripts"))
      return fail(x, ref, "the special register %s", reg);
    it->f = &x->rc_field;
    it->area = x->rc_area;
    it->off = 0, it->len = 2;
    return 0;
  }
  if (!json_object_get(ref, "ref")) return fail(x, ref, "this operand form in a data reference%s", NULL);
  int fi = cbl_layout_index(x->lay, (int)json_integer_value(json_object_get(ref, "item")));
  if (fi < 0) return fail(x, ref, "a reference to %s, which is not a data item of the program", js(ref, "ref"));
  const cbl_field *f = &x->lay->fields[fi];
  if (f->level == 88 || f->level == 66) return fail(x, ref, "a level-66/88 name %s as a data item", js(ref, "ref"));
  if (f->variable || f->odo >= 0) return fail(x, ref, "OCCURS DEPENDING ON (%s)", js(ref, "ref"));
  /* LINKAGE: only the area of PROCEDURE DIVISION USING's item, which holds the PARM */
  if (x->lay->areas[f->area].kind == CBL_AREA_LINKAGE && f->area != x->parm_area)
    return fail(x, ref, "a LINKAGE SECTION item (%s)", js(ref, "ref"));
  const json_t *subs = json_object_get(ref, "subscripts");
  long sv[CBL_MAX_DIMS];
  int n = (int)json_array_size(subs);
  if (n > CBL_MAX_DIMS || n != f->ndims) return fail(x, ref, "a subscript count that does not match %s", js(ref, "ref"));
  for (int k = 0; k < n; k++) {
    sx_num v;
    term_ref bad;
    const json_t *e = json_array_get(subs, (size_t)k);
    if (sx_value(x, s, e, &v, &bad) < 0) return -1;
    long occurs = x->lay->fields[f->dims[k]].occurs_max;
    if (term_is_const(x->tc, v.v) && bad == term_false(x->tc) && v.scale == 0) {
      sv[k] = (long)(int64_t)term_bv_value(x->tc, v.v);
      /* out of range (a counter past the table): the statement's split says where it is evaluated */
      if ((sv[k] >= 1 && sv[k] <= occurs) || !x->has_varsub) continue;
    }
    if (v.scale != 0) return fail(x, e, "a subscript with decimal places that depends on the input (of %s)", js(ref, "ref"));
    int known = 0;
    for (int i = s->nkn - 1; i >= 0 && !known; i--)
      if (s->kn[i].v == v.v && s->kn[i].bad == bad) sv[k] = s->kn[i].k, known = 1;
    if (known) continue;
    /* the statement is run again on one state per element the value can name (exec_stmt) */
    long hi = occurs, lim = 1;
    for (int d = 0; d < v.digits && lim <= occurs; d++) lim *= 10;
    if (lim - 1 < hi) hi = lim - 1;
    if (hi > 256) return fail(x, e, "a subscript that depends on the input, into a table of more than 256 elements (%s)", js(ref, "ref"));
    if (!x->split.node) {
      x->split.node = e, x->split.v = v.v, x->split.bad = bad;
      x->split.lo = 1, x->split.hi = hi, x->split.occurs = occurs;
      x->split.depth = x->stmt_depth;
      x->split.what = js(ref, "ref");
      x->split.reach = x->cond_reach ? x->cond_reach : term_true(x->tc);
      x->split.reach_unknown = x->in_when;
    }
    return fail(x, e, "a subscript that depends on the input, outside a statement (%s)", js(ref, "ref"));
  }
  size_t off, len;
  if (cbl_layout_locate(x->lay, fi, sv, n, NULL, NULL, &off, &len) != CBL_LOC_OK)
    return fail(x, ref, "a subscript outside its table (%s)", js(ref, "ref"));
  it->f = f, it->fi = fi, it->area = f->area, it->off = off, it->len = len;
  it->whole = n == 0;
  const json_t *rm = json_object_get(ref, "refmod");
  if (rm) {
    sx_num a, b;
    term_ref bad;
    if (sx_value(x, s, json_object_get(rm, "start"), &a, &bad) < 0) return -1;
    if (!term_is_const(x->tc, a.v) || a.scale) return fail(x, rm, "a reference modification that depends on the input%s", NULL);
    long st = (long)(int64_t)term_bv_value(x->tc, a.v), ln = (long)len - st + 1;
    if (json_object_get(rm, "length")) {
      if (sx_value(x, s, json_object_get(rm, "length"), &b, &bad) < 0) return -1;
      if (!term_is_const(x->tc, b.v) || b.scale) return fail(x, rm, "a reference modification that depends on the input%s", NULL);
      ln = (long)(int64_t)term_bv_value(x->tc, b.v);
    }
    if (st < 1 || ln < 1 || (size_t)(st - 1 + ln) > len) return fail(x, rm, "a reference modification out of range%s", NULL);
    it->tmp = cbl_field_alnum((size_t)ln);
    it->f = &it->tmp;
    it->fi = -1, it->whole = 0;
    it->off = off + (size_t)st - 1, it->len = (size_t)ln;
  }
  return 0;
}

void sx_write(sx *x, sx_st *s, int area, size_t off, const term_ref *b, size_t n) {
  memmove(s->mem[area] + off, b, n * sizeof *b);
  for (int f = 0; f < x->lay->nfields; f++) {
    if (!s->vc[f]) continue;
    const cbl_field *F = &x->lay->fields[f];
    if (F->area == area && F->offset < off + n && off < F->offset + F->size) s->vc[f] = TERM_NULL;
  }
}

/* ---- numeric values */

static int decode(sx *x, sx_st *s, const sx_item *it, const json_t *node, sx_num *out, term_ref *bad) {
  term_ctx *tc = x->tc;
  const cbl_field *f = it->f;
  /* an index name is a binary fullword holding an occurrence number (interp_data.c) */
  if (!f->is_numeric_desc || (f->cat != CBL_CAT_NUMERIC && f->cat != CBL_CAT_INDEX))
    return fail(x, node, "a numeric value of a non-numeric item%s", NULL);
  const cbl_num_desc *d = &f->num;
  out->scale = d->scale, out->digits = d->digits, out->nonneg = !d->is_signed;
  out->ip = cbl_places_of(d->digits, d->scale).i;
  *bad = term_false(tc);
  if (it->whole && s->vc[it->fi]) {
    out->v = s->vc[it->fi];
    if (term_is_const(tc, out->v)) {
      /* a known value: its own digits, as for constant bytes below */
      term_u128 u = term_bv_value(tc, out->v);
      unsigned w = width_of(x, out->v);
      int neg = (u >> (w - 1)) & 1;
      if (neg) u = (~u + 1) & (w < 128 ? (((term_u128)1 << w) - 1) : ~(term_u128)0);
      int nd = 1;
      for (term_u128 t = u / 10; t; t /= 10) nd++;
      out->digits = nd;
      out->nonneg = !neg;
    }
    return 0;
  }
  const term_ref *b = s->mem[it->area] + it->off;
  size_t nb = cbl_num_size(d);
  if (nb != it->len || d->usage == CBL_USAGE_COMP1 || d->usage == CBL_USAGE_COMP2 || d->scale < 0)
    return fail(x, node, "a numeric item of this form%s", NULL);
  if (all_const(x, b, nb)) {
    unsigned char buf[64];
    to_bytes(x, b, nb, buf);
    cbl_dec v;
    cbl_dec_init(&v);
    cbl_codec_status st = cbl_num_decode(d, buf, &v);
    int rc = 0;
    if (st == CBL_CODEC_INVALID) *bad = term_true(tc), out->v = Wn(x, sx_bits_for(d->digits), 0);
    else if (st != CBL_CODEC_OK || (out->v = dec_term(x, &v)) == TERM_NULL)
      rc = fail(x, node, "a numeric item whose data is beyond its PICTURE%s", NULL);
    else {
      /* a known value's digits are its own (a PIC V999 item holding .015 has the digits of the
       * literal .015: the two give the same terms and the same bounds) */
      out->digits = ndigits(&v);
      out->nonneg = cbl_dec_sgn(&v) >= 0;
      out->v = sx_to_width(x, out->v, sx_bits_for(out->digits));
    }
    cbl_dec_clear(&v);
    return rc;
  }
  if (d->usage == CBL_USAGE_DISPLAY) {
    if (d->cs != CBL_CS_EBCDIC || (d->is_signed && d->sign != CBL_SIGN_TRAILING))
      return fail(x, node, "a zoned item with a LEADING or SEPARATE sign%s", NULL);
    unsigned w = sx_bits_for(d->digits);
    term_ref acc = Wn(x, w, 0), ok = term_true(tc), neg = term_false(tc);
    int n = d->digits;
    for (int k = 0; k < n; k++) {
      term_ref lo = term_extract(tc, 3, 0, b[k]), hi = term_extract(tc, 7, 4, b[k]);
      ok = term_and2(tc, ok, mk2(x, OP_BVULE, lo, term_bv(tc, 4, 9)));
      if (d->is_signed && k == n - 1) {
        if (d->numproc == CBL_NUMPROC_PFD) {
          ok = term_and2(tc, ok, term_or2(tc, term_eq(tc, hi, term_bv(tc, 4, 0xC)),
                                          term_or2(tc, term_eq(tc, hi, term_bv(tc, 4, 0xD)), term_eq(tc, hi, term_bv(tc, 4, 0xF)))));
          neg = term_eq(tc, hi, term_bv(tc, 4, 0xD));
        } else {
          ok = term_and2(tc, ok, mk2(x, OP_BVUGE, hi, term_bv(tc, 4, 0xA)));
          neg = term_or2(tc, term_eq(tc, hi, term_bv(tc, 4, 0xB)), term_eq(tc, hi, term_bv(tc, 4, 0xD)));
        }
      } else {
        ok = term_and2(tc, ok, term_eq(tc, hi, term_bv(tc, 4, 0xF)));
      }
      acc = mk2(x, OP_BVADD, mk2(x, OP_BVMUL, acc, Wn(x, w, 10)), term_zext(tc, w - 4, lo));
    }
    out->v = term_ite(tc, neg, term_mk1(tc, OP_BVNEG, acc), acc);
    *bad = term_not(tc, ok);
    return 0;
  }
  if (d->usage == CBL_USAGE_PACKED) {
    int n = d->digits, nt = (int)nb * 2;
    unsigned w = sx_bits_for(d->digits);
    term_ref acc = Wn(x, w, 0), ok = term_true(tc);
    for (int k = 0; k < nt - 1; k++) {
      term_ref nib = (k & 1) ? term_extract(tc, 3, 0, b[k / 2]) : term_extract(tc, 7, 4, b[k / 2]);
      if (k == 0 && n % 2 == 0) {
        ok = term_and2(tc, ok, term_eq(tc, nib, term_bv(tc, 4, 0)));
        continue;
      }
      ok = term_and2(tc, ok, mk2(x, OP_BVULE, nib, term_bv(tc, 4, 9)));
      acc = mk2(x, OP_BVADD, mk2(x, OP_BVMUL, acc, Wn(x, w, 10)), term_zext(tc, w - 4, nib));
    }
    term_ref sg = term_extract(tc, 3, 0, b[nb - 1]), neg = term_false(tc);
    if (!d->is_signed) ok = term_and2(tc, ok, term_eq(tc, sg, term_bv(tc, 4, 0xF)));
    else if (d->numproc == CBL_NUMPROC_PFD) {
      ok = term_and2(tc, ok, term_or2(tc, term_eq(tc, sg, term_bv(tc, 4, 0xC)),
                                      term_or2(tc, term_eq(tc, sg, term_bv(tc, 4, 0xD)), term_eq(tc, sg, term_bv(tc, 4, 0xF)))));
      neg = term_eq(tc, sg, term_bv(tc, 4, 0xD));
    } else {
      ok = term_and2(tc, ok, mk2(x, OP_BVUGE, sg, term_bv(tc, 4, 0xA)));
      neg = term_or2(tc, term_eq(tc, sg, term_bv(tc, 4, 0xB)), term_eq(tc, sg, term_bv(tc, 4, 0xD)));
    }
    out->v = term_ite(tc, neg, term_mk1(tc, OP_BVNEG, acc), acc);
    *bad = term_not(tc, ok);
    return 0;
  }
  if (d->usage == CBL_USAGE_BINARY && !d->little_endian && d->trunc != CBL_TRUNC_BIN) {
    /* raw input bytes only: the input's admissibility keeps them within the PICTURE, which is
     * where the codec's value is the binary value (elsewhere IBM's use depends on context) */
    int raw = 1;
    /* LINAGE-COUNTER: its bytes are only ever the encodings of 0 … the page body (at most 99:
     * symex.c linage_setup), within its PICTURE, where the codec's value is the binary value */
    int lc = 0;
    for (int i = 0; i < x->nfiles; i++) lc |= x->files[i].linage && it->f == &x->files[i].lc_field;
    for (size_t k = 0; k < nb && !lc; k++) {
      const char *nm = term_op_of(tc, b[k]) == OP_VAR ? term_var_name(tc, b[k]) : NULL;
      if (!nm || !strstr(nm, "_r")) raw = 0;
    }
    if (!raw) return fail(x, node, "a BINARY item holding bytes of other data%s", NULL);
    term_ref v = b[0];
    for (size_t k = 1; k < nb; k++) v = term_mk2(tc, OP_CONCAT, v, b[k]);
    unsigned w = (unsigned)nb * 8, ww = sx_bits_for(d->digits);
    if (ww < w + 1) ww = w + 1;
    out->v = d->is_signed ? term_sext(tc, ww - w, v) : term_zext(tc, ww - w, v);
    return 0;
  }
  return fail(x, node, "a numeric item of this USAGE with data from the input%s", NULL);
}

/* A value's places as the interpreter's intermediates have them (arith.c). */
static cbl_places places_of_num(const sx_num *v) {
  cbl_places p = {v->ip, v->scale > 0 ? v->scale : 0};
  return p;
}

/* sx_value with the interpreter's evaluation order for a COMPUTE (dmax >= 0; -1: a division is
 * not modelled here): the first operand is evaluated fully before the second, and the first
 * failure ends the evaluation — invalid data goes wrong (*bad), a zero divisor is the size error
 * condition (*dz), so invalid data after a zero divisor is not looked at there. But before that
 * evaluation, rt_dmax fetches every operand that is not a divisor or an exponent for its places
 * (arith.c dmax_walk), and invalid data there goes wrong first: *pre (NULL inside a divisor)
 * collects where those operands' data is invalid. */
static int value_dz(sx *x, sx_st *s, const json_t *e, int dmax, term_ref *pre, sx_num *out, term_ref *bad,
                    term_ref *dz) {
  term_ctx *tc = x->tc;
  *bad = term_false(tc);
  *dz = term_false(tc);
  const char *num = js(e, "num");
  if (num) {
    cbl_dec d;
    cbl_dec_init(&d);
    if (cbl_dec_set_str(&d, num) < 0) {
      cbl_dec_clear(&d);
      return fail(x, e, "the numeric literal %s", num);
    }
    out->v = dec_term(x, &d), out->scale = d.scale, out->digits = ndigits(&d), out->nonneg = cbl_dec_sgn(&d) >= 0;
    out->ip = cbl_arith_literal_places(num).i;
    cbl_dec_clear(&d);
    if (out->v == TERM_NULL) return fail(x, e, "the numeric literal %s", num);
    return 0;
  }
  const char *fig = js(e, "figurative");
  if (fig) {
    if (strcmp(fig, "ZERO")) return fail(x, e, "the figurative constant %s as a number", fig);
    out->v = Wn(x, sx_bits_for(1), 0), out->scale = 0, out->digits = 1, out->nonneg = 1, out->ip = 1;
    return 0;
  }
  const char *op = js(e, "op");
  if (op) {
    const json_t *args = json_object_get(e, "args");
    sx_num a, b;
    term_ref ba, bb, za, zb;
    if (value_dz(x, s, json_array_get(args, 0), dmax, pre, &a, &ba, &za) < 0) return -1;
    if (!strcmp(op, "neg") || !strcmp(op, "pos")) {
      *out = a;
      /* the width holds -v too (sx_bits_for keeps a sign bit) */
      if (!strcmp(op, "neg")) out->v = term_mk1(tc, OP_BVNEG, a.v), out->nonneg = 0;
      *bad = ba, *dz = za;
      return 0;
    }
    int div = !strcmp(op, "/");
    if (strcmp(op, "+") && strcmp(op, "-") && strcmp(op, "*") && !(div && dmax >= 0))
      return fail(x, e, "the arithmetic operator %s in the symbolic executor", op);
    if (value_dz(x, s, json_array_get(args, 1), dmax, div ? NULL : pre, &b, &bb, &zb) < 0) return -1;
    /* the second operand counts only where the first ended normally (za and ba never meet);
     * without a division below, that is ba or bb, kept in that form (the terms of every other
     * expression stay as they were) */
    term_ref first_ok = term_not(tc, term_or2(tc, ba, za));
    int no_dz = za == term_false(tc) && zb == term_false(tc);
    *bad = no_dz ? term_or2(tc, ba, bb) : term_or2(tc, ba, term_and2(tc, first_ok, bb));
    *dz = no_dz ? term_false(tc) : term_or2(tc, za, term_and2(tc, first_ok, zb));
    int maxd = x->opt.arith_extend ? CBL_ARITH_EXTEND_DIGITS : CBL_ARITH_COMPAT_DIGITS;
    cbl_places ir;
    if (div) {
      /* arith.c: the quotient carries max(d(dividend) - d(divisor), dmax) decimals, truncated */
      ir = cbl_ir_div(places_of_num(&a), places_of_num(&b), dmax);
      if (sx_quotient(x, &a, &b, ir.d, out) < 0)
        return fail(x, e, "a quotient of more than 36 digits%s", NULL);
      term_ref zero = sx_is_zero(x, &b);
      *dz = term_or2(tc, *dz, term_and2(tc, term_and2(tc, first_ok, term_not(tc, term_or2(tc, bb, zb))), zero));
    } else {
      if (sx_arith2(x, op[0], &a, &b, out) < 0) return fail(x, e, "an intermediate result of more than 36 digits%s", NULL);
      ir = op[0] == '*' ? cbl_ir_mul(places_of_num(&a), places_of_num(&b)) : cbl_ir_add(places_of_num(&a), places_of_num(&b));
    }
    out->ip = ir.i;
    if (out->digits > SX_MAX_DIGITS) return fail(x, e, "an intermediate result of more than 30 digits%s", NULL);
    /* past 30 (31) digits the interpreter's intermediate drops decimals (cbl_ir_carry) even where
     * the value is short: not followed */
    if (dmax >= 0 && cbl_ir_carry(ir, dmax, maxd).d != ir.d)
      return fail(x, e, "an intermediate result whose places pass %s digits", maxd == 31 ? "31" : "30");
    return 0;
  }
  sx_item it;
  if (sx_locate(x, s, e, &it) < 0 || decode(x, s, &it, e, out, bad) < 0) return -1;
  if (pre) *pre = term_or2(tc, *pre, *bad);
  return 0;
}

int sx_value(sx *x, sx_st *s, const json_t *e, sx_num *out, term_ref *bad) {
  term_ref dz;
  return value_dz(x, s, e, -1, NULL, out, bad, &dz);
}

int sx_value_compute(sx *x, sx_st *s, const json_t *e, int dmax, sx_num *out, term_ref *bad, term_ref *divzero) {
  term_ref pre = term_false(x->tc);
  if (value_dz(x, s, e, dmax, &pre, out, bad, divzero) < 0) return -1;
  /* rt_dmax's fetches come first: where they go wrong the evaluation never runs */
  *bad = term_or2(x->tc, pre, *bad);
  *divzero = term_and2(x->tc, term_not(x->tc, pre), *divzero);
  return 0;
}

/* dmax_walk of arith.c over the places sx_scale_of gives (the decimals fetch_operand reports). */
static int operands_dmax(sx *x, sx_st *s, const json_t *e, int d) {
  const char *op = js(e, "op");
  if (op) {
    size_t i;
    json_t *a;
    json_array_foreach(json_object_get(e, "args"), i, a) {
      if (i == 1 && (!strcmp(op, "/") || !strcmp(op, "**"))) continue;
      d = operands_dmax(x, s, a, d);
    }
    return d;
  }
  int sc = sx_scale_of(x, s, e);
  return sc > d ? sc : d;
}

int sx_dmax(sx *x, sx_st *s, const json_t *expr, const json_t *receivers) {
  int d = 0;
  size_t i;
  json_t *r;
  json_array_foreach(receivers, i, r) {
    int sc = sx_scale_of(x, s, json_object_get(r, "dest")) + (json_is_true(json_object_get(r, "rounded")) ? 1 : 0);
    if (sc > d) d = sc;
  }
  return operands_dmax(x, s, expr, d);
}

/* The digits of mag (0 <= mag < 10^n) most significant first, as 8-bit terms; the divisions run
 * at the narrowest width that holds 10^n (wide division circuits are what a solver pays for). */
static void digits_of(sx *x, term_ref mag, int n, term_ref *dig) {
  unsigned w = narrow_bits(n);
  term_ref m = width_of(x, mag) >= w ? term_extract(x->tc, w - 1, 0, mag) : term_zext(x->tc, w - width_of(x, mag), mag);
  for (int k = 0; k < n; k++) {
    term_ref q = mk2(x, OP_BVUDIV, m, pow10w(x, w, n - 1 - k));
    dig[k] = term_extract(x->tc, 7, 0, mk2(x, OP_BVUREM, q, Wn(x, w, 10)));
  }
}

/* The bytes of numeric description d holding v (already within its digits and sign rules). */
static int encode(sx *x, const cbl_num_desc *d, term_ref v, int nonneg, term_ref *out, const json_t *node) {
  term_ctx *tc = x->tc;
  size_t nb = cbl_num_size(d);
  term_ref neg = nonneg ? term_false(tc) : mk2(x, OP_BVSLT, v, K(x, v, 0)), mag = nonneg ? v : absv(x, v);
  term_ref dig[40];
  if (d->digits > 36) return fail(x, node, "a numeric item of more than 36 digits%s", NULL);
  if (d->usage == CBL_USAGE_DISPLAY) {
    if (d->cs != CBL_CS_EBCDIC || (d->is_signed && d->sign != CBL_SIGN_TRAILING))
      return fail(x, node, "a zoned item with a LEADING or SEPARATE sign%s", NULL);
    digits_of(x, mag, d->digits, dig);
    for (int k = 0; k < d->digits; k++) out[k] = mk2(x, OP_BVOR, dig[k], sx_byte(x, 0xF0));
    if (d->is_signed) {
      term_ref dk = dig[d->digits - 1];
      out[d->digits - 1] = term_ite(tc, neg, mk2(x, OP_BVOR, dk, sx_byte(x, 0xD0)), mk2(x, OP_BVOR, dk, sx_byte(x, 0xC0)));
    }
    return 0;
  }
  if (d->usage == CBL_USAGE_PACKED) {
    int n = d->digits, nt = (int)nb * 2, off = nt - 1 - n;
    digits_of(x, mag, n, dig);
    term_ref nib[80];
    for (int p = 0; p < nt - 1; p++) nib[p] = p < off ? term_bv(tc, 4, 0) : term_extract(tc, 3, 0, dig[p - off]);
    nib[nt - 1] = !d->is_signed ? term_bv(tc, 4, 0xF) : term_ite(tc, neg, term_bv(tc, 4, 0xD), term_bv(tc, 4, 0xC));
    for (size_t k = 0; k < nb; k++) out[k] = term_mk2(tc, OP_CONCAT, nib[2 * k], nib[2 * k + 1]);
    return 0;
  }
  if (d->usage == CBL_USAGE_BINARY && !d->little_endian && d->trunc != CBL_TRUNC_BIN) {
    unsigned w = (unsigned)nb * 8;
    term_ref vv = sx_to_width(x, v, w);
    for (size_t k = 0; k < nb; k++) out[k] = term_extract(tc, w - 1 - 8 * (unsigned)k, w - 8 - 8 * (unsigned)k, vv);
    return 0;
  }
  return fail(x, node, "storing into a numeric item of this USAGE%s", NULL);
}

/* v aligned to scale sc (at width w, which holds v rescaled): truncated, or rounded by mode. */
static int align(sx *x, const sx_num *v, int sc, int rounded, int mode, unsigned w, term_ref *out, const json_t *node) {
  term_ctx *tc = x->tc;
  if (v->scale <= sc) {
    *out = rescale(x, v, sc, w);
    return 0;
  }
  term_ref vv = sx_to_width(x, v->v, w);
  term_ref p = pow10w(x, w, v->scale - sc);
  term_ref q = mk2(x, OP_BVSDIV, vv, p), r = mk2(x, OP_BVSREM, vv, p);
  if (!rounded || mode == CBL_ROUND_TRUNCATION) {
    *out = q;
    return 0;
  }
  term_ref neg = mk2(x, OP_BVSLT, vv, Wn(x, w, 0));
  term_ref away = term_ite(tc, neg, mk2(x, OP_BVSUB, q, Wn(x, w, 1)), mk2(x, OP_BVADD, q, Wn(x, w, 1)));
  term_ref r2 = mk2(x, OP_BVMUL, absv(x, r), Wn(x, w, 2));
  term_ref up;
  switch (mode) {
  case CBL_ROUND_NEAREST_AWAY_FROM_ZERO: up = mk2(x, OP_BVSGE, r2, p); break;
  case CBL_ROUND_NEAREST_TOWARD_ZERO: up = mk2(x, OP_BVSGT, r2, p); break;
  case CBL_ROUND_NEAREST_EVEN:
    up = term_or2(tc, mk2(x, OP_BVSGT, r2, p),
                  term_and2(tc, term_eq(tc, r2, p), term_eq(tc, term_extract(tc, 0, 0, q), term_bv(tc, 1, 1))));
    break;
  case CBL_ROUND_AWAY_FROM_ZERO: up = term_not(tc, term_eq(tc, r, Wn(x, w, 0))); break;
  case CBL_ROUND_TOWARD_GREATER:
    *out = term_ite(tc, mk2(x, OP_BVSGT, r, Wn(x, w, 0)), mk2(x, OP_BVADD, q, Wn(x, w, 1)), q);
    return 0;
  case CBL_ROUND_TOWARD_LESSER:
    *out = term_ite(tc, mk2(x, OP_BVSLT, r, Wn(x, w, 0)), mk2(x, OP_BVSUB, q, Wn(x, w, 1)), q);
    return 0;
  default: return fail(x, node, "ROUNDED MODE %s", cbl_round_mode_name((cbl_round_mode)mode));
  }
  *out = term_ite(tc, up, away, q);
  return 0;
}

/* Numeric-edited receiver f of the fitted value q (scale f->pic.scale, |q| < 10^digits): the
 * interpreter's editing (cbl_move) run on one representative value per (sign, position of the
 * first nonzero digit), each output byte then either one of those constants or a digit of q. */
static int edit(sx *x, const cbl_field *f, term_ref q, term_ref *out, const json_t *node) {
  term_ctx *tc = x->tc;
  int n = f->pic.digits;
  size_t len = f->size;
  if (n < 1 || n > 30 || f->pic.scale < 0 || len > 256) return fail(x, node, "this numeric-edited PICTURE%s", NULL);
  term_ref dig[40];
  term_ref neg = mk2(x, OP_BVSLT, q, K(x, q, 0));
  digits_of(x, absv(x, q), n, dig);
  for (size_t j = 0; j < len; j++) out[j] = TERM_NULL;
  /* from the last case to the first, so that the first matching case is outermost */
  for (int z = n; z >= 0; z--)
    for (int sg = 1; sg >= 0; sg--) {
      if (z == n && sg) continue; /* zero is never negative */
      unsigned char o[2][256];
      int da[2][40];
      for (int t = 0; t < 2; t++) {
        char txt[48];
        int p = 0;
        if (sg) txt[p++] = '-';
        for (int k = 0; k < n; k++) {
          /* the two samples differ in every digit, and (digit, digit) pairs tell positions apart */
          da[t][k] = k < z ? 0 : t == 0 ? 1 + k % 9 : 1 + (k + 1 + k / 9) % 9;
          txt[p++] = (char)('0' + da[t][k]);
        }
        txt[p] = 0;
        cbl_dec v;
        cbl_dec_init(&v);
        cbl_dec_set_str(&v, txt);
        v.scale = f->pic.scale;
        cbl_opnd src = cbl_opnd_numlit(&v, NULL);
        char err[256];
        cbl_move_status st = cbl_move(&x->opt, &src, f, o[t], len, err, sizeof err);
        cbl_dec_clear(&v);
        if (st != CBL_MOVE_OK) return fail(x, node, "editing into this PICTURE (%.120s)", err);
      }
      term_ref cond = sg ? neg : term_not(tc, neg);
      for (int k = 0; k < z && k < n; k++) cond = term_and2(tc, cond, term_eq(tc, dig[k], sx_byte(x, 0)));
      if (z < n) cond = term_and2(tc, cond, term_not(tc, term_eq(tc, dig[z], sx_byte(x, 0))));
      for (size_t j = 0; j < len; j++) {
        term_ref b = TERM_NULL;
        if (o[0][j] == o[1][j]) b = sx_byte(x, o[0][j]);
        else
          for (int k = 0; k < n; k++)
            if (o[0][j] == 0xF0 + da[0][k] && o[1][j] == 0xF0 + da[1][k]) {
              if (b != TERM_NULL) return fail(x, node, "editing into this PICTURE (digit positions not told apart)%s", NULL);
              b = mk2(x, OP_BVOR, dig[k], sx_byte(x, 0xF0));
            }
        if (b == TERM_NULL) return fail(x, node, "editing into this PICTURE (a position that is neither constant nor a digit)%s", NULL);
        out[j] = out[j] == TERM_NULL ? b : term_ite(tc, cond, b, out[j]);
      }
    }
  return 0;
}

int sx_store(sx *x, sx_st *s, sx_item *it, const sx_num *v, int rounded, int mode, int keep_on_size, term_ref *size) {
  term_ctx *tc = x->tc;
  const cbl_field *f = it->f;
  int digits, sc, edited = 0;
  if (f->cat == CBL_CAT_INDEX && f->is_numeric_desc) {
    /* index names: the value cut to 9 digits (interp_data.c's rt_store_num), which a binary
     * fullword holds under every TRUNC option */
    digits = 9, sc = 0;
  } else if (f->cat == CBL_CAT_NUMERIC && f->is_numeric_desc) {
    digits = f->num.digits, sc = f->num.scale;
    if (f->num.usage == CBL_USAGE_COMP5 || f->num.usage == CBL_USAGE_COMP1 || f->num.usage == CBL_USAGE_COMP2 ||
        (f->num.usage == CBL_USAGE_BINARY && f->num.trunc != CBL_TRUNC_STD))
      return fail(x, NULL, "storing into a COMP-1/COMP-2/COMP-5 item or under TRUNC(OPT/BIN)%s", NULL);
  } else if (f->cat == CBL_CAT_NUMERIC_EDITED && f->has_pic) {
    digits = f->pic.digits, sc = f->pic.scale, edited = 1;
  } else {
    return fail(x, NULL, "an arithmetic result stored in a non-numeric item%s", NULL);
  }
  if (sc < 0 || digits > 31) return fail(x, NULL, "a receiver with P scaling or more than 31 digits%s", NULL);
  /* widths: the canonical one of the values (sx_bits_for), and the narrowest that holds v rescaled,
   * the rounding step and the receiver's limit, for the divisions by powers of ten (their cost to
   * the solver grows with the width); values stay canonical, so that equal computations in two
   * versions are equal terms */
  int dv = v->digits + (sc > v->scale ? sc - v->scale : 0);
  int dmax = (dv > digits ? dv : digits) + 1;
  unsigned cw = sx_bits_for(dmax), nw = narrow_bits(dmax);
  term_ref q;
  if (v->scale > sc) {
    if (align(x, v, sc, rounded, mode, nw, &q, NULL) < 0) return -1;
    q = sx_to_width(x, q, cw);
  } else {
    q = rescale(x, v, sc, cw);
  }
  /* the digits bound decides where it can: a value whose integer digits fit the receiver's (one
   * fewer when rounding may carry) has no size error and needs no truncation (the seed's value
   * intervals: the test that cannot fire is not stated) */
  int vint = v->digits - v->scale, rint = digits - sc;
  int fits = v->scale > sc && rounded ? vint < rint : vint <= rint;
  term_ref lim = pow10w(x, cw, digits);
  term_ref se = fits ? term_false(tc) : term_or2(tc, mk2(x, OP_BVSGE, q, lim), mk2(x, OP_BVSLE, q, term_mk1(tc, OP_BVNEG, lim)));
  if (size) *size = se;
  /* the receiver's value (|st| < 10^digits) */
  term_ref st = fits ? q : sx_to_width(x, mk2(x, OP_BVSREM, sx_to_width(x, q, nw), pow10w(x, nw, digits)), cw);
  st = sx_to_width(x, st, sx_bits_for(digits));
  term_ref nb[256];
  size_t n = it->len;
  if (n > 256) return fail(x, NULL, "a receiver of more than 256 bytes%s", NULL);
  if (edited) {
    if (edit(x, f, st, nb, NULL) < 0) return -1;
  } else {
    if (!f->num.is_signed && !v->nonneg) st = absv(x, st);
    if (encode(x, &f->num, st, !f->num.is_signed || v->nonneg, nb, NULL) < 0) return -1;
  }
  const term_ref *old = s->mem[it->area] + it->off;
  int keep = keep_on_size && se != term_false(tc);
  if (keep)
    for (size_t k = 0; k < n; k++) nb[k] = term_ite(tc, se, old[k], nb[k]);
  term_ref oldv = it->whole ? s->vc[it->fi] : TERM_NULL;
  sx_write(x, s, it->area, it->off, nb, n);
  if (it->whole && !edited && (!keep || oldv)) s->vc[it->fi] = keep ? term_ite(tc, se, oldv, st) : st;
  return 0;
}

/* ---- alphanumeric operands */

int sx_alnum_bytes(sx *x, sx_st *s, const json_t *e, size_t len_hint, term_ref **out, size_t *n) {
  if (js(e, "figurative") || json_object_get(e, "all") || js(e, "str") || js(e, "hex") || js(e, "num")) {
    unsigned char buf[512];
    cbl_dec d;
    cbl_dec_init(&d);
    cbl_opnd o;
    int rc = cbl_opnd_from_json(&x->opt, e, buf, sizeof buf, &d, &o);
    if (rc < 0 || o.kind == CBL_OPND_NATLIT || (o.kind == CBL_OPND_ALL && o.natl)) {
      cbl_dec_clear(&d);
      return fail(x, e, "this literal%s", NULL);
    }
    if (o.kind == CBL_OPND_NUMLIT) {
      /* an unsigned integer literal as its digits (IBM: numeric integer senders move digits) */
      const char *t = js(e, "num");
      if (cbl_dec_sgn(&d) < 0 || d.scale > 0 || strlen(t) > sizeof buf) {
        cbl_dec_clear(&d);
        return fail(x, e, "the numeric literal %s as alphanumeric data", t);
      }
      size_t k = strlen(t);
      memcpy(buf, t, k);
      cbl_opt_from_latin1(&x->opt, buf, k);
      cbl_dec_clear(&d);
      *out = const_bytes(x, buf, k), *n = k;
      return 0;
    }
    cbl_dec_clear(&d);
    if (o.kind == CBL_OPND_FIG || o.kind == CBL_OPND_ALL) {
      /* repeated to the receiver's length: cbl_move fills a buffer of that length */
      size_t len = len_hint ? len_hint : 1;
      if (len > 4096) return fail(x, e, "a figurative constant for more than 4096 bytes%s", NULL);
      unsigned char *fb = arena_alloc(x->a, len + 1);
      cbl_field af = cbl_field_alnum(len);
      char err[256];
      if (cbl_move(&x->opt, &o, &af, fb, len, err, sizeof err) != CBL_MOVE_OK) return fail(x, e, "this figurative constant (%.120s)", err);
      *out = const_bytes(x, fb, len), *n = len;
      return 0;
    }
    *out = const_bytes(x, o.bytes, o.len), *n = o.len;
    return 0;
  }
  sx_item it;
  if (sx_locate(x, s, e, &it) < 0) return -1;
  *out = s->mem[it.area] + it.off, *n = it.len;
  return 0;
}

/* ---- MOVE */

static int is_alnum_cat(cbl_cat c) {
  return c == CBL_CAT_ALPHANUMERIC || c == CBL_CAT_ALPHABETIC || c == CBL_CAT_GROUP;
}

static int is_literal(const json_t *e) {
  return js(e, "figurative") || json_object_get(e, "all") || js(e, "str") || js(e, "hex") || js(e, "num") ||
         json_object_get(e, "national") || json_object_get(e, "national_hex");
}

int sx_move(sx *x, sx_st *s, const json_t *src, sx_item *dst, term_ref *bad) {
  term_ctx *tc = x->tc;
  *bad = term_false(tc);
  const cbl_field *df = dst->f;
  sx_item si;
  int sitem = !is_literal(src);
  if (sitem && sx_locate(x, s, src, &si) < 0) return -1;
  if (sitem && si.area == dst->area && cbl_move_overlaps(si.area, si.off, si.len, dst->area, dst->off, dst->len))
    return fail(x, src, "a MOVE between overlapping items%s", NULL);
  const term_ref *sb = sitem ? s->mem[si.area] + si.off : NULL;
  size_t dlen = dst->len;
  if (dlen > 4096) return fail(x, src, "a receiver of more than 4096 bytes%s", NULL);
  /* every sending byte known: the interpreter's own MOVE */
  if (!sitem || all_const(x, sb, si.len)) {
    unsigned char *db = arena_alloc(x->a, dlen + 1), sbuf[512];
    const term_ref *old = s->mem[dst->area] + dst->off;
    for (size_t k = 0; k < dlen; k++) db[k] = term_is_const(tc, old[k]) ? (unsigned char)term_bv_value(tc, old[k]) : 0;
    cbl_opnd o;
    cbl_dec d;
    cbl_dec_init(&d);
    unsigned char *ib = NULL;
    if (sitem) {
      ib = arena_alloc(x->a, si.len + 1);
      to_bytes(x, sb, si.len, ib);
      o = cbl_opnd_item(si.f, ib, si.len);
    } else if (cbl_opnd_from_json(&x->opt, src, sbuf, sizeof sbuf, &d, &o) < 0) {
      cbl_dec_clear(&d);
      return fail(x, src, "this sending literal%s", NULL);
    }
    char err[256] = "";
    cbl_move_status st = cbl_move(&x->opt, &o, df, db, dlen, err, sizeof err);
    cbl_dec_clear(&d);
    if (st == CBL_MOVE_INVALID_DATA) {
      *bad = term_true(tc);
      return 0;
    }
    if (st != CBL_MOVE_OK) return fail(x, src, "this MOVE (%.120s)", err);
    sx_write(x, s, dst->area, dst->off, const_bytes(x, db, dlen), dlen);
    return 0;
  }
  const cbl_field *sf = si.f;
  /* group or alphanumeric moves: the bytes, left-justified and space-padded (move.c) */
  if ((sf->cat == CBL_CAT_GROUP || df->cat == CBL_CAT_GROUP || (is_alnum_cat(sf->cat) && is_alnum_cat(df->cat))) &&
      !(df->justified && df->cat != CBL_CAT_GROUP)) {
    term_ref *nb = arena_alloc(x->a, sizeof(term_ref) * (dlen + 1));
    for (size_t k = 0; k < dlen; k++) nb[k] = k < si.len ? sb[k] : sx_byte(x, 0x40);
    sx_write(x, s, dst->area, dst->off, nb, dlen);
    return 0;
  }
  if (sf->cat == CBL_CAT_NUMERIC && (df->cat == CBL_CAT_NUMERIC || df->cat == CBL_CAT_NUMERIC_EDITED)) {
    sx_num v;
    if (decode(x, s, &si, src, &v, bad) < 0) return -1;
    return sx_store(x, s, dst, &v, 0, 0, 0, NULL);
  }
  if (sf->cat == CBL_CAT_NUMERIC && sf->is_numeric_desc && sf->num.usage == CBL_USAGE_DISPLAY && sf->num.scale == 0 &&
      (df->cat == CBL_CAT_ALPHANUMERIC) && !df->justified && (!sf->num.is_signed || sf->num.sign == CBL_SIGN_TRAILING)) {
    /* a numeric integer sender moves its digits, the sign left out (Language Reference,
     * "Elementary moves"); its data must be valid */
    sx_num v;
    if (decode(x, s, &si, src, &v, bad) < 0) return -1;
    term_ref *nb = arena_alloc(x->a, sizeof(term_ref) * (dlen + 1));
    for (size_t k = 0; k < dlen; k++)
      nb[k] = k >= si.len ? sx_byte(x, 0x40)
              : k + 1 == si.len && sf->num.is_signed ? mk2(x, OP_BVOR, mk2(x, OP_BVAND, sb[k], sx_byte(x, 0x0F)), sx_byte(x, 0xF0))
                                                     : sb[k];
    sx_write(x, s, dst->area, dst->off, nb, dlen);
    return 0;
  }
  if (df->cat == CBL_CAT_NATIONAL && !df->justified &&
      (sf->cat == CBL_CAT_ALPHANUMERIC || sf->cat == CBL_CAT_ALPHABETIC)) {
    /* alphanumeric data to a national item: each character converted by the code page to one
     * UTF-16 code unit (move.c alnum_to_national, the interpreter's rule: IBM-037/1140 to Unicode,
     * or Latin-1 under ASCII), cut or padded with national spaces on the right */
    size_t chars = dlen / 2;
    term_ref *nb = arena_alloc(x->a, sizeof(term_ref) * (dlen + 1));
    for (size_t k = 0; k < chars; k++) {
      if (k >= si.len) {
        nb[2 * k] = sx_byte(x, 0x00), nb[2 * k + 1] = sx_byte(x, 0x20);
        continue;
      }
      term_ref hi = sx_byte(x, 0), lo = sx_byte(x, 0);
      for (unsigned b = 0; b < 256; b++) {
        unsigned u = cbl_opt_is_ebcdic(&x->opt) ? cbl_cp_to_unicode(x->opt.codepage, (unsigned char)b) : b;
        term_ref is = term_eq(x->tc, sb[k], sx_byte(x, b));
        lo = b ? term_ite(x->tc, is, sx_byte(x, u & 0xFF), lo) : sx_byte(x, u & 0xFF);
        if (u >> 8) hi = term_ite(x->tc, is, sx_byte(x, u >> 8), hi);
      }
      nb[2 * k] = hi, nb[2 * k + 1] = lo;
      if (x->nnatfw == x->capnatfw) {
        int cap = x->capnatfw ? 2 * x->capnatfw : 16;
        term_ref *t = arena_alloc(x->a, sizeof(term_ref) * 3 * (size_t)cap);
        if (x->nnatfw) memcpy(t, x->natfw, sizeof(term_ref) * 3 * (size_t)x->nnatfw);
        x->natfw = t, x->capnatfw = cap;
      }
      x->natfw[3 * x->nnatfw] = hi, x->natfw[3 * x->nnatfw + 1] = lo, x->natfw[3 * x->nnatfw + 2] = sb[k];
      x->nnatfw++;
    }
    sx_write(x, s, dst->area, dst->off, nb, dlen);
    return 0;
  }
  return fail(x, src, "a MOVE from %s data to this receiver with data from the input", cbl_cat_name(sf->cat));
}

/* ---- conditions */

static int numeric_operand(sx *x, sx_st *s, const json_t *e) {
  if (js(e, "num") || js(e, "op")) return 1;
  if (js(e, "figurative") || json_object_get(e, "all") || js(e, "str") || js(e, "hex") ||
      json_object_get(e, "national") || json_object_get(e, "national_hex"))
    return 0;
  sx_item it;
  if (sx_locate(x, s, e, &it) < 0) return -1;
  return it.f->cat == CBL_CAT_NUMERIC;
}

/* Operand e as the concrete rules take it when every byte it reads is known: 1 with *o (bytes
 * in buf, cap bytes; a numeric literal's value in *num), 0 when some byte depends on the input or
 * the form is not a literal or data item, -1 when s was consumed. */
static int const_operand(sx *x, sx_st *s, const json_t *e, unsigned char *buf, size_t cap, cbl_dec *num, cbl_opnd *o) {
  if (js(e, "function") || js(e, "op")) return 0;
  if (is_literal(e)) return cbl_opnd_from_json(&x->opt, e, buf, cap, num, o) < 0 ? 0 : 1;
  sx_item it;
  if (sx_locate(x, s, e, &it) < 0) return -1;
  const term_ref *b = s->mem[it.area] + it.off;
  if (it.len > cap || !all_const(x, b, it.len)) return 0;
  to_bytes(x, b, it.len, buf);
  *o = cbl_opnd_item(it.f, buf, it.len);
  return 1;
}

/* 1 for a national item, 2 for another operand of class national (a national literal, ALL of
 * one, a national-edited item, a function), 0 otherwise; -1 when s was consumed. */
static int national_operand(sx *x, sx_st *s, const json_t *e) {
  const json_t *a = json_object_get(e, "all");
  if (json_object_get(e, "national") || json_object_get(e, "national_hex") ||
      (a && (json_object_get(a, "national") || json_object_get(a, "national_hex"))) || js(e, "function"))
    return js(e, "function") ? 0 : 2;
  if (js(e, "figurative") || a || js(e, "str") || js(e, "hex") || js(e, "num") || js(e, "op")) return 0;
  sx_item it;
  if (sx_locate(x, s, e, &it) < 0) return -1;
  return it.f->cat == CBL_CAT_NATIONAL ? 1 : it.f->cat == CBL_CAT_NATIONAL_EDITED ? 2 : 0;
}

/* a < b and a == b on byte strings of equal length, lexicographically (the native EBCDIC order). */
static void bytes_cmp(sx *x, const term_ref *a, const term_ref *b, size_t n, term_ref *lt, term_ref *eq) {
  term_ctx *tc = x->tc;
  term_ref l = term_false(tc), e = term_true(tc);
  for (size_t k = n; k-- > 0;) {
    l = term_or2(tc, mk2(x, OP_BVULT, a[k], b[k]), term_and2(tc, term_eq(tc, a[k], b[k]), l));
    e = term_and2(tc, term_eq(tc, a[k], b[k]), e);
  }
  *lt = l, *eq = e;
}

static term_ref relop(sx *x, const char *op, term_ref lt, term_ref eq) {
  term_ctx *tc = x->tc;
  if (!strcmp(op, "<")) return lt;
  if (!strcmp(op, "<=")) return term_or2(tc, lt, eq);
  if (!strcmp(op, "=")) return eq;
  if (!strcmp(op, "!=")) return term_not(tc, eq);
  if (!strcmp(op, ">")) return term_not(tc, term_or2(tc, lt, eq));
  return term_not(tc, lt); /* >= */
}

int sx_compare(sx *x, sx_st *s, const char *op, const json_t *l, const json_t *r, term_ref *out, term_ref *bad,
               const json_t *node) {
  term_ctx *tc = x->tc;
  int nl = numeric_operand(x, s, l), nr = numeric_operand(x, s, r);
  if (nl < 0 || nr < 0) return -1;
  /* ZERO compares numerically with a number */
  if (!nl && nr && js(l, "figurative") && !strcmp(js(l, "figurative"), "ZERO")) nl = 1;
  if (!nr && nl && js(r, "figurative") && !strcmp(js(r, "figurative"), "ZERO")) nr = 1;
  if (nl && nr) {
    sx_num a, b;
    term_ref ba, bb;
    if (sx_value(x, s, l, &a, &ba) < 0 || sx_value(x, s, r, &b, &bb) < 0) return -1;
    int sc = a.scale > b.scale ? a.scale : b.scale;
    int da = a.digits + sc - a.scale, db = b.digits + sc - b.scale;
    unsigned w = sx_bits_for(da > db ? da : db);
    if (w < width_of(x, a.v)) w = width_of(x, a.v);
    if (w < width_of(x, b.v)) w = width_of(x, b.v);
    term_ref av = rescale(x, &a, sc, w), bv = rescale(x, &b, sc, w);
    *out = relop(x, op, mk2(x, OP_BVSLT, av, bv), term_eq(tc, av, bv));
    *bad = term_or2(tc, ba, bb);
    return 0;
  }
  if (nl || nr) {
    /* a numeric integer DISPLAY item compared with alphanumeric data: as alphanumeric (its digits) */
    const json_t *ne = nl ? l : r;
    sx_item it;
    if (js(ne, "num") || js(ne, "op") || sx_locate(x, s, ne, &it) < 0 || !it.f->is_numeric_desc ||
        it.f->num.usage != CBL_USAGE_DISPLAY || it.f->num.scale != 0 || it.f->num.is_signed)
      return fail(x, node, "a comparison of numeric and alphanumeric operands of this form%s", NULL);
  }
  int natl = national_operand(x, s, l), natr = national_operand(x, s, r);
  if (natl < 0 || natr < 0) return -1;
  if (natl || natr) {
    /* every byte known: the interpreter's comparison itself (compare.c, "National comparisons":
     * the other operand converted to national, the shorter padded with national spaces) */
    cbl_opnd oa, ob;
    unsigned char *ba = arena_alloc(x->a, 8192), *bb2 = arena_alloc(x->a, 8192);
    cbl_dec da, db;
    cbl_dec_init(&da);
    cbl_dec_init(&db);
    int ka = const_operand(x, s, l, ba, 8192, &da, &oa), kb = ka > 0 ? const_operand(x, s, r, bb2, 8192, &db, &ob) : 0;
    int res = 0;
    cbl_cmp_status cs = ka > 0 && kb > 0 ? cbl_compare(&x->opt, &oa, &ob, &res) : CBL_CMP_UNSUPPORTED;
    cbl_dec_clear(&da);
    cbl_dec_clear(&db);
    if (ka < 0 || kb < 0) return -1;
    if (ka > 0 && kb > 0 && cs == CBL_CMP_OK) {
      *out = relop(x, op, res < 0 ? term_true(tc) : term_false(tc), res == 0 ? term_true(tc) : term_false(tc));
      *bad = term_false(tc);
      return 0;
    }
    /* a national item with data from the input: its UTF-16BE bytes against the other operand's
     * national image (compare.c's conversion, of known bytes, or another national item), the
     * shorter padded with national spaces; the bytes compare as the code units do */
    term_ref *side[2];
    size_t len[2];
    const json_t *e[2] = {l, r};
    int nat[2] = {natl, natr};
    size_t nlen = 0;
    for (int i = 0; i < 2; i++) {
      sx_item it;
      if (nat[i] == 1 && sx_locate(x, s, e[i], &it) == 0) nlen = it.len;
    }
    for (int i = 0; i < 2; i++) {
      sx_item it;
      if (nat[i] == 1) {
        if (sx_locate(x, s, e[i], &it) < 0) return -1;
        side[i] = s->mem[it.area] + it.off, len[i] = it.len;
        continue;
      }
      cbl_dec d;
      cbl_dec_init(&d);
      cbl_opnd o;
      unsigned char *img = NULL;
      size_t n = 0;
      int k = const_operand(x, s, e[i], ba, 8192, &d, &o);
      cbl_cmp_status st = k > 0 && nlen ? cbl_compare_national_image(&x->opt, &o, nlen, &img, &n) : CBL_CMP_UNSUPPORTED;
      cbl_dec_clear(&d);
      if (k < 0) return -1;
      if (st != CBL_CMP_OK) {
        free(img);
        return fail(x, node, "a national comparison of this form in the symbolic executor%s", NULL);
      }
      side[i] = const_bytes(x, img, n), len[i] = n;
      free(img);
    }
    size_t n = len[0] > len[1] ? len[0] : len[1];
    term_ref *pa = arena_alloc(x->a, sizeof(term_ref) * (n + 1)), *pb = arena_alloc(x->a, sizeof(term_ref) * (n + 1));
    for (size_t k = 0; k < n; k++) {
      term_ref sp = sx_byte(x, k % 2 ? 0x20 : 0x00);
      pa[k] = k < len[0] ? side[0][k] : sp;
      pb[k] = k < len[1] ? side[1][k] : sp;
    }
    term_ref lt, eq;
    bytes_cmp(x, pa, pb, n, &lt, &eq);
    *out = relop(x, op, lt, eq);
    *bad = term_false(tc);
    return 0;
  }
  term_ref *ab, *bb;
  size_t na, nb;
  int lfig = js(l, "figurative") || json_object_get(l, "all"), rfig = js(r, "figurative") || json_object_get(r, "all");
  if (lfig && rfig) return fail(x, node, "a comparison of two figurative constants%s", NULL);
  if (!lfig && sx_alnum_bytes(x, s, l, 0, &ab, &na) < 0) return -1;
  if (!rfig && sx_alnum_bytes(x, s, r, 0, &bb, &nb) < 0) return -1;
  if (lfig && sx_alnum_bytes(x, s, l, nb, &ab, &na) < 0) return -1;
  if (rfig && sx_alnum_bytes(x, s, r, na, &bb, &nb) < 0) return -1;
  size_t n = na > nb ? na : nb;
  term_ref *pa = arena_alloc(x->a, sizeof(term_ref) * (n + 1)), *pb = arena_alloc(x->a, sizeof(term_ref) * (n + 1));
  for (size_t k = 0; k < n; k++) {
    pa[k] = k < na ? ab[k] : sx_byte(x, 0x40);
    pb[k] = k < nb ? bb[k] : sx_byte(x, 0x40);
  }
  term_ref lt, eq;
  bytes_cmp(x, pa, pb, n, &lt, &eq);
  *out = relop(x, op, lt, eq);
  *bad = term_false(tc);
  return 0;
}

/* The level-88 condition of ref: its variable equal to one of the values or within a range. */
static int cond_name(sx *x, sx_st *s, const json_t *ref, term_ref *out, term_ref *bad) {
  term_ctx *tc = x->tc;
  int ci = cbl_layout_index(x->lay, (int)json_integer_value(json_object_get(ref, "item")));
  if (ci < 0 || x->lay->fields[ci].level != 88) return fail(x, ref, "the condition name %s", json_string_value(json_object_get(ref, "ref")));
  const cbl_field *c = &x->lay->fields[ci];
  const cbl_field *v = &x->lay->fields[c->parent];
  /* the variable, with the reference's subscripts */
  json_t *vref = json_deep_copy(ref);
  json_object_set_new(vref, "item", json_integer(v->id));
  json_object_set_new(vref, "ref", json_string(v->name ? v->name : "FILLER"));
  /* kept until the summary is done: a split on one of its subscripts points into it */
  if (!x->owned) x->owned = json_array();
  json_array_append_new(x->owned, vref);
  *out = term_false(tc);
  *bad = term_false(tc);
  size_t i;
  json_t *val;
  int rc = 0;
  json_array_foreach(json_object_get(c->json, "values"), i, val) {
    term_ref t, b1, b2 = term_false(tc);
    const json_t *from = json_object_get(val, "from"), *thru = json_object_get(val, "thru");
    if (!thru) {
      if ((rc = sx_compare(x, s, "=", vref, from, &t, &b1, ref)) < 0) break;
    } else {
      term_ref t2;
      if ((rc = sx_compare(x, s, ">=", vref, from, &t, &b1, ref)) < 0) break;
      if ((rc = sx_compare(x, s, "<=", vref, thru, &t2, &b2, ref)) < 0) break;
      t = term_and2(tc, t, t2);
    }
    *out = term_or2(tc, *out, t);
    *bad = term_or2(tc, *bad, term_or2(tc, b1, b2));
  }
  return rc;
}

int sx_cond(sx *x, sx_st *s, const json_t *c, term_ref *out, term_ref *bad) {
  term_ctx *tc = x->tc;
  const char *k = js(c, "cond");
  *bad = term_false(tc);
  if (!k) return fail(x, c, "this condition%s", NULL);
  cbl_cond_kind ck = cbl_cond_kind_of(k);
  if (ck == CBL_CO_RELATION) return sx_compare(x, s, js(c, "op"), json_object_get(c, "left"), json_object_get(c, "right"), out, bad, c);
  if (ck == CBL_CO_AND || ck == CBL_CO_OR) {
    int conj = ck == CBL_CO_AND;
    *out = conj ? term_true(tc) : term_false(tc);
    term_ref reach = term_true(tc); /* the operand is evaluated: the interpreter stops at the first
                                       operand that decides (interp_data.c rt_cond) */
    size_t i;
    json_t *a;
    term_ref outer = x->cond_reach;
    json_array_foreach(json_object_get(c, "args"), i, a) {
      term_ref t, b;
      if (reach == term_false(tc)) break; /* decided: the rest is not evaluated */
      x->cond_reach = outer ? term_and2(tc, outer, reach) : reach;
      int rc = sx_cond(x, s, a, &t, &b);
      x->cond_reach = outer;
      if (rc < 0) return -1;
      *bad = term_or2(tc, *bad, term_and2(tc, reach, b));
      *out = conj ? term_and2(tc, *out, t) : term_or2(tc, *out, t);
      reach = term_and2(tc, reach, term_and2(tc, term_not(tc, b), conj ? t : term_not(tc, t)));
    }
    return 0;
  }
  if (ck == CBL_CO_NOT) {
    term_ref t;
    if (sx_cond(x, s, json_object_get(c, "arg"), &t, bad) < 0) return -1;
    *out = term_not(tc, t);
    return 0;
  }
  if (ck == CBL_CO_NAME) return cond_name(x, s, json_object_get(c, "ref"), out, bad);
  if (ck == CBL_CO_SIGN) {
    sx_num v;
    if (sx_value(x, s, json_object_get(c, "operand"), &v, bad) < 0) return -1;
    cbl_sign_cond sg = cbl_sign_word(js(c, "sign"));
    if (sg == CBL_SGN_UNKNOWN) return fail(x, c, "sign condition %s", js(c, "sign"));
    *out = sg == CBL_SGN_POSITIVE   ? mk2(x, OP_BVSGT, v.v, K(x, v.v, 0))
           : sg == CBL_SGN_NEGATIVE ? mk2(x, OP_BVSLT, v.v, K(x, v.v, 0))
                                    : term_eq(tc, v.v, K(x, v.v, 0));
    return 0;
  }
  if (ck == CBL_CO_CLASS && js(c, "class") && !strcmp(js(c, "class"), "NUMERIC")) {
    sx_item it;
    if (sx_locate(x, s, json_object_get(c, "operand"), &it) < 0) return -1;
    if (it.f->cat == CBL_CAT_NUMERIC) {
      if (!it.f->is_numeric_desc || it.f->num.usage != CBL_USAGE_DISPLAY || it.f->num.is_signed)
        return fail(x, c, "the NUMERIC class test on a signed or non-DISPLAY item%s", NULL);
      sx_num v;
      term_ref b;
      if (decode(x, s, &it, c, &v, &b) < 0) return -1;
      *out = term_not(tc, b);
      return 0;
    }
    if (it.f->cat != CBL_CAT_ALPHANUMERIC && it.f->cat != CBL_CAT_GROUP)
      return fail(x, c, "the NUMERIC class test on this category%s", NULL);
    const term_ref *b = s->mem[it.area] + it.off;
    *out = term_true(tc);
    for (size_t i = 0; i < it.len; i++)
      *out = term_and2(tc, *out, term_and2(tc, mk2(x, OP_BVUGE, b[i], sx_byte(x, 0xF0)), mk2(x, OP_BVULE, b[i], sx_byte(x, 0xF9))));
    return 0;
  }
  return fail(x, c, "the %s condition", k);
}

/* ---- DISPLAY, INITIALIZE, FILE STATUS */

int sx_display_bytes(sx *x, sx_st *s, const json_t *e, term_ref **out, size_t *n, term_ref *bad) {
  *bad = term_false(x->tc);
  if (js(e, "num")) {
    const char *t = js(e, "num");
    size_t k = strlen(t);
    unsigned char *b = arena_alloc(x->a, k + 1);
    memcpy(b, t, k);
    cbl_opt_from_latin1(&x->opt, b, k);
    *out = const_bytes(x, b, k), *n = k;
    return 0;
  }
  if (js(e, "figurative") || json_object_get(e, "all")) return sx_alnum_bytes(x, s, e, 1, out, n);
  if (is_literal(e)) return sx_alnum_bytes(x, s, e, 0, out, n);
  sx_item it;
  if (sx_locate(x, s, e, &it) < 0) return -1;
  const cbl_field *f = it.f;
  if (f->is_numeric_desc && f->cat == CBL_CAT_NUMERIC && f->num.usage != CBL_USAGE_DISPLAY) {
    if (f->num.usage != CBL_USAGE_PACKED && f->num.usage != CBL_USAGE_BINARY)
      return fail(x, e, "DISPLAY of this numeric USAGE%s", NULL);
    if (f->num.usage == CBL_USAGE_BINARY && f->num.trunc != CBL_TRUNC_STD) return fail(x, e, "DISPLAY of a BINARY item under TRUNC(OPT/BIN)%s", NULL);
    sx_num v;
    if (decode(x, s, &it, e, &v, bad) < 0) return -1;
    cbl_num_desc zd = cbl_options_num_desc(&x->opt, CBL_USAGE_DISPLAY, f->num.digits, f->num.scale, f->num.is_signed,
                                           CBL_SIGN_TRAILING);
    size_t k = cbl_num_size(&zd);
    term_ref *b = arena_alloc(x->a, sizeof(term_ref) * (k + 1));
    if (encode(x, &zd, v.v, v.nonneg, b, e) < 0) return -1;
    *out = b, *n = k;
    return 0;
  }
  *out = s->mem[it.area] + it.off, *n = it.len;
  return 0;
}

static int odo_none(void *ctx, int f, long *v) {
  (void)ctx, (void)f, (void)v;
  return -1;
}

int sx_initialize(sx *x, sx_st *s, const json_t *stmt, sx_item *it) {
  if (it->fi < 0 || !it->whole) return fail(x, stmt, "INITIALIZE of a subscripted or reference-modified item%s", NULL);
  cbl_init_spec spec;
  unsigned char bufs[CBL_NCATS][256];
  cbl_dec nums[CBL_NCATS];
  for (int k = 0; k < CBL_NCATS; k++) cbl_dec_init(&nums[k]);
  int rc = cbl_init_spec_from_json(&x->opt, stmt, &spec, bufs, nums);
  if (rc < 0) {
    for (int k = 0; k < CBL_NCATS; k++) cbl_dec_clear(&nums[k]);
    return fail(x, stmt, "INITIALIZE … REPLACING … BY an identifier%s", NULL);
  }
  /* the statement writes constants: run it on two images, one all X'00' and one all X'FF'; a byte
   * that comes out equal in both was written, the others keep what the state holds */
  size_t asz = x->asize[it->area];
  unsigned char *im[2];
  char err[256];
  for (int t = 0; t < 2; t++) {
    im[t] = arena_alloc(x->a, asz + 1);
    memset(im[t], t ? 0xFF : 0x00, asz);
    long subs[CBL_MAX_DIMS] = {0};
    if (cbl_initialize(x->lay, it->fi, subs, 0, &spec, im[t], odo_none, NULL, err, sizeof err) != CBL_MOVE_OK) {
      for (int k = 0; k < CBL_NCATS; k++) cbl_dec_clear(&nums[k]);
      return fail(x, stmt, "this INITIALIZE (%.120s)", err);
    }
  }
  for (int k = 0; k < CBL_NCATS; k++) cbl_dec_clear(&nums[k]);
  for (size_t k = it->off; k < it->off + it->len; k++)
    if (im[0][k] == im[1][k]) {
      term_ref b = sx_byte(x, im[0][k]);
      sx_write(x, s, it->area, k, &b, 1);
    }
  return 0;
}

void sx_set_status(sx *x, sx_st *s, int fs_field, const char *st) {
  if (fs_field < 0) return;
  const cbl_field *f = &x->lay->fields[fs_field];
  unsigned char b[2] = {(unsigned char)st[0], (unsigned char)st[1]};
  cbl_opt_from_latin1(&x->opt, b, 2);
  term_ref t[2] = {sx_byte(x, b[0]), sx_byte(x, b[1])};
  sx_write(x, s, f->area, f->offset, t, f->size < 2 ? f->size : 2);
}

/* ---- loop heads */

int sx_num_cell_ok(sx *x, int fi) {
  const cbl_field *f = &x->lay->fields[fi];
  /* storage a numeric store writes: record areas hold the bytes a READ put there */
  cbl_area_kind ak = x->lay->areas[f->area].kind;
  if (ak != CBL_AREA_WORKING && ak != CBL_AREA_LOCAL) return 0;
  if (f->first_child >= 0 || f->level == 66 || f->level == 88 || f->ndims || f->in_redefines || f->redefines >= 0)
    return 0;
  if (f->cat != CBL_CAT_NUMERIC || !f->is_numeric_desc || f->num.scale < 0 || f->num.digits > 18) return 0;
  const cbl_num_desc *d = &f->num;
  if (cbl_num_size(d) != f->size) return 0;
  if (d->usage == CBL_USAGE_DISPLAY) return d->cs == CBL_CS_EBCDIC && (!d->is_signed || d->sign == CBL_SIGN_TRAILING);
  if (d->usage == CBL_USAGE_PACKED) return 1;
  return d->usage == CBL_USAGE_BINARY && !d->little_endian && d->trunc == CBL_TRUNC_STD;
}

term_ref sx_field_value(sx *x, sx_st *s, int fi) {
  const cbl_field *f = &x->lay->fields[fi];
  if (s->vc[fi]) return sx_to_width(x, s->vc[fi], sx_bits_for(f->num.digits));
  const term_ref *b = s->mem[f->area] + f->offset;
  if (!all_const(x, b, f->size)) return TERM_NULL;
  unsigned char buf[64], re[64];
  to_bytes(x, b, f->size, buf);
  cbl_dec v;
  cbl_dec_init(&v);
  term_ref t = TERM_NULL;
  /* the bytes must be the value's own encoding, which the head state will write back */
  if (cbl_num_decode(&f->num, buf, &v) == CBL_CODEC_OK && cbl_num_encode(&f->num, &v, re, NULL, NULL) == CBL_CODEC_OK &&
      !memcmp(buf, re, f->size)) {
    t = dec_term(x, &v);
    if (t != TERM_NULL) t = sx_to_width(x, t, sx_bits_for(f->num.digits));
  }
  cbl_dec_clear(&v);
  return t;
}

int sx_set_field_value(sx *x, sx_st *s, int fi, term_ref v) {
  const cbl_field *f = &x->lay->fields[fi];
  term_ref b[40];
  if (encode(x, &f->num, v, !f->num.is_signed, b, NULL) < 0) return -1;
  sx_write(x, s, f->area, f->offset, b, f->size);
  s->vc[fi] = v;
  return 0;
}

/* The well-formedness of a head value of numeric field fi: within its digits, >= 0 unsigned. */
term_ref sx_field_value_ok(sx *x, int fi, term_ref v) {
  const cbl_field *f = &x->lay->fields[fi];
  unsigned w = width_of(x, v);
  term_ref lim = pow10w(x, w, f->num.digits);
  term_ref ok = term_and2(x->tc, mk2(x, OP_BVSLT, v, lim), mk2(x, OP_BVSGT, v, term_mk1(x->tc, OP_BVNEG, lim)));
  if (!f->num.is_signed) ok = term_and2(x->tc, ok, mk2(x, OP_BVSGE, v, Wn(x, w, 0)));
  return ok;
}

/* ---- DIVIDE (interp_stmt.c do_arith): the quotient at dmax + 20 decimals, truncated */

int sx_quotient(sx *x, const sx_num *w, const sx_num *v, int S, sx_num *out) {
  /* w / v = w_int 10^vs / (v_int 10^ws); at scale S: w_int 10^(S + vs - ws) / v_int */
  int k = S + v->scale - w->scale;
  if (k < 0) return -1;
  out->scale = S;
  out->digits = w->digits + k;
  out->nonneg = w->nonneg && v->nonneg;
  if (out->digits > SX_MAX_DIGITS + 6) return -1;
  unsigned wd = sx_bits_for(out->digits);
  term_ref num = mk2(x, OP_BVMUL, sx_to_width(x, w->v, wd), pow10w(x, wd, k));
  term_ref den = sx_to_width(x, v->v, wd);
  /* bvsdiv truncates toward zero, as the interpreter's quotient does; a zero divisor is the
   * caller's size error */
  out->v = mk2(x, OP_BVSDIV, num, den);
  return 0;
}

term_ref sx_is_zero(sx *x, const sx_num *v) { return term_eq(x->tc, v->v, K(x, v->v, 0)); }

int sx_scale_of(sx *x, sx_st *s, const json_t *e) {
  if (js(e, "num")) {
    const char *d = strchr(js(e, "num"), '.');
    return d ? (int)strlen(d + 1) : 0;
  }
  if (!js(e, "ref")) return 0;
  sx_item it;
  if (sx_locate(x, s, e, &it) < 0) return 0;
  if (it.f->is_numeric_desc) return it.f->num.scale > 0 ? it.f->num.scale : 0;
  if (it.f->has_pic && it.f->cat == CBL_CAT_NUMERIC_EDITED) return it.f->pic.scale > 0 ? it.f->pic.scale : 0;
  return 0;
}
