/* lex.h — private to the COBOL front end: source lines, tokens, the lexer and COPY/REPLACE expansion.
 * Pipeline: source (reference format) -> lex (tokens per file) -> copy (COPY + REPLACE) -> parse. */
#ifndef EQUIV_LANG_COBOL_LEX_H
#define EQUIV_LANG_COBOL_LEX_H

#include <stddef.h>

#include "core/arena.h"
#include "core/diag.h"
#include "lang/cobol/cjson.h"
#include "lang/cobol/cobol.h"

/* Token kinds, from one list (STYLE.md practice 6): enum name, printable name. */
#define CBL_TOKEN_KINDS(X)                    \
  X(T_EOF, "end of file")                      \
  X(T_WORD, "word")                            \
  X(T_NUM, "numeric literal")                  \
  X(T_ALNUM, "alphanumeric literal")           \
  X(T_HEX, "hexadecimal literal")              \
  X(T_NATIONAL, "national literal")            \
  X(T_PIC, "PICTURE string")                   \
  X(T_PERIOD, "'.'")                           \
  X(T_LPAREN, "'('")                           \
  X(T_RPAREN, "')'")                           \
  X(T_COLON, "':'")                            \
  X(T_PLUS, "'+'")                             \
  X(T_MINUS, "'-'")                            \
  X(T_STAR, "'*'")                             \
  X(T_SLASH, "'/'")                            \
  X(T_POW, "'**'")                             \
  X(T_EQ, "'='")                               \
  X(T_LT, "'<'")                               \
  X(T_GT, "'>'")                               \
  X(T_LE, "'<='")                              \
  X(T_GE, "'>='")                              \
  X(T_NE, "'<>'")                              \
  X(T_AMP, "'&'")                              \
  X(T_PSEUDO, "'=='")                          \
  X(T_COMMENT_ENTRY, "comment entry")          \
  X(T_EXEC, "EXEC block")

typedef enum cbl_tok_kind {
#define X(k, s) k,
  CBL_TOKEN_KINDS(X)
#undef X
  T__COUNT
} cbl_tok_kind;

/* Printable name of a token kind ("numeric literal"). */
const char *cbl_tok_kind_name(cbl_tok_kind k);

enum {
  TF_AREA_A = 1,      /* token starts in area A (columns 8-11) of a fixed-format line */
  TF_QUOTE_APOS = 2,  /* alphanumeric literal was delimited by apostrophes */
  TF_FROM_COPY = 4,   /* token came out of a copybook */
  TF_AFTER_SEP = 8,   /* a separator comma or semicolon comes before the token: "B, (C + 1)" is
                         two operands, not B subscripted */
  TF_CLASSIFIED = 16, /* TF_USER_WORD is set (cbl_classify_words, before parsing) */
  TF_USER_WORD = 32,  /* a user-defined word (cbl_is_user_word) */
};

typedef struct cbl_tok {
  cbl_tok_kind kind;
  unsigned flags;
  /* T_WORD: upper-cased word; T_NUM: the literal with '.' as decimal point and its sign;
   * T_ALNUM/T_NATIONAL: the content, quotes undoubled; T_HEX: the decoded bytes;
   * T_PIC: the character-string as written; T_COMMENT_ENTRY/T_EXEC: the raw text;
   * aux: T_EXEC the subsystem word (CICS, SQL, DLI); T_WORD the word as spelled in the source. */
  const char *text;
  size_t len;
  const char *aux;
  eq_loc loc;
} cbl_tok;

typedef struct cbl_toks {
  cbl_tok *v;
  size_t n, cap;
  size_t mapped; /* bytes of v's mapping (core/bigmap.h) when v is one, else 0 (heap) */
} cbl_toks;

void cbl_toks_push(cbl_toks *t, const cbl_tok *tok);
void cbl_toks_free(cbl_toks *t);

/* State shared by the stages of one parse. */
typedef struct cbl_front {
  arena *a;
  cj_doc *doc; /* the representation being built; the lexer's token text lives in it */
  diag_ctx *d;
  const cbl_parse_options *opt;
  const char *main_dir;       /* folder of the main program: first place to look for copybooks */
  cbl_format main_format;     /* the format detected or forced for the main file */
  int format_fixed_effective; /* per-file result, for the JSON */
  /* compile-option lines (CBL/PROCESS) seen before the program, in order */
  const char **options;
  int noptions, capoptions;
  int decimal_point_is_comma; /* set when SPECIAL-NAMES says DECIMAL-POINT IS COMMA */
  int debugging_mode;         /* WITH DEBUGGING MODE: D lines are compiled */
} cbl_front;

/* Lexes one source file (already registered with diag as file_id). Tokens are appended to out.
 * Returns the number of errors reported. */
int cbl_lex_file(cbl_front *fe, int file_id, const char *text, size_t len, cbl_format fmt,
                 cbl_toks *out);

/* Expands COPY statements (recursively, with cycle detection) and then applies REPLACE statements.
 * in is consumed; the expanded stream (ending in T_EOF) is written to out. */
int cbl_copy_expand(cbl_front *fe, cbl_toks *in, cbl_toks *out);

/* Supplies what the CICS translator would to a program with EXEC CICS blocks (DFHEIBLK,
 * DFHCOMMAREA, USING on the PROCEDURE DIVISION header, DFHRESP values); no-op otherwise.
 * Returns the number of errors reported. */
int cbl_cics_translate(cbl_front *fe, cbl_toks *toks);

/* Case-insensitive equality of a word token with an upper-case keyword. */
int cbl_tok_is(const cbl_tok *t, const char *upper_word);

#endif
