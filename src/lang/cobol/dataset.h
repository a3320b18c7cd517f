/* dataset.h — on-disk data set formats Equiv reads (input files of a run) and writes (output
 * files, atomically): fixed records, IBM RDW variable records, text lines, relative slots. */
#ifndef EQUIV_LANG_COBOL_DATASET_H
#define EQUIV_LANG_COBOL_DATASET_H

#include <stddef.h>

#include "lang/cobol/files.h"

/* Formats (docs/cobol-datasets.md). An indexed file is stored as a FIXED or VARIABLE image of its
 * records in prime-key order. */
typedef enum cbl_ds_format {
  CBL_DS_FIXED,    /* records of exactly lrecl bytes, back to back (RECFM F/FB) */
  CBL_DS_VARIABLE, /* each record preceded by an RDW: 2-byte big-endian length including the
                    * 4-byte RDW, then 2 zero bytes (RECFM V/VB without block descriptors) */
  CBL_DS_LINE,     /* line sequential: records end with a newline (0x0A in ASCII, 0x15 NL in EBCDIC) */
  CBL_DS_RELATIVE, /* slots of 4 + lrecl bytes: an RDW-style header (length 0 = empty slot),
                    * then the record padded with 0x00 to lrecl */
} cbl_ds_format;

/* The format's name as used on the command line ("fixed", "variable", "line", "relative"). */
const char *cbl_ds_format_name(cbl_ds_format f);
/* Parses a name ("fixed"/"f", "variable"/"v"/"rdw", "line"/"text", "relative"/"rrds");
 * -1 if unknown. */
int cbl_ds_format_parse(const char *name);

typedef struct cbl_ds_record {
  unsigned char *data;
  size_t len;
  unsigned long relnum; /* relative data sets: the slot number (1-based); 0 otherwise */
} cbl_ds_record;

/* A data set in memory: its records in file order. Owns the record bytes, which live in chunks
 * of its own (cbl_ds_add; no allocation per record): a record's bytes may be changed in place,
 * never freed or reallocated alone. An empty data set is {0}. */
typedef struct cbl_dataset {
  cbl_ds_record *recs;
  size_t n, cap;
  struct cbl_ds_chunk *mem;
} cbl_dataset;

/* Options of the byte image. */
typedef struct cbl_ds_opts {
  cbl_ds_format format;
  size_t lrecl;        /* FIXED/RELATIVE: the record (slot) length; VARIABLE: maximum record
                        * length (0 = up to 32752, the QSAM limit); LINE: ignored on read */
  int ebcdic;          /* LINE: newline 0x15 and space 0x40 instead of 0x0A and 0x20 */
  int keep_trailing;   /* LINE write: keep trailing spaces (default: removed, as GnuCOBOL does) */
} cbl_ds_opts;

/* Makes room for nrecs more records holding nbytes bytes in all (one allocation each instead of
 * doublings: loading 100,000 records copied the record table 11 times). A hint: cbl_ds_add
 * still grows past it. */
void cbl_ds_reserve(cbl_dataset *ds, size_t nrecs, size_t nbytes);
/* Appends a copy of a record. */
void cbl_ds_add(cbl_dataset *ds, const void *data, size_t len, unsigned long relnum);
void cbl_ds_free(cbl_dataset *ds);

/* Parses a byte image. Returns 0, or -1 with a one-line message in err (size errn) naming the
 * byte offset: "offset 120: RDW length 2 is less than 4". ds is left empty on error. */
int cbl_ds_parse(const cbl_ds_opts *o, const unsigned char *buf, size_t len, cbl_dataset *ds, char *err, size_t errn);
/* Serialises ds into a heap buffer (*out, *outlen; caller frees). Returns 0, or -1 with err when
 * a record does not fit the format (longer than lrecl, not exactly lrecl for FIXED, a newline
 * byte inside a LINE record, a relative slot 0 or out of order). */
int cbl_ds_serialize(const cbl_ds_opts *o, const cbl_dataset *ds, unsigned char **out, size_t *outlen, char *err,
                     size_t errn);

/* Reads a file (err: "PATH: offset N: …" or "PATH: cannot read: …"). */
int cbl_ds_read_file(const char *path, const cbl_ds_opts *o, cbl_dataset *ds, char *err, size_t errn);
/* Reads a file as the present input data set of f (cbl_ds_read_file then cbl_ds_to_file) without
 * copying its records: f keeps the file's image and its records point into it. Why: a run over
 * 100,000 records copied each three times (image, data set, file), most of loading the input
 * (make bench). Returns 0; -1 when the file cannot be read or parsed (err as cbl_ds_read_file's);
 * -2 when a record cannot be loaded (err as cbl_ds_to_file's; f is then empty). */
int cbl_ds_load_file(const char *path, const cbl_ds_opts *o, cbl_file *f, char *err, size_t errn);
/* Writes a file atomically (core/fsutil.h). */
int cbl_ds_write_file(const char *path, const cbl_ds_opts *o, const cbl_dataset *ds, char *err, size_t errn);
/* The same for the final content of f, read in place (no data set built: writing 100,000 records
 * copied each twice). */
int cbl_ds_write_file_of(const char *path, const cbl_ds_opts *o, const cbl_file *f, char *err, size_t errn);

/* Loads a data set as the present input data set of f (cbl_file_set_present, cbl_file_load).
 * Returns 0, or -1 with err (record number and the reason, e.g. a duplicate key). */
int cbl_ds_to_file(const cbl_dataset *ds, cbl_file *f, char *err, size_t errn);
/* The final content of f as a data set (relative slots keep their numbers). */
void cbl_ds_from_file(const cbl_file *f, cbl_dataset *ds);

/* Converts text between EBCDIC (code page cp: 37 or 1140) and ISO-8859-1 in place, record by
 * record. Only character (DISPLAY) data can be converted: a byte that has no counterpart, or that
 * maps to a control character (0x00-0x1F, 0x7F-0x9F in Latin-1 — the bytes of packed-decimal and
 * binary fields), is refused unless allow_control. Returns 0, or -1 with
 * "record N, byte M: …" in err. */
int cbl_ds_convert_text(cbl_dataset *ds, int to_ebcdic, int cp, int allow_control, char *err, size_t errn);

#endif
