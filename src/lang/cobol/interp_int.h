/* interp_int.h — private to the interpreter (interp*.c): the machine, program instances and the
 * helpers the statement files share. Not included outside src/lang/cobol/interp*.c. */
#ifndef EQUIV_LANG_COBOL_INTERP_INT_H
#define EQUIV_LANG_COBOL_INTERP_INT_H

#include <jansson.h>
#include <stddef.h>
#include <stdint.h>

#include "lang/cobol/arith.h"
#include "lang/cobol/compare.h"
#include "lang/cobol/dataset.h"
#include "lang/cobol/dec.h"
#include "lang/cobol/files.h"
#include "lang/cobol/interp.h"
#include "lang/cobol/print.h"
#include "lang/cobol/jcache.h"
#include "lang/cobol/layout.h"
#include "lang/cobol/lower.h"
#include "lang/cobol/move.h"
#include "lang/cobol/options.h"

/* How control leaves a statement list. Everything but SIG_NORMAL propagates outwards until the
 * construct that consumes it (sentence loop, inline PERFORM, paragraph loop, program). */
typedef enum sig {
  SIG_NORMAL,
  SIG_NEXT_SENTENCE, /* NEXT SENTENCE: after the period of the current sentence */
  SIG_EXIT_PARA,     /* EXIT PARAGRAPH */
  SIG_EXIT_SECT,     /* EXIT SECTION */
  SIG_EXIT_PERF,     /* EXIT PERFORM (inline) */
  SIG_EXIT_CYCLE,    /* EXIT PERFORM CYCLE */
  SIG_GOTO,          /* GO TO: m->jump_para */
  SIG_RETURN_TO,     /* end of a paragraph whose return slot holds m->ret_act */
  SIG_GOBACK,        /* GOBACK / EXIT PROGRAM in a called program: back to the caller */
  SIG_STOP,          /* STOP RUN, GOBACK from the main program: the run unit ends */
  SIG_HALT,          /* abend or going wrong: m->status says which */
} sig;

typedef struct rt_para {
  const json_t *json;
  int sect;          /* index of its section */
  const json_t *sents; /* its "sentences" */
  const json_t **sent; /* their statement lists, nsent of them (p->sent_all's) */
  size_t nsent;
  const json_t *alter_go; /* the GO TO an ALTER may change: its only statement, or NULL */
} rt_para;

typedef struct rt_sect {
  const json_t *json;
  int first, last;   /* paragraph indexes (first > last: empty section) */
  int declarative;
  int priority;      /* its priority-number (sect_priority), read once from the header */
} rt_sect;

/* One SELECT of a program at run time. */
typedef struct rt_file {
  const json_t *sel;
  const json_t *fd;
  const char *name, *assign;
  int id;            /* the SELECT's JSON id */
  cbl_file *f;
  struct rt_prog *prog; /* the program whose FILE-CONTROL has it: a GLOBAL file is used by the
                           programs it contains, with this program's record area and layout */
  int area;          /* record area index in prog's layout */
  size_t maxrec, minrec;
  int fs_field;      /* FILE STATUS item (field index) or -1 */
  const json_t *fs_ref;
  const json_t *relkey_ref, *reckey_ref, *depending_ref;
  const char *path;  /* DD path, NULL when the DD is missing (checked at OPEN) */
  const cbl_dd *dd;  /* the DD (in_memory: nothing is read from or written to path) */
  int ds_format;     /* cbl_ds_format */
  int loaded;        /* 1 + the cbl_open_mode of the last OPEN (for USE ON mode), 0 before */
  int written;       /* opened OUTPUT/I-O/EXTEND once: the data set is written at the end */
  int last_status;
  long nread;        /* records READ so far (for messages: "record 3 of IN-FILE") */
  int use_sect;      /* declarative section for this file, or -1 */
  /* WRITE … ADVANCING on a line sequential file: per record, the line control written before it
   * (newlines or a form feed) and whether a newline follows it (GnuCOBOL's representation) */
  char **adv_pre;
  unsigned char *adv_nl;
  size_t nadv;
  int has_adv;
  /* SD files: the records released (SORT) or read (MERGE), and the next one RETURN gives */
  unsigned char **srec;
  size_t *slen;
  size_t nsrec, capsrec, sret;
  int sorting;       /* 1 while an INPUT PROCEDURE may RELEASE, 2 while an OUTPUT PROCEDURE may RETURN */
  /* LINAGE (Language Reference, "LINAGE clause"): the FD's clause, the logical page in effect
   * (page body, first footing line or 0, margins), LINAGE-COUNTER, and the line ends the OPEN's
   * top margin puts before the next record */
  const json_t *linage;
  long lin_body, lin_foot, lin_top, lin_bot, lin_ctr, lin_pend;
  cbl_field lc_field;
  unsigned char lc_bytes[4];
  /* Print files (print.h, interp_print.c): a SEQUENTIAL file that a WRITE … ADVANCING of the
   * program names or whose FD has LINAGE; machine control characters when a WRITE says BEFORE;
   * its data set was present at the start (not read: it holds control characters) */
  int print, print_machine, print_present;
  /* OPEN EXTEND of a print data set present at the start: its records, control bytes included,
   * which the data set keeps before the records the run writes */
  cbl_dataset *print_kept;
  /* NOADV: the file holds the data set's records as read back (print_kept), not records to which
   * control characters are still to be added */
  int print_loaded;
  /* EXTERNAL files (Language Reference, "EXTERNAL clause"): one file connector and one record
   * area for the run unit, whichever programs describe the file. ext_root is the rt_file of the
   * first description set up (itself for that one; NULL for other files): every description shares
   * its cbl_file and its record area buffer. The connector's state (open mode, records read, line
   * controls) lives in one description at a time: the root's ext_holder, the one the last
   * statement used (rt_ext_take hands it over); the others' copies are stale. */
  struct rt_file *ext_root, *ext_holder;
  int ext_inited;    /* the root's record area was initialised once (never again: CANCEL, INITIAL) */
  int area_borrowed; /* its record area buffer is another file's (EXTERNAL root, SAME RECORD AREA) */
} rt_file;

typedef struct cbl_machine cbl_machine;

/* A run goes to a worker thread with a stack this large (address space, committed only as the
 * PERFORM nesting touches it); nested PERFORMs are bounded by fuel and by this stack less a
 * margin (out_of_fuel), not by a fixed count. */
#define CBL_RUN_STACK_BYTES ((size_t)1 << 30)
#define CBL_RUN_STACK_MARGIN ((size_t)64 << 20)
#define CBL_MAX_MODELS 128         /* registered routine models (cbl_call_register) */

/* A program of the run unit: its layout, storage and procedure tables. */
typedef struct rt_prog {
  const json_t *json;
  const char *name;
  const char *srcpath;      /* for locations */
  const json_t *srcfiles;   /* source.files of its document */
  cbl_layout *lay;
  unsigned char **area;     /* one buffer per area; linkage areas point at the caller's data */
  size_t *area_len;
  int npara, nsect;
  rt_para *para;
  rt_sect *sect;
  int *para_slot, *sect_slot; /* return slots: the PERFORM activation that set them, or 0 */
  const json_t **sent_all;  /* every paragraph's sentences, in order (rt_para.sent points here) */
  int *proc_kind, *proc_index; /* by procedure id: 1 paragraph, 2 section, 0 none */
  int max_proc_id;
  int nfiles;
  rt_file *files;
  int use_input, use_output, use_io, use_extend; /* USE AFTER ERROR ON mode: section or -1 */
  int initialized;          /* storage set up (first CALL, or after CANCEL) */
  int active;               /* on the call stack (recursive CALL is an error) */
  int is_initial;           /* INITIAL attribute: fresh storage on every CALL */
  int is_common;            /* COMMON attribute (read once: CALL asks on each execution) */
  int dpc;                  /* DECIMAL-POINT IS COMMA (read once: NUMVAL and the format functions
                               ask on each evaluation) */
  struct rt_prog *parent;   /* containing program (nested), or NULL */
  struct rt_prog **children;
  int nchildren;
  int nlinkage_used;
  const json_t *doc;
  /* ALTER: by paragraph index, the procedure its GO TO now proceeds to (NULL: as written);
   * NULL array until the first ALTER; back to NULL when the program is in its initial state */
  const json_t **alter_to;
  /* Segmentation: the priority-number of the segment executing (-1 before the first paragraph)
   * and the paragraph last entered, to which a PERFORM returns (interp.c, seg_enter) */
  int seg_now, seg_para;
} rt_prog;

struct cbl_machine {
  cbl_options opt;
  const cbl_run_opts *ro;
  rt_prog **progs;
  int nprogs;
  rt_prog *cur;             /* the program executing */
  rt_prog *main;            /* the main program of the run unit */
  const rt_file *last_read; /* the file of the last successful READ, or NULL (for messages) */
  /* outcome */
  cbl_run_result *res;
  char *linebuf;            /* the display line being built (NO ADVANCING) */
  size_t linelen, linecap;
  int line_open;
  int rc_set;
  unsigned char rc_bytes[2]; /* RETURN-CODE: PIC S9(4) BINARY, shared by the run unit */
  cbl_field rc_field;
  unsigned char sortret_bytes[2]; /* SORT-RETURN: PIC S9(4) BINARY */
  unsigned char tally_bytes[4]; /* TALLY: PIC 9(5) BINARY */
  cbl_field tally_field;
  long long steps, fuel;
  int next_act;             /* PERFORM activation numbers (slot values), from 1 */
  int jump_para;            /* SIG_GOTO target */
  int ret_act;              /* SIG_RETURN_TO activation */
  const json_t *cur_stmt;   /* for locations */
  cbl_lowered *low;         /* the documents' statement lists with their kinds (lower.h) */
  int sysin_next;
  int clock[8];             /* year, month, day, hour, minute, second, hundredths, valid */
  int halted;
  /* EXTERNAL data (Language Reference, "EXTERNAL clause"): one block per name for the run unit;
   * each program's copy is loaded when control enters the program and saved when it leaves */
  struct ext_block {
    char name[64];
    unsigned char *bytes;
    size_t size;
  } *ext;
  int next;
  int layout_failed;          /* the last rt_prog_setup failed in the layout (unsupported form) */
  /* POINTER values: block number (1-based index here) * 2^24 + byte offset; 0 is NULL. A block is
   * a WORKING-STORAGE or FILE area of a program, found again by (program, area) at each use */
  struct ptr_block {
    rt_prog *p;
    int area;
  } ptr_blocks[58];
  int nptr_blocks;
  /* CALL … RETURNING: the caller's receiving item, bound by the callee (rt_run_program) */
  unsigned char *call_ret;
  size_t call_ret_len;
  /* the live PERFORM activations, innermost last (interp.c act_live) */
  int *act_stack;
  int act_depth, act_cap;
  /* external switches touched so far: environment-name, ON (interp_switch.c) */
  struct {
    char name[16];
    int on;
  } sw[16];
  int nsw;
  /* FUNCTION RANDOM (interp_random.c): the current seed (-1 before the first reference) and
   * the index of the next value of its sequence */
  long rnd_seed, rnd_next;
  int uuid_next;              /* FUNCTION UUID4: the run's values taken so far */
  /* the C stack the run may use for nesting: the frame address where it started, and a budget */
  uintptr_t stack_top;
  size_t stack_budget;
  /* rt_loc's rotating buffers: a location stays valid until the 4th next call */
  char loc_bufs[4][512];
  int loc_k;
  /* the routine models registered when the run started (cbl_call_register), so that a
   * registration while runs go on in other threads changes none of them */
  struct rt_model {
    char name[32];
    cbl_call_model fn;
  } models[CBL_MAX_MODELS];
  int nmodels;
};

/* ---- interp.c */
/* Ends the run as went wrong: kind "unsupported" | "undefined_result" | "out_of_fuel", the reason,
 * and the location of node (or of the current statement). Returns SIG_HALT. */
sig rt_wrong(cbl_machine *m, const char *kind, const json_t *node, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* Ends the run with an abend (code) and a reason. Returns SIG_HALT. */
sig rt_abend(cbl_machine *m, long code, const json_t *node, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* "file:line:col" of a node's loc (static buffer rotation: valid until the 4th next call). */
const char *rt_loc(cbl_machine *m, const json_t *node);
/* Executes a statement list. */
sig rt_exec_list(cbl_machine *m, const json_t *stmts);
/* Runs a PERFORM range [first, last] of paragraphs once with a fresh return slot. */
sig rt_perform_range(cbl_machine *m, int first, int last_para, int last_sect);
/* PERFORM proc [THRU thru] once (SORT INPUT/OUTPUT PROCEDURE). */
sig rt_perform_procs(cbl_machine *m, const json_t *proc, const json_t *thru);
/* Resolves a procedure reference to its first paragraph and (for PERFORM) the paragraph/section
 * whose end holds the return slot. Returns 0, or -1 after rt_wrong. */
int rt_proc_first(cbl_machine *m, const json_t *pref, int *first);
/* Appends bytes to the display line, ends the line. */
void rt_display_bytes(cbl_machine *m, const unsigned char *b, size_t n);
void rt_display_end(cbl_machine *m);
/* Calls program p (already set up) with arguments; used by CALL. */
sig rt_run_program(cbl_machine *m, rt_prog *p, cbl_call_arg *args, int nargs, const json_t *node);
rt_prog *rt_find_program(cbl_machine *m, const char *name);
int rt_prog_setup(cbl_machine *m, rt_prog *p, char *err, size_t errn);
void rt_prog_cancel(cbl_machine *m, rt_prog *p);

/* ---- interp_data.c: references, operands, expressions, conditions */
/* A located data reference: field (possibly a synthetic one for a refmod/register), bytes. */
typedef struct rt_item {
  const cbl_field *f;
  cbl_field tmp;            /* storage for a synthetic description (refmod) */
  unsigned char *bytes;
  size_t len;
  int area;                 /* area index, -1 for registers/temporaries */
  size_t off;
} rt_item;

/* What a message about invalid numeric data in item it says after its name: the record (the
 * READ that filled it, or the last one), the bytes in hex, and, in an EBCDIC run, a hint when
 * the bytes are ASCII digits: " (record 1 of IN-FILE; bytes X'3132'; the data looks ASCII: try
 * --encoding ascii)". Writes into buf (cap bytes, at least 160). */
void rt_invalid_data_detail(const cbl_machine *m, const rt_item *it, char *buf, size_t cap);

/* Locates a data reference / special register (ref JSON). Returns 0, or -1 after going wrong. */
int rt_locate(cbl_machine *m, const json_t *ref, rt_item *it);
/* An operand for MOVE/compare: items, literals, figuratives, functions. buf (cap bytes) and num
 * hold what the operand points to; num must be cbl_dec_init'ed. Returns 0 or -1 (went wrong). */
int rt_operand(cbl_machine *m, const json_t *x, rt_item *it, unsigned char *buf, size_t cap,
               cbl_dec *num, cbl_opnd *out);
/* Value of an arithmetic expression / operand. Returns 0 or -1 (went wrong / size error: *sz). */
int rt_eval(cbl_machine *m, const json_t *e, cbl_dec *out, int dmax);
/* The environment-name of a mnemonic-name of SPECIAL-NAMES (this program's or a containing
 * program's), or NULL when mn names none. */
const char *rt_environment_of(const cbl_machine *m, const char *mn);
/* One receiver of an arithmetic statement, decoded: its reference and its ROUNDED phrase. */
typedef struct rt_recv {
  const json_t *dest;
  int rounded;   /* ROUNDED given */
  int mode;      /* its MODE, or the default (NEAREST-AWAY-FROM-ZERO) */
} rt_recv;
/* IBM's dmax of a COMPUTE-like statement (arith.h cbl_arith_dmax) with receivers rv[0..nrv); -1
 * after going wrong. */
int rt_dmax(cbl_machine *m, const json_t *expr, const rt_recv *rv, size_t nrv);
/* Truth of a condition. Returns 0/1, or -1 after going wrong. */
int rt_cond(cbl_machine *m, const json_t *c);
/* Integer value of an operand/expression (subscripts, counts). Returns 0 or -1. */
int rt_int(cbl_machine *m, const json_t *e, long *out);
/* Stores v into the item of ref under ROUNDED mode; *size_error set when high-order digits are
 * lost. When check_size, a size error leaves the item unchanged. Returns 0, or -1 (went wrong). */
int rt_store_num(cbl_machine *m, const json_t *ref, const cbl_dec *v, int rounded, int mode,
                 int check_size, int *size_error);
/* rt_eval of a receiver that is then stored into: *located says whether *it holds the item (a
 * data reference, its subscripts evaluated once), for rt_store_num_at, which stores into that item
 * without locating it again (so a FUNCTION in its subscripts is evaluated once per receiver). */
int rt_eval_at(cbl_machine *m, const json_t *e, cbl_dec *out, rt_item *it, int *located);
int rt_store_num_at(cbl_machine *m, const json_t *ref, rt_item *it, const cbl_dec *v, int rounded, int mode,
                    int check_size, int *size_error);
/* rt_eval_at in two halves, for a caller with a path of its own between them: rt_recv_locate
 * locates receiver e into *it as rt_eval_at does (1), or returns 0 when e is not a data reference
 * (rt_eval_at then evaluates it: rt_eval), -1 when the run halted; rt_recv_value is then the
 * located item's value, with rt_eval_at's messages. */
int rt_recv_locate(cbl_machine *m, const json_t *e, rt_item *it);
int rt_recv_value(cbl_machine *m, const json_t *e, rt_item *it, cbl_dec *out);
/* rt_eval of an operand (dmax 0) that answers on a machine word where it can: 1 with the value
 * *w * 10^-*scale (*out not set), 0 with the value in *out, or rt_eval's -1/-2. The operand is
 * evaluated once either way. Why: ADD 1 TO, ADD AMOUNT TO read their operands through GMP. */
int rt_eval_word(cbl_machine *m, const json_t *e, cbl_dec *out, long *w, int *scale);
/* What rt_store_num_at makes of a store's outcome ss: *size_error (may be NULL) for the SIZE ERROR
 * phrases; -1 when the run went wrong (a TRUNC(OPT) store beyond the PICTURE, a receiver not
 * modelled), else 0. */
int rt_store_status(cbl_machine *m, const json_t *ref, cbl_store_status ss, int *size_error);
/* MOVE operand JSON src to the data reference dst. Returns 0, or -1 (went wrong). */
int rt_move(cbl_machine *m, const json_t *src, const json_t *dst);
/* MOVE an already built operand to a located item. */
int rt_move_opnd(cbl_machine *m, const cbl_opnd *src, rt_item *dst, const json_t *node);
/* The decimal places of a reference's item (0 for non-numeric), for IBM's dmax. */
int rt_scale_of(cbl_machine *m, const json_t *x);
/* The layout's ODO callback (ctx = machine). */
int rt_odo(void *ctx, int odo_field, long *value);
/* Bytes of an operand as alphanumeric text (for DISPLAY, STRING, INSPECT): numeric items are
 * shown as IBM DISPLAY shows them. Writes to buf (cap), returns the length or -1. */
long rt_text(cbl_machine *m, const json_t *x, unsigned char *buf, size_t cap);
/* Whether operand x is of class national: a national literal, a national(-edited) item or
 * FUNCTION NATIONAL-OF. -1 after going wrong. */
int rt_is_national(cbl_machine *m, const json_t *x);

/* The description of the item ref names, its subscripts not evaluated (a subscripted data
 * reference), else as rt_locate gives it; it->bytes may be NULL. Returns 0 or -1. */
int rt_describe(cbl_machine *m, const json_t *ref, rt_item *it);
/* Locates the item with JSON id `id` using ref's subscripts (an 88's variable, a CORRESPONDING
 * subordinate). Returns 0 or -1. */
int rt_locate_id(cbl_machine *m, const json_t *ref, long id, rt_item *it);
/* Truth of the condition-name that ref names (with its subscripts). 0/1, or -1. */
int rt_cond_name(cbl_machine *m, const json_t *ref);
/* A relational operator, decoded once from its JSON spelling ("=", "!=", "<", "<=", ">", ">="). */
typedef enum { RT_REL_EQ, RT_REL_NE, RT_REL_LT, RT_REL_LE, RT_REL_GT, RT_REL_GE, RT_REL_OTHER } rt_relop;
rt_relop rt_relop_of(const char *op);
/* The relation l op r: 1, 0, or -1 after rt_wrong located at node c (opname: op's spelling, for
 * the message on RT_REL_OTHER). */
int rt_relation(cbl_machine *m, rt_relop op, const char *opname, const json_t *l, const json_t *r, const json_t *c);
/* The program, field index and evaluated subscripts of a data reference. Returns 0 or -1. */
int rt_field_of(cbl_machine *m, const json_t *ref, rt_prog **p, int *fi, long *subs, int *n);

/* ---- interp_stmt.c */
sig rt_stmt_data(cbl_machine *m, const json_t *s, cbl_stmt_kind kind);
/* ---- interp_text.c */
sig rt_stmt_text(cbl_machine *m, const json_t *s, cbl_stmt_kind kind);
/* ---- interp_io.c */
/* An I/O statement decoded once per node (its jcache slot; interp_io.c rt_io_of): every member an
 * I/O statement may have, absent ones NULL, so that an execution reads no JSON. */
typedef enum { RT_ADV_NONE, RT_ADV_LINES, RT_ADV_PAGE, RT_ADV_MNEMONIC, RT_ADV_OTHER } rt_adv_kind;
typedef struct rt_io {
  const json_t *file, *record; /* the file reference (READ, DELETE, START, RETURN) or record */
  long file_id, record_id;     /* their "item" (-1 when absent) */
  const json_t *from, *into, *key;
  int previous;                /* READ … PREVIOUS */
  int has_direction;           /* READ NEXT/PREVIOUS written */
  /* the conditional phrases' statement lists */
  const json_t *at_end, *not_at_end, *invalid_key, *not_invalid_key, *at_end_of_page, *not_at_end_of_page;
  /* WRITE … ADVANCING: the phrase, its kind (and the kind's name, for print.h), BEFORE or AFTER,
   * the count and the mnemonic-name */
  const json_t *adv;
  rt_adv_kind adv_kind;
  const char *adv_kind_name, *adv_name;
  cbl_adv adv_ctl; /* the kind as print.h's rule takes it (cbl_adv_of, decoded once) */
  int adv_before, adv_after;
  const json_t *adv_count;
  /* for the program that ran it last: the environment-name of adv_name (rt_environment_of) */
  const struct rt_prog *env_prog;
  const char *env;
  /* START KEY: the relation (cbl_start_rel) and the key operand */
  int start_rel;
  const json_t *start_key;
} rt_io;
rt_io *rt_io_of(const json_t *st);

sig rt_stmt_io(cbl_machine *m, const json_t *s, cbl_stmt_kind kind);
int rt_files_setup(cbl_machine *m, rt_prog *p, char *err, size_t errn);
/* Print files (interp_print.c): whether rf is one (sets rf->print, rf->print_machine); the line
 * control (print.h) of a WRITE on one without LINAGE, or on a line sequential file given a
 * mnemonic-name (heap; NULL after rt_wrong); its data set's format and record length; its
 * records with their control characters. */
void rt_print_setup(rt_prog *p, rt_file *rf);
/* External switches (interp_switch.c): a switch condition's truth (or -1 after rt_wrong); SET
 * mnemonic-name TO ON|OFF. */
/* A switch's state slot found for a name in the program that asked last (the SPECIAL-NAMES entry
 * and the slot are a program's and the run's: kept in the asking node's decoded record). */
typedef struct rt_switch_memo {
  const struct rt_prog *prog; /* NULL: not found yet */
  int *state;
  int on_status;
} rt_switch_memo;
int rt_switch_cond(cbl_machine *m, const json_t *c, rt_switch_memo *memo);
/* memo: one per target of the SET (its "targets" in order), or NULL */
sig rt_switch_set(cbl_machine *m, const json_t *st, rt_switch_memo *memo);
/* FUNCTION RANDOM [(seed)] (interp_random.c): the next number of the sequence, an input of the
 * run, into r; -1 after rt_wrong. */
int rt_random(cbl_machine *m, const json_t *x, int has_seed, long seed, cbl_dec *r);
/* FUNCTION UUID4: the run's next value (--uuid), 36 characters in the run's code page into buf;
 * -1 after rt_wrong when none is left. */
int rt_uuid4(cbl_machine *m, const json_t *x, unsigned char *buf);
char *rt_print_control(cbl_machine *m, rt_file *rf, const json_t *st, rt_io *io);
int rt_print_format(cbl_machine *m, const rt_file *rf, size_t *lrecl);
int rt_print_dataset(cbl_machine *m, const rt_file *rf, cbl_dataset *ds, char *err, size_t errn);
int rt_files_finish(cbl_machine *m, char *err, size_t errn);
void rt_sort_free(rt_file *sf);
/* Closes the open files of p; keep_external leaves EXTERNAL files open (CANCEL: their connector
 * belongs to the run unit). */
void rt_files_close_all(cbl_machine *m, rt_prog *p, int keep_external);
/* Whether rf is an EXTERNAL description whose copy of the connector's state is not current (its
 * arrays belong to another description); whether rf shares another description's cbl_file and
 * record area (freed by that one). */
int rt_file_is_stale(const rt_file *rf);
int rt_file_is_alias(const rt_file *rf);
/* ---- interp_call.c */
sig rt_stmt_call(cbl_machine *m, const json_t *s, cbl_stmt_kind kind);
/* The model of routine name for this run (its snapshot of the registry, then the built-in ones). */
cbl_call_model rt_call_model(cbl_machine *m, const char *name);
/* Copies the registry into m->models (under the registry's lock). */
void rt_call_models_snapshot(cbl_machine *m);

/* JSON helpers. */
const char *js(const json_t *o, const char *key); /* string member or NULL */
long ji(const json_t *o, const char *key, long dflt);

#include "lang/cobol/jcount.h" /* last: its debug macros wrap the names above */

#endif
