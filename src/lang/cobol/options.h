/* options.h — the compiler options that change what a COBOL program means (TRUNC, ARITH, NUMPROC,
 * code page) and the run's character set, collating sequence and binary byte order: one explicit
 * value per run, IBM Enterprise COBOL's defaults, a CBL/PROCESS parser and a JSON printer. */
#ifndef EQUIV_LANG_COBOL_OPTIONS_H
#define EQUIV_LANG_COBOL_OPTIONS_H

#include <jansson.h>
#include <stddef.h>

#include "lang/cobol/codec.h"
#include "lang/cobol/ebcdic.h"

/* Collating sequence of alphanumeric comparisons (PROGRAM COLLATING SEQUENCE): NATIVE is the
 * byte order of the run's encoding (EBCDIC bytes on IBM, ASCII bytes in differential runs);
 * EBCDIC/ASCII force that order whatever the encoding (ALPHABET ... IS EBCDIC / STANDARD-1). */
typedef enum cbl_colseq { CBL_COLSEQ_NATIVE, CBL_COLSEQ_EBCDIC, CBL_COLSEQ_ASCII } cbl_colseq;

typedef struct cbl_options {
  cbl_trunc trunc;       /* TRUNC(STD) default */
  int arith_extend;      /* ARITH(EXTEND): 31-digit intermediates and PICTUREs; COMPAT (0) default */
  cbl_numproc numproc;   /* NUMPROC(NOPFD) default */
  cbl_codepage codepage; /* CODEPAGE(1140) is IBM's default since Enterprise COBOL 5; 037 accepted */
  cbl_charset charset;   /* EBCDIC on IBM; an ASCII form for differential runs against GnuCOBOL */
  cbl_colseq colseq;     /* NATIVE default */
  int binary_little_endian; /* BINARY/COMP/COMP-4 byte order: 0 (big-endian, z/OS and GnuCOBOL) */
  int comp5_little_endian;  /* COMP-5 byte order: 0 on z/OS; 1 for GnuCOBOL on x86 */
  int noadv;                /* NOADV: a print file's control character is the record's first
                             * byte (ADV, the default: a byte added before the record) */
} cbl_options;

/* Whether two option sets are the same (a value decoded under one can be reused under the other;
 * inline: asked for every cached literal a statement reads). */
static inline int cbl_options_same(const cbl_options *a, const cbl_options *b) {
  return a->trunc == b->trunc && a->arith_extend == b->arith_extend && a->numproc == b->numproc &&
         a->codepage == b->codepage && a->charset == b->charset && a->colseq == b->colseq &&
         a->binary_little_endian == b->binary_little_endian &&
         a->comp5_little_endian == b->comp5_little_endian && a->noadv == b->noadv;
}

/* IBM Enterprise COBOL 6 defaults: TRUNC(STD), ARITH(COMPAT), NUMPROC(NOPFD), CODEPAGE(1140),
 * EBCDIC data, NATIVE collating sequence, big-endian binary. */
cbl_options cbl_options_ibm(void);
/* The settings of a differential run against GnuCOBOL 3 (cobc -std=ibm) on x86: ASCII data with
 * GnuCOBOL's default sign convention (ascii_sign = CBL_CS_ASCII_GNU, or CBL_CS_ASCII_EBCDIC_SIGN
 * for -fsign=EBCDIC), NATIVE (ASCII) collating, big-endian BINARY and little-endian COMP-5. */
cbl_options cbl_options_gnucobol(cbl_charset ascii_sign);

/* Applies one CBL/PROCESS line ("CBL TRUNC(BIN),ARITH(EXTEND)", "PROCESS NUMPROC(PFD)"; the leading
 * word optional; options separated by commas or spaces, upper or lower case) to *o. Recognised:
 * TRUNC(STD|OPT|BIN), ARITH(COMPAT|EXTEND) / AR(C|E), NUMPROC(NOPFD|PFD), CODEPAGE(n) / CP(n) for
 * 37 and 1140. NUMPROC(MIG) and other code pages are refused ([unsupported]); IBM's options that
 * do not change meaning (LIB, LIST, OPT(n), SSRANGE, NOSEQ, ...) are accepted and ignored; any
 * other word is a misspelling: "[options] unknown compiler option 'TRUCN(BIN)' (did you mean
 * TRUNC?); accepted: ..." (err should hold 512 bytes). Returns 0, or -1 with err set. */
int cbl_options_parse(cbl_options *o, const char *line, char *err, size_t errlen);
/* Applies every string of the JSON's source.compiler_options array in order (NULL allowed). */
int cbl_options_from_json(cbl_options *o, const json_t *compiler_options, char *err, size_t errlen);

/* {"trunc": "STD", "arith": "COMPAT", "numproc": "NOPFD", "codepage": 1140, "charset": "EBCDIC",
 *  "collating_sequence": "NATIVE", "binary_byte_order": "big-endian", "comp5_byte_order": …}:
 * what a run's output shows. New reference. */
json_t *cbl_options_json(const cbl_options *o);

/* The numeric description (codec.h) of an item under these options: charset, TRUNC, NUMPROC and
 * byte order filled in from o. */
cbl_num_desc cbl_options_num_desc(const cbl_options *o, cbl_usage u, int digits, int scale,
                                  int is_signed, cbl_sign_form sign);

/* Byte values of the run's encoding: space, zero digit, quote, and whether it is EBCDIC (inline:
 * a MOVE asks for the space several times, and the calls were a hundredth of a posting run). */
static inline int cbl_opt_is_ebcdic(const cbl_options *o) { return o->charset == CBL_CS_EBCDIC; }
static inline unsigned char cbl_opt_space(const cbl_options *o) { return cbl_opt_is_ebcdic(o) ? 0x40 : 0x20; }
unsigned char cbl_opt_zero(const cbl_options *o);
unsigned char cbl_opt_quote(const cbl_options *o);
/* Latin-1 text to the run's encoding in place (EBCDIC via the code page; identity for ASCII), and
 * back. Return 0, or -1 when a character has no code (replaced as ebcdic.h says). */
int cbl_opt_from_latin1(const cbl_options *o, unsigned char *buf, size_t n);
int cbl_opt_to_latin1(const cbl_options *o, unsigned char *buf, size_t n);
/* The text of n bytes of data of the run as UTF-8: EBCDIC through the code page's Unicode
 * characters (CP1140's 0x9F is the euro sign U+20AC), ASCII data as Latin-1. Writes at most
 * 3 * n bytes to out (which must have room for them) and returns how many. */
size_t cbl_opt_to_utf8(const cbl_options *o, const unsigned char *s, size_t n, char *out);
/* Collating weights of the 256 byte values under o->colseq (w[b] = position of b, 0-based). */
void cbl_opt_colseq_weights(const cbl_options *o, unsigned w[256]);
/* The same weights, computed once per (collating sequence, charset, code page) and kept: a
 * comparison asks for them on every call, and they depend on nothing else. The table belongs to
 * the calling thread and stays valid until it asks for another combination. */
const unsigned *cbl_opt_colseq_table(const cbl_options *o);

#endif
