/* rs_symio.c — standard input and output in the Rust room's symbolic executor (rs_sym.c), for
 * batch programs (translations of COBOL ones) that read lines, parse fields and print lines.
 *
 * Standard input is a symbolic sequence of lines: stdin_n lines (64 bits), line k of length
 * stdin_<k>_len whose bytes are stdin_<k>_<j>, and stdin_nl, whether the last line ends with a
 * newline. The first RSY_LINES lines of at most RSY_LINE_CAP bytes are followed; reading a later
 * line, or a longer one, is an unknown case ("bound reached"), never a guess. The bytes are ASCII
 * and no newline (a line holds none; std reads input that is not UTF-8 as an InvalidData error,
 * which the interpreter does not model): the summary's precondition, stated in its assumptions.
 * Each path reads the lines in order, so the line it reads next is concrete (sst.inl).
 * std::io's BufRead::lines yields each line without its "\n" or "\r\n" (library/std/src/io/
 * mod.rs, Lines::next: a '\r' before the '\n' is removed, a '\r' at the end of an unterminated last
 * line is kept); read_line appends the line and its '\n' when it has one, Ok(0) at the end.
 *
 * Texts (String, &str) are S_TXT: a symbolic length and RSY_LINE_CAP + 1 bytes. Modelled exactly
 * on terms: len, is_empty, trim/trim_start/trim_end (char::is_whitespace on ASCII: U+0009 to
 * U+000D and U+0020), slicing by a constant byte range (core::str's bounds; on ASCII text every
 * index is a char boundary), and str::parse of every integer type (core::num's from_str_radix
 * with radix 10, the order of its checks as rs_io.c's parse_int has it).
 *
 * Output: println!/print!/eprintln!/eprint! and write!/writeln! on io::stdout()/io::stderr() (or
 * their locks) are output events (rel_out_event) in program order, guarded by the path's guard.
 * An event's `what` names the format template (its bytes, which fix the literal pieces, the
 * placeholders and their width, fill, alignment and flags) and the kind and type of each
 * argument; its arguments are the values shown (integers as bit-vectors, a bool as one bit, a
 * text as its length then its bytes, those past the length zero). Formatting is thus a congruent
 * function of the template and the values: equal `what` and equal values write equal text, and
 * nothing more is assumed (rel/verdict.c compares events so; a difference the solver claims is
 * replayed on both versions before it counts). format! (a String made by formatting) is not
 * modelled: a symbolic String of unknown bytes would need the text itself. */
#include <stdio.h>
#include <string.h>

#include "lang/rust/rs_rectext.h"
#include "lang/rust/rs_sym_int.h"
#include "rel/xrec.h"

enum { RSY_LINES = 3, RSY_LINE_CAP = 8, TXT_CAP = RSY_LINE_CAP + 1 };
/* The induction over lines (x->hmode) follows lines of up to RSY_HEAD_CAP characters, or as many
 * as rel_sym_opts.line_cap asks up to RSY_HEAD_MAX (a COBOL record's length, for the
 * cross-language induction): its summaries hold one line per iteration and no parse circuit
 * (below), so a longer line costs little there; every text then has x->hcap + 1 bytes, and the
 * cost grows with what the program does with them (a slice at a symbolic offset is quadratic),
 * so the longer cap is taken only where asked. lcap/tcap give the unit's. */
enum { RSY_HEAD_CAP = 16, RSY_HEAD_MAX = 128 };
int rsy_head_cap(unsigned asked) {
  return asked <= RSY_HEAD_CAP ? RSY_HEAD_CAP : asked >= RSY_HEAD_MAX ? RSY_HEAD_MAX : (int)asked;
}
static int lcap(const sx *x) { return x->hmode != REL_HEAD_NONE ? x->hcap : RSY_LINE_CAP; }
static int tcap(const sx *x) { return lcap(x) + 1; }
/* The most output records a path is followed for (a loop printing on every pass, the rest a
 * bound: the records are copied on each write) */
enum { RSY_RECORDS = 512 };

/* ---------- the input's variables ---------- */

/* The variables of sequence q ("stdin", or "argK": the file named by argument K; x->seq is the
 * one the unit reads). */
const char *rsy_seq(const sx *x) { return x->seq ? x->seq : "stdin"; }
static term_ref q_n(sx *x, const char *q) { return term_var(x->tc, arena_printf(x->a, "%s_n", q), term_sort_bv(x->tc, 64)); }
static term_ref q_nl(sx *x, const char *q) { return term_var(x->tc, arena_printf(x->a, "%s_nl", q), term_sort_bv(x->tc, 1)); }
static term_ref q_len(sx *x, const char *q, int k) {
  return term_var(x->tc, arena_printf(x->a, "%s_%d_len", q, k), term_sort_bv(x->tc, 64));
}
static term_ref q_byte(sx *x, const char *q, int k, int j) {
  return term_var(x->tc, arena_printf(x->a, "%s_%d_%d", q, k, j), term_sort_bv(x->tc, 8));
}
static term_ref v_n(sx *x) { return q_n(x, rsy_seq(x)); }
static term_ref v_nl(sx *x) { return q_nl(x, rsy_seq(x)); }
static term_ref v_len(sx *x, int k) { return q_len(x, rsy_seq(x), k); }
static term_ref v_byte(sx *x, int k, int j) { return q_byte(x, rsy_seq(x), k, j); }

/* The iteration's line of a step of the induction over lines (x->hmode == REL_HEAD_STEP): whether
 * there is none (the end of the input), its length, whether a '\n' ends it, its bytes; both
 * versions read the same one. */
static term_ref q_it_eof(sx *x, const char *q) { return term_var(x->tc, arena_printf(x->a, "%s_it_eof", q), term_sort_bool(x->tc)); }
static term_ref q_it_nl(sx *x, const char *q) { return term_var(x->tc, arena_printf(x->a, "%s_it_nl", q), term_sort_bool(x->tc)); }
static term_ref q_it_len(sx *x, const char *q) { return term_var(x->tc, arena_printf(x->a, "%s_it_len", q), term_sort_bv(x->tc, 64)); }
static term_ref q_it_byte(sx *x, const char *q, int j) {
  return term_var(x->tc, arena_printf(x->a, "%s_it_%d", q, j), term_sort_bv(x->tc, 8));
}
static term_ref it_eof(sx *x) { return q_it_eof(x, rsy_seq(x)); }
static term_ref it_nl(sx *x) { return q_it_nl(x, rsy_seq(x)); }
static term_ref it_len(sx *x) { return q_it_len(x, rsy_seq(x)); }
static term_ref it_byte(sx *x, int j) { return q_it_byte(x, rsy_seq(x), j); }

void rs_sym_seq_names(const char *q, rel_xseq_names *out, arena *a) {
  /* the names q_n .. q_it_byte above make; the step's lines are of RSY_HEAD_CAP characters, or
   * up to RSY_HEAD_MAX where rel_sym_opts.line_cap asks */
  *out = (rel_xseq_names){.count = arena_printf(a, "%s_n", q), .count_width = 64, .byte = arena_printf(a, "%s_%%d_%%d", q),
                          .len = arena_printf(a, "%s_%%d_len", q), .nl = arena_printf(a, "%s_nl", q),
                          .it_byte = arena_printf(a, "%s_it_%%d", q), .it_eof = arena_printf(a, "%s_it_eof", q),
                          .it_len = arena_printf(a, "%s_it_len", q), .it_nl = arena_printf(a, "%s_it_nl", q),
                          .nrec = RSY_LINES, .cap = RSY_HEAD_CAP, .cap_max = RSY_HEAD_MAX,
                          .pos_cell = strcmp(q, "stdin") ? "@lines.pos" : "@stdin.pos"};
}

static term_ref ascii_not_nl(sx *x, term_ref b) {
  return AND(x, M2(x, OP_BVULT, b, BV(x, 8, 0x80)), NOT(x, term_eq(x->tc, b, BV(x, 8, '\n'))));
}

/* The admissible values of sequence q's variables. */
static term_ref seq_setup(sx *x, const char *q, term_ref p) {
  term_ref n = q_n(x, q), nl = term_eq(x->tc, q_nl(x, q), BV(x, 1, 1));
  /* a step reads the iteration's line only (next_line), never these: their conditions would be
   * conjuncts over variables nothing else holds, and through the cross-language map (rel/xrec.h)
   * each byte's would become the code page's table, for the solver to carry in every query */
  for (int k = 0; k < RSY_LINES && x->hmode != REL_HEAD_STEP; k++) {
    for (int j = 0; j < lcap(x); j++) p = AND(x, p, ascii_not_nl(x, q_byte(x, q, k, j)));
    /* an unterminated last line holds at least one byte (else it is no line) */
    term_ref last = AND(x, term_eq(x->tc, n, BV(x, 64, (uint64_t)k + 1)), NOT(x, nl));
    p = AND(x, p, OR(x, NOT(x, last), NOT(x, term_eq(x->tc, q_len(x, q, k), BV(x, 64, 0)))));
    /* the induction over lines is for lines of at most lcap characters (its assumption) */
    if (x->hmode != REL_HEAD_NONE) p = AND(x, p, M2(x, OP_BVULE, q_len(x, q, k), BV(x, 64, (uint64_t)lcap(x))));
  }
  if (x->hmode == REL_HEAD_STEP) {
    /* the iteration's line: ASCII without a newline, at most lcap characters, not empty
     * when no '\n' ends it. A line without '\n' is the last one, which the step does not know
     * (it may be followed by more lines there): the step is shown for more sequences of lines
     * than there are, which costs no soundness */
    for (int j = 0; j < lcap(x); j++) p = AND(x, p, ascii_not_nl(x, q_it_byte(x, q, j)));
    p = AND(x, p, M2(x, OP_BVULE, q_it_len(x, q), BV(x, 64, (uint64_t)lcap(x))));
    p = AND(x, p, OR(x, q_it_nl(x, q), NOT(x, term_eq(x->tc, q_it_len(x, q), BV(x, 64, 0)))));
  }
  return p;
}

void rsy_stdin_setup(sx *x, term_ref *pre) {
  x->has_stdin = 1;
  if (!x->nlines) x->nlines = RSY_LINES;
  *pre = seq_setup(x, "stdin", *pre);
}

/* RS_ARG_FILES files named by arguments, each a sequence of lines; the count env::args yields
 * (the program's name first) from 1 to RS_ARG_FILES + 1: a replay gives that many, and an
 * argument past them is not followed (the assumption says so) */
void rsy_args_setup(sx *x, term_ref argc, term_ref *pre) {
  x->has_args = 1;
  x->argc = argc;
  if (!x->nlines) x->nlines = RSY_LINES;
  term_ref p = AND(x, *pre, AND(x, M2(x, OP_BVUGE, argc, BV(x, 64, 1)), M2(x, OP_BVULE, argc, BV(x, 64, RS_ARG_FILES + 1))));
  for (int k = 1; k <= RS_ARG_FILES; k++) p = seq_setup(x, arena_printf(x->a, "arg%d", k), p);
  *pre = p;
}

term_ref rsy_stdin_prefer(sx *x) {
  /* short lines: a counterexample's numbers then show their padding and signs */
  term_ref p = M2(x, OP_BVULE, v_n(x), BV(x, 64, RSY_LINES));
  for (int k = 0; k < RSY_LINES; k++) p = AND(x, p, M2(x, OP_BVULE, v_len(x, k), BV(x, 64, 6)));
  return p;
}

/* The sequence's name in words. */
static const char *seq_words(sx *x) {
  if (!x->seq && x->has_args && !x->has_stdin) return "the file it reads (named by an argument)";
  const char *q = rsy_seq(x);
  return !strcmp(q, "stdin") ? "standard input" : arena_printf(x->a, "the file named by argument %s", q + 3);
}

const char *rsy_stdin_assume(sx *x) {
  const char *args = !x->has_args ? NULL
                     : arena_printf(x->a, "main runs with at most %d arguments, each file it opens exists and its arguments name "
                                    "distinct files",
                                    RS_ARG_FILES);
  if (!x->stdin_read) return args;
  const char *in = seq_words(x);
  const char *r = x->hmode != REL_HEAD_NONE
                    ? arena_printf(x->a, "%s is any number of lines of at most %d ASCII characters each", in, lcap(x))
                    : arena_printf(x->a, "%s is lines of ASCII characters (a line after the first %d, or of more than %d "
                                   "characters, is not followed: unknown where read)", in, RSY_LINES, RSY_LINE_CAP);
  return args ? arena_printf(x->a, "%s; %s", args, r) : r;
}

/* ---------- texts ---------- */

static sv txt_new(sx *x, term_ref len, int cap) {
  sv v = rsy_agg(x, V_TUPLE, cap);
  v.k = S_TXT;
  v.t = len;
  for (int j = 0; j < cap; j++) v.items[j] = sbv(BV(x, 8, 0), 8, 0);
  return v;
}

static term_ref byte_at(sx *x, const sv *t, int j) { return j < t->n ? t->items[j].t : BV(x, 8, 0); }

/* A constant str as a text, or -1 when it is longer than the texts followed. */
static int txt_of_str(sx *x, const sv *s, sv *out) {
  if (s->len > tcap(x)) return -1;
  *out = txt_new(x, BV(x, 64, (uint64_t)s->len), tcap(x));
  for (long j = 0; j < s->len; j++) out->items[j].t = BV(x, 8, (unsigned char)s->str[j]);
  return 0;
}

/* The text a value is or points to (through references), or NULL. */
static sv *txt_arg(sx *x, sst *s, sv *v) {
  for (int d = 0; v && v->k == S_REF && d < 8; d++) v = rsy_deref(x, s, v);
  return v && v->k == S_TXT ? v : NULL;
}

/* Line k of the input as lines() (strip_cr 1), split(b'\n') (2) or read_line (with its '\n', 0)
 * gives it. They take the
 * same bytes (the line's, then '\n' at its end) and differ in length only: the bytes at or past a
 * text's length mean nothing, and equal terms let the two versions' computations share. */
static sv line_text(sx *x, int k, int strip_cr) {
  /* k < 0: the iteration's line of an induction step */
  term_ref len = k < 0 ? it_len(x) : v_len(x, k);
  term_ref term = k < 0 ? it_nl(x)
                        : OR(x, M2(x, OP_BVUGT, v_n(x), BV(x, 64, (uint64_t)k + 1)), term_eq(x->tc, v_nl(x), BV(x, 1, 1)));
  sv t = txt_new(x, len, tcap(x));
  for (int j = 0; j < tcap(x); j++)
    t.items[j].t = ITE(x, term_eq(x->tc, len, BV(x, 64, (uint64_t)j)), BV(x, 8, '\n'),
                       j < lcap(x) ? (k < 0 ? it_byte(x, j) : v_byte(x, k, j)) : BV(x, 8, 0));
  if (strip_cr == 2) {
    t.t = len; /* split(b'\n'): the line without its '\n', nothing else taken off */
  } else if (strip_cr) {
    term_ref last = BV(x, 8, 0);
    for (int j = 0; j < lcap(x); j++)
      last = ITE(x, term_eq(x->tc, len, BV(x, 64, (uint64_t)j + 1)), k < 0 ? it_byte(x, j) : v_byte(x, k, j), last);
    term_ref cr = AND(x, term, term_eq(x->tc, last, BV(x, 8, '\r')));
    t.t = ITE(x, cr, M2(x, OP_BVSUB, len, BV(x, 64, 1)), len);
  } else {
    t.t = ITE(x, term, M2(x, OP_BVADD, len, BV(x, 64, 1)), len);
  }
  return t;
}

/* The line the next read of path s gives: its index in the input, or -1 for the iteration's line
 * of an induction step. */
static int cur_line(sx *x, const sst *s) { return x->hmode == REL_HEAD_STEP ? -1 : s->inl; }

static term_ref is_ws(sx *x, term_ref b) {
  return OR(x, term_eq(x->tc, b, BV(x, 8, ' ')), AND(x, M2(x, OP_BVUGE, b, BV(x, 8, 9)), M2(x, OP_BVULE, b, BV(x, 8, 13))));
}

/* The text's bytes from symbolic offset st, of length len. */
static sv txt_shift(sx *x, const sv *t, term_ref st, term_ref len) {
  sv r = txt_new(x, len, t->n);
  for (int j = 0; j < t->n; j++) {
    term_ref b = byte_at(x, t, j);
    for (int d = 1; d < t->n; d++) b = ITE(x, term_eq(x->tc, st, BV(x, 64, (uint64_t)d)), byte_at(x, t, j + d), b);
    r.items[j].t = b;
  }
  return r;
}

/* trim (front and back), trim_start (front), trim_end (back). */
static sv txt_trim(sx *x, const sv *t, int front, int back) {
  term_ref len = t->t, st = front ? len : BV(x, 64, 0), en = back ? BV(x, 64, 0) : len;
  for (int j = t->n - 1; front && j >= 0; j--)
    st = ITE(x, AND(x, M2(x, OP_BVULT, BV(x, 64, (uint64_t)j), len), NOT(x, is_ws(x, byte_at(x, t, j)))), BV(x, 64, (uint64_t)j), st);
  for (int j = 0; back && j < t->n; j++)
    en = ITE(x, AND(x, M2(x, OP_BVULT, BV(x, 64, (uint64_t)j), len), NOT(x, is_ws(x, byte_at(x, t, j)))), BV(x, 64, (uint64_t)j + 1), en);
  term_ref nlen = ITE(x, M2(x, OP_BVUGT, en, st), M2(x, OP_BVSUB, en, st), BV(x, 64, 0));
  return front ? txt_shift(x, t, st, nlen) : (sv){.k = S_TXT, .t = nlen, .n = t->n, .items = rsy_copy(x, t).items};
}

/* ---------- str::parse of integers ---------- */

static sv pie(sx *x, const char *kind) {
  sv e;
  memset(&e, 0, sizeof e);
  e.k = S_DBG;
  e.str = arena_printf(x->a, "ParseIntError { kind: %s }", kind);
  return e;
}

static sv result(sx *x, int ok, const sv *v) {
  sv r = rsy_adt(x, rs_find_adt(x->p, "Result"), ok ? 0 : 1, 1);
  r.items[0] = *v;
  return r;
}

/* <T as FromStr>::from_str (radix 10) for an integer type of w bits, sg signed: core::num checks,
 * at each digit, the digit, then the multiplication by 10, then the addition; a sign alone is
 * InvalidDigit; '+' may lead, '-' only for a signed type. The magnitude is accumulated in 64
 * bits, exact for the at most 19 digits of a text parsed here (10^19 < 2^64). */
static int parse_int(sx *x, const sv *t, int w, int sg, branch *br, int *nb) {
  term_ref len = t->t, b0 = byte_at(x, t, 0);
  term_ref plus = term_eq(x->tc, b0, BV(x, 8, '+')), minus = term_eq(x->tc, b0, BV(x, 8, '-'));
  term_ref neg = sg ? minus : term_false(x->tc), sign = OR(x, plus, neg);
  term_ref empty = term_eq(x->tc, len, BV(x, 64, 0));
  term_ref alone = AND(x, term_eq(x->tc, len, BV(x, 64, 1)), OR(x, plus, minus));
  term_ref m = ITE(x, sign, M2(x, OP_BVSUB, len, BV(x, 64, 1)), len);
  /* the accumulator: wide enough for t->n digits (10^n < 2^(4n)) and the type's bound, so that
   * no step wraps (a narrow one keeps the solver's circuit small) */
  int aw = 4 * t->n + 2;
  if (aw < w + 2) aw = w + 2;
  if (aw > 64) aw = 64;
  /* the largest magnitude: 2^(w-1) negative, 2^(w-1) - 1 positive for a signed type */
  uint64_t hi = sg ? (1ull << (w - 1)) - 1 : (w >= 64 ? UINT64_MAX : (1ull << w) - 1);
  uint64_t amax = aw >= 64 ? UINT64_MAX : (1ull << aw) - 1;
  term_ref bound = ITE(x, neg, BV(x, aw, hi + 1 > amax ? amax : hi + 1), BV(x, aw, hi > amax ? amax : hi));
  term_ref acc = BV(x, aw, 0), P = T(x), inv = term_false(x->tc), ovf = term_false(x->tc);
  for (int i = 0; i < t->n; i++) {
    term_ref c = ITE(x, sign, byte_at(x, t, i + 1), byte_at(x, t, i));
    term_ref here = M2(x, OP_BVULT, BV(x, 64, (uint64_t)i), m);
    term_ref dig = AND(x, M2(x, OP_BVUGE, c, BV(x, 8, '0')), M2(x, OP_BVULE, c, BV(x, 8, '9')));
    term_ref nacc = M2(x, OP_BVADD, M2(x, OP_BVMUL, acc, BV(x, aw, 10)), term_zext(x->tc, (unsigned)aw - 8, M2(x, OP_BVSUB, c, BV(x, 8, '0'))));
    term_ref big = M2(x, OP_BVUGT, nacc, bound);
    inv = OR(x, inv, AND(x, AND(x, P, here), NOT(x, dig)));
    ovf = OR(x, ovf, AND(x, AND(x, P, here), AND(x, dig, big)));
    P = AND(x, P, OR(x, NOT(x, here), AND(x, dig, NOT(x, big))));
    acc = ITE(x, here, nacc, acc);
  }
  term_ref ok = AND(x, AND(x, NOT(x, empty), NOT(x, alone)), P);
  if (aw < 64) acc = term_zext(x->tc, 64 - (unsigned)aw, acc);
  term_ref val = ITE(x, neg, M1(x, OP_BVNEG, acc), acc);
  if (w < 64) val = term_extract(x->tc, (unsigned)w - 1, 0, val);
  /* the outcome as one term: the kind (0 Ok, 1 Empty, 2 InvalidDigit, 3 PosOverflow, 4
   * NegOverflow) in 3 bits over the value */
  term_ref bad = AND(x, NOT(x, empty), NOT(x, alone));
  term_ref kind = ITE(x, ok, BV(x, 3, 0), ITE(x, empty, BV(x, 3, 1), ITE(x, OR(x, alone, inv), BV(x, 3, 2), ITE(x, neg, BV(x, 3, 4), BV(x, 3, 3)))));
  (void)bad, (void)ovf;
  term_ref exact = M2(x, OP_CONCAT, kind, val);
  /* The same outcome as an uninterpreted function of the text (its length, then its bytes, those
   * past the length zero) that the summary's precondition defines as the exact one: a definition,
   * so no input is excluded, and two parses of equal texts are then equal by congruence, which the
   * solver sees without comparing the two circuits (it could not within its time otherwise). */
  term_ref r = exact;
  const int tc_ = tcap(x);
  if (t->n <= tc_) {
    term_sort *dom = arena_alloc(x->a, sizeof(term_sort) * (size_t)(tc_ + 1));
    term_ref *args = arena_alloc(x->a, sizeof(term_ref) * (size_t)(tc_ + 1));
    dom[0] = term_sort_bv(x->tc, 64), args[0] = len;
    for (int j = 0; j < tc_; j++) {
      dom[j + 1] = term_sort_bv(x->tc, 8);
      args[j + 1] = ITE(x, M2(x, OP_BVULT, BV(x, 64, (uint64_t)j), len), byte_at(x, t, j), BV(x, 8, 0));
    }
    /* the texts' capacity in the name: the bounded and the induction's summaries share a context */
    term_fun f = term_fun_declare(x->tc, arena_printf(x->a, "parse_%c%d_%d", sg ? 'i' : 'u', w, tc_), tc_ + 1, dom,
                                  term_sort_bv(x->tc, (unsigned)w + 3));
    r = term_app(x->tc, f, args, tc_ + 1);
    /* In the induction over lines (x->hmode) the definition is left out: a parse is any function
     * of the text whose kind is one of the five. That proves more than the real parse needs (it
     * is one such function), and those summaries give no counterexample, so nothing is lost but
     * the pairs whose equivalence rests on what parse computes (unknown); the solver no longer
     * bit-blasts two parse circuits per iteration, which it could not within its time. */
    if (x->hmode != REL_HEAD_NONE)
      x->defs = AND(x, x->defs, M2(x, OP_BVULE, term_extract(x->tc, (unsigned)w + 2, (unsigned)w, r), BV(x, 3, 4)));
    else
      x->defs = AND(x, x->defs, term_eq(x->tc, r, exact));
  }
  term_ref rk = term_extract(x->tc, (unsigned)w + 2, (unsigned)w, r);
  sv v = sbv(term_extract(x->tc, (unsigned)w - 1, 0, r), w, sg);
  sv e0 = pie(x, "Empty"), e1 = pie(x, "InvalidDigit"), e2 = pie(x, "PosOverflow"), e3 = pie(x, "NegOverflow");
  *nb = 0;
  br[(*nb)++] = (branch){term_eq(x->tc, rk, BV(x, 3, 0)), result(x, 1, &v), 0, NULL, 0};
  br[(*nb)++] = (branch){term_eq(x->tc, rk, BV(x, 3, 1)), result(x, 0, &e0), 0, NULL, 0};
  br[(*nb)++] = (branch){term_eq(x->tc, rk, BV(x, 3, 2)), result(x, 0, &e1), 0, NULL, 0};
  br[(*nb)++] = (branch){term_eq(x->tc, rk, BV(x, 3, 3)), result(x, 0, &e2), 0, NULL, 0};
  br[(*nb)++] = (branch){term_eq(x->tc, rk, BV(x, 3, 4)), result(x, 0, &e3), 0, NULL, 0};
  return 0;
}

/* ---------- output events ---------- */

/* Whether an event's text may end before its line does: not a constant text or a template whose
 * last byte before its end is a '\n' (a "cat" as its last part). Wrong either way, it only decides
 * where a path's records are cut (below), never which bytes they hold. */
static int rec_open(const char *w) {
  while (!strncmp(w, "cat ", 4)) {
    int n1, l1, k = 0;
    if (sscanf(w, "cat %d %d %n", &n1, &l1, &k) != 2 || !k) return 1;
    w += k + l1;
  }
  const char *h = !strncmp(w, "text ", 5) ? w + 5 : !strncmp(w, "fmt ", 4) ? w + 4 : NULL;
  if (!h) return 1;
  size_t hn = strspn(h, "0123456789abcdef");
  if (h == w + 5) return !(hn >= 2 && !strncmp(h + hn - 2, "0a", 2));
  /* a template ends in its end byte 00, after its last literal piece */
  return !(hn >= 4 && !strncmp(h + hn - 4, "0a00", 4));
}

static void out_event(sx *x, sst *s, const char *stream, const char *what, int n, const term_ref *args) {
  if (x->nouts == x->capouts) {
    int nc = x->capouts ? 2 * x->capouts : 16;
    rel_out_event *no = arena_alloc(x->a, sizeof(rel_out_event) * (size_t)nc);
    if (x->nouts) memcpy(no, x->outs, sizeof(rel_out_event) * (size_t)x->nouts);
    x->outs = no, x->capouts = nc;
  }
  x->outs[x->nouts++] = (rel_out_event){.guard = s->g, .what = what, .nargs = n, .args = args, .stream = stream};
  /* and as a record of the path (a unit that reads standard input states its output so). A write
   * that continues a line the path's last record of the same stream left open (write_all of a
   * text, then of b"\n": CTLBRK's report lines) joins it: "cat N1 L1 WHAT1WHAT2", the first
   * part's N1 arguments, then the second's (rs_rectext.c renders it). The stream's bytes are the
   * same; a record is then one line where the program writes one in pieces, as the record
   * induction across languages compares them (rel/xrec.h). */
  const rel_out_event *last = s->nrec ? &s->rec[s->nrec - 1] : NULL;
  if (last && last->stream && !strcmp(last->stream, stream) && strcmp(what, "create") && strcmp(last->what, "create") &&
      rec_open(last->what)) {
    rel_out_event *r = arena_alloc(x->a, sizeof(rel_out_event) * (size_t)s->nrec);
    memcpy(r, s->rec, sizeof(rel_out_event) * (size_t)s->nrec);
    term_ref *ja = arena_alloc(x->a, sizeof(term_ref) * (size_t)(last->nargs + n + 1));
    if (last->nargs) memcpy(ja, last->args, sizeof(term_ref) * (size_t)last->nargs);
    if (n) memcpy(ja + last->nargs, args, sizeof(term_ref) * (size_t)n);
    r[s->nrec - 1] = (rel_out_event){.guard = s->g, .what = arena_printf(x->a, "cat %d %zu %s%s", last->nargs, strlen(last->what), last->what, what),
                                     .nargs = last->nargs + n, .args = ja, .stream = stream};
    s->rec = r;
    return;
  }
  rel_out_event *r = arena_alloc(x->a, sizeof(rel_out_event) * (size_t)(s->nrec + 1));
  if (s->nrec) memcpy(r, s->rec, sizeof(rel_out_event) * (size_t)s->nrec);
  r[s->nrec] = x->outs[x->nouts - 1];
  s->rec = r, s->nrec++;
}

/* The type an Argument shows, from the MIR type of the call's argument (&T): "i64", "bool",
 * "char", "str" (a String or any reference to a str), or NULL for any other. */
static const char *shown_type(sx *x, int i) {
  const rs_term *t = x->call_t;
  if (!t || i >= t->nargs || t->args[i].k == RO_CONST || t->args[i].p.nproj) return NULL;
  int l = t->args[i].p.local;
  if (l < 0 || l >= x->call_b->nlocals) return NULL;
  const rs_type *ty = x->call_b->ltypes[l];
  while (ty && ty->k == RT_REF && ty->n >= 1) ty = ty->args[0];
  if (!ty) return NULL;
  if (ty->k == RT_INT || ty->k == RT_BOOL || ty->k == RT_CHAR) return ty->text;
  if (ty->k == RT_STR || (ty->k == RT_ADT && !strcmp(ty->name, "String") && ty->n == 0)) return "str";
  return NULL;
}

/* The event Arguments f makes (what rs_rectext.c renders): its words in *what, its terms in
 * args[0..*nargs). 0, or -1 with why. */
static int fmt_event(sx *x, const sv *f, const char **what, term_ref **args_out, int *nargs, const char **why) {
  sv one;
  if (f->k == S_STR) { /* Arguments::from_str: a constant text */
    memset(&one, 0, sizeof one);
    one.k = S_FMT, one.str = f->str, one.len = f->len;
    f = &one;
  }
  if (f->k != S_FMT) { *why = "fmt::Arguments not made by format_args!"; return -1; }
  size_t cap = (size_t)f->len * 2 + 64;
  for (int i = 0; i < f->n; i++) cap += 32 + strlen(f->items[i].str) + strlen(f->items[i].str2);
  char *w = arena_alloc(x->a, cap);
  /* a template (Arguments::new) and a literal text (Arguments::from_str) are told apart */
  size_t k = (size_t)snprintf(w, cap, f == &one ? "text " : "fmt ");
  for (long j = 0; j < f->len; j++) k += (size_t)snprintf(w + k, cap - k, "%02x", (unsigned char)f->str[j]);
  int na = 0;
  for (int i = 0; i < f->n; i++) {
    k += (size_t)snprintf(w + k, cap - k, " %s<%s>", f->items[i].str, f->items[i].str2);
    /* a text's bytes follow its length: how many, so that the arguments can be read back
     * (rs_rectext.c) */
    if (f->items[i].items[0].k == S_TXT) k += (size_t)snprintf(w + k, cap - k, "[%d]", f->items[i].items[0].n);
    na += f->items[i].items[0].k == S_TXT ? 1 + f->items[i].items[0].n : 1;
  }
  term_ref *args = arena_alloc(x->a, sizeof(term_ref) * (size_t)(na + 1));
  int m = 0;
  for (int i = 0; i < f->n; i++) {
    const sv *v = &f->items[i].items[0];
    if (v->k == S_TXT) {
      args[m++] = v->t;
      for (int j = 0; j < v->n; j++) args[m++] = ITE(x, M2(x, OP_BVULT, BV(x, 64, (uint64_t)j), v->t), v->items[j].t, BV(x, 8, 0));
    } else if (v->k == S_BV) {
      args[m++] = v->t;
    } else if (v->k == S_BOOL) {
      args[m++] = ITE(x, v->t, BV(x, 1, 1), BV(x, 1, 0));
    } else {
      *why = "a formatted value of this kind";
      return -1;
    }
  }
  *what = w, *args_out = args, *nargs = m;
  return 0;
}

/* Writes Arguments f as one event on stream. 0, or -1 with why. */
static int write_fmt(sx *x, sst *s, const sv *f, const char *stream, const char *loc, const char **why) {
  if (x->cut_mode && x->hmode == REL_HEAD_NONE) { *why = "output in a loop cut for induction"; return -1; }
  if (s->nrec >= RSY_RECORDS) {
    *why = arena_printf(x->a, "bound reached: a path is followed for %d output records only", RSY_RECORDS);
    return -1;
  }
  const char *w;
  term_ref *args;
  int m;
  if (fmt_event(x, f, &w, &args, &m, why) < 0) return -1;
  (void)loc;
  out_event(x, s, stream, w, m, args);
  return 0;
}

/* format!: the text Arguments f renders, as rs_rectext.c renders an output record (the same
 * rules: core::fmt's template, Display of texts and integers, padding), in *out. 0, or -1 with
 * why. */
static int fmt_string(sx *x, const sv *f, sv *out, const char **why) {
  const char *w;
  term_ref *args;
  int m, most;
  if (fmt_event(x, f, &w, &args, &m, why) < 0) return -1;
  rel_out_event e = {.guard = T(x), .what = w, .nargs = m, .args = args, .stream = "format"};
  term_ref len, *bytes = arena_alloc(x->a, sizeof(term_ref) * (size_t)(RS_FMT_TEXT_MAX + 1));
  if (rs_record_text_most(&e, x->tc, RS_FMT_TEXT_MAX, &len, bytes, &most, x->a) != 1) {
    *why = "format! of these arguments (rs_rectext.c renders texts and integers of known widths)";
    return -1;
  }
  *out = txt_new(x, len, most);
  for (int j = 0; j < most; j++) out->items[j].t = bytes[j];
  return 0;
}

/* Writes the bytes v holds (a byte string constant, a constant array of bytes, or a sequence of
 * bytes of symbolic length: write_all's argument) as one event on stream: a constant as "text
 * HEX" (what a constant write_fmt writes: the same bytes), a sequence as "bytes[N]" with its
 * length then its N bytes (those past the length 0). Bytes past those followed are a bound (a
 * branch of br); *ok is the guard under which the write is made. 0, or -1 with why. */
static int write_bytes(sx *x, sst *s, const sv *v, const char *stream, term_ref *ok, branch *br, int *nb, const char **why) {
  *ok = T(x);
  if (x->cut_mode && x->hmode == REL_HEAD_NONE) { *why = "output in a loop cut for induction"; return -1; }
  if (s->nrec >= RSY_RECORDS) {
    *why = arena_printf(x->a, "bound reached: a path is followed for %d output records only", RSY_RECORDS);
    return -1;
  }
  if (v && v->k == S_STR) {
    char *w = arena_alloc(x->a, (size_t)v->len * 2 + 8);
    size_t k = (size_t)snprintf(w, 8, "text ");
    for (long j = 0; j < v->len; j++) k += (size_t)snprintf(w + k, 3, "%02x", (unsigned char)v->str[j]);
    out_event(x, s, stream, w, 0, NULL);
    return 0;
  }
  if (!v || (v->k != S_SEQ && !(v->k == S_AGG && v->ak == V_ARRAY)) || v->arr != TERM_NULL) {
    *why = "write_all of a value that is not a sequence of bytes followed";
    return -1;
  }
  for (int j = 0; j < v->n; j++)
    if (v->items[j].k != S_BV || v->items[j].w != 8) { *why = "write_all of a value that is not a sequence of bytes followed"; return -1; }
  term_ref len = v->k == S_SEQ ? v->t : BV(x, 64, (uint64_t)v->n);
  term_ref fits = M2(x, OP_BVULE, len, BV(x, 64, (uint64_t)v->n));
  term_ref *args = arena_alloc(x->a, sizeof(term_ref) * (size_t)(v->n + 1));
  args[0] = len;
  for (int j = 0; j < v->n; j++) args[1 + j] = ITE(x, M2(x, OP_BVULT, BV(x, 64, (uint64_t)j), len), v->items[j].t, BV(x, 8, 0));
  if (term_is_const(x->tc, len) && term_bv_value(x->tc, len) > (uint64_t)v->n) {
    *why = "write_all of more bytes than followed";
    return -1;
  }
  if (!term_is_const(x->tc, len)) {
    br[(*nb)++] = (branch){NOT(x, fits), sunit(), 0,
                           arena_printf(x->a, "bound reached: %s followed up to %d bytes", v->str ? v->str : "a sequence", v->n), 1};
    *ok = fits;
  }
  /* the event holds where the write is made */
  term_ref g0 = s->g;
  s->g = AND(x, g0, *ok);
  out_event(x, s, stream, arena_printf(x->a, "bytes[%d]", v->n), v->n + 1, args);
  s->g = g0;
  return 0;
}

/* ---------- the models ---------- */

static int is_io(const sv *v, const char *what) { return v && v->k == S_IO && !strcmp(v->str, what); }

static sv io(const char *what) {
  sv v;
  memset(&v, 0, sizeof v);
  v.k = S_IO;
  v.str = what;
  return v;
}

/* A handle of a file named by argument k (len): "argname" (the argument itself), "file" (opened
 * to read), "reader" (a BufReader of it), "wfile" (created, or a BufWriter/LineWriter of it);
 * "lines" of stdin is len 0, of argument k's reader len k. */
static sv io_k(const char *what, long k) {
  sv v = io(what);
  v.len = k;
  return v;
}

/* The sequence of lines numbered k (0: standard input, else the file named by argument k) is the
 * one the unit reads: 0, or -1 with why when it reads another one. */
static int use_seq(sx *x, long k, const char **why) {
  const char *q = k ? arena_printf(x->a, "arg%ld", k) : "stdin";
  if (!x->seq) x->seq = q;
  if (strcmp(x->seq, q)) {
    *why = "a unit that reads two sequences of lines (standard input, files named by its arguments): one is followed";
    return -1;
  }
  return 0;
}

static sv *deref_all(sx *x, sst *s, sv *v) {
  for (int d = 0; v && v->k == S_REF && d < 8; d++) v = rsy_deref(x, s, v);
  return v;
}

static sv ok_unit(sx *x) {
  sv u = sunit();
  return result(x, 1, &u);
}

/* The next line (k = s->inl): None past the input's end, the line where it is followed, the
 * bound beyond. tag is the step rsy_io_step makes on the path that reads it. */
static int next_line(sx *x, sst *s, const sv *some_none_val, const sv *line_val, const char *tag, branch *br, int *nb) {
  int k = s->inl;
  *nb = 0;
  if (x->hmode == REL_HEAD_STEP) {
    /* one line per iteration: a second read is not followed (the step would need two lines) */
    if (k > 0) {
      br[(*nb)++] = (branch){T(x), sunit(), 0, "an iteration reads more than one line (the induction over lines follows one)", 1};
      return 0;
    }
    br[(*nb)++] = (branch){it_eof(x), *some_none_val, 0, NULL, 0};
    br[(*nb)++] = (branch){NOT(x, it_eof(x)), *line_val, 0, tag, 0};
    return 0;
  }
  term_ref n = v_n(x), more = M2(x, OP_BVUGT, n, BV(x, 64, (uint64_t)k));
  br[(*nb)++] = (branch){NOT(x, more), *some_none_val, 0, NULL, 0};
  if (k >= x->nlines) {
    br[(*nb)++] = (branch){more, sunit(), 0, arena_printf(x->a, "bound reached: %s is followed for %d lines only", seq_words(x), x->nlines), 1};
    return 0;
  }
  term_ref fits = M2(x, OP_BVULE, v_len(x, k), BV(x, 64, (uint64_t)lcap(x)));
  br[(*nb)++] = (branch){x->hmode != REL_HEAD_NONE ? more : AND(x, more, fits), *line_val, 0, tag, 0};
  if (x->hmode == REL_HEAD_NONE)
    br[(*nb)++] = (branch){AND(x, more, NOT(x, fits)), sunit(), 0,
                           arena_printf(x->a, "bound reached: lines of %s are followed up to %d characters", seq_words(x), RSY_LINE_CAP), 1};
  return 0;
}

int rsy_io_step(sx *x, sst *s, sv *a, int n, const char *tag) {
  if (!strcmp(tag, "file-created")) {
    /* taken as holding bytes not flushed from its creation (never wrong: an exit before any
     * write is then not followed) */
    sv *nm = n >= 1 ? deref_all(x, s, &a[0]) : NULL;
    s->created |= nm && nm->k == S_IO ? 1u << nm->len : ~0u;
    return 1;
  }
  if (!strcmp(tag, "line-step")) {
    s->inl++;
    return 1;
  }
  if (!strcmp(tag, "read-line")) {
    sv *buf = n >= 2 ? txt_arg(x, s, &a[1]) : NULL;
    if (buf) {
      /* the buffer's length is a constant here (rsy_io_model checked it) */
      sv l = line_text(x, cur_line(x, s), 0);
      uint64_t c = term_bv_value(x->tc, buf->t);
      sv r = txt_new(x, M2(x, OP_BVADD, l.t, BV(x, 64, c)), buf->n);
      for (int j = 0; j < buf->n; j++) r.items[j].t = (uint64_t)j < c ? buf->items[j].t : byte_at(x, &l, j - (int)c);
      *buf = r;
    }
    s->inl++;
    return 1;
  }
  return 0;
}

int rsy_io_model(sx *x, sst *s, const char *c, sv *a, int n, const rs_type *dty, branch *br, int *nb, const char **why) {
  const char *m = rsy_method_name(x, c);
  term_ref g = T(x);
  *nb = 0;
#define ONE(val) do { br[0] = (branch){g, (val), 0, NULL, 0}; *nb = 1; return 1; } while (0)
  sv *a0 = n >= 1 ? deref_all(x, s, &a[0]) : NULL;
  /* handles */
  if (n == 0 && (rsy_ends(c, "io::stdin") || !strcmp(c, "stdin"))) {
    if (!x->has_stdin) { *why = "standard input outside a unit that takes it"; return -1; }
    if (x->cut_mode && x->hmode == REL_HEAD_NONE) { *why = "standard input in a loop cut for induction"; return -1; }
    ONE(io("stdin"));
  }
  if (n == 0 && (rsy_ends(c, "io::stdout") || !strcmp(c, "stdout"))) ONE(io("stdout"));
  if (n == 0 && (rsy_ends(c, "io::stderr") || !strcmp(c, "stderr"))) ONE(io("stderr"));
  if (n == 1 && !strcmp(m, "lock") && a0 && a0->k == S_IO) ONE(io(a0->str));
  if (n == 1 && !strcmp(m, "lines") && is_io(a0, "stdin")) ONE(io_k("lines", 0));
  if (n == 1 && !strcmp(m, "lines") && is_io(a0, "reader")) ONE(io_k("lines", a0->len));
  if (n == 1 && rsy_ends(c, "IntoIterator>::into_iter") && is_io(a0, "lines")) ONE(*a0);
  if (n == 1 && !strcmp(m, "next") && is_io(a0, "lines")) {
    if (x->cut_mode && x->hmode == REL_HEAD_NONE) { *why = "standard input in a loop cut for induction"; return -1; }
    if (use_seq(x, a0->len, why) < 0) return -1;
    x->stdin_read = 1;
    sv none = rsy_option(x, NULL), l = line_text(x, cur_line(x, s), 1), okl = result(x, 1, &l), some = rsy_option(x, &okl);
    next_line(x, s, &none, &some, "line-step", br, nb);
    return 1;
  }
  if (n == 2 && !strcmp(m, "read_line") && (is_io(a0, "stdin") || is_io(a0, "reader"))) {
    if (x->cut_mode && x->hmode == REL_HEAD_NONE) { *why = "standard input in a loop cut for induction"; return -1; }
    sv *buf = txt_arg(x, s, &a[1]);
    if (!buf || !term_is_const(x->tc, buf->t)) { *why = "read_line into a String whose length is not known"; return -1; }
    if (use_seq(x, is_io(a0, "stdin") ? 0 : a0->len, why) < 0) return -1;
    x->stdin_read = 1;
    sv zero = sbv(BV(x, 64, 0), 64, 0), r0 = result(x, 1, &zero);
    sv l = line_text(x, cur_line(x, s), 0), cnt = sbv(l.t, 64, 0), r1 = result(x, 1, &cnt);
    if (term_bv_value(x->tc, buf->t) + (uint64_t)tcap(x) > (uint64_t)buf->n) {
      /* the buffer grows to hold the line */
      sv nb2 = txt_new(x, buf->t, (int)term_bv_value(x->tc, buf->t) + tcap(x));
      for (int j = 0; j < buf->n && j < nb2.n; j++) nb2.items[j] = buf->items[j];
      *buf = nb2;
    }
    next_line(x, s, &r0, &r1, "read-line", br, nb);
    return 1;
  }
  /* main's arguments (std::env::args collected into a Vec<String>): each one only as the name of
   * a file opened or created (anything else that shows its text is not modelled) */
  if (n == 0 && (!strcmp(c, "args") || rsy_ends(c, "env::args")) && !rs_find_body(x->p, c)) {
    if (!x->has_args) { *why = "std::env::args outside a unit that takes the arguments"; return -1; }
    ONE(io("args"));
  }
  if (n == 1 && !strcmp(m, "collect") && is_io(a0, "args")) {
    if (!dty || dty->k != RT_ADT || strcmp(dty->name, "Vec")) { *why = "env::args collected into another type than Vec<String>"; return -1; }
    ONE(io("argv"));
  }
  if (n == 1 && !strcmp(m, "len") && is_io(a0, "argv")) ONE(sbv(x->argc, 64, 0));
  if (n == 2 && !strcmp(m, "index") && is_io(a0, "argv") && a[1].k == S_BV) {
    if (!term_is_const(x->tc, a[1].t)) { *why = "an argument of main chosen by a value that is not a constant"; return -1; }
    uint64_t k = term_bv_value(x->tc, a[1].t);
    if (k > RS_ARG_FILES) { *why = "an argument of main past the ones followed"; return -1; }
    sv nm = io_k("argname", (long)k);
    br[(*nb)++] = (branch){M2(x, OP_BVULT, a[1].t, x->argc), rsy_slot_ref(x, s, &nm), 0, NULL, 0};
    /* Vec's Index panics with the count in its message; the count is one of the few admitted */
    for (uint64_t v = 1; v <= k; v++)
      br[(*nb)++] = (branch){term_eq(x->tc, x->argc, BV(x, 64, v)), sunit(), 1,
                             arena_printf(x->a, "index out of bounds: the len is %llu but the index is %llu", (unsigned long long)v,
                                          (unsigned long long)k), 0};
    return 1;
  }
  if (n == 1 && (rsy_ends(c, "File::open") || rsy_ends(c, "File::create")) && is_io(a0, "argname")) {
    int create = rsy_ends(c, "File::create");
    long k = a0->len;
    if (k == 0) { *why = "a file named by the program's own name"; return -1; }
    /* a file opened again reads from its first line again, one created again is emptied: the
     * line position (sst.inl) and the records written would not say so */
    if (x->hmode == REL_HEAD_STEP && x->cut_mode == 2) { *why = "a file opened or created inside the loop over the lines"; return -1; }
    if (s->opened >> k & 1) { *why = "a file named by an argument opened or created twice"; return -1; }
    s->opened |= 1u << k;
    if (x->argrole[k] && x->argrole[k] != (create ? 2 : 1)) {
      *why = "a file named by an argument both read and written";
      return -1;
    }
    x->argrole[k] = create ? 2 : 1;
    /* the file opened exists (the summary's assumption); File::create empties or makes it */
    sv f = io_k(create ? "wfile" : "file", k), r = result(x, 1, &f);
    if (create) {
      if (x->cut_mode && x->hmode == REL_HEAD_NONE) { *why = "output in a loop cut for induction"; return -1; }
      /* creating is seen (a file that existed is emptied): an event of its own */
      out_event(x, s, arena_printf(x->a, "file:arg%ld", k), "create", 0, NULL);
      br[0] = (branch){g, r, 0, "file-created", 0};
      *nb = 1;
      return 1;
    }
    ONE(r);
  }
  /* A BufWriter over stdout (rs_io.c's rule, the interpreter's): written through, which shows what
   * the real program's stdout shows (its bytes arrive at a flush, when it fills, or when it is
   * dropped, in order) as long as nothing else writes to stdout while it holds bytes not flushed
   * (sst.bout) and the run does not end by process::exit then (std runs no destructor: they are
   * lost); both are not followed, and a flush clears it. Each one has an id (its len). */
  if (n == 1 && strstr(c, "BufWriter") && !strcmp(m, "new") && is_io(a0, "stdout")) ONE(io_k("bout", ++s->nbout));
  if (n == 1 && !strcmp(m, "flush") && is_io(a0, "bout")) {
    if (s->bout == (int)a0->len) s->bout = 0;
    ONE(ok_unit(x));
  }
  if (n == 2 && (!strcmp(m, "write_fmt") || !strcmp(m, "write_all")) && a0 &&
      (is_io(a0, "bout") || is_io(a0, "stdout") || is_io(a0, "stderr") || is_io(a0, "wfile"))) {
    const char *stream = is_io(a0, "wfile") ? arena_printf(x->a, "file:arg%ld", a0->len) : is_io(a0, "stderr") ? "stderr" : "stdout";
    if (is_io(a0, "stdout") && s->bout) { *why = "a write to stdout while a BufWriter over it holds bytes not flushed (their order is not modelled)"; return -1; }
    if (is_io(a0, "bout") && s->bout && s->bout != (int)a0->len) {
      *why = "a write through a BufWriter over stdout while another one holds bytes not flushed (their order is not modelled)";
      return -1;
    }
    term_ref ok = T(x);
    if (!strcmp(m, "write_fmt")) {
      if (write_fmt(x, s, &a[1], stream, NULL, why) < 0) return -1;
    } else if (write_bytes(x, s, deref_all(x, s, &a[1]), stream, &ok, br, nb, why) < 0) {
      return -1;
    }
    /* the interpreter marks it only for a write of some bytes; every write here (never wrong:
     * an exit after an empty write is then not followed) */
    if (is_io(a0, "bout")) s->bout = (int)a0->len;
    if (is_io(a0, "wfile")) s->created |= 1u << a0->len;
    br[(*nb)++] = (branch){ok, ok_unit(x), 0, NULL, 0};
    return 1;
  }
  if (n == 1 && (strstr(c, "BufReader") && !strcmp(m, "new")) && is_io(a0, "file")) ONE(io_k("reader", a0->len));
  /* BufRead::split(b'\n') of a file's reader collected into a Result<Vec<Vec<u8>>, _> (the corpus
   * translations read their input so): the file's lines, each without its '\n' and nothing else
   * taken off (no CR stripped, no UTF-8 check), read when the loop over the Vec reaches them. That
   * the whole file is read before anything after the collect runs shows only in an io error
   * (none: the summary assumes the file exists and is read) or in a write to the same file (its
   * arguments name distinct files, assumed too); `for rec in &records` is then the loop over the
   * lines the induction follows. Nothing else of the Vec is modelled (its length, an index). */
  if (n == 2 && !strcmp(m, "split") && is_io(a0, "reader") && a[1].k == S_BV && a[1].w == 8 && term_is_const(x->tc, a[1].t) &&
      term_bv_value(x->tc, a[1].t) == '\n')
    ONE(io_k("split", a0->len));
  if (n == 1 && !strcmp(m, "collect") && is_io(a0, "split")) {
    if (!dty || dty->k != RT_ADT || strcmp(dty->name, "Result")) { *why = "the lines of split collected into another type than a Result"; return -1; }
    sv v = io_k("recvec", a0->len);
    ONE(result(x, 1, &v));
  }
  if (n == 1 && (rsy_ends(c, "IntoIterator>::into_iter") || !strcmp(m, "iter")) && is_io(a0, "recvec")) ONE(io_k("reciter", a0->len));
  if (n == 1 && !strcmp(m, "next") && is_io(a0, "reciter")) {
    if (x->cut_mode && x->hmode == REL_HEAD_NONE) { *why = "standard input in a loop cut for induction"; return -1; }
    if (use_seq(x, a0->len, why) < 0) return -1;
    x->stdin_read = 1;
    /* Some(&line): the line's bytes as a Vec<u8> (a sequence of its length) */
    sv l = line_text(x, cur_line(x, s), 2), q = rsy_agg(x, V_ARRAY, l.n);
    q.k = S_SEQ;
    q.t = l.t;
    q.str = "the bytes of a line";
    for (int j = 0; j < l.n; j++) q.items[j] = sbv(byte_at(x, &l, j), 8, 0);
    sv none = rsy_option(x, NULL), r = rsy_slot_ref(x, s, &q), some = rsy_option(x, &r);
    next_line(x, s, &none, &some, "line-step", br, nb);
    return 1;
  }
  if (n == 1 && ((strstr(c, "BufWriter") || strstr(c, "LineWriter")) && !strcmp(m, "new")) && is_io(a0, "wfile")) ONE(*a0);
  if (n == 1 && !strcmp(m, "flush") && is_io(a0, "wfile")) {
    s->created &= ~(1u << a0->len);
    ONE(ok_unit(x));
  }
  /* std::process::exit: the run ends with the code (the interpreter's `exited CODE`); std runs no
   * destructor, so a buffer's bytes are lost: not followed while the writer of a created file may
   * hold bytes not flushed (sst.created; CTLBRK flushes its report first), as the interpreter's
   * rs_io.c */
  if (n == 1 && (rsy_ends(c, "process::exit") || !strcmp(c, "exit")) && a[0].k == S_BV && !rs_find_body(x->p, c)) {
    if (s->created) { *why = "process::exit while a BufWriter over a file holds bytes not flushed (they are lost there)"; return -1; }
    if (s->bout) { *why = "process::exit while a BufWriter over stdout holds bytes not flushed (they are lost there)"; return -1; }
    br[0] = (branch){g, a[0], 0, "exit", 3};
    *nb = 1;
    return 1;
  }
  /* == and != between texts and constant strs (str's PartialEq: equal lengths, equal bytes) */
  if (n == 2 && (!strcmp(m, "eq") || !strcmp(m, "ne")) && strstr(c, "PartialEq")) {
    sv ta, tb, *pa = deref_all(x, s, &a[0]), *pb = deref_all(x, s, &a[1]);
    int oka = pa && (pa->k == S_TXT ? (ta = *pa, 1) : pa->k == S_STR && txt_of_str(x, pa, &ta) == 0);
    int okb = pb && (pb->k == S_TXT ? (tb = *pb, 1) : pb->k == S_STR && txt_of_str(x, pb, &tb) == 0);
    if (oka && okb && (pa->k == S_TXT || pb->k == S_TXT)) {
      term_ref eq = term_eq(x->tc, ta.t, tb.t);
      int cap = ta.n > tb.n ? ta.n : tb.n;
      for (int j = 0; j < cap; j++)
        eq = AND(x, eq, OR(x, M2(x, OP_BVULE, ta.t, BV(x, 64, (uint64_t)j)), term_eq(x->tc, byte_at(x, &ta, j), byte_at(x, &tb, j))));
      ONE(sbool(!strcmp(m, "eq") ? eq : NOT(x, eq)));
    }
  }
  /* Strings and strs */
  if (n == 0 && (rsy_ends(c, "String::new"))) ONE(txt_new(x, BV(x, 64, 0), tcap(x)));
  sv *t0 = n >= 1 ? txt_arg(x, s, &a[0]) : NULL;
  if (t0) {
    if (n == 1 && (!strcmp(m, "deref") || !strcmp(m, "as_str")) && a[0].k == S_REF) ONE(a[0]);
    if (n == 1 && !strcmp(m, "len")) ONE(sbv(t0->t, 64, 0));
    if (n == 1 && !strcmp(m, "as_bytes")) {
      /* str::as_bytes: the same bytes as a &[u8] of the text's length (a sequence of symbolic
       * length, rs_sym.c's S_SEQ: an index past the bytes followed is a bound, never a guess) */
      sv q = rsy_agg(x, V_ARRAY, t0->n);
      q.k = S_SEQ;
      q.t = t0->t;
      q.str = "the bytes of a text";
      for (int j = 0; j < t0->n; j++) q.items[j] = sbv(byte_at(x, t0, j), 8, 0);
      ONE(rsy_slot_ref(x, s, &q));
    }
    if (n == 1 && !strcmp(m, "is_empty")) ONE(sbool(term_eq(x->tc, t0->t, BV(x, 64, 0))));
    if (n == 1 && !strcmp(m, "clear")) {
      t0->t = BV(x, 64, 0);
      ONE(sunit());
    }
    if (n == 1 && !strcmp(m, "chars") && strstr(c, "<impl str>")) {
      /* str::chars over the text's bytes (rs_sym.c's S_ITER, w bit 4: each byte a char where it
       * is ASCII; a byte that is not is a case not followed, UTF-8 decoding) */
      sv q = rsy_agg(x, V_ARRAY, t0->n), it;
      q.k = S_SEQ, q.t = t0->t, q.str = "the chars of a text";
      for (int j = 0; j < t0->n; j++) q.items[j] = sbv(byte_at(x, t0, j), 8, 0);
      memset(&it, 0, sizeof it);
      it.k = S_ITER, it.n = 1, it.w = 1 | 16;
      it.items = arena_alloc(x->a, sizeof(sv));
      it.items[0] = rsy_slot_ref(x, s, &q);
      ONE(it);
    }
    if (n == 2 && !strcmp(m, "push") && strstr(c, "String") && a[1].k == S_BV && a[1].w == 32) {
      /* String::push of an ASCII char: one byte more, at a known length (rs_heap.c's push_char
       * writes its UTF-8 bytes; a char past ASCII is a case not followed) */
      if (!term_is_const(x->tc, t0->t) || term_bv_value(x->tc, t0->t) > (uint64_t)t0->n || t0->n >= RS_FMT_TEXT_MAX) {
        *why = "String::push onto a text of a length not known";
        return -1;
      }
      int l = (int)term_bv_value(x->tc, t0->t);
      uint64_t ub;
      term_ref ascii = rs_term_ub(x->tc, a[1].t, &ub) && ub < 0x80 ? T(x) : M2(x, OP_BVULT, a[1].t, BV(x, 32, 0x80));
      sv nt = txt_new(x, BV(x, 64, (uint64_t)l + 1), l + 1 > t0->n ? l + 1 : t0->n);
      for (int j = 0; j < t0->n; j++) nt.items[j] = t0->items[j];
      nt.items[l] = sbv(term_extract(x->tc, 7, 0, a[1].t), 8, 0);
      *t0 = nt;
      *nb = 0;
      if (!is_false(x, NOT(x, ascii))) br[(*nb)++] = (branch){NOT(x, ascii), sunit(), 0, "unsupported: String::push of a char past ASCII", 1};
      br[(*nb)++] = (branch){ascii, sunit(), 0, NULL, 0};
      return 1;
    }
    if (n == 1 && (!strcmp(m, "trim") || !strcmp(m, "trim_start") || !strcmp(m, "trim_end"))) {
      sv r = txt_trim(x, t0, strcmp(m, "trim_end") != 0, strcmp(m, "trim_start") != 0);
      ONE(rsy_slot_ref(x, s, &r));
    }
    if (n == 1 && (!strcmp(m, "parse") || (strstr(c, " as FromStr>::from_str") && c[0] == '<'))) {
      if (!dty || dty->k != RT_ADT || strcmp(dty->name, "Result") || dty->n < 1 || dty->args[0]->k != RT_INT) {
        *why = "parse to a type other than an integer";
        return -1;
      }
      if (t0->n > 19) { *why = "parse of a text longer than 19 bytes"; return -1; }
      parse_int(x, t0, dty->args[0]->width, dty->args[0]->is_signed, br, nb);
      return 1;
    }
    if (n == 2 && !strcmp(m, "index") && a[1].k == S_AGG && a[1].adt && !strcmp(a[1].adt->name, "RangeFrom") && a[1].n == 1 &&
        a[1].items[0].k == S_BV) {
      /* &s[l..] with a constant l: the bytes from l (on ASCII every index is a char boundary);
       * l past the length panics with a message that shows the text (unknown, as below) */
      term_ref lo = a[1].items[0].t;
      if (!term_is_const(x->tc, lo)) { *why = "a text sliced by a symbolic range"; return -1; }
      uint64_t l = term_bv_value(x->tc, lo);
      if (l > (uint64_t)t0->n) { *why = "a text sliced by this range"; return -1; }
      term_ref in = M2(x, OP_BVULE, lo, t0->t);
      sv r = txt_new(x, M2(x, OP_BVSUB, t0->t, lo), t0->n);
      for (int j = 0; j + (int)l < t0->n; j++) r.items[j].t = byte_at(x, t0, j + (int)l);
      br[0] = (branch){in, rsy_slot_ref(x, s, &r), 0, NULL, 0};
      br[1] = (branch){NOT(x, in), sunit(), 0, "unsupported: the panic of slicing a text past its end (its message shows the text)", 1};
      *nb = 2;
      return 1;
    }
    if (n == 2 && !strcmp(m, "index") && a[1].k == S_AGG && a[1].adt && !strcmp(a[1].adt->name, "Range") && a[1].n == 2 &&
        a[1].items[0].k == S_BV && a[1].items[1].k == S_BV) {
      term_ref lo = a[1].items[0].t, hi = a[1].items[1].t;
      if (!term_is_const(x->tc, lo) || !term_is_const(x->tc, hi)) { *why = "a text sliced by a symbolic range"; return -1; }
      uint64_t l = term_bv_value(x->tc, lo), h = term_bv_value(x->tc, hi);
      if (l > h || h > (uint64_t)t0->n) { *why = "a text sliced by this range"; return -1; }
      /* core::str: the end past the length panics with a message that shows the text, which no
       * case states (unknown); on ASCII every index is a char boundary */
      term_ref in = M2(x, OP_BVULE, hi, t0->t);
      sv r = txt_new(x, BV(x, 64, h - l), t0->n);
      for (uint64_t j = 0; j < h - l; j++) r.items[j].t = byte_at(x, t0, (int)(l + j));
      br[0] = (branch){in, rsy_slot_ref(x, s, &r), 0, NULL, 0};
      br[1] = (branch){NOT(x, in), sunit(), 0, "unsupported: the panic of slicing a text past its end (its message shows the text)", 1};
      *nb = 2;
      return 1;
    }
  }
  /* formatting: Arguments and their Argument values */
  if (n == 1 && (rsy_ends(c, "Argument::new_display") || rsy_ends(c, "Argument::new_debug") || rsy_ends(c, "Argument::new_lower_hex") ||
                 rsy_ends(c, "Argument::new_upper_hex") || rsy_ends(c, "Argument::new_octal") || rsy_ends(c, "Argument::new_binary"))) {
    const char *ty = shown_type(x, 0);
    sv *v = a0;
    if (!ty || !v) { *why = "a formatted value of this type"; return -1; }
    sv f = rsy_agg(x, V_TUPLE, 1);
    f.k = S_FARG;
    f.str = rsy_last_seg(c) + 4; /* "display", "debug", ... */
    f.str2 = ty;
    if (v->k == S_STR) {
      if (txt_of_str(x, v, &f.items[0]) < 0) { *why = "a formatted constant text longer than the texts followed"; return -1; }
    } else if (v->k == S_BV || v->k == S_BOOL || v->k == S_TXT) {
      f.items[0] = rsy_copy(x, v);
    } else {
      *why = "a formatted value of this kind";
      return -1;
    }
    ONE(f);
  }
  if (n == 1 && rsy_ends(c, "Argument::from_usize") && a0 && a0->k == S_BV) {
    /* a width or precision given by an argument ({:0width$}): its value */
    sv f = rsy_agg(x, V_TUPLE, 1);
    f.k = S_FARG;
    f.str = "count", f.str2 = "usize";
    f.items[0] = rsy_copy(x, a0);
    ONE(f);
  }
  if (n == 1 && (!strcmp(c, "format") || rsy_ends(c, "fmt::format")) && !rs_find_body(x->p, c)) {
    sv t;
    if (fmt_string(x, deref_all(x, s, &a[0]), &t, why) < 0) return -1;
    ONE(t);
  }
  /* format!'s wrapper (alloc::__export::must_use): its argument, as rs_fmt.c */
  if (n == 1 && rsy_ends(c, "must_use") && !rs_find_body(x->p, c)) ONE(rsy_copy(x, &a[0]));
  if (n == 2 && rsy_ends(c, "Arguments::new")) {
    sv *tpl = deref_all(x, s, &a[0]), *arr = deref_all(x, s, &a[1]);
    if (!tpl || tpl->k != S_STR || !arr || arr->k != S_AGG) { *why = "fmt::Arguments of this shape"; return -1; }
    sv f = rsy_agg(x, V_TUPLE, arr->n);
    f.k = S_FMT;
    f.str = tpl->str, f.len = tpl->len;
    for (int i = 0; i < arr->n; i++) {
      if (arr->items[i].k != S_FARG) { *why = "fmt::Arguments of this shape"; return -1; }
      f.items[i] = rsy_copy(x, &arr->items[i]);
    }
    ONE(f);
  }
  if (n == 1 && (rsy_ends(c, "io::_print") || rsy_ends(c, "io::_eprint") || !strcmp(c, "_print") || !strcmp(c, "_eprint"))) {
    if (!strstr(c, "_eprint") && s->bout) { *why = "print! while a BufWriter over stdout holds bytes not flushed (their order is not modelled)"; return -1; }
    if (write_fmt(x, s, &a[0], strstr(c, "_eprint") ? "stderr" : "stdout", NULL, why) < 0) return -1;
    ONE(sunit());
  }
  if (n == 1 && !strcmp(m, "flush") && a0 && (is_io(a0, "stdout") || is_io(a0, "stderr"))) ONE(ok_unit(x));
#undef ONE
  return 0;
}

/* ---------- a counterexample's standard input ---------- */

int rs_sym_lines_value(term_ctx *tc, const char *q, term_ref (*eval)(void *ectx, term_ref t), void *ectx, rel_value *out,
                       arena *a) {
  term_ref nv = eval(ectx, term_var(tc, arena_printf(a, "%s_n", q), term_sort_bv(tc, 64)));
  term_ref nlv = eval(ectx, term_var(tc, arena_printf(a, "%s_nl", q), term_sort_bv(tc, 1)));
  uint64_t n = nv == TERM_NULL ? 0 : term_bv_value(tc, nv);
  int nl = nlv == TERM_NULL ? 1 : (int)term_bv_value(tc, nlv);
  /* lines past the followed ones are read by no case the model satisfies: one empty line stands
   * for them (it keeps the last followed line terminated, as n > RSY_LINES says) */
  int more = n > RSY_LINES;
  int nf = more ? RSY_LINES : (int)n;
  char *buf = arena_alloc(a, (size_t)(RSY_LINES * (RSY_LINE_CAP + 2) + 2));
  size_t k = 0;
  for (int i = 0; i < nf; i++) {
    term_ref lv = eval(ectx, term_var(tc, arena_printf(a, "%s_%d_len", q, i), term_sort_bv(tc, 64)));
    uint64_t len = lv == TERM_NULL ? 0 : term_bv_value(tc, lv);
    /* a line longer than followed is not read by the case either: its first bytes stand for it */
    if (len > RSY_LINE_CAP) len = RSY_LINE_CAP;
    for (uint64_t j = 0; j < len; j++) {
      term_ref bv = eval(ectx, term_var(tc, arena_printf(a, "%s_%d_%d", q, i, (int)j), term_sort_bv(tc, 8)));
      buf[k++] = bv == TERM_NULL ? 'a' : (char)term_bv_value(tc, bv);
    }
    if (i + 1 < nf || more || nl) buf[k++] = '\n';
    else if (len == 0) buf[k++] = 'a'; /* no model gives it (the precondition): an unterminated line is not empty */
  }
  if (more) buf[k++] = '\n';
  *out = rel_v_bytes(a, buf, k);
  return 0;
}

int rs_sym_stdin_value(term_ctx *tc, term_ref (*eval)(void *ectx, term_ref t), void *ectx, rel_value *out, arena *a) {
  return rs_sym_lines_value(tc, "stdin", eval, ectx, out, a);
}

/* ---------- probes ---------- */

int rs_stdin_gen(unsigned k, uint64_t *rng, rel_value *out, arena *a) {
  /* lines of the pieces batch input is made of: digits, signs, blanks, letters; round k's count
   * and lengths from small to the bounds and just past them */
  static const char pool[] = "0123456789012345678901234567890123456789  +-abcXYZ\r";
  int nl = (int)(k < 8 ? k % (RSY_LINES + 2) : rel_rng_next(rng) % (RSY_LINES + 2));
  char *buf = arena_alloc(a, (size_t)(nl * (RSY_LINE_CAP + 4) + 2));
  size_t n = 0;
  for (int i = 0; i < nl; i++) {
    int len = (int)(rel_rng_next(rng) % (k < 40 ? 8 : RSY_LINE_CAP + 2));
    int numeric = rel_rng_next(rng) % 3 != 0;
    for (int j = 0; j < len; j++) {
      uint64_t r = rel_rng_next(rng);
      buf[n++] = numeric ? (j == 0 && r % 7 == 0 ? "+- "[r % 3] : (char)('0' + r % 10)) : pool[r % (sizeof pool - 1)];
    }
    if (i + 1 < nl || rel_rng_next(rng) % 4) buf[n++] = '\n';
  }
  *out = rel_v_bytes(a, buf, n);
  return 0;
}
