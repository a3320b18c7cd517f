/* rs_fmt.h — std::fmt as rustc 1.95's MIR calls it (rs_fmt.c): format_args! lowers to
 * Arguments::new(template, &[Argument; M]) with the byte template core::fmt documents
 * (literal pieces, placeholders with flags, fill, alignment, width, precision, argument index);
 * println!/print! go to std::io::_print, format! to alloc::fmt::format, panic! with arguments to
 * core::panicking::panic_fmt. Integers, bools, chars and strings are formatted (Display, Debug,
 * hex, octal, binary, padding and zero-padding); a user's Display impl, floats and dynamic widths
 * are unsupported. Private to src/lang/rust. */
#ifndef EQUIV_LANG_RUST_RS_FMT_H
#define EQUIV_LANG_RUST_RS_FMT_H

#include "lang/rust/rs_exec_int.h"

/* The std item `callee` on args[0..n), as rs_model_call: 1 with *out set, 0 when callee is not
 * a formatting item modelled here, -1 when the run stopped. */
int rs_fmt_call(rx *x, const char *callee, rs_val *args, int n, const rs_type *dty, rs_val *out, const char *loc);

/* The text an Arguments value (or a plain &str, from Arguments::from_str) renders to, in *s and
 * *len. Returns 0, or -1 when the run stopped (something not modelled is in it). */
int rs_fmt_render(rx *x, const rs_val *args, const char **s, long *len, const char *loc);

#endif
