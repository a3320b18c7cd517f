/* orch_iface.h — the translation's interface file of `equiv migrate` (docs/migrate-interface.md):
 * which command-line argument of a Rust or Java translation names which COBOL file, how its files
 * hold the records, where DISPLAY goes, and how the ends of the runs correspond. */
#ifndef EQUIV_ORCH_ORCH_IFACE_H
#define EQUIV_ORCH_ORCH_IFACE_H

#include <stddef.h>

#include "core/arena.h"

typedef enum orch_ifmt { ORCH_IF_LINE, ORCH_IF_FIXED } orch_ifmt;
typedef enum orch_ienc { ORCH_IE_LATIN1, ORCH_IE_UTF8 } orch_ienc;

/* How the translation's file for one DD holds the COBOL records. */
typedef struct orch_ifile {
  const char *dd;
  orch_ifmt format;
  orch_ienc enc;
  int always_present; /* an input the search never makes absent (docs/migrate-interface.md) */
  int printable;      /* an input whose every character is printable ASCII (U+0020-U+007E), as the
                         user states: a hypothesis of the statement */
} orch_ifile;

/* A restriction of the inputs the user states: the field holds one of values[] (COBOL literal
 * text: characters for an alphanumeric field, a number for a numeric one), or lies in [min, max]. */
typedef struct orch_idomain {
  const char *file, *field;
  int nvalues;
  const char **values;
  const char *min, *max; /* NULL when not given */
} orch_idomain;

typedef struct orch_iface {
  const char *path;
  const char *program;    /* NULL: the source's only program */
  int codepage;           /* 37 or 1140 */
  int nargs;
  const char **args;      /* DD names, in argument order */
  int nfiles;
  orch_ifile *files;      /* one per DD of args, in args order */
  int stdin_sysin;        /* SYSIN cards are the translation's standard input */
  orch_ienc display_enc;  /* of the translation's standard output */
  int compare_rc;         /* RETURN-CODE is the exit status */
  int abend_exit;         /* the exit status an abend relates to (1..255), 0: none stated */
  const char *java_main;  /* NULL when not given */
  int ndomain;
  orch_idomain *domain;
} orch_iface;

/* Loads and checks path. Returns 0, or -1 with one line "PATH: /json/pointer: what is wrong" in
 * err. Everything lives in a. */
int orch_iface_load(const char *path, orch_iface *out, arena *a, char *err, size_t errn);

/* The file entry of DD name dd, or NULL. */
const orch_ifile *orch_iface_file(const orch_iface *f, const char *dd);

#endif
