/* lang.c — the helpers of rel/lang.h shared by every language: input variables and the concrete
 * argument values read back from a solver model. */
#include "rel/lang.h"

#include <stdio.h>

void rel_input_vars(term_ctx *tc, const rel_input *ins, int n, term_ref *vars) {
  for (int i = 0; i < n; i++) {
    char name[32];
    snprintf(name, sizeof name, "in%d", i);
    term_sort s = ins[i].kind == REL_IN_FLOAT ? (ins[i].width == 32 ? term_sort_fp(tc, 8, 24) : term_sort_fp(tc, 11, 53))
                                              : term_sort_bv(tc, (unsigned)ins[i].width);
    vars[i] = term_var(tc, name, s);
  }
}

rel_value rel_input_value(term_ctx *tc, const rel_input *in, term_ref k) {
  uint64_t bits = (uint64_t)term_bv_value(tc, k);
  if (in->kind == REL_IN_FLOAT) {
    rel_value v = {.kind = REL_V_FLOAT, .width = in->width, .bits = bits};
    return v;
  }
  if (in->kind == REL_IN_BOOL) return rel_v_int(bits & 1, 64, 0);
  return rel_v_int(bits, in->width, in->is_signed);
}

int rel_inputs_same(const rel_input *a, int na, const rel_input *b, int nb) {
  if (na != nb) return 0;
  for (int i = 0; i < na; i++)
    if (a[i].kind != b[i].kind || a[i].width != b[i].width || a[i].is_signed != b[i].is_signed) return 0;
  return 1;
}
