/* jv_jlex.c — the lexer of Soot's Jimple text: comments (slash-star and slash-slash) skipped, lines
 * and columns counted in bytes from 1, one token per name, literal or operator (longest match:
 * ">>>", ":=", "<<", ">>", "<=", ">=", "==", "!="). Outside string literals and quoted names only
 * ASCII is admitted (Soot escapes the rest). A name's trailing dot is punctuation ("r0.<Foo: int x>"). */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "lang/jimple/jv_jlex.h"

static const char *const keywords[] = {
  "abstract", "final", "native", "public", "protected", "private", "static", "synchronized", "transient", "volatile",
  "strictfp", "enum", "annotation", "synthetic", "class", "interface", "void", "boolean", "byte", "short", "char",
  "int", "long", "float", "double", "null_type", "unknown", "extends", "implements", "breakpoint", "case", "catch",
  "cmp", "cmpg", "cmpl", "default", "entermonitor", "exitmonitor", "goto", "if", "instanceof", "interfaceinvoke",
  "lengthof", "lookupswitch", "neg", "new", "newarray", "newmultiarray", "nop", "ret", "return", "specialinvoke",
  "staticinvoke", "dynamicinvoke", "tableswitch", "throw", "throws", "virtualinvoke", "null", "from", "to", "with",
  "unsupported", "handle", "methodtype", NULL};

int jv_jimple_keyword(const char *s, size_t n) {
  for (int k = 0; keywords[k]; k++)
    if (strlen(keywords[k]) == n && !strncmp(s, keywords[k], n)) return 1;
  return 0;
}

#define LEXFAIL(line, col, ...) \
  do { \
    char m_[200]; \
    snprintf(m_, sizeof m_, __VA_ARGS__); \
    for (char *q_ = m_; *q_; q_++) \
      if ((unsigned char)*q_ < 0x20 || (unsigned char)*q_ >= 0x7f) *q_ = '?'; \
    snprintf(err, errn, "%d:%d: %s", (line), (col), m_); \
    return -1; \
  } while (0)

static int idstart(int c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$' || c == '@'; }
static int idchar(int c) { return idstart(c) || (c >= '0' && c <= '9') || c == '.'; }
static int digit(int c) { return c >= '0' && c <= '9'; }

int jv_jlex(const char *src, size_t len, arena *a, jv_jtok **out, int *nout, char *err, size_t errn) {
  jv_jtok *toks = NULL;
  int nt = 0;
  int cap = 0, line = 1;
  const char *p = src, *e = src + len, *bol = src;
  for (;;) {
    while (p < e) {
      if (*p == '\n') {
        line++, p++, bol = p;
      } else if (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\f') {
        p++;
      } else if (p + 1 < e && p[0] == '/' && p[1] == '/') {
        while (p < e && *p != '\n') p++;
      } else if (p + 1 < e && p[0] == '/' && p[1] == '*') {
        int l0 = line, c0 = (int)(p - bol) + 1;
        p += 2;
        while (p + 1 < e && !(p[0] == '*' && p[1] == '/')) {
          if (*p == '\n') line++, bol = p + 1;
          p++;
        }
        if (p + 1 >= e) LEXFAIL(l0, c0, "a comment that is not closed");
        p += 2;
      } else {
        break;
      }
    }
    if (nt == cap) {
      int nc = cap ? 2 * cap : 256;
      jv_jtok *n = arena_alloc(a, sizeof(jv_jtok) * (size_t)nc);
      if (nt) memcpy(n, toks, sizeof(jv_jtok) * (size_t)nt);
      toks = n, cap = nc;
    }
    jv_jtok *t = &toks[nt++];
    memset(t, 0, sizeof *t);
    t->line = line, t->col = (int)(p - bol) + 1, t->s = p;
    if (p >= e) {
      t->k = K_EOF;
      *out = toks, *nout = nt;
      return 0;
    }
    unsigned char ch = (unsigned char)*p;
    if (ch == 0 || ch >= 0x80) LEXFAIL(t->line, t->col, "a character outside ASCII (byte 0x%02x) outside a string", ch);
    if (idstart(ch)) {
      while (p < e && idchar((unsigned char)*p)) p++;
      if (p[-1] == '.' && p - 1 > t->s) p--; /* "r0.<Foo: int x>": the dot is punctuation */
      t->k = K_ID;
    } else if (ch == '\'' || ch == '"') {
      p++;
      while (p < e && *p != (char)ch && *p != '\n') p += *p == '\\' && p + 1 < e && p[1] != '\n' ? 2 : 1;
      if (p >= e || *p != (char)ch) LEXFAIL(t->line, t->col, "a %s that is not closed on its line", ch == '"' ? "string" : "quoted name");
      p++;
      t->k = ch == '"' ? K_STR : K_ID;
      if (ch == '\'') {
        t->quoted = 1, t->s++, t->n = (int)(p - t->s) - 1;
        if (!t->n) LEXFAIL(t->line, t->col, "an empty quoted name");
        continue;
      }
    } else if (digit(ch)) {
      while (p < e && digit((unsigned char)*p)) p++;
      if (p < e && *p == '.') {
        p++;
        while (p < e && digit((unsigned char)*p)) p++;
      }
      if (p < e && (*p == 'e' || *p == 'E')) {
        p++;
        if (p < e && (*p == '+' || *p == '-')) p++;
        if (p >= e || !digit((unsigned char)*p)) LEXFAIL(t->line, t->col, "a number with an exponent without digits");
        while (p < e && digit((unsigned char)*p)) p++;
      }
      if (p < e && strchr("LlFfDd", *p) && *p) p++;
      if (p < e && (idchar((unsigned char)*p))) LEXFAIL(t->line, t->col, "a number followed by '%c'", *p);
      t->k = K_NUM;
    } else if (ch == '#') {
      p++;
      if (p < e && *p == '-') p++;
      while (p < e && idchar((unsigned char)*p)) p++;
      t->k = K_SPECIAL;
    } else {
      static const char *const ops[] = {">>>", ":=", "<<", ">>", "<=", ">=", "==", "!=", NULL};
      int n = 1;
      for (int k = 0; ops[k]; k++)
        if ((size_t)(e - p) >= strlen(ops[k]) && !strncmp(p, ops[k], strlen(ops[k]))) {
          n = (int)strlen(ops[k]);
          break;
        }
      if (n == 1 && !strchr("{}()[];,:=<>+-*/%&|^.", ch)) LEXFAIL(t->line, t->col, "an unexpected character '%c'", ch);
      p += n;
      t->k = K_P;
    }
    t->n = (int)(p - t->s);
  }
}

