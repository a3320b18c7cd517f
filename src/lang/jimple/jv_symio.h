/* jv_symio.h — the files a Java main reads and writes, on terms, for the symbolic executor
 * (jv_sym.c): `public static void main(String[] args)` of a batch program (a COBOL program's
 * translation) that reads the lines of the files its arguments name (BufferedReader.readLine)
 * and prints lines to files (PrintWriter.println) and to System.out.
 *
 * Its inputs (jv_lang.c) are "argc", the count of the command's words as the C and Rust rooms
 * count them (the program's name, then args.length arguments: args.length is argc - 1), and
 * "arg1".."argK", the lines of the file argument k names. File k is a sequence of lines named as
 * the Rust room names its own (so rel/xrec.h maps either the same way): argK_n lines (64 bits),
 * line r of length argK_<r>_len with bytes argK_<r>_<j>, argK_nl (the last line ends with a line
 * end); in a step of the induction over the lines, the iteration's line argK_it_<j>, argK_it_len,
 * argK_it_nl and argK_it_eof (no line: readLine gives null). The first JV_LINES lines of at most
 * JV_LINE_CAP bytes are followed (in the induction over the lines, as many bytes as
 * rel_sym_opts.line_cap asks up to JV_HEAD_MAX: a COBOL record's length); a later one is an
 * unknown case. The bytes are ASCII characters
 * other than LF and CR (the summary's precondition, stated in its assumptions): BufferedReader
 * ends a line at LF, CR or CR LF, so on such bytes a line is exactly the bytes between line ends,
 * and every charset a reader or writer names (ISO-8859-1, UTF-8, US-ASCII, the default) maps
 * them one to one. */
#ifndef EQUIV_LANG_JIMPLE_JV_SYMIO_H
#define EQUIV_LANG_JIMPLE_JV_SYMIO_H

#include "core/arena.h"
#include "lang/jimple/jv_sym_str.h"
#include "rel/lang.h"
#include "rel/xrec.h"
#include "sym/term.h"

/* JV_HEAD_MAX: a line is a String, and a String is followed for at most JV_SSTR_MAX units */
enum { JV_ARG_FILES = 4, JV_LINES = 3, JV_LINE_CAP = 16, JV_HEAD_MAX = JV_SSTR_MAX };

/* The bytes of a line followed: JV_LINE_CAP, or in the loop-head modes (head != REL_HEAD_NONE) as
 * many as asked (rel_sym_opts.line_cap; 0: JV_LINE_CAP) up to JV_HEAD_MAX. */
int jv_symio_cap(rel_head_mode head, unsigned asked);
/* The names of file argument k's sequence (rel_lang.seq_names). */
void jv_symio_names(int k, rel_xseq_names *out, arena *a);
/* The admissible values of every file's variables, lines of at most cap bytes. step (an iteration
 * of the induction over the lines, which reads the iteration's line only): the iteration lines'
 * instead of the bounded lines' (those would be conjuncts over variables no case holds, and
 * through the cross-language map each byte's a code page's table for the solver to carry). */
term_ref jv_symio_pre(term_ctx *tc, int step, int cap, arena *a);
/* Whether file k has a line r (r < 0: the iteration's line of a step). */
term_ref jv_symio_more(term_ctx *tc, int k, int r, arena *a);
/* Line r of file k (r < 0: the iteration's) as readLine returns it: a String of its bytes, cap
 * the bytes followed (jv_symio_cap). */
jv_sstr jv_symio_line(term_ctx *tc, int k, int r, int cap, arena *a);
/* The record of a println of String text t (args: the header and units str_terms gives) on a
 * stream: its `what` (jv_record_text reads it back). nl: println (a line end after the text). */
const char *jv_symio_what(const char *call, int nl, arena *a);
/* rel_lang.record_text for the Java room: a record of jv_symio_what's form is the String's units
 * as bytes ("null" for null), then LF where nl; "create" (a file created) writes none (0); any
 * other form, or a text that may be longer than cap, -1. The executor writes no unit past 0x7F
 * in such a record (an unknown case instead), so each unit is one byte in every charset. */
int jv_record_text(const rel_out_event *e, term_ctx *tc, int cap, term_ref *len, term_ref *bytes, arena *a);

#endif
