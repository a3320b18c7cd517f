/* cc_emit.c — `equiv diff --emit-tests` for C: a program that calls both versions of a function on
 * the replayed distinguishing input and prints both results (the rel_lang.emit_test hook). */
#define _XOPEN_SOURCE 700 /* realpath */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <errno.h>

#include "core/arena.h"
#include "lang/c/cc_emit.h"
#include "lang/c/cc_ir.h"

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

/* Whether behaviour b wrote anything on standard output. */
static int prints_stdout(const rel_behaviour *b) {
  for (int i = 0; i < b->nrecords; i++)
    if (b->records[i].len > 0 && !strcmp(b->records[i].stream, "stdout")) return 1;
  return 0;
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

/* A global's cell as a rel_input (its kind, width and signedness) from its typed tree's field. */
static rel_input cell_input(const rel_type *t) {
  return (rel_input){.name = "", .kind = t->kind == REL_T_FLOAT ? REL_IN_FLOAT : REL_IN_INT, .width = t->width,
                     .is_signed = t->kind == REL_T_FLOAT || t->is_signed, .len_param = -1};
}

/* Prints, in the driver, the C statement that prints lvalue `lv` of input type in (integers in
 * decimal as the replay's records write them, floating values as exact hex). */
static void print_cell(FILE *f, const rel_input *in, const char *lv) {
  if (in->kind == REL_IN_FLOAT) fprintf(f, "printf(\"%%a\", (double)%s);", lv);
  else if (in->is_signed) fprintf(f, "printf(\"%%lld\", (long long)%s);", lv);
  else fprintf(f, "printf(\"%%llu\", (unsigned long long)%s);", lv);
}

/* Whether the fields of tree input in are each a scalar cell named by a path of members and
 * subscripts ("x", "pts[1].x"; not a union's "(bytes)"). */
static int cells_nameable(const rel_input *in) {
  if (!in->type || in->type->kind != REL_T_AGG) return 0;
  for (int k = 0; k < in->type->nfields; k++) {
    const rel_field *fl = &in->type->fields[k];
    if (!fl->name || !*fl->name || strchr(fl->name, '(') || (fl->type->kind != REL_T_INT && fl->type->kind != REL_T_FLOAT))
      return 0;
  }
  return 1;
}

/* Whether the test can name every cell of a state input: a file-scope global (a block-scope static,
 * "global f.n", is out of a driver's reach) whose cells are scalars or named by a path of members
 * and subscripts. */
static int state_nameable(const rel_input *in) {
  if (!in->name || strncmp(in->name, "global ", 7) || strchr(in->name + 7, '.')) return 0;
  if (in->kind != REL_IN_TREE) return in->kind == REL_IN_INT || in->kind == REL_IN_FLOAT;
  return cells_nameable(in);
}

/* Whether parameter input in is a struct (by value, or behind a pointer: nullable) the driver can
 * declare by its tag and fill cell by cell (an anonymous struct has no name to declare it by). */
static int struct_param(const rel_input *in) {
  return !in->by_name && in->kind == REL_IN_TREE && in->type && in->type->name && strcmp(in->type->name, "(anonymous)") &&
         cells_nameable(in);
}

/* The lvalue of cell k of input in whose object the driver calls base: "g", "hist[2]",
 * "acc.sum", "s0.pts[1].x". */
static void cell_lvalue(const char *base, const rel_input *in, int k, char *buf, size_t n) {
  if (in->kind != REL_IN_TREE) snprintf(buf, n, "%s", base);
  else {
    const char *path = in->type->fields[k].name;
    snprintf(buf, n, "%s%s%s", base, path[0] == '[' ? "" : ".", path);
  }
}

/* A scalar cell of a result as a rel_input (for print_cell). */
static rel_input value_cell(const rel_value *c) {
  return (rel_input){.name = "", .kind = c->kind == REL_V_FLOAT ? REL_IN_FLOAT : REL_IN_INT, .width = c->width,
                     .is_signed = c->kind == REL_V_FLOAT || c->is_signed, .len_param = -1};
}

/* The driver's arguments of the call (the parameters, in order): a literal, an array "a<i>", a
 * struct "s<i>" by value or "&s<i>" behind a pointer, or NULL. */
static void driver_args(FILE *f, const rel_verdict *v) {
  for (int i = 0, first = 1; i < v->ninputs; i++) {
    const rel_input *in = &v->inputs[i];
    if (in->by_name) continue;
    fprintf(f, "%s", first ? "" : ", ");
    first = 0;
    if ((in->array_cap > 0 || in->kind == REL_IN_TREE) && is_null_arg(&v->args[i])) fprintf(f, "NULL");
    else if (in->array_cap > 0) fprintf(f, "a%d", i);
    else if (in->kind == REL_IN_TREE) fprintf(f, in->nullable ? "&s%d" : "s%d", i);
    else c_literal(in, &v->args[i], f);
  }
}

/* Writes DIR/NAME.c and DIR/NAME.sh for a function whose globals are part of the check (inputs
 * "global g" and "program start"), or that takes or returns a struct: NAME.c includes one version's
 * file (its static globals and its struct types are then in reach, and the two versions' globals
 * never meet at link time), sets each global the check compared to the counterexample's value
 * unless the call is the program's first (the initializers then stand), fills each struct
 * argument cell by cell (declared by its tag), calls NAME and prints its result ("result: V", a
 * struct's cells as "{1, 2}" by rpaths[0..nrpaths), the result type's cell paths), what it left in
 * the caller's arrays and structs ("argument I: {…}") and each of those globals ("global g: V",
 * "{1, 2}" for an array or struct, as the replay's records write them). NAME.sh builds it once per
 * version with gcc, runs both, prints each line as "old …" / "new …", and exits 1 while the two
 * print differently. Returns 0 (nothing written) where the input is not one a driver can set. */
static int emit_state(const char *dir, const char *ro, const char *rn, const char *name, const rel_verdict *v,
                      const char *const *rpaths, int nrpaths, const char *ld) {
  int start = -1; /* "program start": 1 the initializers stand, 0 the values given; -1 no global compared */
  for (int i = 0; i < v->ninputs; i++) {
    const rel_input *in = &v->inputs[i];
    if (in->by_name && in->name && !strcmp(in->name, "program start")) start = (v->args[i].bits & 1) != 0;
    else if (in->by_name && !state_nameable(in)) return 0;
    else if (!in->by_name && in->kind == REL_IN_TREE) {
      if (!struct_param(in)) return 0;
      if (!(in->nullable && is_null_arg(&v->args[i])) && (v->args[i].kind != REL_V_AGG || v->args[i].n != in->type->nfields))
        return 0;
    } else if (!in->by_name && in->array_cap > 0 && v->args[i].kind != REL_V_AGG && !is_null_arg(&v->args[i]))
      return 0;
    if (in->by_name && in->kind == REL_IN_TREE && (v->args[i].kind != REL_V_AGG || v->args[i].n != in->type->nfields)) return 0;
  }
  const rel_value *ov = &v->old_b.value, *nv = &v->new_b.value;
  int agg = ov->kind == REL_V_AGG;
  if (ov->kind == REL_V_OPAQUE || ov->kind == REL_V_BYTES || nv->kind != ov->kind) return 0;
  if (agg) {
    /* a struct result: named cell by cell, each an integer or floating value in both versions */
    if (!rpaths || nrpaths != ov->n || nv->n != ov->n) return 0;
    for (int k = 0; k < ov->n; k++)
      if ((ov->items[k].kind != REL_V_INT && ov->items[k].kind != REL_V_FLOAT) || nv->items[k].kind != ov->items[k].kind)
        return 0;
  }
  char path[4096];
  snprintf(path, sizeof path, "%s/%s.c", dir, name);
  FILE *f = fopen(path, "w");
  if (!f) return -1;
  fprintf(f, "/* %s.c — distinguishing input for '%s' (and the globals it reaches), found by equiv diff and\n"
             " * replayed on both versions. %s.sh builds it once per version (the version's file included, so\n"
             " * that its static globals and struct types are in reach) and compares what the two print. */\n", name, name, name);
  fprintf(f, "#include <stdio.h>\n#include <string.h>\n#define main equiv_user_main /* a main of the user's is not ours */\n"
             "#include EQUIV_SRC\n#undef main\n\nint main(void) {\n");
  char lv[512], base[32];
  for (int i = 0; i < v->ninputs && start == 0; i++) {
    const rel_input *in = &v->inputs[i];
    if (!in->by_name || !strcmp(in->name, "program start")) continue;
    int ncell = in->kind == REL_IN_TREE ? in->type->nfields : 1;
    for (int k = 0; k < ncell; k++) {
      rel_input ci = in->kind == REL_IN_TREE ? cell_input(in->type->fields[k].type) : *in;
      cell_lvalue(in->name + 7, in, k, lv, sizeof lv);
      fprintf(f, "  %s = ", lv);
      c_literal(&ci, in->kind == REL_IN_TREE ? &v->args[i].items[k] : &v->args[i], f);
      fprintf(f, ";\n");
    }
  }
  for (int i = 0; i < v->ninputs; i++) {
    const rel_input *in = &v->inputs[i];
    if (in->by_name || is_null_arg(&v->args[i])) continue;
    if (in->kind == REL_IN_TREE) {
      /* a struct argument: declared by its tag, every byte zero (padding), then each cell */
      fprintf(f, "  struct %s s%d;\n  memset(&s%d, 0, sizeof s%d);\n", in->type->name, i, i, i);
      snprintf(base, sizeof base, "s%d", i);
      for (int k = 0; k < in->type->nfields; k++) {
        rel_input ci = cell_input(in->type->fields[k].type);
        cell_lvalue(base, in, k, lv, sizeof lv);
        fprintf(f, "  %s = ", lv);
        c_literal(&ci, &v->args[i].items[k], f);
        fprintf(f, ";\n");
      }
      continue;
    }
    if (in->array_cap <= 0) continue;
    rel_input el = *in;
    el.array_cap = 0;
    fprintf(f, "  %s a%d[] = {", ctype_of(&el), i);
    for (int k = 0; k < v->args[i].n; k++) {
      if (k) fprintf(f, ", ");
      c_literal(&el, &v->args[i].items[k], f);
    }
    fprintf(f, "};\n");
  }
  if (agg) {
    /* the result's type as the version declares it (GNU C __typeof__: the call is not evaluated) */
    fprintf(f, "  __typeof__(%s(", name);
    driver_args(f, v);
    fprintf(f, ")) r = ");
  } else {
    fprintf(f, "  %s", ov->kind == REL_V_VOID ? "" : ov->kind == REL_V_FLOAT ? "double r = " : ov->is_signed ? "long long r = " : "unsigned long long r = ");
  }
  fprintf(f, "%s(", name);
  driver_args(f, v);
  fprintf(f, ");\n");
  if (agg) {
    fprintf(f, "  printf(\"result: {\");\n");
    for (int k = 0; k < ov->n; k++) {
      rel_input ci = value_cell(&ov->items[k]);
      snprintf(lv, sizeof lv, "r%s%s", rpaths[k][0] == '[' ? "" : ".", rpaths[k]);
      fprintf(f, "  %s", k ? "printf(\", \"); " : "");
      print_cell(f, &ci, lv);
      fprintf(f, "\n");
    }
    fprintf(f, "  printf(\"}\\n\");\n");
  } else if (ov->kind == REL_V_VOID) fprintf(f, "  printf(\"result: void\\n\");\n");
  else if (ov->kind == REL_V_FLOAT) fprintf(f, "  printf(\"result: %%a\\n\", r);\n");
  else fprintf(f, "  printf(\"result: %%ll%c\\n\", r);\n", ov->is_signed ? 'd' : 'u');
  for (int i = 0; i < v->ninputs; i++) {
    const rel_input *in = &v->inputs[i];
    if (in->by_name || is_null_arg(&v->args[i])) continue;
    if (in->kind == REL_IN_TREE) {
      /* the caller's struct behind a pointer, after the call (a by-value copy cannot change) */
      if (!in->nullable) continue;
      fprintf(f, "  printf(\"argument %d: {\");\n", i + 1);
      snprintf(base, sizeof base, "s%d", i);
      for (int k = 0; k < in->type->nfields; k++) {
        rel_input ci = cell_input(in->type->fields[k].type);
        cell_lvalue(base, in, k, lv, sizeof lv);
        fprintf(f, "  %s", k ? "printf(\", \"); " : "");
        print_cell(f, &ci, lv);
        fprintf(f, "\n");
      }
      fprintf(f, "  printf(\"}\\n\");\n");
      continue;
    }
    if (in->array_cap <= 0 || in->array_const) continue;
    rel_input el = *in;
    el.array_cap = 0;
    fprintf(f, "  printf(\"argument %d: {\");\n  for (size_t k = 0; k < sizeof a%d / sizeof a%d[0]; k++) {\n"
               "    if (k) printf(\", \");\n    ", i + 1, i, i);
    snprintf(lv, sizeof lv, "a%d[k]", i);
    print_cell(f, &el, lv);
    fprintf(f, "\n  }\n  printf(\"}\\n\");\n");
  }
  for (int i = 0; i < v->ninputs; i++) {
    const rel_input *in = &v->inputs[i];
    if (!in->by_name || !strcmp(in->name, "program start")) continue;
    int ncell = in->kind == REL_IN_TREE ? in->type->nfields : 1;
    fprintf(f, "  printf(\"%s: %s\");\n", in->name, in->kind == REL_IN_TREE ? "{" : "");
    for (int k = 0; k < ncell; k++) {
      rel_input ci = in->kind == REL_IN_TREE ? cell_input(in->type->fields[k].type) : *in;
      cell_lvalue(in->name + 7, in, k, lv, sizeof lv);
      fprintf(f, "  %s", k ? "printf(\", \"); " : "");
      print_cell(f, &ci, lv);
      fprintf(f, "\n");
    }
    fprintf(f, "  printf(\"%s\\n\");\n", in->kind == REL_IN_TREE ? "}" : "");
  }
  fprintf(f, "  return 0;\n}\n");
  fclose(f);
  snprintf(path, sizeof path, "%s/%s.sh", dir, name);
  f = fopen(path, "w");
  if (!f) return -1;
  fprintf(f, "#!/usr/bin/env bash\n# %s.sh — builds %s.c once per version with gcc and runs both: prints each line as\n"
             "# \"old …\" / \"new …\" (\"old: V\" the result); exits 1 while they differ, 2 when a build fails.\nset -u\n",
          name, name);
  fprintf(f, "here=$(cd \"$(dirname \"$0\")\" && pwd)\nd=$(mktemp -d)\ntrap 'rm -rf \"$d\"' EXIT\n");
  for (int side = 0; side < 2; side++) {
    const char *sn = side ? "new" : "old", *src = side ? rn : ro;
    fprintf(f, "gcc -std=c11 -w -DEQUIV_SRC=");
    char q[4200];
    snprintf(q, sizeof q, "\"%s\"", src);
    sh_word(f, q, strlen(q));
    fprintf(f, " \"$here/%s.c\" -lm%s -o \"$d/%s\" || exit 2\n\"$d/%s\" >\"$d/%s.out\" || exit 2\n", name, ld, sn, sn, sn);
  }
  fprintf(f, "for s in old new; do sed -e \"s/^result: /$s: /\" -e \"s/^/$s /\" -e \"s/^$s $s: /$s: /\" \"$d/$s.out\"; done\n");
  fprintf(f, "cmp -s \"$d/old.out\" \"$d/new.out\" && exit 0\nexit 1\n");
  fclose(f);
  return 1;
}

/* Writes DIR/NAME.c: calls NAME_old and NAME_new (the user's files compiled with every function
 * renamed by -D, see the comment it starts with) and prints both results; exit 1 when they differ.
 * Where globals are compared or a struct is passed or returned: a driver per version instead
 * (emit_state). */
static int emit_test(const char *dir, const char *oldf, const char *newf, const char *name, const char *const *units,
                     int nunits, const rel_verdict *v, const char *const *rpaths, int nrpaths, const char *ld) {
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
  /* the globals' values on entry and after the call (cc_sym_inputs' "global g" inputs), or globals
   * the check left out (the function reaches none of them, but both objects would define them), or
   * a struct argument or result (its type is the version's): a driver per version that includes its
   * file (emit_state) */
  int driver = v->nstate_left_out > 0 || v->old_b.value.kind == REL_V_AGG || v->new_b.value.kind == REL_V_AGG;
  for (int i = 0; i < v->ninputs; i++) driver |= v->inputs[i].by_name || v->inputs[i].kind == REL_IN_TREE;
  if (driver) {
    char ro[4096], rn[4096];
    if (!realpath(oldf, ro)) snprintf(ro, sizeof ro, "%s", oldf);
    if (!realpath(newf, rn)) snprintf(rn, sizeof rn, "%s", newf);
    return emit_state(dir, ro, rn, name, v, rpaths, nrpaths, ld);
  }
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
  fprintf(f, " %s -o new.o\n *   gcc %s.c old.o new.o -lm%s -o %s && ./%s\n", rn, name, ld, name, name);
  fprintf(f, " * Prints both results; exits 1 while they differ. */\n#include <stddef.h>\n#include <stdio.h>\n#include <string.h>\n\n");
  const char *rt = str ? "const char *" : v->old_b.value.kind == REL_V_VOID ? "void" : rtype_of(&v->old_b.value);
  int prints = prints_stdout(&v->old_b) || prints_stdout(&v->new_b);
  if (prints) {
    /* what each call writes on standard output, caught in a temporary file (POSIX dup/dup2) */
    fprintf(f, "#include <stdlib.h>\n#include <unistd.h>\n\n/* standard output of the calls between capture_start and capture_end */\n"
               "static int saved_fd = -1;\nstatic FILE *captured;\n"
               "static void capture_start(void) {\n"
               "  fflush(stdout);\n  captured = tmpfile();\n  saved_fd = dup(1);\n"
               "  if (!captured || saved_fd < 0 || dup2(fileno(captured), 1) < 0) { perror(\"capture\"); exit(2); }\n}\n"
               "static char *capture_end(long *len) {\n"
               "  fflush(stdout);\n  dup2(saved_fd, 1);\n  close(saved_fd);\n"
               "  *len = ftell(captured);\n  char *b = malloc((size_t)*len + 1);\n  rewind(captured);\n"
               "  if (!b || fread(b, 1, (size_t)*len, captured) != (size_t)*len) { perror(\"capture\"); exit(2); }\n"
               "  fclose(captured);\n  return b;\n}\n"
               "/* the bytes as one line: outside ' '..'~' and the backslash as \\xHH */\n"
               "static void print_bytes(const char *tag, const char *b, long n) {\n"
               "  printf(\"%%s: \", tag);\n"
               "  for (long i = 0; i < n; i++) {\n"
               "    unsigned char c = (unsigned char)b[i];\n"
               "    if (c >= ' ' && c <= '~' && c != '\\\\') putchar(c); else printf(\"\\\\x%%02x\", c);\n"
               "  }\n  putchar('\\n');\n}\n\n");
  }
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
  if (!has_value && !narr && !prints) {
    fprintf(f, "  return 0; /* void results: only output could differ */\n}\n");
    fclose(f);
    return 1;
  }
  if (prints) fprintf(f, "  long out_len[2];\n  char *out[2];\n");
  for (int side = 0; side < 2; side++) {
    if (prints) fprintf(f, "  capture_start();\n");
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
    if (prints) fprintf(f, "  out[%d] = capture_end(&out_len[%d]);\n", side, side);
  }
  fprintf(f, "  int same = 1;\n");
  if (prints)
    fprintf(f, "  print_bytes(\"old stdout\", out[0], out_len[0]);\n  print_bytes(\"new stdout\", out[1], out_len[1]);\n"
               "  same = out_len[0] == out_len[1] && memcmp(out[0], out[1], (size_t)out_len[0]) == 0;\n");
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
    fprintf(f, "  printf(\"old: %%s\\nnew: %%s\\n\", od, nd);\n  same = same && strcmp(od, nd) == 0;\n");
  } else if (!has_value) {
  } else if (v->old_b.value.kind == REL_V_FLOAT) {
    fprintf(f, "  printf(\"old: %%a\\nnew: %%a\\n\", (double)o, (double)n);\n");
    fprintf(f, "  same = same && ((o != o && n != n) || memcmp(&o, &n, sizeof o) == 0);\n");
  } else if (v->old_b.value.is_signed) {
    fprintf(f, "  printf(\"old: %%lld\\nnew: %%lld\\n\", (long long)o, (long long)n);\n  same = same && o == n;\n");
  } else {
    fprintf(f, "  printf(\"old: %%llu\\nnew: %%llu\\n\", (unsigned long long)o, (unsigned long long)n);\n  same = same && o == n;\n");
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


int cc_emit_test_prog(const char *dir, void *old_prog, void *new_prog, const char *name, const rel_verdict *v) {
  const cc_program *po = old_prog, *pn = new_prog;
  arena *a = arena_new();
  /* every function of both files, each once (the -D renames of the linked test) */
  const char **units = arena_alloc(a, sizeof(char *) * (size_t)(po->nfuncs + pn->nfuncs + 1));
  int nunits = 0;
  for (int s = 0; s < 2; s++) {
    const cc_program *p = s ? pn : po;
    for (int i = 0; i < p->nfuncs; i++) {
      if (!p->funcs[i]->body && !p->funcs[i]->unsupported) continue;
      int seen = 0;
      for (int k = 0; k < nunits && !seen; k++) seen = !strcmp(units[k], p->funcs[i]->name);
      if (!seen) units[nunits++] = p->funcs[i]->name;
    }
  }
  /* a struct result: the C paths of its cells, from the old version's declaration */
  const char **rpaths = NULL;
  long nrpaths = 0;
  for (int i = 0; i < po->nfuncs; i++) {
    const cc_type *rt = po->funcs[i]->type ? po->funcs[i]->type->elem : NULL;
    if (strcmp(po->funcs[i]->name, name) || !rt || rt->k != CC_STRUCT || rt->leaves < 1 || rt->leaves > 64) continue;
    rpaths = arena_alloc(a, sizeof(char *) * (size_t)(rt->leaves + 1));
    nrpaths = cc_leaf_paths(rt, "", rpaths, 0, rt->leaves, a);
    if (nrpaths != rt->leaves) rpaths = NULL, nrpaths = 0;
  }
  /* functions a version only declares (defined elsewhere, not a library function Equiv models):
   * the replayed input calls none of them (a call of one goes wrong, and a version that goes wrong
   * gets no test), so the test links with them left undefined (a position-dependent executable:
   * the dynamic loader refuses a PIE with undefined PLT entries) */
  int externs = 0;
  for (int s = 0; s < 2 && !externs; s++) {
    const cc_program *p = s ? pn : po;
    for (int i = 0; i < p->nfuncs && !externs; i++)
      externs = !p->funcs[i]->body && !p->funcs[i]->unsupported && cc_builtin_lookup(p->funcs[i]->name) == CC_B_NONE;
  }
  int r = emit_test(dir, po->path, pn->path, name, units, nunits, v, rpaths, (int)nrpaths,
                    externs ? " -no-pie -Wl,--unresolved-symbols=ignore-in-object-files" : "");
  int e = errno;
  arena_free(a);
  errno = e;
  return r;
}
