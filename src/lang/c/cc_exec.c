/* cc_exec.c — the concrete semantics of the C IR: a fuel-bounded interpreter over blocks of structured
 * values in which every undefined behaviour it can meet is detected and makes the run go wrong. */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang/c/cc_exec_int.h"
#include "lang/c/cc_rules.h"
#include "lang/c/cc_state.h"

/* The interpreter recurses on the host stack: each interpreted call takes a few host frames
 * (call_function, exec, eval: about 1 KiB, 3.5 KiB under ASan), so the call depth is bounded by
 * the bytes used, measured from where the run began, not by a count. A run gets a worker's stack
 * of CC_STACK_BYTES (cc_stack.c) less STACK_MARGIN: what one activation may still use between two
 * checks (its expression evaluation, bounded by the front end's nesting limit, and the library
 * models) and the worker's own frames. When no worker could be made the run is on the caller's
 * stack (8 MiB for the main thread) and FALLBACK_STACK_BYTES is the budget. */
enum { STACK_MARGIN = 64 << 20, FALLBACK_STACK_BYTES = 4 << 20 };

/* ---- going wrong ------------------------------------------------------------------------------ */

/* Notes how deep the host stack is here (cc_stack.c cleans up from the lowest point). */
static void stack_mark(cc_run_ctx *r, const char *here) {
  if ((uintptr_t)here < r->stack_low) r->stack_low = (uintptr_t)here;
}

void cc_wrong(cc_run_ctx *r, rel_wkind k, eq_loc loc, const char *fmt, ...) {
  char here;
  stack_mark(r, &here); /* the longjmp skips the frames above */
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(r->reason, sizeof r->reason, fmt, ap);
  va_end(ap);
  r->wrong = 1;
  r->wkind = k;
  r->wloc = loc;
  longjmp(r->jb, 1);
}

void cc_exit(cc_run_ctx *r, long long code) {
  char here;
  stack_mark(r, &here);
  r->wrong = 2;
  r->exit_code = code;
  longjmp(r->jb, 1);
}

void cc_abort(cc_run_ctx *r, int sig) {
  char here;
  stack_mark(r, &here);
  r->wrong = 3;
  r->exit_code = sig;
  longjmp(r->jb, 1);
}

#define UB(r, loc, ...) cc_wrong((r), REL_W_UB, (loc), __VA_ARGS__)
#define UNSUP(r, loc, ...) cc_wrong((r), REL_W_UNSUPPORTED, (loc), __VA_ARGS__)

static void step(cc_run_ctx *r, eq_loc loc) {
  if (--r->fuel < 0) cc_wrong(r, REL_W_OUT_OF_FUEL, loc, "fuel exhausted (a bound of the interpreter, not a proof of divergence)");
}

/* ---- values ----------------------------------------------------------------------------------- */

static uint64_t canon(const cc_type *t, uint64_t v) {
  int w = cc_int_width(t);
  if (w >= 64) return v;
  uint64_t mask = (UINT64_C(1) << w) - 1;
  v &= mask;
  if (cc_is_signed(t) && (v >> (w - 1)) & 1) v |= ~mask;
  return v;
}

cc_val cc_int_val(const cc_type *t, uint64_t bits) {
  cc_val v = {0};
  v.k = CC_V_INT;
  v.i = canon(t, bits);
  return v;
}

int64_t cc_sval(cc_val v) { return (int64_t)v.i; }

static cc_val flt_val(double d) {
  cc_val v = {0};
  v.k = CC_V_FLT;
  v.d = d;
  return v;
}

static cc_val ptr_val(cc_ptr p) {
  cc_val v = {0};
  v.k = CC_V_PTR;
  v.p = p;
  return v;
}

static int int_min_max(const cc_type *t, int64_t *mn, int64_t *mx) {
  int w = cc_int_width(t);
  *mn = *mx = 0;
  if (!cc_is_signed(t)) return 0;
  *mx = w >= 64 ? INT64_MAX : (int64_t)((UINT64_C(1) << (w - 1)) - 1);
  *mn = -*mx - 1;
  return 1;
}

static cc_val int_convert(cc_val v, const cc_type *from, const cc_type *to);
static cc_val int_not(cc_val v, const cc_type *t);

cc_val cc_convert(cc_run_ctx *r, cc_val v, const cc_type *from, const cc_type *to, eq_loc loc) {
  char b1[80], b2[80];
  if (to->k == CC_VOID) return (cc_val){.k = CC_V_VOID};
  if (v.k == CC_V_UNDEF) UB(r, loc, "use of an indeterminate value (C11 6.3.2.1p2)");
  if (to->k == CC_BOOL) {
    /* C11 6.3.1.2: 0 if the value compares equal to 0, else 1. */
    if (v.k == CC_V_FLT) return cc_int_val(to, v.d != 0);
    if (v.k == CC_V_PTR) return cc_int_val(to, v.p.block != 0);
    if (v.k == CC_V_FN) return cc_int_val(to, 1);
    if (v.k == CC_V_INT) return int_convert(v, from, to);
    return cc_int_val(to, v.i != 0);
  }
  if (cc_is_integer(to)) {
    if (v.k == CC_V_INT) return int_convert(v, from, to);
    if (v.k == CC_V_FLT) {
      /* C11 6.3.1.4p1: truncate toward zero; undefined if the integral part does not fit. */
      double t = trunc(v.d);
      int64_t mn, mx;
      if (cc_is_signed(to)) {
        int_min_max(to, &mn, &mx);
        if (!(t >= (double)mn && t < -(double)mn))
          UB(r, loc, "conversion of %g to %s out of range (C11 6.3.1.4)", v.d, cc_type_name(to, b1, sizeof b1));
        int64_t x = (int64_t)t;
        if (x > mx) UB(r, loc, "conversion of %g to %s out of range (C11 6.3.1.4)", v.d, cc_type_name(to, b1, sizeof b1));
        return cc_int_val(to, (uint64_t)x);
      }
      double lim = ldexp(1.0, cc_int_width(to));
      if (!(t > -1.0 && t < lim))
        UB(r, loc, "conversion of %g to %s out of range (C11 6.3.1.4)", v.d, cc_type_name(to, b1, sizeof b1));
      return cc_int_val(to, t <= 0 ? 0 : (uint64_t)t);
    }
    if (v.k == CC_V_PTR) {
      if (v.p.block == 0) return cc_int_val(to, 0);
      UNSUP(r, loc, "conversion of a pointer to %s", cc_type_name(to, b1, sizeof b1));
    }
  }
  if (cc_is_floating(to)) {
    double d;
    if (v.k == CC_V_INT) {
      /* C11 6.3.1.4p2: exact if representable, else correctly rounded (IEEE, round to nearest). */
      if (to->k == CC_FLOAT)
        d = cc_is_signed(from) ? (double)(float)(int64_t)v.i : (double)(float)v.i;
      else
        d = cc_is_signed(from) ? (double)(int64_t)v.i : (double)v.i;
      return flt_val(d);
    }
    if (v.k == CC_V_FLT) return flt_val(to->k == CC_FLOAT ? (double)(float)v.d : v.d);
  }
  if (to->k == CC_PTR) {
    if (v.k == CC_V_PTR && (v.p.block == 0 || to->elem->k != CC_FUNC)) return v;
    /* C11 6.3.2.3p8: a function pointer converts to another function pointer type and back */
    if (v.k == CC_V_FN && to->elem->k == CC_FUNC) return v;
    if (v.k == CC_V_FN || v.k == CC_V_PTR) UNSUP(r, loc, "conversion between a function pointer and an object pointer");
    if (v.k == CC_V_INT && v.i == 0) return ptr_val((cc_ptr){0});
    if (v.k == CC_V_INT) UNSUP(r, loc, "conversion of a non-zero integer to a pointer");
  }
  UNSUP(r, loc, "conversion from %s to %s", cc_type_name(from, b1, sizeof b1), cc_type_name(to, b2, sizeof b2));
}

/* ---- memory ----------------------------------------------------------------------------------- */

static void mem_charge(cc_run_ctx *r, long long n, eq_loc loc) {
  r->mem += n;
  if (r->mem > r->max_mem) cc_wrong(r, REL_W_OUT_OF_FUEL, loc, "memory bound of %lld bytes reached", r->max_mem);
}

static int32_t block_slot(cc_run_ctx *r) {
  if (r->nblocks == r->capblocks) {
    r->capblocks = r->capblocks ? 2 * r->capblocks : 64;
    r->blocks = eq_realloc(r->blocks, sizeof(cc_block) * (size_t)r->capblocks);
  }
  memset(&r->blocks[r->nblocks], 0, sizeof(cc_block));
  return r->nblocks++;
}

static void fill_cells(const cc_type *elem, cc_val *cells, long ncells, int fill);

int32_t cc_block_new(cc_run_ctx *r, cc_bkind k, const cc_type *elem, long count, const char *name, eq_loc loc) {
  long n = count * elem->leaves;
  mem_charge(r, (long long)n * (long long)sizeof(cc_val) + (long long)sizeof(cc_block), loc);
  int32_t b = block_slot(r);
  cc_block *bl = &r->blocks[b];
  bl->type = elem;
  bl->count = count;
  bl->cells = eq_calloc((size_t)(n > 0 ? n : 1), sizeof(cc_val)); /* all CC_V_UNDEF */
  bl->bytes = count * elem->size;
  bl->kind = k;
  bl->alive = 1;
  bl->fill = -1;
  bl->name = name;
  return b;
}

int32_t cc_heap_new(cc_run_ctx *r, long bytes, int fill, eq_loc loc) {
  mem_charge(r, bytes + (long long)sizeof(cc_block), loc);
  int32_t b = block_slot(r);
  cc_block *bl = &r->blocks[b];
  bl->bytes = bytes;
  bl->fill = fill;
  bl->kind = CC_BK_HEAP;
  bl->alive = 1;
  bl->name = arena_printf(r->a, "heap#%d", b);
  return b;
}

void cc_block_kill(cc_run_ctx *r, int32_t b) {
  cc_block *bl = &r->blocks[b];
  bl->alive = 0;
  free(bl->cells);
  bl->cells = NULL;
}

/* Cell values of memory whose every byte is `fill` (calloc, memset of untyped memory). */
static void fill_cells(const cc_type *elem, cc_val *cells, long ncells, int fill) {
  if (fill < 0) return;
  for (long i = 0; i < ncells; i++) {
    long off;
    const cc_type *t = cc_leaf_type(elem, i % elem->leaves, &off);
    uint64_t bits = 0;
    for (long j = 0; j < t->size; j++) bits |= (uint64_t)(unsigned)fill << (8 * j);
    if (cc_is_integer(t)) {
      cells[i] = cc_int_val(t, t->k == CC_BOOL ? (uint64_t)fill : bits);
    } else if (t->k == CC_DOUBLE) {
      double d;
      memcpy(&d, &bits, sizeof d);
      cells[i] = flt_val(d);
    } else if (t->k == CC_FLOAT) {
      uint32_t b32 = (uint32_t)bits;
      float f;
      memcpy(&f, &b32, sizeof f);
      cells[i] = flt_val((double)f);
    } else if (t->k == CC_PTR && fill == 0) {
      cells[i] = ptr_val((cc_ptr){0});
    }
  }
}

/* Gives untyped heap memory the effective type of its first typed access (C11 6.5p6). */
static void imprint(cc_run_ctx *r, int32_t b, const cc_type *elem, eq_loc loc) {
  cc_block *bl = &r->blocks[b];
  if (elem->size <= 0 || elem->k == CC_VOID) UNSUP(r, loc, "access to heap memory through an incomplete type");
  if (elem->k == CC_BOOL && bl->fill > 1) UNSUP(r, loc, "_Bool object with byte value %d", bl->fill);
  const cc_type *t = elem;
  if (t->is_const) {
    cc_type *u = arena_alloc(r->a, sizeof *u);
    *u = *t;
    u->is_const = 0;
    t = u;
  }
  bl->type = t;
  bl->count = bl->bytes / t->size;
  long n = bl->count * t->leaves;
  mem_charge(r, (long long)n * (long long)sizeof(cc_val), loc);
  bl->cells = eq_calloc((size_t)(n > 0 ? n : 1), sizeof(cc_val));
  fill_cells(t, bl->cells, n, bl->fill);
}

static cc_block *live_block(cc_run_ctx *r, cc_ptr p, eq_loc loc, const char *what) {
  if (p.block == 0) UB(r, loc, "null pointer %s (C11 6.5.3.2p4)", what);
  cc_block *bl = &r->blocks[p.block];
  if (!bl->alive) {
    if (bl->kind == CC_BK_HEAP) UB(r, loc, "use after free: %s of %s (C11 7.22.3p1)", what, bl->name);
    UB(r, loc, "%s of '%s' after its lifetime ended (C11 6.2.4p2)", what, bl->name);
  }
  return bl;
}

long cc_resolve(cc_run_ctx *r, cc_ptr p, const cc_type *t, eq_loc loc, int *is_const) {
  char b1[80], b2[80];
  cc_block *bl = live_block(r, p, loc, "access");
  if (!bl->type) imprint(r, p.block, t, loc);
  int cst = bl->kind == CC_BK_STRING || bl->type->is_const;
  const cc_type *ty = bl->type;
  long idx = p.steps[0];
  if (bl->vcount > bl->count && idx >= bl->count && idx < bl->vcount)
    UNSUP(r, loc, "%s[%ld]: the run was given the first %ld of its %ld elements", bl->name, idx, bl->count, bl->vcount);
  if (idx < 0 || idx >= bl->count)
    UB(r, loc, "out-of-bounds access: %s (object has %ld element%s) (C11 6.5.6p8)", cc_ptr_text(r, p), bl->count,
       bl->count == 1 ? "" : "s");
  long cell = idx * ty->leaves;
  for (int s = 1; s < p.n; s++) {
    long j = p.steps[s];
    if (ty->k == CC_ARRAY) {
      if (j < 0 || j >= ty->n)
        UB(r, loc, "out-of-bounds access: %s (array has %ld elements) (C11 6.5.6p8)", cc_ptr_text(r, p), ty->n);
      cell += j * ty->elem->leaves;
      ty = ty->elem;
    } else {
      cell += ty->rec->fields[j].leaf;
      ty = ty->rec->fields[j].type;
    }
    cst |= ty->is_const;
  }
  if (!cc_type_same(ty, t)) {
    /* Effective-type rule (C11 6.5p7) allows more (e.g. char access to any object); not modelled. */
    UNSUP(r, loc, "access to an object of type %s through an lvalue of type %s", cc_type_name(ty, b1, sizeof b1),
          cc_type_name(t, b2, sizeof b2));
  }
  if (is_const) *is_const = cst || t->is_const;
  return cell;
}

/* Whether p designates a byte of a union's bytes (cc_ir.h: the union's one field, an unsigned
 * char array): where &u.m points (CC_E_ADDR of a view), read and written as the bytes of the type
 * accessed through it. */
static int union_byte(cc_run_ctx *r, cc_ptr p) {
  if (p.block <= 0 || p.n < 3 || !r->blocks[p.block].type) return 0;
  const cc_type *ty = r->blocks[p.block].type;
  for (int s = 1; s < p.n - 1; s++) {
    if (ty->k == CC_ARRAY) ty = ty->elem;
    else if (ty->k == CC_STRUCT && p.steps[s] >= 0 && p.steps[s] < ty->rec->nfields) {
      if (s == p.n - 2 && ty->rec->is_union) return 1;
      ty = ty->rec->fields[p.steps[s]].type;
    } else return 0;
  }
  return 0;
}

static cc_val view_load(cc_run_ctx *r, cc_ptr p, const cc_type *t, eq_loc loc);
static void view_store(cc_run_ctx *r, cc_ptr p, const cc_type *t, cc_val v, eq_loc loc);

/* An access of type t (no unsigned char) through a pointer to a union's bytes (&u.m): the bytes. */
static int union_access(cc_run_ctx *r, cc_ptr p, const cc_type *t, eq_loc loc) {
  if (t->k == CC_UCHAR || !union_byte(r, p)) return 0;
  char tb[80];
  if (!cc_is_scalar(t)) UNSUP(r, loc, "a union member of type %s accessed through a pointer", cc_type_name(t, tb, sizeof tb));
  return 1;
}

cc_val cc_load(cc_run_ctx *r, cc_ptr p, const cc_type *t, eq_loc loc) {
  if (union_access(r, p, t, loc)) return view_load(r, p, t, loc);
  long cell = cc_resolve(r, p, t, loc, NULL);
  cc_block *bl = &r->blocks[p.block];
  if (t->leaves == 1 && cc_is_scalar(t)) {
    cc_val v = bl->cells[cell];
    if (v.k == CC_V_UNDEF) UB(r, loc, "read of an indeterminate value of '%s' (C11 6.3.2.1p2, 6.7.9p10)", cc_ptr_text(r, p));
    if (v.k == CC_V_PTR && t->k != CC_PTR) { /* a byte of a pointer stored into a union (view_store) */
      char tb[80];
      UNSUP(r, loc, "a byte of a pointer stored into a union read as %s", cc_type_name(t, tb, sizeof tb));
    }
    return v;
  }
  /* A struct or array value: its cells, indeterminate ones included (a struct is never a trap
   * representation, C11 6.2.6.1p6). */
  cc_val v = {0};
  v.k = CC_V_AGG;
  v.nagg = t->leaves;
  v.agg = arena_alloc(r->a, sizeof(cc_val) * (size_t)t->leaves);
  memcpy(v.agg, bl->cells + cell, sizeof(cc_val) * (size_t)t->leaves);
  return v;
}

void cc_store(cc_run_ctx *r, cc_ptr p, const cc_type *t, cc_val v, eq_loc loc) {
  if (union_access(r, p, t, loc)) {
    view_store(r, p, t, v, loc);
    return;
  }
  int cst = 0;
  long cell = cc_resolve(r, p, t, loc, &cst);
  cc_block *bl = &r->blocks[p.block];
  if (bl->kind == CC_BK_STRING) UB(r, loc, "write to a string literal (C11 6.4.5p7)");
  if (cst) UB(r, loc, "write to a const object '%s' (C11 6.7.3p6)", cc_ptr_text(r, p));
  if (v.k == CC_V_AGG)
    memcpy(bl->cells + cell, v.agg, sizeof(cc_val) * (size_t)v.nagg);
  else
    bl->cells[cell] = v;
}

/* The array enclosing the last step of p: its length (the root counts as an array). */
static long last_len(cc_run_ctx *r, cc_ptr p, const cc_type **elem, eq_loc loc) {
  cc_block *bl = &r->blocks[p.block];
  const cc_type *ty = bl->type;
  long len = bl->vcount > bl->count ? bl->vcount : bl->count;
  for (int s = 1; s < p.n; s++) {
    if (ty->k == CC_ARRAY) {
      len = ty->n;
      ty = ty->elem;
    } else {
      if (s == p.n - 1) UNSUP(r, loc, "pointer arithmetic on a pointer to a struct member");
      ty = ty->rec->fields[p.steps[s]].type;
    }
  }
  *elem = ty;
  return len;
}

cc_ptr cc_ptr_add(cc_run_ctx *r, cc_ptr p, const cc_type *elem, int64_t i, eq_loc loc, const char *what) {
  char b1[80], b2[80];
  if (p.block == 0) {
    if (i == 0) return p;
    UB(r, loc, "%s on a null pointer (C11 6.5.6p8)", what);
  }
  cc_block *bl = live_block(r, p, loc, what);
  if (!bl->type) imprint(r, p.block, elem, loc);
  /* &u.m[0] is &u.m; a pointer to a union member moved by whole members is not followed */
  if (elem->k != CC_UCHAR && union_byte(r, p)) {
    if (i == 0) return p;
    UNSUP(r, loc, "%s on a pointer to a union member", what);
  }
  const cc_type *at;
  long len = last_len(r, p, &at, loc);
  if (!cc_type_same(at, elem))
    UNSUP(r, loc, "pointer arithmetic in units of %s on an object of type %s", cc_type_name(elem, b1, sizeof b1),
          cc_type_name(at, b2, sizeof b2));
  int64_t j = (int64_t)p.steps[p.n - 1] + i;
  if (j < 0 || j > len || i > len || i < -len)
    UB(r, loc, "%s leaves the array: index %lld of an array of %ld (C11 6.5.6p8)", what,
       (long long)((int64_t)p.steps[p.n - 1] + (i > len ? len + 1 : i < -len ? -len - 1 : i)), len);
  p.steps[p.n - 1] = (int32_t)j;
  return p;
}

long cc_ptr_offset(cc_run_ctx *r, cc_ptr p) {
  cc_block *bl = &r->blocks[p.block];
  if (!bl->type) return (long)p.steps[0];
  const cc_type *ty = bl->type;
  long off = p.steps[0] * ty->size;
  for (int s = 1; s < p.n; s++) {
    if (ty->k == CC_ARRAY) {
      off += p.steps[s] * ty->elem->size;
      ty = ty->elem;
    } else {
      off += ty->rec->fields[p.steps[s]].offset;
      ty = ty->rec->fields[p.steps[s]].type;
    }
  }
  return off;
}

const char *cc_ptr_text(cc_run_ctx *r, cc_ptr p) {
  if (p.block == 0) return "null";
  cc_block *bl = &r->blocks[p.block];
  strbuf sb = STRBUF_INIT;
  sb_printf(&sb, "%s", bl->name);
  const cc_type *ty = bl->type;
  if (ty && (bl->count != 1 || p.steps[0] != 0)) sb_printf(&sb, "[%d]", p.steps[0]);
  for (int s = 1; s < p.n && ty; s++) {
    if (ty->k == CC_ARRAY) {
      sb_printf(&sb, "[%d]", p.steps[s]);
      ty = ty->elem;
    } else {
      sb_printf(&sb, ".%s", ty->rec->fields[p.steps[s]].name);
      ty = ty->rec->fields[p.steps[s]].type;
    }
  }
  char *t = arena_strdup(r->a, sb_str(&sb));
  sb_free(&sb);
  return t;
}

static cc_ptr ptr_push(cc_run_ctx *r, cc_ptr p, int32_t step, eq_loc loc) {
  if (p.n >= CC_MAXPATH) UNSUP(r, loc, "object nesting deeper than %d", CC_MAXPATH);
  p.steps[p.n++] = step;
  return p;
}

/* ---- frames and variables ----------------------------------------------------------------------- */

typedef struct frame {
  const cc_func *fn;
  int32_t *slots;
  int target;  /* the label a goto under way goes to */
} frame;

static cc_val eval(cc_run_ctx *r, frame *fr, const cc_expr *e);
static cc_ptr eval_lv(cc_run_ctx *r, frame *fr, const cc_expr *e);

static cc_ptr var_ptr(cc_run_ctx *r, frame *fr, const cc_var *v, eq_loc loc) {
  cc_ptr p = {0};
  p.block = v->kind == CC_VAR_GLOBAL ? r->globals[v->slot] : fr->slots[v->slot];
  p.n = 1;
  /* an object outside the model goes wrong where it is used, not where its block is entered:
   * paths that never reach its declaration run as they would (C11 6.2.4p7 for a VLA) */
  if (v->unsupported) UNSUP(r, v->loc, "%s", v->unsupported);
  /* a static object whose initializer is outside the model is so where it is used: the other
   * functions of the file run (a library's table of hooks must not block its every function) */
  if (v->kind == CC_VAR_GLOBAL && v->init && v->init->unsupported) UNSUP(r, v->init->loc, "%s", v->init->unsupported);
  if (p.block == 0) UB(r, loc, "use of '%s' outside its lifetime", v->name);
  return p;
}

/* Initialises an object from its initializer (C11 6.7.9); with zero_rest the cells not mentioned
 * become zero (every initializer with braces, and all static objects). */
static void run_init(cc_run_ctx *r, frame *fr, const cc_var *v, cc_ptr p) {
  const cc_init *in = v->init;
  cc_block *bl = &r->blocks[p.block];
  if (!in) return;
  if (in->unsupported) UNSUP(r, in->loc, "%s", in->unsupported);
  if (in->whole) {
    cc_val x = eval(r, fr, in->whole);
    cc_block *b2 = &r->blocks[p.block];
    if (x.k == CC_V_AGG)
      memcpy(b2->cells, x.agg, sizeof(cc_val) * (size_t)x.nagg);
    else
      b2->cells[0] = x;
    return;
  }
  /* 6.7.9p21: members not initialised explicitly are initialised like static objects (zero). */
  for (long i = 0; i < v->type->leaves; i++) {
    long off;
    const cc_type *lt = cc_leaf_type(v->type, i, &off);
    bl->cells[i] = lt->k == CC_PTR ? ptr_val((cc_ptr){0}) : cc_is_floating(lt) ? flt_val(0.0) : cc_int_val(lt, 0);
  }
  for (int i = 0; i < in->n; i++) {
    cc_val x = eval(r, fr, in->exprs[i]);
    bl = &r->blocks[p.block];
    if (x.k == CC_V_AGG)
      memcpy(bl->cells + in->cells[i], x.agg, sizeof(cc_val) * (size_t)x.nagg);
    else
      bl->cells[in->cells[i]] = x;
  }
}

/* ---- expressions ------------------------------------------------------------------------------ */

static int truth(cc_run_ctx *r, cc_val v, eq_loc loc) {
  switch (v.k) {
  case CC_V_INT: return v.i != 0;
  case CC_V_FLT: return v.d != 0;
  case CC_V_PTR: return v.p.block != 0;
  case CC_V_FN: return 1;
  case CC_V_UNDEF: UB(r, loc, "use of an indeterminate value (C11 6.3.2.1p2)");
  default: UNSUP(r, loc, "truth value of a non-scalar");
  }
}

/* ---- the interpreter's domain for the shared rules (cc_rules.h): bits ------------------------ */

static inline uint64_t mask_w(unsigned w) { return w >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << w) - 1; }

static inline int64_t sext_w(unsigned w, uint64_t v) {
  if (w >= 64) return (int64_t)v;
  v &= mask_w(w);
  return (v >> (w - 1)) & 1 ? (int64_t)(v | ~mask_w(w)) : (int64_t)v;
}

__attribute__((always_inline)) static inline uint64_t dom_k(void *ctx, unsigned w, uint64_t v) {
  (void)ctx, (void)w;
  return v;
}

/* Whether the signed result r leaves w bits. */
static inline int ovf_w(unsigned w, __int128 r) {
  __int128 mx = w >= 64 ? (__int128)INT64_MAX : ((__int128)1 << (w - 1)) - 1;
  return r < -mx - 1 || r > mx;
}

/* Inlined into int_arith with op a constant: each case computes only what it reads. Division and
 * shifts rely on the undefined behaviours stated first (the run stopped at a zero divisor, at
 * INT64_MIN / -1 and at a count outside 0..w-1). */
__attribute__((always_inline)) static inline uint64_t dom_op(void *ctx, cc_dop op, unsigned w, uint64_t a, uint64_t b) {
  (void)ctx;
  switch (op) {
  case CC_D_SADD_OVF: return ovf_w(w, (__int128)sext_w(w, a) + sext_w(w, b));
  case CC_D_SSUB_OVF: return ovf_w(w, (__int128)sext_w(w, a) - sext_w(w, b));
  case CC_D_SMUL_OVF: return ovf_w(w, (__int128)sext_w(w, a) * sext_w(w, b));
  case CC_D_SDIV_OVF: return sext_w(w, a) == -(int64_t)(mask_w(w) >> 1) - 1 && sext_w(w, b) == -1;
  case CC_D_ADD: return a + b;
  case CC_D_SUB: return a - b;
  case CC_D_MUL: return a * b;
  case CC_D_SDIV: return (uint64_t)(sext_w(w, a) / sext_w(w, b));
  case CC_D_UDIV: return (a & mask_w(w)) / (b & mask_w(w));
  case CC_D_SREM: return (uint64_t)(sext_w(w, a) % sext_w(w, b));
  case CC_D_UREM: return (a & mask_w(w)) % (b & mask_w(w));
  case CC_D_AND: return a & b;
  case CC_D_OR: return a | b;
  case CC_D_XOR: return a ^ b;
  case CC_D_NOT: return ~a;
  case CC_D_SHL: return a << (b & 63);
  case CC_D_LSHR: return (a & mask_w(w)) >> (b & 63);
  case CC_D_ASHR: return (uint64_t)(sext_w(w, a) >> (b & 63));
  case CC_D_EQ: return (a & mask_w(w)) == (b & mask_w(w));
  case CC_D_NE: return (a & mask_w(w)) != (b & mask_w(w));
  case CC_D_SLT: return sext_w(w, a) < sext_w(w, b);
  case CC_D_SLE: return sext_w(w, a) <= sext_w(w, b);
  case CC_D_SGT: return sext_w(w, a) > sext_w(w, b);
  case CC_D_SGE: return sext_w(w, a) >= sext_w(w, b);
  case CC_D_ULT: return (a & mask_w(w)) < (b & mask_w(w));
  case CC_D_ULE: return (a & mask_w(w)) <= (b & mask_w(w));
  case CC_D_UGT: return (a & mask_w(w)) > (b & mask_w(w));
  case CC_D_UGE: return (a & mask_w(w)) >= (b & mask_w(w));
  case CC_D_LOR: return a || b;
  case CC_D_BIT: return a != 0;
  case CC_D_TRUNC: return a;
  case CC_D_SEXT: return (uint64_t)sext_w((unsigned)b, a);
  case CC_D_ZEXT: return a & mask_w((unsigned)b);
  }
  return 0;
}

typedef struct dom_ctx {
  cc_run_ctx *r;
  cc_op op;
  const cc_type *t;
  int64_t x, y;
  eq_loc loc;
} dom_ctx;

/* Goes wrong, with the operands' values in the message. */
__attribute__((noinline, noreturn)) static void dom_wrong(dom_ctx *c, cc_ub_rule rule) {
  char tn[80];
  const char *os = cc_op_spelling(c->op);
  cc_type_name(c->t, tn, sizeof tn);
  long long x = (long long)c->x, y = (long long)c->y;
  switch (rule) {
  case CC_UB_SIGNED_OVERFLOW: UB(c->r, c->loc, "signed overflow in '%s': %lld %s %lld in %s (C11 6.5p5)", os, x, os, y, tn);
  case CC_UB_DIV_ZERO: UB(c->r, c->loc, "division by zero in '%s' (C11 6.5.5p5)", os);
  case CC_UB_DIV_OVERFLOW: UB(c->r, c->loc, "signed overflow in '%s': %lld %s -1 in %s (C11 6.5.5p6)", os, x, os, tn);
  case CC_UB_SHIFT_COUNT:
    UB(c->r, c->loc, "shift count %lld out of range for '%s' on %d-bit %s (C11 6.5.7p3)", y, os, cc_int_width(c->t), tn);
  case CC_UB_SHIFT_NEGATIVE: UB(c->r, c->loc, "left shift of negative value %lld (C11 6.5.7p4)", x);
  case CC_UB_SHIFT_OVERFLOW: UB(c->r, c->loc, "left shift %lld << %lld overflows %s (C11 6.5.7p4)", x, y, tn);
  }
  UB(c->r, c->loc, "undefined behaviour in '%s'", os);
}

__attribute__((always_inline)) static inline void dom_ub(void *ctx, cc_ub_rule rule, uint64_t cond) {
  if (cond) dom_wrong(ctx, rule);
}

/* An integer converted to the integer type `to` by the shared rules (cc_rules.h): v is canonical
 * in its own type, so as 64 bits it is the value whatever `from` is. */
static cc_val int_convert(cc_val v, const cc_type *from, const cc_type *to) {
  const cc_dom d = {NULL, dom_k, dom_op, dom_ub};
  return cc_int_val(to, cc_int_convert(&d, from, 64, v.i, to));
}

/* ~v in its promoted type t, by the shared rules (cc_rules.h). */
static cc_val int_not(cc_val v, const cc_type *t) {
  const cc_dom d = {NULL, dom_k, dom_op, dom_ub};
  return cc_int_val(t, cc_int_not(&d, t, v.i));
}

/* Integer arithmetic in type t (operands already of type t), by the shared rules (cc_rules.h). */
__attribute__((noinline)) static cc_val int_arith(cc_run_ctx *r, cc_op op, cc_val a, cc_val b, const cc_type *t, eq_loc loc) {
  if ((op == CC_OP_SHL || op == CC_OP_SHR) && b.k != CC_V_INT) UNSUP(r, loc, "shift count");
  /* the count comes canonical in its own type, an unsigned one above 255 clamped by the caller:
   * read as 64 signed bits */
  dom_ctx dc = {r, op, t, (int64_t)a.i, (int64_t)b.i, loc};
  const cc_dom d = {&dc, dom_k, dom_op, dom_ub};
  uint64_t v;
  if (!cc_int_binary(&d, op, t, a.i, b.i, 64, 1, &v)) UNSUP(r, loc, "integer operator '%s'", cc_op_spelling(op));
  return cc_int_val(op >= CC_OP_LT && op <= CC_OP_NE ? cc_basic(CC_INT) : t, v);
}

/* IEEE arithmetic (Annex F, FLT_EVAL_METHOD 0): float operations are carried out in float. */
static cc_val flt_arith(cc_run_ctx *r, cc_op op, cc_val a, cc_val b, const cc_type *t, eq_loc loc) {
  double x = a.d, y = b.d;
  int isf = t->k == CC_FLOAT;
  float fx = (float)x, fy = (float)y;
  const cc_type *it = cc_basic(CC_INT);
  switch (op) {
  case CC_OP_ADD: return flt_val(isf ? (double)(fx + fy) : x + y);
  case CC_OP_SUB: return flt_val(isf ? (double)(fx - fy) : x - y);
  case CC_OP_MUL: return flt_val(isf ? (double)(fx * fy) : x * y);
  case CC_OP_DIV: return flt_val(isf ? (double)(fx / fy) : x / y);
  case CC_OP_LT: return cc_int_val(it, x < y);
  case CC_OP_GT: return cc_int_val(it, x > y);
  case CC_OP_LE: return cc_int_val(it, x <= y);
  case CC_OP_GE: return cc_int_val(it, x >= y);
  case CC_OP_EQ: return cc_int_val(it, x == y);
  case CC_OP_NE: return cc_int_val(it, x != y);
  default: UNSUP(r, loc, "floating operator '%s'", cc_op_spelling(op));
  }
}

static cc_val arith(cc_run_ctx *r, cc_op op, cc_val a, cc_val b, const cc_type *t, eq_loc loc) {
  if (a.k == CC_V_UNDEF || b.k == CC_V_UNDEF) UB(r, loc, "use of an indeterminate value (C11 6.3.2.1p2)");
  return cc_is_floating(t) ? flt_arith(r, op, a, b, t, loc) : int_arith(r, op, a, b, t, loc);
}

static cc_val ptr_binary(cc_run_ctx *r, const cc_expr *e, cc_val a, cc_val b) {
  const cc_type *it = cc_basic(CC_INT);
  eq_loc loc = e->loc;
  switch (e->op) {
  case CC_OP_PTRADD:
  case CC_OP_PTRSUB: {
    int64_t i = cc_is_signed(e->b->type) ? (int64_t)b.i : (int64_t)b.i;
    if (!cc_is_signed(e->b->type) && b.i > (uint64_t)INT32_MAX) i = INT64_MAX / 2;
    if (e->op == CC_OP_PTRSUB) i = -i;
    return ptr_val(cc_ptr_add(r, a.p, e->a->type->elem, i, loc, "pointer arithmetic"));
  }
  case CC_OP_PTRDIFF: {
    /* C11 6.5.6p9: both point into (or one past) the same array object. */
    if (a.p.block == 0 && b.p.block == 0) return cc_int_val(cc_basic(CC_LONG), 0);
    live_block(r, a.p, loc, "pointer subtraction");
    live_block(r, b.p, loc, "pointer subtraction");
    int same = a.p.block == b.p.block && a.p.n == b.p.n;
    for (int s = 0; same && s < a.p.n - 1; s++) same = a.p.steps[s] == b.p.steps[s];
    if (!same) UB(r, loc, "subtraction of pointers into different arrays (C11 6.5.6p9)");
    if (e->a->type->elem->size != 1 && union_byte(r, a.p)) UNSUP(r, loc, "subtraction of pointers to union members");
    return cc_int_val(cc_basic(CC_LONG), (uint64_t)((int64_t)a.p.steps[a.p.n - 1] - b.p.steps[b.p.n - 1]));
  }
  case CC_OP_EQ:
  case CC_OP_NE: {
    int eq;
    if (a.k == CC_V_FN || b.k == CC_V_FN) /* 6.5.9p6: equal iff both designate the same function */
      eq = a.k == b.k && a.i == b.i;
    else if (a.p.block != b.p.block) {
      /* 6.5.9p6: pointers into different objects are unequal, except that one past the end of
       * an object may equal the start of one that happens to follow it (the layout decides), and
       * string literals may share storage (6.4.5p7): neither is modelled (cc_sym.c likewise) */
      if (a.p.block && b.p.block) {
        const cc_block *ba = &r->blocks[a.p.block], *bb = &r->blocks[b.p.block];
        if (ba->kind == CC_BK_STRING && bb->kind == CC_BK_STRING)
          UNSUP(r, loc, "comparison of pointers to two string literals (whether they share storage is unspecified, C11 6.4.5p7)");
        if (cc_ptr_offset(r, a.p) >= ba->bytes || cc_ptr_offset(r, b.p) >= bb->bytes) /* offsets in bytes */
          UNSUP(r, loc, "a pointer one past the end of an object compared with a pointer into another (C11 6.5.9p6)");
      }
      eq = 0;
    } else if (a.p.block == 0)
      eq = 1;
    else
      eq = cc_ptr_offset(r, a.p) == cc_ptr_offset(r, b.p);
    return cc_int_val(it, e->op == CC_OP_EQ ? eq : !eq);
  }
  default: {
    /* C11 6.5.8p5: relational comparison only within one object. */
    if (a.p.block != b.p.block || a.p.block == 0)
      UB(r, loc, "relational comparison '%s' of pointers to different objects (C11 6.5.8p5)", cc_op_spelling(e->op));
    cc_val x = cc_int_val(cc_basic(CC_LONG), (uint64_t)cc_ptr_offset(r, a.p));
    cc_val y = cc_int_val(cc_basic(CC_LONG), (uint64_t)cc_ptr_offset(r, b.p));
    return int_arith(r, e->op, x, y, cc_basic(CC_LONG), loc);
  }
  }
}

static cc_val call_function(cc_run_ctx *r, int fi, cc_val *args, int nargs, eq_loc loc);

/* The function a call through a pointer designates (C11 6.5.2.2): calling a null pointer, or
 * through a pointer of a type not compatible with the function's, is undefined (6.5.2.2p9). A
 * library function's index is nfuncs + its builtin number. */
static int called_function(cc_run_ctx *r, cc_val fp, const cc_expr *e) {
  if (fp.k == CC_V_UNDEF) UB(r, e->loc, "call through an indeterminate function pointer (C11 6.3.2.1p2)");
  if (fp.k == CC_V_PTR && fp.p.block == 0) UB(r, e->loc, "call through a null function pointer (C11 6.5.2.2p1, 6.3.2.3p3)");
  if (fp.k != CC_V_FN) UNSUP(r, e->loc, "call through a value that is not a function pointer");
  if (fp.i >= (uint64_t)r->p->nfuncs) {
    int b = (int)(fp.i - (uint64_t)r->p->nfuncs);
    if (!cc_type_same(r->p->builtin_type[b], e->a->type->elem))
      UB(r, e->loc, "call of '%s' through a pointer to an incompatible function type (C11 6.5.2.2p9)", cc_builtin_name((cc_builtin)b));
    return (int)fp.i;
  }
  const cc_func *fn = r->p->funcs[fp.i];
  if (!fn->type) UNSUP(r, fn->loc, "%s", fn->unsupported);
  if (!cc_type_same(fn->type, e->a->type->elem))
    UB(r, e->loc, "call of '%s' through a pointer to an incompatible function type (C11 6.5.2.2p9)", fn->name);
  return (int)fp.i;
}

/* A library function called through a pointer runs its model as a direct call would. Not inlined:
 * the copy of the call expression would otherwise sit in every frame of the recursive eval (under
 * ASan that cost deep_recursion its depth of 100,000 calls). */
__attribute__((noinline)) static cc_val call_builtin_through_pointer(cc_run_ctx *r, const cc_expr *e, int b,
                                                                     cc_val *args) {
  cc_expr direct = *e;
  direct.a = NULL;
  direct.builtin = b;
  return cc_call_builtin(r, &direct, args);
}

static cc_val eval_call(cc_run_ctx *r, frame *fr, const cc_expr *e) {
  /* the called expression first; the order against the arguments is unspecified (6.5.2.2p10) */
  int fi = e->fn;
  if (e->a) fi = called_function(r, eval(r, fr, e->a), e);
  cc_val *args = arena_alloc(r->a, sizeof(cc_val) * (size_t)(e->nargs + 1));
  /* The order of evaluation of arguments is unspecified (C11 6.5.2.2p10): left to right here. */
  for (int i = 0; i < e->nargs; i++) args[i] = eval(r, fr, e->args[i]);
  if (fi < 0) return cc_call_builtin(r, e, args);
  if (fi >= r->p->nfuncs) return call_builtin_through_pointer(r, e, fi - r->p->nfuncs, args);
  cc_val v = call_function(r, fi, args, e->nargs, e->loc);
  if (v.k == CC_V_MISSING && !e->discarded)
    UB(r, e->loc, "use of the value of '%s', which ended without returning one (C11 6.9.1p12)",
       r->p->funcs[fi]->name);
  return v;
}

/* ---- union members: byte-level views (cc_ir.h CC_E_VIEW) ------------------------------------- *
 * Not inlined into eval, as int_arith is not: eval's frame is what a deep recursion of the
 * interpreted program costs the host stack (tests/c/run/deep_recursion.c under ASan). */

/* The first byte of the view e: the union's bytes at e->ival, plus index * size for an element
 * of an array member, which must lie within the member (C11 6.5.6p8). */
__attribute__((noinline)) static cc_ptr view_ptr(cc_run_ctx *r, frame *fr, const cc_expr *e) {
  char tb[80];
  if (!cc_is_scalar(e->type))
    UNSUP(r, e->loc, "union member of type %s used as a whole", cc_type_name(e->type, tb, sizeof tb));
  cc_ptr p = eval_lv(r, fr, e->a);
  live_block(r, p, e->loc, "union member access");
  p = ptr_push(r, ptr_push(r, p, 0, e->loc), 0, e->loc); /* its bytes, byte 0 */
  int64_t k = (int64_t)e->ival;
  if (e->b) {
    cc_val i = eval(r, fr, e->b);
    if (i.k == CC_V_UNDEF) UB(r, e->loc, "use of an indeterminate value (C11 6.3.2.1p2)");
    int64_t x = (int64_t)i.i;
    if (!cc_is_signed(e->b->type) && i.i > (uint64_t)INT32_MAX) x = INT64_MAX / 2;
    if (x < 0 || x >= e->field)
      UB(r, e->loc, "subscript %lld outside the array member of %d elements (C11 6.5.6p8)", (long long)x, e->field);
    k += x * e->type->size;
  }
  return cc_ptr_add(r, p, cc_basic(CC_UCHAR), k, e->loc, "union member access");
}

/* A pointer stored into a union's bytes (a member of pointer type): cells hold pointers as values,
 * not addresses, so byte j holds the pointer itself marked as its byte j (cc_val.i = j + 1). Read
 * back as a pointer, the bytes must be bytes 0 .. 7 of one pointer (stored whole, or copied with
 * the union); read as anything else (an integer member, a byte), they are not modelled. */
static int same_ptr(const cc_ptr *a, const cc_ptr *b) {
  if (a->block != b->block || a->n != b->n) return 0;
  for (int k = 0; k < a->n; k++)
    if (a->steps[k] != b->steps[k]) return 0;
  return 1;
}

__attribute__((noinline)) static cc_val view_load_ptr(cc_run_ctx *r, cc_ptr p, const cc_type *t, eq_loc loc) {
  const cc_type *uc = cc_basic(CC_UCHAR);
  char tb[80];
  cc_val first = {0};
  for (long j = 0; j < t->size; j++) {
    cc_ptr q = cc_ptr_add(r, p, uc, j, loc, "union member access");
    cc_val b = r->blocks[q.block].cells[cc_resolve(r, q, uc, loc, NULL)];
    if (b.k == CC_V_UNDEF) UB(r, loc, "read of an indeterminate value of '%s' (C11 6.3.2.1p2, 6.7.9p10)", cc_ptr_text(r, q));
    if (b.k != CC_V_PTR || b.i != (uint64_t)j + 1 || (j && !same_ptr(&b.p, &first.p)))
      UNSUP(r, loc, "a union member of type %s read from bytes that hold no one pointer", cc_type_name(t, tb, sizeof tb));
    if (!j) first = b;
  }
  return ptr_val(first.p);
}

/* The bytes of a view as a value of its type (little-endian, IEEE 754 for float and double). */
__attribute__((noinline)) static cc_val view_load(cc_run_ctx *r, cc_ptr p, const cc_type *t, eq_loc loc) {
  if (t->k == CC_PTR) return view_load_ptr(r, p, t, loc);
  const cc_type *uc = cc_basic(CC_UCHAR);
  uint64_t bits = 0;
  for (long j = 0; j < t->size; j++) {
    cc_val b = cc_load(r, cc_ptr_add(r, p, uc, j, loc, "union member access"), uc, loc);
    bits |= (b.i & 0xff) << (8 * j);
  }
  if (t->k == CC_DOUBLE) {
    double d;
    memcpy(&d, &bits, sizeof d);
    return flt_val(d);
  }
  if (t->k == CC_FLOAT) {
    uint32_t w = (uint32_t)bits;
    /* a float is held as a double: a signalling NaN's payload would change on the way */
    if ((w & 0x7f800000u) == 0x7f800000u && (w & 0x007fffffu) && !(w & 0x00400000u))
      UNSUP(r, loc, "a signalling NaN read from a union's bytes as float");
    float f;
    memcpy(&f, &w, sizeof f);
    return flt_val((double)f);
  }
  /* A _Bool's byte holds 0 or 1 (the x86-64 psABI; C11 6.2.6.1p5: another value is a trap
   * representation, read by a non-character lvalue it is undefined; UBSan's -fsanitize=bool) */
  if (t->k == CC_BOOL && bits > 1)
    UB(r, loc, "load of the value %llu, which is no value of _Bool, from a union's byte (C11 6.2.6.1p5)", (unsigned long long)bits);
  return cc_int_val(t, bits);
}

__attribute__((noinline)) static void view_store(cc_run_ctx *r, cc_ptr p, const cc_type *t, cc_val v, eq_loc loc) {
  const cc_type *uc = cc_basic(CC_UCHAR);
  if (t->k == CC_PTR) { /* byte j: the pointer marked as its byte j (view_load_ptr) */
    if (v.k != CC_V_PTR) UNSUP(r, loc, "a function pointer stored into a union");
    for (long j = 0; j < t->size; j++) {
      cc_val b = v;
      b.i = (uint64_t)j + 1;
      cc_store(r, cc_ptr_add(r, p, uc, j, loc, "union member access"), uc, b, loc);
    }
    return;
  }
  uint64_t bits = v.i;
  if (t->k == CC_DOUBLE) memcpy(&bits, &v.d, sizeof v.d);
  if (t->k == CC_FLOAT) {
    float f = (float)v.d;
    uint32_t w;
    memcpy(&w, &f, sizeof w);
    bits = w;
  }
  for (long j = 0; j < t->size; j++)
    cc_store(r, cc_ptr_add(r, p, uc, j, loc, "union member access"), uc, cc_int_val(uc, (bits >> (8 * j)) & 0xff), loc);
}

/* Loads and stores through an lvalue expression lv evaluated to p: a view reads its bytes. */
__attribute__((noinline)) static cc_val lv_load(cc_run_ctx *r, const cc_expr *lv, cc_ptr p, const cc_type *t, eq_loc loc) {
  return lv->k == CC_E_VIEW ? view_load(r, p, t, loc) : cc_load(r, p, t, loc);
}

__attribute__((noinline)) static void lv_store(cc_run_ctx *r, const cc_expr *lv, cc_ptr p, const cc_type *t, cc_val v, eq_loc loc) {
  if (lv->k == CC_E_VIEW) view_store(r, p, t, v, loc);
  else cc_store(r, p, t, v, loc);
}

static cc_val incdec(cc_run_ctx *r, frame *fr, const cc_expr *e) {
  cc_ptr p = eval_lv(r, fr, e->a);
  const cc_type *t = e->a->type;
  cc_val old = lv_load(r, e->a, p, t, e->loc), nv;
  int inc = e->op == CC_OP_PREINC || e->op == CC_OP_POSTINC;
  if (t->k == CC_PTR) {
    nv = ptr_val(cc_ptr_add(r, old.p, t->elem, inc ? 1 : -1, e->loc, inc ? "'++'" : "'--'"));
  } else {
    /* C11 6.5.2.4, 6.5.3.1: ++E is E += 1, so the arithmetic is in the promoted type. */
    const cc_type *pt = cc_is_integer(t) ? cc_promote(t) : t;
    cc_val x = cc_convert(r, old, t, pt, e->loc);
    cc_val one = cc_is_floating(pt) ? flt_val(1.0) : cc_int_val(pt, 1);
    cc_val y = arith(r, inc ? CC_OP_ADD : CC_OP_SUB, x, one, pt, e->loc);
    nv = cc_convert(r, y, pt, t, e->loc);
  }
  lv_store(r, e->a, p, t, nv, e->loc);
  return (e->op == CC_OP_PREINC || e->op == CC_OP_PREDEC) ? nv : old;
}

static cc_ptr eval_lv(cc_run_ctx *r, frame *fr, const cc_expr *e) {
  step(r, e->loc);
  switch (e->k) {
  case CC_E_VAR: return var_ptr(r, fr, e->var, e->loc);
  case CC_E_STR: {
    int32_t *b = &r->strs[e->str];
    if (!*b) {
      const cc_strlit *s = &r->p->strs[e->str];
      *b = cc_block_new(r, CC_BK_STRING, e->type, 1, arena_printf(r->a, "\"%.20s\"", s->bytes), e->loc);
      for (long i = 0; i < s->len; i++) r->blocks[*b].cells[i] = cc_int_val(e->type->elem, (uint64_t)(unsigned char)s->bytes[i]);
    }
    cc_ptr p = {0};
    p.block = *b;
    p.n = 1;
    return p;
  }
  case CC_E_DEREF: {
    cc_val v = eval(r, fr, e->a);
    if (v.k != CC_V_PTR) UNSUP(r, e->loc, "dereference of a non-pointer value");
    if (v.p.block == 0) UB(r, e->loc, "null pointer dereference (C11 6.5.3.2p4)");
    cc_block *bl = live_block(r, v.p, e->loc, "dereference");
    if (!bl->type) imprint(r, v.p.block, e->type, e->loc);
    return v.p;
  }
  case CC_E_INDEX: {
    cc_val b = eval(r, fr, e->a), i = eval(r, fr, e->b);
    /* a[i] is *(a + i) (C11 6.5.2.1p2). */
    int64_t k = (int64_t)i.i;
    if (!cc_is_signed(e->b->type) && i.i > (uint64_t)INT32_MAX) k = INT64_MAX / 2;
    if (b.p.block == 0) UB(r, e->loc, "null pointer dereference in subscript (C11 6.5.3.2p4)");
    cc_ptr p = cc_ptr_add(r, b.p, e->type, k, e->loc, "subscript");
    return p;
  }
  case CC_E_MEMBER: {
    cc_ptr p = eval_lv(r, fr, e->a);
    return ptr_push(r, p, e->field, e->loc);
  }
  case CC_E_VIEW: return view_ptr(r, fr, e); /* only for lv_load and lv_store */
  case CC_E_UNSUPPORTED: UNSUP(r, e->loc, "%s", e->reason);
  default: UNSUP(r, e->loc, "lvalue of kind %d", (int)e->k);
  }
}

static cc_val eval(cc_run_ctx *r, frame *fr, const cc_expr *e) {
  step(r, e->loc);
  switch (e->k) {
  case CC_E_INT: {
    cc_val v = {0};
    v.k = CC_V_INT;
    v.i = e->ival;
    return v;
  }
  case CC_E_FLT: return flt_val(e->dval);
  case CC_E_LOAD: {
    cc_ptr p = eval_lv(r, fr, e->a);
    return lv_load(r, e->a, p, e->type, e->loc);
  }
  case CC_E_DECAY: {
    if (e->a->k == CC_E_VIEW) UNSUP(r, e->loc, "array member of a union used other than by subscript");
    cc_ptr p = eval_lv(r, fr, e->a);
    live_block(r, p, e->loc, "array access");
    cc_resolve(r, p, e->a->type, e->loc, NULL);
    return ptr_val(ptr_push(r, p, 0, e->loc));
  }
  case CC_E_ADDR: {
    /* &u.m: its first byte, accessed as the type read or written through it (union_access) */
    if (e->a->k == CC_E_VIEW && e->a->b) UNSUP(r, e->loc, "address of an element of a union's array member");
    if (e->a->k == CC_E_VIEW) return ptr_val(view_ptr(r, fr, e->a));
    cc_ptr p = eval_lv(r, fr, e->a);
    return ptr_val(p);
  }
  case CC_E_CONV: {
    cc_val v = eval(r, fr, e->a);
    if (e->type->k == CC_VOID) return (cc_val){.k = CC_V_VOID};
    if (v.k == CC_V_MISSING) UB(r, e->loc, "use of a missing return value (C11 6.9.1p12)");
    return cc_convert(r, v, e->a->type, e->type, e->loc);
  }
  case CC_E_UNARY: {
    cc_val v = eval(r, fr, e->a);
    if (v.k == CC_V_UNDEF) UB(r, e->loc, "use of an indeterminate value (C11 6.3.2.1p2)");
    switch (e->op) {
    case CC_OP_LNOT: return cc_int_val(cc_basic(CC_INT), !truth(r, v, e->loc));
    case CC_OP_PLUS: return v;
    case CC_OP_NEG:
      if (cc_is_floating(e->type)) return flt_val(-v.d);
      return arith(r, CC_OP_SUB, cc_int_val(e->type, 0), v, e->type, e->loc);
    case CC_OP_NOT: return int_not(v, e->type);
    default: UNSUP(r, e->loc, "unary operator");
    }
  }
  case CC_E_BINARY: {
    cc_val a = eval(r, fr, e->a), b = eval(r, fr, e->b);
    if (a.k == CC_V_UNDEF || b.k == CC_V_UNDEF) UB(r, e->loc, "use of an indeterminate value (C11 6.3.2.1p2)");
    if (e->a->type->k == CC_PTR) return ptr_binary(r, e, a, b);
    if (e->op == CC_OP_SHL || e->op == CC_OP_SHR) {
      /* the count's value, read in its own (promoted) type */
      cc_val cnt = b;
      if (!cc_is_signed(e->b->type) && b.i > 255) cnt.i = 255;
      return int_arith(r, e->op, a, cnt, e->a->type, e->loc);
    }
    return arith(r, e->op, a, b, e->a->type, e->loc);
  }
  case CC_E_LOGIC: {
    int x = truth(r, eval(r, fr, e->a), e->loc);
    /* C11 6.5.13, 6.5.14: the second operand is evaluated only when needed. */
    if (e->op == CC_OP_LAND && !x) return cc_int_val(cc_basic(CC_INT), 0);
    if (e->op == CC_OP_LOR && x) return cc_int_val(cc_basic(CC_INT), 1);
    return cc_int_val(cc_basic(CC_INT), truth(r, eval(r, fr, e->b), e->loc));
  }
  case CC_E_ASSIGN: {
    /* The order of the two operands' evaluation is unsequenced (6.5.16p3); right first here. */
    cc_val v = eval(r, fr, e->b);
    if (v.k == CC_V_MISSING) UB(r, e->loc, "use of a missing return value (C11 6.9.1p12)");
    cc_ptr p = eval_lv(r, fr, e->a);
    lv_store(r, e->a, p, e->type, v, e->loc);
    return v;
  }
  case CC_E_OPASSIGN: {
    cc_val b = eval(r, fr, e->b);
    cc_ptr p = eval_lv(r, fr, e->a);
    const cc_type *t = e->a->type;
    cc_val old = lv_load(r, e->a, p, t, e->loc), nv;
    if (e->op == CC_OP_PTRADD || e->op == CC_OP_PTRSUB) {
      int64_t i = (int64_t)b.i;
      if (!cc_is_signed(e->b->type) && b.i > (uint64_t)INT32_MAX) i = INT64_MAX / 2;
      nv = ptr_val(cc_ptr_add(r, old.p, t->elem, e->op == CC_OP_PTRSUB ? -i : i, e->loc, "pointer arithmetic"));
    } else {
      cc_val x = cc_convert(r, old, t, e->ctype, e->loc);
      cc_val y;
      if (e->op == CC_OP_SHL || e->op == CC_OP_SHR) {
        cc_val cnt = b;
        if (!cc_is_signed(e->b->type) && b.i > 255) cnt.i = 255;
        y = int_arith(r, e->op, x, cnt, e->ctype, e->loc);
      } else {
        y = arith(r, e->op, x, b, e->ctype, e->loc);
      }
      nv = cc_convert(r, y, e->ctype, t, e->loc);
    }
    lv_store(r, e->a, p, t, nv, e->loc);
    return nv;
  }
  case CC_E_INCDEC: return incdec(r, fr, e);
  case CC_E_COND: {
    int x = truth(r, eval(r, fr, e->a), e->loc);
    return eval(r, fr, x ? e->b : e->c);
  }
  case CC_E_COMMA:
    eval(r, fr, e->a);
    return eval(r, fr, e->b);
  case CC_E_CALL: return eval_call(r, fr, e);
  case CC_E_VAR:
  case CC_E_STR:
  case CC_E_DEREF:
  case CC_E_INDEX:
  case CC_E_MEMBER:
  case CC_E_VIEW: {
    /* an lvalue used as a statement: evaluated for its checks, value not used */
    cc_ptr p = eval_lv(r, fr, e);
    if (e->k == CC_E_VIEW) view_load(r, p, e->type, e->loc);
    else cc_resolve(r, p, e->type, e->loc, NULL);
    return (cc_val){.k = CC_V_VOID};
  }
  case CC_E_FUNC:
    if (e->type->k == CC_PTR && e->fn < 0 && e->builtin != CC_B_NONE) /* cc_program.builtin_type */
      return (cc_val){.k = CC_V_FN, .i = (uint64_t)r->p->nfuncs + (uint64_t)e->builtin};
    if (e->type->k != CC_PTR || e->fn < 0) UNSUP(r, e->loc, "function designator used as a value");
    return (cc_val){.k = CC_V_FN, .i = (uint64_t)e->fn};
  case CC_E_UNSUPPORTED: UNSUP(r, e->loc, "%s", e->reason);
  }
  UNSUP(r, e->loc, "expression");
}

/* ---- statements ----------------------------------------------------------------------------- */

/* FLOW_GOTO: a goto to label fr->target is under way; each statement that contains the label
 * continues there, every other one is left (ending the lifetimes of its block's objects). */
typedef enum { FLOW_NORMAL, FLOW_BREAK, FLOW_CONTINUE, FLOW_RETURN, FLOW_GOTO } flow;

static flow exec_at(cc_run_ctx *r, frame *fr, const cc_stmt *s, cc_val *ret, int at);

static flow exec(cc_run_ctx *r, frame *fr, const cc_stmt *s, cc_val *ret) { return exec_at(r, fr, s, ret, -1); }

static int has_label(const cc_stmt *s, int l) { return s && l >= s->lab_lo && l < s->lab_hi; }

/* The item of a statement list that holds label l. */
static int item_with(const cc_stmt *b, int l) {
  for (int i = 0; i < b->n; i++)
    if (has_label(b->items[i], l)) return i;
  return b->n;
}

/* Lifetime of the block's automatic objects begins at entry (C11 6.2.4p6) and ends at exit. */
static void scope_enter(cc_run_ctx *r, frame *fr, const cc_stmt *s) {
  for (int i = 0; i < s->nvars; i++) {
    const cc_var *v = s->vars[i];
    if (v->unsupported) continue; /* goes wrong at its declaration or first use (var_ptr) */
    int32_t b = fr->slots[v->slot];
    if (b && !v->addr_taken && r->blocks[b].alive) {
      /* no pointer to it can exist: reuse the block, indeterminate again */
      cc_block *bl = &r->blocks[b];
      memset(bl->cells, 0, sizeof(cc_val) * (size_t)(bl->count * bl->type->leaves));
      continue;
    }
    fr->slots[v->slot] = cc_block_new(r, CC_BK_STACK, v->type, 1, v->name, v->loc);
  }
}

static void scope_exit(cc_run_ctx *r, frame *fr, const cc_stmt *s) {
  for (int i = 0; i < s->nvars; i++) {
    const cc_var *v = s->vars[i];
    if (v->addr_taken && fr->slots[v->slot]) {
      cc_block_kill(r, fr->slots[v->slot]);
      fr->slots[v->slot] = 0;
    }
  }
}

/* Runs the items of block b from item i, entering item i at label `at` when at >= 0. A goto to a
 * label among b's items continues there, forward or backward (C11 6.8.6.1p2); the block is not
 * left, so its objects keep their lifetime. */
static flow run_items(cc_run_ctx *r, frame *fr, const cc_stmt *b, int i, int at, cc_val *ret) {
  for (;;) {
    flow f = FLOW_NORMAL;
    while (f == FLOW_NORMAL && i < b->n) {
      f = exec_at(r, fr, b->items[i++], ret, at);
      at = -1;
    }
    if (f != FLOW_GOTO || !has_label(b, fr->target)) return f;
    at = fr->target;
    i = item_with(b, at);
  }
}

/* A loop whose body was entered at a label (at >= 0) or that starts normally: the flow of one
 * execution of the body decides whether it goes on. */
static flow exec_loop(cc_run_ctx *r, frame *fr, const cc_stmt *s, cc_val *ret, int at) {
  int first = 1;
  for (;;) {
    if (!(first && at >= 0)) {
      /* a do loop tests after the body; entering any loop at a label skips the first test */
      if (!(first && s->k == CC_S_DO) && s->e && !truth(r, eval(r, fr, s->e), s->e->loc)) return FLOW_NORMAL;
    }
    flow f = exec_at(r, fr, s->body, ret, first ? at : -1);
    first = 0;
    if (f == FLOW_BREAK) return FLOW_NORMAL;
    if (f == FLOW_RETURN || f == FLOW_GOTO) return f;
    if (s->k == CC_S_FOR) {
      if (s->inc) eval(r, fr, s->inc);
      step(r, s->loc);
    }
  }
}

/* Executes s; with at >= 0, s is entered at label `at` inside it (a goto from outside s): the
 * statements before the label are skipped, blocks on the way are entered (their objects begin
 * their lifetime, indeterminate: C11 6.2.4p6, 6.8p3), and a loop goes on after the body. */
static flow exec_at(cc_run_ctx *r, frame *fr, const cc_stmt *s, cc_val *ret, int at) {
  step(r, s->loc);
  if (at >= 0 && s->k != CC_S_BLOCK && s->k != CC_S_LABEL && s->k != CC_S_IF && s->k != CC_S_WHILE &&
      s->k != CC_S_DO && s->k != CC_S_FOR && s->k != CC_S_SWITCH)
    UNSUP(r, s->loc, "goto into this statement");
  switch (s->k) {
  case CC_S_EXPR: {
    cc_val v = eval(r, fr, s->e);
    (void)v;
    return FLOW_NORMAL;
  }
  case CC_S_DECL: {
    const cc_var *v = s->var;
    cc_ptr p = var_ptr(r, fr, v, s->loc);
    if (!v->init) {
      /* C11 6.2.4p6: without an initializer the value becomes indeterminate each time the
       * declaration is reached (which a backward goto can make happen more than once). */
      cc_block *bl = &r->blocks[p.block];
      memset(bl->cells, 0, sizeof(cc_val) * (size_t)(bl->count * bl->type->leaves));
      return FLOW_NORMAL;
    }
    run_init(r, fr, v, p);
    return FLOW_NORMAL;
  }
  case CC_S_BLOCK: {
    scope_enter(r, fr, s);
    flow f = run_items(r, fr, s, at >= 0 ? item_with(s, at) : 0, at, ret);
    scope_exit(r, fr, s);
    return f;
  }
  case CC_S_IF: {
    flow f;
    if (at >= 0)
      f = exec_at(r, fr, has_label(s->body, at) ? s->body : s->els, ret, at);
    else if (truth(r, eval(r, fr, s->e), s->e->loc))
      f = exec(r, fr, s->body, ret);
    else
      f = s->els ? exec(r, fr, s->els, ret) : FLOW_NORMAL;
    /* a goto from one branch into the other */
    while (f == FLOW_GOTO && has_label(s, fr->target))
      f = exec_at(r, fr, has_label(s->body, fr->target) ? s->body : s->els, ret, fr->target);
    return f;
  }
  case CC_S_WHILE:
  case CC_S_DO: {
    flow f = exec_loop(r, fr, s, ret, at);
    while (f == FLOW_GOTO && has_label(s, fr->target)) f = exec_loop(r, fr, s, ret, fr->target);
    return f;
  }
  case CC_S_FOR: {
    scope_enter(r, fr, s);
    if (s->init && at < 0) exec(r, fr, s->init, ret);
    flow f = exec_loop(r, fr, s, ret, at);
    while (f == FLOW_GOTO && has_label(s, fr->target)) f = exec_loop(r, fr, s, ret, fr->target);
    scope_exit(r, fr, s);
    return f;
  }
  case CC_S_BREAK: return FLOW_BREAK;
  case CC_S_CONTINUE: return FLOW_CONTINUE;
  case CC_S_RETURN:
    if (s->e) {
      *ret = eval(r, fr, s->e);
      if (ret->k == CC_V_MISSING) UB(r, s->loc, "use of a missing return value (C11 6.9.1p12)");
    } else {
      ret->k = CC_V_VOID;
    }
    return FLOW_RETURN;
  case CC_S_SWITCH: {
    const cc_stmt *b = s->body;
    int target = -1;
    if (at >= 0) {
      /* a goto into the switch body does not evaluate the controlling expression */
      target = item_with(b, at);
    } else {
      cc_val v = eval(r, fr, s->e);
      int def = -1;
      for (int i = 0; i < b->n; i++) {
        if (b->items[i]->k != CC_S_CASE) continue;
        if (b->items[i]->is_default)
          def = i;
        else if (b->items[i]->ival == v.i && target < 0)
          target = i;
      }
      if (target < 0) target = def;
      if (target < 0) return FLOW_NORMAL;
    }
    scope_enter(r, fr, b);
    flow f = run_items(r, fr, b, target, at, ret);
    scope_exit(r, fr, b);
    return f == FLOW_BREAK ? FLOW_NORMAL : f;
  }
  case CC_S_GOTO:
    fr->target = s->label;
    return FLOW_GOTO;
  case CC_S_LABEL:
  case CC_S_CASE:
  case CC_S_NULL: return FLOW_NORMAL;
  case CC_S_UNSUPPORTED: UNSUP(r, s->loc, "%s", s->reason);
  }
  return FLOW_NORMAL;
}

static cc_val call_function(cc_run_ctx *r, int fi, cc_val *args, int nargs, eq_loc loc) {
  const cc_func *fn = r->p->funcs[fi];
  if (fn->unsupported) UNSUP(r, fn->loc, "%s", fn->unsupported);
  if (!fn->body) UNSUP(r, loc, "call of '%s', which has no body", fn->name);
  ++r->depth;
  char here;
  stack_mark(r, &here);
  if ((uintptr_t)r->stack_base - (uintptr_t)&here > r->stack_budget) /* stack grows down */
    cc_wrong(r, REL_W_OUT_OF_FUEL, loc, "call depth bound reached at depth %d (host stack of %zu MiB used)", r->depth,
             r->stack_budget >> 20);
  frame fr = {fn, arena_alloc(r->a, sizeof(int32_t) * (size_t)(fn->nslots + 1)), -1};
  for (int i = 0; i < fn->nparams && i < nargs; i++) {
    const cc_var *pv = fn->params[i];
    fr.slots[pv->slot] = cc_block_new(r, CC_BK_STACK, pv->type, 1, pv->name, pv->loc);
    cc_val a = args[i];
    if (a.k == CC_V_AGG)
      memcpy(r->blocks[fr.slots[pv->slot]].cells, a.agg, sizeof(cc_val) * (size_t)a.nagg);
    else
      r->blocks[fr.slots[pv->slot]].cells[0] = a;
  }
  cc_val ret = {0};
  ret.k = CC_V_MISSING;
  flow f = exec(r, &fr, fn->body, &ret);
  if (f != FLOW_RETURN) {
    /* C11 5.1.2.2.3: reaching the } of main returns 0; elsewhere the value is missing (6.9.1p12). */
    if (!strcmp(fn->name, "main") && fn->type->elem->k == CC_INT)
      ret = cc_int_val(cc_basic(CC_INT), 0);
    else
      ret.k = fn->type->elem->k == CC_VOID ? CC_V_VOID : CC_V_MISSING;
  }
  for (int i = 0; i < fn->nparams; i++) {
    int32_t b = fr.slots[fn->params[i]->slot];
    if (b) cc_block_kill(r, b);
  }
  for (int i = 0; i < fn->nslots; i++)
    if (fr.slots[i] && r->blocks[fr.slots[i]].alive) cc_block_kill(r, fr.slots[i]);
  r->depth--;
  return ret;
}

/* ---- the run ---------------------------------------------------------------------------------- */

static rel_value to_rel(cc_run_ctx *r, cc_val v, const cc_type *t, arena *out, long *cell) {
  if (t->k == CC_VOID) return rel_v_void();
  if (v.k == CC_V_AGG) {
    long n = t->k == CC_ARRAY ? t->n : t->rec->nfields;
    rel_value *items = arena_alloc(out, sizeof(rel_value) * (size_t)(n + 1));
    for (long i = 0; i < n; i++) {
      const cc_type *et = t->k == CC_ARRAY ? t->elem : t->rec->fields[i].type;
      if (et->leaves == 1 && cc_is_scalar(et)) {
        items[i] = to_rel(r, v.agg[*cell], et, out, cell);
        (*cell)++;
      } else {
        items[i] = to_rel(r, v, et, out, cell);
      }
    }
    return rel_v_agg(out, items, (int)n);
  }
  switch (v.k) {
  case CC_V_INT:
    if (t->k == CC_BOOL) return rel_v_bool(v.i != 0);
    return rel_v_int(v.i, cc_int_width(t), cc_is_signed(t));
  case CC_V_FLT: return t->k == CC_FLOAT ? rel_v_float((float)v.d) : rel_v_double(v.d);
  case CC_V_PTR: return rel_v_opaque(out, v.p.block ? arena_printf(r->a, "&%s", cc_ptr_text(r, v.p)) : "null");
  case CC_V_FN:
    return rel_v_opaque(out, arena_printf(r->a, "&%s", v.i < (uint64_t)r->p->nfuncs ? r->p->funcs[v.i]->name
                                                                                   : cc_builtin_name((cc_builtin)(v.i - (uint64_t)r->p->nfuncs))));
  case CC_V_UNDEF: return rel_v_opaque(out, "indeterminate");
  default: return rel_v_void();
  }
}

/* The outcome of a function returning a pointer to characters (`const char *`): the string it
 * points to, up to its NUL, or the null pointer (cc_sym.c's string_result_cells compares the same).
 * A pointer into the caller's array (argument i, an array for a pointer parameter) is that
 * position, "pointer to element K of argument I": the caller can tell positions apart by
 * subtracting its own pointer (C11 6.5.6p9) or comparing them (6.5.9p6) even where the strings
 * from there are equal, and two versions that return the same position give it the same bytes,
 * whatever lies past those read. What the caller could not read is not modelled: a pointer to an
 * object that ended with the call, into no character array, or to bytes without a NUL within the
 * object. */
static rel_value string_result(cc_run_ctx *r, cc_val v, const rel_value *args, const cc_val *cargs, int nargs, eq_loc loc,
                               arena *out) {
  if (v.k != CC_V_PTR) UNSUP(r, loc, "a result of pointer type that is no object pointer");
  if (v.p.block == 0) return rel_v_opaque(out, "null");
  cc_block *bl = &r->blocks[v.p.block];
  if (!bl->alive) UNSUP(r, loc, "the result points to an object that ends with the call ('%s')", bl->name);
  const cc_type *et = bl->type;
  while (et && et->k == CC_ARRAY) et = et->elem;
  if (!et || !cc_is_char(et)) UNSUP(r, loc, "the result points into an object that is no character array");
  long n = bl->count * bl->type->leaves, k = cc_ptr_offset(r, v.p);
  for (int i = 0; i < nargs; i++)
    if (args[i].kind == REL_V_AGG && cargs[i].k == CC_V_PTR && cargs[i].p.block == v.p.block)
      return rel_v_opaque(out, arena_printf(r->a, "pointer to element %ld of argument %d", k, i + 1));
  strbuf sb = STRBUF_INIT;
  for (;; k++) {
    if (k < 0 || k >= n) {
      sb_free(&sb);
      UNSUP(r, loc, "the result string has no NUL within its object ('%s')", bl->name);
    }
    cc_val c = bl->cells[k];
    if (c.k != CC_V_INT) {
      sb_free(&sb);
      UNSUP(r, loc, "an indeterminate byte in the result string");
    }
    if ((c.i & 0xff) == 0) break;
    sb_putc(&sb, (char)(c.i & 0xff));
  }
  rel_value s = rel_v_bytes(out, sb.data ? sb.data : "", sb.len);
  sb_free(&sb);
  return s;
}

/* Converts a command-line argument to the parameter's type as by assignment (C11 6.5.16.1p2). */
static int arg_value(cc_run_ctx *r, const rel_value *a, const cc_type *t, cc_val *out, eq_loc loc) {
  cc_val v = {0};
  if (a->kind == REL_V_INT && cc_is_arith(t)) {
    v.k = CC_V_INT;
    v.i = a->bits;
    *out = cc_convert(r, v, a->is_signed ? cc_basic(CC_LLONG) : cc_basic(CC_ULLONG), t, loc);
    return 1;
  }
  if (a->kind == REL_V_FLOAT && cc_is_floating(t)) {
    double d;
    if (a->width == 32) {
      float f;
      uint32_t b = (uint32_t)a->bits;
      memcpy(&f, &b, sizeof f);
      d = f;
    } else {
      memcpy(&d, &a->bits, sizeof d);
    }
    *out = cc_convert(r, flt_val(d), cc_basic(CC_DOUBLE), t, loc);
    return 1;
  }
  if (a->kind == REL_V_AGG && t->k == CC_PTR && t->elem && cc_is_scalar(t->elem) && t->elem->k != CC_PTR && a->n > 0) {
    /* An array argument for a pointer parameter: the caller's array of a->n elements (each
     * converted as by assignment), and the pointer to its first element (C11 6.3.2.1p3). */
    int32_t b = cc_block_new(r, CC_BK_STATIC, t->elem, a->n, "caller's array", loc);
    for (int k = 0; k < a->n; k++) {
      cc_val e;
      if (a->items[k].kind == REL_V_AGG || !arg_value(r, &a->items[k], t->elem, &e, loc)) return 0;
      r->blocks[b].cells[k] = e;
    }
    cc_ptr p = {0};
    p.block = b;
    p.n = 1;
    *out = ptr_val(p);
    return 1;
  }
  if (a->kind == REL_V_AGG && t->k == CC_PTR && t->elem && t->elem->k == CC_STRUCT && a->n == t->elem->leaves) {
    /* a struct argument for a pointer to a struct (cc_sym_inputs): the caller's struct, one value
     * per scalar cell in order, and the pointer to it */
    int32_t b = cc_block_new(r, CC_BK_STATIC, t->elem, 1, "caller's struct", loc);
    for (int k = 0; k < a->n; k++) {
      long off;
      const cc_type *lt = cc_leaf_type(t->elem, k, &off);
      cc_val e;
      if (a->items[k].kind == REL_V_AGG || lt->k == CC_PTR || !arg_value(r, &a->items[k], lt, &e, loc)) return 0;
      r->blocks[b].cells[k] = e;
    }
    cc_ptr p = {0};
    p.block = b;
    p.n = 1;
    *out = ptr_val(p);
    return 1;
  }
  if (a->kind == REL_V_AGG && t->k == CC_STRUCT && a->n == t->leaves && t->leaves > 0) {
    /* a struct argument by value (cc_sym_inputs): one value per scalar cell in order */
    cc_val v = {.k = CC_V_AGG, .nagg = t->leaves};
    v.agg = arena_alloc(r->a, sizeof(cc_val) * (size_t)t->leaves);
    for (int k = 0; k < a->n; k++) {
      long off;
      const cc_type *lt = cc_leaf_type(t, k, &off);
      if (a->items[k].kind == REL_V_AGG || lt->k == CC_PTR || !arg_value(r, &a->items[k], lt, &v.agg[k], loc)) return 0;
    }
    *out = v;
    return 1;
  }
  if (a->kind == REL_V_OPAQUE && a->text && !strcmp(a->text, "null") && t->k == CC_PTR) {
    *out = ptr_val((cc_ptr){0}); /* block 0: the null pointer */
    return 1;
  }
  return 0;
}

/* Whether argument i is a caller's array (an array argument for a pointer to non-const scalars)
 * whose contents the function may change: then they are an output of the call. */
static int caller_array(const cc_func *fn, const rel_value *args, const cc_val *cargs, int i) {
  const cc_type *t = fn->params[i]->type;
  return args[i].kind == REL_V_AGG && t->k == CC_PTR && t->elem && !t->elem->is_const &&
         cargs[i].k == CC_V_PTR && cargs[i].p.block > 0;
}

/* One record "argument N" per caller's array whose contents the call changed, holding the new
 * contents as text ({1, 2, 3}); returns how many. cc_sym.c's array_outputs is the symbolic side:
 * equal final contents there give equal records here. */
static int array_outputs(cc_run_ctx *r, const cc_val *cargs, int nargs, cc_val **before,
                         rel_record *recs, arena *out) {
  int n = 0;
  for (int i = 0; i < nargs; i++) {
    if (!before[i]) continue;
    const cc_block *bl = &r->blocks[cargs[i].p.block];
    /* a caller's struct (cc_sym_inputs) is one element of several cells: each cell is compared
     * and written as a value of its own (leaf) type, as cc_sym.c's event holds one term per cell */
    long ncells = bl->count * bl->type->leaves;
    int changed = 0;
    for (long k = 0; k < ncells && !changed; k++) {
      const cc_val *x = &before[i][k], *y = &bl->cells[k];
      changed = x->k != y->k || (x->k == CC_V_INT && x->i != y->i) ||
                (x->k == CC_V_FLT && memcmp(&x->d, &y->d, sizeof x->d) != 0);
    }
    if (!changed) continue;
    strbuf sb = {0};
    for (long k = 0; k < ncells; k++) {
      char buf[128];
      long cell = 0, off;
      rel_value e = to_rel(r, bl->cells[k], cc_leaf_type(bl->type, k % bl->type->leaves, &off), out, &cell);
      sb_printf(&sb, "%s%s", k ? ", " : "{", rel_value_text(&e, buf, sizeof buf));
    }
    sb_printf(&sb, "}");
    recs[n++] = (rel_record){arena_printf(out, "argument %d", i + 1), arena_strndup(out, sb.data, sb.len), sb.len};
    sb_free(&sb);
  }
  return n;
}

/* The state globals (cc_state.h) given after the parameters, as cc_sym_inputs lists them: one
 * value per global, then "program start" (nonzero: the call is the program's first, the globals
 * keep what their initializers gave). Elsewhere each global takes its value (a scalar, or an
 * aggregate of one value per cell), converted as by assignment. */
static void state_set(cc_run_ctx *r, const int *g, int n, const rel_value *args) {
  const rel_value *start = &args[n];
  int any = 0;
  for (int k = 0; k < n; k++) any |= args[k].kind != REL_V_VOID;
  if (!any && start->kind == REL_V_VOID) return; /* the check left the whole state out */
  if (start->kind != REL_V_INT && start->kind != REL_V_BOOL) UNSUP(r, EQ_NOLOC, "'program start' is given no number (0 or 1)");
  for (int k = 0; k < n; k++) {
    const cc_var *v = r->p->globals[g[k]];
    if (args[k].kind == REL_V_VOID) continue; /* left out of the check (rel_lang.run): not reached */
    long ncells = v->type->leaves;
    int agg = v->type->k == CC_ARRAY || v->type->k == CC_STRUCT;
    if (agg ? args[k].kind != REL_V_AGG || args[k].n != ncells : args[k].kind == REL_V_AGG)
      UNSUP(r, v->loc, "the value given for global '%s' does not fit its type (%ld cell%s)", v->name, ncells, ncells == 1 ? "" : "s");
    for (long c = 0; c < ncells; c++) {
      long off;
      const cc_type *lt = cc_leaf_type(v->type, c, &off);
      const rel_value *x = agg ? &args[k].items[c] : &args[k];
      cc_val cv;
      if (x->kind == REL_V_AGG || !arg_value(r, x, lt, &cv, v->loc))
        UNSUP(r, v->loc, "the value given for global '%s' does not fit its type", v->name);
      if (!start->bits) r->blocks[r->globals[g[k]]].cells[c] = cv; /* else: the initial values stay */
    }
  }
}

/* One record "global g" per state global: its value after the call as text (a scalar, or {1, 2}
 * cell by cell). cc_sym.c's state_outputs is the symbolic side: equal values there give equal
 * records here. */
static int state_outputs(cc_run_ctx *r, const int *g, const char *const *names, int n, const rel_value *given,
                         rel_record *recs, arena *out) {
  int nrec = 0;
  for (int k = 0; k < n; k++) {
    if (given[k].kind == REL_V_VOID) continue; /* left out of the check: not reported */
    const cc_var *v = r->p->globals[g[k]];
    const cc_block *bl = &r->blocks[r->globals[g[k]]];
    int agg = v->type->k == CC_ARRAY || v->type->k == CC_STRUCT;
    strbuf sb = {0};
    for (long c = 0; c < v->type->leaves; c++) {
      char buf[128];
      long cell = 0, off;
      rel_value e = to_rel(r, bl->cells[c], cc_leaf_type(v->type, c, &off), out, &cell);
      sb_printf(&sb, "%s%s", !agg ? "" : c ? ", " : "{", rel_value_text(&e, buf, sizeof buf));
    }
    if (agg) sb_printf(&sb, "}");
    recs[nrec++] = (rel_record){arena_printf(out, "global %s", names[k]), arena_strndup(out, sb.data, sb.len), sb.len};
    sb_free(&sb);
  }
  return nrec;
}

/* main's arguments (C11 5.1.2.2.1p2): argc >= n >= 1, argv[0..n) the strings strs[0..n) (each its
 * own modifiable array of char, NUL-terminated), argv[argc] the null pointer. */
static void main_args(cc_run_ctx *r, const cc_func *fn, const rel_value *strs, int n, long long argc, cc_val *cargs) {
  const cc_type *pt = fn->params[1]->type;
  if (fn->params[0]->type->k != CC_INT || pt->k != CC_PTR || pt->elem->k != CC_PTR || !cc_is_char(pt->elem->elem))
    UNSUP(r, fn->loc, "signature of main other than int main(int, char **) (C11 5.1.2.2.1)");
  if (n < 1 || n > (1 << 20)) UNSUP(r, fn->loc, "%d strings for argv (1 to 2^20 are run)", n);
  /* argc beyond the strings given (a counterexample whose other strings no followed case reads):
   * argv has argc + 1 elements, the first n held (cc_block.vcount) */
  int32_t ab = cc_block_new(r, CC_BK_STATIC, pt->elem, argc > n ? n : n + 1, "argv", fn->loc);
  if (argc > n) r->blocks[ab].vcount = argc + 1;
  for (int k = 0; k < n; k++) {
    if (strs[k].kind != REL_V_BYTES || memchr(strs[k].text, 0, strs[k].len))
      UNSUP(r, fn->loc, "argv[%d] is not a string without NUL bytes", k);
    long len = (long)strs[k].len;
    cc_type *chars = cc_type_new(r->a, CC_ARRAY);
    chars->elem = pt->elem->elem;
    chars->n = len + 1;
    chars->size = len + 1;
    chars->leaves = len + 1;
    int32_t sb = cc_block_new(r, CC_BK_STATIC, chars, 1, arena_printf(r->a, "argv[%d]", k), fn->loc);
    for (long i = 0; i <= len; i++)
      r->blocks[sb].cells[i] = cc_int_val(chars->elem, i < len ? (uint64_t)(unsigned char)strs[k].text[i] : 0);
    cc_ptr s0 = {0};
    s0.block = sb;
    s0.n = 2;
    r->blocks[ab].cells[k] = ptr_val(s0);
  }
  if (argc == n) r->blocks[ab].cells[n] = ptr_val((cc_ptr){0});
  cc_ptr a0 = {0};
  a0.block = ab;
  a0.n = 1;
  cargs[0] = cc_int_val(cc_basic(CC_INT), (uint64_t)argc);
  cargs[1] = ptr_val(a0);
}

/* The run proper; leaves via longjmp when it goes wrong or exits. */
static rel_behaviour run_body(cc_run_ctx *r, const cc_program *p, int fi, const char *fname, const rel_value *args,
                              int nargs, arena *out) {
  rel_behaviour b;
  const cc_func *fn = fi >= 0 ? p->funcs[fi] : NULL;
    if (!fn) UNSUP(r, EQ_NOLOC, "no function '%s' is defined in the program", fname);
    /* Static storage: zero (C11 6.7.9p10), then the initializers, in declaration order. */
    for (int i = 0; i < p->nglobals; i++) {
      const cc_var *v = p->globals[i];
      if (v->unsupported) {
        r->globals[i] = cc_block_new(r, CC_BK_STATIC, cc_basic(CC_INT), 1, v->name, v->loc);
        continue;
      }
      r->globals[i] = cc_block_new(r, CC_BK_STATIC, v->type, 1, v->name, v->loc);
      cc_block *bl = &r->blocks[r->globals[i]];
      fill_cells(v->type, bl->cells, v->type->leaves, 0);
    }
    for (int i = 0; i < p->nglobals; i++) {
      const cc_var *v = p->globals[i];
      if (!v->init || v->init->unsupported) continue; /* var_ptr: unsupported where used */
      frame fr0 = {NULL, NULL, -1};
      cc_ptr gp = {0};
      gp.block = r->globals[i];
      gp.n = 1;
      run_init(r, &fr0, v, gp);
    }
    int is_main = !strcmp(fname, "main");
    /* the state globals' values on entry, where given (cc_sym_inputs): after the parameters */
    int *sg = arena_alloc(r->a, sizeof(int) * (size_t)(p->nglobals + 1));
    const char **sgn = arena_alloc(r->a, sizeof(char *) * (size_t)(p->nglobals + 1));
    int nstate = cc_state_globals(p, fname, sg, sgn, r->a);
    if (nstate && nargs == fn->nparams + nstate + 1) {
      nargs = fn->nparams;
      state_set(r, sg, nstate, args + nargs);
    } else {
      nstate = 0; /* not given: the initial values, and no record of them */
    }
    /* a whole program's standard input: one argument after main's parameters (cc_sym_inputs) */
    if (is_main && nargs == fn->nparams + 1 && args[nargs - 1].kind == REL_V_BYTES) {
      r->in = args[nargs - 1].text;
      r->inlen = args[nargs - 1].len;
      r->inpos = 0;
      nargs--;
    }
    /* main(int argc, char **argv) takes its argv as a list of strings (argc: their count), or
     * none: argv = {"main", NULL} */
    int argv_main = is_main && fn->nparams == 2 && (nargs == 0 || (nargs == 2 && args[1].kind == REL_V_AGG &&
                                                                    args[0].kind == REL_V_INT));
    cc_val *cargs = arena_alloc(r->a, sizeof(cc_val) * (size_t)(nargs + 2));
    if (nargs != fn->nparams && !argv_main)
      UNSUP(r, fn->loc, "'%s' takes %d argument%s, %d given", fname, fn->nparams, fn->nparams == 1 ? "" : "s", nargs);
    if (argv_main) {
      static const rel_value main0 = {.kind = REL_V_BYTES, .text = "main", .len = 4};
      const rel_value *strs = nargs ? args[1].items : &main0;
      int n = nargs ? args[1].n : 1;
      long long argc = nargs ? (long long)(int32_t)args[0].bits : 1;
      if (argc < n || argc < 1)
        UNSUP(r, fn->loc, "argc %lld given with %d strings for argv", argc, n);
      main_args(r, fn, strs, n, argc, cargs);
      nargs = 2;
    } else {
      for (int i = 0; i < nargs; i++) {
        char tn[80];
        if (!arg_value(r, &args[i], fn->params[i]->type, &cargs[i], fn->params[i]->loc))
          UNSUP(r, fn->params[i]->loc, "argument %d does not fit parameter '%s' of type %s", i + 1,
                fn->params[i]->name, cc_type_name(fn->params[i]->type, tn, sizeof tn));
      }
    }
    /* the caller's arrays as they were before the call (array_outputs compares against them) */
    cc_val **before = arena_alloc(r->a, sizeof(cc_val *) * (size_t)(nargs + 1));
    for (int i = 0; i < nargs; i++) {
      before[i] = NULL;
      if (argv_main || !caller_array(fn, args, cargs, i)) continue;
      const cc_block *bl = &r->blocks[cargs[i].p.block];
      long ncells = bl->count * bl->type->leaves;
      before[i] = arena_alloc(r->a, sizeof(cc_val) * (size_t)(ncells + 1));
      memcpy(before[i], bl->cells, sizeof(cc_val) * (size_t)ncells);
    }
    cc_val v = call_function(r, fi, cargs, nargs, fn->loc);
    int nrec = 0;
    rel_record *recs = arena_alloc(out, sizeof(rel_record) * (size_t)(nargs + nstate + 2));
    recs[nrec++] = (rel_record){"stdout", r->out.data ? r->out.data : "", r->out.len};
    nrec += array_outputs(r, cargs, nargs, before, recs + nrec, out);
    nrec += state_outputs(r, sg, sgn, nstate, args + nargs, recs + nrec, out);
    if (is_main && fn->type->elem->k == CC_INT) {
      b = rel_exited(out, cc_sval(v), recs, nrec);
    } else {
      if (v.k == CC_V_MISSING) v.k = CC_V_VOID;
      long cell = 0;
      const cc_type *rt = fn->type->elem;
      if (rt->k == CC_PTR && rt->elem && cc_is_char(rt->elem) && v.k != CC_V_VOID)
        b = rel_returned(out, string_result(r, v, args, cargs, nargs, fn->loc, out), recs, nrec);
      else
        b = rel_returned(out, to_rel(r, v, rt, out, &cell), recs, nrec);
    }
  return b;
}

__attribute__((noinline)) static int find_function(const cc_program *p, const char *name) {
  for (int i = 0; i < p->nfuncs; i++)
    if (!strcmp(p->funcs[i]->name, name) && (p->funcs[i]->body || !p->funcs[i]->type)) return i; /* not declared-only */
  return -1;
}

static void run_free(cc_run_ctx *r) {
  for (int i = 0; i < r->nblocks; i++) free(r->blocks[i].cells);
  free(r->blocks);
  sb_free(&r->out);
  arena_free(r->a);
  free(r);
}

typedef struct run_job {
  const cc_program *p;
  const char *fname;
  const rel_value *args;
  int nargs;
  const cc_run_opts *opts;
  arena *out;
  size_t stack_budget;
  rel_behaviour b;
} run_job;

static rel_behaviour run_here(const cc_program *p, const char *fname, const rel_value *args, int nargs,
                              const cc_run_opts *opts, arena *out, size_t stack_budget, uintptr_t *stack_low) {
  cc_run_ctx *r = eq_calloc(1, sizeof *r);
  r->p = p;
  r->a = arena_new();
  r->fuel = opts && opts->fuel > 0 ? opts->fuel : CC_DEFAULT_FUEL;
  r->max_mem = opts && opts->max_mem > 0 ? opts->max_mem : (1LL << 30);
  r->in = opts ? opts->in : NULL;
  r->inlen = r->in ? opts->in_len : 0;
  block_slot(r); /* block 0: the null pointer */
  r->globals = arena_alloc(r->a, sizeof(int32_t) * (size_t)(p->nglobals + 1));
  r->strs = arena_alloc(r->a, sizeof(int32_t) * (size_t)(p->nstrs + 1));
  const int fi = find_function(p, fname);
  rel_behaviour b;
  char base;
  r->stack_base = &base;
  r->stack_budget = stack_budget;
  r->stack_low = (uintptr_t)&base;
  if (setjmp(r->jb) == 0) {
    b = run_body(r, p, fi, fname, args, nargs, out);
  } else if (r->wrong == 2 || r->wrong == 3) {
    rel_record rec = {"stdout", r->out.data ? r->out.data : "", r->out.len};
    b = r->wrong == 2 ? rel_exited(out, r->exit_code, &rec, 1) : rel_abended(out, r->exit_code, &rec, 1);
  } else {
    char where[512];
    cc_loc_str(p, r->wloc, where, sizeof where);
    b = rel_went_wrong(out, r->wkind, r->reason, where);
    /* what was printed before going wrong is kept for the user */
    rel_record rec = {"stdout", r->out.data ? r->out.data : "", r->out.len};
    b.records = arena_alloc(out, sizeof(rel_record));
    ((rel_record *)b.records)[0] = (rel_record){"stdout", arena_strndup(out, rec.data, rec.len), rec.len};
    b.nrecords = 1;
  }
  *stack_low = r->stack_low;
  run_free(r);
  return b;
}

static uintptr_t run_job_main(void *arg) {
  run_job *j = arg;
  uintptr_t low;
  j->b = run_here(j->p, j->fname, j->args, j->nargs, j->opts, j->out, j->stack_budget, &low);
  return low;
}

rel_behaviour cc_run(const cc_program *p, const char *fname, const rel_value *args, int nargs,
                     const cc_run_opts *opts, arena *out) {
  run_job j = {p, fname, args, nargs, opts, out, CC_STACK_BYTES - STACK_MARGIN, {0}};
  if (!cc_stack_run(run_job_main, &j)) {
    j.stack_budget = FALLBACK_STACK_BYTES; /* on this thread's stack */
    (void)run_job_main(&j);
  }
  return j.b;
}
