/* parse.h — private to the COBOL front end: the recursive-descent parser over the expanded token
 * stream, producing the JSON representation (docs/cobol-json.md) directly.
 * Conventions every parse_*.c follows:
 *  - every node is a JSON object with "loc": [file, line, col] (file indexes "source.files");
 *  - a data reference is {"ref": NAME, "of": [QUALIFIERS…]?, "subscripts": [EXPR…]?,
 *    "refmod": {"start": EXPR, "length": EXPR?}?, "loc"}; resolve.c adds "item": ID;
 *  - a procedure reference is {"proc": NAME, "of": SECTION?, "loc"}; resolve.c adds "target": ID;
 *  - a syntax error is reported once per sentence (p_error), then the parser skips to the next
 *    period or statement so several errors can be reported per run. */
#ifndef EQUIV_LANG_COBOL_PARSE_H
#define EQUIV_LANG_COBOL_PARSE_H

#include "lang/cobol/cjson.h"
#include <stdint.h>

#include "lang/cobol/lex.h"

typedef struct cbl_parser {
  cbl_front *fe;
  const cbl_tok *toks;
  size_t n, pos;
  int in_error;       /* an error was reported in the current sentence: suppress follow-ups */
  cj_t *program;    /* the program being parsed */
  int next_id;        /* ids of data items, index names and files: unique within one parse */
  /* name -> how many condition-names and data items of names_of (a program's DATA DIVISION)
   * have it; built on first use by parse_expr.c, released by cbl_parser_done */
  cj_t *names;
  const cj_t *names_of;
} cbl_parser;

/* Releases what parsing left in p (not the document). */
void cbl_parser_done(cbl_parser *p);

/* Token access. p_peek(p, 0) is the current token; past the end it is the final T_EOF. */
const cbl_tok *p_peek(const cbl_parser *p, size_t k);
const cbl_tok *p_next(cbl_parser *p);
/* Whether the current (k-th) token is the upper-case word w. */
int p_at(const cbl_parser *p, const char *w);
int p_at_k(const cbl_parser *p, size_t k, const char *w);
int p_at_kind(const cbl_parser *p, cbl_tok_kind k);
/* Consume the current token if it is word w / of kind k; returns whether it did. */
int p_accept(cbl_parser *p, const char *w);
int p_accept_kind(cbl_parser *p, cbl_tok_kind k);
/* Consume optional noise words, e.g. p_optional(p, "IS") . */
#define p_optional p_accept
/* Consume word w or report "expected W" and return 0. */
int p_expect(cbl_parser *p, const char *w);
/* Consume a token of kind k or report "expected <what>" and return NULL. */
const cbl_tok *p_expect_kind(cbl_parser *p, cbl_tok_kind k, const char *what);
/* A user-defined word (not reserved) or report "expected <what>". */
const cbl_tok *p_expect_name(cbl_parser *p, const char *what);

/* Reports a syntax error at tok ("[syntax] expected X, found Y") unless one was reported in this
 * sentence already. */
void p_error(cbl_parser *p, const cbl_tok *at, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* Reports an error with an explicit code word; never suppressed. */
void p_error_code(cbl_parser *p, eq_loc at, const char *code, const char *fmt, ...)
  __attribute__((format(printf, 4, 5)));
/* "found 'X'" description of a token, for messages. */
const char *p_describe(cbl_parser *p, const cbl_tok *t);
/* Skips to just after the next period (or to a division/section header or EOF); clears in_error. */
void p_sync_period(cbl_parser *p);

/* Whether w is a COBOL reserved word (and so cannot be a user-defined name). */
int cbl_is_reserved(const char *w);
/* The same, w's hash computed by the caller (cbl_word_hash, wordset.h). */
int cbl_is_reserved_hashed(const char *w, uint32_t h);
/* Whether the parser's word tables are sorted, as their binary searches need (for the unit test). */
int cbl_word_tables_sorted(void);
int cbl_reserved_tables_sorted(void);
/* Whether w begins a procedure-division statement (MOVE, ADD, IF, …). */
int cbl_is_statement_verb(const char *w);

/* JSON helpers. */
cj_t *p_loc(eq_loc l);                                 /* [file, line, col] */
/* {key: val, "loc": …}; key a string literal (cj_key_literal) */
cj_t *p_node(const char *key, const char *val, eq_loc l);
/* A literal token as a value node: {"num": "…"}, {"str": "…"} (or {"hex": "…"} when the bytes are
 * not UTF-8), {"hex": "…"}, {"national": "…"}. */
cj_t *p_literal(const cbl_tok *t);
/* A figurative constant word at the current position as {"figurative": "ZERO", "loc"} (plural
 * spellings normalised; ALL literal as {"all": literal}); NULL (nothing consumed) if none. */
cj_t *p_figurative(cbl_parser *p);
/* A qualified data-name without subscripts: NAME [OF|IN NAME]… as a ref node. */
cj_t *p_qualified_name(cbl_parser *p, const char *what);
/* cj_object_set_new that ignores NULL values; key a string literal (cj_key_literal). */
void p_set(cj_t *obj, const char *key, cj_t *val);

/* Parsing entry points implemented in parse_*.c. */
/* Every program of the compilation unit (parse.c). */
cj_t *cbl_parse_programs(cbl_parser *p);
/* The DATA DIVISION (current token: DATA). Returns {"file": […], "working_storage": […], …}. */
cj_t *cbl_parse_data_division(cbl_parser *p);
/* The PROCEDURE DIVISION (current token: PROCEDURE) up to END PROGRAM, a nested program's
 * IDENTIFICATION DIVISION, or EOF. */
cj_t *cbl_parse_procedure_division(cbl_parser *p);
/* Identifiers, literals, expressions and conditions (parse_expr.c). */
cj_t *cbl_parse_identifier(cbl_parser *p);       /* data reference, special register, FUNCTION */
cj_t *cbl_parse_operand(cbl_parser *p);          /* identifier, literal or figurative constant */
cj_t *cbl_parse_arith_expr(cbl_parser *p);
cj_t *cbl_parse_condition(cbl_parser *p);
/* Helpers shared by parse_expr.c and parse_proc.c. */
int cbl_is_user_word(const cbl_tok *t);                    /* user-defined word (not a keyword/register) */
/* Marks each token of v[0..n) with whether it is a user-defined word (TF_CLASSIFIED,
 * TF_USER_WORD), so that cbl_is_user_word answers from the flags: the parser asks some 500,000
 * times on the bench program of 165,000 words. */
void cbl_classify_words(cbl_tok *v, size_t n);
int cbl_at_identifier(const cbl_parser *p, size_t k);      /* an identifier starts at token k */
int cbl_at_operand(const cbl_parser *p, size_t k);         /* identifier, literal or figurative at k */
size_t cbl_skip_identifier(const cbl_parser *p, size_t k); /* token index after an identifier */
const char *cbl_parse_relop(cbl_parser *p);                /* [IS] [NOT] relational operator, or NULL */
cj_t *cbl_parse_eval_subject(cbl_parser *p);             /* EVALUATE subject */
cj_t *cbl_parse_eval_object(cbl_parser *p);              /* EVALUATE WHEN object */
/* Whether the word names, in this program's SPECIAL-NAMES, a "mnemonic" name, a "switch"
 * condition (ON/OFF STATUS) or a "symbolic" character. */
int cbl_is_special_name(const cbl_parser *p, const cbl_tok *t, const char *what);

#endif
