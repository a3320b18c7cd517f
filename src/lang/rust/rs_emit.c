/* rs_emit.c — `equiv diff --emit-tests` for Rust: a #[test] file that calls both versions of a
 * function (the user's two files included as modules old and new) on the replayed distinguishing
 * input, under catch_unwind, and checks that they differ as equiv says (the rel_lang.emit_test
 * hook). */
#define _XOPEN_SOURCE 700 /* realpath */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang/rust/rs_emit.h"

static const char *int_type(int width, int is_signed) {
  static const char *const s[] = {"i8", "i16", "i32", "i64"}, *const u[] = {"u8", "u16", "u32", "u64"};
  int k = width <= 8 ? 0 : width <= 16 ? 1 : width <= 32 ? 2 : 3;
  return is_signed ? s[k] : u[k];
}

static void scalar(FILE *f, int is_bool, int width, int is_signed, const rel_value *v) {
  if (is_bool) fprintf(f, "%s", v->bits ? "true" : "false");
  else if (is_signed) fprintf(f, "(%lld_i128 as %s)", (long long)v->bits, int_type(width, is_signed));
  else fprintf(f, "(%llu_u128 as %s)", (unsigned long long)v->bits, int_type(width, is_signed));
}

/* The element type of a slice or Vec input (a sequence of integers or bools), or NULL. */
static const rel_type *seq_elem(const rel_input *in) {
  const rel_type *t = in->kind == REL_IN_TREE ? in->type : NULL;
  if (!t || t->kind != REL_T_SEQ || !t->elem || (t->elem->kind != REL_T_INT && t->elem->kind != REL_T_BOOL)) return NULL;
  return t->elem;
}

/* Argument i: a scalar literal, or for a slice or Vec the variable a<i> made before the call
 * (let_seq) converted to whatever the parameter is (Arg::arg: &[T], &mut [T], &Vec<T>, Vec<T>). */
static void literal(FILE *f, const rel_input *in, const rel_value *v, int i) {
  if (seq_elem(in)) fprintf(f, "Arg::arg(&mut a%d)", i);
  else scalar(f, in->kind == REL_IN_BOOL, in->width, in->is_signed, v);
}

static void let_seq(FILE *f, const rel_input *in, const rel_value *v, int i) {
  const rel_type *e = seq_elem(in);
  fprintf(f, "        let mut a%d: Vec<%s> = vec![", i, e->kind == REL_T_BOOL ? "bool" : int_type(e->width, e->is_signed));
  for (int k = 0; k < v->n; k++) {
    if (k) fprintf(f, ", ");
    scalar(f, e->kind == REL_T_BOOL, e->width, e->is_signed, &v->items[k]);
  }
  fprintf(f, "];\n");
}

/* The outcome line the harness's `outcome` prints, when equiv's replay gives it exactly (an
 * integer or bool result, a panic); NULL otherwise. The text is a Rust string literal's body. */
static char *expected(const rel_behaviour *b) {
  char buf[1024];
  if (b->wrong) return NULL;
  if (b->okind == REL_O_PANICKED) {
    size_t k = 0;
    k += (size_t)snprintf(buf, sizeof buf, "panicked: ");
    for (const char *p = b->message; *p && k + 8 < sizeof buf; p++) {
      if (*p == '"' || *p == '\\') buf[k++] = '\\';
      if (*p == '\n') { buf[k++] = '\\'; buf[k++] = 'n'; continue; }
      buf[k++] = *p;
    }
    buf[k] = 0;
    return strdup(buf);
  }
  if (b->okind != REL_O_RETURNED) return NULL;
  const rel_value *v = &b->value;
  if (v->kind == REL_V_INT) {
    if (v->is_signed) snprintf(buf, sizeof buf, "returned %lld", (long long)v->bits);
    else snprintf(buf, sizeof buf, "returned %llu", (unsigned long long)v->bits);
  } else if (v->kind == REL_V_BOOL) {
    snprintf(buf, sizeof buf, "returned %s", v->bits ? "true" : "false");
  } else {
    return NULL;
  }
  return strdup(buf);
}

int rs_emit_test(const char *dir, const char *oldf, const char *newf, const char *name, const char *const *units,
                 int nunits, const rel_verdict *v) {
  (void)units, (void)nunits;
  if (!v->has_cex || v->old_b.wrong || v->new_b.wrong) return 0;
  for (int i = 0; i < v->ninputs; i++)
    if (v->inputs[i].kind != REL_IN_INT && v->inputs[i].kind != REL_IN_BOOL &&
        !(seq_elem(&v->inputs[i]) && v->args[i].kind == REL_V_AGG))
      return 0;
  int nseq = 0;
  for (int i = 0; i < v->ninputs; i++) nseq += seq_elem(&v->inputs[i]) != NULL;
  char fname[512], path[4096];
  snprintf(fname, sizeof fname, "%s", name);
  for (char *p = fname; *p; p++)
    if (*p == ':') *p = '_';
  snprintf(path, sizeof path, "%s/%s.rs", dir, fname);
  FILE *f = fopen(path, "w");
  if (!f) return -1;
  char ro[4096], rn[4096];
  if (!realpath(oldf, ro)) snprintf(ro, sizeof ro, "%s", oldf);
  if (!realpath(newf, rn)) snprintf(rn, sizeof rn, "%s", newf);
  fprintf(f, "// %s.rs — distinguishing input for '%s' found by equiv diff and replayed on both versions.\n", fname, name);
  fprintf(f, "// Run: rustc --edition 2021 --test -C overflow-checks=on -C debug-assertions=on %s.rs -o t && ./t\n", fname);
  fprintf(f, "#![allow(warnings)]\nmod old {\n    include!(\"%s\");\n}\nmod new {\n    include!(\"%s\");\n}\n\n", ro, rn);
  fprintf(f, "/// \"returned {:?}\" or \"panicked: MESSAGE\", as equiv prints a run.\n");
  fprintf(f, "fn outcome<T: std::fmt::Debug, F: FnOnce() -> T>(f: F) -> String {\n"
             "    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)) {\n"
             "        Ok(v) => format!(\"returned {:?}\", v),\n"
             "        Err(e) => {\n"
             "            let m = if let Some(s) = e.downcast_ref::<&str>() { s.to_string() }\n"
             "                    else if let Some(s) = e.downcast_ref::<String>() { s.clone() } else { \"?\".to_string() };\n"
             "            format!(\"panicked: {}\", m)\n"
             "        }\n"
             "    }\n}\n\n");
  fprintf(f, "/// A slice or Vec argument as the parameter takes it.\n"
             "trait Arg<'a, T> { fn arg(v: &'a mut Vec<T>) -> Self; }\n"
             "impl<'a, T> Arg<'a, T> for &'a [T] { fn arg(v: &'a mut Vec<T>) -> Self { &v[..] } }\n"
             "impl<'a, T> Arg<'a, T> for &'a mut [T] { fn arg(v: &'a mut Vec<T>) -> Self { &mut v[..] } }\n"
             "impl<'a, T> Arg<'a, T> for &'a Vec<T> { fn arg(v: &'a mut Vec<T>) -> Self { v } }\n"
             "impl<'a, T: Clone> Arg<'a, T> for Vec<T> { fn arg(v: &'a mut Vec<T>) -> Self { v.clone() } }\n\n");
  fprintf(f, "#[test]\nfn %s_differs() {\n", fname);
  for (int side = 0; side < 2; side++) {
    fprintf(f, "    let %s = outcome(|| {\n", side ? "n" : "o");
    for (int i = 0; i < v->ninputs; i++)
      if (seq_elem(&v->inputs[i])) let_seq(f, &v->inputs[i], &v->args[i], i);
    fprintf(f, "        let r = %s::%s(", side ? "new" : "old", name);
    for (int i = 0; i < v->ninputs; i++) {
      if (i) fprintf(f, ", ");
      literal(f, &v->inputs[i], &v->args[i], i);
    }
    fprintf(f, ");\n");
    /* with slice arguments the outcome is the result and then each slice after the call (a
     * function may write through &mut [T]; equiv compares the same) */
    if (nseq) {
      fprintf(f, "        (r");
      for (int i = 0; i < v->ninputs; i++)
        if (seq_elem(&v->inputs[i])) fprintf(f, ", a%d", i);
      fprintf(f, ")\n    });\n");
    } else {
      fprintf(f, "        r\n    });\n");
    }
  }
  fprintf(f, "    println!(\"old: {}\\nnew: {}\", o, n);\n");
  /* the exact outcomes equiv replayed, where the harness prints them alike (no slice argument) */
  char *eo = nseq ? NULL : expected(&v->old_b), *en = nseq ? NULL : expected(&v->new_b);
  if (eo) fprintf(f, "    assert_eq!(o, \"%s\");\n", eo);
  if (en) fprintf(f, "    assert_eq!(n, \"%s\");\n", en);
  free(eo);
  free(en);
  fprintf(f, "    assert_ne!(o, n, \"the versions behave the same on this input\");\n}\n");
  fclose(f);
  return 1;
}
