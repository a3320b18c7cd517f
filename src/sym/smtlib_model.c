/* smtlib_model.c — reads a solver's (get-model) answer back into constant terms (smtlib.h), so a
 * satisfiable answer of the cvc5 binary gives a counterexample as Z3's C API does. Only nullary
 * define-funs of the sorts an input can have are read (SMT-LIB 2.6 §4.2.3 model syntax, the value
 * literals of FixedSizeBitVectors, Ints and FloatingPoint); anything else leaves its variable
 * without a value, which the caller treats as no model. */
#include "sym/smtlib.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "sym/term_int.h"

typedef struct rd {
  const char *p;
} rd;

static void skip_ws(rd *r) {
  for (;;) {
    while (isspace((unsigned char)*r->p)) r->p++;
    if (*r->p != ';') return;
    while (*r->p && *r->p != '\n') r->p++; /* comment */
  }
}

/* The next atom (symbol or literal) as [*s, *s + *n); 0 at '(' , ')' or the end. */
static int atom(rd *r, const char **s, size_t *n) {
  skip_ws(r);
  const char *b = r->p;
  if (!*b || *b == '(' || *b == ')') return 0;
  if (*b == '|') {
    const char *e = strchr(b + 1, '|');
    if (!e) return 0;
    *s = b + 1, *n = (size_t)(e - b - 1);
    r->p = e + 1;
    return 1;
  }
  if (*b == '"') { /* a string literal: "" escapes a quote */
    const char *e = b + 1;
    while (*e && !(*e == '"' && e[1] != '"')) e += *e == '"' ? 2 : 1;
    if (!*e) return 0;
    *s = b, *n = (size_t)(e + 1 - b);
    r->p = e + 1;
    return 1;
  }
  while (*r->p && !isspace((unsigned char)*r->p) && *r->p != '(' && *r->p != ')') r->p++;
  *s = b, *n = (size_t)(r->p - b);
  return 1;
}

static int eat(rd *r, char ch) {
  skip_ws(r);
  if (*r->p != ch) return 0;
  r->p++;
  return 1;
}

static int atom_is(const char *s, size_t n, const char *w) { return strlen(w) == n && !memcmp(s, w, n); }

/* Skips one datum without recursion (a model of an array is a deep chain of stores). */
static int skip_datum(rd *r) {
  const char *s;
  size_t n;
  if (atom(r, &s, &n)) return 1;
  if (!eat(r, '(')) return 0;
  for (long depth = 1; depth > 0;) {
    if (eat(r, '(')) depth++;
    else if (eat(r, ')')) depth--;
    else if (!atom(r, &s, &n)) return 0;
  }
  return 1;
}

/* A binary (#b) or hexadecimal (#x) literal of at most 128 bits: its value and width. */
static int bits_lit(const char *s, size_t n, term_u128 *v, unsigned *w) {
  if (n < 3 || s[0] != '#' || (s[1] != 'b' && s[1] != 'x')) return 0;
  int hex = s[1] == 'x';
  *v = 0;
  *w = (unsigned)(n - 2) * (hex ? 4 : 1);
  if (*w > 128) return 0;
  for (size_t i = 2; i < n; i++) {
    int d = hex ? (isdigit((unsigned char)s[i]) ? s[i] - '0' : isxdigit((unsigned char)s[i]) ? tolower((unsigned char)s[i]) - 'a' + 10 : -1)
                : (s[i] == '0' || s[i] == '1' ? s[i] - '0' : -1);
    if (d < 0) return 0;
    *v = (*v << (hex ? 4 : 1)) | (term_u128)d;
  }
  return 1;
}

static int numeral(const char *s, size_t n, mpz_ptr z) {
  if (!n || n > 4000) return 0;
  for (size_t i = 0; i < n; i++)
    if (!isdigit((unsigned char)s[i])) return 0;
  char buf[4001];
  memcpy(buf, s, n);
  buf[n] = 0;
  return mpz_set_str(z, buf, 10) == 0;
}

/* A value of sort so, or TERM_NULL (the datum is consumed either way; 0 when malformed). */
static int value(rd *r, term_ctx *c, term_sort so, term_ref *out) {
  *out = TERM_NULL;
  const char *s;
  size_t n;
  term_sort_kind k = term_sort_kind_of(c, so);
  const char *save = r->p;
  if (atom(r, &s, &n)) {
    term_u128 v;
    unsigned w;
    if (k == TS_BOOL && (atom_is(s, n, "true") || atom_is(s, n, "false"))) *out = term_bool(c, atom_is(s, n, "true"));
    else if (k == TS_BV && bits_lit(s, n, &v, &w) && w == term_sort_width(c, so)) *out = term_bv128(c, w, v);
    else if (k == TS_INT) {
      mpz_t z;
      mpz_init(z);
      if (numeral(s, n, z)) *out = term_int_mpz(c, z);
      mpz_clear(z);
    }
    return 1;
  }
  if (!eat(r, '(')) return 0;
  const char *head;
  size_t hn;
  if (!atom(r, &head, &hn)) { /* a list headed by a list, e.g. ((as const ...) ...) */
    r->p = save;
    return skip_datum(r);
  }
  if (k == TS_INT && atom_is(head, hn, "-")) {
    mpz_t z;
    mpz_init(z);
    if (atom(r, &s, &n) && numeral(s, n, z) && eat(r, ')')) {
      mpz_neg(z, z);
      *out = term_int_mpz(c, z);
      mpz_clear(z);
      return 1;
    }
    mpz_clear(z);
    r->p = save;
    return skip_datum(r);
  }
  if (k == TS_FP && atom_is(head, hn, "fp")) {
    unsigned eb = term_sort_fp_eb(c, so), sb = term_sort_fp_sb(c, so), ws, we, wm;
    term_u128 vs, ve, vm;
    const char *a1, *a2, *a3;
    size_t n1, n2, n3;
    if (atom(r, &a1, &n1) && atom(r, &a2, &n2) && atom(r, &a3, &n3) && eat(r, ')') && bits_lit(a1, n1, &vs, &ws) &&
        bits_lit(a2, n2, &ve, &we) && bits_lit(a3, n3, &vm, &wm) && ws == 1 && we == eb && wm == sb - 1) {
      *out = term_fp_bits(c, eb, sb, (vs << (eb + sb - 1)) | (ve << (sb - 1)) | vm);
      return 1;
    }
    r->p = save;
    return skip_datum(r);
  }
  if (atom_is(head, hn, "_")) {
    /* (_ bvN W), or a floating-point special (_ +zero EB SB) */
    const char *nm, *ix[2];
    size_t nn, nx[2];
    int ni = 0;
    if (!atom(r, &nm, &nn)) {
      r->p = save;
      return skip_datum(r);
    }
    while (ni < 2 && atom(r, &ix[ni], &nx[ni])) ni++;
    if (!eat(r, ')')) {
      r->p = save;
      return skip_datum(r);
    }
    mpz_t a, b;
    mpz_inits(a, b, NULL);
    if (k == TS_BV && ni == 1 && nn > 2 && !memcmp(nm, "bv", 2) && numeral(nm + 2, nn - 2, a) && numeral(ix[0], nx[0], b) &&
        mpz_cmp_ui(b, term_sort_width(c, so)) == 0 && mpz_sizeinbase(a, 2) <= 128)
      *out = term_bv128(c, term_sort_width(c, so), term_mpz_to_u128(a));
    else if (k == TS_FP && ni == 2 && numeral(ix[0], nx[0], a) && numeral(ix[1], nx[1], b) &&
             mpz_cmp_ui(a, term_sort_fp_eb(c, so)) == 0 && mpz_cmp_ui(b, term_sort_fp_sb(c, so)) == 0) {
      unsigned eb = term_sort_fp_eb(c, so), sb = term_sort_fp_sb(c, so);
      term_u128 sign = (term_u128)1 << (eb + sb - 1), inf = term_mask(eb) << (sb - 1);
      if (atom_is(nm, nn, "+zero")) *out = term_fp_bits(c, eb, sb, 0);
      else if (atom_is(nm, nn, "-zero")) *out = term_fp_bits(c, eb, sb, sign);
      else if (atom_is(nm, nn, "+oo")) *out = term_fp_bits(c, eb, sb, inf);
      else if (atom_is(nm, nn, "-oo")) *out = term_fp_bits(c, eb, sb, sign | inf);
      else if (atom_is(nm, nn, "NaN")) *out = term_fp_bits(c, eb, sb, ~(term_u128)0);
    }
    mpz_clears(a, b, NULL);
    return 1;
  }
  r->p = save;
  return skip_datum(r);
}

int smtlib_read_model(term_ctx *c, const char *text, unsigned nvars, const term_ref *vars,
                      const char *const *names, term_ref *values) {
  for (unsigned i = 0; i < nvars; i++) values[i] = TERM_NULL;
  rd r = {text};
  if (!eat(&r, '(')) return -1;
  const char *s;
  size_t n;
  /* Z3 of old wrote "(model (define-fun ...) ...)" */
  const char *save = r.p;
  if (!(atom(&r, &s, &n) && atom_is(s, n, "model"))) r.p = save;
  int set = 0;
  for (;;) {
    if (eat(&r, ')')) return set;
    if (!eat(&r, '(')) return -1;
    if (!atom(&r, &s, &n) || !atom_is(s, n, "define-fun")) return -1;
    const char *nm;
    size_t nn;
    if (!atom(&r, &nm, &nn) || !eat(&r, '(')) return -1;
    int nullary = eat(&r, ')');
    if (!nullary) { /* a function: skip its parameters, sort and body */
      while (!eat(&r, ')'))
        if (!skip_datum(&r)) return -1;
      if (!skip_datum(&r) || !skip_datum(&r) || !eat(&r, ')')) return -1;
      continue;
    }
    if (!skip_datum(&r)) return -1; /* the sort: the variable's own sort is used */
    unsigned i = 0;
    while (i < nvars && !(strlen(names[i]) == nn && !memcmp(names[i], nm, nn))) i++;
    if (i == nvars) {
      if (!skip_datum(&r)) return -1;
    } else {
      term_ref v;
      if (!value(&r, c, term_sort_of(c, vars[i]), &v)) return -1;
      if (v != TERM_NULL && values[i] == TERM_NULL) set++;
      if (v != TERM_NULL) values[i] = v;
    }
    if (!eat(&r, ')')) return -1;
  }
}
