/* rs_ir.h — the Rust room's representation of rustc's MIR (private to src/lang/rust): types,
 * places with projections, operands, rvalues, statements and terminators of basic blocks, as
 * `rustc --emit=mir -Zmir-include-spans=on` prints them (rustc 1.95), plus the ADT definitions the
 * MIR text does not print (variant and field names, discriminants), read from the Rust source. */
#ifndef EQUIV_LANG_RUST_RS_IR_H
#define EQUIV_LANG_RUST_RS_IR_H

#include <stdint.h>

#include "core/arena.h"
#include "core/diag.h"

/* ---- types ---- */
typedef enum rs_tkind {
  RT_INT,    /* width 8..64 (and isize/usize as 64), is_signed */
  RT_BOOL,
  RT_CHAR,
  RT_UNIT,   /* () */
  RT_NEVER,  /* ! */
  RT_TUPLE,  /* args[0..n) */
  RT_ARRAY,  /* args[0] elem, len */
  RT_SLICE,  /* args[0] elem */
  RT_STR,    /* str (behind a reference: &str is a RT_REF to it) */
  RT_REF,    /* & / &mut / *const / *mut args[0] */
  RT_ADT,    /* name (last path segment, no generics), args[0..n) the type arguments */
  RT_OTHER   /* anything else (closures, fn pointers, floats, i128): text says what */
} rs_tkind;

typedef struct rs_type rs_type;
struct rs_type {
  rs_tkind k;
  int width, is_signed; /* RT_INT */
  long len;             /* RT_ARRAY */
  int n;
  const rs_type **args;
  const char *name;     /* RT_ADT */
  const char *text;     /* as printed */
};

/* ---- ADT definitions (from the source; Option, Result, Ordering built in) ---- */
typedef struct rs_variant {
  const char *name;
  int64_t discr;
  int nfields;
  const char **fields; /* NULL: a tuple variant (or unit when nfields is 0) */
  int braces;          /* fields written { a: T } */
  const char **ftypes; /* the fields' types as written in the source */
} rs_variant;

typedef struct rs_adt {
  const char *name;
  int is_enum;
  int nvariants;       /* a struct has one variant, named as the struct */
  rs_variant *variants;
} rs_adt;

/* ---- places, operands, rvalues ---- */
typedef enum rs_pkind { RP_FIELD, RP_DEREF, RP_INDEX, RP_CINDEX, RP_DOWNCAST, RP_SUBSLICE } rs_pkind;

typedef struct rs_proj {
  rs_pkind k;
  long a;            /* RP_FIELD: the field; RP_INDEX: the index local; RP_CINDEX, RP_SUBSLICE: the offset */
  int from_end;      /* RP_CINDEX, RP_SUBSLICE: counted from the end */
  const char *name;  /* RP_DOWNCAST: the variant */
  long to;           /* RP_SUBSLICE: items a..to (from_end: a..len-to) */
} rs_proj;

typedef struct rs_place {
  int local;
  int nproj;
  rs_proj *proj;
} rs_place;

typedef enum rs_ckind {
  RC_INT, RC_BOOL, RC_CHAR, RC_UNIT, RC_STR, RC_BYTES, RC_PROMOTED, RC_ADT,
  RC_FN,   /* a fn item as a value: text its path */
  RC_STATIC, /* a reference to a (non-mut) static item: text the static's body name */
  RC_UNSUP
} rs_ckind;

typedef struct rs_const {
  rs_ckind k;
  uint64_t bits;
  int width, is_signed;
  const char *text;  /* RC_STR / RC_BYTES: bytes (len); RC_PROMOTED, RC_FN: body name; RC_UNSUP: text */
  long len;
  const char *adt, *variant; /* RC_ADT: a unit variant (Option::<i32>::None) */
} rs_const;

typedef enum rs_okind { RO_COPY, RO_MOVE, RO_CONST } rs_okind;

typedef struct rs_operand {
  rs_okind k;
  rs_place p;
  rs_const c;
} rs_operand;

/* MIR binary and unary operators (X(id, spelling)). */
#define RS_BINOPS(X)                                                                  \
  X(ADD, "Add") X(SUB, "Sub") X(MUL, "Mul") X(DIV, "Div") X(REM, "Rem")              \
  X(BITAND, "BitAnd") X(BITOR, "BitOr") X(BITXOR, "BitXor") X(SHL, "Shl") X(SHR, "Shr") \
  X(EQ, "Eq") X(NE, "Ne") X(LT, "Lt") X(LE, "Le") X(GT, "Gt") X(GE, "Ge") X(CMP, "Cmp") \
  X(ADDO, "AddWithOverflow") X(SUBO, "SubWithOverflow") X(MULO, "MulWithOverflow")
typedef enum rs_binop {
#define X(id, s) RB_##id,
  RS_BINOPS(X)
#undef X
  RB_COUNT
} rs_binop;

typedef enum rs_rkind {
  RR_USE, RR_BIN, RR_NOT, RR_NEG, RR_META, RR_REF, RR_LEN, RR_DISCR, RR_CAST,
  RR_TUPLE, RR_ARRAY, RR_REPEAT, RR_ADT,
  RR_CLOSURE, /* a closure's value: adt its type's text, ops its upvars in order */
  RR_UNSUP
} rs_rkind;

typedef struct rs_rvalue {
  rs_rkind k;
  rs_binop op;         /* RR_BIN */
  int nops;
  rs_operand *ops;     /* operands (RR_USE, RR_BIN, RR_NOT, RR_NEG, RR_META, RR_CAST, aggregates) */
  rs_place place;      /* RR_REF, RR_LEN, RR_DISCR */
  const rs_type *ty;   /* RR_CAST: the target */
  const char *cast;    /* RR_CAST: the kind ("IntToInt", "PointerCoercion(Unsize, ...)") */
  long count;          /* RR_REPEAT */
  const char *adt;     /* RR_ADT: the ADT's path (no generics); variant: its variant or NULL */
  const char *variant;
  const char *text;    /* RR_UNSUP */
} rs_rvalue;

typedef enum rs_skind { RS_ASSIGN, RS_SETDISCR, RS_NOP, RS_UNSUP } rs_skind;

typedef struct rs_stmt {
  rs_skind k;
  rs_place place;
  rs_rvalue rv;
  long variant;        /* RS_SETDISCR */
  const char *text;    /* RS_UNSUP */
  const char *loc;     /* "file:line:col" */
} rs_stmt;

typedef enum rs_termk {
  RT_GOTO, RT_SWITCH, RT_CALL, RT_ASSERT, RT_RETURN, RT_UNREACHABLE, RT_DROP, RT_TUNSUP
} rs_termk;

typedef struct rs_term {
  rs_termk k;
  int target;          /* GOTO, DROP, CALL (-1: diverges), ASSERT (success) */
  rs_operand op;       /* SWITCH: discriminant; ASSERT: condition */
  int nvals;
  uint64_t *vals;      /* SWITCH: values, with targets[i]; otherwise: target */
  int *targets;
  int expected;        /* ASSERT: the value the condition must have (0 for `!cond`) */
  const char *msg;     /* ASSERT: the message template */
  rs_place dest;       /* CALL */
  const char *callee;  /* CALL: the path, generics removed */
  int nargs;
  rs_operand *args;    /* CALL, ASSERT (message arguments) */
  const char *text;    /* TUNSUP */
  const char *loc;
} rs_term;

typedef struct rs_block {
  int nstmts;
  rs_stmt *stmts;
  rs_term term;
} rs_block;

typedef struct rs_body {
  const char *name;    /* "add", "P::new", "h::promoted[0]" */
  int nparams;         /* locals 1..nparams are the arguments */
  int nlocals;
  const rs_type **ltypes;
  const char **lnames; /* the user's names (debug x => _1), or NULL */
  int nblocks;
  rs_block *blocks;
  const char *loc;
  const char *unsupported; /* set when the body could not be represented (reported when run) */
} rs_body;

typedef struct rs_program {
  arena *a;
  const char *path;
  const char *rustc_version;
  int nbodies;
  rs_body **bodies;
  int nadts;
  rs_adt **adts;
  int nbuiltin;        /* adts[0..nbuiltin) are std's (Option, Result, Range, ...) */
} rs_program;

/* rs_mir.c: parses MIR text (rustc's --emit=mir output) of the source file at src_path, whose
 * text is src (for ADT definitions and impl headers). Returns the program, or NULL with a located
 * error in d. */
rs_program *rs_parse_mir(const char *mir, size_t len, const char *src_path, const char *src, diag_ctx *d);
/* The same for a crate: paths[0]/srcs[0] its root file, the others its module files (`mod m;`),
 * whose ADTs, impls and spans are read as the root's. */
rs_program *rs_parse_mir_crate(const char *mir, size_t len, int nfiles, const char *const *paths, const char *const *srcs,
                               diag_ctx *d);
/* The type parsed from its printed text (allocated in a). */
const rs_type *rs_parse_type(arena *a, const char *text);
/* The ADT definition named name (last path segment), or NULL. */
const rs_adt *rs_find_adt(const rs_program *p, const char *name);
/* The variant named v of ADT adt, its index, or -1. */
int rs_variant_index(const rs_adt *adt, const char *v);
/* The body named name, or NULL. */
const rs_body *rs_find_body(const rs_program *p, const char *name);
/* The body of a promoted constant named as MIR references it (its function's path, perhaps
 * longer than the body's own name), or NULL. */
const rs_body *rs_find_promoted(const rs_program *p, const char *name);
/* The file's body a trait method call `<T as Trait>::m` goes to: T is a type of the file and the
 * body is an `m` of an impl block (or a derive) whose first parameter is T, &T or &mut T. NULL
 * when there is none (a std impl: modelled in rs_lib.c, or unsupported). */
const rs_body *rs_trait_body(const rs_program *p, const char *callee);

/* The body of the closure whose type prints as ty: the one whose environment parameter (_1) is
 * that type or a reference to it; NULL when the MIR has none. */
const rs_body *rs_closure_body(const rs_program *p, const char *ty);
/* Whether local i of b (past its parameters) is of a closure type. A closure without upvars is
 * zero-sized: MIR never writes its local, only borrows it (`let count = |n| ..; count(x)` calls
 * Fn::call on &count), so both executors hold such a local as a closure of its type from the
 * frame's start; one with upvars is assigned before any use, which replaces that. */
int rs_closure_local(const rs_body *b, int i);
/* Whether callee is `<F as Fn<(A, B)>>::call` (also FnMut::call_mut, FnOnce::call_once): a
 * closure called with its arguments as one tuple. */
int rs_fn_trait_call(const char *callee);
/* The closure body such a call names statically (`<{closure@f.rs:3:13: 3:21} as FnMut<()>>::
 * call_mut`: a closure of the file called where it is made), or NULL. */
const rs_body *rs_called_closure(const rs_program *p, const char *callee, arena *a);

#endif
