/* fuzz_contract_acsl.c — libFuzzer target: the inside of a contract annotation (the clauses
 * `requires …; ensures …; decreases …;` of docs/contracts.md, rel/contract.h
 * rel_contract_parse_acsl) on arbitrary bytes, and each parsed requires/ensures turned into a term
 * over two integer parameters. Every input is either parsed or refused with one line and an offset
 * inside the text; never a crash, leak or hang. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/arena.h"
#include "rel/contract.h"
#include "sym/term.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  char *text = malloc(size + 1);
  if (!text) return 0;
  memcpy(text, data, size);
  text[size] = 0; /* an annotation is text: a NUL ends it, as in a source file */
  size_t len = strlen(text);
  arena *a = arena_new();
  rel_contract c;
  memset(&c, 0, sizeof c);
  char why[400] = "";
  size_t at = 0;
  if (rel_contract_parse_acsl(text, &c, a, why, sizeof why, &at) != 0) {
    if (!why[0] || strchr(why, '\n') || at > len) abort(); /* refused: one line, a place in the text */
  } else {
    /* what the parse gives must be usable: names checked, terms built (x, y: the parameters) */
    const char *names[2] = {"x", "y"};
    const int is_signed[2] = {1, 0};
    term_ctx *tc = term_ctx_new();
    term_ref args[2] = {term_var(tc, "x", term_sort_bv(tc, 32)), term_var(tc, "y", term_sort_bv(tc, 64))};
    term_ref result = term_var(tc, "r", term_sort_bv(tc, 32));
    const rel_cexpr *es[2] = {c.req, c.ens};
    for (int i = 0; i < 2; i++) {
      char w2[400] = "";
      if (!es[i] || rel_cexpr_check_names(es[i], names, 2, w2, sizeof w2) != 0) continue;
      if (rel_cexpr_term(tc, es[i], 2, names, args, is_signed, i ? result : TERM_NULL, 1, w2, sizeof w2) == TERM_NULL &&
          (!w2[0] || strchr(w2, '\n')))
        abort(); /* not a term: said why, on one line */
    }
    term_ctx_free(tc);
  }
  arena_free(a);
  free(text);
  return 0;
}
