/* print.h — print files as IBM Enterprise COBOL writes them: the carriage-control byte of each
 * record of a sequential file that WRITE … ADVANCING or LINAGE makes a print file, the records a
 * WRITE puts out, and the rendering of such a data set as a readable report (and back).
 *
 * The rules (docs/cobol-run.md, "Print files"):
 * - ADV (the default; Programming Guide, "ADV"): the record on the device is one byte longer than
 *   the record description, the control character first; NOADV: the control character replaces
 *   the record's first byte. A file with LINAGE is treated as under ADV whatever the option.
 * - ASA control characters when every WRITE … ADVANCING of the file says AFTER (or none says
 *   anything): ' ' space 1 line, '0' 2 lines, '-' 3 lines, '+' no spacing, '1' … '9', 'A' … 'C'
 *   skip to channel 1 … 12 (PAGE and C01 are channel 1), all acting before the record is printed.
 *   (IBM support document swg21240217 lists the characters). The manuals do not say how a move
 *   ASA cannot express in one character (more than 3 lines, or a skip followed by lines) is
 *   written: here as blank records before the record ('-' for each 3 lines, then the rest on the
 *   record), which prints the same page.
 * - machine control characters when a WRITE of the file says BEFORE (same document: "Using
 *   BEFORE ADVANCING or a mix of BEFORE and AFTER will produce machine format control
 *   characters"): the record's byte is a write-and-space command acting after printing (X'01' no
 *   space, X'09' 1 line, X'11' 2, X'19' 3, X'89'+8(n-1) skip to channel n); a move before the
 *   record (AFTER) is written as records holding only an immediate command (X'0B' 1 line, X'13'
 *   2, X'1B' 3, X'8B'+8(n-1) skip to channel n), and so is the rest of a BEFORE move beyond 3. */
#ifndef EQUIV_LANG_COBOL_PRINT_H
#define EQUIV_LANG_COBOL_PRINT_H

#include <jansson.h>
#include <stddef.h>

#include "lang/cobol/dataset.h"

/* The line control of one WRITE, as a string: the moves before the record, then CBL_PRT_AT
 * (where the record is printed), then the moves after it (no CBL_PRT_AT: all moves are before).
 * A move is '\n' (one line), '\r' (no spacing: print over the current line), '\f' (skip to
 * channel 1) or CBL_PRT_CHANNEL + n for a skip to channel n (2 … 12). */
#define CBL_PRT_AT 1
#define CBL_PRT_CHANNEL 0x80

typedef struct cbl_print_opts {
  int machine;  /* machine control characters (a WRITE of the file says BEFORE) */
  int noadv;    /* NOADV: the control character is the record's first byte */
  int ebcdic;   /* the ASA characters and the blank records' spaces in EBCDIC */
  size_t lrecl; /* the record description's length (the longest record) */
} cbl_print_opts;

/* The ADVANCING phrase's kind, decoded once from the word the front end writes (cbl_adv_of:
 * NULL is no phrase, "page", "mnemonic", any other word a number of lines). */
typedef enum cbl_adv { CBL_ADV_NONE, CBL_ADV_LINES, CBL_ADV_PAGE, CBL_ADV_MNEMONIC } cbl_adv;
cbl_adv cbl_adv_of(const char *kind);

/* The line control of one WRITE on a print file (the rule both executors use): kind is PAGE,
 * MNEMONIC (env: the mnemonic-name's environment-name, NULL when it has none), LINES (count
 * lines), or NONE for a WRITE without ADVANCING (AFTER 1 LINE: Programming Guide, "Writing QSAM
 * files to a printer"); before: the phrase says BEFORE. Writes the string (at most 102 bytes with
 * its NUL) to ctl and returns its length; -1 when env names no carriage control (C01 … C12, CSP),
 * -2 when count is outside 0 … 99. */
int cbl_print_control(cbl_adv kind, int before, long count, const char *env, char *ctl);

/* The records one WRITE with line control ctl puts out, as their control bytes: cc[i], and
 * is_data[i] 1 for the record itself, 0 for a blank record (spaces) that only moves the paper.
 * cc and is_data hold at least 2 * strlen(ctl) + 2 entries. Returns the count, or -1 with err
 * when ctl holds a move ASA cannot express. */
int cbl_print_plan(const cbl_print_opts *o, const char *ctl, unsigned char *cc, int *is_data, char *err,
                   size_t errn);

/* Appends to out the records one WRITE of rec (len bytes) with line control ctl puts out.
 * Returns 0, or -1 with err when ctl holds a move ASA cannot express. */
int cbl_print_records(const cbl_print_opts *o, const char *ctl, const unsigned char *rec, size_t len,
                      cbl_dataset *out, char *err, size_t errn);

/* Renders a print data set (each record's first byte its control character) as a text report:
 * the moves before a record as line ends ('\n'), a form feed for channel 1 and a carriage return
 * for no spacing, then the record without its trailing spaces, the moves after it likewise; the
 * report ends with a line end when its last line is open. The translation of ASA characters is
 * z/OS XL C/C++'s for ASA text files (' ' = "\n", '0' = "\n\n", '-' = "\n\n\n", '1' = "\f",
 * '+' = "\r"). A record printed on a line that already holds a printed record (overprinting) is
 * preceded by '\r'. Channels 2 … 12 have no text form without a forms control buffer: refused.
 * Returns 0 (*out heap, caller frees), or -1 with "record N: …" in err. */
int cbl_print_render(int machine, int ebcdic, const cbl_dataset *ds, unsigned char **out, size_t *outlen,
                     char *err, size_t errn);

/* The reverse for ASA: a text report (line ends, form feeds, carriage returns before each line)
 * as records of lrecl bytes (the control character, then the line padded with spaces). The first
 * line without a control before it gets ' ' (as z/OS XL C/C++ does). Returns 0, or -1 with err
 * (a line longer than lrecl - 1, naming its byte offset). */
int cbl_print_from_text(int ebcdic, const unsigned char *buf, size_t len, size_t lrecl, cbl_dataset *ds,
                        char *err, size_t errn);

/* LINAGE (Language Reference, "LINAGE clause", "LINAGE-COUNTER", "WRITE statement" END-OF-PAGE):
 * the logical page is top margin + page body + bottom margin; LINAGE-COUNTER is the line of the
 * body the device is at: 1 at OPEN (the top margin then pending before the first record), +n for
 * ADVANCING n (1 without the phrase), 1 again when the device moves to the first body line of the
 * next page (ADVANCING PAGE, or page overflow: the counter would pass the body). The rules both
 * executors use; the interpreter takes the geometry from data-names at OPEN and for each page. */
typedef struct cbl_linage {
  long body, foot, top, bot; /* foot 0: no FOOTING phrase */
} cbl_linage;

/* Whether geometry g is one IBM allows: a body of 1-9999 lines, the footing within it, margins of
 * 0-9999 lines (has_foot: the clause has FOOTING). */
int cbl_linage_valid(const cbl_linage *g, int has_foot);

/* One WRITE on a LINAGE file at counter ctr: page (ADVANCING PAGE) or n lines (0-99). Returns 1
 * when the WRITE goes to the next page (the caller takes that page's geometry and calls
 * cbl_linage_next_page), with *eop set for an overflow (not for PAGE); else 0 with *ctr advanced
 * and *eop set when the footing is reached (counter >= footing). */
int cbl_linage_advance(const cbl_linage *g, long *ctr, int page, long n, int *eop);

/* The lines from line ctr of page cur to the first body line of the next page, whose top margin is
 * top_next; the counter is then 1. */
long cbl_linage_next_page(const cbl_linage *cur, long ctr, long top_next);

/* The line control of such a WRITE (print.h's form: moves, CBL_PRT_AT, moves) into ctl (cap
 * bytes): pend pending lines (the top margin after OPEN) and the move before the record, or after
 * it under BEFORE. Returns the length, or -1 when cap is too small. */
long cbl_linage_control(long pend, long move, int before, char *ctl, size_t cap);

/* The environment-name (SYSOUT, CONSOLE, C01, …) that mnemonic-name mn stands for in the
 * SPECIAL-NAMES of one program's JSON, or NULL: what DISPLAY UPON and WRITE ADVANCING name. */
const char *cbl_environment_name(const json_t *prog, const char *mn);

#endif
