/* interp.h — the concrete COBOL interpreter: runs a run unit (programs from the front end's JSON)
 * to its outcome (displayed lines, files, return code, abend) or to the reason it went wrong. */
#ifndef EQUIV_LANG_COBOL_INTERP_H
#define EQUIV_LANG_COBOL_INTERP_H

#include <jansson.h>
#include <stddef.h>

#include "lang/cobol/options.h"

struct cbl_dataset; /* dataset.h */

/* One DD statement of the run: the data set behind ASSIGN TO name. */
typedef struct cbl_dd {
  const char *name; /* DD name (the ASSIGN name, or its last component for ASSIGN TO UT-S-NAME) */
  const char *path; /* file on disk: read at OPEN INPUT/I-O/EXTEND, written at the end of the run */
  /* in_memory: no file is touched (path may be NULL). The data set present at the start is
   * `data` (NULL: none, as a DD naming a new data set), and what the run writes to the file is
   * returned in cbl_run_result.files (with write_files) instead of being written: generated
   * inputs (the relational checks' probes) need no file system. */
  int in_memory;
  const struct cbl_dataset *data;
} cbl_dd;

/* The non-COBOL routine model interface (DESIGN.md "External routines get a model"): a C function
 * that receives the CALL's arguments as byte ranges (BY REFERENCE: the caller's storage, writable;
 * BY CONTENT/VALUE: a copy) and may set RETURN-CODE. Returning nonzero makes the run go wrong with
 * the text written to why (e.g. an argument the model does not cover). */
typedef struct cbl_call_arg {
  unsigned char *bytes;
  size_t len;
  int by;             /* 0 reference, 1 content, 2 value */
  int omitted;
} cbl_call_arg;
typedef struct cbl_call_ctx {
  const cbl_options *opt; /* the run's options (encoding, code page) */
  long return_code;       /* RETURN-CODE on entry; the model stores the new value here */
  int abend;              /* set to 1 with abend_code to end the run with an abend */
  long abend_code;
} cbl_call_ctx;
typedef int (*cbl_call_model)(cbl_call_ctx *ctx, cbl_call_arg *args, int nargs, char *why,
                              size_t whyn);
/* Registers the model of routine `name` (upper case, up to 8 characters as on z/OS; a later
 * registration of the same name replaces the earlier one). Models built in: CEE3ABD and ILBOABN0
 * (abend); docs/cobol-run.md lists them. Not thread-safe; call before runs. */
void cbl_call_register(const char *name, cbl_call_model fn);

/* Inputs of a run. Everything that can change the outcome is here (DESIGN.md: choices are inputs). */
/* Fuel. A replay or a generated input of equiv diff runs a small data set: 100,000,000 statements
 * are far beyond any of them, and a looping input stops in under a minute. `equiv cobol run`
 * runs real batch jobs (a million records at a few hundred statements each, the conformance
 * suite's longest program): its default is 20 times that, about a quarter of an hour at the
 * interpreter's 2-3 million statements a second, and --fuel N sets any other. */
#define CBL_FUEL_REPLAY 100000000LL
#define CBL_FUEL_BATCH 2000000000LL

/* The record length of SYSIN: JES instream data (`//SYSIN DD *`) is 80-byte card images. */
#define CBL_SYSIN_LRECL 80

typedef struct cbl_run_opts {
  cbl_options opt;         /* the base options (IBM defaults or the differential-run settings,
                              i.e. the encoding); the main program's CBL/PROCESS lines apply on
                              top, then `options` (CBL syntax, e.g. "TRUNC(BIN)") from flags */
  const char *const *options;
  int noptions;
  const cbl_dd *dds;
  int ndds;
  const char *parm;        /* PARM text (main program's first LINKAGE item: halfword length +
                              text), or NULL */
  const char *const *sysin; /* ACCEPT lines (Latin-1 text, converted to the run's encoding): the
                               80-byte records of instream SYSIN (`DD *`), each padded with
                               spaces; a line must not be longer than CBL_SYSIN_LRECL */
  const size_t *sysin_len;  /* their lengths (bytes, NULs allowed), or NULL: NUL-terminated */
  int sysin_native;         /* the lines are bytes of the run's encoding already (not Latin-1) */
  int nsysin;
  const char *clock;       /* "YYYY-MM-DDTHH:MM:SS[.hh]" the clock every ACCEPT/CURRENT-DATE reads;
                              NULL = 2000-01-01T00:00:00 */
  long long fuel;          /* statements executed before the run goes wrong (0 = CBL_FUEL_REPLAY) */
  int fuel_flag;           /* the caller takes --fuel N: the out-of-fuel message says to raise it */
  int storage_fill;        /* storage without VALUE: -1 = by PICTURE (spaces / zeros, as cobc's
                              default), else this byte in every position */
  int write_files;         /* 1: write output data sets (atomically) at the end of the run */
  const char *main_program; /* the program to run (any program of the documents), NULL = the
                               first program of docs[0] */
  const char *const *switches; /* external switch settings "NAME=ON|OFF" (NAME an environment-name,
                                  UPSI-0 … or SWITCH-n, or its number); the others are OFF */
  int nswitches;
  const char *const *randoms; /* FUNCTION RANDOM's sequences "SEED=V1,V2,…" (interp_random.c):
                                 the first values of each seed's sequence, each 0 < V < 1 */
  int nrandoms;
  const char *const *uuids; /* FUNCTION UUID4's values, in the order the run asks for them
                               (interp_random.c): each a lower-case RFC 4122 version 4 UUID */
  int nuuids;
  /* Optional: every comparison of a relation condition as it is evaluated — numeric operands as
   * decimal text ("-12.30"), others as their bytes (the run's encoding) — for input generation
   * guided by what the program compares (equiv migrate). Costs nothing when NULL. */
  void (*on_compare)(void *ud, int numeric, const char *a, size_t alen, const char *b, size_t blen);
  /* Optional: every condition evaluated, its node (the JSON condition) and outcome: coverage. */
  void (*on_branch)(void *ud, const void *site, int taken);
  void *on_compare_ud; /* for both */
} cbl_run_opts;

/* The largest seed of RANDOM that yields a sequence of its own (IBM) and whether s is a valid
 * "SEED=V1,V2,…" (seed 0 … that, values 0.ddd or .ddd strictly between 0 and 1). */
#define CBL_RANDOM_MAX_SEED 2147483645L
int cbl_random_spec_ok(const char *s);
/* Whether s is a version 4 UUID as IBM's UUID4 writes it: 36 characters, lower-case hexadecimal
 * digits in groups of 8-4-4-4-12 joined by '-', the version digit 4 and the variant digit 8, 9,
 * a or b (RFC 4122; Language Reference, "UUID4", whose example is lower case). */
int cbl_uuid4_ok(const char *s);

/* An output data set of an in-memory DD (cbl_dd.in_memory): the records the run left in the file
 * (records as written, without the line control of WRITE … ADVANCING on a line sequential file;
 * a print file's records with their control characters, as on disk). */
typedef struct cbl_run_file {
  char *dd;                  /* the DD name */
  struct cbl_dataset *data;  /* owned by the result */
} cbl_run_file;

/* A print file the run wrote: its DD, whether its control characters are machine codes (else
 * ASA), whether NOADV put them in the record's first byte, the record length on the data set
 * (the control byte included) and whether the records are variable (RDW). */
typedef struct cbl_run_print {
  char *dd;
  int machine, noadv, variable;
  size_t lrecl;
} cbl_run_print;

typedef enum cbl_run_status { CBL_RUN_COMPLETED, CBL_RUN_ABENDED, CBL_RUN_WENT_WRONG } cbl_run_status;

typedef struct cbl_run_result {
  cbl_run_status status;
  char **display;          /* displayed lines, bytes in the run's encoding (NUL-terminated; a line
                              has no NUL inside unless displayed data had one: see display_len) */
  size_t *display_len;
  int ndisplay;
  long return_code;
  long abend_code;         /* meaningful when status is ABENDED */
  char *reason;            /* went wrong / abended: why; else NULL */
  char *loc;               /* "file:line:col" or NULL */
  long long steps;
  char *wrong_kind;        /* "unsupported", "out_of_fuel", "undefined_result" (went wrong) */
  char *setup_error;       /* a one-line input error (missing DD, malformed data set): no run */
  char *setup_loc;         /* its "file:line:col" when it is in the program text, else NULL;
                            * setup_error then starts with its [code] */
  cbl_options opt;         /* the options the run used (flags, then CBL/PROCESS lines) */
  cbl_run_file *files;     /* in-memory DDs written by the run (completed or abended), in the
                              order of the programs' SELECTs */
  int nfiles;
  cbl_run_print *prints;   /* the print files the run wrote (interp_print.c), in SELECT order */
  int nprints;
} cbl_run_result;

/* Runs the main program: the first program of docs[0]; docs[1..] (and nested programs) are the
 * other programs of the run unit that CALL can reach. The documents are borrowed. */
void cbl_run(json_t *const *docs, int ndocs, const cbl_run_opts *o, cbl_run_result *r);
void cbl_run_result_free(cbl_run_result *r);

/* {"status", "display", "return_code", "abend_code", "reason", "location", "files", "steps",
 * "options"} as docs/cobol-run.md documents it. New reference. */
json_t *cbl_run_result_json(const cbl_run_result *r, const cbl_run_opts *o);

/* The COBOL language's rel_lang table (rel/lang.h; static storage): load = the front end, units =
 * the programs, run = this interpreter with IBM's options and no data sets. */
struct rel_lang;
const struct rel_lang *cbl_rel_lang(void);
/* The program handle cbl_rel_lang's functions take, for a document parsed already (owned by the
 * handle from now on; unload frees both): records is the most records per input file its checks
 * follow (0: CBL_REL_RECORDS, lang_data.h). */
void *cbl_rel_prog(json_t *doc, int records);
/* The document a handle holds. */
const json_t *cbl_rel_prog_doc(const void *prog);

#endif
