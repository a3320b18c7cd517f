/* verdict.c — Equiv and EquivOn over two path summaries as solver obligations, and the verdict rules:
 * `equivalent` only from UNSAT over complete summaries, counterexamples only after a concrete replay.
 *
 * With Safe = "returns" (a deterministic run), Equiv R old new (DESIGN.md, after the seed's Sim)
 * holds on input x iff: neither is safe, or both are safe with related outcomes. Three obligations:
 *   Q1 (change where old is safe)  ret_o ∧ (wrong_n ∨ (ret_n ∧ ¬R(val_o, val_n)))
 *   Q2 (not followed)              unk_o ∨ unk_n      (unk includes inputs no case covers)
 *   Q3 (old wrong, new safe)       wrong_o ∧ ret_n
 * Q1 UNSAT ∧ Q2 UNSAT ∧ Q3 UNSAT: equivalent. Q1 UNSAT ∧ Q2 UNSAT ∧ Q3 SAT: EquivOn with
 * Bad = old goes wrong, not Equiv: changed_only_where_old_unsafe. Q1 SAT: behaviour_changed after
 * replay. Anything else: unknown with the reason. */
#include "rel/verdict.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "core/codepage.h"
#include "core/meter.h"
#include "core/strbuf.h"
#include "sym/interval.h"
#include "sym/smt.h"
#include "rel/contract.h"
#include "rel/proposer.h"
#include "rel/xrec.h"
#include "sym/smt_chain.h"
#include "sym/smtlib.h"

rel_cmp rel_compare(const rel_relation *R, const rel_behaviour *ob, const rel_behaviour *nb) {
  /* unsupported and out of fuel say nothing about the program, whatever the other side did */
  if ((ob->wrong && !rel_wrong_is_behaviour(ob->wkind)) || (nb->wrong && !rel_wrong_is_behaviour(nb->wkind)))
    return REL_CMP_INCONCLUSIVE;
  if (ob->wrong) return nb->wrong ? REL_CMP_RELATED : REL_CMP_OLD_UNSAFE;
  return rel_related(R, ob, nb) ? REL_CMP_RELATED : REL_CMP_DIFFERS;
}


/* Both versions' assumptions as one text: a's parts, then those of b's parts ("; " separates
 * them, so no single assumption a summary states holds "; ") that a does not state already.
 * Either may be NULL. */
static const char *join_assumptions(arena *a, const char *x, const char *y) {
  if (!x || !y) return x ? x : y;
  strbuf sb = {0};
  sb_puts(&sb, x);
  for (const char *p = y; *p;) {
    const char *end = strstr(p, "; ");
    size_t n = end ? (size_t)(end - p) : strlen(p);
    int known = 0;
    for (const char *q = x; *q && !known;) {
      const char *qe = strstr(q, "; ");
      size_t qn = qe ? (size_t)(qe - q) : strlen(q);
      known = qn == n && !memcmp(q, p, n);
      q += qn + (qe ? 2 : 0);
    }
    if (!known) {
      sb_puts(&sb, "; ");
      sb_append(&sb, p, n);
    }
    p += n + (end ? 2 : 0);
  }
  const char *t = arena_strdup(a, sb_str(&sb));
  sb_free(&sb);
  return t;
}

static const char *const reason_code_names[] = {
#define X(id, name) name,
  REL_REASON_CODES(X)
#undef X
};

const char *rel_reason_code_name(rel_reason_code c) { return reason_code_names[c]; }

const char *rel_verdict_name(rel_verdict_kind k) {
  switch (k) {
  case REL_EQUIVALENT: return "equivalent";
  case REL_CHANGED_ONLY_WHERE_OLD_UNSAFE: return "changed_only_where_old_unsafe";
  case REL_BEHAVIOUR_CHANGED: return "behaviour_changed";
  case REL_UNKNOWN: return "unknown";
  }
  return "unknown";
}

static double now_s(void) { return rel_now(); }

/* The disjunction of the guards of s's cases of kind `kind` (ANY: every kind) in segment `seg`
 * (ANY: every segment), leaving out kind `but` (ANY: none), made by one n-ary OR. Folding term_or2
 * over the cases made a flattened, sorted OR of all guards so far at each step: quadratic time and
 * memory in the number of cases, minutes and gigabytes on an IDCT's 20 000 (issue 19). */
enum { ANY = -1 };
static term_ref guards_or(term_ctx *tc, const rel_summary *s, int kind, int seg, int but) {
  term_ref *g = eq_malloc(sizeof(term_ref) * (size_t)(s->npaths + 1));
  unsigned n = 0;
  for (int i = 0; i < s->npaths; i++) {
    const rel_path *p = &s->paths[i];
    if ((kind == ANY || (int)p->kind == kind) && (seg == ANY || p->seg == seg) && (but == ANY || (int)p->kind != but))
      g[n++] = p->guard;
  }
  term_ref r = n == 0 ? term_false(tc) : n == 1 ? g[0] : term_mk(tc, OP_OR, g, n);
  free(g);
  return r;
}

/* The guards of one kind, disjoined. */
static term_ref any_of(term_ctx *tc, const rel_summary *s, rel_pkind k) { return guards_or(tc, s, (int)k, ANY, ANY); }

static term_ref value_of(term_ctx *tc, const rel_summary *s) {
  term_ref v = TERM_NULL;
  for (int i = 0; i < s->npaths; i++) {
    const rel_path *p = &s->paths[i];
    if (p->kind != REL_P_RETURNED || p->okind != REL_O_RETURNED || p->value == TERM_NULL) continue;
    v = v == TERM_NULL ? p->value : term_ite(tc, p->guard, p->value, v);
  }
  return v;
}

/* R on the two symbolic results (both returned); NULL reason when R cannot be expressed. */
static term_ref related_term(term_ctx *tc, const rel_relation *R, const rel_summary *so, const rel_summary *sn,
                             term_ref vo, term_ref vn, const char **why) {
  const rel_rtype *a = &so->rtype, *b = &sn->rtype;
  if (a->kind != b->kind || a->width != b->width || a->is_signed != b->is_signed || a->wrapped != b->wrapped)
    return term_false(tc);
  if (a->kind == REL_V_VOID) return term_true(tc);
  if (vo == TERM_NULL || vn == TERM_NULL) return term_true(tc); /* no returned case on one side */
  if (a->kind == REL_V_FLOAT && !R->nan_any) {
    /* the theory has one NaN: NaN payloads and signs cannot be told apart */
    *why = "the outcome relation distinguishes NaN encodings, which the solver's theory cannot";
    return TERM_NULL;
  }
  /* SMT-LIB = on floating point is identity of the datum: +0 != -0, NaN = NaN */
  return term_eq(tc, vo, vn);
}

static const char *ev_stream(const rel_out_event *e) { return e->stream ? e->stream : "stdout"; }

/* The events of summary s on stream `stream`, in order (count into *n; allocated in a). */
static const rel_out_event **events_of(const rel_summary *s, const char *stream, int *n, arena *a) {
  const rel_out_event **v = arena_alloc(a, sizeof(*v) * (size_t)(s->nout + 1));
  *n = 0;
  for (int k = 0; k < s->nout; k++)
    if (!strcmp(ev_stream(&s->out[k]), stream)) v[(*n)++] = &s->out[k];
  return v;
}

/* Events x and y write the same text: the same call and format with equal arguments (false when
 * they differ in call, format or argument types). */
static term_ref event_eq(term_ctx *tc, const rel_out_event *x, const rel_out_event *y) {
  if (strcmp(x->what, y->what) || x->nargs != y->nargs) return term_false(tc);
  term_ref same = term_true(tc);
  for (int i = 0; i < x->nargs; i++) {
    if (term_sort_of(tc, x->args[i]) != term_sort_of(tc, y->args[i])) return term_false(tc);
    same = term_and2(tc, same, term_eq(tc, x->args[i], y->args[i]));
  }
  return same;
}

/* Most pairs of events the positional comparison below states. */
enum { EVENTS_PAIRS_MAX = 40000 };

/* The events of two lists that an input makes happen (their guards hold), compared by position:
 * the k-th happening event of one list is the one before which k events of it happen. The texts
 * are the same when as many happen on both sides and, at each position, the two happening events
 * write the same text (event_eq). This is what the identity on the output means whatever the
 * versions' branches, so a version that prints its usage line in a branch the other has not
 * compares with it wherever the two print the same. */
static term_ref events_by_position(term_ctx *tc, const rel_out_event *const *xs, int nx, const rel_out_event *const *ys,
                                   int ny, const char **why) {
  if ((long)nx * (long)ny > EVENTS_PAIRS_MAX) {
    *why = "output: too many output calls to compare by position";
    return TERM_NULL;
  }
  term_ref one = term_bv(tc, 32, 1), zero = term_bv(tc, 32, 0);
  term_ref *px = malloc(sizeof(term_ref) * (size_t)(nx + 1)), *py = malloc(sizeof(term_ref) * (size_t)(ny + 1));
  if (!px || !py) {
    free(px), free(py);
    *why = "output: out of memory";
    return TERM_NULL;
  }
  px[0] = zero, py[0] = zero;
  for (int k = 0; k < nx; k++) px[k + 1] = term_mk2(tc, OP_BVADD, px[k], term_ite(tc, xs[k]->guard, one, zero));
  for (int k = 0; k < ny; k++) py[k + 1] = term_mk2(tc, OP_BVADD, py[k], term_ite(tc, ys[k]->guard, one, zero));
  term_ref r = term_eq(tc, px[nx], py[ny]);
  int cross = 0;
  for (int k = 0; k < nx; k++)
    for (int l = 0; l < ny; l++) {
      term_ref meet = term_and2(tc, term_and2(tc, xs[k]->guard, ys[l]->guard), term_eq(tc, px[k], py[l]));
      cross |= strcmp(xs[k]->what, ys[l]->what) != 0 && meet != term_false(tc);
      r = term_and2(tc, r, term_or2(tc, term_not(tc, meet), event_eq(tc, xs[k], ys[l])));
    }
  free(px), free(py);
  /* events of different calls or formats that may meet at a position are taken as different
   * text, which they need not be (printf("%d", 5) and putchar('5')): said in *why, so that an
   * input on which the runs print the same is reported as no evidence, not as a bug */
  if (cross) *why = "output: the versions print through different calls or formats at one position";
  return r;
}

/* The identity relation on two event lists: where the calls correspond one to one (same count,
 * same call and format), the versions make them on the same inputs with the same arguments;
 * otherwise by position (events_by_position). Either is only sufficient for equal text: a
 * difference the solver claims is replayed before it counts. */
static term_ref events_same(term_ctx *tc, const rel_out_event *const *xs, int nx, const rel_out_event *const *ys, int ny,
                            const char **why) {
  if (nx != ny) return events_by_position(tc, xs, nx, ys, ny, why);
  for (int k = 0; k < nx; k++)
    if (strcmp(xs[k]->what, ys[k]->what) || xs[k]->nargs != ys[k]->nargs) return events_by_position(tc, xs, nx, ys, ny, why);
  term_ref r = term_true(tc);
  for (int k = 0; k < nx; k++) {
    const rel_out_event *x = xs[k], *y = ys[k];
    if (strcmp(x->what, y->what) || x->nargs != y->nargs) {
      *why = "output: the versions print through different calls or formats, which the checks do not compare";
      return TERM_NULL;
    }
    term_ref same = term_true(tc);
    for (int i = 0; i < x->nargs; i++) {
      if (term_sort_of(tc, x->args[i]) != term_sort_of(tc, y->args[i])) {
        *why = "output: arguments of other types";
        return TERM_NULL;
      }
      same = term_and2(tc, same, term_eq(tc, x->args[i], y->args[i]));
    }
    r = term_and2(tc, r, term_and2(tc, term_eq(tc, x->guard, y->guard), term_or2(tc, term_not(tc, x->guard), same)));
  }
  return r;
}

/* Byte b (an 8-bit term) of a record decoded to its Unicode code point (32 bits) under enc, or
 * TERM_NULL when the decoding is not a map of single bytes (UTF-8). */
static term_ref decode_byte(term_ctx *tc, rel_enc enc, term_ref b) {
  if (term_sort_kind_of(tc, term_sort_of(tc, b)) != TS_BV || term_sort_width(tc, term_sort_of(tc, b)) != 8) return TERM_NULL;
  if (enc == REL_ENC_NONE || enc == REL_ENC_LATIN1) return term_zext(tc, 24, b);
  if (enc != REL_ENC_EBCDIC037 && enc != REL_ENC_EBCDIC1140) return TERM_NULL;
  /* the code page as a constant array, built once per term context (hash-consing shares it) */
  term_sort b8 = term_sort_bv(tc, 8);
  term_ref t = term_const_array(tc, b8, term_bv(tc, 32, 0));
  for (unsigned i = 0; i < 256; i++)
    t = term_mk3(tc, OP_STORE, t, term_bv(tc, 8, i), term_bv(tc, 32, eq_cp_to_unicode(enc == REL_ENC_EBCDIC1140, (unsigned char)i)));
  return term_mk2(tc, OP_SELECT, t, b);
}

/* R's stream map on two event lists: the k-th record of one side's stream corresponds to the k-th
 * of the other's; each must be a record of bytes (what "record", one 8-bit argument per byte)
 * whose decoded texts are equal. Lines cut from a byte stream and trimmed records are compared
 * concretely only (TERM_NULL with why). */
static term_ref events_decoded(term_ctx *tc, const rel_stream_map *m, const rel_out_event *const *xs, int nx,
                               const rel_out_event *const *ys, int ny, const char **why) {
  if (m->old_side.lines || m->new_side.lines || m->old_side.trim || m->new_side.trim) {
    *why = "output: the outcome relation cuts streams into lines or trims records, which only concrete runs compare";
    return TERM_NULL;
  }
  if (nx != ny) {
    *why = "output: the versions write different numbers of records on corresponding streams, which the checks do not compare";
    return TERM_NULL;
  }
  term_ref r = term_true(tc);
  for (int k = 0; k < nx; k++) {
    const rel_out_event *x = xs[k], *y = ys[k];
    if (strcmp(x->what, "record") || strcmp(y->what, "record")) {
      *why = "output: a stream the outcome relation decodes is written by calls that are not records of bytes";
      return TERM_NULL;
    }
    term_ref same = x->nargs == y->nargs ? term_true(tc) : term_false(tc);
    for (int i = 0; i < x->nargs && i < y->nargs; i++) {
      term_ref dx = decode_byte(tc, m->old_side.enc, x->args[i]), dy = decode_byte(tc, m->new_side.enc, y->args[i]);
      if (dx == TERM_NULL || dy == TERM_NULL) {
        *why = "output: a decoding of the outcome relation (utf-8) is compared by concrete runs only";
        return TERM_NULL;
      }
      same = term_and2(tc, same, term_eq(tc, dx, dy));
    }
    r = term_and2(tc, r, term_and2(tc, term_eq(tc, x->guard, y->guard), term_or2(tc, term_not(tc, x->guard), same)));
  }
  return r;
}

static int has_stream(const char *const *v, int n, const char *s) {
  for (int i = 0; i < n; i++)
    if (!strcmp(v[i], s)) return 1;
  return 0;
}

/* R on the output (rel_out_event). Under the identity relation every event is compared as it is,
 * in program order across streams (what it always was); under a relation from a file, per mapped
 * stream with its decoders, and the other streams by name when R keeps them equal. */
/* Two cases' records (rel_path.rec) on stream st are the same: equal counts, lengths and bytes
 * (false when the counts or lengths differ). A record's `what` says how its arguments make its
 * text (COBOL: "record", its bytes; Rust: a format template and the types it shows, rs_symio.c):
 * records of different `what` are taken as different text, which they need not be, and *cross
 * is set when two such may meet. */
static term_ref records_same(term_ctx *tc, const rel_path *p, const rel_path *q, const char *st, int *cross) {
  term_ref r = term_true(tc);
  int i = 0, j = 0;
  for (;;) {
    while (i < p->nrec && strcmp(ev_stream(&p->rec[i]), st)) i++;
    while (j < q->nrec && strcmp(ev_stream(&q->rec[j]), st)) j++;
    if (i >= p->nrec || j >= q->nrec) return i >= p->nrec && j >= q->nrec ? r : term_false(tc);
    const rel_out_event *x = &p->rec[i++], *y = &q->rec[j++];
    if (x->what && y->what && strcmp(x->what, y->what)) {
      *cross = 1;
      return term_false(tc);
    }
    if (x->nargs != y->nargs) return term_false(tc);
    for (int k = 0; k < x->nargs; k++) r = term_and2(tc, r, term_eq(tc, x->args[k], y->args[k]));
  }
}

/* The stream names of every record of s's cases, into v (distinct; count returned). */
static int record_streams(const rel_summary *s, const char **v, int n, int cap) {
  for (int i = 0; i < s->npaths; i++)
    for (int k = 0; k < s->paths[i].nrec; k++) {
      const char *st = ev_stream(&s->paths[i].rec[k]);
      int seen = 0;
      for (int m = 0; m < n; m++) seen |= !strcmp(v[m], st);
      if (!seen && n < cap) v[n++] = st;
    }
  return n;
}

/* Most pairs of cases whose records the comparison below states. */
enum { RECORDS_PAIRS_MAX = 250000 };

/* Outputs of summaries with exact records per case: on every pair of completing cases that an
 * input can reach together, the records R compares are the same. R's stream maps with decoders
 * are not stated over records yet (TERM_NULL with why). */
static term_ref records_related(term_ctx *tc, const rel_relation *R, const rel_summary *so, const rel_summary *sn,
                                arena *a, const char **why) {
  /* streams are compared one by one: how records of different streams interleave is not output */
  if (!rel_relation_is_identity(R)) {
    if (R->nstreams) {
      *why = "output: the relation's stream maps are not compared on record outputs yet";
      return TERM_NULL;
    }
    if (!R->other_streams_equal) return term_true(tc);
  }
  const char **streams = arena_alloc(a, sizeof(char *) * 256);
  int nst = record_streams(so, streams, 0, 256);
  nst = record_streams(sn, streams, nst, 256);
  if (nst >= 256) {
    *why = "output: more than 255 streams";
    return TERM_NULL;
  }
  int cross = 0;
  /* cases that write nothing on either side write the same (nothing): only pairs with records
   * are stated */
  long withrec = 0, with_o = 0, with_n = 0;
  for (int i = 0; i < so->npaths; i++) with_o += so->paths[i].kind == REL_P_RETURNED && so->paths[i].nrec > 0;
  for (int j = 0; j < sn->npaths; j++) with_n += sn->paths[j].kind == REL_P_RETURNED && sn->paths[j].nrec > 0;
  withrec = with_o * (long)sn->npaths + with_n * (long)so->npaths;
  if (withrec > RECORDS_PAIRS_MAX) {
    *why = "output: too many pairs of cases to compare their records";
    return TERM_NULL;
  }
  /* the conjuncts are gathered and joined once (and2 one by one flattens the growing conjunction
   * each time: quadratic in the pairs) */
  term_ref *cj = arena_alloc(a, sizeof(term_ref) * (size_t)(so->npaths * sn->npaths + 1));
  int ncj = 0;
  for (int i = 0; i < so->npaths; i++) {
    const rel_path *p = &so->paths[i];
    if (p->kind != REL_P_RETURNED) continue;
    for (int j = 0; j < sn->npaths; j++) {
      const rel_path *q = &sn->paths[j];
      if (q->kind != REL_P_RETURNED || (!p->nrec && !q->nrec)) continue;
      term_ref meet = term_and2(tc, p->guard, q->guard);
      if (meet == term_false(tc)) continue;
      term_ref same = term_true(tc);
      int cr = 0;
      for (int k = 0; k < nst; k++) same = term_and2(tc, same, records_same(tc, p, q, streams[k], &cr));
      cross |= cr;
      term_ref one = term_or2(tc, term_not(tc, meet), same);
      if (one != term_true(tc)) cj[ncj++] = one;
    }
  }
  term_ref r = ncj == 0 ? term_true(tc) : ncj == 1 ? cj[0] : term_mk(tc, OP_AND, cj, (unsigned)ncj);
  /* as events_by_position says it: an input on which the runs print the same is then no evidence */
  if (cross) *why = "output: the versions print through different calls or formats at one position";
  return r;
}

static term_ref output_related(term_ctx *tc, const rel_relation *R, const rel_summary *so, const rel_summary *sn,
                               arena *a, const char **why) {
  if (so->path_records != sn->path_records) {
    *why = "output: the summaries state their outputs in different forms";
    return TERM_NULL;
  }
  if (so->path_records) return records_related(tc, R, so, sn, a, why);
  if (!so->nout && !sn->nout) return term_true(tc);
  if (rel_relation_is_identity(R)) {
    const rel_out_event **xs = arena_alloc(a, sizeof(*xs) * (size_t)(so->nout + 1));
    const rel_out_event **ys = arena_alloc(a, sizeof(*ys) * (size_t)(sn->nout + 1));
    for (int k = 0; k < so->nout; k++) xs[k] = &so->out[k];
    for (int k = 0; k < sn->nout; k++) ys[k] = &sn->out[k];
    return events_same(tc, xs, so->nout, ys, sn->nout, why);
  }
  term_ref r = term_true(tc);
  for (int i = 0; i < R->nstreams; i++) {
    int nx, ny;
    const rel_out_event **xs = events_of(so, R->streams[i].old_side.stream, &nx, a);
    const rel_out_event **ys = events_of(sn, R->streams[i].new_side.stream, &ny, a);
    term_ref t = events_decoded(tc, &R->streams[i], xs, nx, ys, ny, why);
    if (t == TERM_NULL) return TERM_NULL;
    r = term_and2(tc, r, t);
  }
  if (!R->other_streams_equal) return r;
  /* the streams no map names, compared as they are */
  const char **names = arena_alloc(a, sizeof(char *) * (size_t)(so->nout + sn->nout + 1));
  int nn = 0;
  for (int side = 0; side < 2; side++) {
    const rel_summary *s = side ? sn : so;
    for (int k = 0; k < s->nout; k++) {
      const char *st = ev_stream(&s->out[k]);
      int as_is;
      if (!rel_relation_stream(R, side, st, &as_is) && !has_stream(names, nn, st)) names[nn++] = st;
    }
  }
  for (int i = 0; i < nn; i++) {
    int nx, ny;
    const rel_out_event **xs = events_of(so, names[i], &nx, a), **ys = events_of(sn, names[i], &ny, a);
    term_ref t = events_same(tc, xs, nx, ys, ny, why);
    if (t == TERM_NULL) return TERM_NULL;
    r = term_and2(tc, r, t);
  }
  return r;
}

typedef struct ctx {
  rel_side side[2];  /* old, new: each its language, program and unit */
  const rel_check_opts *o;
  rel_verdict *out;
  arena *a;
  term_ctx *tc;
  smt_solver *smt;
  const rel_input *ins;
  int nins;
  const term_ref *vars;
  const term_ref *vars_new;  /* with an input map: the new side's variables (old ones, permuted) */
  const rel_input *ins_new;
  int nins_new;     /* two languages (rel_check_opts.xrec): the new side's own inputs */
  term_ref pre;     /* the admissible inputs (both summaries' preconditions) */
  term_ref prefer;  /* where counterexamples are best taken from (rel_summary.prefer), or TERM_NULL */
  const char *out_inexact; /* the output relation stated only suffices for equal text: why, or NULL */
  double deadline;  /* the function's time budget ends here (rel_now clock) */
  double reserve;   /* seconds kept back from solver checks for probing and replay */
  int timed_out;    /* a check was cut short (or skipped) by the deadline */
  int proposed, rejected, used; /* proposer candidates parsed, rejected, in the proved invariant */
  const char *evdir;             /* --evidence: this unit's directory, or NULL */
  char ind_stop[300];            /* where the record induction stopped, in words ("" : not stopped) */
  const char *ind_term;          /* why the new side's runs end, where its last step summary says
                                    (rel_summary.terminates of its entry and step), else NULL */
  unsigned asked;                /* checks that reached the solver (log.tsv's numbering) */
  unsigned probed;               /* generated inputs run on both versions */
  const char **msgs;             /* panic messages seen, by id (msg_id) */
  int nmsgs, capmsgs;
  arena *wa;                     /* the unit's work: summaries, freed when the verdict is made */
  double *sym_deadline;          /* the deadline the running symbolic execution reads, or NULL */
  const char *phase;             /* what the unit is doing, for the memory-limit reason */
  const char *mem_where;         /* the phase in which the memory budget ran out, or NULL */
  const char *limit_note;        /* the first concrete run that met a limit of Equiv (unsupported,
                                    fuel), for the unknown reason: never a difference */
  /* recursion against a loop (rec_loop): the recursive version's abstracted summary, its calls'
   * uninterpreted functions (value, goes wrong), and which version it is; rec_p NULL otherwise */
  const rel_summary *rec_p;
  term_fun rec_u, rec_w;
  int rec_side;
  const char *defined;     /* two loops against a defined term (via_defined): that term in words
                              (it stands for P in induction_one's candidates), or NULL */
  int rec_mono;            /* the one-parameter recursion's wrongness is monotone (rec_loop): 0 no,
                              1 W(y) -> W(x) for y <=s x, 2 the same for y <=u x */
  const char *abstracted;  /* calls the summaries abstract (rel_summary.abstracted), or NULL */
  const char *loop_note;   /* why the lockstep induction over loops that print did not prove the
                              pair (loop_events_differ), for the unknown reason; or NULL */
  const rel_value *hint;   /* an input on which old goes wrong and new may not, for the EquivOn
                              verdict's witness (rec_old_unsafe), or NULL */
  int excused;             /* the lockstep induction held an obligation only where the old version
                              stays safe (lockstep_holds): EquivOn, not Equiv, was shown */
  /* inputs left out of the check (rel_inputs_agree): side k's own list had nfull[k] inputs, its
   * input i is the check's input keep[k][i] or none (-1); keep[k] NULL: none left out */
  int nfull[2];
  const int *keep[2];
} ctx;

/* A concrete run of one side on the (old side's) inputs; the identity input map: the sides'
 * inputs correspond by position (decide checked that their types are the same). */
/* The side's own inputs for the check's args where the check left some out (agree_state): those
 * given as void, neither set nor reported (rel_lang.run, rel_lang.native_run). */
static const rel_value *full_args(ctx *c, int side, const rel_value *args, arena *a) {
  rel_value *full = arena_alloc(a, sizeof(rel_value) * (size_t)(c->nfull[side] + 1));
  for (int i = 0; i < c->nfull[side]; i++) full[i] = c->keep[side][i] >= 0 ? args[c->keep[side][i]] : rel_v_void();
  return full;
}

static rel_behaviour run_side(ctx *c, int side, const rel_value *args, long long fuel, arena *a) {
  const rel_side *s = &c->side[side];
  const int *map = c->o->input_map;
  if (c->keep[side]) return s->L->run(s->prog, s->unit, full_args(c, side, args, a), c->nfull[side], fuel, a);
  if (side == 0 || !map) return s->L->run(s->prog, s->unit, args, c->nins, fuel, a);
  rel_value *mapped = arena_alloc(a, sizeof(rel_value) * (size_t)(c->o->ninput_map + 1));
  for (int j = 0; j < c->o->ninput_map; j++) mapped[j] = args[map[j]];
  return s->L->run(s->prog, s->unit, mapped, c->o->ninput_map, fuel, a);
}

/* The memory meter tripped (core/meter.h): the executors check only their deadline, once per
 * statement, so moving the running one's deadline into the past stops it there with sound
 * "time limit" unknown cases; the verdict then names the memory limit (rel_check). The callback
 * may run on the executor's worker thread while this thread waits for it: it only sets fields. */
static void on_memory_trip(void *ud) {
  ctx *c = ud;
  c->mem_where = c->phase;
  if (c->sym_deadline) *c->sym_deadline = 1e-9;
}

static int symex_side(ctx *c, int side, const rel_sym_opts *o, rel_summary *out, char *why, size_t whyn) {
  const rel_side *s = &c->side[side];
  if (eq_meter_tripped()) {
    snprintf(why, whyn, "memory limit reached");
    return -1;
  }
  rel_sym_opts mine = *o;
  if (!c->o->input_map) mine.ins = c->ins, mine.nins = c->nins; /* reconciled: the same for both */
  if (side == 1 && c->o->xrec) mine.ins = c->ins_new, mine.nins = c->nins_new; /* its own (xrec_decide) */
  const char *before = c->phase;
  c->phase = side ? "symbolic execution of the new version" : "symbolic execution of the old version";
  c->sym_deadline = &mine.deadline;
  int r;
  if (side == 1 && c->o->input_map)
    r = s->L->symex(s->prog, s->unit, c->tc, c->vars_new, c->o->ninput_map, &mine, out, c->wa, why, whyn);
  else if (side == 1 && c->o->xrec)
    r = s->L->symex(s->prog, s->unit, c->tc, c->vars_new, c->nins_new, &mine, out, c->wa, why, whyn);
  else
    r = s->L->symex(s->prog, s->unit, c->tc, c->vars, c->nins, &mine, out, c->wa, why, whyn);
  c->sym_deadline = NULL;
  c->phase = before;
  return r;
}

/* "new version: [unsupported] union of variable 'u' at f.c:1:3" for the side that met a limit. */
static const char *limit_text(ctx *c, const rel_behaviour *ob, const rel_behaviour *nb) {
  int side = ob->wrong && !rel_wrong_is_behaviour(ob->wkind) ? 0 : 1;
  const rel_behaviour *b = side ? nb : ob;
  return arena_printf(c->a, "%s version: [%s] %s at %s", side ? "new" : "old", rel_wrong_name(b->wkind),
                      b->reason ? b->reason : "?", b->loc ? b->loc : "?");
}

/* One obligation. Every check gets what is left of the function's budget (minus the reserve for
 * probing and replay): the budget bounds the whole verdict, not each check. */
static smt_result check(ctx *c, term_ref q) {
  smt_push(c->smt);
  smt_assert(c->smt, c->pre == TERM_NULL ? q : term_and2(c->tc, c->pre, q));
  c->out->obligations++;
  if (eq_meter_tripped()) return SMT_UNKNOWN; /* the memory budget is spent: no more solving */
  double left = c->deadline - rel_now() - c->reserve;
  if (left < 0.05) {
    c->timed_out = 1;
    return SMT_UNKNOWN;
  }
  smt_recheck_stats before, after;
  smt_recheck_get_stats(c->smt, &before);
  /* Test hook (tests/diff/timeout-sweep.sh): EQUIV_TEST_UNKNOWN_CHECK=N makes the N-th check of
   * each function answer unknown as a timeout would, so that every path a timeout can take is
   * exercised deterministically. */
  const char *inject = getenv("EQUIV_TEST_UNKNOWN_CHECK");
  if (inject && (unsigned)atoi(inject) == c->out->obligations) {
    c->asked++;
    c->timed_out = 1;
    return SMT_UNKNOWN;
  }
  const char *was = c->phase;
  c->phase = "a solver check";
  smt_result r = smt_check(c->smt, (unsigned)(left * 1000));
  c->phase = was;
  c->asked++;
  if (r == SMT_UNKNOWN && rel_now() >= c->deadline - c->reserve - 0.05) c->timed_out = 1;
  if (c->evdir && c->o->recheck) {
    /* the evidence log of the second opinion: one line per obligation, in the order of log.tsv */
    smt_recheck_get_stats(c->smt, &after);
    const char *cv = after.checked == before.checked       ? "not asked"
                     : after.agreed > before.agreed         ? "agreed"
                     : after.disagreed > before.disagreed   ? "disagreed"
                                                            : "unconfirmed";
    char path[4200];
    snprintf(path, sizeof path, "%s/recheck.tsv", c->evdir);
    FILE *f = fopen(path, "a");
    if (f) {
      fprintf(f, "q%06u.smt2\t%s\tcvc5 %s\t%s\n", c->asked, smt_result_name(r), cv,
              r == SMT_UNKNOWN ? smt_reason(c->smt) : "");
      fclose(f);
    }
  }
  return r;
}

/* The input to split an obligation over: the length parameter of the first array input whose
 * elements the executors follow up to a small cap, or -1. */
static int split_input(const ctx *c) {
  for (int i = 0; i < c->nins; i++) {
    const rel_input *in = &c->ins[i];
    if (in->array_cap <= 0 || in->array_cap > 32 || in->len_param < 0 || in->len_param >= c->nins) continue;
    const rel_input *n = &c->ins[in->len_param];
    if (n->array_cap > 0 || n->kind != REL_IN_INT || n->width < 8 || n->width > 64) continue;
    return in->len_param;
  }
  return -1;
}

static int iv_decide(void *ud, term_ref b) {
  ival_truth t = ival_decide(ud, b);
  return t == IVAL_UNKNOWN ? -1 : t == IVAL_TRUE;
}

/* One case of check_split: q and the precondition with from[i] put as to[i] (exact under `is`,
 * which the case asserts), and every comparison the case's ranges decide folded: the ranges the
 * precondition's conjuncts state on variables (len <= K, len >= n with n now a constant) and `lo`
 * for the array's length when the case excludes its null pointer. Both pre and `is` are asserted,
 * so every fold is true wherever the check looks. Leaves a level open as check does. */
static smt_result check_case(ctx *c, term_ref q, term_ref pre, term_ref is, int nsub, const term_ref *from,
                             const term_ref *to, term_ref len, long lo) {
  term_ctx *tc = c->tc;
  term_ref p1 = pre == TERM_NULL ? TERM_NULL : term_subst(tc, pre, (unsigned)nsub, from, to);
  ival_ctx *iv = ival_new(tc);
  if (p1 != TERM_NULL) ival_assume_facts(iv, p1);
  if (lo > 0) {
    mpz_t l, h;
    mpz_init_set_si(l, lo);
    mpz_init_set_ui(h, 1);
    mpz_mul_2exp(h, h, term_sort_width(tc, term_sort_of(tc, len)));
    mpz_sub_ui(h, h, 1);
    ival_assume(iv, len, 0, l, h);
    mpz_clears(l, h, NULL);
  }
  term_ref q1 = term_subst_decide(tc, q, (unsigned)nsub, from, to, iv_decide, iv);
  ival_free(iv);
  c->pre = p1;
  smt_result r = check(c, term_and2(tc, is, q1));
  c->pre = pre;
  return r;
}

/* check(c, q), split over the values of an array's length parameter n: for each length the
 * executors follow (0..cap) one case with the array null and one with it not null, then one case
 * for all other values of n. An obligation over a loop on the array is a chain of guards (i < n,
 * p != a + n, and the bounds checks against the array's length) whose every prefix the solver
 * must consider at once; with n a constant and the null pointer decided, the guards fold (by
 * constant folding and the ranges the precondition states) and each case is straight-line code,
 * so a pair the whole check times out on (an index loop against a pointer walk) is decided in
 * milliseconds. The cases together are exactly q's inputs, so the answer is q's: SAT as soon as a
 * case is (its model is the solver's, left at the level the case opened, as check leaves it),
 * UNSAT when every case is, UNKNOWN when one gives no answer. Like check, it leaves one level
 * open for the caller to pop. */
static smt_result check_split(ctx *c, term_ref q) {
  int k = split_input(c);
  if (k < 0) return check(c, q);
  term_ctx *tc = c->tc;
  term_ref n = c->vars[k], len = TERM_NULL;
  int cap = 0;
  for (int i = 0; i < c->nins; i++)
    if (c->ins[i].array_cap > 0 && c->ins[i].len_param == k) {
      len = c->vars[i], cap = c->ins[i].array_cap;
      break;
    }
  unsigned w = (unsigned)c->ins[k].width, lw = term_sort_width(tc, term_sort_of(tc, len));
  term_ref pre = c->pre, others = term_true(tc), zero = term_bv(tc, lw, 0);
  for (int v = 0; v <= cap; v++) {
    term_ref val = term_bv(tc, w, (uint64_t)v), is_v = term_eq(tc, n, val);
    others = term_and2(tc, others, term_not(tc, is_v));
    term_ref isnull = term_eq(tc, len, zero);
    term_ref from[2] = {n, len}, to[2] = {val, zero};
    smt_result r = check_case(c, q, pre, term_and2(tc, is_v, isnull), 2, from, to, len, 0);
    if (r != SMT_UNSAT) return r; /* a model, or no answer (its reason is this check's) */
    smt_pop(c->smt, 1);
    /* not null: the test for it is false (so the precondition's disjunct "null or long enough"
     * becomes its bounds), and the length is at least 1 */
    term_ref from2[2] = {n, isnull}, to2[2] = {val, term_false(tc)};
    r = check_case(c, q, pre, term_and2(tc, is_v, term_not(tc, isnull)), 2, from2, to2, len, 1);
    if (r != SMT_UNSAT) return r;
    smt_pop(c->smt, 1);
  }
  return check(c, term_and2(tc, others, q));
}

/* The code of the last check's giving no answer. */
static rel_reason_code answer_code(ctx *c) {
  return eq_meter_tripped() ? REL_R_MEMORY : c->timed_out ? REL_R_TIMEOUT : REL_R_SOLVER;
}

/* "memory limit of 64 MiB reached in symbolic execution of the old version" */
static const char *memory_text(ctx *c) {
  unsigned mib = c->o->memory_mib ? c->o->memory_mib : REL_MEMORY_DEFAULT_MIB;
  return arena_printf(c->a, "memory limit of %u MiB reached in %s", mib, c->mem_where ? c->mem_where : "the verdict");
}

/* Why the last check gave no answer. */
static const char *no_answer(ctx *c) {
  if (eq_meter_tripped()) return memory_text(c);
  if (c->timed_out)
    return arena_printf(c->a, "time limit reached (%.3g s per function)", (double)c->o->timeout_ms / 1000.0);
  return arena_strdup(c->a, smt_reason(c->smt));
}

/* The model's value of input i; an array input becomes an aggregate of its first min(len, cap)
 * elements (the summaries follow no read beyond cap, so no case the model satisfies depends on the
 * rest, and a shorter array gives the same run on it). */
static term_ref model_eval_cb(void *ectx, term_ref t) { return smt_model_eval(((ctx *)ectx)->smt, t); }

static rel_value model_input(ctx *c, int i) {
  const rel_input *in = &c->ins[i];
  if (in->kind == REL_IN_TREE) {
    /* the old side's language names the tree's variables; it reads them back */
    const rel_lang *L = c->side[0].L;
    rel_value v = {.kind = REL_V_VOID};
    if (L->tree_value &&
        L->tree_value(c->side[0].prog, c->side[0].unit, in, c->vars[i], c->tc, model_eval_cb, c, &v, c->a) == 0)
      return v;
    return v;
  }
  return rel_input_model(c->tc, c->ins, i, c->vars[i], model_eval_cb, c, c->a);
}

/* With an input map the counterexample also names the new side's inputs and their values. */
static void note_new_inputs(ctx *c) {
  const int *map = c->o->input_map;
  if (!map) return;
  rel_value *nv = arena_alloc(c->a, sizeof(rel_value) * (size_t)(c->o->ninput_map + 1));
  for (int j = 0; j < c->o->ninput_map; j++) nv[j] = c->out->args[map[j]];
  c->out->nnew_inputs = c->o->ninput_map;
  c->out->new_inputs = c->ins_new;
  c->out->new_args = nv;
}

/* The arrays with a null flag (rel_input.null_flag: their length is observable) no longer than
 * `most` elements where they are not null, or TERM_NULL when the model has none longer. */
static term_ref arrays_at_most(ctx *c, uint64_t most) {
  term_ctx *tc = c->tc;
  term_ref r = TERM_NULL;
  int longer = 0;
  for (int i = 0; i < c->nins; i++) {
    const rel_input *in = &c->ins[i];
    if (in->array_cap <= 0 || !in->null_flag) continue;
    term_ref k = smt_model_eval(c->smt, c->vars[i]);
    if (k != TERM_NULL && (uint64_t)term_bv_value(tc, k) > most) longer = 1;
    term_ref t = term_or2(tc, rel_input_null(tc, i), term_mk2(tc, OP_BVULE, c->vars[i], term_bv(tc, 64, most)));
    r = r == TERM_NULL ? t : term_and2(tc, r, t);
  }
  return longer ? r : TERM_NULL;
}

/* The model's inputs into args; where an array with a null flag is longer than the executors
 * follow (its length alone decides the case), the same obligation with the arrays that short, or
 * at most REL_ARRAY_REPLAY_MAX long, when the solver finds one soon: a counterexample to read and
 * to replay, not a million zeros. */
static void model_inputs(ctx *c, rel_value *args) {
  for (int i = 0; i < c->nins; i++) args[i] = model_input(c, i);
  int cap = 0;
  for (int i = 0; i < c->nins; i++)
    if (c->ins[i].null_flag && c->ins[i].array_cap > cap) cap = c->ins[i].array_cap;
  if (!cap) return;
  const uint64_t bounds[2] = {(uint64_t)cap, REL_ARRAY_REPLAY_MAX};
  for (int b = 0; b < 2; b++) {
    term_ref shorter = arrays_at_most(c, bounds[b]);
    if (shorter == TERM_NULL) return;
    smt_push(c->smt);
    smt_assert(c->smt, shorter);
    double left = c->deadline - rel_now();
    smt_result r = left > 0.1 ? smt_check(c->smt, left > 2 ? 2000 : (unsigned)(left * 1000)) : SMT_UNKNOWN;
    if (r == SMT_SAT)
      for (int i = 0; i < c->nins; i++) args[i] = model_input(c, i);
    smt_pop(c->smt, 1);
    if (r == SMT_SAT) return;
    /* the solver's earlier model is gone with the pop: the inputs read first stand */
  }
}

/* After SAT: the model's input, replayed concretely on both versions. */
static void replay(ctx *c) {
  /* rel_summary.prefer: where the solver finds a model of the query just answered sat that also
   * meets the preference (the query's assertions stay as they are), the inputs are taken from it */
  rel_value *args = arena_alloc(c->a, sizeof(rel_value) * (size_t)(c->nins + 1));
  model_inputs(c, args);
  if (c->prefer != TERM_NULL) {
    /* the inputs are read from the model first: a preference the solver cannot meet in time
     * leaves them as they are. It gets half of what is left, and at least a second: a found
     * counterexample ends the verdict, and one a run can be given is worth that overrun. (No
     * language sets both a preference and arrays with a null flag: C main vs Java.) */
    double left = (c->deadline - rel_now()) / 2;
    smt_push(c->smt);
    smt_assert(c->smt, c->prefer);
    if (smt_check(c->smt, (unsigned)((left > 1.0 ? left : 1.0) * 1000)) == SMT_SAT)
      for (int i = 0; i < c->nins; i++) args[i] = model_input(c, i);
    smt_pop(c->smt, 1);
  }
  c->out->args = args;
  c->out->ninputs = c->nins;
  c->out->inputs = c->ins;
  c->out->old_b = run_side(c, 0, args, c->o->fuel, c->a);
  c->out->new_b = run_side(c, 1, args, c->o->fuel, c->a);
  c->out->has_cex = 1;
  note_new_inputs(c);
}

static void set_unknown(ctx *c, rel_reason_code code, const char *fmt, const char *x, const char *y) {
  c->out->kind = REL_UNKNOWN;
  c->out->code = code;
  c->out->reason = arena_printf(c->a, fmt, x ? x : "", y ? y : "");
}

static const char *input_text(ctx *c) {
  strbuf sb = {0};
  for (int i = 0; i < c->out->ninputs; i++) {
    char buf[128];
    sb_printf(&sb, "%s%s=%s", i ? ", " : "", c->ins[i].name, rel_value_text(&c->out->args[i], buf, sizeof buf));
  }
  const char *r = arena_strdup(c->a, sb.data ? sb.data : "");
  sb_free(&sb);
  return r;
}

/* The mismatch between what the solver claimed and what the replay did: a bug in Equiv. */
static void replay_failed(ctx *c, const char *claim) {
  char b1[600], b2[600];
  rel_behaviour_text(&c->out->old_b, b1, sizeof b1);
  rel_behaviour_text(&c->out->new_b, b2, sizeof b2);
  if (c->out_inexact && c->out->old_b.wrong == c->out->new_b.wrong) {
    /* the relation on the output was only sufficient: no bug, and no evidence of a difference */
    c->out->kind = REL_UNKNOWN;
    c->out->code = REL_R_RELATION;
    c->out->has_cex = 0;
    c->out->reason = arena_printf(c->a, "%s, which the checks compare by the text only a run gives; the solver's input "
                                  "(%s) prints the same on both versions", c->out_inexact, input_text(c));
    return;
  }
  c->out->kind = REL_UNKNOWN;
  if (c->abstracted) {
    /* a callee the same in both versions abstracted as an uninterpreted function: the solver may
     * pick results the callee never gives, so a model need not be a run — no bug, no evidence */
    c->out->code = REL_R_BOUND;
    c->out->has_cex = 0;
    c->out->reason = arena_printf(c->a, "the solver claimed %s on (%s) with results of %s that the real callee need not give "
                                  "(abstracted as uninterpreted functions of their arguments), but concretely old %s, "
                                  "new %s: no difference shown, none excluded",
                                  claim, input_text(c), c->abstracted, b1, b2);
    return;
  }
  if (rel_contracts_any_used(c->o->sym.contracts)) {
    /* a call replaced by its contract: the solver may pick any result the contract allows, which
     * the real callee need not give — the contract is too weak here, no bug and no evidence */
    c->out->code = REL_R_LIMIT;
    c->out->has_cex = 0;
    c->out->reason = arena_printf(c->a, "the solver claimed %s on (%s) with a called function's result that its contract "
                                  "allows, but concretely old %s, new %s: the contract is too weak to decide",
                                  claim, input_text(c), b1, b2);
    return;
  }
  c->out->code = REL_R_REPLAY;
  c->out->reason = arena_printf(c->a, "counterexample did not replay (bug in Equiv): the solver claimed %s on (%s), "
                                "but concretely old %s, new %s", claim, input_text(c), b1, b2);
}

/* What probing met that is no evidence, for an unknown reason: "" or "; a probe met a limit: …". */
static const char *probe_tail(ctx *c, const char *main) {
  if (!c->limit_note) return "";
  const char *at = strrchr(c->limit_note, ' ');  /* " file:line:col" ends the note */
  if (main && at && strstr(main, at + 1)) return ""; /* the reason names that place already */
  return arena_printf(c->a, "; a probed run met a limit of Equiv: %s", c->limit_note);
}

/* The replay of a solver's input met a limit of Equiv (unsupported, out of fuel): not evidence of
 * anything, so unknown with what was met. */
static void limit_met(ctx *c, const char *claim) {
  const char *what = limit_text(c, &c->out->old_b, &c->out->new_b);
  c->out->kind = REL_UNKNOWN;
  c->out->code = REL_R_LIMIT;
  c->out->has_cex = 0;
  c->out->reason = arena_printf(c->a, "the solver claimed %s on (%s), but the concrete replay met a limit of "
                                "Equiv, which is no evidence of a difference: %s", claim, input_text(c), what);
}

/* The code of an unknown case's reason. Executors word those reasons so (rel/lang.h, rel_path):
 * "bound reached: …", "time limit …", anything else is a construct outside the model. */
static rel_reason_code path_code(const char *why) {
  if (!why) return REL_R_UNSUPPORTED;
  if (!strncmp(why, "bound reached", 13)) return REL_R_BOUND;
  if (!strncmp(why, "time limit", 10)) return REL_R_TIMEOUT;
  return REL_R_UNSUPPORTED;
}

static const char *unknown_reason(ctx *c, const rel_summary *so, const rel_summary *sn, rel_reason_code *code) {
  for (int side = 0; side < 2; side++) {
    const rel_summary *s = side ? sn : so;
    for (int i = 0; i < s->npaths; i++) {
      if (s->paths[i].kind != REL_P_UNKNOWN) continue;
      term_ref v = smt_model_eval(c->smt, s->paths[i].guard);
      if (v == term_true(c->tc)) {
        *code = path_code(s->paths[i].reason);
        return arena_printf(c->a, "%s version: %s at %s", side ? "new" : "old", s->paths[i].reason, s->paths[i].loc);
      }
    }
  }
  *code = REL_R_INTERNAL;
  return "an input reaches no case of a summary";
}

/* Concrete probing: admissible inputs from the language's generator (rel_lang.gen; by default the
 * special and pseudo-random values of each input's type), run on both versions. Sound for
 * behaviour_changed because the run IS the replay. */
static int gen_inputs(ctx *c, unsigned round, uint64_t *st, rel_value *args, arena *tmp) {
  const rel_side *s = &c->side[0];
  if (s->L->gen) return s->L->gen(s->prog, s->unit, c->ins, c->nins, round, st, args, tmp);
  for (int i = 0; i < c->nins; i++)
    args[i] = rel_type_gen(rel_input_type(&c->ins[i], tmp), round < 40 ? round : (unsigned)(rel_rng_next(st) % 64), st, tmp);
  return 0;
}

/* args replayed with the full fuel on both versions as the verdict's input; 1 when the runs
 * compare as `want` (a limit met only there is no difference either). */
static int replay_input(ctx *c, const rel_value *args, rel_cmp want) {
  rel_value *keep = arena_alloc(c->a, sizeof(rel_value) * (size_t)(c->nins + 1));
  for (int i = 0; i < c->nins; i++) keep[i] = rel_value_copy(c->a, &args[i]);
  c->out->args = keep;
  c->out->ninputs = c->nins;
  c->out->inputs = c->ins;
  c->out->old_b = run_side(c, 0, keep, c->o->fuel, c->a);
  c->out->new_b = run_side(c, 1, keep, c->o->fuel, c->a);
  c->out->has_cex = 1;
  note_new_inputs(c);
  rel_cmp again = rel_compare(&c->o->R, &c->out->old_b, &c->out->new_b);
  if (again == REL_CMP_INCONCLUSIVE && !c->limit_note) c->limit_note = limit_text(c, &c->out->old_b, &c->out->new_b);
  return again == want;
}

/* Probes up to `rounds` inputs before `until` (rel_now clock) for one whose runs compare as `want`
 * (a difference, or old going wrong where new does not); 1 with that input replayed. */
static int probe_for(ctx *c, unsigned rounds, double until, rel_cmp want) {
  uint64_t st = 0x9e3779b97f4a7c15u;
  rel_value *args = arena_alloc(c->a, sizeof(rel_value) * (size_t)(c->nins + 1));
  /* a probe's runs live in their own arena, freed each round; past the memory budget none starts */
  for (unsigned round = 0; round < rounds && rel_now() < until && !eq_meter_tripped(); round++) {
    arena *tmp = arena_new();
    if (gen_inputs(c, round, &st, args, tmp) < 0) {
      arena_free(tmp);
      continue;
    }
    c->probed++;
    rel_behaviour ob = run_side(c, 0, args, 100000, tmp);
    rel_behaviour nb = run_side(c, 1, args, 100000, tmp);
    rel_cmp cmp = rel_compare(&c->o->R, &ob, &nb);
    if (cmp == REL_CMP_INCONCLUSIVE && !c->limit_note) c->limit_note = limit_text(c, &ob, &nb);
    if (cmp == want) {
      int ok = replay_input(c, args, want);
      arena_free(tmp);
      return ok;
    }
    arena_free(tmp);
  }
  return 0;
}

static int probe(ctx *c, unsigned rounds, double until) { return probe_for(c, rounds, until, REL_CMP_DIFFERS); }

/* ---- relational induction over loops that run in lockstep ------------------------------------ */

static term_ref seg_of(term_ctx *tc, const rel_summary *s, rel_pkind k, int seg) {
  return guards_or(tc, s, (int)k, seg, ANY);
}

static term_ref xor2(term_ctx *tc, term_ref a, term_ref b) { return term_not(tc, term_eq(tc, a, b)); }

static term_ref ends_related(ctx *c, const rel_summary *so, const rel_summary *sn, const char **why);

/* The cases of segment seg of s only (for ends_related). */
static rel_summary seg_only(ctx *c, const rel_summary *s, int seg) {
  rel_summary r = *s;
  r.paths = arena_alloc(c->a, sizeof(rel_path) * (size_t)(s->npaths + 1));
  r.npaths = 0;
  for (int i = 0; i < s->npaths; i++)
    if (s->paths[i].seg == seg) r.paths[r.npaths++] = s->paths[i];
  return r;
}

/* R on the ends of the returned cases of one segment, where both complete: as ends_related, so
 * that a case that panics (or exits) is related only to one that ends the same way with the same
 * message (or code) - a segment's returned cases are not all values. */
static term_ref seg_related(ctx *c, const rel_summary *so, const rel_summary *sn, int seg, const char **why) {
  rel_summary fo = seg_only(c, so, seg), fn = seg_only(c, sn, seg);
  return ends_related(c, &fo, &fn, why);
}

/* The cases of one segment agree: no unknown, no input without a case (besides `other`, the
 * guard under which the segment hands over to the loop), wrong on the same inputs, returned on the
 * same inputs with related ends. The obligation is the negation: SAT = they may disagree.
 * excused: the same only where old's case is not wrong there (new then neither goes wrong nor
 * ends otherwise; lockstep_holds). */
static term_ref seg_differs(ctx *c, const rel_summary *so, const rel_summary *sn, int seg, term_ref oth_o,
                            term_ref oth_n, int excused, const char **why) {
  term_ctx *tc = c->tc;
  term_ref ro = seg_of(tc, so, REL_P_RETURNED, seg), rn = seg_of(tc, sn, REL_P_RETURNED, seg);
  term_ref wo = seg_of(tc, so, REL_P_WRONG, seg), wn = seg_of(tc, sn, REL_P_WRONG, seg);
  term_ref uo = seg_of(tc, so, REL_P_UNKNOWN, seg), un = seg_of(tc, sn, REL_P_UNKNOWN, seg);
  term_ref rel = seg_related(c, so, sn, seg, why);
  if (rel == TERM_NULL) return TERM_NULL;
  term_ref none_o = term_not(tc, term_or2(tc, term_or2(tc, ro, wo), term_or2(tc, uo, oth_o)));
  term_ref none_n = term_not(tc, term_or2(tc, term_or2(tc, rn, wn), term_or2(tc, un, oth_n)));
  term_ref q = term_or2(tc, term_or2(tc, uo, un), term_or2(tc, none_o, none_n));
  term_ref d = term_or2(tc, term_or2(tc, xor2(tc, ro, rn), xor2(tc, wo, wn)), xor2(tc, oth_o, oth_n));
  q = term_or2(tc, q, excused ? term_and2(tc, term_not(tc, wo), d) : d);
  return term_or2(tc, q, term_and2(tc, term_and2(tc, ro, rn), term_not(tc, rel)));
}

/* Equiv by induction over the first loop of each version (DESIGN.md "Symbolic execution and
 * proof"): both summaries cut at the loop (rel_loopcut); the candidate invariant is every equality
 * h_old[i] = h_new[j] between head-state variables of one sort, pruned Houdini-style by the models
 * of failed checks until it is initiated and inductive. The obligations, each UNSAT:
 *   before the loop  both versions do the same (both reach the loop on the same inputs);
 *   initiation       reaching both loops implies Inv(entry_old, entry_new);
 *   lockstep         Inv implies both conditions agree (and go wrong together);
 *   iteration        Inv ∧ both continue: the iterations go wrong together, nothing unknown, and
 *                    Inv(next_old, next_new) (consecution);
 *   after the loop   Inv ∧ both stop: the rest of the functions agree as in Q1-Q3.
 * Then on every input both loops run the same number of iterations, so either both diverge (both
 * go wrong: divergence is going wrong in C here) or both reach the rest in related states: total
 * Equiv, no ranking function needed for this relational claim. Returns 1 when proved. */
/* A candidate invariant from the built-in generators: an equality between corresponding variables
 * of the two versions, a variable the loop keeps at its entry value (a hoisted invariant), or an
 * order x <= y between two integer variables of one version (read unsigned or signed: the
 * intervals a loop condition such as i < n bounds). */
typedef enum { C_EQ, C_EQX, C_KEEP, C_ULE, C_SLE, C_PROP, C_SUCC, C_CONST, C_FORM, C_ULEK, C_SLEK, C_PARITY, C_FLAGK, C_GEK } cand_kind;
typedef struct cand {
  cand_kind k;
  int side, i, j;  /* C_EQ: old i, new j; C_EQX: the same across widths, the narrower one zero-
                      (side 0) or sign-extended (side 1): a sum kept in an unsigned short in one
                      version and in an unsigned in the other; C_KEEP: side's i; C_ULE/C_SLE:
                      side's i <= j; C_SUCC: side's i = j + 1 (wrapping); C_CONST:
                      side's i = t[0], a constant; C_ULEK/C_SLEK: side's i <= j unless i
                      still has its entry value (a loop not entered: `for (i = 0; i < n; …)`
                      with n < 0); C_PARITY: side's i has the parity of its entry value (a
                      counter stepped by 2 per iteration: k:1 alignment, lockstep's `twice`);
                      C_FLAGK: side's i != 0 iff xs's j = t[0] (iff j != t[0] with neg): a flag
                      against a counter at its start (induction_all's flag_cands); C_GEK:
                      side's i >= t[0] (signed, or as numbers), the constant it starts from */
  int xs, neg;
  term_ref t[3];   /* C_PROP: the proposer's term over the head, entry and next states; C_FORM:
                      a closed form's equation over the same three */
  const char *text;
} cand;

/* The head-state variables of both versions, old first. */
static void head_vars(const rel_loopcut *A, const rel_loopcut *B, term_ref *h, term_ref *e, term_ref *x) {
  for (int i = 0; i < A->n; i++) h[i] = A->h[i], e[i] = A->entry[i], x[i] = A->next[i];
  for (int j = 0; j < B->n; j++) h[A->n + j] = B->h[j], e[A->n + j] = B->entry[j], x[A->n + j] = B->next[j];
}

/* The candidate over the head state (at 0), the entry state (1) or the next state (2). */
static term_ref cand_at(term_ctx *tc, const rel_loopcut *A, const rel_loopcut *B, const cand *x, int at) {
  const rel_loopcut *S = x->side ? B : A;
  const term_ref *vo = at == 0 ? A->h : at == 1 ? A->entry : A->next;
  const term_ref *vn = at == 0 ? B->h : at == 1 ? B->entry : B->next;
  const term_ref *v = x->side ? vn : vo;
  switch (x->k) {
  case C_EQ: return term_eq(tc, vo[x->i], vn[x->j]);
  case C_EQX: {
    term_ref a = vo[x->i], b = vn[x->j];
    unsigned wa = term_sort_width(tc, term_sort_of(tc, a)), wb = term_sort_width(tc, term_sort_of(tc, b));
    if (wa < wb) a = x->side ? term_sext(tc, wb - wa, a) : term_zext(tc, wb - wa, a);
    else b = x->side ? term_sext(tc, wa - wb, b) : term_zext(tc, wa - wb, b);
    return term_eq(tc, a, b);
  }
  case C_KEEP: return term_eq(tc, v[x->i], S->entry[x->i]);
  case C_ULE: return term_mk2(tc, OP_BVULE, v[x->i], v[x->j]);
  case C_SLE: return term_mk2(tc, OP_BVSLE, v[x->i], v[x->j]);
  case C_ULEK:
  case C_SLEK:
    return term_or2(tc, term_eq(tc, v[x->i], S->entry[x->i]), term_mk2(tc, x->k == C_ULEK ? OP_BVULE : OP_BVSLE, v[x->i], v[x->j]));
  case C_PROP:
  case C_FORM: return x->t[at];
  case C_CONST: return term_eq(tc, v[x->i], x->t[0]);
  case C_PARITY: return term_eq(tc, term_extract(tc, 0, 0, v[x->i]), term_extract(tc, 0, 0, S->entry[x->i]));
  case C_SUCC: return term_eq(tc, v[x->i], term_mk2(tc, OP_BVADD, v[x->j], term_bv(tc, term_sort_width(tc, term_sort_of(tc, v[x->j])), 1)));
  case C_GEK:
    return term_sort_kind_of(tc, term_sort_of(tc, v[x->i])) == TS_FP ? term_mk2(tc, OP_FP_GE, v[x->i], x->t[0])
                                                                     : term_mk2(tc, OP_BVSLE, x->t[0], v[x->i]);
  case C_FLAGK: {
    term_ref on = term_not(tc, term_eq(tc, v[x->i], term_bv(tc, term_sort_width(tc, term_sort_of(tc, v[x->i])), 0)));
    term_ref xj = (x->xs ? vn : vo)[x->j];
    /* a number by IEEE equality (-0 keeps 0: the test the loop makes, `i > 0`, tells them alike) */
    term_ref at_k = term_sort_kind_of(tc, term_sort_of(tc, xj)) == TS_FP ? term_mk2(tc, OP_FP_EQ, xj, x->t[0]) : term_eq(tc, xj, x->t[0]);
    return term_eq(tc, on, x->neg ? term_not(tc, at_k) : at_k);
  }
  }
  return term_true(tc);
}

static const char *sort_text(term_ctx *tc, term_sort s, char *buf, size_t n) {
  switch (term_sort_kind_of(tc, s)) {
  case TS_BOOL: snprintf(buf, n, "Bool"); break;
  case TS_BV: snprintf(buf, n, "(_ BitVec %u)", term_sort_width(tc, s)); break;
  case TS_FP: snprintf(buf, n, "(_ FloatingPoint %u %u)", term_sort_fp_eb(tc, s), term_sort_fp_sb(tc, s)); break;
  default: snprintf(buf, n, "?"); break;
  }
  return buf;
}

static json_t *term_json(term_ctx *tc, term_ref t) {
  strbuf sb = {0};
  smtlib_term(tc, t, &sb);
  json_t *j = json_string(sb.data ? sb.data : "");
  sb_free(&sb);
  return j;
}

/* Asks the proposer (rel_check_opts.proposer) for candidates: the obligation as JSON on its
 * standard input (docs/equiv-diff.md, "--proposer"), its lines parsed over the head-state variables
 * named <c-name>_old / <c-name>_new. Appends them to cs; returns how many. */
static int proposals(ctx *c, const rel_loopcut *A, const rel_loopcut *B, cand *cs, int nc, int room) {
  term_ctx *tc = c->tc;
  int n = A->n + B->n;
  term_ref *h = arena_alloc(c->a, sizeof(term_ref) * (size_t)(4 * n + 4)), *e = h + n + 1, *nx = e + n + 1, *pv = nx + n + 1;
  head_vars(A, B, h, e, nx);
  rel_pvar *vars = arena_alloc(c->a, sizeof(rel_pvar) * (size_t)(n + 1 + c->nins));
  json_t *req = json_object(), *jv = json_array(), *sides[2] = {json_object(), json_object()};
  json_object_set_new(req, "function", json_string(c->side[0].unit));
  for (int k = 0; k < n; k++) {
    int side = k >= A->n;
    const rel_loopcut *S = side ? B : A;
    const char *cn = S->names[side ? k - A->n : k];
    char nm[160];
    snprintf(nm, sizeof nm, "%s_%s", cn, side ? "new" : "old");
    for (char *q = nm; *q; q++)
      if (!((*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z') || (*q >= '0' && *q <= '9') || *q == '_')) *q = '_';
    for (int j = 0; j < k; j++)
      if (!strcmp(term_var_name(tc, pv[j]), nm)) snprintf(nm + strlen(nm), sizeof nm - strlen(nm), "_%d", k);
    pv[k] = term_var(tc, nm, term_sort_of(tc, h[k]));
    strbuf sym = {0};
    smtlib_term(tc, pv[k], &sym);
    vars[k].symbol = arena_strdup(c->a, sym.data ? sym.data : nm);
    vars[k].var = pv[k];
    sb_free(&sym);
  }
  for (int k = 0; k < n; k++) {
    int side = k >= A->n;
    const rel_loopcut *S = side ? B : A;
    const char *cn = S->names[side ? k - A->n : k];
    char sb[64];
    json_t *o = json_object();
    json_object_set_new(o, "symbol", json_string(vars[k].symbol));
    json_object_set_new(o, "version", json_string(side ? "new" : "old"));
    json_object_set_new(o, "c_name", json_string(cn));
    json_object_set_new(o, "sort", json_string(sort_text(tc, term_sort_of(tc, h[k]), sb, sizeof sb)));
    json_object_set_new(o, "entry", term_json(tc, e[k]));
    json_object_set_new(o, "next", term_json(tc, term_subst(tc, nx[k], (unsigned)n, h, pv)));
    json_array_append_new(jv, o);
  }
  /* the inputs may appear in entry values and proposals too */
  json_t *ji = json_array();
  for (int i = 0; i < c->nins; i++) {
    strbuf sym = {0};
    smtlib_term(tc, c->vars[i], &sym);
    vars[n + i].symbol = arena_strdup(c->a, sym.data ? sym.data : "");
    vars[n + i].var = c->vars[i];
    sb_free(&sym);
    json_t *o = json_object();
    char sb[64];
    json_object_set_new(o, "symbol", json_string(vars[n + i].symbol));
    json_object_set_new(o, "c_name", json_string(c->ins[i].name));
    json_object_set_new(o, "sort", json_string(sort_text(tc, term_sort_of(tc, c->vars[i]), sb, sizeof sb)));
    json_array_append_new(ji, o);
  }
  for (int side = 0; side < 2; side++) {
    const rel_loopcut *S = side ? B : A;
    json_object_set_new(sides[side], "condition", term_json(tc, term_subst(tc, S->cond, (unsigned)n, h, pv)));
    json_object_set_new(req, side ? "new" : "old", sides[side]);
  }
  json_object_set_new(req, "variables", jv);
  json_object_set_new(req, "inputs", ji);
  term_ref *got;
  int rejected;
  double left = c->deadline - rel_now() - c->reserve;
  int k = rel_propose(c->o->proposer, req, tc, vars, n + c->nins, left > 1 ? (unsigned)(left * 500) : 500, &got, &rejected, c->a);
  json_decref(req);
  int added = 0;
  for (int i = 0; i < k && nc + added < room; i++) {
    term_ref th = term_subst(tc, got[i], (unsigned)n, pv, h);
    cs[nc + added] = (cand){.k = C_PROP, .t = {th, term_subst(tc, th, (unsigned)n, h, e), term_subst(tc, th, (unsigned)n, h, nx)}};
    strbuf sb = {0};
    smtlib_term(tc, got[i], &sb);
    cs[nc + added].text = arena_strdup(c->a, sb.data ? sb.data : "?");
    sb_free(&sb);
    added++;
  }
  c->proposed += added;
  c->rejected += rejected;
  return added;
}

static const char *cand_text(arena *a, const rel_loopcut *A, const rel_loopcut *B, const cand *x) {
  const rel_loopcut *S = x->side ? B : A;
  const char *sd = x->side ? "new" : "old";
  switch (x->k) {
  case C_EQ: return arena_printf(a, "%s_old = %s_new", A->names[x->i], B->names[x->j]);
  case C_EQX: return arena_printf(a, "%s_old = %s_new (%s-extended)", A->names[x->i], B->names[x->j], x->side ? "sign" : "zero");
  case C_KEEP: return arena_printf(a, "%s_%s = its entry value", S->names[x->i], sd);
  case C_ULE: return arena_printf(a, "%s_%s <=u %s_%s", S->names[x->i], sd, S->names[x->j], sd);
  case C_SLE: return arena_printf(a, "%s_%s <=s %s_%s", S->names[x->i], sd, S->names[x->j], sd);
  case C_ULEK:
  case C_SLEK:
    return arena_printf(a, "(%s_%s = its entry value || %s_%s <=%s %s_%s)", S->names[x->i], sd, S->names[x->i], sd,
                        x->k == C_ULEK ? "u" : "s", S->names[x->j], sd);
  case C_PROP: return arena_printf(a, "proposed %s", x->text);
  case C_FORM: return x->text;
  case C_SUCC: return arena_printf(a, "%s_%s = %s_%s + 1", S->names[x->i], sd, S->names[x->j], sd);
  case C_CONST: return arena_printf(a, "%s_%s = %s", S->names[x->i], sd, x->text);
  case C_PARITY: return arena_printf(a, "%s_%s has its entry value's parity", S->names[x->i], sd);
  case C_GEK: return arena_printf(a, "%s_%s >= %s", S->names[x->i], sd, x->text);
  case C_FLAGK:
    return arena_printf(a, "(%s_%s != 0 <=> %s_%s %s %s)", S->names[x->i], sd, (x->xs ? B : A)->names[x->j], x->xs ? "new" : "old",
                        x->neg ? "!=" : "=", x->text);
  }
  return "true";
}

/* Under an invariant with equalities h_new[j] = h_old[i], a query over the head state is
 * equisatisfiable with the query in which each such h_new[j] is replaced by its h_old[i] (every
 * model of one gives a model of the other). After the replacement the two versions' iterations are
 * often the same hash-consed terms, which the simplifier folds, instead of twin circuits the
 * solver must prove equal bit by bit. */
typedef struct sigma {
  unsigned n;
  term_ref *from, *to;
} sigma;

static void sigma_build(sigma *g, const rel_loopcut *A, const rel_loopcut *B, const cand *cs, const char *on, int nc, arena *a) {
  g->from = arena_alloc(a, sizeof(term_ref) * (size_t)(B->n + 1));
  g->to = arena_alloc(a, sizeof(term_ref) * (size_t)(B->n + 1));
  g->n = 0;
  for (int k = 0; k < nc; k++) {
    if (!on[k] || cs[k].k != C_EQ) continue;
    int dup = 0;
    for (unsigned m = 0; m < g->n; m++) dup |= g->from[m] == B->h[cs[k].j];
    if (dup) continue;
    g->from[g->n] = B->h[cs[k].j];
    g->to[g->n++] = A->h[cs[k].i];
  }
}

static term_ref S(term_ctx *tc, const sigma *g, term_ref t) { return g->n ? term_subst(tc, t, g->n, g->from, g->to) : t; }

/* Which obligation an induction attempt stops at: with --evidence, in the unit's induction.log
 * (induct_log below), not on stderr — debug output does not belong in the core */
static void induct_log(const ctx *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
#define ODBG(...) induct_log(c, __VA_ARGS__)

/* The literals of a conjunction, as an oracle for term_subst_decide: a literal is true, its
 * negation false, under the conjunction. */
typedef struct lits_ctx {
  term_ctx *tc;
  term_ref l[32];
  int n;
} lits_ctx;

static void lits_add(lits_ctx *x, term_ref t) {
  if (term_op_of(x->tc, t) == OP_AND) {
    for (unsigned k = 0; k < term_nargs(x->tc, t); k++) lits_add(x, term_arg(x->tc, t, k));
  } else if (x->n < 32) {
    x->l[x->n++] = t;
  }
}

static int lits_decide(void *ud, term_ref b) {
  lits_ctx *x = ud;
  term_ref nb = term_not(x->tc, b);
  for (int i = 0; i < x->n; i++) {
    if (x->l[i] == b) return 1;
    if (x->l[i] == nb) return 0;
  }
  return -1;
}

/* The constant c where next is h + c (a counter's step), else TERM_NULL. */
static term_ref step_const(term_ctx *tc, term_ref next, term_ref h) {
  if (term_op_of(tc, next) != OP_BVADD || term_nargs(tc, next) != 2) return TERM_NULL;
  term_ref a = term_arg(tc, next, 0), b = term_arg(tc, next, 1);
  if (a == h && term_is_const(tc, b)) return b;
  if (b == h && term_is_const(tc, a)) return a;
  return TERM_NULL;
}

static int induction_all(ctx *c, const rel_summary *so, const rel_summary *sn);
static int lockstep(ctx *c, rel_summary *so, rel_summary *sn, int twice);
static int induction_one(ctx *c, const rel_summary *sl, int lside, const rel_summary *sp);
static int via_defined(ctx *c, const rel_summary *so, const rel_summary *sn);

/* ---- output events in the lockstep induction ---------------------------------------------------
 *
 * A loop whose iterations print (printf in the body, a string result written after the loop) is
 * proved with its output: in a cut summary whose events carry their segment (rel_summary.out_segs),
 * the events of segment 0 are what the run writes before the loop, those of the iteration's
 * segment (1, or 2 in the left-inside form where the guards say the iteration comes back) what one
 * iteration from head state h writes, and those of segment 2 what the run writes from a head state
 * where the loop stops to the end. Each is compared as the whole function's output is
 * (output_related: per stream, in program order), where the two versions do not both go wrong
 * (going wrong has no output to compare), and each comparison is an obligation of its own:
 *   before    on every input both reach the loop on or both complete on, the same text;
 *   iteration under the invariant, where both loops go round once more, the same text;
 *   after     under the invariant, where both loops stop, the same text.
 * Soundness: by induction over n, the number of iterations (the lockstep obligations make it the
 * same in both versions), the text both runs have written when they reach the head the n-th time
 * is the same: for n = 0 by "before", and from n to n + 1 because the invariant holds of the two
 * head states (consecution), so the iteration from them writes the same text in both, appended to
 * the same text. At the exit both are at heads in related states with the same text written, and
 * "after" appends the same text in both; a run that ends inside an iteration (exit, a panic) or
 * goes wrong there ends the same way in both with the same events before it, as the iteration's
 * events are all those whose guards hold, wherever the iteration ends. A run that never stops
 * (both loops go round forever) goes wrong in both. So the outputs agree for every iteration count.
 * What this does not prove: versions that write in different iterations (one prints per element,
 * the other collects and prints at the end) - the iteration obligation fails, and the pair stays
 * unknown with that reason (loop_note). */

/* The events of a cut that is put in the left-inside form (cut_left_inside), moved with its
 * cases: the iteration's events (seg 1) where the loop's condition held or going wrong in it (the
 * events written while evaluating the condition are in both segments: seg 2 evaluates it again),
 * the rest's (seg 2) where it did not, so that each execution from h keeps exactly its own. */
static void events_left_inside(ctx *c, rel_summary *s) {
  term_ctx *tc = c->tc;
  const rel_loopcut *k = s->cut;
  rel_out_event *e = arena_alloc(c->a, sizeof(rel_out_event) * (size_t)(s->nout + 1));
  for (int i = 0; i < s->nout; i++) {
    e[i] = s->out[i];
    if (e[i].seg == 1) e[i].guard = term_and2(tc, e[i].guard, term_or2(tc, k->cond, k->cond_bad));
    else if (e[i].seg == 2) e[i].guard = term_and2(tc, e[i].guard, term_not(tc, k->cond));
    if (e[i].seg == 1) e[i].seg = 2;
  }
  s->out = e;
}

/* s with only the events of segment seg. */
static rel_summary seg_events(ctx *c, const rel_summary *s, int seg) {
  rel_summary r = *s;
  rel_out_event *e = arena_alloc(c->a, sizeof(rel_out_event) * (size_t)(s->nout + 1));
  r.nout = 0;
  for (int i = 0; i < s->nout; i++)
    if (s->out[i].seg == seg) e[r.nout++] = s->out[i];
  r.out = e;
  return r;
}

/* Whether the lockstep induction can take the events of these two cuts: each summary says its
 * events' segments; not with two iterations taken as one (cut_doubled composes cases, not
 * events) nor with records per case. */
static int loop_events_ok(const rel_summary *so, const rel_summary *sn, int twice) {
  if (!so->nout && !sn->nout) return 1;
  return so->out_segs && sn->out_segs && !twice && !so->path_records && !sn->path_records;
}

/* Where the events of segment seg that happen differ in text between the versions while they do
 * not both go wrong in that segment: the negation of output_related on those events (sufficient
 * for equal text, as everywhere). TERM_NULL when the relation cannot be stated over them. */
static term_ref loop_events_differ(ctx *c, const rel_summary *so, const rel_summary *sn, int seg) {
  term_ctx *tc = c->tc;
  if (!so->nout && !sn->nout) return term_false(tc);
  rel_summary eo = seg_events(c, so, seg), en = seg_events(c, sn, seg);
  const char *why = NULL;
  term_ref same = output_related(tc, &c->o->R, &eo, &en, c->a, &why);
  if (same == TERM_NULL) return TERM_NULL;
  term_ref both_wrong = term_and2(tc, seg_of(tc, so, REL_P_WRONG, seg), seg_of(tc, sn, REL_P_WRONG, seg));
  return term_and2(tc, term_not(tc, both_wrong), term_not(tc, same));
}

/* The events obligation of one segment under `where` (UNSAT: the same text); on failure the
 * reason for the verdict (loop_note) says which part of the loop wrote differently. */
static int loop_events_same(ctx *c, const rel_summary *so, const rel_summary *sn, int seg, term_ref where,
                            const sigma *g, const char *part) {
  if (!so->nout && !sn->nout) return 1;
  term_ref d = loop_events_differ(c, so, sn, seg);
  if (d == TERM_NULL) {
    c->loop_note = arena_printf(c->a, "the output %s cannot be compared by the loop induction", part);
    return 0;
  }
  smt_result r = check(c, S(c->tc, g, term_and2(c->tc, where, d)));
  ODBG("lockstep: output %s: %s\n", part, smt_result_name(r));
  if (r == SMT_UNSAT) {
    smt_pop(c->smt, 1);
    return 1;
  }
  if (r == SMT_SAT)
    c->loop_note = arena_printf(c->a, "the versions may write different output %s (%s), which the lockstep induction "
                                "does not relate", part,
                                seg == 0 ? "before their loops" : "a version that prints in other iterations than the "
                                "other, or at the end what the other printed per iteration");
  return 0;
}

/* A cut of a loop left only by its condition (left_inside 0) put in the form of a loop left from
 * inside (rel_loopcut.left_inside): the same executions, split at "the iteration comes back"
 * (body_ok, which already excludes the iteration's cases: going wrong in the condition or the body,
 * ending the run) instead of at the condition, those seg 1 cases moved to seg 2. The lockstep
 * obligations can then compare it with a cut of the other form. */
static void cut_left_inside(ctx *c, rel_summary *s) {
  rel_loopcut *k = arena_alloc(c->a, sizeof *k);
  *k = *s->cut;
  k->cond = s->cut->body_ok;
  k->cond_bad = term_false(c->tc);
  k->left_inside = 1;
  rel_path *p = arena_alloc(c->a, sizeof(rel_path) * (size_t)(s->npaths + 1));
  for (int i = 0; i < s->npaths; i++) {
    p[i] = s->paths[i];
    if (p[i].seg == 1) p[i].seg = 2;
  }
  s->paths = p;
  if (s->out_segs) events_left_inside(c, s);
  s->cut = k;
}

/* Two iterations of a cut taken as one (k:1 alignment: a loop against the same loop unrolled by 2,
 * its odd remainder handled after it). For a language whose iterations compose (rel_lang.cut_compose:
 * cond, next and the cases are terms over h and the inputs only), first in the left-inside form
 * (cut_left_inside), where cond is "the iteration comes back" and every case from h is a seg 2 case
 * whose guard excludes cond: the doubled iteration comes back where cond(h) and cond(next(h)) hold,
 * its state is next(next(h)), and its seg 2 cases are the cut's own (the loop left in the first
 * iteration) and, under cond(h), the cut's cases with next(h) for h (left in the second). The same
 * executions, head states sampled every other iteration. Returns 0 when the summary does not allow
 * it (per-case records or head cells, which the cut does not describe). */
static int cut_doubled(ctx *c, rel_summary *s) {
  term_ctx *tc = c->tc;
  if (!s->cut->left_inside) cut_left_inside(c, s);
  const rel_loopcut *k = s->cut;
  int n2 = 0;
  for (int i = 0; i < s->npaths; i++) {
    if (s->paths[i].nrec || s->paths[i].cells || s->paths[i].seg == 1) return 0;
    n2 += s->paths[i].seg == 2;
  }
  term_substituter *ts = term_subst_begin(tc, (unsigned)k->n, k->h, k->next);
  rel_loopcut *d = arena_alloc(c->a, sizeof *d);
  *d = *k;
  d->next = arena_alloc(c->a, sizeof(term_ref) * (size_t)(k->n + 1));
  for (int i = 0; i < k->n; i++) d->next[i] = term_subst_apply(ts, k->next[i]);
  d->cond = term_and2(tc, k->cond, term_subst_apply(ts, k->cond));
  d->body_ok = d->cond;
  d->cond_bad = term_false(tc);
  d->lookahead = 0;
  rel_path *p = arena_alloc(c->a, sizeof(rel_path) * (size_t)(s->npaths + n2 + 1));
  int np = 0;
  for (int i = 0; i < s->npaths; i++) p[np++] = s->paths[i];
  for (int i = 0; i < s->npaths; i++) {
    if (s->paths[i].seg != 2) continue;
    rel_path q = s->paths[i];
    q.guard = term_and2(tc, k->cond, term_subst_apply(ts, q.guard));
    if (q.value != TERM_NULL) q.value = term_subst_apply(ts, q.value);
    p[np++] = q;
  }
  term_subst_end(ts);
  s->paths = p;
  s->npaths = np;
  s->cut = d;
  return 1;
}

/* Variable i's next value where the iteration moves it: next read through the ite(g, x, h) of
 * predicated execution (the paths that keep h). cut_stride: how far, the constant c of
 * x = h + c, or 0 when it is not a constant. */
static term_ref moved(term_ctx *tc, const rel_loopcut *k, int i) {
  term_ref f = k->next[i];
  for (int d = 0; d < 8 && term_op_of(tc, f) == OP_ITE; d++) {
    if (term_arg(tc, f, 2) == k->h[i]) f = term_arg(tc, f, 1);
    else if (term_arg(tc, f, 1) == k->h[i]) f = term_arg(tc, f, 2);
    else break;
  }
  return f;
}

static int64_t cut_stride(term_ctx *tc, const rel_loopcut *k, int i) {
  if (term_sort_kind_of(tc, term_sort_of(tc, k->h[i])) != TS_BV) return 0;
  term_ref f = moved(tc, k, i);
  if (term_op_of(tc, f) == OP_BVSUB && term_arg(tc, f, 0) == k->h[i] && term_is_const(tc, term_arg(tc, f, 1)))
    return -term_bv_svalue(tc, term_arg(tc, f, 1));
  if (term_op_of(tc, f) != OP_BVADD || term_nargs(tc, f) != 2) return 0;
  term_ref x = term_arg(tc, f, 0), y = term_arg(tc, f, 1);
  if (x == k->h[i] && term_is_const(tc, y)) return term_bv_svalue(tc, y);
  if (y == k->h[i] && term_is_const(tc, x)) return term_bv_svalue(tc, x);
  return 0;
}

/* Which loop a k:1 attempt best takes two iterations of first (only an order of attempts): 1 + the
 * side whose counter steps half as far as the same-named counter of the other version (i++
 * against i += 2), or 0. */
static int twice_hint(term_ctx *tc, const rel_loopcut *A, const rel_loopcut *B) {
  for (int i = 0; i < A->n; i++)
    for (int j = 0; j < B->n; j++) {
      if (strcmp(A->names[i], B->names[j]) || term_sort_of(tc, A->h[i]) != term_sort_of(tc, B->h[j])) continue;
      int64_t a = cut_stride(tc, A, i), b = cut_stride(tc, B, j);
      if (a && b == 2 * a) return 1;
      if (b && a == 2 * b) return 2;
    }
  return 0;
}

/* The lockstep obligations with two iterations of `side`'s loop taken as one (cut_doubled). */
static int twice(ctx *c, const rel_summary *bo, const rel_summary *bn, int side) {
  rel_summary xo = *bo, xn = *bn;
  if (!cut_doubled(c, side ? &xn : &xo)) return 0;
  ODBG("lockstep: again, two iterations of the %s loop as one\n", side ? "new" : "old");
  int proved = lockstep(c, &xo, &xn, side + 1);
  if (!proved) return 0;
  c->out->proof = arena_printf(c->a, "%s; two iterations of the %s version's loop per iteration of the %s version's",
                               c->out->proof, side ? "new" : "old", side ? "old" : "new");
  return proved;
}

/* uo, un: the uncut summaries (one without bound hits is exact, for induction_one). */
static int induction(ctx *c, const rel_summary *uo, const rel_summary *un) {
  /* each attempt below starts from this solver level: what a failed attempt leaves asserted (a
   * check that failed or ran out of time) must not constrain the next one's obligations */
  unsigned level = smt_level(c->smt);
  char why[512];
  term_ctx *tc = c->tc;
  rel_sym_opts oo = c->o->sym;
  oo.deadline = c->deadline - c->reserve;
  rel_summary so = {0}, sn = {0}; /* cut and cuts NULL unless the executor sets them */
  /* every loop cut where the executor can (cut_all); a function of one loop, or an executor that
   * cuts its first loop only, gives the first loop's cut */
  oo.cut_all = 1;
  oo.cut = "ho";
  if (symex_side(c, 0, &oo, &so, why, sizeof why) < 0) return 0;
  oo.cut = "hn";
  if (symex_side(c, 1, &oo, &sn, why, sizeof why) < 0) return 0;
  if (so.cuts && sn.cuts && induction_all(c, &so, &sn)) return 1;
  smt_pop(c->smt, smt_level(c->smt) - level);
  if (so.cuts || sn.cuts || !so.cut || !sn.cut) {
    /* not proved over every loop: the first loop's cut, the later loops unrolled */
    oo.cut_all = 0;
    oo.cut = "ho";
    if (symex_side(c, 0, &oo, &so, why, sizeof why) < 0) return 0;
    oo.cut = "hn";
    if (symex_side(c, 1, &oo, &sn, why, sizeof why) < 0) return 0;
  }
  /* a loop against a version that finishes within the bounds (a closed form): one loop's
   * induction against the other version's exact summary */
  /* (not a summary that follows fewer inputs than the cut: rel_summary.cut_assume) */
  int wide = uo->cut_assume || un->cut_assume;
  if (so.cut && !sn.cut && !wide && !un->bound_hits && !un->time_hits) return induction_one(c, &so, 0, un);
  if (sn.cut && !so.cut && !wide && !uo->bound_hits && !uo->time_hits) return induction_one(c, &sn, 1, uo);
  if (!so.cut || !sn.cut) return ODBG("lockstep: cut old %d new %d\n", !!so.cut, !!sn.cut), 0;
  rel_summary bo = so, bn = sn; /* the plain cuts, for the k:1 attempts */
  int compose = c->side[0].L->cut_compose && c->side[1].L->cut_compose;
  /* a counter stepped by 1 in one version and by 2 in the other: k:1 first */
  int hint = compose ? twice_hint(tc, so.cut, sn.cut) : 0;
  int proved = hint ? twice(c, &bo, &bn, hint - 1) : 0;
  if (proved) return proved;
  smt_pop(c->smt, smt_level(c->smt) - level);
  if ((proved = lockstep(c, &so, &sn, 0))) return proved;
  smt_pop(c->smt, smt_level(c->smt) - level);
  /* two loops against a defined term (cheap where concrete runs rule the term out) */
  if ((proved = via_defined(c, &so, &sn))) return proved;
  smt_pop(c->smt, smt_level(c->smt) - level);
  /* two loops that stop one condition test apart (a flag in one's condition where the other
   * returns from its body): cut again with the condition also tested at each iteration's end, by
   * an executor that can (rel_lang.cut_lookahead) */
  if (!so.cut->lookahead && !sn.cut->lookahead && c->side[0].L->cut_lookahead && c->side[1].L->cut_lookahead &&
      rel_now() < oo.deadline) {
    oo.cut_lookahead = 1;
    oo.cut = "ho";
    if (symex_side(c, 0, &oo, &so, why, sizeof why) < 0) return 0;
    oo.cut = "hn";
    if (symex_side(c, 1, &oo, &sn, why, sizeof why) < 0) return 0;
    if (so.cut && sn.cut && so.cut->lookahead && sn.cut->lookahead) {
      ODBG("lockstep: again, the condition tested at each iteration's end\n");
      if ((proved = lockstep(c, &so, &sn, 0))) return proved;
      smt_pop(c->smt, smt_level(c->smt) - level);
    }
  }
  /* k:1 alignment: one version's loop unrolled by 2 (two iterations of the other's per iteration
   * of its own, the odd one after the loop): two iterations of the other taken as one */
  for (int side = 0; compose && side < 2 && rel_now() < oo.deadline; side++) {
    if (side == hint - 1) continue; /* tried first */
    if ((proved = twice(c, &bo, &bn, side))) return proved;
    smt_pop(c->smt, smt_level(c->smt) - level);
  }
  return 0;
}

/* A reduction's step: where the iteration sets variable i to h[i] op e (op bvadd or bvxor, read
 * through the ite(g, x, h) of predicated execution), e, with *op; TERM_NULL otherwise. */
static term_ref fold_step(term_ctx *tc, const rel_loopcut *k, int i, term_op *op) {
  if (term_sort_kind_of(tc, term_sort_of(tc, k->h[i])) != TS_BV) return TERM_NULL;
  term_ref f = moved(tc, k, i);
  /* a narrow variable computed in a promoted type, (unsigned char)(h ^ a[i]): the low bits of a sum
   * or an xor are those of the operands' low bits */
  unsigned w = term_sort_width(tc, term_sort_of(tc, k->h[i]));
  int narrow = term_op_of(tc, f) == OP_EXTRACT && term_param(tc, f, 0) == w - 1 && term_param(tc, f, 1) == 0;
  if (narrow) f = term_arg(tc, f, 0);
  *op = term_op_of(tc, f);
  if ((*op != OP_BVADD && *op != OP_BVXOR) || term_nargs(tc, f) != 2) return TERM_NULL;
  for (int a = 0; a < 2; a++) {
    term_ref x = term_arg(tc, f, (unsigned)a), y = term_arg(tc, f, (unsigned)(1 - a));
    if (narrow && (term_op_of(tc, x) == OP_ZERO_EXTEND || term_op_of(tc, x) == OP_SIGN_EXTEND) && term_arg(tc, x, 0) == k->h[i])
      return term_extract(tc, w - 1, 0, y);
    if (!narrow && x == k->h[i]) return y;
  }
  return TERM_NULL;
}

/* Reversed reductions: one version's loop adds (or xors) E(i) for i = lo, lo + 1, ... into s, the
 * other's E(j + d) for j going down (d = 0 or -1), each counter moved by 1 per iteration. fold_find
 * has the solver check that the two steps are the same function of the index, E_old(x) =
 * E_new(x - d) for every x and every value of the other head variables (so E depends on the index
 * and the inputs only); fold_abstract then writes each step as Ef(index), Ef uninterpreted: a proof
 * for every Ef is one for Ef = E, and the obligations no longer carry E's terms (array reads). With
 * P an uninterpreted function standing for the prefix fold, P(x) = Ef(0) + ... + Ef(x - 1) for x
 * read unsigned (xor alike), which satisfies P(x + 1) = P(x) + Ef(x) at every x but the all-ones
 * one, fold_cands proposes: s - P(i) keeps its entry value in the forward loop, s + P(j + d + 1) in
 * the backward one; i + j keeps its entry sum; each counter stays >= 0 (or at its entry value); and
 * gives in *ax the instances of P's defining equation at both head states: facts of that P,
 * conjoined with every obligation over the head states. */
typedef struct fold {
  int fs;           /* the forward side (0 old, 1 new) */
  int cf, sf;       /* its counter and accumulator */
  int cr, sr, d;    /* the backward side's, and the offset of its index */
  term_op op;       /* OP_BVADD or OP_BVXOR */
  term_ref ef, er;  /* the two steps */
  term_fun E;       /* fold_abstract: the uninterpreted step */
} fold;

enum { FOLDS_MAX = 4 };

static int fold_find(ctx *c, const rel_loopcut *A, const rel_loopcut *B, fold *fo) {
  term_ctx *tc = c->tc;
  int nf = 0;
  for (int fs = 0; fs < 2; fs++) {
    const rel_loopcut *F = fs ? B : A, *R = fs ? A : B;
    const char *fn = fs ? "new" : "old", *rn = fs ? "old" : "new";
    for (int cf = 0; cf < F->n; cf++) {
      if (cut_stride(tc, F, cf) != 1) continue;
      term_sort ks = term_sort_of(tc, F->h[cf]);
      unsigned kw = term_sort_width(tc, ks);
      if (kw > 64) continue;
      for (int cr = 0; cr < R->n; cr++) {
        if (term_sort_of(tc, R->h[cr]) != ks || cut_stride(tc, R, cr) != -1) continue;
        for (int sf = 0; sf < F->n; sf++) {
          term_op op, opr;
          term_ref ef = fold_step(tc, F, sf, &op);
          if (ef == TERM_NULL || sf == cf) continue;
          for (int sr = 0; sr < R->n; sr++) {
            term_ref er = fold_step(tc, R, sr, &opr);
            if (er == TERM_NULL || sr == cr || opr != op || term_sort_of(tc, er) != term_sort_of(tc, ef)) continue;
            int used = 0;
            for (int k = 0; k < nf; k++) used |= fo[k].ef == ef || fo[k].er == er || fo[k].ef == er || fo[k].er == ef;
            if (used) continue;
            if (nf >= FOLDS_MAX || rel_now() >= c->deadline - c->reserve) return nf;
            term_ref x = term_var(tc, "fold_x", ks);
            for (int d = -1; d <= 0; d++) {
              term_ref xr = term_mk2(tc, OP_BVSUB, x, term_bv_signed(tc, kw, d));
              term_ref q = term_not(tc, term_eq(tc, term_subst(tc, ef, 1, &F->h[cf], &x), term_subst(tc, er, 1, &R->h[cr], &xr)));
              smt_result r = check(c, q);
              smt_pop(c->smt, 1);
              ODBG("fold: %s_%s by %s_%s against %s_%s by %s_%s, d = %d: %s\n", F->names[sf], fn, F->names[cf], fn,
                   R->names[sr], rn, R->names[cr], rn, d, smt_result_name(r));
              if (r != SMT_UNSAT) continue;
              fo[nf++] = (fold){.fs = fs, .cf = cf, .sf = sf, .cr = cr, .sr = sr, .d = d, .op = op, .ef = ef, .er = er};
              break;
            }
          }
        }
      }
    }
  }
  return nf;
}

/* The index of fold k's step on the backward side, as its iteration writes it (j - 1 where d = -1). */
static term_ref fold_rpoint(term_ctx *tc, const rel_loopcut *R, const fold *f) {
  return f->d ? moved(tc, R, f->cr) : R->h[f->cr];
}

/* The summaries with each fold's steps written Ef(index) (fold_find's comment). */
static void fold_abstract(ctx *c, rel_summary *so, rel_summary *sn, fold *fo, int nf) {
  term_ctx *tc = c->tc;
  term_ref from[2 * FOLDS_MAX], to[2 * FOLDS_MAX];
  for (int k = 0; k < nf; k++) {
    const rel_loopcut *F = fo[k].fs ? sn->cut : so->cut, *R = fo[k].fs ? so->cut : sn->cut;
    term_sort ks = term_sort_of(tc, F->h[fo[k].cf]);
    fo[k].E = term_fun_declare(tc, arena_printf(c->a, "fold%d_step", k), 1, &ks, term_sort_of(tc, fo[k].ef));
    term_ref at = fold_rpoint(tc, R, &fo[k]);
    from[2 * k] = fo[k].ef, to[2 * k] = term_app(tc, fo[k].E, &F->h[fo[k].cf], 1);
    from[2 * k + 1] = fo[k].er, to[2 * k + 1] = term_app(tc, fo[k].E, &at, 1);
  }
  term_substituter *ts = term_subst_begin(tc, (unsigned)(2 * nf), from, to);
  for (int side = 0; side < 2; side++) {
    rel_summary *x = side ? sn : so;
    rel_loopcut *k = arena_alloc(c->a, sizeof *k);
    *k = *x->cut;
    k->next = arena_alloc(c->a, sizeof(term_ref) * (size_t)(k->n + 1));
    for (int i = 0; i < k->n; i++) k->next[i] = term_subst_apply(ts, x->cut->next[i]);
    k->cond = term_subst_apply(ts, k->cond);
    k->cond_bad = term_subst_apply(ts, k->cond_bad);
    k->body_ok = term_subst_apply(ts, k->body_ok);
    rel_path *p = arena_alloc(c->a, sizeof(rel_path) * (size_t)(x->npaths + 1));
    for (int i = 0; i < x->npaths; i++) {
      p[i] = x->paths[i];
      if (p[i].seg == 0) continue;
      p[i].guard = term_subst_apply(ts, p[i].guard);
      if (p[i].value != TERM_NULL) p[i].value = term_subst_apply(ts, p[i].value);
    }
    x->paths = p;
    x->cut = k;
  }
  term_subst_end(ts);
}

static int fold_cands(ctx *c, const rel_loopcut *A, const rel_loopcut *B, const fold *fo, int nf, cand *cs, int nc, int room,
                      term_ref *ax) {
  term_ctx *tc = c->tc;
  int added = 0;
  for (int k = 0; k < nf && nc + added + 8 <= room; k++) {
    const fold *f = &fo[k];
    const rel_loopcut *F = f->fs ? B : A, *R = f->fs ? A : B;
    const char *fn = f->fs ? "new" : "old", *rn = f->fs ? "old" : "new";
    int cf = f->cf, sf = f->sf, cr = f->cr, sr = f->sr, d = f->d;
    term_op op = f->op;
    term_sort ks = term_sort_of(tc, F->h[cf]), ss = term_sort_of(tc, F->h[sf]);
    unsigned kw = term_sort_width(tc, ks);
    term_fun P = term_fun_declare(tc, arena_printf(c->a, "fold%d_%s", k, F->names[sf]), 1, &ks, ss);
    term_ref one = term_bv(tc, kw, 1), mx = term_bv(tc, kw, kw == 64 ? UINT64_MAX : (UINT64_C(1) << kw) - 1);
    /* P's defining equation at the points the iterations and the kept quantities write (j + d + 1
     * is j where d = -1; i + 1 and j - 1 the cut's own terms), so that equal points are the same
     * terms */
    term_ref pts[2] = {F->h[cf], fold_rpoint(tc, R, f)};
    term_ref pts1[2] = {moved(tc, F, cf), d ? R->h[cr] : term_mk2(tc, OP_BVADD, R->h[cr], one)};
    for (int m = 0; m < 2; m++) {
      term_ref at = pts[m], at1 = pts1[m];
      term_ref def = term_eq(tc, term_app(tc, P, &at1, 1), term_mk2(tc, op, term_app(tc, P, &at, 1), term_app(tc, f->E, &at, 1)));
      *ax = term_and2(tc, *ax, term_or2(tc, term_eq(tc, at, mx), def));
    }
    /* the kept quantities, at the head (0), entry (1) and next (2) states */
    const term_ref *fv[3] = {F->h, F->entry, F->next}, *rv[3] = {R->h, R->entry, R->next};
    term_ref tf[3], tr[3], ts[3];
    for (int at = 0; at < 3; at++) {
      term_ref ci = fv[at][cf], cj = d ? rv[at][cr] : term_mk2(tc, OP_BVADD, rv[at][cr], one);
      tf[at] = term_mk2(tc, op == OP_BVADD ? OP_BVSUB : OP_BVXOR, fv[at][sf], term_app(tc, P, &ci, 1));
      tr[at] = term_mk2(tc, op, rv[at][sr], term_app(tc, P, &cj, 1));
      ts[at] = term_mk2(tc, OP_BVADD, fv[at][cf], rv[at][cr]);
    }
    const char *pn = arena_printf(c->a, "P(x): the %s of what the %s loop %s into %s at indices 0 to x - 1",
                                  op == OP_BVADD ? "sum" : "xor", fn, op == OP_BVADD ? "adds" : "xors", F->names[sf]);
    const char *o1 = op == OP_BVADD ? "-" : "^", *o2 = op == OP_BVADD ? "+" : "^";
    cs[nc + added] = (cand){.k = C_FORM, .t = {term_eq(tc, tf[0], tf[1]), term_true(tc), term_eq(tc, tf[2], tf[1])}};
    cs[nc + added++].text = arena_printf(c->a, "%s_%s %s P(%s_%s) keeps its entry value (%s)", F->names[sf], fn, o1, F->names[cf], fn, pn);
    cs[nc + added] = (cand){.k = C_FORM, .t = {term_eq(tc, tr[0], tr[1]), term_true(tc), term_eq(tc, tr[2], tr[1])}};
    cs[nc + added++].text = arena_printf(c->a, "%s_%s %s P(%s_%s%s) keeps its entry value", R->names[sr], rn, o2, R->names[cr], rn,
                                         d ? "" : " + 1");
    cs[nc + added] = (cand){.k = C_FORM, .t = {term_eq(tc, ts[0], ts[1]), term_true(tc), term_eq(tc, ts[2], ts[1])}};
    cs[nc + added++].text = arena_printf(c->a, "%s_%s + %s_%s keeps its entry value", F->names[cf], fn, R->names[cr], rn);
    for (int side = 0; side < 2; side++) {
      const rel_loopcut *K = side ? R : F;
      int ci = side ? cr : cf;
      const term_ref *kv[3] = {K->h, K->entry, K->next};
      term_ref z = term_bv(tc, kw, 0), nn[3], ne[3];
      for (int at = 0; at < 3; at++) {
        nn[at] = term_mk2(tc, OP_BVSLE, z, kv[at][ci]);
        ne[at] = term_or2(tc, term_eq(tc, kv[at][ci], K->entry[ci]), nn[at]);
      }
      const char *sd = side ? rn : fn;
      cs[nc + added] = (cand){.k = C_FORM, .t = {nn[0], nn[1], nn[2]}};
      cs[nc + added++].text = arena_printf(c->a, "%s_%s >=s 0", K->names[ci], sd);
      cs[nc + added] = (cand){.k = C_FORM, .t = {ne[0], ne[1], ne[2]}};
      cs[nc + added++].text = arena_printf(c->a, "(%s_%s = its entry value || %s_%s >=s 0)", K->names[ci], sd, K->names[ci], sd);
    }
  }
  return added;
}

/* Candidate t0 (over the head states) as a form: at the entries and after one more iteration by
 * substitution. */
static cand form_cand(term_ctx *tc, const rel_loopcut *A, const rel_loopcut *B, term_ref t0, const char *text) {
  term_ref t1 = term_subst(tc, term_subst(tc, t0, (unsigned)A->n, A->h, A->entry), (unsigned)B->n, B->h, B->entry);
  term_ref t2 = term_subst(tc, term_subst(tc, t0, (unsigned)A->n, A->h, A->next), (unsigned)B->n, B->h, B->next);
  return (cand){.k = C_FORM, .t = {t0, t1, t2}, .text = text};
}

/* Candidates for a loop that tells its first iteration apart (a join's separator, printed before
 * every element but the first): a cell at or above its entry value (a counter that only grows,
 * `i > 0` against `i != 0`), and a flag of either version (0 or 1 on entry, and each iteration sets
 * it to 0 or 1 or leaves it: a boolean, also Java's int one) that holds exactly where, or exactly
 * where not, a cell of either version
 * keeps its entry value (`first` against `i = 0`). Only candidates: each is proved or dropped by
 * initiation and consecution as every other. At most mx - nc. */
/* Whether t, the next value of a flag cell h, is made of 0/1 constants and h itself (through
 * if-then-else): `first = false` in some paths of the body, nothing in the others. */
static int flag_step(term_ctx *tc, term_ref t, term_ref h, int depth) {
  if (t == h) return 1;
  if (term_is_const(tc, t)) return term_bv_value(tc, t) <= 1;
  if (depth > 8 || term_op_of(tc, t) != OP_ITE) return 0;
  return flag_step(tc, term_arg(tc, t, 1), h, depth + 1) && flag_step(tc, term_arg(tc, t, 2), h, depth + 1);
}

static int first_iter_cands(ctx *c, const rel_loopcut *A, const rel_loopcut *B, cand *cs, int nc, int mx) {
  term_ctx *tc = c->tc;
  int added = 0;
  for (int fs = 0; fs < 2; fs++) {
    const rel_loopcut *F = fs ? B : A;
    const char *fn = fs ? "new" : "old";
    for (int i = 0; i < F->n && nc + added < mx; i++) {
      /* a cell no iteration changes has "= its entry value" among the candidates already: neither
       * bound nor flag says more of it, and every candidate costs the solver (eq-sbuf-append-cap's
       * thirteen unchanged buffer cells took it past its time limit under the sanitizers) */
      if (F->next[i] == F->h[i]) continue;
      term_sort so = term_sort_of(tc, F->h[i]);
      int bv = term_sort_kind_of(tc, so) == TS_BV, w = bv ? (int)term_sort_width(tc, so) : 0;
      if (bv && w > 1) {
        cs[nc + added++] = form_cand(tc, A, B, term_mk2(tc, OP_BVSLE, F->entry[i], F->h[i]),
                                     arena_printf(c->a, "%s_%s >=s its entry value", F->names[i], fn));
      } else if (!bv && term_sort_kind_of(tc, so) == TS_FP) {
        cs[nc + added++] = form_cand(tc, A, B, term_mk2(tc, OP_FP_GE, F->h[i], F->entry[i]),
                                     arena_printf(c->a, "%s_%s >= its entry value", F->names[i], fn));
      }
      /* a counter (stepped by a constant where the loop goes on): while it has its entry value
       * the loop has not run, so every other cell the loop changes has its entry value too - what
       * a loop not entered (`for (i = 0; i < n; …)` with n <= 0) leaves for the code after it */
      if (bv && w > 1 && cut_stride(tc, F, i) != 0) {
        term_ref at_entry = term_eq(tc, F->h[i], F->entry[i]);
        for (int j = 0; j < F->n && nc + added < mx; j++) {
          /* and its bound, a cell the loop keeps that its condition reads: `i <= n` holds once
           * the loop has run, where i <= n (without the exception) fails on entry for an n below
           * i's start (every kept cell would cost the solver: eq-sbuf-append-cap, above) */
          if (j != i && F->next[j] == F->h[j] && term_sort_of(tc, F->h[j]) == so && F->entry[j] != F->h[j] &&
              term_subst(tc, F->cond, 1, &F->h[j], &F->entry[j]) != F->cond)
            cs[nc + added++] = (cand){.k = C_SLEK, .side = fs, .i = i, .j = j};
          if (j == i || F->next[j] == F->h[j] || nc + added >= mx) continue;
          cs[nc + added++] = form_cand(tc, A, B, term_or2(tc, term_not(tc, at_entry), term_eq(tc, F->h[j], F->entry[j])),
                                       arena_printf(c->a, "(%s_%s = its entry value => %s_%s = its entry value)",
                                                    F->names[i], fn, F->names[j], fn));
        }
      }
      /* a flag: 0 or 1 on entry, and set to 0 or 1 or left by the body (not a counter from 0) */
      int flag = bv && term_is_const(tc, F->entry[i]) && term_bv_value(tc, F->entry[i]) <= 1 &&
                 flag_step(tc, F->next[i], F->h[i], 0);
      if (!flag) continue;
      term_ref on = term_not(tc, term_eq(tc, F->h[i], term_bv(tc, (unsigned)w, 0)));
      for (int xs = 0; xs < 2; xs++) {
        const rel_loopcut *X = xs ? B : A;
        for (int j = 0; j < X->n && nc + added + 1 < mx; j++) {
          if (X == F && j == i) continue;
          term_sort sx = term_sort_of(tc, X->h[j]);
          if (term_sort_kind_of(tc, sx) != TS_BV && term_sort_kind_of(tc, sx) != TS_FP) continue;
          /* a number by IEEE equality (-0 keeps 0: the test the loop makes, `i > 0`, tells them alike) */
          term_ref kept = term_sort_kind_of(tc, sx) == TS_FP ? term_mk2(tc, OP_FP_EQ, X->h[j], X->entry[j])
                                                             : term_eq(tc, X->h[j], X->entry[j]);
          const char *xn = xs ? "new" : "old", *nz = w > 1 ? " != 0" : "";
          cs[nc + added++] = form_cand(tc, A, B, term_eq(tc, on, kept),
                                       arena_printf(c->a, "(%s_%s%s <=> %s_%s = its entry value)", F->names[i], fn, nz, X->names[j], xn));
          cs[nc + added++] = form_cand(tc, A, B, term_eq(tc, on, term_not(tc, kept)),
                                       arena_printf(c->a, "(%s_%s%s <=> %s_%s != its entry value)", F->names[i], fn, nz, X->names[j], xn));
        }
      }
    }
  }
  return added;
}

/* Where one version reaches its loop and the other does not (a guard clause `if (n <= 0) return
 * 0;` before one version's loop), the loop must stop at once - it is not entered - and the run is
 * then that version's code after the loop from the entry state: the cut's segment 2 cases with h :=
 * entry, exact as every case of a cut. Those cases as segment 0 of a summary of their own. */
static rel_summary at_once(ctx *c, const rel_summary *s) {
  const rel_loopcut *L = s->cut;
  rel_summary r = *s;
  r.paths = arena_alloc(c->a, sizeof(rel_path) * (size_t)(s->npaths + 1));
  r.npaths = 0;
  for (int i = 0; i < s->npaths; i++) {
    if (s->paths[i].seg != 2) continue;
    rel_path p = s->paths[i];
    p.guard = term_subst(c->tc, p.guard, (unsigned)L->n, L->h, L->entry);
    if (p.value != TERM_NULL) p.value = term_subst(c->tc, p.value, (unsigned)L->n, L->h, L->entry);
    p.seg = 0;
    r.paths[r.npaths++] = p;
  }
  return r;
}

/* Segment 0's obligation (seg_differs) on the inputs on which version `side` reaches its loop and
 * the other does not: SAT where there the loop may run, or the two may disagree (the loop's
 * version ending as at_once says). *old_wrong: where old goes wrong there, for lockstep_holds. */
static term_ref at_once_differs(ctx *c, const rel_summary *so, const rel_summary *sn, int side, int excused,
                                term_ref *old_wrong, const char **why) {
  term_ctx *tc = c->tc;
  const rel_summary *L = side ? sn : so, *O = side ? so : sn;
  const rel_loopcut *K = L->cut;
  term_ref x = term_and2(tc, K->entry_g, term_not(tc, O->cut->entry_g));
  term_ref runs = term_subst(tc, term_or2(tc, K->cond, K->cond_bad), (unsigned)K->n, K->h, K->entry);
  rel_summary l = at_once(c, L), o = seg_only(c, O, 0);
  term_ref d = side ? seg_differs(c, &o, &l, 0, term_false(tc), term_false(tc), excused, why)
                    : seg_differs(c, &l, &o, 0, term_false(tc), term_false(tc), excused, why);
  if (d == TERM_NULL) return TERM_NULL;
  *old_wrong = term_and2(tc, x, seg_of(tc, side ? &o : &l, REL_P_WRONG, 0));
  return term_and2(tc, x, term_or2(tc, runs, d));
}

/* One obligation of the lockstep induction: q, SAT where the versions may disagree, must be UNSAT.
 * Where q's model has the old version going wrong (old_wrong true in it), its excused form qx -
 * the same disagreement, but only where old's case is not wrong - is checked instead: holding
 * it shows the versions agree wherever old stays safe (EquivOn with Bad = old goes wrong, the
 * seed's claim for a fix of undefined behaviour), noted in c->excused. Where the model has old
 * safe, qx has that model too (qx and q agree wherever old is safe): not checked. Leaves the
 * solver's assertion level as it found it; 1 when the obligation (or its excused form) holds. */
static int lockstep_holds(ctx *c, const sigma *g, term_ref q, term_ref qx, term_ref old_wrong) {
  term_ctx *tc = c->tc;
  smt_result r = check(c, S(tc, g, q));
  int retry = r == SMT_SAT && qx != TERM_NULL && smt_model_eval(c->smt, S(tc, g, old_wrong)) == term_true(tc);
  smt_pop(c->smt, 1);
  if (r == SMT_UNSAT) return 1;
  if (!retry) return 0;
  ODBG("lockstep: an obligation fails where old goes wrong; again, only where old stays safe\n");
  r = check(c, S(tc, g, qx));
  smt_pop(c->smt, 1);
  if (r != SMT_UNSAT) return 0;
  c->excused = 1;
  return 1;
}

/* The lockstep obligations over two summaries cut at their first loop (induction). twice: 0, or
 * 1 + the side whose cut takes two iterations as one (cut_doubled): the candidates then include
 * each counter's parity (a counter stepped by 2 per iteration, `i + 1 < n` safe from overflow). */
static int lockstep(ctx *c, rel_summary *so_, rel_summary *sn_, int twice) {
  term_ctx *tc = c->tc;
  rel_summary so = *so_, sn = *sn_;
  if (so.cut->left_inside != sn.cut->left_inside) cut_left_inside(c, so.cut->left_inside ? &sn : &so);
  /* the segments' output: compared by the obligations of loop_events_same */
  if (!loop_events_ok(&so, &sn, twice)) return 0;
  int events = so.nout || sn.nout;
  /* a reduction in one order against the same reduction in the other (fold_find), where the
   * steps are terms over the head state and the inputs only (rel_lang.cut_compose): a value chosen
   * afresh in each iteration would make E no function of the index */
  fold fo[FOLDS_MAX];
  int nf = twice || events || !c->side[0].L->cut_compose || !c->side[1].L->cut_compose ? 0 : fold_find(c, so.cut, sn.cut, fo);
  if (nf) fold_abstract(c, &so, &sn, fo, nf);
  const rel_loopcut *A = so.cut, *B = sn.cut;
  const char *rwhy = NULL;
  /* before the loop */
  sigma none = {0};
  c->excused = 0;
  term_ref q0 = seg_differs(c, &so, &sn, 0, A->entry_g, B->entry_g, 0, &rwhy);
  term_ref q0x = q0 == TERM_NULL ? TERM_NULL : seg_differs(c, &so, &sn, 0, A->entry_g, B->entry_g, 1, &rwhy);
  term_ref ow0 = seg_of(tc, &so, REL_P_WRONG, 0);
  /* where one version reaches its loop and the other does not: that loop is not entered (at_once;
   * not with output events or folds, whose segment 2 is not a plain function of h) */
  if (q0 != TERM_NULL && !events && !nf && A->entry_g != B->entry_g) { /* one term: both reach their loops alike */
    term_ref w[4], z[4];
    int k = 0;
    for (; k < 4; k++)
      if ((z[k] = at_once_differs(c, &so, &sn, k & 1, k >> 1, &w[k], &rwhy)) == TERM_NULL) break;
    if (k == 4) {
      term_ref together = term_eq(tc, A->entry_g, B->entry_g);
      q0 = term_or2(tc, term_and2(tc, together, q0), term_or2(tc, z[0], z[1]));
      q0x = term_or2(tc, term_and2(tc, together, q0x), term_or2(tc, z[2], z[3]));
      ow0 = term_or2(tc, ow0, term_or2(tc, w[0], w[1]));
    }
  }
  if (q0 == TERM_NULL || !lockstep_holds(c, &none, q0, q0x, ow0)) return ODBG("lockstep: before the loop\n"), 0;
  if (!loop_events_same(c, &so, &sn, 0, term_true(tc), &none, "before the loop"))
    return ODBG("lockstep: output before the loop\n"), 0;
  /* candidates */
  int nc = 0, mx = 5 * A->n * B->n + 2 * (A->n + B->n) + 4 * (A->n * A->n + B->n * B->n) + 1 + 256 + 64 +
                   (A->n + B->n) * (2 * (A->n + B->n) + 1);
  cand *cs = arena_alloc(c->a, sizeof(cand) * (size_t)mx);
  for (int i = 0; i < A->n; i++)
    for (int j = 0; j < B->n; j++)
      if (term_sort_of(tc, A->h[i]) == term_sort_of(tc, B->h[j])) {
        cs[nc++] = (cand){.k = C_EQ, .i = i, .j = j};
      } else if (term_sort_kind_of(tc, term_sort_of(tc, A->h[i])) == TS_BV &&
                 term_sort_kind_of(tc, term_sort_of(tc, B->h[j])) == TS_BV && !strcmp(A->names[i], B->names[j])) {
        /* the same variable declared with another width: equal as numbers, one way or the other */
        cs[nc++] = (cand){.k = C_EQX, .side = 0, .i = i, .j = j};
        cs[nc++] = (cand){.k = C_EQX, .side = 1, .i = i, .j = j};
      }
  for (int side = 0; side < 2; side++) {
    const rel_loopcut *S = side ? B : A;
    for (int i = 0; i < S->n; i++) {
      cs[nc++] = (cand){.k = C_KEEP, .side = side, .i = i};
      if (term_sort_kind_of(tc, term_sort_of(tc, S->h[i])) != TS_BV) continue;
      if (twice) cs[nc++] = (cand){.k = C_PARITY, .side = side, .i = i};
      for (int j = 0; j < S->n; j++)
        if (j != i && term_sort_of(tc, S->h[i]) == term_sort_of(tc, S->h[j])) {
          cs[nc++] = (cand){.k = C_ULE, .side = side, .i = i, .j = j};
          cs[nc++] = (cand){.k = C_SLE, .side = side, .i = i, .j = j};
        }
    }
  }
  /* one version an iteration ahead (a do … while whose first iteration is peeled against a
   * while): x of one version = the other's x after one more iteration, the next state taken where
   * that version's condition holds */
  for (int side = 0; side < 2; side++) {
    const rel_loopcut *P = side ? B : A, *Q = side ? A : B; /* Q's variable = P's next */
    lits_ctx lc = {tc, {0}, 0};
    lits_add(&lc, P->cond);
    term_ref tt = term_true(tc);
    for (int i = 0; i < P->n; i++)
      for (int j = 0; j < Q->n && nc < mx; j++) {
        if (term_sort_of(tc, P->h[i]) != term_sort_of(tc, Q->h[j])) continue;
        term_ref f = term_subst_decide(tc, P->next[i], 1, &P->cond, &tt, lits_decide, &lc);
        if (f == P->h[i]) continue;
        /* a counter may be renamed (i in one version, k = i + 1 in the other): two variables
         * of other names are paired where both step by one constant; any other only by its name
         * (the candidates stay few: each costs the solver in every Houdini round) */
        if (strcmp(P->names[i], Q->names[j])) {
          term_ref sq = Q->cond;
          lits_ctx lq = {tc, {0}, 0};
          lits_add(&lq, sq);
          term_ref fq = term_subst_decide(tc, Q->next[j], 1, &sq, &tt, lits_decide, &lq);
          term_ref kp = step_const(tc, f, P->h[i]), kq = step_const(tc, fq, Q->h[j]);
          if (kp == TERM_NULL || kp != kq) continue;
        }
        term_ref t0 = term_eq(tc, Q->h[j], f);
        term_ref t1 = term_subst(tc, term_subst(tc, t0, (unsigned)A->n, A->h, A->entry), (unsigned)B->n, B->h, B->entry);
        term_ref t2 = term_subst(tc, term_subst(tc, t0, (unsigned)A->n, A->h, A->next), (unsigned)B->n, B->h, B->next);
        cs[nc] = (cand){.k = C_FORM, .t = {t0, t1, t2}};
        cs[nc++].text = arena_printf(c->a, "%s_%s = %s_%s after one more iteration", Q->names[j], side ? "old" : "new",
                                     P->names[i], side ? "new" : "old");
      }
  }
  nc += first_iter_cands(c, A, B, cs, nc, mx);
  /* a reduction in one order against the same reduction in the other */
  term_ref ax = term_true(tc);
  /* where the loops print: what both entries assume of the inputs (a pointer parameter not null,
   * n > 0) holds at every head, as the inputs do not change - so the conditions and the events of
   * an iteration are compared on the inputs that reach the loops only */
  if (events) ax = term_and2(tc, A->entry_g, B->entry_g);
  if (nf) nc += fold_cands(c, A, B, fo, nf, cs, nc, mx, &ax);
  if (c->o->proposer) nc += proposals(c, A, B, cs, nc, mx);
  char *on = arena_alloc(c->a, (size_t)nc + 1);
  memset(on, 1, (size_t)nc + 1);
  /* initiation, then consecution, each to a fixpoint: a model that breaks the conjunction drops
   * every candidate it breaks (at least one), so each loop ends */
  for (int phase = 0; phase < 2; phase++) {
    for (;;) {
      term_ref inv_h = term_true(tc), goal = term_true(tc), hyp;
      for (int k = 0; k < nc; k++) {
        if (!on[k]) continue;
        inv_h = term_and2(tc, inv_h, cand_at(tc, A, B, &cs[k], 0));
        goal = term_and2(tc, goal, cand_at(tc, A, B, &cs[k], phase == 0 ? 1 : 2));
      }
      sigma g = {0};
      if (phase == 0) hyp = term_and2(tc, A->entry_g, B->entry_g);
      else {
        hyp = term_and2(tc, term_and2(tc, term_and2(tc, inv_h, ax), term_and2(tc, A->cond, B->cond)),
                        term_and2(tc, term_and2(tc, A->body_ok, B->body_ok),
                                  term_not(tc, term_or2(tc, A->cond_bad, B->cond_bad))));
        sigma_build(&g, A, B, cs, on, nc, c->a);
      }
      smt_result r = check(c, S(tc, &g, term_and2(tc, hyp, term_not(tc, goal))));
      if (r == SMT_UNKNOWN) return ODBG("lockstep: houdini %d no answer\n", phase), 0;
      if (r == SMT_UNSAT) {
        smt_pop(c->smt, 1);
        break;
      }
      int dropped = 0;
      for (int k = 0; k < nc; k++) {
        if (!on[k]) continue;
        if (smt_model_eval(c->smt, S(tc, &g, cand_at(tc, A, B, &cs[k], phase == 0 ? 1 : 2))) != term_true(tc)) on[k] = 0, dropped++;
      }
      smt_pop(c->smt, 1);
      if (!dropped) return 0; /* the model says nothing about the candidates: give up */
    }
  }
  term_ref inv = ax; /* facts of the folds' P (fold_cands), with the invariant */
  strbuf sb = {0};
  for (int k = 0; k < nc; k++) {
    if (!on[k]) continue;
    inv = term_and2(tc, inv, cand_at(tc, A, B, &cs[k], 0));
    if (cs[k].k == C_PROP) c->used++;
    if (cs[k].k == C_EQ || cs[k].k == C_EQX || cs[k].k == C_KEEP || cs[k].k == C_PROP || cs[k].k == C_FORM || !(sb.data && sb.len > 400))
      sb_printf(&sb, "%s%s", sb.data && sb.len ? " && " : "", cand_text(c->a, A, B, &cs[k]));
  }
  if (events) sb_printf(&sb, "%s%s", sb.data && sb.len ? " && " : "", "the inputs reach both loops");
  sigma g;
  sigma_build(&g, A, B, cs, on, nc, c->a);
  /* lockstep */
  term_ref bad_o = A->cond_bad, bad_n = B->cond_bad;
  term_ref q = term_and2(tc, inv, term_or2(tc, xor2(tc, bad_o, bad_n),
                                           term_and2(tc, term_not(tc, bad_o), xor2(tc, A->cond, B->cond))));
  term_ref qx = term_and2(tc, inv, term_and2(tc, term_not(tc, bad_o), term_or2(tc, bad_n, xor2(tc, A->cond, B->cond))));
  int ok = lockstep_holds(c, &g, q, qx, bad_o);
  if (!ok) ODBG("lockstep: the conditions\n");
  /* one iteration */
  if (ok) {
    term_ref both = term_and2(tc, term_and2(tc, A->cond, B->cond), term_not(tc, term_or2(tc, bad_o, bad_n)));
    term_ref w1o = seg_of(tc, &so, REL_P_WRONG, 1);
    term_ref diff = term_or2(tc, xor2(tc, w1o, seg_of(tc, &sn, REL_P_WRONG, 1)), xor2(tc, A->body_ok, B->body_ok));
    /* an iteration that ends the run (a panic, an exit) ends it alike in both */
    term_ref r1o = seg_of(tc, &so, REL_P_RETURNED, 1), r1n = seg_of(tc, &sn, REL_P_RETURNED, 1);
    term_ref rel1 = seg_related(c, &so, &sn, 1, &rwhy);
    term_ref unk1 = term_or2(tc, seg_of(tc, &so, REL_P_UNKNOWN, 1), seg_of(tc, &sn, REL_P_UNKNOWN, 1));
    ok = rel1 != TERM_NULL;
    if (ok) {
      term_ref d1 = term_or2(tc, diff, xor2(tc, r1o, r1n)), apart = term_and2(tc, term_and2(tc, r1o, r1n), term_not(tc, rel1));
      q = term_and2(tc, inv, term_or2(tc, unk1, term_and2(tc, both, term_or2(tc, d1, apart))));
      qx = term_and2(tc, inv, term_or2(tc, unk1, term_and2(tc, both, term_or2(tc, term_and2(tc, term_not(tc, w1o), d1), apart))));
      ok = lockstep_holds(c, &g, q, qx, w1o);
    }
    if (!ok) ODBG("lockstep: one iteration\n");
    /* what the iteration writes: seg 1, or seg 2 where both come back in the left-inside form */
    if (ok && events)
      ok = loop_events_same(c, &so, &sn, A->left_inside ? 2 : 1, term_and2(tc, inv, both), &g, "in one iteration of the loop");
  }
  /* after the loop */
  if (ok) {
    term_ref stop = term_and2(tc, term_not(tc, term_or2(tc, A->cond, B->cond)), term_not(tc, term_or2(tc, bad_o, bad_n)));
    term_ref q2 = seg_differs(c, &so, &sn, 2, term_false(tc), term_false(tc), 0, &rwhy);
    term_ref q2x = seg_differs(c, &so, &sn, 2, term_false(tc), term_false(tc), 1, &rwhy);
    ok = q2 != TERM_NULL && lockstep_holds(c, &g, term_and2(tc, term_and2(tc, inv, stop), q2),
                                           term_and2(tc, term_and2(tc, inv, stop), q2x), seg_of(tc, &so, REL_P_WRONG, 2));
    if (ok && events) ok = loop_events_same(c, &so, &sn, 2, term_and2(tc, inv, stop), &g, "after the loop");
  }
  ODBG("lockstep: %s (invariant %s)%s\n", ok ? "proved" : "failed", sb.data ? sb.data : "true",
       ok && c->excused ? ", wherever the old version stays safe" : "");
  if (ok)
    c->out->proof = arena_printf(c->a, "by induction over the first loop of each version, in lockstep%s: invariant %s",
                                 c->excused ? ", wherever the old version stays safe" : "", sb.data && sb.len ? sb.data : "true");
  sb_free(&sb);
  /* 2: EquivOn with Bad = old goes wrong (induction's caller looks for the replayed input on
   * which old goes wrong and new does not: changed_only_where_old_unsafe, else unknown) */
  return ok ? 1 + c->excused : 0;
}


/* ---- relational induction over every loop of each version ----------------------------------
 *
 * For summaries cut at every loop (rel_cutset): the cut points are the loop heads, loop k of the
 * old version paired with loop k of the new one (both numbered in the walk's order), each pair
 * with an invariant Inv_k over the two head states, found Houdini-style from the same built-in
 * candidates as above (equalities across versions, orders within one; no "kept at its entry
 * value": a nested loop is entered many times). The obligations, for every origin a (the entry,
 * or loop a's head under Inv_a), each UNSAT:
 *   arrivals   where both versions' segments from a reach the head of loop b, Inv_b holds of the
 *              states they reach it in (the candidates a model breaks are dropped, to a fixpoint);
 *   lockstep   both reach the same loop's head, or both complete: no input on which one version
 *              reaches loop b and the other does not;
 *   ends       where both complete, as in seg_differs: nothing unknown, wrong together, related
 *              ends;
 *   output     with summaries whose events carry their segment (rel_summary.out_segs: seg a + 1,
 *              0 from the entry), the events of the segments from a write the same text
 *              (output_related, per stream in program order) where both do not go wrong in them.
 * Every cycle of a body passes through a cut point, so each segment is a finite path. By
 * induction over the segments a run takes, both versions pass the same cut points in the same
 * order in related states: either both run forever (both diverge, which is going wrong, so they
 * are related), or both complete in the same segment with related ends. The text written is the
 * concatenation of the segments' texts in that order, the same segment by segment, so the same
 * (a segment that goes wrong in both has no output to compare). Loop 1's and loop 2's texts are
 * never exchanged: each is compared with the text of the same segment of the other version, so a
 * version that prints loop 2's text first differs from the first segment that prints. Returns 1
 * when proved. */

/* The arrivals of s from origin `from` at loop `to`, merged: their guards' disjunction (returned)
 * and the state as one term per variable (ite over the guards, which are disjoint). */
static term_ref arr_merged(term_ctx *tc, const rel_cutset *s, int from, int to, term_ref *vals, arena *a) {
  term_ref g = term_false(tc);
  int n = s->pts[to].n, any = 0;
  (void)a;
  for (int i = s->narr - 1; i >= 0; i--) {
    const rel_arrival *r = &s->arr[i];
    if (r->from != from || r->to != to) continue;
    for (int j = 0; j < n; j++) vals[j] = any ? term_ite(tc, r->guard, r->vals[j], vals[j]) : r->vals[j];
    g = term_or2(tc, g, r->guard);
    any = 1;
  }
  return g;
}

/* A loop's state as a rel_loopcut over variables v, for cand_at/cand_text/sigma_build. */
static rel_loopcut as_cut(const rel_cutpoint *p, term_ref *v) {
  return (rel_loopcut){.n = p->n, .names = p->names, .h = v};
}

static term_ref inv_of(term_ctx *tc, const rel_loopcut *A, const rel_loopcut *B, const cand *cs, const char *on, int nc) {
  term_ref t = term_true(tc);
  for (int k = 0; k < nc; k++)
    if (on[k]) t = term_and2(tc, t, cand_at(tc, A, B, &cs[k], 0));
  return t;
}

/* ---- induction over one version's loop against the other's exact summary ---------------------
 *
 * A loop against a version without one (a closed form, a loop the unrolling finishes): the loop
 * side L is cut at its first loop (rel_loopcut), the other side P's uncut summary is exact (no
 * bound or time hits). The loops do not run in lockstep, so the invariant is over L's head state
 * and the inputs only, and relates it to P's result through P's own formula: among the candidates
 * are h_k = v_P[x := h_j], P's returned value with an input x replaced by a head variable (a loop
 * that computes f(n) holds f(i) after i iterations). The obligations, each UNSAT:
 *   before the loop  where L completes before its loop, P completes alike (wrong together, related
 *                    ends); P has no unknown case and covers every input;
 *   initiation       reaching the loop implies Inv(entry);
 *   consecution      Inv ∧ cond ∧ the iteration completes implies Inv(next);
 *   iteration        under Inv an iteration (its condition included) goes wrong only where P goes
 *                    wrong, has no unknown case and does not end the run;
 *   variant          Inv ∧ cond ∧ the iteration completes implies V(next) <u V(h) for a term V of
 *                    the head state (an unsigned difference h_j - h_i, or h_i);
 *   after the loop   Inv ∧ the condition fails: the rest of L and P agree as before the loop.
 * On every input L either completes before the loop (related by the first obligation) or enters it
 * in a state satisfying Inv; V decreases in the well-founded order <u at every iteration that
 * completes, so after finitely many iterations L goes wrong where P does, or leaves the loop in a
 * state satisfying Inv and completes related to P. No divergence is left, so the lockstep argument
 * is not needed. Returns 1 when proved. */

/* P's returned value with input x replaced by a head variable h (TERM_NULL when x is absent). */
static term_ref form_at(term_ctx *tc, term_ref pv, term_ref x, term_ref h) {
  term_ref t = term_subst(tc, pv, 1, &x, &h);
  return t == pv ? TERM_NULL : t;
}

/* lp (L's cut summary) is the old version when lside is 0. The segment checks as in seg_differs,
 * one-sided: L's cases of segment seg, taken where `where` holds, against all of P's. */
static term_ref one_differs(ctx *c, const rel_summary *sl, int lside, const rel_summary *sp, int seg, term_ref where) {
  term_ctx *tc = c->tc;
  const char *why = NULL;
  rel_summary fl = seg_only(c, sl, seg);
  term_ref rel = lside ? ends_related(c, sp, &fl, &why) : ends_related(c, &fl, sp, &why);
  if (rel == TERM_NULL) return TERM_NULL;
  term_ref rl = seg_of(tc, sl, REL_P_RETURNED, seg), wl = seg_of(tc, sl, REL_P_WRONG, seg), ul = seg_of(tc, sl, REL_P_UNKNOWN, seg);
  term_ref rp = any_of(tc, sp, REL_P_RETURNED), wp = any_of(tc, sp, REL_P_WRONG), up = any_of(tc, sp, REL_P_UNKNOWN);
  term_ref none_l = term_not(tc, term_or2(tc, term_or2(tc, rl, wl), term_or2(tc, ul, where)));
  term_ref none_p = term_not(tc, term_or2(tc, rp, wp));
  term_ref q = term_or2(tc, term_or2(tc, ul, up), term_or2(tc, none_l, none_p));
  q = term_or2(tc, q, term_or2(tc, term_and2(tc, rl, wp), term_and2(tc, wl, rp)));
  return term_or2(tc, q, term_and2(tc, term_and2(tc, rl, rp), term_not(tc, rel)));
}

/* With a recursive P (ctx.rec_p): the definition of the recursive function at every application
 * of its uninterpreted functions in t, one unfolding deep: W(y) iff P goes wrong at y, and where it
 * does not, U(y) is P's value at y. Valid facts once rec_loop has shown that the recursion ends
 * on every input (the function is then total: it returns or goes wrong), so any check may assume
 * them. */
static void rec_apps(ctx *c, term_ref t, term_ref *seen, int *nseen, int cap, term_ref *apps, int *napps, int acap) {
  term_ctx *tc = c->tc;
  for (int i = 0; i < *nseen; i++)
    if (seen[i] == t) return;
  if (*nseen < cap) seen[(*nseen)++] = t;
  if (term_op_of(tc, t) == OP_APP) {
    term_fun f = term_app_fun(tc, t);
    if ((f == c->rec_u || f == c->rec_w) && *napps < acap) {
      int dup = 0;
      for (int i = 0; i < *napps; i++) {
        int same = term_nargs(tc, apps[i]) == term_nargs(tc, t);
        for (unsigned k = 0; same && k < term_nargs(tc, t); k++) same = term_arg(tc, apps[i], k) == term_arg(tc, t, k);
        dup |= same;
      }
      if (!dup) apps[(*napps)++] = t;
    }
  }
  for (unsigned k = 0; k < term_nargs(tc, t); k++) rec_apps(c, term_arg(tc, t, k), seen, nseen, cap, apps, napps, acap);
}

static term_ref rec_axioms(ctx *c, term_ref t) {
  term_ctx *tc = c->tc;
  if (!c->rec_p) return term_true(tc);
  enum { SEEN = 4096, APPS = 64 };
  term_ref *seen = arena_alloc(c->a, sizeof(term_ref) * SEEN), apps[APPS];
  int nseen = 0, napps = 0;
  rec_apps(c, t, seen, &nseen, SEEN, apps, &napps, APPS);
  term_ref pv = value_of(tc, c->rec_p), pw = any_of(tc, c->rec_p, REL_P_WRONG);
  const term_ref *x = c->rec_side && c->vars_new ? c->vars_new : c->vars;
  term_ref ax = term_true(tc);
  /* with a monotone wrongness (rec_mono) each application's successor y + 1 is unfolded too, and
   * every W(y) at or below the input goes wrong only where the input does: a loop counting up
   * (fib's i) reaches y + 1 in its next iteration, and its overflow there is the recursion's at
   * y + 1, so at the input */
  for (int i = 0, n0 = napps; c->rec_mono && i < n0 && napps < APPS; i++) {
    term_ref y = term_arg(tc, apps[i], 0);
    term_ref y1 = term_mk2(tc, OP_BVADD, y, term_bv(tc, term_sort_width(tc, term_sort_of(tc, y)), 1));
    apps[napps++] = term_app(tc, c->rec_w, &y1, 1);
  }
  if (c->rec_mono && napps < APPS) apps[napps++] = term_app(tc, c->rec_w, x, 1);
  for (int i = 0; i < napps; i++) {
    unsigned n = term_nargs(tc, apps[i]);
    if (n != (unsigned)c->nins) continue;
    term_ref y[16];
    for (unsigned k = 0; k < n && k < 16; k++) y[k] = term_arg(tc, apps[i], k);
    term_ref w = term_app(tc, c->rec_w, y, n), u = term_app(tc, c->rec_u, y, n);
    ax = term_and2(tc, ax, term_eq(tc, w, term_subst(tc, pw, n, x, y)));
    if (pv != TERM_NULL) ax = term_and2(tc, ax, term_or2(tc, w, term_eq(tc, u, term_subst(tc, pv, n, x, y))));
    if (c->rec_mono) {
      term_ref le = term_mk2(tc, c->rec_mono == 1 ? OP_BVSLE : OP_BVULE, y[0], x[0]);
      ax = term_and2(tc, ax, term_or2(tc, term_not(tc, term_and2(tc, le, w)), term_app(tc, c->rec_w, x, 1)));
    }
  }
  return ax;
}

/* check(), the query strengthened by rec_axioms (nothing without a recursive P). */
static smt_result check_ax(ctx *c, term_ref q) { return check(c, c->rec_p ? term_and2(c->tc, q, rec_axioms(c, q)) : q); }

/* check_ax within a share of the time left (at least a second): a Houdini check that may be hard
 * for a reason that dropping a candidate removes; timed_out is set only when the unit's own budget
 * is spent. */
static smt_result check_short(ctx *c, term_ref q, double share) {
  double secs = (c->deadline - rel_now() - c->reserve) * share;
  double full = c->deadline, cut = rel_now() + c->reserve + (secs > 1.0 ? secs : 1.0);
  if (cut < full) c->deadline = cut;
  smt_result r = check_ax(c, q);
  c->deadline = full;
  if (r == SMT_UNKNOWN && rel_now() < full - c->reserve - 0.05) c->timed_out = 0;
  return r;
}

/* A term whose only free parts are applications of a recursive P's functions (c->rec_p) at
 * constant arguments, folded to a constant by computing those applications as P's definition does
 * (rec_axioms' unfolding, applied again at the constant arguments it calls: fib(12) from fib(11)
 * and fib(10)), each at most once (m: W applications and their outcome), to at most 40 nested
 * unfoldings and `*fuel` of them. An application it cannot compute (nested too deep, out of fuel,
 * a result where P goes wrong) is left, and so is the term. */
typedef struct { term_ref w, wv, uv; } rec_known;
static term_ref rec_fold(ctx *c, term_ref t, rec_known *m, int *nm, int cap, int *fuel, int depth) {
  term_ctx *tc = c->tc;
  if (term_is_const(tc, t) || depth > 40) return t;
  enum { SEEN = 512, APPS = 16 };
  term_ref seen[SEEN], apps[APPS], from[2 * APPS], vals[2 * APPS];
  int nseen = 0, napps = 0, nv = 0;
  rec_apps(c, t, seen, &nseen, SEEN, apps, &napps, APPS);
  const term_ref *x = c->rec_side && c->vars_new ? c->vars_new : c->vars;
  term_ref pv = value_of(tc, c->rec_p), pw = any_of(tc, c->rec_p, REL_P_WRONG);
  for (int i = 0; i < napps; i++) {
    unsigned n = term_nargs(tc, apps[i]);
    term_ref y[16];
    if (n != (unsigned)c->nins || n > 16) return t;
    for (unsigned k = 0; k < n; k++)
      if (!term_is_const(tc, y[k] = term_arg(tc, apps[i], k))) return t;
    term_ref w = term_app(tc, c->rec_w, y, n);
    int j = 0;
    while (j < *nm && m[j].w != w) j++;
    if (j == *nm) {
      if (*nm >= cap || --*fuel < 0) return t;
      term_ref wv = rec_fold(c, term_subst(tc, pw, n, x, y), m, nm, cap, fuel, depth + 1), uv = TERM_NULL;
      if (wv == term_false(tc) && pv != TERM_NULL) uv = rec_fold(c, term_subst(tc, pv, n, x, y), m, nm, cap, fuel, depth + 1);
      if (!term_is_const(tc, wv) || (uv != TERM_NULL && !term_is_const(tc, uv))) return t;
      m[j = (*nm)++] = (rec_known){w, wv, uv};
    }
    /* rec_apps keeps one application per argument list: both functions' are replaced */
    from[nv] = w, vals[nv++] = m[j].wv;
    if (m[j].uv != TERM_NULL) from[nv] = term_app(tc, c->rec_u, y, n), vals[nv++] = m[j].uv;
  }
  return nv ? term_subst(tc, t, (unsigned)nv, from, vals) : t;
}

static term_ref rec_fold_any(ctx *c, term_ref t, rec_known *m, int *nm, int cap, int *fuel) {
  return c->rec_p && !term_is_const(c->tc, t) ? rec_fold(c, t, m, nm, cap, fuel, 0) : t;
}

/* Drops the candidates that a few concrete runs of L's loop falsify: small input values put into
 * the entry state, then the next state while the condition holds and the iteration completes,
 * every candidate evaluated in each state reached (a term over constants folds to a constant;
 * one that does not, e.g. over an array or an uninterpreted call, is kept). A state reached by a
 * run is one an invariant must hold in, so only candidates that are no invariant are dropped, and
 * the solver's Houdini checks need not find models for them (products of many wrong closed forms
 * make slow models). */
static void concrete_filter(ctx *c, const rel_loopcut *L, const cand *cs, char *on, int nc) {
  term_ctx *tc = c->tc;
  static const int64_t pick[] = {0, 1, 2, 3, 5, 7, 10, 13, -1, -4, 100, 31};
  enum { NPICK = sizeof pick / sizeof pick[0], TRIALS = 16, STEPS = 24 };
  unsigned ni = (unsigned)c->nins, n = (unsigned)L->n;
  term_ref *iv = arena_alloc(c->a, sizeof(term_ref) * (ni + 1)), *hv = arena_alloc(c->a, sizeof(term_ref) * (n + 1));
  term_ref *from = arena_alloc(c->a, sizeof(term_ref) * (ni + n + 1)), *to = arena_alloc(c->a, sizeof(term_ref) * (ni + n + 1));
  /* a recursive P's applications at the constants a run reaches, computed once for all trials */
  enum { RK = 512 };
  rec_known *rk = arena_alloc(c->a, sizeof(rec_known) * RK);
  int nrk = 0, fuel = 4 * RK;
  for (int trial = 0; trial < TRIALS; trial++) {
    unsigned m = 0;
    for (unsigned k = 0; k < ni; k++) {
      term_sort so = term_sort_of(tc, c->vars[k]);
      if (term_sort_kind_of(tc, so) != TS_BV) continue;
      unsigned w = term_sort_width(tc, so);
      from[m] = c->vars[k], to[m++] = iv[k] = term_bv(tc, w, (uint64_t)pick[(trial + 5 * k + (unsigned)trial / NPICK) % NPICK]);
    }
    unsigned mi = m;
    if (term_subst(tc, L->entry_g, mi, from, to) != term_true(tc)) continue;
    int ok = 1;
    for (unsigned k = 0; k < n && ok; k++) ok = term_is_const(tc, hv[k] = term_subst(tc, L->entry[k], mi, from, to));
    for (int step = 0; ok && step < STEPS; step++) {
      m = mi;
      for (unsigned k = 0; k < n; k++) from[m] = L->h[k], to[m++] = hv[k];
      for (int k = 0; k < nc; k++)
        if (on[k] && rec_fold_any(c, term_subst(tc, cand_at(tc, L, L, &cs[k], 0), m, from, to), rk, &nrk, RK, &fuel) == term_false(tc))
          on[k] = 0, ODBG("one: a run drops %s (trial %d, step %d)\n", cs[k].text && cs[k].k == C_FORM ? cs[k].text : "a candidate", trial, step);
      if (term_subst(tc, L->cond, m, from, to) != term_true(tc) || term_subst(tc, L->cond_bad, m, from, to) != term_false(tc) ||
          term_subst(tc, L->body_ok, m, from, to) != term_true(tc))
        break;
      term_ref *nv = arena_alloc(c->a, sizeof(term_ref) * (n + 1));
      for (unsigned k = 0; k < n && ok; k++) ok = term_is_const(tc, nv[k] = term_subst(tc, L->next[k], m, from, to));
      memcpy(hv, nv, sizeof(term_ref) * n);
    }
  }
}

/* Recursion against a loop whose state holds the recursion's values at consecutive arguments
 * (fib's a = fib(i - 1), b = fib(i)): for a one-parameter recursion and each counter v of the loop
 * (stepped by a constant) and d in -1, 0, 1, the candidates "the recursive version does not go
 * wrong at v + d" and "w = its result at v + d" for each head variable w of the result's sort,
 * and v at or above its start where that is a constant. At most 4 n (n + 1) of them. */
static void rec_counter_cands(ctx *c, const rel_loopcut *L, int lside, cand *cs, int *nc) {
  term_ctx *tc = c->tc;
  if (c->nins != 1 || L->n < 1) return;
  const char *ln = lside ? "new" : "old", *pn = lside ? "old" : "new";
  term_sort ps = term_sort_of(tc, c->vars[0]), rs = term_sort_of(tc, term_app(tc, c->rec_u, &c->vars[0], 1));
  for (int v = 0; v < L->n; v++) {
    if (term_sort_of(tc, L->h[v]) != ps || step_const(tc, moved(tc, L, v), L->h[v]) == TERM_NULL) continue;
    if (term_is_const(tc, L->entry[v])) {
      /* the counter at or above its (constant) start, signed: without it a head state with
       * v = INT_MIN makes v - 1 wrap to INT_MAX, where the recursion's result is any value */
      strbuf b = {0};
      smtlib_term(tc, L->entry[v], &b);
      cs[(*nc)++] = (cand){.k = C_GEK, .side = lside, .i = v, .t = {L->entry[v]}, .text = arena_strdup(c->a, b.data ? b.data : "")};
      sb_free(&b);
    }
    for (int d = -1; d <= 1; d++) {
      term_ref y = d ? term_mk2(tc, OP_BVADD, L->h[v], term_bv(tc, term_sort_width(tc, ps), (uint64_t)(int64_t)d)) : L->h[v];
      const char *at = d ? arena_printf(c->a, "%s_%s %s 1", L->names[v], ln, d < 0 ? "-" : "+") : arena_printf(c->a, "%s_%s", L->names[v], ln);
      for (int w = -1; w < L->n; w++) {
        if (w >= 0 && term_sort_of(tc, L->h[w]) != rs) continue;
        term_ref t0 = w < 0 ? term_not(tc, term_app(tc, c->rec_w, &y, 1)) : term_eq(tc, L->h[w], term_app(tc, c->rec_u, &y, 1));
        cand *x = &cs[(*nc)++];
        *x = (cand){.k = C_FORM, .side = lside, .t = {t0, term_subst(tc, t0, (unsigned)L->n, L->h, L->entry), term_subst(tc, t0, (unsigned)L->n, L->h, L->next)}};
        x->text = w < 0 ? arena_printf(c->a, "the %s version does not go wrong at %s := %s", pn, c->ins[0].name, at)
                        : arena_printf(c->a, "%s_%s = the %s version's result at %s := %s", L->names[w], ln, pn, c->ins[0].name, at);
      }
    }
  }
}

static int induction_one(ctx *c, const rel_summary *sl, int lside, const rel_summary *sp) {
  term_ctx *tc = c->tc;
  ODBG("one: start lside=%d n=%d, %.1f s left\n", lside, sl->cut->n, c->deadline - rel_now());
  /* the next state is used only where the condition holds (consecution, the variant): the
   * condition inside it (the iteration's guard) is true there, which removes the ite between the
   * next and the current state that the solver would split on */
  rel_loopcut Lc = *sl->cut;
  const rel_loopcut *L = &Lc;
  term_ref *nx = arena_alloc(c->a, sizeof(term_ref) * (size_t)(Lc.n + 1)), tt = term_true(tc);
  lits_ctx lc = {tc, {0}, 0};
  lits_add(&lc, Lc.cond);
  for (int k = 0; k < Lc.n; k++) nx[k] = term_subst_decide(tc, Lc.next[k], 1, &Lc.cond, &tt, lits_decide, &lc);
  Lc.next = nx;
  /* the segments' checks do not compare output (a recursive P's events are its calls: rec_loop) */
  if (sl->nout || (sp->nout && c->rec_p != sp)) return 0;
  const char *ln = lside ? "new" : "old", *pn = lside ? "old" : "new";
  /* before the loop: where L hands over to its loop, nothing is asked of this segment */
  term_ref q0 = one_differs(c, sl, lside, sp, 0, L->entry_g);
  if (q0 == TERM_NULL || check_ax(c, q0) != SMT_UNSAT) { ODBG("one: q0 fails\n"); return 0; }
  smt_pop(c->smt, 1);
  /* candidates: orders and kept values of L's state, and the closed forms of P's value */
  term_ref pv = value_of(tc, sp);
  int n = L->n, nc = 0, mx = 4 * n * n + n + (n + 1) * (n + 1) * (c->nins + 1) + 3 + 4 * n * (n + 1) + n * n * c->nins;
  const char *pres = c->defined ? c->defined : arena_printf(c->a, "the %s version's result", pn);
  cand *cs = arena_alloc(c->a, sizeof(cand) * (size_t)mx);
  for (int i = 0; i < n; i++) {
    cs[nc++] = (cand){.k = C_KEEP, .side = lside, .i = i};
    if (term_sort_kind_of(tc, term_sort_of(tc, L->h[i])) != TS_BV) continue;
    for (int j = 0; j < n; j++)
      if (j != i && term_sort_of(tc, L->h[i]) == term_sort_of(tc, L->h[j])) {
        cs[nc++] = (cand){.k = C_ULE, .side = lside, .i = i, .j = j};
        cs[nc++] = (cand){.k = C_SLE, .side = lside, .i = i, .j = j};
        cs[nc++] = (cand){.k = C_ULEK, .side = lside, .i = i, .j = j};
        cs[nc++] = (cand){.k = C_SLEK, .side = lside, .i = i, .j = j};
      }
  }
  /* a head variable, or what L returns when it leaves the loop in this state (its segment 2's
   * value over h: `return s - 1` after the loop), against P's value at an input := a head variable */
  rel_summary l2 = seg_only(c, sl, 2);
  term_ref lv = value_of(tc, &l2);
  /* (not for a recursive P: each form would bring its calls' unfoldings into every check) */
  for (int k = 0; pv != TERM_NULL && !c->rec_p && k <= n; k++) {
    term_ref lhs = k < n ? L->h[k] : lv;
    if (lhs == TERM_NULL || term_sort_of(tc, lhs) != term_sort_of(tc, pv)) continue;
    const char *lt = k < n ? arena_printf(c->a, "%s_%s", L->names[k], ln) : arena_printf(c->a, "what the %s version returns after the loop", ln);
    for (int m = -1; m < c->nins; m++)
      for (int j = 0; j < (m < 0 ? 1 : n); j++) {
        term_ref f = pv;
        if (m >= 0) {
          if (term_sort_of(tc, c->vars[m]) != term_sort_of(tc, L->h[j])) continue;
          f = form_at(tc, pv, c->vars[m], L->h[j]);
          if (f == TERM_NULL) continue;
        }
        term_ref t0 = term_eq(tc, lhs, f);
        cand *x = &cs[nc++];
        *x = (cand){.k = C_FORM, .side = lside, .t = {t0, term_subst(tc, t0, (unsigned)n, L->h, L->entry), term_subst(tc, t0, (unsigned)n, L->h, L->next)}};
        x->text = m < 0 ? arena_printf(c->a, "%s = %s", lt, pres)
                        : arena_printf(c->a, "%s = %s at %s := %s_%s", lt, pres, c->ins[m].name, L->names[j], ln);
      }
  }
  /* against a defined term (via_defined): an accumulator plus the term at what is left of the input
   * is the term at the input (c_old + bits(x_old) = bits(x)) */
  for (int k = 0; pv != TERM_NULL && c->defined && k < n; k++) {
    if (term_sort_of(tc, L->h[k]) != term_sort_of(tc, pv)) continue;
    for (int m = 0; m < c->nins; m++)
      for (int j = 0; j < n; j++) {
        if (j == k || term_sort_of(tc, c->vars[m]) != term_sort_of(tc, L->h[j])) continue;
        term_ref f = form_at(tc, pv, c->vars[m], L->h[j]);
        if (f == TERM_NULL) continue;
        term_ref t0 = term_eq(tc, term_mk2(tc, OP_BVADD, L->h[k], f), pv);
        cand *x = &cs[nc++];
        *x = (cand){.k = C_FORM, .side = lside, .t = {t0, term_subst(tc, t0, (unsigned)n, L->h, L->entry), term_subst(tc, t0, (unsigned)n, L->h, L->next)}};
        x->text = arena_printf(c->a, "%s_%s + %s at %s := %s_%s = %s", L->names[k], ln, pres, c->ins[m].name, L->names[j], ln, pres);
      }
  }
  if (c->rec_p && pv != TERM_NULL) {
    /* recursion against a loop: the recursive version's outcome from the loop's state (each
     * parameter the head variable of its name) is its outcome from the inputs */
    term_ref *to = arena_alloc(c->a, sizeof(term_ref) * (size_t)(c->nins + 1));
    int all = 1;
    for (int m = 0; m < c->nins && all; m++) {
      all = 0;
      for (int j = 0; j < n && !all; j++)
        if (!strcmp(L->names[j], c->ins[m].name) && term_sort_of(tc, L->h[j]) == term_sort_of(tc, c->vars[m])) to[m] = L->h[j], all = 1;
    }
    if (all) {
      term_ref pw = any_of(tc, sp, REL_P_WRONG);
      term_ref t[2] = {term_eq(tc, term_subst(tc, pw, (unsigned)c->nins, c->vars, to), pw),
                       term_or2(tc, pw, term_eq(tc, term_subst(tc, pv, (unsigned)c->nins, c->vars, to), pv))};
      for (int k = 0; k < 2; k++) {
        cand *x = &cs[nc++];
        *x = (cand){.k = C_FORM, .side = lside, .t = {t[k], term_subst(tc, t[k], (unsigned)n, L->h, L->entry), term_subst(tc, t[k], (unsigned)n, L->h, L->next)}};
        x->text = arena_printf(c->a, k ? "where the %s version does not go wrong, its result from the loop's state is its result from the inputs"
                                       : "the %s version goes wrong from the loop's state where it does from the inputs", pn);
      }
    }
    rec_counter_cands(c, L, lside, cs, &nc);
  }
  char *on = arena_alloc(c->a, (size_t)nc + 1);
  term_ref go = term_and2(tc, term_and2(tc, L->cond, L->body_ok), term_not(tc, L->cond_bad));
  /* Houdini: what concrete runs falsify first, then initiation and consecution to a fixpoint
   * (orders and closed forms together: an order may hold only with the form, `i <=u s` with
   * s = 3i) */
  memset(on, 1, (size_t)nc + 1);
  concrete_filter(c, L, cs, on, nc);
  /* against a defined term, only a closed form relates the loop to it: where concrete runs leave
   * none, the attempt ends here, at the cost of those runs */
  int forms = 0;
  for (int k = 0; k < nc; k++) forms |= on[k] && cs[k].k == C_FORM;
  if (c->defined && !forms) return ODBG("one: concrete runs leave no closed form of %s\n", c->defined), 0;
  for (int phase = 0; phase < 2; phase++) {
    for (;;) {
      term_ref inv_h = inv_of(tc, L, L, cs, on, nc), goal = term_true(tc);
      for (int k = 0; k < nc; k++)
        if (on[k]) goal = term_and2(tc, goal, cand_at(tc, L, L, &cs[k], phase == 0 ? 1 : 2));
      term_ref hyp = phase == 0 ? L->entry_g : term_and2(tc, inv_h, go);
      smt_result r = check_short(c, term_and2(tc, hyp, term_not(tc, goal)), 0.3);
      if (r == SMT_UNKNOWN) {
        /* no answer on the conjunction: each candidate alone under all of them, and one without
         * an answer is dropped (any subset that passes is as good an invariant) */
        smt_pop(c->smt, 1);
        if (c->timed_out) return ODBG("one: %s: no answer (%s)\n", phase ? "consecution" : "initiation", smt_reason(c->smt)), 0;
        int dropped = 0;
        for (int k = 0; k < nc; k++) {
          if (!on[k]) continue;
          term_ref one = cand_at(tc, L, L, &cs[k], phase == 0 ? 1 : 2);
          /* against a defined term the few candidates left are the proof's crux (a popcount's
           * step takes z3 over a second): a larger share each */
          smt_result rk = check_short(c, term_and2(tc, hyp, term_not(tc, one)), c->defined ? 0.3 : 0.1);
          if (rk == SMT_SAT) {
            for (int m = 0; m < nc; m++)
              if (on[m] && smt_model_eval(c->smt, cand_at(tc, L, L, &cs[m], phase == 0 ? 1 : 2)) != term_true(tc)) on[m] = 0, dropped++;
          } else if (rk == SMT_UNKNOWN) {
            on[k] = 0, dropped++;
          }
          smt_pop(c->smt, 1);
          if (c->timed_out) return ODBG("one: %s: out of time\n", phase ? "consecution" : "initiation"), 0;
          if (rk == SMT_SAT) break; /* the hypothesis changed */
        }
        /* every candidate holds alone under the same hypothesis: then so does their conjunction
         * (the solver had no answer on it, the candidates' checks each had one) */
        if (!dropped) break;
        continue;
      }
      if (r == SMT_UNSAT) {
        smt_pop(c->smt, 1);
        break;
      }
      int dropped = 0;
      for (int k = 0; k < nc; k++)
        if (on[k] && smt_model_eval(c->smt, cand_at(tc, L, L, &cs[k], phase == 0 ? 1 : 2)) != term_true(tc)) on[k] = 0, dropped++;
      smt_pop(c->smt, 1);
      if (!dropped) return ODBG("one: %s: the model drops no candidate\n", phase ? "consecution" : "initiation"), 0;
    }
  }
  for (int k = 0; k < nc; k++) if (on[k]) ODBG("one: inv %s\n", cand_text(c->a, L, L, &cs[k]));
  term_ref inv = inv_of(tc, L, L, cs, on, nc);
  /* the iteration: its condition or body goes wrong only where P does; no unknown, no end */
  term_ref wp = any_of(tc, sp, REL_P_WRONG);
  term_ref w1 = seg_of(tc, sl, REL_P_WRONG, 1), u1 = seg_of(tc, sl, REL_P_UNKNOWN, 1), r1 = seg_of(tc, sl, REL_P_RETURNED, 1);
  term_ref stuck = term_and2(tc, term_and2(tc, L->cond, term_not(tc, L->cond_bad)),
                             term_not(tc, term_or2(tc, L->body_ok, term_or2(tc, w1, term_or2(tc, u1, r1)))));
  term_ref q = term_and2(tc, inv, term_or2(tc, term_or2(tc, u1, r1), term_or2(tc, term_and2(tc, w1, term_not(tc, wp)), stuck)));
  if (check_ax(c, q) != SMT_UNSAT) { ODBG("one: iteration fails\n"); return 0; }
  smt_pop(c->smt, 1);
  /* the variant: first under the invariant without its closed forms (a weaker hypothesis, so
   * what holds under it holds under the whole; a counter's bound rarely needs the form, and a
   * non-linear form makes each check slow), then under the whole invariant */
  const char *vtext = NULL;
  term_ref inv_nf = term_true(tc);
  for (int k = 0; k < nc; k++)
    if (on[k] && cs[k].k != C_FORM) inv_nf = term_and2(tc, inv_nf, cand_at(tc, L, L, &cs[k], 0));
  for (int pass = inv_nf == inv; pass < 2 && !vtext; pass++)
  for (int i = 0; i < n && !vtext; i++) {
    term_sort si = term_sort_of(tc, L->h[i]);
    if (term_sort_kind_of(tc, si) != TS_BV) continue;
    for (int j = -1; j < n && !vtext; j++) {
      if (j == i || (j >= 0 && term_sort_of(tc, L->h[j]) != si)) continue;
      term_ref v = j < 0 ? L->h[i] : term_mk2(tc, OP_BVSUB, L->h[j], L->h[i]);
      term_ref vn = j < 0 ? L->next[i] : term_mk2(tc, OP_BVSUB, L->next[j], L->next[i]);
      smt_result r = check_short(c, term_and2(tc, term_and2(tc, pass ? inv : inv_nf, go), term_not(tc, term_mk2(tc, OP_BVULT, vn, v))), 0.1);
      smt_pop(c->smt, 1);
      if (r == SMT_UNKNOWN && c->timed_out) return 0;
      if (r == SMT_UNSAT)
        vtext = j < 0 ? arena_printf(c->a, "%s_%s", L->names[i], ln) : arena_printf(c->a, "%s_%s - %s_%s", L->names[j], ln, L->names[i], ln);
    }
  }
  if (!vtext) { ODBG("one: no variant\n"); return 0; }
  /* after the loop */
  term_ref stop = term_and2(tc, term_not(tc, L->cond), term_not(tc, L->cond_bad));
  term_ref q2 = one_differs(c, sl, lside, sp, 2, term_false(tc));
  if (q2 == TERM_NULL) return 0;
  q2 = term_and2(tc, term_and2(tc, inv, stop), q2);
  /* Head variables the orders and the failed condition make equal (i <= n and not i < n) are
   * replaced by one another first: Φ implying x = y, Φ is equisatisfiable with Φ[x := y], and the
   * closed form at x := y is then the other version's own term (the solver does not find i = n
   * under a product i * i by itself). Each equality is an UNSAT check over the orders alone. */
  term_ref orders = term_true(tc);
  for (int k = 0; k < nc; k++)
    if (on[k] && cs[k].k != C_FORM) orders = term_and2(tc, orders, cand_at(tc, L, L, &cs[k], 0));
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++) {
      if (term_sort_of(tc, L->h[i]) != term_sort_of(tc, L->h[j]) || term_sort_kind_of(tc, term_sort_of(tc, L->h[i])) != TS_BV) continue;
      smt_result r = check_ax(c, term_and2(tc, term_and2(tc, orders, stop), term_not(tc, term_eq(tc, L->h[i], L->h[j]))));
      smt_pop(c->smt, 1);
      if (r == SMT_UNSAT) q2 = term_subst(tc, q2, 1, &L->h[i], &L->h[j]);
    }
  if (check_ax(c, q2) != SMT_UNSAT) { ODBG("one: exit fails (%s)\n", smt_reason(c->smt)); return 0; }
  smt_pop(c->smt, 1);
  /* the proof's words leave out what the kept values and plain orders already say */
  char *kept = arena_alloc(c->a, (size_t)n + 1);
  memset(kept, 0, (size_t)n + 1);
  for (int k = 0; k < nc; k++)
    if (on[k] && cs[k].k == C_KEEP) kept[cs[k].i] = 1;
  strbuf sb = {0};
  for (int k = 0; k < nc; k++) {
    if (!on[k]) continue;
    if ((cs[k].k == C_ULEK || cs[k].k == C_SLEK) && (kept[cs[k].i] || (k >= 2 && on[k - 2]))) continue;
    if (cs[k].k == C_KEEP || cs[k].k == C_FORM || !(sb.data && sb.len > 600))
      sb_printf(&sb, "%s%s", sb.data && sb.len ? " && " : "", cand_text(c->a, L, L, &cs[k]));
  }
  c->out->proof = arena_printf(c->a, "by induction over the first loop of the %s version against %s: invariant %s; the "
                               "variant %s decreases (unsigned) in every iteration",
                               ln, c->defined ? c->defined : arena_printf(c->a, "the %s version's summary (no loop left unfinished)", pn),
                               sb.data && sb.len ? sb.data : "true", vtext);
  sb_free(&sb);
  return 1;
}

/* ---- two loops against a defined term ----------------------------------------------------------
 *
 * Two loops that do not run in lockstep (one shifts its input right once per iteration, the other
 * clears its lowest set bit: bit length against number of set bits) may each compute one function
 * of an input that neither version writes out. Each version's loop is proved against that
 * function f as if f were the other version's exact summary (induction_one: one case, returns
 * f(x), never goes wrong), with the accumulation candidates h_k + f(h_j) = f(x) besides the usual
 * ones; both proved, old ≡ f ≡ new on every input, each equivalence total (induction_one's
 * variant: no divergence left). The defined terms: the number of set bits of a bit-vector input,
 * as the sum of its bits at the result's width. */
static term_ref bits_set(term_ctx *tc, term_ref x, unsigned rw) {
  /* summed at the narrowest width that holds w (6 bits for 32), then extended: a far smaller
   * adder chain for the solver than one at the result's width. (A tree of additions is smaller
   * still, but its pairs of bits do not line up with those of x >> 1: z3 took 3.3 s on the shift
   * loop's step with it, under 0.5 s with this chain, whose bits of x >> 1 are those of x moved by
   * one.) */
  unsigned w = term_sort_width(tc, term_sort_of(tc, x)), nw = 1;
  while ((1u << nw) <= w) nw++;
  term_ref sum = term_bv(tc, nw, 0);
  for (unsigned i = 0; i < w; i++) sum = term_mk2(tc, OP_BVADD, sum, term_zext(tc, nw - 1, term_extract(tc, i, i, x)));
  return nw < rw ? term_zext(tc, rw - nw, sum) : sum;
}

static int via_defined(ctx *c, const rel_summary *so, const rel_summary *sn) {
  term_ctx *tc = c->tc;
  const rel_rtype *rt = &so->rtype;
  if (rt->kind != REL_V_INT || rt->width < 8 || rt->width > 64 || rt->wrapped || sn->rtype.kind != rt->kind ||
      sn->rtype.width != rt->width || sn->rtype.is_signed != rt->is_signed || (c->vars_new && c->vars_new != c->vars) || c->rec_p)
    return 0;
  /* old ≡ f and f ≡ new give old ≡ new for the identity only (a relation need not compose), and
   * f stands for a result alone: no part of the program's state (a global) among the inputs */
  if (!rel_relation_is_identity(&c->o->R)) return 0;
  /* (and scalars only: no array or pointer whose elements a version writes, which f says nothing of) */
  for (int m = 0; m < c->nins; m++)
    if (c->ins[m].by_name || c->ins[m].array_cap > 0 || c->ins[m].kind == REL_IN_TREE) return 0;
  for (int m = 0; m < c->nins; m++) {
    term_sort s = term_sort_of(tc, c->vars[m]);
    if (term_sort_kind_of(tc, s) != TS_BV || term_sort_width(tc, s) > 64) continue;
    rel_summary P = {0};
    P.rtype = *rt;
    P.npaths = 1;
    P.paths = arena_alloc(c->a, sizeof(rel_path));
    P.paths[0] = (rel_path){.kind = REL_P_RETURNED, .guard = term_true(tc), .value = bits_set(tc, c->vars[m], (unsigned)rt->width), .loc = "?"};
    c->defined = arena_printf(c->a, "the number of set bits of %s", c->ins[m].name);
    ODBG("defined: %s\n", c->defined);
    const char *was = c->out->proof;
    int ok = induction_one(c, so, 0, &P);
    const char *p_old = ok ? c->out->proof : NULL;
    ok = ok && induction_one(c, sn, 1, &P);
    /* one version's proof alone shows nothing about the pair: not left in the verdict */
    c->out->proof = ok ? arena_printf(c->a, "both versions compute %s: %s; and %s", c->defined, p_old, c->out->proof) : was;
    c->defined = NULL;
    if (ok) return 1;
  }
  return 0;
}

/* ---- recursion: the Godlin–Strichman rule -------------------------------------------------------
 *
 * A function that calls itself deeper than the inlining bound: both versions are summarised with
 * their own recursive calls abstracted (rel_sym_opts.rec_uf): a call goes wrong where
 * rec:wrong(args) holds and returns rec:value(args) elsewhere, the SAME two uninterpreted functions
 * in both versions, and each call is an event (guard, arguments). The obligation, UNSAT: for some
 * input and some interpretation of the two functions, a version has an unknown case or none, one
 * version returns where the other goes wrong, or both return with unrelated results or with
 * different sets of calls (a call whose arguments no call of the other version has).
 * Why that is total equivalence (scalar arguments, an integer result, no globals: a call has no
 * effect but its outcome): let old return or go wrong on x after calls of depth < k, and assume
 * (induction on k) that new agrees with old on the arguments of those calls. Interpret the
 * functions by old's outcomes on them, and where old makes no call by new's own outcome (if new
 * runs forever in such a call, new diverges, which is going wrong: related to a wrong old). Then
 * the abstracted runs are the real ones: if old returns, new returns alike and makes only calls
 * old makes (equal sets), so it is new's real run; if old goes wrong, new goes wrong or diverges.
 * The same holds with the versions swapped, so where one runs forever the other cannot end: both
 * diverge. The relation is the identity only (the hypothesis equates the calls' results).
 * Returns 1 when proved. */

/* Every call of x (guard, arguments) is a call of y on the same input: a term. */
static term_ref calls_within(term_ctx *tc, const rel_summary *x, const rel_summary *y) {
  term_ref all = term_true(tc);
  for (int i = 0; i < x->nout; i++) {
    const rel_out_event *e = &x->out[i];
    term_ref any = term_false(tc);
    for (int j = 0; j < y->nout; j++) {
      const rel_out_event *f = &y->out[j];
      if (f->nargs != e->nargs || strcmp(f->what, e->what)) continue;
      term_ref m = f->guard;
      for (int k = 0; k < e->nargs && m != term_false(tc); k++)
        m = term_sort_of(tc, e->args[k]) == term_sort_of(tc, f->args[k]) ? term_and2(tc, m, term_eq(tc, e->args[k], f->args[k])) : term_false(tc);
      any = term_or2(tc, any, m);
    }
    all = term_and2(tc, all, term_or2(tc, term_not(tc, e->guard), any));
  }
  return all;
}

/* Whether a one-parameter recursion's wrongness is monotone: W(y) -> W(y + 1) wherever y + 1 does
 * not wrap (signed, else unsigned), by one unfolding at y and y + 1 (rec_axioms, valid once the
 * recursion ends: rec_loop). By induction on x - y, W(y) -> W(x) then holds for every y <= x in
 * that order, which rec_axioms states at each application (c->rec_mono). Fibonacci's W(n + 1)
 * has W(n) as a disjunct (its first call); a loop computing it upward overflows in the iteration
 * that reaches the recursion's first wrong argument, which must then make the input's run go wrong. */
static void rec_monotone(ctx *c) {
  term_ctx *tc = c->tc;
  c->rec_mono = 0;
  if (c->nins != 1 || term_sort_kind_of(tc, term_sort_of(tc, c->vars[0])) != TS_BV) return;
  const term_ref *x = c->rec_side && c->vars_new ? c->vars_new : c->vars;
  unsigned w = term_sort_width(tc, term_sort_of(tc, x[0]));
  term_ref y = term_var(tc, "rec:mono:y", term_sort_of(tc, x[0]));
  term_ref y1 = term_mk2(tc, OP_BVADD, y, term_bv(tc, w, 1));
  for (int order = 1; order <= 2; order++) {
    /* the largest value of the order: y + 1 wraps there */
    term_ref top = order == 1 ? term_bv(tc, w, (1ull << (w - 1)) - 1) : term_bv(tc, w, w >= 64 ? ~0ull : (1ull << w) - 1);
    term_ref q = term_and2(tc, term_not(tc, term_eq(tc, y, top)),
                           term_and2(tc, term_app(tc, c->rec_w, &y, 1), term_not(tc, term_app(tc, c->rec_w, &y1, 1))));
    /* the products of the unfoldings as uninterpreted functions first: W(y + 1) has W(y) as a
     * disjunct or W(y) is false, whatever an overflow test says */
    smt_abstract_set(c->smt, 1);
    smt_result r = check(c, term_and2(tc, q, rec_axioms(c, q)));
    smt_abstract_set(c->smt, 0);
    smt_pop(c->smt, 1);
    ODBG("rec: wrongness monotone (%s): %s\n", order == 1 ? "signed" : "unsigned", smt_result_name(r));
    if (r == SMT_UNSAT) {
      c->rec_mono = order;
      return;
    }
  }
}

/* Recursion against a loop: the recursive version R, summarised with its calls abstracted, is the
 * exact summary P of induction_one against the other version's first loop, once the recursion is
 * shown to end: some input x read unsigned decreases at every call (each call's argument <u x), so
 * every run of R ends after finitely many calls (or goes wrong), and interpreting the calls'
 * functions by R's own outcomes satisfies every unfolding rec_axioms states. Returns 1 when proved. */
static int rec_loop(ctx *c, const rel_summary *R, int rside) {
  term_ctx *tc = c->tc;
  if ((c->pre != TERM_NULL && c->pre != term_true(tc)) || R->rtype.kind != REL_V_INT || c->nins < 1 || c->nins > 16) return 0;
  term_sort dom[16];
  for (int m = 0; m < c->nins; m++) dom[m] = term_sort_of(tc, c->vars[m]);
  const char *unit = c->side[rside].unit;
  c->rec_w = term_fun_declare(tc, arena_printf(c->a, "rec:wrong:%s", unit), (unsigned)c->nins, dom, term_sort_bool(tc));
  c->rec_u = term_fun_declare(tc, arena_printf(c->a, "rec:value:%s", unit), (unsigned)c->nins, dom, term_sort_bv(tc, (unsigned)R->rtype.width));
  /* the recursion ends: a decreasing input */
  const char *vname = NULL;
  for (int m = 0; m < c->nins && !vname; m++) {
    if (term_sort_kind_of(tc, dom[m]) != TS_BV) continue;
    term_ref q = term_false(tc);
    int ok = 1;
    for (int i = 0; i < R->nout && ok; i++) {
      const rel_out_event *e = &R->out[i];
      if (e->nargs != c->nins || term_sort_of(tc, e->args[m]) != dom[m]) ok = 0;
      else q = term_or2(tc, q, term_and2(tc, e->guard, term_not(tc, term_mk2(tc, OP_BVULT, e->args[m], c->vars[m]))));
    }
    if (!ok) continue;
    smt_result r = check(c, q);
    smt_pop(c->smt, 1);
    ODBG("rec: variant %s: %s (%d calls), %.1f s left\n", c->ins[m].name, smt_result_name(r), R->nout, c->deadline - rel_now());
    if (r == SMT_UNSAT) vname = c->ins[m].name;
  }
  if (!vname) return ODBG("rec: no decreasing input\n"), 0;
  /* R's summary describes every run (no unknown case, every input covered) for every
   * interpretation of the calls: only then does rec_axioms' unfolding state R's outcome */
  term_ref rr = any_of(tc, R, REL_P_RETURNED), rw = any_of(tc, R, REL_P_WRONG), ru = any_of(tc, R, REL_P_UNKNOWN);
  smt_result rc = check(c, term_or2(tc, ru, term_not(tc, term_or2(tc, rr, rw))));
  smt_pop(c->smt, 1);
  if (rc != SMT_UNSAT) return ODBG("rec: the recursive summary is not complete\n"), 0;
  char why[512];
  rel_sym_opts oo = c->o->sym;
  oo.deadline = c->deadline - c->reserve;
  oo.cut = rside ? "ho" : "hn";
  rel_summary sl = {0};
  if (symex_side(c, 1 - rside, &oo, &sl, why, sizeof why) < 0 || !sl.cut) return ODBG("rec: the loop is not cut\n"), 0;
  c->rec_p = R, c->rec_side = rside;
  rec_monotone(c);
  /* the remainders and products of the unfoldings as uninterpreted functions first (smt_abstract.c:
   * UNSAT there is UNSAT): the step of Euclid's recursion needs congruence, not division */
  smt_abstract_set(c->smt, 1);
  int ok = induction_one(c, &sl, 1 - rside, R);
  smt_abstract_set(c->smt, 0);
  c->rec_p = NULL, c->rec_mono = 0;
  if (ok)
    c->out->proof = arena_printf(c->a, "%s; the %s version's recursion ends ('%s' decreases, unsigned, at every call) and its "
                                 "calls are uninterpreted functions, unfolded once where the checks meet them",
                                 c->out->proof, rside ? "new" : "old", vname);
  return ok;
}

/* Whether a bound of s cut a recursion (its unknown case says so): only then is the summary made
 * again with the calls abstracted. */
static int cut_by_recursion(const rel_summary *s) {
  for (int i = 0; i < s->npaths; i++)
    if (s->paths[i].kind == REL_P_UNKNOWN && s->paths[i].reason && strstr(s->paths[i].reason, "(recursion)")) return 1;
  return 0;
}

/* Recursion against a version without recursion or unfinished loops (P exact): by well-founded
 * induction on an input V that decreases (unsigned) at every call, assume that every call at
 * arguments y with V(y) <u V(x) has P's outcome at y (rec:wrong(y) iff P goes wrong at y, and
 * rec:value(y) is P's value where it does not), and show that R's body then has P's outcome at
 * x (one_differs over R's whole summary, UNSAT). The real function satisfies every such
 * hypothesis at the calls it makes, so R and P agree on every input, and R's runs end. */
static int rec_closed(ctx *c, const rel_summary *R, int rside, const rel_summary *P) {
  term_ctx *tc = c->tc;
  if ((c->pre != TERM_NULL && c->pre != term_true(tc)) || R->rtype.kind != REL_V_INT || c->nins < 1 || c->nins > 16) return 0;
  if (P->nout || P->bound_hits || P->time_hits) return 0;
  term_sort dom[16];
  for (int m = 0; m < c->nins; m++) dom[m] = term_sort_of(tc, c->vars[m]);
  const char *unit = c->side[rside].unit;
  term_fun fw = term_fun_declare(tc, arena_printf(c->a, "rec:wrong:%s", unit), (unsigned)c->nins, dom, term_sort_bool(tc));
  term_fun fu = term_fun_declare(tc, arena_printf(c->a, "rec:value:%s", unit), (unsigned)c->nins, dom, term_sort_bv(tc, (unsigned)R->rtype.width));
  term_ref pv = value_of(tc, P), pw = any_of(tc, P, REL_P_WRONG);
  for (int m = 0; m < c->nins; m++) {
    if (term_sort_kind_of(tc, dom[m]) != TS_BV) continue;
    term_ref q = term_false(tc), hyp = term_true(tc);
    int ok = 1;
    for (int i = 0; i < R->nout && ok; i++) {
      const rel_out_event *e = &R->out[i];
      if (e->nargs != c->nins) { ok = 0; break; }
      for (int k = 0; k < e->nargs; k++) ok &= term_sort_of(tc, e->args[k]) == dom[k];
      if (!ok) break;
      term_ref smaller = term_mk2(tc, OP_BVULT, e->args[m], c->vars[m]);
      q = term_or2(tc, q, term_and2(tc, e->guard, term_not(tc, smaller)));
      /* the induction hypothesis at this call's arguments */
      term_ref w = term_app(tc, fw, e->args, (unsigned)e->nargs), u = term_app(tc, fu, e->args, (unsigned)e->nargs);
      term_ref ih = term_eq(tc, w, term_subst(tc, pw, (unsigned)c->nins, c->vars, e->args));
      if (pv != TERM_NULL) ih = term_and2(tc, ih, term_or2(tc, w, term_eq(tc, u, term_subst(tc, pv, (unsigned)c->nins, c->vars, e->args))));
      hyp = term_and2(tc, hyp, term_or2(tc, term_not(tc, smaller), ih));
    }
    if (!ok) return 0;
    smt_result r = check(c, q);
    smt_pop(c->smt, 1);
    ODBG("rec-closed: variant %s: %s\n", c->ins[m].name, smt_result_name(r));
    if (r != SMT_UNSAT) continue;
    term_ref d = one_differs(c, R, rside, P, 0, term_false(tc));
    if (d == TERM_NULL) return 0;
    r = check(c, term_and2(tc, hyp, d));
    smt_pop(c->smt, 1);
    ODBG("rec-closed: step: %s\n", smt_result_name(r));
    if (r != SMT_UNSAT) return 0;
    c->out->proof = arena_printf(c->a, "by induction over the %s version's recursion against the %s version's summary: '%s' "
                                 "decreases (unsigned) at every call, and with every call at a smaller '%s' assumed to have "
                                 "the %s version's outcome there, the %s version has the %s version's outcome",
                                 rside ? "new" : "old", rside ? "old" : "new", c->ins[m].name, c->ins[m].name,
                                 rside ? "old" : "new", rside ? "new" : "old", rside ? "old" : "new");
    return 1;
  }
  return 0;
}

/* Godlin–Strichman for EquivOn (Bad = old goes wrong), where the versions differ only on inputs
 * on which the old version's recursion goes wrong (a guard added against its overflow). With the
 * same functions for both versions' calls, old's summary complete (no unknown case, every input
 * covered, for every interpretation), the obligation (UNSAT): old returns and new does not return
 * alike after only calls old makes too.
 * Sound for the interpretation by old's real outcomes (W: old does not return there, going wrong
 * or running forever): by induction on the depth of an old run that returns, new's calls are
 * calls old makes and returns from, where new returns as old does, so new's abstracted run is its
 * real one. The abstraction alone does not know where old goes wrong (13 * fact(12) overflows only
 * for fact(12)'s real value), so the check also states facts of that interpretation, for a one-
 * parameter recursion whose wrongness is monotone (rec_monotone: W(y) -> W(x) for y <= x): old's
 * outcome at the constants 0..40 computed through its definition (rec_fold) up to the first k at
 * which it goes wrong, and W(y) for every call argument y >= k. The witness tried first is k. */
static int rec_old_unsafe(ctx *c, const rel_summary *ao, const rel_summary *an, term_ref rel) {
  term_ctx *tc = c->tc;
  if (c->nins != 1 || term_sort_kind_of(tc, term_sort_of(tc, c->vars[0])) != TS_BV || ao->rtype.kind != REL_V_INT) return 0;
  term_sort dom = term_sort_of(tc, c->vars[0]);
  unsigned w = term_sort_width(tc, dom);
  const char *unit = c->side[0].unit;
  c->rec_w = term_fun_declare(tc, arena_printf(c->a, "rec:wrong:%s", unit), 1, &dom, term_sort_bool(tc));
  c->rec_u = term_fun_declare(tc, arena_printf(c->a, "rec:value:%s", unit), 1, &dom, term_sort_bv(tc, (unsigned)ao->rtype.width));
  /* the facts below unfold old's summary: it must describe every run, for every interpretation
   * of the calls (no unknown case, every input covered), as in rec_loop */
  term_ref ro = any_of(tc, ao, REL_P_RETURNED), wo = any_of(tc, ao, REL_P_WRONG), uo = any_of(tc, ao, REL_P_UNKNOWN);
  smt_result rc = check(c, term_or2(tc, uo, term_not(tc, term_or2(tc, ro, wo))));
  smt_pop(c->smt, 1);
  if (rc != SMT_UNSAT) return ODBG("rec-unsafe: the old summary is not complete\n"), 0;
  c->rec_p = ao, c->rec_side = 0;
  rec_monotone(c);
  int mono = c->rec_mono, k = 0;
  enum { RK = 512, KMAX = 40 };
  rec_known *m = arena_alloc(c->a, sizeof(rec_known) * RK);
  int nm = 0, fuel = 4 * RK;
  for (; mono && k <= KMAX; k++) {
    term_ref y = term_bv(tc, w, (uint64_t)k);
    if (rec_fold(c, term_app(tc, c->rec_w, &y, 1), m, &nm, RK, &fuel, 0) == term_true(tc)) break;
  }
  c->rec_p = NULL, c->rec_mono = 0;
  ODBG("rec-unsafe: monotone %d, first wrong argument %d (%d outcomes computed)\n", mono, k, nm);
  if (!mono || k > KMAX) return 0;
  term_ref facts = term_true(tc), kt = term_bv(tc, w, (uint64_t)k);
  for (int j = 0; j < nm; j++) {
    facts = term_and2(tc, facts, term_eq(tc, m[j].w, m[j].wv));
    if (m[j].uv != TERM_NULL) facts = term_and2(tc, facts, term_eq(tc, term_app(tc, c->rec_u, &(term_ref){term_arg(tc, m[j].w, 0)}, 1), m[j].uv));
  }
  for (int i = 0; i < ao->nout; i++) {
    const rel_out_event *e = &ao->out[i];
    if (e->nargs != 1 || term_sort_of(tc, e->args[0]) != dom) return 0;
    term_ref ge = term_mk2(tc, mono == 1 ? OP_BVSLE : OP_BVULE, kt, e->args[0]);
    facts = term_and2(tc, facts, term_or2(tc, term_not(tc, ge), term_app(tc, c->rec_w, e->args, 1)));
  }
  term_ref rn = any_of(tc, an, REL_P_RETURNED);
  term_ref alike = term_and2(tc, term_and2(tc, rn, rel), calls_within(tc, an, ao));
  term_ref q = term_and2(tc, ro, term_not(tc, alike));
  smt_abstract_set(c->smt, 1);
  smt_result r = check(c, term_and2(tc, facts, q));
  smt_abstract_set(c->smt, 0);
  ODBG("rec-unsafe: %s\n", smt_result_name(r));
  if (r == SMT_SAT) {
    /* an input on which old may return and new differ: replayed, a difference ends the verdict
     * (3: behaviour_changed); the abstraction is no evidence, the runs are */
    replay(c);
    int differs = rel_compare(&c->o->R, &c->out->old_b, &c->out->new_b) == REL_CMP_DIFFERS;
    if (!differs) c->out->has_cex = 0;
    smt_pop(c->smt, 1);
    return differs ? 3 : 0;
  }
  smt_pop(c->smt, 1);
  if (r != SMT_UNSAT) return 0;
  rel_value *h = arena_alloc(c->a, sizeof(rel_value));
  h[0] = rel_input_value(tc, &c->ins[0], kt);
  c->hint = h;
  c->out->proof = arena_printf(c->a, "by induction over the recursion (Godlin–Strichman), wherever the old version stays safe: "
                               "with each version's calls of '%s' as the same uninterpreted functions of their arguments, "
                               "wherever the old version returns the new one returns the same value after calls the old "
                               "version makes too; the old version goes wrong at every %s >= %d (%s): it does at %d, "
                               "computed through its definition, and going wrong at %s goes wrong at %s + 1",
                               unit, c->ins[0].name, k, mono == 1 ? "signed" : "unsigned", k, c->ins[0].name, c->ins[0].name);
  return 2;
}

static int recursion(ctx *c) {
  term_ctx *tc = c->tc;
  if (!rel_relation_is_identity(&c->o->R) || c->o->input_map) return 0;
  char why[512];
  rel_sym_opts oo = c->o->sym;
  oo.deadline = c->deadline - c->reserve;
  oo.rec_uf = 1;
  rel_summary ao = {0}, an = {0};
  if (symex_side(c, 0, &oo, &ao, why, sizeof why) < 0 || symex_side(c, 1, &oo, &an, why, sizeof why) < 0) return 0;
  if (ao.time_hits || an.time_hits || ao.cut || an.cut) return 0;
  const rel_summary *both[2] = {&ao, &an};
  int calls = 0, ncalls[2] = {0, 0};
  for (int s = 0; s < 2; s++) {
    for (int i = 0; i < both[s]->nout; i++)
      if (!both[s]->out[i].stream || strcmp(both[s]->out[i].stream, REL_REC_STREAM)) return 0; /* it prints */
      else calls++, ncalls[s]++;
    for (int i = 0; i < both[s]->npaths; i++)
      if (both[s]->paths[i].kind == REL_P_RETURNED && both[s]->paths[i].okind != REL_O_RETURNED) return 0; /* exit, abort */
  }
  /* one version recursive (and finished once its calls are abstracted), the other not finished
   * within the bounds (a loop) */
  for (int s = 0; s < 2; s++)
    if (ncalls[s] && !both[s]->bound_hits && !ncalls[1 - s] && both[1 - s]->bound_hits) return rec_loop(c, both[s], s);
  /* one version recursive, the other finished within the bounds (a closed form) */
  for (int s = 0; s < 2; s++)
    if (ncalls[s] && !both[s]->bound_hits && !ncalls[1 - s] && !both[1 - s]->bound_hits) return rec_closed(c, both[s], s, both[1 - s]);
  if (ao.bound_hits || an.bound_hits || !calls) return 0;
  const char *rwhy = NULL;
  term_ref rel = ends_related(c, &ao, &an, &rwhy);
  if (rel == TERM_NULL) return 0;
  term_ref ro = any_of(tc, &ao, REL_P_RETURNED), wo = any_of(tc, &ao, REL_P_WRONG), uo = any_of(tc, &ao, REL_P_UNKNOWN);
  term_ref rn = any_of(tc, &an, REL_P_RETURNED), wn = any_of(tc, &an, REL_P_WRONG), un = any_of(tc, &an, REL_P_UNKNOWN);
  term_ref same = term_and2(tc, calls_within(tc, &ao, &an), calls_within(tc, &an, &ao));
  term_ref q = term_or2(tc, term_or2(tc, uo, un), term_or2(tc, term_not(tc, term_or2(tc, ro, wo)), term_not(tc, term_or2(tc, rn, wn))));
  q = term_or2(tc, q, term_or2(tc, term_and2(tc, ro, wn), term_and2(tc, wo, rn)));
  q = term_or2(tc, q, term_and2(tc, term_and2(tc, ro, rn), term_not(tc, term_and2(tc, rel, same))));
  smt_abstract_set(c->smt, 1);
  smt_result rq = check(c, q);
  smt_abstract_set(c->smt, 0);
  if (rq != SMT_UNSAT) {
    ODBG("rec: the abstracted versions differ or no answer (%s)\n", smt_reason(c->smt));
    smt_pop(c->smt, 1);
    return c->timed_out ? 0 : rec_old_unsafe(c, &ao, &an, rel);
  }
  smt_pop(c->smt, 1);
  c->out->proof = arena_printf(c->a, "by induction over the recursion (Godlin–Strichman): with each version's calls of "
                               "'%s' as the same uninterpreted functions of their arguments (%d calls in the two "
                               "summaries), the versions go wrong on the same inputs and, where they return, return "
                               "the same value after calls with the same arguments",
                               c->side[0].unit, calls);
  return 1;
}

/* The constant cell j of side xs arrives at loop t with from the first other origin that gives
 * one (TERM_NULL: none), its text in *text. */
static term_ref arrival_const(ctx *c, const term_ref *const *g, const rel_loopcut *const *v, int K, int t, int xs, int j,
                              const char **text) {
  term_ctx *tc = c->tc;
  for (int f = -1; f < K; f++) {
    int x = (f + 1) * K + t;
    if (f == t || g[xs][x] == term_false(tc) || !term_is_const(tc, v[xs][x].h[j])) continue;
    strbuf b = {0};
    smtlib_term(tc, v[xs][x].h[j], &b);
    *text = arena_strdup(c->a, b.data ? b.data : "?");
    sb_free(&b);
    return v[xs][x].h[j];
  }
  return TERM_NULL;
}

/* Candidates at loop t for a loop that tells its first iteration apart (a join's separator: `i > 0`
 * against a flag `first`), as first_iter_cands does for one loop: a counter at or above the
 * constant it arrives with from another origin (`i >= 0`: `i > 0` against `i != 0`), and a flag of
 * either version (a constant 0 or 1 on every arrival from another origin, and each iteration of t
 * sets it to 0 or 1 or leaves it) that holds exactly where, or exactly where not, a cell of either
 * version has the constant it arrives with from another origin (`i = 0` on entering the loop).
 * g/v: each version's merged arrivals (index (f + 1) * K + t). Only candidates, proved or dropped
 * as every other; at most mx - nc. */
static int flag_cands(ctx *c, const rel_cutset *const *cut, const term_ref *const *g, const rel_loopcut *const *v, int t,
                      cand *cs, int nc, int mx) {
  term_ctx *tc = c->tc;
  int K = cut[0]->nloops, added = 0;
  for (int fs = 0; fs < 2; fs++) {
    const rel_cutpoint *p = &cut[fs]->pts[t];
    for (int i = 0; i < p->n; i++) {
      term_sort so = term_sort_of(tc, p->h[i]);
      term_sort_kind sk = term_sort_kind_of(tc, so);
      const char *kt = NULL;
      term_ref k0 = (sk == TS_BV && term_sort_width(tc, so) > 1) || sk == TS_FP ? arrival_const(c, g, v, K, t, fs, i, &kt) : TERM_NULL;
      /* a counter at or above where it starts (`i > 0` against `i != 0`) */
      if (k0 != TERM_NULL && nc + added < mx) cs[nc + added++] = (cand){.k = C_GEK, .side = fs, .i = i, .t = {k0}, .text = kt};
      if (sk != TS_BV || term_sort_width(tc, so) > 64) continue;
      int flag = 1, from_out = 0;
      for (int f = -1; f < K && flag; f++) {
        int x = (f + 1) * K + t;
        if (g[fs][x] == term_false(tc)) continue;
        term_ref val = v[fs][x].h[i];
        if (f == t) flag = val != p->h[i] && flag_step(tc, val, p->h[i], 0); /* a cell no iteration changes is no flag */
        else flag = term_is_const(tc, val) && term_bv_value(tc, val) <= 1, from_out = 1;
      }
      if (!flag || !from_out) continue;
      for (int xs = 0; xs < 2; xs++) {
        const rel_cutpoint *q = &cut[xs]->pts[t];
        for (int j = 0; j < q->n && nc + added + 1 < mx; j++) {
          term_sort_kind jk = term_sort_kind_of(tc, term_sort_of(tc, q->h[j]));
          if ((xs == fs && j == i) || (jk != TS_BV && jk != TS_FP)) continue;
          const char *jt = NULL;
          term_ref k = arrival_const(c, g, v, K, t, xs, j, &jt);
          if (k == TERM_NULL) continue;
          for (int neg = 0; neg < 2; neg++)
            cs[nc + added++] = (cand){.k = C_FLAGK, .side = fs, .i = i, .xs = xs, .j = j, .neg = neg, .t = {k}, .text = jt};
        }
      }
    }
  }
  return added;
}

/* Room for induction_all's candidates at one loop: pairs across and within the versions, the
 * constants (NCONST per cell) and flag_cands' two per flag and cell. */
static int cands_max(const rel_cutpoint *pa, const rel_cutpoint *pb) {
  int n = pa->n + pb->n;
  return 3 * pa->n * pb->n + 3 * (pa->n * pa->n + pb->n * pb->n) + 17 * n + 2 * n * n + 1;
}

static int induction_all(ctx *c, const rel_summary *so, const rel_summary *sn) {
  term_ctx *tc = c->tc;
  const rel_cutset *A = so->cuts, *B = sn->cuts;
  int K = A->nloops;
  if (B->nloops != K) return ODBG("every loop: %d loops against %d\n", K, B->nloops), 0;
  if (!loop_events_ok(so, sn, 0)) return ODBG("every loop: output events without their segments\n"), 0;
  /* candidates per loop */
  cand **cs = arena_alloc(c->a, sizeof(cand *) * (size_t)K);
  char **on = arena_alloc(c->a, sizeof(char *) * (size_t)K);
  int *nc = arena_alloc(c->a, sizeof(int) * (size_t)K);
  rel_loopcut *LA = arena_alloc(c->a, sizeof(rel_loopcut) * (size_t)K), *LB = arena_alloc(c->a, sizeof(rel_loopcut) * (size_t)K);
  for (int k = 0; k < K; k++) {
    const rel_cutpoint *pa = &A->pts[k], *pb = &B->pts[k];
    LA[k] = as_cut(pa, pa->h), LB[k] = as_cut(pb, pb->h);
    int mx = cands_max(pa, pb);
    cs[k] = arena_alloc(c->a, sizeof(cand) * (size_t)mx);
    nc[k] = 0;
    for (int i = 0; i < pa->n; i++)
      for (int j = 0; j < pb->n; j++)
        if (term_sort_of(tc, pa->h[i]) == term_sort_of(tc, pb->h[j])) {
          cs[k][nc[k]++] = (cand){.k = C_EQ, .i = i, .j = j};
        } else if (term_sort_kind_of(tc, term_sort_of(tc, pa->h[i])) == TS_BV &&
                   term_sort_kind_of(tc, term_sort_of(tc, pb->h[j])) == TS_BV && !strcmp(pa->names[i], pb->names[j])) {
          cs[k][nc[k]++] = (cand){.k = C_EQX, .side = 0, .i = i, .j = j};
          cs[k][nc[k]++] = (cand){.k = C_EQX, .side = 1, .i = i, .j = j};
        }
    for (int side = 0; side < 2; side++) {
      const rel_cutpoint *p = side ? pb : pa;
      for (int i = 0; i < p->n; i++) {
        if (term_sort_kind_of(tc, term_sort_of(tc, p->h[i])) != TS_BV) continue;
        for (int j = 0; j < p->n; j++)
          if (j != i && term_sort_of(tc, p->h[i]) == term_sort_of(tc, p->h[j])) {
            cs[k][nc[k]++] = (cand){.k = C_ULE, .side = side, .i = i, .j = j};
            cs[k][nc[k]++] = (cand){.k = C_SLE, .side = side, .i = i, .j = j};
            /* a `for` over a range has advanced its iterator past the element an inner loop
             * runs with: start = i + 1 */
            cs[k][nc[k]++] = (cand){.k = C_SUCC, .side = side, .i = i, .j = j};
          }
      }
    }
  }
  /* the merged arrivals of each version from each origin at each loop */
  int no = K + 1;
  term_ref *go = arena_alloc(c->a, sizeof(term_ref) * (size_t)(no * K)), *gn = arena_alloc(c->a, sizeof(term_ref) * (size_t)(no * K));
  rel_loopcut *vo = arena_alloc(c->a, sizeof(rel_loopcut) * (size_t)(no * K)), *vn = arena_alloc(c->a, sizeof(rel_loopcut) * (size_t)(no * K));
  for (int f = -1; f < K; f++)
    for (int t = 0; t < K; t++) {
      int x = (f + 1) * K + t;
      term_ref *va = arena_alloc(c->a, sizeof(term_ref) * (size_t)(A->pts[t].n + 1));
      term_ref *vb = arena_alloc(c->a, sizeof(term_ref) * (size_t)(B->pts[t].n + 1));
      go[x] = arr_merged(tc, A, f, t, va, c->a);
      gn[x] = arr_merged(tc, B, f, t, vb, c->a);
      vo[x] = as_cut(&A->pts[t], va), vn[x] = as_cut(&B->pts[t], vb);
    }
  /* a variable may keep a constant some segment brings to a head (a result kept at 0 until found,
   * a flag, through an inner loop too): every such constant, for every variable of its sort */
  enum { NCONST = 16 };
  term_ref kc[NCONST];
  int nk = 0;
  for (int x = 0; x < no * K; x++)
    for (int side = 0; side < 2; side++) {
      const rel_loopcut *v = side ? &vn[x] : &vo[x];
      if ((side ? gn[x] : go[x]) == term_false(tc)) continue;
      for (int i = 0; i < v->n && nk < NCONST; i++) {
        if (!term_is_const(tc, v->h[i]) || term_sort_kind_of(tc, term_sort_of(tc, v->h[i])) != TS_BV) continue;
        int dup = 0;
        for (int k = 0; k < nk; k++) dup |= kc[k] == v->h[i];
        if (!dup) kc[nk++] = v->h[i];
      }
    }
  for (int t = 0; t < K; t++)
    for (int side = 0; side < 2; side++) {
      const rel_cutpoint *p = side ? &B->pts[t] : &A->pts[t];
      for (int i = 0; i < p->n; i++)
        for (int k = 0; k < nk; k++) {
          if (term_sort_of(tc, kc[k]) != term_sort_of(tc, p->h[i])) continue;
          strbuf b = {0};
          smtlib_term(tc, kc[k], &b);
          cs[t][nc[t]++] = (cand){.k = C_CONST, .side = side, .i = i, .t = {kc[k]}, .text = arena_strdup(c->a, b.data ? b.data : "?")};
          sb_free(&b);
        }
    }
  /* flags against counters where the loops print (a join's separator; only there, so that the
   * loops that do not print cost what they did) */
  if (so->nout || sn->nout) {
    const rel_cutset *cut[2] = {A, B};
    const term_ref *gs[2] = {go, gn};
    const rel_loopcut *vs[2] = {vo, vn};
    for (int t = 0; t < K; t++) {
      nc[t] += flag_cands(c, cut, gs, vs, t, cs[t], nc[t], cands_max(&A->pts[t], &B->pts[t]));
    }
  }
  for (int k = 0; k < K; k++) {
    on[k] = arena_alloc(c->a, (size_t)nc[k] + 1);
    memset(on[k], 1, (size_t)nc[k] + 1);
  }
  /* arrivals: the invariants, weakened to a fixpoint */
  for (int changed = 1; changed;) {
    changed = 0;
    for (int f = -1; f < K; f++) {
      for (int t = 0; t < K; t++) {
        int x = (f + 1) * K + t;
        if (go[x] == term_false(tc) || gn[x] == term_false(tc)) continue;
        term_ref hyp = term_and2(tc, go[x], gn[x]);
        sigma g = {0};
        if (f >= 0) {
          hyp = term_and2(tc, hyp, inv_of(tc, &LA[f], &LB[f], cs[f], on[f], nc[f]));
          sigma_build(&g, &LA[f], &LB[f], cs[f], on[f], nc[f], c->a);
        }
        term_ref goal = inv_of(tc, &vo[x], &vn[x], cs[t], on[t], nc[t]);
        smt_result r = check(c, S(tc, &g, term_and2(tc, hyp, term_not(tc, goal))));
        if (r == SMT_UNKNOWN) return ODBG("every loop: no answer at loop %d from origin %d (%s)\n", t + 1, f + 1, smt_reason(c->smt)), 0;
        if (r == SMT_UNSAT) {
          smt_pop(c->smt, 1);
          continue;
        }
        int dropped = 0;
        for (int k = 0; k < nc[t]; k++)
          if (on[t][k] && smt_model_eval(c->smt, S(tc, &g, cand_at(tc, &vo[x], &vn[x], &cs[t][k], 0))) != term_true(tc))
            on[t][k] = 0, dropped++;
        smt_pop(c->smt, 1);
        if (!dropped) return ODBG("every loop: no invariant at loop %d from origin %d\n", t + 1, f + 1), 0;
        changed = 1;
      }
    }
  }
  /* lockstep and ends, from every origin */
  const char *rwhy = NULL;
  for (int f = -1; f < K; f++) {
    term_ref oth_o = term_false(tc), oth_n = term_false(tc), q = term_false(tc);
    for (int t = 0; t < K; t++) {
      int x = (f + 1) * K + t;
      oth_o = term_or2(tc, oth_o, go[x]);
      oth_n = term_or2(tc, oth_n, gn[x]);
      q = term_or2(tc, q, xor2(tc, go[x], gn[x]));
    }
    term_ref d = seg_differs(c, so, sn, f + 1, oth_o, oth_n, 0, &rwhy);
    if (d == TERM_NULL) return 0;
    q = term_or2(tc, q, d);
    sigma g = {0};
    if (f >= 0) {
      q = term_and2(tc, q, inv_of(tc, &LA[f], &LB[f], cs[f], on[f], nc[f]));
      sigma_build(&g, &LA[f], &LB[f], cs[f], on[f], nc[f], c->a);
    }
    if (check(c, S(tc, &g, q)) != SMT_UNSAT) return ODBG("every loop: the segments from origin %d differ\n", f + 1), 0;
    smt_pop(c->smt, 1);
    /* the text the segments from this origin write (seg f + 1), under Inv_f */
    term_ref where = f >= 0 ? inv_of(tc, &LA[f], &LB[f], cs[f], on[f], nc[f]) : term_true(tc);
    const char *part = f < 0 ? "before their loops" : arena_printf(c->a, "from the head of loop %d (%s)", f + 1, A->pts[f].loc ? A->pts[f].loc : "?");
    if (!loop_events_same(c, so, sn, f + 1, where, &g, part)) return 0;
  }
  strbuf sb = {0};
  sb_printf(&sb, "by induction over every loop of each version (%d), in lockstep%s:", K,
            so->nout || sn->nout ? ", their output compared segment by segment" : "");
  for (int k = 0; k < K; k++) {
    sb_printf(&sb, "%s loop %d at %s: invariant ", k ? ";" : "", k + 1, A->pts[k].loc ? A->pts[k].loc : "?");
    int any = 0;
    size_t start = sb.len;
    for (int i = 0; i < nc[k]; i++) {
      if (!on[k][i]) continue;
      if (cs[k][i].k != C_EQ && cs[k][i].k != C_EQX && sb.len - start > 300) continue;
      sb_printf(&sb, "%s%s", any ? " && " : "", cand_text(c->a, &LA[k], &LB[k], &cs[k][i]));
      any = 1;
    }
    if (!any) sb_printf(&sb, "true");
  }
  c->out->proof = arena_strdup(c->a, sb.data ? sb.data : "");
  sb_free(&sb);
  return 1;
}

/* ---- relational induction over the records of an input file ----------------------------------
 *
 * For summaries with exact records per case (path_records) whose language can cut at the loop
 * that reads an input (rel_sym_opts.head): both versions are run to the loop's head (entry), then
 * one iteration from a head state (step), in which both read the same iteration record. An
 * invariant over the head cells (equalities of same-named cells of the two versions, cells that
 * keep a constant) is found Houdini-style: it holds at entry, each iteration that returns to the
 * head keeps it, and then, case by case, the two versions write the same records before the loop,
 * in each iteration, and after it, and end alike. By induction over the records the versions are
 * equivalent on files of any length. The invariant is used by instantiation: a cell equal to one
 * of the other version gets the same head variable, a constant cell the constant, so that equal
 * computations are equal terms. */

#define HSET_MAX 8
typedef struct hcand {
  int side;      /* 0: cross equality old cell i = new cell j; 1 / 2: old / new cell i keeps k;
                    3 / 4: old / new cell i holds one of set[0..nset) (a flag's values) */
  int i, j;
  term_ref k;
  int live;
  int nset;
  term_ref set[HSET_MAX];
} hcand;

/* The constants a cell's next value can be: the leaves of its ite tree, each a constant or the
 * cell's own head value h. Returns their count (added to set), or -1 when a leaf is neither. */
static int ite_leaves(term_ctx *tc, term_ref t, term_ref h, term_ref *set, int n) {
  if (n < 0) return n;
  if (term_op_of(tc, t) == OP_ITE) return ite_leaves(tc, term_arg(tc, t, 2), h, set, ite_leaves(tc, term_arg(tc, t, 1), h, set, n));
  if (t == h) return n;
  if (!term_is_const(tc, t)) return -1;
  for (int k = 0; k < n; k++)
    if (set[k] == t) return n;
  if (n == HSET_MAX) return -1;
  set[n] = t;
  return n + 1;
}

static term_ref in_set(term_ctx *tc, term_ref v, const hcand *h) {
  term_ref r = term_false(tc);
  for (int k = 0; k < h->nset; k++) r = term_or2(tc, r, term_eq(tc, v, h->set[k]));
  return r;
}

static int cell_mandatory(const char *name) { return name[0] == '@'; }

/* ---- candidates across differently named cells (issue 17: COBOL WS-COUNT against WS-RECS, a
 * Rust `sum` against `total`). The same-name pairs relate an unchanged state; a renamed item has
 * no namesake in the other version, so it is paired with the other version's unpaired cells of its
 * sort whose value at every entry head is the same term as its own (the small explored runs: the
 * entry summaries). Each such pair is only a candidate: the Houdini rounds below drop it unless
 * initiation and consecution are proved, exactly as for same-name pairs, so no pair is trusted. */

/* At most this many cross pairs (a version with many unpaired cells of one initial value, e.g.
 * two blank text items renamed, would give a product of pairs; beyond the cap none are made). */
#define HCROSS_MAX 256

/* The term cell i holds on every path of s that reaches the head (seg 1), or TERM_NULL when the
 * paths differ or none reaches it. */
static term_ref entry_term(const rel_summary *s, int i) {
  term_ref k = TERM_NULL;
  for (int p = 0; p < s->npaths; p++) {
    if (s->paths[p].kind != REL_P_RETURNED || s->paths[p].seg != 1) continue;
    term_ref v = s->paths[p].cells[i];
    if (k != TERM_NULL && v != k) return TERM_NULL;
    k = v;
  }
  return k;
}

static int cmp_name(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }

/* For each cell of s, whether it may take part in a cross pair: not a file's state, no namesake
 * among the other version's cells o, and one term at every entry head (kept in k[i]). One pass of
 * the names per version, so that the pairs below cost the product of the unpaired cells only (a
 * program's storage gives thousands of byte cells). */
static void cross_cells(const rel_summary *s, const rel_summary *o, term_ref *k, arena *a) {
  const char **sorted = arena_alloc(a, sizeof(char *) * (size_t)(o->ncells + 1));
  for (int j = 0; j < o->ncells; j++) sorted[j] = o->cell_names[j];
  qsort(sorted, (size_t)o->ncells, sizeof(char *), cmp_name);
  for (int i = 0; i < s->ncells; i++) {
    const char *nm = s->cell_names[i];
    k[i] = TERM_NULL;
    if (cell_mandatory(nm) || bsearch(&nm, sorted, (size_t)o->ncells, sizeof(char *), cmp_name)) continue;
    k[i] = entry_term(s, i);
  }
}

/* A byte cell "ITEM#k" pairs only with a byte at the same offset k of the other item; a cell
 * without '#' only with another without. */
static int same_byte_offset(const char *a, const char *b) {
  const char *ha = strchr(a, '#'), *hb = strchr(b, '#');
  if (!ha || !hb) return !ha && !hb;
  return !strcmp(ha, hb);
}

/* Whether old cell i and new cell j of the entry summaries eo/en are a cross candidate, given
 * cross_cells' ko/kn. */
static int cross_candidate(const rel_summary *eo, const rel_summary *en, const term_ref *ko, const term_ref *kn, int i, int j) {
  return ko[i] != TERM_NULL && ko[i] == kn[j] && eo->cell_sorts[i] == en->cell_sorts[j] &&
         same_byte_offset(eo->cell_names[i], en->cell_names[j]);
}

/* q holds nowhere (UNSAT) under pre. */
static int never(ctx *c, term_ref pre, term_ref q) {
  if (q == term_false(c->tc)) return 1;
  term_ref saved = c->pre;
  c->pre = pre;
  smt_result r = check(c, q);
  smt_pop(c->smt, 1);
  c->pre = saved;
  return r == SMT_UNSAT;
}

/* Where completed cases p and q differ: other ends, codes or records. */
static term_ref ends_differ(ctx *c, const rel_path *p, const rel_path *q, const char *const *st, int nst) {
  term_ctx *tc = c->tc;
  if (p->okind != q->okind) return term_true(tc);
  term_ref same = term_true(tc);
  if (p->value != TERM_NULL && q->value != TERM_NULL) {
    if (term_sort_of(tc, p->value) != term_sort_of(tc, q->value)) return term_true(tc);
    same = term_eq(tc, p->value, q->value);
  }
  for (int k = 0; k < nst; k++) same = term_and2(tc, same, records_same(tc, p, q, st[k], &(int){0}));
  return term_not(tc, same);
}

static term_ref records_differ(ctx *c, const rel_path *p, const rel_path *q, const char *const *st, int nst) {
  term_ref same = term_true(c->tc);
  for (int k = 0; k < nst; k++) same = term_and2(c->tc, same, records_same(c->tc, p, q, st[k], &(int){0}));
  return term_not(c->tc, same);
}

/* Where old goes wrong in summary s. */
static term_ref wrong_in(term_ctx *tc, const rel_summary *s) { return guards_or(tc, s, REL_P_WRONG, ANY, ANY); }

/* Where the pair of summaries (entry: seg 0 completed / seg 1 at the head; step: seg 2 / seg 1)
 * disagrees: a case not followed or going wrong, a pair of other kinds, or other records/ends.
 * With `excuse`, where old goes wrong is no disagreement (EquivOn the inputs on which old is safe:
 * a run on which old stays safe takes only steps in which old is safe). */
static term_ref heads_differ(ctx *c, const rel_summary *so, const rel_summary *sn, int done_seg, int excuse, arena *a) {
  term_ctx *tc = c->tc;
  const char **st = arena_alloc(a, sizeof(char *) * 256);
  int nst = record_streams(so, st, 0, 256);
  nst = record_streams(sn, st, nst, 256);
  term_ref q = term_false(tc);
  for (int side = 0; side < 2; side++) {
    const rel_summary *s = side ? sn : so;
    /* every input must reach a case: one the executor dropped is not followed */
    term_ref covered = guards_or(tc, s, ANY, ANY, ANY);
    q = term_or2(tc, q, guards_or(tc, s, ANY, ANY, REL_P_RETURNED));
    q = term_or2(tc, q, term_not(tc, covered));
  }
  for (int i = 0; i < so->npaths; i++) {
    const rel_path *p = &so->paths[i];
    if (p->kind != REL_P_RETURNED) continue;
    for (int j = 0; j < sn->npaths; j++) {
      const rel_path *r = &sn->paths[j];
      if (r->kind != REL_P_RETURNED) continue;
      term_ref both = term_and2(tc, p->guard, r->guard);
      if (both == term_false(tc)) continue;
      term_ref d;
      if ((p->seg == 1) != (r->seg == 1)) d = term_true(tc);
      else if (p->seg == 1) d = records_differ(c, p, r, st, nst);
      else d = p->seg == done_seg && r->seg == done_seg ? ends_differ(c, p, r, st, nst) : term_true(tc);
      q = term_or2(tc, q, term_and2(tc, both, term_assume(tc, both, d)));
    }
  }
  return excuse ? term_and2(tc, q, term_not(tc, wrong_in(tc, so))) : q;
}

/* The first unknown case of step summary s (side: "old" or "new") that some head state under pre
 * reaches, as "; the new side's step is not followed there: REASON at LOC"; NULL when none is (at
 * most 8 are asked about: it only words a failure). */
static const char *step_unfollowed(ctx *c, term_ref pre, const rel_summary *s, const char *side) {
  int asked = 0;
  for (int i = 0; i < s->npaths && asked < 8; i++) {
    const rel_path *p = &s->paths[i];
    if (p->kind != REL_P_UNKNOWN) continue;
    asked++;
    if (!never(c, pre, p->guard))
      return arena_printf(c->a, "; the %s side's step is not followed there: %s at %s", side, p->reason ? p->reason : "?",
                          p->loc ? p->loc : "?");
  }
  return NULL;
}

/* Where old goes wrong in a summary pair and new does not go wrong with it (a case of another kind,
 * or no case): there the versions are not equivalent, at most old-unsafe. */
static term_ref wrong_alone(term_ctx *tc, const rel_summary *so, const rel_summary *sn) {
  return term_and2(tc, wrong_in(tc, so), term_not(tc, wrong_in(tc, sn)));
}

/* Whether a constant candidate's cell takes, in some step back at the head, a value that is not a
 * constant term (with the candidates instantiated, a cell that keeps its constant computes it as
 * one): dropped without asking the solver, which would need one model per such cell (a table
 * written through a subscript that depends on the input). Dropping more is always sound. */
static int next_not_const(term_ctx *tc, const hcand *h, const rel_summary *s) {
  for (int i = 0; i < s->npaths; i++) {
    const rel_path *p = &s->paths[i];
    if (p->kind == REL_P_RETURNED && p->seg == 1 && p->cells[h->i] != h->k && !term_is_const(tc, p->cells[h->i]))
      return 1;
  }
  return 0;
}

/* Where a live candidate fails at the head cases of so/sn (entry or one step). */
static term_ref cand_fails(ctx *c, const hcand *h, const rel_summary *so, const rel_summary *sn) {
  term_ctx *tc = c->tc;
  term_ref q = term_false(tc);
  if (h->side == 0) {
    for (int i = 0; i < so->npaths; i++) {
      const rel_path *p = &so->paths[i];
      if (p->kind != REL_P_RETURNED || p->seg != 1) continue;
      for (int j = 0; j < sn->npaths; j++) {
        const rel_path *r = &sn->paths[j];
        if (r->kind != REL_P_RETURNED || r->seg != 1 || p->cells[h->i] == r->cells[h->j]) continue;
        /* the cells under the guards: a value one version tests for what the other's guard
         * already decides (a guarded division) folds away before the solver sees it */
        term_ref g = term_and2(tc, p->guard, r->guard);
        q = term_or2(tc, q, term_and2(tc, g, term_assume(tc, g, term_not(tc, term_eq(tc, p->cells[h->i], r->cells[h->j])))));
      }
    }
    return q;
  }
  const rel_summary *s = h->side == 1 || h->side == 3 ? so : sn;
  for (int i = 0; i < s->npaths; i++) {
    const rel_path *p = &s->paths[i];
    if (p->kind != REL_P_RETURNED || p->seg != 1 || p->cells[h->i] == h->k) continue;
    term_ref holds = h->side >= 3 ? in_set(tc, p->cells[h->i], h) : term_eq(tc, p->cells[h->i], h->k);
    q = term_or2(tc, q, term_and2(tc, p->guard, term_not(tc, holds)));
  }
  return q;
}

/* The record induction's trace (its cases, the candidates dropped and why, where a step differs):
 * with --evidence, appended to the unit's induction.log, the place a user looks for why a loop was
 * not proved; otherwise nowhere. */
static void mkdir_p(const char *path);
static void induct_log(const ctx *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void induct_log(const ctx *c, const char *fmt, ...) {
  if (!c->evdir) return;
  char path[4200];
  mkdir_p(c->evdir);
  snprintf(path, sizeof path, "%s/induction.log", c->evdir);
  FILE *f = fopen(path, "a");
  if (!f) return;
  va_list ap;
  va_start(ap, fmt);
  vfprintf(f, fmt, ap);
  va_end(ap);
  fclose(f);
}
#define IDBG(...) induct_log(c, __VA_ARGS__)
/* An obligation the record induction stops at: logged, and kept for the verdict's reason (the
 * migration driver shows it where no evidence directory is asked for). */
static void induct_stop(ctx *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void induct_stop(ctx *c, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(c->ind_stop, sizeof c->ind_stop, fmt, ap);
  va_end(ap);
  induct_log(c, "%s\n", c->ind_stop);
}
#define ISTOP(...) induct_stop(c, __VA_ARGS__)
/* The cross-language map applied to the entry summaries: the positions agree, both sides are
 * rewritten, and some input is admissible under the map (else every check below would hold
 * vacuously). 1, or 0 with why. */
static int xrec_entry(ctx *c, const struct rel_xrec *m, rel_summary *eo, rel_summary *en, char *why, size_t whyn) {
  if (!rel_xrec_entry_ok(c->tc, m, eo, en, why, whyn) || rel_xrec_apply(c->tc, m, 0, c->side[0].L, eo, c->a, why, whyn) < 0 ||
      rel_xrec_apply(c->tc, m, 1, c->side[1].L, en, c->a, why, whyn) < 0)
    return 0;
  term_ref pre = term_and2(c->tc, eo->pre == TERM_NULL ? term_true(c->tc) : eo->pre, en->pre == TERM_NULL ? term_true(c->tc) : en->pre);
  if (never(c, pre, term_true(c->tc))) return snprintf(why, whyn, "no input is admissible on both sides (vacuous)"), 0;
  return 1;
}
/* The same for one step: some iteration record is admissible on both sides. */
static int xrec_step(ctx *c, const struct rel_xrec *m, rel_summary *so, rel_summary *sn, char *why, size_t whyn) {
  if (rel_xrec_apply(c->tc, m, 0, c->side[0].L, so, c->a, why, whyn) < 0 || rel_xrec_apply(c->tc, m, 1, c->side[1].L, sn, c->a, why, whyn) < 0)
    return 0;
  term_ref pre = term_and2(c->tc, so->pre == TERM_NULL ? term_true(c->tc) : so->pre, sn->pre == TERM_NULL ? term_true(c->tc) : sn->pre);
  if (never(c, pre, term_true(c->tc))) return snprintf(why, whyn, "no iteration record is admissible on both sides (vacuous)"), 0;
  return 1;
}
/* Why a summary has no loop head to follow when one of its cases was not followed (an unsupported
 * construct before any loop is met): " (it is not followed past: <reason> at <place>)", or "". */
static const char *not_followed(ctx *c, const rel_summary *s) {
  for (int i = 0; i < s->npaths; i++) {
    const rel_path *p = &s->paths[i];
    if (p->kind != REL_P_UNKNOWN || !p->reason) continue;
    int placed = !p->loc || !strcmp(p->loc, "?") || strstr(p->reason, " at ");
    return arena_printf(c->a, " (it is not followed past: %s%s%s)", p->reason, placed ? "" : " at ", placed ? "" : p->loc);
  }
  return "";
}

/* Induction over the records of the loop both versions run over their input file. Returns 0 (not
 * proved), 1 (equivalent on files of every length) or 2 (equivalent on every file on which old
 * stays safe, and old may go wrong where new does not: the caller looks for such an input). */
static int record_induction(ctx *c) {
  term_ctx *tc = c->tc;
  char why[512];
  const struct rel_xrec *xm = c->o->xrec; /* two languages: rel/xrec.h */
  c->ind_stop[0] = 0;
  if (!rel_relation_is_identity(&c->o->R) && !xm) return 0;
  rel_sym_opts oo = c->o->sym;
  oo.deadline = c->deadline - c->reserve;
  oo.head = REL_HEAD_ENTRY;
  if (xm && xm->line_cap) oo.line_cap = (unsigned)xm->line_cap; /* lines as long as the records */
  rel_summary eo, en;
  if (symex_side(c, 0, &oo, &eo, why, sizeof why) < 0 || symex_side(c, 1, &oo, &en, why, sizeof why) < 0) return ISTOP("the summary up to the loop's head: %s", why), 0;
  if (!eo.ncells || !en.ncells)
    return ISTOP("the %s side has no loop over its input the induction follows%s", eo.ncells ? "new" : "old",
                 not_followed(c, eo.ncells ? &en : &eo)), 0;
  if (xm && !xrec_entry(c, xm, &eo, &en, why, sizeof why)) return ISTOP("cross-language map: %s", why), 0;
  IDBG("entry: %d/%d cases, %d/%d cells\n", eo.npaths, en.npaths, eo.ncells, en.ncells);
  for (int i = 0; i < eo.npaths; i++) IDBG("  old case %d kind %d seg %d %s\n", i, eo.paths[i].kind, eo.paths[i].seg, eo.paths[i].reason ? eo.paths[i].reason : "");
  term_ref pre_e = term_and2(tc, eo.pre == TERM_NULL ? term_true(tc) : eo.pre, en.pre == TERM_NULL ? term_true(tc) : en.pre);
  /* EquivOn (old safe) when old can go wrong here at all: where it does, nothing is asked of new */
  int excuse = wrong_in(tc, &eo) != term_false(tc);
  if (!never(c, pre_e, heads_differ(c, &eo, &en, 0, excuse, c->a))) return ISTOP("the sides differ up to the loop's head"), 0;
  /* the files' states and positions ('@' cells) are one constant per version at every entry: the
   * step runs from that one (the language reads them from the prefix) */
  for (int side = 0; side < 2; side++) {
    const rel_summary *E = side ? &en : &eo;
    for (int i = 0; i < E->ncells; i++) {
      if (!cell_mandatory(E->cell_names[i])) continue;
      term_ref k = TERM_NULL;
      for (int p = 0; p < E->npaths; p++) {
        if (E->paths[p].kind != REL_P_RETURNED || E->paths[p].seg != 1) continue;
        term_ref v = E->paths[p].cells[i];
        if (!term_is_const(tc, v) || (k != TERM_NULL && v != k)) return ISTOP("the entries disagree on %s", E->cell_names[i]), 0;
        k = v;
      }
    }
  }
  /* candidates */
  int mx = 2 * (eo.ncells + en.ncells) + 16;
  for (int i = 0; i < eo.ncells; i++)
    for (int j = 0; j < en.ncells; j++)
      if (!strcmp(eo.cell_names[i], en.cell_names[j])) mx++;
  term_ref *ko = arena_alloc(c->a, sizeof(term_ref) * (size_t)(eo.ncells + 1));
  term_ref *kn = arena_alloc(c->a, sizeof(term_ref) * (size_t)(en.ncells + 1));
  cross_cells(&eo, &en, ko, c->a);
  cross_cells(&en, &eo, kn, c->a);
  int ncross = 0;
  for (int i = 0; i < eo.ncells; i++)
    for (int j = 0; ko[i] != TERM_NULL && j < en.ncells; j++) ncross += cross_candidate(&eo, &en, ko, kn, i, j);
  if (ncross > HCROSS_MAX) IDBG("%d cross-name candidates: more than %d, none made\n", ncross, HCROSS_MAX), ncross = 0;
  mx += ncross;
  hcand *cs = arena_alloc(c->a, sizeof(hcand) * (size_t)mx);
  int nc = 0;
  for (int i = 0; i < eo.ncells; i++)
    for (int j = 0; j < en.ncells; j++)
      if (!strcmp(eo.cell_names[i], en.cell_names[j]) && eo.cell_sorts[i] == en.cell_sorts[j])
        cs[nc++] = (hcand){0, i, j, TERM_NULL, 1, 0, {0}};
  for (int i = 0; ncross && i < eo.ncells; i++)
    for (int j = 0; ko[i] != TERM_NULL && j < en.ncells; j++)
      if (cross_candidate(&eo, &en, ko, kn, i, j)) {
        IDBG("  cross candidate %s = %s\n", eo.cell_names[i], en.cell_names[j]);
        cs[nc++] = (hcand){0, i, j, TERM_NULL, 1, 0, {0}};
      }
  for (int side = 1; side <= 2; side++) {
    const rel_summary *s = side == 1 ? &eo : &en;
    for (int i = 0; i < s->ncells; i++) {
      term_ref k = TERM_NULL;
      int same = 1, any = 0;
      for (int p = 0; p < s->npaths && same; p++) {
        if (s->paths[p].kind != REL_P_RETURNED || s->paths[p].seg != 1) continue;
        term_ref v = s->paths[p].cells[i];
        any = 1;
        /* the same term on every path to the head: a constant, or a value of the inputs that the
         * loop leaves as it is (a date ACCEPTed before the loop). Its variables mean the same in
         * the step, which reads only the iteration's record: "cell = k at every head" is an
         * invariant when the step keeps k, which the Houdini rounds check like any other */
        if (k != TERM_NULL && k != v) same = 0;
        k = v;
      }
      if (any && same) cs[nc++] = (hcand){side, i, -1, k, 1, 0, {0}};
    }
  }
  /* base: what entry does not show is dropped */
  for (int k = 0; k < nc; k++)
    if (cs[k].side == 0 && !never(c, pre_e, cand_fails(c, &cs[k], &eo, &en))) cs[k].live = 0;
  rel_summary so, sn;
  term_ref pre_s = TERM_NULL;
  for (int round = 0;; round++) {
    for (int i = 0; i < eo.ncells; i++)
      if (cell_mandatory(eo.cell_names[i])) {
        int held = 0;
        for (int k = 0; k < nc; k++) held |= cs[k].live && cs[k].side == 0 && cs[k].i == i;
        if (!held) return ISTOP("an iteration does not keep %s as both sides need", eo.cell_names[i]), 0;
      }
    if (round > 24) return ISTOP("no invariant within 24 rounds"), 0;
    /* the head state: the invariant instantiated */
    term_ref *ho = arena_alloc(c->a, sizeof(term_ref) * (size_t)(eo.ncells + 1));
    term_ref *hn = arena_alloc(c->a, sizeof(term_ref) * (size_t)(en.ncells + 1));
    for (int i = 0; i < eo.ncells; i++) {
      ho[i] = TERM_NULL;
      for (int k = 0; k < nc; k++)
        if (cs[k].live && cs[k].side == 1 && cs[k].i == i) ho[i] = cs[k].k;
      if (ho[i] == TERM_NULL) ho[i] = term_var(tc, arena_printf(c->a, "ho%d_%d", round, i), eo.cell_sorts[i]);
    }
    for (int j = 0; j < en.ncells; j++) {
      hn[j] = TERM_NULL;
      for (int k = 0; k < nc && hn[j] == TERM_NULL; k++)
        if (cs[k].live && cs[k].side == 2 && cs[k].i == j) hn[j] = cs[k].k;
      for (int k = 0; k < nc && hn[j] == TERM_NULL; k++)
        if (cs[k].live && cs[k].side == 0 && cs[k].j == j) hn[j] = ho[cs[k].i];
      if (hn[j] == TERM_NULL) hn[j] = term_var(tc, arena_printf(c->a, "hn%d_%d", round, j), en.cell_sorts[j]);
    }
    /* a cross equality whose old cell is a constant but whose new cell has another constant is
     * not instantiated by the line above: it is checked like the others */
    rel_sym_opts st = oo;
    st.head = REL_HEAD_STEP;
    st.head_vals = ho, st.head_n = eo.ncells;
    if (symex_side(c, 0, &st, &so, why, sizeof why) < 0) return ISTOP("one iteration: %s", why), 0;
    st.head_vals = hn, st.head_n = en.ncells;
    if (symex_side(c, 1, &st, &sn, why, sizeof why) < 0) return ISTOP("one iteration: %s", why), 0;
    if (xm && !xrec_step(c, xm, &so, &sn, why, sizeof why)) return ISTOP("cross-language map: %s", why), 0;
    excuse |= wrong_in(tc, &so) != term_false(tc);
    IDBG("round %d: step %d/%d cases\n", round, so.npaths, sn.npaths);
    for (int i = 0; i < so.npaths; i++) IDBG("  old step case %d kind %d seg %d end %d, %d records %s\n", i, so.paths[i].kind, so.paths[i].seg, so.paths[i].okind, so.paths[i].nrec, so.paths[i].reason ? so.paths[i].reason : "");
    for (int i = 0; i < sn.npaths; i++) IDBG("  new step case %d kind %d seg %d end %d, %d records %s\n", i, sn.paths[i].kind, sn.paths[i].seg, sn.paths[i].okind, sn.paths[i].nrec, sn.paths[i].reason ? sn.paths[i].reason : "");
    pre_s = term_and2(tc, so.pre == TERM_NULL ? term_true(tc) : so.pre, sn.pre == TERM_NULL ? term_true(tc) : sn.pre);
    if (round == 0) {
      /* flags: a cell whose entry values and next values are a few constants (or itself) */
      for (int side = 3; side <= 4; side++) {
        const rel_summary *E = side == 3 ? &eo : &en, *S = side == 3 ? &so : &sn;
        const term_ref *h = side == 3 ? ho : hn;
        for (int i = 0; i < E->ncells; i++) {
          hcand hc = {side, i, -1, TERM_NULL, 1, 0, {0}};
          int n = 0;
          for (int p = 0; p < E->npaths && n >= 0; p++)
            if (E->paths[p].kind == REL_P_RETURNED && E->paths[p].seg == 1) n = ite_leaves(tc, E->paths[p].cells[i], TERM_NULL, hc.set, n);
          for (int p = 0; p < S->npaths && n >= 0; p++)
            if (S->paths[p].kind == REL_P_RETURNED && S->paths[p].seg == 1) n = ite_leaves(tc, S->paths[p].cells[i], h[i], hc.set, n);
          if (n < 2) continue;
          hc.nset = n;
          cs[nc++] = hc;
        }
      }
    }
    /* the instantiation itself: cross equalities between differing head terms are assumed, and
     * each flag's values */
    for (int k = 0; k < nc; k++) {
      if (cs[k].live && cs[k].side == 0 && ho[cs[k].i] != hn[cs[k].j])
        pre_s = term_and2(tc, pre_s, term_eq(tc, ho[cs[k].i], hn[cs[k].j]));
      if (cs[k].live && cs[k].side >= 3) pre_s = term_and2(tc, pre_s, in_set(tc, (cs[k].side == 3 ? ho : hn)[cs[k].i], &cs[k]));
    }
    /* one check for every candidate; a model drops each candidate it breaks (Houdini) */
    term_ref *fails = arena_alloc(c->a, sizeof(term_ref) * (size_t)(nc + 1));
    term_ref any = term_false(tc);
    int dropped = 0;
    for (int k = 0; k < nc; k++) {
      if (cs[k].live && (cs[k].side == 1 || cs[k].side == 2) && next_not_const(tc, &cs[k], cs[k].side == 1 ? &so : &sn)) {
        cs[k].live = 0, dropped = 1;
        continue;
      }
      fails[k] = cs[k].live ? cand_fails(c, &cs[k], &so, &sn) : term_false(tc);
      if (fails[k] == term_true(tc)) cs[k].live = 0, dropped = 1;
      else any = term_or2(tc, any, fails[k]);
    }
    if (!dropped) {
      if (any == term_false(tc)) break;
      /* several models on this round's summaries: a table written through a subscript breaks
       * one element's candidates per model, and each round costs two symbolic executions. A
       * candidate failing where all of the round's are assumed is dropped as Houdini would. */
      int proved_round = 0;
      for (int tries = 0; tries < 16 && any != term_false(tc); tries++) {
        term_ref saved = c->pre;
        c->pre = pre_s;
        smt_result r = check(c, any);
        c->pre = saved;
        if (r == SMT_UNSAT) {
          smt_pop(c->smt, 1);
          proved_round = !dropped;
          break;
        }
        int now = 0;
        IDBG("  try %d: %s at %.1fs\n", tries, r == SMT_SAT ? "sat" : r == SMT_UNSAT ? "unsat" : "unknown", rel_now());
        if (r == SMT_SAT)
          for (int k = 0; k < nc; k++)
            if (cs[k].live && smt_model_eval(c->smt, fails[k]) == term_true(tc)) {
              cs[k].live = 0, dropped = now = 1;
              IDBG("  drop %d %s\n", cs[k].side, (cs[k].side == 2 || cs[k].side == 4 ? en.cell_names : eo.cell_names)[cs[k].i]);
            }
        smt_pop(c->smt, 1);
        if (!now) {
          if (!dropped) return ISTOP("no invariant: a check of the candidates was %s and dropped none", r == SMT_SAT ? "broken" : "not decided"), 0;
          break;
        }
        any = term_false(tc);
        for (int k = 0; k < nc; k++)
          if (cs[k].live) any = term_or2(tc, any, fails[k]);
      }
      if (proved_round) break;
    }
  }
  if (!never(c, pre_s, heads_differ(c, &so, &sn, 2, excuse, c->a))) {
    /* a case of a step its executor did not follow (an unknown case: a construct not modelled)
     * counts as a difference: name the first one some head state reaches, the next obstacle */
    const char *why = step_unfollowed(c, pre_s, &so, "old");
    if (!why) why = step_unfollowed(c, pre_s, &sn, "new");
    return ISTOP("one iteration from heads that agree on the invariant differs%s%s", c->timed_out ? " (out of time)" : "",
                 why ? why : ""), 0;
  }
  /* where old goes wrong, new goes wrong too (in the same iteration, from related states): then
   * the excuse asked nothing and the versions are equivalent; otherwise only EquivOn is shown.
   * The entry check is re-done without the candidates of a later round: they are not assumed. */
  int alone = excuse && (!never(c, pre_e, wrong_alone(tc, &eo, &en)) || !never(c, pre_s, wrong_alone(tc, &so, &sn)));
  /* a case going wrong whose guard cannot hold (a subscript out of range under a range test)
   * is not worth a word in the proof */
  if (excuse && !alone && never(c, pre_e, wrong_in(tc, &eo)) && never(c, pre_s, wrong_in(tc, &so))) excuse = 0;
  /* the items the invariant equates, each named once (a text item's bytes are its cells) */
  strbuf sb = {0};
  int shown = 0;
  const char *last = "";
  size_t lastn = 0;
  for (int k = 0; k < nc; k++) {
    if (!cs[k].live || cs[k].side != 0 || cell_mandatory(eo.cell_names[cs[k].i])) continue;
    const char *nm = eo.cell_names[cs[k].i];
    const char *hash = strchr(nm, '#');
    size_t n = hash ? (size_t)(hash - nm) : strlen(nm);
    if (n == lastn && !strncmp(nm, last, n)) continue;
    last = nm, lastn = n;
    /* a cross pair names both items: "WS-COUNT (old) = WS-RECS (new)" */
    const char *nn = en.cell_names[cs[k].j], *nh = strchr(nn, '#');
    size_t m = nh ? (size_t)(nh - nn) : strlen(nn);
    if (shown++ >= 12) continue;
    if (m == n && !strncmp(nm, nn, n)) sb_printf(&sb, "%s%.*s", sb.len ? ", " : "", (int)n, nm);
    else sb_printf(&sb, "%s%.*s (old) = %.*s (new)", sb.len ? ", " : "", (int)n, nm, (int)m, nn);
  }
  /* each version's flags and constants */
  int kept = 0;
  for (int k = 0; k < nc; k++) kept += cs[k].live && cs[k].side >= 1;
  if (kept) sb_printf(&sb, "%s%d cells kept to constants, input values or a few values", sb.len ? "; " : "", kept);
  c->out->proof = arena_printf(c->a, "by induction over the records: %s, from its entry and for one iteration from any head "
                               "state where the versions agree on %s%s; %s",
                               eo.head_what ? eo.head_what : "the loop", sb.len ? sb_str(&sb) : "their state",
                               shown > 12 ? " and more" : "",
                               !excuse ? "both write the same records before, in and after the loop and end alike"
                               : !alone ? "both write the same records before, in and after the loop and end alike, and "
                                          "where the old version goes wrong (an undefined result) the new one does too"
                                        : "wherever the old version stays safe, both write the same records before, in and "
                                          "after the loop and end alike");
  if (eo.head_assume || en.head_assume) {
    /* the language states what the induction assumes (Rust: lines of a bounded length) */
    c->out->assume = join_assumptions(c->a, eo.head_assume, en.head_assume);
  } else {
    /* the summaries' assumption, its first part now for files of any length */
    static const char records[] = "every input record holds valid data in every field";
    const size_t n = sizeof records - 1;
    const char *was = c->out->assume;
    if (was && !strncmp(was, records, n))
      c->out->assume = arena_printf(c->a, "%s (files of any length)%s", records, was + n);
    else if (was)
      c->out->assume = arena_printf(c->a, "%s (files of any length); %s", records, was);
    else
      c->out->assume = "every input record holds valid data in every field (files of any length)";
  }
  sb_free(&sb);
  c->ind_term = en.terminates && sn.terminates ? sn.terminates : NULL;
  return alone ? 2 : 1;
}

/* ---- outcome kinds and vacuity --------------------------------------------------------------- */

/* A panic message as a 32-bit term: equal ids for equal texts within one check. */
static term_ref msg_id(ctx *c, const char *msg) {
  msg = msg ? msg : "";
  for (int i = 0; i < c->nmsgs; i++)
    if (!strcmp(c->msgs[i], msg)) return term_bv(c->tc, 32, (uint64_t)i);
  if (c->nmsgs == c->capmsgs) {
    int nc = c->capmsgs ? 2 * c->capmsgs : 8;
    const char **nm = arena_alloc(c->a, sizeof(char *) * (size_t)nc);
    if (c->nmsgs) memcpy(nm, c->msgs, sizeof(char *) * (size_t)c->nmsgs);
    c->msgs = nm, c->capmsgs = nc;
  }
  c->msgs[c->nmsgs] = msg;
  return term_bv(c->tc, 32, (uint64_t)c->nmsgs++);
}

/* The outcome cases of kind k: their guards joined (*g) and the value they end with as an ite
 * (*v: the returned value, the exit or abend code, the panic message's id and its template's
 * arguments (rel_path.reason); TERM_NULL if none). */
static void kind_cases(ctx *c, const rel_summary *s, rel_okind k, term_ref *g, term_ref *v) {
  *g = term_false(c->tc), *v = TERM_NULL;
  for (int i = 0; i < s->npaths; i++) {
    const rel_path *p = &s->paths[i];
    if (p->kind != REL_P_RETURNED || p->okind != k) continue;
    *g = term_or2(c->tc, *g, p->guard);
    term_ref x = p->value;
    if (k == REL_O_PANICKED)
      /* a template is never equal to a constant message: a leading bit tells them apart */
      x = term_mk2(c->tc, OP_CONCAT, term_bv(c->tc, 1, p->value != TERM_NULL),
                   term_mk2(c->tc, OP_CONCAT, msg_id(c, p->reason), p->value != TERM_NULL ? p->value : term_bv(c->tc, 64, 0)));
    if (x != TERM_NULL) *v = *v == TERM_NULL ? x : term_ite(c->tc, p->guard, x, *v);
  }
}

static unsigned kinds_of(const rel_summary *s) {
  unsigned m = 0;
  for (int i = 0; i < s->npaths; i++)
    if (s->paths[i].kind == REL_P_RETURNED) m |= 1u << s->paths[i].okind;
  return m;
}

/* Two end values are equal (TERM_NULL when their sorts differ: R cannot be stated). */
static term_ref same_value(ctx *c, term_ref x, term_ref y) {
  if (x == TERM_NULL || y == TERM_NULL) return term_true(c->tc); /* no such case on a side */
  if (term_sort_of(c->tc, x) != term_sort_of(c->tc, y)) return TERM_NULL;
  return term_eq(c->tc, x, y);
}

/* R on the ends of the two summaries' outcome cases, where both complete. With returned values
 * only and R's default ends this is the value relation as it always was; otherwise, per pair of
 * kinds R relates, both cases of those kinds with related values or codes. */
static term_ref ends_related(ctx *c, const rel_summary *so, const rel_summary *sn, const char **why) {
  term_ctx *tc = c->tc;
  const rel_relation *R = &c->o->R;
  unsigned ko = kinds_of(so), kn = kinds_of(sn);
  if (R->nends == 0 && (ko | kn) <= 1u)
    return related_term(tc, R, so, sn, value_of(tc, so), value_of(tc, sn), why);
  term_ref go[4], vo[4], gn[4], vn[4];
  for (int k = 0; k < 4; k++) kind_cases(c, so, (rel_okind)k, &go[k], &vo[k]), kind_cases(c, sn, (rel_okind)k, &gn[k], &vn[k]);
  term_ref r = term_false(tc);
  if (R->nends == 0) {
    for (int k = 0; k < 4; k++) {
      if (!((ko >> k) & 1) || !((kn >> k) & 1)) continue;
      term_ref eq = k == REL_O_RETURNED ? related_term(tc, R, so, sn, vo[k], vn[k], why) : same_value(c, vo[k], vn[k]);
      if (eq == TERM_NULL) {
        if (!*why) *why = "the outcome relation compares values of different sorts";
        return TERM_NULL;
      }
      r = term_or2(tc, r, term_and2(tc, term_and2(tc, go[k], gn[k]), eq));
    }
    return r;
  }
  for (int i = 0; i < R->nends; i++) {
    const rel_end_map *m = &R->ends[i];
    term_ref t = term_and2(tc, go[m->old_kind], gn[m->new_kind]);
    if (m->has_old_code) {
      if (vo[m->old_kind] == TERM_NULL) continue;
      t = term_and2(tc, t, term_eq(tc, vo[m->old_kind], term_bv(tc, 64, (uint64_t)m->old_code)));
    }
    if (m->has_new_code) {
      if (vn[m->new_kind] == TERM_NULL) continue;
      t = term_and2(tc, t, term_eq(tc, vn[m->new_kind], term_bv(tc, 64, (uint64_t)m->new_code)));
    }
    if (m->codes_equal) {
      term_ref eq = same_value(c, vo[m->old_kind], vn[m->new_kind]);
      if (eq == TERM_NULL) {
        *why = "the outcome relation equates ends whose values have different sorts";
        return TERM_NULL;
      }
      t = term_and2(tc, t, eq);
    }
    r = term_or2(tc, r, t);
  }
  return r;
}

/* The first going-wrong case of a summary, as "reason at loc", for the vacuity sentence. */
static const char *first_wrong(ctx *c, const rel_summary *s) {
  for (int i = 0; i < s->npaths; i++)
    if (s->paths[i].kind == REL_P_WRONG)
      return arena_printf(c->a, "%s at %s", s->paths[i].reason ? s->paths[i].reason : "?", s->paths[i].loc);
  return "?";
}

/* Vacuity (issue: "a vacuous proof is always said to be vacuous"): an equivalent or EquivOn proof
 * over no input on which the compared versions are safe proves nothing about any run. `live` is
 * the set that must be non-empty: both complete (equivalent) or old completes (old unsafe). */
static void vacuity(ctx *c, term_ref live, const rel_summary *so, const rel_summary *sn) {
  c->out->vacuous = -1;
  smt_result r = check(c, live);
  if (r == SMT_UNKNOWN) {
    c->out->vacuity = arena_printf(c->a, "not established: %s", no_answer(c));
    return;
  }
  smt_pop(c->smt, 1);
  if (r == SMT_SAT) {
    c->out->vacuous = 0;
    return;
  }
  c->out->vacuous = 1;
  if (c->pre != TERM_NULL) {
    /* check() conjoins pre: with live = true it asks whether any input is admissible */
    smt_result rp = check(c, term_true(c->tc));
    if (rp != SMT_UNKNOWN) smt_pop(c->smt, 1);
    if (rp == SMT_UNSAT) {
      c->out->vacuity = "no input is admissible: the admissibility predicate is unsatisfiable";
      return;
    }
  }
  if (c->out->kind == REL_CHANGED_ONLY_WHERE_OLD_UNSAFE)
    c->out->vacuity = arena_printf(c->a, "the old version goes wrong on every admissible input: %s", first_wrong(c, so));
  else
    c->out->vacuity = arena_printf(c->a, "both versions go wrong on every admissible input: %s", first_wrong(c, so[0].npaths ? so : sn));
}

/* Induction showed the versions equivalent on every input on which old stays safe, and old may go
 * wrong where new does not. The verdict changed_only_where_old_unsafe needs such an input, replayed:
 * generated inputs first (old's undefined results are often common), then the bounded summaries
 * (so, sn: the loop unrolled). Without one the answer is unknown, with what was proved. */
static void old_unsafe_witness(ctx *c, const rel_summary *so, const rel_summary *sn, term_ref wrong_o, term_ref ret_o,
                               term_ref ret_n) {
  const char *proof = c->out->proof;
  double b0 = rel_now();
  /* an input the proof names first (the recursion's first argument where old goes wrong) */
  int found = c->hint && replay_input(c, c->hint, REL_CMP_OLD_UNSAFE);
  if (!found) c->out->has_cex = 0;
  if (!found) found = probe_for(c, 400, b0 + (c->deadline - c->reserve - b0) / 2, REL_CMP_OLD_UNSAFE);
  if (!found) {
    c->out->has_cex = 0;
    smt_result r = check(c, term_and2(c->tc, wrong_o, ret_n));
    if (r == SMT_SAT) {
      replay(c);
      smt_pop(c->smt, 1);
      found = rel_compare(&c->o->R, &c->out->old_b, &c->out->new_b) == REL_CMP_OLD_UNSAFE;
      if (!found) c->out->has_cex = 0;
    } else if (r == SMT_UNSAT) {
      smt_pop(c->smt, 1);
    }
  }
  if (!found) {
    c->out->proof = NULL;
    return set_unknown(c, REL_R_BOUND, "%s",
                       arena_printf(c->a, "equivalent wherever the old version stays safe (%s), but no input was found on "
                                          "which the old version goes wrong and the new one does not",
                                    proof),
                       NULL);
  }
  c->out->kind = REL_CHANGED_ONLY_WHERE_OLD_UNSAFE;
  c->out->proof = proof;
  vacuity(c, ret_o, so, sn);
  if (c->out->vacuous == 1) {
    c->out->vacuous = -1;
    c->out->vacuity = "not established: the loops' summaries are cut at the unrolling bound";
  }
}

/* No symbolic executor for a side (or a unit it cannot take): only generated inputs, run on both
 * versions, can show a difference; finding none is unknown with the count. */
static void probe_only(ctx *c, const char *side, const char *why) {
  if (probe(c, 400, c->deadline - c->reserve / 2)) {
    c->out->kind = REL_BEHAVIOUR_CHANGED;
    return;
  }
  c->out->has_cex = 0;
  set_unknown(c, REL_R_UNSUPPORTED, "%s", arena_printf(c->a, "no difference found on %u generated input%s; %s version: %s%s",
                                                       c->probed, c->probed == 1 ? "" : "s", side, why, probe_tail(c, why)),
              NULL);
}

/* A first look at small inputs, for record summaries (path_records) whose loops the bound cuts:
 * both versions executed again with every input sequence cut to b = 1, then 2 elements
 * (rel_sym_opts.seq_bound). Those summaries are a fraction of the full ones, and a real change
 * usually shows on a file of one or two records, where the full change obligation (every file up
 * to the bound at once) can keep the solver busy past the budget. Q1 on them; a model is replayed
 * on both versions and only a replayed difference counts. Returns 1 with the input and both
 * behaviours in the verdict; 0 leaves the solver, the precondition and the deadline as they were. */
static int small_scope(ctx *c, double until) {
  term_ctx *tc = c->tc;
  char why[512];
  for (unsigned b = 1; b <= 2 && rel_now() < until; b++) {
    rel_sym_opts opts = c->o->sym;
    opts.seq_bound = b;
    opts.deadline = until;
    rel_summary so, sn;
    if (symex_side(c, 0, &opts, &so, why, sizeof why) < 0 || symex_side(c, 1, &opts, &sn, why, sizeof why) < 0) return 0;
    const char *rwhy = NULL;
    term_ref rel = ends_related(c, &so, &sn, &rwhy);
    term_ref orel = rel == TERM_NULL ? TERM_NULL : output_related(tc, &c->o->R, &so, &sn, c->a, &rwhy);
    if (orel == TERM_NULL) return 0;
    rel = term_and2(tc, rel, orel);
    term_ref ret_o = any_of(tc, &so, REL_P_RETURNED), ret_n = any_of(tc, &sn, REL_P_RETURNED);
    term_ref q1 = term_and2(tc, ret_o, term_or2(tc, any_of(tc, &sn, REL_P_WRONG), term_and2(tc, ret_n, term_not(tc, rel))));
    term_ref saved_pre = c->pre;
    double saved_deadline = c->deadline;
    c->pre = so.pre == TERM_NULL ? sn.pre : sn.pre == TERM_NULL ? so.pre : term_and2(tc, so.pre, sn.pre);
    c->deadline = until + c->reserve; /* check() keeps the reserve back */
    unsigned level = smt_level(c->smt);
    int found = 0;
    if (check(c, q1) == SMT_SAT) {
      replay(c);
      found = rel_compare(&c->o->R, &c->out->old_b, &c->out->new_b) == REL_CMP_DIFFERS;
      if (!found) c->out->has_cex = 0;
    }
    smt_pop(c->smt, smt_level(c->smt) - level);
    c->pre = saved_pre;
    c->deadline = saved_deadline;
    c->timed_out = 0;
    if (found) return 1;
  }
  return 0;
}

/* rel_sym_opts.shared for two versions in one language: unit runs the same code in both (equal
 * fingerprints, which cover everything it reaches). */
static int shared_unit(void *ud, const char *unit) {
  ctx *c = ud;
  const rel_lang *L = c->side[0].L;
  if (c->side[1].L != L || !L->fingerprint) return 0;
  const char *fo = L->fingerprint(c->side[0].prog, unit, c->wa), *fn = L->fingerprint(c->side[1].prog, unit, c->wa);
  return fo && fn && !strcmp(fo, fn);
}

/* An equivalent verdict of a language whose semantics leaves runs that never end out
 * (rel_lang.partial_note): total correctness where both summaries show that every run ends. */
static void termination_note(ctx *c, const rel_summary *so, const rel_summary *sn) {
  const char *note = c->side[0].L->partial_note;
  if (!note) return;
  if (so && sn && so->terminates && sn->terminates)
    note = !strcmp(so->terminates, sn->terminates)
               ? arena_printf(c->wa, "total correctness: both versions terminate on every admissible input (in each, %s)",
                              so->terminates)
               : arena_printf(c->wa, "total correctness: both versions terminate on every admissible input (old: %s, and "
                              "new: %s)", so->terminates, sn->terminates);
  c->out->assume = join_assumptions(c->wa, c->out->assume, note);
}

/* Two languages (rel_check_opts.xrec): each side keeps its own inputs (the new side's variables
 * "t_<name>", so that no name means two things), the map relates them, and the only proof is the
 * induction over the records; without it the verdict is unknown (the migration driver searches
 * for a difference with concrete runs of its own). */
static void xrec_decide(ctx *c, const rel_input *ins_o, int no, const rel_input *ins_n, int nn) {
  term_ctx *tc = c->tc;
  term_ref *vo = arena_alloc(c->a, sizeof(term_ref) * (size_t)(no + 1)), *vn = arena_alloc(c->a, sizeof(term_ref) * (size_t)(nn + 1));
  rel_input_vars(tc, ins_o, no, vo);
  rel_input_vars(tc, ins_n, nn, vn);
  for (int j = 0; j < nn; j++) vn[j] = term_var(tc, arena_printf(c->a, "t_%s", term_var_name(tc, vn[j])), term_sort_of(tc, vn[j]));
  c->ins = ins_o, c->nins = no, c->vars = vo;
  c->ins_new = ins_n, c->nins_new = nn, c->vars_new = vn;
  unsigned level = smt_level(c->smt);
  int proved = record_induction(c);
  smt_pop(c->smt, smt_level(c->smt) - level);
  if (proved == 1) {
    /* a translation whose semantics does not count a run that never ends (Java's big-step one):
     * total correctness where its summaries show its loop ends, partial otherwise */
    const char *pn = c->side[1].L->partial_note;
    if (pn)
      c->out->assume = join_assumptions(c->a, c->out->assume,
                                        c->ind_term ? arena_printf(c->a, "total correctness: the translation terminates on every "
                                                                         "admissible input (%s)", c->ind_term)
                                                    : pn);
    c->out->kind = REL_EQUIVALENT;
    c->out->vacuous = -1;
    c->out->vacuity = "not established beyond the induction's own check that some input and some record are admissible";
    return;
  }
  set_unknown(c, c->timed_out ? REL_R_TIMEOUT : REL_R_BOUND,
              proved == 2 ? "the induction over the records shows the sides agree only where the %s%s"
                          : "the induction over the records across the two languages was not proved%s%s",
              proved == 2 ? "old side stays safe" : c->timed_out ? " within the time limit" : "",
              proved != 2 && c->ind_stop[0] ? arena_printf(c->a, " (it stopped at: %s)", c->ind_stop) : "");
}

/* The state the check compares (rel_inputs_agree): the inputs matched by name that some version
 * reaches; those no version reaches are left out of both lists (their runs get them as void,
 * run_side) and named in the verdict, as are the ones compared. */
static void agree_state(ctx *c, rel_input *ins_o, int *no, rel_input *ins_n, int *nn) {
  int fo = *no, fn = *nn;
  int *ko = arena_alloc(c->a, sizeof(int) * (size_t)(fo + 1)), *kn = arena_alloc(c->a, sizeof(int) * (size_t)(fn + 1));
  rel_input *all_o = arena_alloc(c->a, sizeof(rel_input) * (size_t)(fo + fn + 1)), *all_n = all_o + fo;
  memcpy(all_o, ins_o, sizeof(rel_input) * (size_t)fo);
  memcpy(all_n, ins_n, sizeof(rel_input) * (size_t)fn);
  if (rel_inputs_agree(ins_o, no, ins_n, nn, ko, kn) > 0) {
    c->nfull[0] = fo, c->nfull[1] = fn;
    c->keep[0] = ko, c->keep[1] = kn;
  }
  rel_verdict *v = c->out;
  v->state_compared = arena_alloc(c->a, sizeof(char *) * (size_t)(fo + 1));
  v->state_left_out = arena_alloc(c->a, sizeof(char *) * (size_t)(fo + fn + 1));
  for (int i = 0; i < *no; i++)
    if (ins_o[i].by_name) v->state_compared[v->nstate_compared++] = ins_o[i].name;
  for (int side = 0; side < 2; side++)
    for (int i = 0; i < (side ? fn : fo); i++) {
      const rel_input *x = side ? &all_n[i] : &all_o[i];
      if ((side ? kn : ko)[i] >= 0 || !c->keep[side]) continue;
      int seen = 0;
      for (int k = 0; k < v->nstate_left_out && !seen; k++) seen = !strcmp(v->state_left_out[k], x->name);
      if (!seen) v->state_left_out[v->nstate_left_out++] = x->name;
    }
}

static void decide(ctx *c) {
  term_ctx *tc = c->tc;
  const rel_check_opts *o = c->o;
  const rel_side *S0 = &c->side[0], *S1 = &c->side[1];
  char why[512] = "";
  /* Identical lowered code runs the same on every input: Equiv with the identity relation. */
  if (S0->L == S1->L && S0->L->fingerprint && rel_relation_is_identity(&o->R) && !o->input_map &&
      !strcmp(S0->unit, S1->unit)) {
    const char *fo = S0->L->fingerprint(S0->prog, S0->unit, c->a), *fn = S1->L->fingerprint(S1->prog, S1->unit, c->a);
    if (fo && fn && !strcmp(fo, fn)) {
      c->out->kind = REL_EQUIVALENT;
      c->out->reason = "identical after lowering";
      c->out->code = REL_R_IDENTICAL;
      c->out->vacuous = -1;
      c->out->vacuity = "not checked: nothing was executed";
      c->out->proof = arena_printf(c->a, "the lowered function, every function it reaches and the globals are the "
                                   "same in both versions (fingerprint %.16s); nothing was executed", fo);
      termination_note(c, NULL, NULL);
      return;
    }
  }
  rel_input *ins_o, *ins_n;
  int no = S0->L->inputs(S0->prog, S0->unit, &ins_o, c->a, why, sizeof why);
  if (no < 0) return set_unknown(c, REL_R_UNSUPPORTED, "old version: %s%s", why, NULL);
  int nn = S1->L->inputs(S1->prog, S1->unit, &ins_n, c->a, why, sizeof why);
  if (nn < 0) return set_unknown(c, REL_R_UNSUPPORTED, "new version: %s%s", why, NULL);
  if (o->xrec) return xrec_decide(c, ins_o, no, ins_n, nn);
  term_ref *vars = arena_alloc(c->a, sizeof(term_ref) * (size_t)(no + 1));
  if (o->input_map) {
    /* the new side's input j is the old side's input map[j], of the same typed tree */
    if (nn != o->ninput_map) return set_unknown(c, REL_R_SIGNATURE, "the input map names %s inputs of the new side%s",
                                                arena_printf(c->a, "%d, not the %d", o->ninput_map, nn), NULL);
    term_ref *vn = arena_alloc(c->a, sizeof(term_ref) * (size_t)(nn + 1));
    rel_input_vars(tc, ins_o, no, vars);
    for (int j = 0; j < nn; j++) {
      int i = o->input_map[j];
      /* an array's element variables are named by its position (rel_input_elem): it keeps it */
      if (i < 0 || i >= no || !rel_inputs_same(&ins_o[i], 1, &ins_n[j], 1) || (ins_o[i].array_cap > 0 && i != j))
        return set_unknown(c, REL_R_SIGNATURE, "the input map relates inputs of other types: %s%s",
                           arena_printf(c->a, "new '%s' and old '%s'", ins_n[j].name, i >= 0 && i < no ? ins_o[i].name : "?"), NULL);
      vn[j] = vars[i];
    }
    c->vars_new = vn, c->ins_new = ins_n;
  } else {
    agree_state(c, ins_o, &no, ins_n, &nn);
    if (no == nn && rel_inputs_reconcile(ins_o, ins_n, no, why, sizeof why) < 0)
      return set_unknown(c, REL_R_SIGNATURE, "the parameter lists differ: %s%s", arena_strdup(c->a, why), NULL);
    if (!rel_inputs_same(ins_o, no, ins_n, nn)) {
      const char *w = rel_inputs_why(ins_o, no, ins_n, nn, c->a);
      c->out->nstate_compared = 0; /* nothing was compared */
      return set_unknown(c, REL_R_SIGNATURE, "the parameter lists differ%s%s", w ? ": " : "", w);
    }
    rel_input_vars(tc, ins_o, no, vars);
  }
  c->ins = ins_o, c->nins = no, c->vars = vars;
  rel_summary so, sn;
  /* symbolic execution may use the budget up to the reserve and what the checks need */
  rel_sym_opts so_opts = o->sym;
  so_opts.deadline = c->deadline - c->reserve;
  if (S0->L == S1->L && S0->L->fingerprint && !o->input_map) so_opts.shared = shared_unit, so_opts.shared_ctx = c;
  if (symex_side(c, 0, &so_opts, &so, why, sizeof why) < 0) return probe_only(c, "old", arena_strdup(c->a, why));
  if (symex_side(c, 1, &so_opts, &sn, why, sizeof why) < 0) return probe_only(c, "new", arena_strdup(c->a, why));
  c->abstracted = so.abstracted ? (sn.abstracted && strcmp(so.abstracted, sn.abstracted)
                                       ? arena_printf(c->wa, "%s, %s", so.abstracted, sn.abstracted) : so.abstracted)
                                : sn.abstracted;

  c->pre = so.pre == TERM_NULL ? sn.pre : sn.pre == TERM_NULL ? so.pre : term_and2(tc, so.pre, sn.pre);
  c->prefer = so.prefer == TERM_NULL ? sn.prefer : sn.prefer == TERM_NULL ? so.prefer : term_and2(tc, so.prefer, sn.prefer);
  c->out->assume = join_assumptions(c->wa, so.assume, sn.assume); /* copied out by rel_check */
  term_ref ret_o = any_of(tc, &so, REL_P_RETURNED), wrong_o = any_of(tc, &so, REL_P_WRONG);
  term_ref ret_n = any_of(tc, &sn, REL_P_RETURNED), wrong_n = any_of(tc, &sn, REL_P_WRONG);
  /* loops the unrolling does not finish, or inputs the cut follows beyond the bounded summaries'
   * (rel_summary.cut_assume): relational induction is tried below with half the time left */
  int wide = so.cut_assume && sn.cut_assume && !so.path_records && !sn.path_records;
  int records = (so.bound_hits || sn.bound_hits) && so.path_records && sn.path_records;
  if (records || wide) {
    /* record summaries, and bounded summaries that an induction over inputs of any length may
     * extend: a difference within the bound is often found by a short probe, before the
     * induction takes its half of the time (an induction fails wherever the versions differ) */
    double b0 = rel_now();
    if (probe(c, 100, b0 + (c->deadline - b0) / 20)) {
      c->out->kind = REL_BEHAVIOUR_CHANGED;
      return;
    }
    c->out->has_cex = 0;
    b0 = rel_now();
    if (records && small_scope(c, b0 + (c->deadline - b0) / 5)) {
      c->out->kind = REL_BEHAVIOUR_CHANGED;
      return;
    }
  }
  if (so.bound_hits || sn.bound_hits || wide) {
    double full = c->deadline, now = rel_now();
    c->deadline = now + (full - now) / 2;
    /* an obligation stays asserted until its caller pops it; whatever the attempt leaves open
     * (a check that failed or ran out of time) must not constrain the obligations below - it did
     * once, and a timed-out induction check made Q2 and Q3 unsatisfiable: a wrong `equivalent` */
    unsigned level = smt_level(c->smt);
    int proved = so.path_records && sn.path_records ? record_induction(c) : induction(c, &so, &sn);
    if (!proved && !(so.path_records && sn.path_records) && !c->timed_out && (cut_by_recursion(&so) || cut_by_recursion(&sn))) {
      smt_pop(c->smt, smt_level(c->smt) - level);
      proved = recursion(c);
    }
    smt_pop(c->smt, smt_level(c->smt) - level);
    c->deadline = full;
    c->timed_out = 0;
    if (proved == 2) return old_unsafe_witness(c, &so, &sn, wrong_o, ret_o, ret_n);
    if (proved == 3) { /* a replayed difference (rec_old_unsafe) */
      c->out->kind = REL_BEHAVIOUR_CHANGED;
      return;
    }
    if (proved) {
      c->out->kind = REL_EQUIVALENT;
      if (wide) { /* the cut's inputs, not the bounded summaries' */
        const char *ca = join_assumptions(c->wa, *so.cut_assume ? so.cut_assume : NULL, *sn.cut_assume ? sn.cut_assume : NULL);
        c->out->assume = ca;
      }
      termination_note(c, NULL, NULL); /* the inductions show no termination */
      /* the uncut summaries' cases are not exact where a bound cut them, so vacuity (old and new
       * complete on a common input) is looked for among the inputs they did follow */
      vacuity(c, term_and2(tc, ret_o, ret_n), &so, &sn);
      if (c->out->vacuous == 1) { /* not found there: not shown either way */
        c->out->vacuous = -1;
        c->out->vacuity = "not established: the loops' summaries are cut at the unrolling bound";
      }
      return;
    }
  }
  /* inputs no case covers count as not followed */
  term_ref unk_o = term_or2(tc, any_of(tc, &so, REL_P_UNKNOWN), term_not(tc, term_or2(tc, ret_o, wrong_o)));
  term_ref unk_n = term_or2(tc, any_of(tc, &sn, REL_P_UNKNOWN), term_not(tc, term_or2(tc, ret_n, wrong_n)));
  const char *rwhy = NULL;
  term_ref rel = ends_related(c, &so, &sn, &rwhy);
  term_ref orel = rel == TERM_NULL ? TERM_NULL : output_related(tc, &o->R, &so, &sn, c->a, &rwhy);
  if (orel != TERM_NULL) c->out_inexact = rwhy; /* rel is sufficient only (events_by_position) */
  if (orel == TERM_NULL) {
    /* R cannot be stated: only a concrete difference can still be shown */
    if (probe(c, 400, c->deadline - c->reserve)) {
      c->out->kind = REL_BEHAVIOUR_CHANGED;
      return;
    }
    c->out->has_cex = 0;
    if (c->loop_note) rwhy = arena_printf(c->a, "%s; not proved by loop induction: %s", rwhy, c->loop_note);
    return set_unknown(c, REL_R_RELATION, "%s (and no probed input differs%s)", rwhy, probe_tail(c, rwhy));
  }
  term_ref ends = rel; /* the returned values and ends alone: what the outcome, not the output, says */
  rel = term_and2(tc, rel, orel);
  /* Q1: an input on which old is safe and new does something else */
  term_ref q1 = term_and2(tc, ret_o, term_or2(tc, wrong_n, term_and2(tc, ret_n, term_not(tc, rel))));
  /* A short probe first: a difference found by running both versions needs no solver (sound: the
   * run is the replay), and loops the solver cannot unwind in time often differ on small inputs. */
  double b0 = rel_now();
  if (probe(c, 100, b0 + (c->deadline - b0) / 20)) {
    c->out->kind = REL_BEHAVIOUR_CHANGED;
    return;
  }
  c->out->has_cex = 0;
  smt_abstract_set(c->smt, 1); /* Q1, Q2, Q3: the abstraction of the shared subterms first */
  smt_result r = check_split(c, q1);
  if (r == SMT_UNKNOWN) {
    const char *sr = no_answer(c);
    if (probe(c, 400, c->deadline)) {
      c->out->kind = REL_BEHAVIOUR_CHANGED;
      return;
    }
    c->out->has_cex = 0;
    return set_unknown(c, answer_code(c), "solver gave no answer on the change obligation: %s (and no probed input differs%s)", sr,
                       probe_tail(c, NULL));
  }
  if (r == SMT_SAT) {
    /* does the model differ only in the output calls' arguments? Equal arguments suffice for equal
     * text (rel_out_event), but are not needed for it: printf("%.0f") of 0.2 and of 0.3 both
     * print "0". Such a claim is a possible difference, not one the solver vouches for. */
    term_ref exact = term_and2(tc, term_and2(tc, ret_o, ret_n), ends);
    term_ref holds = smt_model_eval(c->smt, exact);
    int output_only = holds == term_true(tc);
    if (holds == TERM_NULL) {
      /* a model the evaluator cannot read back (cvc5's names the inputs only): is every input
       * the obligation admits one on which the ends agree? */
      double left = c->deadline - rel_now();
      smt_push(c->smt);
      smt_assert(c->smt, term_not(tc, exact));
      output_only = left > 0.1 && smt_check(c->smt, left > 2 ? 2000 : (unsigned)(left * 1000)) == SMT_UNSAT;
      smt_pop(c->smt, 1);
    }
    replay(c);
    rel_cmp cmp = rel_compare(&o->R, &c->out->old_b, &c->out->new_b);
    if (cmp == REL_CMP_DIFFERS) {
      c->out->kind = REL_BEHAVIOUR_CHANGED;
      return;
    }
    if (cmp == REL_CMP_INCONCLUSIVE) return limit_met(c, "old is safe and new differs");
    if (output_only && cmp == REL_CMP_RELATED) {
      const char *at = input_text(c);
      double now = rel_now();
      if (probe(c, 400, now + (c->deadline - now) / 4)) {
        c->out->kind = REL_BEHAVIOUR_CHANGED;
        return;
      }
      c->out->has_cex = 0;
      const char *what = S0->L->output_args_note
                             ? S0->L->output_args_note
                             : "differs only in the arguments of output calls, which the checks compare instead of the "
                               "text they print (equal arguments suffice for equal text but are not needed for it: "
                               "printf(\"%.0f\") of 0.2 and of 0.3 both print \"0\")";
      return set_unknown(c, REL_R_RELATION, "%s%s",
                         arena_printf(c->a, "output: the solver's input (%s) %s; run, both versions behave the same on "
                                      "it. No difference shown, none excluded, and no probed input differs", at, what),
                         probe_tail(c, NULL));
    }
    return replay_failed(c, "old is safe and new differs");
  }
  /* how Q1 was proved, when its expensive subterms were uninterpreted functions (smt_abstract.c) */
  const char *q1_how = strncmp(smt_reason(c->smt), "unsat on an abstraction", 23) ? NULL : arena_strdup(c->a, smt_reason(c->smt));
  smt_pop(c->smt, 1);

  /* Q2: every input is followed to an end on both sides */
  r = check(c, term_or2(tc, unk_o, unk_n));
  if (r == SMT_UNKNOWN) return set_unknown(c, answer_code(c), "solver gave no answer on the completeness obligation: %s%s", no_answer(c), NULL);
  if (r == SMT_SAT) {
    rel_reason_code ucode;
    const char *u = unknown_reason(c, &so, &sn, &ucode);
    if (c->loop_note) u = arena_printf(c->a, "%s; not proved by loop induction: %s", u, c->loop_note);
    if (so.bound_hits || sn.bound_hits)
      return set_unknown(c, ucode, "%s (no difference found on the inputs that stay within the bound%s)", u, probe_tail(c, u));
    return set_unknown(c, ucode, "%s%s", u, probe_tail(c, u));
  }
  smt_pop(c->smt, 1);

  /* Q3: an input on which old goes wrong and new does not */
  r = check(c, term_and2(tc, wrong_o, ret_n));
  if (r == SMT_UNKNOWN) return set_unknown(c, answer_code(c), "solver gave no answer on the old-unsafe obligation: %s%s", no_answer(c), NULL);
  if (q1_how) c->out->proof = arena_printf(c->a, "the change obligation is %s", q1_how);
  if (r == SMT_UNSAT) {
    c->out->kind = REL_EQUIVALENT;
    smt_pop(c->smt, 1); /* Q3 must not constrain the vacuity check */
    vacuity(c, term_and2(tc, ret_o, ret_n), &so, &sn);
    termination_note(c, &so, &sn);
    if (c->abstracted && !c->out->proof)
      c->out->proof = arena_printf(c->wa, "the calls of %s are one uninterpreted function of their arguments in both "
                                   "versions (the callees are the same in both)", c->abstracted);
    return;
  }
  replay(c);
  smt_pop(c->smt, 1); /* the model is read; Q3 must not constrain the vacuity check */
  /* any going wrong the old side's language defines as a behaviour qualifies (C undefined
   * behaviour, COBOL undefined results); a limit of Equiv does not */
  rel_cmp cmp = rel_compare(&o->R, &c->out->old_b, &c->out->new_b);
  if (cmp == REL_CMP_OLD_UNSAFE) {
    c->out->kind = REL_CHANGED_ONLY_WHERE_OLD_UNSAFE;
    /* the replay is kept: vacuity's checks only look at the summaries */
    vacuity(c, ret_o, &so, &sn);
    return;
  }
  if (cmp == REL_CMP_INCONCLUSIVE) return limit_met(c, "old goes wrong and new does not");
  replay_failed(c, "old goes wrong and new does not");
}

/* The last word on a verdict that rests on an input: it stands only if the replayed behaviours
 * show it through rel_compare (a behaviour_changed without a replayed difference is the worst bug
 * a verifier can have, after a wrong equivalent). Each path above already checks; this is the net
 * under all of them. */
static void check_evidence(ctx *c) {
  rel_verdict *v = c->out;
  if (v->kind != REL_BEHAVIOUR_CHANGED && v->kind != REL_CHANGED_ONLY_WHERE_OLD_UNSAFE) return;
  rel_cmp want = v->kind == REL_BEHAVIOUR_CHANGED ? REL_CMP_DIFFERS : REL_CMP_OLD_UNSAFE;
  if (!v->has_cex) {
    v->kind = REL_UNKNOWN;
    v->code = REL_R_INTERNAL;
    v->reason = "internal: a verdict that needs a replayed input has none (bug in Equiv)";
    return;
  }
  rel_cmp got = rel_compare(&c->o->R, &v->old_b, &v->new_b);
  if (got == want) return;
  if (got == REL_CMP_INCONCLUSIVE) return limit_met(c, rel_verdict_name(v->kind));
  replay_failed(c, rel_verdict_name(v->kind));
}

/* The counterexample run on the language's real implementation as well (rel_lang.native_run, for
 * a language with native_in_check: Java's JVM). Each side agrees when the native run has the
 * outcome Equiv's semantics replayed. A disagreement is never dropped: it is in the verdict
 * (native_agrees 0, native_note), and when both native runs complete with no difference between
 * them under the relation, the difference exists only in Equiv's semantics, so the verdict does
 * not stand: unknown, replay_mismatch (a bug in Equiv's model, reported rather than hidden). */
static void native_replay(ctx *c) {
  rel_verdict *v = c->out;
  const rel_lang *L = c->side[0].L;
  if (v->kind != REL_BEHAVIOUR_CHANGED && v->kind != REL_CHANGED_ONLY_WHERE_OLD_UNSAFE) return;
  if (!v->has_cex || !L->native_in_check || !L->native_run || c->side[1].L != L) return;
  const rel_value *nargs = v->nnew_inputs ? v->new_args : v->args, *oargs = v->args;
  int nn = v->nnew_inputs ? v->nnew_inputs : v->ninputs, no = v->ninputs;
  /* each side's own inputs, as run_side gives them (the ones the check left out void) */
  if (c->keep[0]) oargs = full_args(c, 0, v->args, c->a), no = c->nfull[0];
  if (c->keep[1] && !v->nnew_inputs) nargs = full_args(c, 1, v->args, c->a), nn = c->nfull[1];
  v->native_old_b = L->native_run(c->side[0].prog, c->side[0].unit, oargs, no, c->a);
  v->native_new_b = L->native_run(c->side[1].prog, c->side[1].unit, nargs, nn, c->a);
  v->has_native = 1;
  v->native_name = L->native_name ? L->native_name : L->name;
  const rel_behaviour *eq[2] = {&v->old_b, &v->new_b}, *nat[2] = {&v->native_old_b, &v->native_new_b};
  int agrees = 1;
  strbuf note = {0};
  for (int s = 0; s < 2; s++) {
    char b1[600], b2[600];
    const char *side = s ? "new" : "old";
    if (nat[s]->wrong) {
      if (agrees == 1) agrees = -1;
      sb_printf(&note, "%s%s not run on %s: %s", note.len ? "; " : "", side, v->native_name, nat[s]->reason);
    } else if (eq[s]->wrong || !rel_outcome_equal(eq[s], nat[s])) {
      agrees = 0;
      sb_printf(&note, "%s%s DISAGREES: %s %s, Equiv's semantics %s", note.len ? "; " : "", side, v->native_name,
                rel_behaviour_text(nat[s], b1, sizeof b1), rel_behaviour_text(eq[s], b2, sizeof b2));
    }
  }
  v->native_agrees = agrees;
  v->native_note = note.len ? arena_strdup(c->a, note.data) : NULL;
  sb_free(&note);
  if (!nat[0]->wrong && !nat[1]->wrong && v->kind == REL_BEHAVIOUR_CHANGED &&
      rel_compare(&c->o->R, nat[0], nat[1]) != REL_CMP_DIFFERS) {
    char b1[600];
    v->kind = REL_UNKNOWN;
    v->code = REL_R_REPLAY;
    v->reason = arena_printf(c->a, "the distinguishing input (%s) shows no difference on %s (both versions: %s), "
                             "while Equiv's semantics differ there (a bug in Equiv's model, reported rather than hidden): %s",
                             input_text(c), v->native_name, rel_behaviour_text(nat[0], b1, sizeof b1),
                             v->native_note ? v->native_note : "");
  }
}

static void mkdir_p(const char *path) {
  char buf[4096];
  snprintf(buf, sizeof buf, "%s", path);
  for (char *p = buf + 1; *p; p++) {
    if (*p != '/') continue;
    *p = 0;
    mkdir(buf, 0777);
    *p = '/';
  }
  mkdir(buf, 0777);
}

void rel_check_unit(const rel_lang *L, void *old_prog, void *new_prog, const char *unit, const rel_check_opts *o,
                    rel_verdict *out, arena *a) {
  rel_side so = {L, old_prog, unit}, sn = {L, new_prog, unit};
  rel_check(&so, &sn, o, out, a);
}

void rel_check(const rel_side *old_side, const rel_side *new_side, const rel_check_opts *o, rel_verdict *out, arena *a) {
  double t0 = now_s();
  memset(out, 0, sizeof *out);
  out->kind = REL_UNKNOWN;
  out->relation = o->R.name ? o->R.name : "identity";
  const char *unit = old_side->unit;
  /* --memory bounds what the unit holds: the meter counts from here (core/meter.h), Z3 keeps its
   * own count. The summaries live in a work arena freed below, so a unit that ran out of memory
   * does not keep what it took while the next function is compared. */
  unsigned mib = o->memory_mib ? o->memory_mib : REL_MEMORY_DEFAULT_MIB;
  ctx c = {.side = {*old_side, *new_side}, .o = o, .out = out, .a = a, .phase = "the verdict"};
  eq_meter_begin((size_t)mib << 20, on_memory_trip, &c);
  c.tc = term_ctx_new();
  c.wa = arena_new();
  /* --timeout bounds the whole verdict of one function: symbolic execution, every solver check,
   * probing and replay. A tenth is kept back for probing and the concrete replays. */
  double budget = (o->timeout_ms ? o->timeout_ms : 30000) / 1000.0;
  c.deadline = t0 + budget;
  c.reserve = budget / 10;
  const char *dir = NULL;
  if (o->evidence_dir) {
    mkdir_p(o->evidence_dir);
    dir = arena_printf(a, "%s/%s", o->evidence_dir, unit);
  }
  /* --recheck: every answer, sat or unsat, goes to cvc5 too, with the function's budget as its
   * own limit; an unsat cvc5 does not confirm counts as no answer (the issue: "requires agreement") */
  c.smt = smt_z3_new(c.tc);
  /* without --recheck, a non-linear identity the polynomials decide (a closed form's step) is
   * UNSAT before z3 is asked; under --recheck every answer must be z3's, confirmed by cvc5 */
  if (!o->recheck) c.smt = smt_poly_new(c.smt);
  smt_solver *abs = o->recheck ? NULL : smt_z3_new(c.tc); /* the abstraction's solver, below */
  smt_z3_memory_limit(mib); /* after the contexts: making one must not be what hits the limit */
  if (dir) c.smt = smt_logging_new(c.smt, dir);
  /* without --recheck, cvc5 takes over the checks z3 runs out of time on (under --recheck every
   * answer must come from z3 and be confirmed by cvc5, so there is no second chance) */
  if (!o->recheck && smt_binary_available("cvc5")) c.smt = smt_portfolio_new(c.smt, "cvc5");
  /* without --recheck, a check first asks an abstraction of its expensive subterms (products,
   * quotients, floating-point arithmetic) as uninterpreted functions, which decides many changes
   * that leave those subterms shared; under --recheck each answer must be z3's on the obligation
   * itself, confirmed by cvc5 */
  if (!o->recheck) c.smt = smt_abstract_new(c.smt, abs, dir, SMT_ABSTRACT_REAL_FIRST);
  /* only the three obligations of decide() ask the abstraction (the change between the versions is
   * where their shared subterms are): the induction's checks learn candidates from models and
   * keep the models and time of the obligations as they are */
  smt_abstract_set(c.smt, 0);
  if (o->recheck) c.smt = smt_recheck_new(c.smt, "cvc5", dir, (unsigned)(budget * 1000), SMT_RECHECK_SAT | SMT_RECHECK_STRICT);
  c.evdir = dir;
  decide(&c);
  check_evidence(&c);
  native_replay(&c);
  if (out->kind == REL_UNKNOWN && eq_meter_tripped()) {
    /* whatever the unknown looked like from inside (symbolic execution cut as by the deadline, a
     * check skipped), its cause is the memory budget. A verdict established before the budget ran
     * out stands: it rests on UNSAT answers or a replayed input, not on what came after. */
    out->code = REL_R_MEMORY;
    out->reason = memory_text(&c);
  }
  if (out->kind == REL_UNKNOWN && out->code == REL_R_NONE) out->code = REL_R_INTERNAL;
  if (out->kind != REL_UNKNOWN && out->code != REL_R_IDENTICAL) out->code = REL_R_NONE;
  smt_free(c.smt);
  term_ctx_free(c.tc);
  /* the verdict's texts may point into the summaries: copied before the work arena goes */
  if (out->reason) out->reason = arena_strdup(a, out->reason);
  if (out->assume) out->assume = arena_strdup(a, out->assume);
  if (out->proof) out->proof = arena_strdup(a, out->proof);
  if (out->vacuity) out->vacuity = arena_strdup(a, out->vacuity);
  arena_free(c.wa);
  eq_meter_end();
  smt_z3_memory_limit(0);
  out->seconds = now_s() - t0;
}

static json_t *str_list_json(const char *const *v, int n) {
  json_t *a = json_array();
  for (int i = 0; i < n; i++) json_array_append_new(a, json_string(v[i]));
  return a;
}

json_t *rel_verdict_json(const rel_verdict *v, const char *name) {
  json_t *o = json_object();
  json_object_set_new(o, "name", json_string(name));
  json_object_set_new(o, "verdict", json_string(rel_verdict_name(v->kind)));
  json_object_set_new(o, "reason", v->reason ? json_string(v->reason) : json_null());
  const char *code = rel_reason_code_name(v->code);
  json_object_set_new(o, "reason_code", code ? json_string(code) : json_null());
  json_t *as = json_array();
  if (v->assume) json_array_append_new(as, json_string(v->assume));
  json_object_set_new(o, "assumptions", as);
  json_object_set_new(o, "proof", v->proof ? json_string(v->proof) : json_null());
  int decided = v->kind == REL_EQUIVALENT || v->kind == REL_CHANGED_ONLY_WHERE_OLD_UNSAFE;
  json_object_set_new(o, "vacuous", !decided || v->vacuous < 0 ? json_null() : json_boolean(v->vacuous == 1));
  json_object_set_new(o, "vacuity", decided && v->vacuity ? json_string(v->vacuity) : json_null());
  json_object_set_new(o, "relation", json_string(v->relation ? v->relation : "identity"));
  if (v->has_cex && (v->kind == REL_BEHAVIOUR_CHANGED || v->kind == REL_CHANGED_ONLY_WHERE_OLD_UNSAFE)) {
    json_t *cx = json_object(), *ins = json_array();
    for (int i = 0; i < v->ninputs; i++) {
      json_t *in = json_object();
      json_object_set_new(in, "name", json_string(v->inputs[i].name));
      json_object_set_new(in, "value", rel_value_json(&v->args[i]));
      if (v->inputs[i].by_name) json_object_set_new(in, "state", json_true()); /* not a parameter (rel_input.by_name) */
      if (v->inputs[i].kind == REL_IN_TREE && v->inputs[i].type) {
        /* an input known only by its typed tree (a COBOL data set): the type and the value as text */
        char *tb = malloc(16384);
        if (tb) {
          json_object_set_new(in, "type", json_string(rel_type_text(v->inputs[i].type, tb, 16384)));
          json_object_set_new(in, "text", json_string(rel_type_value_text(v->inputs[i].type, &v->args[i], tb, 16384)));
          free(tb);
        }
      }
      json_array_append_new(ins, in);
    }
    json_object_set_new(cx, "inputs", ins);
    if (v->nnew_inputs) {
      json_t *nins = json_array();
      for (int i = 0; i < v->nnew_inputs; i++) {
        json_t *in = json_object();
        json_object_set_new(in, "name", json_string(v->new_inputs[i].name));
        json_object_set_new(in, "value", rel_value_json(&v->new_args[i]));
        json_array_append_new(nins, in);
      }
      json_object_set_new(cx, "new_inputs", nins);
    }
    json_object_set_new(cx, "old", rel_behaviour_json(&v->old_b));
    json_object_set_new(cx, "new", rel_behaviour_json(&v->new_b));
    if (v->has_native) {
      /* the same input on the language's real implementation (Java: the JVM) */
      json_t *nv = json_object();
      json_object_set_new(nv, "implementation", json_string(v->native_name));
      json_object_set_new(nv, "agrees", v->native_agrees < 0 ? json_null() : json_boolean(v->native_agrees == 1));
      json_object_set_new(nv, "old", rel_behaviour_json(&v->native_old_b));
      json_object_set_new(nv, "new", rel_behaviour_json(&v->native_new_b));
      json_object_set_new(nv, "note", v->native_note ? json_string(v->native_note) : json_null());
      json_object_set_new(cx, "native", nv);
    }
    json_object_set_new(o, "counterexample", cx);
  } else {
    json_object_set_new(o, "counterexample", json_null());
  }
  if (v->nstate_compared || v->nstate_left_out) {
    json_t *st = json_object();
    json_object_set_new(st, "compared", str_list_json(v->state_compared, v->nstate_compared));
    json_object_set_new(st, "left_out", str_list_json(v->state_left_out, v->nstate_left_out));
    json_object_set_new(o, "state", st);
  }
  json_object_set_new(o, "obligations", json_integer(v->obligations));
  json_object_set_new(o, "seconds", json_real((double)(long long)(v->seconds * 1000 + 0.5) / 1000.0));
  return o;
}
