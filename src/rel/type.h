/* type.h — the typed tree of a unit's inputs (DESIGN.md "The relational core's types"): scalars,
 * fixed-length bytes, text in an encoding, sequences, aggregates of named fields, heap references.
 * Every language describes its inputs so (a C int, a COBOL file of records, a Rust Vec, a Java
 * object), and rel generates, prints and compares input values through it without knowing the
 * language. */
#ifndef EQUIV_REL_TYPE_H
#define EQUIV_REL_TYPE_H

#include <stdint.h>

#include "core/arena.h"
#include "rel/behaviour.h"

/* X(id, name) */
#define REL_TYPE_KINDS(X)                                                          \
  X(INT, "int")         /* integer of `width` bits, `is_signed` */                 \
  X(FLOAT, "float")     /* IEEE binary32 (width 32) or binary64 (width 64) */      \
  X(BOOL, "bool")                                                                  \
  X(BYTES, "bytes")     /* exactly `len` bytes (a COBOL record area, a [u8; N]); `enc`, when \
                           not NONE, the encoding they are text in (shown decoded) */   \
  X(TEXT, "text")       /* at most `len` code units of encoding `enc` */           \
  X(DECIMAL, "decimal") /* a decimal of `digits` digits, `scale` after the point, `is_signed`, \
                           held as `enc` (zoned, packed, binary, ...) in `len` bytes */ \
  X(SEQ, "seq")         /* elements of type `elem`; any length (bound: see below) */ \
  X(AGG, "agg")         /* the named fields, in order */                           \
  X(REF, "ref")         /* a reference to a heap object of class `name` (Java, Rust Box) */

typedef enum rel_tkind {
#define X(id, name) REL_T_##id,
  REL_TYPE_KINDS(X)
#undef X
} rel_tkind;

/* Encodings of text and of decimals in bytes. */
#define REL_ENCODINGS(X)                                                  \
  X(NONE, "none")                                                         \
  X(LATIN1, "latin-1")      /* one byte per code point U+0000..U+00FF */  \
  X(UTF8, "utf-8")                                                        \
  X(UTF16, "utf-16")        /* code units (Java String, JS string) */     \
  X(EBCDIC037, "ebcdic-037") /* IBM code page 037 */                      \
  X(EBCDIC1140, "ebcdic-1140") /* 037 with the euro sign at X'9F' */      \
  X(ZONED, "zoned")         /* one digit per byte, sign in the last zone */ \
  X(PACKED, "packed")       /* two digits per byte, sign in the last nibble */ \
  X(BINARY, "binary")       /* big-endian two's complement */             \
  X(NATIVE, "native")       /* the machine's integer (little-endian) */

typedef enum rel_enc {
#define X(id, name) REL_ENC_##id,
  REL_ENCODINGS(X)
#undef X
} rel_enc;

typedef struct rel_type rel_type;

typedef struct rel_field {
  const char *name;
  const rel_type *type;
} rel_field;

struct rel_type {
  rel_tkind kind;
  int width, is_signed;   /* INT, FLOAT; DECIMAL: is_signed */
  long len;               /* BYTES: the length; TEXT: most code units; DECIMAL: bytes held in */
  rel_enc enc;            /* TEXT, DECIMAL */
  int digits, scale;      /* DECIMAL */
  const rel_type *elem;   /* SEQ */
  long bound;             /* SEQ: the most elements generated or followed (0: no bound stated);
                             a verdict that depends on it says so */
  int nfields;            /* AGG */
  const rel_field *fields;
  const char *name;       /* REF: the class; AGG: the record or struct name (optional) */
  /* The admissible values beyond the type, in words ("CUST-ID holds 9 valid zoned digits"), or
   * NULL when every value of the type is admissible. The language's generator (rel_lang.gen)
   * produces only admissible values; a symbolic executor states the same set as a term. */
  const char *admissible;
};

/* Constructors (the type lives in a). */
const rel_type *rel_t_int(arena *a, int width, int is_signed);
const rel_type *rel_t_float(arena *a, int width);
const rel_type *rel_t_bool(arena *a);
const rel_type *rel_t_bytes(arena *a, long len);
const rel_type *rel_t_text(arena *a, rel_enc enc, long max_units);
const rel_type *rel_t_decimal(arena *a, int digits, int scale, int is_signed, rel_enc enc, long len);
const rel_type *rel_t_seq(arena *a, const rel_type *elem, long bound);
const rel_type *rel_t_agg(arena *a, const char *name, const rel_field *fields, int n);
const rel_type *rel_t_ref(arena *a, const char *cls);
/* A copy of t with the admissibility statement set. */
const rel_type *rel_t_admit(arena *a, const rel_type *t, const char *words);

/* Structural equality (names of fields included, admissibility words excluded). */
int rel_type_same(const rel_type *x, const rel_type *y);
/* "int32", "seq<agg CUST-REC{CUST-ID: decimal(9,0) zoned, ...}>", … into buf. */
const char *rel_type_text(const rel_type *t, char *buf, size_t n);
const char *rel_enc_name(rel_enc e);

/* Value v of type t as a reader wants it: a decimal by its digits ("-123.45", decoded from its
 * encoding), bytes in an EBCDIC encoding as decoded text ("ACME  "), a sequence as
 * "[n: x; y]", an aggregate as "{NAME=x, ...}"; anything else as rel_value_text. Into buf. */
const char *rel_type_value_text(const rel_type *t, const rel_value *v, char *buf, size_t n);

/* The bytes of decimal type t holding the unscaled value v (v * 10^-scale) into out (t->len
 * bytes): zoned digits with zone F and, when signed, the sign C or D in the last byte; packed with
 * the sign nibble C, D (F unsigned); binary big-endian two's complement (IBM's preferred signs, the
 * form rel_type_value_text reads). Returns 0, or -1 when v has more digits than t, is negative for an
 * unsigned t, or t's encoding is another (out unchanged). */
int rel_decimal_encode(const rel_type *t, long long v, unsigned char *out);

/* A generated value of type t for probing: round k picks from the type's special values first
 * (0, 1, -1, extremes, NaN, ...), then pseudo-random ones from *rng. Every value is of the type;
 * admissibility beyond the type is the language's generator's business (rel_lang.gen). */
rel_value rel_type_gen(const rel_type *t, unsigned k, uint64_t *rng, arena *a);
/* The xorshift step every generator uses (deterministic runs, repeatable failures). */
uint64_t rel_rng_next(uint64_t *st);

#endif
