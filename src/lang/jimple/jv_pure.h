/* jv_pure.h — static methods in the pure fragment (jv_pure.c): what the symbolic executor may
 * abstract as an uninterpreted function of the arguments (a method the same in both versions of
 * a diff, ARDiff's shared code), and the fingerprint that says "the same". */
#ifndef EQUIV_LANG_JIMPLE_JV_PURE_H
#define EQUIV_LANG_JIMPLE_JV_PURE_H

#include "core/arena.h"
#include "lang/jimple/jv.h"

/* The unit name of a static method of its class as `equiv diff` lists units: its name, or its
 * name and descriptor when the class has another method of that name. */
const char *jv_unit_name(const jv_method *m, arena *a);

/* A hash (64 hex digits) of a text that identifies m's lowered code and that of every method it calls, the name of m's own
 * class left out (two versions declare oldV and newV), when m is in the pure fragment; NULL
 * otherwise. The fragment: a static method of a class without a static initialiser whose
 * superclass is Object, its parameters and result int, long, short, byte, char or boolean, no
 * exception table, and statements that can neither throw nor read or write the heap or statics
 * (JVMS 6.5: int/long arithmetic, division only by a constant other than 0, conversions between
 * integral types, comparisons, branches, switches), calls only of Math.abs/min/max of int/long
 * and of other methods of the fragment in its class, none recursive (a call chain of any depth
 * could end in StackOverflowError). Such a method is a function of its arguments: every run
 * returns the same value for the same arguments, or never ends. *loops is set to whether m or a
 * method it calls has a loop (a backward branch). */
const char *jv_pure_fingerprint(jv_program *p, jv_method *m, int *loops, arena *a);

/* The heads of m's loops: the targets of its backward branches (a goto or if to the same or an
 * earlier statement). Every cycle of m's statements has a backward branch, so it passes a head.
 * Returns the count, or -1 when there are more than max or a switch branches backwards (a loop
 * the rank runs do not handle). */
int jv_pure_loops(const jv_method *m, int *head, int max);

/* reach[i] (m->nstmts + 1 entries) set to whether statement i of m (a method without exception
 * handlers) can lead to statement head: a path that leaves these has left the loop for good. */
void jv_pure_reaches(const jv_method *m, int head, unsigned char *reach);

#endif
