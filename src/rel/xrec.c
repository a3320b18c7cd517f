/* xrec.c — the record induction across two languages: the new side's inputs defined from the old
 * side's, and both sides' records in one comparable form (xrec.h says why each rule is sound). */
#include "rel/xrec.h"

#include <stdio.h>
#include <string.h>

#include "core/codepage.h"

static term_sort sort_w(term_ctx *tc, int width) { return width ? term_sort_bv(tc, (unsigned)width) : term_sort_bool(tc); }

/* A byte-to-value table applied to byte b, as a chain of ranges that share one offset (IBM-037's
 * letters and digits are runs): bit-blasting decides it at once, where Z3 did not decide a
 * constant array of 256 stores within 60 s (three bytes' images ASCII). */
static term_ref table_at(term_ctx *tc, unsigned out_width, unsigned (*f)(unsigned char, int), int arg, term_ref b) {
  term_ref wide = out_width > 8 ? term_zext(tc, out_width - 8, b) : b;
  uint64_t mask = out_width >= 64 ? ~0ull : (1ull << out_width) - 1;
  term_ref r = TERM_NULL;
  /* the runs from the top, so the chain tests the lowest first */
  for (int hi = 255; hi >= 0;) {
    uint64_t off = ((uint64_t)f((unsigned char)hi, arg) - (uint64_t)hi) & mask;
    int lo = hi;
    while (lo > 0 && (((uint64_t)f((unsigned char)(lo - 1), arg) - (uint64_t)(lo - 1)) & mask) == off) lo--;
    term_ref v = term_mk2(tc, OP_BVADD, wide, term_bv(tc, out_width, off));
    term_ref in = term_and2(tc, term_mk2(tc, OP_BVUGE, b, term_bv(tc, 8, (uint64_t)lo)), term_mk2(tc, OP_BVULE, b, term_bv(tc, 8, (uint64_t)hi)));
    r = r == TERM_NULL ? v : term_ite(tc, in, v, r);
    hi = lo - 1;
  }
  return r;
}
static unsigned cp_latin1(unsigned char b, int arg) { return (void)arg, eq_cp037_to_latin1[b]; }
static unsigned cp_unicode(unsigned char b, int cp1140) { return eq_cp_to_unicode(cp1140, b); }

/* Whether old byte b of a REL_XDEF_CHAR definition d is printable ASCII in Latin-1 (U+0020-U+007E),
 * as the runs of old bytes whose image is: a few range tests on b, where testing the image would
 * put the whole conversion table in the precondition of every byte of every record (the solver
 * then took over a minute per query on 40-byte records). */
static term_ref printable_old(term_ctx *tc, const rel_xdef *d) {
  term_ref b = term_var(tc, d->old, term_sort_bv(tc, 8)), r = term_false(tc);
  int ebcdic = d->enc == REL_ENC_EBCDIC037;
  for (int lo = 0; lo < 256;) {
    unsigned c = ebcdic ? eq_cp037_to_latin1[lo] : (unsigned)lo;
    if (c < 0x20 || c > 0x7e) { lo++; continue; }
    int hi = lo;
    while (hi < 255) {
      unsigned n = ebcdic ? eq_cp037_to_latin1[hi + 1] : (unsigned)hi + 1;
      if (n < 0x20 || n > 0x7e) break;
      hi++;
    }
    r = term_or2(tc, r, lo == hi ? term_eq(tc, b, term_bv(tc, 8, (uint64_t)lo))
                                  : term_and2(tc, term_mk2(tc, OP_BVUGE, b, term_bv(tc, 8, (uint64_t)lo)),
                                              term_mk2(tc, OP_BVULE, b, term_bv(tc, 8, (uint64_t)hi))));
    lo = hi + 1;
  }
  return r;
}

/* The term a definition gives its new variable, or TERM_NULL when it cannot (with why). */
static term_ref def_term(term_ctx *tc, const rel_xdef *d, const char **why) {
  switch (d->kind) {
  case REL_XDEF_CONST:
    return d->width ? term_bv(tc, (unsigned)d->width, d->value) : term_bool(tc, d->value != 0);
  case REL_XDEF_VAR: {
    term_ref o = term_var(tc, d->old, sort_w(tc, d->old_width));
    if (!d->width || !d->old_width) {
      if (d->width || d->old_width) return *why = "a Bool defined by a bit-vector", TERM_NULL;
      return o;
    }
    if (d->width > d->old_width) return term_zext(tc, (unsigned)(d->width - d->old_width), o);
    if (d->width < d->old_width) return term_extract(tc, (unsigned)d->width - 1, 0, o);
    return o;
  }
  case REL_XDEF_CHAR:
    if (d->width != 8 || d->old_width != 8) return *why = "a character of other than 8 bits", TERM_NULL;
    /* IBM-037 is a permutation of ISO-8859-1; under 1140 X'9F' is the euro sign, which Latin-1
     * has not: that code page is not mapped byte to byte */
    if (d->enc == REL_ENC_LATIN1 || d->enc == REL_ENC_NONE) return term_var(tc, d->old, term_sort_bv(tc, 8));
    if (d->enc != REL_ENC_EBCDIC037) return *why = "a code page that is not a permutation of Latin-1", TERM_NULL;
    return table_at(tc, 8, cp_latin1, 0, term_var(tc, d->old, term_sort_bv(tc, 8)));
  }
  return *why = "a definition of an unknown kind", TERM_NULL;
}

int rel_xrec_fit(rel_xseq_names *nw, int reclen) {
  if (reclen <= nw->cap || reclen > nw->cap_max) return 0;
  return nw->cap = reclen;
}

int rel_xrec_line_file(const rel_xseq_names *od, const rel_xseq_names *nw, int reclen, rel_enc enc, rel_xdef **defs,
                       int *n, arena *a, char *why, size_t whyn) {
  if (reclen > nw->cap) {
    snprintf(why, whyn, "a record of %d bytes is longer than the lines the translation's executor follows (%d)", reclen,
             nw->cap_max > nw->cap ? nw->cap_max : nw->cap);
    return -1;
  }
  int most = *n + 8 + nw->nrec * (nw->cap + 1) + nw->cap;
  rel_xdef *v = arena_alloc(a, sizeof(rel_xdef) * (size_t)most);
  if (*n) memcpy(v, *defs, sizeof(rel_xdef) * (size_t)*n);
  int k = *n;
#define DEF(...) (v[k++] = (rel_xdef){__VA_ARGS__})
  if (nw->count && od->count) DEF(.var = nw->count, .width = nw->count_width, .kind = REL_XDEF_VAR, .old = od->count, .old_width = od->count_width);
  if (nw->nl) DEF(.var = nw->nl, .width = 1, .kind = REL_XDEF_CONST, .value = 1); /* every line ends in LF */
  for (int r = 0; r < nw->nrec && nw->byte; r++) {
    if (nw->len) DEF(.var = arena_printf(a, nw->len, r), .width = 64, .kind = REL_XDEF_CONST, .value = (uint64_t)reclen);
    for (int j = 0; j < nw->cap; j++) {
      const char *var = arena_printf(a, nw->byte, r, j);
      if (j < reclen && r < od->nrec && od->byte)
        DEF(.var = var, .width = 8, .kind = REL_XDEF_CHAR, .old = arena_printf(a, od->byte, r, j), .old_width = 8, .enc = enc);
      else if (j >= reclen) /* past the line's end: no read shows it */
        DEF(.var = var, .width = 8, .kind = REL_XDEF_CONST, .value = 0);
    }
  }
  if (nw->it_eof && od->it_eof) DEF(.var = nw->it_eof, .width = 0, .kind = REL_XDEF_VAR, .old = od->it_eof, .old_width = 0);
  if (nw->it_len) DEF(.var = nw->it_len, .width = 64, .kind = REL_XDEF_CONST, .value = (uint64_t)reclen);
  if (nw->it_nl) DEF(.var = nw->it_nl, .width = 0, .kind = REL_XDEF_CONST, .value = 1);
  for (int j = 0; j < nw->cap && nw->it_byte; j++) {
    const char *var = arena_printf(a, nw->it_byte, j);
    if (j < reclen && od->it_byte)
      DEF(.var = var, .width = 8, .kind = REL_XDEF_CHAR, .old = arena_printf(a, od->it_byte, j), .old_width = 8, .enc = enc);
    else if (j >= reclen)
      DEF(.var = var, .width = 8, .kind = REL_XDEF_CONST, .value = 0);
  }
#undef DEF
  *defs = v, *n = k;
  return 0;
}

/* ---- records in the common form ---- */

/* Whether IBM-037's code points are its Latin-1 bytes (Latin-1 is Unicode's first 256). */
static int cp037_is_latin1(void) {
  for (int b = 0; b < 256; b++)
    if (eq_cp_to_unicode(0, (unsigned char)b) != eq_cp037_to_latin1[b]) return 0;
  return 1;
}

/* Byte b of a side decoded to its code point (32 bits), or TERM_NULL (a multi-byte encoding).
 * IBM-037's is written as the Latin-1 byte REL_XDEF_CHAR makes of it, widened: the same term as
 * the new side's byte decoded from Latin-1 after the map's substitution, so that equal characters
 * are equal terms and the solver does not compare two tables on every byte of a record (it did
 * not within 60 s for 40-byte records). The tables are checked to agree first. */
static term_ref code_point(term_ctx *tc, rel_enc enc, term_ref b) {
  if (enc == REL_ENC_NONE || enc == REL_ENC_LATIN1) return term_zext(tc, 24, b);
  if (enc != REL_ENC_EBCDIC037 && enc != REL_ENC_EBCDIC1140) return TERM_NULL;
  if (enc == REL_ENC_EBCDIC037 && cp037_is_latin1()) return term_zext(tc, 24, table_at(tc, 8, cp_latin1, 0, b));
  return table_at(tc, 32, cp_unicode, enc == REL_ENC_EBCDIC1140, b);
}

static const rel_xstream *stream_of(const rel_xrec *m, int side, const char *st) {
  st = st ? st : "stdout";
  for (int i = 0; i < m->nstreams; i++)
    if (!strcmp(side ? m->streams[i].new_stream : m->streams[i].old_stream, st)) return &m->streams[i];
  return NULL;
}

/* Record e of `side` in the common form into *out (stream: the pair's old name). Returns 1, 0 when
 * the event writes no text (dropped), -1 with why. */
static int normal_record(term_ctx *tc, const rel_xstream *p, int side, const rel_lang *L, const rel_out_event *e,
                         rel_out_event *out, arena *a, const char **why) {
  int w = p->width;
  term_ref len, *bytes = arena_alloc(a, sizeof(term_ref) * (size_t)(w + 1));
  if (e->what && !strcmp(e->what, "record")) {
    if (e->nargs > w) return *why = "a record wider than its stream's width", -1;
    for (int j = 0; j < e->nargs; j++) bytes[j] = e->args[j];
    for (int j = e->nargs; j < w; j++) bytes[j] = term_bv(tc, 8, 0);
    len = term_bv(tc, 64, (uint64_t)e->nargs);
  } else {
    if (!L->record_text) return *why = "an output record in a form its language does not turn into bytes", -1;
    int r = L->record_text(e, tc, w, &len, bytes, a);
    if (r <= 0) {
      if (r < 0) *why = "an output record the language cannot turn into bytes (or wider than its stream's width)";
      return r;
    }
  }
  rel_enc enc = side ? p->new_enc : p->old_enc;
  int na = 1 + w + !p->trim, k = 0;
  term_ref *args = arena_alloc(a, sizeof(term_ref) * (size_t)(na + 1));
  /* first whether the text is one record: a line's text ends in its LF and holds no other (the
   * LF's byte is the same in every encoding here); then the record without it */
  term_ref one = term_true(tc);
  if (side && p->new_lines) {
    term_ref last = term_mk2(tc, OP_BVSUB, len, term_bv(tc, 64, 1));
    term_ref ends = term_bv(tc, 8, 0);
    for (int j = w - 1; j >= 0; j--) ends = term_ite(tc, term_eq(tc, last, term_bv(tc, 64, (uint64_t)j)), bytes[j], ends);
    one = term_and2(tc, term_mk2(tc, OP_BVUGE, len, term_bv(tc, 64, 1)), term_eq(tc, ends, term_bv(tc, 8, '\n')));
    for (int j = 0; j < w; j++)
      one = term_and2(tc, one, term_or2(tc, term_mk2(tc, OP_BVUGE, term_bv(tc, 64, (uint64_t)j), last),
                                       term_not(tc, term_eq(tc, bytes[j], term_bv(tc, 8, '\n')))));
    len = last;
  }
  args[k++] = term_ite(tc, one, term_bv(tc, 8, 1), term_bv(tc, 8, 0));
  /* equal lengths and bytes; or, trimmed, equal bytes with spaces past each length (texts equal
   * but for trailing spaces pad to the same width identically) */
  if (!p->trim) args[k++] = len;
  for (int j = 0; j < w; j++) {
    term_ref cp = code_point(tc, enc, bytes[j]);
    if (cp == TERM_NULL) return *why = "an output stream in a multi-byte encoding (compared by concrete runs only)", -1;
    term_ref in = term_mk2(tc, OP_BVULT, term_bv(tc, 64, (uint64_t)j), len);
    args[k++] = term_ite(tc, in, cp, term_bv(tc, 32, p->trim ? 0x20 : 0));
  }
  *out = (rel_out_event){.guard = e->guard, .what = "xrec", .nargs = na, .args = args, .stream = p->old_stream};
  return 1;
}

/* The head cells made ordinary: a file's state and position ("@...") is one constant per side at
 * every entry (the languages read them from the entry), and the mapped positions' agreement is
 * rel_xrec_entry_ok's, so the same-name pairing record_induction asks of them is not needed. */
static const char **plain_cells(const rel_summary *s, arena *a) {
  const char **v = arena_alloc(a, sizeof(char *) * (size_t)(s->ncells + 1));
  for (int i = 0; i < s->ncells; i++) {
    const char *nm = s->cell_names[i];
    v[i] = nm[0] == '@' ? arena_printf(a, "file %s", nm + 1) : nm;
  }
  return v;
}

/* The end of completed case p as the interface relates it (rel_xrec.ends). 0, or -1. */
static int normal_end(term_ctx *tc, const rel_xrec *m, int side, rel_path *p) {
  if (p->kind != REL_P_RETURNED || p->seg == 1) return 0; /* at the head: not an end */
  term_ref v = p->value;
  if (p->okind == REL_O_ABENDED && !side && m->abend_status) {
    p->okind = REL_O_EXITED, p->value = term_bv(tc, 8, (uint64_t)m->abend_status);
    return 0;
  }
  if (p->okind == REL_O_RETURNED) {
    if (v != TERM_NULL) return -1; /* a value returned is no exit status */
    p->okind = REL_O_EXITED, p->value = term_bv(tc, 8, 0);
    return 0;
  }
  if (p->okind != REL_O_EXITED) return 0;
  if (v == TERM_NULL || term_sort_kind_of(tc, term_sort_of(tc, v)) != TS_BV || term_sort_width(tc, term_sort_of(tc, v)) < 8) return -1;
  p->value = term_extract(tc, 7, 0, v);
  return 0;
}

int rel_xrec_names(const rel_lang *L, void *prog, const char *unit, int input, const char *var, rel_xseq_names *out,
                   arena *a) {
  memset(out, 0, sizeof *out);
  return L->seq_names ? L->seq_names(prog, unit, input, var, out, a) : -1;
}

int rel_xrec_apply(term_ctx *tc, const rel_xrec *m, int side, const rel_lang *L, rel_summary *s, arena *a, char *why,
                   size_t whyn) {
  const char *w = NULL;
  term_substituter *ts = NULL;
  if (side == 1 && m->ndefs) {
    term_ref *from = arena_alloc(a, sizeof(term_ref) * (size_t)m->ndefs), *to = arena_alloc(a, sizeof(term_ref) * (size_t)m->ndefs);
    for (int i = 0; i < m->ndefs; i++) {
      from[i] = term_var(tc, m->defs[i].var, sort_w(tc, m->defs[i].width));
      to[i] = def_term(tc, &m->defs[i], &w);
      if (to[i] == TERM_NULL) return snprintf(why, whyn, "the input map: %s (%s)", w, m->defs[i].var), -1;
    }
    ts = term_subst_begin(tc, (unsigned)m->ndefs, from, to);
  }
#define SUB(t) (ts && (t) != TERM_NULL ? term_subst_apply(ts, (t)) : (t))
  int rc = 0;
  for (int i = 0; i < s->npaths && !rc; i++) {
    rel_path *p = &s->paths[i];
    p->guard = SUB(p->guard);
    p->value = SUB(p->value);
    if (m->ends && normal_end(tc, m, side, p) < 0)
      snprintf(why, whyn, "%s side: an end that is no exit status", side ? "new" : "old"), rc = -1;
    if (p->cells && ts) {
      term_ref *c = arena_alloc(a, sizeof(term_ref) * (size_t)(s->ncells + 1));
      for (int k = 0; k < s->ncells; k++) c[k] = SUB(p->cells[k]);
      p->cells = c;
    }
    rel_out_event *rec = arena_alloc(a, sizeof(rel_out_event) * (size_t)(p->nrec + 1));
    int nr = 0;
    for (int k = 0; k < p->nrec && !rc; k++) {
      const rel_xstream *ps = stream_of(m, side, p->rec[k].stream);
      if (!ps) continue; /* not compared */
      rel_out_event e = p->rec[k];
      e.guard = SUB(e.guard);
      term_ref *args = arena_alloc(a, sizeof(term_ref) * (size_t)(e.nargs + 1));
      for (int j = 0; j < e.nargs; j++) args[j] = SUB(e.args[j]);
      e.args = args;
      int r = normal_record(tc, ps, side, L, &e, &rec[nr], a, &w);
      if (r < 0) snprintf(why, whyn, "%s side, stream %s: %s", side ? "new" : "old", ps->old_stream, w), rc = -1;
      nr += r > 0;
    }
    p->rec = rec, p->nrec = nr;
  }
  if (ts) {
    s->pre = SUB(s->pre);
    for (int i = 0; m->printable && i < m->ndefs; i++) {
      if (m->defs[i].kind != REL_XDEF_CHAR || def_term(tc, &m->defs[i], &w) == TERM_NULL) continue;
      term_ref ok = printable_old(tc, &m->defs[i]);
      s->pre = s->pre == TERM_NULL ? ok : term_and2(tc, s->pre, ok);
    }
    s->prefer = SUB(s->prefer);
    term_subst_end(ts);
  }
#undef SUB
  if (rc) return rc;
  if (side == 1 && m->assume)
    s->head_assume = s->head_assume ? arena_printf(a, "%s; %s", s->head_assume, m->assume) : m->assume;
  s->nout = 0, s->out = NULL; /* the records are the output (path_records) */
  s->cell_names = plain_cells(s, a);
  return 0;
}

/* The constant cell `name` holds at every head case of s, into *v: 1, or 0 (missing, not one
 * constant); 2 when no case reaches the head. */
static int head_const(term_ctx *tc, const rel_summary *s, const char *name, uint64_t *v) {
  int ci = -1;
  for (int i = 0; i < s->ncells; i++)
    if (!strcmp(s->cell_names[i], name)) ci = i;
  if (ci < 0) return 0;
  int any = 0;
  for (int p = 0; p < s->npaths; p++) {
    const rel_path *q = &s->paths[p];
    if (q->kind != REL_P_RETURNED || q->seg != 1) continue;
    term_ref t = q->cells[ci];
    if (!term_is_const(tc, t) || term_sort_kind_of(tc, term_sort_of(tc, t)) != TS_BV) return 0;
    uint64_t x = (uint64_t)term_bv_value(tc, t);
    if (any && x != *v) return 0;
    *v = x, any = 1;
  }
  return any ? 1 : 2;
}

int rel_xrec_entry_ok(term_ctx *tc, const rel_xrec *m, const rel_summary *eo, const rel_summary *en, char *why,
                      size_t whyn) {
  for (int i = 0; i < m->npos; i++) {
    uint64_t a = 0, b = 0;
    int ra = head_const(tc, eo, m->pos[i].old_cell, &a), rb = head_const(tc, en, m->pos[i].new_cell, &b);
    if (ra == 2 && rb == 2) continue;
    if (ra != 1 || rb != 1 || a != b) {
      /* each side's: the constant, or why there is none */
      const char *w[2];
      char buf[2][32];
      for (int k = 0; k < 2; k++) {
        int r = k ? rb : ra;
        snprintf(buf[k], sizeof buf[k], "%llu", (unsigned long long)(k ? b : a));
        w[k] = r == 1 ? buf[k] : r == 2 ? "no case at the head" : "not one constant";
      }
      snprintf(why, whyn, "the sides' positions %s and %s are not one and the same constant at the loop's head (%s; %s)",
               m->pos[i].old_cell, m->pos[i].new_cell, w[0], w[1]);
      return 0;
    }
  }
  return 1;
}
