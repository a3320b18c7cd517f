/* cc_type.c — C types for x86-64 System V (LP64, plain char signed, IEEE float/double), the
 * integer promotions and the usual arithmetic conversions exactly as C11 6.3.1.1 and 6.3.1.8 state them. */
#include <stdio.h>
#include <string.h>

#include "lang/c/cc_ir.h"

static const struct {
  const char *name;
  int size, rank, is_signed;
} scalar_info[] = {
  [CC_VOID] = {"void", 0, 0, 0},
#define X(id, s, size, rank, sg) [CC_##id] = {s, size, rank, sg},
  CC_SCALAR_KINDS(X)
#undef X
};

static cc_type basic_types[CC_DOUBLE + 1];
static int basic_ready;

const cc_type *cc_basic(cc_tkind k) {
  if (!basic_ready) {
    for (int i = 0; i <= CC_DOUBLE; i++) {
      basic_types[i].k = (cc_tkind)i;
      basic_types[i].size = basic_types[i].align = scalar_info[i].size;
      basic_types[i].leaves = i == CC_VOID ? 0 : 1;
    }
    basic_ready = 1;
  }
  return &basic_types[k];
}

cc_type *cc_type_new(arena *a, cc_tkind k) {
  cc_type *t = arena_alloc(a, sizeof *t);
  t->k = k;
  if (k <= CC_DOUBLE) {
    t->size = t->align = scalar_info[k].size;
    t->leaves = k == CC_VOID ? 0 : 1;
  } else if (k == CC_PTR) {
    t->size = t->align = 8;
    t->leaves = 1;
  }
  return t;
}

const cc_type *cc_ptr_to(arena *a, const cc_type *elem) {
  cc_type *t = cc_type_new(a, CC_PTR);
  t->elem = elem;
  return t;
}

const cc_type *cc_with_const(arena *a, const cc_type *t) {
  if (t->is_const) return t;
  cc_type *c = arena_alloc(a, sizeof *c);
  *c = *t;
  c->is_const = 1;
  return c;
}

int cc_is_integer(const cc_type *t) { return t->k >= CC_BOOL && t->k <= CC_ULLONG; }
int cc_is_floating(const cc_type *t) { return t->k == CC_FLOAT || t->k == CC_DOUBLE; }
int cc_is_arith(const cc_type *t) { return t->k >= CC_BOOL && t->k <= CC_DOUBLE; }
int cc_is_scalar(const cc_type *t) { return cc_is_arith(t) || t->k == CC_PTR; }
int cc_is_signed(const cc_type *t) { return cc_is_integer(t) && scalar_info[t->k].is_signed; }
int cc_is_char(const cc_type *t) { return t->k == CC_CHAR || t->k == CC_SCHAR || t->k == CC_UCHAR; }
int cc_int_rank(const cc_type *t) { return cc_is_integer(t) ? scalar_info[t->k].rank : 0; }
int cc_int_width(const cc_type *t) { return t->k == CC_BOOL ? 1 : (int)t->size * 8; }

int cc_type_same(const cc_type *a, const cc_type *b) {
  if (a == b) return 1;
  if (a->k != b->k) return 0;
  switch (a->k) {
  case CC_PTR:
    return a->elem->is_const == b->elem->is_const && cc_type_same(a->elem, b->elem);
  case CC_ARRAY: return a->n == b->n && cc_type_same(a->elem, b->elem);
  case CC_STRUCT: return a->rec == b->rec;
  case CC_FUNC:
    if (a->nparams != b->nparams || a->variadic != b->variadic || !cc_type_same(a->elem, b->elem))
      return 0;
    for (int i = 0; i < a->nparams; i++)
      if (!cc_type_same(a->params[i], b->params[i])) return 0;
    return 1;
  default: return 1;
  }
}

/* C11 6.3.1.1p2: an object of integer type whose rank is at most that of int (and _Bool) is
 * converted to int if int represents all its values, else to unsigned int. On LP64 every type of
 * rank below int fits in int, so they all become int; int and unsigned int stay. */
const cc_type *cc_promote(const cc_type *t) {
  if (cc_is_integer(t) && cc_int_rank(t) < cc_int_rank(cc_basic(CC_INT))) return cc_basic(CC_INT);
  return t;
}

/* C11 6.3.1.8p1: if either is double, double; else if either is float, float; otherwise promote
 * both, then: same type -> done; same signedness -> the higher rank; the unsigned one has rank >=
 * the other's -> the unsigned type; the signed type can represent every value of the unsigned ->
 * the signed type; else the unsigned type corresponding to the signed one. */
const cc_type *cc_usual_arith(const cc_type *a, const cc_type *b) {
  if (a->k == CC_DOUBLE || b->k == CC_DOUBLE) return cc_basic(CC_DOUBLE);
  if (a->k == CC_FLOAT || b->k == CC_FLOAT) return cc_basic(CC_FLOAT);
  a = cc_promote(a);
  b = cc_promote(b);
  if (a->k == b->k) return cc_basic(a->k);
  int sa = cc_is_signed(a), sb = cc_is_signed(b);
  int ra = cc_int_rank(a), rb = cc_int_rank(b);
  if (sa == sb) return cc_basic(ra >= rb ? a->k : b->k);
  const cc_type *u = sa ? b : a, *s = sa ? a : b;
  if (cc_int_rank(u) >= cc_int_rank(s)) return cc_basic(u->k);
  /* A signed type of greater rank represents all values of the unsigned one iff it is wider. */
  if (s->size > u->size) return cc_basic(s->k);
  switch (s->k) {
  case CC_LONG: return cc_basic(CC_ULONG);
  case CC_LLONG: return cc_basic(CC_ULLONG);
  default: return cc_basic(CC_UINT);
  }
}

const cc_type *cc_leaf_type(const cc_type *t, long i, long *offset) {
  long off = 0;
  for (;;) {
    if (t->k == CC_ARRAY) {
      long el = t->elem->leaves;
      off += (i / el) * t->elem->size;
      i %= el;
      t = t->elem;
    } else if (t->k == CC_STRUCT) {
      int f = t->rec->nfields - 1;
      while (f > 0 && t->rec->fields[f].leaf > i) f--;
      off += t->rec->fields[f].offset;
      i -= t->rec->fields[f].leaf;
      t = t->rec->fields[f].type;
    } else {
      *offset = off;
      return t;
    }
  }
}

const char *cc_type_name(const cc_type *t, char *buf, size_t n) {
  char inner[200];
  const char *q = t->is_const ? "const " : "";
  switch (t->k) {
  case CC_PTR: snprintf(buf, n, "%s *%s", cc_type_name(t->elem, inner, sizeof inner), t->is_const ? "const" : ""); break;
  case CC_ARRAY: snprintf(buf, n, "%s[%ld]", cc_type_name(t->elem, inner, sizeof inner), t->n); break;
  case CC_STRUCT: snprintf(buf, n, "%s%s %s", q, t->rec->is_union ? "union" : "struct", t->rec->name); break;
  case CC_FUNC: snprintf(buf, n, "%s(...)", cc_type_name(t->elem, inner, sizeof inner)); break;
  default: snprintf(buf, n, "%s%s", q, scalar_info[t->k].name); break;
  }
  return buf;
}

static const char *const op_spellings[] = {
#define X(id, s) s,
  CC_OPS(X)
#undef X
};

const char *cc_op_spelling(cc_op op) { return op_spellings[op]; }

int cc_expr_has_effects(const cc_expr *e) {
  if (!e) return 0;
  switch (e->k) {
  case CC_E_ASSIGN:
  case CC_E_OPASSIGN:
  case CC_E_INCDEC:
  case CC_E_CALL:
  case CC_E_UNSUPPORTED: return 1;
  default: break;
  }
  if (cc_expr_has_effects(e->a) || cc_expr_has_effects(e->b) || cc_expr_has_effects(e->c)) return 1;
  for (int i = 0; i < e->nargs; i++)
    if (cc_expr_has_effects(e->args[i])) return 1;
  return 0;
}

static const char *const builtin_names[] = {
#define X(id, s) s,
  CC_BUILTINS(X)
#undef X
};

cc_builtin cc_builtin_lookup(const char *name) {
  for (int i = 0; i < CC_B_NONE; i++)
    if (!strcmp(builtin_names[i], name)) return (cc_builtin)i;
  return CC_B_NONE;
}

const char *cc_builtin_name(cc_builtin b) { return b < CC_B_NONE ? builtin_names[b] : "?"; }

const char *cc_loc_str(const cc_program *p, eq_loc loc, char *buf, size_t n) {
  if (loc.file < 0 || loc.file >= p->nfiles)
    snprintf(buf, n, "?");
  else
    snprintf(buf, n, "%s:%d:%d", p->files[loc.file], loc.line, loc.col);
  return buf;
}

long cc_leaf_paths(const cc_type *t, const char *prefix, const char **names, long k, long max, arena *a) {
  if (t->k == CC_STRUCT) {
    if (!t->rec || !t->rec->complete) return -1;
    for (int i = 0; i < t->rec->nfields && k >= 0; i++) {
      const cc_field *fl = &t->rec->fields[i];
      k = cc_leaf_paths(fl->type, *prefix ? arena_printf(a, "%s.%s", prefix, fl->name) : fl->name, names, k, max, a);
    }
    return k;
  }
  if (t->k == CC_ARRAY) {
    for (long j = 0; j < t->n && k >= 0; j++) k = cc_leaf_paths(t->elem, arena_printf(a, "%s[%ld]", prefix, j), names, k, max, a);
    return k;
  }
  if (t->k == CC_BOOL || !(cc_is_integer(t) || cc_is_floating(t)) || k >= max) return -1;
  names[k] = prefix;
  return k + 1;
}
