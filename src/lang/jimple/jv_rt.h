/* jv_rt.h — the Java room's run-time state, shared by the interpreter (jv_exec.c) and the JDK
 * models (jv_jdk*.c): values, heap objects, the run, and the few services a model needs (throwing
 * an exception object, going wrong with a reason, strings as UTF-16 code units). Private to
 * src/lang/jimple. */
#ifndef EQUIV_LANG_JIMPLE_JV_RT_H
#define EQUIV_LANG_JIMPLE_JV_RT_H

#include <stdarg.h>

#include "core/strbuf.h"
#include "lang/jimple/jv.h"

typedef struct obj obj;
typedef union val { int32_t i; int64_t j; float f; double d; obj *r; } val;

/* What a heap object is; the model kinds carry their state in obj.x (or obj.u for text). */
enum {
  K_PLAIN, K_ARRAY, K_STRING, K_PRINTSTREAM,
  K_BOX,     /* Integer, Long, Short, Byte, Character, Boolean, Double, Float: bty and bv */
  K_SB,      /* StringBuilder: u[0..len) with capacity cap */
  K_LIST,    /* ArrayList: x is a jv_list */
  K_MAP,     /* HashMap / LinkedHashMap: x is a jv_map */
  K_ITER,    /* an iterator or a view of a collection: x is a jv_iter */
  K_ENTRY,   /* Map.Entry: x is the map's entry */
  K_BIGDEC,  /* BigDecimal: x is a jv_bigdec */
  K_ENUM,    /* a constant of a modelled JDK enum (RoundingMode): bv.i is its ordinal */
  K_LAMBDA   /* LambdaMetafactory's object (jv_lambda.c): cls is the functional interface */
};

typedef struct fslot { const char *owner, *name, *desc; val v; } fslot;

struct obj {
  int kind;
  const char *cls; /* internal name; arrays "[I", "[Ljava/lang/String;" */
  int nf;
  fslot *f;
  obj *msg;        /* Throwable.detailMessage */
  int has_cause;   /* Throwable: constructed with a cause (unsupported in messages) */
  char ety;        /* array: element descriptor char */
  char bty;        /* K_BOX: the primitive's descriptor char */
  int len;         /* array length, string / builder length */
  int cap;         /* K_SB: capacity of u */
  val *e;          /* array elements */
  uint16_t *u;     /* string / builder code units */
  val bv;          /* K_BOX: the value; K_ENUM: bv.i the ordinal */
  void *x;         /* the model's state */
  long monitor;
};

typedef struct crt {  /* a class at run time */
  const char *name;
  jv_class *c;       /* NULL for a modelled JDK class */
  int state;         /* 0 not initialised, 1 in progress, 2 done, 3 erroneous */
  int circular;      /* its superclass chain has a cycle (ClassCircularityError, JVMS 5.3.5) */
  int nstat;
  fslot *stat;
} crt;

/* R_PASS: a model does not know the method (the next model, or unsupported, decides). */
typedef enum { R_OK, R_THROW, R_WRONG, R_PASS } res;

typedef struct rt {
  jv_program *p;
  arena *a;
  long long fuel;
  int depth;
  crt *cls;
  int ncls, capcls;
  obj *exc;          /* R_THROW */
  rel_wkind wk;      /* R_WRONG */
  const char *why, *where;
  strbuf out;
  obj **interned;
  int nint, capint;
  obj *sysout;
  obj *boxcache[6][256]; /* Integer, Long, Short, Byte, Character caches (JLS 5.1.7), Boolean */
  obj *statics[16];      /* modelled static constants (BigDecimal.ZERO, RoundingMode.HALF_UP, ...) */
  void **gmp;            /* GMP numbers to clear at the end of the run */
  int ngmp, capgmp;
} rt;

/* ---- services of the interpreter (jv_exec.c) ---- */

/* Ends the step as going wrong of kind k at where; returns R_WRONG. */
res jv_wrong(rt *r, rel_wkind k, const char *where, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/* Throws a new exception object of class cls (internal name) with message msg (NULL: none). */
res jv_throw(rt *r, const char *cls, const char *msg);
obj *jv_new_obj(rt *r, const char *cls);
obj *jv_new_string(rt *r, const uint16_t *u, int n);
obj *jv_new_cstring(rt *r, const char *latin1);
/* A string from UTF-8 text (as jv_utf16_out writes it; a lone surrogate round-trips). */
obj *jv_string_utf8(rt *r, const char *s, size_t n);
/* UTF-16 code units to UTF-8 into sb. */
void jv_utf16_out(strbuf *sb, const uint16_t *u, int n);
/* "java/lang/Foo" as "java.lang.Foo" (arena-allocated). */
const char *jv_dotted(rt *r, const char *internal);
/* 1 when class name is target or below it (superclasses and interfaces), 0 when not, -1 when a
 * class on the way is outside the model. */
int jv_subclass_of(rt *r, const char *name, const char *target);
int jv_is_throwable(rt *r, const char *cls);
/* String conversion (JLS 5.1.11) of a value of descriptor type t into sb. R_OK; R_WRONG when the
 * text is outside the model (a user object's toString, a double's digits). */
res jv_str_conv(rt *r, strbuf *sb, char t, val v, const char *at);

/* A call as an invoke statement of kind sub (JV_INV_VIRTUAL, _SPECIAL, _STATIC, _INTERFACE) makes it. */
res jv_invoke(rt *r, int sub, const char *ow, const char *nm, const char *ds, val *a, val *ret, const char *at);

/* ---- lambdas (jv_lambda.c) ---- */

/* invokedynamic bootstrapped by LambdaMetafactory (b, of class c): the call site's name and
 * descriptor, the captured values a (one slot each, long/double two). *ret the new object. */
res jv_lambda_make(rt *r, const jv_class *c, const jv_bsm *b, const char *iname, const char *idesc, val *a, val *ret,
                   const char *at);
/* A call of nm/ds on lambda object o (a: receiver first): the SAM's call, or R_PASS for another method. */
res jv_lambda_call(rt *r, obj *o, const char *nm, const char *ds, val *a, val *ret, const char *at);

/* ---- the JDK models (jv_jdk*.c) ---- */

/* The modelled JDK class of that internal name: 1 with its superclass (NULL for Object) and its
 * interfaces (a NULL-terminated list), 0 when it is not modelled. */
int jv_jdk_class(const char *name, const char **super, const char *const **ifaces);
/* A call of a JDK method (cls: the class the call resolved to; a: the arguments, receiver first,
 * long/double in two slots). R_OK with *ret, R_THROW, or R_WRONG (unsupported, with the reason). */
res jv_jdk_call(rt *r, int isstatic, const char *cls, const char *name, const char *desc, val *a, val *ret, const char *at);
/* `new` of a modelled JDK class: the uninitialised object, or NULL when that class cannot be made. */
obj *jv_jdk_new(rt *r, const char *cls);
/* getstatic of a JDK field (System.out, RoundingMode.HALF_UP, BigDecimal.ZERO, ...): R_OK, R_PASS. */
res jv_jdk_getstatic(rt *r, const char *cls, const char *name, const char *desc, val *out);
/* Frees what the models hold outside the run's arena (GMP numbers); called once at the end. */
void jv_jdk_release(rt *r);
/* toString of a model object into sb: R_OK, R_THROW, R_WRONG, or R_PASS when o is not a model's. */
res jv_jdk_tostring(rt *r, obj *o, strbuf *sb, const char *at);

/* Each model family: R_PASS when the call is not one of its methods. */
res jv_jdk_lang_call(rt *r, int isstatic, const char *cls, const char *name, const char *desc, val *a, val *ret, const char *at);
res jv_jdk_string_call(rt *r, int isstatic, const char *cls, const char *name, const char *desc, val *a, val *ret, const char *at);
res jv_jdk_coll_call(rt *r, int isstatic, const char *cls, const char *name, const char *desc, val *a, val *ret, const char *at);
res jv_jdk_bigdec_call(rt *r, int isstatic, const char *cls, const char *name, const char *desc, val *a, val *ret, const char *at);
/* String.format(fmt, args) (args: an Object[] or NULL for none) into *ret (jv_jdk_format.c). */
res jv_jdk_format(rt *r, obj *fmt, obj *args, val *ret, const char *at);
res jv_jdk_arrays_call(rt *r, int isstatic, const char *cls, const char *name, const char *desc, val *a, val *ret, const char *at);
res jv_jdk_coll_tostring(rt *r, obj *o, strbuf *sb, const char *at);
res jv_jdk_bigdec_tostring(rt *r, obj *o, strbuf *sb);
res jv_jdk_bigdec_getstatic(rt *r, const char *cls, const char *name, val *out);
/* Boxing (Integer.valueOf and the others, with the caches of JLS 5.1.7): the box of v of type t. */
obj *jv_jdk_box(rt *r, char t, val v);
/* equals / hashCode of a key the collection models can hash (String, a box, null): 1 with the
 * result, 0 when the object's equals/hashCode is outside the model. */
int jv_jdk_equals(obj *x, obj *y, int *eq);
int jv_jdk_hash(obj *x, int32_t *h);

#endif
