/* jv_print.c — the lowered representation as Jimple-like text: per method its signature, its typed
 * variables (locals by their LocalVariableTable names, stack slots as $sN), the statements with
 * labels at branch targets, and the trap table ("catch java.lang.X from L1 to L2 with L3"). */
#include <stdio.h>
#include <string.h>

#include "lang/jimple/jv.h"

static const char *ty_name(int t) {
  static const char *const n[] = {"top", "int", "long", "float", "double", "ref", "retaddr"};
  return t >= 0 && t <= 6 ? n[t] : "?";
}

static void java_name(FILE *f, const char *internal) {
  for (const char *p = internal; *p; p++) fputc(*p == '/' ? '.' : *p, f);
}

/* One descriptor type ("I", "Ljava/lang/String;", "[[J") as Java writes it; returns the next. */
static const char *desc_type(FILE *f, const char *d) {
  int dims = 0;
  while (*d == '[') dims++, d++;
  static const char *const prim = "BCDFIJSZV";
  static const char *const names[] = {"byte", "char", "double", "float", "int", "long", "short", "boolean", "void"};
  if (*d == 'L') {
    const char *e = strchr(d, ';');
    if (!e) return d + strlen(d);
    for (const char *p = d + 1; p < e; p++) fputc(*p == '/' ? '.' : *p, f);
    d = e + 1;
  } else {
    const char *k = *d ? strchr(prim, *d) : NULL;
    fputs(k ? names[k - prim] : "?", f);
    d += *d != 0;
  }
  while (dims--) fputs("[]", f);
  return d;
}

typedef struct names {
  const jv_method *m;
  uint8_t *multi; /* slot used with more than one type */
  uint8_t *used;  /* [slot*8+ty] */
  const char **nm;
} names;

static void opnd(FILE *f, const names *n, const jv_class *c, const jv_opnd *o) {
  if (o->isvar) {
    const jv_method *m = n->m;
    if (o->slot < m->max_locals) {
      if (n->nm[o->slot]) fputs(n->nm[o->slot], f);
      else fprintf(f, "l%d", o->slot);
    } else {
      fprintf(f, "$s%d", o->slot - m->max_locals);
    }
    if (n->multi[o->slot]) fprintf(f, "_%c", "?ijfdar"[o->ty]);
    return;
  }
  switch (o->ty) {
  case JV_T_INT: fprintf(f, "%d", o->k.i); break;
  case JV_T_LONG: fprintf(f, "%lldL", (long long)o->k.j); break;
  case JV_T_FLOAT: fprintf(f, "%.9gF", (double)o->k.f); break;
  case JV_T_DOUBLE: fprintf(f, "%.17g", o->k.d); break;
  case JV_T_REF:
    if (!o->k.sidx) {
      fputs("null", f);
    } else {
      fputc('"', f);
      for (const char *p = jv_cp_utf8(c, c->cp[o->k.sidx].a); *p; p++) {
        unsigned char ch = (unsigned char)*p;
        if (ch == '"' || ch == '\\') fprintf(f, "\\%c", ch);
        else if (ch < 32) fprintf(f, "\\u%04x", ch);
        else fputc(ch, f);
      }
      fputc('"', f);
    }
    break;
  default: fputs("?", f);
  }
}

static void member(FILE *f, const jv_class *c, int cpi) {
  const char *ow, *nm, *ds;
  jv_cp_member(c, cpi, &ow, &nm, &ds);
  fputc('<', f);
  if (ow) java_name(f, ow);
  fprintf(f, ": %s %s>", nm, ds);
}

void jv_print_class(jv_class *c, arena *a, FILE *f) {
  fputs("class ", f);
  java_name(f, c->name);
  if (c->super) {
    fputs(" extends ", f);
    java_name(f, c->super);
  }
  fputs("\n{\n", f);
  for (int i = 0; i < c->nfields; i++) {
    fprintf(f, "    %s", c->fields[i].access & 0x0008 ? "static " : "");
    desc_type(f, c->fields[i].desc);
    fprintf(f, " %s;\n", c->fields[i].name);
  }
  static const char *const bins[] = {"+", "-", "*", "/", "%", "<<", ">>", ">>>", "&", "|", "^", "cmp", "cmpl", "cmpg"};
  static const char *const conds[] = {"==", "!=", "<", ">=", ">", "<="};
  static const char *const inv[] = {"virtualinvoke", "specialinvoke", "staticinvoke", "interfaceinvoke", "dynamicinvoke"};
  for (int mi = 0; mi < c->nmethods; mi++) {
    jv_method *m = &c->methods[mi];
    fputs("\n    ", f);
    if (m->access & 0x0008) fputs("static ", f);
    const char *d = strchr(m->desc, ')');
    desc_type(f, d ? d + 1 : "V");
    fprintf(f, " %s(", m->name);
    int first = 1;
    for (const char *p = m->desc + 1; *p && *p != ')';) {
      if (!first) fputs(", ", f);
      first = 0;
      p = desc_type(f, p);
    }
    fputs(")\n    {\n", f);
    if (!m->has_code) {
      fputs("        /* no code */\n    }\n", f);
      continue;
    }
    if (jv_lower(m, a) < 0) {
      fprintf(f, "        /* unsupported: %s */\n    }\n", m->lower_error);
      continue;
    }
    int ns = m->max_locals + m->max_stack;
    names n = {m, arena_alloc(a, (size_t)ns + 1), arena_alloc(a, (size_t)ns * 8 + 8), arena_alloc(a, sizeof(char *) * (size_t)(ns + 1))};
    /* local names: the one LocalVariableTable name a slot has */
    for (int k = 0; k < m->nlocnames; k++) {
      int s = m->locnames[k].slot;
      if (s >= m->max_locals) continue;
      if (!n.nm[s]) n.nm[s] = m->locnames[k].name;
      else if (strcmp(n.nm[s], m->locnames[k].name)) n.nm[s] = "";
    }
    for (int s = 0; s < m->max_locals; s++) {
      if (n.nm[s] && !*n.nm[s]) n.nm[s] = NULL;
      for (int t = 0; n.nm[s] && t < m->max_locals; t++)
        if (t != s && n.nm[t] && !strcmp(n.nm[t], n.nm[s])) n.nm[s] = NULL;
    }
    uint8_t *target = arena_alloc(a, (size_t)m->nstmts + 1);
#define USE(o) do { if ((o).isvar) n.used[(o).slot * 8 + (o).ty] = 1; } while (0)
    for (int i = 0; i < m->nstmts; i++) {
      jv_stmt *s = &m->stmts[i];
      USE(s->dst);
      USE(s->a);
      USE(s->b);
      USE(s->c);
      for (int k = 0; k < s->nargs; k++) USE(s->args[k]);
      for (int k = 0; k < 2 * s->nmoves; k++) USE(s->args[k]);
      if (s->op == JV_IF || s->op == JV_GOTO || s->op == JV_SWITCH) target[s->target] = 1;
      for (int k = 0; k < s->ncases; k++) target[s->targets[k]] = 1;
    }
    for (int t = 0; t < m->ntraps; t++) {
      target[m->traps[t].start] = target[m->traps[t].handler] = 1;
      if (m->traps[t].end < m->nstmts) target[m->traps[t].end] = 1;
    }
    for (int s = 0; s < ns; s++) {
      int cnt = 0;
      for (int t = 0; t < 8; t++) cnt += n.used[s * 8 + t];
      n.multi[s] = cnt > 1;
    }
    for (int s = 0; s < ns; s++)
      for (int t = 1; t < 8; t++)
        if (n.used[s * 8 + t]) {
          jv_opnd o = {.isvar = 1, .ty = (uint8_t)t, .slot = (uint16_t)s};
          fprintf(f, "        %s ", ty_name(t));
          opnd(f, &n, c, &o);
          fputs(";\n", f);
        }
    fputc('\n', f);
    /* parameters */
    for (int i = 0; i < m->nstmts; i++) {
      jv_stmt *s = &m->stmts[i];
      if (target[i]) fprintf(f, "     label%d:\n", i);
      for (int t = 0; t < m->ntraps; t++)
        if (m->traps[t].handler == i) fputs("        $s0 := @caughtexception;\n", f);
      fputs("        ", f);
#define O(x) opnd(f, &n, c, &(x))
      switch ((jv_op)s->op) {
      case JV_NOP: fputs("nop", f); break;
      case JV_MOVE:
        if (s->args) {
          for (int k = 0; k < s->nmoves; k++) {
            if (k) fputs(", ", f);
            O(s->args[2 * k]);
          }
          fputs(" = ", f);
          for (int k = 0; k < s->nmoves; k++) {
            if (k) fputs(", ", f);
            O(s->args[2 * k + 1]);
          }
          break;
        }
        /* fallthrough */
      case JV_CONST: O(s->dst), fputs(" = ", f), O(s->a); break;
      case JV_BIN: O(s->dst), fputs(" = ", f), O(s->a), fprintf(f, " %s ", bins[s->sub]), O(s->b); break;
      case JV_NEG: O(s->dst), fputs(" = neg ", f), O(s->a); break;
      case JV_CONV: {
        static const char *const cn[] = {"long", "float", "double", "int", "byte", "char", "short"};
        const char *k = strchr("JFDIBCS", s->ety);
        O(s->dst), fprintf(f, " = (%s) ", k ? cn[k - "JFDIBCS"] : "?"), O(s->a);
        break;
      }
      case JV_IF: fputs("if ", f), O(s->a), fprintf(f, " %s ", conds[s->cond]), O(s->b), fprintf(f, " goto label%d", s->target); break;
      case JV_GOTO: fprintf(f, "goto label%d", s->target); break;
      case JV_SWITCH:
        fputs("lookupswitch(", f), O(s->a), fputs(") {", f);
        for (int k = 0; k < s->ncases; k++) fprintf(f, " case %d: goto label%d;", s->keys[k], s->targets[k]);
        fprintf(f, " default: goto label%d; }", s->target);
        break;
      case JV_RETURN: fputs("return", f); if (s->hasdst) fputc(' ', f), O(s->a); break;
      case JV_THROW: fputs("throw ", f), O(s->a); break;
      case JV_NEW: O(s->dst), fputs(" = new ", f), java_name(f, jv_cp_class(c, s->cpi)); break;
      case JV_NEWARRAY: {
        O(s->dst), fputs(" = newarray (", f);
        if (s->ety == 'A') java_name(f, jv_cp_class(c, s->cpi));
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
        if (s->sub != JV_INV_STATIC && s->sub != JV_INV_DYNAMIC) O(s->args[0]), fputc('.', f), k0 = 1;
        member(f, c, s->cpi);
        fputc('(', f);
        for (int k = k0; k < s->nargs; k++) {
          if (k > k0) fputs(", ", f);
          O(s->args[k]);
        }
        fputc(')', f);
        break;
      }
      case JV_CHECKCAST: O(s->dst), fputs(" = (", f), java_name(f, jv_cp_class(c, s->cpi)), fputs(") ", f), O(s->a); break;
      case JV_INSTANCEOF: O(s->dst), fputs(" = ", f), O(s->a), fputs(" instanceof ", f), java_name(f, jv_cp_class(c, s->cpi)); break;
      case JV_MONITOR: fputs(s->sub ? "exitmonitor " : "entermonitor ", f), O(s->a); break;
      case JV_UNSUP: fprintf(f, "/* unsupported: %s */", s->reason); break;
      }
#undef O
      fputs(";", f);
      if (s->line) fprintf(f, "  // line %d", s->line);
      fputc('\n', f);
    }
    for (int t = 0; t < m->ntraps; t++) {
      fputs("        catch ", f);
      if (m->traps[t].catch_cpi) java_name(f, jv_cp_class(c, m->traps[t].catch_cpi));
      else fputs("java.lang.Throwable", f);
      fprintf(f, " from label%d to label%d with label%d;\n", m->traps[t].start,
              m->traps[t].end, m->traps[t].handler);
    }
    fputs("    }\n", f);
  }
  fputs("}\n", f);
}
