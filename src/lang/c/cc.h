/* cc.h — the C language room's public interface: parse a C file with libclang into Equiv's structured
 * IR, and run one of its functions under the concrete semantics (UB detected, going wrong). */
#ifndef EQUIV_LANG_C_CC_H
#define EQUIV_LANG_C_CC_H

#include "core/arena.h"
#include "core/diag.h"
#include "rel/behaviour.h"

typedef struct cc_program cc_program;

/* Parses and lowers the C11 file `path` (libclang-16, -std=c11, x86-64 Linux, system headers).
 * extra_args (n of them, may be NULL) are passed to clang (e.g. "-DN=3", "-Iinc").
 * clang's own errors become diagnostics "[clang]"; returns NULL when there was any error.
 * Constructs outside the modelled fragment do not fail the parse: they are lowered to nodes that
 * make a run go wrong with `unsupported: <construct>` when (and only when) they are reached. */
cc_program *cc_parse_file(const char *path, const char *const *extra_args, int n, diag_ctx *d);
void cc_program_free(cc_program *p);

/* Parameter count of function `name` defined in the program, or -1 when there is no such
 * definition. When is_double is not NULL it receives, per parameter, 1 for float/double, 0 for an
 * integer type, -1 for anything else (up to max entries). */
int cc_function_arity(const cc_program *p, const char *name, int *is_double, int max);

typedef struct cc_run_opts {
  long long fuel;     /* statement/expression steps before going wrong [out_of_fuel]; 0 = default */
  long long max_mem;  /* bytes of modelled memory before going wrong [out_of_fuel]; 0 = default */
  const char *in;     /* standard input: in_len bytes (getchar), then end of file; NULL: empty */
  size_t in_len;
} cc_run_opts;

#define CC_DEFAULT_FUEL 10000000LL

/* Runs function `fn` with `nargs` arguments: REL_V_INT values are converted to the parameter's
 * integer type and REL_V_FLOAT ones to its floating type as by C assignment (C11 6.5.16.1);
 * a mismatch (wrong count, double for an int) is reported as unsupported. Static storage is
 * initialised first (C11 6.7.9p10). The behaviour lives in `out`:
 *   - a call of main: exited(code) — return from main is exit (C11 5.1.2.2.3), falling off its end
 *     returns 0; any function: exit(n) gives exited(n);
 *   - any other function: returned(value) (REL_V_VOID for void);
 *   - the output of printf/puts/putchar as one record of stream "stdout";
 *   - going wrong: [ub] (undefined behaviour, with the C11 clause in the reason), [unsupported],
 *     [out_of_fuel]; the location is "file:line:col". */
rel_behaviour cc_run(const cc_program *p, const char *fn, const rel_value *args, int nargs,
                     const cc_run_opts *opts, arena *out);

/* The state of function fn (its globals whose values on entry are inputs, docs/equiv-diff.md
 * "Globals") as cc_run takes it after the parameters, from values given by name: out[k] is the
 * value of names[i] (vals[i], n of them; "g", or "f.g" for a static of function f) or void where
 * none is given (neither set nor reported), then `start` for "program start" (1: the program's
 * first call). out may be NULL (only counting). Returns how many values that is (0: fn has no
 * state), or -1 with *bad the name that is no state global of fn. */
int cc_state_args(const cc_program *p, const char *fn, const char *const *names, const rel_value *vals, int n,
                  rel_value start, rel_value *out, const char **bad, arena *a);

#endif
