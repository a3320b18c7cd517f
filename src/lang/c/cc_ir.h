/* cc_ir.h — Equiv's structured IR for C (private to src/lang/c): exact types, statements with
 * explicit scopes, and expressions in which every conversion and every lvalue-to-rvalue load is a node. */
#ifndef EQUIV_LANG_C_CC_IR_H
#define EQUIV_LANG_C_CC_IR_H

#include <stdint.h>
#include <stdio.h>

#include "core/arena.h"
#include "core/diag.h"
#include "lang/c/cc.h"

/* ---- Types (x86-64 System V, LP64; plain char is signed) ------------------------------------ */

/* X(id, spelling, size, integer conversion rank (C11 6.3.1.1), signed) for the scalar kinds. */
#define CC_SCALAR_KINDS(X)                      \
  X(BOOL, "_Bool", 1, 1, 0)                     \
  X(CHAR, "char", 1, 2, 1)                      \
  X(SCHAR, "signed char", 1, 2, 1)              \
  X(UCHAR, "unsigned char", 1, 2, 0)            \
  X(SHORT, "short", 2, 3, 1)                    \
  X(USHORT, "unsigned short", 2, 3, 0)          \
  X(INT, "int", 4, 4, 1)                        \
  X(UINT, "unsigned int", 4, 4, 0)              \
  X(LONG, "long", 8, 5, 1)                      \
  X(ULONG, "unsigned long", 8, 5, 0)            \
  X(LLONG, "long long", 8, 6, 1)                \
  X(ULLONG, "unsigned long long", 8, 6, 0)      \
  X(FLOAT, "float", 4, 0, 1)                    \
  X(DOUBLE, "double", 8, 0, 1)

typedef enum cc_tkind {
  CC_VOID,
#define X(id, s, size, rank, sg) CC_##id,
  CC_SCALAR_KINDS(X)
#undef X
  CC_PTR, CC_ARRAY, CC_STRUCT, CC_FUNC
} cc_tkind;

typedef struct cc_type cc_type;
typedef struct cc_record cc_record;

typedef struct cc_field {
  const char *name;
  const cc_type *type;
  long offset;  /* bytes from the start of the record */
  long leaf;    /* index of its first scalar cell within the record */
} cc_field;

/* A union (C11 6.7.2.1p6: its members overlap) is a record of one field, "(bytes)", an unsigned
 * char array of the union's size: its object representation as gcc lays it out on x86-64 (every
 * member at offset 0, little-endian). So a union is copied, passed and returned as its bytes, and a
 * member is read or written through a byte-level view (CC_E_VIEW, C11 6.5.2.3p3 and footnote 95:
 * a member read after another was stored reinterprets the stored bytes). `members` lists the
 * declared members for the front end. */
struct cc_record {
  const char *name;   /* tag, or "(anonymous)" */
  int nfields;
  cc_field *fields;
  long size, align, leaves;
  int complete;
  int is_union;
  int nmembers;       /* is_union: the declared members, each at offset 0 */
  cc_field *members;
};

struct cc_type {
  cc_tkind k;
  int is_const;            /* qualified const (C11 6.7.3) */
  long size, align;        /* bytes; 0 for void, functions, incomplete types */
  long leaves;             /* scalar cells in an object of this type */
  const cc_type *elem;     /* CC_PTR pointee, CC_ARRAY element, CC_FUNC result */
  long n;                  /* CC_ARRAY length */
  cc_record *rec;          /* CC_STRUCT */
  int nparams, variadic;   /* CC_FUNC */
  const cc_type **params;
};

const char *cc_type_name(const cc_type *t, char *buf, size_t n);
int cc_is_integer(const cc_type *t);
int cc_is_floating(const cc_type *t);
int cc_is_arith(const cc_type *t);
int cc_is_scalar(const cc_type *t);  /* arithmetic or pointer */
int cc_is_signed(const cc_type *t);  /* integer kinds only */
int cc_is_char(const cc_type *t);    /* char, signed char, unsigned char */
int cc_int_rank(const cc_type *t);
int cc_int_width(const cc_type *t);  /* bits; _Bool is 1 */
/* Same type ignoring top-level qualifiers (C11 6.2.7 compatibility, simplified to identity). */
int cc_type_same(const cc_type *a, const cc_type *b);
/* The unqualified type object for a scalar kind (shared, static storage). */
const cc_type *cc_basic(cc_tkind k);
/* Integer promotions (C11 6.3.1.1p2) and usual arithmetic conversions (C11 6.3.1.8). */
const cc_type *cc_promote(const cc_type *t);
const cc_type *cc_usual_arith(const cc_type *a, const cc_type *b);
/* The scalar type and byte offset of cell i of an object of type t. */
const cc_type *cc_leaf_type(const cc_type *t, long i, long *offset);
/* The C paths of the scalar cells of t from cell k on ("x", "in.lo", "v[2]", each prefix-led) into
 * names (room for max); returns the next cell, or -1 where a cell is no integer or floating value
 * (a pointer, a _Bool, a union's bytes) or there are more than max cells. */
long cc_leaf_paths(const cc_type *t, const char *prefix, const char **names, long k, long max, arena *a);

/* ---- Variables and functions ------------------------------------------------------------------- */

typedef enum { CC_VAR_LOCAL, CC_VAR_GLOBAL } cc_var_kind;

typedef struct cc_expr cc_expr;
typedef struct cc_stmt cc_stmt;
typedef struct cc_init cc_init;

typedef struct cc_var {
  const char *name;
  const cc_type *type;
  cc_var_kind kind;
  int slot;          /* frame slot (locals, params) or global index */
  int addr_taken;    /* its address is taken or it is an array (so pointers may outlive a scope) */
  cc_init *init;     /* initializer, or NULL */
  eq_loc loc;
  const char *unsupported;  /* non-NULL: declaring it goes wrong with this reason */
  const char *owner;        /* a block-scope static (C11 6.2.4p3): the function declaring it, else NULL */
} cc_var;

/* An initializer after brace elision (C11 6.7.9): either one expression for the whole object,
 * or a list of (cell index, expression) for scalar subobjects; unmentioned cells are zero. */
struct cc_init {
  cc_expr *whole;    /* struct/array/scalar initialised from one expression, or NULL */
  int n;
  long *cells;
  cc_expr **exprs;
  const char *unsupported;
  eq_loc loc;
};

typedef struct cc_func {
  const char *name;
  const cc_type *type;   /* CC_FUNC */
  int nparams;
  cc_var **params;
  int nslots;            /* locals including params */
  cc_var **slots;
  cc_stmt *body;         /* NULL: declared only (library model or external) */
  int nlabels;           /* labels, numbered in source order; each is an item of a BLOCK */
  const char **labels;
  eq_loc loc;
  const char *unsupported;
} cc_func;

/* ---- Expressions -------------------------------------------------------------------------------- */

#define CC_EXPR_KINDS(X)                                                              \
  X(INT, "int")           /* integer constant: ival in `type` */                       \
  X(FLT, "flt")           /* floating constant: dval in `type` */                      \
  X(STR, "str")           /* string literal: lvalue of type char[n], literal index str */ \
  X(VAR, "var")           /* lvalue naming var */                                     \
  X(FUNC, "func")         /* function fn: of pointer type, the value designating it (6.3.2.1p4) */ \
  X(LOAD, "load")         /* lvalue a -> its value (C11 6.3.2.1p2) */                  \
  X(CONV, "conv")         /* value a converted to `type` (C11 6.3.1, 6.3.2.3) */       \
  X(DECAY, "decay")       /* array lvalue a -> pointer to its first element (6.3.2.1p3) */ \
  X(ADDR, "addr")         /* &a */                                                     \
  X(DEREF, "deref")       /* *a: lvalue */                                             \
  X(INDEX, "index")       /* a[b] with a a pointer value, b an integer value: lvalue */ \
  X(MEMBER, "member")     /* lvalue a . field (index `field`); a->f is MEMBER(DEREF(a)) */ \
  X(VIEW, "view")         /* lvalue: the scalar of `type` whose bytes are those at byte offset \
                           * ival (+ b * type->size, b an index below `field`) of union lvalue a's \
                           * representation (cc_record.is_union); only loaded or stored */ \
  X(UNARY, "unary")       /* op a: - + ~ ! on a promoted value */                      \
  X(BINARY, "binary")     /* a op b; operands already converted as C11 6.5 requires */  \
  X(LOGIC, "logic")       /* a && b, a || b (short circuit), result int */            \
  X(ASSIGN, "assign")     /* lvalue a = value b (b already of a's unqualified type) */ \
  X(OPASSIGN, "opassign") /* lvalue a op= value b, computed in ctype (C11 6.5.16.2) */ \
  X(INCDEC, "incdec")     /* ++/-- on lvalue a; op is CC_OP_PREINC etc. */             \
  X(COND, "cond")         /* a ? b : c */                                              \
  X(COMMA, "comma")       /* a , b */                                                  \
  X(CALL, "call")         /* fn(args), builtin(args), or (*a)(args) through a pointer */ \
  X(UNSUPPORTED, "unsupported") /* reaching it goes wrong with `reason` */

typedef enum cc_ekind {
#define X(id, s) CC_E_##id,
  CC_EXPR_KINDS(X)
#undef X
} cc_ekind;

/* X(id, spelling) */
#define CC_OPS(X)                                                                   \
  X(ADD, "+") X(SUB, "-") X(MUL, "*") X(DIV, "/") X(MOD, "%") X(SHL, "<<") X(SHR, ">>") \
  X(LT, "<") X(GT, ">") X(LE, "<=") X(GE, ">=") X(EQ, "==") X(NE, "!=")                \
  X(AND, "&") X(XOR, "^") X(OR, "|") X(LAND, "&&") X(LOR, "||")                        \
  X(NEG, "-") X(PLUS, "+") X(NOT, "~") X(LNOT, "!")                                    \
  X(PREINC, "++") X(PREDEC, "--") X(POSTINC, "++") X(POSTDEC, "--")                    \
  X(PTRADD, "+") X(PTRSUB, "-") X(PTRDIFF, "-")

typedef enum cc_op {
#define X(id, s) CC_OP_##id,
  CC_OPS(X)
#undef X
} cc_op;

const char *cc_op_spelling(cc_op op);

/* Whether evaluating e may have an effect besides its value (cc_type.c): an assignment, ++/--, a
 * call, or an unsupported node (reaching it goes wrong). An expression without one may be
 * evaluated again in the same state with the same outcome: a union's bytes from one initializer
 * (cc_front.c), a loop's condition tested once more at an iteration's end (cc_sym.c's lookahead). */
int cc_expr_has_effects(const cc_expr *e);

struct cc_expr {
  cc_ekind k;
  cc_op op;
  const cc_type *type;     /* the expression's type (for lvalues, the object's type) */
  const cc_type *ctype;    /* OPASSIGN: computation type */
  int lvalue;
  int discarded;           /* CALL: the value is not used */
  eq_loc loc;              /* the operator's position for operators, else the start */
  cc_expr *a, *b, *c;
  cc_expr **args;
  int nargs;
  uint64_t ival;
  double dval;
  cc_var *var;
  int field;
  int fn;                  /* CALL/FUNC: index of the function in the program, -1 builtin or
                            * (CALL with a != NULL) a call through the function pointer value a */
  int builtin;             /* CALL of a library model: its cc_builtin id */
  int str;                 /* STR: literal index */
  const char *reason;      /* UNSUPPORTED */
};

/* ---- Statements --------------------------------------------------------------------------------- */

#define CC_STMT_KINDS(X)                                                               \
  X(EXPR, "expr")       /* e; */                                                       \
  X(DECL, "decl")       /* initialise var (its lifetime began at block entry) */        \
  X(BLOCK, "block")     /* { items } with the variables declared directly in it */     \
  X(IF, "if")           /* if (e) body else els */                                     \
  X(WHILE, "while")                                                                    \
  X(DO, "do")                                                                          \
  X(FOR, "for")         /* scope block holding init decls: for (init; e; inc) body */  \
  X(BREAK, "break")                                                                    \
  X(CONTINUE, "continue")                                                              \
  X(RETURN, "return")   /* e may be NULL */                                            \
  X(SWITCH, "switch")   /* e is promoted; body is a BLOCK whose CASE items are labels */ \
  X(CASE, "case")       /* label inside a switch body: ival, or is_default */          \
  X(NULL, "null")                                                                      \
  X(LABEL, "label")     /* `name:` as an item of a BLOCK (the statement it labels follows) */ \
  X(GOTO, "goto")       /* goto label (C11 6.8.6.1) */                                 \
  X(UNSUPPORTED, "unsupported")

typedef enum cc_skind {
#define X(id, s) CC_S_##id,
  CC_STMT_KINDS(X)
#undef X
} cc_skind;

struct cc_stmt {
  cc_skind k;
  eq_loc loc;
  cc_expr *e, *inc;
  cc_stmt *body, *els, *init;
  cc_stmt **items;
  int n;
  cc_var **vars;   /* BLOCK: variables whose scope is this block */
  int nvars;
  cc_var *var;     /* DECL */
  uint64_t ival;   /* CASE */
  int is_default;  /* CASE */
  int label;       /* LABEL, GOTO: the label's number in its function (cc_func.labels) */
  int lab_lo, lab_hi; /* the labels inside this statement are numbered lab_lo .. lab_hi - 1 */
  const char *reason;
};

/* ---- Program ------------------------------------------------------------------------------------ */

/* Library functions modelled by the semantics (cc_lib.c): X(id, C name). */
#define CC_BUILTINS(X)                                                                  \
  X(MALLOC, "malloc") X(CALLOC, "calloc") X(REALLOC, "realloc") X(FREE, "free")          \
  X(MEMCPY, "memcpy") X(MEMMOVE, "memmove") X(MEMSET, "memset") X(MEMCMP, "memcmp")      \
  X(STRLEN, "strlen") X(STRCMP, "strcmp") X(STRNCMP, "strncmp") X(STRCPY, "strcpy")      \
  X(STRNCPY, "strncpy") X(STRCHR, "strchr") X(ABS, "abs") X(LABS, "labs")                \
  X(PRINTF, "printf") X(PUTS, "puts") X(PUTCHAR, "putchar")                              \
  X(SQRT, "sqrt") X(FABS, "fabs") X(FLOOR, "floor") X(CEIL, "ceil") X(FMOD, "fmod")      \
  X(FMIN, "fmin") X(FMAX, "fmax") X(EXIT, "exit")                                        \
  /* abort() and glibc's __assert_fail (what assert() calls when its expression is 0): the run   \
   * ends abnormally with SIGABRT (C11 7.22.4.1, 7.2.1.1), an outcome: abended 6 */              \
  X(ABORT, "abort") X(ASSERT_FAIL, "__assert_fail")                                      \
  /* the transcendental math.h functions: concretely the host's libm (as a gcc-built program on \
   * this machine), symbolically uninterpreted (cc_sym.c: equal arguments, equal results) */   \
  X(SIN, "sin") X(COS, "cos") X(TAN, "tan") X(ASIN, "asin") X(ACOS, "acos")              \
  X(ATAN, "atan") X(ATAN2, "atan2") X(EXP, "exp") X(EXP2, "exp2") X(LOG, "log")          \
  X(LOG2, "log2") X(LOG10, "log10") X(POW, "pow") X(SINH, "sinh") X(COSH, "cosh")        \
  X(TANH, "tanh") X(CBRT, "cbrt") X(HYPOT, "hypot")                                      \
  /* <ctype.h> in the "C" locale with glibc's values (cc_lib.c; parsed with __NO_CTYPE so that \
   * they stay calls instead of glibc's table-lookup macros) */                                \
  X(ISDIGIT, "isdigit") X(ISXDIGIT, "isxdigit") X(ISUPPER, "isupper")                     \
  X(ISLOWER, "islower") X(ISALPHA, "isalpha") X(ISALNUM, "isalnum") X(ISSPACE, "isspace") \
  X(ISBLANK, "isblank") X(ISCNTRL, "iscntrl") X(ISPRINT, "isprint") X(ISGRAPH, "isgraph") \
  X(ISPUNCT, "ispunct") X(TOUPPER, "toupper") X(TOLOWER, "tolower")                    \
  /* numeric conversions of <stdlib.h> (C11 7.22.1), concretely glibc's own on the string */    \
  X(ATOI, "atoi") X(ATOL, "atol") X(ATOLL, "atoll") X(ATOF, "atof") X(STRTOL, "strtol")   \
  X(STRTOLL, "strtoll") X(STRTOUL, "strtoul") X(STRTOULL, "strtoull") X(STRTOD, "strtod") \
  /* standard input (7.21.7.6): the bytes `equiv c run --stdin FILE` gives, then EOF */         \
  X(GETCHAR, "getchar")                                                                  \
  /* glibc's errno is (*__errno_location ()): the front end lowers the call to the address of   \
   * the program's errno object (cc_program.errno_global), so no executor calls it */          \
  X(ERRNO_LOCATION, "__errno_location")

typedef enum cc_builtin {
#define X(id, s) CC_B_##id,
  CC_BUILTINS(X)
#undef X
  CC_B_NONE
} cc_builtin;

typedef struct cc_strlit {
  const char *bytes;  /* including the terminating NUL */
  long len;           /* array length */
} cc_strlit;

struct cc_program {
  arena *a;
  const char *path;     /* the main file as the front end was given it */
  int nfiles;
  const char **files;   /* eq_loc.file indexes this */
  int nfuncs;
  cc_func **funcs;
  int nglobals;
  cc_var **globals;
  int nstrs;
  cc_strlit *strs;
  /* The declared type of each library function whose address the program takes (a table of
   * allocation hooks set to malloc and free), or NULL: a function pointer to builtin b is the
   * value nfuncs + b in cc_exec.c and id nfuncs + 1 + b in cc_sym.c; a call through it is
   * checked against this type (C11 6.5.2.2p9). */
  const cc_type *builtin_type[CC_B_NONE + 1];
  /* The files read to make the program (cc_pp_sources: the file and every header it included),
   * and which are system headers; nsources -1 when not known (the file was parsed without clang
   * -E). */
  int nsources;
  const char **sources;
  unsigned char *source_sys;
  /* The elements of an array parameter followed one by one in symbolic execution (rel_load_opts
   * array_bound; 0: cc_sym.c's default, 16). */
  int array_bound;
  /* 1 + the index in globals of errno (C11 7.5p2: a modifiable lvalue of type int, 0 at program
   * startup, 7.5p3), made by the front end where the file uses it; 0: the file does not. The
   * library models store into it what glibc's functions do (cc_lib.c; cc_sym.c). */
  int errno_global;
};


/* <ctype.h> in the "C" locale, as glibc answers (a classification is glibc's nonzero mask value,
 * e.g. isdigit('7') == 0x800): the class of each character 0..255 as a set of ranges, shared by
 * the concrete semantics and the symbolic executor. toupper/tolower are not classifications. */
typedef struct cc_ctype_class {
  int mask;          /* the value for a member of the class */
  int nranges;
  int lo[4], hi[4];  /* inclusive character ranges */
} cc_ctype_class;
/* The class of builtin b (CC_B_ISDIGIT … CC_B_ISPUNCT), or NULL. */
const cc_ctype_class *cc_ctype_class_of(int b);

/* The builtin with C name `name`, or CC_B_NONE. */
cc_builtin cc_builtin_lookup(const char *name);
const char *cc_builtin_name(cc_builtin b);

/* "file:line:col" of loc into buf. */
const char *cc_loc_str(const cc_program *p, eq_loc loc, char *buf, size_t n);

/* Type constructors in the program arena (cc_type.c). */
cc_type *cc_type_new(arena *a, cc_tkind k);
const cc_type *cc_ptr_to(arena *a, const cc_type *elem);
const cc_type *cc_with_const(arena *a, const cc_type *t);

/* The fingerprint of function `unit` (cc_print.c): a BLAKE2b-256 hex hash of the canonical text of
 * its IR, of every function it can reach (called, or whose address it takes), of every global and
 * of the string literals used, leaving out source places only. Equal fingerprints mean the same
 * run on every input. Returns 0, or -1 (no such function; IR nested too deep to print). */
int cc_fingerprint(const cc_program *p, const char *unit, char out[65]);
/* The hash of function `unit`'s own IR (not its callees'; a call names its callee) and of every
 * global, without the function's name (cc_print.c): equal for a function renamed or moved without a
 * change to its code. Returns 0, or -1 (no such function, no lowered body, unsupported nodes). */
int cc_body_hash(const cc_program *p, const char *unit, char out[65]);
/* The functions `unit` calls or takes the address of, defined with a body in p, each once in
 * first-reference order, as indices into p->funcs (out has room for p->nfuncs). Returns the count,
 * or -1 (no such function). */
int cc_callees(const cc_program *p, const char *unit, int *out);

#endif
