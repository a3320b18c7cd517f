/* ts.h — the TypeScript room's public interface: load a .ts file through the TypeScript front end
 * (a node script over typescript 6.0.3's compiler API, docs/ts-ast.md) and run one exported
 * function under Equiv's ECMAScript semantics (docs/ts.md). */
#ifndef EQUIV_LANG_TS_TS_H
#define EQUIV_LANG_TS_TS_H

#include <stddef.h>

#include "core/arena.h"
#include "core/diag.h"
#include "rel/behaviour.h"

typedef struct ts_program ts_program;

/* Runs the front end on path and reads its AST. NULL with located errors in d: the front end's
 * ([syntax], [unsupported], [type]) or the reader's ([ast]), or a [frontend] error when node or
 * the front end is missing. */
ts_program *ts_load(const char *path, diag_ctx *d);
void ts_program_free(ts_program *p);

/* The front end script run ($EQUIV_TS_FRONTEND, else the one in the source tree). */
const char *ts_frontend_path(void);

/* The number of parameters of the top-level function fn (-1: no such function). */
int ts_function_arity(const ts_program *p, const char *fn);

/* Runs the module's top level, then fn on the arguments written as literals in args (NULL or "":
 * none): numbers (1.5, -0, NaN, Infinity, 1e21), strings in double quotes with JSON escapes,
 * true/false, null, undefined, arrays [1, 2]; each must fit its parameter's declared type; then
 * node's event loop (promise jobs, timers) until nothing is left. fuel: steps (0: 10,000,000).
 * Sets *b (allocated in out): returned (the value — a promise as the loop left it,
 * "Promise{<fulfilled>: V}" —, console.log lines as records "stdout"/"stderr"), panicked with
 * "Uncaught <value>" for an exception that leaves the function or a timer's callback, or node's
 * line for an unhandled rejection (docs/ts.md), or went wrong (unsupported, out_of_fuel); *shown
 * is the returned value as docs/ts.md's show() writes it (NULL when not returned). Returns 0, or -1 with a reason in why
 * when the arguments do not fit. */
int ts_run_args(ts_program *p, const char *fn, const char *args, long long fuel, arena *out,
                rel_behaviour *b, const char **shown, char *why, size_t whyn);

/* The top-level functions with a body, in source order (names owned by p); their count. */
int ts_functions(const ts_program *p, const char ***names, arena *a);

/* Function fn's signature for the relational layer: *async, and per parameter its name, whether
 * it has a default value and its declared type as type letters: 'n' number, 'b' boolean, 's'
 * string, '[' followed by the element's letters for an array, '?' anything else (shapes[i] a
 * string in a). Returns the parameter count, or -1 when p has no such function. */
int ts_signature(const ts_program *p, const char *fn, int *async, const char ***names, int **has_default,
                 const char ***shapes, arena *a);

/* The room's rel/lang.h binding ("ts"): concrete runs only — equiv diff probes, never proves.
 * (Declared with the struct tag: rel/lang.h brings the term layer's TS_* sort names, which the
 * room's own node kinds would meet.) */
struct rel_lang;
const struct rel_lang *ts_rel_lang(void);

#endif
