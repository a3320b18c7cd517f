/* layout.h — storage layout of a COBOL program computed from the front end's JSON (IBM Enterprise
 * COBOL Language Reference, "Data division--data description entry"): every item's area, offset,
 * length and format; OCCURS/ODO addressing; VALUE-initialised storage with the rest an input. */
#ifndef EQUIV_LANG_COBOL_LAYOUT_H
#define EQUIV_LANG_COBOL_LAYOUT_H

#include <jansson.h>
#include <stddef.h>

#include "lang/cobol/codec.h"
#include "lang/cobol/options.h"
#include "lang/cobol/pic.h"

/* Category of an item as MOVE, comparison and INITIALIZE see it (Language Reference, "Classes and
 * categories of data"): the PICTURE categories plus group, index and pointer items. */
#define CBL_CATS(X)                                      \
  X(CBL_CAT_ALPHABETIC, "ALPHABETIC")                    \
  X(CBL_CAT_ALPHANUMERIC, "ALPHANUMERIC")                \
  X(CBL_CAT_ALPHANUMERIC_EDITED, "ALPHANUMERIC-EDITED")  \
  X(CBL_CAT_NUMERIC, "NUMERIC")                          \
  X(CBL_CAT_NUMERIC_EDITED, "NUMERIC-EDITED")            \
  X(CBL_CAT_NATIONAL, "NATIONAL")                        \
  X(CBL_CAT_NATIONAL_EDITED, "NATIONAL-EDITED")          \
  X(CBL_CAT_DBCS, "DBCS")                                \
  X(CBL_CAT_GROUP, "GROUP")                              \
  X(CBL_CAT_INDEX, "INDEX")                              \
  X(CBL_CAT_POINTER, "POINTER")
#define CBL_CAT_ENUM_(e, s) e,
typedef enum cbl_cat { CBL_CATS(CBL_CAT_ENUM_) CBL_NCATS } cbl_cat;
#undef CBL_CAT_ENUM_
/* "NUMERIC", "GROUP", … (the INITIALIZE REPLACING spelling); cbl_cat_parse gives -1 if unknown. */
const char *cbl_cat_name(cbl_cat c);
int cbl_cat_parse(const char *word);

/* USAGE of an item after inheritance from its groups. */
typedef enum cbl_fusage {
  CBL_FU_DISPLAY, CBL_FU_NATIONAL, CBL_FU_DISPLAY1, CBL_FU_BINARY, CBL_FU_PACKED, CBL_FU_COMP5,
  CBL_FU_COMP1, CBL_FU_COMP2, CBL_FU_INDEX, CBL_FU_POINTER, CBL_FU_PROC_POINTER,
  CBL_FU_FUNC_POINTER, CBL_FU_OBJECT
} cbl_fusage;

/* Storage areas: WORKING-STORAGE and LOCAL-STORAGE are one area each, except that every EXTERNAL
 * 01/77 of WORKING-STORAGE is an area of its own (one block of storage for the run unit, shared
 * by every program that describes it: Language Reference, "EXTERNAL clause"); every FD/SD has one
 * record area its 01 records share (implicit redefinition); every LINKAGE 01/77 is its own area
 * (the caller supplies its address); index names live in one area of binary fullwords. */
typedef enum cbl_area_kind {
  CBL_AREA_WORKING, CBL_AREA_LOCAL, CBL_AREA_LINKAGE, CBL_AREA_FILE, CBL_AREA_INDEX
} cbl_area_kind;

typedef struct cbl_area {
  cbl_area_kind kind;
  size_t size;    /* bytes, every ODO table at its maximum */
  int file_id;    /* CBL_AREA_FILE: the SELECT's id; else -1 */
  int record;     /* CBL_AREA_LINKAGE, and an EXTERNAL area: index of its 01/77 field; else -1 */
  int external;   /* 1: the area of an EXTERNAL 01/77 of WORKING-STORAGE (and what redefines it) */
} cbl_area;

#define CBL_MAX_DIMS 7 /* IBM allows 7 levels of OCCURS nesting */

typedef struct cbl_field {
  int id;              /* the JSON id that references carry ("item") */
  const char *name;    /* NULL for FILLER */
  int level;           /* 1-49, 66, 77, 88 */
  int line, col, file; /* the JSON loc */
  int parent;          /* index in cbl_layout.fields, -1 for 01/77/66 and index names; for a
                          level-88 the conditional variable; for an index name its table */
  int first_child, next_sibling; /* -1 when none (88s are not children) */
  int area;            /* index in cbl_layout.areas (88: its variable's) */
  size_t offset;       /* in the area, every subscript 1 and every ODO table at its maximum */
  size_t size;         /* bytes of one occurrence (ODO tables inside at their maximum) */
  int variable;        /* 1 when offset or size depend on an ODO object's current value */
  cbl_cat cat;
  cbl_fusage usage;
  int has_pic;
  cbl_pic pic;
  int is_numeric_desc; /* num is meaningful: numeric items of usage DISPLAY/PACKED/BINARY/COMP-5/
                          COMP-1/COMP-2 and index/pointer items as binary fullwords */
  cbl_num_desc num;    /* codec description under the layout's options */
  int justified, blank_when_zero, sync;
  int redefines;       /* index of the redefined field, or -1 */
  int in_redefines;    /* this item or an ancestor has REDEFINES */
  int occurs_max;      /* 0 when no OCCURS on this entry */
  int occurs_min;
  int odo;             /* index of the DEPENDING ON object, or -1 */
  size_t stride;       /* distance between occurrences (size plus inter-occurrence slack) */
  int ndims;           /* OCCURS entries among this item and its ancestors */
  int dims[CBL_MAX_DIMS]; /* their field indexes, outermost first */
  const json_t *value; /* VALUE clause (borrowed from the JSON), or NULL */
  const json_t *json;  /* the entry itself (borrowed): 88 values, false_value, … */
  int renames_from, renames_thru; /* level 66: field indexes (thru = from when single) */
} cbl_field;

typedef struct cbl_layout {
  cbl_options opt;
  cbl_field *fields;
  int nfields;
  cbl_area *areas;
  int nareas;
  int *by_id;          /* by_id[id] = field index or -1, for ids 0..max_id */
  int max_id;
} cbl_layout;

/* Computes the layout of `program` (one element of the JSON's "programs") under opt. Errors go to
 * err as "LINE:COL: [code] text" (code unsupported/layout) and the result is NULL. The layout
 * borrows from the JSON: keep it alive. Nested programs are not included (each has its own). */
cbl_layout *cbl_layout_build(const json_t *program, const cbl_options *opt, char *err,
                             size_t errlen);
void cbl_layout_free(cbl_layout *l);

/* The field with JSON id `id`, or NULL. */
const cbl_field *cbl_layout_by_id(const cbl_layout *l, int id);
int cbl_layout_index(const cbl_layout *l, int id);
/* The field with this (unqualified) name, first in declaration order; for tests and tools. */
const cbl_field *cbl_layout_by_name(const cbl_layout *l, const char *name);

/* Current value of an OCCURS DEPENDING ON object (field index odo_field) in the run's storage.
 * Returns 0, or -1 when it cannot be read (invalid data) — the caller's run then goes wrong. */
typedef int (*cbl_odo_fn)(void *ctx, int odo_field, long *value);

typedef enum cbl_locate_status {
  CBL_LOC_OK = 0,
  CBL_LOC_SUBSCRIPT,   /* subscript count wrong or a subscript outside 1..maximum */
  CBL_LOC_ODO_RANGE,   /* a subscript beyond the current ODO count, or an ODO object outside
                          min..max: IBM leaves the result undefined, so the run goes wrong */
  CBL_LOC_ODO_READ,    /* the ODO callback failed */
} cbl_locate_status;

/* Address (offset in the field's area) and length in bytes of field f with subscripts subs[0..n)
 * (outermost first; n must equal f->ndims, and 0 for an item not in a table). The length of a
 * group containing an ODO table uses the object's current value (Language Reference, "OCCURS
 * DEPENDING ON": the group is variable-length); items after such a table move with it. odo may
 * be NULL when the layout has no ODO. */
cbl_locate_status cbl_layout_locate(const cbl_layout *l, int f, const long *subs, int n,
                                    cbl_odo_fn odo, void *ctx, size_t *offset, size_t *length);

/* Initial storage of area a: every byte first from `image` (a->size bytes) when image is not NULL,
 * else `fill` — storage without VALUE is an input of the run, never a hidden default — then every
 * VALUE clause encoded per its item's format (group VALUEs as alphanumeric bytes, each occurrence
 * of a table, national as UTF-16BE). out has areas[a].size bytes. Returns 0, or -1 with err. */
int cbl_layout_init_area(const cbl_layout *l, int a, const unsigned char *image, unsigned char fill,
                         unsigned char *out, char *err, size_t errlen);

/* Writes field f's VALUE clause, encoded per its format, to dst (f->size bytes): what
 * cbl_layout_init_area and INITIALIZE ... TO VALUE store. Returns 0, or -1 with err. */
int cbl_layout_encode_value(const cbl_layout *l, const cbl_field *f, unsigned char *dst,
                            char *err, size_t errlen);

/* Whether alphanumeric literal lit ({"str"}, or ALL of one) has a character the run's encoding
 * cannot hold (CP037 has no euro sign, no code page here has CJK text); if so, why says which
 * character, its code point and the code page. Returns 1 or 0. */
int cbl_literal_unmappable(const cbl_options *o, const json_t *lit, char *why, size_t cap);

/* Encodes a literal (JSON {"num"}, {"str"}, {"hex"}, {"national"}, {"national_hex"},
 * {"figurative"}, {"all": …}) as the alphanumeric bytes of the run's encoding into buf (cap
 * bytes); returns the length, or -1 (numeric literals give their unsigned digits). For ALL and
 * figuratives one repetition unit is written and *repeat set. */
long cbl_literal_bytes(const cbl_options *o, const json_t *lit, unsigned char *buf, size_t cap,
                       int *repeat);

/* Encodes a literal as national (UTF-16BE) characters into buf (2 * cap_chars bytes): N"…" and
 * NX"…" as written, alphanumeric literals and figurative constants converted character by
 * character (Language Reference, "National literals"; IBM converts an alphanumeric literal used
 * where national data is required). For ALL and figuratives one repetition unit is written and
 * *repeat set. Returns the number of characters (UTF-16 code units), or -1. */
long cbl_literal_national(const cbl_options *o, const json_t *lit, unsigned char *buf, size_t cap_chars,
                          int *repeat);

/* A JSON dump of the layout ({"areas": [...], "fields": [{id,name,level,area,offset,size,category,
 * usage,...}]}) for tools and the run's output. New reference. */
json_t *cbl_layout_json(const cbl_layout *l);

#endif
