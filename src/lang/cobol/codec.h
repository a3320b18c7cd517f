/* codec.h — what the bytes of a COBOL data item mean: numeric items (zoned DISPLAY, PACKED-DECIMAL,
 * BINARY/COMP-5, COMP-1/COMP-2 hexadecimal floating point) to and from exact decimals, and moves. */
#ifndef EQUIV_LANG_COBOL_CODEC_H
#define EQUIV_LANG_COBOL_CODEC_H

#include <stddef.h>

#include "lang/cobol/dec.h"
#include "lang/cobol/ebcdic.h"

typedef enum cbl_usage {
  CBL_USAGE_DISPLAY, /* zoned decimal */
  CBL_USAGE_PACKED,  /* PACKED-DECIMAL, COMP-3 */
  CBL_USAGE_BINARY,  /* BINARY, COMP, COMP-4: governed by TRUNC */
  CBL_USAGE_COMP5,   /* COMP-5: native binary, the full field range whatever TRUNC says */
  CBL_USAGE_COMP1,   /* short hexadecimal floating point (4 bytes) */
  CBL_USAGE_COMP2,   /* long hexadecimal floating point (8 bytes) */
} cbl_usage;

/* SIGN clause of a signed DISPLAY item; TRAILING overpunch is the default. */
typedef enum cbl_sign_form {
  CBL_SIGN_TRAILING,
  CBL_SIGN_LEADING,
  CBL_SIGN_TRAILING_SEPARATE,
  CBL_SIGN_LEADING_SEPARATE,
} cbl_sign_form;

/* Character set of DISPLAY data and how an overpunched sign looks in it. */
typedef enum cbl_charset {
  CBL_CS_EBCDIC,           /* digits F0-F9, sign zones C/D/F (A-F accepted per NUMPROC) */
  CBL_CS_ASCII_EBCDIC_SIGN, /* ASCII digits, mainframe-style overpunch: +0..+9 = "{ABCDEFGHI",
                              -0..-9 = "}JKLMNOPQR" (GnuCOBOL -fsign=EBCDIC); a plain digit is
                              an F (unsigned-positive) sign */
  CBL_CS_ASCII_GNU,        /* GnuCOBOL's default ASCII sign: + = plain digit, - = 0x70-0x79 */
} cbl_charset;

/* TRUNC compiler option (Enterprise COBOL Programming Guide, "TRUNC"). */
typedef enum cbl_trunc {
  CBL_TRUNC_STD, /* binary receivers keep the PICTURE's digits: value modulo 10^digits */
  CBL_TRUNC_OPT, /* IBM assumes values fit the PICTURE and may truncate either way: we store as
                    STD and report CBL_CODEC_UNDEFINED whenever the value does not fit, so the
                    caller can make the run go wrong instead of guessing */
  CBL_TRUNC_BIN, /* binary receivers keep the halfword/fullword/doubleword range */
} cbl_trunc;

/* NUMPROC: which sign codes are valid (Programming Guide, "NUMPROC"). NOPFD accepts any sign
 * nibble A-F in signed items (A C E F positive, B D negative); PFD only C, D and F. Unsigned
 * items accept only F under both (our reading of the NUMERIC class test: "0 through 9"). */
typedef enum cbl_numproc { CBL_NUMPROC_NOPFD, CBL_NUMPROC_PFD } cbl_numproc;

typedef struct cbl_num_desc {
  cbl_usage usage;
  int digits;    /* PICTURE digit positions (9s), 1..31; ignored for COMP-1/COMP-2 */
  int scale;     /* decimal places incl. P scaling (see pic.h) */
  int is_signed; /* PICTURE has S */
  cbl_sign_form sign;
  cbl_charset cs;
  cbl_trunc trunc;
  cbl_numproc numproc;
  int little_endian; /* BINARY/COMP-5 byte order: 0 = big-endian as on z/OS (the default);
                        1 = little-endian, what GnuCOBOL does for COMP-5 on x86 even with
                        -std=ibm (its BINARY/COMP stay big-endian) */
} cbl_num_desc;

/* A description with the defaults: EBCDIC, trailing overpunch, TRUNC(STD), NUMPROC(NOPFD),
 * big-endian. */
cbl_num_desc cbl_num_desc_make(cbl_usage u, int digits, int scale, int is_signed);

typedef enum cbl_codec_status {
  CBL_CODEC_OK = 0,
  CBL_CODEC_INVALID,     /* the bytes are not valid data of the item (bad digit, zone or sign):
                            no value is given — the run goes wrong with item and location */
  CBL_CODEC_OVERPIC,     /* binary item (TRUNC STD/OPT) holding more digits than its PICTURE:
                            the full binary value is given; IBM's use of it depends on context */
  CBL_CODEC_UNDEFINED,   /* encode under TRUNC(OPT) of a value that does not fit the PICTURE */
  CBL_CODEC_UNSUPPORTED, /* a form we do not model (e.g. more than 18 digits in BINARY) */
} cbl_codec_status;
const char *cbl_codec_status_name(cbl_codec_status s);

/* Bytes the item occupies: DISPLAY digits (+1 SEPARATE), PACKED digits/2+1, BINARY 2/4/8 for
 * 1-4/5-9/10-18 digits, COMP-1 4, COMP-2 8; 0 for an unsupported description. */
size_t cbl_num_size(const cbl_num_desc *d);

/* The value of the item's bytes (size cbl_num_size(d)). On CBL_CODEC_INVALID/UNSUPPORTED *out is
 * untouched. A negative zero (sign D with digits 0) decodes to 0. */
cbl_codec_status cbl_num_decode(const cbl_num_desc *d, const unsigned char *bytes, cbl_dec *out);
/* cbl_num_decode's answer as a machine word: the unscaled value (scale d->scale) in *out, with the
 * same status (OK, OVERPIC, INVALID). CBL_CODEC_UNSUPPORTED (nothing decided: ask cbl_num_decode)
 * for items of more than 18 digits, floating point, and an unsigned doubleword beyond LONG_MAX.
 * Why: a subscript or a count read through a GMP decimal cost ten times its decoding. */
cbl_codec_status cbl_num_decode_word(const cbl_num_desc *d, const unsigned char *bytes, long *out);

/* The class test "IS NUMERIC" on the item's bytes: 1 when the bytes decode (OK or OVERPIC) and
 * a signed DISPLAY/PACKED item's sign is C, D or F (NUMCLS=PRIM; C or D under NUMPROC(PFD)). */
int cbl_num_is_numeric(const cbl_num_desc *d, const unsigned char *bytes);

/* Stores v as the item (MOVE rules, Language Reference "Elementary moves"): digits beyond the
 * item's scale are truncated (*inexact), high-order digits beyond its capacity are dropped
 * (*size_error), an unsigned item keeps the absolute value. Preferred signs are generated:
 * C/D for signed, F for unsigned (zoned and packed). Callers that round (ROUNDED) round v first
 * with cbl_dec_fit. Returns OK, UNDEFINED (TRUNC(OPT)), or UNSUPPORTED; flags may be NULL.
 * COMP-1/COMP-2: truncates toward zero to the fraction's hexadecimal digits (*inexact), and
 * *size_error when the exponent is out of range. */
cbl_codec_status cbl_num_encode(const cbl_num_desc *d, const cbl_dec *v, unsigned char *bytes,
                                int *size_error, int *inexact);

/* cbl_num_encode of the value w * 10^-d->scale (w unscaled, at the item's scale): the same bytes
 * and status, on machine words. CBL_CODEC_UNSUPPORTED (nothing written: ask cbl_num_encode) for
 * items of more than 18 digits, floating point, and w = LONG_MIN. */
cbl_codec_status cbl_num_encode_word(const cbl_num_desc *d, long w, unsigned char *bytes, int *size_error);

/* IBM hexadecimal floating point (z/Architecture Principles of Operation, "Floating-Point
 * Overview", HFP formats): value = (-1)^s * 0.f * 16^(e-64). nbytes 4 (short) or 8 (long).
 * Decoding is exact; encoding truncates (returns 1 when inexact, -1 on exponent overflow). */
void cbl_hfp_decode(const unsigned char *bytes, int nbytes, cbl_dec *out);
int cbl_hfp_encode(const cbl_dec *v, int nbytes, unsigned char *bytes);

/* Alphanumeric/alphabetic MOVE as bytes: left-justified and padded with `pad` (0x40 EBCDIC,
 * 0x20 ASCII) or truncated on the right; JUSTIFIED RIGHT aligns right, truncating on the left. */
void cbl_move_alnum(unsigned char *dst, size_t dlen, const unsigned char *src, size_t slen,
                    unsigned char pad, int justified_right);
/* National (UTF-16BE) MOVE: lengths in characters (2 bytes each), padding with U+0020. */
void cbl_move_national(unsigned char *dst, size_t dchars, const unsigned char *src,
                       size_t schars, int justified_right);
/* Alphanumeric (EBCDIC code page cp) to national UTF-16BE, n characters: 2n bytes at dst. */
void cbl_alnum_to_national(cbl_codepage cp, unsigned char *dst, const unsigned char *src,
                           size_t n);

#endif
