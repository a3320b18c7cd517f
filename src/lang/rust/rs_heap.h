/* rs_heap.h — the Rust room's models of std's heap values as MIR calls them (rs_heap.c): Vec<T>
 * (new, with_capacity, vec! and vec![x; n], push, pop, insert, remove, index, deref to a slice),
 * String and str (from, to_string, push_str, push, len, chars' source, comparison, trim), slices
 * (len, get, first, last, contains, sort, reverse, to_vec, range indexing) and the Box that vec!
 * goes through. Written from std's documented behaviour and panic messages; private to
 * src/lang/rust. */
#ifndef EQUIV_LANG_RUST_RS_HEAP_H
#define EQUIV_LANG_RUST_RS_HEAP_H

#include "lang/rust/rs_exec_int.h"

/* The std item `callee` on args[0..n), as rs_model_call: 1 with *out set, 0 when callee is not
 * one of these models, -1 when the run stopped (a panic, going wrong). */
int rs_heap_call(rx *x, const char *callee, rs_val *args, int n, const rs_type *dty, rs_val *out, const char *loc);

/* The items and length of a slice-like value: a slice reference, a (reference to a) Vec or array.
 * Returns 0 when v is none of these. */
int rh_items(const rs_val *v, rs_val **items, long *len);
/* The bytes of a str-like value: a &str, a (reference to a) String. Returns 0 when v is neither. */
int rh_bytes(const rs_val *v, const char **s, long *len);

/* A fresh empty Vec, and push (grows the buffer as needed). */
rs_val rh_vec(rx *x, long cap);
void rh_push(rx *x, rs_val *vec, const rs_val *item);
/* A fresh String holding s[0..n). */
rs_val rh_string(rx *x, const char *s, long n);
/* Appends s[0..n) to String *str. */
void rh_append(rx *x, rs_val *str, const char *s, long n);
/* Appends the UTF-8 encoding of code point cp to String *str. */
void rh_push_char(rx *x, rs_val *str, uint64_t cp);
/* char::is_whitespace (Unicode White_Space). */
int rh_is_ws(uint64_t cp);
/* The code point at byte i of s[0..n) and, in *k, its length in bytes (1 at a malformed end). */
uint64_t rh_decode(const unsigned char *s, long n, long i, int *k);

/* Ord::cmp of two values of one type as std orders them (integers, bools, chars, strings by
 * their bytes, tuples, arrays, Vecs and slices lexicographically, Option, Result and Ordering by
 * variant then payload). -1, 0 or 1, and -2 when the values cannot be compared so (a struct or
 * enum of the file: its own impl decides). rh_eq is rh_cmp == 0: callers check -2 first. */
int rh_eq(const rs_val *a, const rs_val *b);
int rh_cmp(const rs_val *a, const rs_val *b);

#endif
