/* rs_lib.c — models of the std items Rust translations call, written from their documented
 * behaviour in a debug build (core::num's integer methods, Option and Result, ranges and slice
 * iterators, the panic entry points). Each is tested against the real std through rustc-built
 * binaries (tests/rust). An item not listed here is unsupported where it is called. */
#include <stdio.h>
#include <string.h>

#include "lang/rust/rs_exec_int.h"
#include "lang/rust/rs_irule.h"
#include "lang/rust/rs_fmt.h"
#include "lang/rust/rs_heap.h"
#include "lang/rust/rs_io.h"
#include "lang/rust/rs_iter.h"

/* Whether path c ends with the segments s, at a segment boundary. */
int rs_path_ends(const char *c, const char *s) {
  size_t n = strlen(c), k = strlen(s);
  if (k > n || strcmp(c + n - k, s)) return 0;
  return k == n || c[n - k - 1] == ':' || c[n - k - 1] == '>' || c[n - k - 1] == ' ';
}

#define ends rs_path_ends

const char *rs_path_last(const char *c) {
  const char *l = c;
  for (const char *p = c; *p; p++)
    if (p[0] == ':' && p[1] == ':') l = p + 2;
  return l;
}

static int int_of(const char *t, int *w, int *s) { return rs_irule_int_type(t, w, s); }

static uint64_t imin(int w, int s) { return s ? rs_norm(1ull << (w - 1), w, 1) : 0; }
static int ineg(uint64_t v, int s) { return s && (int64_t)v < 0; }

static int popcount(uint64_t v) { int k = 0; while (v) { k += (int)(v & 1); v >>= 1; } return k; }

/* A method of rs_irule's table, over words: 1 with out, -1 stopped (a panic, undefined
 * behaviour), 0 not one of them. */
static int int_rule(rx *x, const char *m, rs_val *a, int n, int w, int s, rs_val *out, const char *loc) {
  uint64_t mk = w >= 64 ? ~0ull : (1ull << w) - 1, exp = 0;
  rs_iv v[3] = {0, 0, 0};
  int pw = !strcmp(m, "pow") || !strcmp(m, "wrapping_pow") || !strcmp(m, "checked_pow") || !strcmp(m, "saturating_pow") ||
           !strcmp(m, "overflowing_pow");
  for (int i = 0; i < n && i < 3; i++) {
    if (a[i].k != V_INT) return 0;
    if (i > 0 && pw) { exp = rs_norm(a[i].bits, 32, 0); continue; }
    if (i > 0 && (a[i].w != w || a[i].s != s)) return 0;
    v[i] = a[i].bits & mk;
  }
  if (n > 3) return 0;
  rs_imeth im;
  if (rs_irule_method(&rs_idom_words, m, v, n, w, s, exp, &im) < 0) return 0;
  rs_val r = im.truth ? rv_bool((int)im.v) : rv_int(im.v, im.vw, im.vs);
  switch (im.kind) {
    case RS_IM_VALUE: *out = r; return 1;
    case RS_IM_OPTION: *out = rv_option(x, im.c ? NULL : &r); return 1;
    case RS_IM_PAIR:
      *out = rv_agg(x, V_TUPLE, 2);
      out->items[0] = r;
      out->items[1] = rv_bool((int)im.c);
      return 1;
    case RS_IM_PANIC:
      if (!im.c) { *out = r; return 1; }
      /* unchecked_*: a debug build's precondition check aborts the process there, which
       * tests/rust checks on the binaries */
      if (im.ub) rx_wrong(x, REL_W_UB, loc, "%s overflowed (undefined behaviour: unsafe precondition violated)", m);
      else rx_panic(x, im.msg);
      return -1;
  }
  return 0;
}

static int int_method(rx *x, const char *m, rs_val *a, int n, int w, int s, rs_val *out, const char *loc) {
  if (n < 1 || a[0].k != V_INT) return 0;
  /* the methods whose rule is written once (rs_irule.c), the symbolic executor's too */
  int ruled = int_rule(x, m, a, n, w, s, out, loc);
  if (ruled) return ruled;
  uint64_t A = a[0].bits, B = n > 1 && a[1].k == V_INT ? a[1].bits : 0, r;
  int o;
#define IS(name) (!strcmp(m, name))
#define RET(v) do { *out = (v); return 1; } while (0)
  if (n == 1) {
    uint64_t U = rs_norm(A, w, 0);
    if (IS("count_ones")) RET(rv_int((uint64_t)popcount(U), 32, 0));
    if (IS("count_zeros")) RET(rv_int((uint64_t)(w - popcount(U)), 32, 0));
    if (IS("leading_zeros")) { int k = 0; for (int i = w - 1; i >= 0 && !((U >> i) & 1); i--) k++; RET(rv_int((uint64_t)k, 32, 0)); }
    if (IS("trailing_zeros")) { int k = 0; for (int i = 0; i < w && !((U >> i) & 1); i++) k++; RET(rv_int((uint64_t)k, 32, 0)); }
    if (IS("is_power_of_two") && !s) RET(rv_bool(U && !(U & (U - 1))));
    return 0;
  }
  if (n != 2) return 0;
  if (a[1].k != V_INT || a[1].w != w || a[1].s != s) {
    if (!strncmp(m, "wrapping_sh", 11) || !strncmp(m, "checked_sh", 10)) {
      uint64_t k = rs_norm(B, 32, 0);
      int left = m[strlen(m) - 1] == 'l';
      if (!strncmp(m, "checked", 7) && k >= (uint64_t)w) RET(rv_option(x, NULL));
      rs_int_binop(left ? RB_SHL : RB_SHR, A, k, w, s, &r, &o);
      rs_val v = rv_int(r, w, s);
      RET(m[0] == 'c' ? rv_option(x, &v) : v);
    }
    return 0;
  }
  int bad_div = B == 0, ovf_div = s && A == imin(w, s) && B == (uint64_t)-1;
  if (IS("checked_div_euclid") || IS("checked_rem_euclid")) {
    if (bad_div || ovf_div) RET(rv_option(x, NULL));
  }
  if (IS("rem_euclid") || IS("div_euclid") || IS("checked_rem_euclid") || IS("checked_div_euclid")) {
    int div = strstr(m, "div") != NULL;
    if (bad_div) { rx_panic(x, div ? "attempt to divide by zero" : "attempt to calculate the remainder with a divisor of zero"); return -1; }
    if (ovf_div) { rx_panic(x, div ? "attempt to divide with overflow" : "attempt to calculate the remainder with overflow"); return -1; }
    uint64_t q, rem;
    rs_int_binop(RB_DIV, A, B, w, s, &q, &o);
    rs_int_binop(RB_REM, A, B, w, s, &rem, &o);
    if (ineg(rem, s)) {
      if (div) q = ineg(B, s) ? q + 1 : q - 1;
      else rem = ineg(B, s) ? rem - B : rem + B;
    }
    rs_val v = rv_int(div ? q : rem, w, s);
    RET(m[0] == 'c' ? rv_option(x, &v) : v);
  }
#undef IS
#undef RET
  (void)loc;
  return 0;
}

static const rs_val *deref(const rs_val *v) { return v->k == V_REF && v->len < 0 && v->tgt ? v->tgt : v; }

static int is_adt(const rs_val *v, const char *name) {
  return v->k == V_ADT && v->adt && !strcmp(v->adt->name, name);
}


static rs_val default_of(const rs_type *t) {
  if (t && t->k == RT_INT) return rv_int(0, t->width, t->is_signed);
  if (t && t->k == RT_BOOL) return rv_bool(0);
  rs_val v;
  memset(&v, 0, sizeof v);
  return v;
}

/* The Option combinators that take a value or a closure (std's option.rs: each calls its closure
 * at most once, only in the case its documentation names). o is the Option (self), a[1] the
 * argument. */
static int option_closure(rx *x, const char *m, const rs_val *o, rs_val *a, int n, rs_val *out, const char *loc) {
  int some = o->var == 1;
  rs_val r, pay = some ? o->items[0] : rv_unit();
#define IS(s) (!strcmp(m, s))
  if ((IS("map") || IS("and_then")) && n == 2) {
    if (!some) { *out = rv_option(x, NULL); return 1; }
    if (rx_call_closure(x, &a[1], &pay, 1, &r, loc) < 0) return -1;
    *out = IS("map") ? rv_option(x, &r) : r;
    return 1;
  }
  if ((IS("unwrap_or_else") || IS("or_else")) && n == 2) {
    if (some) { *out = IS("or_else") ? rv_copy(x, o) : pay; return 1; }
    if (rx_call_closure(x, &a[1], NULL, 0, &r, loc) < 0) return -1;
    *out = r;
    return 1;
  }
  if ((IS("filter") || IS("is_some_and") || IS("is_none_or")) && n == 2) {
    if (!some) { *out = IS("filter") ? rv_option(x, NULL) : rv_bool(IS("is_none_or")); return 1; }
    rs_val arg = pay;
    if (IS("filter")) {
      /* filter's predicate takes &T */
      rs_val *cell = arena_alloc(x->a, sizeof *cell);
      *cell = pay;
      memset(&arg, 0, sizeof arg);
      arg.k = V_REF;
      arg.tgt = cell;
      arg.len = -1;
    }
    if (rx_call_closure(x, &a[1], &arg, 1, &r, loc) < 0) return -1;
    if (r.k != V_BOOL) { rx_wrong(x, REL_W_UB, loc, "a predicate that did not return a bool"); return -1; }
    *out = IS("filter") ? rv_option(x, r.bits ? &pay : NULL) : rv_bool((int)r.bits);
    return 1;
  }
  if ((IS("ok_or") || IS("ok_or_else")) && n == 2) {
    const rs_adt *res = rs_find_adt(x->p, "Result");
    if (some) { *out = rv_adt(x, res, 0, 1); out->items[0] = pay; return 1; }
    if (IS("ok_or")) r = a[1];
    else if (rx_call_closure(x, &a[1], NULL, 0, &r, loc) < 0) return -1;
    *out = rv_adt(x, res, 1, 1);
    out->items[0] = r;
    return 1;
  }
  if ((IS("map_or") || IS("map_or_else")) && n == 3) {
    if (!some) {
      if (IS("map_or")) { *out = a[1]; return 1; }
      return rx_call_closure(x, &a[1], NULL, 0, out, loc) < 0 ? -1 : 1;
    }
    return rx_call_closure(x, &a[2], &pay, 1, out, loc) < 0 ? -1 : 1;
  }
  if ((IS("or") || IS("xor") || IS("and")) && n == 2) {
    const rs_val *b = &a[1];
    int bs = rv_is_adt(b, "Option") && b->var == 1;
    if (IS("or")) *out = some ? rv_copy(x, o) : *b;
    else if (IS("and")) *out = some ? *b : rv_option(x, NULL);
    else *out = some && !bs ? rv_copy(x, o) : !some && bs ? *b : rv_option(x, NULL);
    return 1;
  }
  if ((IS("copied") || IS("cloned")) && n == 1) {
    if (!some) { *out = rv_option(x, NULL); return 1; }
    r = rv_copy(x, rv_deref(&pay));
    *out = rv_option(x, &r);
    return 1;
  }
  if ((IS("as_ref") || IS("as_mut")) && n == 1 && a[0].k == V_REF && a[0].tgt) {
    rs_val *ov = a[0].tgt;
    while (ov->k == V_REF && ov->tgt) ov = ov->tgt;
    *out = rv_some_ref(x, ov->var == 1 ? &ov->items[0] : NULL);
    return 1;
  }
  if (IS("get_or_insert_with") && n == 2 && a[0].k == V_REF && a[0].tgt) {
    /* the value, made by f() first when None; a &mut to it */
    rs_val *ov = a[0].tgt;
    while (ov->k == V_REF && ov->tgt) ov = ov->tgt;
    if (ov->var != 1) {
      rs_val v;
      if (rx_call_closure(x, &a[1], NULL, 0, &v, loc) < 0) return -1;
      *ov = rv_option(x, &v);
    }
    memset(out, 0, sizeof *out);
    out->k = V_REF;
    out->tgt = &ov->items[0];
    out->len = -1;
    return 1;
  }
  if (IS("take") && n == 1 && a[0].k == V_REF && a[0].tgt) {
    rs_val *ov = a[0].tgt;
    *out = *ov;
    *ov = rv_option(x, NULL);
    return 1;
  }
#undef IS
  return 0;
}

static int result_closure(rx *x, const char *m, const rs_val *o, rs_val *a, int n, rs_val *out, const char *loc) {
  int ok = o->var == 0;
  rs_val r, pay = o->items[0];
  const rs_adt *res = o->adt;
#define IS(s) (!strcmp(m, s))
  if ((IS("map") || IS("map_err")) && n == 2) {
    if (ok != IS("map")) { *out = rv_copy(x, o); return 1; }
    if (rx_call_closure(x, &a[1], &pay, 1, &r, loc) < 0) return -1;
    *out = rv_adt(x, res, o->var, 1);
    out->items[0] = r;
    return 1;
  }
  if ((IS("and_then") || IS("or_else")) && n == 2) {
    if (ok != IS("and_then")) { *out = rv_copy(x, o); return 1; }
    return rx_call_closure(x, &a[1], &pay, 1, out, loc) < 0 ? -1 : 1;
  }
  if (IS("unwrap_or_else") && n == 2) {
    if (ok) { *out = pay; return 1; }
    return rx_call_closure(x, &a[1], &pay, 1, out, loc) < 0 ? -1 : 1;
  }
  if (IS("unwrap_err") && n == 1) {
    if (ok) {
      rx_panic(x, arena_printf(x->a, "called `Result::unwrap_err()` on an `Ok` value: %s", rs_val_debug(x->a, &pay)));
      return -1;
    }
    *out = pay;
    return 1;
  }
  if ((IS("is_ok_and") || IS("is_err_and")) && n == 2) {
    if (ok != IS("is_ok_and")) { *out = rv_bool(0); return 1; }
    if (rx_call_closure(x, &a[1], &pay, 1, &r, loc) < 0) return -1;
    *out = r;
    return 1;
  }
  if (IS("map_or") && n == 3) {
    if (!ok) { *out = a[1]; return 1; }
    return rx_call_closure(x, &a[2], &pay, 1, out, loc) < 0 ? -1 : 1;
  }
#undef IS
  return 0;
}

int rs_model_call(rx *x, const char *c, rs_val *a, int n, const rs_type *dty, rs_val *out, const char *loc) {
  const char *m = rs_path_last(c);
  int w, s;
  /* core::hint: reaching unreachable_unchecked, or assert_unchecked of false, is undefined
   * behaviour (core::hint, "Safety"); a debug build's precondition check aborts there */
  if ((!strcmp(c, "unreachable_unchecked") || ends(c, "hint::unreachable_unchecked")) && n == 0) {
    rx_wrong(x, REL_W_UB, loc, "unreachable_unchecked reached (undefined behaviour)");
    return -1;
  }
  if ((!strcmp(c, "assert_unchecked") || ends(c, "hint::assert_unchecked")) && n == 1 && a[0].k == V_BOOL) {
    if (!a[0].bits) {
      rx_wrong(x, REL_W_UB, loc, "assert_unchecked of false (undefined behaviour)");
      return -1;
    }
    *out = rv_unit();
    return 1;
  }
  /* Default::default of std's types (core's impls): an integer's 0, false, an empty String or
   * Vec, None; a type of the file has its own body (a derived one too: rs_mir.c) */
  if (n == 0 && c[0] == '<' && strlen(c) > 21 && !strcmp(c + strlen(c) - 21, " as Default>::default") && dty) {
    if (dty->k == RT_INT || dty->k == RT_BOOL) { *out = default_of(dty); return 1; }
    if (dty->k == RT_ADT && !strcmp(dty->name, "String")) { *out = rh_string(x, "", 0); return 1; }
    if (dty->k == RT_ADT && !strcmp(dty->name, "Vec")) { *out = rh_vec(x, 0); return 1; }
    if (dty->k == RT_ADT && !strcmp(dty->name, "Option")) { *out = rv_option(x, NULL); return 1; }
  }
  /* bool::then_some(v): Some(v) when true (the value is made either way, as an argument) */
  if (n == 2 && rs_path_ends(c, "then_some") && strstr(c, "<impl bool>") && rv_deref(&a[0])->k == V_BOOL) {
    *out = rv_option(x, rv_deref(&a[0])->bits ? &a[1] : NULL);
    return 1;
  }
  /* std::mem::take: the value, Default::default left in its place (std's types, or the file's
   * own Default body: a derived one too) */
  if (n == 1 && rs_path_ends(c, "mem::take") && a[0].k == V_REF && a[0].tgt && a[0].len < 0 && dty) {
    rs_val dv;
    memset(&dv, 0, sizeof dv);
    if (dty->k == RT_INT || dty->k == RT_BOOL) dv = default_of(dty);
    else if (dty->k == RT_ADT && !strcmp(dty->name, "String")) dv = rh_string(x, "", 0);
    else if (dty->k == RT_ADT && !strcmp(dty->name, "Vec")) dv = rh_vec(x, 0);
    else if (dty->k == RT_ADT && !strcmp(dty->name, "Option")) dv = rv_option(x, NULL);
    else if (dty->k == RT_ADT) {
      const rs_body *db = rs_find_body(x->p, arena_printf(x->a, "%s::default", dty->name));
      if (!db || db->nparams) return 0;
      rs_val fv;
      memset(&fv, 0, sizeof fv);
      fv.k = V_CLOS, fv.var = 1, fv.str = db->name;
      if (rx_call_closure(x, &fv, NULL, 0, &dv, loc) < 0) return -1;
    } else {
      return 0;
    }
    *out = *a[0].tgt;
    *a[0].tgt = dv;
    return 1;
  }
  /* == and != of fieldless enum values (Ordering; a derived PartialEq compares the variants) */
  if (n == 2 && c[0] == '<' && (rs_path_ends(c, "PartialEq>::eq") || rs_path_ends(c, "PartialEq>::ne"))) {
    const rs_val *l = deref(&a[0]), *r = deref(&a[1]);
    if (l->k == V_ADT && r->k == V_ADT && l->adt && l->adt == r->adt && l->adt->is_enum && !l->n && !r->n) {
      int eq = l->var == r->var;
      *out = rv_bool(c[strlen(c) - 2] == 'e' && c[strlen(c) - 1] == 'q' ? eq : !eq);
      return 1;
    }
  }
  /* panics */
  if ((ends(c, "core::panicking::panic") || ends(c, "std::rt::begin_panic") || ends(c, "core::panicking::panic_str") ||
       ends(c, "std::rt::panic_fmt") || ends(c, "core::panicking::panic_fmt") || ends(c, "core::panicking::panic_display")) &&
      n == 1) {
    const char *t;
    long len;
    if (rs_fmt_render(x, &a[0], &t, &len, loc) < 0) return -1;
    rx_panic(x, arena_strndup(x->a, t, (size_t)len));
    return -1;
  }
  if ((ends(c, "Arguments::from_str") || ends(c, "Arguments::new_const")) && n == 1) {
    const rs_val *v = deref(&a[0]);
    if (v->k == V_ARRAY && v->n == 1) v = &v->items[0];
    if (v->k != V_STR) return 0;
    *out = *v;
    return 1;
  }
  if (ends(c, "core::panicking::assert_failed") && n == 4 && is_adt(&a[0], "AssertKind") && is_adt(&a[3], "Option") &&
      a[3].var == 0 && a[0].var < 2) {
    const char *op = a[0].var == 0 ? "==" : "!=";
    rx_panic(x, arena_printf(x->a, "assertion `left %s right` failed\n  left: %s\n right: %s", op,
                             rs_val_debug(x->a, deref(&a[1])), rs_val_debug(x->a, deref(&a[2]))));
    return -1;
  }
  if (ends(c, "core::panicking::assert_failed") && n == 4 && is_adt(&a[0], "AssertKind") && is_adt(&a[3], "Option") &&
      a[3].var == 1 && a[0].var < 2) {
    /* assert_eq!(a, b, "fmt", ...): the message after the colon */
    const char *op = a[0].var == 0 ? "==" : "!=", *t;
    long len;
    if (rs_fmt_render(x, &a[3].items[0], &t, &len, loc) < 0) return -1;
    rx_panic(x, arena_printf(x->a, "assertion `left %s right` failed: %.*s\n  left: %s\n right: %s", op, (int)len, t,
                             rs_val_debug(x->a, deref(&a[1])), rs_val_debug(x->a, deref(&a[2]))));
    return -1;
  }
  {
    int r = rs_fmt_call(x, c, a, n, dty, out, loc);
    if (!r) r = rs_heap_call(x, c, a, n, dty, out, loc);
    if (!r) r = rs_iter_call(x, c, a, n, dty, out, loc);
    if (!r) r = rs_io_call(x, c, a, n, dty, out, loc);
    if (r) return r;
  }
  /* the operator traits on integers and references to them (`<&i32 as Mul<i32>>::mul`, what
   * `x * 2` on an &i32 becomes): the checked operator of a debug build (rs_irule.c's table) */
  {
    rs_binop op;
    const char *ovf;
    int assign;
    if (n == 2 && rs_irule_op_trait(c, m, &op, &ovf, &assign, &w, &s)) {
      const rs_val *p = deref(&a[0]), *q = deref(&a[1]);
      if (p->k != V_INT || q->k != V_INT) return 0;
      uint64_t r;
      int o;
      if ((op == RB_DIV || op == RB_REM) && q->bits == 0) {
        rx_panic(x, op == RB_DIV ? "attempt to divide by zero" : "attempt to calculate the remainder with a divisor of zero");
        return -1;
      }
      if (rs_int_binop(op, p->bits, q->bits, w, s, &r, &o) < 0 || o) {
        rx_panic(x, ovf ? ovf : "overflow");
        return -1;
      }
      if (assign) {
        if (a[0].k != V_REF || !a[0].tgt) return 0;
        *a[0].tgt = rv_int(r, w, s);
        *out = rv_unit();
      } else {
        *out = rv_int(r, w, s);
      }
      return 1;
    }
  }
  /* integer methods: core::num::<impl i32>::m, <i32 as Ord>::min, std::cmp::min */
  const char *im = strstr(c, "<impl ");
  if (im && int_of(im + 6, &w, &s) && strstr(c, "core::num::")) return int_method(x, m, a, n, w, s, out, loc);
  if (c[0] == '<' && int_of(c + 1, &w, &s)) {
    if ((ends(c, "Ord>::min") || ends(c, "Ord>::max") || ends(c, "Ord>::clamp")) && n >= 2) return int_method(x, m, a, n, w, s, out, loc);
    if (ends(c, "Ord>::cmp") && n == 2) {
      const rs_val *p = deref(&a[0]), *q = deref(&a[1]);
      if (p->k != V_INT || q->k != V_INT) return 0;
      uint64_t r;
      int o;
      rs_int_binop(RB_CMP, p->bits, q->bits, w, s, &r, &o);
      *out = rv_adt(x, rs_find_adt(x->p, "Ordering"), (int)((int64_t)r + 1), 0);
      return 1;
    }
    if (ends(c, "Clone>::clone") && n == 1) { *out = rv_copy(x, deref(&a[0])); return 1; }
    if ((ends(c, "PartialEq>::eq") || ends(c, "PartialEq>::ne") || ends(c, "PartialOrd>::lt") || ends(c, "PartialOrd>::le") ||
         ends(c, "PartialOrd>::gt") || ends(c, "PartialOrd>::ge")) && n == 2) {
      const rs_val *p = deref(&a[0]), *q = deref(&a[1]);
      if (p->k != V_INT || q->k != V_INT) return 0;
      uint64_t r;
      int o;
      rs_binop op = !strcmp(m, "eq") ? RB_EQ : !strcmp(m, "ne") ? RB_NE : !strcmp(m, "lt") ? RB_LT : !strcmp(m, "le") ? RB_LE
                    : !strcmp(m, "gt") ? RB_GT : RB_GE;
      rs_int_binop(op, p->bits, q->bits, w, s, &r, &o);
      *out = rv_bool((int)r);
      return 1;
    }
    /* else on to From/Into below (`<u32 as From<u8>>::from`) */
  }
  /* From/Into between integers: the lossless conversions (widening, same sign or unsigned to
   * wider signed), as `as` does them */
  if (n == 1 && (a[0].k == V_INT || a[0].k == V_BOOL) && dty && dty->k == RT_INT &&
      ((ends(c, "into") && strstr(c, " as Into<")) || (ends(c, "from") && strstr(c, " as From<")))) {
    /* (and From<bool>: false 0, true 1) */
    *out = rv_int(a[0].k == V_BOOL ? a[0].bits & 1 : a[0].bits, dty->width, dty->is_signed);
    return 1;
  }
  if ((ends(c, "std::cmp::min") || ends(c, "core::cmp::min") || ends(c, "std::cmp::max") || ends(c, "core::cmp::max")) &&
      n == 2 && a[0].k == V_INT)
    return int_method(x, m, a, n, a[0].w, a[0].s, out, loc);
  /* the ? operator (Try::branch, FromResidual::from_residual), as rs_sym.c models it */
  if ((ends(c, "Try>::branch") || (ends(c, "from_residual") && strstr(c, " as FromResidual"))) && n == 1 &&
      (is_adt(&a[0], "Option") || is_adt(&a[0], "Result"))) {
    int opt = is_adt(&a[0], "Option"), full = opt ? a[0].var == 1 : a[0].var == 0;
    if ((ends(c, "from_residual") && strstr(c, " as FromResidual"))) {
      if (full) return 0;
      *out = rv_copy(x, &a[0]);
      return 1;
    }
    *out = rv_adt(x, rs_find_adt(x->p, "ControlFlow"), full ? 0 : 1, 1);
    out->items[0] = full ? a[0].items[0] : rv_copy(x, &a[0]);
    return 1;
  }
  /* Option */
  if (strstr(c, "Option::") && n >= 1) {
    const rs_val *o = deref(&a[0]);
    if (!is_adt(o, "Option")) return 0;
    int some = o->var == 1;
    if (!strcmp(m, "is_some") && n == 1) { *out = rv_bool(some); return 1; }
    if (!strcmp(m, "is_none") && n == 1) { *out = rv_bool(!some); return 1; }
    if (!strcmp(m, "unwrap") && n == 1) {
      if (!some) { rx_panic(x, "called `Option::unwrap()` on a `None` value"); return -1; }
      *out = o->items[0];
      return 1;
    }
    if (!strcmp(m, "expect") && n == 2) {
      if (!some) {
        if (a[1].k != V_STR) return 0;
        rx_panic(x, arena_strndup(x->a, a[1].str, (size_t)a[1].len));
        return -1;
      }
      *out = o->items[0];
      return 1;
    }
    if (!strcmp(m, "unwrap_or") && n == 2) { *out = some ? o->items[0] : a[1]; return 1; }
    if (!strcmp(m, "unwrap_or_default") && n == 1) {
      if (some) { *out = o->items[0]; return 1; }
      *out = default_of(dty);
      return out->k != V_UNINIT;
    }
    return option_closure(x, m, o, a, n, out, loc);
  }
  /* Result */
  if (strstr(c, "Result::") && n >= 1) {
    const rs_val *o = deref(&a[0]);
    if (!is_adt(o, "Result")) return 0;
    int ok = o->var == 0;
    if (!strcmp(m, "is_ok") && n == 1) { *out = rv_bool(ok); return 1; }
    if (!strcmp(m, "is_err") && n == 1) { *out = rv_bool(!ok); return 1; }
    if (!strcmp(m, "unwrap") && n == 1) {
      if (!ok) {
        rx_panic(x, arena_printf(x->a, "called `Result::unwrap()` on an `Err` value: %s", rs_val_debug(x->a, &o->items[0])));
        return -1;
      }
      *out = o->items[0];
      return 1;
    }
    if (!strcmp(m, "expect") && n == 2) {
      if (!ok) {
        if (a[1].k != V_STR) return 0;
        rx_panic(x, arena_printf(x->a, "%.*s: %s", (int)a[1].len, a[1].str, rs_val_debug(x->a, &o->items[0])));
        return -1;
      }
      *out = o->items[0];
      return 1;
    }
    if (!strcmp(m, "unwrap_or") && n == 2) { *out = ok ? o->items[0] : a[1]; return 1; }
    if (!strcmp(m, "unwrap_or_default") && n == 1) {
      /* the Ok value, else T::default(): an integer's 0, a bool's false, an empty Vec or String
       * (fs::read(path).unwrap_or_default(): a missing file read as empty); other types are not
       * modelled */
      if (ok) { *out = o->items[0]; return 1; }
      if (dty && dty->k == RT_ADT && !strcmp(dty->name, "Vec")) { *out = rh_vec(x, 0); return 1; }
      if (dty && dty->k == RT_ADT && !strcmp(dty->name, "String")) { *out = rh_string(x, "", 0); return 1; }
      *out = default_of(dty);
      return out->k != V_UNINIT;
    }
    if ((!strcmp(m, "ok") || !strcmp(m, "err")) && n == 1) {
      int want = m[0] == 'o' ? ok : !ok;
      *out = rv_option(x, want ? &o->items[0] : NULL);
      return 1;
    }
    return result_closure(x, m, o, a, n, out, loc);
  }
  return 0;
}
