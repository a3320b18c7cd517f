/* codepage.h — IBM EBCDIC code pages shared by the COBOL semantics and the outcome relations:
 * IBM-037 is a permutation of ISO-8859-1; IBM-1140 is IBM-037 with X'9F' = U+20AC EURO SIGN. */
#ifndef EQUIV_CORE_CODEPAGE_H
#define EQUIV_CORE_CODEPAGE_H

/* IBM-037 byte -> ISO-8859-1 byte (= Unicode code point). Controls follow the IBM mapping that
 * iconv's IBM037 uses: 0x15 NL -> U+0085, 0x25 LF -> U+000A, 0x05 HT -> U+0009, 0x07 DEL -> U+007F. */
extern const unsigned char eq_cp037_to_latin1[256];

/* The Unicode code point of EBCDIC byte b under IBM-037 (cp1140 = 0) or IBM-1140 (cp1140 = 1). */
unsigned eq_cp_to_unicode(int cp1140, unsigned char b);

#endif
