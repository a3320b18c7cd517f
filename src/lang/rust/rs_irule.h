/* rs_irule.h — the integer rules of MIR's binary operators and integer casts, written once over a
 * value domain: the interpreter (rs_exec.c: words) and the symbolic executor (rs_sym.c: src/sym
 * terms) both call them, so what Add, AddWithOverflow, Div, Shl, Cmp or an `as` cast between
 * integers means is stated in one place (the Rust reference, "Arithmetic and Logical Binary
 * Operators", "Comparison Operators", "Numeric cast"; MIR's BinOp documentation for Shl/Shr: the
 * amount taken modulo the width, its overflow assert made before).
 *
 * A domain gives the bit-vector operations of SMT-LIB's FixedSizeBitVectors theory on values of
 * a width w (1 to 64); the rules choose among them by Rust's types (signed division for a signed
 * type, an arithmetic right shift, the overflow flag of the type's range). The words domain holds a
 * value as its low w bits (zero above); the terms domain as a term_ref of a term_ctx. Comparisons
 * and overflow flags are truth values of the domain (0/1 words; Bool terms). */
#ifndef EQUIV_LANG_RUST_RS_IRULE_H
#define EQUIV_LANG_RUST_RS_IRULE_H

#include <stdint.h>

#include "lang/rust/rs_ir.h"

typedef uint64_t rs_iv; /* a domain's value: a word, or a term_ref */

typedef enum rs_bvop {
  BVO_ADD, BVO_SUB, BVO_MUL, BVO_UDIV, BVO_SDIV, BVO_UREM, BVO_SREM, BVO_AND, BVO_OR, BVO_XOR, BVO_SHL, BVO_LSHR,
  BVO_ASHR,
  /* truth values */
  BVO_EQ, BVO_ULT, BVO_SLT, BVO_ULE, BVO_SLE, BVO_UADD_OVF, BVO_SADD_OVF, BVO_USUB_OVF, BVO_SSUB_OVF, BVO_UMUL_OVF,
  BVO_SMUL_OVF
} rs_bvop;

typedef struct rs_idom {
  void *ctx;
  rs_iv (*cst)(void *ctx, int w, uint64_t v);                   /* the low w bits of v */
  rs_iv (*op)(void *ctx, rs_bvop op, rs_iv a, rs_iv b, int w);  /* a op b, both of width w */
  rs_iv (*not_)(void *ctx, rs_iv p);                            /* of a truth value */
  rs_iv (*ite)(void *ctx, rs_iv p, rs_iv a, rs_iv b, int w);    /* p ? a : b */
  rs_iv (*resize)(void *ctx, rs_iv a, int from, int to, int sext); /* truncate, or extend (sign or zero) */
} rs_idom;

/* What a rule gives: r the value (width w; Cmp: 8 bits, -1/0/1; a comparison: a truth value) and,
 * when asked (want_ovf), for Add/Sub/Mul and their checked forms ovf, whether the exact result lies
 * outside the type (has_ovf set). */
typedef struct rs_iout {
  rs_iv r, ovf;
  int truth;  /* r is a truth value (a comparison) */
  int has_ovf;
} rs_iout;

/* Binary operator op on a and b of width w, signedness s (b of width bw for Shl/Shr, else w).
 * Division and remainder by zero, and MIN / -1, follow SMT-LIB's total definitions: MIR asserts
 * against them before (a caller that can reach them without the assert checks itself). Returns
 * 0, or -1 for an operator that is not an integer one (RB_COUNT). */
int rs_irule_binop(const rs_idom *d, rs_binop op, rs_iv a, rs_iv b, int w, int s, int bw, int want_ovf, rs_iout *out);

/* An `as` cast between integer types (MIR's IntToInt): truncation to a narrower type, extension
 * by the source's signedness to a wider one (the Rust reference, "Numeric cast"). */
rs_iv rs_irule_cast(const rs_idom *d, rs_iv a, int from, int from_signed, int to);

/* The integer methods of core::num and Ord on one type (the wrapping_, checked_, overflowing_,
 * saturating_ and unchecked_ forms of add, sub, mul; checked_ and wrapping_ div and rem; abs,
 * wrapping_abs, unsigned_abs, wrapping_neg, checked_neg, signum, is_positive, is_negative;
 * min, max, abs_diff, clamp; pow and its forms by std's exponentiation by squaring): what each
 * gives, as the documentation of core::num states it. */
typedef enum rs_imkind {
  RS_IM_VALUE,   /* v */
  RS_IM_OPTION,  /* None where c, else Some(v) */
  RS_IM_PAIR,    /* (v, c) */
  RS_IM_PANIC    /* a panic with msg where c (ub: undefined behaviour instead), else v */
} rs_imkind;

typedef struct rs_imeth {
  rs_imkind kind;
  rs_iv v, c;
  int vw, vs;       /* v's width and signedness (unsigned_abs, abs_diff: unsigned) */
  int truth;        /* v is a truth value (is_positive, is_negative) */
  int ub;           /* RS_IM_PANIC: c is undefined behaviour (unchecked_*), not a panic */
  const char *msg;  /* RS_IM_PANIC: the panic's message (ub: NULL) */
} rs_imeth;

/* Method m on a[0..n) of width w, signedness s (for pow and its forms a[1] is the u32 exponent,
 * given as the constant exp; else every operand is of the receiver's type). Returns 0 with out,
 * or -1 when m is not one of the methods above. */
int rs_irule_method(const rs_idom *d, const char *m, const rs_iv *a, int n, int w, int s, uint64_t exp, rs_imeth *out);

/* The integer type a type name starts with ("u8" in "u8 as Sub<u8>>", "i64>"): 1 with its width
 * and signedness, 0 for any other name. */
int rs_irule_int_type(const char *t, int *w, int *s);

/* The operator traits on integers and references to them, as std implements them for a debug
 * build (`<&u8 as Sub<u8>>::sub`, what `*r - b'0'` is when r is a &u8; `<i32 as AddAssign>::
 * add_assign`): for callee c (its method m, as rsy_method_name/the interpreter's give it) the
 * operator, the panic message of its overflow (NULL: none, a bitwise one), whether it is an
 * _assign form (through its first argument, a &mut), and the integer type of its receiver (w, s).
 * Returns 1, or 0 when c is not one of them. Both executors call it. */
int rs_irule_op_trait(const char *c, const char *m, rs_binop *op, const char **ovf, int *assign, int *w, int *s);

/* The words domain (ctx unused). */
extern const rs_idom rs_idom_words;

/* The terms domain over a term_ctx (src/sym/term.h): d->ctx = tc. */
struct term_ctx;
void rs_idom_terms(rs_idom *d, struct term_ctx *tc);

#endif
