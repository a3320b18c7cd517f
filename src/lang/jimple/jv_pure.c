/* jv_pure.c — the pure fragment of static methods (jv_pure.h): its check, its fingerprint, and the
 * loops of a method by their backward branches. */
#include <string.h>

#include "core/hash.h"
#include "core/strbuf.h"
#include "lang/jimple/jv_pure.h"

const char *jv_unit_name(const jv_method *m, arena *a) {
  const jv_class *c = m->cls;
  for (int i = 0; i < c->nmethods; i++)
    if (&c->methods[i] != m && !strcmp(c->methods[i].name, m->name)) return arena_printf(a, "%s%s", m->name, m->desc);
  return arena_strdup(a, m->name);
}

/* int, long, short, byte, char, boolean: what the fragment's parameters and results are */
static int integral_desc(const char *d) {
  if (*d != '(') return 0;
  for (d++; *d && *d != ')'; d++)
    if (!strchr("IJSBCZ", *d)) return 0;
  return *d == ')' && d[1] && strchr("IJSBCZ", d[1]) && !d[2];
}

static int integral(const jv_opnd *o) { return o->ty == JV_T_INT || o->ty == JV_T_LONG; }

static void put_opnd(strbuf *sb, const jv_opnd *o) {
  if (o->isvar) sb_printf(sb, " v%u:%u", (unsigned)o->slot, (unsigned)o->ty);
  else if (o->ty == JV_T_LONG) sb_printf(sb, " k%lld:%u", (long long)o->k.j, (unsigned)o->ty);
  else sb_printf(sb, " k%d:%u", o->k.i, (unsigned)o->ty);
}

/* Whether the divisor operand b of statement i is a constant other than 0: a literal, or a stack
 * slot the statement before set to one (javac pushes a divisor literal, then divides) where no
 * branch arrives at i in between. */
static int nonzero_divisor(const jv_method *m, int i, const jv_opnd *b) {
  if (!b->isvar) return b->ty == JV_T_LONG ? b->k.j != 0 : b->k.i != 0;
  if (i == 0) return 0;
  const jv_stmt *d = &m->stmts[i - 1];
  if (!((d->op == JV_CONST || (d->op == JV_MOVE && !d->args)) && d->dst.slot == b->slot && !d->a.isvar &&
        (d->a.ty == JV_T_INT || d->a.ty == JV_T_LONG) && (d->a.ty == JV_T_LONG ? d->a.k.j != 0 : d->a.k.i != 0)))
    return 0;
  for (int j = 0; j < m->nstmts; j++) {
    const jv_stmt *q = &m->stmts[j];
    if ((q->op == JV_GOTO || q->op == JV_IF || q->op == JV_SWITCH) && q->target == i) return 0;
    for (int k = 0; k < q->ncases; k++)
      if (q->targets[k] == i) return 0;
  }
  return 1;
}

enum { MAXDEPTH = 16 };

/* Appends m's text to sb, and its callees' after it; 0 when m is outside the fragment. stack:
 * the methods being written (a call of one of them is recursion). */
static int put_method(jv_program *p, jv_method *m, strbuf *sb, int *loops, jv_method **stack, int depth) {
  if (depth >= MAXDEPTH || !(m->access & 0x0008) || !m->has_code || (m->access & 0x0100) || !integral_desc(m->desc))
    return 0;
  for (int k = 0; k < depth; k++)
    if (stack[k] == m) return 0; /* recursion */
  stack[depth] = m;
  const jv_class *c = m->cls;
  /* the class is initialised before the method runs (JLS 12.4.1): an initialiser of its own or
   * of a superclass would be part of what the call does */
  if (!c->super || strcmp(c->super, "java/lang/Object")) return 0;
  for (int k = 0; k < c->nmethods; k++)
    if (!strcmp(c->methods[k].name, "<clinit>")) return 0;
  if (jv_lower(m, p->a) < 0 || m->ntraps) return 0;
  sb_printf(sb, "method %s%s locals %d stack %d\n", m->name, m->desc, m->max_locals, m->max_stack);
  for (int i = 0; i < m->nstmts; i++) {
    const jv_stmt *q = &m->stmts[i];
    switch ((jv_op)q->op) {
    case JV_NOP: case JV_GOTO: case JV_SWITCH: case JV_MOVE: break;
    case JV_CONST: case JV_NEG: if (!integral(&q->a)) return 0; break;
    case JV_BIN:
      if (!integral(&q->a) || q->sub == JV_CMPL || q->sub == JV_CMPG) return 0;
      /* idiv/irem/ldiv/lrem throw ArithmeticException on a zero divisor (JVMS 6.5) */
      if ((q->sub == JV_DIV || q->sub == JV_REM) && !nonzero_divisor(m, i, &q->b)) return 0;
      break;
    case JV_CONV: if (!integral(&q->a) || !q->ety || !strchr("JIBCS", q->ety)) return 0; break;
    case JV_IF: if (!integral(&q->a)) return 0; break;
    case JV_RETURN: if (!q->hasdst || !integral(&q->a)) return 0; break;
    case JV_INVOKE: {
      const char *ow, *nm, *ds;
      if (q->sub != JV_INV_STATIC) return 0;
      jv_cp_member(c, q->cpi, &ow, &nm, &ds);
      if (!ow) return 0;
      if (!strcmp(ow, "java/lang/Math")) {
        /* abs of MIN_VALUE is MIN_VALUE, min and max of any two: none throws */
        if (!(!strcmp(nm, "abs") && (!strcmp(ds, "(I)I") || !strcmp(ds, "(J)J"))) &&
            !((!strcmp(nm, "min") || !strcmp(nm, "max")) && (!strcmp(ds, "(II)I") || !strcmp(ds, "(JJ)J"))))
          return 0;
        sb_printf(sb, "%d Math.%s%s", i, nm, ds);
      } else {
        if (strcmp(ow, c->name)) return 0;
        jv_method *callee = NULL;
        for (int k = 0; k < c->nmethods; k++)
          if (!strcmp(c->methods[k].name, nm) && !strcmp(c->methods[k].desc, ds)) callee = &c->methods[k];
        if (!callee) return 0;
        sb_printf(sb, "%d @.%s%s", i, nm, ds);
      }
      break;
    }
    default: return 0;
    }
    if (q->target <= i && (q->op == JV_GOTO || q->op == JV_IF)) *loops = 1;
    for (int k = 0; k < q->ncases; k++)
      if (q->targets[k] <= i) *loops = 1;
    if (q->op == JV_SWITCH && q->target <= i) *loops = 1;
    sb_printf(sb, "%d: %u %u %u %u %d %d %d %d", i, q->op, q->sub, q->cond, q->ety, q->hasdst, q->target, q->nargs, q->nmoves);
    if (q->hasdst || q->op == JV_MOVE) put_opnd(sb, &q->dst);
    put_opnd(sb, &q->a);
    put_opnd(sb, &q->b);
    put_opnd(sb, &q->c);
    for (int k = 0; k < q->nargs && q->op == JV_INVOKE; k++) put_opnd(sb, &q->args[k]);
    for (int k = 0; k < 2 * q->nmoves && q->args && q->op == JV_MOVE; k++) put_opnd(sb, &q->args[k]);
    for (int k = 0; k < q->ncases; k++) sb_printf(sb, " %d>%d", q->keys[k], q->targets[k]);
    sb_puts(sb, "\n");
  }
  /* the callees, each after its caller (a method called twice is written twice: the texts stay
   * small in the fragment, and equal texts still mean equal code) */
  for (int i = 0; i < m->nstmts; i++) {
    const jv_stmt *q = &m->stmts[i];
    if (q->op != JV_INVOKE) continue;
    const char *ow, *nm, *ds;
    jv_cp_member(c, q->cpi, &ow, &nm, &ds);
    if (!strcmp(ow, "java/lang/Math")) continue;
    for (int k = 0; k < c->nmethods; k++)
      if (!strcmp(c->methods[k].name, nm) && !strcmp(c->methods[k].desc, ds) &&
          !put_method(p, &c->methods[k], sb, loops, stack, depth + 1))
        return 0;
  }
  return 1;
}

const char *jv_pure_fingerprint(jv_program *p, jv_method *m, int *loops, arena *a) {
  strbuf sb = STRBUF_INIT;
  jv_method *stack[MAXDEPTH];
  int lp = 0;
  sb_puts(&sb, "java pure fragment 1\n");
  int ok = put_method(p, m, &sb, &lp, stack, 0);
  char hex[EQ_HASH_HEX];
  if (ok) eq_hash_hex(sb.data ? sb.data : "", sb.len, hex);
  const char *r = ok ? arena_strdup(a, hex) : NULL;
  sb_free(&sb);
  if (loops) *loops = ok && lp;
  return r;
}

int jv_pure_loops(const jv_method *m, int *head, int max) {
  int n = 0;
  for (int i = 0; i < m->nstmts; i++) {
    const jv_stmt *q = &m->stmts[i];
    if (q->op == JV_SWITCH) {
      if (q->target <= i) return -1;
      for (int k = 0; k < q->ncases; k++)
        if (q->targets[k] <= i) return -1;
    }
    int t = q->op == JV_GOTO || q->op == JV_IF ? q->target : -1;
    if (t < 0 || t > i) continue;
    int k = 0;
    while (k < n && head[k] != t) k++;
    if (k < n) continue;
    if (n == max) return -1;
    head[n++] = t;
  }
  return n;
}

void jv_pure_reaches(const jv_method *m, int head, unsigned char *reach) {
  memset(reach, 0, (size_t)m->nstmts + 1);
  reach[head] = 1;
  for (int changed = 1; changed;) {
    changed = 0;
    for (int i = m->nstmts - 1; i >= 0; i--) {
      if (reach[i]) continue;
      const jv_stmt *q = &m->stmts[i];
      int r = 0;
      switch ((jv_op)q->op) {
      case JV_RETURN: case JV_THROW: break;
      case JV_GOTO: r = reach[q->target]; break;
      case JV_IF: r = reach[q->target] || (i + 1 < m->nstmts && reach[i + 1]); break;
      case JV_SWITCH:
        r = reach[q->target];
        for (int k = 0; k < q->ncases; k++) r |= reach[q->targets[k]];
        break;
      default: r = i + 1 < m->nstmts && reach[i + 1];
      }
      if (r) reach[i] = 1, changed = 1;
    }
  }
}
