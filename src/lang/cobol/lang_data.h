/* lang_data.h — a COBOL program's inputs for the relational checks (rel/lang.h): the records of
 * every file it reads as typed trees (rel/type.h), admissible data sets generated from the record
 * layouts, and the data sets a generated value stands for. Private to interp_lang.c. */
#ifndef EQUIV_LANG_COBOL_LANG_DATA_H
#define EQUIV_LANG_COBOL_LANG_DATA_H

#include <jansson.h>
#include <stdint.h>

#include "core/arena.h"
#include "lang/cobol/codec.h"
#include "lang/cobol/dataset.h"
#include "lang/cobol/interp.h"
#include "rel/lang.h"

struct strbuf;

/* Most records per input file by default (`equiv diff --records N` sets another): the SEQ bound of
 * the input types, the most records the generator makes and the symbolic executor follows one by
 * one (a proof by induction over the records holds for files of any length). */
#define CBL_REL_RECORDS 6
#define CBL_REL_RECORDS_MAX 64
/* The lines ACCEPT reads from SYSIN are an input of this name: card images of 80 bytes. */
#define CBL_REL_SYSIN "SYSIN"
#define CBL_REL_SYSIN_LRECL CBL_SYSIN_LRECL
/* The clock ACCEPT FROM DATE/DAY/DAY-OF-WEEK/TIME reads is an input of this name: one record of
 * two zoned fields, DATE (YYYYMMDD, a calendar date of the years below) and TIME (HHMMSShh). */
#define CBL_REL_CLOCK "CLOCK"
#define CBL_REL_CLOCK_YEAR_MIN 1901
#define CBL_REL_CLOCK_YEAR_MAX 2099
/* The PARM of a main program's PROCEDURE DIVISION USING is an input of this name: one record of a
 * binary halfword LENGTH (at most CBL_REL_PARM_MAX, z/OS's limit) and a TEXT of that many
 * printable characters and more (only the first LENGTH are passed). */
#define CBL_REL_PARM "PARM"
#define CBL_REL_PARM_MAX 100

/* One field of an input record as the generator and the symbolic executor see it. */
/* CBL_RF_TEXT: printable characters only (the EBCDIC codes of ASCII 0x20-0x7E: a SYSIN line is a
 * line of text, which neither a line end nor a NUL can be part of). */
typedef enum cbl_rel_fkind { CBL_RF_DECIMAL, CBL_RF_ALNUM, CBL_RF_ALPHA, CBL_RF_SLACK, CBL_RF_TEXT } cbl_rel_fkind;
/* CBL_RF_TEXT's bytes as ranges [lo, hi] of EBCDIC codes (code pages 037 and 1140 agree on them):
 * the one table the generator, the model reader and the symbolic executor's validity use. */
#define CBL_REL_TEXT_NRANGES 16
extern const unsigned char cbl_rel_text_ranges[CBL_REL_TEXT_NRANGES][2];
/* CBL_RF_ALPHA's bytes (PICTURE A: letters and space; Language Reference, "Alphabetic items") the
 * same way: the EBCDIC codes of A-Z, a-z and space. */
#define CBL_REL_ALPHA_NRANGES 7
extern const unsigned char cbl_rel_alpha_ranges[CBL_REL_ALPHA_NRANGES][2];
typedef struct cbl_rel_field {
  const char *name;
  cbl_rel_fkind kind;
  cbl_num_desc num; /* CBL_RF_DECIMAL */
  size_t len;
} cbl_rel_field;

/* The program `unit` (nested ones included) of a front-end document, or NULL. */
const json_t *cbl_rel_program(const json_t *doc, const char *unit);

/* The inputs of program `unit`: one per file it opens INPUT, I-O or EXTEND (in SELECT order), and
 * after them, when it ACCEPTs from SYSIN (or SYSIPT, CONSOLE), the lines it reads (CBL_REL_SYSIN),
 * then, when it ACCEPTs FROM DATE, DAY, DAY-OF-WEEK or TIME, the clock (CBL_REL_CLOCK), and last,
 * for PROCEDURE DIVISION USING one item, the PARM (CBL_REL_PARM),
 * named by its DD name, of type SEQ (bound `records`) of AGG records whose fields are the
 * elementary items of the FD's longest record description (OCCURS expanded), each a DECIMAL
 * (zoned/packed/binary) or BYTES (alphanumeric, EBCDIC text), with its admissibility in words.
 * Returns the count, or -1 with "unsupported: <construct> at file:line:col" (or why the program
 * cannot be run on generated data sets: SYSIN, PARM, variable-length records, REDEFINES, …). */
int cbl_rel_inputs(const json_t *doc, const char *unit, int records, rel_input **ins, arena *a, char *why,
                   size_t whyn);

/* Probe round k's data sets for ins[0..n) (rel_lang.gen): valid values by PICTURE and USAGE under
 * IBM's sign conventions (zoned C/D/F, packed C/D/F, big-endian binary), the boundary values
 * (0, ±1 unit of the last digit, the largest and smallest), the program's own literals and
 * condition-name values (and ±1 unit around numeric ones), record counts 0, 1, 2, the bound and
 * between, and on every other round records in ascending order with few distinct values of the
 * first field (the control breaks of sorted input). Deterministic from *rng and k. */
int cbl_rel_gen(const json_t *doc, const char *unit, int records, const rel_input *ins, int n, unsigned k,
                uint64_t *rng, rel_value *out, arena *a);

/* The PARM value v as `--parm` text (Latin-1, its LENGTH characters) into out. Returns the length,
 * or -1 when v is not one record of an admissible PARM. */
int cbl_rel_parm_text(const rel_value *v, char *out, size_t n);
/* The clock value v as `--clock` text (YYYY-MM-DDTHH:MM:SS.hh) into out. Returns 0, or -1 when
 * v is not one record of zoned digits. */
int cbl_rel_clock_text(const rel_value *v, char *out, size_t n);

/* The inputs that are not files: their indexes among the inputs (cbl_rel_inputs), -1 for none. */
typedef struct cbl_rel_special {
  int sysin, clock, parm;
} cbl_rel_special;

/* The DD names of every file of program `unit` (SELECT order, sort files left out) into *dds, and
 * for each the index of its input (cbl_rel_inputs) in *arg, or -1 for a file only written; the
 * inputs that are not files into *sp (when not NULL). Returns the count of files, or -1 with why
 * (as cbl_rel_inputs). */
int cbl_rel_dds(const json_t *doc, const char *unit, const char ***dds, int **arg, cbl_rel_special *sp, arena *a,
                char *why, size_t whyn);

/* The record length of the file on DD dd of program unit (its longest record description) and
 * whether it is line sequential (*line, for a file only written). Returns 0, or -1 (no such DD). */
int cbl_rel_dd_shape(const json_t *doc, const char *unit, const char *dd, size_t *lrecl, int *line, arena *a);

/* The records of input value v of type t (a SEQ of AGG records of byte fields) as bytes into out,
 * back to back (line: each followed by a line feed). ascii: as cobc -fsign=EBCDIC reads them, text
 * and zoned bytes through code page 037 to Latin-1, packed and binary fields as they are. */
void cbl_rel_data_set_bytes(const rel_type *t, const rel_value *v, int ascii, int line, struct strbuf *out);

/* The data set that value v of input type t (a SEQ of AGG records of byte fields) stands for:
 * each record is its fields' bytes in order. */
void cbl_rel_dataset(const rel_value *v, cbl_dataset *ds);

/* The record fields (in order, covering the record), the record length and the DD name of input
 * `input` (cbl_rel_inputs' numbering). Returns 0, or -1 with why. */
int cbl_rel_input_fields(const json_t *doc, const char *unit, int input, const cbl_rel_field **f, int *nf,
                         size_t *lrecl, const char **dd, arena *a, char *why, size_t whyn);

/* rel_lang.tree_value: the data set of input `in` under a solver model, from the variables the
 * symbolic executor (symex.h) names from base "in<i>": "in<i>_n" (32 bits, the record count) and
 * "in<i>_r<k>_<j>" (byte j of record k); a byte the model leaves free is a valid one. */
int cbl_rel_tree_value(const json_t *doc, const char *unit, int records, const rel_input *in, term_ref base, term_ctx *tc,
                       term_ref (*eval)(void *ectx, term_ref t), void *ectx, rel_value *out, arena *a);

#endif
