/* lower.h — the procedure division lowered once per run for the interpreter and the symbolic
 * executor: every statement list of the front end's documents as an array of statements that
 * carry their kind from stmt.h, so that execution switches on a kind and never compares names. */
#ifndef EQUIV_LANG_COBOL_LOWER_H
#define EQUIV_LANG_COBOL_LOWER_H

#include <jansson.h>
#include <stddef.h>

#include "lang/cobol/stmt.h"

/* One statement: its kind and its front-end node. The JSON stays the input the semantics reads
 * (DESIGN.md); what the lowering derives from it is a function of the node alone. */
typedef struct cbl_lstmt {
  cbl_stmt_kind kind;
  const json_t *j;
} cbl_lstmt;

/* A statement list (a sentence, a THEN/ELSE branch, a WHEN's statements, a phrase, an inline
 * PERFORM's body) in source order. */
typedef struct cbl_llist {
  size_t n;
  const cbl_lstmt *v;
} cbl_llist;

typedef struct cbl_lowered cbl_lowered;

/* Lowers every statement list reachable from docs[0..ndocs) (borrowed: they must outlive the
 * result and stay unmodified). Nesting is walked without recursion (no depth limit). */
cbl_lowered *cbl_lower(json_t *const *docs, int ndocs);
void cbl_lowered_free(cbl_lowered *l);

/* The lowered form of the JSON array stmts, or NULL when stmts is not one of the lowered lists
 * (a node built during the run, or l is NULL): the caller then reads the array itself. */
const cbl_llist *cbl_lowered_list(const cbl_lowered *l, const json_t *stmts);

/* The kind of one statement node (its "stmt" member through cbl_stmt_kind_of). */
cbl_stmt_kind cbl_lower_kind(const json_t *stmt);

#endif
