/* interp_text.c — the interpreter's string statements: STRING, UNSTRING and INSPECT (Language
 * Reference, "STRING statement", "UNSTRING statement", "INSPECT statement"). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/arena.h"
#include "lang/cobol/interp_int.h"

#define TXT 65536

static int is_fig(const json_t *x) { return js(x, "figurative") != NULL; }

/* The bytes of a pattern/delimiter operand (ALL x decoded as x: insp_phrase): a figurative
 * constant is one character. */
static long pattern(cbl_machine *m, const json_t *x, unsigned char *buf) { return rt_text(m, x, buf, TXT); }

static int get_int(cbl_machine *m, const json_t *ref, long *v) { return rt_int(m, ref, v); }

static int put_int(cbl_machine *m, const json_t *ref, long v) {
  cbl_dec d;
  cbl_dec_init(&d);
  cbl_dec_set_si(&d, v, 0);
  int se;
  int rc = rt_store_num(m, ref, &d, 0, 0, 0, &se);
  cbl_dec_clear(&d);
  return rc;
}

/* ---- STRING: each sending operand up to its delimiter (or whole, DELIMITED BY SIZE) goes into
 * the receiver from the POINTER position on; running past the receiver's end is overflow. */
/* The operands of a text statement, found once per node by a walk of its JSON (the statement
 * node's jcache slot): has_national asks each in that order. */
typedef struct text_ops {
  size_t n, cap;
  const json_t **v;
} text_ops;

static void text_ops_walk(const json_t *n, text_ops *o) {
  if (json_is_array(n)) {
    size_t i;
    const json_t *e;
    json_array_foreach(n, i, e) text_ops_walk(e, o);
    return;
  }
  if (!json_is_object(n)) return;
  if (json_object_get(n, "stmt") && !json_object_get(n, "ref")) {
    /* the statement itself: its operands */
  } else if (js(n, "ref") || js(n, "register") || js(n, "function") || json_object_get(n, "national") ||
             json_object_get(n, "national_hex")) {
    if (o->n == o->cap) {
      const json_t **v = cbl_jslot_alloc((o->cap = o->cap ? 2 * o->cap : 8) * sizeof *v);
      if (o->n) memcpy(v, o->v, o->n * sizeof *v);
      o->v = v;
    }
    o->v[o->n++] = n;
    return;
  }
  const char *k;
  const json_t *v;
  json_object_foreach((json_t *)n, k, v) {
    if (!strcmp(k, "loc") || !strncmp(k, "on_", 3) || !strncmp(k, "not_on_", 7)) continue;
    text_ops_walk(v, o);
  }
}

/* STRING, UNSTRING and INSPECT decoded once per node (the statement node's jcache slot): the
 * operands has_national asks; STRING's and UNSTRING's operands, phrases and per-operand options. */
typedef struct str_src {
  const json_t *value, *delim; /* delim: a string (SIZE) or an operand */
  int by_size;
} str_src;
typedef struct unstr_into {
  const json_t *dest, *delimiter_in, *count_in;
} unstr_into;
/* An INSPECT phrase: a TALLYING FOR item, a REPLACING item or the CONVERTING phrase. Operands
 * written ALL x are kept as x (a pattern's bytes are x's; ALL only widens a BY operand). */
typedef struct insp_phrase {
  const json_t *node;           /* the phrase, for messages */
  int kind;                     /* 'C' CHARACTERS, 'A' ALL, 'L' LEADING, 'F' FIRST (CONVERTING: 'A') */
  const json_t *pattern, *by;   /* the operand matched, its replacement (CONVERTING: from, to) */
  int by_fill;                  /* BY a figurative constant or ALL: repeated to the pattern's length */
  const json_t *after, *before; /* BEFORE/AFTER INITIAL operands, NULL when absent */
} insp_phrase;
typedef struct insp_tally {
  const json_t *counter;
  size_t nfor;
  insp_phrase *fors;
} insp_tally;
typedef struct text_dec {
  const json_t *into, *source, *pointer, *tallying, *on_overflow, *not_on_overflow;
  size_t nsrc, ndel, ninto;
  str_src *src;        /* STRING's sending operands */
  str_src *del;        /* UNSTRING's delimiters (by_size: ALL) */
  unstr_into *intos;   /* UNSTRING's receivers */
  text_ops ops;        /* every operand, for has_national */
  /* INSPECT */
  const json_t *subject;
  const char *subject_name;
  size_t ntally, nrep;
  insp_tally *tally;
  insp_phrase *rep;
  insp_phrase conv;    /* conv.node: the CONVERTING phrase, NULL without one */
} text_dec;

static const json_t *unall(const json_t *x) {
  const json_t *a = cbl_jget(x, "all");
  return a ? a : x;
}

static int item_kind(const char *k) {
  return !k ? 'F' : !strcmp(k, "characters") ? 'C' : !strcmp(k, "all") ? 'A' : !strcmp(k, "leading") ? 'L' : 'F';
}

static void insp_phrase_decode(const json_t *f, const char *pat_key, const char *by_key, insp_phrase *p) {
  p->node = f;
  p->kind = item_kind(js(f, "kind"));
  p->pattern = unall(cbl_jget(f, pat_key));
  const json_t *by = cbl_jget(f, by_key);
  p->by = unall(by);
  p->by_fill = by && (is_fig(by) || cbl_jget(by, "all"));
  p->after = cbl_jget(f, "after");
  if (p->after) p->after = unall(p->after);
  p->before = cbl_jget(f, "before");
  if (p->before) p->before = unall(p->before);
}

/* INSPECT's subject and phrases */
static void inspect_decode(const json_t *st, text_dec *d) {
  d->subject = cbl_jget(st, "subject");
  d->subject_name = js(d->subject, "ref");
  const json_t *a = cbl_jget(st, "tallying");
  d->ntally = json_array_size(a);
  d->tally = cbl_jslot_alloc((d->ntally + 1) * sizeof *d->tally);
  for (size_t i = 0; i < d->ntally; i++) {
    const json_t *t = json_array_get(a, i), *fa = cbl_jget(t, "for");
    insp_tally *ty = &d->tally[i];
    ty->counter = cbl_jget(t, "counter");
    ty->nfor = json_array_size(fa);
    ty->fors = cbl_jslot_alloc((ty->nfor + 1) * sizeof *ty->fors);
    for (size_t j = 0; j < ty->nfor; j++) insp_phrase_decode(json_array_get(fa, j), "pattern", "by", &ty->fors[j]);
  }
  a = cbl_jget(st, "replacing");
  d->nrep = json_array_size(a);
  d->rep = cbl_jslot_alloc((d->nrep + 1) * sizeof *d->rep);
  for (size_t i = 0; i < d->nrep; i++) insp_phrase_decode(json_array_get(a, i), "pattern", "by", &d->rep[i]);
  const json_t *cv = cbl_jget(st, "converting");
  if (cv) {
    insp_phrase_decode(cv, "from", "to", &d->conv);
    d->conv.kind = 'A';
  }
}

static void text_decode(const json_t *st, void *out) {
  text_dec *d = out;
  d->into = cbl_jget(st, "into");
  d->source = cbl_jget(st, "source");
  d->pointer = cbl_jget(st, "pointer");
  d->tallying = cbl_jget(st, "tallying");
  d->on_overflow = cbl_jget(st, "on_overflow");
  d->not_on_overflow = cbl_jget(st, "not_on_overflow");
  const json_t *a = cbl_jget(st, "sources");
  d->nsrc = json_array_size(a);
  d->src = cbl_jslot_alloc((d->nsrc + 1) * sizeof *d->src);
  for (size_t i = 0; i < d->nsrc; i++) {
    const json_t *s = json_array_get(a, i);
    d->src[i].value = cbl_jget(s, "value");
    d->src[i].delim = cbl_jget(s, "delimiter");
    d->src[i].by_size = json_is_string(d->src[i].delim);
    if (!d->src[i].by_size) d->src[i].delim = unall(d->src[i].delim); /* pattern() takes x of ALL x */
  }
  a = cbl_jget(st, "delimiters");
  d->ndel = json_array_size(a);
  d->del = cbl_jslot_alloc((d->ndel + 1) * sizeof *d->del);
  for (size_t i = 0; i < d->ndel; i++) {
    const json_t *x = json_array_get(a, i);
    d->del[i].value = unall(cbl_jget(x, "value")); /* pattern() takes x of ALL x */
    d->del[i].by_size = json_is_true(cbl_jget(x, "all"));
  }
  a = json_is_array(d->into) ? d->into : NULL; /* UNSTRING's INTO is a list */
  d->ninto = json_array_size(a);
  d->intos = cbl_jslot_alloc((d->ninto + 1) * sizeof *d->intos);
  for (size_t i = 0; i < d->ninto; i++) {
    const json_t *r = json_array_get(a, i);
    d->intos[i] = (unstr_into){cbl_jget(r, "dest"), cbl_jget(r, "delimiter_in"), cbl_jget(r, "count_in")};
  }
  inspect_decode(st, d);
  text_ops_walk(st, &d->ops);
}

static const text_dec *text_of(const json_t *st) {
  return cbl_jslot_decoded(st, CBL_JSLOT_STMT, sizeof(text_dec), text_decode);
}

static sig do_string(cbl_machine *m, const json_t *st) {
  const text_dec *td = text_of(st);
  rt_item into;
  if (rt_locate(m, td->into, &into) < 0) return SIG_HALT;
  const json_t *pref = td->pointer;
  long ptr = 1;
  if (pref && get_int(m, pref, &ptr) < 0) return SIG_HALT;
  long len = (long)into.len;
  int overflow = ptr < 1 || ptr > len;
  unsigned char *src = eq_malloc(TXT), *del = eq_malloc(TXT);
  if (!overflow) {
    for (size_t i = 0; i < td->nsrc; i++) {
      long n = rt_text(m, td->src[i].value, src, TXT);
      if (n < 0) goto halt;
      if (!td->src[i].by_size) {
        long dn = pattern(m, td->src[i].delim, del);
        if (dn < 0) goto halt;
        for (long k = 0; dn > 0 && k + dn <= n; k++)
          if (!memcmp(src + k, del, (size_t)dn)) {
            n = k;
            break;
          }
      }
      for (long k = 0; k < n; k++) {
        if (ptr > len) {
          overflow = 1;
          break;
        }
        into.bytes[ptr - 1] = src[k];
        ptr++;
      }
      if (overflow) break;
    }
  }
  free(src);
  free(del);
  if (pref && put_int(m, pref, ptr) < 0) return SIG_HALT;
  {
    const json_t *ph = overflow ? td->on_overflow : td->not_on_overflow;
    return ph ? rt_exec_list(m, ph) : SIG_NORMAL;
  }
halt:
  free(src);
  free(del);
  return SIG_HALT;
}

/* ---- UNSTRING: the sending item is split at the delimiters (ALL: a run counts as one) into the
 * receivers in order; DELIMITER IN / COUNT IN / TALLYING / POINTER are updated; overflow when
 * characters remain after the last receiver or the POINTER starts outside the item. */
static sig do_unstring(cbl_machine *m, const json_t *st) {
  const text_dec *td = text_of(st);
  rt_item srci;
  if (rt_locate(m, td->source, &srci) < 0) return SIG_HALT;
  long len = (long)srci.len;
  unsigned char *src = eq_malloc((size_t)len + 1);
  memcpy(src, srci.bytes, (size_t)len); /* the sending item is read as it was before the statement */
  int nd = (int)td->ndel;
  unsigned char *dv[16];
  long dl[16];
  int dall[16];
  sig res = SIG_NORMAL;
  if (nd > 16) nd = 16;
  for (int k = 0; k < nd; k++) {
    dv[k] = eq_malloc(TXT);
    dall[k] = td->del[k].by_size;
    dl[k] = pattern(m, td->del[k].value, dv[k]);
    if (dl[k] < 0) res = SIG_HALT;
  }
  const json_t *pref = td->pointer, *tref = td->tallying;
  long ptr = 1, tally = 0;
  if (res == SIG_NORMAL && pref && get_int(m, pref, &ptr) < 0) res = SIG_HALT;
  if (res == SIG_NORMAL && tref && get_int(m, tref, &tally) < 0) res = SIG_HALT;
  int overflow = ptr < 1 || ptr > len;
  if (res == SIG_NORMAL && !overflow) {
    for (size_t i = 0; i < td->ninto; i++) {
      const unstr_into *r = &td->intos[i];
      if (ptr > len) break;
      long start = ptr - 1, pos = len, mlen = 0;
      int which = -1;
      if (nd == 0) {
        /* no DELIMITED BY: as many characters as the receiver holds */
        rt_item di;
        if (rt_locate(m, r->dest, &di) < 0) {
          res = SIG_HALT;
          break;
        }
        long sz = (long)di.len;
        if (di.f->is_numeric_desc && di.f->num.usage == CBL_USAGE_DISPLAY) sz = di.f->num.digits;
        pos = start + sz < len ? start + sz : len;
      } else {
        for (long k = start; k < len && which < 0; k++)
          for (int d = 0; d < nd; d++)
            if (dl[d] > 0 && k + dl[d] <= len && !memcmp(src + k, dv[d], (size_t)dl[d])) {
              which = d;
              pos = k;
              mlen = dl[d];
              if (dall[d])
                while (pos + mlen + dl[d] <= len && !memcmp(src + pos + mlen, dv[d], (size_t)dl[d])) mlen += dl[d];
              break;
            }
      }
      /* the field is moved as an alphanumeric item of its length */
      rt_item di;
      if (rt_locate(m, r->dest, &di) < 0) {
        res = SIG_HALT;
        break;
      }
      cbl_field af = cbl_field_alnum((size_t)(pos - start));
      cbl_opnd o = cbl_opnd_item(&af, src + start, (size_t)(pos - start));
      if (rt_move_opnd(m, &o, &di, r->dest) < 0) {
        res = SIG_HALT;
        break;
      }
      const json_t *din = r->delimiter_in;
      if (din) {
        rt_item dd;
        if (rt_locate(m, din, &dd) < 0) {
          res = SIG_HALT;
          break;
        }
        cbl_field df = cbl_field_alnum(which >= 0 ? (size_t)dl[which] : 0);
        unsigned char sp = cbl_opt_space(&m->opt);
        cbl_opnd od = which >= 0 ? cbl_opnd_item(&df, dv[which], (size_t)dl[which]) : cbl_opnd_lit(&sp, 1);
        if (rt_move_opnd(m, &od, &dd, din) < 0) {
          res = SIG_HALT;
          break;
        }
      }
      if (r->count_in && put_int(m, r->count_in, pos - start) < 0) {
        res = SIG_HALT;
        break;
      }
      tally++;
      ptr = which >= 0 ? pos + mlen + 1 : len + 1;
      if (nd == 0) ptr = pos + 1;
    }
    if (res == SIG_NORMAL && ptr <= len) overflow = 1;
  }
  for (int k = 0; k < nd; k++) free(dv[k]);
  free(src);
  if (res != SIG_NORMAL) return res;
  if (pref && put_int(m, pref, ptr) < 0) return SIG_HALT;
  if (tref && put_int(m, tref, tally) < 0) return SIG_HALT;
  const json_t *ph = overflow ? td->on_overflow : td->not_on_overflow;
  return ph ? rt_exec_list(m, ph) : SIG_NORMAL;
}

/* ---- INSPECT */

typedef struct insp_item {
  int kind;            /* 'C' characters, 'A' all, 'L' leading, 'F' first */
  unsigned char *pat;  /* pattern (NULL for CHARACTERS) */
  long plen;
  unsigned char *by;   /* replacement (REPLACING) */
  long start, end;     /* region from BEFORE/AFTER INITIAL */
  int leading_ok, done;
  int counter;         /* TALLYING: index of its counter */
} insp_item;

static long find(const unsigned char *s, long n, const unsigned char *p, long pn) {
  for (long k = 0; pn > 0 && k + pn <= n; k++)
    if (!memcmp(s + k, p, (size_t)pn)) return k;
  return -1;
}

/* The region of an item (Language Reference, "BEFORE and AFTER phrases"): from after the first
 * occurrence of the AFTER operand to before the first occurrence of the BEFORE operand. */
static int region(cbl_machine *m, const insp_phrase *x, const unsigned char *s, long n, long *start, long *end) {
  *start = 0;
  *end = n;
  const json_t *after = x->after, *before = x->before;
  if (!after && !before) return 0;
  unsigned char *b = eq_malloc(TXT); /* an operand is as long as its item (pattern() takes TXT) */
  int rc = 0;
  if (after) {
    long pn = pattern(m, after, b);
    long k = pn < 0 ? -1 : find(s, n, b, pn);
    if (pn < 0) rc = -1;
    else if (k < 0) *start = n;
    else *start = k + pn;
  }
  if (before && rc == 0) {
    long pn = pattern(m, before, b);
    long k = pn < 0 ? -1 : find(s + *start, n - *start, b, pn);
    if (pn < 0) rc = -1;
    else if (k >= 0) *end = *start + k;
  }
  free(b);
  return rc;
}

/* The unsigned image an INSPECT changed, back into the signed overpunched item with its sign. */
static sig inspect_resign(cbl_machine *m, const json_t *st, const text_dec *td, rt_item *subj, const cbl_num_desc *ud,
                          const unsigned char *img, int negative) {
  cbl_dec v;
  cbl_dec_init(&v);
  cbl_codec_status cs = cbl_num_decode(ud, img, &v);
  if (cs != CBL_CODEC_OK && cs != CBL_CODEC_OVERPIC) {
    cbl_dec_clear(&v);
    return rt_wrong(m, "unsupported", st, "INSPECT left a character that is not a digit in signed item '%s'",
                    td->subject_name);
  }
  if (negative) cbl_dec_neg(&v, &v);
  cbl_num_encode(&subj->f->num, &v, subj->bytes, NULL, NULL);
  cbl_dec_clear(&v);
  return SIG_NORMAL;
}

static sig do_inspect(cbl_machine *m, const json_t *st) {
  const text_dec *td = text_of(st);
  rt_item subj;
  if (rt_locate(m, td->subject, &subj) < 0) return SIG_HALT;
  if (subj.f->is_numeric_desc && subj.f->num.usage != CBL_USAGE_DISPLAY)
    return rt_wrong(m, "unsupported", st, "INSPECT of a non-DISPLAY numeric item");
  unsigned char *s = subj.bytes;
  long n = (long)subj.len;
  /* Language Reference, "INSPECT statement": a signed numeric DISPLAY item is "treated as if moved
   * to an unsigned external decimal item of the same length, and then redefined as alphanumeric
   * ... If the sign is a separate character, the byte containing the sign is not examined and,
   * therefore, not replaced". An overpunched item is inspected as that unsigned image; what
   * REPLACING/CONVERTING leave in it goes back with the item's own sign (IBM restores the sign
   * zone: support document swg21002559). */
  unsigned char img[64];
  cbl_num_desc ud;
  int overpunch = 0, negative = 0;
  if (subj.f->is_numeric_desc && subj.f->num.usage == CBL_USAGE_DISPLAY && subj.f->num.is_signed && subj.f != &subj.tmp) {
    cbl_sign_form sf = subj.f->num.sign;
    if (sf == CBL_SIGN_LEADING_SEPARATE || sf == CBL_SIGN_TRAILING_SEPARATE) {
      if (sf == CBL_SIGN_LEADING_SEPARATE) s++;
      n--;
    } else if (subj.len <= sizeof img) {
      cbl_dec v;
      cbl_dec_init(&v);
      cbl_codec_status cs = cbl_num_decode(&subj.f->num, subj.bytes, &v);
      if (cs != CBL_CODEC_OK && cs != CBL_CODEC_OVERPIC) {
        cbl_dec_clear(&v);
        return rt_wrong(m, "undefined_result", st, "INSPECT of signed item '%s' holding invalid numeric data",
                        td->subject_name);
      }
      negative = cbl_dec_sgn(&v) < 0;
      cbl_dec_abs(&v, &v);
      ud = subj.f->num;
      ud.is_signed = 0;
      cbl_num_encode(&ud, &v, img, NULL, NULL);
      cbl_dec_clear(&v);
      s = img;
      overpunch = 1;
    }
  }
  insp_item items[64];
  long counts[64];
  const json_t *counters[64];
  int ni = 0, nc = 0;
  sig res = SIG_NORMAL;
  /* TALLYING */
  for (size_t i = 0; i < td->ntally; i++) {
    const insp_tally *t = &td->tally[i];
    counters[nc] = t->counter;
    counts[nc] = 0;
    for (size_t j = 0; j < t->nfor; j++) {
      const insp_phrase *f = &t->fors[j];
      if (ni >= 64) {
        for (int q = 0; q < ni; q++) free(items[q].pat);
        return rt_wrong(m, "unsupported", st, "INSPECT with more than 64 phrases");
      }
      insp_item *it = &items[ni++];
      memset(it, 0, sizeof *it);
      it->kind = f->kind;
      it->counter = nc;
      it->leading_ok = 1;
      if (it->kind != 'C') {
        it->pat = eq_malloc(TXT);
        it->plen = pattern(m, f->pattern, it->pat);
        if (it->plen < 0) res = SIG_HALT;
      }
      if (region(m, f, s, n, &it->start, &it->end) < 0) res = SIG_HALT;
    }
    nc++;
    if (nc >= 64) break;
  }
  if (res == SIG_NORMAL && ni) {
    /* left to right: at each position the first phrase (in order) that matches counts and the
     * scan moves past the match; else the scan moves one character */
    for (long k = 0; k < n;) {
      int hit = 0;
      for (int q = 0; q < ni && !hit; q++) {
        insp_item *it = &items[q];
        if (k < it->start || k >= it->end) continue;
        if (it->kind == 'C') {
          counts[it->counter]++;
          k++;
          hit = 1;
        } else if (k + it->plen <= it->end && !memcmp(s + k, it->pat, (size_t)it->plen) &&
                   (it->kind != 'L' || it->leading_ok)) {
          counts[it->counter]++;
          k += it->plen;
          hit = 1;
        } else if (it->kind == 'L') {
          it->leading_ok = 0;
        }
      }
      if (!hit) {
        for (int q = 0; q < ni; q++)
          if (items[q].kind == 'L' && k >= items[q].start) items[q].leading_ok = 0;
        k++;
      }
    }
    for (int c = 0; c < nc && res == SIG_NORMAL; c++) {
      long v;
      if (get_int(m, counters[c], &v) < 0 || put_int(m, counters[c], v + counts[c]) < 0) res = SIG_HALT;
    }
  }
  for (int q = 0; q < ni; q++) free(items[q].pat);
  if (res != SIG_NORMAL) return res;
  /* REPLACING */
  ni = 0;
  for (size_t i = 0; i < td->nrep; i++) {
    const insp_phrase *f = &td->rep[i];
    if (ni >= 64) break;
    insp_item *it = &items[ni++];
    memset(it, 0, sizeof *it);
    it->kind = f->kind;
    it->leading_ok = 1;
    it->pat = eq_malloc(TXT);
    it->by = eq_malloc(TXT);
    it->plen = it->kind == 'C' ? 1 : pattern(m, f->pattern, it->pat);
    long bl = pattern(m, f->by, it->by);
    if (it->plen < 0 || bl < 0) res = SIG_HALT;
    else if (f->by_fill)
      for (long q = bl; q < it->plen; q++) it->by[q] = it->by[0];
    else if (bl != it->plen) res = rt_wrong(m, "unsupported", f->node, "INSPECT REPLACING operands of different lengths");
    if (region(m, f, s, n, &it->start, &it->end) < 0) res = SIG_HALT;
  }
  if (res == SIG_NORMAL && ni) {
    for (long k = 0; k < n;) {
      int hit = 0;
      for (int q = 0; q < ni && !hit; q++) {
        insp_item *it = &items[q];
        if (k < it->start || k >= it->end || it->done) continue;
        if (it->kind == 'C') {
          s[k] = it->by[0];
          k++;
          hit = 1;
        } else if (k + it->plen <= it->end && !memcmp(s + k, it->pat, (size_t)it->plen) &&
                   (it->kind != 'L' || it->leading_ok)) {
          memcpy(s + k, it->by, (size_t)it->plen);
          k += it->plen;
          hit = 1;
          if (it->kind == 'F') it->done = 1;
        } else if (it->kind == 'L') {
          it->leading_ok = 0;
        }
      }
      if (!hit) {
        for (int q = 0; q < ni; q++)
          if (items[q].kind == 'L' && k >= items[q].start) items[q].leading_ok = 0;
        k++;
      }
    }
  }
  for (int q = 0; q < ni; q++) {
    free(items[q].pat);
    free(items[q].by);
  }
  if (res != SIG_NORMAL) return res;
  /* CONVERTING: each character of `from` in the region becomes the one at the same place in `to` */
  const insp_phrase *cv = td->conv.node ? &td->conv : NULL;
  if (cv) {
    unsigned char *from = eq_malloc(TXT), *to = eq_malloc(TXT);
    long fl = pattern(m, cv->pattern, from);
    long tl = pattern(m, cv->by, to);
    long a, b;
    sig r = SIG_NORMAL;
    if (fl < 0 || tl < 0) r = SIG_HALT;
    else if (cv->by_fill)
      for (long q = tl; q < fl; q++) to[q] = to[0];
    else if (tl != fl)
      r = rt_wrong(m, "unsupported", cv->node, "INSPECT CONVERTING operands of different lengths");
    if (r == SIG_NORMAL && region(m, cv, s, n, &a, &b) < 0) r = SIG_HALT;
    if (r == SIG_NORMAL) {
      int map[256];
      for (int c = 0; c < 256; c++) map[c] = -1;
      for (long q = 0; q < fl; q++)
        if (map[from[q]] < 0) map[from[q]] = to[q];
      for (long k = a; k < b; k++)
        if (map[s[k]] >= 0) s[k] = (unsigned char)map[s[k]];
    }
    free(from);
    free(to);
    if (r != SIG_NORMAL) return r;
  }
  return overpunch && (td->nrep || cv) ? inspect_resign(m, st, td, &subj, &ud, img, negative) : SIG_NORMAL;
}

/* Whether an operand of a STRING, UNSTRING or INSPECT node n is of class national (rt_is_national;
 * the statement lists of its ON OVERFLOW phrases are not operands). -1 after going wrong. */
static int has_national(cbl_machine *m, const json_t *st) {
  const text_ops *o = &text_of(st)->ops;
  for (size_t i = 0; i < o->n; i++) {
    int r = rt_is_national(m, o->v[i]);
    if (r) return r;
  }
  return 0;
}

/* National data in STRING, UNSTRING and INSPECT: the interpreter's text statements work on bytes,
 * and a national character is 2 (a match could straddle two characters). Modelled only where bytes
 * give the characters' result: STRING of national sending items and literals, each DELIMITED BY
 * SIZE, into a national item, without POINTER (IBM requires every operand national when the
 * receiver is: Language Reference, "STRING statement"). Else going wrong unsupported, never a
 * byte-wise answer. 0 to go on, -1 after going wrong. */
static int national_text_ok(cbl_machine *m, const json_t *s, cbl_stmt_kind kind) {
  int nat = has_national(m, s);
  if (nat <= 0) return nat;
  if (kind == CBL_ST_STRING && !json_object_get(s, "pointer")) {
    int ok = rt_is_national(m, json_object_get(s, "into")) == 1;
    size_t i;
    const json_t *src;
    json_array_foreach(json_object_get(s, "sources"), i, src) {
      const json_t *d = json_object_get(src, "delimiter");
      const json_t *v = json_object_get(src, "value");
      ok = ok && json_is_string(d) && !strcmp(json_string_value(d), "SIZE") && !json_object_get(v, "all") &&
           !js(v, "function") && rt_is_national(m, v) == 1;
    }
    if (ok) return 0;
  }
  rt_wrong(m, "unsupported", s, "%s with national data in this form (only STRING of national items DELIMITED BY "
           "SIZE into a national item is modelled)", kind == CBL_ST_STRING ? "STRING" : kind == CBL_ST_UNSTRING ? "UNSTRING" : "INSPECT");
  return -1;
}

sig rt_stmt_text(cbl_machine *m, const json_t *s, cbl_stmt_kind kind) {
  if (national_text_ok(m, s, kind) < 0) return SIG_HALT;
  switch (kind) {
  case CBL_ST_STRING: return do_string(m, s);
  case CBL_ST_UNSTRING: return do_unstring(m, s);
  case CBL_ST_INSPECT: return do_inspect(m, s);
  default: return rt_wrong(m, "unsupported", s, "%s statement", cbl_stmt_name(kind));
  }
}
