/* relation.h — the outcome relation R as data (DESIGN.md "Relating programs"; docs/relation-json.md):
 * which stream of one side corresponds to which of the other and how each side's records decode
 * to text, how the ends of runs correspond (abend 999 <-> exit(999)), and how values compare.
 * Loaded from a JSON file; the identity relation is the default for two versions in one language. */
#ifndef EQUIV_REL_RELATION_H
#define EQUIV_REL_RELATION_H

#include "core/arena.h"
#include "rel/behaviour.h"
#include "rel/type.h"

/* How one side's stream is cut into records and read. */
typedef struct rel_stream_side {
  const char *stream;   /* "SYSOUT", "stdout", a DD name, "argument 1" */
  rel_enc enc;          /* decoder of each record to text: REL_ENC_NONE compares the bytes as they are;
                           latin-1, utf-8, ebcdic-037, ebcdic-1140 decode to Unicode code points */
  int lines;            /* the stream's records are concatenated and cut at '\n' (a C program's
                           stdout is one record; a COBOL DISPLAY is one record per line) */
  int trim;             /* trailing spaces of each record are not compared (fixed-length lines) */
} rel_stream_side;

typedef struct rel_stream_map {
  rel_stream_side old_side, new_side;
} rel_stream_map;

/* One correspondence of the ends of runs: old ends with kind old_kind (and old_code when
 * has_old_code) and new with new_kind (and new_code when has_new_code); with codes_equal the two
 * codes (or returned values) must also be equal. */
typedef struct rel_end_map {
  rel_okind old_kind, new_kind;
  int has_old_code, has_new_code;
  long long old_code, new_code;
  int codes_equal;
} rel_end_map;

typedef struct rel_relation {
  const char *name;        /* "identity" or the file it was loaded from */
  int nan_any;             /* every NaN relates to every NaN (ISO C/IEEE 754 leave NaN payloads open) */
  int nstreams;
  const rel_stream_map *streams;
  int other_streams_equal; /* streams no map names: 1 compared by name as they are, 0 not compared */
  int nends;               /* 0: the same kind, with equal value, code or message */
  const rel_end_map *ends;
} rel_relation;

/* The identity relation (with nan_any): both complete with the same kind, the same value, code or
 * message, and the same records in the same order. */
rel_relation rel_relation_default(void);
/* Whether R is the identity (so identical programs are related, and symbolic output events may be
 * compared as they are). */
int rel_relation_is_identity(const rel_relation *R);

/* Loads R from a JSON file (docs/relation-json.md). Returns 0, or -1 with a one-line message
 * "FILE: ..." in err (with the JSON pointer of the bad member). Everything lives in a. */
int rel_relation_load(const char *path, rel_relation *R, arena *a, char *err, size_t errn);

/* R on two concrete behaviours (old, new): both complete and related. Going wrong relates to
 * nothing (rel_compare in verdict.h says what a pair of runs shows). */
int rel_related(const rel_relation *R, const rel_behaviour *x, const rel_behaviour *y);

/* The streams R compares: for side 0 (old) or 1 (new), whether records of `stream` are compared
 * under R, and how (NULL: the stream is not compared, or compared as it is when R keeps other
 * streams equal: *as_is set). */
const rel_stream_side *rel_relation_stream(const rel_relation *R, int side, const char *stream, int *as_is);

#endif
