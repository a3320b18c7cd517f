/* jv_statics.h — the static fields of the program's classes as a unit's inputs and outcomes
 * (docs/java.md, "Statics"): a unit may be called at any point of a program's life, so the value
 * each non-final static of a primitive integral or boolean type holds when the call starts is an
 * input (by name, as the C room's globals are), and the value it holds when the call ends
 * (returned or thrown) is compared. The class owning such a static is initialised (JLS 12.4.2)
 * before the input is stored into it, as reflection's Field.set does on the JVM, so an
 * initialiser's own stores to it are overwritten. Final statics and statics of other types are
 * no inputs: their value is what the class's initialiser gives them (the symbolic executor does
 * not follow them). */
#ifndef EQUIV_LANG_JIMPLE_JV_STATICS_H
#define EQUIV_LANG_JIMPLE_JV_STATICS_H

#include "lang/jimple/jv.h"

typedef struct jv_static_in {
  const char *cls, *name, *desc; /* the declaring class (internal name), field name, descriptor */
  const char *input;             /* the input's name: the field's for the unit's own class (so that
                                    EqBench's oldV and newV name theirs alike), else "Cls.field"
                                    (a class nested in the unit's: "Stats.field" for oldV$Stats) */
  int reached;                   /* a getstatic or putstatic of it is in code the unit may run */
} jv_static_in;

/* The static inputs of unit m, sorted by input name (the same order in two versions that load
 * their classes in other orders), found once per method (m->statics): every non-final static
 * field of type I J S B C Z of the unit's class and of every class the unit's code may reach (the
 * classes loaded by then), reached set where a method it may call (any program method of the
 * invoked name and descriptor: dispatch over-approximated) or any static initialiser reads or
 * writes it. Returns the count. */
int jv_statics(jv_program *p, jv_method *m, const jv_static_in **out);

/* The static input of m a getstatic/putstatic of (ow, nm, ds) names (JVMS 5.4.3.2: the field is
 * looked up from ow up its superclasses), or -1 when it names none (a final static, another type,
 * a JDK class's). */
int jv_static_index(jv_program *p, jv_method *m, const char *ow, const char *nm, const char *ds);

/* Whether class c's static initialiser, if it has one, only stores constants into statics of c
 * (`static int count = 0;`): initialising c then has no effect but those statics' values. */
int jv_clinit_simple(jv_program *p, jv_class *c);

#endif
