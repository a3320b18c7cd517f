/* jv_statics.c — which statics of the program's classes are a unit's inputs (jv_statics.h): the
 * fields themselves, and the code the unit may run that reads or writes them. */
#include <stdlib.h>
#include <string.h>

#include "lang/jimple/jv_statics.h"

enum { CHAIN = 64, MAXM = 4096 };

static int is_input_field(const jv_field *f) {
  /* static, not final; a primitive integral type or boolean (the symbolic executor's values) */
  return (f->access & 0x0008) && !(f->access & 0x0010) && f->desc[0] && !f->desc[1] && strchr("IJSBCZ", f->desc[0]);
}

/* The class declaring the static field (nm, ds) that a reference through ow resolves to (JVMS
 * 5.4.3.2, superclasses only: an interface's fields are final), and the field; NULL if none. */
static jv_class *resolve(jv_program *p, const char *ow, const char *nm, const char *ds, const jv_field **fo) {
  jv_class *c = ow ? jv_find_class(p, ow) : NULL;
  for (int d = 0; c && d < CHAIN; d++) {
    for (int j = 0; j < c->nfields; j++)
      if ((c->fields[j].access & 0x0008) && !strcmp(c->fields[j].name, nm) && !strcmp(c->fields[j].desc, ds)) {
        *fo = &c->fields[j];
        return c;
      }
    c = c->super ? jv_find_class(p, c->super) : NULL;
  }
  return NULL;
}

typedef struct walk {
  jv_program *p;
  jv_method **seen;
  int nseen;
  int all;                 /* a method could not be lowered: every static counts as reached */
  const jv_field **hit;    /* the static fields read or written */
  jv_class **hitc;
  int nhit, caphit;
} walk;

static void visit(walk *w, jv_method *m) {
  if (!m || !m->has_code) return;
  for (int k = 0; k < w->nseen; k++)
    if (w->seen[k] == m) return;
  if (w->nseen == MAXM) {
    w->all = 1;
    return;
  }
  w->seen[w->nseen++] = m;
}

static void add_hit(walk *w, jv_class *c, const jv_field *f) {
  if (w->nhit == w->caphit) {
    w->caphit = w->caphit ? 2 * w->caphit : 16;
    w->hit = realloc(w->hit, sizeof *w->hit * (size_t)w->caphit);
    w->hitc = realloc(w->hitc, sizeof *w->hitc * (size_t)w->caphit);
  }
  w->hit[w->nhit] = f, w->hitc[w->nhit++] = c;
}

/* The statements of method m: its static accesses, the methods it may call (every program method
 * of the invoked name and descriptor; a lambda's body is a method of m's class, so an
 * invokedynamic adds all of them). */
static void scan(walk *w, jv_method *m) {
  if (jv_lower(m, w->p->a) < 0) {
    w->all = 1;
    return;
  }
  for (int i = 0; i < m->nstmts; i++) {
    const jv_stmt *q = &m->stmts[i];
    const char *ow = NULL, *nm = NULL, *ds = NULL;
    if (q->op == JV_GETSTATIC || q->op == JV_PUTSTATIC) {
      jv_cp_member(m->cls, q->cpi, &ow, &nm, &ds);
      const jv_field *f = NULL;
      jv_class *c = resolve(w->p, ow, nm, ds, &f);
      if (c) add_hit(w, c, f);
    } else if (q->op == JV_INVOKE && q->sub == JV_INV_DYNAMIC) {
      for (int k = 0; k < m->cls->nmethods; k++) visit(w, &m->cls->methods[k]);
    } else if (q->op == JV_INVOKE) {
      jv_cp_member(m->cls, q->cpi, &ow, &nm, &ds);
      if (ow) jv_find_class(w->p, ow); /* loaded: its statics are listed */
      for (int c = 0; nm && c < w->p->nclasses; c++) {
        jv_class *k = w->p->classes[c];
        for (int j = 0; j < k->nmethods; j++)
          if (!strcmp(k->methods[j].name, nm) && !strcmp(k->methods[j].desc, ds)) visit(w, &k->methods[j]);
      }
    } else if (q->op == JV_NEW) {
      jv_find_class(w->p, jv_cp_class(m->cls, q->cpi));
    }
  }
}

static int by_input(const void *x, const void *y) {
  return strcmp(((const jv_static_in *)x)->input, ((const jv_static_in *)y)->input);
}

static void find(jv_program *p, jv_method *m) {
  walk w = {.p = p, .seen = malloc(sizeof(jv_method *) * MAXM)};
  visit(&w, m);
  /* the unit's methods, then every static initialiser of the classes loaded so far (one may run
   * inside the call, JLS 12.4.1) other than one that only stores constants into its class's
   * statics (it runs before a static input is stored: jv_statics.h), until nothing new is loaded
   * or reached */
  for (int done = 0, ncls = -1; done < w.nseen || ncls != p->nclasses;) {
    while (done < w.nseen) scan(&w, w.seen[done++]);
    ncls = p->nclasses;
    for (int c = 0; c < p->nclasses; c++) {
      jv_class *k = p->classes[c];
      for (int j = 0; j < k->nmethods; j++)
        if (!strcmp(k->methods[j].name, "<clinit>") && !jv_clinit_simple(p, k)) visit(&w, &k->methods[j]);
    }
  }
  /* the inputs: the unit's class's statics and every loaded class's */
  int n = 0;
  for (int c = 0; c < p->nclasses; c++)
    for (int j = 0; j < p->classes[c]->nfields; j++) n += is_input_field(&p->classes[c]->fields[j]);
  jv_static_in *v = arena_alloc(p->a, sizeof *v * (size_t)(n + 1));
  n = 0;
  for (int c = 0; c < p->nclasses; c++) {
    jv_class *k = p->classes[c];
    for (int j = 0; j < k->nfields; j++) {
      const jv_field *f = &k->fields[j];
      if (!is_input_field(f)) continue;
      int reached = w.all;
      for (int h = 0; h < w.nhit && !reached; h++) reached = w.hit[h] == f;
      /* a class nested in the unit's is named from it ("Stats" for oldV$Stats), so that EqBench's
       * oldV and newV name their nested classes' statics alike */
      size_t ul = strlen(m->cls->name);
      const char *cn = !strncmp(k->name, m->cls->name, ul) && k->name[ul] == '$' ? k->name + ul + 1 : k->name;
      char *dotted = arena_strdup(p->a, cn);
      for (char *q = dotted; *q; q++)
        if (*q == '/') *q = '.';
      v[n++] = (jv_static_in){k->name, f->name, f->desc,
                              !strcmp(k->name, m->cls->name) ? f->name : arena_printf(p->a, "%s.%s", dotted, f->name), reached};
    }
  }
  qsort(v, (size_t)n, sizeof *v, by_input);
  free(w.seen), free(w.hit), free(w.hitc);
  m->statics = v, m->nstatics = n, m->statics_done = 1;
}

int jv_statics(jv_program *p, jv_method *m, const jv_static_in **out) {
  if (!m->statics_done) find(p, m);
  *out = m->statics;
  return m->nstatics;
}

int jv_static_index(jv_program *p, jv_method *m, const char *ow, const char *nm, const char *ds) {
  const jv_static_in *v;
  int n = jv_statics(p, m, &v);
  const jv_field *f = NULL;
  jv_class *c = resolve(p, ow, nm, ds, &f);
  for (int i = 0; c && i < n; i++)
    if (!strcmp(v[i].cls, c->name) && !strcmp(v[i].name, nm) && !strcmp(v[i].desc, ds)) return i;
  return -1;
}

int jv_clinit_simple(jv_program *p, jv_class *c) {
  jv_method *cl = NULL;
  for (int k = 0; k < c->nmethods; k++)
    if (!strcmp(c->methods[k].name, "<clinit>")) cl = &c->methods[k];
  if (!cl) return 1;
  if (jv_lower(cl, p->a) < 0 || cl->ntraps) return 0;
  for (int i = 0; i < cl->nstmts; i++) {
    const jv_stmt *q = &cl->stmts[i];
    const char *ow, *nm, *ds;
    switch (q->op) {
    case JV_NOP: break;
    case JV_CONST: if (q->a.ty != JV_T_INT && q->a.ty != JV_T_LONG) return 0; break;
    case JV_RETURN: if (q->hasdst) return 0; break;
    case JV_PUTSTATIC:
      /* a value a constant put there: an int or long slot (the constants are its only writes) */
      jv_cp_member(c, q->cpi, &ow, &nm, &ds);
      if (!ow || strcmp(ow, c->name) || (q->a.ty != JV_T_INT && q->a.ty != JV_T_LONG)) return 0;
      break;
    default: return 0;
    }
  }
  return 1;
}
