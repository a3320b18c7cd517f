/* rs_sym_int.h — the symbolic executor's state and values, shared by rs_sym.c (paths, MIR, loop
 * cuts) and rs_symio.c (standard input as symbolic lines, texts, formatting and output events).
 * Private to src/lang/rust. */
#ifndef EQUIV_LANG_RUST_RS_SYM_INT_H
#define EQUIV_LANG_RUST_RS_SYM_INT_H

#include <stdint.h>
#include <string.h>

#include "lang/rust/rs_ir.h"
#include "lang/rust/rs_sym.h"
#include "lang/rust/rs_val.h"
#include "rel/lang.h"

enum { MAX_CASES = 4096, MAX_STEPS = 200000, MAX_ELEMS = 256 };

/* The elements of a slice or Vec parameter the executor follows: a run that reads or writes an
 * element beyond them is an unknown case ("bound reached"), so a verdict over such a run holds for
 * slices of at most SEQ_CAP elements only and says so. The same bound as rel's probes (rs_lang.c). */
enum { SEQ_CAP = 8 };

/* S_SEQ: a slice or Vec parameter of symbolic length t (64 bits) whose first n elements are the
 * variables items[0..n) (SEQ_CAP of them); a read or write beyond them is a bound, never a guess.
 * S_ITER: a slice iterator (std::slice::Iter/IterMut) over the sequence items[0] (an S_REF) at the
 * concrete front position len; w bit 0: it yields the elements by value (copied/cloned), bit 1: an
 * iter_mut, bit 2: enumerate() made at the front (it yields (position, element): the count
 * enumerate keeps is the position), bit 3: map(f) of it, f (a closure of the file) in items[1]
 * (n 2; rs_sym.c's fold_call calls it), bit 4: str::chars over a text's bytes (each an ASCII
 * char, rs_symio.c). */
/* S_TXT: a text (String or str) of symbolic length t (64 bits) whose bytes are items[0..n) (8-bit
 * S_BV; those at or past the length mean nothing), rs_symio.c. S_IO: a handle of std::io, str
 * says which ("stdin", "stdout", "stderr", "lines": Lines over standard input). S_FARG: a
 * fmt::rt::Argument, str its kind ("display", "debug", ...), items[0] the value it shows and
 * adt (as text, in str2) the value's type. S_FMT: a fmt::Arguments, str/len its template,
 * items[0..n) its Arguments. S_DBG: a value whose only observable is its Debug text str (a
 * ParseIntError). */
typedef enum skind { S_UNINIT, S_BV, S_BOOL, S_UNIT, S_AGG, S_REF, S_STR, S_SEQ, S_ITER, S_TXT, S_IO, S_FARG, S_FMT, S_DBG } skind;

typedef struct sv sv;
struct sv {
  skind k;
  int w, s;          /* S_BV */
  term_ref t;        /* S_BV (bit-vector), S_BOOL (Bool) */
  int n;             /* S_AGG */
  sv *items;
  rs_vkind ak;       /* S_AGG: V_TUPLE, V_ARRAY or V_ADT */
  const rs_adt *adt;
  int var;
  int fr, local;     /* S_REF: the frame and local it points into, then the fields proj[0..np) */
  int np;
  int *proj;
  const char *str;   /* S_STR; S_SEQ: the parameter's name (for the bound's words) */
  long len;
  /* S_SEQ of a shared slice parameter in a loop cut: every element as an SMT array (index 64
   * bits), items[k] = arr[k]; nothing writes it (safe Rust cannot through &), so an element at any
   * index is arr[i], no bound. S_ITER: its position as a 64-bit term (the cut's state variable),
   * TERM_NULL while it is the concrete len. */
  term_ref arr;
  const char *str2;  /* S_FARG: the shown value's type, as the event names it ("i64", "str") */
};

typedef struct sframe {
  const rs_body *b;
  sv *locals;
  int bb;
  rs_place dest;     /* in the caller */
  int ret_bb;
  unsigned *visits;  /* symbolic switches per block on this path */
  int from;          /* the block last entered (-1: none yet) */
  int snap_bb;       /* the block the last jump back went to (-1: none), and the locals then,
                        with the lines read and the records written then (sst.inl, sst.nrec) */
  sv *snap;
  int snap_inl, snap_nrec;
  int nloc;          /* locals: the body's, then slots the executor made (a slice parameter's
                        sequence, a copy an iterator's max refers to) */
  const struct sfold *fold; /* a closure's frame that Iterator::fold called: what its return
                        does next (rs_sym.c's fold_next); NULL for any other frame */
} sframe;

typedef struct sst {
  term_ref g;
  int nf;
  sframe *f;
  long steps;
  int inl;           /* lines of standard input read on this path (each path reads them in order) */
  int nrec;          /* the records this path wrote (rel_path.rec), in order; the array is never
                        written in place (a fork shares it) */
  const rel_out_event *rec;
  int created;       /* bit k: the writer of the file created for argument k may hold bytes not
                        flushed on this path (from its creation, after each write; a flush clears
                        it): process::exit is then not followed (std runs no destructor, so a
                        BufWriter's bytes would be lost) */
  unsigned opened;   /* bit k: the file named by argument k was opened or created on this path */
  int bout;          /* the BufWriter over stdout (its id, S_IO "bout"'s len) holding bytes not
                        flushed on this path: 0 none, -1 one not known (a step's head state,
                        where arrivals differ and more than one was made) */
  int nbout;         /* the BufWriters over stdout made on this path (the last id) */
} sst;

typedef struct sx {
  const rs_program *p;
  term_ctx *tc;
  arena *a;
  unsigned unroll, inline_depth;
  double deadline;
  rel_path *paths;
  int npaths, cap;
  unsigned bound_hits, time_hits;
  const rs_type *rtype;
  int budget_out;
  const char *loc;   /* the statement or terminator being executed, for cases places add */
  int nmut;          /* &mut [T] parameters: their sequences (frame 0 slots) are part of a
                        returned outcome, after the result, in parameter order */
  int *mut_slot;
  /* The loop cut (rel_sym_opts.cut): paths of the unit's frame that reach block cut_bb stop there
   * and are kept as arrivals (cut_mode 1: from the start, the first time; 2: from the head state,
   * when they come back); seg is the rel_path.seg of the cases added meanwhile. */
  int cut_mode, cut_bb, seg;
  /* The frames at the cut's head: cut_nf 1, the unit's own; 2, a callee's the unit calls at one
   * place and not in a loop (a closure called in place, a function called once: cut_body, whose
   * loop's state is then its locals and the unit's, which it borrows). An arrival keeps its frames'
   * locals one after the other (arr_nloc0: how many are the unit's); cut_tmpl, the frames of the
   * first arrival (bodies, the call's block, destination and return block), which a step rebuilds. */
  int cut_nf, cut_mixed;
  const rs_body *cut_body;
  sframe *cut_tmpl;
  int *arr_nloc0;
  int narr, caparr;
  /* whether some arrival at the head had created a file (sst.created), and the files some had
   * opened or created (sst.opened): a step starts from them, so that process::exit in the loop,
   * which loses what a BufWriter made before the loop still holds, is not followed there */
  int head_created;
  unsigned head_opened;
  /* the same for a BufWriter over stdout holding bytes not flushed (sst.bout: -1 where arrivals
   * differ) and the ids made (the most any arrival made) */
  int head_bout, head_nbout, head_bout_set;
  term_ref *arr_g;
  sv **arr_loc;
  int *arr_nloc;
  /* The cut at every loop (rel_sym_opts.cut_all, cut_mode 3): head_ix[bb] is the loop whose head
   * block bb is (-1: none); a path of the unit's frame stops at any head but the one its segment
   * starts from (cur_from: -1 the entry, k loop k), and each arrival keeps the loop it reached. */
  int *head_ix, cur_from;
  int *arr_to, *arr_from;
  /* Each arrival's lines read and records written (the loop-head modes need them). */
  int *arr_inl, *arr_nrec;
  const rel_out_event **arr_rec;
  /* Induction over the lines of standard input (rel_sym_opts.head, rs_sym.c's head_summary):
   * REL_HEAD_ENTRY stops every path at the head of the loop that reads the lines; REL_HEAD_STEP
   * runs one iteration from the head state the core gives, in which the first read gives the
   * iteration's line (variables stdin_it_*) and s->inl counts the lines read in the iteration. */
  rel_head_mode hmode;
  /* the lines of standard input followed one by one (RSY_LINES, or rel_sym_opts.seq_bound) */
  int nlines;
  /* in the loop-head modes, the longest line followed (rs_symio.c's RSY_HEAD_CAP, or
   * rel_sym_opts.line_cap up to RSY_HEAD_MAX) */
  int hcap;
  /* Standard input and output (rs_symio.c): whether the unit takes standard input (an input
   * after its parameters), whether a path read it; the output events of every path (rel_summary.
   * out); the call being modelled, for its arguments' MIR types. */
  int has_stdin, stdin_read;
  term_ref defs;     /* definitions of the uninterpreted functions the paths apply (rs_symio.c's
                        parse), part of the summary's precondition (TERM_NULL: none yet) */
  rel_out_event *outs;
  int nouts, capouts;
  const rs_body *call_b;
  const rs_term *call_t;
  sst *cur;          /* the path being followed: a case it completes takes its records */
  /* Files named by main's arguments (rs_symio.c): whether the unit calls std::env::args, the
   * argument count (64 bits, an input), the sequence of lines the unit reads ("stdin" or "argK":
   * one per unit, NULL before the first read), and per argument whether a path opened it to read
   * (1) or created it (2). */
  int has_args;
  term_ref argc;
  const char *seq;
  unsigned char argrole[RS_ARG_FILES + 1];
} sx;

/* ---------- terms ---------- */

static inline term_ref T(sx *x) { return term_true(x->tc); }
static inline term_ref AND(sx *x, term_ref a, term_ref b) { return term_and2(x->tc, a, b); }
static inline term_ref OR(sx *x, term_ref a, term_ref b) { return term_or2(x->tc, a, b); }
static inline term_ref NOT(sx *x, term_ref a) { return term_not(x->tc, a); }
static inline term_ref ITE(sx *x, term_ref c, term_ref a, term_ref b) { return term_ite(x->tc, c, a, b); }
static inline term_ref BV(sx *x, int w, uint64_t v) { return term_bv(x->tc, (unsigned)w, v); }
static inline term_ref M2(sx *x, term_op op, term_ref a, term_ref b) { return term_mk2(x->tc, op, a, b); }
static inline term_ref M1(sx *x, term_op op, term_ref a) { return term_mk1(x->tc, op, a); }
static inline int is_false(sx *x, term_ref t) { return t == term_false(x->tc); }

static inline uint64_t umax(int w) { return w >= 64 ? UINT64_MAX : (1ull << w) - 1; }
static inline term_ref MAXV(sx *x, int w, int s) { return BV(x, w, s ? umax(w) >> 1 : umax(w)); }
static inline term_ref MINV(sx *x, int w, int s) { return BV(x, w, s ? 1ull << (w - 1) : 0); }

static inline sv sbv(term_ref t, int w, int s) { sv v; memset(&v, 0, sizeof v); v.k = S_BV; v.t = t; v.w = w; v.s = s; return v; }
static inline sv sbool(term_ref t) { sv v; memset(&v, 0, sizeof v); v.k = S_BOOL; v.t = t; return v; }
static inline sv sunit(void) { sv v; memset(&v, 0, sizeof v); v.k = S_UNIT; return v; }

/* The continuation of a path after a call: the value v is the call's result, under guard g. */
typedef struct branch {
  term_ref g;
  sv v;
  int panics;        /* the branch panics with msg instead */
  const char *msg;
  int unk;           /* 1: the branch is not followed: msg says why ("bound reached: ..." or not);
                        2: it goes wrong with undefined behaviour, msg the reason */
} branch;

enum { MAX_BR = 24 };

sv rsy_agg(sx *x, rs_vkind ak, int n);
sv rsy_adt(sx *x, const rs_adt *d, int var, int n);
/* Option: Some(*some), or None for NULL. */
sv rsy_option(sx *x, const sv *some);
/* A deep copy of v's tree. */
sv rsy_copy(sx *x, const sv *v);
/* The value a reference points to (v itself when not a reference), NULL when its place is gone. */
sv *rsy_deref(sx *x, sst *s, sv *v);
/* A reference to a fresh slot of the unit's frame holding a copy of v. */
sv rsy_slot_ref(sx *x, sst *s, const sv *v);
/* Ends path st as an unknown case (its reason a bound's when it starts "bound reached"). */
void rsy_unknown(sx *x, sst *st, const char *loc, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/* The last path segment of a callee, and whether callee c ends with segment(s) s. */
const char *rsy_last_seg(const char *c);
int rsy_ends(const char *c, const char *s);
/* The method a callee names without its turbofish. */
const char *rsy_method_name(sx *x, const char *c);


/* rs_symio.c: the models of std::io over symbolic standard input, texts, their parsing and
 * formatting, and output as events: 1 handled (br filled), 0 not one of them, -1 with why. */
int rsy_io_model(sx *x, sst *s, const char *c, sv *a, int n, const rs_type *dty, branch *br, int *nb, const char **why);
/* The state change on a branch of such a model whose tag (branch.msg) it set: 1 when tag was one
 * of its own. */
int rsy_io_step(sx *x, sst *s, sv *a, int n, const char *tag);
/* Sets the unit's standard input up (x->has_stdin): its admissible values into *pre. */
void rsy_stdin_setup(sx *x, term_ref *pre);
/* Sets main's arguments up (x->has_args): argc the count's variable; the admissible counts and
 * the files' lines into *pre. */
void rsy_args_setup(sx *x, term_ref argc, term_ref *pre);
/* The longest line the loop-head modes follow when rel_sym_opts.line_cap asks for `asked`
 * characters (0: the executor's own). */
int rsy_head_cap(unsigned asked);
/* The name of the sequence of lines the unit reads ("stdin" before any read). */
const char *rsy_seq(const sx *x);
/* Inputs a counterexample is best taken from: short lines. */
term_ref rsy_stdin_prefer(sx *x);
/* What the summary assumes of standard input, when a path read it (else NULL). */
const char *rsy_stdin_assume(sx *x);

#endif
