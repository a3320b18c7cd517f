/* edit.h — MOVE to numeric-edited and alphanumeric-edited items and de-editing (IBM Enterprise
 * COBOL Language Reference, "PICTURE clause editing", "Elementary moves"). Text is Latin-1. */
#ifndef EQUIV_LANG_COBOL_EDIT_H
#define EQUIV_LANG_COBOL_EDIT_H

#include <stddef.h>

#include "lang/cobol/dec.h"
#include "lang/cobol/pic.h"

/* Edits v into the numeric-edited picture p (cbl_pic_parse output, category numeric-edited):
 * writes p->size characters and a terminating NUL to out (out has p->size + 1 bytes).
 * The value is first aligned on the decimal point: excess decimals truncated, excess high-order
 * digits dropped (MOVE rules). blank_when_zero: BLANK WHEN ZERO clause. The characters are Latin-1
 * (convert with ebcdic.h for EBCDIC storage); the currency symbol prints as p->currency and
 * DECIMAL-POINT IS COMMA as p->dpc say. Returns 0, or -1 if p is not numeric-edited. */
int cbl_edit_numeric(const cbl_pic *p, const cbl_dec *v, int blank_when_zero, char *out);

/* De-editing (MOVE numeric-edited TO numeric): the value the p->size characters of text show —
 * digits of the digit positions (a space, '*', sign or currency there counts as 0), scale from
 * the picture, negative when a sign position shows '-', "CR" or "DB". Returns 0, or -1 when a
 * digit position holds a character that is neither a digit nor fill/insertion (invalid data). */
int cbl_deedit_numeric(const cbl_pic *p, const char *text, cbl_dec *out);

/* MOVE alphanumeric TO alphanumeric-edited: A/X/9 positions take the source characters left to
 * right (spaces once the source is used up), B is a space, 0 and / are themselves. Writes
 * p->size characters and a NUL. Returns 0, or -1 if p is not alphanumeric-edited. */
int cbl_edit_alnum(const cbl_pic *p, const char *src, size_t slen, char *out);

#endif
