/* jv_heap.c — class rules for the symbolic heap (jv_heap.h): fields, field resolution, method
 * selection and type tests on the program's classes, as jv_exec.c applies them at run time. */
#include <string.h>

#include "lang/jimple/jv_heap.h"
#include "lang/jimple/jv_statics.h"

enum { CHAIN = 64 }; /* a superclass chain longer than this is circular (JVMS 5.3.5) */

static int is_object(const char *n) { return !strcmp(n, "java/lang/Object"); }

/* A static initialiser with effects beyond constants stored into the class's own statics (those
 * are overwritten where a static is an input, jv_statics.h, and not followed otherwise). */
static int has_clinit(jv_program *p, jv_class *c) { return !jv_clinit_simple(p, c); }

static jv_method *declared(jv_class *c, const char *nm, const char *ds) {
  for (int k = 0; k < c->nmethods; k++)
    if (!strcmp(c->methods[k].name, nm) && !strcmp(c->methods[k].desc, ds)) return &c->methods[k];
  return NULL;
}

/* Whether a program interface c implements (directly or through its superinterfaces) has a static
 * initialiser. JDK interfaces are not the program's: their constants are the JDK's. */
static int iface_clinit(jv_program *p, const jv_class *c, int depth) {
  for (int i = 0; i < c->nifaces && depth < CHAIN; i++) {
    jv_class *k = jv_find_class(p, c->ifaces[i]);
    if (k && (has_clinit(p, k) || iface_clinit(p, k, depth + 1))) return 1;
  }
  return 0;
}

const jv_layout *jv_heap_layout(jv_program *p, const char *cls, arena *a, const char **why) {
  jv_class *chain[CHAIN];
  int n = 0, nf = 0;
  for (const char *nm = cls; !is_object(nm); nm = chain[n - 1]->super) {
    jv_class *c = n < CHAIN ? jv_find_class(p, nm) : NULL;
    if (!c) {
      *why = n ? "a superclass outside the program other than Object (its fields and constructor are not followed)"
               : "a class outside the program";
      return NULL;
    }
    if (!n && (c->access & 0x0600)) {
      *why = "an abstract class or interface";
      return NULL;
    }
    /* `new` initialises the class first (JLS 12.4.1): a static initialiser's effects are statics */
    if (has_clinit(p, c) || iface_clinit(p, c, 0)) {
      *why = "a class with a static initialiser (statics are not followed)";
      return NULL;
    }
    if (!c->super) {
      *why = "a class without a superclass";
      return NULL;
    }
    chain[n++] = c;
    for (int j = 0; j < c->nfields; j++) nf += !(c->fields[j].access & 0x0008);
  }
  jv_layout *l = arena_alloc(a, sizeof *l);
  l->cls = cls;
  l->owner = arena_alloc(a, sizeof(char *) * (size_t)(nf + 1));
  l->name = arena_alloc(a, sizeof(char *) * (size_t)(nf + 1));
  l->desc = arena_alloc(a, sizeof(char *) * (size_t)(nf + 1));
  l->nf = 0;
  for (int k = 0; k < n; k++)
    for (int j = 0; j < chain[k]->nfields; j++) {
      const jv_field *f = &chain[k]->fields[j];
      if (f->access & 0x0008) continue;
      l->owner[l->nf] = chain[k]->name, l->name[l->nf] = f->name, l->desc[l->nf++] = f->desc;
    }
  return l;
}

const jv_layout *jv_heap_param(jv_program *p, const char *d, arena *a, const char **why) {
  const char *e = d[0] == 'L' ? strchr(d, ';') : NULL;
  *why = "not an object of a class of the program";
  if (!e || !strncmp(d, "Ljava/", 6)) return NULL;
  const jv_layout *l = jv_heap_layout(p, arena_strndup(a, d + 1, (size_t)(e - d - 1)), a, why);
  if (!l) return NULL;
  for (int k = 0; k < l->nf; k++)
    if (l->desc[k][1] || !strchr("IJSBCZ", l->desc[k][0])) {
      *why = "a field of a type other than int, long, short, byte, char or boolean";
      return NULL;
    }
  if (l->nf < 1 || l->nf > JV_OBJ_FIELDS) {
    *why = "no field, or more than 8";
    return NULL;
  }
  return l;
}

/* The class declaring field (nm, ds) as resolution finds it from cls (JVMS 5.4.3.2: the class,
 * its superinterfaces, then its superclass, recursively); NULL outside the program. */
static const char *field_owner(jv_program *p, const char *cls, const char *nm, const char *ds, int depth) {
  for (int steps = 0; cls && !is_object(cls) && steps < CHAIN && depth < CHAIN; steps++) {
    jv_class *c = jv_find_class(p, cls);
    if (!c) return NULL;
    for (int i = 0; i < c->nfields; i++)
      if (!strcmp(c->fields[i].name, nm) && !strcmp(c->fields[i].desc, ds)) return c->name;
    for (int i = 0; i < c->nifaces; i++) {
      const char *o = field_owner(p, c->ifaces[i], nm, ds, depth + 1);
      if (o) return o;
    }
    cls = c->super;
  }
  return NULL;
}

int jv_heap_field(jv_program *p, const jv_layout *l, const char *ow, const char *nm, const char *ds) {
  const char *own = field_owner(p, ow, nm, ds, 0);
  for (int k = 0; own && k < l->nf; k++)
    if (!strcmp(l->owner[k], own) && !strcmp(l->name[k], nm) && !strcmp(l->desc[k], ds)) return k;
  return -1;
}

/* The method (nm, ds) resolution finds from class cls up its superclasses (JVMS 5.4.3.3, without
 * the superinterfaces' default methods); NULL when it reaches Object or leaves the program. */
static jv_method *resolve(jv_program *p, const char *cls, const char *nm, const char *ds) {
  for (int steps = 0; cls && !is_object(cls) && steps < CHAIN; steps++) {
    jv_class *c = jv_find_class(p, cls);
    if (!c) return NULL;
    jv_method *m = declared(c, nm, ds);
    if (m) return m;
    cls = c->super;
  }
  return NULL;
}

jv_method *jv_heap_method(jv_program *p, const char *cls, int sub, const char *ow, const char *nm, const char *ds, int *nop,
                          const char **why) {
  *nop = 0;
  jv_method *m = NULL;
  if (sub == JV_INV_SPECIAL && !strcmp(nm, "<init>")) {
    /* a constructor is the named class's own (JVMS 6.5 invokespecial); Object's does nothing */
    if (is_object(ow) && !strcmp(ds, "()V")) return *nop = 1, NULL;
    jv_class *c = jv_find_class(p, ow);
    m = c ? declared(c, nm, ds) : NULL;
  } else if (sub == JV_INV_SPECIAL) {
    /* javac names the class whose method super.m() or a private m() means: resolution from it */
    m = resolve(p, ow, nm, ds);
  } else {
    /* JVMS 5.4.6: a private method resolved is the one selected (javac 11+ calls a nestmate's
     * private method by invokevirtual); else the first declaration from the object's class up
     * that is neither static nor private */
    m = resolve(p, ow, nm, ds);
    if (!m || !(m->access & 0x0002) || (m->access & 0x0008)) {
      m = NULL;
      for (int steps = 0; cls && !is_object(cls) && steps < CHAIN && !m; steps++) {
        jv_class *c = jv_find_class(p, cls);
        if (!c) break;
        jv_method *d = declared(c, nm, ds);
        if (d && !(d->access & 0x000A)) m = d;
        cls = c->super;
      }
    }
  }
  if (!m) *why = "a method not declared by the program's classes (Object's, a default method)";
  else if ((m->access & 0x0008) || (m->access & 0x0500) || !m->has_code) *why = "a static, native or abstract method";
  else return m;
  return NULL;
}

/* Whether interface or class n is t or has t among its superinterfaces: 1, 0, or -1 when a JDK
 * interface on the way could (its superinterfaces are not known here) and t is not the program's
 * (no JDK interface extends a program type). */
static int implements(jv_program *p, const char *n, const char *t, int t_prog, int depth) {
  if (!strcmp(n, t)) return 1;
  jv_class *c = jv_find_class(p, n);
  if (!c) return t_prog ? 0 : -1;
  int open = 0;
  for (int i = 0; i < c->nifaces && depth < CHAIN; i++) {
    int r = implements(p, c->ifaces[i], t, t_prog, depth + 1);
    if (r == 1) return 1;
    open |= r < 0;
  }
  return open ? -1 : 0;
}

int jv_heap_instance_of(jv_program *p, const char *cls, const char *t) {
  if (is_object(t)) return 1;
  int t_prog = jv_find_class(p, t) != NULL, open = 0;
  for (int steps = 0; cls && !is_object(cls) && steps < CHAIN; steps++) {
    int r = implements(p, cls, t, t_prog, 0);
    if (r == 1) return 1;
    open |= r < 0;
    jv_class *c = jv_find_class(p, cls);
    if (!c) return t_prog ? 0 : -1;
    cls = c->super;
  }
  return open ? -1 : 0;
}
