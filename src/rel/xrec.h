/* xrec.h — the record induction across two languages (issue 17: a COBOL program against its
 * translation): how the translation's input sequence is the COBOL file converted, and how each
 * side's output records become one comparable form, as data the migration driver writes from the
 * interface. rel never learns a language's variable names: they arrive here as text.
 *
 * The induction over the records (verdict.c, record_induction) compares two versions that share
 * their input variables. Two languages do not: a COBOL step reads the EBCDIC iteration record
 * (variables named by the COBOL room), a Rust step the iteration line (named by the Rust room).
 * The map below defines every input variable of the new side as a term over the old side's — the
 * line's bytes as the record's bytes through the code page, its length the record length, its end
 * of file the record's — so that after substitution the two summaries are over one set of inputs
 * and the lockstep induction runs as for two versions of one program. Where the map says nothing
 * the new side's variable stays free: the proof then holds for every value of it, which only makes
 * proving harder, never a wrong `equivalent`. What the new side assumes of its own inputs (a line of
 * ASCII characters) becomes, through the map, an assumption on the COBOL records, stated in words.
 *
 * Outputs: the records of each stream pair the map names are rewritten, on both sides, into one
 * form — what "xrec", arguments the code points of the record's characters (decoded by each side's
 * encoding), padded to the pair's width (with spaces where trailing spaces are not compared, else
 * with zeros after the length) — so that the identity comparison of records is the relation's. A
 * record in another form (a language's formatted output) is turned into bytes by the side's
 * language (rel_lang.record_text); one it cannot turn, or one longer than the width, leaves the
 * summary unrewritable, and the induction is then not attempted. Streams the map does not name are
 * not compared (the interface compares only the display and the files it names). */
#ifndef EQUIV_REL_XREC_H
#define EQUIV_REL_XREC_H

#include "core/arena.h"
#include "rel/lang.h"
#include "rel/type.h"
#include "sym/term.h"

/* How one new-side input variable is defined from the old side's. */
typedef enum rel_xdef_kind {
  REL_XDEF_CONST, /* the constant `value` */
  REL_XDEF_VAR,   /* old variable `old` (of old_width bits), zero-extended or cut to the new width */
  REL_XDEF_CHAR   /* old byte variable `old` (8 bits) as the byte of the same character in Latin-1
                     (enc: the old side's code page; the new variable is 8 bits) */
} rel_xdef_kind;

typedef struct rel_xdef {
  const char *var;  /* the new side's variable */
  int width;        /* its sort: a bit-vector of width bits, or Bool when 0 */
  rel_xdef_kind kind;
  const char *old;
  int old_width;    /* the old variable's sort (0: Bool) */
  uint64_t value;
  rel_enc enc;
} rel_xdef;

/* One pair of corresponding output streams. */
typedef struct rel_xstream {
  const char *old_stream, *new_stream; /* "FEEOUT" and "file:arg2", "SYSOUT" and "stdout" */
  rel_enc old_enc, new_enc;            /* each side's bytes decoded to code points */
  int trim;                            /* trailing spaces are not compared (line files) */
  int width;                           /* every record of either side holds at most this many bytes */
  int new_lines;                       /* the new side writes each record as a text ending in LF (a
                                          line file, standard output): the LF is no part of the
                                          record, and a text without exactly one LF, at its end,
                                          is no record of the old side's (it differs) */
} rel_xstream;

/* A head cell of the old side that must be the same constant as one of the new side's at every
 * entry head (a file's position: the sides read the same record in each iteration), though the
 * two are named and sized differently. */
typedef struct rel_xpos {
  const char *old_cell, *new_cell;
} rel_xpos;

typedef struct rel_xrec {
  int ndefs;
  const rel_xdef *defs;
  int nstreams;
  const rel_xstream *streams;
  int npos;
  const rel_xpos *pos;
  const char *assume; /* what the map itself assumes, in words (the text transfer), or NULL */
  /* How the ends correspond (the interface's return_code and abend): with ends set, every
   * completed case ends as "exited" with its status, an 8-bit value — the old side's code modulo
   * 256, an abend of the old side abend_status (0: an abend is no exit, it stays as it is), the new
   * side's return from a function without a value 0 and its exit code modulo 256. */
  int ends;
  int abend_status;
  /* 1: every character the map converts (REL_XDEF_CHAR) is assumed printable ASCII in Latin-1
   * (U+0020-U+007E), a hypothesis of the proof that `assume` must state: a line file does not
   * carry every byte (a reader strips a CR at a line's end; std's lines() refuses bytes that are
   * not UTF-8) */
  int printable;
  /* The line length the new side's executor is asked to follow in the induction's summaries
   * (rel_sym_opts.line_cap, which record_induction passes to both sides; 0: its own), from
   * rel_xrec_fit: the record length, so that every byte a line holds is one of the record's. */
  int line_cap;
} rel_xrec;

/* How input sequence `in` of a side is named by its symbolic executor: printf patterns over the
 * record index k and byte index j, as the language gives them. NULL members: not named. */
typedef struct rel_xseq_names {
  const char *count;     /* the number of records */
  int count_width;
  const char *byte;      /* byte j of bounded record k: pattern with %d (k) then %d (j) */
  const char *len;       /* record k's length (64 bits), NULL for fixed-length records */
  const char *nl;        /* 1-bit: the last record ends with a line end, or NULL */
  const char *it_byte;   /* byte j of the iteration record: pattern with %d (j) */
  const char *it_eof;    /* Bool: there is no iteration record */
  const char *it_len;    /* 64 bits, or NULL */
  const char *it_nl;     /* Bool: a line end ends the iteration record, or NULL */
  int nrec, cap;         /* bounded records, and bytes of each, the executor names */
  int cap_max;           /* the most bytes of each it follows when rel_sym_opts.line_cap asks
                            (rel_xrec_fit; 0: cap, it does not follow longer ones) */
  const char *pos_cell;  /* the head cell of the sequence's position */
} rel_xseq_names;

/* Fits the new side's names nw to records of reclen bytes: where reclen is longer than the lines
 * its executor follows by default (nw->cap) but within what it can follow when asked (nw->cap_max),
 * nw->cap becomes reclen and that is returned (the rel_xrec.line_cap to ask for); 0 when the
 * default suffices or cannot be raised (rel_xrec_line_file then refuses a longer record). Asking
 * for no more than the record keeps the solver's work at the record's bytes. */
int rel_xrec_fit(rel_xseq_names *nw, int reclen);

/* Appends to *defs (count *n) the definitions that make the new side's sequence `nw` the old side's
 * fixed-length records `od` of reclen bytes, each written as one line ending in a line end, the
 * bytes converted from the old code page enc to Latin-1; the bytes past reclen of a line are 0
 * (no line reads them: its length is reclen). Returns 0, or -1 when reclen exceeds what the new
 * side names (nw->cap), with a reason in why. */
int rel_xrec_line_file(const rel_xseq_names *od, const rel_xseq_names *nw, int reclen, rel_enc enc, rel_xdef **defs,
                       int *n, arena *a, char *why, size_t whyn);

/* Rewrites summary s of side `side` (0 old, 1 new) in place for the map: on the new side every
 * defined variable substituted in guards, values, cells, records and the precondition; on both,
 * the records of mapped streams in the common form and the others dropped, and the head cells of
 * the pairs in m->pos (and every other file-state cell, "@...") made ordinary cells (their
 * agreement is rel_xrec_entry_ok's). L is the side's language (its record_text hook). Returns 0, or
 * -1 with a reason in why (a record in a form the language cannot turn into bytes, or wider than
 * its stream's width). */
int rel_xrec_apply(term_ctx *tc, const rel_xrec *m, int side, const rel_lang *L, rel_summary *s, arena *a,
                   char *why, size_t whyn);

/* The names of input `input` (its term variable named var) of a unit, from its language
 * (rel_lang.seq_names). Returns 0, or -1 when the language does not name it as a sequence. */
int rel_xrec_names(const rel_lang *L, void *prog, const char *unit, int input, const char *var, rel_xseq_names *out,
                   arena *a);

/* Whether every pair of m->pos holds one constant, the same number on both sides, at every case of
 * the entry summaries eo and en that reaches the head (before rel_xrec_apply renames the cells).
 * Returns 1, or 0 with a reason in why. */
int rel_xrec_entry_ok(term_ctx *tc, const rel_xrec *m, const rel_summary *eo, const rel_summary *en, char *why,
                      size_t whyn);

#endif
