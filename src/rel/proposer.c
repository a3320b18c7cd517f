/* proposer.c — runs the external invariant proposer and reads its candidates: a small SMT-LIB term
 * reader over the variables the obligation names, with every sort checked before a term is built
 * (a proposal is untrusted text: a bad one is rejected, never an internal error). */
#define _POSIX_C_SOURCE 200809L
#include "rel/proposer.h"
#include "core/tempfiles.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "core/strbuf.h"

/* ---- the term reader ---------------------------------------------------------------------------- */

typedef struct rd {
  term_ctx *tc;
  const char *p;
  const rel_pvar *vars;
  int nvars;
  char *why;
  size_t whyn;
  int depth;
} rd;

static term_ref fail(rd *r, const char *msg) {
  if (!r->why[0]) snprintf(r->why, r->whyn, "%s", msg);
  return TERM_NULL;
}

static void ws(rd *r) {
  while (isspace((unsigned char)*r->p)) r->p++;
}

/* A symbol or literal token into buf; 0 when there is none. */
static int token(rd *r, char *buf, size_t n) {
  ws(r);
  size_t k = 0;
  while (*r->p && !isspace((unsigned char)*r->p) && *r->p != '(' && *r->p != ')') {
    if (k + 1 < n) buf[k++] = *r->p;
    r->p++;
  }
  buf[k] = 0;
  return k > 0;
}

static int is_bv(rd *r, term_ref t) { return term_sort_kind_of(r->tc, term_sort_of(r->tc, t)) == TS_BV; }
static int is_bool(rd *r, term_ref t) { return term_sort_kind_of(r->tc, term_sort_of(r->tc, t)) == TS_BOOL; }
static unsigned bvw(rd *r, term_ref t) { return term_sort_width(r->tc, term_sort_of(r->tc, t)); }

static term_ref literal(rd *r, const char *s) {
  if (!strcmp(s, "true")) return term_true(r->tc);
  if (!strcmp(s, "false")) return term_false(r->tc);
  if (s[0] == '#' && (s[1] == 'b' || s[1] == 'x')) {
    unsigned bits = s[1] == 'b' ? 1 : 4, w = 0;
    uint64_t v = 0;
    for (const char *q = s + 2; *q; q++) {
      int d = s[1] == 'b' ? (*q == '0' ? 0 : *q == '1' ? 1 : -1) : isxdigit((unsigned char)*q) ? (isdigit((unsigned char)*q) ? *q - '0' : (tolower((unsigned char)*q) - 'a' + 10)) : -1;
      if (d < 0) return fail(r, "bad bit-vector literal");
      v = (v << bits) | (uint64_t)d;
      w += bits;
    }
    if (w == 0 || w > 64) return fail(r, "bit-vector literal of 0 or more than 64 bits");
    return term_bv(r->tc, w, v);
  }
  /* a symbol as the request spells it (|x_old|) or without the bars */
  size_t n = strlen(s);
  for (int i = 0; i < r->nvars; i++) {
    const char *v = r->vars[i].symbol;
    size_t m = strlen(v);
    if (!strcmp(v, s) || (m == n + 2 && v[0] == '|' && v[m - 1] == '|' && !strncmp(v + 1, s, n))) return r->vars[i].var;
  }
  return fail(r, "unknown symbol");
}

typedef struct opname {
  const char *s;
  term_op op;
  int kind; /* 0 bv x bv -> bv, 1 bv x bv -> bool, 2 bv -> bv */
} opname;

static const opname bvops[] = {
  {"bvadd", OP_BVADD, 0}, {"bvsub", OP_BVSUB, 0}, {"bvmul", OP_BVMUL, 0}, {"bvand", OP_BVAND, 0},
  {"bvor", OP_BVOR, 0}, {"bvxor", OP_BVXOR, 0}, {"bvshl", OP_BVSHL, 0}, {"bvlshr", OP_BVLSHR, 0},
  {"bvashr", OP_BVASHR, 0}, {"bvudiv", OP_BVUDIV, 0}, {"bvurem", OP_BVUREM, 0}, {"bvsdiv", OP_BVSDIV, 0},
  {"bvsrem", OP_BVSREM, 0}, {"bvult", OP_BVULT, 1}, {"bvule", OP_BVULE, 1}, {"bvugt", OP_BVUGT, 1},
  {"bvuge", OP_BVUGE, 1}, {"bvslt", OP_BVSLT, 1}, {"bvsle", OP_BVSLE, 1}, {"bvsgt", OP_BVSGT, 1},
  {"bvsge", OP_BVSGE, 1}, {"bvneg", OP_BVNEG, 2}, {"bvnot", OP_BVNOT, 2}, {NULL, OP_TRUE, 0}};

static term_ref term_of(rd *r);

/* The arguments up to the closing parenthesis (consumed). */
static int args(rd *r, term_ref *a, int max) {
  int n = 0;
  for (;;) {
    ws(r);
    if (*r->p == ')') {
      r->p++;
      return n;
    }
    if (!*r->p || n == max) return fail(r, !*r->p ? "unbalanced parentheses" : "too many arguments"), -1;
    term_ref t = term_of(r);
    if (t == TERM_NULL) return -1;
    a[n++] = t;
  }
}

static term_ref indexed(rd *r) {
  /* (_ bvN W) as a literal, or ((_ op k [j]) x) */
  char op[32], n1[32], n2[32] = "";
  if (!token(r, op, sizeof op) || !token(r, n1, sizeof n1)) return fail(r, "bad indexed term");
  int two = !strcmp(op, "extract");
  if (two && !token(r, n2, sizeof n2)) return fail(r, "extract needs two indices");
  ws(r);
  if (*r->p != ')') return fail(r, "bad indexed term");
  r->p++;
  char *e1, *e2 = NULL;
  unsigned long k1 = strtoul(n1, &e1, 10), k2 = two ? strtoul(n2, &e2, 10) : 0;
  if (!strncmp(op, "bv", 2) && isdigit((unsigned char)op[2])) {
    unsigned long v = strtoul(op + 2, &e2, 10);
    if (*e2 || *e1 || k1 == 0 || k1 > 64) return fail(r, "bad (_ bvN W) literal");
    return term_bv(r->tc, (unsigned)k1, v);
  }
  (void)k2;
  return fail(r, "an indexed operator needs an argument: ((_ op k) x)");
}

static term_ref apply_indexed(rd *r) {
  /* after "((_": op k [j]) x) */
  char op[32], n1[32], n2[32] = "";
  if (!token(r, op, sizeof op) || !token(r, n1, sizeof n1)) return fail(r, "bad indexed operator");
  int two = !strcmp(op, "extract");
  if (two && !token(r, n2, sizeof n2)) return fail(r, "extract needs two indices");
  ws(r);
  if (*r->p != ')') return fail(r, "bad indexed operator");
  r->p++;
  char *e1, *e2 = NULL;
  unsigned long k1 = strtoul(n1, &e1, 10), k2 = two ? strtoul(n2, &e2, 10) : 0;
  if (*e1 || (two && *e2)) return fail(r, "bad index");
  term_ref a[2];
  int n = args(r, a, 2);
  if (n != 1 || !is_bv(r, a[0])) return fail(r, "an indexed operator takes one bit-vector");
  unsigned w = bvw(r, a[0]);
  if (!strcmp(op, "zero_extend") || !strcmp(op, "sign_extend")) {
    if (w + k1 > 128) return fail(r, "extension too wide");
    return op[0] == 'z' ? term_zext(r->tc, (unsigned)k1, a[0]) : term_sext(r->tc, (unsigned)k1, a[0]);
  }
  if (two) {
    if (k1 < k2 || k1 >= w) return fail(r, "extract out of range");
    return term_extract(r->tc, (unsigned)k1, (unsigned)k2, a[0]);
  }
  return fail(r, "unknown indexed operator");
}

static term_ref term_of(rd *r) {
  char tok[128];
  ws(r);
  if (*r->p != '(') {
    if (!token(r, tok, sizeof tok)) return fail(r, "term expected");
    return literal(r, tok);
  }
  if (++r->depth > 200) return fail(r, "term nested too deeply");
  r->p++;
  ws(r);
  term_ref res = TERM_NULL;
  if (*r->p == '(') {
    r->p++;
    if (!token(r, tok, sizeof tok) || strcmp(tok, "_")) return fail(r, "bad operator");
    res = apply_indexed(r);
    r->depth--;
    return res;
  }
  if (!token(r, tok, sizeof tok)) return fail(r, "operator expected");
  if (!strcmp(tok, "_")) {
    res = indexed(r);
    r->depth--;
    return res;
  }
  term_ref a[64];
  int n = args(r, a, 64);
  r->depth--;
  if (n < 0) return TERM_NULL;
  term_ctx *tc = r->tc;
  if (!strcmp(tok, "not")) return n == 1 && is_bool(r, a[0]) ? term_not(tc, a[0]) : fail(r, "not takes one Bool");
  if (!strcmp(tok, "and") || !strcmp(tok, "or")) {
    if (n < 1) return fail(r, "and/or take arguments");
    term_ref t = a[0];
    for (int i = 0; i < n; i++) {
      if (!is_bool(r, a[i])) return fail(r, "and/or take Bools");
      if (i) t = tok[0] == 'a' ? term_and2(tc, t, a[i]) : term_or2(tc, t, a[i]);
    }
    return t;
  }
  if (!strcmp(tok, "=>") || !strcmp(tok, "xor")) {
    if (n != 2 || !is_bool(r, a[0]) || !is_bool(r, a[1])) return fail(r, "=>/xor take two Bools");
    return tok[0] == '=' ? term_or2(tc, term_not(tc, a[0]), a[1]) : term_not(tc, term_eq(tc, a[0], a[1]));
  }
  if (!strcmp(tok, "=") || !strcmp(tok, "distinct")) {
    if (n != 2 || term_sort_of(tc, a[0]) != term_sort_of(tc, a[1])) return fail(r, "=/distinct take two terms of one sort");
    return tok[0] == '=' ? term_eq(tc, a[0], a[1]) : term_not(tc, term_eq(tc, a[0], a[1]));
  }
  if (!strcmp(tok, "ite")) {
    if (n != 3 || !is_bool(r, a[0]) || term_sort_of(tc, a[1]) != term_sort_of(tc, a[2])) return fail(r, "bad ite");
    return term_ite(tc, a[0], a[1], a[2]);
  }
  for (const opname *o = bvops; o->s; o++) {
    if (strcmp(o->s, tok)) continue;
    if (o->kind == 2) return n == 1 && is_bv(r, a[0]) ? term_mk1(tc, o->op, a[0]) : fail(r, "a unary bit-vector operator takes one bit-vector");
    if (n != 2 || !is_bv(r, a[0]) || term_sort_of(tc, a[0]) != term_sort_of(tc, a[1]))
      return fail(r, "a bit-vector operator takes two bit-vectors of one width");
    return term_mk2(tc, o->op, a[0], a[1]);
  }
  return fail(r, "unknown operator");
}

term_ref rel_parse_smt(term_ctx *tc, const char *text, const rel_pvar *vars, int nvars, char *why, size_t whyn) {
  rd r = {tc, text, vars, nvars, why, whyn, 0};
  why[0] = 0;
  term_ref t = term_of(&r);
  if (t == TERM_NULL) return TERM_NULL;
  ws(&r);
  if (*r.p) return fail(&r, "text after the term");
  return t;
}

/* ---- running the proposer ----------------------------------------------------------------------- */

static long now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

int rel_propose(const char *cmd, json_t *request, term_ctx *tc, const rel_pvar *vars, int nvars, unsigned timeout_ms,
                term_ref **out, int *rejected, arena *a) {
  *out = NULL;
  *rejected = 0;
  char tmpl[] = "/tmp/equiv-proposer-XXXXXX";
  int in = mkstemp(tmpl);
  if (in < 0) return -1;
  unlink(tmpl);
  char *js = json_dumps(request, JSON_COMPACT | JSON_PRESERVE_ORDER);
  size_t len = js ? strlen(js) : 0, off = 0;
  while (off < len) {
    ssize_t w = write(in, js + off, len - off);
    if (w <= 0) break;
    off += (size_t)w;
  }
  free(js);
  lseek(in, 0, SEEK_SET);
  int pfd[2];
  if (pipe(pfd) < 0) {
    close(in);
    return -1;
  }
  pid_t pid = fork();
  if (pid > 0) eq_temp_child(pid); /* ended and waited for when a signal ends the run */
  if (pid < 0) {
    close(in), close(pfd[0]), close(pfd[1]);
    return -1;
  }
  if (pid == 0) {
    dup2(in, 0);
    dup2(pfd[1], 1);
    close(pfd[0]);
    execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
    _exit(127);
  }
  close(in);
  close(pfd[1]);
  strbuf sb = {0};
  long deadline = now_ms() + (timeout_ms ? timeout_ms : 10000);
  for (;;) {
    long left = deadline - now_ms();
    if (left <= 0) break;
    struct pollfd p = {pfd[0], POLLIN, 0};
    int k = poll(&p, 1, (int)left);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) break;
    char buf[4096];
    ssize_t n = read(pfd[0], buf, sizeof buf);
    if (n <= 0) break;
    sb_append(&sb, buf, (size_t)n);
    if (sb.len > (1u << 20)) break; /* a megabyte of proposals is plenty */
  }
  close(pfd[0]);
  kill(pid, SIGKILL);
  int st;
  waitpid(pid, &st, 0);
  eq_temp_child_done(pid);
  int cap = 16, n = 0;
  term_ref *v = arena_alloc(a, sizeof(term_ref) * (size_t)cap);
  const char *text = sb.data ? sb.data : "";
  while (*text) {
    const char *e = strchr(text, '\n');
    size_t l = e ? (size_t)(e - text) : strlen(text);
    char *line = arena_alloc(a, l + 1);
    memcpy(line, text, l);
    line[l] = 0;
    text += l + (e ? 1 : 0);
    const char *q = line;
    while (isspace((unsigned char)*q)) q++;
    if (!*q || *q == ';') continue;
    char why[160];
    term_ref t = rel_parse_smt(tc, q, vars, nvars, why, sizeof why);
    if (t == TERM_NULL || term_sort_kind_of(tc, term_sort_of(tc, t)) != TS_BOOL) {
      (*rejected)++;
      continue;
    }
    if (n == cap) {
      term_ref *nv = arena_alloc(a, sizeof(term_ref) * (size_t)(cap * 2));
      memcpy(nv, v, sizeof(term_ref) * (size_t)n);
      v = nv, cap *= 2;
    }
    v[n++] = t;
  }
  sb_free(&sb);
  *out = v;
  return n;
}
