/* symex_int.h — private to the COBOL symbolic executor (symex*.c): its machine, states and the
 * rule functions over symbolic bytes that the statement files share. */
#ifndef EQUIV_LANG_COBOL_SYMEX_INT_H
#define EQUIV_LANG_COBOL_SYMEX_INT_H

#include <jansson.h>

#include "lang/cobol/lang_data.h"
#include "lang/cobol/layout.h"
#include "lang/cobol/print.h"
#include "lang/cobol/lower.h"
#include "lang/cobol/move.h"
#include "lang/cobol/options.h"
#include "rel/lang.h"

/* Width of the bit-vectors that hold numeric values: scaled integers of up to 36 digits (a
 * product of two 18-digit items) fit with room for the sign. */
#define SX_W 128
/* Digits of an intermediate result the executor follows exactly (IBM keeps 30 under ARITH(COMPAT)
 * and truncates beyond: not modelled). */
#define SX_MAX_DIGITS 30

/* How control leaves a statement (interp_int.h's sig, the part the executor follows). */
typedef enum sx_sig { SX_NORMAL, SX_NEXT_SENTENCE, SX_EXIT_PARA, SX_EXIT_PERF, SX_GOTO, SX_DONE } sx_sig;

/* One file of the program. */
typedef struct sx_file {
  const char *name, *dd;
  int id;
  int area;          /* its record area */
  size_t lrecl;
  int fs_field;      /* FILE STATUS item (field index), -1 */
  int input;         /* its input's index (cbl_rel_inputs), -1 when only written */
  const cbl_rel_field *fl; /* input record fields (validity) */
  int nfl;
  int print;         /* a print file: each record carries a control byte (print.h) */
  int print_machine; /* … a machine code (a WRITE of it says BEFORE, or its FD is EXTERNAL) */
  int linage;        /* its FD has LINAGE (of integer literals): the page below, always under ADV */
  cbl_linage lin;
  int lc_area;       /* an area of its own: LINAGE-COUNTER (lc_field), then 1 while the top margin
                        is pending (from OPEN to the first WRITE) */
  cbl_field lc_field;
} sx_file;

/* What a state's path condition says of a subscript's value (a term over the inputs): it is k
 * (the state was split on it, sx_locate). */
typedef struct sx_known {
  term_ref v, bad;   /* the value and where its data is invalid (excluded by the split) */
  long k;
} sx_known;

/* A state: a path condition and everything a run can observe or use afterwards. */
typedef struct sx_st {
  term_ref g;
  sx_known *kn;      /* subscript values fixed by the path condition */
  int nkn;
  term_ref **mem;    /* per area (and the registers' area last): one 8-bit term per byte */
  term_ref *vc;      /* per field: its numeric value (scaled, sx_bits_for(its digits) wide) while its
                        bytes are unchanged */
  int *fstate;       /* per file: 0 closed, 1 open input, 2 open output, 3 input at end */
  int *fpos;         /* per file: records read */
  rel_out_event *rec;
  int nrec, caprec;
  sx_sig sig;
  int jump;          /* SX_GOTO: the paragraph */
  unsigned gotos;    /* GO TOs taken (bounded like loops) */
  int from_head;     /* REL_HEAD_STEP: the state comes from the loop head (its cases count) */
} sx_st;

/* One cell of the state at a loop head (rel_summary.cells). */
typedef enum sx_cell_kind { SX_CELL_NUM, SX_CELL_BYTE, SX_CELL_POS, SX_CELL_FSTATE } sx_cell_kind;
typedef struct sx_cell {
  sx_cell_kind kind;
  int fi;            /* NUM: the field; POS/FSTATE: the file */
  int area;
  size_t off;        /* BYTE */
  const char *name;
} sx_cell;

typedef struct sx_set {
  sx_st **v;
  int n, cap;
} sx_set;

typedef struct sx {
  term_ctx *tc;
  arena *a;
  const json_t *doc, *prog;
  const char *unit;
  cbl_lowered *low;  /* the document's statement lists with their kinds (lower.h) */
  cbl_options opt;
  cbl_layout *lay;
  int narea;         /* layout areas + 1 (the registers) */
  size_t *asize;
  int rc_area;       /* RETURN-CODE: PIC S9(4) BINARY at offset 0 of the registers' area */
  const char *unvalued; /* the assumption on storage without VALUE (initial_state), or NULL */
  cbl_field rc_field;
  const json_t **para;
  int npara;
  int *sect_first, *sect_last, nsect;
  const json_t **sect_json;
  sx_file *files;
  int nfiles;
  int sysin_file;    /* index in files of the SYSIN lines ACCEPT reads, or -1 */
  int clock_file;    /* index in files of the clock (lang_data.h CBL_REL_CLOCK), or -1 */
  const term_ref *clock; /* its 16 digit bytes: YYYYMMDD then HHMMSShh (zoned, valid) */
  int parm_file;     /* index in files of the PARM (lang_data.h CBL_REL_PARM), or -1 */
  int parm_area;     /* the LINKAGE area of PROCEDURE DIVISION USING's item, or -1 */
  const term_ref *vars;
  int nvars;
  rel_path *paths;
  int npaths, cappaths;
  term_ref pre;
  unsigned unroll;
  int records;       /* most records followed one by one per input file (--records) */
  double deadline;
  unsigned bound_hits, time_hits;
  int perf_end[64];  /* active PERFORMs: the paragraph whose end returns, innermost last */
  int nperf;
  /* loop-head modes (rel_sym_opts.head) */
  rel_head_mode head;
  const json_t *cut; /* the PERFORM UNTIL whose body reads the cut file */
  int cut_file;      /* index in files */
  const term_ref *head_vals;
  int stepped;       /* REL_HEAD_STEP: the iteration from the head was run */
  int cut_off;       /* the loop runs on past the end of the file: not cut again */
  int head_fpos;     /* REL_HEAD_STEP: the cut file's position at the head */
  /* a loop that reads ahead (READ F; PERFORM P UNTIL c; with P ending in the same READ F) is the
   * loop READ F; IF c leave; P without its READ: its head is taken at the READs (symex.c, "reading ahead") */
  const json_t *rot_read; /* the READ before the cut PERFORM, or NULL (the head is the PERFORM) */
  const json_t *rot_tail; /* the same READ, the last statement of the performed body */
  const sx_st *rot_tmpl;  /* REL_HEAD_STEP: the prefix state the head's other files come from */
  sx_cell *cell;
  int ncell;
  /* subscripts that depend on the input: the statement asking for a split on one (sx_locate)
   * is run again on one state per element (exec_stmt); programs without any run no clone */
  int has_varsub;
  int stmt_depth;
  struct {
    const json_t *node; /* the subscript; NULL: no split asked */
    term_ref v, bad;
    long lo, hi;        /* the elements the value can name (1.. the OCCURS count, digits) */
    long occurs;
    int depth;          /* the statement (exec_stmt nesting) that evaluated it */
    const char *what;   /* the table's name */
    term_ref reach;     /* where the subscript is evaluated (cond_reach at the time) */
    int reach_unknown;  /* evaluated in a WHEN: where is not modelled */
  } split;
  /* Where (in the state evaluating it) the operand being evaluated is evaluated at all: the
   * interpreter stops an AND/OR at the first operand that decides (rt_cond), and EVALUATE at the
   * first WHEN that matches. TERM_NULL: everywhere. */
  term_ref cond_reach;
  int in_when;
  json_t *owned;     /* references the executor built (a split may point into them): freed at the end */
  const json_t *cur; /* the statement executing, for locations */
  const json_t *err_node; /* where x->err's construct is */
  char err[512];
  /* national characters converted from input bytes (symex_data.c sx_move): for each, the UTF-16
   * code unit's high and low byte terms and the byte they came from, so that converting them back
   * (DISPLAY UPON CONSOLE) gives that byte (the code page's table is one to one) */
  term_ref *natfw;
  int nnatfw, capnatfw;
} sx;

/* A located data item: field (or a synthetic description for a reference modification), area and
 * byte range. */
typedef struct sx_item {
  const cbl_field *f;
  cbl_field tmp;
  int fi;            /* field index, or -1 for a synthetic description / register */
  int whole;         /* the item is the field itself (no subscript, no refmod): its value is cached */
  int area;
  size_t off, len;
} sx_item;

/* A numeric value: a scaled integer v * 10^-scale (a two's complement bit-vector at least
 * sx_bits_for(digits) wide) with a bound on its digits: |v| < 10^digits. */
typedef struct sx_num {
  term_ref v;
  int scale;
  int digits;
  int nonneg;        /* known to be >= 0 (an unsigned item, sums and products of such): no sign
                        test is stated for it, so that equal computations stay equal terms */
  int ip;            /* integer places of the interpreter's intermediate (arith.c: the PICTURE's
                        for an item even where its value is known, a literal's as written): its
                        carry rule past 30 digits is decided on these, not on digits */
} sx_num;

/* ---- symex.c: states and ends */
const char *sx_loc(sx *x, const json_t *node);
sx_st *sx_clone(sx *x, const sx_st *s);
void sx_push(sx *x, sx_set *set, sx_st *s);
/* Ends state s's case (what the executor cannot follow): unknown with the reason. */
void sx_unknown(sx *x, sx_st *s, const char *reason, const json_t *node);
/* The part of s where cond holds goes wrong (a COBOL undefined result): a case of its own;
 * s keeps the rest. Returns 0, or -1 when nothing of s is left. */
int sx_wrong_where(sx *x, sx_st *s, term_ref cond, const char *reason, const json_t *node);
/* s ends the run: exited with RETURN-CODE, or abended with code. */
void sx_finish(sx *x, sx_st *s, rel_okind k, long abend_code);
/* Splits s on cond: *yes gets the part where it holds, *no the rest (either NULL when empty). */
void sx_split(sx *x, sx_st *s, term_ref cond, sx_st **yes, sx_st **no);

/* ---- symex_data.c: items, values, moves, conditions */
term_ref sx_byte(sx *x, unsigned v);
/* The bits of a two's complement vector that holds every value of that many digits. */
unsigned sx_bits_for(int digits);
/* t sign-extended, or cut to its low w bits (the caller knows the value fits). */
term_ref sx_to_width(sx *x, term_ref t, unsigned w);
/* a op b for op '+', '-', '*', exact. Returns 0, or -1 beyond 36 digits. */
int sx_arith2(sx *x, char op, const sx_num *a, const sx_num *b, sx_num *out);
/* Functions that return -1 "with x->err" leave there "unsupported: <construct>" and its node in
 * x->err_node. */
/* Locates a data reference / register. Returns 0, or -1 with x->err. */
int sx_locate(sx *x, sx_st *s, const json_t *ref, sx_item *it);
/* Writes bytes into an item's range (and forgets the values cached on what they cover). */
void sx_write(sx *x, sx_st *s, int area, size_t off, const term_ref *b, size_t n);
/* The numeric value of an operand or arithmetic expression; *bad (never NULL) is where its data
 * is invalid. Returns 0, or -1 with x->err (not modelled). */
int sx_value(sx *x, sx_st *s, const json_t *e, sx_num *out, term_ref *bad);
/* The value of a COMPUTE's expression, whose dmax is given (interp_data.c rt_dmax: sx_dmax):
 * quotients carry dmax decimals as arith.c's; *divzero is where a division has a zero divisor
 * (the size error condition: evaluation stops there, as the interpreter's does). Returns 0 or -1. */
int sx_value_compute(sx *x, sx_st *s, const json_t *e, int dmax, sx_num *out, term_ref *bad, term_ref *divzero);
/* IBM's dmax of a COMPUTE (interp_data.c rt_dmax, arith.c cbl_arith_dmax): the receivers' decimal
 * places (one more for a ROUNDED one) and the operands', divisors and exponents excepted. */
int sx_dmax(sx *x, sx_st *s, const json_t *expr, const json_t *receivers);
/* Stores v into numeric item it, rounded (mode) or truncated; *size (may be NULL) is where the
 * size error condition holds; with keep_on_size the item is unchanged there. Returns 0 or -1. */
int sx_store(sx *x, sx_st *s, sx_item *it, const sx_num *v, int rounded, int mode, int keep_on_size,
             term_ref *size);
/* MOVE operand src to item dst. Returns 0, or -1 with x->err; *bad as in sx_value. */
int sx_move(sx *x, sx_st *s, const json_t *src, sx_item *dst, term_ref *bad);
/* Truth of a condition (Bool term); *bad as in sx_value. Returns 0 or -1. */
int sx_cond(sx *x, sx_st *s, const json_t *c, term_ref *out, term_ref *bad);
/* The relation l op r (op "=", "!=", "<", "<=", ">", ">=") as sx_cond gives a relation condition;
 * node locates what goes wrong. */
int sx_compare(sx *x, sx_st *s, const char *op, const json_t *l, const json_t *r, term_ref *out, term_ref *bad,
               const json_t *node);
/* The bytes an operand shows in DISPLAY (into *out, count *n). Returns 0 or -1. */
int sx_display_bytes(sx *x, sx_st *s, const json_t *e, term_ref **out, size_t *n, term_ref *bad);
/* The bytes of an alphanumeric sending operand (items, literals; a figurative constant or ALL
 * literal repeated to len_hint). Returns 0 or -1. */
int sx_alnum_bytes(sx *x, sx_st *s, const json_t *e, size_t len_hint, term_ref **out, size_t *n);
/* INITIALIZE of item it by the statement's phrases. Returns 0 or -1. */
int sx_initialize(sx *x, sx_st *s, const json_t *stmt, sx_item *it);
/* DIVIDE: w / v truncated at scale S (the interpreter's dmax + 20); -1 beyond 36 digits. Whether
 * v is zero; the decimal places of an operand as the interpreter's dmax counts them. */
int sx_quotient(sx *x, const sx_num *w, const sx_num *v, int S, sx_num *out);
term_ref sx_is_zero(sx *x, const sx_num *v);
int sx_scale_of(sx *x, sx_st *s, const json_t *e);
/* Loop heads: whether numeric field fi is a value cell (a non-table elementary item whose bytes
 * are its value's encoding whenever a numeric store wrote them); its value in s (cached, or the
 * constant its bytes canonically encode; TERM_NULL otherwise); writing a head value into s; the
 * range of a well-formed value. */
int sx_num_cell_ok(sx *x, int fi);
term_ref sx_field_value(sx *x, sx_st *s, int fi);
int sx_set_field_value(sx *x, sx_st *s, int fi, term_ref v);
term_ref sx_field_value_ok(sx *x, int fi, term_ref v);
/* Sets a FILE STATUS item to the two characters st ("00", "10"). */
void sx_set_status(sx *x, sx_st *s, int fs_field, const char *st);

#endif
