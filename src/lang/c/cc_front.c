/* cc_front.c — the C front end: libclang-16 parses the file, and this lowers clang's AST to the
 * structured IR of cc_ir.h, making every implicit conversion and every load an explicit node. */
#include <clang-c/Index.h>
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/fsutil.h"
#include "core/strbuf.h"
#include "lang/c/cc_clang.h"
#include "lang/c/cc_ir.h"
#include "lang/c/cc_pp.h"
#include "lang/c/cc_stack.h"

typedef struct varmap {
  CXCursor c;
  cc_var *v;
} varmap;

typedef struct recmap {
  CXCursor c;
  cc_record *r;
} recmap;

typedef struct fe {
  cc_program *p;
  arena *a;
  diag_ctx *d;
  CXTranslationUnit tu;
  const char *main_path; /* the file as the user named it (the preprocessed file's linemarkers) */
  int preprocessed;      /* the TU is clang -E output: columns need mapping back (see loc_of_sl) */
  char *main_text;       /* the user's file, for that mapping */
  size_t main_len;
  size_t *line_start;    /* offsets of its lines, 1-based */
  int nlines;
  varmap *vars;
  int nvars, capvars;
  recmap *recs;
  int nrecs, caprecs;
  cc_func *fn;          /* function being lowered */
  cc_stmt *block;       /* innermost BLOCK/FOR receiving declared variables */
  int nslots_cap;
  cc_stmt **gotos;      /* the function's goto statements, resolved by label name at its end */
  int ngotos, capgotos;
  int depth;            /* expressions and statements being lowered, one inside the next */
  int tdepth;           /* the same for types (a type is lowered at every level of an expression) */
} fe;

/* Every walk over the IR and over the terms built from it (lowering here, cc_exec.c, cc_sym.c)
 * recurses once per nesting level, so the front end refuses deeper nesting: the construct at the
 * limit becomes an unsupported node (the run goes wrong there when it reaches it). C11 5.2.4.1 asks
 * an implementation for 63 nested parenthesized expressions and 127 nested blocks; 1000 is far above
 * what people write, and under ASan the deepest walk (lowering, about 4 KiB a level) uses 4 MiB
 * of the 1 GiB stack it runs on (cc_stack.c), the symbolic executor less on the caller's 8 MiB. */
#define CC_MAX_NEST 1000
#define CC_STR_(x) #x
#define CC_STR(x) CC_STR_(x)

/* ---- small helpers -------------------------------------------------------------------------- */

typedef struct kids {
  CXCursor *v;
  int n, cap;
} kids;

static enum CXChildVisitResult collect_kid(CXCursor c, CXCursor parent, CXClientData data) {
  (void)parent;
  kids *k = data;
  if (k->n == k->cap) {
    k->cap = k->cap ? 2 * k->cap : 8;
    k->v = eq_realloc(k->v, sizeof(CXCursor) * (size_t)k->cap);
  }
  k->v[k->n++] = c;
  return CXChildVisit_Continue;
}

static kids children(CXCursor c) {
  kids k = {0};
  clang_visitChildren(c, collect_kid, &k);
  return k;
}

static char *cx_str(arena *a, CXString s) {
  const char *c = clang_getCString(s);
  char *r = arena_strdup(a, c ? c : "");
  clang_disposeString(s);
  return r;
}

static int file_index(fe *f, const char *name) {
  if (!name) return -1;
  for (int i = 0; i < f->p->nfiles; i++)
    if (!strcmp(f->p->files[i], name)) return i;
  const char **nf = arena_alloc(f->a, sizeof(char *) * (size_t)(f->p->nfiles + 1));
  if (f->p->nfiles) memcpy(nf, f->p->files, sizeof(char *) * (size_t)f->p->nfiles);
  nf[f->p->nfiles] = arena_strdup(f->a, name);
  f->p->files = nf;
  return f->p->nfiles++;
}

/* clang -E keeps every line in place but not every column: it drops comments and squeezes runs
 * of blanks, and a macro use becomes its expansion. The column in the user's line is found by
 * walking both lines over their non-blank characters (and the user's comments) until the column
 * is reached; where they diverge first, a macro use starts, and a place inside or after its
 * expansion is reported at that use. */
static int user_column(fe *f, const char *pp_line, size_t pp_avail, int line, int pp_col) {
  if (line < 1 || line > f->nlines) return pp_col;
  const char *u = f->main_text + f->line_start[line];
  const char *uend = f->main_text + f->main_len;
  size_t i = 0, target = (size_t)(pp_col - 1);
  if (target > pp_avail) return pp_col;
  const char *j = u;
  for (;;) {
    while (i < target && (pp_line[i] == ' ' || pp_line[i] == '\t')) i++;
    for (;;) {
      while (j < uend && (*j == ' ' || *j == '\t')) j++;
      if (j + 1 < uend && j[0] == '/' && j[1] == '*') {
        const char *e = j + 2;
        while (e + 1 < uend && *e != '\n' && !(e[0] == '*' && e[1] == '/')) e++;
        if (e + 1 >= uend || *e == '\n') break;
        j = e + 2;
        continue;
      }
      break;
    }
    if (i >= target || j >= uend || *j == '\n' || pp_line[i] != *j) return (int)(j - u) + 1;
    i++;
    j++;
  }
}

/* A location as the user sees it: the file, line and column the preprocessed text's linemarkers
 * name (the user's file, or a header), not the temporary file's. */
static eq_loc loc_of_sl(fe *f, CXSourceLocation sl) {
  CXString name;
  unsigned line, col;
  clang_getPresumedLocation(sl, &name, &line, &col);
  const char *n = clang_getCString(name);
  eq_loc l = {file_index(f, n && *n ? n : NULL), (int)line, (int)col};
  if (f->preprocessed && f->main_text && n && !strcmp(n, f->main_path)) {
    CXFile pf;
    unsigned pcol, off;
    size_t size = 0;
    clang_getExpansionLocation(sl, &pf, NULL, &pcol, &off);
    const char *pp = pf ? clang_getFileContents(f->tu, pf, &size) : NULL;
    if (pp && pcol >= 1 && off >= pcol - 1 && off <= size)
      l.col = user_column(f, pp + off - (pcol - 1), size - (off - (pcol - 1)), (int)line, (int)col);
  }
  clang_disposeString(name);
  return l;
}

static eq_loc loc_of(fe *f, CXCursor c) { return loc_of_sl(f, clang_getCursorLocation(c)); }

static unsigned offset_of_sl(CXSourceLocation sl) {
  unsigned off;
  clang_getExpansionLocation(sl, NULL, NULL, NULL, &off);
  return off;
}

/* Whether the cursor's text comes from a macro expansion (its spelling is not where it expands). */
static int in_macro(CXCursor c) {
  /* (extents are already moved to expansion locations; the cursor location is not) */
  CXSourceLocation sl = clang_getCursorLocation(c);
  CXFile f1, f2;
  unsigned o1, o2;
  clang_getExpansionLocation(sl, &f1, NULL, NULL, &o1);
  clang_getSpellingLocation(sl, &f2, NULL, NULL, &o2);
  return o1 != o2 || !clang_File_isEqual(f1, f2);
}

typedef struct toks {
  CXToken *t;
  unsigned n;
} toks;

/* The tokens of a cursor's extent, with both ends moved to where macros expand (a range that
 * starts inside a macro would otherwise tokenize to nothing). */
/* The tokens from location `from` to location `to`, where both expand in one file; else none. */
static toks tokens_in(fe *f, CXSourceLocation from, CXSourceLocation to) {
  toks k = {NULL, 0};
  CXFile f1, f2;
  unsigned o1, o2;
  clang_getExpansionLocation(from, &f1, NULL, NULL, &o1);
  clang_getExpansionLocation(to, &f2, NULL, NULL, &o2);
  if (!f1 || !clang_File_isEqual(f1, f2)) return k;
  CXSourceRange r = clang_getRange(clang_getLocationForOffset(f->tu, f1, o1), clang_getLocationForOffset(f->tu, f2, o2));
  clang_tokenize(f->tu, r, &k.t, &k.n);
  return k;
}

static toks tokens(fe *f, CXCursor c) {
  CXSourceRange r = clang_getCursorExtent(c);
  return tokens_in(f, clang_getRangeStart(r), clang_getRangeEnd(r));
}

static void toks_free(fe *f, toks k) {
  if (k.t) clang_disposeTokens(f->tu, k.t, k.n);
}

static int tok_is(fe *f, CXToken t, const char *s) {
  CXString sp = clang_getTokenSpelling(f->tu, t);
  int r = !strcmp(clang_getCString(sp), s);
  clang_disposeString(sp);
  return r;
}

static unsigned tok_off(fe *f, CXToken t) { return offset_of_sl(clang_getTokenLocation(f->tu, t)); }

/* ---- IR constructors -------------------------------------------------------------------------- */

static cc_expr *mk(fe *f, cc_ekind k, const cc_type *t, eq_loc loc) {
  cc_expr *e = arena_alloc(f->a, sizeof *e);
  e->k = k;
  e->type = t;
  e->loc = loc;
  e->fn = -1;
  e->builtin = CC_B_NONE;
  return e;
}

static cc_expr *unsupported(fe *f, eq_loc loc, const char *fmt, const char *arg) {
  cc_expr *e = mk(f, CC_E_UNSUPPORTED, cc_basic(CC_INT), loc);
  e->reason = arena_printf(f->a, fmt, arg);
  return e;
}

static cc_stmt *mks(fe *f, cc_skind k, eq_loc loc) {
  cc_stmt *s = arena_alloc(f->a, sizeof *s);
  s->k = k;
  s->loc = loc;
  return s;
}

static cc_stmt *unsupported_stmt(fe *f, eq_loc loc, const char *reason) {
  cc_stmt *s = mks(f, CC_S_UNSUPPORTED, loc);
  s->reason = arena_strdup(f->a, reason);
  return s;
}

/* Integer bits in the canonical form for t: reduced to its width, sign-extended when signed. */
static uint64_t canon_bits(const cc_type *t, uint64_t v) {
  int w = cc_int_width(t);
  if (t->k == CC_PTR) return v;
  if (w >= 64) return v;
  uint64_t mask = (UINT64_C(1) << w) - 1;
  v &= mask;
  if (cc_is_signed(t) && (v >> (w - 1)) & 1) v |= ~mask;
  return v;
}

static cc_expr *mk_int(fe *f, const cc_type *t, uint64_t v, eq_loc loc) {
  cc_expr *e = mk(f, CC_E_INT, t, loc);
  e->ival = canon_bits(t, v);
  return e;
}

/* ---- types ---------------------------------------------------------------------------------- */

static const cc_type *lower_type(fe *f, CXType t, const char **why);

typedef struct field_acc {
  fe *f;
  kids k;
} field_acc;

static enum CXVisitorResult collect_field(CXCursor c, CXClientData data) {
  field_acc *fa = data;
  collect_kid(c, c, &fa->k);
  return CXVisit_Continue;
}

/* The record of t: the one made before (a type met again, or recursively through a pointer
 * member), else a new one, registered before its members are lowered. *fresh: it is new. */
static cc_record *record_of(fe *f, CXType t, int *fresh) {
  CXCursor decl = clang_getCanonicalCursor(clang_getTypeDeclaration(t));
  *fresh = 0;
  for (int i = 0; i < f->nrecs; i++)
    if (clang_equalCursors(f->recs[i].c, decl)) return f->recs[i].r;
  cc_record *r = arena_alloc(f->a, sizeof *r);
  char *name = cx_str(f->a, clang_getCursorSpelling(decl));
  /* an unnamed struct or union: libclang 16 spells it "union (unnamed at FILE:LINE:COL)", a
   * place, which must not enter the unit's fingerprint (an identical function moved down a line
   * would no longer be "identical": diff-self) nor an aggregate type's name */
  r->name = name[0] && !strstr(name, "(unnamed at ") && !strstr(name, "(anonymous at ") ? name : "(anonymous)";
  if (f->nrecs == f->caprecs) {
    f->caprecs = f->caprecs ? 2 * f->caprecs : 16;
    f->recs = eq_realloc(f->recs, sizeof(recmap) * (size_t)f->caprecs);
  }
  f->recs[f->nrecs++] = (recmap){decl, r};
  *fresh = 1;
  return r;
}

/* The members of record type t into *out (their names, types and byte offsets); a bit-field is
 * refused ("bit-field NAME" and where). Returns their count, or -1 with *why. */
static int lower_members(fe *f, CXType t, const char *where, cc_field **out, const char **why) {
  field_acc fa = {f, {0}};
  clang_Type_visitFields(t, collect_field, &fa);
  *out = arena_alloc(f->a, sizeof(cc_field) * (size_t)(fa.k.n + 1));
  for (int i = 0; i < fa.k.n; i++) {
    CXCursor fc = fa.k.v[i];
    cc_field *fd = &(*out)[i];
    fd->name = cx_str(f->a, clang_getCursorSpelling(fc));
    if (clang_Cursor_isBitField(fc)) {
      *why = arena_printf(f->a, "bit-field %s%s", fd->name, where);
      free(fa.k.v);
      return -1;
    }
    fd->type = lower_type(f, clang_getCursorType(fc), why);
    if (!fd->type) {
      free(fa.k.v);
      return -1;
    }
    fd->offset = (long)(clang_Cursor_getOffsetOfField(fc) / 8);
  }
  free(fa.k.v);
  return fa.k.n;
}

static cc_record *lower_record(fe *f, CXType t, const char **why) {
  int fresh;
  cc_record *r = record_of(f, t, &fresh);
  if (!fresh) return r;
  long long size = clang_Type_getSizeOf(t);
  if (size < 0) {
    *why = arena_printf(f->a, "incomplete struct %s", r->name);
    return NULL;
  }
  int n = lower_members(f, t, "", &r->fields, why);
  if (n < 0) return NULL;
  long leaves = 0;
  for (int i = 0; i < n; i++) {
    r->fields[i].leaf = leaves;
    leaves += r->fields[i].type->leaves;
  }
  r->nfields = n;
  r->size = (long)size;
  r->align = (long)clang_Type_getAlignOf(t);
  r->leaves = leaves;
  r->complete = 1;
  if (r->nfields == 0) {
    *why = "struct without members";
    return NULL;
  }
  return r;
}

/* A union (cc_ir.h, cc_record.is_union): one field, its bytes as unsigned char[size]; the declared
 * members are kept for member access (lowered to byte-level views, CC_E_VIEW). */
static cc_record *lower_union(fe *f, CXType t, const char **why) {
  int fresh;
  cc_record *r = record_of(f, t, &fresh);
  if (!fresh) return r;
  r->is_union = 1;
  long long size = clang_Type_getSizeOf(t);
  if (size <= 0) {
    *why = arena_printf(f->a, "incomplete union %s", r->name);
    return NULL;
  }
  int n = lower_members(f, t, " in a union", &r->members, why);
  if (n < 0) return NULL;
  r->nmembers = n;
  if (r->nmembers == 0) {
    *why = "union without members";
    return NULL;
  }
  cc_type *bytes = cc_type_new(f->a, CC_ARRAY);
  bytes->elem = cc_basic(CC_UCHAR);
  bytes->n = (long)size;
  bytes->size = (long)size;
  bytes->align = 1;
  bytes->leaves = (long)size;
  r->fields = arena_alloc(f->a, sizeof(cc_field));
  r->fields[0] = (cc_field){"(bytes)", bytes, 0, 0};
  r->nfields = 1;
  r->size = (long)size;
  r->align = (long)clang_Type_getAlignOf(t);
  r->leaves = (long)size;
  r->complete = 1;
  return r;
}

/* Lowers a clang type via its canonical type (typedefs resolved, so int32_t is int). Returns NULL
 * and sets *why for types outside the fragment. */
static const cc_type *lower_type_at(fe *f, CXType t, const char **why);

static const cc_type *lower_type(fe *f, CXType t, const char **why) {
  if (f->tdepth >= CC_MAX_NEST) {
    *why = "type nested deeper than " CC_STR(CC_MAX_NEST);
    return NULL;
  }
  f->tdepth++;
  const cc_type *r = lower_type_at(f, t, why);
  f->tdepth--;
  return r;
}

static const cc_type *lower_type_at(fe *f, CXType t, const char **why) {
  CXType c = clang_getCanonicalType(t);
  const cc_type *r = NULL;
  cc_type *n;
  switch (c.kind) {
  case CXType_Void: r = cc_basic(CC_VOID); break;
  case CXType_Bool: r = cc_basic(CC_BOOL); break;
  case CXType_Char_S: r = cc_basic(CC_CHAR); break;
  case CXType_SChar: r = cc_basic(CC_SCHAR); break;
  case CXType_UChar: r = cc_basic(CC_UCHAR); break;
  case CXType_Short: r = cc_basic(CC_SHORT); break;
  case CXType_UShort: r = cc_basic(CC_USHORT); break;
  case CXType_Int: r = cc_basic(CC_INT); break;
  case CXType_UInt: r = cc_basic(CC_UINT); break;
  case CXType_Long: r = cc_basic(CC_LONG); break;
  case CXType_ULong: r = cc_basic(CC_ULONG); break;
  case CXType_LongLong: r = cc_basic(CC_LLONG); break;
  case CXType_ULongLong: r = cc_basic(CC_ULLONG); break;
  case CXType_Float: r = cc_basic(CC_FLOAT); break;
  case CXType_Double: r = cc_basic(CC_DOUBLE); break;
  case CXType_Pointer: {
    /* a pointer to a function type is a function pointer (C11 6.3.2.3p8) */
    CXType pt = clang_getCanonicalType(clang_getPointeeType(c));
    const cc_type *e = lower_type(f, pt, why);
    if (!e) return NULL;
    r = cc_ptr_to(f->a, e);
    break;
  }
  case CXType_ConstantArray: {
    const cc_type *e = lower_type(f, clang_getArrayElementType(c), why);
    if (!e) return NULL;
    n = cc_type_new(f->a, CC_ARRAY);
    n->elem = e;
    n->n = (long)clang_getArraySize(c);
    n->size = e->size * n->n;
    n->align = e->align;
    n->leaves = e->leaves * n->n;
    if (n->n == 0) {
      *why = "zero-length array";
      return NULL;
    }
    r = n;
    break;
  }
  case CXType_Record: {
    CXCursor decl = clang_getTypeDeclaration(c);
    cc_record *rec = clang_getCursorKind(decl) == CXCursor_UnionDecl ? lower_union(f, c, why) : lower_record(f, c, why);
    if (!rec) return NULL;
    n = cc_type_new(f->a, CC_STRUCT);
    n->rec = rec;
    n->size = rec->size;
    n->align = rec->align;
    n->leaves = rec->leaves;
    r = n;
    break;
  }
  case CXType_Enum:
    /* An enumerated type is compatible with its underlying integer type (C11 6.7.2.2p4). */
    r = lower_type(f, clang_getEnumDeclIntegerType(clang_getTypeDeclaration(c)), why);
    if (!r) return NULL;
    break;
  case CXType_FunctionProto:
  case CXType_FunctionNoProto: {
    const cc_type *ret = lower_type(f, clang_getResultType(c), why);
    if (!ret) return NULL;
    n = cc_type_new(f->a, CC_FUNC);
    n->elem = ret;
    int np = c.kind == CXType_FunctionProto ? clang_getNumArgTypes(c) : 0;
    n->nparams = np;
    n->variadic = c.kind == CXType_FunctionProto && clang_isFunctionTypeVariadic(c);
    n->params = arena_alloc(f->a, sizeof(cc_type *) * (size_t)(np + 1));
    for (int i = 0; i < np; i++) {
      n->params[i] = lower_type(f, clang_getArgType(c, (unsigned)i), why);
      if (!n->params[i]) return NULL;
    }
    r = n;
    break;
  }
  default: {
    CXString s = clang_getTypeSpelling(c);
    *why = arena_printf(f->a, "type '%s'", clang_getCString(s));
    clang_disposeString(s);
    return NULL;
  }
  }
  if (clang_isConstQualifiedType(c)) r = cc_with_const(f->a, r);
  return r;
}

/* ---- variables ------------------------------------------------------------------------------ */

static cc_var *find_var(fe *f, CXCursor c) {
  c = clang_getCanonicalCursor(c);
  for (int i = f->nvars - 1; i >= 0; i--)
    if (clang_equalCursors(f->vars[i].c, c)) return f->vars[i].v;
  return NULL;
}

static void add_var(fe *f, CXCursor c, cc_var *v) {
  if (f->nvars == f->capvars) {
    f->capvars = f->capvars ? 2 * f->capvars : 64;
    f->vars = eq_realloc(f->vars, sizeof(varmap) * (size_t)f->capvars);
  }
  f->vars[f->nvars++] = (varmap){clang_getCanonicalCursor(c), v};
}

/* Appends v to the program's globals: its slot is its index there. */
static void add_global(fe *f, cc_var *v) {
  cc_var **g = arena_alloc(f->a, sizeof(cc_var *) * (size_t)(f->p->nglobals + 1));
  if (f->p->nglobals) memcpy(g, f->p->globals, sizeof(cc_var *) * (size_t)f->p->nglobals);
  v->slot = f->p->nglobals;
  g[f->p->nglobals++] = v;
  f->p->globals = g;
}

static cc_var *new_var(fe *f, CXCursor c, cc_var_kind k) {
  cc_var *v = arena_alloc(f->a, sizeof *v);
  v->name = cx_str(f->a, clang_getCursorSpelling(c));
  v->kind = k;
  v->loc = loc_of(f, c);
  const char *why = NULL;
  CXType ct = clang_getCanonicalType(clang_getCursorType(c));
  if (clang_getCursorKind(c) == CXCursor_ParmDecl && (ct.kind == CXType_FunctionProto || ct.kind == CXType_FunctionNoProto)) {
    /* C11 6.7.6.3p8: a parameter declared as a function is adjusted to a pointer to it. */
    const cc_type *e = lower_type(f, ct, &why);
    v->type = e ? cc_ptr_to(f->a, e) : NULL;
  } else if (clang_getCursorKind(c) == CXCursor_ParmDecl &&
      (ct.kind == CXType_ConstantArray || ct.kind == CXType_IncompleteArray)) {
    /* C11 6.7.6.3p7: a parameter declared as an array of T is adjusted to pointer to T. */
    const cc_type *e = lower_type(f, clang_getArrayElementType(ct), &why);
    v->type = e ? cc_ptr_to(f->a, e) : NULL;
  } else {
    v->type = lower_type(f, clang_getCursorType(c), &why);
  }
  if (!v->type) {
    v->unsupported = arena_printf(f->a, "%s of variable '%s'", why, v->name);
    v->type = cc_basic(CC_INT);
  }
  if (v->type->k == CC_ARRAY || v->type->k == CC_STRUCT) v->addr_taken = 1;
  if (k == CC_VAR_GLOBAL) {
    add_global(f, v);
  } else {
    cc_func *fn = f->fn;
    if (fn->nslots == f->nslots_cap) {
      f->nslots_cap = f->nslots_cap ? 2 * f->nslots_cap : 16;
      cc_var **s = arena_alloc(f->a, sizeof(cc_var *) * (size_t)f->nslots_cap);
      if (fn->nslots) memcpy(s, fn->slots, sizeof(cc_var *) * (size_t)fn->nslots);
      fn->slots = s;
    }
    v->slot = fn->nslots;
    fn->slots[fn->nslots++] = v;
  }
  add_var(f, c, v);
  return v;
}

/* Marks the variable under an lvalue (through member selections) as having its address taken. */
static void mark_addr(cc_expr *e) {
  while (e && e->k == CC_E_MEMBER) e = e->a;
  if (e && e->k == CC_E_VAR) e->var->addr_taken = 1;
}

/* ---- expressions ---------------------------------------------------------------------------- */

static cc_expr *lower_expr(fe *f, CXCursor c);
static cc_expr *func_value(fe *f, cc_expr *d, const cc_type *t);

/* The value of an expression: an lvalue is loaded, an array decays (C11 6.3.2.1). */
static cc_expr *rvalue(fe *f, cc_expr *e) {
  if (!e->lvalue) return e;
  if (e->type->k == CC_ARRAY) {
    /* the DECAY of an array member of a union: kept only under a subscript (index_view) */
    cc_expr *d = mk(f, CC_E_DECAY, cc_ptr_to(f->a, e->type->elem), e->loc);
    d->a = e;
    mark_addr(e);
    return d;
  }
  cc_expr *l = mk(f, CC_E_LOAD, e->type, e->loc);
  l->a = e;
  return l;
}

/* The value e converted to t as if by assignment (C11 6.5.16.1), explicit when types differ. */
static cc_expr *convert(fe *f, cc_expr *e, const cc_type *t) {
  e = rvalue(f, e);
  if (cc_type_same(e->type, t)) return e;
  cc_expr *c = mk(f, CC_E_CONV, t, e->loc);
  c->a = e;
  return c;
}

/* ---- union members (cc_ir.h: a union is its bytes; a member is a view of them) ---------------- */

/* Whether a view of type t can be loaded and stored: an integer (a _Bool is one byte, 0 or 1;
 * read from a byte of another value it is undefined, as the executors check), a floating type
 * (gcc's IEEE 754 binary32/binary64 encodings, little-endian), or a pointer to an object: cells
 * hold pointers as values, not addresses, so its bytes are the pointer itself marked byte by byte,
 * read back whole through a member of pointer type and not otherwise (cc_exec.c view_load_ptr). */
static int view_scalar(const cc_type *t) {
  return cc_is_integer(t) || cc_is_floating(t) || (t->k == CC_PTR && t->elem && t->elem->k != CC_FUNC);
}

static cc_expr *mk_view(fe *f, cc_expr *u, long off, const cc_type *t, eq_loc loc) {
  char tb[120];
  if (cc_is_scalar(t) && !view_scalar(t))
    return unsupported(f, loc, "union member of type %s", arena_strdup(f->a, cc_type_name(t, tb, sizeof tb)));
  cc_expr *e = mk(f, CC_E_VIEW, t, loc);
  e->a = u;
  e->ival = (uint64_t)off;
  e->lvalue = 1;
  return e;
}

/* b.name where b is a union lvalue or a view of a struct or union inside one: a view at the
 * member's offset (every union member at 0, C11 6.7.2.1p16). */
static cc_expr *member_view(fe *f, cc_expr *b, const char *name, eq_loc loc) {
  const cc_record *rec = b->type->rec;
  const cc_field *fd = NULL;
  int n = rec->is_union ? rec->nmembers : rec->nfields;
  for (int i = 0; i < n; i++) {
    const cc_field *c = rec->is_union ? &rec->members[i] : &rec->fields[i];
    if (!strcmp(c->name, name)) fd = c;
  }
  if (!fd) return unsupported(f, loc, "member '%s' of an anonymous member", name);
  if (b->k != CC_E_VIEW) return mk_view(f, b, fd->offset, fd->type, loc);
  if (b->b) return unsupported(f, loc, "%s", "member of an array element inside a union");
  return mk_view(f, b->a, (long)b->ival + fd->offset, fd->type, loc);
}

/* v[i] where v is a view of an array member: a view of element i, which must lie within the
 * member (C11 6.5.6p8; checked where it is accessed). */
static cc_expr *index_view(fe *f, cc_expr *v, cc_expr *i, eq_loc loc) {
  if (v->b) return unsupported(f, loc, "%s", "array of arrays inside a union");
  if (!cc_is_scalar(v->type->elem)) return unsupported(f, loc, "%s", "array of aggregates inside a union");
  cc_expr *e = mk_view(f, v->a, (long)v->ival, v->type->elem, loc);
  if (e->k != CC_E_VIEW) return e;
  e->b = i;
  e->field = (int)v->type->n;
  return e;
}

/* Evaluates a constant expression with clang (sizeof, enum values, macro-expanded constants). */
static cc_expr *clang_constant(fe *f, CXCursor c, const cc_type *t, eq_loc loc) {
  CXEvalResult r = clang_Cursor_Evaluate(c);
  if (!r) return NULL;
  cc_expr *e = NULL;
  CXEvalResultKind k = clang_EvalResult_getKind(r);
  if (k == CXEval_Int && cc_is_integer(t)) {
    uint64_t v = clang_EvalResult_isUnsignedInt(r) ? (uint64_t)clang_EvalResult_getAsUnsigned(r)
                                                   : (uint64_t)clang_EvalResult_getAsLongLong(r);
    e = mk_int(f, t, v, loc);
  } else if (k == CXEval_Float && cc_is_floating(t)) {
    e = mk(f, CC_E_FLT, t, loc);
    e->dval = clang_EvalResult_getAsDouble(r);
  }
  clang_EvalResult_dispose(r);
  return e;
}

static int is_expr_cursor(CXCursor c) {
  enum CXCursorKind k = clang_getCursorKind(c);
  return clang_isExpression(k);
}

/* Decodes the escape sequences of one string-literal token body (C11 6.4.4.4, 6.4.5). */
static int decode_string(const char *s, strbuf *out) {
  if (*s != '"') return 0;
  s++;
  while (*s && *s != '"') {
    if (*s != '\\') {
      sb_putc(out, *s++);
      continue;
    }
    s++;
    int c;
    switch (*s) {
    case 'n': c = '\n'; s++; break;
    case 't': c = '\t'; s++; break;
    case 'r': c = '\r'; s++; break;
    case 'a': c = '\a'; s++; break;
    case 'b': c = '\b'; s++; break;
    case 'f': c = '\f'; s++; break;
    case 'v': c = '\v'; s++; break;
    case '\\': case '\'': case '"': case '?': c = *s++; break;
    case 'x': {
      s++;
      unsigned v = 0;
      while ((*s >= '0' && *s <= '9') || (*s >= 'a' && *s <= 'f') || (*s >= 'A' && *s <= 'F')) {
        v = v * 16 + (unsigned)(*s <= '9' ? *s - '0' : (*s | 32) - 'a' + 10);
        s++;
      }
      c = (int)(v & 0xFF);
      break;
    }
    default:
      if (*s >= '0' && *s <= '7') {
        unsigned v = 0;
        for (int i = 0; i < 3 && *s >= '0' && *s <= '7'; i++) v = v * 8 + (unsigned)(*s++ - '0');
        c = (int)(v & 0xFF);
      } else {
        return 0;
      }
    }
    sb_putc(out, (char)c);
  }
  return *s == '"' && s[1] == 0;
}

static cc_expr *lower_string(fe *f, CXCursor c, eq_loc loc) {
  const char *why = NULL;
  const cc_type *t = lower_type(f, clang_getCursorType(c), &why);
  if (!t || t->k != CC_ARRAY || !cc_is_char(t->elem) || t->elem->size != 1)
    return unsupported(f, loc, "%s", "wide or unusual string literal");
  strbuf sb = STRBUF_INIT;
  int ok = 1;
  toks k = tokens(f, c);
  if (k.n == 0) ok = 0;
  for (unsigned i = 0; i < k.n && ok; i++) {
    CXString sp = clang_getTokenSpelling(f->tu, k.t[i]);
    ok = clang_getTokenKind(k.t[i]) == CXToken_Literal && decode_string(clang_getCString(sp), &sb);
    clang_disposeString(sp);
  }
  toks_free(f, k);
  if (!ok || (long)sb.len > t->n) {
    /* A literal spelled through a macro: ask clang for its value instead. */
    sb_clear(&sb);
    CXEvalResult r = clang_Cursor_Evaluate(c);
    ok = 0;
    if (r && clang_EvalResult_getKind(r) == CXEval_StrLiteral) {
      const char *s = clang_EvalResult_getAsStr(r);
      if ((long)strlen(s) <= t->n) {
        sb_puts(&sb, s);
        ok = 1;
      }
    }
    if (r) clang_EvalResult_dispose(r);
  }
  if (!ok) {
    sb_free(&sb);
    return unsupported(f, loc, "%s", "string literal with embedded NUL inside a macro");
  }
  cc_strlit *ns = arena_alloc(f->a, sizeof(cc_strlit) * (size_t)(f->p->nstrs + 1));
  if (f->p->nstrs) memcpy(ns, f->p->strs, sizeof(cc_strlit) * (size_t)f->p->nstrs);
  char *bytes = arena_alloc(f->a, (size_t)t->n);
  if (sb.len) memcpy(bytes, sb.data ? sb.data : "", sb.len);
  ns[f->p->nstrs] = (cc_strlit){bytes, t->n};
  sb_free(&sb);
  f->p->strs = ns;
  cc_expr *e = mk(f, CC_E_STR, t, loc);
  e->str = f->p->nstrs++;
  e->lvalue = 1;
  return e;
}

static const struct {
  const char *s;
  cc_op op;
} binops[] = {
  {"+", CC_OP_ADD}, {"-", CC_OP_SUB}, {"*", CC_OP_MUL}, {"/", CC_OP_DIV}, {"%", CC_OP_MOD},
  {"<<", CC_OP_SHL}, {">>", CC_OP_SHR}, {"<", CC_OP_LT}, {">", CC_OP_GT}, {"<=", CC_OP_LE},
  {">=", CC_OP_GE}, {"==", CC_OP_EQ}, {"!=", CC_OP_NE}, {"&", CC_OP_AND}, {"^", CC_OP_XOR},
  {"|", CC_OP_OR}, {"&&", CC_OP_LAND}, {"||", CC_OP_LOR},
};

static int known_binop(const char *op) {
  static const char *const ops[] = {"<<=", ">>=", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
                                    "+=", "-=", "*=", "/=", "%=", "&=", "^=", "|=", "+", "-", "*",
                                    "/", "%", "<", ">", "&", "^", "|", "=", ","};
  for (size_t j = 0; j < sizeof ops / sizeof ops[0]; j++)
    if (!strcmp(op, ops[j])) return 1;
  return 0;
}

/* Finds the operator of a binary (or compound-assignment) operator. libclang 16 does not expose
 * the opcode, so it is read from the tokens: outside macros, the first punctuation after the left
 * operand. When the operands come from macro arguments only unambiguous evidence counts: exactly
 * one operator token between them as they expand, and never ',' (it may separate arguments). */
static int binop_token(fe *f, CXCursor c, CXCursor lhs, CXCursor rhs, char *op, size_t n, eq_loc *loc) {
  op[0] = 0;
  int macro = in_macro(c);
  if (macro) {
    /* Operands from macro arguments: the tokens between the operands, first where they are
     * spelled, then where they expand; exactly one operator token must lie there. (A location in
     * a macro body is reported at the macro's use, so several tokens then lie between.) */
    for (int pass = 0; pass < 2; pass++) {
      CXFile f1, f2;
      unsigned s_end, s_start;
      CXSourceLocation le = clang_getRangeEnd(clang_getCursorExtent(lhs));
      CXSourceLocation rs = clang_getRangeStart(clang_getCursorExtent(rhs));
      if (pass == 0) {
        clang_getSpellingLocation(le, &f1, NULL, NULL, &s_end);
        clang_getSpellingLocation(rs, &f2, NULL, NULL, &s_start);
      } else {
        clang_getExpansionLocation(le, &f1, NULL, NULL, &s_end);
        clang_getExpansionLocation(rs, &f2, NULL, NULL, &s_start);
      }
      if (!f1 || !f2 || !clang_File_isEqual(f1, f2) || s_end >= s_start) continue;
      CXSourceRange r = clang_getRange(clang_getLocationForOffset(f->tu, f1, s_end),
                                       clang_getLocationForOffset(f->tu, f1, s_start));
      CXToken *t = NULL;
      unsigned nt = 0;
      clang_tokenize(f->tu, r, &t, &nt);
      unsigned inside = 0;
      for (unsigned i = 0; i < nt; i++)
        if (tok_off(f, t[i]) < s_start) inside++;
      if (inside == 1 && clang_getTokenKind(t[0]) == CXToken_Punctuation) {
        CXString sp = clang_getTokenSpelling(f->tu, t[0]);
        snprintf(op, n, "%s", clang_getCString(sp));
        clang_disposeString(sp);
        *loc = loc_of_sl(f, clang_getTokenLocation(f->tu, t[0]));
      }
      if (t) clang_disposeTokens(f->tu, t, nt);
      if (op[0] && known_binop(op) && strcmp(op, ",")) return 1;
      op[0] = 0;
    }
    return 0;
  }
  unsigned end = offset_of_sl(clang_getRangeEnd(clang_getCursorExtent(lhs)));
  /* First the tokens from the left operand's end to the right operand's start, where the operator
   * is; the whole expression only if none is found there. (Tokenizing the whole expression at every
   * node made a chain of n operators cost n^2 token lookups: 10,000 `+ 1` took 9 s under ASan.) */
  for (int whole = 0; whole < 2 && !op[0]; whole++) {
    toks k = whole ? tokens(f, c)
                   : tokens_in(f, clang_getRangeEnd(clang_getCursorExtent(lhs)),
                               clang_getRangeStart(clang_getCursorExtent(rhs)));
    for (unsigned i = 0; i < k.n; i++) {
      if (tok_off(f, k.t[i]) < end || clang_getTokenKind(k.t[i]) != CXToken_Punctuation) continue;
      CXString sp = clang_getTokenSpelling(f->tu, k.t[i]);
      snprintf(op, n, "%s", clang_getCString(sp));
      clang_disposeString(sp);
      *loc = loc_of_sl(f, clang_getTokenLocation(f->tu, k.t[i]));
      break;
    }
    toks_free(f, k);
  }
  if (op[0] && known_binop(op)) return 1;
  op[0] = 0;
  /* (libclang maps a location inside a macro body to the macro's use, so the body's own text
   * cannot be read: such operators stay unsupported unless clang can fold them to a constant) */
  return 0;
}

static cc_expr *lower_binary(fe *f, CXCursor c, kids *k, int compound) {
  eq_loc loc = loc_of(f, c);
  const char *why = NULL;
  const cc_type *t = lower_type(f, clang_getCursorType(c), &why);
  if (!t) return unsupported(f, loc, "%s", why);
  if (k->n != 2) return unsupported(f, loc, "%s", "binary operator shape");
  char op[8];
  if (!binop_token(f, c, k->v[0], k->v[1], op, sizeof op, &loc)) {
    cc_expr *e = clang_constant(f, c, t, loc);
    return e ? e : unsupported(f, loc, "%s", "operator inside a macro expansion");
  }
  cc_expr *l = lower_expr(f, k->v[0]);
  cc_expr *r = lower_expr(f, k->v[1]);
  if (l->k == CC_E_UNSUPPORTED) return l;
  /* the right operand of && and || is evaluated only when the left one says so (C11 6.5.13p4,
   * 6.5.14p4): an unsupported one goes wrong only where it is reached */
  if (r->k == CC_E_UNSUPPORTED && strcmp(op, "&&") && strcmp(op, "||")) return r;
  if (!strcmp(op, ",")) {
    cc_expr *e = mk(f, CC_E_COMMA, t, loc);
    e->a = l;
    e->b = rvalue(f, r);
    if (e->a->k == CC_E_CALL) e->a->discarded = 1;
    return e;
  }
  if (!strcmp(op, "=")) {
    if (!l->lvalue) return unsupported(f, loc, "%s", "assignment to a non-lvalue");
    cc_expr *e = mk(f, CC_E_ASSIGN, l->type, loc);
    e->a = l;
    e->b = convert(f, r, l->type);
    return e;
  }
  size_t oplen = strlen(op);
  if (compound) {
    if (oplen < 2 || op[oplen - 1] != '=') return unsupported(f, loc, "%s", "compound assignment operator");
    op[oplen - 1] = 0;
  }
  cc_op o = CC_OP_ADD;
  int found = 0;
  for (size_t i = 0; i < sizeof binops / sizeof binops[0]; i++)
    if (!strcmp(binops[i].s, op)) {
      o = binops[i].op;
      found = 1;
    }
  if (!found) return unsupported(f, loc, "operator '%s'", op);
  if (compound) {
    if (!l->lvalue) return unsupported(f, loc, "%s", "assignment to a non-lvalue");
    cc_expr *e = mk(f, CC_E_OPASSIGN, l->type, loc);
    e->a = l;
    e->b = rvalue(f, r);
    if (l->type->k == CC_PTR) {
      if (o != CC_OP_ADD && o != CC_OP_SUB) return unsupported(f, loc, "pointer '%s='", op);
      e->op = o == CC_OP_ADD ? CC_OP_PTRADD : CC_OP_PTRSUB;
      e->ctype = l->type;
    } else if (!cc_is_arith(l->type) || !cc_is_arith(e->b->type)) {
      return unsupported(f, loc, "'%s=' on these operand types", op);
    } else {
      e->op = o;
      /* C11 6.5.16.2p3: E1 op= E2 is E1 = E1 op (E2); shifts promote each operand on its own. */
      e->ctype = (o == CC_OP_SHL || o == CC_OP_SHR) ? cc_promote(l->type) : cc_usual_arith(l->type, e->b->type);
      if (o != CC_OP_SHL && o != CC_OP_SHR) e->b = convert(f, e->b, e->ctype);
    }
    return e;
  }
  l = rvalue(f, l);
  r = rvalue(f, r);
  if (o == CC_OP_LAND || o == CC_OP_LOR) {
    cc_expr *e = mk(f, CC_E_LOGIC, cc_basic(CC_INT), loc);
    e->op = o;
    e->a = l;
    e->b = r;
    return e;
  }
  cc_expr *e = mk(f, CC_E_BINARY, t, loc);
  e->op = o;
  e->a = l;
  e->b = r;
  int lp = l->type->k == CC_PTR, rp = r->type->k == CC_PTR;
  if (((lp && l->type->elem->k == CC_FUNC) || (rp && r->type->elem->k == CC_FUNC)) && o != CC_OP_EQ && o != CC_OP_NE)
    return unsupported(f, loc, "operator '%s' on a function pointer", op);
  if (lp || rp) {
    if ((o == CC_OP_ADD) && lp != rp) {
      e->op = CC_OP_PTRADD;
      if (rp) {
        e->a = r;
        e->b = l;
      }
      if (!cc_is_integer(e->b->type)) return unsupported(f, loc, "%s", "pointer arithmetic operand");
    } else if (o == CC_OP_SUB && lp && !rp) {
      e->op = CC_OP_PTRSUB;
    } else if (o == CC_OP_SUB && lp && rp) {
      e->op = CC_OP_PTRDIFF;
    } else if (o >= CC_OP_LT && o <= CC_OP_NE && lp && rp) {
      /* pointer comparison; operands were converted to a common pointer type by clang */
    } else {
      return unsupported(f, loc, "operator '%s' on a pointer", op);
    }
    return e;
  }
  if (!cc_is_arith(l->type) || !cc_is_arith(r->type)) return unsupported(f, loc, "operator '%s' operands", op);
  /* Cross-check clang's implicit conversions against C11 6.3.1.8 and 6.5.7p3. */
  const cc_type *want;
  if (o == CC_OP_SHL || o == CC_OP_SHR) {
    e->a = convert(f, l, cc_promote(l->type));
    e->b = convert(f, r, cc_promote(r->type));
    want = e->a->type;
  } else {
    want = cc_usual_arith(l->type, r->type);
    e->a = convert(f, l, want);
    e->b = convert(f, r, want);
    if (o >= CC_OP_LT && o <= CC_OP_NE) want = cc_basic(CC_INT);
  }
  if (!cc_type_same(want, t)) {
    char b1[64], b2[64];
    return unsupported(f, loc, "%s", arena_printf(f->a, "result type %s of '%s' (expected %s)",
                                                 cc_type_name(t, b1, sizeof b1), op, cc_type_name(want, b2, sizeof b2)));
  }
  return e;
}

/* Whether the operator at c is GNU __extension__ (its spelling starts there). */
static int is_extension_op(fe *f, CXCursor c) {
  CXFile file;
  unsigned off;
  size_t size;
  clang_getSpellingLocation(clang_getCursorLocation(c), &file, NULL, NULL, &off);
  const char *text = file ? clang_getFileContents(f->tu, file, &size) : NULL;
  return text && off + 13 <= size && !strncmp(text + off, "__extension__", 13) &&
         (off + 13 == size || !(isalnum((unsigned char)text[off + 13]) || text[off + 13] == '_'));
}

static cc_expr *lower_unary(fe *f, CXCursor c, kids *k) {
  eq_loc loc = loc_of(f, c);
  const char *why = NULL;
  const cc_type *t = lower_type(f, clang_getCursorType(c), &why);
  if (!t) return unsupported(f, loc, "%s", why);
  if (k->n != 1) return unsupported(f, loc, "%s", "unary operator shape");
  char op[8] = "";
  int postfix = 0;
  /* GNU __extension__ e (glibc's assert passes `__extension__ __PRETTY_FUNCTION__`) is e */
  if (is_extension_op(f, c)) return lower_expr(f, k->v[0]);
  if (!in_macro(c)) {
    toks tk = tokens(f, c);
    if (tk.n > 0) {
      unsigned start = offset_of_sl(clang_getRangeStart(clang_getCursorExtent(c)));
      unsigned kstart = offset_of_sl(clang_getRangeStart(clang_getCursorExtent(k->v[0])));
      CXToken tok = kstart > start ? tk.t[0] : tk.t[tk.n - 1];
      postfix = kstart <= start;
      CXString sp = clang_getTokenSpelling(f->tu, tok);
      if (clang_getTokenKind(tok) == CXToken_Punctuation) snprintf(op, sizeof op, "%s", clang_getCString(sp));
      clang_disposeString(sp);
      loc = loc_of_sl(f, clang_getTokenLocation(f->tu, tok));
    }
    toks_free(f, tk);
  } else {
    CXFile file;
    unsigned off;
    clang_getSpellingLocation(clang_getCursorLocation(c), &file, NULL, NULL, &off);
    size_t size;
    const char *text = file ? clang_getFileContents(f->tu, file, &size) : NULL;
    if (text && off + 1 < size) {
      if ((text[off] == '+' || text[off] == '-') && text[off + 1] == text[off])
        snprintf(op, sizeof op, "%c%c", text[off], text[off]);
      else if (strchr("-+~!&*", text[off]))
        snprintf(op, sizeof op, "%c", text[off]);
    }
  }
  if (!op[0]) {
    cc_expr *e = clang_constant(f, c, t, loc);
    return e ? e : unsupported(f, loc, "%s", "operator inside a macro expansion");
  }
  cc_expr *a = lower_expr(f, k->v[0]);
  if (a->k == CC_E_UNSUPPORTED) return a;
  cc_expr *e;
  if (!strcmp(op, "++") || !strcmp(op, "--")) {
    if (!a->lvalue) return unsupported(f, loc, "%s", "increment of a non-lvalue");
    if (a->type->k == CC_PTR && a->type->elem->k == CC_FUNC) return unsupported(f, loc, "%s", "arithmetic on a function pointer");
    if (!cc_is_scalar(a->type)) return unsupported(f, loc, "%s", "increment operand type");
    e = mk(f, CC_E_INCDEC, a->type, loc);
    e->op = op[0] == '+' ? (postfix ? CC_OP_POSTINC : CC_OP_PREINC) : (postfix ? CC_OP_POSTDEC : CC_OP_PREDEC);
    e->a = a;
    return e;
  }
  if (!strcmp(op, "&")) {
    if (a->k == CC_E_FUNC && a->type->k == CC_FUNC && t->k == CC_PTR) return func_value(f, a, t);
    if (!a->lvalue) return unsupported(f, loc, "%s", "address of a non-lvalue");
    /* &u.m: a pointer to the member's bytes, accessed as the type read or written through it
     * (both executors); of an element of an array member not followed */
    if (a->k == CC_E_VIEW && a->b) return unsupported(f, loc, "%s", "address of an element of a union's array member");
    e = mk(f, CC_E_ADDR, cc_ptr_to(f->a, a->type), loc);
    e->a = a;
    mark_addr(a->k == CC_E_VIEW ? a->a : a);
    return e;
  }
  a = rvalue(f, a);
  if (!strcmp(op, "*")) {
    if (a->type->k != CC_PTR) return unsupported(f, loc, "%s", "dereference of a non-pointer");
    /* *fp designates the function, which decays straight back to the same pointer value */
    if (a->type->elem->k == CC_FUNC) return a;
    if (a->type->elem->k == CC_VOID || a->type->elem->k == CC_FUNC)
      return unsupported(f, loc, "%s", "dereference of void or function pointer");
    e = mk(f, CC_E_DEREF, a->type->elem, loc);
    e->a = a;
    e->lvalue = 1;
    return e;
  }
  e = mk(f, CC_E_UNARY, t, loc);
  e->a = a;
  switch (op[0]) {
  case '-': e->op = CC_OP_NEG; break;
  case '+': e->op = CC_OP_PLUS; break;
  case '~': e->op = CC_OP_NOT; break;
  case '!': e->op = CC_OP_LNOT; break;
  default: return unsupported(f, loc, "unary operator '%s'", op);
  }
  if (e->op == CC_OP_LNOT) {
    if (!cc_is_scalar(a->type)) return unsupported(f, loc, "%s", "'!' operand type");
  } else {
    if (!cc_is_arith(a->type)) return unsupported(f, loc, "unary '%s' operand type", op);
    e->a = convert(f, a, cc_is_integer(a->type) ? cc_promote(a->type) : a->type);
    if (!cc_type_same(e->a->type, t)) return unsupported(f, loc, "%s", "unary operator result type");
  }
  return e;
}

/* A call through a function pointer, fp(x) or (*fp)(x) (C11 6.5.2.2p1: the called expression has
 * pointer-to-function type): the pointer is e->a; the arguments are converted to the parameter
 * types of the pointer's function type, as for a call of a prototyped function (6.5.2.2p7). */
static cc_expr *lower_indirect_call(fe *f, CXCursor c, const cc_type *t, eq_loc loc) {
  kids k = children(c);
  int n = clang_Cursor_getNumArguments(c);
  cc_expr *callee = k.n >= 1 && n >= 0 && k.n == n + 1 ? rvalue(f, lower_expr(f, k.v[0])) : NULL;
  free(k.v);
  if (!callee) return unsupported(f, loc, "%s", "call shape");
  if (callee->k == CC_E_UNSUPPORTED) return callee;
  const cc_type *pt = callee->type;
  if (pt->k != CC_PTR || pt->elem->k != CC_FUNC) return unsupported(f, loc, "%s", "call of a non-function");
  const cc_type *ft = pt->elem;
  if (ft->variadic) return unsupported(f, loc, "%s", "call of a variadic function through a pointer");
  if (ft->nparams != n) return unsupported(f, loc, "%s", "call through a pointer to a function without a matching prototype");
  cc_expr *e = mk(f, CC_E_CALL, t, loc);
  e->a = callee;
  e->nargs = n;
  e->args = arena_alloc(f->a, sizeof(cc_expr *) * (size_t)(n + 1));
  for (int i = 0; i < n; i++) {
    cc_expr *a = lower_expr(f, clang_Cursor_getArgument(c, (unsigned)i));
    if (a->k == CC_E_UNSUPPORTED) return a;
    e->args[i] = convert(f, a, ft->params[i]);
  }
  return e;
}

/* Whether the expression at c can have no side effect: no call, assignment or ++/-- in it (the
 * arguments assert() gives __assert_fail are literals, __LINE__ and __PRETTY_FUNCTION__). */
typedef struct effect_scan {
  fe *f;
  int found;
} effect_scan;

static int may_have_effect(fe *f, CXCursor c) {
  enum CXCursorKind k = clang_getCursorKind(c);
  return k == CXCursor_CallExpr || k == CXCursor_CompoundAssignOperator || k == CXCursor_BinaryOperator ||
         k == CXCursor_StmtExpr || (k == CXCursor_UnaryOperator && !is_extension_op(f, c));
}

static enum CXChildVisitResult effect_visit(CXCursor c, CXCursor parent, CXClientData d) {
  (void)parent;
  effect_scan *s = d;
  if (may_have_effect(s->f, c)) {
    s->found = 1;
    return CXChildVisit_Break;
  }
  return CXChildVisit_Recurse;
}

static int free_of_effects(fe *f, CXCursor c) {
  effect_scan s = {f, 0};
  if (may_have_effect(f, c)) return 0;
  clang_visitChildren(c, effect_visit, &s);
  return !s.found;
}

/* errno (C11 7.5p2), which glibc's <errno.h> defines as (*__errno_location ()): the call is the
 * address of one object of type int of static storage, made here on first use as a global of the
 * program (cc_program.errno_global), zero at program startup (7.5p3). So both executors read and
 * write it as any other global, and the library models store into it (cc_lib.c, cc_sym.c). */
static cc_expr *errno_address(fe *f, const cc_type *t, int nargs, eq_loc loc) {
  if (nargs != 0 || t->k != CC_PTR || !t->elem || t->elem->k != CC_INT)
    return unsupported(f, loc, "%s", "call of __errno_location of another type");
  cc_program *p = f->p;
  if (!p->errno_global) {
    cc_var *v = arena_alloc(f->a, sizeof *v);
    v->name = "errno";
    v->type = cc_basic(CC_INT);
    v->kind = CC_VAR_GLOBAL;
    v->addr_taken = 1;
    v->loc = loc;
    add_global(f, v);
    p->errno_global = p->nglobals;
  }
  cc_expr *var = mk(f, CC_E_VAR, cc_basic(CC_INT), loc);
  var->var = p->globals[p->errno_global - 1];
  var->lvalue = 1;
  cc_expr *e = mk(f, CC_E_ADDR, t, loc);
  e->a = var;
  return e;
}

static cc_expr *lower_call(fe *f, CXCursor c, const cc_type *t, eq_loc loc) {
  CXCursor callee = clang_getCursorReferenced(c);
  if (clang_Cursor_isNull(callee) || clang_getCursorKind(callee) != CXCursor_FunctionDecl)
    return lower_indirect_call(f, c, t, loc);
  char *name = cx_str(f->a, clang_getCursorSpelling(callee));
  cc_expr *e = mk(f, CC_E_CALL, t, loc);
  for (int i = 0; i < f->p->nfuncs; i++)
    if (!strcmp(f->p->funcs[i]->name, name)) e->fn = i;
  if (e->fn < 0) {
    e->builtin = cc_builtin_lookup(name);
    if (e->builtin == CC_B_NONE) return unsupported(f, loc, "call of external function '%s'", name);
  }
  int n = clang_Cursor_getNumArguments(c);
  if (n < 0) return unsupported(f, loc, "%s", "call shape");
  if (e->fn < 0 && e->builtin == CC_B_ERRNO_LOCATION) return errno_address(f, t, n, loc);
  if (e->fn < 0 && e->builtin == CC_B_ASSERT_FAIL) {
    /* its arguments only make the message on standard error, which is no compared output: where
     * they cannot have an effect they are not lowered (the builtin takes none) */
    for (int i = 0; i < n; i++) {
      CXCursor a = clang_Cursor_getArgument(c, (unsigned)i);
      if (!free_of_effects(f, a)) return unsupported(f, loc, "%s", "__assert_fail with an argument that may have an effect");
    }
    e->nargs = 0;
    return e;
  }
  e->nargs = n;
  e->args = arena_alloc(f->a, sizeof(cc_expr *) * (size_t)(n + 1));
  for (int i = 0; i < n; i++) {
    cc_expr *a = lower_expr(f, clang_Cursor_getArgument(c, (unsigned)i));
    if (a->k == CC_E_UNSUPPORTED) return a;
    e->args[i] = rvalue(f, a);
  }
  if (e->fn >= 0) {
    const cc_type *ft = f->p->funcs[e->fn]->type;
    if (ft && ft->k == CC_FUNC) {
      if (ft->variadic) return unsupported(f, loc, "%s", "call of a variadic function");
      if (ft->nparams != n && !(ft->nparams == 0 && n == 0))
        return unsupported(f, loc, "call of '%s' with a different number of arguments", name);
      for (int i = 0; i < n && i < ft->nparams; i++) e->args[i] = convert(f, e->args[i], ft->params[i]);
    }
  }
  return e;
}

/* The value of pointer type t designating the function of designator d (C11 6.3.2.1p4: a function
 * designator decays to a pointer to the function; &f is the same value, 6.5.3.2p3): a function
 * defined in the file, or a library function the semantics models (cc_lib.c), whose declared type
 * the program records for the check of calls through the pointer. printf is not taken: a call
 * through a pointer to a variadic function is not modelled. */
static cc_expr *func_value(fe *f, cc_expr *d, const cc_type *t) {
  if (d->fn < 0) {
    cc_builtin b = d->reason ? cc_builtin_lookup(d->reason) : CC_B_NONE;
    if (b == CC_B_NONE || b == CC_B_PRINTF || b == CC_B_ERRNO_LOCATION || t->k != CC_PTR || !t->elem || t->elem->k != CC_FUNC || t->elem->variadic)
      return unsupported(f, d->loc, "pointer to function '%s', which is not defined in the file", d->reason);
    cc_expr *e = mk(f, CC_E_FUNC, t, d->loc);
    e->builtin = b;
    e->reason = d->reason;
    f->p->builtin_type[b] = t->elem;
    return e;
  }
  cc_expr *e = mk(f, CC_E_FUNC, t, d->loc);
  e->fn = d->fn;
  e->reason = d->reason;
  return e;
}

static cc_expr *lower_expr_at(fe *f, CXCursor c);

static cc_expr *lower_expr(fe *f, CXCursor c) {
  if (f->depth >= CC_MAX_NEST)
    return unsupported(f, loc_of(f, c), "%s", "expression nested deeper than " CC_STR(CC_MAX_NEST));
  f->depth++;
  cc_expr *e = lower_expr_at(f, c);
  f->depth--;
  return e;
}

static cc_expr *lower_expr_at(fe *f, CXCursor c) {
  enum CXCursorKind kind = clang_getCursorKind(c);
  eq_loc loc = loc_of(f, c);
  const char *why = NULL;
  const cc_type *t = lower_type(f, clang_getCursorType(c), &why);
  kids k = children(c);
  cc_expr *e = NULL;
  switch (kind) {
  case CXCursor_IntegerLiteral:
  case CXCursor_CharacterLiteral:
  case CXCursor_FloatingLiteral:
  case CXCursor_UnaryExpr: /* sizeof, _Alignof */
    if (!t) {
      e = unsupported(f, loc, "%s", why);
      break;
    }
    e = clang_constant(f, c, t, loc);
    if (!e) e = unsupported(f, loc, "%s", kind == CXCursor_UnaryExpr ? "sizeof of a variable-length array" : "literal");
    break;
  case CXCursor_StringLiteral: e = lower_string(f, c, loc); break;
  case CXCursor_ParenExpr:
    e = k.n == 1 ? lower_expr(f, k.v[0]) : unsupported(f, loc, "%s", "parenthesised expression");
    break;
  case CXCursor_DeclRefExpr: {
    CXCursor ref = clang_getCursorReferenced(c);
    enum CXCursorKind rk = clang_getCursorKind(ref);
    if (rk == CXCursor_VarDecl || rk == CXCursor_ParmDecl) {
      cc_var *v = find_var(f, ref);
      if (!v) {
        char *n = cx_str(f->a, clang_getCursorSpelling(ref));
        e = unsupported(f, loc, "reference to external variable '%s'", n);
        break;
      }
      if (v->unsupported) {
        e = unsupported(f, loc, "%s", v->unsupported);
        break;
      }
      e = mk(f, CC_E_VAR, v->type, loc);
      e->var = v;
      e->lvalue = 1;
    } else if (rk == CXCursor_EnumConstantDecl) {
      e = t ? mk_int(f, t, (uint64_t)clang_getEnumConstantDeclValue(ref), loc) : unsupported(f, loc, "%s", why);
    } else if (rk == CXCursor_FunctionDecl) {
      /* a function designator; it becomes a value only by decaying to a pointer (6.3.2.1p4) */
      e = mk(f, CC_E_FUNC, t ? t : cc_basic(CC_INT), loc);
      e->reason = cx_str(f->a, clang_getCursorSpelling(ref));
      for (int i = 0; i < f->p->nfuncs; i++)
        if (!strcmp(f->p->funcs[i]->name, e->reason)) e->fn = i;
    } else {
      e = unsupported(f, loc, "%s", "reference to this kind of declaration");
    }
    break;
  }
  case CXCursor_UnexposedExpr:
  case CXCursor_CStyleCastExpr: {
    /* ImplicitCastExpr appears as UnexposedExpr; both casts have the converted operand last. */
    int last = -1;
    for (int i = 0; i < k.n; i++)
      if (is_expr_cursor(k.v[i])) last = i;
    if (last < 0 || (kind == CXCursor_UnexposedExpr && k.n != 1)) {
      e = unsupported(f, loc, "%s", "implicit expression");
      break;
    }
    CXType ct = clang_getCanonicalType(clang_getCursorType(c));
    if (kind == CXCursor_UnexposedExpr && (ct.kind == CXType_FunctionProto || ct.kind == CXType_FunctionNoProto)) {
      /* likewise a parameter declared as a function (6.7.6.3p8): its value is the pointer */
      cc_expr *a = lower_expr(f, k.v[last]);
      if (a->k != CC_E_UNSUPPORTED && a->k != CC_E_FUNC && a->lvalue && a->type->k == CC_PTR && a->type->elem->k == CC_FUNC) {
        e = rvalue(f, a);
        break;
      }
    }
    if (kind == CXCursor_UnexposedExpr && (ct.kind == CXType_IncompleteArray || ct.kind == CXType_ConstantArray)) {
      /* libclang shows a parameter adjusted to a pointer (6.7.6.3p7) with its array type */
      cc_expr *a = lower_expr(f, k.v[last]);
      e = a->k == CC_E_UNSUPPORTED ? a : rvalue(f, a);
      break;
    }
    if (!t) {
      e = unsupported(f, loc, "%s", why);
      break;
    }
    cc_expr *a = lower_expr(f, k.v[last]);
    if (a->k == CC_E_FUNC && a->type->k == CC_FUNC && t->k == CC_PTR && t->elem->k == CC_FUNC) {
      e = func_value(f, a, t);
      break;
    }
    if (a->k == CC_E_UNSUPPORTED || a->k == CC_E_FUNC) {
      e = a;
      break;
    }
    if (t->k == CC_VOID) {
      a = rvalue(f, a);
      if (a->k == CC_E_CALL) a->discarded = 1;
      e = mk(f, CC_E_CONV, t, loc);
      e->a = a;
      break;
    }
    if (a->lvalue && a->type->k != CC_ARRAY && cc_type_same(a->type, t)) {
      e = rvalue(f, a); /* lvalue-to-rvalue (C11 6.3.2.1p2) */
      break;
    }
    a = rvalue(f, a);
    if (cc_type_same(a->type, t)) {
      e = a; /* no-op cast (qualifiers, array decay already made explicit) */
      break;
    }
    if (!(cc_is_scalar(t) && cc_is_scalar(a->type))) {
      e = unsupported(f, loc, "%s", "conversion between these types");
      break;
    }
    e = mk(f, CC_E_CONV, t, loc);
    e->a = a;
    break;
  }
  case CXCursor_BinaryOperator: e = lower_binary(f, c, &k, 0); break;
  case CXCursor_CompoundAssignOperator: e = lower_binary(f, c, &k, 1); break;
  case CXCursor_UnaryOperator: e = lower_unary(f, c, &k); break;
  case CXCursor_ConditionalOperator: {
    if (!t || k.n != 3) {
      e = unsupported(f, loc, "%s", t ? "conditional shape" : why);
      break;
    }
    e = mk(f, CC_E_COND, t, loc);
    e->a = rvalue(f, lower_expr(f, k.v[0]));
    e->b = lower_expr(f, k.v[1]);
    e->c = lower_expr(f, k.v[2]);
    /* only the operand the condition selects is evaluated (C11 6.5.15p4): an unsupported arm
     * goes wrong only where it is reached (every assert() is such a conditional) */
    if (e->a->k == CC_E_UNSUPPORTED) e = e->a;
    else if (t->k == CC_VOID) {
      e->b = rvalue(f, e->b);
      e->c = rvalue(f, e->c);
    } else {
      e->b = convert(f, e->b, t);
      e->c = convert(f, e->c, t);
    }
    break;
  }
  case CXCursor_ArraySubscriptExpr: {
    if (!t || k.n != 2) {
      e = unsupported(f, loc, "%s", t ? "subscript shape" : why);
      break;
    }
    cc_expr *b = rvalue(f, lower_expr(f, k.v[0])), *i = rvalue(f, lower_expr(f, k.v[1]));
    if (b->k == CC_E_UNSUPPORTED || i->k == CC_E_UNSUPPORTED) {
      e = b->k == CC_E_UNSUPPORTED ? b : i;
      break;
    }
    if (b->type->k != CC_PTR) {
      cc_expr *tmp = b;
      b = i;
      i = tmp;
    }
    if (b->type->k != CC_PTR || !cc_is_integer(i->type)) {
      e = unsupported(f, loc, "%s", "subscript operand types");
      break;
    }
    if (b->k == CC_E_DECAY && b->a->k == CC_E_VIEW) { /* u.bytes[i]: an element of an array member */
      e = index_view(f, b->a, i, loc);
      break;
    }
    e = mk(f, CC_E_INDEX, t, loc);
    e->a = b;
    e->b = i;
    e->lvalue = 1;
    break;
  }
  case CXCursor_MemberRefExpr: {
    CXCursor fld = clang_getCursorReferenced(c);
    if (!t || k.n != 1 || clang_getCursorKind(fld) != CXCursor_FieldDecl) {
      e = unsupported(f, loc, "%s", t ? "member access shape" : why);
      break;
    }
    cc_expr *b = lower_expr(f, k.v[0]);
    if (b->k == CC_E_UNSUPPORTED) {
      e = b;
      break;
    }
    if (b->type->k == CC_PTR) { /* a->f is (*a).f (C11 6.5.2.3p4) */
      b = rvalue(f, b);
      cc_expr *d = mk(f, CC_E_DEREF, b->type->elem, loc);
      d->a = b;
      d->lvalue = 1;
      b = d;
    }
    if (b->type->k != CC_STRUCT || !b->lvalue) {
      e = unsupported(f, loc, "%s", "member of a non-lvalue struct");
      break;
    }
    char *name = cx_str(f->a, clang_getCursorSpelling(fld));
    if (b->type->rec->is_union || b->k == CC_E_VIEW) {
      e = member_view(f, b, name, loc);
      break;
    }
    int idx = -1;
    for (int i = 0; i < b->type->rec->nfields; i++)
      if (!strcmp(b->type->rec->fields[i].name, name)) idx = i;
    if (idx < 0) {
      e = unsupported(f, loc, "member '%s' of an anonymous member", name);
      break;
    }
    e = mk(f, CC_E_MEMBER, b->type->rec->fields[idx].type, loc);
    e->a = b;
    e->field = idx;
    e->lvalue = 1;
    break;
  }
  case CXCursor_CallExpr:
    e = t ? lower_call(f, c, t, loc) : unsupported(f, loc, "%s", why);
    break;
  default: {
    char *ks = cx_str(f->a, clang_getCursorKindSpelling(kind));
    e = unsupported(f, loc, "%s", ks);
    break;
  }
  }
  free(k.v);
  if (!e) e = unsupported(f, loc, "%s", why ? why : "expression");
  return e;
}

/* ---- initializers (C11 6.7.9) --------------------------------------------------------------- */

typedef struct initb {
  int n, cap;
  long *cells;
  cc_expr **exprs;
} initb;

static void init_add(fe *f, initb *b, long cell, cc_expr *e) {
  if (b->n == b->cap) {
    b->cap = b->cap ? 2 * b->cap : 8;
    long *c = arena_alloc(f->a, sizeof(long) * (size_t)b->cap);
    cc_expr **x = arena_alloc(f->a, sizeof(cc_expr *) * (size_t)b->cap);
    if (b->n) {
      memcpy(c, b->cells, sizeof(long) * (size_t)b->n);
      memcpy(x, b->exprs, sizeof(cc_expr *) * (size_t)b->n);
    }
    b->cells = c;
    b->exprs = x;
  }
  b->cells[b->n] = cell;
  b->exprs[b->n++] = e;
}

static CXCursor strip_parens(CXCursor c) {
  while (clang_getCursorKind(c) == CXCursor_ParenExpr) {
    kids k = children(c);
    if (k.n != 1) {
      free(k.v);
      break;
    }
    c = k.v[0];
    free(k.v);
  }
  return c;
}

static const char *init_obj(fe *f, initb *b, const cc_type *t, long base, CXCursor *items, int n, int *pos);

/* The unsigned integer type of the size of integer type t (6.2.5p6). */
static const cc_type *unsigned_of(const cc_type *t) {
  switch (t->size) {
  case 1: return cc_basic(CC_UCHAR);
  case 2: return cc_basic(CC_USHORT);
  case 4: return cc_basic(CC_UINT);
  default: return cc_basic(CC_ULLONG);
  }
}

/* A union's first member, of integer type mt, initialised from an expression that is not a
 * constant (C11 6.7.9p13, p17: an automatic union may be): each of its bytes is the byte of the
 * converted value (6.3.1.2, 6.3.1.3; as unsigned, 6.2.6.2: gcc's two's complement, little-endian),
 * (unsigned char)(v >> 8j), so the expression is evaluated once per byte; it is taken only when
 * that evaluation has no effect (no assignment, ++/--, call), so evaluating it again changes
 * nothing, and its undefined behaviour, if any, happens at the first byte as it would once. */
static const char *init_union_expr(fe *f, initb *b, const cc_type *mt, long base, CXCursor it, int *pos) {
  if (!cc_is_integer(mt)) return "initializer of a union that is not a constant, for a member of floating type";
  cc_expr *e = lower_expr(f, it);
  if (e->k == CC_E_UNSUPPORTED) return e->reason;
  e = rvalue(f, e);
  if (!cc_is_arith(e->type)) return "initializer of a union that is not a constant of an arithmetic type";
  if (cc_expr_has_effects(e)) return "initializer of a union that is not a constant and has side effects";
  eq_loc loc = loc_of(f, it);
  const cc_type *ut = unsigned_of(mt), *pt = cc_promote(ut), *uc = cc_basic(CC_UCHAR);
  cc_expr *v = convert(f, convert(f, convert(f, e, mt), ut), pt);
  (*pos)++;
  for (long j = 0; j < mt->size; j++) {
    cc_expr *x = v;
    if (j) {
      x = mk(f, CC_E_BINARY, pt, loc);
      x->op = CC_OP_SHR;
      x->a = v;
      x->b = mk_int(f, cc_basic(CC_INT), (uint64_t)(8 * j), loc);
    }
    init_add(f, b, base + j, convert(f, x, uc));
  }
  return NULL;
}

/* A union initialised from a list: its first named member from items[*pos] (C11 6.7.9p17), the
 * other bytes zero (6.7.9p10, as gcc clears them). Its bytes are cells (cc_ir.h), so the value
 * must be a constant here: an integer, or a floating constant for a floating member, written in
 * gcc's layout; any other initializer is unsupported. */
static const char *init_union(fe *f, initb *b, const cc_type *t, long base, CXCursor *items, int n, int *pos) {
  const cc_record *rec = t->rec;
  if (*pos >= n) return NULL;
  CXCursor it = strip_parens(items[*pos]);
  if (clang_getCursorKind(it) == CXCursor_InitListExpr || rec->nmembers < 1) return "initializer list of a union";
  const cc_type *mt = rec->members[0].type;
  if (!cc_is_integer(mt) && !cc_is_floating(mt)) return "initializer list of a union whose first member is no integer or floating value";
  CXEvalResult r = clang_Cursor_Evaluate(it);
  if (!r) return init_union_expr(f, b, mt, base, it, pos);
  CXEvalResultKind k = clang_EvalResult_getKind(r);
  uint64_t bits = 0;
  int ok = 1;
  if (k == CXEval_Int) {
    uint64_t v = clang_EvalResult_isUnsignedInt(r) ? (uint64_t)clang_EvalResult_getAsUnsigned(r)
                                                   : (uint64_t)clang_EvalResult_getAsLongLong(r);
    if (mt->k == CC_BOOL) bits = v != 0; /* 6.3.1.2 */
    else if (cc_is_integer(mt)) bits = v; /* converted modulo 2^N (6.3.1.3; gcc for signed types) */
    else if (v == 0) bits = 0;       /* 0 converts to +0.0, all bytes zero */
    else ok = 0;
  } else if (k == CXEval_Float && cc_is_floating(mt)) {
    double d = clang_EvalResult_getAsDouble(r);
    if (mt->k == CC_FLOAT) {
      float x = (float)d;
      uint32_t w;
      memcpy(&w, &x, sizeof w);
      bits = w;
    } else {
      memcpy(&bits, &d, sizeof bits);
    }
  } else {
    ok = 0;
  }
  clang_EvalResult_dispose(r);
  if (!ok) return "initializer of a union that is not a constant of its first member's type";
  (*pos)++;
  for (long j = 0; j < mt->size; j++) init_add(f, b, base + j, mk_int(f, cc_basic(CC_UCHAR), (bits >> (8 * j)) & 0xff, loc_of(f, it)));
  return NULL;
}

/* Initialises the subobjects of t in order from a braced list (items). */
static const char *init_braced(fe *f, initb *b, const cc_type *t, long base, CXCursor *items, int n) {
  int pos = 0;
  for (int i = 0; i < n; i++) {
    CXCursor it = items[i];
    if (clang_getCursorKind(it) == CXCursor_UnexposedExpr) {
      toks k = tokens(f, it);
      int desig = k.n > 0 && (tok_is(f, k.t[0], ".") || tok_is(f, k.t[0], "["));
      toks_free(f, k);
      if (desig) return "designated initializer";
    }
  }
  if (cc_is_scalar(t)) {
    if (n < 1) return "empty scalar initializer";
    return init_obj(f, b, t, base, items, n, &pos);
  }
  if (t->k == CC_STRUCT && t->rec->is_union) {
    const char *w = init_union(f, b, t, base, items, n, &pos);
    return w ? w : pos < n ? "excess initializers" : NULL;
  }
  if (t->k == CC_ARRAY) {
    for (long i = 0; i < t->n && pos < n; i++) {
      const char *w = init_obj(f, b, t->elem, base + i * t->elem->leaves, items, n, &pos);
      if (w) return w;
    }
  } else if (t->k == CC_STRUCT) {
    for (int i = 0; i < t->rec->nfields && pos < n; i++) {
      const char *w = init_obj(f, b, t->rec->fields[i].type, base + t->rec->fields[i].leaf, items, n, &pos);
      if (w) return w;
    }
  } else {
    return "initializer for this type";
  }
  return pos < n ? "excess initializers" : NULL;
}

/* Initialises one subobject from items[*pos...] with brace elision (C11 6.7.9p20). */
static const char *init_obj(fe *f, initb *b, const cc_type *t, long base, CXCursor *items, int n, int *pos) {
  CXCursor it = strip_parens(items[*pos]);
  enum CXCursorKind k = clang_getCursorKind(it);
  if (k == CXCursor_InitListExpr) {
    (*pos)++;
    kids sub = children(it);
    const char *w = init_braced(f, b, t, base, sub.v, sub.n);
    free(sub.v);
    return w;
  }
  if (t->k == CC_ARRAY && cc_is_char(t->elem) && k == CXCursor_StringLiteral) {
    (*pos)++;
    cc_expr *s = lower_string(f, it, loc_of(f, it));
    if (s->k == CC_E_UNSUPPORTED) return s->reason;
    const cc_strlit *lit = &f->p->strs[s->str];
    /* C11 6.7.9p14: successive characters initialise the elements; the NUL only if there is room. */
    if (lit->len - 1 > t->n) return "string literal longer than the array";
    for (long i = 0; i < lit->len && i < t->n; i++)
      init_add(f, b, base + i, mk_int(f, t->elem, (uint64_t)(unsigned char)lit->bytes[i], s->loc));
    return NULL;
  }
  if (cc_is_scalar(t)) {
    (*pos)++;
    cc_expr *e = lower_expr(f, items[*pos - 1]);
    if (e->k == CC_E_UNSUPPORTED) return e->reason;
    init_add(f, b, base, convert(f, e, t));
    return NULL;
  }
  /* An aggregate initialised by an expression of its own type, or by elided braces. */
  const char *why = NULL;
  const cc_type *it_t = lower_type(f, clang_getCursorType(it), &why);
  if (it_t && cc_type_same(it_t, t)) {
    (*pos)++;
    cc_expr *e = lower_expr(f, items[*pos - 1]);
    if (e->k == CC_E_UNSUPPORTED) return e->reason;
    init_add(f, b, base, rvalue(f, e));
    return NULL;
  }
  if (t->k == CC_STRUCT && t->rec->is_union) return init_union(f, b, t, base, items, n, pos);
  if (t->k == CC_ARRAY) {
    for (long i = 0; i < t->n && *pos < n; i++) {
      const char *w = init_obj(f, b, t->elem, base + i * t->elem->leaves, items, n, pos);
      if (w) return w;
    }
  } else if (t->k == CC_STRUCT) {
    for (int i = 0; i < t->rec->nfields && *pos < n; i++) {
      const char *w = init_obj(f, b, t->rec->fields[i].type, base + t->rec->fields[i].leaf, items, n, pos);
      if (w) return w;
    }
  } else {
    return "initializer for this type";
  }
  return NULL;
}

/* Whether a declaration has "= initializer" (libclang 16 cannot say directly: array sizes are
 * child expressions too, so look for '=' outside brackets in the declaration's tokens). */
static int has_initializer(fe *f, CXCursor decl) {
  toks k = tokens(f, decl);
  int depth = 0, r = 0;
  for (unsigned i = 0; i < k.n && !r; i++) {
    if (tok_is(f, k.t[i], "[") || tok_is(f, k.t[i], "(")) depth++;
    else if (tok_is(f, k.t[i], "]") || tok_is(f, k.t[i], ")")) depth--;
    else if (depth == 0 && tok_is(f, k.t[i], "=")) r = 1;
  }
  toks_free(f, k);
  return r;
}

static void lower_var_init(fe *f, cc_var *v, CXCursor decl) {
  if (v->unsupported || !has_initializer(f, decl)) return;
  kids k = children(decl);
  int last = -1;
  for (int i = 0; i < k.n; i++)
    if (is_expr_cursor(k.v[i])) last = i;
  cc_init *in = arena_alloc(f->a, sizeof *in);
  in->loc = v->loc;
  v->init = in;
  if (last < 0) {
    in->unsupported = "initializer";
    free(k.v);
    return;
  }
  CXCursor ic = k.v[last];
  free(k.v);
  initb b = {0};
  const char *w;
  if (clang_getCursorKind(strip_parens(ic)) == CXCursor_InitListExpr || v->type->k == CC_ARRAY) {
    int pos = 0;
    w = init_obj(f, &b, v->type, 0, &ic, 1, &pos);
  } else {
    cc_expr *e = lower_expr(f, ic);
    w = e->k == CC_E_UNSUPPORTED ? e->reason : NULL;
    if (!w) in->whole = convert(f, e, v->type);
  }
  if (w) in->unsupported = arena_printf(f->a, "%s", w);
  in->n = b.n;
  in->cells = b.cells;
  in->exprs = b.exprs;
}

/* ---- statements ----------------------------------------------------------------------------- */

static cc_stmt *lower_stmt(fe *f, CXCursor c);

typedef struct sbuf {
  cc_stmt **v;
  int n, cap;
} sbuf;

static void sb_add(fe *f, sbuf *b, cc_stmt *s) {
  if (b->n == b->cap) {
    b->cap = b->cap ? 2 * b->cap : 8;
    cc_stmt **nv = arena_alloc(f->a, sizeof(cc_stmt *) * (size_t)b->cap);
    if (b->n) memcpy(nv, b->v, sizeof(cc_stmt *) * (size_t)b->n);
    b->v = nv;
  }
  b->v[b->n++] = s;
}

static void scope_add(fe *f, cc_stmt *scope, cc_var *v) {
  cc_var **nv = arena_alloc(f->a, sizeof(cc_var *) * (size_t)(scope->nvars + 1));
  if (scope->nvars) memcpy(nv, scope->vars, sizeof(cc_var *) * (size_t)scope->nvars);
  nv[scope->nvars++] = v;
  scope->vars = nv;
}

/* Lowers a DeclStmt into DECL items of the current scope. */
static void lower_decl(fe *f, CXCursor c, sbuf *out) {
  kids k = children(c);
  for (int i = 0; i < k.n; i++) {
    CXCursor d = k.v[i];
    enum CXCursorKind dk = clang_getCursorKind(d);
    if (dk != CXCursor_VarDecl) continue; /* struct, enum and typedef declarations: types only */
    enum CX_StorageClass sc = clang_Cursor_getStorageClass(d);
    if (sc == CX_SC_Extern) {
      sb_add(f, out, unsupported_stmt(f, loc_of(f, d), "block-scope extern declaration"));
      continue;
    }
    if (sc == CX_SC_Static) {
      /* Static storage duration: initialised once before the run (C11 6.2.4p3, 6.7.9p10). */
      cc_var *v = new_var(f, d, CC_VAR_GLOBAL);
      v->owner = f->fn->name;
      lower_var_init(f, v, d);
      continue;
    }
    cc_var *v = new_var(f, d, CC_VAR_LOCAL);
    scope_add(f, f->block, v);
    lower_var_init(f, v, d);
    cc_stmt *s = mks(f, CC_S_DECL, v->loc);
    s->var = v;
    sb_add(f, out, s);
  }
  free(k.v);
}

/* Lowers the items of a compound statement; in a switch body, case labels become CASE items. */
static void lower_items_at(fe *f, CXCursor c, sbuf *out, int switch_body);

/* (Labels and case labels nest: `case 1: case 2: s` is s inside two labels.) */
static void lower_items(fe *f, CXCursor c, sbuf *out, int switch_body) {
  if (f->depth >= CC_MAX_NEST) {
    sb_add(f, out, unsupported_stmt(f, loc_of(f, c), "statement nested deeper than " CC_STR(CC_MAX_NEST)));
    return;
  }
  f->depth++;
  lower_items_at(f, c, out, switch_body);
  f->depth--;
}

static void lower_items_at(fe *f, CXCursor c, sbuf *out, int switch_body) {
  enum CXCursorKind k = clang_getCursorKind(c);
  if (k == CXCursor_CaseStmt || k == CXCursor_DefaultStmt) {
    eq_loc loc = loc_of(f, c);
    kids kk = children(c);
    if (!switch_body) {
      sb_add(f, out, unsupported_stmt(f, loc, "case label not directly in the switch body"));
    } else {
      cc_stmt *s = mks(f, CC_S_CASE, loc);
      if (k == CXCursor_DefaultStmt) {
        s->is_default = 1;
      } else {
        CXEvalResult r = kk.n >= 1 ? clang_Cursor_Evaluate(kk.v[0]) : NULL;
        if (!r || clang_EvalResult_getKind(r) != CXEval_Int) {
          s = unsupported_stmt(f, loc, "case value");
        } else {
          s->ival = clang_EvalResult_isUnsignedInt(r) ? (uint64_t)clang_EvalResult_getAsUnsigned(r)
                                                      : (uint64_t)clang_EvalResult_getAsLongLong(r);
        }
        if (r) clang_EvalResult_dispose(r);
      }
      sb_add(f, out, s);
    }
    if (kk.n >= 1) lower_items(f, kk.v[kk.n - 1], out, switch_body);
    free(kk.v);
    return;
  }
  if (k == CXCursor_DeclStmt) {
    lower_decl(f, c, out);
    return;
  }
  if (k == CXCursor_LabelStmt) {
    /* `name: statement` becomes a LABEL item followed by the statement, so every label is an
     * item of a statement list (a goto then continues the list there, C11 6.8.6.1p2). Labels
     * have function scope (6.2.1p3) and are numbered in source order. */
    cc_func *fn = f->fn;
    cc_stmt *s = mks(f, CC_S_LABEL, loc_of(f, c));
    s->reason = cx_str(f->a, clang_getCursorSpelling(c));
    s->label = fn->nlabels;
    const char **nl = arena_alloc(f->a, sizeof(char *) * (size_t)(fn->nlabels + 1));
    if (fn->nlabels) memcpy(nl, fn->labels, sizeof(char *) * (size_t)fn->nlabels);
    nl[fn->nlabels++] = s->reason;
    fn->labels = nl;
    s->lab_lo = s->label;
    s->lab_hi = fn->nlabels;
    sb_add(f, out, s);
    kids kk = children(c);
    if (kk.n >= 1) lower_items(f, kk.v[kk.n - 1], out, switch_body);
    free(kk.v);
    return;
  }
  sb_add(f, out, lower_stmt(f, c));
}

static cc_stmt *lower_block(fe *f, CXCursor c, int switch_body) {
  cc_stmt *s = mks(f, CC_S_BLOCK, loc_of(f, c));
  s->lab_lo = f->fn->nlabels;
  cc_stmt *outer = f->block;
  f->block = s;
  kids k = children(c);
  sbuf b = {0};
  for (int i = 0; i < k.n; i++) lower_items(f, k.v[i], &b, switch_body);
  free(k.v);
  s->items = b.v;
  s->n = b.n;
  f->block = outer;
  s->lab_hi = f->fn->nlabels;
  return s;
}

static cc_expr *cond_expr(fe *f, CXCursor c) {
  cc_expr *e = rvalue(f, lower_expr(f, c));
  if (e->k != CC_E_UNSUPPORTED && !cc_is_scalar(e->type))
    return unsupported(f, e->loc, "%s", "controlling expression of non-scalar type");
  return e;
}

static cc_stmt *lower_stmt_at(fe *f, CXCursor c);

static cc_stmt *lower_stmt(fe *f, CXCursor c) {
  if (f->depth >= CC_MAX_NEST) return unsupported_stmt(f, loc_of(f, c), "statement nested deeper than " CC_STR(CC_MAX_NEST));
  f->depth++;
  cc_stmt *s = lower_stmt_at(f, c);
  f->depth--;
  return s;
}

static cc_stmt *lower_stmt_at(fe *f, CXCursor c) {
  enum CXCursorKind kind = clang_getCursorKind(c);
  eq_loc loc = loc_of(f, c);
  kids k = children(c);
  cc_stmt *s = NULL;
  int lab_lo = f->fn->nlabels;
  switch (kind) {
  case CXCursor_CompoundStmt: s = lower_block(f, c, 0); break;
  case CXCursor_DeclStmt: {
    /* a declaration as the body of if/while: its own scope */
    s = mks(f, CC_S_BLOCK, loc);
    cc_stmt *outer = f->block;
    f->block = s;
    sbuf b = {0};
    lower_decl(f, c, &b);
    s->items = b.v;
    s->n = b.n;
    f->block = outer;
    break;
  }
  case CXCursor_IfStmt:
    if (k.n < 2 || k.n > 3) {
      s = unsupported_stmt(f, loc, "if statement shape");
      break;
    }
    s = mks(f, CC_S_IF, loc);
    s->e = cond_expr(f, k.v[0]);
    s->body = lower_stmt(f, k.v[1]);
    s->els = k.n == 3 ? lower_stmt(f, k.v[2]) : NULL;
    break;
  case CXCursor_WhileStmt:
    if (k.n != 2) {
      s = unsupported_stmt(f, loc, "while statement shape");
      break;
    }
    s = mks(f, CC_S_WHILE, loc);
    s->e = cond_expr(f, k.v[0]);
    s->body = lower_stmt(f, k.v[1]);
    break;
  case CXCursor_DoStmt:
    if (k.n != 2) {
      s = unsupported_stmt(f, loc, "do statement shape");
      break;
    }
    s = mks(f, CC_S_DO, loc);
    s->body = lower_stmt(f, k.v[0]);
    s->e = cond_expr(f, k.v[1]);
    break;
  case CXCursor_ForStmt: {
    /* libclang omits absent clauses, so place each child by where it starts relative to the two
     * semicolons and the closing parenthesis of the for header. */
    toks tk = tokens(f, c);
    unsigned semi[2] = {0, 0}, rparen = 0;
    int ns = 0, depth = 0;
    for (unsigned i = 0; i < tk.n; i++) {
      if (tok_is(f, tk.t[i], "(")) depth++;
      else if (tok_is(f, tk.t[i], ")")) {
        if (--depth == 0) {
          rparen = tok_off(f, tk.t[i]);
          break;
        }
      } else if (depth == 1 && ns < 2 && tok_is(f, tk.t[i], ";")) semi[ns++] = tok_off(f, tk.t[i]);
    }
    toks_free(f, tk);
    if (ns != 2 || in_macro(c)) {
      s = unsupported_stmt(f, loc, "for statement shape");
      break;
    }
    s = mks(f, CC_S_FOR, loc);
    cc_stmt *outer = f->block;
    f->block = s;
    for (int i = 0; i < k.n; i++) {
      unsigned off = offset_of_sl(clang_getRangeStart(clang_getCursorExtent(k.v[i])));
      if (off < semi[0]) {
        if (clang_getCursorKind(k.v[i]) == CXCursor_DeclStmt) {
          sbuf b = {0};
          lower_decl(f, k.v[i], &b);
          cc_stmt *blk = mks(f, CC_S_BLOCK, loc);
          blk->items = b.v;
          blk->n = b.n;
          s->init = blk;
        } else {
          cc_stmt *es = mks(f, CC_S_EXPR, loc);
          es->e = rvalue(f, lower_expr(f, k.v[i]));
          if (es->e->k == CC_E_CALL) es->e->discarded = 1;
          s->init = es;
        }
      } else if (off < semi[1]) {
        s->e = cond_expr(f, k.v[i]);
      } else if (off < rparen) {
        s->inc = rvalue(f, lower_expr(f, k.v[i]));
        if (s->inc->k == CC_E_CALL) s->inc->discarded = 1;
      } else {
        s->body = lower_stmt(f, k.v[i]);
      }
    }
    f->block = outer;
    if (!s->body) s = unsupported_stmt(f, loc, "for statement shape");
    break;
  }
  case CXCursor_SwitchStmt: {
    if (k.n != 2 || clang_getCursorKind(k.v[1]) != CXCursor_CompoundStmt) {
      s = unsupported_stmt(f, loc, "switch whose body is not a compound statement");
      break;
    }
    s = mks(f, CC_S_SWITCH, loc);
    cc_expr *e = rvalue(f, lower_expr(f, k.v[0]));
    if (e->k != CC_E_UNSUPPORTED && !cc_is_integer(e->type)) e = unsupported(f, loc, "%s", "switch operand type");
    /* C11 6.8.4.2p5: the controlling expression is promoted, case values converted to it. */
    if (e->k != CC_E_UNSUPPORTED) e = convert(f, e, cc_promote(e->type));
    s->e = e;
    s->body = lower_block(f, k.v[1], 1);
    for (int i = 0; i < s->body->n; i++)
      if (s->body->items[i]->k == CC_S_CASE && e->k != CC_E_UNSUPPORTED)
        s->body->items[i]->ival = canon_bits(e->type, s->body->items[i]->ival);
    /* an unsupported item of the body may hold case labels (a chain of cases cut at the nesting
     * limit, a case inside a construct outside the model): the dispatch could not tell "no case
     * matches" from "the case is hidden", so the whole switch goes wrong when reached */
    for (int i = 0; i < s->body->n; i++)
      if (s->body->items[i]->k == CC_S_UNSUPPORTED) {
        s = unsupported_stmt(f, loc, "switch whose body holds an unsupported statement (it may hide case labels)");
        break;
      }
    break;
  }
  case CXCursor_CaseStmt:
  case CXCursor_DefaultStmt:
    s = unsupported_stmt(f, loc, "case label not directly in the switch body");
    break;
  case CXCursor_BreakStmt: s = mks(f, CC_S_BREAK, loc); break;
  case CXCursor_ContinueStmt: s = mks(f, CC_S_CONTINUE, loc); break;
  case CXCursor_NullStmt: s = mks(f, CC_S_NULL, loc); break;
  case CXCursor_ReturnStmt:
    s = mks(f, CC_S_RETURN, loc);
    if (k.n == 1) {
      const cc_type *rt = f->fn->type->elem;
      cc_expr *e = lower_expr(f, k.v[0]);
      s->e = e->k == CC_E_UNSUPPORTED || rt->k == CC_VOID ? rvalue(f, e) : convert(f, e, rt);
    }
    break;
  case CXCursor_GotoStmt: {
    /* the target is named by the LabelRef child; resolved once the whole body is lowered */
    s = mks(f, CC_S_GOTO, loc);
    s->reason = k.n >= 1 ? cx_str(f->a, clang_getCursorSpelling(k.v[0])) : "";
    if (f->ngotos == f->capgotos) {
      f->capgotos = f->capgotos ? 2 * f->capgotos : 8;
      f->gotos = eq_realloc(f->gotos, sizeof(cc_stmt *) * (size_t)f->capgotos);
    }
    f->gotos[f->ngotos++] = s;
    break;
  }
  case CXCursor_LabelStmt: {
    /* a labelled statement outside a list (`if (c) L: s;`): a block of the label and s */
    s = mks(f, CC_S_BLOCK, loc);
    cc_stmt *outer = f->block;
    f->block = s;
    sbuf b = {0};
    lower_items(f, c, &b, 0);
    s->items = b.v;
    s->n = b.n;
    f->block = outer;
    break;
  }
  default:
    if (clang_isExpression(kind)) {
      s = mks(f, CC_S_EXPR, loc);
      cc_expr *e = lower_expr(f, c);
      s->e = e->lvalue && e->type->k != CC_ARRAY ? rvalue(f, e) : e;
      if (s->e->k == CC_E_CALL) s->e->discarded = 1;
    } else {
      char *ks = cx_str(f->a, clang_getCursorKindSpelling(kind));
      s = unsupported_stmt(f, loc, ks);
    }
  }
  free(k.v);
  s->lab_lo = lab_lo;
  s->lab_hi = f->fn->nlabels;
  return s;
}

/* ---- translation unit ----------------------------------------------------------------------- */

static void lower_function(fe *f, cc_func *fn, CXCursor c) {
  f->fn = fn;
  f->nslots_cap = 0;
  f->block = NULL;
  int np = clang_Cursor_getNumArguments(c);
  fn->nparams = np < 0 ? 0 : np;
  fn->params = arena_alloc(f->a, sizeof(cc_var *) * (size_t)(fn->nparams + 1));
  for (int i = 0; i < fn->nparams; i++) {
    CXCursor pc = clang_Cursor_getArgument(c, (unsigned)i);
    fn->params[i] = new_var(f, pc, CC_VAR_LOCAL);
    if (fn->params[i]->unsupported && !fn->unsupported) fn->unsupported = fn->params[i]->unsupported;
  }
  /* A signature outside the modelled types leaves the function unsupported as a whole; its body
   * is not lowered (a return statement would need the result type). */
  if (!fn->type) {
    f->fn = NULL;
    return;
  }
  kids k = children(c);
  f->ngotos = 0;
  for (int i = 0; i < k.n; i++)
    if (clang_getCursorKind(k.v[i]) == CXCursor_CompoundStmt) fn->body = lower_block(f, k.v[i], 0);
  free(k.v);
  /* every goto names a label of this function (C11 6.8.6.1p1; clang has checked it) */
  for (int i = 0; i < f->ngotos; i++) {
    cc_stmt *g = f->gotos[i];
    g->label = -1;
    for (int j = 0; j < fn->nlabels; j++)
      if (!strcmp(fn->labels[j], g->reason)) g->label = j;
    if (g->label < 0) {
      g->k = CC_S_UNSUPPORTED;
      g->reason = arena_printf(f->a, "goto to an unknown label '%s'", g->reason);
    }
  }
  f->fn = NULL;
}

/* Whether c is written in the user's file (not in a header it includes). */
static int is_main_file(fe *f, CXCursor c) {
  CXString name;
  clang_getPresumedLocation(clang_getCursorLocation(c), &name, NULL, NULL);
  const char *n = clang_getCString(name);
  int main = n && !strcmp(n, f->main_path);
  clang_disposeString(name);
  return main;
}

static int has_errors(CXTranslationUnit tu) {
  int errors = 0;
  for (unsigned i = 0, n = clang_getNumDiagnostics(tu); i < n; i++) {
    CXDiagnostic dg = clang_getDiagnostic(tu, i);
    if (clang_getDiagnosticSeverity(dg) >= CXDiagnostic_Error) errors = 1;
    clang_disposeDiagnostic(dg);
  }
  return errors;
}

/* The user's file and where its lines start, for mapping preprocessed columns back. */
static void load_main_text(fe *f) {
  f->main_text = fs_read_file(f->main_path, &f->main_len);
  if (!f->main_text) return;
  int n = 1;
  for (size_t i = 0; i < f->main_len; i++) n += f->main_text[i] == '\n';
  f->line_start = eq_calloc((size_t)n + 2, sizeof(size_t));
  int line = 1;
  f->line_start[1] = 0;
  for (size_t i = 0; i < f->main_len; i++)
    if (f->main_text[i] == '\n') f->line_start[++line] = i + 1;
  f->nlines = line;
}

static void free_sources(char **v, unsigned char *sys, int n) {
  for (int i = 0; i < n; i++) free(v[i]);
  free(v);
  free(sys);
}

static cc_program *parse_here(const char *path, const char *const *extra, int nextra, diag_ctx *d) {
  CXIndex idx = clang_createIndex(0, 0);
  const char *args[64];
  int na = 0;
  args[na++] = "-std=c11";
  args[na++] = "-resource-dir";
  args[na++] = CC_RESOURCE_DIR;
  args[na++] = "--target=x86_64-pc-linux-gnu";
  args[na++] = "-D__NO_CTYPE=1"; /* <ctype.h> as calls (modelled), not glibc's table macros */
  for (int i = 0; i < nextra && na < 60; i++) args[na++] = extra[i];
  /* Parse the preprocessed text when clang can produce it and it parses cleanly (macro bodies
   * become plain source); otherwise the original file, whose errors clang then reports at their
   * places in the user's text, macro uses included. */
  CXTranslationUnit tu = NULL;
  enum CXErrorCode ec = CXError_Failure;
  int preprocessed = 0;
  char *pp = cc_preprocess(path, args, na);
  char **srcs = NULL;
  unsigned char *srcs_sys = NULL;
  int nsrcs = -1;
  if (pp) {
    args[na] = "-x";
    args[na + 1] = "c";
    ec = clang_parseTranslationUnit2(idx, pp, args, na + 2, NULL, 0, CXTranslationUnit_None, &tu);
    nsrcs = cc_pp_sources(pp, &srcs, &srcs_sys);
    cc_pp_remove(pp);
    if (ec == CXError_Success && tu && !has_errors(tu)) {
      preprocessed = 1;
    } else if (tu) {
      clang_disposeTranslationUnit(tu);
      tu = NULL;
    }
  }
  /* the files read are known from clang -E's linemarkers only */
  if (!preprocessed) {
    free_sources(srcs, srcs_sys, nsrcs);
    srcs = NULL, srcs_sys = NULL, nsrcs = -1;
    ec = clang_parseTranslationUnit2(idx, path, args, na, NULL, 0, CXTranslationUnit_None, &tu);
  }
  if (ec != CXError_Success || !tu) {
    diag_error(d, EQ_NOLOC, "io", "%s: clang could not read the file (error %d)", path, (int)ec);
    free_sources(srcs, srcs_sys, nsrcs);
    clang_disposeIndex(idx);
    return NULL;
  }
  /* clang's errors are ours: same place, code word [clang]. */
  unsigned nd = clang_getNumDiagnostics(tu);
  int errors = 0;
  for (unsigned i = 0; i < nd; i++) {
    CXDiagnostic dg = clang_getDiagnostic(tu, i);
    enum CXDiagnosticSeverity sev = clang_getDiagnosticSeverity(dg);
    if (sev >= CXDiagnostic_Error) {
      CXString fn;
      unsigned line, col;
      clang_getPresumedLocation(clang_getDiagnosticLocation(dg), &fn, &line, &col);
      const char *fname = clang_getCString(fn);
      eq_loc l = EQ_NOLOC;
      if (fname && *fname) {
        int fi = -1;
        for (int j = 0; j < diag_file_count(d); j++)
          if (!strcmp(diag_file_path(d, j), fname)) fi = j;
        if (fi < 0) {
          size_t len = 0;
          char *text = fs_read_file(fname, &len);
          fi = diag_add_file(d, fname, text, text ? len : 0, NULL, EQ_NOLOC);
          free(text);
        }
        l = (eq_loc){fi, (int)line, (int)col};
      }
      clang_disposeString(fn);
      CXString msg = clang_getDiagnosticSpelling(dg);
      diag_error(d, l, "clang", "%s", clang_getCString(msg));
      clang_disposeString(msg);
      errors++;
    }
    clang_disposeDiagnostic(dg);
  }
  if (errors) {
    free_sources(srcs, srcs_sys, nsrcs);
    clang_disposeTranslationUnit(tu);
    clang_disposeIndex(idx);
    return NULL;
  }
  arena *a = arena_new();
  cc_program *p = arena_alloc(a, sizeof *p);
  p->a = a;
  p->path = arena_strdup(a, path);
  p->nsources = nsrcs;
  if (nsrcs >= 0) {
    p->sources = arena_alloc(a, sizeof(char *) * ((size_t)nsrcs + 1));
    p->source_sys = arena_alloc(a, (size_t)nsrcs + 1);
    for (int i = 0; i < nsrcs; i++) p->sources[i] = arena_strdup(a, srcs[i]), p->source_sys[i] = srcs_sys[i];
  }
  free_sources(srcs, srcs_sys, nsrcs);
  fe f = {0};
  f.p = p;
  f.a = a;
  f.d = d;
  f.tu = tu;
  f.main_path = path;
  f.preprocessed = preprocessed;
  if (preprocessed) load_main_text(&f);
  kids top = children(clang_getTranslationUnitCursor(tu));
  /* Pass 1: every function defined in the main file and every file-scope object. */
  cc_func **funcs = arena_alloc(a, sizeof(cc_func *) * (size_t)(top.n + 1));
  CXCursor *fcur = eq_calloc((size_t)top.n + 1, sizeof(CXCursor));
  for (int i = 0; i < top.n; i++) {
    CXCursor c = top.v[i];
    enum CXCursorKind k = clang_getCursorKind(c);
    if (!is_main_file(&f, c)) continue;
    if (k == CXCursor_FunctionDecl && clang_isCursorDefinition(c)) {
      cc_func *fn = arena_alloc(a, sizeof *fn);
      fn->name = cx_str(a, clang_getCursorSpelling(c));
      fn->loc = loc_of(&f, c);
      const char *why = NULL;
      fn->type = lower_type(&f, clang_getCursorType(c), &why);
      if (!fn->type) {
        fn->unsupported = arena_printf(a, "%s in the signature of '%s'", why, fn->name);
      } else if (fn->type->variadic) {
        fn->unsupported = "variadic function definition";
      }
      fcur[p->nfuncs] = c;
      funcs[p->nfuncs++] = fn;
    } else if (k == CXCursor_VarDecl) {
      if (find_var(&f, c)) continue; /* a tentative definition seen before */
      if (clang_Cursor_getStorageClass(c) == CX_SC_Extern && !clang_isCursorDefinition(c)) continue;
      new_var(&f, c, CC_VAR_GLOBAL);
    }
  }
  /* Functions the file declares but does not define (defined elsewhere): kept without a body, so
   * that a contract stated for one (docs/contracts.md) can stand for its calls; without one, a call
   * is unknown where reached, as before. Library functions keep their models. */
  for (int i = 0; i < top.n; i++) {
    CXCursor c = top.v[i];
    if (!is_main_file(&f, c) || clang_getCursorKind(c) != CXCursor_FunctionDecl || clang_isCursorDefinition(c)) continue;
    char *name = cx_str(a, clang_getCursorSpelling(c));
    int known = cc_builtin_lookup(name) != CC_B_NONE;
    for (int j = 0; j < p->nfuncs && !known; j++) known = !strcmp(funcs[j]->name, name);
    const char *why = NULL;
    const cc_type *ft = known ? NULL : lower_type(&f, clang_getCursorType(c), &why);
    if (!ft || ft->variadic) continue;
    cc_func *fn = arena_alloc(a, sizeof *fn);
    fn->name = name;
    fn->loc = loc_of(&f, c);
    fn->type = ft;
    fcur[p->nfuncs] = c;
    funcs[p->nfuncs++] = fn;
  }
  p->funcs = funcs;
  /* Pass 2: initializers of file-scope objects, then function bodies. */
  for (int i = 0; i < top.n; i++) {
    CXCursor c = top.v[i];
    if (!is_main_file(&f, c) || clang_getCursorKind(c) != CXCursor_VarDecl) continue;
    cc_var *v = find_var(&f, c);
    if (v && !v->init && has_initializer(&f, c)) lower_var_init(&f, v, c);
  }
  for (int i = 0; i < p->nfuncs; i++) lower_function(&f, p->funcs[i], fcur[i]);
  free(fcur);
  free(top.v);
  free(f.vars);
  free(f.recs);
  free(f.gotos);
  free(f.main_text);
  free(f.line_start);
  clang_disposeTranslationUnit(tu);
  clang_disposeIndex(idx);
  return p;
}

typedef struct parse_job {
  const char *path;
  const char *const *extra;
  int nextra;
  diag_ctx *d;
  cc_program *p;
} parse_job;

static uintptr_t parse_job_main(void *arg) {
  parse_job *j = arg;
  j->p = parse_here(j->path, j->extra, j->nextra, j->d);
  return 0;
}

/* clang's parser and constant evaluator and our lowering all recurse once per nesting level, and
 * clang (as the clang-16 binary) overflows its 8 MiB on 10,000 nested ifs: the parse runs on an
 * interpreter worker's 1 GiB stack, and libclang on the calling thread (LIBCLANG_NOTHREADS; by
 * default it would start its own thread of 8 MiB). */
cc_program *cc_parse_file(const char *path, const char *const *extra, int nextra, diag_ctx *d) {
  char why[600];
  if (cc_clang_load(why, sizeof why) != 0) {
    diag_error(d, EQ_NOLOC, "internal", "%s", why);
    return NULL;
  }
  setenv("LIBCLANG_NOTHREADS", "1", 0);
  parse_job j = {path, extra, nextra, d, NULL};
  if (!cc_stack_run(parse_job_main, &j)) (void)parse_job_main(&j);
  return j.p;
}

void cc_program_free(cc_program *p) {
  if (p) arena_free(p->a);
}

int cc_function_arity(const cc_program *p, const char *name, int *is_double, int max) {
  for (int i = 0; i < p->nfuncs; i++) {
    const cc_func *fn = p->funcs[i];
    /* a function only declared here (kept for its contract) is not one the file defines */
    if (strcmp(fn->name, name) || (!fn->body && fn->type)) continue;
    for (int j = 0; is_double && j < fn->nparams && j < max; j++) {
      const cc_type *t = fn->params[j]->type;
      is_double[j] = cc_is_floating(t) ? 1 : cc_is_integer(t) ? 0 : -1;
    }
    return fn->nparams;
  }
  return -1;
}
