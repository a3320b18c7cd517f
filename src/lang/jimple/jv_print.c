/* jv_print.c — the lowered representation as Soot's Jimple text, which jv_jimple.c reads back:
 * per class its header, fields and methods; per method its typed locals (by their LocalVariableTable
 * names, stack slots as $sN; a slot used with several types gets one local per type, "x_i"), the
 * identity statements of the receiver and the parameters, the statements with labels at branch
 * targets and handlers ("$r := @caughtexception"), and the trap table ("catch java.lang.X from
 * label1 to label2 with label3"). Beyond Soot's syntax: a parallel copy (dup_x1 and the like) is
 * printed through temporaries $mN, a statement outside the model as `unsupported "reason";`, a
 * field's ConstantValue as "= constant", and each statement's source line as a comment. A reference
 * local is declared with its LocalVariableTable type when it has one, else as java.lang.Object. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "lang/jimple/jv.h"
#include "lang/jimple/jv_jlex.h"


/* A name as Jimple writes it: quoted when it is a keyword or not an identifier. dots: '/' as '.'. */
static void jname(FILE *f, const char *s, int dots) {
  int plain = *s && !(*s >= '0' && *s <= '9');
  for (const char *p = s; *p && plain; p++) {
    char ch = *p;
    plain = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '_' || ch == '$' ||
            (dots && (ch == '/' || ch == '.') && p[1] && p[1] != '/' && p[1] != '.' && p != s);
  }
  if (plain && jv_jimple_keyword(s, strlen(s))) plain = 0;
  if (!plain) fputc('\'', f);
  for (const char *p = s; *p; p++) {
    if (!plain && (*p == '\'' || *p == '\\')) fputc('\\', f);
    fputc(dots && *p == '/' ? '.' : *p, f);
  }
  if (!plain) fputc('\'', f);
}

/* One descriptor type ("I", "Ljava/lang/String;", "[[J") as Jimple writes it; returns the next. */
static const char *desc_type(FILE *f, const char *d) {
  int dims = 0;
  while (*d == '[') dims++, d++;
  static const char *const prim = "BCDFIJSZV";
  static const char *const names[] = {"byte", "char", "double", "float", "int", "long", "short", "boolean", "void"};
  if (*d == 'L') {
    const char *e = strchr(d, ';');
    if (!e) return d + strlen(d);
    char buf[1024];
    snprintf(buf, sizeof buf, "%.*s", (int)(e - d - 1), d + 1);
    jname(f, buf, 1);
    d = e + 1;
  } else {
    const char *k = *d ? strchr(prim, *d) : NULL;
    fputs(k ? names[k - prim] : "?", f);
    d += *d != 0;
  }
  while (dims--) fputs("[]", f);
  return d;
}

/* A class as a type: internal names ("java/lang/String") and array descriptors ("[I"). */
static void class_type(FILE *f, const char *internal) {
  if (internal[0] == '[') desc_type(f, internal);
  else jname(f, internal, 1);
}

/* UTF-16 code units as a Jimple string literal. */
static void string_lit(FILE *f, const uint16_t *u, int n) {
  fputc('"', f);
  for (int i = 0; i < n; i++) {
    unsigned ch = u[i];
    if (ch == '"' || ch == '\\') fprintf(f, "\\%c", ch);
    else if (ch >= 0x20 && ch < 0x7f) fputc((int)ch, f);
    else fprintf(f, "\\u%04x", ch);
  }
  fputc('"', f);
}

static void float_lit(FILE *f, double v, int isfloat) {
  if (isnan(v)) fprintf(f, "#NaN%s", isfloat ? "F" : "");
  else if (isinf(v)) fprintf(f, "#%sInfinity%s", v < 0 ? "-" : "", isfloat ? "F" : "");
  else {
    char buf[64];
    snprintf(buf, sizeof buf, isfloat ? "%.9g" : "%.17g", v);
    fputs(buf, f);
    if (!strpbrk(buf, ".e")) fputs(".0", f);
    if (isfloat) fputc('F', f);
  }
}

static void constant(FILE *f, const jv_class *c, const jv_cp *e) {
  switch (e->tag) {
  case JV_CP_INTEGER: fprintf(f, "%d", (int32_t)e->u4); break;
  case JV_CP_LONG: fprintf(f, "%lldL", (long long)(int64_t)e->u8); break;
  case JV_CP_FLOAT: { float x; memcpy(&x, &e->u4, 4); float_lit(f, x, 1); break; }
  case JV_CP_DOUBLE: { double x; memcpy(&x, &e->u8, 8); float_lit(f, x, 0); break; }
  case JV_CP_STRING: string_lit(f, c->cp[e->a].u16, c->cp[e->a].n16); break;
  default: fputs("methodtype: \"(outside the model)\"", f);
  }
}

typedef struct names {
  const jv_method *m;
  uint8_t *multi; /* slot used with more than one type */
  uint8_t *used;  /* [slot*8+ty] */
  const char **nm;
  const char **desc; /* the LocalVariableTable type of a named slot, when it has one */
} names;

static void var(FILE *f, const names *n, int slot, int ty) {
  const jv_method *m = n->m;
  if (slot < m->max_locals) {
    if (n->nm[slot]) {
      if (n->multi[slot]) {
        char buf[600];
        snprintf(buf, sizeof buf, "%s_%c", n->nm[slot], "?ijfdar"[ty]);
        jname(f, buf, 0);
      } else {
        jname(f, n->nm[slot], 0);
      }
      return;
    }
    fprintf(f, "l%d", slot);
  } else {
    fprintf(f, "$s%d", slot - m->max_locals);
  }
  if (n->multi[slot]) fprintf(f, "_%c", "?ijfdar"[ty]);
}

static void opnd(FILE *f, const names *n, const jv_class *c, const jv_opnd *o) {
  if (o->isvar) {
    var(f, n, o->slot, o->ty);
    return;
  }
  switch (o->ty) {
  case JV_T_INT: fprintf(f, "%d", o->k.i); break;
  case JV_T_LONG: fprintf(f, "%lldL", (long long)o->k.j); break;
  case JV_T_FLOAT: float_lit(f, o->k.f, 1); break;
  case JV_T_DOUBLE: float_lit(f, o->k.d, 0); break;
  case JV_T_REF:
    if (!o->k.sidx) fputs("null", f);
    else string_lit(f, c->cp[c->cp[o->k.sidx].a].u16, c->cp[c->cp[o->k.sidx].a].n16);
    break;
  default: fputs("?", f);
  }
}

/* <C: T f> for a field, <C: R m(T1,T2)> for a method. */
static void member(FILE *f, const jv_class *c, int cpi) {
  const char *ow, *nm, *ds;
  jv_cp_member(c, cpi, &ow, &nm, &ds);
  fputc('<', f);
  class_type(f, ow);
  fputs(": ", f);
  if (ds[0] == '(') {
    const char *r = strchr(ds, ')');
    desc_type(f, r ? r + 1 : "V");
    fputc(' ', f);
    if (nm[0] == '<') fputs(nm, f);
    else jname(f, nm, 0);
    fputc('(', f);
    for (const char *p = ds + 1; *p && *p != ')';) {
      if (p != ds + 1) fputc(',', f);
      p = desc_type(f, p);
    }
    fputc(')', f);
  } else {
    desc_type(f, ds);
    fputc(' ', f);
    jname(f, nm, 0);
  }
  fputc('>', f);
}

static void mods(FILE *f, int acc, int what) { /* what: 0 class, 1 field, 2 method */
  static const char *const n[] = {"public", "private", "protected", "static", "final", "synchronized", "volatile",
                                  "transient", "native", NULL, "abstract", "strictfp", "synthetic", NULL, "enum"};
  for (int b = 0; b < 15; b++) {
    if (!(acc & (1 << b)) || !n[b]) continue;
    if (what == 0 && (b == 5 || b == 9 || (b == 10 && (acc & 0x0200)))) continue; /* ACC_SUPER; interface */
    if (what == 2 && (b == 6 || b == 7)) continue; /* bridge, varargs */
    if (what == 1 && (b == 5 || b == 8 || b == 10 || b == 11)) continue;
    fprintf(f, "%s ", n[b]);
  }
}

static const char *ty_name(int t) {
  static const char *const n[] = {"top", "int", "long", "float", "double", "java.lang.Object", "retaddr"};
  return t >= 0 && t <= 6 ? n[t] : "?";
}

static void print_method(jv_class *c, jv_method *m, arena *a, FILE *f) {
  fputs("\n    ", f);
  mods(f, m->access, 2);
  const char *d = strchr(m->desc, ')');
  desc_type(f, d ? d + 1 : "V");
  fputc(' ', f);
  if (m->name[0] == '<') fputs(m->name, f);
  else jname(f, m->name, 0);
  fputc('(', f);
  for (const char *p = m->desc + 1; *p && *p != ')';) {
    if (p != m->desc + 1) fputs(", ", f);
    p = desc_type(f, p);
  }
  fputc(')', f);
  if (!m->has_code) {
    fputs(";\n", f);
    return;
  }
  fputs("\n    {\n", f);
  if (jv_lower(m, a) < 0) {
    fputs("        unsupported ", f);
    char *why = arena_printf(a, "method %s: %s", m->name, m->lower_error);
    uint16_t *u = arena_alloc(a, sizeof(uint16_t) * (strlen(why) + 1));
    int nu = 0;
    for (const char *p = why; *p; p++) u[nu++] = (unsigned char)*p;
    string_lit(f, u, nu);
    fputs(";\n    }\n", f);
    return;
  }
  int ns = m->max_locals + m->max_stack;
  names n = {m, arena_alloc(a, (size_t)ns + 1), arena_alloc(a, (size_t)ns * 8 + 8), arena_alloc(a, sizeof(char *) * (size_t)(ns + 1)),
             arena_alloc(a, sizeof(char *) * (size_t)(ns + 1))};
  /* local names: the one LocalVariableTable name a slot has; its type when every entry agrees */
  for (int k = 0; k < m->nlocnames; k++) {
    int s = m->locnames[k].slot;
    if (s < 0 || s >= m->max_locals) continue;
    if (!n.nm[s]) n.nm[s] = m->locnames[k].name, n.desc[s] = m->locnames[k].desc;
    else if (strcmp(n.nm[s], m->locnames[k].name)) n.nm[s] = "";
    else if (n.desc[s] && m->locnames[k].desc && strcmp(n.desc[s], m->locnames[k].desc)) n.desc[s] = "";
  }
  for (int s = 0; s < m->max_locals; s++) {
    if (n.nm[s] && !*n.nm[s]) n.nm[s] = NULL;
    for (int t = 0; n.nm[s] && t < m->max_locals; t++)
      if (t != s && n.nm[t] && !strcmp(n.nm[t], n.nm[s])) n.nm[s] = NULL;
    /* a name like a stack slot's or a temporary's would meet them */
    if (n.nm[s] && (n.nm[s][0] == '$' || (n.nm[s][0] == 'l' && n.nm[s][1] >= '0' && n.nm[s][1] <= '9'))) n.nm[s] = NULL;
    size_t nl = n.nm[s] ? strlen(n.nm[s]) : 0; /* "x_i" is how a multi-typed slot is named */
    if (nl > 2 && n.nm[s][nl - 2] == '_' && strchr("ijfdar", n.nm[s][nl - 1])) n.nm[s] = NULL;
  }
  uint8_t *target = arena_alloc(a, (size_t)m->nstmts + 1), *handler = arena_alloc(a, (size_t)m->nstmts + 1);
  int tmps[8] = {0}; /* temporaries of parallel copies per type */
#define USE(o) do { if ((o).isvar) n.used[(o).slot * 8 + (o).ty] = 1; } while (0)
  for (int i = 0; i < m->nstmts; i++) {
    jv_stmt *s = &m->stmts[i];
    USE(s->dst);
    USE(s->a);
    USE(s->b);
    USE(s->c);
    for (int k = 0; k < s->nargs; k++) USE(s->args[k]);
    for (int k = 0; k < 2 * s->nmoves; k++) USE(s->args[k]);
    if (s->op == JV_MOVE && s->args) {
      int cnt[8] = {0};
      for (int k = 0; k < s->nmoves; k++) cnt[s->args[2 * k].ty & 7]++;
      for (int t = 0; t < 8; t++)
        if (cnt[t] > tmps[t]) tmps[t] = cnt[t];
    }
    if (s->op == JV_IF || s->op == JV_GOTO || s->op == JV_SWITCH) target[s->target] = 1;
    for (int k = 0; k < s->ncases; k++) target[s->targets[k]] = 1;
  }
  /* the receiver and the parameters, by their slots */
  int slot = 0;
  if (!(m->access & 0x0008)) n.used[0 * 8 + JV_T_REF] = 1, slot = 1;
  for (const char *p = m->desc + 1; *p && *p != ')';) {
    int t = *p == 'J' ? JV_T_LONG : *p == 'F' ? JV_T_FLOAT : *p == 'D' ? JV_T_DOUBLE : (*p == 'L' || *p == '[') ? JV_T_REF : JV_T_INT;
    if (slot < m->max_locals) n.used[slot * 8 + t] = 1;
    slot += t == JV_T_LONG || t == JV_T_DOUBLE ? 2 : 1;
    while (*p == '[') p++;
    p = *p == 'L' && strchr(p, ';') ? strchr(p, ';') + 1 : p + 1;
  }
  for (int t = 0; t < m->ntraps; t++) {
    target[m->traps[t].start] = target[m->traps[t].handler] = 1;
    handler[m->traps[t].handler] = 1;
    if (m->traps[t].end < m->nstmts) target[m->traps[t].end] = 1;
  }
  for (int i = 0; i < m->nstmts; i++) {
    const jv_stmt *s = &m->stmts[i];
    int direct = s->op == JV_MOVE && !s->args && s->a.isvar && s->a.slot == m->max_locals && s->a.ty == JV_T_REF;
    if (handler[i] && !direct && m->max_stack > 0) n.used[m->max_locals * 8 + JV_T_REF] = 1;
  }
  for (int s = 0; s < ns; s++) {
    int cnt = 0;
    for (int t = 0; t < 8; t++) cnt += n.used[s * 8 + t];
    n.multi[s] = cnt > 1;
  }
  for (int s = 0; s < ns; s++)
    for (int t = 1; t < 8; t++)
      if (n.used[s * 8 + t]) {
        fputs("        ", f);
        const char *dd = s < m->max_locals && !n.multi[s] ? n.desc[s] : NULL;
        int dt = !dd || !*dd ? -1 : (dd[0] == 'L' || dd[0] == '[') ? JV_T_REF : dd[0] == 'J' ? JV_T_LONG : dd[0] == 'F' ? JV_T_FLOAT
                                                                          : dd[0] == 'D' ? JV_T_DOUBLE : JV_T_INT;
        if (dt == t) desc_type(f, dd);
        else fputs(ty_name(t), f);
        fputc(' ', f);
        var(f, &n, s, t);
        fputs(";\n", f);
      }
  for (int t = 1; t < 8; t++)
    for (int k = 0; k < tmps[t]; k++) fprintf(f, "        %s $m%d_%c;\n", ty_name(t), k, "?ijfdar"[t]);
  fputc('\n', f);
  slot = 0;
  if (!(m->access & 0x0008)) {
    fputs("        ", f);
    var(f, &n, 0, JV_T_REF);
    fputs(" := @this: ", f);
    jname(f, c->name, 1);
    fputs(";\n", f);
    slot = 1;
  }
  int k = 0;
  for (const char *p = m->desc + 1; *p && *p != ')'; k++) {
    int t = *p == 'J' ? JV_T_LONG : *p == 'F' ? JV_T_FLOAT : *p == 'D' ? JV_T_DOUBLE : (*p == 'L' || *p == '[') ? JV_T_REF : JV_T_INT;
    fputs("        ", f);
    var(f, &n, slot, t);
    fprintf(f, " := @parameter%d: ", k);
    p = desc_type(f, p);
    fputs(";\n", f);
    slot += t == JV_T_LONG || t == JV_T_DOUBLE ? 2 : 1;
  }
  static const char *const bins[] = {"+", "-", "*", "/", "%", "<<", ">>", ">>>", "&", "|", "^", "cmp", "cmpl", "cmpg"};
  static const char *const conds[] = {"==", "!=", "<", ">=", ">", "<="};
  static const char *const inv[] = {"virtualinvoke", "specialinvoke", "staticinvoke", "interfaceinvoke", "dynamicinvoke"};
  for (int i = 0; i < m->nstmts; i++) {
    jv_stmt *s = &m->stmts[i];
    if (target[i]) fprintf(f, "\n     label%d:\n", i);
    fputs("        ", f);
#define O(x) opnd(f, &n, c, &(x))
    if (handler[i]) {
      if (s->op == JV_MOVE && !s->args && s->a.isvar && s->a.slot == m->max_locals && s->a.ty == JV_T_REF) {
        O(s->dst), fputs(" := @caughtexception;", f);
        if (s->line) fprintf(f, "  // line %d", s->line);
        fputc('\n', f);
        continue;
      }
      var(f, &n, m->max_locals, JV_T_REF);
      fputs(" := @caughtexception;\n        ", f);
    }
    switch ((jv_op)s->op) {
    case JV_NOP: fputs("nop", f); break;
    case JV_MOVE:
      if (s->args) {
        /* a parallel copy: every source into a temporary of its type, then the temporaries out */
        int cnt[8] = {0}, idx[16];
        for (int q = 0; q < s->nmoves && q < 16; q++) {
          int t = s->args[2 * q + 1].ty & 7;
          idx[q] = cnt[t]++;
          fprintf(f, "%s$m%d_%c = ", q ? "        " : "", idx[q], "?ijfdar"[t]);
          O(s->args[2 * q + 1]);
          fputs(";\n", f);
        }
        for (int q = 0; q < s->nmoves && q < 16; q++) {
          int t = s->args[2 * q + 1].ty & 7;
          fputs(q ? ";\n        " : "        ", f);
          O(s->args[2 * q]);
          fprintf(f, " = $m%d_%c", idx[q], "?ijfdar"[t]);
        }
        if (!s->nmoves) fputs("nop", f);
        break;
      }
      /* fallthrough */
    case JV_CONST: O(s->dst), fputs(" = ", f), O(s->a); break;
    case JV_BIN: O(s->dst), fputs(" = ", f), O(s->a), fprintf(f, " %s ", bins[s->sub]), O(s->b); break;
    case JV_NEG: O(s->dst), fputs(" = neg ", f), O(s->a); break;
    case JV_CONV: {
      static const char *const cn[] = {"long", "float", "double", "int", "byte", "char", "short"};
      const char *q = strchr("JFDIBCS", s->ety);
      O(s->dst), fprintf(f, " = (%s) ", q && s->ety ? cn[q - "JFDIBCS"] : "?"), O(s->a);
      break;
    }
    case JV_IF: fputs("if ", f), O(s->a), fprintf(f, " %s ", conds[s->cond]), O(s->b), fprintf(f, " goto label%d", s->target); break;
    case JV_GOTO: fprintf(f, "goto label%d", s->target); break;
    case JV_SWITCH:
      fputs("lookupswitch(", f), O(s->a), fputs(")\n        {\n", f);
      for (int q = 0; q < s->ncases; q++) fprintf(f, "            case %d: goto label%d;\n", s->keys[q], s->targets[q]);
      fprintf(f, "            default: goto label%d;\n        }", s->target);
      break;
    case JV_RETURN: fputs("return", f); if (s->hasdst) fputc(' ', f), O(s->a); break;
    case JV_THROW: fputs("throw ", f), O(s->a); break;
    case JV_NEW: O(s->dst), fputs(" = new ", f), class_type(f, jv_cp_class(c, s->cpi)); break;
    case JV_NEWARRAY: {
      O(s->dst), fputs(" = newarray (", f);
      if (s->ety == 'A') class_type(f, jv_cp_class(c, s->cpi));
      else { char dd[2] = {(char)s->ety, 0}; desc_type(f, dd); }
      fputs(")[", f), O(s->a), fputc(']', f);
      break;
    }
    case JV_ARRLEN: O(s->dst), fputs(" = lengthof ", f), O(s->a); break;
    case JV_ALOAD: O(s->dst), fputs(" = ", f), O(s->a), fputc('[', f), O(s->b), fputc(']', f); break;
    case JV_ASTORE: O(s->a), fputc('[', f), O(s->b), fputs("] = ", f), O(s->c); break;
    case JV_GETFIELD: O(s->dst), fputs(" = ", f), O(s->a), fputc('.', f), member(f, c, s->cpi); break;
    case JV_PUTFIELD: O(s->a), fputc('.', f), member(f, c, s->cpi), fputs(" = ", f), O(s->b); break;
    case JV_GETSTATIC: O(s->dst), fputs(" = ", f), member(f, c, s->cpi); break;
    case JV_PUTSTATIC: member(f, c, s->cpi), fputs(" = ", f), O(s->a); break;
    case JV_INVOKE: {
      if (s->hasdst) O(s->dst), fputs(" = ", f);
      fprintf(f, "%s ", inv[s->sub]);
      int k0 = 0;
      if (s->sub == JV_INV_DYNAMIC) {
        const char *ow, *nm, *ds;
        jv_cp_member(c, s->cpi, &ow, &nm, &ds);
        fputc('"', f), fputs(nm, f), fputs("\" <", f);
        const char *r = strchr(ds, ')');
        desc_type(f, r ? r + 1 : "V");
        fputs(" (", f);
        for (const char *p = ds + 1; *p && *p != ')';) {
          if (p != ds + 1) fputc(',', f);
          p = desc_type(f, p);
        }
        fputs(")>", f);
      } else {
        if (s->sub != JV_INV_STATIC) O(s->args[0]), fputc('.', f), k0 = 1;
        member(f, c, s->cpi);
      }
      fputc('(', f);
      for (int q = k0; q < s->nargs; q++) {
        if (q > k0) fputs(", ", f);
        O(s->args[q]);
      }
      fputc(')', f);
      if (s->sub == JV_INV_DYNAMIC) {
        const jv_bsm *b = &c->bsms[c->cp[s->cpi].a];
        fputc(' ', f);
        member(f, c, c->cp[b->mh].b);
        fputc('(', f);
        for (int q = 0; q < b->nargs; q++) {
          if (q) fputs(", ", f);
          constant(f, c, &c->cp[b->args[q]]);
        }
        fputc(')', f);
      }
      break;
    }
    case JV_CHECKCAST: O(s->dst), fputs(" = (", f), class_type(f, jv_cp_class(c, s->cpi)), fputs(") ", f), O(s->a); break;
    case JV_INSTANCEOF: O(s->dst), fputs(" = ", f), O(s->a), fputs(" instanceof ", f), class_type(f, jv_cp_class(c, s->cpi)); break;
    case JV_MONITOR: fputs(s->sub ? "exitmonitor " : "entermonitor ", f), O(s->a); break;
    case JV_UNSUP: {
      fputs("unsupported ", f);
      int nr = (int)strlen(s->reason);
      uint16_t *u = arena_alloc(a, sizeof(uint16_t) * (size_t)(nr + 1));
      for (int q = 0; q < nr; q++) u[q] = (unsigned char)s->reason[q];
      string_lit(f, u, nr);
      break;
    }
    }
#undef O
    fputs(";", f);
    if (s->line) fprintf(f, "  // line %d", s->line);
    fputc('\n', f);
  }
  if (m->ntraps) fputc('\n', f);
  for (int t = 0; t < m->ntraps; t++) {
    fputs("        catch ", f);
    if (m->traps[t].catch_cpi) class_type(f, jv_cp_class(c, m->traps[t].catch_cpi));
    else fputs("java.lang.Throwable", f);
    fprintf(f, " from label%d to label%d with label%d;\n", m->traps[t].start, m->traps[t].end, m->traps[t].handler);
  }
  fputs("    }\n", f);
#undef USE
}

void jv_print_class(jv_class *c, arena *a, FILE *f) {
  mods(f, c->access, 0);
  fputs(c->access & 0x0200 ? "interface " : "class ", f);
  jname(f, c->name, 1);
  if (c->super) {
    fputs(" extends ", f);
    jname(f, c->super, 1);
  }
  for (int i = 0; i < c->nifaces; i++) {
    fputs(i ? ", " : " implements ", f);
    jname(f, c->ifaces[i], 1);
  }
  fputs("\n{\n", f);
  for (int i = 0; i < c->nfields; i++) {
    fputs("    ", f);
    mods(f, c->fields[i].access, 1);
    desc_type(f, c->fields[i].desc);
    fputc(' ', f);
    jname(f, c->fields[i].name, 0);
    if (c->fields[i].const_cpi) {
      fputs(" = ", f);
      constant(f, c, &c->cp[c->fields[i].const_cpi]);
    }
    fputs(";\n", f);
  }
  for (int mi = 0; mi < c->nmethods; mi++) print_method(c, &c->methods[mi], a, f);
  fputs("}\n", f);
}
