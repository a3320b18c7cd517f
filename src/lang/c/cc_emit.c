/* cc_emit.c — `equiv diff --emit-tests` for C: a program that calls both versions of a function on
 * the replayed distinguishing input and prints both results (the rel_lang.emit_test hook). */
#define _XOPEN_SOURCE 700 /* realpath */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang/c/cc_emit.h"

static const char *ctype_of(const rel_input *in) {
  if (in->kind == REL_IN_BOOL) return "_Bool";
  if (in->kind == REL_IN_FLOAT) return in->width == 32 ? "float" : "double";
  switch (in->width) {
  case 8: return in->is_signed ? "signed char" : "unsigned char";
  case 16: return in->is_signed ? "short" : "unsigned short";
  case 32: return in->is_signed ? "int" : "unsigned int";
  default: return in->is_signed ? "long" : "unsigned long";
  }
}

/* The null pointer as an argument for a pointer parameter (rel_input.nullable). */
static int is_null_arg(const rel_value *v) { return v->kind == REL_V_OPAQUE && v->text && !strcmp(v->text, "null"); }

static const char *rtype_of(const rel_value *v) {
  rel_input in = {.name = "",
                  .kind = v->kind == REL_V_FLOAT ? REL_IN_FLOAT : v->kind == REL_V_BOOL ? REL_IN_BOOL : REL_IN_INT,
                  .width = v->kind == REL_V_BOOL ? 1 : v->width, .is_signed = v->is_signed, .len_param = -1};
  return ctype_of(&in);
}

/* A string result's outcome (cc_exec.c's string_result): its bytes, null, or a position in an
 * array argument. */
static int is_str_outcome(const rel_value *v) {
  return v->kind == REL_V_BYTES ||
         (v->kind == REL_V_OPAQUE && v->text && (!strcmp(v->text, "null") || !strncmp(v->text, "pointer to element ", 19)));
}

/* "sizeof a<i>_old" and "sizeof a<i>_old[0]" (static buffers: one argument at a time is written). */
static const char *arr_sizeof(int i) {
  static char b[64];
  snprintf(b, sizeof b, "sizeof a%d_old", i);
  return b;
}

static const char *elem_sizeof(int i) {
  static char b[64];
  snprintf(b, sizeof b, "sizeof a%d_old[0]", i);
  return b;
}

/* A C literal for an argument, exact (hex floats); an array input as a compound literal (C11
 * 6.5.2.5) whose first element the pointer parameter receives. */
static void c_literal(const rel_input *in, const rel_value *v, FILE *f) {
  if (in->array_cap > 0 && v->kind == REL_V_AGG) {
    rel_input el = *in;
    el.array_cap = 0;
    fprintf(f, "(%s[]){", ctype_of(&el));
    for (int k = 0; k < v->n; k++) {
      if (k) fprintf(f, ", ");
      c_literal(&el, &v->items[k], f);
    }
    fprintf(f, "}");
    return;
  }
  if (in->kind == REL_IN_FLOAT) {
    if (in->width == 32) {
      float x;
      uint32_t b = (uint32_t)v->bits;
      memcpy(&x, &b, sizeof x);
      if (x != x) fprintf(f, "(0.0f/0.0f)");
      else if (x - x != 0) fprintf(f, "(%s1.0f/0.0f)", x < 0 ? "-" : "");
      else fprintf(f, "%af", (double)x);
    } else {
      double x;
      memcpy(&x, &v->bits, sizeof x);
      if (x != x) fprintf(f, "(0.0/0.0)");
      else if (x - x != 0) fprintf(f, "(%s1.0/0.0)", x < 0 ? "-" : "");
      else fprintf(f, "%a", x);
    }
  } else if (in->is_signed) {
    fprintf(f, "(%s)%lldLL", ctype_of(in), (long long)v->bits);
    if ((long long)v->bits == INT64_MIN) fprintf(f, "/*INT64_MIN*/");
  } else {
    fprintf(f, "(%s)%lluULL", ctype_of(in), (unsigned long long)v->bits);
  }
}

/* One argv string as a bash word: $'...' with every byte but letters, digits and a few safe
 * characters written as \xHH (a string may hold any byte but NUL). */
static void sh_word(FILE *f, const char *s, size_t n) {
  fputs("$'", f);
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || (c && strchr(" -+_.,:/=@", c)))
      fputc(c, f);
    else
      fprintf(f, "\\x%02x", c);
  }
  fputc('\'', f);
}

/* Writes DIR/main.sh for a whole program (main(void) or main(int argc, char **argv), its argv a
 * list of strings, then its standard input): builds both versions with gcc as they are, runs each
 * on the distinguishing argv (argv[0] too, through bash's exec -a) and standard input, prints both
 * exit statuses and outputs, and
 * exits 1 while they differ. Returns 0 when the input is not one a process can be given (argc
 * beyond the strings given). */
static int emit_main(const char *dir, const char *ro, const char *rn, const rel_verdict *v) {
  static const rel_value main0 = {.kind = REL_V_BYTES, .text = "main", .len = 4};
  static const rel_value argv0 = {.kind = REL_V_AGG, .items = &main0, .n = 1};
  const rel_value *av = v->ninputs == 3 ? &v->args[1] : &argv0, *in = &v->args[v->ninputs - 1];
  if (av->kind != REL_V_AGG || av->n < 1 || (v->ninputs == 3 && (int64_t)(int32_t)v->args[0].bits != av->n) ||
      in->kind != REL_V_BYTES)
    return 0;
  for (int k = 0; k < av->n; k++)
    if (av->items[k].kind != REL_V_BYTES) return 0;
  char path[4096];
  snprintf(path, sizeof path, "%s/main.sh", dir);
  FILE *f = fopen(path, "w");
  if (!f) return -1;
  fprintf(f, "#!/usr/bin/env bash\n# main.sh — distinguishing argv for 'main' found by equiv diff and replayed on both versions.\n");
  fprintf(f, "# Builds each version with gcc, runs both on it and its standard input, prints their exit\n");
  fprintf(f, "# statuses and outputs; exits 1 while they differ, 2 when a build fails.\nset -u\n");
  fprintf(f, "d=$(mktemp -d)\ntrap 'rm -rf \"$d\"' EXIT\n");
  fprintf(f, "gcc -std=c11 -w -o \"$d/old\" ");
  sh_word(f, ro, strlen(ro));
  fprintf(f, " -lm || exit 2\ngcc -std=c11 -w -o \"$d/new\" ");
  sh_word(f, rn, strlen(rn));
  fprintf(f, " -lm || exit 2\n");
  /* standard input: every byte as an octal escape of printf's format (NUL bytes too) */
  fprintf(f, "printf '");
  for (size_t i = 0; i < in->len; i++) fprintf(f, "\\%03o", (unsigned char)in->text[i]);
  fprintf(f, "' >\"$d/stdin\"\n");
  for (int side = 0; side < 2; side++) {
    const char *sn = side ? "new" : "old";
    fprintf(f, "(exec -a ");
    sh_word(f, av->items[0].text, av->items[0].len);
    fprintf(f, " \"$d/%s\"", sn);
    for (int k = 1; k < av->n; k++) {
      fputc(' ', f);
      sh_word(f, av->items[k].text, av->items[k].len);
    }
    fprintf(f, " <\"$d/stdin\" >\"$d/%s.out\"); %s=$?\n", sn, side ? "n" : "o");
  }
  fprintf(f, "echo \"old: exited $o\"\necho \"new: exited $n\"\n");
  fprintf(f, "echo \"old printed: $(od -An -c \"$d/old.out\" | tr -s ' ' | tr -d '\\n')\"\n");
  fprintf(f, "echo \"new printed: $(od -An -c \"$d/new.out\" | tr -s ' ' | tr -d '\\n')\"\n");
  fprintf(f, "[ $o -eq $n ] && cmp -s \"$d/old.out\" \"$d/new.out\" && exit 0\nexit 1\n");
  fclose(f);
  return 1;
}

/* Writes DIR/NAME.c: calls NAME_old and NAME_new (the user's files compiled with every function
 * renamed by -D, see the comment it starts with) and prints both results; exit 1 when they differ. */
int cc_emit_test(const char *dir, const char *oldf, const char *newf, const char *name, const char *const *units,
                 int nunits, const rel_verdict *v) {
  if (v->has_cex && !v->old_b.wrong && !v->new_b.wrong && !strcmp(name, "main") && (v->ninputs == 1 || v->ninputs == 3) &&
      v->inputs[v->ninputs - 1].kind == REL_IN_TREE && v->old_b.okind == REL_O_EXITED && v->new_b.okind == REL_O_EXITED) {
    char ro[4096], rn[4096];
    if (!realpath(oldf, ro)) snprintf(ro, sizeof ro, "%s", oldf);
    if (!realpath(newf, rn)) snprintf(rn, sizeof rn, "%s", newf);
    return emit_main(dir, ro, rn, v);
  }
  if (!v->has_cex || v->old_b.wrong || v->new_b.wrong || v->old_b.okind != REL_O_RETURNED ||
      v->new_b.okind != REL_O_RETURNED)
    return 0;
  /* a struct argument (a typed tree) is not written as a C initializer yet, nor is a struct result
   * declared and compared: no test for them */
  for (int i = 0; i < v->ninputs; i++)
    if (v->inputs[i].kind == REL_IN_TREE) return 0;
  /* the globals' values on entry and after the call (cc_sym_inputs' "global g" inputs): the two
   * versions' objects define the same names, and a static one is out of the test's reach, so they
   * are neither set nor compared by such a test yet: none */
  for (int i = 0; i < v->ninputs; i++)
    if (v->inputs[i].by_name) return 0;
  if (v->old_b.value.kind == REL_V_AGG || v->new_b.value.kind == REL_V_AGG) return 0;
  /* a string result (docs/equiv-diff.md): the string, null, or a position in an array argument;
   * any other pointer result has no test */
  int str = is_str_outcome(&v->old_b.value) || is_str_outcome(&v->new_b.value);
  if (str && !(is_str_outcome(&v->old_b.value) && is_str_outcome(&v->new_b.value))) return 0;
  if (!str && (v->old_b.value.kind == REL_V_OPAQUE || v->new_b.value.kind == REL_V_OPAQUE)) return 0;
  char path[4096];
  snprintf(path, sizeof path, "%s/%s.c", dir, name);
  FILE *f = fopen(path, "w");
  if (!f) return -1;
  char ro[4096], rn[4096];
  if (!realpath(oldf, ro)) snprintf(ro, sizeof ro, "%s", oldf);
  if (!realpath(newf, rn)) snprintf(rn, sizeof rn, "%s", newf);
  fprintf(f, "/* %s.c — distinguishing input for '%s' found by equiv diff and replayed on both versions.\n", name, name);
  fprintf(f, " * Build (each version compiled on its own, its functions renamed):\n *   gcc -c");
  for (int i = 0; i < nunits; i++) fprintf(f, " -D%s=%s_old", units[i], units[i]);
  fprintf(f, " %s -o old.o\n *   gcc -c", ro);
  for (int i = 0; i < nunits; i++) fprintf(f, " -D%s=%s_new", units[i], units[i]);
  fprintf(f, " %s -o new.o\n *   gcc %s.c old.o new.o -lm -o %s && ./%s\n", rn, name, name, name);
  fprintf(f, " * Prints both results; exits 1 while they differ. */\n#include <stddef.h>\n#include <stdio.h>\n#include <string.h>\n\n");
  const char *rt = str ? "const char *" : v->old_b.value.kind == REL_V_VOID ? "void" : rtype_of(&v->old_b.value);
  if (str) {
    /* what the caller observes of a string result, as cc_exec.c's string_result says it */
    fprintf(f, "#include <stdint.h>\n\n/* null, a position in one of the caller's arrays, or else the string (bytes\n"
               " * outside ' '..'~', '\"' and '\\' as \\xHH) */\n");
    fprintf(f, "static void describe(char *d, size_t dn, const char *r, const void *const *arr, const size_t *bytes,\n"
               "                     const size_t *elem, int narr) {\n"
               "  if (!r) { snprintf(d, dn, \"null\"); return; }\n"
               "  for (int i = 0; i < narr; i++)\n"
               "    if (arr[i] && (uintptr_t)r >= (uintptr_t)arr[i] && (uintptr_t)r <= (uintptr_t)arr[i] + bytes[i]) {\n"
               "      snprintf(d, dn, \"pointer to element %%ld of argument %%d\", (long)(((uintptr_t)r - (uintptr_t)arr[i]) / elem[i]), i + 1);\n"
               "      return;\n"
               "    }\n"
               "  size_t k = 0;\n"
               "  d[k++] = '\"';\n"
               "  for (; *r && k + 8 < dn; r++) {\n"
               "    unsigned char c = (unsigned char)*r;\n"
               "    if (c >= ' ' && c <= '~' && c != '\"' && c != '\\\\') d[k++] = (char)c;\n"
               "    else k += (size_t)snprintf(d + k, dn - k, \"\\\\x%%02x\", c);\n"
               "  }\n"
               "  d[k++] = '\"';\n"
               "  d[k] = 0;\n"
               "}\n\n");
  }
  for (int side = 0; side < 2; side++) {
    fprintf(f, "%s %s_%s(", rt, name, side ? "new" : "old");
    for (int i = 0; i < v->ninputs; i++)
      fprintf(f, "%s%s%s%s", i ? ", " : "", v->inputs[i].array_const ? "const " : "", ctype_of(&v->inputs[i]),
              v->inputs[i].array_cap > 0 ? " *" : "");
    fprintf(f, "%s);\n", v->ninputs ? "" : "void");
  }
  fprintf(f, "\nint main(void) {\n");
  /* array inputs: one copy per version, so that what each call leaves in it can be compared */
  int narr = 0;
  for (int i = 0; i < v->ninputs; i++) {
    if (v->inputs[i].array_cap <= 0 || is_null_arg(&v->args[i])) continue;
    rel_input el = v->inputs[i];
    el.array_cap = 0;
    for (int side = 0; side < 2; side++) {
      fprintf(f, "  %s a%d_%s[] = {", ctype_of(&el), i, side ? "new" : "old");
      for (int k = 0; k < v->args[i].n; k++) {
        if (k) fprintf(f, ", ");
        c_literal(&el, &v->args[i].items[k], f);
      }
      fprintf(f, "};\n");
    }
    narr += !v->inputs[i].array_const;
  }
  int has_value = strcmp(rt, "void") != 0;
  if (!has_value && !narr) {
    fprintf(f, "  return 0; /* void results: only output could differ */\n}\n");
    fclose(f);
    return 1;
  }
  for (int side = 0; side < 2; side++) {
    if (has_value) fprintf(f, "  %s %s = ", rt, side ? "n" : "o");
    else fprintf(f, "  ");
    fprintf(f, "%s_%s(", name, side ? "new" : "old");
    for (int i = 0; i < v->ninputs; i++) {
      if (i) fprintf(f, ", ");
      if (v->inputs[i].array_cap > 0 && is_null_arg(&v->args[i])) fprintf(f, "NULL");
      else if (v->inputs[i].array_cap > 0) fprintf(f, "a%d_%s", i, side ? "new" : "old");
      else c_literal(&v->inputs[i], &v->args[i], f);
    }
    fprintf(f, ");\n");
  }
  fprintf(f, "  int same = 1;\n");
  if (str) {
    /* every argument in order: its array (per version), or none */
    for (int side = 0; side < 2; side++) {
      const char *sn = side ? "new" : "old";
      fprintf(f, "  const void *arr_%s[] = {", sn);
      for (int i = 0; i < v->ninputs; i++)
        fprintf(f, "%sNULL", i ? ", " : "");
      fprintf(f, "%sNULL};\n", v->ninputs ? ", " : "");
    }
    /* (set after the lists: an initializer of an array of pointers may not name an array of
     * another element type without a cast) */
    for (int i = 0; i < v->ninputs; i++)
      if (v->inputs[i].array_cap > 0 && !is_null_arg(&v->args[i]))
        fprintf(f, "  arr_old[%d] = a%d_old, arr_new[%d] = a%d_new;\n", i, i, i, i);
    fprintf(f, "  size_t bytes[] = {");
    for (int i = 0; i < v->ninputs; i++)
      fprintf(f, "%s%s", i ? ", " : "", v->inputs[i].array_cap > 0 && !is_null_arg(&v->args[i]) ? arr_sizeof(i) : "0");
    fprintf(f, "%s0};\n  size_t elem[] = {", v->ninputs ? ", " : "");
    for (int i = 0; i < v->ninputs; i++)
      fprintf(f, "%s%s", i ? ", " : "", v->inputs[i].array_cap > 0 && !is_null_arg(&v->args[i]) ? elem_sizeof(i) : "1");
    fprintf(f, "%s1};\n", v->ninputs ? ", " : "");
    fprintf(f, "  char od[4096], nd[4096];\n");
    fprintf(f, "  describe(od, sizeof od, o, arr_old, bytes, elem, %d);\n", v->ninputs);
    fprintf(f, "  describe(nd, sizeof nd, n, arr_new, bytes, elem, %d);\n", v->ninputs);
    fprintf(f, "  printf(\"old: %%s\\nnew: %%s\\n\", od, nd);\n  same = strcmp(od, nd) == 0;\n");
  } else if (!has_value) {
  } else if (v->old_b.value.kind == REL_V_FLOAT) {
    fprintf(f, "  printf(\"old: %%a\\nnew: %%a\\n\", (double)o, (double)n);\n");
    fprintf(f, "  same = (o != o && n != n) || memcmp(&o, &n, sizeof o) == 0;\n");
  } else if (v->old_b.value.is_signed) {
    fprintf(f, "  printf(\"old: %%lld\\nnew: %%lld\\n\", (long long)o, (long long)n);\n  same = o == n;\n");
  } else {
    fprintf(f, "  printf(\"old: %%llu\\nnew: %%llu\\n\", (unsigned long long)o, (unsigned long long)n);\n  same = o == n;\n");
  }
  /* what the calls left in the caller's arrays (bit for bit: -0.0 and 0.0 differ) */
  for (int i = 0; i < v->ninputs; i++) {
    if (v->inputs[i].array_cap <= 0 || v->inputs[i].array_const || is_null_arg(&v->args[i])) continue;
    const char *fmt = v->inputs[i].kind == REL_IN_FLOAT ? " %a" : v->inputs[i].is_signed ? " %lld" : " %llu";
    const char *cast = v->inputs[i].kind == REL_IN_FLOAT ? "double" : v->inputs[i].is_signed ? "long long" : "unsigned long long";
    for (int side = 0; side < 2; side++) {
      const char *sn = side ? "new" : "old";
      fprintf(f, "  printf(\"%s argument %d:\");\n", sn, i + 1);
      fprintf(f, "  for (size_t k = 0; k < sizeof a%d_%s / sizeof a%d_%s[0]; k++) printf(\"%s\", (%s)a%d_%s[k]);\n", i, sn, i,
              sn, fmt, cast, i, sn);
      fprintf(f, "  printf(\"\\n\");\n");
    }
    fprintf(f, "  same = same && memcmp(a%d_old, a%d_new, sizeof a%d_old) == 0;\n", i, i, i);
  }
  fprintf(f, "  return same ? 0 : 1;\n}\n");
  fclose(f);
  return 1;
}

