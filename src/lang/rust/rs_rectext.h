/* rs_rectext.h — the text of a symbolic output record of the Rust room (rs_symio.c's events) as
 * bytes, for the record induction across languages (rel/xrec.h, rel_lang.record_text). */
#ifndef EQUIV_LANG_RUST_RS_RECTEXT_H
#define EQUIV_LANG_RUST_RS_RECTEXT_H

#include "core/arena.h"
#include "rel/lang.h"
#include "sym/term.h"

/* rel_lang.record_text for the Rust room: "text HEX" (a constant text), "fmt HEX ITEMS" (a format
 * template, core::fmt's byte encoding, with literal pieces and placeholders without flags of
 * display<str> and display<integer>, and {:0N}/{:N} of integers, N given or an argument
 * count<usize> of a constant value), "bytes[N]" (write_all of a
 * sequence of bytes: its length, then N bytes) and "cat N1 L1 W1W2" (a line written in pieces: W1,
 * of L1 characters, over the first N1 arguments, then W2 over the rest) give their bytes; "create" (a
 * file's creation) writes none (0); any other form, or a text that may be longer than cap, -1. */
int rs_record_text(const rel_out_event *e, term_ctx *tc, int cap, term_ref *len, term_ref *bytes, arena *a);

/* rs_record_text, saying also how many bytes the text may hold (*most: bytes[0..*most) are the
 * text's, a length at most that); what format! into a String renders (rs_symio.c), at most
 * RS_FMT_TEXT_MAX bytes. */
enum { RS_FMT_TEXT_MAX = 256 };
int rs_record_text_most(const rel_out_event *e, term_ctx *tc, int cap, term_ref *len, term_ref *bytes, int *most, arena *a);

/* An upper bound of bit-vector term t as an unsigned number, read off its shape (a constant, a
 * zero extension, a remainder or quotient by a constant, a low extract, a sum or product of
 * bounded terms that cannot wrap, an ite of bounded terms): 1 with *ub, or 0 when none is seen.
 * Sound for every value of t's variables: what a check the term always passes needs no case. */
int rs_term_ub(term_ctx *tc, term_ref t, uint64_t *ub);

#endif
