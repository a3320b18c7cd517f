/* term.h — the language-agnostic term layer: hash-consed, immutable, sort-checked terms (SMT-LIB 2
 * theories Core, FixedSizeBitVectors, Ints, ArraysEx, FloatingPoint, plus uninterpreted functions).
 *
 * A term_ctx owns every sort, function and term made in it and frees them at once. Terms are
 * handles (term_ref, a small index); two constructions of the same operator over the same
 * arguments return the same handle, so term equality is handle equality. Construction simplifies
 * (constant folding and local rewrites, see simplify.c) unless term_ctx_set_simplify(ctx, 0).
 * Misuse (wrong sorts, wrong arity, width out of range) is an internal error: it prints the rule
 * broken and aborts, in every build type. */
#ifndef EQUIV_SYM_TERM_H
#define EQUIV_SYM_TERM_H

#include <gmp.h>
#include <stdint.h>

typedef struct term_ctx term_ctx;
typedef uint32_t term_ref;  /* 0 (TERM_NULL) is "no term" */
typedef uint32_t term_sort; /* 0 is "no sort" */
typedef uint32_t term_fun;  /* a declared uninterpreted function; 0 is "none" */
#define TERM_NULL 0u

/* Bit-vector values up to 128 bits (GCC/Clang extension; Rust needs u128/i128). */
typedef unsigned __int128 term_u128;
#define TERM_BV_MAX_WIDTH 128

typedef enum term_sort_kind {
  TS_BOOL, TS_BV, TS_INT, TS_ARRAY, TS_FP, TS_RM, TS_UNINTERP
} term_sort_kind;

/* IEEE 754 rounding modes (SMT-LIB RoundingMode). */
typedef enum term_rm { RM_RNE, RM_RNA, RM_RTP, RM_RTN, RM_RTZ } term_rmode;

/* The operator list: X(NAME, ARITY, NPARAMS, SMTLIB). ARITY -1 means n-ary (at least 1).
 * NPARAMS counts integer indices (extract hi lo, extension amount, target widths). Constants and
 * variables carry their payload in the node; APP carries its function. The SMT-LIB spelling is the
 * theory symbol; indexed symbols are printed as (_ SYMBOL params...). */
#define TERM_OPS(X)                                                                             \
  X(TRUE, 0, 0, "true") X(FALSE, 0, 0, "false")                                                 \
  X(BV_CONST, 0, 0, "") X(INT_CONST, 0, 0, "") X(FP_CONST, 0, 0, "fp") X(RM_CONST, 0, 1, "")     \
  X(VAR, 0, 0, "") X(APP, -1, 0, "")                                                            \
  X(NOT, 1, 0, "not") X(AND, -1, 0, "and") X(OR, -1, 0, "or") X(XOR, 2, 0, "xor")               \
  X(IMPLIES, 2, 0, "=>") X(ITE, 3, 0, "ite") X(EQ, 2, 0, "=") X(DISTINCT, -1, 0, "distinct")      \
  X(BVADD, 2, 0, "bvadd") X(BVSUB, 2, 0, "bvsub") X(BVMUL, 2, 0, "bvmul")                       \
  X(BVUDIV, 2, 0, "bvudiv") X(BVUREM, 2, 0, "bvurem") X(BVSDIV, 2, 0, "bvsdiv")                  \
  X(BVSREM, 2, 0, "bvsrem") X(BVSMOD, 2, 0, "bvsmod") X(BVNEG, 1, 0, "bvneg")                    \
  X(BVAND, 2, 0, "bvand") X(BVOR, 2, 0, "bvor") X(BVXOR, 2, 0, "bvxor") X(BVNOT, 1, 0, "bvnot")  \
  X(BVSHL, 2, 0, "bvshl") X(BVLSHR, 2, 0, "bvlshr") X(BVASHR, 2, 0, "bvashr")                    \
  X(BVULT, 2, 0, "bvult") X(BVULE, 2, 0, "bvule") X(BVSLT, 2, 0, "bvslt") X(BVSLE, 2, 0, "bvsle") \
  X(BVUGT, 2, 0, "bvugt") X(BVUGE, 2, 0, "bvuge") X(BVSGT, 2, 0, "bvsgt") X(BVSGE, 2, 0, "bvsge") \
  X(CONCAT, 2, 0, "concat") X(EXTRACT, 1, 2, "extract")                                         \
  X(ZERO_EXTEND, 1, 1, "zero_extend") X(SIGN_EXTEND, 1, 1, "sign_extend")                       \
  X(IADD, 2, 0, "+") X(ISUB, 2, 0, "-") X(IMUL, 2, 0, "*") X(IDIV, 2, 0, "div")                  \
  X(IMOD, 2, 0, "mod") X(INEG, 1, 0, "-") X(ILT, 2, 0, "<") X(ILE, 2, 0, "<=") X(IGT, 2, 0, ">") \
  X(IGE, 2, 0, ">=") X(INT2BV, 1, 1, "int2bv") X(BV2INT, 1, 0, "bv2nat")                         \
  X(SELECT, 2, 0, "select") X(STORE, 3, 0, "store") X(CONST_ARRAY, 1, 0, "const")               \
  X(FP_ADD, 3, 0, "fp.add") X(FP_SUB, 3, 0, "fp.sub") X(FP_MUL, 3, 0, "fp.mul")                  \
  X(FP_DIV, 3, 0, "fp.div") X(FP_FMA, 4, 0, "fp.fma") X(FP_SQRT, 2, 0, "fp.sqrt")                \
  X(FP_REM, 2, 0, "fp.rem") X(FP_RTI, 2, 0, "fp.roundToIntegral")                                \
  X(FP_MIN, 2, 0, "fp.min") X(FP_MAX, 2, 0, "fp.max") X(FP_ABS, 1, 0, "fp.abs")                  \
  X(FP_NEG, 1, 0, "fp.neg") X(FP_EQ, 2, 0, "fp.eq") X(FP_LT, 2, 0, "fp.lt")                      \
  X(FP_LE, 2, 0, "fp.leq") X(FP_GT, 2, 0, "fp.gt") X(FP_GE, 2, 0, "fp.geq")                      \
  X(FP_ISNAN, 1, 0, "fp.isNaN") X(FP_ISINF, 1, 0, "fp.isInfinite") X(FP_ISZERO, 1, 0, "fp.isZero") \
  X(FP_ISNEG, 1, 0, "fp.isNegative") X(FP_ISPOS, 1, 0, "fp.isPositive")                          \
  X(FP_ISSUB, 1, 0, "fp.isSubnormal") X(FP_ISNORMAL, 1, 0, "fp.isNormal")                        \
  X(FP_FROM_BV, 1, 2, "to_fp") X(FP_FROM_FP, 2, 2, "to_fp") X(FP_FROM_SBV, 2, 2, "to_fp")        \
  X(FP_FROM_UBV, 2, 2, "to_fp_unsigned") X(FP_FROM_INT, 2, 2, "to_fp")                           \
  X(FP_TO_SBV, 2, 1, "fp.to_sbv") X(FP_TO_UBV, 2, 1, "fp.to_ubv")

typedef enum term_op {
#define TERM_OP_ENUM(name, arity, npar, smt) OP_##name,
  TERM_OPS(TERM_OP_ENUM)
#undef TERM_OP_ENUM
  OP__COUNT
} term_op;

/* ---- context ---- */

/* A new empty context, simplification on. */
term_ctx *term_ctx_new(void);
/* Frees the context with all its sorts, functions and terms. NULL is allowed. */
void term_ctx_free(term_ctx *c);
/* Turns construction-time simplification on (1) or off (0); returns the previous setting.
 * Off is for tests and for writing a term exactly as a semantics built it. */
int term_ctx_set_simplify(term_ctx *c, int on);
/* Number of distinct terms made so far (handles are 1..count). */
uint32_t term_count(const term_ctx *c);

/* ---- sorts (hash-consed: the same sort is always the same handle) ---- */

term_sort term_sort_bool(term_ctx *c);
/* Bit-vector of width 1..TERM_BV_MAX_WIDTH. */
term_sort term_sort_bv(term_ctx *c, unsigned width);
/* Mathematical integers. */
term_sort term_sort_int(term_ctx *c);
term_sort term_sort_array(term_ctx *c, term_sort index, term_sort value);
/* IEEE floating point with eb exponent bits and sb significand bits (hidden bit included):
 * Float32 is (8, 24), Float64 is (11, 53); eb + sb <= 128. */
term_sort term_sort_fp(term_ctx *c, unsigned eb, unsigned sb);
term_sort term_sort_rm(term_ctx *c);
/* An uninterpreted sort named name. */
term_sort term_sort_uninterp(term_ctx *c, const char *name);
term_sort_kind term_sort_kind_of(const term_ctx *c, term_sort s);
/* Width of a bit-vector sort; total bits (eb + sb) of a floating-point sort. */
unsigned term_sort_width(const term_ctx *c, term_sort s);
unsigned term_sort_fp_eb(const term_ctx *c, term_sort s);
unsigned term_sort_fp_sb(const term_ctx *c, term_sort s);
term_sort term_sort_array_index(const term_ctx *c, term_sort s);
term_sort term_sort_array_value(const term_ctx *c, term_sort s);
/* Name of an uninterpreted sort (NULL for others). */
const char *term_sort_name(const term_ctx *c, term_sort s);

/* ---- uninterpreted functions ---- */

/* Declares name : dom[0] x ... x dom[n-1] -> range (n >= 1). The same signature and name give
 * the same handle. */
term_fun term_fun_declare(term_ctx *c, const char *name, unsigned n, const term_sort *dom,
                          term_sort range);
const char *term_fun_name(const term_ctx *c, term_fun f);
unsigned term_fun_arity(const term_ctx *c, term_fun f);
term_sort term_fun_dom(const term_ctx *c, term_fun f, unsigned i);
term_sort term_fun_range(const term_ctx *c, term_fun f);
/* Number of functions declared (handles are 1..count). */
uint32_t term_fun_count(const term_ctx *c);

/* ---- leaves ---- */

term_ref term_true(term_ctx *c);
term_ref term_false(term_ctx *c);
term_ref term_bool(term_ctx *c, int b);
/* The bit-vector constant value mod 2^width. */
term_ref term_bv(term_ctx *c, unsigned width, uint64_t value);
term_ref term_bv128(term_ctx *c, unsigned width, term_u128 value);
/* A bit-vector constant holding the signed value v (two's complement, mod 2^width). */
term_ref term_bv_signed(term_ctx *c, unsigned width, int64_t v);
term_ref term_int(term_ctx *c, long v);
term_ref term_int_mpz(term_ctx *c, mpz_srcptr v);
/* A floating-point literal from its IEEE interchange bits (sign|exponent|significand without the
 * hidden bit). SMT-LIB has a single NaN: every NaN pattern becomes the canonical quiet NaN. */
term_ref term_fp_bits(term_ctx *c, unsigned eb, unsigned sb, term_u128 bits);
term_ref term_fp_from_double(term_ctx *c, double d);  /* Float64 */
term_ref term_fp_from_float(term_ctx *c, float f);    /* Float32 */
term_ref term_rm(term_ctx *c, term_rmode rm);
/* The variable named name of sort s (same name and sort: same term). */
term_ref term_var(term_ctx *c, const char *name, term_sort s);

/* ---- generic construction (sort-checked, simplified) ---- */

/* op applied to args[0..n) with integer indices params[0..NPARAMS). Use for every operator except
 * constants, variables and APP. */
term_ref term_mk(term_ctx *c, term_op op, const term_ref *args, unsigned n);
term_ref term_mk_idx(term_ctx *c, term_op op, const unsigned *params, const term_ref *args,
                     unsigned n);
term_ref term_mk1(term_ctx *c, term_op op, term_ref a);
term_ref term_mk2(term_ctx *c, term_op op, term_ref a, term_ref b);
term_ref term_mk3(term_ctx *c, term_op op, term_ref a, term_ref b, term_ref d);
/* f(args...). */
term_ref term_app(term_ctx *c, term_fun f, const term_ref *args, unsigned n);

/* Short forms of frequent constructions. */
term_ref term_not(term_ctx *c, term_ref a);
term_ref term_and2(term_ctx *c, term_ref a, term_ref b);
term_ref term_or2(term_ctx *c, term_ref a, term_ref b);
term_ref term_eq(term_ctx *c, term_ref a, term_ref b);
term_ref term_ite(term_ctx *c, term_ref cond, term_ref a, term_ref b);
/* bits [hi..lo] of a (SMT-LIB extract). */
term_ref term_extract(term_ctx *c, unsigned hi, unsigned lo, term_ref a);
term_ref term_zext(term_ctx *c, unsigned extra, term_ref a);
term_ref term_sext(term_ctx *c, unsigned extra, term_ref a);
/* a as an Int: unsigned (bv2nat) or signed (two's complement). */
term_ref term_bv2int(term_ctx *c, term_ref a, int is_signed);
/* a mod 2^width as a bit-vector. */
term_ref term_int2bv(term_ctx *c, unsigned width, term_ref a);
/* Conversions to floating point of sort (eb, sb): from the IEEE bits of a bit-vector, from another
 * floating-point sort, from a signed/unsigned bit-vector value, from an Int value (rounded by rm). */
term_ref term_fp_from_ieee_bv(term_ctx *c, unsigned eb, unsigned sb, term_ref bv);
term_ref term_fp_convert(term_ctx *c, unsigned eb, unsigned sb, term_ref rm, term_ref a);
term_ref term_fp_from_sbv(term_ctx *c, unsigned eb, unsigned sb, term_ref rm, term_ref bv);
term_ref term_fp_from_ubv(term_ctx *c, unsigned eb, unsigned sb, term_ref rm, term_ref bv);
term_ref term_fp_from_int(term_ctx *c, unsigned eb, unsigned sb, term_ref rm, term_ref i);
/* fp to a signed/unsigned bit-vector of the width given (unspecified on NaN, infinities and
 * out-of-range values, as in SMT-LIB). */
term_ref term_fp_to_sbv(term_ctx *c, unsigned width, term_ref rm, term_ref a);
term_ref term_fp_to_ubv(term_ctx *c, unsigned width, term_ref rm, term_ref a);
/* The constant array mapping every index of sort index to v. */
term_ref term_const_array(term_ctx *c, term_sort index, term_ref v);

/* Overflow predicates for C/Rust/Java checks, built from extensions (true iff the exact result of
 * the mathematical operation on a, b read as signed/unsigned does not fit the width). */
term_ref term_bv_sadd_ovf(term_ctx *c, term_ref a, term_ref b);
term_ref term_bv_uadd_ovf(term_ctx *c, term_ref a, term_ref b);
term_ref term_bv_ssub_ovf(term_ctx *c, term_ref a, term_ref b);
term_ref term_bv_usub_ovf(term_ctx *c, term_ref a, term_ref b);
term_ref term_bv_smul_ovf(term_ctx *c, term_ref a, term_ref b);
term_ref term_bv_umul_ovf(term_ctx *c, term_ref a, term_ref b);
/* a / b overflows (INT_MIN / -1) — signed division only. */
term_ref term_bv_sdiv_ovf(term_ctx *c, term_ref a, term_ref b);
/* -a overflows (a is INT_MIN). */
term_ref term_bv_sneg_ovf(term_ctx *c, term_ref a);

/* ---- inspection ---- */

term_op term_op_of(const term_ctx *c, term_ref t);
term_sort term_sort_of(const term_ctx *c, term_ref t);
unsigned term_nargs(const term_ctx *c, term_ref t);
term_ref term_arg(const term_ctx *c, term_ref t, unsigned i);
/* Integer index i of an indexed operator (extract hi = 0, lo = 1; extension; target widths);
 * the mode of an RM_CONST. */
unsigned term_param(const term_ctx *c, term_ref t, unsigned i);
/* Whether t is a constant (true, false, bit-vector, Int, floating point or rounding mode). */
int term_is_const(const term_ctx *c, term_ref t);
/* Value of a BV_CONST, or IEEE bits of an FP_CONST. */
term_u128 term_bv_value(const term_ctx *c, term_ref t);
/* Value of a BV_CONST read as two's complement (width <= 64). */
int64_t term_bv_svalue(const term_ctx *c, term_ref t);
/* Value of an INT_CONST (borrowed; valid as long as the context). */
mpz_srcptr term_int_value(const term_ctx *c, term_ref t);
const char *term_var_name(const term_ctx *c, term_ref t);
term_fun term_app_fun(const term_ctx *c, term_ref t);
/* Operator name for messages ("BVADD") and its SMT-LIB symbol ("bvadd"). */
const char *term_op_name(term_op op);
const char *term_op_smtlib(term_op op);

/* t with every from[i] replaced by to[i] (same sorts), rebuilt bottom-up and so simplified:
 * replacing every variable by a constant folds a term to a constant. */
term_ref term_subst(term_ctx *c, term_ref t, unsigned n, const term_ref *from, const term_ref *to);
/* term_subst, and every rebuilt Bool node that is not a constant is put to decide(ud, b): 1 or 0
 * replace it by true or false (the caller's oracle must be right under the assumptions that hold
 * wherever the result is used, e.g. intervals the query asserts), -1 keeps it. */
term_ref term_subst_decide(term_ctx *c, term_ref t, unsigned n, const term_ref *from, const term_ref *to,
                           int (*decide)(void *ud, term_ref b), void *ud);
/* t simplified where facts holds: each atom of facts' top-level conjunction (A, or not A) replaced
 * in t by true (false) and t rebuilt, so that facts ∧ t and facts ∧ term_assume(facts, t) are
 * equivalent (and term_assume(true, t) is t). */
term_ref term_assume(term_ctx *c, term_ref facts, term_ref t);
/* t's operator, with its indices or function, applied to args[0..term_nargs(t)) (the sorts of
 * t's own arguments), built and simplified as term_mk does; t itself when it has no arguments. */
term_ref term_rebuild(term_ctx *c, term_ref t, const term_ref *args);
/* One substitution applied to many terms, sharing the work on their common subterms (the guards
 * of a summary's cases share most of theirs): begin, apply to each term, end. */
typedef struct term_substituter term_substituter;
term_substituter *term_subst_begin(term_ctx *c, unsigned n, const term_ref *from, const term_ref *to);
term_ref term_subst_apply(term_substituter *ts, term_ref t);
void term_subst_end(term_substituter *ts);

#endif
