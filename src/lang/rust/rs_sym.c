/* rs_sym.c — the Rust room's symbolic executor (not yet written: every unit is left to the
 * concrete probes of rel's checks, which say so in their verdict). */
#include <stdio.h>

#include "lang/rust/rs_sym.h"

int rs_sym_exec(const rs_program *p, const char *unit, term_ctx *tc, const term_ref *vars, int n,
                const rel_sym_opts *o, rel_summary *out, arena *a, char *why, size_t whyn) {
  (void)p, (void)unit, (void)tc, (void)vars, (void)n, (void)o, (void)out, (void)a;
  snprintf(why, whyn, "no symbolic executor for Rust yet");
  return -1;
}
