/* interp_data.c — the interpreter's view of data: locating references (subscripts, ODO, reference
 * modification, special registers), operands, arithmetic expressions, conditions, stores, DISPLAY text. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/arena.h"
#include "lang/cobol/interp_int.h"
#include "lang/cobol/stmt.h"
#include "lang/cobol/intrinsic.h"
#include "lang/cobol/arith.h"

/* ---- locating data */

/* The program holding field id `id`: the current one, or a containing program (GLOBAL items). */
static rt_prog *owner(cbl_machine *m, long id, int *fidx) {
  for (rt_prog *p = m->cur; p; p = p->parent) {
    if (!p->lay) continue;
    int i = cbl_layout_index(p->lay, (int)id);
    if (i >= 0) {
      *fidx = i;
      return p;
    }
  }
  return NULL;
}

int rt_odo(void *ctx, int odo_field, long *value) {
  cbl_machine *m = ctx;
  rt_prog *p = m->cur;
  const cbl_field *f = &p->lay->fields[odo_field];
  unsigned char *a = p->area[f->area];
  if (!a || !f->is_numeric_desc || f->offset + f->size > p->area_len[f->area]) return -1;
  cbl_dec v;
  cbl_dec_init(&v);
  cbl_codec_status st = cbl_num_decode(&f->num, a + f->offset, &v);
  int rc = -1;
  if (st == CBL_CODEC_OK || st == CBL_CODEC_OVERPIC) {
    cbl_dec t;
    cbl_dec_init(&t);
    cbl_dec_round(&t, &v, 0, CBL_ROUND_TRUNCATION);
    *value = mpz_get_si(t.v);
    cbl_dec_clear(&t);
    rc = 0;
  }
  cbl_dec_clear(&v);
  return rc;
}

/* A data reference decoded once from its JSON (kept in the node's jcache slot): the members
 * rt_locate reads on every execution. Functions of the node alone — which program's item it is
 * (owner) depends on the program running and is looked up each time. */
/* prefixes of a function's name (rt_ref.fn_pre) */
enum { FN_PRE_TEST_NUMVAL = 1, FN_PRE_TEST = 2, FN_PRE_ORD = 4, FN_PRE_FORMATTED = 8 };

typedef struct rt_ref {
  const char *reg;        /* "register" */
  const char *name;       /* "ref" */
  long id;                /* "item", -1 if absent */
  int kind_ok;            /* no "kind", or "data" / "index" */
  int is_condition;       /* "kind": "condition" (a condition-name) */
  int is_index;           /* "kind": "index" (an index-name: compared by its occurrence number) */
  const json_t *subs;     /* "subscripts" */
  int nsubs;              /* its size (at most CBL_MAX_DIMS taken), its members, and the index of
                             the first subscript ALL (-1: none) */
  const json_t *subv[CBL_MAX_DIMS];
  int subs_all_at;
  const json_t *refmod;   /* "refmod", its start and length */
  const json_t *rm_start, *rm_length;
  const char *num;        /* "num": a numeric literal's text */
  /* the operand forms rt_operand tells apart, for a node that is not a data reference */
  const char *function;   /* "function" */
  const json_t *length_of; /* "length_of" */
  const char *op;         /* "op": an arithmetic expression */
  const json_t *args;     /* its "args" */
  const json_t **argv;    /* its elements listed (a function's arguments), NULL without "args" */
  size_t nargs;
  int num_places;         /* "num" (a numeric literal): its decimal places; -1 for another node */
  int national_lit;       /* "national" or "national_hex": a national literal */
  int national_of;        /* FUNCTION NATIONAL-OF */
  cbl_fn_id fn_id;        /* the function's kind (intrinsic.h) */
  unsigned fn_pre;        /* the name's prefixes the evaluation tells apart (FN_PRE_*) */
  int symbolic;           /* "symbolic", or ALL with "symbolic" */
  int fig_null;           /* "figurative": "NULL" or "NULLS" */
  /* for an arithmetic expression (rt_dmax): whether the decimal places its operands give dmax
   * are fixed by the program (1), not (-1) or not known yet (0), the program they were found
   * for, and those places */
  int dmax_static;
  const rt_prog *dmax_prog;
  int dmax_d;
  /* where the item was found (locate_field): the program running then, the program holding the
   * item and its field index; owner() gives the same for the same running program */
  const rt_prog *loc_cur;
  rt_prog *loc_p;
  int loc_fi;
  /* the same for one other item located with this reference's subscripts (rt_locate_id: a
   * condition-name's variable) */
  long loc2_id;
  const rt_prog *loc2_cur;
  rt_prog *loc2_p;
  int loc2_fi;
  /* the item itself when it lies at a fixed place of its area (no subscripts, no OCCURS DEPENDING
   * ON, not a RENAMES or condition-name), for the program loc_cur: a program's layout lives as
   * long as the run, so locating it again is reading its area's address */
  const cbl_field *fixed;
  /* the same for the other item (loc2_id), for the program loc2_cur: a condition-name's
   * variable, tested for each record of a batch run */
  const cbl_field *fixed2;
  /* whether locating the item twice gives what locating it once gives, with no effect between:
   * 1 when its subscripts and reference modification call no function (FUNCTION RANDOM moves
   * on), -1 when they do, 0 not known yet */
  int relocate_pure;
} rt_ref;

static void ref_decode(const json_t *ref, void *out) {
  rt_ref *r = out;
  memset(r, 0, sizeof *r);
  const char *kind = js(ref, "kind");
  r->reg = js(ref, "register");
  r->name = js(ref, "ref");
  r->id = ji(ref, "item", -1);
  r->kind_ok = !kind || !strcmp(kind, "data") || !strcmp(kind, "index");
  r->is_condition = kind && !strcmp(kind, "condition");
  r->is_index = kind && !strcmp(kind, "index");
  const char *fig = js(ref, "figurative");
  r->fig_null = fig && (!strcmp(fig, "NULL") || !strcmp(fig, "NULLS"));
  r->subs = cbl_jget(ref, "subscripts");
  r->nsubs = (int)json_array_size(r->subs);
  if (r->nsubs > CBL_MAX_DIMS) r->nsubs = CBL_MAX_DIMS;
  r->subs_all_at = -1;
  for (int i = 0; i < r->nsubs; i++) {
    r->subv[i] = json_array_get(r->subs, (size_t)i);
    if (r->subs_all_at < 0 && js(r->subv[i], "subscript")) r->subs_all_at = i;
  }
  r->refmod = cbl_jget(ref, "refmod");
  r->rm_start = cbl_jget(r->refmod, "start");
  r->rm_length = cbl_jget(r->refmod, "length");
  r->num = js(ref, "num");
  r->function = js(ref, "function");
  r->length_of = cbl_jget(ref, "length_of");
  r->op = js(ref, "op");
  r->args = cbl_jget(ref, "args");
  if (r->args) r->argv = cbl_jslot_elems(r->args, &r->nargs);
  const char *num = js(ref, "num"), *dot = num ? strchr(num, '.') : NULL;
  r->num_places = !num ? -1 : dot ? (int)strlen(dot + 1) : 0;
  r->national_lit = cbl_jget(ref, "national") || cbl_jget(ref, "national_hex");
  r->national_of = r->function && !strcmp(r->function, "NATIONAL-OF");
  r->fn_id = cbl_fn_id_of(r->function);
  const char *fn = r->function;
  r->fn_pre = !fn ? 0
                  : (!strncmp(fn, "TEST-NUMVAL", 11) ? FN_PRE_TEST_NUMVAL : 0) | (!strncmp(fn, "TEST-", 5) ? FN_PRE_TEST : 0) |
                        (!strncmp(fn, "ORD-", 4) ? FN_PRE_ORD : 0) | (!strncmp(fn, "FORMATTED-", 10) ? FN_PRE_FORMATTED : 0);
  r->symbolic = cbl_jget(ref, "symbolic") || (cbl_jget(ref, "all") && cbl_jget(cbl_jget(ref, "all"), "symbolic"));
}

/* The decoded reference: from the node's slot, or decoded into *tmp for a node built during
 * the run. */
static inline const rt_ref *ref_of(const json_t *ref, rt_ref *tmp) {
  const rt_ref *r = cbl_jslot_once(ref, CBL_JSLOT_REF, sizeof *r, ref_decode);
  if (r) return r;
  ref_decode(ref, tmp);
  return tmp;
}

/* owner(m, id) remembered in r: for r's own item and for one other item (a function of the
 * program running and the id alone) */
static rt_prog *ref_owner(cbl_machine *m, const rt_ref *r, long id, int *fi) {
  if (r->loc_cur && r->loc_cur == m->cur && id == r->id) {
    *fi = r->loc_fi;
    return r->loc_p;
  }
  if (r->loc2_cur && r->loc2_cur == m->cur && id == r->loc2_id) {
    *fi = r->loc2_fi;
    return r->loc2_p;
  }
  rt_prog *p = owner(m, id, fi);
  if (p) {
    rt_ref *w = (rt_ref *)r; /* the run's arena (or the caller's tmp): ours to fill */
    if (id == r->id) {
      w->loc_cur = m->cur;
      w->loc_p = p;
      w->loc_fi = *fi;
      w->fixed = NULL; /* found again below for this program */
    } else {
      w->loc2_cur = m->cur;
      w->loc2_id = id;
      w->loc2_p = p;
      w->loc2_fi = *fi;
      w->fixed2 = NULL;
    }
  }
  return p;
}

/* The item of r's own id when it was found at a fixed place (r->fixed, for the program running):
 * read from its area's address alone. 0 when that does not apply (no storage, or too little,
 * included): the general path then decides and says why. */
static inline int fixed_at_place(const cbl_field *f, const rt_prog *p, rt_item *it) {
  unsigned char *a = p->area[f->area];
  if (!a || f->offset + f->size > p->area_len[f->area]) return 0;
  it->f = f;
  it->bytes = a + f->offset;
  it->len = f->size;
  it->area = f->area;
  it->off = f->offset;
  return 1;
}

static inline int fixed_item(const cbl_machine *m, const rt_ref *r, rt_item *it) {
  return r->fixed && r->loc_cur == m->cur && fixed_at_place(r->fixed, r->loc_p, it);
}

static inline int fixed_item2(const cbl_machine *m, const rt_ref *r, long id, rt_item *it) {
  return r->fixed2 && id == r->loc2_id && r->loc2_cur == m->cur && fixed_at_place(r->fixed2, r->loc2_p, it);
}

/* locate_ref's answer for such a reference without reference modification. Why: most
 * references of a batch program are such items, and the general path's calls were a tenth of a
 * run. */
static inline int fixed_at(const cbl_machine *m, const rt_ref *r, rt_item *it) {
  return !r->refmod && fixed_item(m, r, it);
}

/* r: ref decoded (ref_of); passed down so that one execution looks its slot up once */
static int locate_field(cbl_machine *m, const json_t *ref, const rt_ref *r, long id, rt_item *it) {
  if (id == r->id ? fixed_item(m, r, it) : fixed_item2(m, r, id, it)) return 0;
  int fi;
  rt_prog *p = ref_owner(m, r, id, &fi);
  if (!p) {
    rt_wrong(m, "unsupported", ref, "data item '%s' is not in this program",
             js(ref, "ref") ? js(ref, "ref") : "?");
    return -1;
  }
  const cbl_field *f = &p->lay->fields[fi];
  long subs[CBL_MAX_DIMS];
  int n = r->nsubs;
  for (int i = 0; i < n; i++) {
    if (i == r->subs_all_at) {
      rt_wrong(m, "unsupported", ref, "subscript ALL outside an intrinsic function argument");
      return -1;
    }
    if (rt_int(m, r->subv[i], &subs[i]) < 0) return -1;
  }
  if (n != f->ndims) {
    rt_wrong(m, "undefined_result", ref, "'%s' needs %d subscript(s), %d given", f->name ? f->name : "FILLER",
             f->ndims, n);
    return -1;
  }
  size_t off, len;
  cbl_locate_status ls = CBL_LOC_OK;
  if (n == 0 && !f->variable && f->level != 66 && f->level != 88) {
    /* cbl_layout_locate's answer for an item at a fixed place without subscripts */
    off = f->offset;
    len = f->size;
  } else {
    rt_prog *saved = m->cur;
    m->cur = p;
    ls = cbl_layout_locate(p->lay, fi, subs, n, rt_odo, m, &off, &len);
    m->cur = saved;
  }
  if (ls != CBL_LOC_OK) {
    char sb[128] = "";
    size_t k = 0;
    for (int i = 0; i < n; i++) k += (size_t)snprintf(sb + k, sizeof sb - k, "%s%ld", i ? ", " : "", subs[i]);
    rt_wrong(m, "undefined_result", ref, "%s of '%s' (%s)",
             ls == CBL_LOC_SUBSCRIPT ? "subscript out of range"
             : ls == CBL_LOC_ODO_RANGE ? "subscript beyond the OCCURS DEPENDING ON count (or the count out of range)"
                                       : "invalid data in the OCCURS DEPENDING ON object",
             f->name ? f->name : "FILLER", sb);
    return -1;
  }
  unsigned char *a = p->area[f->area];
  if (!a) {
    rt_wrong(m, "undefined_result", ref, "LINKAGE item '%s' has no storage (no argument passed)",
             f->name ? f->name : "FILLER");
    return -1;
  }
  if (off + len > p->area_len[f->area]) {
    rt_wrong(m, "undefined_result", ref, "'%s' lies beyond the %zu bytes the caller passed",
             f->name ? f->name : "FILLER", p->area_len[f->area]);
    return -1;
  }
  it->f = f;
  it->bytes = a + off;
  it->len = len;
  it->area = f->area + 1000 * (int)(p - p); /* areas are per program; overlap checks use pointers */
  it->off = off;
  if (n == 0 && f->ndims == 0 && !f->variable && f->level != 66 && f->level != 88) {
    /* the run's arena (or the caller's tmp): ours to fill */
    if (id == r->id && r->loc_cur == m->cur && r->loc_p == p) ((rt_ref *)r)->fixed = f;
    else if (id != r->id && id == r->loc2_id && r->loc2_cur == m->cur && r->loc2_p == p) ((rt_ref *)r)->fixed2 = f;
  }
  return 0;
}

static int apply_refmod(cbl_machine *m, const json_t *ref, const rt_ref *r, rt_item *it) {
  const json_t *rm = r->refmod;
  if (!rm) return 0;
  long start, len;
  if (rt_int(m, r->rm_start, &start) < 0) return -1;
  size_t unit = (it->f->cat == CBL_CAT_NATIONAL) ? 2 : 1;
  long total = (long)(it->len / unit);
  if (r->rm_length) {
    if (rt_int(m, r->rm_length, &len) < 0) return -1;
  } else {
    len = total - start + 1;
  }
  /* Language Reference, "Reference modification": 1 <= start <= length of the item, length >= 1
   * and start + length - 1 within the item; otherwise the result is undefined. */
  if (start < 1 || start > total || len < 1 || start + len - 1 > total) {
    rt_wrong(m, "undefined_result", ref, "reference modification (%ld:%ld) out of range of '%s' (%ld)",
             start, len, it->f->name ? it->f->name : "?", total);
    return -1;
  }
  it->tmp = cbl_field_alnum((size_t)len * unit);
  if (unit == 2) it->tmp.cat = CBL_CAT_NATIONAL;
  it->bytes += (size_t)(start - 1) * unit;
  it->off += (size_t)(start - 1) * unit;
  it->len = (size_t)len * unit;
  it->f = &it->tmp;
  return 0;
}

static int locate_ref(cbl_machine *m, const json_t *ref, const rt_ref *r, rt_item *it) {
  if (fixed_at(m, r, it)) return 0;
  /* (not memset: tmp holds a whole PICTURE description and is only used by refmods) */
  it->f = NULL;
  it->bytes = NULL;
  it->len = 0;
  it->off = 0;
  it->area = -1;
  const char *reg = r->reg;
  if (reg) {
    if (!strcmp(reg, "RETURN-CODE")) {
      it->f = &m->rc_field;
      it->bytes = m->rc_bytes;
      it->len = 2;
    } else if (!strcmp(reg, "SORT-RETURN")) {
      /* SORT-RETURN: PIC S9(4) BINARY; 0 after every SORT/MERGE (a failing sort abends here) */
      it->f = &m->rc_field;
      it->bytes = m->sortret_bytes;
      it->len = 2;
    } else if (!strcmp(reg, "TALLY")) {
      it->f = &m->tally_field;
      it->bytes = m->tally_bytes;
      it->len = 4;
    } else if (!strcmp(reg, "LINAGE-COUNTER")) {
      /* LINAGE-COUNTER [OF file]: the file's counter; unqualified, the program's one LINAGE file */
      const json_t *of = json_array_get(json_object_get(ref, "of"), 0);
      rt_file *lf = NULL;
      int nlin = 0;
      for (rt_prog *p = m->cur; p && !lf; p = p->parent)
        for (int i = 0; i < p->nfiles; i++) {
          rt_file *rf = &p->files[i];
          if (!rf->linage) continue;
          if (of ? (json_is_string(of) && !strcasecmp(json_string_value(of), rf->name)) : 1) lf = rf;
          nlin++;
        }
      if (!lf || (!of && nlin > 1)) {
        rt_wrong(m, "unsupported", ref, "LINAGE-COUNTER names no single file with a LINAGE clause");
        return -1;
      }
      it->f = &lf->lc_field;
      it->bytes = lf->lc_bytes;
      it->len = lf->lc_field.size;
    } else {
      rt_wrong(m, "unsupported", ref, "special register %s", reg);
      return -1;
    }
    return apply_refmod(m, ref, r, it);
  }
  if (!r->name) {
    rt_wrong(m, "unsupported", ref, "this operand cannot receive a value");
    return -1;
  }
  long id = r->id;
  if (id < 0 || !r->kind_ok) {
    rt_wrong(m, "unsupported", ref, "'%s' is not a data item here", js(ref, "ref"));
    return -1;
  }
  if (locate_field(m, ref, r, id, it) < 0) return -1;
  return apply_refmod(m, ref, r, it);
}

int rt_locate(cbl_machine *m, const json_t *ref, rt_item *it) {
  rt_ref tmp;
  return locate_ref(m, ref, ref_of(ref, &tmp), it);
}

/* ---- intrinsic functions: the rules are intrinsic.h's; here arguments are evaluated and
 * results turned into operands */

static int arg_long(cbl_machine *m, const json_t *x, long *v) {
  cbl_dec d, t;
  cbl_dec_init(&d);
  cbl_dec_init(&t);
  int rc = rt_eval(m, x, &d, 0);
  if (rc == 0) {
    cbl_dec_round(&t, &d, 0, CBL_ROUND_TRUNCATION);
    *v = mpz_fits_slong_p(t.v) ? mpz_get_si(t.v) : 0;
  } else if (rc == -2) {
    rt_wrong(m, "undefined_result", x, "division by zero in a function argument");
    rc = -1;
  }
  cbl_dec_clear(&d);
  cbl_dec_clear(&t);
  return rc;
}

/* Argument i of a function's decoded list of n (NULL beyond it, as json_array_get). */
static const json_t *arg_at(const json_t *const *args, size_t n, size_t i) { return i < n ? args[i] : NULL; }

/* The ISO 8601 format functions (intrinsic_fmt.c): argument-1 is the format literal. Returns 1
 * (numeric result in num), 2 (text in buf, *len) or -1 after rt_wrong; *st the function's status. */
static int fmt_function(cbl_machine *m, const json_t *x, const char *fn, cbl_fn_id fid, const json_t *const *args, size_t na,
                        cbl_dec *num, unsigned char *buf, size_t cap, size_t *len, cbl_fn_status *st) {
  int cur = (fid == CBL_FN_FORMATTED_CURRENT_DATE), date = (fid == CBL_FN_FORMATTED_DATE),
      time = (fid == CBL_FN_FORMATTED_TIME), dt = (fid == CBL_FN_FORMATTED_DATETIME);
  size_t lo = cur ? 1 : date ? 2 : time ? 2 : dt ? 3 : 2, hi = cur ? 1 : time ? 3 : dt ? 4 : 2;
  if (na < lo || na > hi) {
    rt_wrong(m, "unsupported", x, "FUNCTION %s with %zu arguments", fn, na);
    return -1;
  }
  unsigned char fb[64], vb[64];
  long fl = rt_text(m, arg_at(args, na, 0), fb, sizeof fb);
  if (fl < 0) return -1;
  cbl_opt_to_latin1(&m->opt, fb, (size_t)fl);
  int dpc = m->cur->dpc;
  cbl_fmt f;
  /* the format literal must be a format of the function's kind (Language Reference, "Date and
   * time formats"): IBM's compiler rejects any other, so the run cannot go on */
  int kind_ok = cbl_fmt_parse(fb, (size_t)fl, dpc, &f) == 0 &&
                (date ? f.date && !f.time : time ? f.time && !f.date : (dt || cur) ? f.date && f.time
                 : (fid == CBL_FN_INTEGER_OF_FORMATTED_DATE) ? f.date : (fid == CBL_FN_SECONDS_FROM_FORMATTED_TIME)
                 ? f.time : 1);
  if (!kind_ok) {
    rt_wrong(m, "unsupported", x, "FUNCTION %s: '%.*s' is not a format of its kind", fn, (int)fl, fb);
    return -1;
  }
  if (f.len > cap) {
    rt_wrong(m, "unsupported", x, "FUNCTION %s: a result over %zu bytes", fn, cap);
    return -1;
  }
  if (date || time || dt || cur) {
    long d = 0, off = 0;
    int has_off = 0;
    cbl_dec secs;
    cbl_dec_init(&secs);
    int bad = 0;
    if (cur) {
      /* the run's clock; its offset from UTC is not an input (CURRENT-DATE shows 00000) */
      bad = cbl_fn_integer_of_date(m->clock[0] * 10000L + m->clock[1] * 100 + m->clock[2], &d) != CBL_FN_OK;
      cbl_dec_set_si(&secs, ((long)m->clock[3] * 3600 + m->clock[4] * 60 + m->clock[5]) * 100 + m->clock[6], 2);
    } else {
      size_t k = 1;
      if (!time && arg_long(m, arg_at(args, na, k++), &d) < 0) bad = -1;
      if (!bad && !date && rt_eval(m, arg_at(args, na, k++), &secs, 0) != 0) bad = -1;
      if (!bad && k < na) {
        has_off = 1;
        if (arg_long(m, arg_at(args, na, k), &off) < 0) bad = -1;
      }
    }
    if (bad < 0) {
      cbl_dec_clear(&secs);
      return -1;
    }
    *st = bad ? CBL_FN_BAD_ARG : cbl_fmt_format(&f, fb, d, &secs, has_off, off, buf);
    cbl_dec_clear(&secs);
    if (*st == CBL_FN_UNSUPPORTED) {
      rt_wrong(m, "unsupported", x, "FUNCTION %s: a UTC or offset format without the offset (IBM takes the "
               "system's offset from UTC, which is not an input of the run)", fn);
      return -1;
    }
    *len = f.len;
    cbl_opt_from_latin1(&m->opt, buf, *len);
    return 2;
  }
  long vl = rt_text(m, arg_at(args, na, 1), vb, sizeof vb);
  if (vl < 0) return -1;
  cbl_opt_to_latin1(&m->opt, vb, (size_t)vl);
  if (fid == CBL_FN_TEST_FORMATTED_DATETIME) {
    cbl_dec_set_si(num, cbl_fmt_test(&f, fb, vb, (size_t)vl), 0);
  } else if (fid == CBL_FN_INTEGER_OF_FORMATTED_DATE) {
    long d = 0;
    *st = cbl_fmt_integer_of_date(&f, fb, vb, (size_t)vl, &d);
    cbl_dec_set_si(num, d, 0);
  } else {
    *st = cbl_fmt_seconds(&f, fb, vb, (size_t)vl, num);
  }
  return 1;
}

int rt_is_national(cbl_machine *m, const json_t *x) {
  rt_ref tmp;
  const rt_ref *r = ref_of(x, &tmp);
  if (r->national_lit) return 1;
  if (r->function) return r->national_of;
  if (!r->name && !r->reg) return 0;
  rt_item it;
  if (rt_locate(m, x, &it) < 0) return -1;
  return it.f->cat == CBL_CAT_NATIONAL || it.f->cat == CBL_CAT_NATIONAL_EDITED;
}

/* The CCSID of the run's alphanumeric code page: IBM-037 or IBM-1140, or ISO-8859-1 (819) under
 * --encoding ascii. */
static long run_ccsid(const cbl_machine *m) {
  if (!cbl_opt_is_ebcdic(&m->opt)) return 819;
  return m->opt.codepage == CBL_CP037 ? 37 : 1140;
}

/* NATIONAL-OF(argument-1 [, argument-2]) and DISPLAY-OF(argument-1 [, argument-2]) (Language
 * Reference, "NATIONAL-OF", "DISPLAY-OF"): argument-1 converted from the code page to national
 * (UTF-16) characters, or back; without argument-2 the code page is the CODEPAGE option's (the
 * run's). argument-2 naming another CCSID is not modelled. Returns 3 (national bytes) or 2
 * (alphanumeric bytes) with the length in *len, -1 after going wrong. */
static int national_function(cbl_machine *m, const json_t *x, const char *fn, const json_t *const *args, size_t na,
                             unsigned char *buf, size_t cap, size_t *len) {
  int to_nat = fn[0] == 'N';
  if (na < 1 || na > 2) return rt_wrong(m, "unsupported", x, "FUNCTION %s with %zu arguments", fn, na), -1;
  if (na == 2) {
    long cc;
    if (rt_int(m, arg_at(args, na, 1), &cc) < 0) return -1;
    if (cc != run_ccsid(m))
      return rt_wrong(m, "unsupported", x, "FUNCTION %s to or from CCSID %ld (only the run's code page, CCSID %ld, "
                      "is modelled)", fn, cc, run_ccsid(m)), -1;
  }
  const json_t *a1 = arg_at(args, na, 0);
  int nat = rt_is_national(m, a1);
  if (nat < 0) return -1;
  if (nat == to_nat)
    return rt_wrong(m, "unsupported", a1, "FUNCTION %s of a%s argument (argument-1 must be of class %s)", fn,
                    nat ? " national" : "n alphanumeric", to_nat ? "alphabetic, alphanumeric or DBCS" : "national"), -1;
  unsigned char *tb = eq_malloc(cap);
  cbl_dec d;
  cbl_dec_init(&d);
  rt_item it;
  cbl_opnd o;
  int rc = rt_operand(m, a1, &it, tb, cap, &d, &o);
  cbl_dec_clear(&d);
  if (rc < 0) {
    free(tb);
    return -1;
  }
  if (!to_nat) {
    *len = cbl_national_to_alnum(&m->opt, o.bytes, o.len / 2, buf);
    free(tb);
    return 2;
  }
  if (o.kind == CBL_OPND_ITEM && o.f->cat != CBL_CAT_ALPHANUMERIC && o.f->cat != CBL_CAT_ALPHABETIC &&
      o.f->cat != CBL_CAT_GROUP && o.f->cat != CBL_CAT_ALPHANUMERIC_EDITED) {
    free(tb);
    return rt_wrong(m, "unsupported", a1, "FUNCTION NATIONAL-OF of %s data", cbl_cat_name(o.f->cat)), -1;
  }
  if (o.kind != CBL_OPND_ITEM && o.kind != CBL_OPND_LIT) {
    free(tb);
    return rt_wrong(m, "unsupported", a1, "FUNCTION NATIONAL-OF of this argument"), -1;
  }
  if (2 * o.len > cap) {
    free(tb);
    return rt_wrong(m, "unsupported", a1, "FUNCTION NATIONAL-OF of %zu characters", o.len), -1;
  }
  /* each character converted as a MOVE to a national item converts it (an alphanumeric sender of
   * its size: a group's bytes are characters here) */
  cbl_field sf = cbl_field_alnum(o.len), df = cbl_field_alnum(2 * o.len);
  df.cat = CBL_CAT_NATIONAL;
  df.usage = CBL_FU_NATIONAL;
  cbl_opnd so = cbl_opnd_item(&sf, o.bytes, o.len);
  cbl_move_status ms = cbl_move(&m->opt, &so, &df, buf, 2 * o.len, NULL, 0);
  free(tb);
  if (ms != CBL_MOVE_OK) return rt_wrong(m, "unsupported", a1, "FUNCTION NATIONAL-OF of this argument"), -1;
  *len = 2 * o.len;
  return 3;
}

/* Evaluates FUNCTION name(args): a numeric result in *num (returns 1), alphanumeric bytes in buf
 * (returns 2, length in *len) or national (UTF-16BE) bytes (returns 3). -1 after going wrong. */
static int eval_function(cbl_machine *m, const json_t *x, cbl_dec *num, unsigned char *buf,
                         size_t cap, size_t *len) {
  rt_ref tmp;
  const rt_ref *r = ref_of(x, &tmp);
  const char *fn = r->function;
  cbl_fn_id fid = r->fn_id;
  unsigned fpre = r->fn_pre;
  const json_t *const *args = r->argv; /* the arguments decoded once (rt_ref) */
  size_t na = r->nargs;
  cbl_dec a[2];
  cbl_dec_init(&a[0]);
  cbl_dec_init(&a[1]);
  int rc = -1, fargs = 0;
  cbl_fn_status st = CBL_FN_OK;
#define NARGS(k)                                                                              \
  do {                                                                                         \
    if (na != (k)) {                                                                           \
      rt_wrong(m, "unsupported", x, "FUNCTION %s with %zu arguments", fn, na);                 \
      goto out;                                                                                \
    }                                                                                          \
  } while (0)
#define NUMARGS(k)                                                                            \
  do {                                                                                         \
    NARGS(k);                                                                                  \
    for (size_t i_ = 0; i_ < (k); i_++)                                                        \
      if (rt_eval(m, arg_at(args, na, i_), &a[i_], 0) != 0) goto out;                      \
  } while (0)
  /* a national argument: modelled by the functions below that say so (NATIONAL-OF, DISPLAY-OF,
   * LENGTH, BYTE-LENGTH, HEX-OF, the Unicode functions' own refusal); the others would read its
   * UTF-16 bytes as alphanumeric characters or digits, where IBM converts or returns national */
  if ((fid != CBL_FN_NATIONAL_OF) && (fid != CBL_FN_DISPLAY_OF) && (fid != CBL_FN_LENGTH) && (fid != CBL_FN_BYTE_LENGTH) &&
      (fid != CBL_FN_HEX_OF) && fn[0] != 'U') {
    for (size_t i = 0; i < na; i++) {
      int nat = rt_is_national(m, arg_at(args, na, i));
      if (nat < 0) goto out;
      if (nat) {
        rt_wrong(m, "unsupported", x, "FUNCTION %s of a national argument", fn);
        goto out;
      }
    }
  }
  if ((fid == CBL_FN_CURRENT_DATE) || (fid == CBL_FN_WHEN_COMPILED)) {
    /* the clock is an input of the run; no time zone is set, so the offset shows 00000 (IBM).
     * WHEN-COMPILED has CURRENT-DATE's form (Language Reference, "WHEN-COMPILED"); the time of
     * compilation is an input too, and a run takes it from the same clock */
    cbl_clock c = {m->clock[0], m->clock[1], m->clock[2], m->clock[3], m->clock[4], m->clock[5], m->clock[6], 0, 0};
    char t[22];
    cbl_fn_current_date(&c, t);
    *len = 21;
    memcpy(buf, t, 21);
    cbl_opt_from_latin1(&m->opt, buf, 21);
    rc = 2;
  } else if ((fid == CBL_FN_NATIONAL_OF) || (fid == CBL_FN_DISPLAY_OF)) {
    rc = national_function(m, x, fn, args, na, buf, cap, len);
  } else if ((fid == CBL_FN_UPPER_CASE) || (fid == CBL_FN_LOWER_CASE) || (fid == CBL_FN_REVERSE) ||
             (fid == CBL_FN_TRIM)) {
    if (na < 1) {
      rt_wrong(m, "unsupported", x, "FUNCTION %s without argument", fn);
      goto out;
    }
    int nat = rt_is_national(m, arg_at(args, na, 0));
    if (nat) {
      /* of a national argument the result is national (Language Reference, "UPPER-CASE", …) */
      if (nat > 0) rt_wrong(m, "unsupported", x, "FUNCTION %s of a national argument", fn);
      goto out;
    }
    unsigned char *tb = eq_malloc(cap);
    long n = rt_text(m, arg_at(args, na, 0), tb, cap);
    if (n < 0) {
      free(tb);
      goto out;
    }
    if (fn[0] == 'U') *len = cbl_fn_upper_case(&m->opt, tb, (size_t)n, buf);
    else if (fn[0] == 'L') *len = cbl_fn_lower_case(&m->opt, tb, (size_t)n, buf);
    else if (fn[0] == 'R') *len = cbl_fn_reverse(tb, (size_t)n, buf);
    else {
      const char *mode = na > 1 ? js(arg_at(args, na, 1), "keyword") : NULL;
      int how = !mode ? 0 : !strcmp(mode, "LEADING") ? 1 : 2;
      *len = cbl_fn_trim(&m->opt, tb, (size_t)n, how, buf);
    }
    free(tb);
    rc = 2;
  } else if ((fid == CBL_FN_NUMVAL) || (fid == CBL_FN_NUMVAL_C) || (fid == CBL_FN_NUMVAL_F) ||
             (fpre & FN_PRE_TEST_NUMVAL)) {
    if (na < 1 || na > 2 || (na > 1 && (fid != CBL_FN_NUMVAL_C) && (fid != CBL_FN_TEST_NUMVAL_C))) {
      rt_wrong(m, "unsupported", x, "FUNCTION %s with %zu arguments", fn, na);
      goto out;
    }
    unsigned char *tb = eq_malloc(cap);
    long n = rt_text(m, arg_at(args, na, 0), tb, cap);
    if (n < 0) {
      free(tb);
      goto out;
    }
    cbl_opt_to_latin1(&m->opt, tb, (size_t)n);
    int dpc = m->cur->dpc;
    /* at most 18 digits under ARITH(COMPAT), 31 under ARITH(EXTEND) (Programming Guide,
     * "Converting to numbers (NUMVAL, NUMVAL-C, NUMVAL-F)") */
    int maxd = m->opt.arith_extend ? 31 : 18;
    int test = ((fpre & FN_PRE_TEST) != 0);
    int kind = fid == CBL_FN_NUMVAL_C || fid == CBL_FN_TEST_NUMVAL_C ? 1
               : fid == CBL_FN_NUMVAL_F || fid == CBL_FN_TEST_NUMVAL_F ? 2 : 0;
    char curb[64] = "";
    if (kind == 1 && na > 1) {
      unsigned char cb[64];
      long cn = rt_text(m, arg_at(args, na, 1), cb, sizeof cb - 1);
      if (cn < 0) {
        free(tb);
        goto out;
      }
      cbl_opt_to_latin1(&m->opt, cb, (size_t)cn);
      memcpy(curb, cb, (size_t)cn);
      curb[cn] = 0;
    }
    long bad = cbl_fn_test_numval(kind, (const char *)tb, (size_t)n, dpc, na > 1 ? curb : NULL, maxd);
    if (test) {
      cbl_dec_set_si(num, bad, 0);
    } else if (bad) {
      st = CBL_FN_BAD_ARG;
    } else if (kind == 2) {
      st = cbl_fn_numval_f((const char *)tb, (size_t)n, dpc, maxd, num);
    } else if (kind == 1) {
      st = cbl_fn_numval_c((const char *)tb, (size_t)n, dpc, na > 1 ? curb : NULL, num);
    } else {
      st = cbl_fn_numval((const char *)tb, (size_t)n, dpc, num);
    }
    free(tb);
    rc = 1;
  } else if ((fid == CBL_FN_LENGTH) || (fid == CBL_FN_BYTE_LENGTH)) {
    /* BYTE-LENGTH: the bytes of the argument, LENGTH its character positions (a national
     * character is 2 bytes) (Language Reference, "BYTE-LENGTH", "LENGTH") */
    int bytes = fn[0] == 'B';
    NARGS(1);
    const json_t *arg = arg_at(args, na, 0);
    long n;
    rt_ref atmp;
    const rt_ref *ar = ref_of(arg, &atmp);
    if (ar->name || ar->reg) {
      rt_item it;
      if (rt_locate(m, arg, &it) < 0) goto out;
      n = (long)it.len;
      if (it.f->cat == CBL_CAT_NATIONAL && !bytes) n /= 2;
    } else {
      int nat = rt_is_national(m, arg);
      unsigned char *tb = eq_malloc(65536);
      n = rt_text(m, arg, tb, 65536);
      free(tb);
      if (n < 0 || nat < 0) goto out;
      if (nat && !bytes) n /= 2; /* a national literal or NATIONAL-OF: characters of 2 bytes */
    }
    cbl_dec_set_si(num, n, 0);
    rc = 1;
  } else if ((fid == CBL_FN_MOD) || (fid == CBL_FN_REM)) {
    NUMARGS(2);
    st = fn[0] == 'M' ? cbl_fn_mod(num, &a[0], &a[1]) : cbl_fn_rem(num, &a[0], &a[1]);
    rc = 1;
  } else if ((fid == CBL_FN_INTEGER) || (fid == CBL_FN_INTEGER_PART) || (fid == CBL_FN_ABS)) {
    NUMARGS(1);
    if (fn[0] == 'A') cbl_dec_abs(num, &a[0]);
    else if (fn[7]) cbl_fn_integer_part(num, &a[0]);
    else cbl_fn_integer(num, &a[0]);
    rc = 1;
  } else if (cbl_fn_float_name(fn, &fargs)) {
    /* ACOS … TAN, LOG, EXP, PI, E: floating-point results (intrinsic.h) */
    if (fargs) NUMARGS(1);
    else NARGS(0);
    st = cbl_fn_float(fn, num, fargs ? &a[0] : NULL);
    rc = 1;
  } else if ((fid == CBL_FN_MAX) || (fid == CBL_FN_MIN) || (fid == CBL_FN_ORD_MAX) || (fid == CBL_FN_ORD_MIN) ||
             (fid == CBL_FN_SUM) || (fid == CBL_FN_RANGE) || (fid == CBL_FN_MEAN) || (fid == CBL_FN_MEDIAN) ||
             (fid == CBL_FN_PRESENT_VALUE) || (fid == CBL_FN_MIDRANGE) || (fid == CBL_FN_VARIANCE) ||
             (fid == CBL_FN_STANDARD_DEVIATION)) {
    if (na < 1 || na > 64) {
      rt_wrong(m, "unsupported", x, "FUNCTION %s with %zu arguments", fn, na);
      goto out;
    }
    cbl_dec v[64];
    for (size_t i = 0; i < na; i++) cbl_dec_init(&v[i]);
    int ok = 1;
    for (size_t i = 0; i < na && ok; i++)
      if (rt_eval(m, arg_at(args, na, i), &v[i], 0) != 0) ok = 0;
    if (ok) {
      int n = (int)na;
      if ((fid == CBL_FN_MAX) || (fid == CBL_FN_MIN)) {
        cbl_dec_copy(num, &v[fn[1] == 'A' ? cbl_fn_max_index(v, n) : cbl_fn_min_index(v, n)]);
      } else if ((fpre & FN_PRE_ORD)) {
        /* the ordinal position (1-based) of the leftmost greatest / least argument */
        cbl_dec_set_si(num, 1 + (fn[5] == 'A' ? cbl_fn_max_index(v, n) : cbl_fn_min_index(v, n)), 0);
      } else if (fid == CBL_FN_SUM) {
        cbl_fn_sum(num, v, n);
      } else if (fid == CBL_FN_RANGE) {
        cbl_fn_range(num, v, n);
      } else if (fid == CBL_FN_MEAN) {
        cbl_fn_mean(num, v, n);
      } else if (fid == CBL_FN_MEDIAN) {
        cbl_fn_median(num, v, n);
      } else if (fid == CBL_FN_MIDRANGE) {
        st = cbl_fn_midrange(num, v, n);
      } else if (fid == CBL_FN_VARIANCE) {
        st = cbl_fn_variance(num, v, n);
      } else if (fid == CBL_FN_STANDARD_DEVIATION) {
        st = cbl_fn_standard_deviation(num, v, n);
      } else {
        st = n < 2 ? CBL_FN_BAD_ARG : cbl_fn_present_value(num, &v[0], &v[1], n - 1);
      }
      rc = 1;
    }
    for (size_t i = 0; i < na; i++) cbl_dec_clear(&v[i]);
    if (!ok) goto out;
  } else if ((fid == CBL_FN_INTEGER_OF_DATE) || (fid == CBL_FN_INTEGER_OF_DAY) ||
             (fid == CBL_FN_DATE_OF_INTEGER) || (fid == CBL_FN_DAY_OF_INTEGER)) {
    NARGS(1);
    long v, res = 0;
    if (arg_long(m, arg_at(args, na, 0), &v) < 0) goto out;
    if (fid == CBL_FN_INTEGER_OF_DATE) st = cbl_fn_integer_of_date(v, &res);
    else if (fid == CBL_FN_INTEGER_OF_DAY) st = cbl_fn_integer_of_day(v, &res);
    else if (fid == CBL_FN_DATE_OF_INTEGER) st = cbl_fn_date_of_integer(v, &res);
    else st = cbl_fn_day_of_integer(v, &res);
    cbl_dec_set_si(num, res, 0);
    rc = 1;
  } else if (fid == CBL_FN_TEST_DATE_YYYYMMDD) {
    /* 0 for a valid date, else 1 (year), 2 (month) or 3 (day) (Language Reference) */
    NARGS(1);
    long v, res;
    if (arg_long(m, arg_at(args, na, 0), &v) < 0) goto out;
    long y = v / 10000, mo = v / 100 % 100, d = v % 100;
    long dummy;
    if (y < 1601 || y > 9999) res = 1;
    else if (mo < 1 || mo > 12) res = 2;
    else res = cbl_fn_integer_of_date(v, &dummy) == CBL_FN_OK ? 0 : 3;
    (void)d;
    cbl_dec_set_si(num, res, 0);
    rc = 1;
  } else if ((fid == CBL_FN_FACTORIAL) || (fid == CBL_FN_SQRT)) {
    NUMARGS(1);
    if (fn[0] == 'S') {
      st = cbl_fn_sqrt(num, &a[0]);
    } else {
      cbl_dec t;
      cbl_dec_init(&t);
      /* FACTORIAL's argument is an integer: a fraction is a bad argument */
      st = cbl_dec_round(&t, &a[0], 0, CBL_ROUND_TRUNCATION) || !mpz_fits_slong_p(t.v)
               ? CBL_FN_BAD_ARG : cbl_fn_factorial(num, mpz_get_si(t.v));
      cbl_dec_clear(&t);
    }
    rc = 1;
  } else if (fid == CBL_FN_ANNUITY) {
    NUMARGS(2);
    cbl_dec t;
    cbl_dec_init(&t);
    st = cbl_dec_round(&t, &a[1], 0, CBL_ROUND_TRUNCATION) || !mpz_fits_slong_p(t.v)
             ? CBL_FN_BAD_ARG : cbl_fn_annuity(num, &a[0], mpz_get_si(t.v));
    cbl_dec_clear(&t);
    rc = 1;
  } else if ((fid == CBL_FN_YEAR_TO_YYYY) || (fid == CBL_FN_DATE_TO_YYYYMMDD)) {
    /* the window (argument-2, default 50) counts from the run's clock year (an input) */
    if (na < 1 || na > 2) NARGS(1);
    long v, w = 50, y;
    if (arg_long(m, arg_at(args, na, 0), &v) < 0) goto out;
    if (na == 2 && arg_long(m, arg_at(args, na, 1), &w) < 0) goto out;
    if (fn[0] == 'Y') {
      st = cbl_fn_year_to_yyyy(v, w, m->clock[0], &y);
      cbl_dec_set_si(num, y, 0);
    } else {
      st = v < 0 || v > 999999 ? CBL_FN_BAD_ARG : cbl_fn_year_to_yyyy(v / 10000, w, m->clock[0], &y);
      if (st == CBL_FN_OK) cbl_dec_set_si(num, y * 10000 + v % 10000, 0);
    }
    rc = 1;
  } else if (fid == CBL_FN_DAY_TO_YYYYDDD) {
    /* the window (argument-2, default 50) counts from the run's clock year, as YEAR-TO-YYYY */
    if (na < 1 || na > 2) NARGS(1);
    long v, w = 50, y;
    if (arg_long(m, arg_at(args, na, 0), &v) < 0) goto out;
    if (na == 2 && arg_long(m, arg_at(args, na, 1), &w) < 0) goto out;
    st = cbl_fn_day_to_yyyyddd(v, w, m->clock[0], &y);
    cbl_dec_set_si(num, y, 0);
    rc = 1;
  } else if (fid == CBL_FN_TEST_DAY_YYYYDDD) {
    NARGS(1);
    long v;
    if (arg_long(m, arg_at(args, na, 0), &v) < 0) goto out;
    cbl_dec_set_si(num, cbl_fn_test_day_yyyyddd(v), 0);
    rc = 1;
  } else if (fid == CBL_FN_RANDOM) {
    if (na > 1) NARGS(1);
    long seed = 0;
    if (na == 1 && arg_long(m, arg_at(args, na, 0), &seed) < 0) goto out;
    if (rt_random(m, x, na == 1, seed, num) < 0) goto out;
    rc = 1;
  } else if (fid == CBL_FN_ORD) {
    NARGS(1);
    unsigned char cb[256];
    long n = rt_text(m, arg_at(args, na, 0), cb, sizeof cb);
    if (n < 0) goto out;
    if (n != 1) {
      rt_wrong(m, "undefined_result", x, "FUNCTION ORD of %ld characters (needs one)", n);
      goto out;
    }
    cbl_dec_set_si(num, cbl_fn_ord(&m->opt, cb[0]), 0);
    rc = 1;
  } else if (fid == CBL_FN_CHAR) {
    NARGS(1);
    long v;
    if (arg_long(m, arg_at(args, na, 0), &v) < 0) goto out;
    st = cbl_fn_char(&m->opt, v, buf);
    *len = 1;
    rc = 2;
  } else if ((fid == CBL_FN_HEX_OF) || (fid == CBL_FN_BIT_OF) || (fid == CBL_FN_HEX_TO_CHAR) ||
             (fid == CBL_FN_BIT_TO_CHAR)) {
    /* HEX-OF / BIT-OF show the bytes of their argument as it is stored (an item of any class, or
     * an alphanumeric literal in the run's code page); HEX-TO-CHAR / BIT-TO-CHAR read digits.
     * The digits are characters of the run's code page (Language Reference, "HEX-OF", "BIT-OF",
     * "HEX-TO-CHAR", "BIT-TO-CHAR") */
    NARGS(1);
    const json_t *arg = arg_at(args, na, 0);
    int to_char = strstr(fn, "TO-CHAR") != NULL, per = fn[0] == 'H' ? 2 : 8;
    unsigned char *tb = NULL;
    const unsigned char *ab;
    long n;
    rt_item it;
    if (js(arg, "ref")) {
      if (rt_locate(m, arg, &it) < 0) goto out;
      ab = it.bytes;
      n = (long)it.len;
    } else if (js(arg, "str")) {
      tb = eq_malloc(cap);
      n = rt_text(m, arg, tb, cap);
      ab = tb;
    } else {
      rt_wrong(m, "unsupported", x, "FUNCTION %s of an argument other than a data item or an alphanumeric literal", fn);
      goto out;
    }
    if (n >= 0 && !to_char && (size_t)n * (size_t)per > cap) {
      rt_wrong(m, "unsupported", x, "FUNCTION %s of %ld bytes: a result over %zu bytes", fn, n, cap);
      n = -1;
    }
    if (n >= 0 && !to_char) {
      *len = fn[0] == 'H' ? cbl_fn_hex_of(ab, (size_t)n, buf) : cbl_fn_bit_of(ab, (size_t)n, buf);
      cbl_opt_from_latin1(&m->opt, buf, *len);
      rc = 2;
    } else if (n >= 0) {
      unsigned char *lt = eq_malloc((size_t)n + 1);
      memcpy(lt, ab, (size_t)n);
      cbl_opt_to_latin1(&m->opt, lt, (size_t)n);
      st = fn[0] == 'H' ? cbl_fn_hex_to_char(lt, (size_t)n, buf, len) : cbl_fn_bit_to_char(lt, (size_t)n, buf, len);
      free(lt);
      rc = 2;
    }
    free(tb);
    if (n < 0) goto out;
  } else if ((fpre & FN_PRE_FORMATTED) || (fid == CBL_FN_INTEGER_OF_FORMATTED_DATE) ||
             (fid == CBL_FN_SECONDS_FROM_FORMATTED_TIME) || (fid == CBL_FN_TEST_FORMATTED_DATETIME)) {
    rc = fmt_function(m, x, fn, fid, args, na, num, buf, cap, len, &st);
    if (rc < 0) goto out;
  } else if (fn[0] == 'U' && ((fid == CBL_FN_UVALID) || (fid == CBL_FN_ULENGTH) || (fid == CBL_FN_UPOS) ||
                               (fid == CBL_FN_UWIDTH) || (fid == CBL_FN_USUPPLEMENTARY) || (fid == CBL_FN_USUBSTR))) {
    /* UTF-8 data in an alphabetic or alphanumeric argument: its stored bytes, whatever the run's
     * code page (intrinsic.h); a national argument (UTF-16) is not modelled */
    int sub = (fid == CBL_FN_USUBSTR), pos = (fid == CBL_FN_UPOS) || (fid == CBL_FN_UWIDTH);
    NARGS(sub ? 3u : pos ? 2u : 1u);
    const json_t *arg = arg_at(args, na, 0);
    if (js(arg, "ref")) {
      rt_item it;
      if (rt_locate(m, arg, &it) < 0) goto out;
      if (it.f->cat == CBL_CAT_NATIONAL || it.f->is_numeric_desc) {
        rt_wrong(m, "unsupported", x, "FUNCTION %s of a %s argument", fn,
                 it.f->cat == CBL_CAT_NATIONAL ? "national (UTF-16)" : "numeric");
        goto out;
      }
    } else if (!js(arg, "str")) {
      rt_wrong(m, "unsupported", x, "FUNCTION %s of an argument other than a data item or an alphanumeric literal", fn);
      goto out;
    }
    unsigned char *tb = eq_malloc(cap);
    long n = rt_text(m, arg, tb, cap), k = 0, j = 0, r = 0;
    if (n < 0 || (na > 1 && arg_long(m, arg_at(args, na, 1), &k) < 0) ||
        (na > 2 && arg_long(m, arg_at(args, na, 2), &j) < 0)) {
      free(tb);
      goto out;
    }
    if (sub) {
      size_t off = 0, l = 0;
      st = cbl_fn_usubstr(tb, (size_t)n, k, j, &off, &l);
      if (st == CBL_FN_OK) memcpy(buf, tb + off, l), *len = l;
      rc = 2;
    } else {
      if (fid == CBL_FN_UVALID) r = cbl_fn_uvalid(tb, (size_t)n);
      else if (fid == CBL_FN_ULENGTH) st = cbl_fn_ulength(tb, (size_t)n, &r);
      else if (fid == CBL_FN_UPOS) st = cbl_fn_upos(tb, (size_t)n, k, &r);
      else if (fid == CBL_FN_UWIDTH) st = cbl_fn_uwidth(tb, (size_t)n, k, &r);
      else st = cbl_fn_usupplementary(tb, (size_t)n, &r);
      cbl_dec_set_si(num, r, 0);
      rc = 1;
    }
    free(tb);
  } else if (fid == CBL_FN_UUID4) {
    NARGS(0);
    if (cap < 36 || rt_uuid4(m, x, buf) < 0) goto out;
    *len = 36;
    rc = 2;
  } else if (fid == CBL_FN_SIGN) {
    NUMARGS(1);
    cbl_dec_set_si(num, cbl_fn_sign(&a[0]), 0);
    rc = 1;
  } else if (fid == CBL_FN_SECONDS_PAST_MIDNIGHT) {
    /* the run's clock (an input), as CURRENT-DATE reads it */
    NARGS(0);
    cbl_clock c = {m->clock[0], m->clock[1], m->clock[2], m->clock[3], m->clock[4], m->clock[5], m->clock[6], 0, 0};
    cbl_fn_seconds_past_midnight(num, &c);
    rc = 1;
  } else if (fid == CBL_FN_COMBINED_DATETIME) {
    NUMARGS(2);
    cbl_dec t;
    cbl_dec_init(&t);
    /* argument-1 is an integer date: a fraction is outside the function's domain */
    st = cbl_dec_round(&t, &a[0], 0, CBL_ROUND_TRUNCATION) || cbl_dec_cmp(&t, &a[0]) || !mpz_fits_slong_p(t.v)
             ? CBL_FN_BAD_ARG : cbl_fn_combined_datetime(num, mpz_get_si(t.v), &a[1], m->opt.arith_extend);
    cbl_dec_clear(&t);
    rc = 1;
  } else {
    rt_wrong(m, "unsupported", x, "FUNCTION %s", fn);
  }
  if (rc > 0 && st == CBL_FN_UNSUPPORTED && (fid == CBL_FN_COMBINED_DATETIME)) {
    rt_wrong(m, "unsupported", x, "FUNCTION COMBINED-DATETIME: a result of more than 16 significant digits under "
             "ARITH(COMPAT), whose precision IBM does not state");
    rc = -1;
  } else if (rc > 0 && st != CBL_FN_OK) {
    rt_wrong(m, st == CBL_FN_UNSUPPORTED ? "unsupported" : "undefined_result", x,
             "FUNCTION %s: argument outside the function's domain", fn);
    rc = -1;
  }
out:
  cbl_dec_clear(&a[0]);
  cbl_dec_clear(&a[1]);
#undef NUMARGS
#undef NARGS
  if ((rc == 2 || rc == 3) && r->refmod) {
    /* positions count characters: 2 bytes each in a national result */
    size_t u = rc == 3 ? 2 : 1, chars = *len / u;
    long s, l;
    if (rt_int(m, r->rm_start, &s) < 0) return -1;
    l = (long)chars - s + 1;
    if (r->rm_length && rt_int(m, r->rm_length, &l) < 0) return -1;
    if (s < 1 || l < 1 || (size_t)(s + l - 1) > chars) {
      rt_wrong(m, "undefined_result", x, "reference modification (%ld:%ld) out of range of a function result", s, l);
      return -1;
    }
    memmove(buf, buf + (size_t)(s - 1) * u, (size_t)l * u);
    *len = (size_t)l * u;
  }
  return rc;
}

/* ---- operands */

/* The character of symbolic-character name (SPECIAL-NAMES of the current program or of a program
 * containing it: "SYMBOLIC CHARACTERS clause"): the ordinal's position in the native collating
 * sequence, i.e. the code point ordinal - 1 of the run's code page (EBCDIC, or ASCII). Ordinals in
 * another alphabet (IN alphabet-name) go wrong unsupported. -1 after rt_wrong. */
static int symbolic_char(cbl_machine *m, const json_t *x, const char *name, unsigned char *b) {
  for (rt_prog *p = m->cur; name && p; p = p->parent) {
    const json_t *sn = json_object_get(json_object_get(p->json, "environment"), "special_names");
    size_t i, k;
    const json_t *e, *nm;
    json_array_foreach(json_object_get(sn, "symbolic_characters"), i, e)
      json_array_foreach(json_object_get(e, "names"), k, nm) {
        if (!json_is_string(nm) || strcasecmp(json_string_value(nm), name)) continue;
        const char *ord = json_string_value(json_array_get(json_object_get(e, "ordinals"), k));
        long v = ord ? strtol(ord, NULL, 10) : 0;
        if (js(e, "in_alphabet"))
          return rt_wrong(m, "unsupported", x, "symbolic character %s: an ordinal IN alphabet %s", name,
                          js(e, "in_alphabet")), -1;
        if (v < 1 || v > 256)
          return rt_wrong(m, "unsupported", x, "symbolic character %s: ordinal %s", name, ord ? ord : "missing"), -1;
        *b = (unsigned char)(v - 1);
        return 0;
      }
  }
  rt_wrong(m, "unsupported", x, "symbolic character %s not in SPECIAL-NAMES", name ? name : "?");
  return -1;
}

static int operand_of(cbl_machine *m, const json_t *x, const rt_ref *r, rt_item *it, unsigned char *buf,
                      size_t cap, cbl_dec *num, cbl_opnd *out) {
  if (r->name || r->reg) {
    if (r->is_condition) {
      rt_wrong(m, "unsupported", x, "condition-name '%s' used as a value", js(x, "ref"));
      return -1;
    }
    if (locate_ref(m, x, r, it) < 0) return -1;
    *out = cbl_opnd_item(it->f, it->bytes, it->len);
    return 0;
  }
  if (r->function) {
    size_t len = 0;
    int k = eval_function(m, x, num, buf, cap, &len);
    if (k < 0) return -1;
    if (k == 1) {
      *out = cbl_opnd_numlit(num, NULL);
    } else {
      *out = cbl_opnd_lit(buf, len);
      if (k == 3) out->kind = CBL_OPND_NATLIT;
    }
    return 0;
  }
  if (r->length_of) {
    rt_item li;
    if (rt_locate(m, r->length_of, &li) < 0) return -1;
    cbl_dec_set_si(num, (long)li.len, 0);
    *out = cbl_opnd_numlit(num, NULL);
    return 0;
  }
  if (r->op) {
    int rc = rt_eval(m, x, num, 0);
    if (rc == -2) {
      rt_wrong(m, "undefined_result", x, "division by zero in a condition or operand");
      return -1;
    }
    if (rc < 0) return -1;
    *out = cbl_opnd_numlit(num, NULL);
    return 0;
  }
  if (r->symbolic) {
    /* a symbolic-character is a figurative constant (Language Reference, "Figurative constants"):
     * one character repeated as its context needs, as ALL literal is */
    const char *name = js(x, "symbolic") ? js(x, "symbolic") : js(cbl_jget(x, "all"), "symbolic");
    if (cap < 1 || symbolic_char(m, x, name, buf) < 0) return -1;
    *out = cbl_opnd_lit(buf, 1);
    out->kind = CBL_OPND_ALL;
    return 0;
  }
  if (r->fig_null && cap >= 4) {
    /* NULL: the pointer value that points nowhere (a fullword of zeros, as IBM's) */
    it->tmp = cbl_field_alnum(4);
    it->tmp.cat = CBL_CAT_POINTER;
    memset(buf, 0, 4);
    *out = cbl_opnd_item(&it->tmp, buf, 4);
    return 0;
  }
  if (cbl_opnd_literal(&m->opt, x, buf, cap, num, out) < 0) {
    rt_wrong(m, "unsupported", x, "operand form");
    return -1;
  }
  return 0;
}

int rt_operand(cbl_machine *m, const json_t *x, rt_item *it, unsigned char *buf, size_t cap,
               cbl_dec *num, cbl_opnd *out) {
  rt_ref tmp;
  return operand_of(m, x, ref_of(x, &tmp), it, buf, cap, num, out);
}

/* ---- arithmetic expressions */

void rt_invalid_data_detail(const cbl_machine *m, const rt_item *it, char *buf, size_t cap) {
  size_t n = 0;
  buf[0] = 0;
  const rt_file *rf = NULL;
  if (it->area >= 0 && m->cur)
    for (int i = 0; i < m->cur->nfiles; i++)
      if (m->cur->files[i].area == it->area && m->cur->files[i].nread > 0) rf = &m->cur->files[i];
  int own = rf != NULL;
  if (!rf) rf = m->last_read;
  if (rf)
    n += (size_t)snprintf(buf + n, cap - n, " (%srecord %ld of %s; ", own ? "" : "after reading ",
                          rf->nread, rf->name);
  else
    n += (size_t)snprintf(buf + n, cap - n, " (");
  if (!it->bytes || it->len == 0) {
    snprintf(buf + n, cap - n, "no bytes)");
    return;
  }
  n += (size_t)snprintf(buf + n, cap - n, "bytes X'");
  size_t show = it->len > 24 ? 24 : it->len;
  for (size_t i = 0; i < show && n + 8 < cap; i++) n += (size_t)snprintf(buf + n, cap - n, "%02X", it->bytes[i]);
  if (show < it->len && n + 8 < cap) n += (size_t)snprintf(buf + n, cap - n, "...");
  if (n + 2 < cap) n += (size_t)snprintf(buf + n, cap - n, "'");
  /* ASCII digits (X'30'-X'39', perhaps with spaces, a point or a sign) are not EBCDIC digits
   * (X'F0'-X'F9'): an ASCII data set read under the EBCDIC default */
  int ascii = cbl_opt_is_ebcdic(&m->opt), digit = 0;
  for (size_t i = 0; i < it->len && ascii; i++) {
    unsigned char b = it->bytes[i];
    if (b >= 0x30 && b <= 0x39) digit = 1;
    else if (b != 0x20 && b != 0x2E && b != 0x2D && b != 0x2B && b != 0x2C) ascii = 0;
  }
  if (ascii && digit && n + 2 < cap)
    n += (size_t)snprintf(buf + n, cap - n, "; the data looks ASCII: try --encoding ascii");
  if (n + 1 < cap) snprintf(buf + n, cap - n, ")");
}

/* The value of operand o, x's (o an item: *it, located): straight into out, since when the value
 * cannot be had the run goes wrong and out is not used. */
static int opnd_value(cbl_machine *m, const json_t *x, const cbl_opnd *o, rt_item *it, cbl_dec *out) {
  if (o->kind == CBL_OPND_NUMLIT) {
    if (o->num != out) cbl_dec_copy(out, o->num);
    return 0;
  }
  cbl_move_status st = cbl_opnd_value(&m->opt, o, out);
  if (st == CBL_MOVE_INVALID_DATA) {
    char detail[256];
    rt_invalid_data_detail(m, it, detail, sizeof detail);
    rt_wrong(m, "undefined_result", x, "invalid numeric data in '%s'%s",
             js(x, "ref") ? js(x, "ref") : js(x, "register") ? js(x, "register") : "operand", detail);
    return -1;
  }
  if (st != CBL_MOVE_OK) {
    rt_wrong(m, "unsupported", x, "operand is not numeric (%s)", cbl_move_status_name(st));
    return -1;
  }
  return 0;
}

static void item_unset(rt_item *it) {
  /* not zeroed whole: its tmp is a PICTURE description of ~800 bytes, set where used */
  it->f = NULL;
  it->bytes = NULL;
  it->len = 0;
  it->area = -1;
  it->off = 0;
}

/* value_of_ref with the located item (for a data reference) left in *it. */
static int value_of_ref_at(cbl_machine *m, const json_t *x, const rt_ref *r, cbl_dec *out, rt_item *it) {
  item_unset(it);
  unsigned char buf[256];
  cbl_opnd o;
  if (operand_of(m, x, r, it, buf, sizeof buf, out, &o) < 0) return -1;
  return opnd_value(m, x, &o, it, out);
}

static int value_of_ref(cbl_machine *m, const json_t *x, const rt_ref *r, cbl_dec *out) {
  rt_item it;
  return value_of_ref_at(m, x, r, out, &it);
}

/* Whether a subtree holds a FUNCTION reference. */
static int has_function(const json_t *j) {
  if (json_is_array(j)) {
    size_t i;
    json_t *e;
    json_array_foreach(j, i, e) if (has_function(e)) return 1;
    return 0;
  }
  if (!json_is_object(j)) return 0;
  const char *k;
  json_t *e;
  json_object_foreach((json_t *)j, k, e) {
    if (!strcmp(k, "function")) return 1;
    if (has_function(e)) return 1;
  }
  return 0;
}

/* rt_recv_locate with e's decoded reference r (the run's arena or the caller's tmp: its
 * relocate_pure is ours to fill) */
static int recv_locate(cbl_machine *m, const json_t *e, rt_ref *r, rt_item *it) {
  if (r->op || (!r->name && !r->reg)) return 0;
  if (!r->relocate_pure) r->relocate_pure = has_function(r->subs) || has_function(r->refmod) ? -1 : 1;
  item_unset(it);
  /* operand_of's data reference branch (r->name or r->reg): buf and num are not used there */
  unsigned char buf[1];
  cbl_opnd o;
  if (operand_of(m, e, r, it, buf, sizeof buf, NULL, &o) < 0) return -1;
  return 1;
}

int rt_recv_locate(cbl_machine *m, const json_t *e, rt_item *it) {
  rt_ref tmp;
  return recv_locate(m, e, (rt_ref *)ref_of(e, &tmp), it);
}

int rt_recv_value(cbl_machine *m, const json_t *e, rt_item *it, cbl_dec *out) {
  cbl_opnd o = cbl_opnd_item(it->f, it->bytes, it->len);
  return opnd_value(m, e, &o, it, out);
}

int rt_eval_word(cbl_machine *m, const json_t *e, cbl_dec *out, long *w, int *scale) {
  rt_ref tmp;
  rt_ref *r = (rt_ref *)ref_of(e, &tmp);
  if (!r->name && !r->reg && !r->function && !r->length_of && !r->op && !r->symbolic && !r->fig_null) {
    /* operand_of's literal branch (a literal is decoded once per run: cbl_opnd_literal) */
    unsigned char buf[256];
    cbl_opnd o;
    if (cbl_opnd_literal(&m->opt, e, buf, sizeof buf, out, &o) == 0 && o.kind == CBL_OPND_NUMLIT &&
        mpz_fits_slong_p(o.num->v)) {
      *w = mpz_get_si(o.num->v);
      *scale = o.num->scale;
      return 1;
    }
    /* anything else about it (and its messages): rt_eval below, a literal read twice being the
     * same literal */
  }
  rt_item it;
  int k = recv_locate(m, e, r, &it);
  if (k < 0) return -1;
  if (k > 0) {
    /* rt_recv_value's answer on a word: cbl_opnd_value decodes a numeric item with the statuses
     * OK and OVERPIC, and the codec's word decoding gives the same value where it decides */
    const cbl_field *f = it.f;
    cbl_codec_status cs;
    if (f->cat == CBL_CAT_NUMERIC && f->is_numeric_desc &&
        ((cs = cbl_num_decode_word(&f->num, it.bytes, w)) == CBL_CODEC_OK || cs == CBL_CODEC_OVERPIC)) {
      *scale = f->num.scale;
      return 1;
    }
    return rt_recv_value(m, e, &it, out) < 0 ? -1 : 0;
  }
  int rc = rt_eval(m, e, out, 0); /* rt_recv_locate left it to rt_eval: not a data reference */
  if (rc) return rc;
  if (!mpz_fits_slong_p(out->v)) return 0;
  *w = mpz_get_si(out->v);
  *scale = out->scale;
  return 1;
}

int rt_eval_at(cbl_machine *m, const json_t *e, cbl_dec *out, rt_item *it, int *located) {
  *located = 0;
  /* The receiver is identified once for its value and its store, whatever its subscripts call:
   * FUNCTION RANDOM in a subscript moves the sequence on once (checked on cobc 3.1.2: ADD 5 TO
   * T(FUNCTION RANDOM * 4 + 1) takes one number of the sequence and adds to that element; run
   * case RANDSUB). IBM's text on when a resultant identifier's subscripts are evaluated was not
   * found here; the standard's rule (subscripting is evaluated once, unless a statement's rules say
   * otherwise; for multiple results, each receiver's just before its store) and cobc agree on once. */
  int k = rt_recv_locate(m, e, it);
  if (k < 0) return -1;
  if (k == 0) return rt_eval(m, e, out, 0);
  int rc = rt_recv_value(m, e, it, out);
  *located = rc == 0;
  return rc;
}

int rt_describe(cbl_machine *m, const json_t *ref, rt_item *it) {
  rt_ref tmp;
  const rt_ref *r = ref_of(ref, &tmp);
  if (r->name && !r->reg && !r->refmod && !r->is_condition && r->kind_ok && r->id >= 0 && r->nsubs > 0) {
    int fi;
    rt_prog *p = ref_owner(m, r, r->id, &fi);
    if (p) {
      it->f = &p->lay->fields[fi];
      it->bytes = NULL;
      it->len = 0;
      it->off = 0;
      it->area = -1;
      return 0;
    }
  }
  return rt_locate(m, ref, it);
}

/* The operand callback of arith.h: an operand's exact value and its places (the PICTURE's for a
 * data item; the value's own digits for functions, registers and LENGTH OF). */
static int fetch_operand(void *ctx, const json_t *x, cbl_dec *out, cbl_places *places, char *err, size_t errlen) {
  cbl_machine *m = ctx;
  rt_ref tmp;
  const rt_ref *r = ref_of(x, &tmp);
  if (value_of_ref(m, x, r, out) < 0) {
    snprintf(err, errlen, "operand");
    return -1;
  }
  int digits = -1, scale = 0;
  if (r->name) {
    int fi;
    rt_prog *p = ref_owner(m, r, r->id, &fi);
    if (p && !r->refmod) {
      const cbl_field *f = &p->lay->fields[fi];
      if (f->is_numeric_desc && f->cat != CBL_CAT_INDEX && f->num.usage != CBL_USAGE_COMP1 &&
          f->num.usage != CBL_USAGE_COMP2) {
        digits = f->num.digits;
        scale = f->num.scale;
      } else if (f->has_pic && f->cat == CBL_CAT_NUMERIC_EDITED) {
        digits = f->pic.digits;
        scale = f->pic.scale;
      }
    }
  }
  if (digits < 0) {
    /* literal-like: the digits the value has */
    scale = out->scale > 0 ? out->scale : 0;
    digits = cbl_dec_int_digits(out) + scale;
    if (digits < 1) digits = 1;
  }
  *places = cbl_places_of(digits, scale);
  return 0;
}

/* Arithmetic expressions follow arith.h: exact operations held in intermediates of IBM's places
 * (Programming Guide, "Intermediate results and arithmetic precision"), quotients carrying dmax
 * decimals. Returns 0, -1 (went wrong), -2 (size error: division by zero, 0 ** non-positive, a
 * negative base with a fractional exponent). */
int rt_eval(cbl_machine *m, const json_t *e, cbl_dec *out, int dmax) {
  rt_ref tmp;
  const rt_ref *r = ref_of(e, &tmp);
  if (!r->op) return value_of_ref(m, e, r, out);
  cbl_places pl;
  char err[256] = "";
  cbl_arith_status st = cbl_arith_eval(&m->opt, e, fetch_operand, m, dmax, out, &pl, err, sizeof err);
  switch (st) {
  case CBL_ARITH_OK: return 0;
  case CBL_ARITH_SIZE: return -2;
  case CBL_ARITH_FETCH: return -1;
  default:
    rt_wrong(m, "unsupported", e, "arithmetic expression: %s", err[0] ? err : "not modelled");
    return -1;
  }
}

/* The places of a data item operand when its PICTURE fixes them (fetch_operand's rule without
 * the value), else -1. */
static int static_item_places(cbl_machine *m, const json_t *x, int *d) {
  rt_ref tmp;
  const rt_ref *r = ref_of(x, &tmp);
  if (!r->name || r->reg || r->refmod || r->function || r->length_of || r->op || r->is_condition || !r->kind_ok ||
      r->id < 0)
    return -1;
  int fi;
  rt_prog *p = ref_owner(m, r, r->id, &fi);
  if (!p) return -1;
  const cbl_field *f = &p->lay->fields[fi];
  int scale;
  if (f->is_numeric_desc && f->cat != CBL_CAT_INDEX && f->num.usage != CBL_USAGE_COMP1 &&
      f->num.usage != CBL_USAGE_COMP2)
    scale = f->num.scale;
  else if (f->has_pic && f->cat == CBL_CAT_NUMERIC_EDITED)
    scale = f->pic.scale;
  else
    return -1;
  *d = scale > 0 ? scale : 0;
  return 0;
}

/* Whether cbl_arith_dmax's walk of expression e may be replaced by a places value found once:
 * when every operand's places are fixed (literals, data items by their PICTURE) and the walk
 * could not go wrong where evaluating the expression would not, in the same order. The walk
 * fetches every operand but divisors and exponents, before the evaluation starts; evaluating
 * fetches them left to right and can stop earlier (a division by zero, an exponentiation
 * without a real result, an unsupported operator or literal). So: operators + - * and signs
 * only, a division only by a nonzero literal, no exponentiation, every literal one the
 * evaluation takes. Then the first operand that cannot be fetched is the same in both, and
 * skipping the walk changes nothing but its cost. d: the most decimal places of the walked
 * operands. */
static int static_dmax(cbl_machine *m, const json_t *e, int *d) {
  const char *op = json_string_value(cbl_jget(e, "op"));
  const json_t *args = cbl_jget(e, "args");
  if (op) {
    int div = !strcmp(op, "/");
    if (!div && strcmp(op, "+") && strcmp(op, "-") && strcmp(op, "*") && strcmp(op, "neg") && strcmp(op, "pos"))
      return -1;
    size_t n = json_array_size(args);
    if (n < 1 || n > 2 || (div && n != 2)) return -1;
    if (static_dmax(m, json_array_get(args, 0), d) < 0) return -1;
    if (n < 2) return 0;
    const json_t *b = json_array_get(args, 1);
    if (!div) return static_dmax(m, b, d);
    const char *num = json_string_value(cbl_jget(b, "num"));
    if (!num || cbl_jget(b, "op")) return -1;
    cbl_dec v;
    cbl_dec_init(&v);
    int ok = cbl_dec_set_str(&v, num) == 0 && !cbl_dec_is_zero(&v);
    cbl_dec_clear(&v);
    return ok ? 0 : -1; /* the walk skips a divisor */
  }
  const char *num = json_string_value(cbl_jget(e, "num"));
  int pd;
  if (num) {
    cbl_dec v;
    cbl_dec_init(&v);
    int ok = cbl_dec_set_str(&v, num) == 0;
    cbl_dec_clear(&v);
    if (!ok) return -1;
    pd = cbl_arith_literal_places(num).d;
  } else if (static_item_places(m, e, &pd) < 0) {
    return -1;
  }
  if (pd > *d) *d = pd;
  return 0;
}

int rt_dmax(cbl_machine *m, const json_t *expr, const rt_recv *rv, size_t nrv) {
  rt_ref tmp;
  rt_ref *er = (rt_ref *)ref_of(expr, &tmp); /* arena memory of the run (or tmp): the cache below is ours */
  if (er->dmax_static == 0 || er->dmax_prog != m->cur) {
    int d = 0;
    er->dmax_static = static_dmax(m, expr, &d) == 0 ? 1 : -1;
    er->dmax_d = d;
    er->dmax_prog = m->cur;
  }
  int scales[64], n = 0;
  for (size_t i = 0; i < nrv && n < 64; i++) {
    rt_item it;
    if (rt_locate(m, rv[i].dest, &it) < 0) return -1;
    /* ROUNDED asks one more place of its own receiver only: with X ROUNDED (1 place) and Y (3
     * places) dmax is 3, not 4 — (10 / 3) * 1000 into Y is 3333.000, not 3333.300 */
    scales[n++] = cbl_arith_recv_scale(it.f) + (rv[i].rounded ? 1 : 0);
  }
  if (er->dmax_static > 0) {
    /* cbl_arith_dmax's rule with the operands' places found once (static_dmax) */
    int d = er->dmax_d;
    for (int i = 0; i < n; i++)
      if (scales[i] > d) d = scales[i];
    return d;
  }
  char err[256];
  /* the operands are evaluated here for their sizes and again for the result: RANDOM's place in
   * its sequence is put back, so that both passes see the same number */
  long seed = m->rnd_seed, next = m->rnd_next;
  int d = cbl_arith_dmax(expr, fetch_operand, m, scales, n, err, sizeof err);
  m->rnd_seed = seed;
  m->rnd_next = next;
  return d;
}

int rt_int(cbl_machine *m, const json_t *e, long *out) {
  /* An integer item named without reference modification (a subscript, a count): its bytes
   * decoded to a machine word (cbl_num_decode_word, the codec's rules) give the value the general
   * path below gives; any other case, or bytes the word path does not decide, take that path
   * (locating again is pure: no function in the subscripts). */
  rt_ref tmp;
  rt_ref *r = (rt_ref *)ref_of(e, &tmp); /* the run's arena (or tmp): relocate_pure is ours to fill */
  if (r->name && !r->reg && !r->op && !r->refmod && !r->is_condition && r->kind_ok && r->id >= 0) {
    if (!r->relocate_pure) r->relocate_pure = has_function(r->subs) || has_function(r->refmod) ? -1 : 1;
    rt_item it;
    long w;
    cbl_codec_status st;
    if (r->relocate_pure > 0) {
      it.f = NULL;
      it.bytes = NULL;
      it.len = 0;
      it.off = 0;
      it.area = -1;
      if (locate_field(m, e, r, r->id, &it) < 0) return -1;
      if (it.f->cat == CBL_CAT_NUMERIC && it.f->is_numeric_desc && it.f->num.scale == 0 &&
          ((st = cbl_num_decode_word(&it.f->num, it.bytes, &w)) == CBL_CODEC_OK || st == CBL_CODEC_OVERPIC)) {
        *out = w;
        return 0;
      }
    }
  }
  cbl_dec v;
  cbl_dec_init(&v);
  int rc = rt_eval(m, e, &v, 0);
  if (rc == -2) {
    rt_wrong(m, "undefined_result", e, "division by zero");
    rc = -1;
  }
  if (rc == 0) {
    cbl_dec t;
    cbl_dec_init(&t);
    cbl_dec_round(&t, &v, 0, CBL_ROUND_TRUNCATION);
    *out = mpz_fits_slong_p(t.v) ? mpz_get_si(t.v) : 0x7fffffffL;
    cbl_dec_clear(&t);
  }
  cbl_dec_clear(&v);
  return rc;
}

int rt_scale_of(cbl_machine *m, const json_t *x) {
  rt_ref tmp;
  const rt_ref *r = ref_of(x, &tmp);
  if (r->op) {
    int s = 0;
    for (size_t i = 0; i < r->nargs; i++) {
      int t = rt_scale_of(m, r->argv[i]);
      if (t > s) s = t;
    }
    return s;
  }
  if (r->num_places >= 0) return r->num_places;
  if (r->name) {
    int fi;
    rt_prog *p = ref_owner(m, r, r->id, &fi);
    if (!p) return 0;
    const cbl_field *f = &p->lay->fields[fi];
    if (f->is_numeric_desc) return f->num.scale > 0 ? f->num.scale : 0;
    if (f->has_pic && f->cat == CBL_CAT_NUMERIC_EDITED) return f->pic.scale > 0 ? f->pic.scale : 0;
  }
  return 0;
}

/* ---- stores */

int rt_move_opnd(cbl_machine *m, const cbl_opnd *src, rt_item *dst, const json_t *node) {
  char err[256];
  cbl_move_status st = cbl_move(&m->opt, src, dst->f, dst->bytes, dst->len, err, sizeof err);
  switch (st) {
  case CBL_MOVE_OK:
    return 0;
  case CBL_MOVE_INVALID_DATA:
    rt_wrong(m, "undefined_result", node, "invalid numeric data in the sending item");
    return -1;
  case CBL_MOVE_UNDEFINED:
    rt_wrong(m, "undefined_result", node, "MOVE result undefined (%s)", err);
    return -1;
  default:
    rt_wrong(m, "unsupported", node, "MOVE: %s", err[0] ? err : cbl_move_status_name(st));
    return -1;
  }
}

int rt_store_status(cbl_machine *m, const json_t *ref, cbl_store_status ss, int *size_error) {
  if (size_error) *size_error = ss == CBL_STORE_SIZE_KEPT || ss == CBL_STORE_SIZE_TRUNC;
  if (ss == CBL_STORE_UNDEFINED) {
    rt_wrong(m, "undefined_result", ref, "TRUNC(OPT) store of a value beyond the PICTURE");
    return -1;
  }
  if (ss == CBL_STORE_UNSUPPORTED) {
    rt_wrong(m, "unsupported", ref, "storing into this receiver");
    return -1;
  }
  return 0;
}

int rt_store_num(cbl_machine *m, const json_t *ref, const cbl_dec *v, int rounded, int mode,
                 int check_size, int *size_error) {
  rt_item it;
  if (rt_locate(m, ref, &it) < 0) return -1;
  return rt_store_num_at(m, ref, &it, v, rounded, mode, check_size, size_error);
}

int rt_store_num_at(cbl_machine *m, const json_t *ref, rt_item *it, const cbl_dec *v, int rounded, int mode,
                    int check_size, int *size_error) {
  const cbl_field *f = it->f;
  if (f->is_numeric_desc && f->cat != CBL_CAT_INDEX && f->cat != CBL_CAT_POINTER &&
      f->num.usage != CBL_USAGE_COMP1 && f->num.usage != CBL_USAGE_COMP2) {
    /* numeric receivers: arith.h's store (ROUNDED modes, SIZE ERROR, TRUNC) */
    cbl_store_status ss = cbl_arith_store(&m->opt, v, f, it->bytes, rounded,
                                          rounded ? (cbl_round_mode)mode : CBL_ROUND_TRUNCATION, check_size);
    return rt_store_status(m, ref, ss, size_error);
  }
  int digits, scale;
  if (f->is_numeric_desc) {
    digits = f->num.digits;
    scale = f->num.scale;
    /* binary items whose range is not cut to the PICTURE (COMP-5, TRUNC(BIN)): the codec keeps
     * the binary field's range, so only decimals are dropped here */
    if ((f->num.usage == CBL_USAGE_COMP5 || f->num.usage == CBL_USAGE_BINARY) &&
        (f->num.usage == CBL_USAGE_COMP5 || m->opt.trunc == CBL_TRUNC_BIN))
      digits = (f->size >= 8 ? 19 : f->size >= 4 ? 10 : 5) + (scale > 0 ? scale : 0);
    if (f->cat == CBL_CAT_INDEX) digits = 9;
  } else if (f->has_pic && f->cat == CBL_CAT_NUMERIC_EDITED) {
    digits = f->pic.digits;
    scale = f->pic.scale;
  } else {
    rt_wrong(m, "unsupported", ref, "arithmetic result stored in a non-numeric item");
    return -1;
  }
  cbl_dec r;
  cbl_dec_init(&r);
  int se = 0, inexact = 0;
  cbl_dec_fit(&r, v, digits, scale, rounded ? (cbl_round_mode)mode : CBL_ROUND_TRUNCATION, &se, &inexact);
  if (size_error) *size_error = se;
  int rc = 0;
  if (!(se && check_size) && (f->cat == CBL_CAT_INDEX || f->cat == CBL_CAT_POINTER)) {
    /* index names and USAGE INDEX items are binary fullwords: SET stores the value */
    cbl_codec_status cs = cbl_num_encode(&f->num, &r, it->bytes, NULL, NULL);
    cbl_dec_clear(&r);
    if (cs != CBL_CODEC_OK) return rt_wrong(m, "undefined_result", ref, "index value out of range"), -1;
    return 0;
  }
  if (!(se && check_size)) {
    /* without ON SIZE ERROR the truncated value is stored (Language Reference, "SIZE ERROR
     * phrases": the result is undefined on IBM only under TRUNC(OPT), reported by the codec) */
    cbl_opnd src = cbl_opnd_numlit(&r, NULL);
    rc = rt_move_opnd(m, &src, it, ref);
  }
  cbl_dec_clear(&r);
  return rc;
}

static int descends_from(const cbl_layout *l, int k, int g) {
  for (int a = k; a >= 0; a = l->fields[a].parent)
    if (a == g) return 1;
  return 0;
}

/* A receiving group that holds an OCCURS DEPENDING ON table whose object is also inside the group
 * is moved to at its maximum length (Programming Guide, "Creating variable-length tables
 * (DEPENDING ON)": as the receiving item "the length of REC-1 is determined using the maximum
 * number of occurrences ... you do not need to set the ODO object before referencing REC-1 as a
 * receiving item"); with the object outside, its current length. */
static void receiving_group_length(cbl_machine *m, rt_item *di) {
  if (!di->f || di->f == &di->tmp || di->f->cat != CBL_CAT_GROUP || !di->f->variable) return;
  for (rt_prog *p = m->cur; p; p = p->parent) {
    const cbl_layout *l = p->lay;
    if (di->f < l->fields || di->f >= l->fields + l->nfields) continue;
    int g = (int)(di->f - l->fields);
    for (int k = g + 1; k < l->nfields && descends_from(l, k, g); k++)
      if (l->fields[k].odo >= 0 && descends_from(l, l->fields[k].odo, g)) {
        di->len = di->f->size;
        return;
      }
    return;
  }
}

int rt_move(cbl_machine *m, const json_t *src, const json_t *dst) {
  rt_item si, di;
  unsigned char buf[4096];
  cbl_dec num;
  cbl_dec_init(&num);
  cbl_opnd o;
  int rc = rt_operand(m, src, &si, buf, sizeof buf, &num, &o);
  if (rc == 0) rc = rt_locate(m, dst, &di);
  if (rc == 0) receiving_group_length(m, &di);
  if (rc == 0 && di.f->cat == CBL_CAT_INDEX) {
    /* an index name receives a value as SET does (PERFORM VARYING index FROM n) */
    cbl_dec v;
    cbl_dec_init(&v);
    int se;
    rc = rt_eval(m, src, &v, 0);
    if (rc == 0) rc = rt_store_num(m, dst, &v, 0, 0, 0, &se);
    cbl_dec_clear(&v);
    cbl_dec_clear(&num);
    return rc < 0 ? -1 : 0;
  }
  if (rc == 0 && o.kind == CBL_OPND_ITEM && si.bytes && di.bytes) {
    /* Language Reference, "MOVE": overlapping sending and receiving items give an undefined
     * result (the same item moved onto itself is harmless). */
    const unsigned char *s0 = si.bytes, *d0 = di.bytes;
    if (s0 < d0 + di.len && d0 < s0 + si.len && !(s0 == d0 && si.len == di.len)) {
      rt_wrong(m, "undefined_result", dst, "MOVE between overlapping items");
      rc = -1;
    }
  }
  if (rc == 0) rc = rt_move_opnd(m, &o, &di, dst);
  cbl_dec_clear(&num);
  return rc;
}

/* ---- conditions */

/* A condition's kind and the members its evaluation reads, decoded once per run (the condition
 * node's jcache slot; a function of the node alone). */
typedef struct rt_cnd {
  const char *k;          /* "cond" (NULL: not a condition) */
  cbl_cond_kind ck;
  const char *op;         /* relation */
  rt_relop relop;         /* op decoded */
  const json_t *left, *right;
  const json_t *args;     /* AND, OR: the node's array, and its elements */
  const json_t **argv;
  size_t nargs;
  const json_t *arg;      /* NOT */
  const json_t *ref;      /* condition-name */
  const json_t *operand;  /* sign and class conditions */
  cbl_sign_cond sign;     /* "sign" */
  const char *user_class; /* "user_class" */
  const char *class_name; /* "class", and its class (-1: none modelled) */
  int cls;
  /* a user class's values, for the program that tested it last (SPECIAL-NAMES are a program's) */
  const rt_prog *uc_prog;
  const json_t *uc_values;
  rt_switch_memo sw;      /* a switch condition's state slot */
} rt_cnd;

static void cnd_decode(const json_t *c, void *out) {
  rt_cnd *d = out;
  d->k = js(c, "cond");
  d->ck = d->k ? cbl_cond_kind_of(d->k) : CBL_CO_UNKNOWN;
  d->op = js(c, "op");
  d->relop = rt_relop_of(d->op);
  d->left = cbl_jget(c, "left");
  d->right = cbl_jget(c, "right");
  d->args = cbl_jget(c, "args");
  d->argv = cbl_jslot_elems(d->args, &d->nargs);
  d->arg = cbl_jget(c, "arg");
  d->ref = cbl_jget(c, "ref");
  d->operand = cbl_jget(c, "operand");
  d->sign = cbl_sign_word(js(c, "sign"));
  d->user_class = js(c, "user_class");
  d->class_name = js(c, "class");
  d->cls = d->class_name ? cbl_class_parse(d->class_name) : -1;
}

static rt_cnd *cnd_of(const json_t *c) {
  return cbl_jslot_decoded(c, CBL_JSLOT_COND, sizeof(rt_cnd), cnd_decode);
}

/* The numeric value of a comparison operand into v: a numeric literal's, or a numeric item's
 * decoded; 0, or -1 when it has none (an alphanumeric operand, invalid data). */
static int opnd_number(const cbl_opnd *o, cbl_dec *v) {
  if (o->kind == CBL_OPND_NUMLIT && o->num) return cbl_dec_copy(v, o->num), 0;
  if (o->kind == CBL_OPND_ITEM && o->f && o->f->is_numeric_desc && o->f->cat == CBL_CAT_NUMERIC)
    return cbl_num_decode(&o->f->num, o->bytes, v) == CBL_CODEC_OK ? 0 : -1;
  return -1;
}

/* Reports a comparison to the run's on_compare (cbl_run_opts): both numbers, or both byte strings */
static void trace_numbers(cbl_machine *m, const cbl_dec *a, const cbl_dec *b) {
  char *x = cbl_dec_to_str(a), *y = cbl_dec_to_str(b);
  m->ro->on_compare(m->ro->on_compare_ud, 1, x, strlen(x), y, strlen(y));
  free(x);
  free(y);
}

/* A numeric item's value as text with as many integer digits as its PICTURE ("07" for PIC 99):
 * the width its digits have where the input holds them. malloc'ed. */
static char *item_number_text(const cbl_opnd *o, const cbl_dec *v) {
  char *t = cbl_dec_to_str(v);
  if (o->kind != CBL_OPND_ITEM || !o->f) return t;
  int intd = o->f->num.digits - (o->f->num.scale > 0 ? o->f->num.scale : 0);
  const char *digits = t + (*t == '-');
  const char *dot = strchr(digits, '.');
  int have = dot ? (int)(dot - digits) : (int)strlen(digits);
  if (intd <= have || intd > 40) return t;
  size_t n = strlen(t) + (size_t)(intd - have) + 1;
  char *p = eq_malloc(n);
  size_t k = 0;
  if (*t == '-') p[k++] = '-';
  for (int i = have; i < intd; i++) p[k++] = '0';
  strcpy(p + k, digits);
  free(t);
  return p;
}

static void trace_compare(cbl_machine *m, const cbl_opnd *a, const cbl_opnd *b) {
  cbl_dec x, y;
  cbl_dec_init(&x);
  cbl_dec_init(&y);
  if (opnd_number(a, &x) == 0 && opnd_number(b, &y) == 0) {
    char *tx = item_number_text(a, &x), *ty = item_number_text(b, &y);
    m->ro->on_compare(m->ro->on_compare_ud, 1, tx, strlen(tx), ty, strlen(ty));
    free(tx);
    free(ty);
  } else if ((a->kind == CBL_OPND_ITEM || a->kind == CBL_OPND_LIT) && (b->kind == CBL_OPND_ITEM || b->kind == CBL_OPND_LIT) &&
             a->bytes && b->bytes) {
    m->ro->on_compare(m->ro->on_compare_ud, 0, (const char *)a->bytes, a->len, (const char *)b->bytes, b->len);
  }
  cbl_dec_clear(&x);
  cbl_dec_clear(&y);
}

rt_relop rt_relop_of(const char *op) {
  if (!op) return RT_REL_OTHER;
  return !strcmp(op, "=")    ? RT_REL_EQ
         : !strcmp(op, "!=") ? RT_REL_NE
         : !strcmp(op, "<")  ? RT_REL_LT
         : !strcmp(op, "<=") ? RT_REL_LE
         : !strcmp(op, ">")  ? RT_REL_GT
         : !strcmp(op, ">=") ? RT_REL_GE
                             : RT_REL_OTHER;
}

int rt_relation(cbl_machine *m, rt_relop op, const char *opname, const json_t *l, const json_t *r, const json_t *c) {
  int res;
  rt_ref ltmp, rtmp;
  const rt_ref *lref = ref_of(l, &ltmp), *rref = ref_of(r, &rtmp);
  if (lref->op || rref->op || lref->is_index || rref->is_index) {
    /* an arithmetic expression on either side: numeric comparison of values */
    cbl_dec a, b;
    cbl_dec_init(&a);
    cbl_dec_init(&b);
    int rc = rt_eval(m, l, &a, 10);
    if (rc == 0) rc = rt_eval(m, r, &b, 10);
    if (rc == -2) rt_wrong(m, "undefined_result", c, "division by zero in a condition");
    res = cbl_dec_cmp(&a, &b);
    if (rc == 0 && m->ro && m->ro->on_compare) trace_numbers(m, &a, &b);
    cbl_dec_clear(&a);
    cbl_dec_clear(&b);
    if (rc < 0) return -1;
  } else {
    rt_item li, ri;
    unsigned char lb[4096], rb[4096];
    cbl_dec ln, rn;
    cbl_dec_init(&ln);
    cbl_dec_init(&rn);
    cbl_opnd lo, ro;
    int rc = operand_of(m, l, lref, &li, lb, sizeof lb, &ln, &lo);
    if (rc == 0) rc = operand_of(m, r, rref, &ri, rb, sizeof rb, &rn, &ro);
    if (rc == 0) {
      if (m->ro && m->ro->on_compare) trace_compare(m, &lo, &ro);
      cbl_cmp_status st = cbl_compare(&m->opt, &lo, &ro, &res);
      if (st == CBL_CMP_INVALID_DATA) {
        rt_wrong(m, "undefined_result", c, "invalid numeric data in a comparison");
        rc = -1;
      } else if (st != CBL_CMP_OK) {
        rt_wrong(m, "unsupported", c, "comparison of these operands (%s)",
                 st == CBL_CMP_ILLEGAL ? "not comparable" : "not modelled");
        rc = -1;
      }
    }
    cbl_dec_clear(&ln);
    cbl_dec_clear(&rn);
    if (rc < 0) return -1;
  }
  switch (op) {
  case RT_REL_EQ: return res == 0;
  case RT_REL_NE: return res != 0;
  case RT_REL_LT: return res < 0;
  case RT_REL_LE: return res <= 0;
  case RT_REL_GT: return res > 0;
  case RT_REL_GE: return res >= 0;
  default: break;
  }
  rt_wrong(m, "unsupported", c, "relational operator '%s'", opname);
  return -1;
}

int rt_locate_id(cbl_machine *m, const json_t *ref, long id, rt_item *it) {
  it->f = NULL;
  it->bytes = NULL;
  it->len = 0;
  it->off = 0;
  it->area = -1;
  rt_ref tmp;
  return locate_field(m, ref, ref_of(ref, &tmp), id, it);
}

int rt_cond_name(cbl_machine *m, const json_t *ref) {
  const json_t *c = ref;
  int fi;
  rt_ref tmp;
  const rt_ref *r = ref_of(ref, &tmp);
  rt_prog *p = ref_owner(m, r, r->id, &fi);
  if (!p || p->lay->fields[fi].level != 88) {
    rt_wrong(m, "unsupported", c, "'%s' is not a condition-name", js(ref, "ref") ? js(ref, "ref") : "?");
    return -1;
  }
  const cbl_field *cond = &p->lay->fields[fi];
  const cbl_field *var = &p->lay->fields[cond->parent];
  rt_item it;
  /* the conditional variable, with the condition-name's subscripts */
  it.f = NULL;
  it.bytes = NULL;
  it.len = 0;
  it.off = 0;
  it.area = -1;
  if (locate_field(m, ref, r, var->id, &it) < 0) return -1;
  int res;
  cbl_cmp_status st = cbl_condition_test(p->lay, cond, it.bytes, it.len, &res);
  if (st == CBL_CMP_INVALID_DATA) {
    rt_wrong(m, "undefined_result", c, "invalid numeric data in the conditional variable of '%s'", cond->name);
    return -1;
  }
  if (st != CBL_CMP_OK) {
    rt_wrong(m, "unsupported", c, "condition-name test of '%s'", cond->name);
    return -1;
  }
  if (m->ro && m->ro->on_compare && it.len <= 256) {
    /* for guided input generation (cbl_run_opts.on_compare): the variable against the bytes its
     * first value gives it (SET cond TO TRUE) */
    unsigned char want[256];
    char err[120];
    memcpy(want, it.bytes, it.len);
    if (cbl_condition_set(p->lay, cond, want, it.len, 0, err, sizeof err) == CBL_MOVE_OK)
      m->ro->on_compare(m->ro->on_compare_ud, 0, (const char *)it.bytes, it.len, (const char *)want, it.len);
  }
  return res;
}

static int cond_eval(cbl_machine *m, const json_t *c);

int rt_cond(cbl_machine *m, const json_t *c) {
  int v = cond_eval(m, c);
  if (v >= 0 && m->ro && m->ro->on_branch) m->ro->on_branch(m->ro->on_compare_ud, c, v);
  return v;
}

static int cond_eval(cbl_machine *m, const json_t *c) {
  rt_cnd *d = cnd_of(c);
  const char *k = d->k;
  if (!k) {
    rt_wrong(m, "unsupported", c, "condition form");
    return -1;
  }
  cbl_cond_kind ck = d->ck;
  if (ck == CBL_CO_RELATION) return rt_relation(m, d->relop, d->op, d->left, d->right, c);
  if (ck == CBL_CO_AND || ck == CBL_CO_OR) {
    int is_and = ck == CBL_CO_AND;
    for (size_t i = 0; i < d->nargs; i++) {
      int v = rt_cond(m, d->argv[i]);
      if (v < 0) return -1;
      if (is_and && !v) return 0;
      if (!is_and && v) return 1;
    }
    return is_and;
  }
  if (ck == CBL_CO_NOT) {
    int v = rt_cond(m, d->arg);
    return v < 0 ? -1 : !v;
  }
  if (ck == CBL_CO_NAME) return rt_cond_name(m, d->ref);
  if (ck == CBL_CO_SWITCH) return rt_switch_cond(m, c, &d->sw);
  if (ck == CBL_CO_SIGN) {
    cbl_dec v;
    cbl_dec_init(&v);
    int rc = rt_eval(m, d->operand, &v, 10);
    int r = rc == 0 ? cbl_sign_test(&v, d->sign) : -1;
    cbl_dec_clear(&v);
    if (rc == -2) rt_wrong(m, "undefined_result", c, "division by zero");
    return r;
  }
  if (ck == CBL_CO_CLASS) {
    rt_item it;
    if (rt_locate(m, d->operand, &it) < 0) return -1;
    int res;
    cbl_opnd o = cbl_opnd_item(it.f, it.bytes, it.len);
    cbl_cmp_status st;
    if (d->user_class) {
      if (d->uc_prog != m->cur) { /* the class of SPECIAL-NAMES of the program running */
        const json_t *classes = cbl_jget(
            cbl_jget(cbl_jget(m->cur->json, "environment"), "special_names"), "classes");
        const json_t *vals = NULL;
        size_t i;
        json_t *cl;
        json_array_foreach(classes, i, cl)
          if (js(cl, "name") && !strcmp(js(cl, "name"), d->user_class)) vals = cbl_jget(cl, "values");
        d->uc_values = vals;
        d->uc_prog = m->cur;
      }
      const json_t *vals = d->uc_values;
      if (!vals) {
        rt_wrong(m, "unsupported", c, "class '%s'", d->user_class);
        return -1;
      }
      st = cbl_user_class_test(&m->opt, it.bytes, it.len, vals, &res);
    } else {
      int cls = d->cls;
      if (cls < 0) {
        rt_wrong(m, "unsupported", c, "class %s", d->class_name);
        return -1;
      }
      st = cbl_class_test(&m->opt, &o, (cbl_class)cls, &res);
    }
    if (st != CBL_CMP_OK) {
      rt_wrong(m, "unsupported", c, "class condition on this item");
      return -1;
    }
    return res;
  }
  if (ck == CBL_CO_OMITTED) {
    rt_item it;
    const json_t *ref = cbl_jget(c, "operand");
    int fi;
    rt_prog *p = owner(m, ji(ref, "item", -1), &fi);
    (void)it;
    if (!p) return -1;
    return p->area[p->lay->fields[fi].area] == NULL;
  }
  rt_wrong(m, "unsupported", c, "%s condition", k);
  return -1;
}

/* ---- DISPLAY text */

/* IBM DISPLAY (Language Reference, "DISPLAY statement"): alphanumeric, group and edited items as
 * their bytes; numeric DISPLAY items as their bytes (a signed item shows its overpunched last
 * digit); BINARY/PACKED/COMP-5 items converted to zoned decimal of the same PICTURE first;
 * literals as written; figurative constants as one character. */
long rt_text(cbl_machine *m, const json_t *x, unsigned char *buf, size_t cap) {
  rt_ref tmp;
  const rt_ref *r = ref_of(x, &tmp);
  if (r->length_of) {
    /* LENGTH OF is PIC 9(9) BINARY (Language Reference, "LENGTH OF"): nine digits */
    rt_item li;
    if (rt_locate(m, r->length_of, &li) < 0) return -1;
    char t[16];
    snprintf(t, sizeof t, "%09lu", (unsigned long)li.len % 1000000000UL);
    memcpy(buf, t, 9);
    cbl_opt_from_latin1(&m->opt, buf, 9);
    return 9;
  }
  if (r->num) {
    const char *t = r->num;
    size_t n = strlen(t);
    if (n > cap) n = cap;
    memcpy(buf, t, n);
    cbl_opt_from_latin1(&m->opt, buf, n);
    return (long)n;
  }
  rt_item it;
  cbl_dec num;
  cbl_dec_init(&num);
  cbl_opnd o;
  long n = -1;
  if (rt_operand(m, x, &it, buf, cap, &num, &o) < 0) goto out;
  switch (o.kind) {
  case CBL_OPND_ITEM: {
    const cbl_field *f = o.f;
    if (f->is_numeric_desc && f->num.usage != CBL_USAGE_DISPLAY) {
      if (f->num.usage == CBL_USAGE_COMP1 || f->num.usage == CBL_USAGE_COMP2) {
        rt_wrong(m, "unsupported", x, "DISPLAY of a floating-point item");
        goto out;
      }
      cbl_dec v;
      cbl_dec_init(&v);
      cbl_codec_status st = cbl_num_decode(&f->num, o.bytes, &v);
      if (st != CBL_CODEC_OK && st != CBL_CODEC_OVERPIC) {
        cbl_dec_clear(&v);
        rt_wrong(m, "undefined_result", x, "DISPLAY of invalid numeric data");
        goto out;
      }
      int digits = f->num.digits;
      /* COMP-5, and BINARY under TRUNC(BIN), are displayed with the digits of the binary
       * field's capacity (Programming Guide, "TRUNC": halfword 5, fullword 10, doubleword 20) */
      if (f->num.usage == CBL_USAGE_COMP5 ||
          (f->num.usage == CBL_USAGE_BINARY && m->opt.trunc == CBL_TRUNC_BIN) || f->cat == CBL_CAT_INDEX)
        digits = f->size >= 8 ? 20 : f->size >= 4 ? 10 : 5;
      if (st == CBL_CODEC_OVERPIC) {
        int d = cbl_dec_int_digits(&v) + (f->num.scale > 0 ? f->num.scale : 0);
        if (d > digits) digits = d;
      }
      cbl_num_desc zd = cbl_options_num_desc(&m->opt, CBL_USAGE_DISPLAY, digits, f->num.scale,
                                             f->num.is_signed, CBL_SIGN_TRAILING);
      n = (long)cbl_num_size(&zd);
      cbl_num_encode(&zd, &v, buf, NULL, NULL);
      cbl_dec_clear(&v);
    } else {
      n = (long)(o.len < cap ? o.len : cap);
      memmove(buf, o.bytes, (size_t)n);
    }
    break;
  }
  case CBL_OPND_NUMLIT: {
    char *t = cbl_dec_to_str(o.num);
    n = (long)strlen(t);
    memcpy(buf, t, (size_t)n);
    free(t);
    cbl_opt_from_latin1(&m->opt, buf, (size_t)n);
    break;
  }
  case CBL_OPND_LIT:
  case CBL_OPND_NATLIT:
  case CBL_OPND_ALL:
    n = (long)o.len;
    if (o.bytes != buf) memmove(buf, o.bytes, o.len);
    break;
  case CBL_OPND_FIG: {
    static const unsigned char ebc[] = {0x40, 0xF0, 0x7F, 0xFF, 0x00};
    static const unsigned char asc[] = {0x20, 0x30, 0x22, 0xFF, 0x00};
    buf[0] = cbl_opt_is_ebcdic(&m->opt) ? ebc[o.fig] : asc[o.fig];
    n = 1;
    break;
  }
  }
out:
  cbl_dec_clear(&num);
  return n;
}

/* ---- fields with subscripts (INITIALIZE, SEARCH) */

int rt_field_of(cbl_machine *m, const json_t *ref, rt_prog **pp, int *fi, long *subs, int *n) {
  rt_ref tmp;
  const rt_ref *r = ref_of(ref, &tmp);
  rt_prog *p = owner(m, r->id, fi);
  if (!p) {
    rt_wrong(m, "unsupported", ref, "'%s' is not a data item of this program", r->name ? r->name : "?");
    return -1;
  }
  *n = r->nsubs;
  for (int i = 0; i < *n; i++)
    if (rt_int(m, r->subv[i], &subs[i]) < 0) return -1;
  *pp = p;
  return 0;
}
