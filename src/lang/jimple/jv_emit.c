/* jv_emit.c — `equiv diff --emit-tests DIR` for Java (rel_lang.emit_test_prog): a JUnit-free test
 * program, EquivTest_<method>.java, run by java's source launcher (JEP 330). It compiles each
 * version (javac -g, as equiv does) into a temporary directory, calls the static method of each by
 * a class loader of its own (two versions may declare the same class) on the distinguishing input
 * through EquivReplay (jv_replay_src.c), prints both behaviours on the JVM and exits 1 while they
 * differ, 0 once they agree, 2 when a call cannot be made. */
#define _XOPEN_SOURCE 700 /* realpath */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang/jimple/jv_native.h"

/* s as the body of a Java string literal (JLS 3.10.5: \ and " escaped, no raw line breaks). */
static void jstr(FILE *f, const char *s) {
  for (; *s; s++) {
    if (*s == '\\' || *s == '"') fprintf(f, "\\%c", *s);
    else if (*s == '\n') fputs("\\n", f);
    else fputc(*s, f);
  }
}

/* The version's class path as the test names it: a .java file by its absolute path (the test
 * compiles it), else the class directory or .jar equiv read (absolute). NULL: no class files. */
static const char *test_path(const jv_program *p, char *buf) {
  char why[600];
  const char *cp = jv_native_classpath(p, why, sizeof why);
  if (!cp) return NULL;
  const char *src = p->tmpdir ? p->display : cp;
  if (!realpath(src, buf)) snprintf(buf, PATH_MAX, "%s", src);
  return buf;
}

/* A comment line free of line breaks (behaviour texts may hold printed output). */
static void comment(FILE *f, const char *s) {
  for (; *s; s++) fputc(*s == '\n' || *s == '\r' ? ' ' : *s, f);
}

int jv_emit_test(const char *dir, void *old_prog, void *new_prog, const char *unit, const rel_verdict *v) {
  jv_program *po = old_prog, *pn = new_prog;
  if (!v->has_cex || v->kind != REL_BEHAVIOUR_CHANGED) return 0;
  int amb;
  jv_method *mo = jv_find_method(po, unit, &amb), *mn = jv_find_method(pn, unit, &amb);
  char bo[PATH_MAX], bn[PATH_MAX];
  const char *cpo = test_path(po, bo), *cpn = test_path(pn, bn);
  if (!mo || !mn || !cpo || !cpn || strcmp(mo->desc, mn->desc)) return 0;
  /* the arguments as EquivReplay reads them */
  strbuf args = STRBUF_INIT;
  const char *d = mo->desc + 1;
  for (int i = 0; i < v->ninputs; i++) {
    strbuf one = STRBUF_INIT;
    if (*d == ')' || jv_native_arg(d, &v->args[i], &one) < 0) {
      sb_free(&one);
      sb_free(&args);
      return 0;
    }
    sb_printf(&args, "%s\"%s\"", i ? ", " : "", sb_str(&one));
    sb_free(&one);
    while (*d == '[') d++;
    d = *d == 'L' ? strchr(d, ';') + 1 : d + 1;
  }
  char cname[200];
  int k = snprintf(cname, sizeof cname, "EquivTest_");
  for (const char *s = unit; *s && *s != '(' && k < (int)sizeof cname - 1; s++) cname[k++] = *s == '$' ? '_' : *s;
  cname[k] = 0;
  if (strchr(unit, '(')) {
    /* an overloaded name: the test of each overload its own file */
    unsigned h = 5381;
    for (const char *s = unit; *s; s++) h = h * 33 + (unsigned char)*s;
    snprintf(cname + k, sizeof cname - (size_t)k, "_%08x", h);
  }
  char path[PATH_MAX + 256];
  snprintf(path, sizeof path, "%s/%s.java", dir, cname);
  FILE *f = fopen(path, "w");
  if (!f) {
    sb_free(&args);
    return -1;
  }
  char b1[600], b2[600];
  fprintf(f, "// %s.java — the distinguishing input equiv diff found for %s%s, replayed on both versions.\n", cname,
          mo->name, mo->desc);
  fprintf(f, "// Equiv's semantics: old ");
  comment(f, rel_behaviour_text(&v->old_b, b1, sizeof b1));
  fprintf(f, "; new ");
  comment(f, rel_behaviour_text(&v->new_b, b2, sizeof b2));
  fprintf(f, ".\n// Run: java -XX:-ShowCodeDetailsInExceptionMessages %s.java\n", cname);
  fprintf(f, "// It prints both behaviours on the JVM and exits 1 while they differ (0: they agree; 2: a call\n"
             "// cannot be made). No test framework is needed.\n");
  fputs(jv_replay_imports, f);
  fprintf(f, "\npublic class %s {\n  public static void main(String[] a) throws Exception {\n", cname);
  fprintf(f, "    String[] in = {%s};\n    String o, n;\n    try {\n", sb_str(&args));
  const char *cls[2] = {po->main_cls, pn->main_cls}, *cps[2] = {cpo, cpn};
  for (int s = 0; s < 2; s++) {
    fprintf(f, "      %s = EquivReplay.run(EquivReplay.classes(\"", s ? "n" : "o");
    jstr(f, cps[s]);
    fprintf(f, "\"), \"");
    for (const char *c = cls[s]; *c; c++) fputc(*c == '/' ? '.' : *c, f);
    fprintf(f, "\", \"");
    jstr(f, mo->name);
    fprintf(f, "\", \"");
    jstr(f, mo->desc);
    fprintf(f, "\", in);\n");
  }
  fprintf(f, "    } finally {\n      EquivReplay.clean();\n    }\n");
  fprintf(f, "    System.out.print(\"old:\\n\" + EquivReplay.show(o) + \"new:\\n\" + EquivReplay.show(n));\n");
  fprintf(f, "    System.exit(o.startsWith(\"ERR\") || n.startsWith(\"ERR\") ? 2 : o.equals(n) ? 0 : 1);\n  }\n}\n\n");
  fputs(jv_replay_class, f);
  sb_free(&args);
  return fclose(f) == 0 ? 1 : -1;
}
