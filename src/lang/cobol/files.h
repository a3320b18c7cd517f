/* files.h — the COBOL file model: an in-memory, deterministic file system for sequential, line
 * sequential, relative and indexed files, setting IBM Enterprise COBOL file status codes. */
#ifndef EQUIV_LANG_COBOL_FILES_H
#define EQUIV_LANG_COBOL_FILES_H

#include <stddef.h>

/* The file status codes the model sets (IBM Enterprise COBOL for z/OS Language Reference,
 * "Common processing facilities", "File status key", Table 1). The enum value is the two-digit
 * number; key 1 (the tens digit) is the class: 0 successful, 1 at end, 2 invalid key,
 * 3 permanent error, 4 logic error. X(code, meaning). */
#define CBL_FSTATUS_LIST(X)                                                                     \
  X(00, "successful completion")                                                               \
  X(02, "successful, duplicate alternate key (READ: next record has the same key value; "      \
        "WRITE/REWRITE: an alternate key WITH DUPLICATES now has a duplicate)")                \
  X(04, "successful READ, but the record length does not conform to the file's attributes")   \
  X(05, "successful OPEN of an OPTIONAL file that is not present (created for I-O/EXTEND)")    \
  X(07, "successful CLOSE REEL/UNIT/NO REWIND/FOR REMOVAL or OPEN NO REWIND on a non-reel "    \
        "medium")                                                                              \
  X(10, "at end: no next logical record (or OPTIONAL input file not present)")                \
  X(14, "at end: relative record number does not fit the RELATIVE KEY item")                  \
  X(21, "invalid key: sequence error (sequential WRITE not ascending, or REWRITE changed the " \
        "prime key)")                                                                          \
  X(22, "invalid key: duplicate prime key, relative record number, or alternate key without "  \
        "DUPLICATES")                                                                          \
  X(23, "invalid key: record not found (or START/random READ on an absent OPTIONAL file)")     \
  X(24, "invalid key: boundary violation (beyond the file's space, or relative record number " \
        "too large for the RELATIVE KEY on sequential WRITE)")                                 \
  X(30, "permanent error")                                                                     \
  X(34, "permanent error: boundary violation writing a sequential file")                      \
  X(35, "OPEN INPUT/I-O/EXTEND of a non-OPTIONAL file that is not present")                    \
  X(37, "OPEN mode not allowed for this file")                                                 \
  X(38, "OPEN of a file closed WITH LOCK")                                                     \
  X(39, "OPEN: the data set's fixed attributes conflict with the program's description")       \
  X(41, "OPEN of a file that is already open")                                                 \
  X(42, "CLOSE of a file that is not open")                                                    \
  X(43, "REWRITE/DELETE in sequential access without a successful READ just before")          \
  X(44, "WRITE/REWRITE record length outside the file's limits (or REWRITE changed the length " \
        "of a sequential record)")                                                             \
  X(46, "sequential READ with no valid next record (after at end, or a failed READ/START)")    \
  X(47, "READ/START on a file not open INPUT or I-O")                                          \
  X(48, "WRITE on a file not open in a mode that allows WRITE")                                \
  X(49, "REWRITE/DELETE on a file not open I-O")

#define CBL_FSTATUS_ENUM_(c, m) CBL_FS_##c = 1##c - 100,
typedef enum cbl_fstatus {
  CBL_FSTATUS_LIST(CBL_FSTATUS_ENUM_)
  /* Not a file status: the statement is one the compiler rejects for this file (e.g. DELETE on a
   * sequential file, READ PREVIOUS without ACCESS DYNAMIC). cbl_file_reason says which rule. */
  CBL_FS_REJECTED = -1,
} cbl_fstatus;
#undef CBL_FSTATUS_ENUM_

/* The two characters of the status ("00" … "49"), or "??" for CBL_FS_REJECTED. */
const char *cbl_fstatus_text(cbl_fstatus s);
/* IBM's meaning of the status (from CBL_FSTATUS_LIST). */
const char *cbl_fstatus_meaning(cbl_fstatus s);
/* Status key 1 = '0': the statement succeeded (its NOT AT END / NOT INVALID KEY phrase runs). */
int cbl_fstatus_successful(cbl_fstatus s);
/* Status key 1 = '1': the AT END condition (AT END phrase, else a USE declarative). */
int cbl_fstatus_at_end(cbl_fstatus s);
/* Status key 1 = '2': the INVALID KEY condition (INVALID KEY phrase, else a USE declarative). */
int cbl_fstatus_invalid_key(cbl_fstatus s);
/* Status key 1 = '3', '4' (or 9): an error that, without FILE STATUS or an applicable USE
 * declarative, ends the run with an abend (IBM: "If no FILE STATUS clause ... and no
 * EXCEPTION/ERROR declarative ... the run unit is terminated"). */
int cbl_fstatus_error(cbl_fstatus s);

typedef enum cbl_file_org {
  CBL_ORG_SEQUENTIAL,      /* QSAM: records in arrival order */
  CBL_ORG_LINE_SEQUENTIAL, /* z/OS UNIX text file: one record per line */
  CBL_ORG_RELATIVE,        /* VSAM RRDS: slots numbered from 1 */
  CBL_ORG_INDEXED,         /* VSAM KSDS: records in prime-key order, optional alternate indexes */
} cbl_file_org;

typedef enum cbl_file_access { CBL_ACC_SEQUENTIAL, CBL_ACC_RANDOM, CBL_ACC_DYNAMIC } cbl_file_access;
typedef enum cbl_open_mode { CBL_OPEN_INPUT, CBL_OPEN_OUTPUT, CBL_OPEN_IO, CBL_OPEN_EXTEND } cbl_open_mode;

/* START key relations. NOT < is GE and NOT > is LE. */
typedef enum cbl_start_rel { CBL_START_EQ, CBL_START_GT, CBL_START_GE, CBL_START_LT, CBL_START_LE } cbl_start_rel;

/* OPEN phrase flags. */
enum { CBL_OPEN_NO_REWIND = 1, CBL_OPEN_REVERSED = 2 };
/* CLOSE phrase flags. */
enum { CBL_CLOSE_REEL = 1, CBL_CLOSE_UNIT = 2, CBL_CLOSE_NO_REWIND = 4, CBL_CLOSE_LOCK = 8,
       CBL_CLOSE_FOR_REMOVAL = 16 };

/* A key of an indexed file: a byte range of the record, compared as unsigned bytes (VSAM compares
 * keys in binary, so EBCDIC data sorts in the EBCDIC collating sequence). */
typedef struct cbl_file_key {
  size_t offset, length;
  int duplicates; /* alternate keys only: WITH DUPLICATES */
} cbl_file_key;

/* What the program says about a file (SELECT and FD). */
typedef struct cbl_file_desc {
  const char *name;          /* file-name, for messages (copied) */
  cbl_file_org org;
  cbl_file_access access;    /* sequential and line sequential files: CBL_ACC_SEQUENTIAL only */
  size_t min_len, max_len;   /* record length limits; fixed-length records when equal */
  int optional;              /* SELECT OPTIONAL */
  const cbl_file_key *keys;  /* indexed: keys[0] the RECORD KEY, then ALTERNATE RECORD KEYs */
  int nkeys;                 /* (copied) */
  unsigned relkey_digits;    /* relative: digits of the RELATIVE KEY item; 0 = no RELATIVE KEY */
} cbl_file_desc;

/* The fixed attributes of a present data set, checked at OPEN against the description (status 39). */
typedef struct cbl_file_attrs {
  cbl_file_org org;
  int variable;              /* RECFM V (RDW) rather than F; for VSAM: min < max */
  size_t lrecl;              /* record length (fixed) or maximum record length (variable) */
  size_t key_offset, key_length; /* indexed: the prime key (KSDS KEYS parameter) */
} cbl_file_attrs;

typedef struct cbl_file cbl_file;

/* Whether d is a description the compiler would accept (keys inside the minimum record, access
 * mode legal for the organization, …): NULL, or a sentence saying what is wrong. */
const char *cbl_file_desc_check(const cbl_file_desc *d);

/* A closed file with no data set (not present) for a description that passes cbl_file_desc_check
 * (asserted). Owns copies of everything it is given. */
cbl_file *cbl_file_new(const cbl_file_desc *d);
void cbl_file_free(cbl_file *f);

/* Makes the data set present and empty, with the description's attributes (or attrs if not NULL:
 * an OPEN then fails with 39 if they conflict). Records are then loaded with cbl_file_load. */
void cbl_file_set_present(cbl_file *f, const cbl_file_attrs *attrs);
/* Adds a record of the input data set (before any OPEN). relnum: the slot number of a relative
 * file (ignored otherwise). Records longer or shorter than the description are kept as they are
 * (READ reports 04). Returns 0, or -1 with cbl_file_reason set: a duplicate prime key or relative
 * slot, a duplicate alternate key without DUPLICATES, a record too short to hold a key. */
int cbl_file_load(cbl_file *f, const void *rec, size_t len, unsigned long relnum);
/* cbl_file_load without the copy: the record stays at rec, which must stay unchanged while it is
 * part of the content (the file never writes through it: REWRITE stores a new copy). For records
 * inside a block given to cbl_file_adopt. */
int cbl_file_load_in_place(cbl_file *f, const void *rec, size_t len, unsigned long relnum);
/* f takes a malloc'd block (an input image its records point into) and frees it when its content
 * goes (cbl_file_set_present, OPEN OUTPUT) or with f. */
void cbl_file_adopt(cbl_file *f, void *block);
/* Makes room for nrecs more records of nbytes bytes in all before they are loaded (a hint: one
 * allocation each instead of doublings). */
void cbl_file_reserve(cbl_file *f, size_t nrecs, size_t nbytes);
/* Space limit of the data set in records ("externally defined boundaries"): a WRITE that would
 * exceed it gets 34 (sequential) or 24 (relative, indexed). 0 = unlimited (the default). */
void cbl_file_set_limit(cbl_file *f, size_t max_records);

/* The RELATIVE KEY data item's value: set before a random READ/WRITE/REWRITE/DELETE/START of a
 * relative file, updated by sequential READ and sequential WRITE. */
void cbl_file_set_relkey(cbl_file *f, unsigned long n);
unsigned long cbl_file_relkey(const cbl_file *f);

/* The statements. Each returns the status IBM puts in the FILE STATUS item (or CBL_FS_REJECTED).
 * rec is the record area (max_len bytes for READ). */
cbl_fstatus cbl_file_open(cbl_file *f, cbl_open_mode mode, unsigned flags);
cbl_fstatus cbl_file_close(cbl_file *f, unsigned flags);
/* Format 1 READ [NEXT]: the next record in the key of reference (the prime key unless a START
 * or random READ chose another). *len gets the record's length; line sequential records are
 * padded with spaces (space = 0x20, or 0x40 after cbl_file_set_ebcdic) to max_len. */
cbl_fstatus cbl_file_read_next(cbl_file *f, void *rec, size_t *len);
/* READ PREVIOUS (indexed files, ACCESS DYNAMIC; rejected otherwise). */
cbl_fstatus cbl_file_read_prev(cbl_file *f, void *rec, size_t *len);
/* Format 2 READ (random): indexed — the record whose key number `key` (0 prime) equals that key's
 * bytes in rec; relative — the slot cbl_file_relkey. key becomes the key of reference. */
cbl_fstatus cbl_file_read_key(cbl_file *f, int key, void *rec, size_t *len);
cbl_fstatus cbl_file_write(cbl_file *f, const void *rec, size_t len);
cbl_fstatus cbl_file_rewrite(cbl_file *f, const void *rec, size_t len);
/* DELETE: random/dynamic indexed files take the prime key from rec; relative files the relkey;
 * in sequential access the record last read is deleted (rec may be NULL). */
cbl_fstatus cbl_file_delete(cbl_file *f, const void *rec);
/* START KEY rel: indexed — key number `key`, comparing its first keylen bytes (0 = whole key;
 * the KEY data-name may be a leftmost part of the key) with those bytes in rec; relative — the
 * relkey (key and keylen ignored). */
cbl_fstatus cbl_file_start(cbl_file *f, int key, cbl_start_rel rel, size_t keylen, const void *rec);

/* Line sequential files: the padding byte is the EBCDIC space (0x40) instead of 0x20. */
void cbl_file_set_ebcdic(cbl_file *f, int ebcdic);

/* Why the last statement was rejected or failed, or why cbl_file_load failed ("" if nothing). */
const char *cbl_file_reason(const cbl_file *f);
const cbl_file_desc *cbl_file_description(const cbl_file *f);
int cbl_file_is_open(const cbl_file *f);
/* Whether the data set exists (present at the start, or created by OPEN OUTPUT/I-O/EXTEND). */
int cbl_file_exists(const cbl_file *f);

/* The outcome: the records written, rewritten and deleted, in execution order (successful
 * statements only — a failed one changes nothing), and the final content. */
typedef enum cbl_file_event_kind { CBL_EV_WRITE, CBL_EV_REWRITE, CBL_EV_DELETE } cbl_file_event_kind;
typedef struct cbl_file_event {
  cbl_file_event_kind kind;
  unsigned long relnum;       /* relative files: the slot; 0 otherwise */
  const unsigned char *data;  /* WRITE/REWRITE: the new record; DELETE: the record removed */
  size_t len;
} cbl_file_event;
/* The log is kept only after cbl_file_keep_events(f, 1) (it copies every record written; a run
 * compares the final content, never the log). */
void cbl_file_keep_events(cbl_file *f, int on);
size_t cbl_file_event_count(const cbl_file *f);
const cbl_file_event *cbl_file_event_at(const cbl_file *f, size_t i);
/* Final content in file order (sequential: arrival; relative: slot; indexed: prime key). */
size_t cbl_file_record_count(const cbl_file *f);
const unsigned char *cbl_file_record_at(const cbl_file *f, size_t i, size_t *len, unsigned long *relnum);

#endif
