/* json_copy.h — a deep copy of a jansson value, without json_deep_copy's loop check.
 *
 * Why: jansson 2.14's json_deep_copy guards against cycles with a hash table of the parents it
 * is in, keyed by each parent's address printed with snprintf; that check was 3.7% of a parse of
 * the bench's 50,000-line COBOL program (5,600 copies of abbreviated-condition subjects, a few
 * nodes each). Our trees are built by our own parsers and have no cycles. */
#ifndef EQUIV_CORE_JSON_COPY_H
#define EQUIV_CORE_JSON_COPY_H

#include <jansson.h>

/* A new value equal to j, sharing nothing mutable with it: objects keep their members' order,
 * strings their length (embedded NUL bytes included). NULL for NULL. j must hold no cycle. */
json_t *json_copy_tree(const json_t *j);

#endif
