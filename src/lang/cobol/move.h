/* move.h — MOVE between any two COBOL operands by IBM Enterprise COBOL's rules (Language
 * Reference, "MOVE statement", "Elementary moves", table of valid moves), INITIALIZE and the
 * CORRESPONDING pairing: pure functions over byte images that the interpreter and the symbolic
 * executor share. */
#ifndef EQUIV_LANG_COBOL_MOVE_H
#define EQUIV_LANG_COBOL_MOVE_H

#include <jansson.h>
#include <stddef.h>

#include "lang/cobol/dec.h"
#include "lang/cobol/layout.h"
#include "lang/cobol/options.h"

typedef enum cbl_fig {
  CBL_FIG_SPACE, CBL_FIG_ZERO, CBL_FIG_QUOTE, CBL_FIG_HIGH_VALUE, CBL_FIG_LOW_VALUE
} cbl_fig;

/* An operand of MOVE or of a comparison. */
typedef enum cbl_opnd_kind {
  CBL_OPND_ITEM,   /* a data item: f describes it, bytes/len are its storage (len may be less than
                      f->size for a variable-length group) */
  CBL_OPND_NUMLIT, /* a numeric literal: num (and text, as written, when known) */
  CBL_OPND_LIT,    /* an alphanumeric or hexadecimal literal: bytes in the run's encoding */
  CBL_OPND_NATLIT, /* a national literal: UTF-16BE bytes (len even) */
  CBL_OPND_FIG,    /* a figurative constant */
  CBL_OPND_ALL,    /* ALL literal: bytes repeated (national when natl) */
} cbl_opnd_kind;

typedef struct cbl_opnd {
  cbl_opnd_kind kind;
  const cbl_field *f;
  const unsigned char *bytes;
  size_t len;
  const cbl_dec *num;
  const char *text; /* NUMLIT: the literal as written ("-007.50"), or NULL */
  cbl_fig fig;
  int natl;         /* ALL national literal */
} cbl_opnd;

/* Operand constructors. */
/* (inline: every data reference read as an operand builds one, a few per statement) */
static inline cbl_opnd cbl_opnd_item(const cbl_field *f, const unsigned char *bytes, size_t len) {
  cbl_opnd x = {.kind = CBL_OPND_ITEM, .f = f, .bytes = bytes, .len = len};
  return x;
}
cbl_opnd cbl_opnd_numlit(const cbl_dec *v, const char *text);
cbl_opnd cbl_opnd_lit(const unsigned char *bytes, size_t len);
cbl_opnd cbl_opnd_fig(cbl_fig f);
/* A description of an alphanumeric item of len bytes: a reference-modified operand, a special
 * register shown as text, a function result. */
cbl_field cbl_field_alnum(size_t len);

/* The operand for a JSON literal ({"num"}, {"str"}, {"hex"}, {"national"}, {"figurative"},
 * {"all"}): bytes go to buf (cap bytes) and the numeric value to *num (initialised by caller).
 * Returns 0, or -1 for what is not a literal or does not convert (e.g. a symbolic character). */
int cbl_opnd_from_json(const cbl_options *o, const json_t *lit, unsigned char *buf, size_t cap,
                       cbl_dec *num, cbl_opnd *out);
/* The same answer as cbl_opnd_from_json, for a literal node of the running program's documents
 * decoded once per run (in the run's jcache, CBL_JSLOT_LITERAL): a statement executed a million
 * times does not convert its literal a million times. out's bytes and number then belong to the
 * cache (read-only, valid until the run ends) instead of buf and num. Without an active cache, for
 * a node built during the run, or under options other than the first use's, it is
 * cbl_opnd_from_json itself. */
int cbl_opnd_literal(const cbl_options *o, const json_t *lit, unsigned char *buf, size_t cap,
                     cbl_dec *num, cbl_opnd *out);

/* National (UTF-16BE) characters, nchars code units at src, to the run's alphanumeric encoding
 * (the EBCDIC code page, or Latin-1 under --encoding ascii), one byte per character: what
 * FUNCTION DISPLAY-OF without argument-2 returns and DISPLAY UPON CONSOLE shows (Language
 * Reference, "DISPLAY-OF", "DISPLAY statement"). A character without a counterpart, a surrogate
 * pair included, becomes the substitution character (X'3F' EBCDIC, X'1A' ASCII); no condition is
 * raised. Writes at most nchars bytes to dst and returns their count. */
size_t cbl_national_to_alnum(const cbl_options *o, const unsigned char *src, size_t nchars, unsigned char *dst);

typedef enum cbl_move_status {
  CBL_MOVE_OK = 0,
  CBL_MOVE_ILLEGAL,      /* the pair of categories is not a valid MOVE (reported, not guessed) */
  CBL_MOVE_INVALID_DATA, /* a numeric sender's bytes are not valid data: the run goes wrong */
  CBL_MOVE_UNDEFINED,    /* TRUNC(OPT) store of a value beyond the PICTURE, or an overlap */
  CBL_MOVE_UNSUPPORTED,  /* a form not modelled (DBCS, national-edited, national decimal) */
} cbl_move_status;
const char *cbl_move_status_name(cbl_move_status s);

/* The numeric value of an operand (numeric item, numeric-edited item de-edited, numeric literal,
 * ZERO; an alphanumeric item or literal as an unsigned integer of its digits, for MOVE to
 * numeric). */
cbl_move_status cbl_opnd_value(const cbl_options *o, const cbl_opnd *x, cbl_dec *out);

/* MOVE src TO the receiving item dst whose storage is dbytes[0..dlen) (dlen = dst->size for
 * fixed items, the current length for a variable-length group). Rules:
 * - a group sender or receiver: an alphanumeric move of the bytes, no conversion;
 * - alphanumeric/alphabetic/alphanumeric-edited receivers: left-justified (JUSTIFIED RIGHT:
 *   right), space-padded, truncated; numeric integer senders move their digits (unsigned);
 * - numeric receivers: aligned on the decimal point, high- and low-order truncation, an unsigned
 *   receiver keeps the absolute value (codec.h); numeric-edited: edit.h;
 * - figurative constants and ALL literals repeat to the receiver's length;
 * - an illegal pair gives CBL_MOVE_ILLEGAL with err naming the categories. */
cbl_move_status cbl_move(const cbl_options *o, const cbl_opnd *src, const cbl_field *dst,
                         unsigned char *dbytes, size_t dlen, char *err, size_t errlen);

/* Whether a MOVE from [soff, soff+slen) to [doff, doff+dlen) in one area overlaps so that the
 * result is undefined (Language Reference, "MOVE": "when the sending and receiving items share
 * a part of their storage, the result is undefined"): overlapping ranges that are not the same
 * item (same offset and length). The caller makes the run go wrong. */
int cbl_move_overlaps(int sarea, size_t soff, size_t slen, int darea, size_t doff, size_t dlen);

/* INITIALIZE (Language Reference, "INITIALIZE statement"). */
typedef struct cbl_init_repl {
  cbl_cat cat;
  cbl_opnd by;
} cbl_init_repl;

typedef struct cbl_init_spec {
  int with_filler;   /* WITH FILLER */
  int to_value;      /* ALL TO VALUE / category TO VALUE */
  int value_cat;     /* -1 for ALL, else the cbl_cat */
  int nrepl;
  cbl_init_repl repl[CBL_NCATS];
  int to_default;    /* THEN TO DEFAULT; implied when no phrase is written */
} cbl_init_spec;

/* Reads the JSON's initialize statement phrases (without the targets) into *spec. REPLACING
 * operands are converted with cbl_opnd_from_json into bufs (one per entry, 256 bytes each) and
 * nums (initialised cbl_decs); a non-literal BY operand gives -1 (the caller fetches items). */
int cbl_init_spec_from_json(const cbl_options *o, const json_t *stmt, cbl_init_spec *spec,
                            unsigned char bufs[][256], cbl_dec *nums);

/* INITIALIZE target (field index, subscripts subs[0..n)) in its area's bytes `area`:
 * elementary items of the target get, in order of preference, their VALUE (TO VALUE), the
 * REPLACING operand of their category, or (no phrase / TO DEFAULT) SPACES for alphabetic,
 * alphanumeric(-edited), national(-edited) items and ZERO for numeric(-edited) ones. Index and
 * pointer items, FILLER (unless WITH FILLER) and items subordinate to a REDEFINES are skipped;
 * every occurrence of a table is initialised, an ODO table up to the object's current value. */
cbl_move_status cbl_initialize(const cbl_layout *l, int target, const long *subs, int n,
                               const cbl_init_spec *spec, unsigned char *area, cbl_odo_fn odo,
                               void *ctx, char *err, size_t errlen);

/* Storage area a as a run starts it "by PICTURE" (the interpreter's storage_fill -1, and the
 * symbolic executor always): every elementary item of each record not under REDEFINES, OCCURS or
 * INDEX as INITIALIZE ... TO DEFAULT sets it (spaces, zeros: what cobc's -fdefault-byte=init
 * does), with FILLER, then every VALUE clause over it (cbl_layout_init_area). IBM leaves storage
 * without VALUE unpredictable: a run that uses this says so. out has areas[a].size bytes; odo/ctx
 * as cbl_initialize's. One function, so that the two executors cannot start from different
 * storage. Returns 0, or -1 with err. */
int cbl_init_area_by_picture(const cbl_layout *l, int a, unsigned char *out, cbl_odo_fn odo, void *ctx,
                             char *err, size_t errlen);

/* CORRESPONDING pairs (Language Reference, "CORRESPONDING phrase") between the subordinates of
 * groups src and dst: same name and the same qualifying names up to src/dst; no FILLER, level
 * 66/88, index or pointer items; nothing that has, or is subordinate to, REDEFINES or OCCURS below
 * the groups. arithmetic: both elementary numeric (ADD/SUBTRACT CORR); else at least one
 * elementary (MOVE CORR). Writes up to max pairs {src_field, dst_field}; returns the count. */
int cbl_corresponding(const cbl_layout *l, int src, int dst, int arithmetic, int (*pairs)[2],
                      int max);

#endif
