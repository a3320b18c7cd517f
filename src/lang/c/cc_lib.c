/* cc_lib.c — models of the C library functions a run may call (C11 7.12, 7.21, 7.22, 7.24) over the
 * structured memory of cc_exec.c; what a model does not cover makes the run go wrong, never guess. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang/c/cc_exec_int.h"

#define UB(r, loc, ...) cc_wrong((r), REL_W_UB, (loc), __VA_ARGS__)
#define UNSUP(r, loc, ...) cc_wrong((r), REL_W_UNSUPPORTED, (loc), __VA_ARGS__)

static cc_val pval(cc_ptr p) {
  cc_val v = {0};
  v.k = CC_V_PTR;
  v.p = p;
  return v;
}

static cc_val dval(double d) {
  cc_val v = {0};
  v.k = CC_V_FLT;
  v.d = d;
  return v;
}

static cc_ptr null_ptr(void) { return (cc_ptr){0}; }

static cc_ptr heap_ptr(int32_t b) {
  cc_ptr p = {0};
  p.block = b;
  p.n = 1;
  return p;
}

/* ---- characters ------------------------------------------------------------------------------ */

/* The char object at p + i: p must point into an array of a character type. */
static const cc_type *char_type_at(cc_run_ctx *r, cc_ptr p, eq_loc loc, const char *fn) {
  cc_block *bl = &r->blocks[p.block];
  if (!bl->alive) UB(r, loc, "%s on freed or dead memory", fn);
  const cc_type *ty = bl->type;
  for (int s = 1; s < p.n; s++) ty = ty->k == CC_ARRAY ? ty->elem : ty->rec->fields[p.steps[s]].type;
  if (!cc_is_char(ty)) UNSUP(r, loc, "%s on memory that does not hold characters", fn);
  return ty;
}

static cc_ptr char_ptr(cc_run_ctx *r, cc_ptr p, long i, eq_loc loc, const char *fn) {
  if (p.block == 0) UB(r, loc, "null pointer passed to %s (C11 7.1.4p1)", fn);
  cc_block *bl = &r->blocks[p.block];
  /* untyped heap memory read or written as characters takes the type char */
  const cc_type *t = bl->alive && bl->type ? char_type_at(r, p, loc, fn) : cc_basic(CC_CHAR);
  return cc_ptr_add(r, p, t, i, loc, fn);
}

static int get_char(cc_run_ctx *r, cc_ptr p, long i, eq_loc loc, const char *fn) {
  cc_ptr q = char_ptr(r, p, i, loc, fn);
  const cc_type *t = char_type_at(r, q, loc, fn);
  cc_val v = cc_load(r, q, t, loc);
  return (int)(unsigned char)v.i; /* 7.24.1p3: characters are interpreted as unsigned char */
}

static void put_char(cc_run_ctx *r, cc_ptr p, long i, int c, eq_loc loc, const char *fn) {
  cc_ptr q = char_ptr(r, p, i, loc, fn);
  const cc_type *t = char_type_at(r, q, loc, fn);
  cc_store(r, q, t, cc_int_val(t, (uint64_t)(unsigned char)c), loc);
}

static long str_len(cc_run_ctx *r, cc_ptr p, eq_loc loc, const char *fn) {
  long n = 0;
  while (get_char(r, p, n, loc, fn)) {
    n++;
    if (--r->fuel < 0) cc_wrong(r, REL_W_OUT_OF_FUEL, loc, "fuel exhausted in %s", fn);
  }
  return n;
}

/* ---- byte ranges (memcpy, memset, memcmp) ------------------------------------------------------ */

typedef struct range {
  int32_t block;
  long cell, ncells;  /* cells covered */
  long off;           /* byte offset of the first cell in the block */
} range;

/* The cells covering bytes [off(p), off(p)+n) of p's block; the range must begin and end on cell
 * boundaries (padding may lie between and after cells). */
static range byte_range(cc_run_ctx *r, cc_ptr p, long n, eq_loc loc, const char *fn) {
  if (p.block == 0) UB(r, loc, "null pointer passed to %s (C11 7.24.1p2)", fn);
  cc_block *bl = &r->blocks[p.block];
  if (!bl->alive) UB(r, loc, "%s on %s after its lifetime ended", fn, bl->name);
  range g = {p.block, 0, 0, 0};
  long off = cc_ptr_offset(r, p);
  if (off + n > bl->bytes || off < 0)
    UB(r, loc, "%s accesses %ld bytes at offset %ld of an object of %ld bytes (C11 7.24.1p1)", fn, n, off, bl->bytes);
  if (!bl->type) return g;
  long total = bl->count * bl->type->leaves, i = 0, coff = 0;
  for (; i < total; i++) {
    cc_leaf_type(bl->type, i % bl->type->leaves, &coff);
    coff += (i / bl->type->leaves) * bl->type->size;
    if (coff >= off) break;
  }
  if (n > 0 && (i == total || coff != off)) UNSUP(r, loc, "%s starting inside a scalar object", fn);
  g.cell = i;
  g.off = off;
  long j = i;
  for (; j < total; j++) {
    long o;
    const cc_type *t = cc_leaf_type(bl->type, j % bl->type->leaves, &o);
    o += (j / bl->type->leaves) * bl->type->size;
    if (o >= off + n) break;
    if (o + t->size > off + n) UNSUP(r, loc, "%s ending inside a scalar object", fn);
  }
  g.ncells = j - i;
  return g;
}

static const cc_type *cell_type(cc_run_ctx *r, int32_t b, long cell, long *off) {
  cc_block *bl = &r->blocks[b];
  const cc_type *t = cc_leaf_type(bl->type, cell % bl->type->leaves, off);
  *off += (cell / bl->type->leaves) * bl->type->size;
  return t;
}

/* Whether two cell types hold the same bytes the same way (so a byte copy is a cell copy). */
static int same_repr(const cc_type *a, const cc_type *b) {
  if (cc_is_integer(a) && cc_is_integer(b)) return a->size == b->size && (a->k == CC_BOOL) == (b->k == CC_BOOL);
  return a->k == b->k && (a->k != CC_PTR || cc_type_same(a, b));
}

static void mem_copy(cc_run_ctx *r, cc_ptr dst, cc_ptr src, long n, eq_loc loc, const char *fn, int may_overlap) {
  if (n == 0) {
    if (dst.block == 0 || src.block == 0) UB(r, loc, "null pointer passed to %s (C11 7.24.1p2)", fn);
    return;
  }
  range s = byte_range(r, src, n, loc, fn);
  range d = byte_range(r, dst, n, loc, fn);
  cc_block *sb = &r->blocks[s.block], *db = &r->blocks[d.block];
  if (!may_overlap && s.block == d.block) {
    long so = cc_ptr_offset(r, src), dofs = cc_ptr_offset(r, dst);
    if (so < dofs + n && dofs < so + n) UB(r, loc, "memcpy between overlapping objects (C11 7.24.2.1p2)");
  }
  if (!sb->type) UNSUP(r, loc, "%s from memory that was never written", fn);
  if (!db->type) {
    /* 6.5p6: copying into allocated memory gives it the effective type of the source; modelled
     * when the whole block receives whole objects of the source's element type. */
    const cc_type *et = sb->type;
    if (cc_ptr_offset(r, dst) != 0 || n % et->size != 0 || db->bytes % et->size != 0)
      UNSUP(r, loc, "%s into allocated memory in pieces of another size", fn);
    cc_ptr q = dst;
    (void)q;
    cc_val tmp;
    (void)tmp;
    /* imprint through a typed access of the first element */
    cc_resolve(r, dst, et, loc, NULL);
    db = &r->blocks[d.block];
    d = byte_range(r, dst, n, loc, fn);
    sb = &r->blocks[s.block];
  }
  if (s.ncells != d.ncells) UNSUP(r, loc, "%s between objects of different layouts", fn);
  cc_val *tmp = eq_malloc(sizeof(cc_val) * (size_t)(s.ncells + 1));
  for (long i = 0; i < s.ncells; i++) {
    long so, dofs;
    const cc_type *st = cell_type(r, s.block, s.cell + i, &so);
    const cc_type *dt = cell_type(r, d.block, d.cell + i, &dofs);
    if (so - s.off != dofs - d.off || !same_repr(st, dt)) {
      free(tmp);
      UNSUP(r, loc, "%s between objects of different layouts", fn);
    }
    tmp[i] = sb->cells[s.cell + i];
    if (tmp[i].k == CC_V_INT) tmp[i] = cc_int_val(dt, tmp[i].i);
  }
  if (db->kind == CC_BK_STRING || db->type->is_const) {
    free(tmp);
    UB(r, loc, "%s writes to a const object or string literal (C11 6.7.3p6)", fn);
  }
  memcpy(db->cells + d.cell, tmp, sizeof(cc_val) * (size_t)s.ncells);
  free(tmp);
}

static void mem_set(cc_run_ctx *r, cc_ptr dst, int c, long n, eq_loc loc) {
  if (dst.block == 0) UB(r, loc, "null pointer passed to memset (C11 7.24.1p2)");
  cc_block *bl = &r->blocks[dst.block];
  range d = byte_range(r, dst, n, loc, "memset");
  if (!bl->type) {
    if (cc_ptr_offset(r, dst) == 0 && n == bl->bytes) {
      bl->fill = c;
      return;
    }
    cc_resolve(r, dst, cc_basic(CC_UCHAR), loc, NULL);
    d = byte_range(r, dst, n, loc, "memset");
  }
  if (bl->kind == CC_BK_STRING || bl->type->is_const) UB(r, loc, "memset writes to a const object (C11 6.7.3p6)");
  for (long i = 0; i < d.ncells; i++) {
    long o;
    const cc_type *t = cell_type(r, d.block, d.cell + i, &o);
    uint64_t bits = 0;
    for (long j = 0; j < t->size; j++) bits |= (uint64_t)(unsigned)c << (8 * j);
    cc_val v = {0};
    if (t->k == CC_BOOL) {
      if (c > 1) UNSUP(r, loc, "memset of a _Bool object to %d", c);
      v = cc_int_val(t, (uint64_t)c);
    } else if (cc_is_integer(t)) {
      v = cc_int_val(t, bits);
    } else if (t->k == CC_DOUBLE) {
      double x;
      memcpy(&x, &bits, sizeof x);
      v = dval(x);
    } else if (t->k == CC_FLOAT) {
      uint32_t b32 = (uint32_t)bits;
      float x;
      memcpy(&x, &b32, sizeof x);
      v = dval((double)x);
    } else if (t->k == CC_PTR && c == 0) {
      v = pval(null_ptr());
    } else {
      UNSUP(r, loc, "memset of a pointer to a non-zero byte");
    }
    bl->cells[d.cell + i] = v;
  }
}

/* Little-endian bytes of a cell (x86-64 object representation, C11 6.2.6). */
static void cell_bytes(cc_run_ctx *r, const cc_type *t, cc_val v, unsigned char *out, eq_loc loc) {
  uint64_t bits;
  if (v.k == CC_V_UNDEF) UB(r, loc, "memcmp reads an indeterminate value");
  if (v.k == CC_V_INT) {
    bits = v.i;
  } else if (v.k == CC_V_FLT && t->k == CC_DOUBLE) {
    memcpy(&bits, &v.d, 8);
  } else if (v.k == CC_V_FLT) {
    float f = (float)v.d;
    uint32_t b;
    memcpy(&b, &f, 4);
    bits = b;
  } else {
    UNSUP(r, loc, "memcmp of pointer representations");
  }
  for (long j = 0; j < t->size; j++) out[j] = (unsigned char)(bits >> (8 * j));
}

static int mem_cmp(cc_run_ctx *r, cc_ptr a, cc_ptr b, long n, eq_loc loc) {
  if (n == 0) return 0;
  range x = byte_range(r, a, n, loc, "memcmp"), y = byte_range(r, b, n, loc, "memcmp");
  if (!r->blocks[x.block].type || !r->blocks[y.block].type) UB(r, loc, "memcmp reads memory that was never written");
  unsigned char *bx = eq_calloc((size_t)n, 1), *by = eq_calloc((size_t)n, 1);
  long covx = 0, covy = 0;
  for (long i = 0; i < x.ncells; i++) {
    long o;
    const cc_type *t = cell_type(r, x.block, x.cell + i, &o);
    cell_bytes(r, t, r->blocks[x.block].cells[x.cell + i], bx + (o - x.off), loc);
    covx += t->size;
  }
  for (long i = 0; i < y.ncells; i++) {
    long o;
    const cc_type *t = cell_type(r, y.block, y.cell + i, &o);
    cell_bytes(r, t, r->blocks[y.block].cells[y.cell + i], by + (o - y.off), loc);
    covy += t->size;
  }
  if (covx != n || covy != n) {
    free(bx);
    free(by);
    UNSUP(r, loc, "memcmp over padding bytes (their values are unspecified, C11 6.2.6.1p6)");
  }
  int res = 0;
  for (long i = 0; i < n && !res; i++) res = (int)bx[i] - (int)by[i];
  free(bx);
  free(by);
  return res;
}

/* ---- heap (C11 7.22.3) ------------------------------------------------------------------------ */

static void check_free(cc_run_ctx *r, cc_ptr p, eq_loc loc, const char *fn) {
  cc_block *bl = &r->blocks[p.block];
  if (bl->kind != CC_BK_HEAP) UB(r, loc, "%s of '%s', which was not allocated by malloc (C11 7.22.3.3p2)", fn, bl->name);
  if (!bl->alive) UB(r, loc, "double free of %s (C11 7.22.3.3p2)", bl->name);
  if (cc_ptr_offset(r, p) != 0) UB(r, loc, "%s of a pointer into the middle of %s (C11 7.22.3.3p2)", fn, bl->name);
}

static cc_val do_realloc(cc_run_ctx *r, cc_ptr p, long n, eq_loc loc) {
  if (p.block == 0) return pval(heap_ptr(cc_heap_new(r, n, -1, loc)));
  check_free(r, p, loc, "realloc");
  if (n == 0) { /* glibc: realloc(p, 0) frees p and returns NULL (implementation-defined) */
    cc_block_kill(r, p.block);
    return pval(null_ptr());
  }
  if (n > r->max_mem - r->mem) return pval(null_ptr());
  int32_t nb = cc_heap_new(r, n, -1, loc);
  cc_block *ob = &r->blocks[p.block];
  if (ob->type) {
    if (n % ob->type->size) UNSUP(r, loc, "realloc to a size that is not a multiple of the element size");
    cc_resolve(r, heap_ptr(nb), ob->type, loc, NULL);
    ob = &r->blocks[p.block];
    cc_block *nbl = &r->blocks[nb];
    long keep = (ob->count < nbl->count ? ob->count : nbl->count) * ob->type->leaves;
    memcpy(nbl->cells, ob->cells, sizeof(cc_val) * (size_t)keep);
  } else {
    r->blocks[nb].fill = ob->fill; /* the common prefix keeps its bytes; the rest is indeterminate */
    if (n > ob->bytes && ob->fill >= 0) UNSUP(r, loc, "realloc growing memory that was never written");
  }
  cc_block_kill(r, p.block);
  return pval(heap_ptr(nb));
}

/* ---- printf (C11 7.21.6.1, formatted as glibc does) ----------------------------------------- */

/* The text one conversion specification writes, appended to out: spec is the specification with
 * any '*' already replaced by its number (7.21.6.1p5), formatted by the host's snprintf, which is
 * glibc's own (a gcc-built program on this machine prints the same bytes). */
static void host_format(strbuf *out, const char *spec, int kind, cc_val v) {
  int n;
  switch (kind) {
  case 0: n = snprintf(NULL, 0, spec, (long long)(int64_t)v.i); break;  /* signed, ll in spec */
  case 1: n = snprintf(NULL, 0, spec, (unsigned long long)v.i); break;  /* unsigned, ll in spec */
  case 3: n = snprintf(NULL, 0, spec, (int)(int32_t)v.i); break;         /* an int, hh or h in spec */
  default: n = snprintf(NULL, 0, spec, v.d); break;                     /* double */
  }
  if (n < 0) return;
  char *buf = eq_malloc((size_t)n + 1);
  switch (kind) {
  case 0: snprintf(buf, (size_t)n + 1, spec, (long long)(int64_t)v.i); break;
  case 1: snprintf(buf, (size_t)n + 1, spec, (unsigned long long)v.i); break;
  case 3: snprintf(buf, (size_t)n + 1, spec, (int)(int32_t)v.i); break;
  default: snprintf(buf, (size_t)n + 1, spec, v.d); break;
  }
  sb_append(out, buf, (size_t)n);
  free(buf);
}

/* Widths and precisions beyond this are not run (the text would only be padding). */
enum { PRINTF_MAX_FIELD = 4096 };

/* printf (7.21.6.1): every conversion but %p (an address, which no run reproduces) and %n, with
 * flags, width and precision (also '*'), and the length modifiers hh h l ll j z t; L (long double)
 * and the wide forms %lc %ls are not modelled. An argument of another type than its conversion
 * takes is undefined (p9), as are a format ending inside a specification and too few arguments. */
static int do_printf(cc_run_ctx *r, const cc_expr *call, cc_val *args) {
  eq_loc loc = call->loc;
  if (call->nargs < 1) UB(r, loc, "printf without a format");
  cc_ptr f = args[0].p;
  long flen = str_len(r, f, loc, "printf");
  char *fmt = arena_alloc(r->a, (size_t)flen + 1);
  for (long i = 0; i < flen; i++) fmt[i] = (char)get_char(r, f, i, loc, "printf");
  fmt[flen] = 0;
  int ai = 1;
  size_t start = r->out.len;
  for (long i = 0; i < flen; i++) {
    if (fmt[i] != '%') {
      sb_putc(&r->out, fmt[i]);
      continue;
    }
    long spec_at = i++;
    char flags[8];
    int nf = 0;
    while (i < flen && strchr("-+ 0#", fmt[i])) {
      if (nf < 7 && !memchr(flags, fmt[i], (size_t)nf)) flags[nf++] = fmt[i];
      i++;
    }
    long width = -1, prec = -1;
    /* p5: a '*' takes an int argument; a negative width is the '-' flag and its magnitude, a
     * negative precision is as if it were omitted */
    if (i < flen && fmt[i] == '*') {
      i++;
      if (ai >= call->nargs) UB(r, loc, "printf has too few arguments for its format (C11 7.21.6.1p2)");
      const cc_type *wt = call->args[ai]->type;
      if (wt->k != CC_INT) UB(r, loc, "printf '*' width given an argument that is not an int (C11 7.21.6.1p5)");
      long w = (long)(int32_t)args[ai++].i;
      if (w < 0) {
        if (nf < 7 && !memchr(flags, '-', (size_t)nf)) flags[nf++] = '-';
        w = -w;
      }
      width = w;
    } else {
      for (; i < flen && fmt[i] >= '0' && fmt[i] <= '9'; i++) width = (width < 0 ? 0 : width) * 10 + (fmt[i] - '0') % 10;
    }
    if (i < flen && fmt[i] == '.') {
      i++;
      prec = 0;
      if (i < flen && fmt[i] == '*') {
        i++;
        if (ai >= call->nargs) UB(r, loc, "printf has too few arguments for its format (C11 7.21.6.1p2)");
        if (call->args[ai]->type->k != CC_INT) UB(r, loc, "printf '*' precision given an argument that is not an int (C11 7.21.6.1p5)");
        long pv = (long)(int32_t)args[ai++].i;
        prec = pv < 0 ? -1 : pv;
      } else {
        for (; i < flen && fmt[i] >= '0' && fmt[i] <= '9'; i++) prec = prec * 10 + (fmt[i] - '0');
      }
    }
    if (width > PRINTF_MAX_FIELD || prec > PRINTF_MAX_FIELD)
      UNSUP(r, loc, "printf field of more than %d characters", PRINTF_MAX_FIELD);
    /* length modifier (p7): 1 hh, 2 h, 3 l, 4 ll, 5 j, 6 z, 7 t, 8 L */
    int lm = 0;
    if (i + 1 < flen && fmt[i] == 'h' && fmt[i + 1] == 'h') lm = 1, i += 2;
    else if (i + 1 < flen && fmt[i] == 'l' && fmt[i + 1] == 'l') lm = 4, i += 2;
    else if (i < flen && strchr("hljztL", fmt[i])) {
      static const char lms[] = "?ahlbjztL";
      lm = (int)(strchr(lms + 2, fmt[i]) - lms);
      if (fmt[i] == 'h') lm = 2;
      else if (fmt[i] == 'l') lm = 3;
      i++;
    }
    if (i >= flen) UB(r, loc, "printf format ends inside a conversion specification (C11 7.21.6.1p9)");
    char conv = fmt[i];
    if (conv == '%') {
      /* p8: the complete specification must be %% */
      if (i != spec_at + 1) UB(r, loc, "printf specification '%.*s' is not %%%% (C11 7.21.6.1p8)", (int)(i - spec_at + 1), fmt + spec_at);
      sb_putc(&r->out, '%');
      continue;
    }
    if (conv == 'p' || conv == 'n')
      UNSUP(r, loc, "printf conversion '%%%c' (%s)", conv, conv == 'p' ? "an address, which no run reproduces" : "writes through a pointer");
    if (!strchr("diouxXcsfFeEgGaA", conv)) UB(r, loc, "printf conversion '%%%c' is not defined (C11 7.21.6.1p9)", conv);
    if (lm == 8 || (lm == 3 && (conv == 'c' || conv == 's')))
      UNSUP(r, loc, "printf length modifier '%s' with '%%%c'", lm == 8 ? "L" : "l", conv);
    if (ai >= call->nargs) UB(r, loc, "printf has too few arguments for its format (C11 7.21.6.1p2)");
    const cc_type *at = call->args[ai]->type;
    cc_val v = args[ai++];
    char spec[96];
    int sp = 0;
    spec[sp++] = '%';
    for (int k = 0; k < nf; k++) spec[sp++] = flags[k];
    if (width >= 0) sp += snprintf(spec + sp, sizeof spec - (size_t)sp, "%ld", width);
    if (prec >= 0) sp += snprintf(spec + sp, sizeof spec - (size_t)sp, ".%ld", prec);
    spec[sp] = 0;
    char full[112];
    if (strchr("diouxX", conv)) {
      /* p7, p9: the promoted argument must have the type the modifier names; signed and unsigned
       * variants of one type are interchangeable for values representable in both (6.5.2.2p6) */
      long want = lm >= 3 ? 8 : 4;
      int ok = cc_is_integer(at) && at->size == want && cc_int_rank(at) >= cc_int_rank(cc_basic(CC_INT));
      if (!ok || v.k != CC_V_INT)
        UB(r, loc, "printf '%.*s' given an argument of another type (C11 7.21.6.1p9)", (int)(i - spec_at + 1), fmt + spec_at);
      static const char *const lmtext[] = {"", "hh", "h", "l", "ll", "j", "z", "t"};
      int sgn = conv == 'd' || conv == 'i';
      /* the value as the modifier's type (hh: converted to signed/unsigned char, p7), then
       * printed by the host through long long, the same digits */
      cc_val w = v;
      if (lm == 0 && sgn) w.i = (uint64_t)(int64_t)(int32_t)v.i;
      if (lm == 0 && !sgn) w.i = (uint32_t)v.i;
      snprintf(full, sizeof full, "%s%s%c", spec, lm == 1 || lm == 2 ? lmtext[lm] : "ll", conv);
      host_format(&r->out, full, lm == 1 || lm == 2 ? 3 : sgn ? 0 : 1, w);
      continue;
    }
    switch (conv) {
    case 'c': {
      if (at->k != CC_INT && at->k != CC_UINT) UB(r, loc, "printf '%%c' given an argument of another type (C11 7.21.6.1p9)");
      snprintf(full, sizeof full, "%sc", spec);
      int n = snprintf(NULL, 0, full, (int)(unsigned char)v.i);
      char *buf = eq_malloc((size_t)n + 1);
      snprintf(buf, (size_t)n + 1, full, (int)(unsigned char)v.i);
      sb_append(&r->out, buf, (size_t)n); /* %c of 0 writes a NUL byte */
      free(buf);
      break;
    }
    case 's': {
      if (at->k != CC_PTR || !cc_is_char(at->elem)) UB(r, loc, "printf '%%s' given an argument of another type (C11 7.21.6.1p9)");
      if (v.p.block == 0) UB(r, loc, "printf '%%s' given a null pointer (C11 7.21.6.1p8)");
      /* with a precision, at most that many characters are read (no NUL needed). Counted first,
       * then copied into the run's arena: a read that goes wrong leaves by longjmp, which would
       * leak a buffer of the heap (found by LeakSanitizer on eq-print-param-string-long) */
      long n = 0;
      while ((prec < 0 || n < prec) && get_char(r, v.p, n, loc, "printf")) n++;
      char *str = arena_alloc(r->a, (size_t)n + 1);
      for (long k = 0; k < n; k++) str[k] = (char)get_char(r, v.p, k, loc, "printf");
      str[n] = 0;
      snprintf(full, sizeof full, "%ss", spec);
      sb_printf(&r->out, full, str);
      break;
    }
    default: /* f F e E g G a A take a double (float arguments were promoted, 6.5.2.2p7) */
      if (at->k != CC_DOUBLE) UB(r, loc, "printf '%%%c' given an argument of another type (C11 7.21.6.1p9)", conv);
      snprintf(full, sizeof full, "%s%c", spec, conv);
      host_format(&r->out, full, 2, v);
      break;
    }
  }
  /* surplus arguments are evaluated and ignored (7.21.6.1p2) */
  return (int)(r->out.len - start);
}

/* ---- numeric conversions (C11 7.22.1) ------------------------------------------------------ */

/* The string at p (to its NUL) copied out of the run's memory, so that the host's own strtol and
 * strtod convert it: they are glibc's, which a gcc-built program on this machine calls. */
static char *host_string(cc_run_ctx *r, cc_ptr p, eq_loc loc, const char *fn) {
  long n = str_len(r, p, loc, fn);
  char *s = arena_alloc(r->a, (size_t)n + 1);
  for (long i = 0; i < n; i++) s[i] = (char)get_char(r, p, i, loc, fn);
  s[n] = 0;
  return s;
}

/* *endptr = nptr + off when endptr is not null (7.22.1.3p7, 7.22.1.4p7). */
static void set_endptr(cc_run_ctx *r, const cc_expr *call, cc_val endp, cc_ptr nptr, long off, eq_loc loc, const char *fn) {
  if (endp.k != CC_V_PTR || endp.p.block == 0) return;
  const cc_type *et = call->args[1]->type;
  if (et->k != CC_PTR || !et->elem || et->elem->k != CC_PTR) UB(r, loc, "%s given an end pointer of another type", fn);
  cc_store(r, endp.p, et->elem, pval(off ? char_ptr(r, nptr, off, loc, fn) : nptr), loc);
}

/* errno after a library call: where the host's call (glibc's, as a gcc-built program on this
 * machine calls it) set one, the program's errno gets it (cc_program.errno_global); glibc leaves
 * errno alone where it reports no error (C11 7.5p3 lets it do either). */
static void set_errno(cc_run_ctx *r, int host_errno, eq_loc loc) {
  if (!host_errno || !r->p->errno_global) return;
  cc_ptr p = {0};
  p.block = r->globals[r->p->errno_global - 1];
  p.n = 1;
  cc_store(r, p, cc_basic(CC_INT), cc_int_val(cc_basic(CC_INT), (uint64_t)(int64_t)host_errno), loc);
}

/* A math.h function that may set errno (7.12.1) on the host, as glibc's libm computes it. */
static double host_math(int b, const cc_val *a) {
  double x = a[0].d, y = a[1].d;
  switch (b) {
  case CC_B_SQRT: return sqrt(x);
  case CC_B_FMOD: return fmod(x, y);
  case CC_B_SIN: return sin(x);
  case CC_B_COS: return cos(x);
  case CC_B_TAN: return tan(x);
  case CC_B_ASIN: return asin(x);
  case CC_B_ACOS: return acos(x);
  case CC_B_ATAN: return atan(x);
  case CC_B_ATAN2: return atan2(x, y);
  case CC_B_EXP: return exp(x);
  case CC_B_EXP2: return exp2(x);
  case CC_B_LOG: return log(x);
  case CC_B_LOG2: return log2(x);
  case CC_B_LOG10: return log10(x);
  case CC_B_POW: return pow(x, y);
  case CC_B_SINH: return sinh(x);
  case CC_B_COSH: return cosh(x);
  case CC_B_TANH: return tanh(x);
  case CC_B_CBRT: return cbrt(x);
  default: return hypot(x, y);
  }
}

static cc_val numeric_conversion(cc_run_ctx *r, int b, const cc_expr *call, cc_val *a, eq_loc loc) {
  const char *fn = cc_builtin_name((cc_builtin)b);
  if (a[0].p.block == 0) UB(r, loc, "null pointer passed to %s (C11 7.1.4p1)", fn);
  char *s = host_string(r, a[0].p, loc, fn), *end = s;
  errno = 0;
  switch (b) {
  case CC_B_ATOI: case CC_B_ATOL: case CC_B_ATOLL: {
    /* 7.22.1.2: strtol(nptr, NULL, 10) but for the error behaviour: a value that cannot be
     * represented in the result type is undefined (7.22.1p1) */
    long long v = strtoll(s, NULL, 10);
    int range = errno == ERANGE || (b == CC_B_ATOI && (v < INT32_MIN || v > INT32_MAX));
    if (range) UB(r, loc, "%s of \"%.40s\", whose value its result type cannot represent (C11 7.22.1p1)", fn, s);
    return cc_int_val(cc_basic(b == CC_B_ATOI ? CC_INT : b == CC_B_ATOL ? CC_LONG : CC_LLONG), (uint64_t)v);
  }
  case CC_B_ATOF: {
    double d = strtod(s, NULL);
    if (errno == ERANGE && isinf(d)) UB(r, loc, "atof of \"%.40s\", whose value a double cannot represent (C11 7.22.1p1)", s);
    set_errno(r, errno, loc); /* an underflow: ERANGE (atof is strtod(nptr, NULL) in glibc) */
    return dval(d);
  }
  case CC_B_STRTOD: {
    double d = strtod(s, &end);
    int host_errno = errno;
    set_endptr(r, call, a[1], a[0].p, (long)(end - s), loc, fn);
    set_errno(r, host_errno, loc);
    return dval(d); /* out of range: ±HUGE_VAL or the underflowed value, errno ERANGE (7.22.1.3p10) */
  }
  default: { /* strtol, strtoll, strtoul, strtoull (7.22.1.4) */
    long long base = (long long)(int32_t)a[2].i;
    if (base != 0 && (base < 2 || base > 36)) UB(r, loc, "%s with base %lld (C11 7.22.1.4p3 allows 0 and 2 to 36)", fn, base);
    uint64_t v = b == CC_B_STRTOL || b == CC_B_STRTOLL ? (uint64_t)strtoll(s, &end, (int)base) : (uint64_t)strtoull(s, &end, (int)base);
    int host_errno = errno; /* ERANGE out of range (7.22.1.4p8); glibc sets nothing else here */
    set_endptr(r, call, a[1], a[0].p, (long)(end - s), loc, fn);
    set_errno(r, host_errno, loc);
    return cc_int_val(cc_basic(b == CC_B_STRTOL ? CC_LONG : b == CC_B_STRTOLL ? CC_LLONG : b == CC_B_STRTOUL ? CC_ULONG : CC_ULLONG), v);
  }
  }
}

/* ---- <ctype.h> ---------------------------------------------------------------------------------- */

/* The "C" locale's classes with glibc's mask values (checked against glibc's table by
 * tests/c/run/ctype_c_locale.c, compared with a gcc-built binary). */
static const cc_ctype_class ctype_classes[] = {
  [CC_B_ISDIGIT - CC_B_ISDIGIT] = {0x800, 1, {'0'}, {'9'}},
  [CC_B_ISXDIGIT - CC_B_ISDIGIT] = {0x1000, 3, {'0', 'A', 'a'}, {'9', 'F', 'f'}},
  [CC_B_ISUPPER - CC_B_ISDIGIT] = {0x100, 1, {'A'}, {'Z'}},
  [CC_B_ISLOWER - CC_B_ISDIGIT] = {0x200, 1, {'a'}, {'z'}},
  [CC_B_ISALPHA - CC_B_ISDIGIT] = {0x400, 2, {'A', 'a'}, {'Z', 'z'}},
  [CC_B_ISALNUM - CC_B_ISDIGIT] = {0x8, 3, {'0', 'A', 'a'}, {'9', 'Z', 'z'}},
  [CC_B_ISSPACE - CC_B_ISDIGIT] = {0x2000, 2, {'\t', ' '}, {'\r', ' '}},
  [CC_B_ISBLANK - CC_B_ISDIGIT] = {0x1, 2, {'\t', ' '}, {'\t', ' '}},
  [CC_B_ISCNTRL - CC_B_ISDIGIT] = {0x2, 2, {0, 127}, {31, 127}},
  [CC_B_ISPRINT - CC_B_ISDIGIT] = {0x4000, 1, {32}, {126}},
  [CC_B_ISGRAPH - CC_B_ISDIGIT] = {0x8000, 1, {33}, {126}},
  [CC_B_ISPUNCT - CC_B_ISDIGIT] = {0x4, 4, {33, 58, 91, 123}, {47, 64, 96, 126}},
};

const cc_ctype_class *cc_ctype_class_of(int b) {
  return b >= CC_B_ISDIGIT && b <= CC_B_ISPUNCT ? &ctype_classes[b - CC_B_ISDIGIT] : NULL;
}

/* <ctype.h>: 7.4p1 - the argument is an int representable as an unsigned char, or EOF; anything
 * else is undefined. */
static cc_val ctype_call(cc_run_ctx *r, int b, cc_val arg, eq_loc loc) {
  long long c = (long long)(int32_t)arg.i;
  if (c != -1 && (c < 0 || c > 255))
    UB(r, loc, "argument %lld of %s is neither EOF nor an unsigned char value (C11 7.4p1)", c, cc_builtin_name((cc_builtin)b));
  long long v = c;
  const cc_ctype_class *k = cc_ctype_class_of(b);
  if (k) {
    v = 0;
    for (int i = 0; i < k->nranges; i++)
      if (c >= k->lo[i] && c <= k->hi[i]) v = k->mask;
  } else if (b == CC_B_TOUPPER && c >= 'a' && c <= 'z') {
    v = c - 'a' + 'A';
  } else if (b == CC_B_TOLOWER && c >= 'A' && c <= 'Z') {
    v = c - 'A' + 'a';
  }
  return cc_int_val(cc_basic(CC_INT), (uint64_t)v);
}

/* ---- dispatch --------------------------------------------------------------------------------- */

static long size_arg(cc_val v) { return (long)v.i; }

cc_val cc_call_builtin(cc_run_ctx *r, const cc_expr *call, cc_val *a) {
  eq_loc loc = call->loc;
  const cc_type *it = cc_basic(CC_INT);
  int b = call->builtin;
  static const int nargs[] = {
    [CC_B_MALLOC] = 1, [CC_B_CALLOC] = 2, [CC_B_REALLOC] = 2, [CC_B_FREE] = 1, [CC_B_MEMCPY] = 3,
    [CC_B_MEMMOVE] = 3, [CC_B_MEMSET] = 3, [CC_B_MEMCMP] = 3, [CC_B_STRLEN] = 1, [CC_B_STRCMP] = 2,
    [CC_B_STRNCMP] = 3, [CC_B_STRCPY] = 2, [CC_B_STRNCPY] = 3, [CC_B_STRCHR] = 2, [CC_B_ABS] = 1,
    [CC_B_LABS] = 1, [CC_B_PRINTF] = -1, [CC_B_PUTS] = 1, [CC_B_PUTCHAR] = 1, [CC_B_SQRT] = 1,
    [CC_B_FABS] = 1, [CC_B_FLOOR] = 1, [CC_B_CEIL] = 1, [CC_B_FMOD] = 2, [CC_B_FMIN] = 2,
    [CC_B_FMAX] = 2, [CC_B_EXIT] = 1, [CC_B_ABORT] = 0, [CC_B_ASSERT_FAIL] = 0, [CC_B_SIN] = 1, [CC_B_COS] = 1, [CC_B_TAN] = 1, [CC_B_ASIN] = 1,
    [CC_B_ACOS] = 1, [CC_B_ATAN] = 1, [CC_B_ATAN2] = 2, [CC_B_EXP] = 1, [CC_B_EXP2] = 1, [CC_B_LOG] = 1,
    [CC_B_LOG2] = 1, [CC_B_LOG10] = 1, [CC_B_POW] = 2, [CC_B_SINH] = 1, [CC_B_COSH] = 1, [CC_B_TANH] = 1,
    [CC_B_CBRT] = 1, [CC_B_HYPOT] = 2, [CC_B_ISDIGIT] = 1, [CC_B_ISXDIGIT] = 1, [CC_B_ISUPPER] = 1,
    [CC_B_ISLOWER] = 1, [CC_B_ISALPHA] = 1, [CC_B_ISALNUM] = 1, [CC_B_ISSPACE] = 1, [CC_B_ISBLANK] = 1,
    [CC_B_ISCNTRL] = 1, [CC_B_ISPRINT] = 1, [CC_B_ISGRAPH] = 1, [CC_B_ISPUNCT] = 1, [CC_B_TOUPPER] = 1,
    [CC_B_TOLOWER] = 1, [CC_B_ATOI] = 1, [CC_B_ATOL] = 1, [CC_B_ATOLL] = 1, [CC_B_ATOF] = 1,
    [CC_B_STRTOL] = 3, [CC_B_STRTOLL] = 3, [CC_B_STRTOUL] = 3, [CC_B_STRTOULL] = 3, [CC_B_STRTOD] = 2,
    [CC_B_GETCHAR] = 0,
  };

  if (nargs[b] >= 0 && call->nargs != nargs[b]) UNSUP(r, loc, "call of %s with %d arguments", cc_builtin_name((cc_builtin)b), call->nargs);
  for (int i = 0; i < call->nargs; i++)
    if (a[i].k == CC_V_UNDEF) UB(r, loc, "indeterminate argument passed to %s", cc_builtin_name((cc_builtin)b));
  switch ((cc_builtin)b) {
  case CC_B_MALLOC: {
    long n = size_arg(a[0]);
    if (n < 0 || n > r->max_mem - r->mem) return pval(null_ptr()); /* allocation failure */
    return pval(heap_ptr(cc_heap_new(r, n, -1, loc)));
  }
  case CC_B_CALLOC: {
    unsigned long long total;
    if (__builtin_mul_overflow((unsigned long long)a[0].i, (unsigned long long)a[1].i, &total) ||
        total > (unsigned long long)(r->max_mem - r->mem))
      return pval(null_ptr());
    return pval(heap_ptr(cc_heap_new(r, (long)total, 0, loc)));
  }
  case CC_B_REALLOC: {
    long n = size_arg(a[1]);
    if (n < 0) return pval(null_ptr());
    return do_realloc(r, a[0].p, n, loc);
  }
  case CC_B_FREE:
    if (a[0].p.block == 0) return (cc_val){.k = CC_V_VOID}; /* free(NULL) does nothing */
    check_free(r, a[0].p, loc, "free");
    cc_block_kill(r, a[0].p.block);
    return (cc_val){.k = CC_V_VOID};
  case CC_B_MEMCPY:
  case CC_B_MEMMOVE:
    mem_copy(r, a[0].p, a[1].p, size_arg(a[2]), loc, cc_builtin_name((cc_builtin)b), b == CC_B_MEMMOVE);
    return a[0];
  case CC_B_MEMSET:
    mem_set(r, a[0].p, (int)(unsigned char)a[1].i, size_arg(a[2]), loc);
    return a[0];
  case CC_B_MEMCMP: return cc_int_val(it, (uint64_t)(int64_t)mem_cmp(r, a[0].p, a[1].p, size_arg(a[2]), loc));
  case CC_B_STRLEN: return cc_int_val(cc_basic(CC_ULONG), (uint64_t)str_len(r, a[0].p, loc, "strlen"));
  case CC_B_STRCMP:
  case CC_B_STRNCMP: {
    long lim = b == CC_B_STRNCMP ? size_arg(a[2]) : -1;
    const char *fn = cc_builtin_name((cc_builtin)b);
    /* 7.24.1p2: valid pointers even where n is 0 (so strncmp(NULL, s, 0) too) */
    if (a[0].p.block == 0 || a[1].p.block == 0) UB(r, loc, "null pointer passed to %s (C11 7.1.4p1)", fn);
    for (long i = 0; lim < 0 || i < lim; i++) {
      int x = get_char(r, a[0].p, i, loc, fn), y = get_char(r, a[1].p, i, loc, fn);
      if (x != y) return cc_int_val(it, (uint64_t)(int64_t)(x - y));
      if (!x) break;
      if (--r->fuel < 0) cc_wrong(r, REL_W_OUT_OF_FUEL, loc, "fuel exhausted in %s", fn);
    }
    return cc_int_val(it, 0);
  }
  case CC_B_STRCPY: {
    long n = str_len(r, a[1].p, loc, "strcpy");
    /* 7.24.2.3p2: copying between overlapping objects is undefined */
    if (a[0].p.block == a[1].p.block) {
      long d = cc_ptr_offset(r, a[0].p), s = cc_ptr_offset(r, a[1].p);
      if (d < s + n + 1 && s < d + n + 1) UB(r, loc, "strcpy between overlapping objects (C11 7.24.2.3p2)");
    }
    for (long i = 0; i <= n; i++) put_char(r, a[0].p, i, get_char(r, a[1].p, i, loc, "strcpy"), loc, "strcpy");
    return a[0];
  }
  case CC_B_STRNCPY: {
    long n = size_arg(a[2]), i = 0;
    /* 7.24.1p2: valid pointers even where n is 0 */
    if (a[0].p.block == 0 || a[1].p.block == 0) UB(r, loc, "null pointer passed to strncpy (C11 7.1.4p1)");
    for (; i < n; i++) {
      int c = get_char(r, a[1].p, i, loc, "strncpy");
      put_char(r, a[0].p, i, c, loc, "strncpy");
      if (!c) break;
    }
    for (; i < n; i++) put_char(r, a[0].p, i, 0, loc, "strncpy"); /* 7.24.2.4p3: pad with nulls */
    return a[0];
  }
  case CC_B_STRCHR: {
    int c = (int)(unsigned char)(char)a[1].i;
    for (long i = 0;; i++) {
      int x = get_char(r, a[0].p, i, loc, "strchr");
      if (x == c) return pval(char_ptr(r, a[0].p, i, loc, "strchr"));
      if (!x) return pval(null_ptr());
    }
  }
  case CC_B_ABS:
  case CC_B_LABS: {
    int64_t x = (int64_t)a[0].i;
    const cc_type *t = cc_basic(b == CC_B_ABS ? CC_INT : CC_LONG);
    int64_t mn = b == CC_B_ABS ? INT32_MIN : INT64_MIN;
    if (x == mn) UB(r, loc, "%s of the most negative value (C11 7.22.6.1p2)", cc_builtin_name((cc_builtin)b));
    return cc_int_val(t, (uint64_t)(x < 0 ? -x : x));
  }
  case CC_B_PRINTF: return cc_int_val(it, (uint64_t)do_printf(r, call, a));
  case CC_B_PUTS: {
    long n = str_len(r, a[0].p, loc, "puts");
    for (long i = 0; i < n; i++) sb_putc(&r->out, (char)get_char(r, a[0].p, i, loc, "puts"));
    sb_putc(&r->out, '\n');
    return cc_int_val(it, (uint64_t)(n + 1)); /* glibc returns the count written */
  }
  case CC_B_PUTCHAR: {
    unsigned char c = (unsigned char)a[0].i;
    sb_putc(&r->out, (char)c);
    return cc_int_val(it, c);
  }
  /* 7.12: these are exact in IEEE arithmetic (sqrt correctly rounded), so the host computes them. */
  case CC_B_FABS: return dval(fabs(a[0].d));
  case CC_B_FLOOR: return dval(floor(a[0].d));
  case CC_B_CEIL: return dval(ceil(a[0].d));
  case CC_B_FMIN: return dval(fmin(a[0].d, a[1].d));
  case CC_B_FMAX: return dval(fmax(a[0].d, a[1].d));
  case CC_B_EXIT: cc_exit(r, (long long)(int64_t)a[0].i);
  /* glibc's __assert_fail prints "prog: file:line: func: Assertion `e' failed." on standard error,
   * which is not an output Equiv compares, and aborts */
  case CC_B_ABORT:
  case CC_B_ASSERT_FAIL: cc_abort(r, 6);
  /* domain, pole and range errors return NaN or ±HUGE_VAL and set errno to EDOM or ERANGE
   * (7.12.1): the host's libm, errno as it sets it */
  case CC_B_SQRT: case CC_B_FMOD: case CC_B_SIN: case CC_B_COS: case CC_B_TAN: case CC_B_ASIN:
  case CC_B_ACOS: case CC_B_ATAN: case CC_B_ATAN2: case CC_B_EXP: case CC_B_EXP2: case CC_B_LOG:
  case CC_B_LOG2: case CC_B_LOG10: case CC_B_POW: case CC_B_SINH: case CC_B_COSH: case CC_B_TANH:
  case CC_B_CBRT: case CC_B_HYPOT: {
    errno = 0;
    double d = host_math(b, a);
    set_errno(r, errno, loc);
    return dval(d);
  }
  case CC_B_ISDIGIT: case CC_B_ISXDIGIT: case CC_B_ISUPPER: case CC_B_ISLOWER: case CC_B_ISALPHA:
  case CC_B_ISALNUM: case CC_B_ISSPACE: case CC_B_ISBLANK: case CC_B_ISCNTRL: case CC_B_ISPRINT:
  case CC_B_ISGRAPH: case CC_B_ISPUNCT: case CC_B_TOUPPER: case CC_B_TOLOWER:
    return ctype_call(r, b, a[0], loc);
  case CC_B_ATOI: case CC_B_ATOL: case CC_B_ATOLL: case CC_B_ATOF: case CC_B_STRTOL: case CC_B_STRTOLL:
  case CC_B_STRTOUL: case CC_B_STRTOULL: case CC_B_STRTOD:
    return numeric_conversion(r, b, call, a, loc);
  case CC_B_GETCHAR: /* the next byte of standard input as an unsigned char, or EOF (7.21.7.6) */
    return cc_int_val(it, r->inpos < r->inlen ? (uint64_t)(unsigned char)r->in[r->inpos++] : (uint64_t)(int64_t)-1);
  case CC_B_ERRNO_LOCATION: /* lowered by the front end to errno's address */
  case CC_B_NONE: break;
  }
  UNSUP(r, loc, "library function");
}
