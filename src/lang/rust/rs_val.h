/* rs_val.h — values of the Rust room's concrete semantics (private to src/lang/rust): integers,
 * bools and chars by their bits, tuples, arrays and ADTs as trees of values, references as the
 * value they point to (a thin one) or a window of an array or Vec (a slice). Memory is the set of
 * these trees: a local is one, and a reference points into one, so writes through it are seen.
 * A Vec and a String own their buffer inline (moving one copies it, as a move of the real
 * (ptr, cap, len) triple hands the buffer on; the borrow checker keeps references from outliving
 * the place they point into). A closure is its type's text and its captured upvars. */
#ifndef EQUIV_LANG_RUST_RS_VAL_H
#define EQUIV_LANG_RUST_RS_VAL_H

#include <stddef.h>
#include <stdint.h>

#include "core/arena.h"
#include "lang/rust/rs_ir.h"
#include "lang/rust/rust.h"
#include "rel/behaviour.h"

typedef enum rs_vkind {
  V_UNINIT, V_INT, V_BOOL, V_CHAR, V_UNIT, V_TUPLE, V_ARRAY, V_ADT, V_REF, V_STR,
  V_VEC,    /* Vec<T>: items[0..n), room for cap */
  V_STRING, /* String: len UTF-8 bytes at str (owned, room for cap) */
  V_CLOS    /* a closure: str its type's text "{closure@f.rs:3:9: 3:14}", items[0..n) its upvars;
               var 1: a fn item of the file, str its body's name */
} rs_vkind;

typedef struct rs_val rs_val;
struct rs_val {
  rs_vkind k;
  int w, s;            /* V_INT: width and signedness */
  uint64_t bits;       /* V_INT (sign-extended when signed), V_BOOL, V_CHAR */
  int n;               /* V_TUPLE, V_ARRAY, V_ADT: items */
  rs_val *items;
  const rs_adt *adt;   /* V_ADT: its definition, var the variant */
  int var;
  rs_val *tgt;         /* V_REF: the pointee (len < 0) or the array a slice is a window of */
  long off, len;       /* V_REF slice: items off..off+len; V_STR, V_STRING: len bytes at str */
  long cap;            /* V_VEC, V_STRING: allocated room */
  const char *str;
};

/* Integer helpers shared by the interpreter and the models: v modulo 2^w, sign-extended when s. */
uint64_t rs_norm(uint64_t v, int w, int s);

/* The MIR binary operator op on integers (or bools, chars: width 1, 32 unsigned) a and b of width
 * w and signedness s (b of width bw for shifts). Sets *r and, for the checked and overflow-prone
 * operators, *ovf. Returns 0, or -1 when the operation has no defined result (division by zero,
 * MIN / -1: MIR checks these before with an assert, so reaching them is undefined behaviour). */
int rs_int_binop(rs_binop op, uint64_t a, uint64_t b, int w, int s, uint64_t *r, int *ovf);

/* The message of the panic a failed MIR assert with message template tmpl raises at run time
 * (core::panicking's panic_const_* functions), or NULL for the bounds check (its message names
 * the length and index) and templates not modelled. Shared by the interpreter and rs_sym.c. */
const char *rs_assert_text(const char *tmpl);

/* Rust's Debug form of v ("Some(3)", "P { x: 1 }", "[1, 2]", "'a'", "\"s\""), in a. */
const char *rs_val_debug(arena *a, const rs_val *v);
/* v as a language-neutral value (an enum as its variant index then its fields). */
rel_value rs_val_rel(arena *a, const rs_val *v);

/* Runs fn(arg) on a fresh thread with a 512 MiB stack; 0 when no thread could be made (the
 * caller then runs it itself). */
int rs_stack_run(void (*fn)(void *), void *arg);

/* The interpreter (rs_exec.c): runs body name on args[0..nargs) with fuel steps (0: 10,000,000)
 * and what env gives it to read (rust.h; NULL: nothing); *ret receives the returned value when the
 * run returned. */
rel_behaviour rs_exec(const rs_program *p, const char *name, const rs_val *args, int nargs, long long fuel,
                      const rs_env *env, arena *out, rs_val *ret);

#endif
