/* rs_emit.h — `equiv diff --emit-tests` for Rust (rs_emit.c). Private to src/lang/rust. */
#ifndef EQUIV_LANG_RUST_RS_EMIT_H
#define EQUIV_LANG_RUST_RS_EMIT_H

#include "rel/verdict.h"

/* rel_lang.emit_test: writes DIR/NAME.rs (a #[test] calling both versions on v's input); 1 when
 * written, 0 when v's input is not made of integers, bools, and slices and Vecs of them, -1 on an
 * I/O error. */
int rs_emit_test(const char *dir, const char *oldf, const char *newf, const char *name, const char *const *units,
                 int nunits, const rel_verdict *v);

#endif
