/* cc_print.c — a canonical text of a function's lowered IR, of everything it can reach (callees,
 * functions whose address it takes) and of every global, hashed into the unit's fingerprint.
 *
 * Two units with equal fingerprints run the same IR on the same program state, so they have the
 * same behaviour on every input: `equiv diff` calls them equivalent without executing them
 * ("identical after lowering"). A unit that reaches a function without a lowered body (one the front
 * end gave up on, or one defined elsewhere), or any unsupported node, has no fingerprint: such a node
 * stands for source the IR does not hold (two different expressions nested too deep lower to the
 * same node), so equal text would not mean equal code. The text leaves out source places only: names, types, constants,
 * string bytes, library models and the reasons of unsupported constructs are all in it, so any
 * change that can matter to a run changes the text. */
#include <stdlib.h>
#include <string.h>

#include "core/hash.h"
#include "core/strbuf.h"
#include "lang/c/cc_ir.h"

/* Deeper IR than this gets no fingerprint (the verdict is then found the ordinary way). The front
 * end bounds nesting well below it; this keeps the walk safe on its own. */
enum { MAX_PRINT_DEPTH = 4000 };

typedef struct pctx {
  const cc_program *p;
  strbuf sb;
  int *fn_seen;          /* per function: 0 not yet, 1 queued */
  int *queue, nqueue;    /* functions to print, in first-reference order */
  const cc_record **recs; /* records printed so far (a record is printed once, then by number) */
  int nrecs, caprecs;
  int too_deep;
  int unsupported;       /* an unsupported node: its text is not the code it stands for */
} pctx;

static void want_fn(pctx *c, int fn) {
  if (fn < 0 || fn >= c->p->nfuncs || c->fn_seen[fn]) return;
  c->fn_seen[fn] = 1;
  c->queue[c->nqueue++] = fn;
}

static void p_type(pctx *c, const cc_type *t, int depth);

static void p_record(pctx *c, const cc_record *r, int depth) {
  for (int i = 0; i < c->nrecs; i++)
    if (c->recs[i] == r) {
      sb_printf(&c->sb, "R%d", i);
      return;
    }
  if (c->nrecs == c->caprecs) {
    int cap = c->caprecs ? 2 * c->caprecs : 16;
    const cc_record **nr = realloc((void *)c->recs, sizeof *nr * (size_t)cap);
    if (!nr) {
      c->too_deep = 1;
      return;
    }
    c->recs = nr, c->caprecs = cap;
  }
  c->recs[c->nrecs++] = r;
  sb_printf(&c->sb, "%s %s %ld %ld %d{", r->is_union ? "union" : "struct", r->name, r->size, r->align, r->complete);
  for (int i = 0; i < r->nfields; i++) {
    sb_printf(&c->sb, "%s@%ld:", r->fields[i].name, r->fields[i].offset);
    p_type(c, r->fields[i].type, depth + 1);
    sb_putc(&c->sb, ';');
  }
  /* a union's members decide what its views read (fingerprints must tell them apart) */
  for (int i = 0; r->is_union && i < r->nmembers; i++) {
    sb_printf(&c->sb, "|%s:", r->members[i].name);
    p_type(c, r->members[i].type, depth + 1);
  }
  sb_putc(&c->sb, '}');
}

static void p_type(pctx *c, const cc_type *t, int depth) {
  if (depth > MAX_PRINT_DEPTH) {
    c->too_deep = 1;
    return;
  }
  if (!t) {
    sb_puts(&c->sb, "?");
    return;
  }
  if (t->is_const) sb_puts(&c->sb, "const ");
  switch (t->k) {
  case CC_PTR: sb_puts(&c->sb, "*("); p_type(c, t->elem, depth + 1); sb_putc(&c->sb, ')'); return;
  case CC_ARRAY: sb_printf(&c->sb, "[%ld](", t->n); p_type(c, t->elem, depth + 1); sb_putc(&c->sb, ')'); return;
  case CC_STRUCT: p_record(c, t->rec, depth + 1); return;
  case CC_FUNC:
    sb_puts(&c->sb, "fn(");
    for (int i = 0; i < t->nparams; i++) {
      p_type(c, t->params[i], depth + 1);
      sb_putc(&c->sb, ',');
    }
    sb_printf(&c->sb, "%s)->", t->variadic ? "..." : "");
    p_type(c, t->elem, depth + 1);
    return;
  default: {
    char buf[64];
    sb_puts(&c->sb, cc_type_name(t, buf, sizeof buf));
  }
  }
}

static void p_var(pctx *c, const cc_var *v) {
  if (!v) {
    sb_puts(&c->sb, "v?");
    return;
  }
  sb_printf(&c->sb, "%c%d'%s'", v->kind == CC_VAR_GLOBAL ? 'g' : 'l', v->slot, v->name);
}

static void p_expr(pctx *c, const cc_expr *e, int depth);

static void p_init(pctx *c, const cc_init *in, int depth) {
  if (!in) {
    sb_puts(&c->sb, "noinit");
    return;
  }
  if (in->unsupported) c->unsupported = 1;
  if (in->whole) {
    sb_puts(&c->sb, "whole(");
    p_expr(c, in->whole, depth + 1);
    sb_putc(&c->sb, ')');
  }
  for (int i = 0; i < in->n; i++) {
    sb_printf(&c->sb, "[%ld]=", in->cells[i]);
    p_expr(c, in->exprs[i], depth + 1);
    sb_putc(&c->sb, ';');
  }
}

static void p_expr(pctx *c, const cc_expr *e, int depth) {
  if (depth > MAX_PRINT_DEPTH) {
    c->too_deep = 1;
    return;
  }
  if (!e) {
    sb_puts(&c->sb, "_");
    return;
  }
  sb_printf(&c->sb, "(%d.%d.%d.%d ", (int)e->k, (int)e->op, e->lvalue, e->discarded);
  p_type(c, e->type, depth + 1);
  if (e->ctype) {
    sb_putc(&c->sb, '/');
    p_type(c, e->ctype, depth + 1);
  }
  switch (e->k) {
  case CC_E_INT: sb_printf(&c->sb, " %llu", (unsigned long long)e->ival); break;
  case CC_E_FLT: {
    uint64_t bits;
    memcpy(&bits, &e->dval, sizeof bits);
    sb_printf(&c->sb, " %llx", (unsigned long long)bits);
    break;
  }
  case CC_E_STR:
    if (e->str >= 0 && e->str < c->p->nstrs) {
      const cc_strlit *s = &c->p->strs[e->str];
      sb_printf(&c->sb, " %ld:", s->len);
      for (long k = 0; k < s->len; k++) sb_printf(&c->sb, "%02x", (unsigned char)s->bytes[k]);
    }
    break;
  case CC_E_VAR: sb_putc(&c->sb, ' '); p_var(c, e->var); break;
  case CC_E_MEMBER: sb_printf(&c->sb, " .%d", e->field); break;
  case CC_E_VIEW: sb_printf(&c->sb, " @%llu/%d", (unsigned long long)e->ival, e->field); break;
  case CC_E_UNSUPPORTED: c->unsupported = 1; break;
  default: break;
  }
  if (e->k == CC_E_FUNC || e->k == CC_E_CALL) {
    if (e->fn >= 0 && e->fn < c->p->nfuncs) {
      sb_printf(&c->sb, " f'%s'", c->p->funcs[e->fn]->name);
      want_fn(c, e->fn);
    } else {
      sb_printf(&c->sb, " f%d b%d", e->fn, e->builtin);
    }
  }
  const cc_expr *kids[3] = {e->a, e->b, e->c};
  for (int i = 0; i < 3; i++)
    if (kids[i]) {
      sb_putc(&c->sb, ' ');
      p_expr(c, kids[i], depth + 1);
    }
  for (int i = 0; i < e->nargs; i++) {
    sb_puts(&c->sb, " ,");
    p_expr(c, e->args[i], depth + 1);
  }
  sb_putc(&c->sb, ')');
}

static void p_stmt(pctx *c, const cc_stmt *s, int depth) {
  if (depth > MAX_PRINT_DEPTH) {
    c->too_deep = 1;
    return;
  }
  if (!s) {
    sb_puts(&c->sb, "_");
    return;
  }
  sb_printf(&c->sb, "{%d l%d %d-%d", (int)s->k, s->label, s->lab_lo, s->lab_hi);
  if (s->k == CC_S_CASE) sb_printf(&c->sb, " case %d %llu", s->is_default, (unsigned long long)s->ival);
  if (s->k == CC_S_UNSUPPORTED) c->unsupported = 1;
  else if (s->reason) sb_printf(&c->sb, " note'%s'", s->reason);
  for (int i = 0; i < s->nvars; i++) {
    const cc_var *v = s->vars[i];
    sb_puts(&c->sb, " var ");
    p_var(c, v);
    sb_printf(&c->sb, " %d ", v->addr_taken);
    p_type(c, v->type, depth + 1);
    if (v->unsupported) c->unsupported = 1;
  }
  if (s->var) {
    sb_puts(&c->sb, " decl ");
    p_var(c, s->var);
    sb_putc(&c->sb, '=');
    p_init(c, s->var->init, depth + 1);
  }
  const cc_expr *ex[2] = {s->e, s->inc};
  for (int i = 0; i < 2; i++)
    if (ex[i]) {
      sb_putc(&c->sb, ' ');
      p_expr(c, ex[i], depth + 1);
    }
  const cc_stmt *st[3] = {s->init, s->body, s->els};
  for (int i = 0; i < 3; i++) {
    sb_putc(&c->sb, ' ');
    p_stmt(c, st[i], depth + 1);
  }
  for (int i = 0; i < s->n; i++) {
    sb_puts(&c->sb, " ;");
    p_stmt(c, s->items[i], depth + 1);
  }
  sb_putc(&c->sb, '}');
}

static void p_func(pctx *c, const cc_func *f, int named) {
  if (named) sb_printf(&c->sb, "\nfunc '%s' ", f->name);
  else sb_puts(&c->sb, "\nfunc ");
  p_type(c, f->type, 0);
  if (f->unsupported) c->unsupported = 1;
  sb_printf(&c->sb, " params %d slots %d labels %d", f->nparams, f->nslots, f->nlabels);
  for (int i = 0; i < f->nparams; i++) {
    sb_putc(&c->sb, ' ');
    p_var(c, f->params[i]);
    sb_putc(&c->sb, ':');
    p_type(c, f->params[i]->type, 0);
  }
  for (int i = 0; i < f->nlabels; i++) sb_printf(&c->sb, " label'%s'", f->labels[i]);
  sb_putc(&c->sb, ' ');
  if (f->body) p_stmt(c, f->body, 0);
  else sb_puts(&c->sb, "extern");
}

static int find_fn(const cc_program *p, const char *unit) {
  for (int i = 0; i < p->nfuncs; i++)
    if (!strcmp(p->funcs[i]->name, unit)) return i;
  return -1;
}

/* every global: run_body initialises all of them before the call, so any of them can matter */
static void p_globals(pctx *c) {
  const cc_program *p = c->p;
  sb_printf(&c->sb, "globals %d", p->nglobals);
  for (int i = 0; i < p->nglobals; i++) {
    const cc_var *v = p->globals[i];
    sb_puts(&c->sb, "\nglobal ");
    p_var(c, v);
    sb_putc(&c->sb, ':');
    p_type(c, v->type, 0);
    if (v->unsupported) c->unsupported = 1;
    sb_putc(&c->sb, '=');
    p_init(c, v->init, 0);
  }
}

static int pctx_open(pctx *c, const cc_program *p) {
  *c = (pctx){.p = p};
  c->fn_seen = calloc((size_t)p->nfuncs + 1, sizeof(int));
  c->queue = calloc((size_t)p->nfuncs + 1, sizeof(int));
  return c->fn_seen && c->queue ? 0 : -1;
}

static void pctx_close(pctx *c) {
  sb_free(&c->sb);
  free(c->fn_seen);
  free(c->queue);
  free((void *)c->recs);
}

int cc_fingerprint(const cc_program *p, const char *unit, char out[EQ_HASH_HEX]) {
  int fi = find_fn(p, unit);
  if (fi < 0) return -1;
  pctx c;
  int rc = -1;
  if (pctx_open(&c, p) < 0) goto done;
  p_globals(&c);
  want_fn(&c, fi);
  for (int k = 0; k < c.nqueue && !c.too_deep; k++) {
    const cc_func *f = p->funcs[c.queue[k]];
    /* no lowered body to compare: a function the front end gave up on (its text is not in the IR),
     * or one defined outside the file (its behaviour is not known to be the same) */
    if (f->unsupported || !f->body) goto done;
    p_func(&c, f, 1);
  }
  if (!c.too_deep && !c.unsupported) {
    eq_hash_hex(c.sb.data ? c.sb.data : "", c.sb.len, out);
    rc = 0;
  }
done:
  pctx_close(&c);
  return rc;
}

int cc_body_hash(const cc_program *p, const char *unit, char out[EQ_HASH_HEX]) {
  int fi = find_fn(p, unit);
  if (fi < 0 || p->funcs[fi]->unsupported || !p->funcs[fi]->body) return -1;
  pctx c;
  int rc = -1;
  if (pctx_open(&c, p) == 0) {
    p_globals(&c);
    /* marked seen first: a recursive call prints the callee's name but queues nothing */
    c.fn_seen[fi] = 1;
    p_func(&c, p->funcs[fi], 0);
    if (!c.too_deep && !c.unsupported) {
      eq_hash_hex(c.sb.data ? c.sb.data : "", c.sb.len, out);
      rc = 0;
    }
  }
  pctx_close(&c);
  return rc;
}

int cc_callees(const cc_program *p, const char *unit, int *out) {
  int fi = find_fn(p, unit);
  if (fi < 0) return -1;
  pctx c;
  int n = -1;
  if (pctx_open(&c, p) == 0) {
    c.fn_seen[fi] = 1;
    p_func(&c, p->funcs[fi], 1);
    n = 0;
    for (int k = 0; k < c.nqueue; k++)
      if (p->funcs[c.queue[k]]->body) out[n++] = c.queue[k];
  }
  pctx_close(&c);
  return n;
}
