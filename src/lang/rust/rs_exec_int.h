/* rs_exec_int.h — what the interpreter (rs_exec.c) and the std models (rs_lib.c) share: the run
 * state, frames, evaluated places and value constructors. Private to src/lang/rust. */
#ifndef EQUIV_LANG_RUST_RS_EXEC_INT_H
#define EQUIV_LANG_RUST_RS_EXEC_INT_H

#include <stdarg.h>

#include "lang/rust/rs_val.h"

enum { RX_MAX_DEPTH = 2000 };
#define RX_MAX_MEMORY ((size_t)1 << 30)

/* One run: stop is 0 while running, 1 after a panic (msg), 2 after going wrong (wk, reason, loc). */
typedef struct rx {
  const rs_program *p;
  arena *a;
  long long fuel;
  int depth;
  int stop;
  const char *msg;
  rel_wkind wk;
  const char *reason, *loc;
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

/* rs_lib.c: the std item `callee` (a MIR path, generics removed) applied to args[0..n); dty is the
 * destination's type when known. Returns 1 with *out set, 0 when the item is not modelled, -1
 * when the run stopped (a panic, going wrong). */
int rs_model_call(rx *x, const char *callee, rs_val *args, int n, const rs_type *dty, rs_val *out,
                  const char *loc);

#endif
