/* rs_iter.h — the Rust room's models of iterators as MIR calls them (rs_iter.c): the sources
 * (Range, RangeInclusive, slice::Iter and IterMut, vec::IntoIter, str::Chars, Bytes and
 * CharIndices), the adapters (map, filter, filter_map, enumerate, zip, rev, take, skip, step_by,
 * copied, cloned, chain, take_while, skip_while) and the consumers (next, next_back, sum,
 * product, count, fold, any, all, max, min, max_by_key, min_by_key, position, find, last, nth,
 * for_each, collect into a Vec or a String). Adapters call the user's closures through
 * rx_call_closure, lazily, in the order std calls them. Private to src/lang/rust. */
#ifndef EQUIV_LANG_RUST_RS_ITER_H
#define EQUIV_LANG_RUST_RS_ITER_H

#include "lang/rust/rs_exec_int.h"

/* The std item `callee` on args[0..n), as rs_model_call: 1 with *out set, 0 when callee is not
 * an iterator item modelled here, -1 when the run stopped. */
int rs_iter_call(rx *x, const char *callee, rs_val *args, int n, const rs_type *dty, rs_val *out, const char *loc);

/* The iterator IntoIterator::into_iter gives for a Vec v (std::env::args: a vec::IntoIter over
 * the arguments' Strings, which is how Args iterates). */
rs_val rs_iter_into(rx *x, rs_val *v);

/* Sets *out to an io::Lines over standard input (src -1) or open file src (its next is
 * rs_io_next_line); 1. */
int rs_iter_io_lines(rx *x, int src, rs_val *out);
/* Sets *out to an io::Split over src by byte delim (its next is rs_io_next_piece); 1. */
int rs_iter_io_split(rx *x, int src, int delim, rs_val *out);

#endif
