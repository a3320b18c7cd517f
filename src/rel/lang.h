/* lang.h — the interface every language implements for the relational layer (CBMC's languaget,
 * DESIGN.md "Three layers"): load front-end output, list units, run concretely, execute symbolically.
 *
 * rel never includes a language header: a language hands its rel_lang table to the registry above
 * rel (src/orch), and the checks in verdict.h call only through this table. */
#ifndef EQUIV_REL_LANG_H
#define EQUIV_REL_LANG_H

#include <stddef.h>

#include "core/arena.h"
#include "core/diag.h"
#include "rel/behaviour.h"
#include "rel/type.h"
#include "sym/term.h"

struct rel_verdict; /* rel/verdict.h */
struct rel_trace;   /* below */
struct rel_xseq_names; /* rel/xrec.h */

/* One input of a unit. Its value has the typed tree `type` (rel/type.h) and is admissible when it
 * satisfies `type->admissible` (words; NULL: every value of the type, e.g. all 2^32 values of a C
 * int, every IEEE binary64 datum of a double, NaN included). The scalar view below (kind, width,
 * array_cap, len_param) is how a symbolic executor names the input's variables; an input a
 * symbolic executor cannot take (a COBOL file of records) is REL_IN_TREE and has none. */
typedef enum rel_ikind {
  REL_IN_INT,    /* bit-vector of `width` bits, read signed or unsigned */
  REL_IN_FLOAT,  /* IEEE binary32 (width 32) or binary64 (width 64) */
  REL_IN_BOOL,   /* 0 or 1 (a C _Bool): a 1-bit bit-vector */
  REL_IN_TREE    /* only the typed tree: no variables; runs on generated values */
} rel_ikind;

typedef struct rel_input {
  const char *name;  /* the parameter's name, for messages */
  const rel_type *type; /* the typed tree (set by every language; NULL is read from the scalar view) */
  rel_ikind kind;    /* of the value, or of each element of an array input */
  int width;
  int is_signed;
  /* > 0: an array input, i.e. a pointer to the first of `len` readable elements (a C parameter
   * `const int *a`). Its term variable (rel_input_vars) is `len`, 64 bits; its first array_cap
   * elements are the variables rel_input_elem gives; the executor treats reads of later elements
   * as not followed (an unknown case naming the bound). Admissible lengths are stated by the
   * executor as the summary's precondition (e.g. len >= max(n, 1) for the length parameter n). */
  int array_cap;
  int len_param;     /* array input: the parameter that holds its length, or -1 */
  int array_const;   /* array input: the elements are const-qualified in the parameter's type */
  int nullable;      /* array input: len = 0 is the null pointer (an admissible input; a
                        counterexample shows it as the opaque value "null") */
  /* Array input whose length is observable and may be 0 while it is not null (a Java array): a
   * second variable, the Bool rel_input_null gives, says null; where it is false the input is an
   * array of exactly `len` elements, the first array_cap of them the element variables and the
   * rest unconstrained (a counterexample fills them with 0: no exact case reads them). Not with
   * `nullable`. */
  int null_flag;
  /* 1: an input that names part of the program's state rather than a parameter (a C global's value
   * on entry): two versions pair it by its name too, and a name in one version only makes the
   * input lists differ (rel_inputs_same, rel_inputs_why) */
  int by_name;
  /* by_name: the unit (with everything it calls) neither reads nor writes this part of the state,
   * so it can neither influence the run nor be changed by it. Where no version of a pair reaches
   * it, the check leaves it out (rel_inputs_agree): a global one version adds and a function does
   * not touch is no reason to give that function no verdict. */
  int unreached;
} rel_input;

/* The type of a unit's result as the outcome relation compares it. */
typedef struct rel_rtype {
  rel_vkind kind;  /* REL_V_VOID, REL_V_INT, REL_V_FLOAT, REL_V_BOOL; REL_V_OPAQUE: a value observed
                      only by equality, each result a bit-vector term of `width` bits equal exactly
                      when the values are (Java: a BigDecimal's toString(), jv_sym_bd.h) */
  int width;
  int is_signed;
  /* 1: the value comes wrapped by the language (TypeScript: a Promise<T> function's outcome is its
   * promise, settled with a T), so it is never related to an unwrapped one (a claimed difference
   * is replayed); two wrapped values are compared as their contents */
  int wrapped;
} rel_rtype;

/* A path summary: the behaviour of one unit over symbolic inputs as guarded cases. Invariant every
 * executor keeps: under any assignment of the input variables at most one guard is true, and
 * REL_P_RETURNED/REL_P_WRONG cases are exact (what the concrete semantics does on every input
 * satisfying the guard). Whatever the executor could not follow (an unsupported construct, a loop
 * or inlining bound, an approximation) is a REL_P_UNKNOWN case: the checks never conclude anything
 * about inputs that satisfy an unknown guard, so a summary with unknown cases cannot prove
 * equivalence on those inputs. An input that satisfies no guard is one the executor proved cannot
 * reach any end (this never happens for complete executors; rel treats it as unknown). */
typedef enum rel_pkind {
  REL_P_RETURNED,  /* completed with an outcome of kind `okind` (rel_okind: returned a value,
                      exited or abended with a code, panicked with a message); its output is the
                      summary's events (rel_out_event) whose guards hold */
  REL_P_WRONG,     /* goes wrong (a going wrong the language defines as a behaviour): reason, loc */
  REL_P_UNKNOWN    /* not followed: reason (e.g. "unsupported: printf at f.c:3:5") */
} rel_pkind;

typedef struct rel_path {
  rel_pkind kind;
  term_ref guard;     /* Bool term over the input variables */
  term_ref value;     /* REL_P_RETURNED with okind REL_O_RETURNED: the value (TERM_NULL for void);
                         REL_O_EXITED, REL_O_ABENDED: the code, a 64-bit bit-vector term */
  const char *reason; /* REL_P_WRONG, REL_P_UNKNOWN; REL_O_PANICKED: the message, or with value
                         set the message's template ("... Index %d out of bounds for length %d"):
                         value, a 64-bit bit-vector, packs its arguments. Two panicked cases end
                         alike when their reasons and values are equal (equal arguments in one
                         template give one text; a difference claimed otherwise is replayed) */
  const char *loc;    /* "file:line:col" or "?" */
  int seg;            /* in a loop-cut summary (rel_loopcut): 0 before the loop, 1 in one iteration,
                         2 after the loop; in one cut at every loop (rel_cutset): 0 from the entry,
                         k + 1 from loop k's head; always 0 otherwise */
  rel_okind okind;    /* REL_P_RETURNED: how the run ended (0 = REL_O_RETURNED) */
  /* In a summary with path_records set: the records this case writes, in order (each event's
   * stream, and its bytes as args[0..nargs) of 8-bit terms; guard and what are not used). */
  int nrec;
  const struct rel_out_event *rec;
  /* In a loop-head summary (rel_sym_opts.head), seg 1: the case reached the loop head with these
   * values of the summary's cells (rel_summary.cells); seg 0 (REL_HEAD_ENTRY) or seg 2
   * (REL_HEAD_STEP): it completed. */
  const term_ref *cells;
} rel_path;

/* A summary cut at a loop (rel_sym_opts.cut), for relational induction: the function's first loop
 * is replaced by its head state h (fresh variables, one per scalar cell alive there). Cases with
 * seg 0 end before the loop (guards over the inputs); the loop is reached under entry_g with the
 * state entry[]; cases with seg 1 belong to one iteration from state h where cond holds, which
 * otherwise completes (under body_ok) with state next[]; cases with seg 2 run from state h where
 * cond does not hold to the end of the function. Every case is exact, as in an uncut summary. */
typedef struct rel_loopcut {
  int n;
  const char **names;  /* the C variable of each cell, for matching and the proposer */
  term_ref *h;         /* the head state's variables */
  term_ref *entry;     /* over the inputs */
  term_ref entry_g;
  term_ref cond;       /* over h (and the inputs) */
  term_ref cond_bad;   /* over h: evaluating the condition goes wrong (those seg 1 cases) */
  term_ref *next;      /* over h */
  term_ref body_ok;    /* over h, under cond */
  /* 1: the loop can be left from inside its body (a break, a return): cond is "the iteration
   * comes back to the head" (body_ok equals it, cond_bad is false), and every path from h that
   * does not come back — the condition fails, the body leaves, goes wrong or ends the run — is a
   * case of seg 2 running on to the end of the function; seg 1 has no cases. */
  int left_inside;
  int lookahead;       /* the cut tests the condition at the end of the iteration too (cut_lookahead;
                          then also left_inside) */
} rel_loopcut;

/* A summary cut at every loop (rel_sym_opts.cut_all), for relational induction over all the
 * loops of a function (sequential and nested ones): each loop's head is a cut point with a state
 * of fresh variables h. The paths are segments between cut points: a case with seg 0 starts at
 * the function's entry, one with seg k + 1 at loop k's head in state h (its guard over h and the
 * inputs); every cycle of the body passes through a cut point, so each segment is a finite path.
 * A segment either completes (a case of the summary, exact) or arrives at a loop's head: an
 * arrival (guard, and the head's state as terms). Cut points are numbered in the order a
 * depth-first walk from the entry reaches their heads. */
typedef struct rel_cutpoint {
  int n;
  const char **names;  /* each state variable's source name, for the proof's words */
  term_ref *h;
  const char *loc;     /* the loop, "file:line:col" */
} rel_cutpoint;

typedef struct rel_arrival {
  int from;            /* -1: the function's entry; k: loop k's head */
  int to;              /* the loop whose head the segment reaches */
  term_ref guard;      /* over the inputs and the origin's h */
  const term_ref *vals; /* the state at the head, pts[to].n terms */
} rel_arrival;

typedef struct rel_cutset {
  int nloops;
  rel_cutpoint *pts;
  int narr;
  rel_arrival *arr;
} rel_cutset;

/* One output call on the symbolic paths (C printf/puts/putchar), in program order: where guard
 * holds the call happens and writes the text that `what` (the call and its constant format) gives
 * for the argument values args[0..nargs). Two events with equal `what` and equal arguments write
 * the same text; nothing else is assumed about the text. */
typedef struct rel_out_event rel_out_event;
struct rel_out_event {
  term_ref guard;
  const char *what;
  int nargs;
  const term_ref *args;
  const char *stream;  /* the stream written ("stdout", "SYSOUT", a DD name); NULL is "stdout" */
  int seg;             /* in a cut summary whose out_segs is set: the segment (rel_path.seg) the
                          event happens in; 0 otherwise */
};

typedef struct rel_summary {
  rel_rtype rtype;
  int npaths;
  rel_path *paths;
  unsigned bound_hits;  /* how many loop/inlining bounds cut paths (they are REL_P_UNKNOWN) */
  unsigned time_hits;   /* paths cut because the deadline passed (REL_P_UNKNOWN, "time limit") */
  /* The admissible inputs (TERM_NULL: every value of the input variables), e.g. for an array
   * input "len >= max(n, 1)"; the checks only consider inputs satisfying both summaries' pre.
   * `assume` states it in words for the verdict ("'a' has at least max(n, 1) elements"), or NULL. */
  term_ref pre;
  const char *assume;
  /* Optional (TERM_NULL: none): inputs a counterexample is best taken from (C: main's argc and
   * strings within what the executor follows, which a concrete run can be given). Never a
   * restriction: a model is taken under it where one exists, and without it otherwise. */
  term_ref prefer;
  rel_loopcut *cut;     /* set when the executor cut the summary at a loop (rel_sym_opts.cut) */
  rel_cutset *cuts;     /* set when it cut the summary at every loop (rel_sym_opts.cut_all) */
  int nout;             /* output events (rel_out_event), in program order */
  const rel_out_event *out;
  /* 1: the summary is cut at a loop (cut) and each event's seg names its segment, so that the
   * lockstep induction compares the events of one iteration with the other version's (an event
   * of seg 1, or of seg 2 in the left-inside form, is written by the iteration from h where its
   * guard holds); 0: not stated, and a cut with events is not used for induction */
  int out_segs;
  /* 1: outputs are exact records per case (rel_path.rec) instead of guarded events: two cases
   * write the same output iff every stream has the same number of records with equal bytes
   * (a language whose output is a list of records, COBOL's displayed lines and written records) */
  int path_records;
  /* Loop-head summaries (rel_sym_opts.head): the state at the head as cells, in an order that is
   * the same in both modes; a cell whose name starts with '@' must be equal in the two versions
   * at every head (a file position: the versions read the same record in each iteration). */
  int ncells;
  const char **cell_names;
  const term_sort *cell_sorts;
  const char *head_what;  /* the loop, in words ("the loop at f.cbl:31:12 over the records of DD IN") */
  /* What a proof by this induction assumes of the inputs, in words, in place of the bounded
   * summaries' assumption (NULL: every input record holds valid data, files of any length) */
  const char *head_assume;
  /* For a language whose semantics leaves a run that does not end out of Runs (Java's big-step
   * semantics: partial correctness unless termination is shown): why every run the summary
   * follows ends, in words, valid where the summary is complete (every admissible input followed
   * to a case that returned or went wrong), e.g. "its loops exit within the unrolling bound"; NULL:
   * no such argument. An equivalent verdict states total correctness when both summaries have one
   * (rel_lang.partial_note otherwise). */
  const char *terminates;
  /* Non-NULL: this bounded summary follows the inputs of pre only, while the executor's cut
   * summaries (rel_sym_opts.cut) follow every input of the unit's types over variables of their own
   * (TypeScript: a string or array of any length, its length and elements named apart from the
   * bounded ones). Relational induction is then tried although no bound cut a path; an
   * `equivalent` it proves states this text as its assumption instead of `assume` ("" for none);
   * and this summary is never taken as exact against a cut (induction_one), as it is not on the
   * cut's inputs. Where the induction proves nothing, the verdict rests on this summary under pre. */
  const char *cut_assume;
  /* Non-NULL: calls the summary abstracts as uninterpreted functions of their arguments (callees
   * the same in both versions: rel_sym_opts.shared), in words. A solver's input that rests on them
   * need not be a run: one whose replay shows no difference makes the verdict unknown, never a
   * bug in Equiv. */
  const char *abstracted;
} rel_summary;

/* Loop-head modes (relational induction over the records an input file holds, for languages
 * with path_records summaries): REL_HEAD_ENTRY runs from the start and ends every case that
 * reaches the head of the loop that reads the input (seg 1, with the head's cells; cases that
 * complete before are seg 0); REL_HEAD_STEP runs one iteration from the head state head_vals
 * (one term per cell): cases back at the head having read exactly one record (seg 1) or
 * completed (seg 2). In step mode the record read is the input's iteration record, variables
 * "<in>_it_<j>" and "<in>_it_eof" that both versions share. */
typedef enum rel_head_mode { REL_HEAD_NONE, REL_HEAD_ENTRY, REL_HEAD_STEP } rel_head_mode;

/* Options of a symbolic execution. */
/* The stream of the recursive calls of a summary made with rel_sym_opts.rec_uf. */
#define REL_REC_STREAM "(recursive call)"

typedef struct rel_sym_opts {
  unsigned unroll;        /* loop iterations followed before the rest is unknown (0 = 16) */
  unsigned inline_depth;  /* nested calls inlined before the rest is unknown (0 = 8) */
  double deadline;        /* rel_now() value after which execution stops: what is left becomes an
                             unknown case "time limit reached" (0 = no deadline) */
  rel_head_mode head;     /* loop-head summaries (REL_HEAD_NONE: the whole run) */
  const term_ref *head_vals; /* REL_HEAD_STEP: the head state, one term per cell of the entry summary */
  int head_n;
  const char *cut;        /* non-NULL: cut the summary at the function's first loop (rel_loopcut),
                             naming the head state's variables "<cut>_<k>"; an executor that cannot
                             leaves out->cut NULL and the summary is then not to be used */
  int cut_all;            /* with cut: an executor that can cuts a function of two or more loops
                             at every loop (rel_summary.cuts; its variables "<cut>_<loop>_<k>"), and
                             one of a single loop as cut asks; one that cannot ignores it */
  int cut_lookahead;      /* with cut: an executor that can also tests the loop's condition at the
                             end of the iteration (rel_loopcut.lookahead): a path whose next test
                             fails leaves the loop in this iteration. The same executions; two
                             loops that stop one test apart (a flag in one's condition, a return
                             in the other's body) then leave in the same iteration */
  const rel_input *ins;   /* the inputs agreed for the pair (rel_inputs_reconcile), nins of them, in
                             the unit's own order; NULL: the executor takes its own (L->inputs) */
  int nins;
  int rec_uf;             /* a call of the unit itself is not inlined (Godlin–Strichman): where the
                             uninterpreted Bool "rec:wrong:<unit>" of its arguments holds it goes
                             wrong, elsewhere its value is "rec:value:<unit>" of them, and it is an
                             output event on stream REL_REC_STREAM; an executor that cannot
                             abstract a call leaves an unknown case there */
  /* Optional (NULL: none): contracts (rel/contract.h) that replace calls of the units they state
   * (in the program they belong to), where usable; an executor that cannot abstract a call inlines
   * it as without them. The executor marks each one it used (rel_contracts.used). */
  const struct rel_contracts *contracts;
  unsigned seq_bound;     /* most elements of an input sequence (a file's records) followed one by
                             one, when fewer than the language's own bound (0: that bound): small
                             summaries for a first look at small inputs; the rest is unknown */
  unsigned line_cap;      /* loop-head summaries (head): the longest line or record of an input
                             sequence followed, when longer than the language's own (0: that one,
                             rel_xseq_names.cap): the cross-language induction asks for the COBOL
                             record's length (rel_xrec.line_cap); an executor follows at most
                             rel_xseq_names.cap_max, and one that cannot ignores it */
  /* Optional (NULL: none): whether the unit named runs the same code in both versions of the
   * check (equal rel_lang.fingerprint texts, which cover everything it reaches), so that an
   * executor may abstract its calls as one uninterpreted function in both (rel_summary.abstracted) */
  int (*shared)(void *ctx, const char *unit);
  void *shared_ctx;
} rel_sym_opts;

/* Monotonic seconds (CLOCK_MONOTONIC), the clock of rel_sym_opts.deadline. */
double rel_now(void);

/* How the user asked for a front end to be run, in command-line form: include directories (-I DIR:
 * C headers, COBOL copybooks), macro definitions (-D NAME[=VALUE]) and further arguments for the
 * front end (after --). A language with no meaning for one of them reports an error naming it; it
 * never ignores it. */
typedef struct rel_load_opts {
  int ninclude;
  const char *const *include;
  int ndefine;
  const char *const *define;
  int nextra;
  const char *const *extra;
  /* --records N: the most records per input file the checks follow one by one (COBOL; 0: the
   * language's default). A language without such inputs refuses a nonzero value. */
  int records;
  /* --array-bound N: the elements of an array parameter followed one by one (C; 0: the language's
   * default). A language without such parameters refuses a nonzero value. */
  int array_bound;
} rel_load_opts;

/* A function a program declares or defines, as the orchestrator's contracts need it
 * (rel_lang.decls): its parameters' names, and the contract annotation written before it. */
typedef struct rel_decl {
  const char *unit;
  int has_body;
  int nparams;
  const char **params;
  const char *annot;      /* the text inside an ACSL annotation comment before it, or NULL */
  const char *annot_file; /* where that text begins */
  int annot_line, annot_col;
} rel_decl;

typedef struct rel_lang {
  const char *name;  /* "c" */
  /* Front end: parses path (o may be NULL: no options); NULL with diagnostics in d on error. The
   * result is opaque to rel. */
  void *(*load)(const char *path, const rel_load_opts *o, diag_ctx *d);
  void (*unload)(void *prog);
  /* The unit names (functions with a body), in source order; returns the count. */
  int (*units)(void *prog, const char ***names, arena *a);
  /* The admissible inputs of unit: returns their count and sets *ins, or -1 with a reason in why
   * (no such unit, a parameter type outside what the executor models). */
  int (*inputs)(void *prog, const char *unit, rel_input **ins, arena *a, char *why, size_t whyn);
  /* Concrete semantics with fuel (0 = the language's default): the oracle every counterexample is
   * replayed on. A COBOL input file given as REL_V_VOID (rel_v_void) is a data set that does not
   * exist (OPEN INPUT gives status 35, or 05 for an OPTIONAL file), for run, run_traced and
   * native_run alike; the generators never make one, equiv migrate does (orch_mig_gen.h). An
   * input matched by name (rel_input.by_name) given as REL_V_VOID is one the check left out
   * (rel_inputs_agree): the run neither sets it nor reports its value. */
  rel_behaviour (*run)(void *prog, const char *unit, const rel_value *args, int nargs,
                       long long fuel, arena *out);
  /* Symbolic semantics over the input variables vars[0..n) (made by rel_input_vars). Returns 0 and
   * fills out (allocated in a), or -1 with a reason in why when the unit cannot be executed at all. */
  int (*symex)(void *prog, const char *unit, term_ctx *tc, const term_ref *vars, int n,
               const rel_sym_opts *o, rel_summary *out, arena *a, char *why, size_t whyn);
  /* Optional (NULL: none). A text, equal for two programs only when the unit runs the same lowered
   * code on the same program state in both (its body, everything it can reach, the globals), so
   * that equal fingerprints prove Equiv with the identity relation without executing anything.
   * NULL when the language cannot give one for this unit. */
  const char *(*fingerprint)(void *prog, const char *unit, arena *a);
  /* Optional (NULL: rel_type_gen on each input's type). Admissible values of ins[0..n) for probe
   * round k into out[0..n) (allocated in a), from the language's own rules (C: an array as long
   * as its length parameter says; COBOL: records with valid zoned and packed fields). Returns 0,
   * or -1 to skip the round. */
  int (*gen)(void *prog, const char *unit, const rel_input *ins, int n, unsigned k, uint64_t *rng,
             rel_value *out, arena *a);
  /* Optional (NULL: --emit-tests writes nothing for this language). A runnable test of verdict
   * v's distinguishing input for `unit`, built from the user's two files (units[0..nunits): every
   * unit name of both, for renaming), written under dir. Returns 1 when written, 0 when there is
   * nothing to write for v, -1 on an I/O error (errno set). */
  /* Optional (NULL: the language has no REL_IN_TREE input a symbolic executor reads). The value
   * of tree input `in` whose variables the executor named from `base` (rel_input_vars: a Bool
   * variable "in<i>" that only carries the name), under a solver model: eval(ectx, t) gives the
   * model's constant for term t, or TERM_NULL when t is unconstrained. Returns 0, or -1. */
  int (*tree_value)(void *prog, const char *unit, const rel_input *in, term_ref base, term_ctx *tc,
                    term_ref (*eval)(void *ectx, term_ref t), void *ectx, rel_value *out, arena *a);
  int (*emit_test)(const char *dir, const char *old_path, const char *new_path, const char *unit,
                   const char *const *units, int nunits, const struct rel_verdict *v);
  /* Optional (NULL: not provided; the orchestrator then checks the unit whenever its file changed).
   * A content hash (64 hex digits) of the unit's own lowered body and of the program state it runs
   * on (globals), leaving out its name and source places: equal for a function moved or renamed
   * without a change to its code. NULL when the language cannot give one for this unit (an
   * unsupported construct: its text is not the code it stands for). */
  const char *(*body_hash)(void *prog, const char *unit, arena *a);
  /* Optional (NULL: not provided). The units of prog that unit calls directly (or whose address it
   * takes), from the lowered code, each once, in first-reference order; returns the count, or -1
   * when unit is not one of prog's. */
  int (*callees)(void *prog, const char *unit, const char ***names, arena *a);
  /* Optional (NULL: not provided). Where unit is defined, "file:line:col", or NULL. */
  const char *(*unit_loc)(void *prog, const char *unit, arena *a);
  /* Optional (NULL: none). The unit run by the language's real implementation (a cobc build of a
   * COBOL program) on the inputs args[0..nargs), as a behaviour of run's shape, for replaying a
   * counterexample a second way; going wrong (unsupported, with the reason) when that
   * implementation is missing or cannot run the program or these inputs. args are the unit's own
   * inputs as run gets them (an input the check left out, rel_input.unreached, given as void).
   * native_name says which
   * implementation, in words. */
  rel_behaviour (*native_run)(void *prog, const char *unit, const rel_value *args, int nargs, arena *out);
  const char *native_name;
  /* 1: rel_check replays each counterexample on native_run too (rel_verdict.native_*), for a
   * language whose real implementation runs a unit in about a second (Java: a JVM process per
   * run); 0: only equiv migrate asks native_run (COBOL: a cobc build per program). */
  int native_in_check;
  /* Optional (NULL: emit_test). emit_test given the loaded programs of both files as well
   * (old_prog, new_prog: what load made of old_path and new_path). */
  int (*emit_test_prog)(const char *dir, void *old_prog, void *new_prog, const char *unit, const struct rel_verdict *v);
  /* Optional (NULL: none). run, also telling t what the unit evaluates (rel_trace below): input
   * generation steers values toward what the program compares them with and keeps inputs that
   * take branches not taken before (equiv migrate). */
  rel_behaviour (*run_traced)(void *prog, const char *unit, const rel_value *args, int nargs, long long fuel,
                              arena *out, const struct rel_trace *t);
  /* Optional (NULL: not provided). Every file the front end read to make prog: the file itself and
   * each file it included, as opened (the path given to load, or as found on the include path),
   * each once; sys[i] is nonzero for a file found in a system include directory. Returns the
   * count, or -1 when the language does not know (prog is then never reused from a cache). Lets
   * the orchestrator skip the front end for a file whose every input is unchanged. */
  int (*sources)(void *prog, const char ***paths, const unsigned char **sys);
  /* Optional (NULL: the language has no contract annotations). Every function prog declares or
   * defines in its own file, with its annotation (rel_decl); returns the count. */
  int (*decls)(void *prog, rel_decl **out, arena *a);
  /* Optional (NULL: none). What an equivalent verdict states when termination is not shown on both
   * sides (rel_summary.terminates), for a language whose semantics does not count a run that
   * never ends (Java: "partial correctness: ..."). */
  const char *partial_note;
  /* Optional (NULL: C's wording, output calls and printf). The reason of a solver's input that
   * differs only in the arguments of output events, after "the solver's input (...)": what those
   * events are in the language and why equal arguments suffice for equal output but are not
   * needed for it. */
  const char *output_args_note;
  /* 1: symex honours rel_sym_opts.cut_lookahead (a cut with the condition also tested at each
   * iteration's end); 0: it ignores it, and the induction does not ask again. */
  int cut_lookahead;
  /* 1: a cut's iteration (rel_loopcut: cond, body_ok, next and the cases of segments 1 and 2) is
   * made of terms over the head state h and the inputs only, no variable of its own (no value
   * chosen afresh in each iteration), so substituting next for h gives the iteration after it:
   * the induction may then take two iterations of one loop as one (a loop unrolled by 2 in the
   * other version), and read a reduction's step as a function of the loop's index (a reversed
   * reduction). 0: not claimed. */
  int cut_compose;
  /* Optional (NULL: only records of what "record", one 8-bit argument per byte, have bytes). The
   * text an output record (rel_path.rec) of this language writes, as bytes, for the cross-language
   * record induction (rel/xrec.h): *len (64 bits) and bytes[0..cap) (8-bit terms; those at or past
   * len are not read). Returns 1; 0 when the event writes no text (a file's creation); -1 when the
   * record's form is not turned into bytes, or its text may be longer than cap. */
  int (*record_text)(const rel_out_event *e, term_ctx *tc, int cap, term_ref *len, term_ref *bytes, arena *a);
  /* Optional (NULL: none). How the symbolic executor names input `input` of unit, a sequence of
   * records or lines whose term variable is named var (rel_input_vars), for the cross-language
   * record induction: fills *out (struct rel_xseq_names, rel/xrec.h) and returns 0, or -1 when
   * that input is not such a sequence. */
  int (*seq_names)(void *prog, const char *unit, int input, const char *var, struct rel_xseq_names *out, arena *a);
} rel_lang;

/* What a traced run reports (rel_lang.run_traced), each callback optional: cmp, every comparison
 * with both operands as numbers in decimal text (numeric 1) or as the bytes of its data (numeric
 * 0); branch, every condition evaluated — site identifies it within the program (stable for the
 * program's lifetime), taken its outcome. */
typedef struct rel_trace {
  void (*cmp)(void *ud, int numeric, const char *a, size_t alen, const char *b, size_t blen);
  void (*branch)(void *ud, const void *site, int taken);
  void *ud;
} rel_trace;

/* One side of a check: a unit of a program loaded by a language. */
typedef struct rel_side {
  const rel_lang *L;
  void *prog;
  const char *unit;
} rel_side;

/* The term variables for ins[0..n): "in0", "in1", … of sort bit-vector (ints, 1 bit for bools) or
 * floating point (Float32/Float64). Old and new versions share them, which is what relates them. */
void rel_input_vars(term_ctx *tc, const rel_input *ins, int n, term_ref *vars);
/* Element k (< array_cap) of array input i: variable "in<i>_<k>" of the element sort. */
term_ref rel_input_elem(term_ctx *tc, const rel_input *ins, int i, int k);
/* The null flag of array input i (null_flag set): Bool variable "in<i>_null". */
term_ref rel_input_null(term_ctx *tc, int i);
/* The most elements a counterexample's array with null_flag holds; a longer one is shown as an
 * opaque value no run accepts (its replay meets a limit, never a false difference). */
#define REL_ARRAY_REPLAY_MAX 4096
/* Input i's value under a solver model, as every check reads its counterexamples (not for
 * REL_IN_TREE inputs): eval(ectx, t) gives the model's constant for t, or TERM_NULL when t is
 * unconstrained (0 is taken). A scalar by its bits; an array input as an aggregate of its first
 * min(len, cap) elements, at least one (the summaries follow no read beyond cap, so a shorter array
 * gives the same run), or "null" (nullable, len 0); with null_flag, "null" where the flag holds,
 * else exactly len elements (REL_ARRAY_REPLAY_MAX at most). var is input i's variable. */
rel_value rel_input_model(term_ctx *tc, const rel_input *ins, int i, term_ref var,
                          term_ref (*eval)(void *ectx, term_ref t), void *ectx, arena *a);
/* The concrete argument value of a model constant k for input in (bits copied, float by its IEEE
 * encoding); for an array input, of one element. */
rel_value rel_input_value(term_ctx *tc, const rel_input *in, term_ref k);
/* The typed tree of an input: its `type`, or one built in a from the scalar view (an array input
 * is a sequence of its elements, with array_cap as the bound). */
const rel_type *rel_input_type(const rel_input *in, arena *a);
/* Whether two input lists have the same kinds, widths and signedness (and typed trees), and the
 * same names where an input is matched by name (rel_input.by_name). */
int rel_inputs_same(const rel_input *a, int na, const rel_input *b, int nb);
/* Why rel_inputs_same is false, naming the first input matched by name that is in one list only or
 * of another type (e.g. "'global g' is in the old version only"), else NULL; allocated in a. */
const char *rel_inputs_why(const rel_input *a, int na, const rel_input *b, int nb, arena *a_);
/* The inputs of a pair that its check compares: every input matched by name (by_name) that no
 * version's unit reaches (unreached in each list that holds it) is taken out of a and b, in place,
 * *na and *nb updated (an input's len_param follows its parameter). keep_a[i] (keep_b[j]) is the
 * new place of the original input i (j), or -1 where it was taken out (room for the original
 * counts). Returns how many inputs were taken out of both lists together. */
int rel_inputs_agree(rel_input *a, int *na, rel_input *b, int *nb, int *keep_a, int *keep_b);
/* One contract for both versions of a unit: where one version's code names the parameter that
 * holds an array's length (it uses it as a bound) and the other's does not (it walks the array
 * with a pointer instead), both take that length, so the two are compared on the same inputs; the
 * verdict states it. a and b (n inputs each) are updated in place; returns 0, or -1 when the two
 * name different lengths (the parameter lists then differ), with a reason in why. */
int rel_inputs_reconcile(rel_input *a, rel_input *b, int n, char *why, size_t whyn);
/* The cut at every loop (rel_cutset) of n loops one after the other, cut one by one in program
 * order (cuts[k] a rel_loopcut in either form, its entry over cut k - 1's head state, locs[k] the
 * loop): loop k is reached from loop k - 1's head (the entry for k = 0) under cuts[k]'s entry_g in
 * its entry state, and from its own head where an iteration comes back (body_ok) in its next
 * state. The cases and events from loop k's head are the executor's to number k + 1. */
rel_cutset *rel_cutset_sequential(rel_loopcut *const *cuts, const char *const *locs, int n, arena *a);

#endif
