/* ts_sym_int.h — the TypeScript symbolic executor's private interface (SQLite's xInt.h): the
 * values, states and run context every stage shares, and what each stage offers the others.
 * Stages, one file each: ts_sym_state.c (lists of states, values, merging, environments, errors),
 * ts_sym_expr.c (expressions), ts_sym_str.c (strings: ToString, concatenation, String.prototype),
 * ts_sym_call.c (calls: the module's functions, console, Math/Number/String, array methods),
 * ts_sym_coll.c (Map and Set), ts_sym_async.c (promises, async functions, the job queue),
 * ts_sym_stmt.c (statements, loops, switch), ts_sym.c (the summary: the entry point, the outcome of
 * each state). Included only by those files. */
#ifndef EQUIV_LANG_TS_TS_SYM_INT_H
#define EQUIV_LANG_TS_TS_SYM_INT_H

#define TS_BOOL TERM_SORT_BOOL_KIND /* term.h's sort kind; ts_ir.h's node kind is the room's TS_BOOL */
#include "sym/term.h"
#undef TS_BOOL

#include "lang/ts/ts_ir.h"
#include "lang/ts/ts_num.h"
#include "lang/ts/ts_sym.h"
#include "rel/lang.h"

enum { STR_MAX = 255 /* the longest string followed (the result encoding's index is 8 bits) */,
       TSY_BLD_MAX = 8 /* builders of events in one loop cut (ts_sym_bld.c) */ };

/* V_OPQ: a value the executor does not follow: every use is unsupported. V_OBJ: an object on the
 * heap (an object literal's or a class instance's); V_CLS: a class of the module; V_MAP, V_SET: a Map
 * or Set on the heap (ts_sym_coll.c); V_PROM: a promise on the heap (ts_sym_async.c). V_BLD: the
 * text of a string a cut loop appends to, a builder of events (ts_sym_bld.c): only in a binding or
 * a returned value, never on the stack (reading its name is unsupported but where ts_sym_bld.c
 * takes it); after every other kind, so that the operators take it for an object. V_WSEQ: a string
 * or array parameter of any length in the loop cut (ts_sym_wide.c: t its 32-bit length, n its
 * element function, gen its element kind), likewise only in a binding. */
typedef enum vkind { V_UNDEF, V_NULL, V_BOOL, V_NUM, V_STR, V_ARR, V_FN, V_ERR, V_OPQ, V_OBJ, V_CLS, V_MAP, V_SET, V_PROM, V_BLD, V_WSEQ } vkind;

struct sclo;

typedef struct sval {
  vkind k;
  term_ref t;         /* V_BOOL: Bool; V_NUM: Float64 */
  int n;              /* V_STR, V_ERR (its message): length; V_ARR, V_OBJ, V_MAP, V_SET, a closure: heap index (its identity) */
  const term_ref *u;  /* V_STR, V_ERR: n 16-bit code units */
  const term_ref *nk; /* V_STR, V_ERR (its message): NULL, or per unit TERM_NULL or, for a number's text that depends on
                         the input (one token for all its units), the number with -0 as +0 */
  const ts_node *fn;  /* V_FN: a top-level function, or a closure's function expression; V_CLS: the class */
  const struct sclo *clo; /* V_FN: NULL for a top-level function, else what the closure captured; fn and
                             clo NULL: promise n's resolve (gen 1) or reject (gen 2) function */
  const char *ename;  /* V_ERR: the class (Error, TypeError, RangeError) */
  int gen;            /* V_BLD (n its builder, from 1): the builder's appends when this text was its (sst.bgen) */
} sval;

/* What a closure captured (§10.2.1.1 the function's [[Environment]], §10.2.1.2 lexical this):
 * the bindings its creator saw, as ranges [env[2i], env[2i+1]) of positions in the state's
 * binding stack, innermost first (the module's are always seen). Bindings live in one stack per
 * state, so the captured ones are still the same while the highest of them — position anchor,
 * declared with id bid — is: a binding's id is fresh at each declaration, and a position is only
 * reused by a new declaration after the bindings above it were dropped. A call of a closure whose
 * anchor binding has gone (its scope ended: a closure returned or kept past its block) is
 * unsupported, never run against other bindings. anchor -1: it sees the module's only. */
typedef struct sclo {
  const int *env;
  int nenv;           /* ranges */
  int anchor, bid;
  sval thisv;         /* an arrow's this: its creator's */
} sclo;

/* A heap object: an array (keys NULL: v are its elements) or an object (v[i] the value of property
 * keys[i], interned names in creation order; cls its class, NULL for an object literal). */
typedef struct sobj {
  int n;
  sval *v;
  const char **keys;
  const ts_node *cls;
  /* a Map (coll 1) or Set (coll 2): n candidate entries, each a key mk[i], a value v[i] (a Set's
   * its key) and live[i], where the slot holds an entry (ts_sym_coll.c); mk and live are shared
   * between copies of a state and never written in place */
  int coll;
  const sval *mk;
  const term_ref *live;
  /* a promise (prom 1; ts_sym_async.c): v[0] its result (n 1), pst its [[PromiseState]] (0
   * pending, 1 fulfilled, 2 rejected), resolved its resolving functions' alreadyResolved,
   * handled [[PromiseIsHandled]], rem Promise.all's remainingElementsCount (an all's own promise),
   * re its nre reactions while pending (shared between copies, never written in place) */
  int prom, pst, resolved, handled, rem, nre;
  const struct sreact *re;
} sobj;

/* A PromiseReaction (§27.2.1.2) with its handlers: R_THEN then's (onf, onr; cap the derived
 * promise, -1 none), R_AWAIT an await's continuation (mark), R_ADOPT a resolving function pair of
 * promise cap (NewPromiseResolveThenableJob's), R_ALL Promise.all's element idx (cap the all's
 * promise, arr its values array) with the all's reject function; R_ALLSET, R_ANY the element
 * functions of Promise.allSettled and Promise.any (as R_ALL), R_RACE Promise.race's resolving
 * functions of cap; R_FINALLY finally's thenFinally and catchFinally (onf the callback, cap the
 * derived promise), R_FPASS their valueThunk or thrower on the callback's promise (onr the
 * settled value, idx 1 where it was a rejection; cap the promise they resolve). */
enum { R_THEN, R_AWAIT, R_ADOPT, R_ALL, R_ALLSET, R_ANY, R_RACE, R_FINALLY, R_FPASS };
typedef struct sreact {
  int kind;
  sval onf, onr;
  int cap, mark, idx, arr;
  const struct ts_node *at;
} sreact;

/* A queued job (§9.5): a NewPromiseReactionJob (re with the settled value) or, thenable set, a
 * NewPromiseResolveThenableJob resolving promise p with promise src. */
typedef struct sjob {
  int thenable;
  sreact re;
  int rejected;
  sval arg;
  int p, src;
} sjob;

typedef struct sbind {
  const char *name;
  sval v;
  int is_const;
  int tdz;            /* declared by let/const, not yet initialised (§9.1.1.1: reading throws) */
  int id;             /* fresh at each declaration (sclo's anchor) */
} sbind;

/* Completions (§6.2.4), as the interpreter's ts_comp. */
enum { K_NORMAL, K_RETURN, K_BREAK, K_CONTINUE, K_THROW };

typedef struct sst {
  term_ref g;         /* the inputs on which the run is in this state */
  int nb, fb;         /* bindings; the current call's first */
  int gtop;           /* the module's bindings are [0, gtop) */
  sbind *b;
  const int *env;     /* the current call's captured ranges (sclo.env), NULL for a top-level function */
  int nenv;
  sval thisv;         /* the current call's this (undefined outside methods) */
  int nh;
  sobj *h;
  int ns;             /* the value stack of expressions */
  sval *stk;
  int comp;
  sval ret;           /* K_RETURN's value, K_THROW's exception */
  const char *label;  /* K_BREAK, K_CONTINUE */
  int depth;          /* calls in progress */
  int seg;            /* a loop-cut summary's segment of the cases this state ends in (rel_path.seg) */
  /* the job queue (q[0] first; shared between copies, never written in place) and the jobs run */
  const sjob *q;
  int nq, njobs;
  /* 1 when an await in the running async function may run the queue until its own job comes up:
   * nothing of its callers runs before (the compared function, or one called as await's operand
   * by such a function); await_call: the call node an await in such a function is evaluating */
  int adrain;
  const struct ts_node *await_call;
  /* per builder of events (ts_sym_bld.c; builder n at n - 1): its appends on this path, so that a
   * V_BLD value is its builder's text only while nothing was appended since */
  int bgen[TSY_BLD_MAX];
} sst;

/* Most loops the cut at every loop cuts a unit at (sx.cuts). */
enum { TSY_CUTS_MAX = 8 };

typedef struct slist {
  sst **v;
  int n, cap;
} slist;

typedef struct sx {
  term_ctx *tc;
  arena *a;
  const ts_program *p;
  ts_ndom D;
  int gtop;           /* the module's bindings: [0, gtop) */
  unsigned unroll, inline_depth;
  double deadline;
  rel_path *paths;
  int npaths, cappaths;
  rel_out_event *outs;
  int nouts, capouts;
  unsigned bound_hits, time_hits;
  term_sort f64, senc;
  int next_id;        /* the last binding id given (sbind.id) */
  /* the loop cut (rel_sym_opts.cut; ts_sym_cut.c): its variables' prefix, 0 not made yet, 1 made
   * at loop cut_node, -1 not possible (the summary is then not used) */
  const char *cut_pfx;
  int cut_state;
  const ts_node *cut_node;
  rel_loopcut *cut;
  /* the cut at every loop (rel_sym_opts.cut_all, rel_cutset_sequential): a unit whose body holds two or
   * more while or for loops as its own statements (body) is cut at each, one after the other, in
   * program order (cuts[k] at nodes[k]); the states from loop k's head are of segment k + 1 */
  int cut_all;
  const ts_list *body;
  int ncuts;
  rel_loopcut *cuts[TSY_CUTS_MAX];
  const ts_node *nodes[TSY_CUTS_MAX];
  const char *locs[TSY_CUTS_MAX];
  int nbld;           /* the cut's builders of events (ts_sym_bld.c) */
  int marks;          /* the last await continuation's mark (sreact.mark) */
} sx;

/* ---- small values (every stage) */

static inline sval vundef(void) { return (sval){.k = V_UNDEF}; }
static inline sval vnum(term_ref t) { return (sval){.k = V_NUM, .t = t}; }
static inline sval vbool(term_ref t) { return (sval){.k = V_BOOL, .t = t}; }
static inline sval vstr(int n, const term_ref *u) { return (sval){.k = V_STR, .n = n, .u = u}; }
static inline term_ref knum(sx *X, double d) { return term_fp_from_double(X->tc, d); }
static inline sval spop(sst *s) { return s->stk[--s->ns]; }
/* a string (or an error's message) holding the text of a number that depends on the input */
static inline int has_num(const sval *v) { return (v->k == V_STR || v->k == V_ERR) && v->nk; }

/* ---- ts_sym_state.c: lists and states, values, merging, environments, errors */

/* s appended to l (dropped when no input reaches it). */
void tsy_push(sx *X, slist *l, sst *s);
/* A copy of s (bindings, heap, stack) under guard g. */
sst *tsy_copy(sx *X, const sst *s, term_ref g);
void tsy_spush(sx *X, sst *s, sval v);
/* "FILE:LINE:COL" of node at. */
const char *tsy_place(sx *X, const ts_node *at);
void tsy_add_path(sx *X, rel_path p);
/* State s is not followed further: an unknown case with the reason, at node at. */
void tsy_unknown(sx *X, sst *s, const ts_node *at, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
#define UNSUP(X, s, at, ...) tsy_unknown(X, s, at, "unsupported: " __VA_ARGS__)
/* A string of ASCII text, and of n UTF-16 code units. */
sval tsy_vascii(sx *X, const char *s);
sval tsy_vlit(sx *X, const uint16_t *s, size_t n);
int tsy_is_const_str(sx *X, const sval *v);
/* A string as one term, equal for two strings exactly when they are. */
term_ref tsy_str_enc(sx *X, const sval *v);
/* Unit i of string v as tsy_str_enc's element: 66 bits, a unit or a number's text token. */
term_ref tsy_unit_enc(sx *X, const sval *v, int i);
/* An output event of state s on stream (stdout, stderr) in its segment (rel_out_event). */
void tsy_out(sx *X, const sst *s, const char *what, const term_ref *args, int n, const char *stream);
/* ToBoolean (§7.1.2). */
term_ref tsy_truthy(sx *X, const sval *v);
/* ToNumber (§7.1.4) of a primitive; 0 when not modelled. */
int tsy_to_number(sx *X, const sval *v, term_ref *out);
/* IsStrictlyEqual (§7.2.15); TERM_NULL when not modelled. */
term_ref tsy_strict_eq(sx *X, const sst *s, const sval *a, const sval *b);
/* SameValueZero (§7.2.11: NaN is NaN, -0 is +0); TERM_NULL when not modelled (as ===). */
term_ref tsy_same_value_zero(sx *X, const sst *s, const sval *a, const sval *b);
/* Whether two values have one shape (merge as if-then-else terms), and their merge: a where g. */
int tsy_same_shape_v(const sval *a, const sval *b);
sval tsy_merge_v(sx *X, term_ref g, const sval *a, const sval *b);
/* The states of l with one shape merged into one. */
void tsy_merge(sx *X, slist *l);
/* s split on Bool c into *t (c holds) and *f (it does not); NULL where no input reaches. */
void tsy_fork(sx *X, sst *s, term_ref c, sst **t, sst **f);
/* A name in the current call's bindings, then the module's. */
sbind *tsy_lookup(sst *s, const char *name);
void tsy_declare(sx *X, sst *s, const char *name, sval v, int is_const);
/* The let and const of a statement list bound in their temporal dead zone (§14.2.2). */
void tsy_hoist(sx *X, sst *s, const ts_list *l);
/* s completes by throwing a new error of class cls (Error, TypeError, ...). */
void tsy_throw_err(sx *X, sst *s, slist *out, const char *cls, const char *msg);
void tsy_throw_tdz(sx *X, sst *s, slist *out, const char *name);
/* The place of own property name (interned) in object o's keys, or -1. */
int tsy_prop(const sobj *o, const char *name);
/* Own property name of heap object id set to v (appended when new; keys and values copied). */
void tsy_prop_set(sx *X, sst *s, int id, const char *name, sval v);
/* A new object on s's heap: its index. */
int tsy_new_obj(sx *X, sst *s, sobj o);
/* The method, getter or setter of class cls named name (static ones with is_static), or NULL. */
const ts_node *tsy_class_member(const ts_node *cls, const char *name, int is_static);

/* ---- ts_sym_expr.c: expressions; each result state has the value on its stack (K_NORMAL) or threw */

/* es[0..n) evaluated in order in each resulting state: states with the n values on the stack. */
void tsy_eval_all(sx *X, const ts_node *const *es, int n, sst *s, slist *out);
/* A call's n evaluated arguments, popped off state t's value stack (the last pushed is the last). */
sval *tsy_pop_args(sx *X, sst *t, int n);
/* Forks s on the truth of the value on its stack. */
void tsy_branch_on(sx *X, sst *s, sst **t, sst **f);
void tsy_eval(sx *X, const ts_node *e, sst *s, slist *out);

/* ---- ts_sym_str.c: strings */

/* ToString (§7.1.17) of a primitive: 1 with the string, 0 with s dropped as unknown. */
int tsy_to_string(sx *X, sst *s, const sval *v, sval *out, const ts_node *at);
sval tsy_concat(sx *X, const sval *a, const sval *b);
/* ToIntegerOrInfinity (§7.1.5) of a number known on this path: 1 with *k, else 0. */
int tsy_const_int(sx *X, term_ref t, double *k);
/* Argument i as a number (missing: undefined); 0 with s dropped when not modelled. */
int tsy_num_arg(sx *X, sst *s, const sval *args, int nargs, int i, term_ref *out, const ts_node *at);
/* A String.prototype method on v (§22.1.3): s gets the value, or is dropped. */
void tsy_string_method(sx *X, const sval *v, const char *m, const sval *args, int nargs, sst *s, slist *out,
                       const ts_node *at);

/* ---- ts_sym_call.c: calls */

void tsy_eval_call(sx *X, const ts_node *e, sst *s, slist *out);
/* Calls function value f (a top-level function or a closure) with this and args (§10.2.1
 * [[Call]]: a new scope of its parameters, run inlined to the inline depth): each result state
 * has the returned value on its stack, or threw. */
void tsy_call_value(sx *X, sval f, sval thisv, const sval *args, int nargs, sst *s, slist *out, const ts_node *at);
/* The body of function node fn in s (its scope made): states completed as the body ends (an
 * arrow's expression body returns its value). */
void tsy_fn_body(sx *X, const ts_node *fn, sst *s, slist *out);
/* new C(args) of class C of the module: each result state has the object on its stack, or threw. */
void tsy_construct(sx *X, const ts_node *cls, const sval *args, int nargs, sst *s, slist *out, const ts_node *at);

/* ---- ts_sym_coll.c: Map and Set */

/* new Map(args) / new Set(args) (an array or nothing as the iterable). */
void tsy_coll_construct(sx *X, int is_map, const sval *args, int nargs, sst *s, slist *out, const ts_node *at);
/* A method of Map or Set m (get, set, add, has, delete, clear, forEach). */
void tsy_coll_method(sx *X, sval m, const char *name, const sval *args, int nargs, sst *s, slist *out, const ts_node *at);
/* Pushes the size of the collection at heap index id. */
void tsy_coll_size(sx *X, sst *s, int id);
/* A walk's step at candidate pos of collection id (what: 0 keys, 1 values, 2 [key, value]
 * entries): 0 past the last candidate; else 1 with s split into *live (the slot holds an entry,
 * *x its value) and *dead (it is empty), either NULL where no input reaches it. */
int tsy_coll_step(sx *X, sst *s, int id, int pos, int what, sst **live, sst **dead, sval *x);

/* ---- ts_sym_stmt.c: statements */

void tsy_exec_list(sx *X, const ts_list *l, sst *s, slist *out);
void tsy_exec_block(sx *X, const ts_list *l, sst *s, slist *out);
/* A loop body's completion for the loop: 1 leave normally, 0 go on, -1 propagate. */
int tsy_loop_ctl(sst *t, const char *label);

/* ---- ts_sym_cut.c: the loop cut for relational induction */

/* Whether loop st, reached in state s (after a for's initialisation, bindings from nb on the
 * loop's), is the one to cut: the first while or for loop of the unit's own body. */
int tsy_cut_here(sx *X, const ts_node *st, const slist *cur);
/* Whether state s is in an async function or holds promises or jobs: its loops stay unrolled
 * (the queue and the promises are no part of a loop's head state). */
int tsy_cut_async(const sst *s);
/* The while and for loops among the statements of body itself, which the cut at every loop cuts. */
int tsy_top_loops(const ts_list *body);

/* Cuts loop st at its head (rel_loopcut, the left-inside form): the entry state is s's, one
 * iteration runs from a head state of fresh variables, and every state that leaves the loop
 * from there goes into out (segment 2) to run on to the end of the function. */
void tsy_cut_loop(sx *X, const ts_node *st, sst *s, slist *out, const char *label, int nb);

/* ---- ts_sym_bld.c: strings a cut loop appends to, as builders of events */

/* In the head state h of loop st (the function's bindings [h->fb, nb)), each string binding the
 * loop appends to becomes a builder of events (V_BLD), its text on arriving (entry state e) written
 * as the builder's first appends, events of segment 0. */
void tsy_bld_make(sx *X, const ts_node *st, const sst *e, sst *h, int nb);
/* Statement st when it appends to, logs or returns a builder (s += x, s = s + x, s = `${s}x`,
 * console.log(s), return s, and those of an append): 1 done (states into out), 0 not such a
 * statement (s untouched). */
int tsy_bld_stmt(sx *X, const ts_node *st, sst *s, slist *out);
/* The result of final state t returning builder text v (an event naming the builder, *val a
 * result no string's encoding equals): 1, or 0 with t dropped as unknown. */
int tsy_bld_result(sx *X, sst *t, const sval *v, term_ref *val, const ts_node *at);
/* The summary's events put in one order whatever the order of appends to different builders:
 * in each segment, every append moved to just before the next event reading its builder (or the
 * segment's end), appends meeting at one place ordered by builder. A builder's text is only seen
 * where it is read, so each path writes the same text as before; two versions that build their
 * strings side by side in other orders then write the same events (ts_sym_bld.c). */
void tsy_bld_canon(sx *X);

/* ---- ts_sym_wide.c: string and array parameters of any length, in the loop cut */

/* A wide value's element kinds (sval.gen): code units, numbers, booleans. */
enum { W_UNITS, W_NUMS, W_BOOLS };

/* Whether a parameter of type t is taken whole in the loop cut (a string, an array of numbers or
 * booleans). */
int tsy_wide_type(const ts_type *t);
/* Such a parameter as a wide value named from its input's base variable (V_WSEQ). */
sval tsy_wide_param(sx *X, const ts_type *t, const char *base);
/* The wide value identifier e is bound to in s, or NULL. */
const sval *tsy_wide_of(sst *s, const ts_node *e);
/* Its length as a number (exact: below 2^32), and element or unit k (a 32-bit index) as a value. */
term_ref tsy_wide_len(sx *X, const sval *w);
sval tsy_wide_elem(sx *X, const sval *w, term_ref k);
/* w[idx] (§10.4.2.1, §10.4.3.1): a number that is an integer below the length reads that element
 * or unit; any other number reads no own property: undefined. A fork, the two results being of
 * other kinds: the value on the stack of each state into out. */
void tsy_wide_read(sx *X, const sval *w, sval idx, sst *s, slist *out, const ts_node *at);
/* e.length (e a member node), e[i] (an index node), e.charCodeAt(i) and e.charAt(i) (a call node)
 * of the wide value w its object names, and the array methods ts_sym_wmeth.c cuts (count: call
 * node e is filter's, whose .length is read): the value on s's stack into out, or an unknown case. */
void tsy_wide_member(sx *X, const sval *w, const ts_node *e, sst *s, slist *out);
void tsy_wide_index(sx *X, const sval *w, const ts_node *e, sst *s, slist *out);
void tsy_wide_call(sx *X, const sval *w, const ts_node *e, int count, sst *s, slist *out);
/* for (x of A) over an array parameter of any length (w): cut at its head (tsy_cut_loop) with the
 * iterator's index as a hidden number binding at position s->nb, or an unknown case. */
void tsy_wide_forof(sx *X, const sval *w, const ts_node *st, sst *s, slist *out, const char *label);
/* One iteration of such a for-of from head state h (the index the binding at nb): the states that
 * leave into done (the index at the length, break, return, throw), those that come back into back. */
void tsy_wide_forof_iter(sx *X, const ts_node *st, sst *h, int nb, const char *label, slist *done, slist *back);

/* ---- ts_sym_wmeth.c: the array methods over a parameter of any length, cut as loops */

/* The method kind of name m (count: filter, whose .length is read), or -1 when not one. */
int tsy_wide_method_kind(const char *m, int count);
/* Method kind (of call node e, with its evaluated args) over array parameter w of any length: cut
 * at its head (tsy_cut_loop) with hidden bindings from s->nb on (the index, the accumulator, the
 * callback or the value searched for), or an unknown case. */
void tsy_wide_method(sx *X, const sval *w, const ts_node *e, int kind, const sval *args, int nargs, sst *s, slist *out);
/* One iteration of such a method from head state h (the hidden bindings from nb): the states that
 * leave into done (with the method's result on their stack, or an exception), the others into back. */
void tsy_wide_method_iter(sx *X, const ts_node *e, sst *h, int nb, slist *done, slist *back);

/* ---- ts_sym_async.c: promises, async functions, the job queue */

/* A new promise on s's heap: its index. */
int tsy_prom_new(sx *X, sst *s);
/* The resolve function of promise p (§27.2.1.3.2) with v, and RejectPromise (§27.2.1.7): 0 with s
 * dropped as unknown (a thenable the executor does not follow). */
int tsy_prom_resolve(sx *X, sst *s, int p, sval v, const ts_node *at);
void tsy_prom_reject(sx *X, sst *s, int p, sval v);
/* Runs async function fn's body (§27.7.5.1 AsyncFunctionStart), its scope already made: each
 * result state has the function's promise on its stack. drain: the body's awaits may run the queue. */
void tsy_async_body(sx *X, const ts_node *fn, int drain, sst *s, slist *out);
/* await e (§27.7.5.3). */
void tsy_await(sx *X, const ts_node *e, sst *s, slist *out);
/* new Promise(executor) (§27.2.3.1): each result state has the promise on its stack, or threw. */
void tsy_promise_construct(sx *X, const sval *args, int nargs, sst *s, slist *out, const ts_node *at);
/* Promise.NAME(args) and promise method NAME on p: 0 when NAME is not modelled (s untouched). */
int tsy_promise_static(sx *X, const char *name, const sval *args, int nargs, sst *s, slist *out, const ts_node *at);
int tsy_promise_method(sx *X, int p, const char *name, const sval *args, int nargs, sst *s, slist *out, const ts_node *at);
/* Runs the queue until it is empty (what the loop does after the compared function returned):
 * states with nothing queued, the stack as it was. */
void tsy_drain_all(sx *X, sst *s, slist *out, const ts_node *at);

#endif
