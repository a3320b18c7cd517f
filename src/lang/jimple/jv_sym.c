/* jv_sym.c — a symbolic executor over the lowered representation for static methods on int, long,
 * short, byte, char and boolean values and one-dimensional arrays of them (an array parameter null
 * or not by its input's null flag, of a symbolic length; arrays the method creates; the JVM's
 * null, bounds and size checks with their messages): int/long as 32/64-bit bit-vectors with the rules of
 * jv_exec.c (wrap-around, shifts by the low 5/6 bits, MIN / -1), exceptions as objects of JDK
 * classes thrown through the trap table (division by zero, `throw new X()`/`new X("literal")` of a
 * Throwable the JDK model knows, Math's exact arithmetic, athrow of null), catches decided by the
 * JDK model's class hierarchy, an uncaught exception a guarded REL_O_PANICKED case with
 * Throwable.toString()'s text; static calls of the program's methods inlined; Math/Integer/Long
 * statics on int/long; objects of the program's classes the method allocates (SV_OBJ: fields,
 * constructors and instance calls selected on the exact class, jv_heap.h, inlined). Paths are
 * followed depth-first, each fork cloning the state; every case is exact; the caller's array after
 * the call is an output event. What it does not follow (reference parameters of the program's
 * classes, statics, arrays of references, elements beyond the first few, string operations,
 * floats, output, other calls, loops beyond the unroll bound) is an unknown case naming the
 * construct. A class with a static initialiser is not executed at all (its effects would precede
 * every run), except a file main's class: its initialiser runs first on every path, its final
 * statics kept in the state (class_const). */
#include <stdio.h>
#include <string.h>

#include "core/strbuf.h"
#include "lang/jimple/jv.h"
#include "lang/jimple/jv_rt.h"
#include "lang/jimple/jv_sym.h"
#include "lang/jimple/jv_heap.h"
#include "lang/jimple/jv_pure.h"
#include "lang/jimple/jv_statics.h"
#include "lang/jimple/jv_sym_bd.h"
#include "lang/jimple/jv_sym_rank.h"
#include "lang/jimple/jv_sym_str.h"
#include "lang/jimple/jv_symio.h"

/* A value: an int/long term, null, a string constant (its text, as jv_utf16_out writes it), an
 * exception object of a JDK class (`new X(...)` of a Throwable the JDK model knows, and the ones
 * the JVM raises), an object of the program's classes (SV_OBJ, below), or one of the JDK values
 * below. Mutable objects are shared by reference between the slots of one state (dup, astore) and
 * copied when a state forks (clone). */
enum { SV_NONE, SV_TERM, SV_NULL, SV_STR, SV_EXC, SV_ARR, SV_BD, SV_RM, SV_BDSTR, SV_OUT, SV_SBTXT, SV_ARGV, SV_ANAME, SV_CS, SV_IO, SV_LAMBDA, SV_OBJ,
       SV_FDOUT };
/* SV_LAMBDA: a lambda whose implementation is a static method of the program taking the SAM's
 * arguments as they are (sxl): a SAM call is that method's call, inlined as any static call. */
/* A file main's values (jv_symio.h): SV_ARGV its String[] args; SV_ANAME args[k] (n16 = k + 1),
 * only ever the name of a file opened; SV_CS a StandardCharsets constant (every one maps the
 * ASCII the lines hold one to one); SV_IO a reader or writer of a file (sxio). */
typedef struct sxio {
  const char *cls; /* the class constructed (internal name) */
  int arg;         /* the file's argument (1..) */
  int write;       /* a writer */
  int init;        /* its constructor ran */
  int closed;      /* close() ran */
  int wrapped;     /* another reader or writer wraps it: it is used through that one only */
  /* A stream over the standard output (a file main): FileOutputStream(FileDescriptor.out) (SV_FDOUT
   * is FileDescriptor.out), BufferedOutputStream around System.out or such a stream, PrintStream
   * around either; arg 0. buffered: a BufferedOutputStream is in its chain (its bytes reach the
   * standard output at flush(), not at the write: state.odirty) */
  int stdout, buffered;
} sxio;
/* A java.math.BigDecimal (jv_sym_bd.h): immutable once its constructor ran (valueOf and the
 * arithmetic make it so); `new BigDecimal` before <init> is a box a fork copies. SV_BDSTR is the
 * String its toString() gave (followed only as a result: equal exactly when the values are); SV_RM
 * a RoundingMode constant (its ordinal in n16). SV_OUT is System.out, the standard output's
 * PrintStream (the only one the interpreter has: jv_jdk.c). SV_SBTXT is the String toString()
 * gave of a builder a loop cut appends to as events (sxa.evb): arr that builder, n16 the state's
 * sbgen then (the text is the builder's only until its next append). */
typedef struct sxd {
  int init;
  jv_sbd v;
} sxd;
typedef struct sxo {
  const char *cls;  /* internal name, a JDK Throwable (jv_jdk_class) */
  const char *msg;  /* detail message (UTF-8), NULL for none; with args set a template (rel_path.reason) */
  term_ref args;    /* the template's arguments, a 64-bit bit-vector, or TERM_NULL */
  int init;         /* its constructor has run */
} sxo;
/* An array of a primitive type (JLS 10): the unit's array parameter (not null: the entry forks on
 * its null flag) or one the method created. Its length is a 32-bit int term; the first `cap`
 * elements are terms as the JVM holds them (int for boolean, byte, short and char; long), the
 * rest are not followed (an access there is an unknown case naming the bound). */
typedef struct sxa {
  char ety;         /* element descriptor char: I J S B C Z; a String's code units are C */
  int str;          /* a String parameter (immutable): its code units as a char array */
  int cap;
  term_ref len;
  term_ref *e;
  int input;        /* the unit's parameter: a write is an effect on the caller's array (not compared) */
  int sb;           /* a java.lang.StringBuilder the method made: its units so far (jv_sym_str.h), a
                       mutation replacing len, cap and e (never writing e in place) */
  /* In a loop cut (rel_sym_opts.cut), an input's every element: an SMT array from int indices to
   * the input's elements of wsrc bits (e[k] reads it at k), so that a loop may read any index; the
   * caller's array is then never written (a write is an unknown case). TERM_NULL otherwise. */
  term_ref whole;
  term_ref latin1;  /* with whole, a String's: whether every unit is below 0x100 (a Bool variable of
                       the input, the same in both versions: unconstrained, so a proof holds for
                       its true value, whatever the units past the ones a model names) */
  int wsrc;
  int id;           /* the same array in every state (clone copies the object): its identity */
  /* A StringBuilder that a loop cut appends to (cut_loop, kind 4; its number from 1 in evb, 0 for
   * any other array): its content is no loop state
   * (a text of any length cannot be a head variable) but output: the text it held on arriving at
   * the head (an event of segment 0, "StringBuilder#<n> content") followed by one event per append
   * ("StringBuilder#<n>.append(...)"), in the stream of System.out's events, so that where two
   * versions' events are the same one by one, each builder holds the same text wherever it is
   * printed or returned (an event naming it, never its units). e, len and cap stay the entry's
   * (the variant's, same_sv); every other use of it is unsupported. */
  int evb;
} sxa;
typedef struct sv {
  int k;
  term_ref t;
  const char *str;       /* SV_STR: the literal's text (UTF-8, for messages) */
  const uint16_t *u16;   /* SV_STR: its UTF-16 code units */
  int n16;
  sxo *o;
  sxa *arr;
  sxd *bd;               /* SV_BD, SV_BDSTR */
  sxio *io;              /* SV_IO */
  const struct sxl *lam; /* SV_LAMBDA */
  struct sxob *ob;       /* SV_OBJ */
} sv;
typedef struct sxl {
  jv_method *impl;           /* the implementation: a static method of the program */
  const char *sam, *samdesc; /* the SAM's name and descriptor */
  int nslot;                 /* the captured values, one slot each (long two) */
  sv cap[8];
} sxl;

/* SV_OBJ: an object of a class of the program that the method allocated (`new C`: the class is
 * known exactly, so every call on it is selected statically, jv_heap.h); its fields are values as
 * slots hold them, each at its default (JLS 4.12.5) until written. Shared by reference between the
 * slots and fields of one state (== is identity), copied with everything it reaches when a state
 * forks (clone). */
typedef struct sxob {
  const jv_layout *l;
  sv *f;
  int monitor; /* monitorenter's count less monitorexit's (one thread: JVMS 6.5 monitorenter) */
} sxob;

enum { MAXF = 12 };
typedef struct frame {
  jv_method *m;
  int i;
  sv *slot;
  uint8_t *visits;
  int dst;          /* the caller's destination slot, -1 for none */
} frame;

enum { MAXREF = 6, MAXST = 16 };
typedef struct state {
  int nf;
  frame f[MAXF];
  term_ref g;
  sxa *param[MAXREF];  /* the caller's array of each array parameter in this state (NULL: null) */
  int nparam;
  term_ref stv[MAXST]; /* each static input's value now (sx.st_in), as the JVM holds it */
  struct sxob *oparam; /* the object parameter in this state (NULL: null, or none) */
  int fresh;           /* rank mode: the state at the head, not yet run */
  int sbgen;           /* appends to builders of events (sxa.evb) on this path: SV_SBTXT's age */
  sv *la;              /* a loop cut's lookahead: back at the head, the slots there while the loop's
                          condition is tested again (cut_lookahead) */
  int nla;             /* the statements run since */
  int org;             /* the cut at every loop (cutm 3): 0 the path runs from the entry, k + 1 from
                          cut point k's head */
  unsigned nocut;      /* cutm 3: the cut points this path passes without stopping (its state there
                          is not the head state's shape: it runs on, exactly, as an uncut path) */
  /* A file main (sx.fmain): the lines read (in a step of the induction, since the head), the
   * files opened and the writers not closed (bit k: argument k), the records written so far
   * (rel_path.rec: a summary of records, each array a path's own, never written in place) */
  int inl;
  int hiteof;          /* a readLine gave null (the end of the file) */
  unsigned opened, wopen;
  int nrec;
  const rel_out_event *rec;
  sv *cst;             /* a file main's class constants (sx.cstf): each one's value now */
  int odirty;          /* a file main: a buffered stream over the standard output holds bytes its
                          flush() has not written (sxio.buffered) */
} state;

typedef struct sx {
  jv_program *p;
  term_ctx *tc;
  arena *a;
  const rel_sym_opts *o;
  rel_summary *out;
  int cap;
  int param_in[MAXREF];  /* each array parameter's input index */
  /* The statics that are inputs (jv_statics.h): the unit's list (stl, nstl), the ones given as
   * inputs (st_in[j] their place in stl), and where cases end, each one's value (sev_g the cases'
   * guards joined, sev_v ite over them): an output event per static, as for the caller's arrays */
  jv_method *unit;
  const jv_static_in *stl;
  int nstl, nst, st_in[MAXST];
  term_ref sev_g[MAXST], sev_v[MAXST];
  /* the object parameter (at most one: two could be one object), its input's index, and where
   * cases end with it, its fields (oev_g, oev_e as for the caller's arrays) */
  int oparam_in;
  term_ref oev_g, *oev_e;
  /* each array parameter's contents after the call (end_events): where a case ends with the
   * array (ev_g, the cases' guards joined), its elements (ev_e, ite over those cases) */
  term_ref ev_g[MAXREF];
  term_ref *ev_e[MAXREF];
  int ev_n[MAXREF];
  char ev_ety[MAXREF];
  /* a String result (rt 'L'): one output event, its guard the cases that return, its arguments
   * the result's header and units where each returns (str_result) */
  term_ref res_g;
  term_ref *res_e;
  /* what System.out.print/println wrote (print_call): one output event per call, in program order
   * along each path (a path's events follow its ancestors'; paths apart have disjoint guards) */
  rel_out_event *outs;
  int nouts, capouts;
  state **work;
  int nwork, capwork;
  long steps;
  char rt;
  /* Shared-code abstraction (ARDiff): with `abstract` set, a call of a method of the pure fragment
   * (jv_pure.h) that has a loop, is the same in both versions (rel_sym_opts.shared) and whose
   * loops have ranking functions is one uninterpreted function of its arguments (abstract_call).
   * met_shared: such a call was inlined (a second run may abstract it); abstracted: their names. */
  int abstract, met_shared, allow_soft;
  double soft_deadline; /* the plain run once it met such a call: past this it stops (rel_now clock) */
  const char *abstracted;
  const char *ranked;   /* the callees' ranking functions, in words */
  int looped;           /* a loop went round (its exit was followed within the unrolling bound) */
  /* One iteration of a loop (rank_loop): paths run from the loop's head rk_head in the bottom
   * frame; one back at the head is an arrival (rk_g, rk_after: its guard and its slots), one at a
   * statement that cannot lead back there has left the loop and ends */
  int rank, rk_head;
  const unsigned char *rk_reach; /* the loop's statements: its head to its last backward branch there */
  const int *rk_last;   /* per statement: the head of a loop, its last statement (rank_loop), else -1 */
  int nrk, caprk;
  term_ref *rk_g;
  term_ref **rk_after;
  struct rk_memo *memo; /* methods whose loops were ranked or not, shared by the runs of one exec */
  /* The loop cut (rel_sym_opts.cut; cut_loop below): cutm 1, the paths from the entry stop at the
   * head of the unit's first loop (statement cut_head of the bottom frame) as arrivals; cutm 2, one
   * iteration from the head state, a path back at the head an arrival, every other one running to
   * its end. seg: the segment of the cases added now (rel_path.seg). */
  int cutm, cut_head, seg, narr, caparr, nids;
  int cut_last, lookahead; /* the loop's last backward branch to its head; cut_lookahead asked */
  term_ref *arr_g;
  sv **arr_slot;
  state **arr_st;       /* the arrival's state (cutm 1: a variant whose loop never comes back resumes it) */
  /* The cut at every loop (rel_sym_opts.cut_all; cut_all below): cutm 3, a path stops at the head
   * of every loop it reaches, the unit's and an inlined callee's (a cut point per call stack) */
  struct cpoint *cps;
  int ncp, cp_over;
  struct carr *ca;
  int nca, capca;
  struct hcache *hc;    /* each method's loop heads */
  /* A file main (jv_symio.h): argc the count variable; hmode the induction over the lines
   * (rel_sym_opts.head); seq the one file read (0: none yet); lcap the bytes of a line followed
   * (jv_symio_cap) */
  int fmain, hmode, seq, lcap;
  term_ref argc;
  /* A file main's class constants: the final statics of its class (kcls), which the class's
   * static initialiser sets when the run starts (JLS 12.4.1: before main), one sv each in the
   * state (state.cst); ncst 0: the class has no initialiser that runs code */
  jv_class *kcls;
  const jv_field **cstf;
  int ncst;
} sx;

/* Whether each method's loops have ranking functions (NULL how: not all of them), found once per
 * execution. */
typedef struct rk_memo {
  int n;
  struct {
    const jv_method *m;
    const char *how;
  } e[32];
} rk_memo;

static int is_false(sx *s, term_ref g) { return g == term_false(s->tc); }

static void add_path(sx *s, rel_pkind k, term_ref g, term_ref v, const char *reason, const char *loc, rel_okind ok) {
  if (is_false(s, g)) return;
  rel_summary *o = s->out;
  /* an element or unit beyond those followed: a bound, as the loop's (rel_summary.bound_hits; the
   * core then tries induction, which a loop cut follows past it) */
  if (k == REL_P_UNKNOWN && reason && !strncmp(reason, "bound reached", 13)) o->bound_hits++;
  if (o->npaths == s->cap) {
    int nc = s->cap ? 2 * s->cap : 16;
    rel_path *np = arena_alloc(s->a, sizeof(rel_path) * (size_t)nc);
    if (o->npaths) memcpy(np, o->paths, sizeof(rel_path) * (size_t)o->npaths);
    o->paths = np;
    s->cap = nc;
  }
  o->paths[o->npaths++] = (rel_path){.kind = k, .guard = g, .value = v, .reason = reason, .loc = loc, .okind = ok, .seg = s->seg};
}

static const char *loc_of(sx *s, const frame *f) {
  const jv_method *m = f->m;
  const char *src = m->cls->source ? m->cls->source : m->cls->path;
  const char *d = s->p->display, *sl = strrchr(d, '/');
  if (m->cls->source && !strcmp(sl ? sl + 1 : d, m->cls->source)) src = d;
  int line = f->i < m->nstmts ? m->stmts[f->i].line : 0;
  return line ? arena_printf(s->a, "%s:%d", src, line) : arena_strdup(s->a, src);
}

/* What a clone has copied so far: from[k] (an object of the original state) is to[k] in the copy,
 * so that two references to one object (slots, fields, the caller's arrays) stay one object. */
typedef struct cmap {
  void **from, **to;
  size_t n, cap;
} cmap;

/* Object p (n bytes) as copied once into a clone (*fresh set when this call made the copy). */
static void *copy_once(sx *s, cmap *cm, void *p, size_t n, int *fresh) {
  for (size_t q = 0; q < cm->n; q++)
    if (cm->from[q] == p) return *fresh = 0, cm->to[q];
  if (cm->n == cm->cap) {
    size_t nc = cm->cap ? 2 * cm->cap : 16;
    void **f = arena_alloc(s->a, sizeof(void *) * nc), **t = arena_alloc(s->a, sizeof(void *) * nc);
    if (cm->n) memcpy(f, cm->from, sizeof(void *) * cm->n), memcpy(t, cm->to, sizeof(void *) * cm->n);
    cm->from = f, cm->to = t, cm->cap = nc;
  }
  void *c = arena_alloc(s->a, n);
  memcpy(c, p, n);
  cm->from[cm->n] = p, cm->to[cm->n++] = c;
  *fresh = 1;
  return c;
}

static sxa *clone_arr(sx *s, cmap *cm, sxa *a) {
  int fresh;
  sxa *c = copy_once(s, cm, a, sizeof *a, &fresh);
  if (fresh) {
    c->e = arena_alloc(s->a, sizeof(term_ref) * (size_t)(c->cap + 1));
    memcpy(c->e, a->e, sizeof(term_ref) * (size_t)c->cap);
  }
  return c;
}

/* v as the clone holds it: the mutable objects it refers to (arrays, exception objects, readers
 * and writers, a BigDecimal before its constructor ran, objects of the program's classes and
 * everything their fields refer to) are the clone's own copies. */
static void clone_sv(sx *s, cmap *cm, sv *v) {
  int fresh;
  switch (v->k) {
  case SV_ARR: v->arr = clone_arr(s, cm, v->arr); break;
  case SV_IO: v->io = copy_once(s, cm, v->io, sizeof *v->io, &fresh); break;
  case SV_BD: if (!v->bd->init) v->bd = copy_once(s, cm, v->bd, sizeof *v->bd, &fresh); break;
  case SV_EXC: v->o = copy_once(s, cm, v->o, sizeof *v->o, &fresh); break;
  case SV_OBJ: {
    sxob *o = copy_once(s, cm, v->ob, sizeof *v->ob, &fresh);
    if (fresh) { /* mapped before its fields: a cycle through them comes back to this copy */
      o->f = arena_alloc(s->a, sizeof(sv) * (size_t)(o->l->nf + 1));
      memcpy(o->f, v->ob->f, sizeof(sv) * (size_t)o->l->nf);
      for (int k = 0; k < o->l->nf; k++) clone_sv(s, cm, &o->f[k]);
    }
    v->ob = o;
    break;
  }
  default: break;
  }
}

/* A copy of st whose mutable objects are its own (two references to one object refer to one copy:
 * a constructor run, an element or a field written in one branch must not be seen by the other). */
static state *clone(sx *s, const state *st) {
  state *n = arena_alloc(s->a, sizeof *n);
  *n = *st;
  cmap cm = {0};
  for (int k = 0; k < st->nf; k++) {
    const frame *f = &st->f[k];
    int ns = f->m->max_locals + f->m->max_stack;
    n->f[k].slot = arena_alloc(s->a, sizeof(sv) * (size_t)(ns + 1));
    memcpy(n->f[k].slot, f->slot, sizeof(sv) * (size_t)ns);
    for (int j = 0; j < ns; j++) clone_sv(s, &cm, &n->f[k].slot[j]);
    n->f[k].visits = arena_alloc(s->a, (size_t)f->m->nstmts + 1);
    memcpy(n->f[k].visits, f->visits, (size_t)f->m->nstmts);
  }
  if (st->cst) {
    n->cst = arena_alloc(s->a, sizeof(sv) * (size_t)(s->ncst + 1));
    memcpy(n->cst, st->cst, sizeof(sv) * (size_t)s->ncst);
    for (int j = 0; j < s->ncst; j++) clone_sv(s, &cm, &n->cst[j]);
  }
  /* the caller's arrays and object, also where no slot holds them any more */
  for (int j = 0; j < st->nparam; j++)
    if (st->param[j]) n->param[j] = clone_arr(s, &cm, st->param[j]);
  if (st->oparam) {
    sv t = {.k = SV_OBJ, .ob = st->oparam};
    clone_sv(s, &cm, &t);
    n->oparam = t.ob;
  }
  return n;
}

/* Where st ends (returns or throws out of the unit): the caller's arrays are outputs of the call
 * (cc_sym.c's array_outputs; jv_exec.c reports the same contents as a record "argument N" when they
 * changed). The cases are joined into one event per array (the checks relate the versions' events
 * one to one, in order): its guard every case that ends with the array, its elements, written or
 * not, the ending case's. Elements beyond those followed are never written on a followed case, so
 * they are the input's in both versions. */
static void end_events(sx *s, const state *st) {
  term_ctx *tc = s->tc;
  if (s->cutm) return; /* a loop cut writes no caller's array (the writes are unknown cases) */
  if (st->oparam && !is_false(s, st->g)) {
    /* the caller's object: its fields where the case ends (jv_run's record "argument N") */
    const sxob *o = st->oparam;
    if (!s->oev_e) {
      s->oev_e = arena_alloc(s->a, sizeof(term_ref) * (size_t)(o->l->nf + 1));
      for (int k = 0; k < o->l->nf; k++) s->oev_e[k] = o->f[k].t;
      s->oev_g = st->g;
    } else {
      for (int k = 0; k < o->l->nf; k++) s->oev_e[k] = term_ite(tc, st->g, o->f[k].t, s->oev_e[k]);
      s->oev_g = term_or2(tc, s->oev_g, st->g);
    }
  }
  for (int j = 0; j < s->nst && !is_false(s, st->g); j++) {
    s->sev_v[j] = s->sev_g[j] == TERM_NULL ? st->stv[j] : term_ite(tc, st->g, st->stv[j], s->sev_v[j]);
    s->sev_g[j] = s->sev_g[j] == TERM_NULL ? st->g : term_or2(tc, s->sev_g[j], st->g);
  }
  for (int j = 0; j < st->nparam; j++) {
    const sxa *a = st->param[j];
    if (!a || is_false(s, st->g)) continue;
    if (!s->ev_e[j]) {
      s->ev_e[j] = arena_alloc(s->a, sizeof(term_ref) * (size_t)(a->cap + 1));
      memcpy(s->ev_e[j], a->e, sizeof(term_ref) * (size_t)a->cap);
      s->ev_n[j] = a->cap, s->ev_ety[j] = a->ety, s->ev_g[j] = st->g;
      continue;
    }
    for (int k = 0; k < a->cap && k < s->ev_n[j]; k++) s->ev_e[j][k] = term_ite(tc, st->g, a->e[k], s->ev_e[j][k]);
    s->ev_g[j] = term_or2(tc, s->ev_g[j], st->g);
  }
}

static void push_work(sx *s, state *st) {
  if (s->nwork == s->capwork) {
    int nc = s->capwork ? 2 * s->capwork : 32;
    state **n = arena_alloc(s->a, sizeof(state *) * (size_t)nc);
    if (s->nwork) memcpy(n, s->work, sizeof(state *) * (size_t)s->nwork);
    s->work = n;
    s->capwork = nc;
  }
  s->work[s->nwork++] = st;
}

/* The caller's destination of a static initialiser's frame: its return goes on at the caller's
 * statement, not past it (the initialiser runs before that statement) */
enum { INIT_DST = -2 };

static int open_frame(sx *s, state *st, jv_method *m, const sv *args, int nslots, int dst) {
  if (st->nf >= MAXF || jv_lower(m, s->p->a) < 0) return -1;
  frame *f = &st->f[st->nf++];
  f->m = m;
  f->i = 0;
  f->dst = dst;
  int ns = m->max_locals + m->max_stack;
  f->slot = arena_alloc(s->a, sizeof(sv) * (size_t)(ns + 1));
  if (nslots > ns) nslots = ns;
  if (nslots) memcpy(f->slot, args, sizeof(sv) * (size_t)nslots);
  f->visits = arena_alloc(s->a, (size_t)m->nstmts + 1);
  return 0;
}

static term_ref opnd(sx *s, const frame *f, const jv_opnd *o, int *ok) {
  if (o->isvar) {
    const sv *v = &f->slot[o->slot];
    if (v->k != SV_TERM) {
      *ok = 0;
      return TERM_NULL;
    }
    return v->t;
  }
  if (o->ty == JV_T_INT) return term_bv(s->tc, 32, (uint64_t)(uint32_t)o->k.i);
  if (o->ty == JV_T_LONG) return term_bv(s->tc, 64, (uint64_t)o->k.j);
  *ok = 0;
  return TERM_NULL;
}

/* Whether an exception of JDK class exc_cls is caught by a handler of class catch_cls: catch
 * classes are classes (JLS 14.20), so only the superclass chain counts, and it is the JDK model's
 * (jv_jdk.c, the table catch and instanceof use in the interpreter). Every class on the chain of a
 * JDK class is a JDK class, so a program's own class never catches it. */
static int catches(const char *exc_cls, const char *catch_cls) {
  const char *sup;
  const char *const *ifs;
  for (const char *n = exc_cls; n; n = jv_jdk_class(n, &sup, &ifs) ? sup : NULL)
    if (!strcmp(n, catch_cls)) return 1;
  return 0;
}

static int is_jdk_throwable(const char *cls) { return strcmp(cls, "java/lang/Throwable") ? catches(cls, "java/lang/Throwable") : 1; }

static sxo *new_exc(sx *s, const char *cls, const char *msg) {
  sxo *o = arena_alloc(s->a, sizeof *o);
  *o = (sxo){.cls = cls, .msg = msg, .init = 1};
  return o;
}

/* Throwable.toString() of a JDK exception (its class does not override it): "CLASS: MESSAGE". */
static const char *exc_text(sx *s, const sxo *e) {
  char *d = arena_strdup(s->a, e->cls);
  for (char *q = d; *q; q++)
    if (*q == '/') *q = '.';
  return e->msg ? arena_printf(s->a, "%s: %s", d, e->msg) : d;
}

/* A record st writes (a file main: the summary's records per path, rel_path.rec). */
static void add_rec(sx *s, state *st, const char *stream, const char *what, const term_ref *args, int n) {
  if (s->rank) return;
  rel_out_event *v = arena_alloc(s->a, sizeof(rel_out_event) * (size_t)(st->nrec + 1));
  if (st->nrec) memcpy(v, st->rec, sizeof(rel_out_event) * (size_t)st->nrec);
  term_ref *a = arena_alloc(s->a, sizeof(term_ref) * (size_t)(n + 1));
  if (n) memcpy(a, args, sizeof(term_ref) * (size_t)n);
  v[st->nrec] = (rel_out_event){.guard = st->g, .what = what, .nargs = n, .args = a, .stream = stream, .seg = s->seg};
  st->rec = v, st->nrec++;
}

/* st completes (returned, or an exception left the unit: v, reason and ok as add_path's), with
 * its records. A file main's writer that was not closed may not have written its buffered lines
 * to the file (PrintWriter and BufferedWriter write on flush or close): not followed. */
static void end_case(sx *s, state *st, term_ref v, const char *reason, rel_okind ok) {
  if (s->fmain && st->wopen) {
    add_path(s, REL_P_UNKNOWN, st->g, TERM_NULL, "unsupported: the run ends with a file's writer not closed (its buffered "
             "lines need not reach the file)", "?", REL_O_RETURNED);
    return;
  }
  if (s->fmain && st->odirty) {
    /* the JVM flushes no BufferedOutputStream of the program's at exit */
    add_path(s, REL_P_UNKNOWN, st->g, TERM_NULL, "unsupported: the run ends with a buffered stream over the standard output "
             "not flushed (its bytes need not reach it)", "?", REL_O_RETURNED);
    return;
  }
  int before = s->out->npaths;
  add_path(s, REL_P_RETURNED, st->g, v, reason, "?", ok);
  if (s->out->npaths > before) s->out->paths[before].nrec = st->nrec, s->out->paths[before].rec = st->rec;
}

/* Throws exception e in st at its top frame's statement through the trap table in order (JVMS
 * 2.10): to a handler, to the caller, or out of the unit (a panicked case). Returns 1 when st
 * continues. */
static int throw_exc(sx *s, state *st, sxo *e) {
  while (st->nf > 0) {
    frame *f = &st->f[st->nf - 1];
    for (int t = 0; t < f->m->ntraps; t++) {
      const jv_trap *tp = &f->m->traps[t];
      if (f->i < tp->start || f->i >= tp->end) continue;
      if (tp->catch_cpi && !catches(e->cls, jv_cp_class(f->m->cls, tp->catch_cpi))) continue;
      f->slot[f->m->max_locals] = (sv){.k = SV_EXC, .o = e};
      f->i = tp->handler;
      return 1;
    }
    if (f->dst == INIT_DST) {
      /* JLS 12.4.2: an ExceptionInInitializerError, which the executor does not follow */
      add_path(s, REL_P_UNKNOWN, st->g, TERM_NULL,
               arena_printf(s->a, "unsupported: an exception (%s) out of the static initialiser of %s", e->cls, s->kcls->name),
               loc_of(s, f), REL_O_RETURNED);
      return 0;
    }
    st->nf--;
  }
  end_events(s, st);
  end_case(s, st, e->args, exc_text(s, e), REL_O_PANICKED);
  return 0;
}

/* A NullPointerException thrown in st (JLS 15.11.1, 15.12.4.4, 14.19; no message: jv_exec.c's
 * model); throw_exc's result. */
static int throw_npe(sx *s, state *st) { return throw_exc(s, st, new_exc(s, "java/lang/NullPointerException", NULL)); }

/* A reference operand's value: a variable's, or the null constant. */
static sv ref_opnd(const frame *f, const jv_opnd *o) { return o->isvar ? f->slot[o->slot] : (sv){.k = SV_NULL}; }

static void unknown(sx *s, state *st, const char *what) {
  add_path(s, REL_P_UNKNOWN, st->g, TERM_NULL, arena_strdup(s->a, what), loc_of(s, &st->f[st->nf - 1]), REL_O_RETURNED);
}

static term_ref ret_term(sx *s, term_ref v) {
  switch (s->rt) {
  case 'I': case 'J': return v;
  case 'S': case 'C': return term_extract(s->tc, 15, 0, v);
  case 'B': return term_extract(s->tc, 7, 0, v);
  case 'Z': return term_extract(s->tc, 0, 0, v);
  default: return TERM_NULL;
  }
}

static sv opnd_sv(sx *s, const jv_opnd *o) {
  if (o->ty == JV_T_INT) return (sv){.k = SV_TERM, .t = term_bv(s->tc, 32, (uint64_t)(uint32_t)o->k.i)};
  if (o->ty == JV_T_LONG) return (sv){.k = SV_TERM, .t = term_bv(s->tc, 64, (uint64_t)o->k.j)};
  if (o->ty == JV_T_REF) return (sv){.k = SV_NULL};
  return (sv){0};
}

/* Forks st on cond: where it holds, exception (cls, msg) is thrown (a handler, the caller, or a
 * panicked case); st keeps the rest. A message naming values is a template with their terms packed
 * in args (64 bits; TERM_NULL for a constant message). Returns 0 when nothing is left of st. */
static int throw_if_args(sx *s, state *st, term_ref cond, const char *cls, const char *msg, term_ref args) {
  term_ref gt = term_and2(s->tc, st->g, cond);
  if (!is_false(s, gt)) {
    state *e = clone(s, st);
    e->g = gt;
    sxo *o = new_exc(s, cls, msg);
    o->args = args;
    if (throw_exc(s, e, o)) push_work(s, e);
  }
  st->g = term_and2(s->tc, st->g, term_not(s->tc, cond));
  return !is_false(s, st->g);
}

static int throw_if(sx *s, state *st, term_ref cond, const char *cls, const char *msg) {
  return throw_if_args(s, st, cond, cls, msg, TERM_NULL);
}

/* Where cond holds, an unknown case (st keeps the rest); 0 when nothing is left of st. */
static int unknown_if(sx *s, state *st, term_ref cond, const char *what) {
  term_ref gt = term_and2(s->tc, st->g, cond);
  if (!is_false(s, gt))
    add_path(s, REL_P_UNKNOWN, gt, TERM_NULL, arena_strdup(s->a, what), loc_of(s, &st->f[st->nf - 1]), REL_O_RETURNED);
  st->g = term_and2(s->tc, st->g, term_not(s->tc, cond));
  return !is_false(s, st->g);
}

/* A value as an element of type ety holds it (JVMS 6.5 bastore/castore/sastore: the int is
 * truncated, a boolean array keeps the low bit), widened again as the JVM holds it. */
static term_ref held(sx *s, char ety, term_ref v) {
  term_ctx *tc = s->tc;
  switch (ety) {
  case 'Z': return term_zext(tc, 31, term_extract(tc, 0, 0, v));
  case 'B': return term_sext(tc, 24, term_extract(tc, 7, 0, v));
  case 'C': return term_zext(tc, 16, term_extract(tc, 15, 0, v));
  case 'S': return term_sext(tc, 16, term_extract(tc, 15, 0, v));
  default: return v;
  }
}

/* The checks of an element access a[ix] in JVMS order (6.5 iaload, iastore): null, then the
 * bounds, with HotSpot's message (the text the interpreter's model gives, checked on the JVM by
 * the corpus); then an index beyond what the executor follows is an unknown case. Returns 1 with
 * st on the in-bounds inputs, 0 when st ended or left for a handler (*thrown set). */
static int elem_checks(sx *s, state *st, const sv *a, term_ref ix, int *thrown) {
  term_ctx *tc = s->tc;
  *thrown = 0;
  if (a->k == SV_NULL) {
    *thrown = throw_npe(s, st);
    return 0;
  }
  sxa *arr = a->arr;
  term_ref oob = term_mk2(tc, OP_BVUGE, ix, arr->len); /* ix < 0 or ix >= length, the length being >= 0 */
  if (!throw_if_args(s, st, oob, "java/lang/ArrayIndexOutOfBoundsException", "Index %d out of bounds for length %d",
                     term_mk2(tc, OP_CONCAT, ix, arr->len)))
    return 0;
  if (arr->whole != TERM_NULL) return 1; /* every element is followed (whole_at) */
  return unknown_if(s, st, term_mk2(tc, OP_BVUGE, ix, term_bv(tc, 32, (uint64_t)arr->cap)),
                    arena_printf(s->a, "bound reached: an element at index %d or beyond (the executor follows the first %d)",
                                 arr->cap, arr->cap));
}

/* Element ix (an int term) of input array a in a loop cut, as the JVM holds it (int for boolean,
 * byte, short and char; long). */
static term_ref whole_at(sx *s, const sxa *a, term_ref ix) {
  term_ctx *tc = s->tc;
  term_ref x = term_mk2(tc, OP_SELECT, a->whole, ix);
  if (a->ety == 'J' || a->ety == 'I') return x;
  return a->ety == 'Z' || a->ety == 'C' ? term_zext(tc, 32u - (unsigned)a->wsrc, x) : term_sext(tc, 32u - (unsigned)a->wsrc, x);
}

/* A String as code units: a String parameter, or a literal as constant terms; NULL otherwise. */
static sxa *str_view(sx *s, const sv *v) {
  if (v->k == SV_ARR && v->arr->str) return v->arr;
  if (v->k != SV_STR || !v->u16) return NULL;
  sxa *a = arena_alloc(s->a, sizeof *a);
  a->ety = 'C', a->str = 1, a->cap = v->n16;
  a->len = term_bv(s->tc, 32, (uint64_t)v->n16);
  a->e = arena_alloc(s->a, sizeof(term_ref) * (size_t)(v->n16 + 1));
  for (int k = 0; k < v->n16; k++) a->e[k] = term_bv(s->tc, 32, v->u16[k]);
  return a;
}

static term_ref bv32(sx *s, long v) { return term_bv(s->tc, 32, (uint64_t)(uint32_t)v); }
static term_ref bool32(sx *s, term_ref b) { return term_ite(s->tc, b, bv32(s, 1), bv32(s, 0)); }
/* index k is past the end of t, or t's unit k satisfies `is` */
static term_ref past_or(sx *s, const sxa *t, int k, term_ref is) {
  return term_or2(s->tc, term_mk2(s->tc, OP_BVUGE, bv32(s, k), t->len), is);
}

/* The String methods the symbolic executor follows on a String parameter or literal, with the rules
 * of the interpreter's model (jv_jdk_string.c, the Javadoc of JDK 17; String.hashCode's formula,
 * compareTo's first differing unit, charAt's OpenJDK messages, which differ for strings of Latin-1
 * units only): length, isEmpty, charAt, equals, hashCode, compareTo, startsWith. A result that
 * depends on units beyond those followed is an unknown case naming the bound. Returns 1 with the
 * result in slot dst, 0 when st ended or was left for a handler (*thrown), -1 when not one of these. */
static int string_call(sx *s, state *st, const char *nm, const char *ds, sxa *t, const sv *a1, int dst, int *thrown) {
  term_ctx *tc = s->tc;
  term_ref z;
  *thrown = 0;
  const char *beyond = arena_printf(s->a, "bound reached: a String's code unit at index %d or beyond (the executor follows the first %d)",
                                    t->cap, t->cap);
#define IS(n, d) (!strcmp(nm, n) && !strcmp(ds, d))
  if (IS("length", "()I")) z = t->len;
  else if (IS("isEmpty", "()Z")) z = bool32(s, term_eq(tc, t->len, bv32(s, 0)));
  else if (IS("charAt", "(I)C")) {
    if (a1->k != SV_TERM) return -1;
    term_ref ix = a1->t, oob = term_mk2(tc, OP_BVUGE, ix, t->len);
    if (t->whole == TERM_NULL && !unknown_if(s, st, term_and2(tc, oob, term_mk2(tc, OP_BVUGT, t->len, bv32(s, t->cap))), beyond)) return 0;
    term_ref latin1 = term_true(tc);
    for (int k = 0; k < t->cap; k++) latin1 = term_and2(tc, latin1, past_or(s, t, k, term_mk2(tc, OP_BVULT, t->e[k], bv32(s, 0x100))));
    if (t->whole != TERM_NULL) latin1 = term_ite(tc, term_mk2(tc, OP_BVUGT, t->len, bv32(s, t->cap)), t->latin1, latin1);
    if (!throw_if_args(s, st, term_and2(tc, oob, latin1), "java/lang/StringIndexOutOfBoundsException", "String index out of range: %d",
                       term_zext(tc, 32, ix)))
      return 0;
    if (!throw_if_args(s, st, oob, "java/lang/StringIndexOutOfBoundsException", "index %d, length %d", term_mk2(tc, OP_CONCAT, ix, t->len)))
      return 0;
    if (t->whole != TERM_NULL) {
      /* a loop cut: any unit (the String is within bounds here) */
      if (dst >= 0) st->f[st->nf - 1].slot[dst] = (sv){.k = SV_TERM, .t = whole_at(s, t, ix)};
      return 1;
    }
    if (!unknown_if(s, st, term_mk2(tc, OP_BVUGE, ix, bv32(s, t->cap)), beyond)) return 0;
    if (!t->cap) return unknown(s, st, beyond), 0;
    z = t->e[0];
    for (int k = 1; k < t->cap; k++) z = term_ite(tc, term_eq(tc, ix, bv32(s, k)), t->e[k], z);
  } else if (IS("equals", "(Ljava/lang/Object;)Z")) {
    sxa *u = str_view(s, a1);
    if (a1->k == SV_NULL || (a1->k == SV_ARR && !a1->arr->str) || a1->k == SV_EXC) z = bv32(s, 0); /* not a String: false */
    else if (!u) return -1;
    else {
      int m = t->cap < u->cap ? t->cap : u->cap;
      term_ref same_len = term_eq(tc, t->len, u->len);
      if (!unknown_if(s, st, term_and2(tc, same_len, term_mk2(tc, OP_BVUGT, t->len, bv32(s, m))), beyond)) return 0;
      term_ref eq = same_len;
      for (int k = 0; k < m; k++) eq = term_and2(tc, eq, past_or(s, t, k, term_eq(tc, t->e[k], u->e[k])));
      z = bool32(s, eq);
    }
  } else if (IS("hashCode", "()I")) {
    /* s[0]*31^(n-1) + ... + s[n-1] in int arithmetic, for each length followed */
    if (!unknown_if(s, st, term_mk2(tc, OP_BVUGT, t->len, bv32(s, t->cap)), beyond)) return 0;
    term_ref h = bv32(s, 0);
    z = h;
    for (int n = 1; n <= t->cap; n++) {
      h = term_mk2(tc, OP_BVADD, term_mk2(tc, OP_BVMUL, bv32(s, 31), h), t->e[n - 1]);
      z = term_ite(tc, term_eq(tc, t->len, bv32(s, n)), h, z);
    }
  } else if (IS("compareTo", "(Ljava/lang/String;)I") || IS("startsWith", "(Ljava/lang/String;)Z")) {
    if (a1->k == SV_NULL) {
      *thrown = throw_npe(s, st);
      return 0;
    }
    sxa *u = str_view(s, a1);
    if (!u) return -1;
    int m = t->cap < u->cap ? t->cap : u->cap;
    if (nm[0] == 'c') {
      /* the first index below both lengths where the units differ, else the lengths' difference */
      term_ref allsame = term_true(tc);
      for (int k = 0; k < m; k++) allsame = term_and2(tc, allsame, term_or2(tc, past_or(s, t, k, term_false(tc)),
                                                                                  past_or(s, u, k, term_eq(tc, t->e[k], u->e[k]))));
      if (!unknown_if(s, st, term_and2(tc, allsame, term_and2(tc, term_mk2(tc, OP_BVUGT, t->len, bv32(s, m)),
                                                                   term_mk2(tc, OP_BVUGT, u->len, bv32(s, m)))), beyond))
        return 0;
      z = term_mk2(tc, OP_BVSUB, t->len, u->len);
      for (int k = m - 1; k >= 0; k--) {
        term_ref both = term_and2(tc, term_mk2(tc, OP_BVULT, bv32(s, k), t->len), term_mk2(tc, OP_BVULT, bv32(s, k), u->len));
        term_ref d = term_and2(tc, both, term_not(tc, term_eq(tc, t->e[k], u->e[k])));
        z = term_ite(tc, d, term_mk2(tc, OP_BVSUB, t->e[k], u->e[k]), z);
      }
    } else {
      /* the prefix u: no longer than t and equal to t's first units */
      term_ref fits = term_mk2(tc, OP_BVULE, u->len, t->len);
      if (!unknown_if(s, st, term_and2(tc, fits, term_mk2(tc, OP_BVUGT, u->len, bv32(s, m))), beyond)) return 0;
      term_ref eq = fits;
      for (int k = 0; k < m; k++) eq = term_and2(tc, eq, past_or(s, u, k, term_eq(tc, t->e[k], u->e[k])));
      z = bool32(s, eq);
    }
  } else
    return -1;
#undef IS
  if (dst >= 0) st->f[st->nf - 1].slot[dst] = (sv){.k = SV_TERM, .t = z};
  return 1;
}

/* ---- Strings built at run time and StringBuilder (jv_sym_str.h) ---- */

#define OVER_MSG "bound reached: a String of more than 48 code units (the executor follows built Strings up to 48)"
#define SIOOBE "java/lang/StringIndexOutOfBoundsException"

static sxa *str_new(sx *s, jv_sstr t, int sb) {
  sxa *a = arena_alloc(s->a, sizeof *a);
  *a = (sxa){.ety = 'C', .str = !sb, .sb = sb, .cap = t.cap, .len = t.len, .e = t.e, .id = ++s->nids};
  return a;
}

static jv_sstr sstr_of(const sxa *a) { return (jv_sstr){a->cap, a->len, a->e}; }

/* t's units as a complete string: a String parameter longer than the units followed is an unknown
 * case (its text past them is not known). 1, or 0 when nothing is left of st. */
static int complete(sx *s, state *st, const sxa *t) {
  if (!t->input) return 1;
  return unknown_if(s, st, term_mk2(s->tc, OP_BVUGT, t->len, term_bv(s->tc, 32, (uint64_t)t->cap)),
                    arena_printf(s->a, "bound reached: a String parameter of more than %d code units used whole (the executor follows the first %d)",
                                 t->cap, t->cap));
}

/* The text String.valueOf gives v of descriptor type t (JLS 5.1.11, the rules jv_str_conv runs):
 * int/short/byte and long in decimal, a char, a boolean, a String or StringBuilder (null as "null").
 * 1, 0 when nothing is left of st (an unknown case), -1 when v is not one of these. */
static int text_of(sx *s, state *st, char t, const sv *v, jv_sstr *out) {
  term_ctx *tc = s->tc;
  if (strchr("ISBCZJ", t) && v->k != SV_TERM) return -1;
  switch (t) {
  case 'I': case 'S': case 'B': *out = jv_sstr_int(tc, s->a, v->t, 32); return 1;
  case 'J': *out = jv_sstr_int(tc, s->a, v->t, 64); return 1;
  case 'C': *out = jv_sstr_char(tc, s->a, v->t); return 1;
  case 'Z': *out = jv_sstr_bool(tc, s->a, v->t); return 1;
  case 'L': {
    static const uint16_t null_u[] = {'n', 'u', 'l', 'l'};
    if (v->k == SV_NULL) return *out = jv_sstr_lit(tc, s->a, null_u, 4), 1;
    if ((v->k == SV_BD && v->bd->init) || v->k == SV_BDSTR) {
      /* BigDecimal.toString() is toPlainString() where the scale is >= 0 and the adjusted
       * exponent (digits - 1 - scale) is >= -6 (its Javadoc): always for a scale of at most 6 */
      const jv_sbd *x = &v->bd->v;
      if (x->scale < 0 || x->scale > 6 || x->bits > 63) return -1;
      return jv_sstr_plain(tc, s->a, term_extract(tc, 63, 0, x->u), x->scale, out) < 0 ? -1 : 1;
    }
    sxa *u = v->k == SV_ARR && v->arr->sb ? v->arr : str_view(s, v);
    if (!u || u->evb) return -1;
    if (!complete(s, st, u)) return 0;
    *out = sstr_of(u);
    return 1;
  }
  default: return -1;
  }
}

/* x followed by y (1), or 0 when nothing is left of st (beyond the bound: an unknown case). */
static int cat(sx *s, state *st, jv_sstr *x, const jv_sstr *y) {
  term_ref over;
  jv_sstr r = jv_sstr_concat(s->tc, s->a, x, y, &over);
  if (!unknown_if(s, st, over, OVER_MSG)) return 0;
  *x = r;
  return 1;
}

/* The units [b, e) of t, throwing StringIndexOutOfBoundsException("begin b, end e, length n")
 * unless 0 <= b <= e <= n (String.substring, JDK 17's checkBoundsBeginEnd). The message's three
 * values do not fit a template's 64 bits: the throwing case is split by the length (at most the
 * units followed: t is complete), which is written into the template. 1, or 0 (*thrown set where
 * the state was left to a handler). */
static int substring(sx *s, state *st, const jv_sstr *t, term_ref b, term_ref e, jv_sstr *out, int *thrown) {
  term_ctx *tc = s->tc;
  term_ref bad = term_or2(tc, term_mk2(tc, OP_BVSLT, b, bv32(s, 0)),
                          term_or2(tc, term_mk2(tc, OP_BVSGT, b, e), term_mk2(tc, OP_BVSGT, e, t->len)));
  term_ref g0 = st->g;
  for (int n = 0; n <= t->cap; n++) {
    term_ref c = term_and2(tc, bad, term_eq(tc, t->len, bv32(s, n)));
    if (is_false(s, term_and2(tc, g0, c))) continue;
    state *x = clone(s, st);
    x->g = term_and2(tc, g0, c);
    sxo *o = new_exc(s, SIOOBE, arena_printf(s->a, "begin %%d, end %%d, length %d", n));
    o->args = term_mk2(tc, OP_CONCAT, b, e);
    if (throw_exc(s, x, o)) push_work(s, x);
  }
  st->g = term_and2(tc, g0, term_not(tc, bad));
  *thrown = 0;
  if (is_false(s, st->g)) return 0;
  *out = jv_sstr_sub(tc, s->a, t, b, e);
  return 1;
}

static void set_dst(state *st, int dst, sv v) {
  if (dst >= 0) st->f[st->nf - 1].slot[dst] = v;
}

/* String members that make or search text, on a String parameter, literal or built String (the
 * ones string_call does not follow): concat, substring, trim, toUpperCase/toLowerCase of ASCII,
 * indexOf of a char or a String, contains, toString. 1 done (result in dst), 0 the state ended
 * or was left to a handler (*thrown), -1 not one of these. */
static int string_build_call(sx *s, state *st, const char *nm, const char *ds, sxa *ta, const sv *a1, const sv *a2, int dst,
                             int *thrown) {
  term_ctx *tc = s->tc;
  *thrown = 0;
#define IS(n, d) (!strcmp(nm, n) && !strcmp(ds, d))
  int known = IS("concat", "(Ljava/lang/String;)Ljava/lang/String;") || IS("substring", "(I)Ljava/lang/String;") ||
              IS("substring", "(II)Ljava/lang/String;") || IS("trim", "()Ljava/lang/String;") ||
              IS("toUpperCase", "()Ljava/lang/String;") || IS("toLowerCase", "()Ljava/lang/String;") ||
              IS("indexOf", "(I)I") || IS("indexOf", "(Ljava/lang/String;)I") || IS("contains", "(Ljava/lang/CharSequence;)Z") ||
              IS("toString", "()Ljava/lang/String;");
  if (!known) return -1;
  if (!complete(s, st, ta)) return 0;
  jv_sstr t = sstr_of(ta), r;
  if (nm[0] == 'c' && nm[1] == 'o' && nm[2] == 'n' && nm[3] == 'c') {
    if (a1->k == SV_NULL) return *thrown = throw_npe(s, st), 0;
    jv_sstr y;
    int k = text_of(s, st, 'L', a1, &y);
    if (k <= 0) return k;
    if (!cat(s, st, &t, &y)) return 0;
    r = t;
  } else if (!strcmp(nm, "substring")) {
    if (a1->k != SV_TERM || (ds[2] == 'I' && a2->k != SV_TERM)) return -1;
    if (!substring(s, st, &t, a1->t, ds[2] == 'I' ? a2->t : t.len, &r, thrown)) return 0;
  } else if (!strcmp(nm, "trim")) {
    r = jv_sstr_trim(tc, s->a, &t);
  } else if (!strcmp(nm, "toString")) {
    r = t;
  } else if (nm[0] == 't') {
    term_ref na;
    r = jv_sstr_case(tc, s->a, &t, nm[2] == 'U', &na);
    if (!unknown_if(s, st, na, "unsupported: a case mapping of non-ASCII text (Unicode's case tables are not modelled)")) return 0;
  } else if (!strcmp(ds, "(I)I")) {
    if (a1->k != SV_TERM) return -1;
    /* a supplementary code point is searched as its surrogate pair; below 0 or past 0x10FFFF: -1 */
    term_ref big = term_mk2(tc, OP_BVUGT, a1->t, bv32(s, 0xffff));
    term_ref sup = term_and2(tc, term_mk2(tc, OP_BVSGT, a1->t, bv32(s, 0xffff)), term_mk2(tc, OP_BVSLE, a1->t, bv32(s, 0x10ffff)));
    if (!unknown_if(s, st, sup, "unsupported: indexOf of a supplementary code point")) return 0;
    set_dst(st, dst, (sv){.k = SV_TERM, .t = term_ite(tc, big, bv32(s, -1), jv_sstr_index_of_char(tc, &t, a1->t))});
    return 1;
  } else {
    if (a1->k == SV_NULL) return *thrown = throw_npe(s, st), 0;
    jv_sstr u;
    int k = text_of(s, st, 'L', a1, &u);
    if (k <= 0) return k;
    term_ref ix = jv_sstr_index_of(tc, &t, &u);
    set_dst(st, dst, (sv){.k = SV_TERM, .t = nm[0] == 'i' ? ix : bool32(s, term_not(tc, term_eq(tc, ix, bv32(s, -1))))});
    return 1;
  }
#undef IS
  set_dst(st, dst, (sv){.k = SV_ARR, .arr = str_new(s, r, 0)});
  return 1;
}

/* The argument type char of a one-argument append/insert descriptor part d, 0 for others (float,
 * double, char[] and other objects are not followed). */
static char one_arg(const char *d) {
  if (strchr("IJCZSB", d[0]) && d[0] && d[1] == ')') return d[0];
  if (!strncmp(d, "Ljava/lang/String;)", 19) || !strncmp(d, "Ljava/lang/Object;)", 19) ||
      !strncmp(d, "Ljava/lang/CharSequence;)", 25) || !strncmp(d, "Ljava/lang/StringBuilder;)", 26))
    return 'L';
  return 0;
}

/* A StringBuilder member on b (one the method made), with AbstractStringBuilder's rules and
 * messages (JDK 17, as jv_jdk_string.c's builder_call runs them): the constructors, append and
 * insert of one value, reverse, setLength, toString, length, charAt, isEmpty, indexOf(String). */
static int builder_call(sx *s, state *st, const char *nm, const char *ds, sxa *b, const sv *a1, const sv *a2, int dst, int *thrown) {
  term_ctx *tc = s->tc;
  *thrown = 0;
  jv_sstr t = sstr_of(b), y;
  sv self = {.k = SV_ARR, .arr = b};
#define IS(n, d) (!strcmp(nm, n) && !strcmp(ds, d))
  if (!strcmp(nm, "<init>")) {
    if (IS("<init>", "()V")) return 1;
    if (IS("<init>", "(I)V")) {
      if (a1->k != SV_TERM) return -1;
      return throw_if_args(s, st, term_mk2(tc, OP_BVSLT, a1->t, bv32(s, 0)), "java/lang/NegativeArraySizeException", "%d",
                           term_zext(tc, 32, a1->t)) ? 1 : 0;
    }
    if (IS("<init>", "(Ljava/lang/String;)V") || IS("<init>", "(Ljava/lang/CharSequence;)V")) {
      if (a1->k == SV_NULL) return *thrown = throw_npe(s, st), 0;
      int k = text_of(s, st, 'L', a1, &y);
      if (k <= 0) return k;
      b->cap = y.cap, b->len = y.len, b->e = y.e;
      return 1;
    }
    return -1;
  }
  if (!strcmp(nm, "append") && one_arg(ds + 1) && strstr(ds, ")Ljava/lang/StringBuilder;")) {
    int k = text_of(s, st, one_arg(ds + 1), a1, &y);
    if (k <= 0) return k;
    if (!cat(s, st, &t, &y)) return 0;
  } else if (!strcmp(nm, "insert") && !strncmp(ds, "(I", 2) && one_arg(ds + 2) && strstr(ds, ")Ljava/lang/StringBuilder;")) {
    if (a1->k != SV_TERM) return -1;
    term_ref off = a1->t;
    if (!throw_if_args(s, st, term_mk2(tc, OP_BVUGT, off, t.len), SIOOBE, "offset %d, length %d", term_mk2(tc, OP_CONCAT, off, t.len)))
      return 0;
    int k = text_of(s, st, one_arg(ds + 2), a2, &y);
    if (k <= 0) return k;
    jv_sstr head = jv_sstr_sub(tc, s->a, &t, bv32(s, 0), off), tail = jv_sstr_sub(tc, s->a, &t, off, t.len);
    if (!cat(s, st, &head, &y) || !cat(s, st, &head, &tail)) return 0;
    t = head;
  } else if (IS("reverse", "()Ljava/lang/StringBuilder;")) {
    term_ref surr;
    t = jv_sstr_reverse(tc, s->a, &t, &surr);
    if (!unknown_if(s, st, surr, "unsupported: StringBuilder.reverse of surrogate code units (pairs kept in order)")) return 0;
  } else if (IS("setLength", "(I)V")) {
    if (a1->k != SV_TERM) return -1;
    if (!throw_if_args(s, st, term_mk2(tc, OP_BVSLT, a1->t, bv32(s, 0)), SIOOBE, "String index out of range: %d", term_zext(tc, 32, a1->t)))
      return 0;
    term_ref over;
    t = jv_sstr_set_length(tc, s->a, &t, a1->t, &over);
    if (!unknown_if(s, st, over, OVER_MSG)) return 0;
    b->cap = t.cap, b->len = t.len, b->e = t.e;
    return 1;
  } else if (IS("toString", "()Ljava/lang/String;")) {
    set_dst(st, dst, (sv){.k = SV_ARR, .arr = str_new(s, t, 0)});
    return 1;
  } else if (IS("length", "()I")) {
    set_dst(st, dst, (sv){.k = SV_TERM, .t = t.len});
    return 1;
  } else if (IS("isEmpty", "()Z")) {
    set_dst(st, dst, (sv){.k = SV_TERM, .t = bool32(s, term_eq(tc, t.len, bv32(s, 0)))});
    return 1;
  } else if (IS("charAt", "(I)C")) {
    if (a1->k != SV_TERM) return -1;
    if (!throw_if_args(s, st, term_mk2(tc, OP_BVUGE, a1->t, t.len), SIOOBE, "index %d, length %d", term_mk2(tc, OP_CONCAT, a1->t, t.len)))
      return 0;
    set_dst(st, dst, (sv){.k = SV_TERM, .t = jv_sstr_at(tc, &t, a1->t)});
    return 1;
  } else if (IS("indexOf", "(Ljava/lang/String;)I")) {
    if (a1->k == SV_NULL) return *thrown = throw_npe(s, st), 0;
    int k = text_of(s, st, 'L', a1, &y);
    if (k <= 0) return k;
    set_dst(st, dst, (sv){.k = SV_TERM, .t = jv_sstr_index_of(tc, &t, &y)});
    return 1;
  } else
    return -1;
#undef IS
  /* append, insert, reverse: the builder changed, and `this` is the result */
  b->cap = t.cap, b->len = t.len, b->e = t.e;
  set_dst(st, dst, self);
  return 1;
}

/* new String(char[]) (a copy of the array's chars: later writes to the array do not change it) and
 * new String(String): 1 done, 0 the state ended or was left to a handler (*thrown), -1 others. */
static int new_string(sx *s, state *st, const char *ds, sxa *t, const sv *a1, int *thrown) {
  *thrown = 0;
  jv_sstr y;
  if (!strcmp(ds, "([C)V")) {
    if (a1->k == SV_NULL) return *thrown = throw_npe(s, st), 0;
    if (a1->k != SV_ARR || a1->arr->ety != 'C' || a1->arr->str || a1->arr->sb) return -1;
    const sxa *c = a1->arr;
    if (!unknown_if(s, st, term_mk2(s->tc, OP_BVUGT, c->len, bv32(s, c->cap)),
                    arena_printf(s->a, "bound reached: a char array of more than %d elements made a String", c->cap)))
      return 0;
    y = (jv_sstr){c->cap, c->len, arena_alloc(s->a, sizeof(term_ref) * (size_t)(c->cap + 1))};
    memcpy(y.e, c->e, sizeof(term_ref) * (size_t)c->cap);
  } else if (!strcmp(ds, "(Ljava/lang/String;)V")) {
    if (a1->k == SV_NULL) return *thrown = throw_npe(s, st), 0;
    int k = a1->k == SV_ARR && a1->arr->sb ? -1 : text_of(s, st, 'L', a1, &y);
    if (k <= 0) return k;
  } else
    return -1;
  t->cap = y.cap, t->len = y.len, t->e = y.e;
  return 1;
}

/* String concatenation by invokedynamic (JLS 15.18.1; StringConcatFactory.makeConcatWithConstants,
 * its recipe: \1 an argument, \2 a constant, other units themselves), as jv_exec.c's indy runs it.
 * 1 done, 0 the state ended, -1 not followed. */
static int concat_indy(sx *s, state *st, const jv_stmt *q) {
  frame *f = &st->f[st->nf - 1];
  const jv_class *c = f->m->cls;
  const jv_bsm *b = &c->bsms[c->cp[q->cpi].a];
  const char *ow, *nm, *ds, *iname, *idesc;
  jv_cp_member(c, c->cp[b->mh].b, &ow, &nm, &ds);
  jv_cp_member(c, q->cpi, &ow, &iname, &idesc);
  jv_cp_member(c, c->cp[b->mh].b, &ow, &nm, &ds);
  if (!ow || strcmp(ow, "java/lang/invoke/StringConcatFactory") || strcmp(nm, "makeConcatWithConstants") || b->nargs < 1 ||
      c->cp[b->args[0]].tag != JV_CP_STRING)
    return -1;
  const jv_cp *recipe = &c->cp[c->cp[b->args[0]].a];
  jv_sstr acc = jv_sstr_lit(s->tc, s->a, NULL, 0), y;
  int ai = 0, ci = 1;
  const char *dp = idesc + 1;
  for (int i = 0; i < recipe->n16; i++) {
    uint16_t u = recipe->u16[i];
    if (u == 1) {
      if (ai >= q->nargs || *dp == ')') return -1;
      char t = *dp;
      const char *e = dp;
      while (*e == '[') e++;
      if (*e == 'L') e = strchr(e, ';');
      if (!e) return -1;
      if (t == 'L' && strncmp(dp, "Ljava/lang/String;", 18) && strncmp(dp, "Ljava/lang/StringBuilder;", 25) &&
          strncmp(dp, "Ljava/lang/CharSequence;", 24) && strncmp(dp, "Ljava/math/BigDecimal;", 22))
        return -1;
      dp = e + 1;
      sv v = q->args[ai].isvar ? f->slot[q->args[ai].slot] : opnd_sv(s, &q->args[ai]);
      ai++;
      int k = text_of(s, st, t, &v, &y);
      if (k <= 0) return k;
    } else if (u == 2) {
      if (ci >= b->nargs || c->cp[b->args[ci]].tag != JV_CP_STRING) return -1;
      const jv_cp *k = &c->cp[c->cp[b->args[ci++]].a];
      y = jv_sstr_lit(s->tc, s->a, k->u16, k->n16);
    } else {
      y = jv_sstr_lit(s->tc, s->a, &recipe->u16[i], 1);
    }
    if (!cat(s, st, &acc, &y)) return 0;
  }
  if (q->hasdst) st->f[st->nf - 1].slot[q->dst.slot] = (sv){.k = SV_ARR, .arr = str_new(s, acc, 0)};
  return 1;
}

/* A lambda (invokedynamic by LambdaMetafactory.metafactory, jv_lambda.c's rules) where no conversion
 * is made: the implementation a static method of the program whose parameters are the captured
 * values' types then the SAM's, the SAM's erased descriptor its instantiated one and the
 * implementation's return type its own. Then a SAM call is the implementation's call with the
 * captured values first. 1 done, 0 the state ended, -1 not one of these. */
static int lambda_indy(sx *s, state *st, const jv_stmt *q) {
  frame *f = &st->f[st->nf - 1];
  const jv_class *c = f->m->cls;
  const jv_bsm *b = &c->bsms[c->cp[q->cpi].a];
  const char *ow, *nm, *ds, *iname, *idesc, *io, *in, *id;
  jv_cp_member(c, c->cp[b->mh].b, &ow, &nm, &ds);
  if (!ow || strcmp(ow, "java/lang/invoke/LambdaMetafactory") || strcmp(nm, "metafactory") || b->nargs != 3 ||
      c->cp[b->args[0]].tag != JV_CP_METHODTYPE || c->cp[b->args[1]].tag != JV_CP_METHODHANDLE ||
      c->cp[b->args[2]].tag != JV_CP_METHODTYPE || c->cp[b->args[1]].a != 6)
    return -1;
  jv_cp_member(c, q->cpi, &ow, &iname, &idesc);
  jv_cp_member(c, c->cp[b->args[1]].b, &io, &in, &id);
  const char *sam = jv_cp_utf8(c, c->cp[b->args[0]].a), *inst = jv_cp_utf8(c, c->cp[b->args[2]].a);
  const char *ce = strchr(idesc, ')'), *se = strchr(sam, ')');
  if (!ce || !se || strcmp(sam, inst) || sam[0] != '(' || idesc[0] != '(') return -1;
  /* id must be "(" captured... sam-params... ")" sam-return */
  size_t nc = (size_t)(ce - idesc - 1), ns = strlen(sam + 1);
  if (strlen(id) != 1 + nc + ns || strncmp(id + 1, idesc + 1, nc) || strcmp(id + 1 + nc, sam + 1)) return -1;
  jv_class *k = jv_find_class(s->p, io);
  jv_method *m = NULL;
  for (int i = 0; k && i < k->nmethods; i++)
    if (!strcmp(k->methods[i].name, in) && !strcmp(k->methods[i].desc, id)) m = &k->methods[i];
  if (!m || !(m->access & 0x0008) || (m->access & 0x0100)) return -1;
  sxl *l = arena_alloc(s->a, sizeof *l);
  *l = (sxl){.impl = m, .sam = iname, .samdesc = sam};
  for (int i = 0; i < q->nargs; i++) {
    if (l->nslot >= 6) return -1;
    sv v = q->args[i].isvar ? f->slot[q->args[i].slot] : opnd_sv(s, &q->args[i]);
    /* only values no later statement changes (a captured array or builder may be written after) */
    if (v.k != SV_TERM && v.k != SV_NULL && v.k != SV_STR && !(v.k == SV_ARR && v.arr->str && !v.arr->sb)) return -1;
    l->cap[l->nslot] = v;
    l->nslot += q->args[i].ty == JV_T_LONG || q->args[i].ty == JV_T_DOUBLE ? 2 : 1;
  }
  if (q->hasdst) f->slot[q->dst.slot] = (sv){.k = SV_LAMBDA, .lam = l};
  return 1;
}

/* String.valueOf of int/long/char/boolean/String/BigDecimal, Integer/Long/Character/Boolean.toString of
 * their primitive: 1 done, 0 the state ended, -1 not one of these. */
static int string_static(sx *s, state *st, const char *ow, const char *nm, const char *ds, const sv *a, int dst) {
  char t = 0;
  if (!strcmp(ow, "java/lang/String") && !strcmp(nm, "valueOf") && strstr(ds, ")Ljava/lang/String;"))
    t = !strcmp(ds, "(Ljava/lang/Object;)Ljava/lang/String;") ? 'L' : one_arg(ds + 1) == 'L' ? 0 : one_arg(ds + 1);
  else if (!strcmp(nm, "toString") && ((!strcmp(ow, "java/lang/Integer") && !strcmp(ds, "(I)Ljava/lang/String;")) ||
                                       (!strcmp(ow, "java/lang/Long") && !strcmp(ds, "(J)Ljava/lang/String;")) ||
                                       (!strcmp(ow, "java/lang/Character") && !strcmp(ds, "(C)Ljava/lang/String;")) ||
                                       (!strcmp(ow, "java/lang/Boolean") && !strcmp(ds, "(Z)Ljava/lang/String;"))))
    t = ds[1];
  if (!t) return -1;
  /* valueOf(Object) of a String is that String, of null "null"; other objects are not followed */
  if (t == 'L' && a[0].k != SV_NULL && a[0].k != SV_BD && a[0].k != SV_BDSTR && !str_view(s, &a[0]) && !(a[0].k == SV_ARR && a[0].arr->sb))
    return -1;
  jv_sstr y;
  int k = text_of(s, st, t, &a[0], &y);
  if (k <= 0) return k;
  set_dst(st, dst, (sv){.k = SV_ARR, .arr = str_new(s, y, 0)});
  return 1;
}

/* An output event where g holds (System.out's, a builder's of events, a loop cut's String result),
 * of the segment running (s->seg); a ranking run (rank mode) records none: it only asks whether
 * the loop ends. */
static void out_event(sx *s, term_ref g, const char *what, const term_ref *args, int n) {
  if (s->rank) return;
  if (s->nouts == s->capouts) {
    int cap = s->capouts ? 2 * s->capouts : 16;
    rel_out_event *v = arena_alloc(s->a, sizeof(rel_out_event) * (size_t)cap);
    if (s->nouts) memcpy(v, s->outs, sizeof(rel_out_event) * (size_t)s->nouts);
    s->outs = v, s->capouts = cap;
  }
  term_ref *a = arena_alloc(s->a, sizeof(term_ref) * (size_t)(n + 1));
  if (n) memcpy(a, args, sizeof(term_ref) * (size_t)n);
  s->outs[s->nouts++] = (rel_out_event){.guard = g, .what = what, .nargs = n, .args = a, .seg = s->seg};
}

/* String v (null, a BigDecimal's toString() or text) as an output event's arguments: a 64-bit
 * header (the length; bit 32 null; bit 33 a BigDecimal's toString(), whose term jv_sbd_text gives 8
 * units) and JV_SSTR_MAX 16-bit units, 0 past the length: equal exactly when the Strings are. 1,
 * or 0 when nothing is left of st (a text past the units followed is an unknown case). */
static int str_terms(sx *s, state *st, const sv *v, term_ref *args) {
  term_ctx *tc = s->tc;
  if (v->k == SV_NULL) {
    args[0] = term_bv(tc, 64, 1ull << 32);
    for (int k = 0; k < JV_SSTR_MAX; k++) args[k + 1] = term_bv(tc, 16, 0);
  } else if (v->k == SV_BDSTR) {
    term_ref x = jv_sbd_text(tc, &v->bd->v);
    args[0] = term_bv(tc, 64, 2ull << 32);
    for (int k = 0; k < JV_SSTR_MAX; k++) args[k + 1] = k < JV_SBD_TEXT_WIDTH / 16 ? term_extract(tc, 16 * k + 15, 16 * k, x) : term_bv(tc, 16, 0);
  } else {
    jv_sstr t;
    int k = text_of(s, st, 'L', v, &t);
    if (k < 0) return unknown(s, st, "unsupported: a String outside the symbolic model"), 0;
    if (k == 0) return 0;
    if (!unknown_if(s, st, term_mk2(tc, OP_BVUGT, t.len, bv32(s, JV_SSTR_MAX)), OVER_MSG)) return 0;
    args[0] = term_zext(tc, 32, t.len);
    for (int j = 0; j < JV_SSTR_MAX; j++) args[j + 1] = jv_sstr_unit16(tc, &t, j);
  }
  return 1;
}

/* The unit's String result where st returns v: one output event for all returning cases (rel
 * compares results of at most 128 bits; a String is longer), its arguments str_terms'. 1, or 0
 * when nothing is left of st. */
static int str_result(sx *s, state *st, const sv *v) {
  term_ctx *tc = s->tc;
  term_ref args[JV_SSTR_MAX + 1];
  if (v->k == SV_SBTXT) {
    /* a builder's text: only in a loop cut, one event per case naming the builder */
    if (v->n16 != st->sbgen) return unknown(s, st, "unsupported: a StringBuilder's text returned after a later append"), 0;
    out_event(s, st->g, arena_printf(s->a, "result (StringBuilder#%d)", v->arr->evb), args, 0);
    return 1;
  }
  if (!str_terms(s, st, v, args)) return 0;
  if (s->cutm) {
    /* in a cut each case's result is an event of its segment (rel_summary.out_segs) */
    out_event(s, st->g, "result (String)", args, JV_SSTR_MAX + 1);
    return 1;
  }
  if (!s->res_e) {
    s->res_e = arena_alloc(s->a, sizeof(term_ref) * (JV_SSTR_MAX + 1));
    memcpy(s->res_e, args, sizeof args);
    s->res_g = st->g;
    return 1;
  }
  for (int k = 0; k <= JV_SSTR_MAX; k++) s->res_e[k] = term_ite(tc, st->g, args[k], s->res_e[k]);
  s->res_g = term_or2(tc, s->res_g, st->g);
  return 1;
}

/* A builder of events (sxa.evb): append of an int, long, char, boolean or String is an event
 * (its argument's term, or the String's str_terms) and `this`; toString() its text (SV_SBTXT).
 * 1 done, 0 nothing is left of st, -1 anything else (an unknown case). */
static int evb_call(sx *s, state *st, const char *nm, const char *ds, sxa *b, const sv *a1, int dst) {
  if (!strcmp(ds, "()Ljava/lang/String;") && !strcmp(nm, "toString")) {
    set_dst(st, dst, (sv){.k = SV_SBTXT, .arr = b, .n16 = st->sbgen});
    return 1;
  }
  char t = !strcmp(nm, "append") && strstr(ds, ")Ljava/lang/StringBuilder;") ? one_arg(ds + 1) : 0;
  term_ref args[JV_SSTR_MAX + 1];
  int n = 0;
  if (t && strchr("IJCZ", t)) {
    if (a1->k != SV_TERM) return -1;
    args[n++] = a1->t;
  } else if (t == 'L' && !strncmp(ds, "(Ljava/lang/String;)", 20) && a1->k != SV_SBTXT) {
    if (!str_terms(s, st, a1, args)) return 0;
    n = JV_SSTR_MAX + 1;
  } else {
    return -1;
  }
  out_event(s, st->g, arena_printf(s->a, "StringBuilder#%d.append%s", b->evb, ds), args, n);
  st->sbgen++;
  set_dst(st, dst, (sv){.k = SV_ARR, .arr = b});
  return 1;
}

static int text_rec(sx *s, state *st, const char *stream, const char *call, int nl, const sv *a1);

/* System.out.print/println of an int, long, char, boolean or String, and println() (the
 * interpreter's model, jv_jdk_lang.c: the argument's text as String.valueOf gives it, then a line
 * separator for println): one output event of st, its `what` the call and descriptor, its
 * arguments the value's term (an int for char and boolean, as the JVM holds them) or the String's
 * (str_terms), so that equal arguments in equal calls write the same text. In the loop cut the
 * event is of the segment running (s->seg); a ranking run (rank mode) records none: it only asks
 * whether the loop ends. 1 done, 0 nothing is left of st, -1 not one of these. */
static int print_call(sx *s, state *st, const char *nm, const char *ds, const sv *a1) {
  int nl = !strcmp(nm, "println");
  if (!nl && strcmp(nm, "print")) return -1;
  /* a file main's output is records (jv_symio.h): print/println of a String, println(); written
   * through, so not while a buffered stream over the same output holds bytes (their order) */
  if (s->fmain && st->odirty)
    return unknown(s, st, "unsupported: System.out written while a buffered stream over the standard output holds bytes not "
                          "flushed (the order of the two is not followed)"), 0;
  if (s->fmain && !strcmp(ds, "(Ljava/lang/String;)V")) return text_rec(s, st, "stdout", "System.out.print", nl, a1);
  if (s->fmain && nl && !strcmp(ds, "()V")) return text_rec(s, st, "stdout", "System.out.println", 1, NULL);
  if (s->fmain) return -1;
  term_ref args[JV_SSTR_MAX + 1];
  int n = 0;
  if (a1->k == SV_SBTXT && !strcmp(ds, "(Ljava/lang/String;)V")) {
    /* a builder's text: the event names the builder (its content is its events so far) */
    if (a1->n16 != st->sbgen) return unknown(s, st, "unsupported: a StringBuilder's text printed after a later append"), 0;
    out_event(s, st->g, arena_printf(s->a, "System.out.%s(StringBuilder#%d)", nm, a1->arr->evb), args, 0);
    return 1;
  }
  if (nl && !strcmp(ds, "()V")) n = 0;
  else if (ds[1] && strchr("IJCZ", ds[1]) && ds[2] == ')' && !strcmp(ds + 3, "V")) {
    if (a1->k != SV_TERM) return -1;
    args[n++] = a1->t;
  } else if (!strcmp(ds, "(Ljava/lang/String;)V")) {
    if (!str_terms(s, st, a1, args)) return 0;
    n = JV_SSTR_MAX + 1;
  } else {
    return -1;
  }
  out_event(s, st->g, arena_printf(s->a, "System.out.%s%s", nm, ds), args, n);
  return 1;
}

/* ---- a file main's files (jv_symio.h) ---- */

/* args.length of a file main: argc - 1 (jv_symio.h), at most JV_ARG_FILES (the precondition). */
static term_ref argv_len(sx *s) { return term_extract(s->tc, 31, 0, term_mk2(s->tc, OP_BVSUB, s->argc, term_bv(s->tc, 64, 1))); }

/* args[k] of a file main, for a constant k: ArrayIndexOutOfBoundsException past args.length (the
 * JVM's message), else the name of file argument k + 1 (SV_ANAME). A write, or an index that is
 * not a constant, is an unknown case. 1 done, 0 nothing is left of st. */
static int argv_load(sx *s, state *st, const jv_stmt *q) {
  term_ctx *tc = s->tc;
  frame *f = &st->f[st->nf - 1];
  int ok = 1;
  term_ref ix = opnd(s, f, &q->b, &ok);
  if (q->op != JV_ALOAD || !ok || !term_is_const(tc, ix) || term_bv_value(tc, ix) >= JV_ARG_FILES)
    return unknown(s, st, "unsupported: main's args other than read at a constant index below 4"), 0;
  term_ref len = argv_len(s);
  if (!throw_if_args(s, st, term_mk2(tc, OP_BVUGE, ix, len), "java/lang/ArrayIndexOutOfBoundsException",
                     "Index %d out of bounds for length %d", term_mk2(tc, OP_CONCAT, ix, len)))
    return 0;
  st->f[st->nf - 1].slot[q->dst.slot] = (sv){.k = SV_ANAME, .n16 = (int)term_bv_value(tc, ix) + 1};
  return 1;
}

/* A record of String a1's text (NULL: println()) on stream, a line end after it where nl
 * (jv_record_text reads it back). A unit past U+007F is an unknown case: its bytes depend on the
 * charset. 1, 0 when nothing is left of st, -1 a value outside the model. */
static int text_rec(sx *s, state *st, const char *stream, const char *call, int nl, const sv *a1) {
  term_ctx *tc = s->tc;
  term_ref args[JV_SSTR_MAX + 1];
  if (!a1) {
    add_rec(s, st, stream, jv_symio_what(call, 1, s->a), args, 0);
    return 1;
  }
  if (a1->k == SV_BDSTR || a1->k == SV_SBTXT || a1->k == SV_BD) return -1;
  if (!str_terms(s, st, a1, args)) return 0;
  term_ref wide = term_false(tc);
  for (int k = 1; k <= JV_SSTR_MAX; k++) wide = term_or2(tc, wide, term_mk2(tc, OP_BVUGE, args[k], term_bv(tc, 16, 0x80)));
  if (!unknown_if(s, st, wide, "unsupported: a character past U+007F written (its bytes depend on the charset)")) return 0;
  add_rec(s, st, stream, jv_symio_what(call, nl, s->a), args, JV_SSTR_MAX + 1);
  return 1;
}

static int is_cls(const char *ow, const char *c) { return ow && !strcmp(ow, c); }

/* Opens file argument k (o) for reading or writing: a file opened twice, or both read and
 * written, is not followed (an open reads from the first line again, a create empties it); a file
 * created is a record of its own (an empty file is seen). 1, or -1 with why. */
static int open_file(sx *s, state *st, sxio *o, const sv *name, int write, const char **why) {
  if (name->k != SV_ANAME) return *why = "a reader or writer of a file not named by main's argument", -1;
  int k = name->n16;
  if (s->cutm == 2) return *why = "a file opened or created inside the loop over the lines", -1;
  if (st->opened >> k & 1) return *why = "a file named by an argument opened or created twice", -1;
  st->opened |= 1u << k;
  o->arg = k, o->write = write, o->init = 1;
  if (write) {
    st->wopen |= 1u << k;
    add_rec(s, st, arena_printf(s->a, "file:arg%d", k), "create", NULL, 0);
  }
  return 1;
}

/* A call on a reader or writer o of a file main: the constructors of FileReader, FileWriter and
 * PrintWriter on a file's name (and a StandardCharsets constant), of BufferedReader,
 * BufferedWriter and PrintWriter around another; readLine, which gives the next line or null at
 * the end of the file; println of a String and println(), print of a String; flush and close. A
 * writer's lines are records of stream "file:argK". A stream over the standard output
 * (sxio.stdout): its constructors, print/println as System.out's (records of "stdout"), flush.
 * 1 done, 0 nothing is left of st, -1 not one of these (*why says which). */
static int io_call(sx *s, state *st, const char *ow, const char *nm, const char *ds, sxio *o, const sv *a1, const sv *a2,
                   const sv *a3, int dst, const char **why) {
  term_ctx *tc = s->tc;
  *why = NULL;
  if (!strcmp(nm, "<init>")) {
    if (o->init || !is_cls(ow, o->cls)) return -1;
    int rd = is_cls(ow, "java/io/FileReader"), wr = is_cls(ow, "java/io/FileWriter") || is_cls(ow, "java/io/PrintWriter");
    if ((rd || wr) && (!strcmp(ds, "(Ljava/lang/String;)V") ||
                       (!strcmp(ds, "(Ljava/lang/String;Ljava/nio/charset/Charset;)V") && a2->k == SV_CS)))
      return open_file(s, st, o, a1, wr, why);
    if (is_cls(ow, "java/io/FileOutputStream") && !strcmp(ds, "(Ljava/io/FileDescriptor;)V") && a1->k == SV_FDOUT) {
      *o = (sxio){.cls = o->cls, .write = 1, .init = 1, .stdout = 1};
      return 1;
    }
    if (is_cls(ow, "java/io/BufferedOutputStream") || is_cls(ow, "java/io/PrintStream")) {
      /* around System.out (written through: the interpreter's model) or a stream over it; a
       * PrintStream's charset a StandardCharsets constant (text_rec writes ASCII only), its
       * autoflush either way (a buffered chain is flushed only by flush(): odirty) */
      int pst = is_cls(ow, "java/io/PrintStream");
      int form = pst ? !strcmp(ds, "(Ljava/io/OutputStream;)V") || !strcmp(ds, "(Ljava/io/OutputStream;Z)V") ||
                           (!strcmp(ds, "(Ljava/io/OutputStream;ZLjava/nio/charset/Charset;)V") && a3->k == SV_CS)
                     : !strcmp(ds, "(Ljava/io/OutputStream;)V");
      int inner = a1->k == SV_OUT || (a1->k == SV_IO && a1->io->stdout && a1->io->init && !a1->io->wrapped && !a1->io->closed);
      if (!form || !inner) return -1;
      *o = (sxio){.cls = o->cls, .write = 1, .init = 1, .stdout = 1,
                  .buffered = !pst || (a1->k == SV_IO && a1->io->buffered)};
      if (a1->k == SV_IO) a1->io->wrapped = 1;
      return 1;
    }
    int wrap_rd = is_cls(ow, "java/io/BufferedReader") && !strcmp(ds, "(Ljava/io/Reader;)V");
    int wrap_wr = (is_cls(ow, "java/io/BufferedWriter") || is_cls(ow, "java/io/PrintWriter")) && !strcmp(ds, "(Ljava/io/Writer;)V");
    if ((wrap_rd || wrap_wr) && a1->k == SV_IO && a1->io->init && !a1->io->wrapped && !a1->io->closed && a1->io->write == wrap_wr) {
      *o = (sxio){.cls = o->cls, .arg = a1->io->arg, .write = wrap_wr, .init = 1};
      a1->io->wrapped = 1;
      return 1;
    }
    return -1;
  }
  if (!o->init || o->wrapped) return *why = "a reader or writer used beside the one that wraps it", -1;
  if (o->stdout) {
    if (!strcmp(nm, "flush") && !strcmp(ds, "()V")) return st->odirty = 0, 1;
    int nl = !strcmp(nm, "println");
    if (!is_cls(ow, "java/io/PrintStream") || !is_cls(o->cls, "java/io/PrintStream") || (!nl && strcmp(nm, "print")))
      return *why = "a stream over the standard output used other than by print, println and flush", -1;
    int r = !strcmp(ds, "(Ljava/lang/String;)V") ? text_rec(s, st, "stdout", "PrintStream.print", nl, a1)
            : nl && !strcmp(ds, "()V")        ? text_rec(s, st, "stdout", "PrintStream.println", 1, NULL)
                                              : -1;
    if (r == 1 && o->buffered) st->odirty = 1;
    return r;
  }
  if (!strcmp(nm, "close") && !strcmp(ds, "()V")) {
    o->closed = 1;
    if (o->write) st->wopen &= ~(1u << o->arg);
    return 1;
  }
  if (o->closed) return *why = "a reader or writer used after close()", -1;
  if (!o->write && !strcmp(nm, "readLine") && !strcmp(ds, "()Ljava/lang/String;")) {
    if (s->seq && s->seq != o->arg) return *why = "a second file read (the executor follows one)", -1;
    s->seq = o->arg;
    int r = s->cutm == 2 ? (st->inl ? -2 : -1) : st->inl;
    if (r == -2) return *why = "an iteration that reads more than one line (the induction over the lines follows one)", -1;
    if (r >= JV_LINES) return *why = "bound reached: a line after the first 3 of a file", -1;
    term_ref more = jv_symio_more(tc, o->arg, r, s->a);
    st->inl++;
    term_ref ge = term_and2(tc, st->g, term_not(tc, more));
    if (!is_false(s, ge)) {
      state *e = clone(s, st);
      e->g = ge;
      if (dst >= 0) e->f[e->nf - 1].slot[dst] = (sv){.k = SV_NULL};
      e->f[e->nf - 1].i++;
      e->hiteof = 1;
      push_work(s, e);
    }
    st->g = term_and2(tc, st->g, more);
    if (is_false(s, st->g)) return 0;
    if (dst >= 0) st->f[st->nf - 1].slot[dst] = (sv){.k = SV_ARR, .arr = str_new(s, jv_symio_line(tc, o->arg, r, s->lcap, s->a), 0)};
    return 1;
  }
  if (!o->write) return -1;
  const char *stream = arena_printf(s->a, "file:arg%d", o->arg);
  if (!strcmp(nm, "flush") && !strcmp(ds, "()V")) return 1;
  if (is_cls(ow, "java/io/PrintWriter") && (!strcmp(nm, "println") || !strcmp(nm, "print")) && !strcmp(ds, "(Ljava/lang/String;)V"))
    return text_rec(s, st, stream, "PrintWriter.print", !strcmp(nm, "println"), a1);
  if (is_cls(ow, "java/io/PrintWriter") && !strcmp(nm, "println") && !strcmp(ds, "()V"))
    return text_rec(s, st, stream, "PrintWriter.println", 1, NULL);
  return -1;
}

/* The static methods of Math, Integer and Long on int/long the symbolic executor follows, with the
 * rules of the interpreter's models (jv_jdk_lang.c: the Javadoc of JDK 17). Returns 1 with the
 * result in slot dst, 0 when st ended (an unknown case, or every input throws), -1 when the call is
 * not one of these classes'. */
#define BD "Ljava/math/BigDecimal;"

static sv bd_val(sx *s, jv_sbd v) {
  sxd *d = arena_alloc(s->a, sizeof *d);
  *d = (sxd){1, v};
  return (sv){.k = SV_BD, .bd = d};
}

/* An exact divide's quotient z at one scale, where `here` (that scale holds it) and st's guard
 * hold: a state of its own going on past the call with z in dst; st keeps the rest of its guard.
 * 1 when nothing of st is left (its caller returns). */
static int fork_quotient(sx *s, state *st, term_ref here, const jv_sbd *z, int dst) {
  term_ctx *tc = s->tc;
  term_ref gk = term_and2(tc, st->g, here);
  if (is_false(s, gk)) return 0;
  state *e = clone(s, st);
  e->g = gk;
  frame *ef = &e->f[e->nf - 1];
  if (dst >= 0) ef->slot[dst] = bd_val(s, *z);
  ef->i++;
  push_work(s, e);
  st->g = term_and2(tc, st->g, term_not(tc, here));
  return is_false(s, st->g);
}

/* The exact divide(BigDecimal) by a divisor that is not a constant, where the quotient terminates
 * and the divisor is not zero (bd_call threw for the rest): the JDK's result is the exact quotient
 * at the least scale from the preferred one (this.scale - divisor.scale) up that holds it (the
 * Javadoc of divide(BigDecimal)). One case per scale pref + k, k = 0, 1, ...: the quotient rounded
 * DOWN to it drops no digit there and drops one at every scale below. A divisor |u| <= 2^bits is
 * 2^i 5^j r with i, j <= bits, and a quotient that terminates is exact at pref + max(i, j) (u / gcd
 * is 2^i' 5^j', i' <= i, j' <= j): so k = bits takes every input left, exactly. The scales are
 * followed while the model's 96 bits hold this.unscaled * 10^k (a byte divisor: 7 more digits);
 * where they stop first, a quotient exact only past them is an unknown case naming the bound.
 * Returns 0: the state was split into those cases. */
static int exact_divide_var(sx *s, state *st, const jv_sbd *x, const jv_sbd *y, int dst) {
  term_ctx *tc = s->tc;
  int pref = x->scale - y->scale;
  term_ref below = term_false(tc); /* a scale below this one holds the quotient */
  for (int k = 0;; k++) {
    jv_sbd z;
    term_ref inexact;
    if (jv_sbd_divide_var(tc, x, y, pref + k, JV_RM_DOWN, &z, &inexact) < 0) break;
    if (k >= y->bits) {
      /* every input left is exact here (above) */
      if (dst >= 0) st->f[st->nf - 1].slot[dst] = bd_val(s, z);
      st->f[st->nf - 1].i++;
      push_work(s, st);
      return 0;
    }
    term_ref here = term_and2(tc, term_not(tc, below), term_not(tc, inexact));
    below = term_or2(tc, below, term_not(tc, inexact));
    if (fork_quotient(s, st, here, &z, dst)) return 0;
  }
  unknown(s, st, "bound reached: an exact BigDecimal.divide whose quotient needs more digits than the symbolic model's 96 bits hold");
  return 0;
}

/* A call of a java.math.BigDecimal member the symbolic model has (jv_sym_bd.h; the interpreter's is
 * jv_jdk_bigdec.c): 1 done; 0 the state ended (an unknown case) or, with *thrown, an exception was
 * thrown (a NullPointerException for a null receiver or operand, JLS 15.12.4.4; setScale's
 * ArithmeticException). Anything else is an unknown case naming the member. */
static int bd_call(sx *s, state *st, const jv_stmt *q, const char *nm, const char *ds, int *thrown) {
  term_ctx *tc = s->tc;
  frame *f = &st->f[st->nf - 1];
  *thrown = 0;
  sv a[4] = {{0}, {0}, {0}, {0}};
  for (int k = 0, sl = 0; k < q->nargs && sl < 4; k++) {
    a[sl] = q->args[k].isvar ? f->slot[q->args[k].slot] : opnd_sv(s, &q->args[k]);
    sl++;
  }
  int dst = q->hasdst ? q->dst.slot : -1;
  sv r = {0};
  const char *bound = "bound reached: a BigDecimal whose unscaled value could pass 2^94 (the symbolic model's 96 bits)";
  if (q->sub == JV_INV_STATIC) {
    if (strcmp(nm, "valueOf") || (strcmp(ds, "(J)" BD) && strcmp(ds, "(JI)" BD)) || a[0].k != SV_TERM) goto unsup;
    int scale = 0;
    if (ds[2] == 'I') {
      if (a[1].k != SV_TERM || !term_is_const(tc, a[1].t)) {
        unknown(s, st, "unsupported: BigDecimal.valueOf with a scale that is not a constant");
        return 0;
      }
      scale = (int)(int32_t)(uint32_t)term_bv_value(tc, a[1].t);
      if (scale > JV_SBD_MAX_SCALE || scale < -JV_SBD_MAX_SCALE) goto unsup;
    }
    r = bd_val(s, jv_sbd_of_long(tc, a[0].t, scale));
    goto done;
  }
  if (a[0].k == SV_NULL) goto npe;
  if (a[0].k != SV_BD) goto unsup;
  sxd *me = a[0].bd;
  if (q->sub == JV_INV_SPECIAL && !strcmp(nm, "<init>") && !me->init) {
    if ((!strcmp(ds, "(I)V") || !strcmp(ds, "(J)V")) && a[1].k == SV_TERM) {
      me->v = jv_sbd_of_long(tc, ds[1] == 'I' ? term_sext(tc, 32, a[1].t) : a[1].t, 0);
    } else if (!strcmp(ds, "(Ljava/lang/String;)V") && a[1].k == SV_STR) {
      if (jv_sbd_of_text(tc, a[1].str, &me->v) < 0) {
        unknown(s, st, arena_printf(s->a, "unsupported: new BigDecimal(\"%s\") (plain decimal literals only)", a[1].str));
        return 0;
      }
    } else {
      goto unsup;
    }
    me->init = 1;
    return 1;
  }
  if (q->sub != JV_INV_VIRTUAL || !me->init) goto unsup;
  const jv_sbd *x = &me->v;
  if (!strcmp(nm, "equals") && !strcmp(ds, "(Ljava/lang/Object;)Z")) {
    /* an object of another class, or null, is not equal */
    if (a[1].k == SV_NULL || a[1].k == SV_STR || a[1].k == SV_EXC || a[1].k == SV_ARR) r = (sv){.k = SV_TERM, .t = term_bv(tc, 32, 0)};
    else if (a[1].k == SV_BD && a[1].bd->init) r = (sv){.k = SV_TERM, .t = bool32(s, jv_sbd_equals(tc, x, &a[1].bd->v))};
    else goto unsup;
    goto done;
  }
  if ((!strcmp(ds, "(" BD ")" BD) && strcmp(nm, "divide")) || !strcmp(ds, "(" BD ")I")) {
    if (a[1].k == SV_NULL) goto npe;
    if (a[1].k != SV_BD || !a[1].bd->init) goto unsup;
    const jv_sbd *y = &a[1].bd->v;
    jv_sbd z;
    if (!strcmp(nm, "add") || !strcmp(nm, "subtract")) {
      if (jv_sbd_add(tc, x, y, nm[0] == 's', &z) < 0) goto bnd;
      r = bd_val(s, z);
    } else if (!strcmp(nm, "multiply")) {
      if (jv_sbd_mul(tc, x, y, &z) < 0) goto bnd;
      r = bd_val(s, z);
    } else if (!strcmp(nm, "compareTo")) {
      term_ref c = jv_sbd_compare(tc, x, y);
      if (c == TERM_NULL) goto bnd;
      r = (sv){.k = SV_TERM, .t = c};
    } else {
      goto unsup;
    }
    goto done;
  }
  if (!strcmp(ds, "()" BD) && (!strcmp(nm, "negate") || !strcmp(nm, "abs"))) {
    jv_sbd z;
    if ((nm[0] == 'n' ? jv_sbd_negate(tc, x, &z) : jv_sbd_abs(tc, x, &z)) < 0) goto bnd;
    r = bd_val(s, z);
    goto done;
  }
  if (!strcmp(nm, "setScale") && (!strcmp(ds, "(ILjava/math/RoundingMode;)" BD) || !strcmp(ds, "(I)" BD))) {
    if (a[1].k != SV_TERM || !term_is_const(tc, a[1].t)) {
      unknown(s, st, "unsupported: setScale to a scale that is not a constant");
      return 0;
    }
    int mode = ds[2] == ')' ? JV_RM_UNNECESSARY : a[2].k == SV_RM ? a[2].n16 : -1;
    if (mode < 0) {
      if (a[2].k == SV_NULL) goto npe;
      goto unsup;
    }
    jv_sbd z;
    term_ref inexact;
    if (jv_sbd_set_scale(tc, x, (int)(int32_t)(uint32_t)term_bv_value(tc, a[1].t), (jv_rmode)mode, &z, &inexact) < 0) goto bnd;
    /* RoundingMode.UNNECESSARY where digits that are not zero would be dropped (the Javadoc) */
    if (!throw_if(s, st, inexact, "java/lang/ArithmeticException", "Rounding necessary")) return 0;
    r = bd_val(s, z);
    goto done;
  }
  if (!strcmp(nm, "divide") && (!strcmp(ds, "(" BD "ILjava/math/RoundingMode;)" BD) || !strcmp(ds, "(" BD "Ljava/math/RoundingMode;)" BD))) {
    /* this / divisor at the given scale (or this one's), rounded by the mode; a divisor of a
     * constant value is followed (zero: ArithmeticException "/ by zero", as the interpreter's model) */
    int withscale = ds[23] == 'I';
    sv *mv = withscale ? &a[3] : &a[2];
    if (a[1].k == SV_NULL) goto npe;
    if (a[1].k != SV_BD || !a[1].bd->init) goto unsup;
    if (withscale && (a[2].k != SV_TERM || !term_is_const(tc, a[2].t))) {
      unknown(s, st, "unsupported: divide to a scale that is not a constant");
      return 0;
    }
    if (mv->k != SV_RM) {
      if (mv->k == SV_NULL) goto npe;
      goto unsup;
    }
    const jv_sbd *y = &a[1].bd->v;
    int n = withscale ? (int)(int32_t)(uint32_t)term_bv_value(tc, a[2].t) : x->scale;
    jv_sbd z;
    term_ref inexact;
    if (!term_is_const(tc, y->u)) {
      /* a divisor of any value: zero throws (the interpreter's divide_scaled, the JDK's message) */
      if (!throw_if(s, st, term_eq(tc, y->u, term_bv(tc, JV_SBD_WIDTH, 0)), "java/lang/ArithmeticException", "/ by zero")) return 0;
      if (jv_sbd_divide_var(tc, x, y, n, (jv_rmode)mv->n16, &z, &inexact) < 0) goto bnd;
    } else {
      if ((term_bv_value(tc, y->u) & (((term_u128)1 << JV_SBD_WIDTH) - 1)) == 0) {
        *thrown = throw_exc(s, st, new_exc(s, "java/lang/ArithmeticException", "/ by zero"));
        return 0;
      }
      if (jv_sbd_divide(tc, x, y, n, (jv_rmode)mv->n16, &z, &inexact) < 0) goto bnd;
    }
    if (!throw_if(s, st, inexact, "java/lang/ArithmeticException", "Rounding necessary")) return 0;
    r = bd_val(s, z);
    goto done;
  }
  if (!strcmp(nm, "divide") && !strcmp(ds, "(" BD ")" BD)) {
    /* the exact quotient (its Javadoc): a divisor of zero throws "Division undefined" for 0 / 0,
     * else "Division by zero"; a quotient without a finite decimal expansion throws; the others'
     * scale depends on the values (the preferred scale, or the least larger exact one), which
     * the model's constant scales cannot hold: an unknown case */
    if (a[1].k == SV_NULL) goto npe;
    if (a[1].k != SV_BD || !a[1].bd->init) goto unsup;
    const jv_sbd *y = &a[1].bd->v;
    term_ref yz = term_eq(tc, y->u, term_bv(tc, JV_SBD_WIDTH, 0)), xz = term_eq(tc, x->u, term_bv(tc, JV_SBD_WIDTH, 0));
    if (!throw_if(s, st, term_and2(tc, yz, xz), "java/lang/ArithmeticException", "Division undefined")) return 0;
    if (!throw_if(s, st, yz, "java/lang/ArithmeticException", "Division by zero")) return 0;
    term_ref nt = jv_sbd_nonterminating(tc, x, y);
    if (nt == TERM_NULL) goto bnd;
    if (!throw_if(s, st, nt, "java/lang/ArithmeticException", "Non-terminating decimal expansion; no exact representable decimal result."))
      return 0;
    if (!term_is_const(tc, y->u)) return exact_divide_var(s, st, x, y, dst);
    /* A constant divisor u * 10^-t, |u| = 2^i 5^j r: where the quotient terminates, it is exact at
     * the preferred scale (this.scale - divisor.scale) plus c = max(i, j) (r divides the dividend's
     * unscaled value then). The JDK's result is the exact quotient at the least scale from the
     * preferred one up that holds it (divide(BigDecimal)'s Javadoc: "the preferred scale ...; if
     * the exact quotient requires more digits, the quotient uses the scale needed"): one case per
     * scale, each where the scales below it drop digits that are not zero. */
    term_u128 uv = term_bv_value(tc, y->u) & (((term_u128)1 << JV_SBD_WIDTH) - 1);
    if (uv >> (JV_SBD_WIDTH - 1)) uv = ((term_u128)1 << JV_SBD_WIDTH) - uv;
    int i2 = 0, j5 = 0;
    while (uv && uv % 2 == 0) uv /= 2, i2++;
    while (uv && uv % 5 == 0) uv /= 5, j5++;
    int c = i2 > j5 ? i2 : j5, pref = x->scale - y->scale;
    if (c > 24) goto bnd;
    term_ref below = term_false(tc); /* a scale below this one holds the quotient */
    for (int k = 0; k <= c; k++) {
      jv_sbd z;
      term_ref inexact;
      if (jv_sbd_divide(tc, x, y, pref + k, JV_RM_DOWN, &z, &inexact) < 0) goto bnd;
      term_ref here = term_and2(tc, term_not(tc, below), term_not(tc, inexact));
      below = term_or2(tc, below, term_not(tc, inexact));
      if (k == c) {
        /* every quotient that terminates is exact here: the rest is no input (an unknown case if the
         * solver finds one) */
        if (!unknown_if(s, st, term_not(tc, below), "unsupported: an exact BigDecimal.divide past the scales followed")) return 0;
        r = bd_val(s, z);
        goto done;
      }
      if (fork_quotient(s, st, here, &z, dst)) return 0;
    }
  }
  if (!strcmp(nm, "toPlainString") && !strcmp(ds, "()Ljava/lang/String;")) {
    /* as a built String (jv_sym_str.h): its unscaled value within a long */
    jv_sstr t;
    if (x->bits > 63 || jv_sstr_plain(tc, s->a, term_extract(tc, 63, 0, x->u), x->scale, &t) < 0) {
      unknown(s, st, "unsupported: toPlainString of a BigDecimal whose unscaled value could pass a long, or whose text "
                     "could pass 48 units");
      return 0;
    }
    r = (sv){.k = SV_ARR, .arr = str_new(s, t, 0)};
    goto done;
  }
  if (!strcmp(nm, "signum") && !strcmp(ds, "()I")) {
    r = (sv){.k = SV_TERM, .t = jv_sbd_signum(tc, x)};
    goto done;
  }
  if (!strcmp(nm, "scale") && !strcmp(ds, "()I")) {
    r = (sv){.k = SV_TERM, .t = bv32(s, x->scale)};
    goto done;
  }
  if ((!strcmp(nm, "intValue") && !strcmp(ds, "()I")) || (!strcmp(nm, "longValue") && !strcmp(ds, "()J"))) {
    term_ref t = jv_sbd_narrow(tc, x, nm[0] == 'i' ? 32 : 64);
    if (t == TERM_NULL) goto bnd;
    r = (sv){.k = SV_TERM, .t = t};
    goto done;
  }
  if (!strcmp(nm, "toString") && !strcmp(ds, "()Ljava/lang/String;")) {
    r = (sv){.k = SV_BDSTR, .bd = me};
    goto done;
  }
unsup:
  unknown(s, st, arena_printf(s->a, "unsupported: BigDecimal.%s%s in the symbolic model", nm, ds));
  return 0;
bnd:
  s->out->bound_hits++;
  unknown(s, st, bound);
  return 0;
npe:
  *thrown = throw_npe(s, st);
  return 0;
done:
  if (dst >= 0) st->f[st->nf - 1].slot[dst] = r;
  return 1;
}

static int jdk_static(sx *s, state *st, const char *ow, const char *nm, const char *ds, const sv *a, int dst) {
  term_ctx *tc = s->tc;
  int isM = !strcmp(ow, "java/lang/Math"), isI = !strcmp(ow, "java/lang/Integer"), isL = !strcmp(ow, "java/lang/Long");
  if (!isM && !isI && !isL) return -1;
  int two = !strcmp(ds, "(II)I") || !strcmp(ds, "(JJ)J") || !strcmp(ds, "(JJ)I");
  int one = !strcmp(ds, "(I)I") || !strcmp(ds, "(J)J") || !strcmp(ds, "(J)I");
  int L = ds[1] == 'J', same = two && ds[4] == ds[1]; /* (II)I, (JJ)J: not compare's (JJ)I */
  unsigned w = L ? 64 : 32;
  if ((!two && !one) || a[0].k != SV_TERM || (two && a[L ? 2 : 1].k != SV_TERM)) {
    unknown(s, st, arena_printf(s->a, "unsupported: %s.%s%s symbolically", ow, nm, ds));
    return 0;
  }
  term_ref x = a[0].t, y = two ? a[L ? 2 : 1].t : TERM_NULL, z = TERM_NULL, zero = term_bv(tc, w, 0);
#define IS(n, d) (!strcmp(nm, n) && !strcmp(ds, d))
  if (isM && one && ds[3] == ds[1] && !strcmp(nm, "abs")) z = term_ite(tc, term_mk2(tc, OP_BVSLT, x, zero), term_mk1(tc, OP_BVNEG, x), x);
  else if (same && !strcmp(nm, "max")) z = term_ite(tc, term_mk2(tc, OP_BVSGE, x, y), x, y);
  else if (same && !strcmp(nm, "min")) z = term_ite(tc, term_mk2(tc, OP_BVSLE, x, y), x, y);
  else if (!isM && same && !strcmp(nm, "sum")) z = term_mk2(tc, OP_BVADD, x, y);
  else if (!isM && (IS("compare", "(II)I") || IS("compare", "(JJ)I")))
    z = term_ite(tc, term_mk2(tc, OP_BVSLT, x, y), term_bv(tc, 32, 0xffffffffu),
                 term_ite(tc, term_eq(tc, x, y), term_bv(tc, 32, 0), term_bv(tc, 32, 1)));
  else if (!isM && (IS("signum", "(I)I") || IS("signum", "(J)I")))
    z = term_ite(tc, term_mk2(tc, OP_BVSLT, x, zero), term_bv(tc, 32, 0xffffffffu),
                 term_ite(tc, term_eq(tc, x, zero), term_bv(tc, 32, 0), term_bv(tc, 32, 1)));
  else if (isM && same && (!strcmp(nm, "floorDiv") || !strcmp(nm, "floorMod"))) {
    if (!throw_if(s, st, term_eq(tc, y, zero), "java/lang/ArithmeticException", "/ by zero")) return 0;
    /* the quotient rounded toward negative infinity: one less where the remainder's sign is not the divisor's */
    term_ref q = term_mk2(tc, OP_BVSDIV, x, y), m = term_mk2(tc, OP_BVSREM, x, y);
    term_ref adj = term_and2(tc, term_not(tc, term_eq(tc, m, zero)),
                             term_not(tc, term_eq(tc, term_mk2(tc, OP_BVSLT, m, zero), term_mk2(tc, OP_BVSLT, y, zero))));
    z = nm[5] == 'D' ? term_ite(tc, adj, term_mk2(tc, OP_BVSUB, q, term_bv(tc, w, 1)), q)
                     : term_ite(tc, adj, term_mk2(tc, OP_BVADD, m, y), m);
  } else if (isM && same && (!strcmp(nm, "addExact") || !strcmp(nm, "subtractExact") || !strcmp(nm, "multiplyExact"))) {
    term_ref ov;
    if (nm[0] == 'a') {
      z = term_mk2(tc, OP_BVADD, x, y);
      ov = term_mk2(tc, OP_BVSLT, term_mk2(tc, OP_BVAND, term_mk2(tc, OP_BVXOR, x, z), term_mk2(tc, OP_BVXOR, y, z)), zero);
    } else if (nm[0] == 's') {
      z = term_mk2(tc, OP_BVSUB, x, y);
      ov = term_mk2(tc, OP_BVSLT, term_mk2(tc, OP_BVAND, term_mk2(tc, OP_BVXOR, x, y), term_mk2(tc, OP_BVXOR, x, z)), zero);
    } else {
      /* the exact product in 2w bits differs from the sign extension of its low w bits */
      z = term_mk2(tc, OP_BVMUL, x, y);
      term_ref p = term_mk2(tc, OP_BVMUL, term_sext(tc, w, x), term_sext(tc, w, y));
      ov = term_not(tc, term_eq(tc, p, term_sext(tc, w, z)));
    }
    if (!throw_if(s, st, ov, "java/lang/ArithmeticException", L ? "long overflow" : "integer overflow")) return 0;
  } else {
    unknown(s, st, arena_printf(s->a, "unsupported: %s.%s%s symbolically", ow, nm, ds));
    return 0;
  }
#undef IS
  if (dst >= 0) st->f[st->nf - 1].slot[dst] = (sv){.k = SV_TERM, .t = z};
  return 1;
}

/* Whether initialising c runs a static initialiser with effects the executor would have to follow:
 * its own or a superclass's (JLS 12.4.2), or one of a class outside the program (unknown: counted
 * as one). One that only stores constants into its class's statics has none: a static that is an
 * input is stored after it (jv_statics.h), any other static is not followed. */
static int initialiser_on_chain(jv_program *p, jv_class *c) {
  for (int depth = 0; c && depth < 64; depth++) {
    if (!jv_clinit_simple(p, c)) return 1;
    if (!c->super || !strcmp(c->super, "java/lang/Object")) return 0;
    c = jv_find_class(p, c->super);
  }
  return 1;
}

static void step_state(sx *s, state *st);
static const unsigned char *heads_of(sx *s, const jv_method *m);
static int cut_all_arrive(sx *s, state *st);
static void drain(sx *s);

/* ---- the loop cut (rel_loopcut), for the core's relational induction ---- */

/* The head of m's first loop: the least statement a backward branch of m (a goto, if or switch to
 * the same or an earlier statement) targets; javac puts a for or while loop's condition there, and
 * every cycle of m's statements passes a backward branch. -1 when m has no loop. */
static int first_loop_head(const jv_method *m) {
  int head = -1;
  for (int i = 0; i < m->nstmts; i++) {
    const jv_stmt *q = &m->stmts[i];
    int t[2] = {-1, -1};
    if (q->op == JV_GOTO || q->op == JV_IF) t[0] = q->target;
    if (q->op == JV_SWITCH) {
      t[0] = q->target;
      for (int k = 0; k < q->ncases; k++)
        if (q->targets[k] <= i && (head < 0 || q->targets[k] < head)) head = q->targets[k];
    }
    for (int k = 0; k < 2; k++)
      if (t[k] >= 0 && t[k] <= i && (head < 0 || t[k] < head)) head = t[k];
  }
  return head;
}

/* Whether a and b are one value at the loop's head: the same term (hash-consed: the same on every
 * input), the same literal, or the same array with the same length and elements (clone copies
 * arrays, so its id says which). Unequal can be a false alarm (the slot is then not kept), equal
 * never is. */
static int same_sv(const sv *a, const sv *b) {
  if (a->k != b->k) return 0;
  switch (a->k) {
  case SV_NONE: case SV_NULL: case SV_OUT: case SV_ARGV: case SV_CS: case SV_FDOUT: return 1;
  case SV_ANAME: return a->n16 == b->n16;
  case SV_IO:
    return a->io == b->io || (a->io->cls == b->io->cls && a->io->arg == b->io->arg && a->io->write == b->io->write &&
                              a->io->init == b->io->init && a->io->closed == b->io->closed && a->io->wrapped == b->io->wrapped &&
                              a->io->stdout == b->io->stdout && a->io->buffered == b->io->buffered);
  case SV_TERM: return a->t == b->t;
  case SV_STR: return a->u16 == b->u16 && a->n16 == b->n16;
  case SV_RM: return a->n16 == b->n16;
  case SV_BD: case SV_BDSTR: return a->bd == b->bd;
  case SV_LAMBDA: return a->lam == b->lam; /* immutable: one object, the same captured values */
  case SV_EXC:
    return a->o == b->o || (a->o->cls == b->o->cls && a->o->init == b->o->init && a->o->args == b->o->args &&
                            (a->o->msg == b->o->msg || (a->o->msg && b->o->msg && !strcmp(a->o->msg, b->o->msg))));
  /* an object of the program's classes is never kept: a loop may write its fields (a slot holding
   * one holds nothing at the head; a read of it there is an unknown case) */
  case SV_OBJ: return 0;
  case SV_ARR: {
    const sxa *x = a->arr, *y = b->arr;
    if (x == y) return 1;
    if (!x->id || x->id != y->id || x->cap != y->cap || x->len != y->len || x->whole != y->whole || x->ety != y->ety ||
        x->str != y->str || x->sb != y->sb || x->input != y->input)
      return 0;
    for (int k = 0; k < x->cap; k++)
      if (x->e[k] != y->e[k]) return 0;
    return 1;
  }
  default: return 0;
  }
}

/* st reached the cut's head in the unit's frame: its guard and slots are an arrival. */
static void cut_arrive(sx *s, state *st) {
  if (s->narr == s->caparr) {
    int nc = s->caparr ? 2 * s->caparr : 16;
    term_ref *g = arena_alloc(s->a, sizeof(term_ref) * (size_t)nc);
    sv **sl = arena_alloc(s->a, sizeof(sv *) * (size_t)nc);
    state **sts = arena_alloc(s->a, sizeof(state *) * (size_t)nc);
    if (s->narr) {
      memcpy(g, s->arr_g, sizeof(term_ref) * (size_t)s->narr), memcpy(sl, s->arr_slot, sizeof(sv *) * (size_t)s->narr);
      memcpy(sts, s->arr_st, sizeof(state *) * (size_t)s->narr);
    }
    s->arr_g = g, s->arr_slot = sl, s->arr_st = sts, s->caparr = nc;
  }
  s->arr_st[s->narr] = st;
  const frame *f = &st->f[0];
  int ns = f->m->max_locals + f->m->max_stack;
  sv *c = arena_alloc(s->a, sizeof(sv) * (size_t)(ns + 1));
  memcpy(c, st->la ? st->la : f->slot, sizeof(sv) * (size_t)ns);
  s->arr_g[s->narr] = st->g;
  s->arr_slot[s->narr++] = c;
}

/* The source name of local slot j of m at pc (LocalVariableTable, javac -g), or "slot<j>". */
static const char *slot_name(sx *s, const jv_method *m, int j, int pc) {
  for (int k = 0; k < m->nlocnames; k++) {
    const jv_local_name *l = &m->locnames[k];
    if (l->slot == j && l->name && pc >= l->start_pc && pc < l->start_pc + l->len) return l->name;
  }
  return arena_printf(s->a, "slot%d", j);
}


/* rank mode: st came back to the loop's head; its guard and int/long slots are an arrival */
static void rank_arrive(sx *s, state *st) {
  if (s->nrk == s->caprk) {
    int nc = s->caprk ? 2 * s->caprk : 16;
    term_ref *g = arena_alloc(s->a, sizeof(term_ref) * (size_t)nc);
    term_ref **af = arena_alloc(s->a, sizeof(term_ref *) * (size_t)nc);
    if (s->nrk) memcpy(g, s->rk_g, sizeof(term_ref) * (size_t)s->nrk), memcpy(af, s->rk_after, sizeof(term_ref *) * (size_t)s->nrk);
    s->rk_g = g, s->rk_after = af, s->caprk = nc;
  }
  const frame *f = &st->f[0];
  int ns = f->m->max_locals + f->m->max_stack;
  term_ref *v = arena_alloc(s->a, sizeof(term_ref) * (size_t)(ns + 1));
  for (int j = 0; j < ns; j++) v[j] = f->slot[j].k == SV_TERM ? f->slot[j].t : TERM_NULL;
  s->rk_g[s->nrk] = st->g;
  s->rk_after[s->nrk++] = v;
}

/* The variables statement q writes, into w (at most 8): a parallel copy's destinations, else its
 * dst where it is a variable — which every statement with a result sets, and iinc's BIN writes a
 * local through (hasdst marks only calls and returns: it is not the test). */
static int stmt_writes(const jv_stmt *q, const jv_opnd **w) {
  int nw = 0;
  if (q->op == JV_MOVE && q->args) {
    for (int k = 0; k < q->nmoves && nw < 8; k++)
      if (q->args[2 * k].isvar) w[nw++] = &q->args[2 * k];
  } else if (q->dst.isvar && (q->op != JV_INVOKE || q->hasdst)) {
    w[nw++] = &q->dst;
  }
  return nw;
}

/* rank mode: st reached the head ih of a loop nested in the one being ranked, the first time on
 * its path. Every slot a statement of that loop writes takes a fresh value (an int or long
 * variable, nothing for another kind): the state at the inner loop's last visit of its head, after
 * any number of its iterations, is one of these; from there the path runs on, and one that comes
 * back to ih is dropped (its state is one of these too). Whether the inner loop ends is its own
 * ranking function's matter (ranked ranks every loop of the method). */
static void rank_havoc(sx *s, state *st, int ih) {
  frame *f = &st->f[0];
  const jv_method *m = f->m;
  int ns = m->max_locals + m->max_stack;
  for (int i = ih; i <= s->rk_last[ih] && i < m->nstmts; i++) {
    const jv_opnd *w[8];
    int nw = stmt_writes(&m->stmts[i], w);
    for (int k = 0; k < nw; k++) {
      const jv_opnd *o = w[k];
      if (o->slot >= ns) continue;
      if (o->ty != JV_T_INT && o->ty != JV_T_LONG) {
        f->slot[o->slot] = (sv){0};
        continue;
      }
      term_ref v = term_var(s->tc, arena_printf(s->a, "rank:hv:%s%s:%d:%d:%c", m->name, m->desc, ih, o->slot, o->ty == JV_T_LONG ? 'J' : 'I'),
                            term_sort_bv(s->tc, o->ty == JV_T_LONG ? 64 : 32));
      f->slot[o->slot] = (sv){.k = SV_TERM, .t = v};
    }
  }
  f->visits[ih] = 0xFF; /* havocked: a path back here is dropped */
}

/* A ranking function for the loop at head of m (jv_sym_rank.h), or NULL: one iteration is run
 * from the head with a fresh variable in each int/long slot the loop uses (any state, so what
 * holds there holds of every state the loop reaches); every path must come back to the head,
 * leave the loop for good or end, exactly (an unknown case gives up). The loop is its head to its
 * last backward branch there (javac lays a loop's body out in one piece: a path that leaves it
 * enters the loop again only by the head of a loop around it); a loop nested in it is havocked
 * (rank_havoc), so that a nest is ranked loop by loop. */
static const char *rank_loop(sx *s, jv_method *m, int head) {
  term_ctx *tc = s->tc;
  int ns = m->max_locals + m->max_stack;
  char *ty = arena_alloc(s->a, (size_t)ns + 1);
  memset(ty, 0, (size_t)ns + 1);
  int *lastof = arena_alloc(s->a, sizeof(int) * (size_t)(m->nstmts + 1));
  for (int i = 0; i < m->nstmts; i++) lastof[i] = -1;
  for (int i = 0; i < m->nstmts; i++) {
    const jv_stmt *q = &m->stmts[i];
    int t = q->op == JV_GOTO || q->op == JV_IF ? q->target : -1;
    if (q->op == JV_SWITCH) return NULL; /* jv_pure_loops refuses a switch branching back; one forward is rare in a loop */
    if (t >= 0 && t <= i && i > lastof[t]) lastof[t] = i;
  }
  if (lastof[head] < 0) return NULL;
  int last = lastof[head];
  unsigned char *reach = arena_alloc(s->a, (size_t)m->nstmts + 1);
  for (int i = head; i <= last; i++) reach[i] = 1;
  for (int i = 0; i < m->nstmts; i++) {
    if (!reach[i]) continue;
    const jv_stmt *q = &m->stmts[i];
    const jv_opnd *ops[4] = {&q->dst, &q->a, &q->b, &q->c};
    int nx = q->op == JV_INVOKE ? q->nargs : q->op == JV_MOVE && q->args ? 2 * q->nmoves : 0;
    for (int k = 0; k < 4 + nx; k++) {
      const jv_opnd *o = k < 4 ? ops[k] : q->args ? &q->args[k - 4] : NULL;
      if (!o || !o->isvar || o->slot >= ns || (k == 0 && !q->hasdst && q->op != JV_MOVE)) continue;
      char t = o->ty == JV_T_INT ? 'I' : o->ty == JV_T_LONG ? 'J' : 0;
      if (!t) continue;
      /* one slot, two types (javac's stack slots): no value at the head; a read before a write
       * there is an unknown case, and the ranking gives up */
      ty[o->slot] = ty[o->slot] && ty[o->slot] != t ? 'X' : t;
    }
  }
  state *st = arena_alloc(s->a, sizeof *st);
  memset(st, 0, sizeof *st);
  st->g = term_true(tc);
  sv *args = arena_alloc(s->a, sizeof(sv) * (size_t)(ns + 1));
  term_ref *h = arena_alloc(s->a, sizeof(term_ref) * (size_t)(ns + 1));
  for (int j = 0; j < ns; j++) {
    int use = ty[j] == 'I' || ty[j] == 'J';
    h[j] = use ? term_var(tc, arena_printf(s->a, "rank:%s%s:%d:%d:%c", m->name, m->desc, head, j, ty[j]),
                          term_sort_bv(tc, ty[j] == 'J' ? 64 : 32))
               : TERM_NULL;
    args[j] = use ? (sv){.k = SV_TERM, .t = h[j]} : (sv){0};
  }
  if (open_frame(s, st, m, args, ns, -1) < 0) return NULL;
  st->f[0].i = head;
  rel_summary tmp;
  memset(&tmp, 0, sizeof tmp);
  const char *rd = strchr(m->desc, ')');
  st->fresh = 1;
  sx r = {.p = s->p, .tc = tc, .a = s->a, .o = s->o, .out = &tmp, .rt = rd ? rd[1] : 'V', .rank = 1, .rk_head = head,
          .rk_reach = reach, .rk_last = lastof, .memo = s->memo};
  push_work(&r, st);
  while (r.nwork && tmp.npaths < 400) step_state(&r, r.work[--r.nwork]);
  if (r.nwork) return NULL;
  for (int k = 0; k < tmp.npaths; k++)
    if (tmp.paths[k].kind == REL_P_UNKNOWN) return NULL;
  jv_rank_arrival *arr = arena_alloc(s->a, sizeof(jv_rank_arrival) * (size_t)(r.nrk + 1));
  for (int k = 0; k < r.nrk; k++) arr[k] = (jv_rank_arrival){.g = r.rk_g[k], .after = r.rk_after[k]};
  return jv_rank_find(tc, m, head, last, h, arr, r.nrk, s->o ? s->o->deadline : 0, s->a);
}

/* Whether every run of m ends: each loop of m has a ranking function, and each method it calls
 * with a loop too (jv_pure.h: the fragment has no recursion). The words, or NULL. */
static const char *ranked(sx *s, jv_method *m) {
  for (int k = 0; k < s->memo->n; k++)
    if (s->memo->e[k].m == m) return s->memo->e[k].how;
  enum { MAXL = 8 };
  int head[MAXL];
  int nl = jv_pure_loops(m, head, MAXL);
  strbuf sb = STRBUF_INIT;
  int ok = nl >= 0;
  for (int l = 0; l < nl && ok; l++) {
    const char *r = rank_loop(s, m, head[l]);
    int line = m->stmts[head[l]].line;
    if (r) sb_printf(&sb, "%s%s for the loop at line %d of %s", sb.len ? ", " : "", r, line, jv_unit_name(m, s->a));
    else ok = 0;
  }
  for (int i = 0; i < m->nstmts && ok; i++) {
    const jv_stmt *q = &m->stmts[i];
    if (q->op != JV_INVOKE) continue;
    const char *ow, *nm, *ds;
    jv_cp_member(m->cls, q->cpi, &ow, &nm, &ds);
    if (!ow || strcmp(ow, m->cls->name)) continue;
    for (int k = 0; k < m->cls->nmethods; k++) {
      jv_method *c = &m->cls->methods[k];
      int loops;
      if (strcmp(c->name, nm) || strcmp(c->desc, ds) || !jv_pure_fingerprint(s->p, c, &loops, s->a) || !loops) continue;
      const char *r = ranked(s, c);
      if (r) sb_printf(&sb, "%s%s", sb.len ? ", " : "", r);
      else ok = 0;
    }
  }
  const char *how = ok ? arena_strdup(s->a, sb.data ? sb.data : "") : NULL;
  sb_free(&sb);
  if (s->memo->n < 32) s->memo->e[s->memo->n].m = m, s->memo->e[s->memo->n++].how = how;
  return how;
}

/* A call of m with the arguments args (by slot) as one uninterpreted function of them, "jv:<unit>",
 * where m is in the pure fragment and has a loop (inlining it is what blows the budget), is the
 * same in both versions (in a rank run: needed only for termination, not for sharing) and every
 * run of it ends (ranked). Why each condition: a method of the fragment is a function of its
 * arguments — it reads no heap or static and writes none, so the uninterpreted function is all a
 * call does; it cannot throw, so no exceptional outcome is lost (a callee that may throw or write
 * the heap is refused: its call has effects a value does not carry); and a run that ended is what
 * the function's value stands for, which the ranking functions show for every argument (with a
 * run that never ends, old's `if (c) return 0; return g(x);` and new's `int t = g(x); if (c)
 * return 0; return t;` would be proved equivalent, while new diverges where old returns 0).
 * Returns 1 when the call was abstracted (its result in dst), else 0. */
static int abstract_call(sx *s, state *st, jv_method *m, const sv *args, int dst) {
  if (!s->abstract && !s->rank) {
    int loops;
    if (s->o && s->o->shared && !s->met_shared && s->allow_soft && jv_pure_fingerprint(s->p, m, &loops, s->a) && loops &&
        s->o->shared(s->o->shared_ctx, jv_unit_name(m, s->a))) {
      /* inlining it may take long: a second run abstracts it (jv_sym_exec), so this one gets a
       * second more at most */
      s->met_shared = 1;
      s->soft_deadline = rel_now() + 1.0;
    }
    return 0;
  }
  int loops;
  if (!jv_pure_fingerprint(s->p, m, &loops, s->a) || !loops) return 0;
  const char *unit = jv_unit_name(m, s->a);
  if (!s->rank && !(s->o && s->o->shared && s->o->shared(s->o->shared_ctx, unit))) return 0;
  const char *how = ranked(s, m);
  if (!how) return 0;
  term_ctx *tc = s->tc;
  term_sort dom[64];
  term_ref av[64];
  unsigned n = 0;
  int sl = 0;
  for (const char *d = m->desc + 1; *d && *d != ')' && n < 64; d++) {
    const sv *v = &args[sl];
    if (v->k != SV_TERM) return 0;
    av[n] = v->t;
    dom[n++] = term_sort_of(tc, v->t);
    sl += *d == 'J' ? 2 : 1;
  }
  const char *rd = strchr(m->desc, ')');
  /* the result as the JVM holds it: int or long (the full range: a superset of what a byte, char,
   * short or boolean method returns, so nothing the callee does is excluded) */
  term_sort rs = term_sort_bv(tc, rd[1] == 'J' ? 64 : 32);
  term_ref z;
  const char *fname = arena_printf(s->a, "jv:%s", unit);
  if (n) z = term_app(tc, term_fun_declare(tc, fname, n, dom, rs), av, n);
  else z = term_var(tc, fname, rs); /* no arguments: one value */
  if (dst >= 0) st->f[st->nf - 1].slot[dst] = (sv){.k = SV_TERM, .t = z};
  if (!s->rank) {
    if (!s->abstracted || !strstr(s->abstracted, unit))
      s->abstracted = s->abstracted ? arena_printf(s->a, "%s, %s", s->abstracted, unit) : unit;
    if (*how && (!s->ranked || !strstr(s->ranked, how)))
      s->ranked = s->ranked ? arena_printf(s->a, "%s, %s", s->ranked, how) : how;
  }
  return 1;
}

/* Runs st until it ends or forks (the other branch pushed on the work list). */
/* A new object of layout l, every field at its default (JLS 4.12.5): 0 of its width for the
 * integral types and boolean, null for a reference, nothing (not followed) for float and double. */
static sxob *new_obj(sx *s, const jv_layout *l) {
  sxob *o = arena_alloc(s->a, sizeof *o);
  o->l = l;
  o->f = arena_alloc(s->a, sizeof(sv) * (size_t)(l->nf + 1));
  for (int k = 0; k < l->nf; k++) {
    char d = l->desc[k][0];
    o->f[k] = d == 'J' ? (sv){.k = SV_TERM, .t = term_bv(s->tc, 64, 0)}
              : d == 'L' || d == '[' ? (sv){.k = SV_NULL}
              : d == 'F' || d == 'D' ? (sv){0}
                                     : (sv){.k = SV_TERM, .t = term_bv(s->tc, 32, 0)};
  }
  return o;
}

/* getfield / putfield q (JVMS 6.5) on an object of the program's classes: null throws
 * NullPointerException (no message: jv_exec.c's model); the value is stored as the interpreter
 * stores it (javac has narrowed it to the field's type). 1 when st goes on, 2 when it threw and
 * goes on at a handler, 0 when it ended. */
static int field_access(sx *s, state *st, const jv_stmt *q) {
  frame *f = &st->f[st->nf - 1];
  const char *ow, *nm, *ds;
  jv_cp_member(f->m->cls, q->cpi, &ow, &nm, &ds);
  sv o = ref_opnd(f, &q->a);
  if (o.k == SV_NULL) return throw_npe(s, st) ? 2 : 0;
  int k = o.k == SV_OBJ ? jv_heap_field(s->p, o.ob->l, ow, nm, ds) : -1;
  if (k < 0) {
    unknown(s, st, arena_printf(s->a, "unsupported: field %s.%s of a value outside the symbolic heap", ow, nm));
    return 0;
  }
  if (q->op == JV_PUTFIELD && o.ob == st->oparam && ((s->o && (s->o->cut || s->o->head != REL_HEAD_NONE)) || s->rank)) {
    /* the caller's object is an output the cut's events do not carry (end_events), as its arrays */
    unknown(s, st, "unsupported: a field of the caller's object written in a loop cut");
    return 0;
  }
  if (q->op == JV_GETFIELD) f->slot[q->dst.slot] = o.ob->f[k];
  else o.ob->f[k] = q->b.isvar ? f->slot[q->b.slot] : opnd_sv(s, &q->b);
  return 1;
}

/* The class constant (sx.cstf) a getstatic (put 0) or putstatic (put 1) of (ow, nm, ds) names: its
 * index; -1 when it names none; -2 when st ended at an unknown case (a store outside the class's
 * initialiser, which javac never compiles for a final field; a read in a loop cut other than a file
 * main's induction over the lines, whose head state holds them: head_summary). */
static int class_const(sx *s, state *st, const char *ow, const char *nm, const char *ds, int put) {
  if (!s->ncst || !ow || strcmp(ow, s->kcls->name)) return -1;
  int k = 0;
  while (k < s->ncst && (strcmp(s->cstf[k]->name, nm) || strcmp(s->cstf[k]->desc, ds))) k++;
  if (k == s->ncst) return -1;
  const jv_method *m = st->f[st->nf - 1].m;
  if (put && (m->cls != s->kcls || strcmp(m->name, "<clinit>")))
    return unknown(s, st, "unsupported: a store into a final static outside its class's initialiser"), -2;
  if ((s->o && s->o->cut) || s->rank) return unknown(s, st, "unsupported: a static field in a loop cut (its head state holds no statics)"), -2;
  return k;
}

/* The static input a getstatic/putstatic q of the top frame names: its place in st->stv, or -1
 * when st ended as an unknown case (a static that is no input: final, of another type, of the
 * JDK; or any static in a loop cut, whose head state holds none). */
static int static_at(sx *s, state *st, const jv_stmt *q) {
  const char *ow, *nm, *ds;
  jv_cp_member(st->f[st->nf - 1].m->cls, q->cpi, &ow, &nm, &ds);
  int i = ow ? jv_static_index(s->p, s->unit, ow, nm, ds) : -1, j = 0;
  while (j < s->nst && s->st_in[j] != i) j++;
  if (i < 0 || j == s->nst) {
    unknown(s, st, arena_printf(s->a, "unsupported: static field %s.%s (a final static, or one of a type or class that is no "
                                "input: not followed)", ow ? ow : "?", nm ? nm : "?"));
    return -1;
  }
  if ((s->o && (s->o->cut || s->o->head != REL_HEAD_NONE)) || s->rank) {
    unknown(s, st, "unsupported: a static field in a loop cut (its head state holds no statics)");
    return -1;
  }
  return j;
}

static void step_state(sx *s, state *st) {
  term_ctx *tc = s->tc;
  unsigned unroll = s->o && s->o->unroll ? s->o->unroll : 16;
  unsigned inl = s->o && s->o->inline_depth ? s->o->inline_depth : 8;
  for (;;) {
    if (++s->steps > 2000000 || ((s->steps & 1023) == 0 && ((s->o && s->o->deadline > 0 && rel_now() > s->o->deadline) ||
                                                             (s->soft_deadline > 0 && rel_now() > s->soft_deadline)))) {
      s->out->time_hits++;
      unknown(s, st, "time limit reached");
      return;
    }
    frame *f = &st->f[st->nf - 1];
    /* rank mode: a branch pushed on the work list may start back at the head (an arrival) or
     * where the head cannot be reached (it left the loop) */
    if (s->rank && st->nf == 1) {
      if (f->i == s->rk_head && !st->fresh) return rank_arrive(s, st);
      if (!s->rk_reach[f->i]) return;
      if (f->i != s->rk_head && s->rk_last[f->i] >= 0) {
        if (f->visits[f->i] == 0xFF) return; /* back at a nested loop's head: covered by its havoc */
        rank_havoc(s, st, f->i);
      }
    }
    /* the cut at every loop: a path at a loop's head stops there (an arrival) */
    if (s->cutm == 3 && !st->fresh && heads_of(s, f->m)[f->i] && cut_all_arrive(s, st)) return;
    /* a loop cut: a path at the loop's head stops there (an arrival); with the lookahead, one
     * iteration's path first tests the loop's condition again (cut_lookahead) */
    if ((s->cutm == 1 || s->cutm == 2) && st->nf == 1 && f->i == s->cut_head && !st->fresh) {
      if (s->cutm != 2 || !s->lookahead || st->la) return cut_arrive(s, st);
      int ns = f->m->max_locals + f->m->max_stack;
      st->la = arena_alloc(s->a, sizeof(sv) * (size_t)(ns + 1));
      memcpy(st->la, f->slot, sizeof(sv) * (size_t)ns);
      st->nla = 0;
    }
    if (st->la && st->nf == 1 && f->i != s->cut_head) {
      /* the lookahead: a path that leaves the loop's statements leaves it in this iteration (it
       * runs on as any other); one that reaches the body (a statement other than the condition's
       * loads, arithmetic, length and tests branching out of the loop) comes back to the head in
       * the state it had there, from which the next iteration tests the condition again: the
       * same executions, only cut elsewhere */
      const jv_stmt *lq = &f->m->stmts[f->i];
      if (f->i < s->cut_head || f->i > s->cut_last) st->la = NULL;
      else {
        int cond = lq->op == JV_MOVE || lq->op == JV_CONST || lq->op == JV_BIN || lq->op == JV_NEG || lq->op == JV_CONV ||
                   lq->op == JV_ARRLEN || (lq->op == JV_IF && (lq->target < s->cut_head || lq->target > s->cut_last));
        if (lq->op == JV_INVOKE) {
          const char *ow, *nm, *ds;
          jv_cp_member(f->m->cls, lq->cpi, &ow, &nm, &ds);
          cond = ow && nm && ds && !strcmp(ow, "java/lang/String") && !strcmp(nm, "length") && !strcmp(ds, "()I");
        }
        if (!cond || ++st->nla > 32) return cut_arrive(s, st);
      }
    }
    st->fresh = 0;
    const jv_stmt *q = &f->m->stmts[f->i];
    int ok = 1, next = f->i + 1;
#define T(o) opnd(s, f, &(o), &ok)
#define SET(sl_, term) (f->slot[(sl_)] = (sv){.k = SV_TERM, .t = (term)})
    switch ((jv_op)q->op) {
    case JV_NOP: break;
    case JV_MOVE:
      if (q->args) {
        sv tmp[8];
        for (int k = 0; k < q->nmoves && k < 8; k++) tmp[k] = f->slot[q->args[2 * k + 1].slot];
        for (int k = 0; k < q->nmoves && k < 8; k++) f->slot[q->args[2 * k].slot] = tmp[k];
      } else {
        f->slot[q->dst.slot] = q->a.isvar ? f->slot[q->a.slot] : (sv){0};
      }
      break;
    case JV_CONST:
      if (q->a.ty == JV_T_INT || q->a.ty == JV_T_LONG) SET(q->dst.slot, T(q->a));
      else if (q->a.ty == JV_T_REF && !q->a.k.sidx) f->slot[q->dst.slot] = (sv){.k = SV_NULL};
      else if (q->a.ty == JV_T_REF && f->m->cls->cp[q->a.k.sidx].tag == JV_CP_STRING) {
        /* a string literal: its text, as the interpreter prints its code units (a message) */
        const jv_cp *e = &f->m->cls->cp[f->m->cls->cp[q->a.k.sidx].a];
        strbuf sb = STRBUF_INIT;
        jv_utf16_out(&sb, e->u16, e->n16);
        f->slot[q->dst.slot] = (sv){.k = SV_STR, .str = arena_strdup(s->a, sb_str(&sb)), .u16 = e->u16, .n16 = e->n16};
        sb_free(&sb);
      } else return unknown(s, st, q->a.ty == JV_T_REF ? "unsupported: a class or method constant (no symbolic heap yet)"
                                                       : "unsupported: floating point (no symbolic floats yet)");
      break;
    case JV_BIN: {
      if (q->a.ty != JV_T_INT && q->a.ty != JV_T_LONG) return unknown(s, st, "unsupported: floating point (no symbolic floats yet)");
      term_ref x = T(q->a), y = T(q->b);
      if (!ok) return unknown(s, st, "unsupported: a value outside the symbolic model");
      unsigned w = q->a.ty == JV_T_INT ? 32 : 64;
      term_ref z = TERM_NULL;
      switch (q->sub) {
      case JV_ADD: z = term_mk2(tc, OP_BVADD, x, y); break;
      case JV_SUB: z = term_mk2(tc, OP_BVSUB, x, y); break;
      case JV_MUL: z = term_mk2(tc, OP_BVMUL, x, y); break;
      case JV_DIV: case JV_REM: {
        term_ref zero = term_eq(tc, y, term_bv(tc, w, 0));
        term_ref gz = term_and2(tc, st->g, zero);
        if (!is_false(s, gz)) {
          state *e = clone(s, st);
          e->g = gz;
          if (throw_exc(s, e, new_exc(s, "java/lang/ArithmeticException", "/ by zero"))) push_work(s, e);
        }
        st->g = term_and2(tc, st->g, term_not(tc, zero));
        if (is_false(s, st->g)) return;
        f = &st->f[st->nf - 1];
        z = term_mk2(tc, q->sub == JV_DIV ? OP_BVSDIV : OP_BVSREM, x, y);
        break;
      }
      case JV_SHL: case JV_SHR: case JV_USHR: {
        term_ref sh = term_mk2(tc, OP_BVAND, y, term_bv(tc, 32, w - 1));
        if (w == 64) sh = term_zext(tc, 32, sh);
        z = term_mk2(tc, q->sub == JV_SHL ? OP_BVSHL : q->sub == JV_SHR ? OP_BVASHR : OP_BVLSHR, x, sh);
        break;
      }
      case JV_AND: z = term_mk2(tc, OP_BVAND, x, y); break;
      case JV_OR: z = term_mk2(tc, OP_BVOR, x, y); break;
      case JV_XOR: z = term_mk2(tc, OP_BVXOR, x, y); break;
      default: /* lcmp */
        z = term_ite(tc, term_mk2(tc, OP_BVSLT, x, y), term_bv(tc, 32, 0xffffffffu),
                     term_ite(tc, term_eq(tc, x, y), term_bv(tc, 32, 0), term_bv(tc, 32, 1)));
      }
      SET(q->dst.slot, z);
      break;
    }
    case JV_NEG: {
      if (q->a.ty != JV_T_INT && q->a.ty != JV_T_LONG) return unknown(s, st, "unsupported: floating point (no symbolic floats yet)");
      term_ref x = T(q->a);
      if (!ok) return unknown(s, st, "unsupported: a value outside the symbolic model");
      SET(q->dst.slot, term_mk1(tc, OP_BVNEG, x));
      break;
    }
    case JV_CONV: {
      if (q->a.ty != JV_T_INT && q->a.ty != JV_T_LONG) return unknown(s, st, "unsupported: floating point (no symbolic floats yet)");
      term_ref x = T(q->a), z;
      if (!ok) return unknown(s, st, "unsupported: a value outside the symbolic model");
      switch (q->ety) {
      case 'J': z = term_sext(tc, 32, x); break;
      case 'I': z = term_extract(tc, 31, 0, x); break;
      case 'B': z = term_sext(tc, 24, term_extract(tc, 7, 0, x)); break;
      case 'C': z = term_zext(tc, 16, term_extract(tc, 15, 0, x)); break;
      case 'S': z = term_sext(tc, 16, term_extract(tc, 15, 0, x)); break;
      default: return unknown(s, st, "unsupported: floating point (no symbolic floats yet)");
      }
      SET(q->dst.slot, z);
      break;
    }
    case JV_IF: {
      term_ref c;
      if (q->a.ty == JV_T_REF) {
        sv x = q->a.isvar ? f->slot[q->a.slot] : (sv){.k = SV_NULL};
        sv y = q->b.isvar ? f->slot[q->b.slot] : (sv){.k = SV_NULL};
        /* against null: a literal, an exception object or an array is never null (JLS 15.21.3);
         * two arrays are the same object exactly when they are one array here (each array value
         * is made once, by the entry or by its creation, and shared by reference) */
        int known = (x.k == SV_NULL || x.k == SV_STR || x.k == SV_EXC || x.k == SV_ARR || x.k == SV_OBJ) &&
                    (y.k == SV_NULL || y.k == SV_STR || y.k == SV_EXC || y.k == SV_ARR || y.k == SV_OBJ);
        if (known && x.k == SV_ARR && y.k == SV_ARR && x.arr != y.arr && x.arr->input && y.arr->input)
          return unknown(s, st, "unsupported: == on two parameters (the caller may pass one object for both)");
        /* which String objects are one is not followed (literals are interned, substring and
         * trim may give their receiver, concat a new object): == between Strings is unknown */
        if (x.k != SV_NULL && y.k != SV_NULL && ((x.k == SV_ARR && x.arr->str) || (y.k == SV_ARR && y.arr->str)))
          return unknown(s, st, "unsupported: == on Strings (object identity is not followed)");
        if (known && x.k == SV_ARR && y.k == SV_ARR) c = term_bool(tc, (q->cond == JV_EQ) == (x.arr == y.arr));
        /* an object the method made is one object wherever a slot or field refers to it (clone
         * keeps that), and no other value is it */
        else if (known && (x.k == SV_OBJ || y.k == SV_OBJ)) c = term_bool(tc, (q->cond == JV_EQ) == (x.k == y.k && x.ob == y.ob));
        else if (!known || (x.k != SV_NULL && y.k != SV_NULL)) return unknown(s, st, "unsupported: a reference comparison (no symbolic heap yet)");
        else c = term_bool(tc, (q->cond == JV_EQ) == (x.k == y.k));
      } else {
        term_ref x = T(q->a), y = T(q->b);
        if (!ok) return unknown(s, st, "unsupported: a value outside the symbolic model");
        static const term_op ops[6] = {OP_EQ, OP_EQ, OP_BVSLT, OP_BVSGE, OP_BVSGT, OP_BVSLE};
        c = term_mk2(tc, ops[q->cond], x, y);
        if (q->cond == JV_NE) c = term_not(tc, c);
      }
      term_ref gt = term_and2(tc, st->g, c), gf = term_and2(tc, st->g, term_not(tc, c));
      if (!is_false(s, gt) && !is_false(s, gf)) {
        state *o = clone(s, st);
        o->g = gf;
        o->f[o->nf - 1].i = next;
        push_work(s, o);
        st->g = gt;
        next = q->target;
      } else if (!is_false(s, gt)) {
        next = q->target;
      }
      break;
    }
    case JV_GOTO: next = q->target; break;
    case JV_SWITCH: {
      term_ref x = T(q->a);
      if (!ok) return unknown(s, st, "unsupported: a value outside the symbolic model");
      term_ref rest = st->g;
      for (int k = 0; k < q->ncases; k++) {
        term_ref hit = term_eq(tc, x, term_bv(tc, 32, (uint64_t)(uint32_t)q->keys[k]));
        term_ref gk = term_and2(tc, rest, hit);
        if (!is_false(s, gk)) {
          state *o = clone(s, st);
          o->g = gk;
          o->f[o->nf - 1].i = q->targets[k];
          push_work(s, o);
        }
        rest = term_and2(tc, rest, term_not(tc, hit));
      }
      st->g = rest;
      if (is_false(s, rest)) return;
      next = q->target;
      break;
    }
    case JV_RETURN: {
      sv v = q->hasdst && q->a.isvar ? f->slot[q->a.slot] : (sv){0};
      if (q->hasdst && !q->a.isvar) {
        term_ref t = T(q->a);
        if (!ok) return unknown(s, st, "unsupported: a result outside the symbolic model");
        v = (sv){.k = SV_TERM, .t = t};
      }
      /* an inlined callee may return any value followed; the unit's own result must be a term, or
       * a String (an output event: str_result) */
      if (st->nf == 1 && s->rt == 'L') {
        if (!str_result(s, st, &v)) return;
        v = (sv){.k = SV_TERM, .t = TERM_NULL};
      }
      if (q->hasdst && (v.k == SV_NONE || (st->nf == 1 && v.k != SV_TERM)))
        return unknown(s, st, "unsupported: a result outside the symbolic model");
      int dst = f->dst;
      st->nf--;
      if (st->nf == 0) {
        end_events(s, st);
        end_case(s, st, q->hasdst && s->rt != 'L' ? ret_term(s, v.t) : TERM_NULL, NULL, REL_O_RETURNED);
        return;
      }
      frame *c = &st->f[st->nf - 1];
      if (dst >= 0) c->slot[dst] = v;
      if (dst != INIT_DST) c->i++;
      continue;
    }
    case JV_THROW: {
      sv e = q->a.isvar ? f->slot[q->a.slot] : (sv){.k = SV_NULL};
      /* athrow of null throws a NullPointerException (JVMS 6.5 athrow) */
      if (e.k == SV_NULL) e = (sv){.k = SV_EXC, .o = new_exc(s, "java/lang/NullPointerException", NULL)};
      if (e.k != SV_EXC || !e.o->init) return unknown(s, st, "unsupported: throwing an object (no symbolic heap yet)");
      if (!throw_exc(s, st, e.o)) return;
      continue;
    }
    case JV_INVOKE: {
      const char *ow, *nm, *ds;
      if (q->sub == JV_INV_DYNAMIC) {
        int r = concat_indy(s, st, q);
        if (r == -1) r = lambda_indy(s, st, q);
        if (r == 1) break;
        if (r == 0) return;
        return unknown(s, st, "unsupported: an invokedynamic other than a concatenation of int, long, char, boolean and String values or a lambda whose implementation takes the SAM's arguments unconverted");
      }
      jv_cp_member(f->m->cls, q->cpi, &ow, &nm, &ds);
      if (ow && !strcmp(ow, "java/math/BigDecimal")) {
        int thrown;
        if (bd_call(s, st, q, nm, ds, &thrown)) break;
        if (thrown) continue;
        return;
      }
      if (q->sub == JV_INV_SPECIAL || q->sub == JV_INV_VIRTUAL) {
        /* the exception objects' members the interpreter's model has (jv_jdk_lang.c): Throwable's
         * constructors () and (String), and getMessage */
        sv rc = q->nargs > 0 && q->args[0].isvar ? f->slot[q->args[0].slot] : (sv){0};
        sv a1 = q->nargs > 1 ? (q->args[1].isvar ? f->slot[q->args[1].slot] : (sv){.k = SV_NULL}) : (sv){0};
        if (rc.k == SV_EXC && q->sub == JV_INV_SPECIAL && !strcmp(nm, "<init>") && !rc.o->init && !strcmp(ow, rc.o->cls) &&
            (!strcmp(ds, "()V") || (!strcmp(ds, "(Ljava/lang/String;)V") && (a1.k == SV_STR || a1.k == SV_NULL)))) {
          rc.o->msg = a1.k == SV_STR ? a1.str : NULL;
          rc.o->init = 1;
          break;
        }
        if (rc.k == SV_EXC && q->sub == JV_INV_VIRTUAL && rc.o->init && rc.o->args == TERM_NULL && !strcmp(nm, "getMessage") &&
            !strcmp(ds, "()Ljava/lang/String;")) {
          if (q->hasdst) f->slot[q->dst.slot] = rc.o->msg ? (sv){.k = SV_STR, .str = rc.o->msg} : (sv){.k = SV_NULL};
          break;
        }
        sv a1s = q->nargs > 1 ? (q->args[1].isvar ? f->slot[q->args[1].slot] : opnd_sv(s, &q->args[1])) : (sv){0};
        sv a2s = q->nargs > 2 ? (q->args[2].isvar ? f->slot[q->args[2].slot] : opnd_sv(s, &q->args[2])) : (sv){0};
        sv a3s = q->nargs > 3 ? (q->args[3].isvar ? f->slot[q->args[3].slot] : opnd_sv(s, &q->args[3])) : (sv){0};
        if (rc.k == SV_ARR && rc.arr->str && !rc.arr->input && q->sub == JV_INV_SPECIAL && !strcmp(nm, "<init>") && ow &&
            !strcmp(ow, "java/lang/String")) {
          int thrown, r = new_string(s, st, ds, rc.arr, &a1s, &thrown);
          if (r == 1) break;
          if (r == 0 && thrown) continue;
          if (r == 0) return;
          return unknown(s, st, arena_printf(s->a, "unsupported: new String%s symbolically", ds));
        }
        if (rc.k == SV_IO) {
          const char *w;
          int r = io_call(s, st, ow, nm, ds, rc.io, &a1s, &a2s, &a3s, q->hasdst ? q->dst.slot : -1, &w);
          if (r == 1) break;
          if (r == 0) return;
          if (w && !strncmp(w, "bound reached", 13)) return unknown(s, st, w);
          return unknown(s, st, w ? arena_printf(s->a, "unsupported: %s", w) : arena_printf(s->a, "unsupported: %s.%s%s symbolically", ow, nm, ds));
        }
        if (rc.k == SV_OUT && q->sub == JV_INV_VIRTUAL) {
          int r = print_call(s, st, nm, ds, &a1s);
          if (r == 1) break;
          if (r == 0) return;
          return unknown(s, st, arena_printf(s->a, "unsupported: PrintStream.%s%s symbolically", nm, ds));
        }
        if (rc.k == SV_ARR && rc.arr->sb && rc.arr->evb && ow && !strcmp(ow, "java/lang/StringBuilder")) {
          int r = evb_call(s, st, nm, ds, rc.arr, &a1s, q->hasdst ? q->dst.slot : -1);
          if (r == 1) break;
          if (r == 0) return;
          return unknown(s, st, arena_printf(s->a, "unsupported: StringBuilder.%s%s on a builder a loop appends to (its text is "
                                                    "the loop's events)", nm, ds));
        }
        if (rc.k == SV_ARR && rc.arr->sb && ow && !strcmp(ow, "java/lang/StringBuilder")) {
          int thrown, r = builder_call(s, st, nm, ds, rc.arr, &a1s, &a2s, q->hasdst ? q->dst.slot : -1, &thrown);
          if (r == 1) break;
          if (r == 0 && thrown) continue;
          if (r == 0) return;
          return unknown(s, st, arena_printf(s->a, "unsupported: StringBuilder.%s%s symbolically", nm, ds));
        }
        sxa *sv_str = q->sub == JV_INV_VIRTUAL && ow && !strcmp(ow, "java/lang/String") ? str_view(s, &rc) : NULL;
        if (sv_str) {
          int thrown, r = string_build_call(s, st, nm, ds, sv_str, &a1s, &a2s, q->hasdst ? q->dst.slot : -1, &thrown);
          if (r == 1) break;
          if (r == 0) {
            if (thrown) continue;
            return;
          }
          r = string_call(s, st, nm, ds, sv_str, &a1s, q->hasdst ? q->dst.slot : -1, &thrown);
          if (r == 1) break;
          if (r == 0) {
            if (thrown) continue;
            return;
          }
        }
        if (rc.k == SV_NULL) {
          /* a call on null: NullPointerException (JLS 15.12.4.4) */
          if (!throw_npe(s, st)) return;
          continue;
        }
      }
      /* a call on an object of the program's classes: the method its exact class selects */
      jv_method *om = NULL;
      if (q->sub == JV_INV_SPECIAL || q->sub == JV_INV_VIRTUAL || q->sub == JV_INV_INTERFACE) {
        sv rc = q->nargs > 0 ? ref_opnd(f, &q->args[0]) : (sv){0};
        if (rc.k == SV_NULL && q->sub == JV_INV_INTERFACE) { /* as for invokevirtual above */
          if (!throw_npe(s, st)) return;
          continue;
        }
        if (rc.k == SV_OBJ) {
          int nop;
          const char *why = NULL;
          om = jv_heap_method(s->p, rc.ob->l->cls, q->sub, ow, nm, ds, &nop, &why);
          if (nop) break;
          if (!om) return unknown(s, st, arena_printf(s->a, "unsupported: a call of %s.%s%s on an object of %s (%s)", ow, nm, ds,
                                                      rc.ob->l->cls, why));
        }
      }
      sv args[64];
      int sl = 0;
      const sxl *lam = q->sub != JV_INV_STATIC && q->nargs > 0 && q->args[0].isvar && f->slot[q->args[0].slot].k == SV_LAMBDA
                           ? f->slot[q->args[0].slot].lam : NULL;
      if (lam && (strcmp(nm, lam->sam) || strcmp(ds, lam->samdesc))) lam = NULL;
      if (q->sub != JV_INV_STATIC && !lam && !om) return unknown(s, st, arena_printf(s->a, "unsupported: a call of %s.%s (no symbolic heap yet)", ow ? ow : "?", nm));
      if (lam) { /* the SAM's call: the implementation's with the captured values first */
        for (; sl < lam->nslot; sl++) args[sl] = lam->cap[sl];
        ow = lam->impl->cls->name, nm = lam->impl->name, ds = lam->impl->desc;
      }
      for (int k = lam ? 1 : 0; k < q->nargs && sl < 60; k++) {
        args[sl] = q->args[k].isvar ? f->slot[q->args[k].slot] : opnd_sv(s, &q->args[k]);
        if (args[sl].k == SV_NONE) return unknown(s, st, "unsupported: a call with an argument outside the symbolic model");
        sl += q->args[k].ty == JV_T_LONG || q->args[k].ty == JV_T_DOUBLE ? 2 : 1;
      }
      jv_method *m = om;
      if (!om) {
        int jr = string_static(s, st, ow, nm, ds, args, q->hasdst ? q->dst.slot : -1);
        if (jr == 0) return;
        if (jr == 1) break;
        jr = jdk_static(s, st, ow, nm, ds, args, q->hasdst ? q->dst.slot : -1);
        if (jr == 0) return;
        if (jr == 1) break;
        if (s->fmain && !strcmp(ow, "java/lang/System") && !strcmp(nm, "exit") && !strcmp(ds, "(I)V") && args[0].k == SV_TERM) {
          /* the run ends with the process's exit status, the status's low 8 bits; no finally block
           * runs, so a writer still open has not closed (end_case) */
          end_events(s, st);
          end_case(s, st, term_zext(tc, 56, term_extract(tc, 7, 0, args[0].t)), NULL, REL_O_EXITED);
          return;
        }
        jv_class *cls = jv_find_class(s->p, ow);
        for (int k = 0; cls && k < cls->nmethods; k++)
          if (!strcmp(cls->methods[k].name, nm) && !strcmp(cls->methods[k].desc, ds)) m = &cls->methods[k];
        if (!m || !(m->access & 0x0008) || (m->access & 0x0100))
          return unknown(s, st, arena_printf(s->a, "unsupported: a call of %s.%s%s", ow, nm, ds));
        if (strcmp(cls->name, s->p->main_cls) && initialiser_on_chain(s->p, cls))
          return unknown(s, st, "unsupported: a call into a class with a static initialiser");
        if (abstract_call(s, st, m, args, q->hasdst ? q->dst.slot : -1)) break;
      }
      if ((unsigned)st->nf > inl || st->nf >= MAXF) {
        s->out->bound_hits++;
        return unknown(s, st, "inlining bound reached");
      }
      if (open_frame(s, st, m, args, sl, q->hasdst ? q->dst.slot : -1) < 0)
        return unknown(s, st, arena_printf(s->a, "unsupported: method %s.%s%s", ow, nm, ds));
      continue;
    }
    case JV_NEW: {
      const char *cn = jv_cp_class(f->m->cls, q->cpi);
      if (!strcmp(cn, "java/lang/String")) {
        /* its constructor fills it (new_string) */
        f->slot[q->dst.slot] = (sv){.k = SV_ARR, .arr = str_new(s, jv_sstr_lit(tc, s->a, NULL, 0), 0)};
        break;
      }
      if (!strcmp(cn, "java/lang/StringBuilder")) {
        /* empty; its constructor follows (builder_call) */
        f->slot[q->dst.slot] = (sv){.k = SV_ARR, .arr = str_new(s, jv_sstr_lit(tc, s->a, NULL, 0), 1)};
        break;
      }
      if (!strcmp(cn, "java/math/BigDecimal")) {
        /* its constructor follows (bd_call) */
        sxd *d = arena_alloc(s->a, sizeof *d);
        *d = (sxd){0};
        f->slot[q->dst.slot] = (sv){.k = SV_BD, .bd = d};
        break;
      }
      if (s->fmain && (!strcmp(cn, "java/io/BufferedReader") || !strcmp(cn, "java/io/FileReader") || !strcmp(cn, "java/io/PrintWriter") ||
                       !strcmp(cn, "java/io/FileWriter") || !strcmp(cn, "java/io/BufferedWriter") ||
                       !strcmp(cn, "java/io/FileOutputStream") || !strcmp(cn, "java/io/BufferedOutputStream") ||
                       !strcmp(cn, "java/io/PrintStream"))) {
        /* its constructor follows (io_call) */
        sxio *io = arena_alloc(s->a, sizeof *io);
        *io = (sxio){.cls = cn};
        f->slot[q->dst.slot] = (sv){.k = SV_IO, .io = io};
        break;
      }
      if (!is_jdk_throwable(cn)) {
        /* an object of the program's classes (jv_heap.h), its fields at their defaults */
        const char *why = NULL;
        const jv_layout *l = jv_heap_layout(s->p, cn, s->a, &why);
        if (!l) return unknown(s, st, arena_printf(s->a, "unsupported: new %s (%s)", cn, why));
        f->slot[q->dst.slot] = (sv){.k = SV_OBJ, .ob = new_obj(s, l)};
        break;
      }
      sxo *o = arena_alloc(s->a, sizeof *o);
      *o = (sxo){.cls = cn};
      f->slot[q->dst.slot] = (sv){.k = SV_EXC, .o = o};
      break;
    }
    case JV_NEWARRAY: {
      /* new T[n] of a primitive T (JLS 15.10.2): NegativeArraySizeException naming n where n < 0;
       * the interpreter's bound on elements is a limit of Equiv, not followed here either */
      if (!strchr("IJSBCZ", q->ety) || !q->ety) return unknown(s, st, "unsupported: an array of references or floating point (no symbolic heap yet)");
      term_ref n = T(q->a);
      if (!ok) return unknown(s, st, "unsupported: a value outside the symbolic model");
      if (!throw_if_args(s, st, term_mk2(tc, OP_BVSLT, n, term_bv(tc, 32, 0)), "java/lang/NegativeArraySizeException", "%d",
                         term_zext(tc, 32, n)))
        return;
      if (!unknown_if(s, st, term_mk2(tc, OP_BVSGT, n, term_bv(tc, 32, JV_SYM_MAX_ELEMS)),
                      "bound reached: an array of more than 2^24 elements (the interpreter's bound)"))
        return;
      f = &st->f[st->nf - 1];
      sxa *arr = arena_alloc(s->a, sizeof *arr);
      arr->id = ++s->nids;
      arr->ety = (char)q->ety;
      arr->len = n;
      arr->cap = term_is_const(tc, n) && (uint64_t)term_bv_value(tc, n) <= 64 ? (int)(uint64_t)term_bv_value(tc, n) : JV_SYM_ARRAY_CAP;
      arr->e = arena_alloc(s->a, sizeof(term_ref) * (size_t)(arr->cap + 1));
      for (int k = 0; k < arr->cap; k++) arr->e[k] = term_bv(tc, q->ety == 'J' ? 64 : 32, 0); /* JLS 4.12.5 */
      f->slot[q->dst.slot] = (sv){.k = SV_ARR, .arr = arr};
      break;
    }
    case JV_ARRLEN: {
      sv a = ref_opnd(f, &q->a);
      if (a.k == SV_NULL) {
        if (!throw_npe(s, st)) return;
        continue;
      }
      if (a.k == SV_ARGV) {
        SET(q->dst.slot, argv_len(s));
        break;
      }
      if (a.k != SV_ARR) return unknown(s, st, "unsupported: the length of an array outside the symbolic model");
      SET(q->dst.slot, a.arr->len);
      break;
    }
    case JV_ALOAD: case JV_ASTORE: {
      sv a = q->a.isvar ? f->slot[q->a.slot] : (sv){.k = SV_NULL};
      if (a.k == SV_ARGV) {
        int r = argv_load(s, st, q);
        if (r == 1) break;
        return;
      }
      if (a.k != SV_NULL && a.k != SV_ARR) return unknown(s, st, "unsupported: an array outside the symbolic model (no symbolic heap yet)");
      term_ref ix = T(q->b);
      term_ref v = q->op == JV_ASTORE ? T(q->c) : TERM_NULL;
      if (!ok) return unknown(s, st, "unsupported: a value outside the symbolic model");
      int thrown;
      if (!elem_checks(s, st, &a, ix, &thrown)) {
        if (thrown) continue;
        return;
      }
      f = &st->f[st->nf - 1];
      sxa *arr = a.arr;
      if (arr->whole != TERM_NULL) {
        /* a loop cut: any element read; the caller's array is not written (end_events) */
        if (q->op == JV_ASTORE) return unknown(s, st, "unsupported in a loop cut for induction: a write to the caller's array");
        SET(q->dst.slot, whole_at(s, arr, ix));
        break;
      }
      if (!arr->cap) return unknown(s, st, "bound reached: an element of an array none of whose elements is followed");
      if (q->op == JV_ALOAD) {
        term_ref r = arr->e[0];
        for (int k = 1; k < arr->cap; k++) r = term_ite(tc, term_eq(tc, ix, term_bv(tc, 32, (uint64_t)k)), arr->e[k], r);
        SET(q->dst.slot, r);
        break;
      }
      v = held(s, arr->ety, v);
      for (int k = 0; k < arr->cap; k++) arr->e[k] = term_ite(tc, term_eq(tc, ix, term_bv(tc, 32, (uint64_t)k)), v, arr->e[k]);
      break;
    }
    case JV_GETSTATIC: {
      /* System.out, RoundingMode's constants and BigDecimal.ZERO, ONE and TEN; other statics are
       * not followed */
      const char *ow, *nm, *ds;
      jv_cp_member(f->m->cls, q->cpi, &ow, &nm, &ds);
      if (ow && !strcmp(ow, "java/lang/System") && !strcmp(nm, "out") && !strcmp(ds, "Ljava/io/PrintStream;")) {
        f->slot[q->dst.slot] = (sv){.k = SV_OUT};
        break;
      }
      if (s->fmain && ow && !strcmp(ow, "java/io/FileDescriptor") && !strcmp(nm, "out") && !strcmp(ds, "Ljava/io/FileDescriptor;")) {
        f->slot[q->dst.slot] = (sv){.k = SV_FDOUT};
        break;
      }
      if (s->fmain && ow && !strcmp(ow, "java/nio/charset/StandardCharsets") &&
          (!strcmp(nm, "ISO_8859_1") || !strcmp(nm, "UTF_8") || !strcmp(nm, "US_ASCII"))) {
        f->slot[q->dst.slot] = (sv){.k = SV_CS};
        break;
      }
      int md = ow && !strcmp(ow, "java/math/RoundingMode") ? jv_sbd_mode(nm) : -1;
      if (md >= 0) {
        f->slot[q->dst.slot] = (sv){.k = SV_RM, .n16 = md};
        break;
      }
      int c = ow && !strcmp(ow, "java/math/BigDecimal") && !strcmp(ds, BD)
                  ? (!strcmp(nm, "ZERO") ? 0 : !strcmp(nm, "ONE") ? 1 : !strcmp(nm, "TEN") ? 10 : -1) : -1;
      if (c < 0) {
        int kc = class_const(s, st, ow, nm, ds, 0);
        if (kc == -2) return;
        if (kc >= 0) {
          f->slot[q->dst.slot] = st->cst[kc];
          break;
        }
        int j = static_at(s, st, q);
        if (j < 0) return;
        SET(q->dst.slot, st->stv[j]);
        break;
      }
      f->slot[q->dst.slot] = bd_val(s, jv_sbd_of_long(tc, term_bv(tc, 64, (uint64_t)c), 0));
      break;
    }
    case JV_PUTSTATIC: {
      const char *ow, *nm, *ds;
      jv_cp_member(f->m->cls, q->cpi, &ow, &nm, &ds);
      int kc = class_const(s, st, ow, nm, ds, 1);
      if (kc == -2) return;
      if (kc >= 0) {
        sv v = q->a.isvar ? f->slot[q->a.slot] : (sv){.k = SV_NULL};
        if (!q->a.isvar && ds[0] != 'L' && ds[0] != '[') {
          term_ref t = T(q->a);
          if (!ok) return unknown(s, st, "unsupported: a value outside the symbolic model stored into a static");
          v = (sv){.k = SV_TERM, .t = t};
        }
        st->cst[kc] = v;
        break;
      }
      /* stored as the interpreter stores it (javac has narrowed the value to the field's type) */
      int j = static_at(s, st, q);
      if (j < 0) return;
      term_ref v = T(q->a);
      if (!ok) return unknown(s, st, "unsupported: a value outside the symbolic model stored into a static");
      st->stv[j] = v;
      break;
    }
    case JV_GETFIELD: case JV_PUTFIELD: {
      int r = field_access(s, st, q);
      if (r == 1) break;
      if (r == 2) continue;
      return;
    }
    case JV_CHECKCAST: case JV_INSTANCEOF: {
      /* JVMS 6.5: null passes checkcast and is no instance; an object's class is known exactly */
      sv a = ref_opnd(f, &q->a);
      int is = 0;
      if (a.k == SV_OBJ) is = jv_heap_instance_of(s->p, a.ob->l->cls, jv_cp_class(f->m->cls, q->cpi));
      else if (a.k != SV_NULL) return unknown(s, st, "unsupported: a cast or instanceof of a value outside the symbolic heap");
      if (is < 0) return unknown(s, st, "unsupported: a type test whose answer rests on a JDK interface's superinterfaces");
      if (q->op == JV_INSTANCEOF) SET(q->dst.slot, bv32(s, is));
      else if (a.k == SV_OBJ && !is) /* the interpreter's rule: the JVM's message names class loaders */
        return unknown(s, st, "unsupported: ClassCastException (its message names class loaders)");
      else f->slot[q->dst.slot] = a;
      break;
    }
    case JV_MONITOR: {
      /* synchronized (o) on one thread (the interpreter's rule): null throws NullPointerException,
       * an exit pairs the last entry; javac pairs every exit with an entry, so an unpaired one
       * (IllegalMonitorStateException) is left unknown */
      sv a = ref_opnd(f, &q->a);
      if (a.k == SV_NULL) {
        if (!throw_npe(s, st)) return;
        continue;
      }
      if (a.k != SV_OBJ || (q->sub != 0 && a.ob->monitor <= 0))
        return unknown(s, st, "unsupported: a monitor of a value outside the symbolic heap, or an exit without an entry");
      a.ob->monitor += q->sub == 0 ? 1 : -1;
      break;
    }
    case JV_UNSUP: return unknown(s, st, arena_printf(s->a, "unsupported: %s", q->reason));
    default: {
      static const char *const names[] = {"", "", "", "", "", "", "", "", "", "", "", "new", "an array", "an array length",
                                          "an array read", "an array write", "a field read", "a field write",
                                          "a static field read", "a static field write", "", "a cast", "instanceof",
                                          "a monitor"};
      const char *w = q->op < sizeof names / sizeof names[0] ? names[q->op] : "an instruction";
      return unknown(s, st, arena_printf(s->a, "unsupported: %s (no symbolic heap yet)", w));
    }
    }
    if (!ok) return unknown(s, st, "unsupported: a value outside the symbolic model");
#undef T
#undef SET
    if (s->rank && st->nf == 1) {
      /* one iteration of the loop being ranked: back at its head, out of it for good, or back at
       * a nested loop's head (covered by its havoc: rank_havoc) */
      if (next == s->rk_head) return rank_arrive(s, st);
      if (!s->rk_reach[next]) return;
      if (next <= f->i) {
        if (s->rk_last[next] >= 0 && f->visits[next] == 0xFF) return;
        return unknown(s, st, "a nested loop entered other than by its head");
      }
    }
    if (next <= f->i) {
      /* a backward branch: one more iteration of a loop */
      s->looped = 1;
      if (++f->visits[next] > unroll) {
        s->out->bound_hits++;
        f->i = next;
        return unknown(s, st, arena_printf(s->a, "loop bound %u reached", unroll));
      }
    }
    f->i = next;
  }
}

/* Runs the work list to its end (a bound on the cases: the rest unknown). */
static void drain(sx *s) {
  while (s->nwork) {
    state *cur = s->work[--s->nwork];
    if (s->out->npaths > 4000) {
      s->out->bound_hits++;
      add_path(s, REL_P_UNKNOWN, cur->g, TERM_NULL, "path bound 4000 reached", "?", REL_O_RETURNED);
      continue;
    }
    step_state(s, cur);
  }
}

/* The cut of the unit m's first loop (rel_loopcut, in the left_inside form the Rust and C rooms
 * give): the paths from the entry have run (cutm 1, seg 0) and stopped at the head as arrivals.
 * The head state: each local slot that is an int or long on every arrival becomes a fresh
 * variable "<pfx>_<k>"; every other local slot that holds a value on every arrival (an array, a
 * String, null) is kept: the loop must not change it. The arrivals fall into variants by their kept
 * values (a parameter null or not): variant v holds where one of its arrivals' guards does (those
 * are over the inputs, and one run's arrival is one of them), the last one wherever no other does
 * (inputs that never reach the loop: more behaviours to relate, never fewer). Any other slot (a
 * stack slot, a local not yet assigned) holds nothing, so that a read of it is an unknown case.
 * Then one iteration runs from the head state of each variant (cutm 2, cases in seg 2): a path back
 * at the head ends the iteration with the next state; every other path (the condition fails, a
 * break, a return, an exception thrown out of the body) runs to the end of the function. A slot
 * that an iteration leaves outside its kind (an int slot holding a reference, a kept array
 * written) holds nothing from then on and the iterations run again: every case is exact and the
 * cut never guesses. NULL when no path reaches the loop. */
enum { MAXVAR = 8 };

/* The text each builder of events (kind 4) holds on arriving at the head: an event of segment 0
 * per variant, where its arrivals' guard vg[v] holds (the variant's arrivals hold the same text,
 * same_sv), its arguments str_terms' layout of the text (a builder holds at most JV_SSTR_MAX units,
 * so the text is all there). One per builder, at its first slot; builders are named by their
 * order in the slots (sxa.evb, as cut_loop numbers them), so that one builder is "#1" in both
 * versions (two in other slot orders are told apart, and then not related). */
static void evb_entry(sx *s, const char *kind, sv **es, int ns, const int *rep, const term_ref *vg, int nv) {
  term_ctx *tc = s->tc;
  int seg = s->seg;
  s->seg = 0;
  for (int v = 0; v < nv; v++)
    for (int j = 0, nevb = 0; j < ns; j++) {
      if (kind[j] != 4) continue;
      const sxa *b = es[rep[v]][j].arr;
      int j2 = 0;
      while (j2 < j && !(kind[j2] == 4 && es[rep[v]][j2].arr->id == b->id)) j2++;
      if (j2 < j) continue;
      nevb++;
      jv_sstr t = sstr_of(b);
      term_ref args[JV_SSTR_MAX + 1];
      args[0] = term_zext(tc, 32, t.len);
      for (int k = 0; k < JV_SSTR_MAX; k++) args[k + 1] = jv_sstr_unit16(tc, &t, k);
      out_event(s, vg[v], arena_printf(s->a, "StringBuilder#%d content", nevb), args, JV_SSTR_MAX + 1);
    }
  s->seg = seg;
}

static rel_loopcut *cut_loop(sx *s, jv_method *m, const char *pfx) {
  term_ctx *tc = s->tc;
  int na = s->narr;
  if (!na) return NULL;
  int ns = m->max_locals + m->max_stack, pc = m->stmts[s->cut_head].pc;
  term_ref *eg = s->arr_g;
  sv **es = s->arr_slot;
  state **est = s->arr_st;
  s->arr_g = NULL, s->arr_slot = NULL, s->arr_st = NULL, s->narr = s->caparr = 0;
  /* 0 nothing, 1 a variable, 2 kept, 3 an array's elements, 4 a StringBuilder the loop appends to,
   * kept as a builder of events (sxa.evb: its appends are output) */
  char *kind = arena_alloc(s->a, (size_t)ns + 1);
  for (int j = 0; j < ns; j++) {
    int term = j < m->max_locals, some = j < m->max_locals;
    for (int i = 0; i < na; i++) {
      const sv *v = &es[i][j];
      if (v->k != SV_TERM || term_sort_of(tc, v->t) != term_sort_of(tc, es[0][j].t)) term = 0;
      if (v->k == SV_NONE) some = 0;
    }
    kind[j] = term ? 1 : some ? 2 : 0;
  }
  /* a local array the method made, of a constant length whose elements are all followed, held by
   * no other slot: its elements are state variables too (kind 3) */
  for (int j = 0; j < m->max_locals; j++) {
    const sxa *x0 = es[0][j].k == SV_ARR ? es[0][j].arr : NULL;
    if (kind[j] != 2 || !x0 || x0->input || x0->str || x0->sb || x0->whole != TERM_NULL || !x0->id || x0->cap < 1 ||
        x0->cap > 64 || !term_is_const(tc, x0->len) || term_bv_value(tc, x0->len) != (term_u128)x0->cap)
      continue;
    /* on every arrival one like it (each path made its own: ids may differ), no other slot that
     * keeps a value there holding it */
    int ok = 1;
    for (int i = 0; i < na && ok; i++) {
      const sxa *xi = es[i][j].k == SV_ARR ? es[i][j].arr : NULL;
      ok = xi && !xi->input && !xi->str && !xi->sb && xi->whole == TERM_NULL && xi->id && xi->cap == x0->cap && xi->len == x0->len &&
           xi->ety == x0->ety;
      for (int j2 = 0; j2 < ns && ok; j2++) {
        const sv *v = &es[i][j2];
        if (j2 != j && kind[j2] != 0 && v->k == SV_ARR && v->arr->id == xi->id) ok = 0;
      }
    }
    if (ok) kind[j] = 3;
  }
  rel_summary *o = s->out;
  int np0 = o->npaths, nouts0 = s->nouts;
  unsigned bh0 = o->bound_hits, th0 = o->time_hits;
  term_ref res_g0 = s->res_g, *res_e0 = NULL;
  if (s->res_e) {
    res_e0 = arena_alloc(s->a, sizeof(term_ref) * (JV_SSTR_MAX + 1));
    memcpy(res_e0, s->res_e, sizeof(term_ref) * (JV_SSTR_MAX + 1));
  }
  term_ref *h = arena_alloc(s->a, sizeof(term_ref) * (size_t)(65 * ns + 1));
  int *at = arena_alloc(s->a, sizeof(int) * (size_t)(ns + 1));
  int *var_of = arena_alloc(s->a, sizeof(int) * (size_t)(na + 1)); /* each arrival's variant */
  int rep[MAXVAR];                                                  /* each variant's first arrival */
  term_ref vg[MAXVAR];
  sv *hv = arena_alloc(s->a, sizeof(sv) * (size_t)(ns + 1));
  for (int round = 0;; round++) {
    /* the variants: the arrivals by their kept values (too many: the slots that differ dropped) */
    int nv = 0, over = 0;
    for (int i = 0; i < na && !over; i++) {
      int v = 0;
      for (; v < nv; v++) {
        int same = 1;
        for (int j = 0; j < ns && same; j++)
          if ((kind[j] == 2 || kind[j] == 4) && !same_sv(&es[i][j], &es[rep[v]][j])) same = 0;
        if (same) break;
      }
      if (v == nv) {
        if (nv == MAXVAR) {
          over = 1;
          break;
        }
        rep[nv] = i, vg[nv++] = term_false(tc);
      }
      var_of[i] = v;
      vg[v] = term_or2(tc, vg[v], eg[i]);
    }
    if (over) {
      int dropped = 0;
      for (int j = 0; j < ns; j++)
        for (int i = 1; i < na && (kind[j] == 2 || kind[j] == 4); i++)
          if (!same_sv(&es[i][j], &es[0][j])) kind[j] = 0, dropped = 1;
      if (!dropped || round > ns) return NULL;
      continue;
    }
    /* the head state: one variable per int or long slot, in slot order */
    int n = 0;
    for (int j = 0; j < ns; j++) {
      at[j] = n;
      if (kind[j] == 1) h[n] = term_var(tc, arena_printf(s->a, "%s_%d", pfx, n), term_sort_of(tc, es[0][j].t)), n++;
      if (kind[j] == 3)
        for (int e = 0; e < es[0][j].arr->cap; e++, n++)
          h[n] = term_var(tc, arena_printf(s->a, "%s_%d", pfx, n), term_sort_bv(tc, es[0][j].arr->ety == 'J' ? 64 : 32));
    }
    s->narr = 0;
    int *arr_var = NULL, capv = 0;
    term_ref rest = term_true(tc);
    char back[MAXVAR] = {0}; /* the variant's iteration can come back to the head */
    for (int v = 0; v < nv; v++) {
      int nevb = 0;
      for (int j = 0; j < ns; j++) {
        hv[j] = kind[j] == 1 ? (sv){.k = SV_TERM, .t = h[at[j]]} : kind[j] >= 2 ? es[rep[v]][j] : (sv){0};
        if (kind[j] == 4) {
          /* the builder as a builder of events, one object for the slots that hold it */
          int j2 = 0;
          while (j2 < j && !(kind[j2] == 4 && hv[j2].arr->id == hv[j].arr->id)) j2++;
          if (j2 < j) {
            hv[j].arr = hv[j2].arr;
            continue;
          }
          sxa *c = arena_alloc(s->a, sizeof *c);
          *c = *hv[j].arr;
          c->evb = ++nevb;
          hv[j].arr = c;
        }
        if (kind[j] == 3) {
          /* the array with its elements the head's variables */
          sxa *c = arena_alloc(s->a, sizeof *c);
          *c = *es[rep[v]][j].arr;
          c->e = arena_alloc(s->a, sizeof(term_ref) * (size_t)(c->cap + 1));
          for (int e = 0; e < c->cap; e++) c->e[e] = h[at[j] + e];
          hv[j].arr = c;
        }
      }
      state st0;
      memset(&st0, 0, sizeof st0);
      st0.g = v < nv - 1 ? vg[v] : rest;
      rest = term_and2(tc, rest, term_not(tc, vg[v]));
      if (open_frame(s, &st0, m, hv, ns, -1) < 0) return NULL;
      st0.f[0].i = s->cut_head;
      /* a copy whose arrays are its own: an iteration's writes must not change the arrivals' */
      state *st = clone(s, &st0);
      st->fresh = 1;
      int from = s->narr;
      s->cutm = 2, s->seg = 2;
      push_work(s, st);
      drain(s);
      s->cutm = 0;
      if (s->narr > capv) {
        int *nw = arena_alloc(s->a, sizeof(int) * (size_t)(s->caparr + 1));
        if (from) memcpy(nw, arr_var, sizeof(int) * (size_t)from);
        arr_var = nw, capv = s->caparr;
      }
      for (int i = from; i < s->narr; i++) arr_var[i] = v;
      back[v] = s->narr > from;
    }
    int demoted = 0;
    for (int i = 0; i < s->narr && !demoted; i++)
      for (int j = 0; j < ns; j++) {
        const sv *x = &s->arr_slot[i][j];
        if ((kind[j] == 1 && (x->k != SV_TERM || term_sort_of(tc, x->t) != term_sort_of(tc, h[at[j]]))) ||
            (kind[j] == 2 && !same_sv(x, &es[rep[arr_var[i]]][j])) ||
            (kind[j] == 3 && (x->k != SV_ARR || x->arr->id != es[rep[arr_var[i]]][j].arr->id || x->arr->cap != es[0][j].arr->cap)) ||
            (kind[j] == 4 && (x->k != SV_ARR || !x->arr->evb || x->arr->id != es[rep[arr_var[i]]][j].arr->id))) {
          /* a builder of the method's that the iteration appended to: again as a builder of events */
          const sv *e0 = &es[rep[arr_var[i]]][j];
          int sb = kind[j] == 2 && e0->k == SV_ARR && e0->arr->sb && !e0->arr->input && e0->arr->id;
          kind[j] = sb ? 4 : 0, demoted = 1;
        }
      }
    int pass = 0;
    for (int v = 0; v < nv && !demoted; v++) pass |= !back[v];
    if (!demoted && pass) {
      /* a variant whose loop never comes back (a null array: the first test throws): its arrivals
       * run on from the head to their ends as the paths before the loop do (seg 0, exact), and
       * the cut is made of the other arrivals */
      o->npaths = np0, o->bound_hits = bh0, o->time_hits = th0, s->nouts = nouts0;
      s->res_g = res_g0;
      if (res_e0) memcpy(s->res_e, res_e0, sizeof(term_ref) * (JV_SSTR_MAX + 1));
      else s->res_e = NULL;
      s->narr = 0;
      s->cutm = 1, s->seg = 0;
      int keep = 0;
      for (int i = 0; i < na; i++) {
        if (back[var_of[i]]) {
          eg[keep] = eg[i], es[keep] = es[i], est[keep++] = est[i];
          continue;
        }
        est[i]->fresh = 1;
        push_work(s, est[i]);
        drain(s);
      }
      s->cutm = 0;
      if (s->narr) return NULL; /* one came back after all (cannot be: the iteration ran from every state) */
      na = keep;
      if (!na) return NULL;
      np0 = o->npaths, bh0 = o->bound_hits, th0 = o->time_hits, res_g0 = s->res_g, nouts0 = s->nouts;
      if (s->res_e) {
        res_e0 = arena_alloc(s->a, sizeof(term_ref) * (JV_SSTR_MAX + 1));
        memcpy(res_e0, s->res_e, sizeof(term_ref) * (JV_SSTR_MAX + 1));
      }
      continue;
    }
    if (!demoted) {
      rel_loopcut *c = arena_alloc(s->a, sizeof *c);
      memset(c, 0, sizeof *c);
      c->n = n;
      c->h = arena_alloc(s->a, sizeof(term_ref) * (size_t)(n + 1));
      memcpy(c->h, h, sizeof(term_ref) * (size_t)n);
      c->names = arena_alloc(s->a, sizeof(char *) * (size_t)(n + 1));
      c->entry = arena_alloc(s->a, sizeof(term_ref) * (size_t)(n + 1));
      c->next = arena_alloc(s->a, sizeof(term_ref) * (size_t)(n + 1));
      c->entry_g = term_false(tc);
      c->cond = term_false(tc);
      for (int j = 0; j < ns; j++) {
        if (kind[j] == 3) {
          const char *nm = slot_name(s, m, j, pc);
          for (int e = 0; e < es[0][j].arr->cap; e++) {
            int k = at[j] + e;
            c->names[k] = arena_printf(s->a, "%s[%d]", nm, e);
            c->entry[k] = es[na - 1][j].arr->e[e];
            for (int i = na - 2; i >= 0; i--) c->entry[k] = term_ite(tc, eg[i], es[i][j].arr->e[e], c->entry[k]);
            c->next[k] = h[k];
            for (int i = s->narr - 1; i >= 0; i--) c->next[k] = term_ite(tc, s->arr_g[i], s->arr_slot[i][j].arr->e[e], c->next[k]);
          }
          continue;
        }
        if (kind[j] != 1) continue;
        int k = at[j];
        c->names[k] = slot_name(s, m, j, pc);
        /* two slots of one name (javac reuses a slot for two scopes' locals): the slot tells them apart */
        for (int e = 0; e < j; e++)
          if (kind[e] == 1 && !strcmp(c->names[at[e]], c->names[k])) c->names[k] = arena_printf(s->a, "%s_%d", c->names[k], j);
        c->entry[k] = es[na - 1][j].t;
        for (int i = na - 2; i >= 0; i--) c->entry[k] = term_ite(tc, eg[i], es[i][j].t, c->entry[k]);
        c->next[k] = h[k];
        for (int i = s->narr - 1; i >= 0; i--) c->next[k] = term_ite(tc, s->arr_g[i], s->arr_slot[i][j].t, c->next[k]);
      }
      for (int i = 0; i < na; i++) c->entry_g = term_or2(tc, c->entry_g, eg[i]);
      for (int i = 0; i < s->narr; i++) c->cond = term_or2(tc, c->cond, s->arr_g[i]);
      evb_entry(s, kind, es, ns, rep, vg, nv);
      c->body_ok = c->cond;
      c->cond_bad = term_false(tc);
      c->left_inside = 1; /* every path from the head that does not come back is in seg 2 */
      c->lookahead = s->lookahead;
      return c;
    }
    /* again with fewer slots kept: the iterations' cases dropped */
    if (round > ns) return NULL;
    o->npaths = np0, o->bound_hits = bh0, o->time_hits = th0, s->nouts = nouts0;
    s->res_g = res_g0;
    if (res_e0) memcpy(s->res_e, res_e0, sizeof(term_ref) * (JV_SSTR_MAX + 1));
    else s->res_e = NULL;
  }
}

/* ---- the cut at every loop (rel_cutset), for the core's induction over all loops ---- */

/* A cut point: the head of a loop of the unit or of a callee inlined into it, with the call stack
 * it is reached on (each frame's method, statement and destination slot: a callee's loop reached
 * from two call sites is two cut points, each with its callers' state). Its state is made once
 * from the arrivals so far (cp_make): a slot that is an int or long on each of them is a variable
 * (kind 1), one that holds the same reference or literal on its canonical arrival is kept (kind
 * 2), every other slot holds nothing (a read of it is an unknown case). */
enum { MAXCP = 16 };
typedef struct cpoint {
  int nf;
  jv_method *m[MAXF];
  int i[MAXF], dst[MAXF];
  int tot;              /* the slots of every frame, in frame order */
  char *kind;
  sv *canon;            /* the kept values: the canonical arrival's */
  const state *cst;     /* the canonical arrival (its caller's arrays) */
  int n, done;
  int *at;              /* each kind-1 slot's variable */
  term_ref *h;
  const char **names;
  const char *loc;
} cpoint;
/* An arrival: a path from the entry (from -1) or from cut point `from` reached cut point `to`. */
typedef struct carr {
  int from, to, live;
  term_ref g;
  sv *slots;
  state *st;            /* to resume it uncut where it does not fit the head state (cp_make) */
} carr;
/* each method's loop heads: the statements a backward branch targets */
typedef struct hcache {
  int n;
  struct {
    const jv_method *m;
    unsigned char *head;
  } e[32];
} hcache;

static const unsigned char *heads_of(sx *s, const jv_method *m) {
  hcache *c = s->hc;
  for (int k = 0; k < c->n; k++)
    if (c->e[k].m == m) return c->e[k].head;
  unsigned char *h = arena_alloc(s->a, (size_t)m->nstmts + 1);
  for (int i = 0; i < m->nstmts; i++) {
    const jv_stmt *q = &m->stmts[i];
    if ((q->op == JV_GOTO || q->op == JV_IF || q->op == JV_SWITCH) && q->target >= 0 && q->target <= i) h[q->target] = 1;
    for (int k = 0; q->op == JV_SWITCH && k < q->ncases; k++)
      if (q->targets[k] <= i) h[q->targets[k]] = 1;
  }
  if (c->n < 32) c->e[c->n].m = m, c->e[c->n++].head = h;
  return h;
}

/* The loops a run of m can reach: m's own and those of the program's static methods it calls
 * (inlined), to a depth of 4. */
static int loops_reached(sx *s, jv_method *m, int depth) {
  if (depth > 4 || jv_lower(m, s->p->a) < 0) return 0;
  const unsigned char *h = heads_of(s, m);
  int n = 0;
  for (int i = 0; i < m->nstmts; i++) {
    n += h[i];
    const jv_stmt *q = &m->stmts[i];
    if (q->op != JV_INVOKE || q->sub != JV_INV_STATIC) continue;
    const char *ow, *nm, *ds;
    jv_cp_member(m->cls, q->cpi, &ow, &nm, &ds);
    jv_class *c = ow ? jv_find_class(s->p, ow) : NULL;
    for (int k = 0; c && k < c->nmethods; k++)
      if (!strcmp(c->methods[k].name, nm) && !strcmp(c->methods[k].desc, ds) && &c->methods[k] != m)
        n += loops_reached(s, &c->methods[k], depth + 1);
  }
  return n;
}

static int nslots_of(const jv_method *m) { return m->max_locals + m->max_stack; }

/* Whether a statement of the loop at head of m (its head to its last backward branch there: javac
 * lays a loop's body out in one piece) writes slot j. */
static int written_in_loop(const jv_method *m, int head, int j) {
  int last = head;
  for (int i = head; i < m->nstmts; i++)
    if ((m->stmts[i].op == JV_GOTO || m->stmts[i].op == JV_IF) && m->stmts[i].target == head) last = i;
  const jv_opnd *w[8];
  for (int i = head; i <= last; i++)
    for (int k = 0, nw = stmt_writes(&m->stmts[i], w); k < nw; k++)
      if (w[k]->slot == j) return 1;
  return 0;
}

/* Whether the slot values x (a path's, flattened) fit cut point c's head state. */
static int cp_fits(sx *s, const cpoint *c, const sv *x) {
  for (int j = 0; j < c->tot; j++) {
    if (c->kind[j] == 1 && (x[j].k != SV_TERM || term_sort_of(s->tc, x[j].t) != term_sort_of(s->tc, c->h[c->at[j]]))) return 0;
    if (c->kind[j] == 2 && !same_sv(&x[j], &c->canon[j])) return 0;
  }
  return 1;
}

/* st is at a loop head (cutm 3): 1 when it stopped there as an arrival, 0 when it runs on (a cut
 * point it passes, or one whose head state it does not fit: it then passes it from now on). */
static int cut_all_arrive(sx *s, state *st) {
  int k = 0;
  for (; k < s->ncp; k++) {
    const cpoint *c = &s->cps[k];
    int same = c->nf == st->nf;
    for (int x = 0; x < st->nf && same; x++)
      same = c->m[x] == st->f[x].m && c->i[x] == st->f[x].i && c->dst[x] == st->f[x].dst;
    if (same) break;
  }
  if (k == s->ncp) {
    if (s->ncp == MAXCP) {
      s->cp_over = 1;
      return 0;
    }
    cpoint *c = &s->cps[s->ncp++];
    memset(c, 0, sizeof *c);
    c->nf = st->nf;
    for (int x = 0; x < st->nf; x++) c->m[x] = st->f[x].m, c->i[x] = st->f[x].i, c->dst[x] = st->f[x].dst, c->tot += nslots_of(st->f[x].m);
    c->loc = loc_of(s, &st->f[st->nf - 1]);
  }
  if (st->nocut >> k & 1) return 0;
  cpoint *c = &s->cps[k];
  sv *x = arena_alloc(s->a, sizeof(sv) * (size_t)(c->tot + 1));
  for (int f = 0, o = 0; f < st->nf; o += nslots_of(st->f[f].m), f++) memcpy(x + o, st->f[f].slot, sizeof(sv) * (size_t)nslots_of(st->f[f].m));
  if (c->done && !cp_fits(s, c, x)) {
    st->nocut |= 1u << k;
    return 0;
  }
  if (s->nca == s->capca) {
    int nc = s->capca ? 2 * s->capca : 16;
    carr *n = arena_alloc(s->a, sizeof(carr) * (size_t)nc);
    if (s->nca) memcpy(n, s->ca, sizeof(carr) * (size_t)s->nca);
    s->ca = n, s->capca = nc;
  }
  s->ca[s->nca++] = (carr){.from = st->org - 1, .to = k, .live = 1, .g = st->g, .slots = x, .st = st};
  return 1;
}

/* The head state of cut point k from its live arrivals so far: the canonical one is the first
 * with the fewest null kept slots (a parameter null on some paths: those usually throw at the
 * loop's first test); an arrival whose kept values differ runs on from the head uncut (it passes
 * this cut point, exactly, bounded by the unrolling as any path). Then one segment runs from the
 * head state (seg k + 1). */
static void cp_make(sx *s, int k, const char *pfx) {
  term_ctx *tc = s->tc;
  cpoint *c = &s->cps[k];
  c->kind = arena_alloc(s->a, (size_t)c->tot + 1);
  c->at = arena_alloc(s->a, sizeof(int) * (size_t)(c->tot + 1));
  int canon = -1, best = 1 << 30;
  for (int i = 0; i < s->nca; i++) {
    if (!s->ca[i].live || s->ca[i].to != k) continue;
    int nulls = 0;
    for (int j = 0; j < c->tot; j++) nulls += s->ca[i].slots[j].k == SV_NULL;
    if (nulls < best) best = nulls, canon = i;
  }
  const sv *cv = s->ca[canon].slots;
  c->canon = arena_alloc(s->a, sizeof(sv) * (size_t)(c->tot + 1));
  memcpy(c->canon, cv, sizeof(sv) * (size_t)c->tot);
  c->cst = s->ca[canon].st;
  /* a slot that holds one term over the inputs on every arrival (no variable of a head state: the
   * arrivals come from the entry and the heads made so far) and that the loop does not write is
   * kept as that term (a parameter, javac's copy of an array's length): the induction then needs
   * no invariant for it */
  int nh = 0;
  for (int q = 0; q < s->ncp; q++) nh += s->cps[q].done ? s->cps[q].n : 0;
  term_ref *hfrom = arena_alloc(s->a, sizeof(term_ref) * (size_t)(nh + 1)), *hto = arena_alloc(s->a, sizeof(term_ref) * (size_t)(nh + 1));
  nh = 0;
  for (int q = 0; q < s->ncp; q++)
    for (int e = 0; s->cps[q].done && e < s->cps[q].n; e++, nh++) {
      hfrom[nh] = s->cps[q].h[e];
      hto[nh] = term_bv(tc, term_sort_width(tc, term_sort_of(tc, hfrom[nh])), 0);
    }
  int top = c->tot - nslots_of(c->m[c->nf - 1]);
  for (int j = 0; j < c->tot; j++) {
    int term = cv[j].k == SV_TERM, anyterm = 0;
    int same = term && (!nh || term_subst(tc, cv[j].t, (unsigned)nh, hfrom, hto) == cv[j].t);
    for (int i = 0; i < s->nca; i++) {
      if (!s->ca[i].live || s->ca[i].to != k) continue;
      const sv *v = &s->ca[i].slots[j];
      anyterm |= v->k == SV_TERM;
      if (v->k != SV_TERM || !term || term_sort_of(tc, v->t) != term_sort_of(tc, cv[j].t)) term = 0;
      if (!term || v->t != cv[j].t) same = 0;
    }
    if (term && same && (j < top || !written_in_loop(c->m[c->nf - 1], c->i[c->nf - 1], j - top))) term = 0;
    c->kind[j] = term ? 1 : anyterm && !same ? 0 : cv[j].k == SV_NONE ? 0 : 2;
    /* the loop's own operand stack holds nothing at its head (javac leaves it empty there: what a
     * slot holds is left from before), a caller's holds the operands of its pending call */
    if (j >= top + c->m[c->nf - 1]->max_locals) c->kind[j] = 0;
  }
  /* the variables, named by the LocalVariableTable (a callee's prefixed by its method) */
  c->h = arena_alloc(s->a, sizeof(term_ref) * (size_t)(c->tot + 1));
  c->names = arena_alloc(s->a, sizeof(char *) * (size_t)(c->tot + 1));
  for (int f = 0, o = 0; f < c->nf; o += nslots_of(c->m[f]), f++)
    for (int j = 0; j < nslots_of(c->m[f]); j++) {
      if (c->kind[o + j] != 1) continue;
      c->at[o + j] = c->n;
      const char *nm = slot_name(s, c->m[f], j, c->i[f] < c->m[f]->nstmts ? c->m[f]->stmts[c->i[f]].pc : 0);
      if (f) nm = arena_printf(s->a, "%s.%s", c->m[f]->name, nm);
      for (int e = 0; e < c->n; e++)
        if (!strcmp(c->names[e], nm)) nm = arena_printf(s->a, "%s_%d", nm, o + j);
      c->names[c->n] = nm;
      c->h[c->n] = term_var(tc, arena_printf(s->a, "%s_%d_%d", pfx, k, c->n), term_sort_of(tc, cv[o + j].t));
      c->n++;
    }
  c->done = 1;
  /* the arrivals that do not fit run on uncut, in their own segments */
  for (int i = 0; i < s->nca; i++) {
    carr *r = &s->ca[i];
    if (!r->live || r->to != k || cp_fits(s, c, r->slots)) continue;
    r->live = 0;
    r->st->nocut |= 1u << k;
    r->st->fresh = 1;
    s->seg = r->from + 1;
    push_work(s, r->st);
    drain(s);
  }
  /* one segment from the head state */
  state st0;
  memset(&st0, 0, sizeof st0);
  st0.g = term_true(tc);
  for (int f = 0, o = 0; f < c->nf; o += nslots_of(c->m[f]), f++) {
    sv *hv = arena_alloc(s->a, sizeof(sv) * (size_t)(nslots_of(c->m[f]) + 1));
    for (int j = 0; j < nslots_of(c->m[f]); j++)
      hv[j] = c->kind[o + j] == 1 ? (sv){.k = SV_TERM, .t = c->h[c->at[o + j]]} : c->kind[o + j] == 2 ? c->canon[o + j] : (sv){0};
    if (open_frame(s, &st0, c->m[f], hv, nslots_of(c->m[f]), c->dst[f]) < 0) {
      s->cp_over = 1; /* no segment from this head: no cut */
      return;
    }
    st0.f[f].i = c->i[f];
  }
  st0.nparam = c->cst->nparam;
  memcpy(st0.param, c->cst->param, sizeof st0.param);
  state *st = clone(s, &st0); /* its arrays its own: a write must not change the arrivals' */
  st->fresh = 1;
  st->org = k + 1;
  s->seg = k + 1;
  push_work(s, st);
  drain(s);
}

/* The cut at every loop (rel_cutset): the paths from the entry have run (cutm 3, seg 0) and
 * stopped at the first loop head each reached. As long as a cut point has arrivals and no state,
 * its state is made from them and its segment runs (cp_make), stopping at every head, its own
 * included. NULL when there were too many cut points (MAXCP), a segment could not start, or none. */
static rel_cutset *cut_all(sx *s, const char *pfx) {
  for (;;) {
    int pick = -1;
    for (int i = 0; i < s->nca && pick < 0; i++)
      if (s->ca[i].live && !s->cps[s->ca[i].to].done) pick = s->ca[i].to;
    if (pick < 0) break;
    cp_make(s, pick, pfx);
  }
  if (s->cp_over || !s->ncp) return NULL;
  rel_cutset *c = arena_alloc(s->a, sizeof *c);
  c->nloops = s->ncp;
  c->pts = arena_alloc(s->a, sizeof(rel_cutpoint) * (size_t)s->ncp);
  for (int k = 0; k < s->ncp; k++) c->pts[k] = (rel_cutpoint){.n = s->cps[k].n, .names = s->cps[k].names, .h = s->cps[k].h, .loc = s->cps[k].loc};
  c->arr = arena_alloc(s->a, sizeof(rel_arrival) * (size_t)(s->nca + 1));
  for (int i = 0; i < s->nca; i++) {
    const carr *r = &s->ca[i];
    if (!r->live) continue;
    const cpoint *p = &s->cps[r->to];
    term_ref *v = arena_alloc(s->a, sizeof(term_ref) * (size_t)(p->n + 1));
    for (int j = 0; j < p->tot; j++)
      if (p->kind[j] == 1) v[p->at[j]] = r->slots[j].t;
    c->arr[c->narr++] = (rel_arrival){.from = r->from, .to = r->to, .guard = r->g, .vals = v};
  }
  return c;
}

/* ---- the induction over the lines of a file main (rel_sym_opts.head) ---- */

/* Whether states x and y hold the same class constants (same_sv: a final static's array whose
 * elements an iteration wrote is not): a step runs from one arrival's, so every arrival and every
 * path back at the head must hold them. */
static int same_consts(sx *s, const state *x, const state *y) {
  for (int k = 0; k < s->ncst; k++)
    if (!same_sv(&x->cst[k], &y->cst[k])) return 0;
  return 1;
}

/* The loop-head summaries of a file main for the record induction (rel/verdict.c's
 * record_induction), as the Rust room gives them: the paths from the entry have stopped at the
 * head of main's first loop (cutm 1, statement head). The head's cells are main's locals holding
 * an int or long on every arrival, then "@lines.pos", the lines read before the head (one constant
 * per version: both read the same line in each iteration). Every other local holds one value on
 * every arrival (args, a reader, a writer: kept) or nothing (a local the body sets before reading
 * it; a read of it is an unknown case). REL_HEAD_ENTRY: each arrival is a case of seg 1 with its
 * cells and records. REL_HEAD_STEP: the entry's cases are dropped and one iteration runs from the
 * head state o->head_vals, its readLine giving the iteration's line; a path back at the head
 * having read exactly one line is a case of seg 1 with the next cells and the iteration's records,
 * one that read none or more an unknown case, every other path runs to its end (seg 2). Where
 * every iteration that goes round read a line (not null), the loop goes round at most once per
 * line of a finite file: out->terminates says so. Returns 1 with the cells in out, 0 when the head
 * has no such state (no cells: the core does not use the summary), -1 with why. */
static int head_summary(sx *s, jv_method *m, int head, const rel_sym_opts *o, rel_summary *out, char *why, size_t whyn) {
  term_ctx *tc = s->tc;
  int step = o->head == REL_HEAD_STEP;
  if (!s->narr) return 0;
  int ns = m->max_locals + m->max_stack;
  state *a0 = s->arr_st[0];
  sv *t0 = s->arr_slot[0];
  /* per slot: 1 a cell, 2 kept, 0 nothing */
  int *kind = arena_alloc(s->a, sizeof(int) * (size_t)(ns + 1)), *cix = arena_alloc(s->a, sizeof(int) * (size_t)(ns + 1)), nc = 0;
  for (int j = 0; j < ns; j++) {
    int cell = j < m->max_locals && t0[j].k == SV_TERM, kept = j < m->max_locals && t0[j].k != SV_TERM && t0[j].k != SV_NONE;
    for (int i = 1; i < s->narr; i++) {
      const sv *v = &s->arr_slot[i][j];
      if (cell && (v->k != SV_TERM || term_sort_of(tc, v->t) != term_sort_of(tc, t0[j].t))) cell = 0;
      if (kept && !same_sv(v, &t0[j])) kept = 0;
    }
    kind[j] = cell ? 1 : kept ? 2 : 0;
    if (cell) cix[nc++] = j;
  }
  for (int i = 1; i < s->narr; i++)
    if (s->arr_st[i]->opened != a0->opened || s->arr_st[i]->wopen != a0->wopen || s->arr_st[i]->odirty != a0->odirty ||
        !same_consts(s, s->arr_st[i], a0))
      return 0;
  const char **names = arena_alloc(s->a, sizeof(char *) * (size_t)(nc + 1));
  term_sort *sorts = arena_alloc(s->a, sizeof(term_sort) * (size_t)(nc + 1));
  for (int c = 0; c < nc; c++) names[c] = slot_name(s, m, cix[c], m->stmts[head].pc), sorts[c] = term_sort_of(tc, t0[cix[c]].t);
  names[nc] = "@lines.pos", sorts[nc] = term_sort_bv(tc, 64);
  const char *loc = loc_of(s, &(frame){.m = m, .i = head});
  int narr = s->narr, all_read = 1;
  state **arr_st = s->arr_st;
  sv **arr_slot = s->arr_slot;
  term_ref *arr_g = s->arr_g;
  if (step) {
    if (o->head_n != nc + 1 || !o->head_vals) return snprintf(why, whyn, "a head state of %d cells, %d expected", o->head_n, nc + 1), -1;
    state *h = clone(s, a0);
    h->g = term_true(tc), h->inl = 0, h->hiteof = 0, h->nrec = 0, h->rec = NULL, h->fresh = 1, h->la = NULL;
    frame *f = &h->f[0];
    for (int j = 0, c = 0; j < ns; j++) {
      if (kind[j] == 1) f->slot[j] = (sv){.k = SV_TERM, .t = o->head_vals[c++]};
      else if (!kind[j]) f->slot[j] = (sv){0};
    }
    memset(f->visits, 0, (size_t)m->nstmts);
    out->npaths = 0, out->bound_hits = 0, out->time_hits = 0;
    s->narr = 0, s->caparr = 0, s->cutm = 2, s->seg = 2;
    push_work(s, h);
    drain(s);
    narr = s->narr, arr_st = s->arr_st, arr_slot = s->arr_slot, arr_g = s->arr_g;
  }
  s->seg = 1;
  for (int i = 0; i < narr; i++) {
    state *st = arr_st[i];
    if (step && st->inl != 1) {
      add_path(s, REL_P_UNKNOWN, arr_g[i], TERM_NULL,
               st->inl ? "an iteration reads more than one line (the induction over the lines follows one)"
                       : "an iteration that reads no line (the induction is over the lines)", loc, REL_O_RETURNED);
      continue;
    }
    all_read &= !st->hiteof;
    if (!same_consts(s, st, a0)) {
      s->seg = 0;
      if (!step) return 0;
      return snprintf(why, whyn, "an iteration leaves the loop's head with other values of %s's final statics", s->kcls->name), -1;
    }
    term_ref *cells = arena_alloc(s->a, sizeof(term_ref) * (size_t)(nc + 2));
    for (int j = 0, c = 0; j < ns; j++) {
      const sv *v = &arr_slot[i][j];
      int fits = kind[j] == 1 ? v->k == SV_TERM && term_sort_of(tc, v->t) == sorts[c] : kind[j] == 2 ? same_sv(v, &t0[j]) : 1;
      if (!fits || st->opened != a0->opened || st->wopen != a0->wopen || st->odirty != a0->odirty) {
        s->seg = 0;
        if (!step) return 0;
        return snprintf(why, whyn, "an iteration leaves the loop's head in a state of another shape (local %s)",
                        slot_name(s, m, j, m->stmts[head].pc)), -1;
      }
      if (kind[j] == 1) cells[c++] = v->t;
    }
    cells[nc] = step ? term_mk2(tc, OP_BVADD, o->head_vals[nc], term_bv(tc, 64, 1)) : term_bv(tc, 64, (uint64_t)st->inl);
    int before = out->npaths;
    add_path(s, REL_P_RETURNED, arr_g[i], TERM_NULL, NULL, loc, REL_O_RETURNED);
    if (out->npaths == before) continue;
    rel_path *pp = &out->paths[before];
    pp->cells = cells, pp->nrec = st->nrec, pp->rec = st->rec;
  }
  s->seg = 0;
  out->ncells = nc + 1;
  out->cell_names = names;
  out->cell_sorts = sorts;
  out->head_what = arena_printf(s->a, "the loop at %s over the lines of %s", loc,
                                s->seq ? arena_printf(s->a, "the file named by args[%d]", s->seq - 1) : "the file it reads");
  if (!step) out->terminates = "its paths to the loop's head end";
  if (step && all_read)
    out->terminates = "each iteration that goes round read a line of the file (readLine gave one), so the loop goes round "
                      "at most once per line";
  return 1;
}

static int exec_once(jv_program *p, jv_method *m, term_ctx *tc, const rel_input *ins, const term_ref *vars, int n,
                     const rel_sym_opts *o, rel_summary *out, arena *a, char *why, size_t whyn, int abstract,
                     int soft, int *met_shared, rk_memo *memo) {
  memset(out, 0, sizeof *out);
  if (!(m->access & 0x0008)) {
    snprintf(why, whyn, "an instance method");
    return -1;
  }
  jv_class *c = m->cls;
  jv_method *clinit = NULL;
  if (initialiser_on_chain(p, c)) {
    /* a file main's class: its initialiser runs first on every path, its final statics kept in
     * the state (class_const); a superclass's initialiser, or another unit's class's, is not run */
    int fm = !strcmp(m->name, "main") && !strcmp(m->desc, "([Ljava/lang/String;)V");
    int obj = !c->super || !strcmp(c->super, "java/lang/Object");
    jv_class *sup = obj ? NULL : jv_find_class(p, c->super);
    for (int k = 0; k < c->nmethods && fm; k++)
      if (!strcmp(c->methods[k].name, "<clinit>")) clinit = &c->methods[k];
    if (!clinit || (!obj && (!sup || initialiser_on_chain(p, sup)))) {
      snprintf(why, whyn, "class %s or a superclass has a static initialiser (not executed symbolically)", c->name);
      return -1;
    }
    if (jv_lower(clinit, p->a) < 0) {
      snprintf(why, whyn, "unsupported: in the static initialiser of %s: %s", c->name, clinit->lower_error);
      return -1;
    }
  }
  if (jv_lower(m, p->a) < 0) {
    snprintf(why, whyn, "unsupported: %s", m->lower_error);
    return -1;
  }
  const char *rd = strchr(m->desc, ')');
  char rt = rd ? rd[1] : 'V';
  switch (rt) {
  case 'V': out->rtype = (rel_rtype){REL_V_VOID, 0, 0, 0}; break;
  case 'I': out->rtype = (rel_rtype){REL_V_INT, 32, 1, 0}; break;
  case 'J': out->rtype = (rel_rtype){REL_V_INT, 64, 1, 0}; break;
  case 'S': out->rtype = (rel_rtype){REL_V_INT, 16, 1, 0}; break;
  case 'B': out->rtype = (rel_rtype){REL_V_INT, 8, 1, 0}; break;
  case 'C': out->rtype = (rel_rtype){REL_V_INT, 16, 0, 0}; break;
  case 'Z': out->rtype = (rel_rtype){REL_V_BOOL, 1, 0, 0}; break;
  case 'L':
    /* a String result is an output event (str_result): no value */
    if (!strcmp(rd + 1, "Ljava/lang/String;")) {
      out->rtype = (rel_rtype){REL_V_VOID, 0, 0, 0};
      break;
    }
    /* fall through */
  default: snprintf(why, whyn, "a result of descriptor type '%c' (not executed symbolically)", rt); return -1;
  }
  sx sv_ = {.p = p, .tc = tc, .a = a, .o = o, .out = out, .rt = rt, .abstract = abstract, .allow_soft = soft, .memo = memo};
  sx *s = &sv_;
  if (clinit) {
    s->kcls = c;
    s->cstf = arena_alloc(a, sizeof(jv_field *) * (size_t)(c->nfields + 1));
    /* a field with a ConstantValue is set before the initialiser runs (JVMS 5.5): not one of
     * these (javac reads it as its constant; a getstatic of it stays an unknown case) */
    for (int k = 0; k < c->nfields; k++)
      if ((c->fields[k].access & 0x0018) == 0x0018 && !c->fields[k].const_cpi) s->cstf[s->ncst++] = &c->fields[k];
  }
  /* the arguments: int terms of 32 bits (boolean, byte, short, char widened as the JVM holds them);
   * an array parameter (one at most: two could be one array, an aliasing not modelled) is null
   * where its null flag holds, else an array of its length's elements */
  sv args[260];
  int sl = 0, k = 0, narr = 0, nref = 0, ref_slot[MAXREF], ref_in[MAXREF], ref_arr[MAXREF];
  sxa *st0_param[MAXREF] = {0};
  sxob *st0_obj = NULL;
  /* a file main (jv_symio.h): its inputs are argc and the files' lines, args its names */
  s->fmain = !strcmp(m->name, "main") && !strcmp(m->desc, "([Ljava/lang/String;)V");
  if (s->fmain) {
    if (n != 1 + JV_ARG_FILES) return snprintf(why, whyn, "main takes %d inputs, %d given", 1 + JV_ARG_FILES, n), -1;
    s->argc = vars[0];
    s->hmode = o ? o->head : REL_HEAD_NONE;
    s->lcap = jv_symio_cap(s->hmode, o ? o->line_cap : 0);
    args[sl++] = (struct sv){.k = SV_ARGV};
    out->pre = term_and2(tc, term_and2(tc, term_mk2(tc, OP_BVUGE, s->argc, term_bv(tc, 64, 1)),
                                       term_mk2(tc, OP_BVULE, s->argc, term_bv(tc, 64, JV_ARG_FILES + 1))),
                         jv_symio_pre(tc, s->hmode == REL_HEAD_STEP, s->lcap, a));
  }
  for (const char *d = m->desc + 1; !s->fmain && *d && *d != ')'; d++, k++) {
    if (k >= n || sl >= 256) {
      snprintf(why, whyn, "more parameters than inputs");
      return -1;
    }
    term_ref v = vars[k], t;
    int isstr = !strncmp(d, "Ljava/lang/String;", 18);
    if (*d == 'L' && !isstr) {
      /* an object of the program's class (jv_lang.c): null by its null flag, else an object of
       * exactly the declared class whose fields are the input's elements, each converted to its
       * field's type as a putfield stores it; what the call leaves in them is an output */
      const char *ow = NULL;
      const jv_layout *ol = jv_heap_param(p, d, a, &ow);
      if (!ol || !ins || ins[k].array_cap != ol->nf || !ins[k].null_flag) {
        snprintf(why, whyn, "a parameter of descriptor type '%.60s' (%s)", d, ow ? ow : "not an input");
        return -1;
      }
      if (s->oparam_in || nref >= MAXREF) {
        snprintf(why, whyn, "two object parameters (they could be one object: aliasing is not split yet)");
        return -1;
      }
      sxob *ob = new_obj(s, ol);
      for (int f = 0; f < ol->nf; f++) {
        term_ref x = rel_input_elem(tc, ins, k, f);
        char fd = ol->desc[f][0];
        ob->f[f] = (struct sv){.k = SV_TERM, .t = fd == 'J' ? x : held(s, fd, term_extract(tc, 31, 0, x))};
      }
      s->oparam_in = k + 1;
      st0_obj = ob;
      term_ref le = term_eq(tc, v, term_bv(tc, 64, (uint64_t)ol->nf)); /* one element per field */
      out->pre = out->pre == TERM_NULL ? le : term_and2(tc, out->pre, le);
      out->assume = "an object parameter is null or an object of exactly its declared class (not of a subclass: its methods "
                    "are selected on that class)";
      ref_slot[nref] = sl, ref_in[nref] = k, ref_arr[nref++] = -2;
      args[sl++] = (struct sv){.k = SV_OBJ, .ob = ob};
      d = strchr(d, ';');
      continue;
    }
    if (*d == '[' || isstr) {
      if (!ins || !ins[k].null_flag || (!isstr && (!d[1] || !strchr("IJSBCZ", d[1])))) {
        snprintf(why, whyn, "an array parameter of descriptor type '%.2s' (not executed symbolically)", d);
        return -1;
      }
      /* arrays can be written: two could be one array (aliasing is not modelled); Strings cannot */
      if (nref >= MAXREF) {
        snprintf(why, whyn, "more than 6 reference parameters (a state for each null or not)");
        return -1;
      }
      if (!isstr && narr++) {
        snprintf(why, whyn, "two array parameters (they could be one array: aliasing is not modelled)");
        return -1;
      }
      sxa *arr = arena_alloc(a, sizeof *arr);
      arr->str = isstr;
      if (isstr) d += 16; /* to the last char before ';' (d[1] is then ';', skipped below) */
      arr->ety = isstr ? 'C' : d[1];
      arr->cap = ins[k].array_cap;
      arr->input = 1;
      arr->len = term_extract(tc, 31, 0, v); /* the 64-bit length variable, at most 2^31 - 1 (pre) */
      arr->e = arena_alloc(a, sizeof(term_ref) * (size_t)(arr->cap + 1));
      arr->id = ++s->nids;
      if (o && o->cut && arr->cap > 0) {
        /* a loop cut: every element, named from the input (the same array in both versions) */
        term_sort es = term_sort_of(tc, rel_input_elem(tc, ins, k, 0));
        arr->wsrc = (int)term_sort_width(tc, es);
        arr->whole = term_var(tc, arena_printf(a, "%s_arr", term_var_name(tc, v)), term_sort_array(tc, term_sort_bv(tc, 32), es));
        if (isstr) arr->latin1 = term_var(tc, arena_printf(a, "%s_latin1", term_var_name(tc, v)), term_sort_bool(tc));
      }
      for (int e = 0; e < arr->cap; e++) {
        term_ref x = arr->whole != TERM_NULL ? term_mk2(tc, OP_SELECT, arr->whole, term_bv(tc, 32, (uint64_t)e))
                                             : rel_input_elem(tc, ins, k, e);
        arr->e[e] = arr->ety == 'J' || arr->ety == 'I' ? x
                    : arr->ety == 'Z' || arr->ety == 'C' ? term_zext(tc, 32 - ins[k].width, x)
                                                         : term_sext(tc, 32 - ins[k].width, x);
      }
      /* a length is an int (JLS 10.7; a String's, String.length) */
      term_ref le = term_mk2(tc, OP_BVULE, v, term_bv(tc, 64, 0x7fffffff));
      out->pre = out->pre == TERM_NULL ? le : term_and2(tc, out->pre, le);
      if (!isstr) s->param_in[narr - 1] = k, st0_param[narr - 1] = arr;
      ref_slot[nref] = sl, ref_in[nref] = k, ref_arr[nref++] = isstr ? -1 : narr - 1;
      args[sl++] = (struct sv){.k = SV_ARR, .arr = arr};
      d++;
      continue;
    }
    switch (*d) {
    case 'I': case 'J': t = v; break;
    case 'Z': t = term_zext(tc, 31, v); break;
    case 'B': t = term_sext(tc, 24, v); break;
    case 'S': t = term_sext(tc, 16, v); break;
    case 'C': t = term_zext(tc, 16, v); break;
    default: snprintf(why, whyn, "a parameter of descriptor type '%c' (not executed symbolically)", *d); return -1;
    }
    args[sl] = (struct sv){.k = SV_TERM, .t = t};
    sl += *d == 'J' ? 2 : 1;
  }
  /* the statics that are inputs, after the parameters (jv_lang.c), by name: each at its entry
   * value, widened as the JVM holds it */
  s->unit = m;
  s->nstl = jv_statics(p, m, &s->stl);
  term_ref st0[MAXST];
  for (int j = s->fmain ? n : k; j < n; j++) {
    int i = 0;
    while (i < s->nstl && (!ins || !ins[j].by_name || strcmp(s->stl[i].input, ins[j].name))) i++;
    if (i == s->nstl || s->nst == MAXST) {
      snprintf(why, whyn, i == s->nstl ? "input %d is no parameter and no static" : "more than %d static inputs", i == s->nstl ? j + 1 : MAXST);
      return -1;
    }
    /* every run initialises the static's class before the call (jv_statics.h): an initialiser
     * that runs code (prints, throws, writes other statics) would be part of what it does */
    jv_class *oc = jv_find_class(p, s->stl[i].cls);
    if (!oc || initialiser_on_chain(p, oc)) {
      snprintf(why, whyn, "class %s of static input %s or a superclass has a static initialiser (not executed symbolically)",
               s->stl[i].cls, s->stl[i].input);
      return -1;
    }
    char t = s->stl[i].desc[0];
    term_ref v = vars[j];
    st0[s->nst] = t == 'Z' ? term_zext(tc, 31, v) : t == 'B' ? term_sext(tc, 24, v) : t == 'S' ? term_sext(tc, 16, v)
                  : t == 'C' ? term_zext(tc, 16, v) : v;
    s->sev_g[s->nst] = TERM_NULL;
    s->st_in[s->nst++] = i;
  }
  state *st = arena_alloc(a, sizeof *st);
  st->g = term_true(tc);
  memcpy(st->stv, st0, sizeof(term_ref) * (size_t)s->nst);
  if (open_frame(s, st, m, args, sl, -1) < 0) {
    snprintf(why, whyn, "the method cannot be lowered");
    return -1;
  }
  if (clinit) {
    /* each class constant at its default (JLS 4.12.5) until the initialiser stores it */
    st->cst = arena_alloc(a, sizeof(sv) * (size_t)(s->ncst + 1));
    for (int k = 0; k < s->ncst; k++) {
      char d = s->cstf[k]->desc[0];
      st->cst[k] = d == 'J' ? (sv){.k = SV_TERM, .t = term_bv(tc, 64, 0)}
                   : d == 'L' || d == '[' ? (sv){.k = SV_NULL}
                   : d == 'F' || d == 'D' ? (sv){0}
                                          : (sv){.k = SV_TERM, .t = term_bv(tc, 32, 0)};
    }
    if (open_frame(s, st, clinit, NULL, 0, INIT_DST) < 0) {
      snprintf(why, whyn, "the static initialiser of %s cannot be followed", c->name);
      return -1;
    }
  }
  st->nparam = narr;
  memcpy(st->param, st0_param, sizeof st0_param);
  st->oparam = st0_obj;
  /* each reference parameter null or not by its null flag: a state for each combination */
  push_work(s, st);
  for (int r = 0; r < nref; r++) {
    term_ref isnull = rel_input_null(tc, ref_in[r]);
    for (int w = s->nwork - 1; w >= 0; w--) {
      state *ns = clone(s, s->work[w]);
      ns->g = term_and2(tc, ns->g, isnull);
      ns->f[0].slot[ref_slot[r]] = (sv){.k = SV_NULL};
      if (ref_arr[r] >= 0) ns->param[ref_arr[r]] = NULL;
      if (ref_arr[r] == -2) ns->oparam = NULL;
      s->work[w]->g = term_and2(tc, s->work[w]->g, term_not(tc, isnull));
      push_work(s, ns);
    }
  }
  /* a loop cut: the paths from the entry stop at the head of the unit's first loop (cut_loop);
   * with cut_all, where a run can reach two loops or more (the unit's, an inlined callee's), at
   * the head of every loop (cut_all) */
  hcache hc;
  memset(&hc, 0, sizeof hc);
  s->hc = &hc;
  cpoint cps[MAXCP];
  s->cps = cps;
  int all = o && o->cut && o->cut_all && rt != 'L' && loops_reached(s, m, 0) >= 2;
  int head = o && o->cut && !all ? first_loop_head(m) : -1;
  /* a file main's induction over the lines: the paths from the entry stop at its first loop */
  int hhead = s->fmain && s->hmode != REL_HEAD_NONE ? first_loop_head(m) : -1;
  if (s->fmain) all = 0, head = -1; /* its records per case are no events a loop cut's induction compares */
  if (hhead >= 0) s->cutm = 1, s->cut_head = hhead, s->seg = 0, s->cut_last = hhead;
  if (all) s->cutm = 3, s->seg = 0;
  if (head >= 0) {
    s->cutm = 1, s->cut_head = head, s->seg = 0, s->cut_last = head;
    s->lookahead = o->cut_lookahead;
    for (int i = head; i < m->nstmts; i++)
      if ((m->stmts[i].op == JV_GOTO || m->stmts[i].op == JV_IF) && m->stmts[i].target == head) s->cut_last = i;
  }
  drain(s);
  if (hhead >= 0 && head_summary(s, m, hhead, o, out, why, whyn) < 0) return -1;
  const char *hterm = out->terminates;
  if (all) out->cuts = cut_all(s, o->cut);
  if (head >= 0) out->cut = cut_loop(s, m, o->cut);
  s->cutm = 0;
  /* the printed events in program order, then the caller's arrays and the String result, which
   * come after everything printed */
  rel_out_event *ev = arena_alloc(a, sizeof(rel_out_event) * (size_t)(s->nouts + MAXREF + MAXST + 2));
  if (s->nouts) memcpy(ev, s->outs, sizeof(rel_out_event) * (size_t)s->nouts);
  int nev = s->nouts;
  for (int j = 0; j < narr; j++)
    if (s->ev_e[j])
      ev[nev++] = (rel_out_event){.guard = s->ev_g[j], .nargs = s->ev_n[j], .args = s->ev_e[j],
                                  .what = arena_printf(a, "argument %d ([%c) after the call", s->param_in[j] + 1, s->ev_ety[j])};
  if (s->res_e)
    ev[nev++] = (rel_out_event){.guard = s->res_g, .nargs = JV_SSTR_MAX + 1, .args = s->res_e, .what = "result (String)"};
  if (s->oev_e)
    ev[nev++] = (rel_out_event){.guard = s->oev_g, .nargs = st0_obj->l->nf, .args = s->oev_e,
                                .what = arena_printf(a, "argument %d (an object of %d fields) after the call", s->oparam_in,
                                                     st0_obj->l->nf)};
  /* each static input where a case ends (jv_run's records "static NAME", made where it changed) */
  for (int j = 0; j < s->nst; j++)
    if (s->sev_g[j] != TERM_NULL)
      ev[nev++] = (rel_out_event){.guard = s->sev_g[j], .nargs = 1, .args = &s->sev_v[j],
                                  .what = arena_printf(a, "static %s after the call", s->stl[s->st_in[j]].input)};
  out->out = ev;
  out->nout = nev;
  /* the loop cut's events each name their segment (print_call) where only printing made them: the
   * String result's one event joins every returning case, whatever its segment */
  out->out_segs = (out->cut || out->cuts) && nev == s->nouts;
  *met_shared = s->met_shared;
  /* Termination, where the summary is complete (every admissible input followed to a case that
   * returned or threw): each loop went round at most the unrolling bound on every path, each
   * call was followed to its end, and an abstracted callee ends by its ranking functions. */
  unsigned unroll = o && o->unroll ? o->unroll : 16;
  const char *ends = s->looped ? arena_printf(a, "its loops exit within the unrolling bound of %u iterations", unroll)
                               : "none of its own loops goes round";
  out->terminates = s->ranked ? arena_printf(a, "%s, and its calls of %s end (ranking functions: %s)", ends, s->abstracted,
                                             s->ranked)
                  : s->abstracted ? arena_printf(a, "%s, and its calls of %s end", ends, s->abstracted)
                                  : ends;
  if (s->fmain) {
    /* records per case (rel_path.rec), what the files' lines are assumed to be */
    out->path_records = 1;
    out->assume = arena_printf(a, "main runs with at most %d arguments, each file it reads exists, its arguments name distinct "
                               "files, and each line of a file it reads is at most %d ASCII characters other than CR%s",
                               JV_ARG_FILES, s->lcap,
                               s->hmode != REL_HEAD_NONE ? "" : arena_printf(a, " (a line after the first %d is not followed)", JV_LINES));
    out->head_assume = out->assume;
    if (hhead >= 0) out->terminates = hterm;
  }
  if (s->abstracted) {
    out->abstracted = s->abstracted;
    /* a model with small arguments replays quickly: the abstracted loops run concretely then */
    term_ref pref = term_true(tc);
    for (int k = 0; k < n; k++) {
      if (!ins || ins[k].array_cap > 0 || ins[k].null_flag || ins[k].kind != REL_IN_INT || ins[k].width < 16) continue;
      unsigned w = (unsigned)ins[k].width;
      pref = term_and2(tc, pref, term_and2(tc, term_mk2(tc, OP_BVSLE, vars[k], term_bv(tc, w, 1000)),
                                           term_mk2(tc, OP_BVSGE, vars[k], term_mk1(tc, OP_BVNEG, term_bv(tc, w, 1000)))));
    }
    out->prefer = pref;
  }
  return 0;
}

int jv_sym_exec(jv_program *p, jv_method *m, term_ctx *tc, const rel_input *ins, const term_ref *vars, int n,
                const rel_sym_opts *o, rel_summary *out, arena *a, char *why, size_t whyn) {
  rk_memo *memo = arena_alloc(a, sizeof *memo);
  memset(memo, 0, sizeof *memo);
  int met = 0;
  /* a loop cut is one run, every call inlined */
  if (o && o->cut) return exec_once(p, m, tc, ins, vars, n, o, out, a, why, whyn, 0, 0, &met, memo);
  int r = exec_once(p, m, tc, ins, vars, n, o, out, a, why, whyn, 0, 1, &met, memo);
  /* a call of a shared callee with a loop was inlined and the run did not follow every input to
   * its end (a bound, or the second it then had): run again with those calls abstracted
   * (abstract_call) and keep that summary where it follows more; else the plain run again, as
   * long as it takes */
  if (r == 0 && met && (out->bound_hits || out->time_hits) && !(o && o->deadline > 0 && rel_now() > o->deadline)) {
    rel_summary second;
    int cut = out->time_hits > 0;
    if (exec_once(p, m, tc, ins, vars, n, o, &second, a, why, whyn, 1, 0, &met, memo) == 0 && second.abstracted &&
        second.bound_hits + second.time_hits < out->bound_hits + out->time_hits)
      *out = second;
    else if (cut)
      r = exec_once(p, m, tc, ins, vars, n, o, out, a, why, whyn, 0, 0, &met, memo);
  }
  return r;
}
