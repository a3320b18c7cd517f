/* diag.h — diagnostics with place and a stable code word (STYLE.md practice 8).
 * Errors accumulate in a diag_ctx (several per run, like SQLite's Parse) and print as
 *   FILE:LINE:COL: error: [code] sentence
 * followed by the source line, a caret, and the COPY/include chain when there is one. */
#ifndef EQUIV_CORE_DIAG_H
#define EQUIV_CORE_DIAG_H

#include <stdio.h>
#include <stddef.h>

/* A source position. file is an index returned by diag_add_file, or -1 for "no place". */
typedef struct eq_loc {
  int file;
  int line;  /* 1-based */
  int col;   /* 1-based, in characters after tab expansion */
} eq_loc;

#define EQ_NOLOC ((eq_loc){-1, 0, 0})

typedef enum diag_severity { DIAG_NOTE, DIAG_WARNING, DIAG_ERROR } diag_severity;

typedef struct diag_ctx diag_ctx;

diag_ctx *diag_new(void);
void diag_free(diag_ctx *d);

/* Registers a source file so locations can name it and show its lines. text may be NULL.
 * via_name names how it was included ("COPY CVACT01Y"), included_from where; both optional. */
int diag_add_file(diag_ctx *d, const char *path, const char *text, size_t len,
                  const char *via_name, eq_loc included_from);
/* The same with text (a heap buffer of len bytes and a NUL after them, as fs_read_file gives)
 * taken over by d, which frees it: a large source is not copied. */
int diag_add_file_take(diag_ctx *d, const char *path, char *text, size_t len, const char *via_name,
                       eq_loc included_from);
const char *diag_file_path(const diag_ctx *d, int file);
int diag_file_count(const diag_ctx *d);
/* Where the file was included from (EQ_NOLOC for a main file). */
eq_loc diag_file_parent(const diag_ctx *d, int file);

/* Adds a diagnostic. code is a stable word such as "syntax", "unsupported", "copy". */
void diag_report(diag_ctx *d, diag_severity sev, eq_loc loc, const char *code, const char *fmt, ...)
  __attribute__((format(printf, 5, 6)));
#define diag_error(d, loc, code, ...) diag_report((d), DIAG_ERROR, (loc), (code), __VA_ARGS__)
#define diag_warning(d, loc, code, ...) diag_report((d), DIAG_WARNING, (loc), (code), __VA_ARGS__)

int diag_error_count(const diag_ctx *d);
int diag_count(const diag_ctx *d);
/* The first line of diagnostic i ("file:line:col: error: [code] text"), owned by d. */
const char *diag_message(const diag_ctx *d, int i);
/* Whether further errors are pointless (the cap of errors per run was reached). */
int diag_too_many(const diag_ctx *d);

/* "file:line:col" for loc, written into buf (size n); "?" when loc has no file. */
const char *diag_loc_str(const diag_ctx *d, eq_loc loc, char *buf, size_t n);

/* Prints every diagnostic with source line, caret and include chain. */
void diag_print(const diag_ctx *d, FILE *out);

#endif
