/* rs_exec_int.h — what the interpreter (rs_exec.c) and the std models (rs_lib.c) share: the run
 * state, frames, evaluated places and value constructors. Private to src/lang/rust. */
#ifndef EQUIV_LANG_RUST_RS_EXEC_INT_H
#define EQUIV_LANG_RUST_RS_EXEC_INT_H

#include <stdarg.h>

#include "lang/rust/rs_val.h"

enum { RX_MAX_DEPTH = 2000 };
#define RX_MAX_MEMORY ((size_t)1 << 30)

/* One run: stop is 0 while running, 1 after a panic (msg), 2 after going wrong (wk, reason, loc),
 * 3 after std::process::exit (exit_code). */
typedef struct rx {
  const rs_program *p;
  arena *a;
  long long fuel;
  int depth;
  int stop;
  long long exit_code;
  int bout_pending;     /* the BufWriter over stdout that holds bytes not flushed (its id, 1..;
                           0: none; rs_io.c) */
  int nbout;            /* the BufWriters over stdout made so far (each one's id) */
  const char *msg;
  rel_wkind wk;
  const char *reason, *loc;
  char *out;           /* what the run printed to stdout (println!, print!), outn bytes */
  size_t outn, outcap;
  char *err;           /* what it printed to stderr (eprintln!, eprint!), errn bytes */
  size_t errn, errcap;
  const char *in;      /* standard input, inlen bytes, read up to inpos; inlen < 0: stdin is not an
                          input of this run (rel's runs: reading it is unsupported) */
  long inlen, inpos;
  const rs_file *files;  /* the file system (nfiles < 0: none) */
  int nfiles;
  const char *const *argv; /* std::env::args (NULL: not an input of this run) */
  int argc;
  int create_over;         /* rs_env.create_over */
  unsigned long long given_read; /* the files given that the run opened or read (bit per index < 64) */
  struct rx_handle {     /* open files: a file read (rd) at pos, or one written (wf[idx]) */
    int rd, idx;
    long pos;
    int buffered;        /* a BufWriter (1) or LineWriter (2) over a written file */
    int pending;         /* it holds bytes not flushed: a flush or its drop writes them */
  } *h;
  int nh, caph;
  struct rx_wfile {      /* files created by the run, in the order created */
    const char *name;
    char *buf;
    size_t n, cap;
  } *wf;
  int nwf, capwf;
  unsigned long backedges; /* jumps back to an earlier block (rs_exec.c's proof of divergence) */
  unsigned long ioops;     /* reads and writes of input, output and files so far (the same) */
} rx;

typedef struct frame {
  const rs_body *b;
  rs_val *locals;
} frame;

/* An evaluated place: a value, or (len >= 0) items off..off+len of the array v. */
typedef struct lv {
  rs_val *v;
  long off, len;
} lv;

void rx_panic(rx *x, const char *msg);
void rx_wrong(rx *x, rel_wkind k, const char *loc, const char *fmt, ...) __attribute__((format(printf, 4, 5)));

rs_val rv_int(uint64_t bits, int w, int s);
rs_val rv_bool(int b);
rs_val rv_unit(void);
rs_val rv_agg(rx *x, rs_vkind k, int n);
rs_val rv_adt(rx *x, const rs_adt *d, int var, int n);
rs_val rv_option(rx *x, const rs_val *some);
rs_val rv_copy(rx *x, const rs_val *v);

/* Calls the closure *clo (a V_CLOS in memory: an FnMut closure's upvars change there) on
 * args[0..n) as its body's parameters after the environment; *ret gets the result. Returns 0, or
 * -1 when the run stopped. Shared by the Fn-trait calls of MIR and the std models that take a
 * closure (Iterator::map, Option::map, ...). */
int rx_call_closure(rx *x, rs_val *clo, const rs_val *args, int n, rs_val *ret, const char *loc);
/* Appends n bytes to what the run printed (to stderr when err). */
void rx_print(rx *x, const char *s, size_t n);
void rx_eprint(rx *x, const char *s, size_t n);

/* rs_lib.c: the std item `callee` (a MIR path, generics removed) applied to args[0..n); dty is the
 * destination's type when known. Returns 1 with *out set, 0 when the item is not modelled, -1
 * when the run stopped (a panic, going wrong). */
/* A value the run drops (a drop terminator): a BufWriter over a file in it flushes (rs_io.c). */
void rs_io_dropped(rx *x, const rs_val *v);
int rs_model_call(rx *x, const char *callee, rs_val *args, int n, const rs_type *dty, rs_val *out,
                  const char *loc);

/* Whether MIR path c ends with the segments s, at a segment boundary ("Vec::push" ends with
 * "push"); its last segment. */
int rs_path_ends(const char *c, const char *s);
const char *rs_path_last(const char *c);

/* The value a reference (or a chain of them) points to, or v itself. */
const rs_val *rv_deref(const rs_val *v);
/* Whether v is an ADT value named name. */
int rv_is_adt(const rs_val *v, const char *name);
/* An Option::Some(v) or None (v NULL) whose payload is a thin reference to *v. */
rs_val rv_some_ref(rx *x, rs_val *v);

#endif
