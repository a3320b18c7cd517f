/* cobol.h — public interface of the COBOL front end (src/lang/cobol): IBM Enterprise COBOL source
 * with copybooks in, Equiv's versioned JSON representation out (docs/cobol-json.md). Nothing
 * outside this folder includes any other header of it. */
#ifndef EQUIV_LANG_COBOL_COBOL_H
#define EQUIV_LANG_COBOL_COBOL_H

#include <jansson.h>
#include <stdio.h>

#include "core/diag.h"

/* Version of the JSON representation; bumped on any incompatible change. */
#define CBL_JSON_VERSION "1.0"

typedef enum cbl_format { CBL_FORMAT_AUTO, CBL_FORMAT_FIXED, CBL_FORMAT_FREE } cbl_format;

typedef struct cbl_parse_options {
  const char *const *copy_dirs;  /* copybook search path, in order (-I); the source's own folder is
                                    searched first */
  int ncopy_dirs;
  cbl_format format;
  int tab_width;                 /* tab stops every tab_width columns; 0: 8 (IBM's editors, cobc) */
} cbl_parse_options;

/* Parses the program in path. Returns the representation (caller json_decref's it), or NULL when
 * any error was reported to d. Warnings (e.g. tabs expanded) go to d as well. */
json_t *cbl_parse_file(const char *path, const cbl_parse_options *opt, diag_ctx *d);

/* The same on text already in memory (fuzzing, tests); path names it in diagnostics. */
json_t *cbl_parse_text(const char *path, const char *text, size_t len, const cbl_parse_options *opt,
                       diag_ctx *d);

/* The representation as the front end builds it: values in one arena, written without building a
 * jansson document (`equiv cobol parse` and its --check need no more). */
typedef struct cj_doc cbl_doc;
/* As cbl_parse_file / cbl_parse_text; NULL when any error was reported to d. */
cbl_doc *cbl_parse_file_doc(const char *path, const cbl_parse_options *opt, diag_ctx *d);
cbl_doc *cbl_parse_text_doc(const char *path, const char *text, size_t len, const cbl_parse_options *opt,
                           diag_ctx *d);
/* Writes the representation to f, the bytes json_write(cbl_doc_json(doc), f, JSON_PRESERVE_ORDER |
 * JSON_INDENT(1) or JSON_COMPACT) would write. 0, or -1 when a write fails. */
int cbl_doc_write(const cbl_doc *doc, FILE *f, int compact);
/* A jansson copy of the representation (NULL for NULL); the caller json_decref's it. */
json_t *cbl_doc_json(const cbl_doc *doc);
void cbl_doc_free(cbl_doc *doc);

/* ---- data sets (docs/cobol-datasets.md): what `equiv cobol data` does ---- */

/* One conversion or check of a data set. Formats by name: "fixed", "variable" (IBM RDW), "line",
 * "relative". lrecl 0 means not given (required for fixed and relative). */
typedef struct cbl_data_request {
  const char *in, *out;     /* out NULL: only read and check `in` */
  const char *from, *to;    /* formats of in and out */
  size_t lrecl, to_lrecl;   /* record length of in / out (to_lrecl 0: same as lrecl) */
  int from_ebcdic, to_ebcdic;
  int codepage;             /* 37 or 1140 */
  int allow_control;        /* convert bytes that map to control characters too */
  int keep_trailing_spaces; /* line output keeps trailing spaces */
} cbl_data_request;

/* Whether name is a data set format; whether it needs a record length. */
int cbl_data_format_known(const char *name);
int cbl_data_format_needs_lrecl(const char *name);

/* Reads r->in, converts the character encoding when it differs, and writes r->out atomically
 * (text lines become fixed records padded with spaces of the output encoding). Returns the number
 * of records, or -1 with a one-line message (naming the record or byte offset) in err. */
long cbl_data_convert(const cbl_data_request *r, char *err, size_t errn);

/* The concrete interpreter (equiv cobol run): its interface is part of the room's public one. */
#include "lang/cobol/interp.h"

/* The shape check of a representation read from a file, before it is run. */
#include "lang/cobol/validate.h"

#endif
