/* jv_heap.h — the class rules the symbolic executor's heap (jv_sym.c) needs about objects of the
 * program's own classes, on the loaded program alone (no run-time state): an object's fields (JLS
 * 8.3, 12.5: its class's and every superclass's instance fields, each at its default value), field
 * resolution (JVMS 5.4.3.2), method selection on an object whose class is known exactly (JVMS
 * 5.4.3.3, 5.4.6) and type tests (JVMS 6.5 instanceof). They are the rules jv_exec.c applies at run
 * time to its heap, stated again over classes only; where the answer would need a JDK class's
 * members (a superclass other than Object, a default method, Object's own methods) they answer
 * "not followed" (NULL, -1) with a reason, and the executor makes that an unknown case. */
#ifndef EQUIV_LANG_JIMPLE_JV_HEAP_H
#define EQUIV_LANG_JIMPLE_JV_HEAP_H

#include "lang/jimple/jv.h"

/* The instance fields of an object of a class: owner (declaring class), name and descriptor of
 * each, the class's own first, then each superclass's (jv_exec.c's order). */
typedef struct jv_layout {
  const char *cls;
  int nf;
  const char **owner, **name, **desc;
} jv_layout;

/* The layout of a `new cls` of the program, or NULL with a reason in *why: cls is not the
 * program's, is abstract or an interface, a superclass outside the program other than Object, a
 * chain longer than 64 (circular), or a static initialiser on the chain or in the program's
 * interfaces it implements that does more than store constants into its class's statics
 * (jv_clinit_simple: its effects would be what the heap does not follow). */
const jv_layout *jv_heap_layout(jv_program *p, const char *cls, arena *a, const char **why);

/* The layout of a parameter of descriptor d ("LAccount;") that is an input (jv_lang.c): an object
 * of exactly that class of the program, its fields the input's elements. NULL with a reason in
 * *why when d names no such class (jv_heap_layout's reasons), a field is of another type than
 * int, long, short, byte, char or boolean, or it has no field or more than JV_OBJ_FIELDS. */
enum { JV_OBJ_FIELDS = 8 };
const jv_layout *jv_heap_param(jv_program *p, const char *d, arena *a, const char **why);

/* Field k of layout l named by a getfield/putfield of (ow, nm, ds): the declaring class found as
 * JVMS 5.4.3.2 resolves it from ow; -1 when none of l's fields is that one. */
int jv_heap_field(jv_program *p, const jv_layout *l, const char *ow, const char *nm, const char *ds);

/* The method an invoke of kind sub (JV_INV_SPECIAL, JV_INV_VIRTUAL, JV_INV_INTERFACE) of (ow, nm,
 * ds) runs on an object of exact class cls: invokespecial the method resolved from ow (a
 * constructor: ow's own), invokevirtual/interface a private method resolved from ow, else the one
 * selected from cls up its superclasses. NULL with a reason in *why when it is not a method of the
 * program with code (Object's methods, a default method, native, abstract). *nop set: Object's
 * constructor, which does nothing. */
jv_method *jv_heap_method(jv_program *p, const char *cls, int sub, const char *ow, const char *nm, const char *ds, int *nop,
                          const char **why);

/* Whether an object of exact class cls is an instance of type t (a class or interface name): 1,
 * 0, or -1 when a JDK type on the way leaves the answer open. */
int jv_heap_instance_of(jv_program *p, const char *cls, const char *t);

#endif
