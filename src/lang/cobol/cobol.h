/* cobol.h — public interface of the COBOL front end (src/lang/cobol): IBM Enterprise COBOL source
 * with copybooks in, Equiv's versioned JSON representation out (docs/cobol-json.md). Nothing
 * outside this folder includes any other header of it. */
#ifndef EQUIV_LANG_COBOL_COBOL_H
#define EQUIV_LANG_COBOL_COBOL_H

#include <jansson.h>

#include "core/diag.h"

/* Version of the JSON representation; bumped on any incompatible change. */
#define CBL_JSON_VERSION "1.0"

typedef enum cbl_format { CBL_FORMAT_AUTO, CBL_FORMAT_FIXED, CBL_FORMAT_FREE } cbl_format;

typedef struct cbl_parse_options {
  const char *const *copy_dirs;  /* copybook search path, in order (-I); the source's own folder is
                                    searched first */
  int ncopy_dirs;
  cbl_format format;
} cbl_parse_options;

/* Parses the program in path. Returns the representation (caller json_decref's it), or NULL when
 * any error was reported to d. Warnings (e.g. tabs expanded) go to d as well. */
json_t *cbl_parse_file(const char *path, const cbl_parse_options *opt, diag_ctx *d);

/* The same on text already in memory (fuzzing, tests); path names it in diagnostics. */
json_t *cbl_parse_text(const char *path, const char *text, size_t len, const cbl_parse_options *opt,
                       diag_ctx *d);

#endif
