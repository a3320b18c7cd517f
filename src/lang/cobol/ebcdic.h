/* ebcdic.h — EBCDIC code pages for the COBOL semantics: CP037 <-> ISO-8859-1 (a 256-byte
 * bijection) and CP1140 (CP037 with the euro sign at 0x9F), to Unicode and back. */
#ifndef EQUIV_LANG_COBOL_EBCDIC_H
#define EQUIV_LANG_COBOL_EBCDIC_H

#include <stddef.h>

typedef enum cbl_codepage {
  CBL_CP037,  /* IBM-037, US/Canada EBCDIC: a permutation of ISO-8859-1 */
  CBL_CP1140, /* IBM-1140: IBM-037 with 0x9F = U+20AC EURO SIGN instead of U+00A4 */
} cbl_codepage;

/* The Unicode code point of EBCDIC byte b. */
unsigned cbl_cp_to_unicode(cbl_codepage cp, unsigned char b);
/* The EBCDIC byte of code point u, or -1 when the code page has none. */
int cbl_cp_from_unicode(cbl_codepage cp, unsigned u);

/* EBCDIC -> ISO-8859-1 byte by byte. Returns 0, or -1 if a byte has no Latin-1 character
 * (only CP1140's euro sign); that byte becomes '?'. dst and src may be the same buffer. */
int cbl_ebcdic_to_latin1(cbl_codepage cp, unsigned char *dst, const unsigned char *src, size_t n);
/* ISO-8859-1 -> EBCDIC. Returns 0, or -1 if a byte has no EBCDIC code (CP1140 lacks U+00A4),
 * which becomes 0x6F ('?'). */
int cbl_latin1_to_ebcdic(cbl_codepage cp, unsigned char *dst, const unsigned char *src, size_t n);

/* Frequently needed EBCDIC bytes. */
#define CBL_EBCDIC_SPACE 0x40
#define CBL_EBCDIC_ZERO 0xF0
#define CBL_EBCDIC_PLUS 0x4E
#define CBL_EBCDIC_MINUS 0x60

#endif
