/* cc_exec_int.h — private interface between the C interpreter (cc_exec.c) and its library models
 * (cc_lib.c): the memory model (blocks of structured values, pointer = block + path) and going wrong. */
#ifndef EQUIV_LANG_C_CC_EXEC_INT_H
#define EQUIV_LANG_C_CC_EXEC_INT_H

#include <setjmp.h>
#include <stdint.h>

#include "core/strbuf.h"
#include "lang/c/cc_ir.h"
#include "lang/c/cc_stack.h"

/* A pointer: block 0 is the null pointer. steps[0] indexes the block's root array (every block
 * is an array of `count` objects of its element type; a scalar variable is an array of one); each
 * further step is an element index (array) or a member index (struct). */
#define CC_MAXPATH 8
typedef struct cc_ptr {
  int32_t block;
  int32_t n;
  int32_t steps[CC_MAXPATH];
} cc_ptr;

/* CC_V_FN: a non-null function pointer, `i` the function's index in the program (a null one is
 * the CC_V_PTR null pointer). */
typedef enum cc_vkind { CC_V_UNDEF, CC_V_INT, CC_V_FLT, CC_V_PTR, CC_V_AGG, CC_V_VOID, CC_V_MISSING, CC_V_FN } cc_vkind;

/* A value, and a memory cell (cells hold scalar values only). CC_V_INT holds the canonical bits
 * of its (statically known) type; CC_V_FLT holds a double, or a float's value exactly. */
typedef struct cc_val {
  cc_vkind k;
  uint64_t i;
  double d;
  cc_ptr p;
  struct cc_val *agg;  /* CC_V_AGG: `nagg` cells, copied out of memory */
  long nagg;
} cc_val;

typedef enum cc_bkind { CC_BK_STACK, CC_BK_HEAP, CC_BK_STATIC, CC_BK_STRING } cc_bkind;

typedef struct cc_block {
  const cc_type *type;  /* element type; NULL for heap memory not yet accessed (untyped) */
  long count;           /* elements */
  cc_val *cells;        /* count * type->leaves */
  long bytes;           /* size in bytes */
  int fill;             /* untyped heap: -1 indeterminate, else every byte has this value */
  cc_bkind kind;
  int alive;
  const char *name;
  /* > count: the object has vcount elements of which the first count are held (main's argv when a
   * replay gives fewer strings than argc): pointer arithmetic ranges over vcount, an access to an
   * element not held leaves what is run (unsupported) */
  long vcount;
} cc_block;

typedef struct cc_frame {
  int32_t *slots;  /* block id per variable slot */
} cc_frame;

typedef struct cc_run_ctx {
  const cc_program *p;
  arena *a;              /* run arena: frames, aggregates, texts */
  jmp_buf jb;
  int wrong;             /* 1 went wrong, 2 exited, 3 abended (abort, a failed assert) */
  rel_wkind wkind;
  char reason[512];
  eq_loc wloc;
  long long exit_code;
  long long fuel;
  long long max_mem, mem;
  int depth;
  const char *stack_base; /* the host stack where the run began: recursion is bounded by bytes */
  size_t stack_budget;    /* host stack bytes the interpreted calls may use below stack_base */
  uintptr_t stack_low;    /* lowest host stack address seen at a call or a longjmp */
  cc_block *blocks;
  int32_t nblocks, capblocks;
  int32_t *globals;      /* block per global */
  int32_t *strs;         /* block per string literal, 0 until first use */
  strbuf out;            /* stdout */
  const char *in;        /* stdin: inlen bytes, read up to inpos */
  size_t inlen, inpos;
} cc_run_ctx;

/* Goes wrong: never returns (longjmp to the run). */
_Noreturn void cc_wrong(cc_run_ctx *r, rel_wkind k, eq_loc loc, const char *fmt, ...)
  __attribute__((format(printf, 4, 5)));
_Noreturn void cc_exit(cc_run_ctx *r, long long code);
/* abort(): the run ends abnormally with signal `sig` (SIGABRT = 6, as glibc raises it). */
_Noreturn void cc_abort(cc_run_ctx *r, int sig);

/* Memory. */
int32_t cc_block_new(cc_run_ctx *r, cc_bkind k, const cc_type *elem, long count, const char *name, eq_loc loc);
int32_t cc_heap_new(cc_run_ctx *r, long bytes, int fill, eq_loc loc);
void cc_block_kill(cc_run_ctx *r, int32_t b);
/* The object an lvalue pointer designates: checks null, lifetime, bounds and the access type
 * (C11 6.5p7, simplified: the object's type must be t up to qualifiers). Returns its first cell;
 * *is_const says whether it may not be written (string literal, const object). */
long cc_resolve(cc_run_ctx *r, cc_ptr p, const cc_type *t, eq_loc loc, int *is_const);
cc_val cc_load(cc_run_ctx *r, cc_ptr p, const cc_type *t, eq_loc loc);
void cc_store(cc_run_ctx *r, cc_ptr p, const cc_type *t, cc_val v, eq_loc loc);
/* p + i elements of type elem (C11 6.5.6p8), going wrong outside [0, length]. */
cc_ptr cc_ptr_add(cc_run_ctx *r, cc_ptr p, const cc_type *elem, int64_t i, eq_loc loc, const char *what);
/* Byte offset of the object p designates within its block. */
long cc_ptr_offset(cc_run_ctx *r, cc_ptr p);
/* Whole-block description of p for messages ("&a[3]", "null"). */
const char *cc_ptr_text(cc_run_ctx *r, cc_ptr p);
/* Converts a value between scalar types (C11 6.3.1.2-6.3.1.5, 6.3.2.3). */
cc_val cc_convert(cc_run_ctx *r, cc_val v, const cc_type *from, const cc_type *to, eq_loc loc);
cc_val cc_int_val(const cc_type *t, uint64_t bits);
int64_t cc_sval(cc_val v);

/* Library models (cc_lib.c): calls builtin b with argument values already converted. */
cc_val cc_call_builtin(cc_run_ctx *r, const cc_expr *call, cc_val *args);

#endif
