/* behaviour.h — the one behaviour type every language's interpreter and symbolic executor returns
 * (STYLE.md practice 2, after CompCert's common/Behaviors.v): an observable outcome, or going wrong. */
#ifndef EQUIV_REL_BEHAVIOUR_H
#define EQUIV_REL_BEHAVIOUR_H

#include <stddef.h>
#include <stdint.h>

#include <jansson.h>

#include "core/arena.h"

/* A language-neutral value as a user can observe it (a return value, a field of one).
 * Everything a value points to lives in the arena the behaviour was built in. */
typedef enum rel_vkind {
  REL_V_VOID,    /* no value (a void function, a program that only prints) */
  REL_V_INT,     /* integer of `width` bits, `is_signed`; bits holds the value modulo 2^width,
                    sign-extended to 64 bits when signed */
  REL_V_FLOAT,   /* IEEE binary32 (width 32) or binary64 (width 64); bits holds the encoding */
  REL_V_BOOL,    /* bits is 0 or 1 */
  REL_V_OPAQUE,  /* a pointer, reference or handle: only its description (e.g. "&a[2]", "null")
                    can be observed, and two opaque values are equal iff their descriptions are */
  REL_V_BYTES,   /* a byte string (a text, a record) */
  REL_V_AGG      /* an aggregate (struct, array, tuple): n values in order */
} rel_vkind;

typedef struct rel_value rel_value;
struct rel_value {
  rel_vkind kind;
  int width;        /* REL_V_INT, REL_V_FLOAT */
  int is_signed;    /* REL_V_INT */
  uint64_t bits;    /* REL_V_INT, REL_V_FLOAT, REL_V_BOOL */
  const char *text; /* REL_V_OPAQUE (NUL-terminated), REL_V_BYTES (len bytes) */
  size_t len;       /* REL_V_BYTES */
  int n;            /* REL_V_AGG */
  const rel_value *items;
};

/* One output record: a stream name ("stdout", "SYSOUT", a file name) and its bytes. A language
 * fixes the granularity: C writes one record per stream (all bytes in order), COBOL one record per
 * DISPLAYed line or WRITE. */
typedef struct rel_record {
  const char *stream;
  const char *data;
  size_t len;
} rel_record;

/* How a completed run ended. */
typedef enum rel_okind {
  REL_O_RETURNED,  /* the function returned `value` */
  REL_O_EXITED,    /* the program exited with `code` (C exit(), return from main, COBOL STOP RUN) */
  REL_O_PANICKED,  /* panic / uncaught exception with `message` (Rust, Java) */
  REL_O_ABENDED    /* abnormal end with `code` (COBOL abend) */
} rel_okind;

/* Kinds of going wrong: a run that has no outcome (DESIGN.md, "Semantics on front-end output").
 * X(id, JSON name, evidence): `evidence` says whether going wrong so is a behaviour of the program
 * that a verdict may rest on. Undefined behaviour and COBOL's undefined results are; a construct
 * outside the model and a bound of the interpreter (fuel, call depth) are limits of Equiv and are
 * never evidence of a difference, nor of the old version's being unsafe (for C, divergence counts
 * as going wrong only where it is proved; running out of fuel proves nothing). */
#define REL_WRONG_KINDS(X)                                          \
  X(UB, "ub", 1)                     /* undefined behaviour */      \
  X(UNSUPPORTED, "unsupported", 0)   /* outside the modelled fragment */ \
  X(OUT_OF_FUEL, "out_of_fuel", 0)   /* step or depth bound reached */ \
  X(UNDEFINED_RESULT, "undefined_result", 1) /* COBOL: overlapping MOVE, bad subscript, ... */ \
  X(DIVERGES, "diverges", 1)         /* proved never to end: its state repeats (Rust) */
typedef enum rel_wkind {
#define X(id, name, ev) REL_W_##id,
  REL_WRONG_KINDS(X)
#undef X
} rel_wkind;

/* 1 when going wrong of kind k is a behaviour of the program (the `evidence` column above). */
int rel_wrong_is_behaviour(rel_wkind k);

typedef struct rel_behaviour {
  int wrong;                 /* 0: an outcome; 1: went wrong */
  /* outcome */
  rel_okind okind;
  rel_value value;           /* REL_O_RETURNED */
  long long code;            /* REL_O_EXITED, REL_O_ABENDED */
  const char *message;       /* REL_O_PANICKED */
  int nrecords;
  const rel_record *records; /* observable output, in order */
  /* going wrong */
  rel_wkind wkind;
  const char *reason;        /* e.g. "signed overflow in '+'" */
  const char *loc;           /* "file:line:col", or "?" when unknown */
} rel_behaviour;

/* Value constructors (no allocation except rel_v_bytes/rel_v_opaque/rel_v_agg copy into a). */
rel_value rel_v_void(void);
rel_value rel_v_int(uint64_t bits, int width, int is_signed);
rel_value rel_v_double(double d);
rel_value rel_v_float(float f);
rel_value rel_v_bool(int b);
rel_value rel_v_opaque(arena *a, const char *desc);
rel_value rel_v_bytes(arena *a, const char *data, size_t len);
rel_value rel_v_agg(arena *a, const rel_value *items, int n);

/* A deep copy of v into a (items, bytes and texts included). */
rel_value rel_value_copy(arena *a, const rel_value *v);

/* Behaviour constructors. records (nrecords of them) and strings are copied into a. */
rel_behaviour rel_returned(arena *a, rel_value v, const rel_record *records, int nrecords);
rel_behaviour rel_exited(arena *a, long long code, const rel_record *records, int nrecords);
rel_behaviour rel_panicked(arena *a, const char *message, const rel_record *records, int nrecords);
rel_behaviour rel_abended(arena *a, long long code, const rel_record *records, int nrecords);
rel_behaviour rel_went_wrong(arena *a, rel_wkind k, const char *reason, const char *loc);

/* Value equality: same kind and shape; integers by width, signedness and bits; floats by their
 * bit encoding (so NaN equals the same NaN and -0.0 differs from 0.0 — what printing observes). */
int rel_value_equal(const rel_value *x, const rel_value *y);
/* The default outcome relation: both completed, same kind, same value/code/message, and the same
 * records in the same order. A behaviour that went wrong relates to nothing (returns 0). */
int rel_outcome_equal(const rel_behaviour *x, const rel_behaviour *y);

/* Text: "returned 42", "exited 3", "panicked: msg", "abended 806",
 * "went wrong: [ub] signed overflow in '+' at f.c:3:12". Output records are not included.
 * Writes into buf (size n) and returns buf; rel_value_text likewise for one value. */
const char *rel_behaviour_text(const rel_behaviour *b, char *buf, size_t n);
const char *rel_value_text(const rel_value *v, char *buf, size_t n);
const char *rel_wrong_name(rel_wkind k);

/* JSON (new reference):
 *   {"result":"outcome","kind":"returned","value":V,"output":[{"stream":..,"text":..}]}
 *   {"result":"wrong","kind":"ub","reason":"..","loc":"f.c:3:12"}
 * V is {"type":"int","width":32,"signed":true,"value":"42"} (value as decimal text),
 * {"type":"float","width":64,"value":"1.5","bits":"0x3ff8000000000000"}, {"type":"bool","value":true},
 * {"type":"opaque","value":".."}, {"type":"bytes","value":".."}, {"type":"agg","items":[..]},
 * {"type":"void"}. Record and bytes text is a JSON string in which byte b stands for code point
 * U+00bb (Latin-1), so any byte string round-trips. */
json_t *rel_behaviour_json(const rel_behaviour *b);
json_t *rel_value_json(const rel_value *v);

#endif
