/* ts_emit.h — `equiv diff --emit-tests DIR` for TypeScript (ts_emit.c): a node script that replays
 * a behaviour_changed verdict's distinguishing input on both versions. */
#ifndef EQUIV_LANG_TS_TS_EMIT_H
#define EQUIV_LANG_TS_TS_EMIT_H

#include "core/strbuf.h"
#include "rel/behaviour.h"

struct rel_verdict;

/* v as a JavaScript expression of the value, which ts_run_args (ts.h) reads too: numbers that
 * round-trip (%.17g), -0, NaN and the infinities by name; strings in double quotes, ASCII
 * printable as it is and every other UTF-16 code unit of the WTF-8 text as \uXXXX (a lone
 * surrogate included); booleans; arrays in brackets. 0, or -1 (a kind or bytes it cannot write). */
int ts_value_literal(const rel_value *v, strbuf *sb);

/* The rel_lang.emit_test hook: DIR/equiv_test_<unit>.js for verdict v of unit between the files
 * old_path and new_path (units: every unit name of both; the script needs no renaming). 1 when
 * written, 0 when there is nothing to write for v, -1 on an I/O error (errno set). */
int ts_emit_test(const char *dir, const char *old_path, const char *new_path, const char *unit,
                 const char *const *units, int nunits, const struct rel_verdict *v);

#endif
