/* cc_lib.c — models of the C library functions a run may call (C11 7.12, 7.21, 7.22, 7.24) over the
 * structured memory of cc_exec.c; what a model does not cover makes the run go wrong, never guess. */
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

static long arg_long(cc_val v) { return (long)(int64_t)v.i; }

static int do_printf(cc_run_ctx *r, const cc_expr *call, cc_val *args) {
  eq_loc loc = call->loc;
  if (call->nargs < 1) UB(r, loc, "printf without a format");
  cc_ptr f = args[0].p;
  long flen = str_len(r, f, loc, "printf");
  char *fmt = arena_alloc(r->a, (size_t)flen + 1);
  for (long i = 0; i < flen; i++) fmt[i] = (char)get_char(r, f, i, loc, "printf");
  int ai = 1;
  size_t start = r->out.len;
  for (long i = 0; i < flen; i++) {
    if (fmt[i] != '%') {
      sb_putc(&r->out, fmt[i]);
      continue;
    }
    char spec[64];
    int sp = 0;
    spec[sp++] = '%';
    i++;
    while (i < flen && strchr("-+ 0#", fmt[i]) && sp < 20) spec[sp++] = fmt[i++];
    while (i < flen && fmt[i] >= '0' && fmt[i] <= '9' && sp < 30) spec[sp++] = fmt[i++];
    if (i < flen && fmt[i] == '.') {
      spec[sp++] = fmt[i++];
      while (i < flen && fmt[i] >= '0' && fmt[i] <= '9' && sp < 40) spec[sp++] = fmt[i++];
    }
    int lng = 0; /* 0 none, 1 l, 2 ll */
    while (i < flen && fmt[i] == 'l' && lng < 2) {
      lng++;
      i++;
    }
    if (i >= flen) UB(r, loc, "printf format ends inside a conversion specification (C11 7.21.6.1p9)");
    char conv = fmt[i];
    if (conv == '%' && sp == 1 && !lng) {
      sb_putc(&r->out, '%');
      continue;
    }
    if (!strchr("diuxXocsfFeEgG", conv)) UNSUP(r, loc, "printf conversion '%%%c'", conv);
    if (ai >= call->nargs) UB(r, loc, "printf has too few arguments for its format (C11 7.21.6.1p2)");
    const cc_type *at = call->args[ai]->type;
    cc_val v = args[ai++];
    char buf[512];
    char full[80];
    spec[sp] = 0;
    int ok;
    switch (conv) {
    case 'd': case 'i': case 'u': case 'x': case 'X': case 'o': {
      /* 7.21.6.1p9: the argument must have the type the conversion expects (signed and unsigned
       * variants of one type are interchangeable for values representable in both, 6.5.2.2p6). */
      const cc_type *want = cc_basic(lng == 2 ? CC_LLONG : lng == 1 ? CC_LONG : CC_INT);
      ok = cc_is_integer(at) && at->size == want->size && cc_int_rank(at) >= cc_int_rank(cc_basic(CC_INT));
      if (!ok || v.k != CC_V_INT) UB(r, loc, "printf '%%%s%c' given an argument of another type (C11 7.21.6.1p9)", lng == 2 ? "ll" : lng ? "l" : "", conv);
      snprintf(full, sizeof full, "%s%s%c", spec, lng == 2 ? "ll" : lng ? "l" : "", conv);
      int sgn = conv == 'd' || conv == 'i';
      if (lng == 2)
        sgn ? snprintf(buf, sizeof buf, full, (long long)(int64_t)v.i) : snprintf(buf, sizeof buf, full, (unsigned long long)v.i);
      else if (lng == 1)
        sgn ? snprintf(buf, sizeof buf, full, arg_long(v)) : snprintf(buf, sizeof buf, full, (unsigned long)v.i);
      else
        sgn ? snprintf(buf, sizeof buf, full, (int)(int64_t)v.i) : snprintf(buf, sizeof buf, full, (unsigned)v.i);
      sb_puts(&r->out, buf);
      break;
    }
    case 'c':
      if (lng || (at->k != CC_INT && at->k != CC_UINT)) UB(r, loc, "printf '%%c' given an argument of another type (C11 7.21.6.1p9)");
      snprintf(full, sizeof full, "%sc", spec);
      {
        int n = snprintf(buf, sizeof buf, full, (int)(unsigned char)v.i);
        sb_append(&r->out, buf, (size_t)n); /* %c of 0 writes a NUL byte */
      }
      break;
    case 's': {
      if (lng || at->k != CC_PTR || !cc_is_char(at->elem)) UB(r, loc, "printf '%%s' given an argument of another type (C11 7.21.6.1p9)");
      if (v.p.block == 0) UB(r, loc, "printf '%%s' given a null pointer (C11 7.21.6.1p8)");
      /* with a precision, at most that many characters are read (no NUL needed) */
      const char *dot = strchr(spec, '.');
      long prec = dot ? atol(dot + 1) : -1;
      strbuf s = STRBUF_INIT;
      for (long k = 0; prec < 0 || k < prec; k++) {
        int ch = get_char(r, v.p, k, loc, "printf");
        if (!ch) break;
        sb_putc(&s, (char)ch);
      }
      snprintf(full, sizeof full, "%ss", spec);
      sb_printf(&r->out, full, sb_str(&s));
      sb_free(&s);
      break;
    }
    default: /* f F e E g G take a double (float arguments were promoted, 6.5.2.2p7) */
      if (lng > 1 || at->k != CC_DOUBLE) UB(r, loc, "printf '%%%c' given an argument of another type (C11 7.21.6.1p9)", conv);
      snprintf(full, sizeof full, "%s%c", spec, conv);
      {
        sb_printf(&r->out, full, v.d);
      }
      break;
    }
  }
  /* surplus arguments are evaluated and ignored (7.21.6.1p2) */
  return (int)(r->out.len - start);
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
    [CC_B_TOLOWER] = 1,
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
  case CC_B_SQRT: return dval(sqrt(a[0].d));
  case CC_B_FABS: return dval(fabs(a[0].d));
  case CC_B_FLOOR: return dval(floor(a[0].d));
  case CC_B_CEIL: return dval(ceil(a[0].d));
  case CC_B_FMOD: return dval(fmod(a[0].d, a[1].d));
  case CC_B_FMIN: return dval(fmin(a[0].d, a[1].d));
  case CC_B_FMAX: return dval(fmax(a[0].d, a[1].d));
  case CC_B_EXIT: cc_exit(r, (long long)(int64_t)a[0].i);
  /* glibc's __assert_fail prints "prog: file:line: func: Assertion `e' failed." on standard error,
   * which is not an output Equiv compares, and aborts */
  case CC_B_ABORT:
  case CC_B_ASSERT_FAIL: cc_abort(r, 6);
  /* domain and range errors return NaN or ±HUGE_VAL and set errno (7.12.1), which is not modelled */
  case CC_B_SIN: return dval(sin(a[0].d));
  case CC_B_COS: return dval(cos(a[0].d));
  case CC_B_TAN: return dval(tan(a[0].d));
  case CC_B_ASIN: return dval(asin(a[0].d));
  case CC_B_ACOS: return dval(acos(a[0].d));
  case CC_B_ATAN: return dval(atan(a[0].d));
  case CC_B_ATAN2: return dval(atan2(a[0].d, a[1].d));
  case CC_B_EXP: return dval(exp(a[0].d));
  case CC_B_EXP2: return dval(exp2(a[0].d));
  case CC_B_LOG: return dval(log(a[0].d));
  case CC_B_LOG2: return dval(log2(a[0].d));
  case CC_B_LOG10: return dval(log10(a[0].d));
  case CC_B_POW: return dval(pow(a[0].d, a[1].d));
  case CC_B_SINH: return dval(sinh(a[0].d));
  case CC_B_COSH: return dval(cosh(a[0].d));
  case CC_B_TANH: return dval(tanh(a[0].d));
  case CC_B_CBRT: return dval(cbrt(a[0].d));
  case CC_B_HYPOT: return dval(hypot(a[0].d, a[1].d));
  case CC_B_ISDIGIT: case CC_B_ISXDIGIT: case CC_B_ISUPPER: case CC_B_ISLOWER: case CC_B_ISALPHA:
  case CC_B_ISALNUM: case CC_B_ISSPACE: case CC_B_ISBLANK: case CC_B_ISCNTRL: case CC_B_ISPRINT:
  case CC_B_ISGRAPH: case CC_B_ISPUNCT: case CC_B_TOUPPER: case CC_B_TOLOWER:
    return ctype_call(r, b, a[0], loc);
  case CC_B_NONE: break;
  }
  UNSUP(r, loc, "library function");
}
