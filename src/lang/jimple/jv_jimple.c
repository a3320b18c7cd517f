/* jv_jimple.c — a reader of Soot's Jimple text, the second input of the Java room. A file holds
 * one or more classes as Soot prints them (`public class Foo extends java.lang.Object { ... }`):
 * fields, methods with their local declarations (`int i0, $i1;`), identity statements
 * (`r0 := @this: Foo;`, `i0 := @parameter0: int;`, `$r2 := @caughtexception;`), three-address
 * statements, labels and the trap table (`catch java.lang.Exception from label1 to label2 with
 * label3;`). The reader builds the same jv_class/jv_method the class-file path builds, already
 * lowered: a constant pool made for the references the text names (classes, fields, methods,
 * strings, bootstrap methods), one jv_stmt per Jimple statement, every local in a slot of its own
 * typed by its declaration. The interpreter and the symbolic executor then run it unchanged.
 *
 * Types are checked as the JVM's verifier would check the bytecode Soot read (JVMS 4.10): each
 * operand has the type its local is declared with, an operator's operands and result agree, a cast
 * between primitives is a JVMS conversion (long to byte is l2i then i2b), a call's arguments match
 * its descriptor, and a local is assigned on every path before it is read. A syntax or type error is
 * one located error ("LINE:COL: message"); a construct the semantics does not model
 * (newmultiarray, breakpoint, ret, class constants, bootstrap arguments other than constants)
 * becomes a statement that goes wrong as "unsupported: CONSTRUCT at FILE:LINE:COL" when reached. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang/jimple/jv.h"
#include "lang/jimple/jv_jlex.h"

typedef jv_jtok tk;

typedef struct local {
  const char *name, *desc;
  jv_ty ty;
  int slot;  /* assigned after the body is read */
  int nident; /* identity statements assigning it */
  int idx;    /* its index in J.loc */
} local;

typedef struct labref { const char *name; int stmt, which; const tk *at; } labref; /* which: -1 target, k: case k */
typedef struct label { const char *name; int at; } label;
typedef struct rtrap { const char *from, *to, *with; int cpi; const tk *at; } rtrap;

/* Slot encodings while a body is read, remapped when it is done: locals by index; S_PARAM + N the
 * frame's parameter slot N (the JVM's layout: long and double take two); S_EXC the caught exception
 * (the frame's slot max_locals, where the interpreter puts it); S_EXC - 1 the dropped value of a
 * call whose result no local receives (slot max_locals + 1). */
enum { S_PARAM = 0x8000, S_EXC = 0xffff };

typedef struct J {
  const char *path, *shown;
  arena *a;
  tk *t;
  int nt, i;
  jmp_buf jb;
  char *err;
  size_t errn;
  jv_class *c;
  int cpcap, bsmcap;
  /* the method being read */
  jv_method *m;
  int nparams, pslot[256];
  const char *pdescs[256];
  local **loc; /* each local allocated once: pointers to them stay valid */
  int nloc, caploc;
  jv_stmt *st;
  int *stcol, *stident; /* per statement: its column; identity: @parameterN N+1, @this -1, else 0 */
  int capcol;
  int nst, capst;
  label *lab;
  int nlab, caplab;
  labref *ref;
  int nref, capref;
  rtrap *trap;
  int ntrap, captrap;
} J;

#define GROW(j, arr, n, cap) \
  do { \
    if ((n) == (cap)) { \
      int nc_ = (cap) ? 2 * (cap) : 16; \
      void *p_ = arena_alloc((j)->a, sizeof(*(arr)) * (size_t)nc_); \
      if (n) memcpy(p_, (arr), sizeof(*(arr)) * (size_t)(n)); \
      (arr) = p_; \
      (cap) = nc_; \
    } \
  } while (0)

/* ---- errors ---- */

static void sanitize(char *s) {
  for (; *s; s++)
    if ((unsigned char)*s < 0x20 || (unsigned char)*s >= 0x7f) *s = '?';
}

static _Noreturn void failat(J *j, int line, int col, const char *fmt, ...) {
  char msg[300];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  sanitize(msg);
  snprintf(j->err, j->errn, "%d:%d: %s", line, col, msg);
  longjmp(j->jb, 1);
}

static const char *shown(J *j, const tk *t) {
  if (t->k == K_EOF) return "the end of the file";
  return arena_printf(j->a, "'%.*s'", t->n > 40 ? 40 : t->n, t->s);
}

#define FAIL(t, ...) failat(j, (t)->line, (t)->col, __VA_ARGS__)

static int digit(int c) { return c >= '0' && c <= '9'; }

static void lex(J *j, const char *src, size_t len) {
  if (jv_jlex(src, len, j->a, &j->t, &j->nt, j->err, j->errn) < 0) longjmp(j->jb, 1);
}

/* ---- token helpers ---- */

static tk *peek(J *j, int k) {
  int i = j->i + k;
  return &j->t[i < j->nt ? i : j->nt - 1];
}
static tk *next(J *j) {
  tk *t = peek(j, 0);
  if (j->i < j->nt - 1) j->i++;
  return t;
}
static int teq(const tk *t, const char *s) { return (int)strlen(s) == t->n && !strncmp(t->s, s, (size_t)t->n); }
static int is(J *j, int k, const char *s) {
  const tk *t = peek(j, k);
  return (t->k == K_P || (t->k == K_ID && !t->quoted)) && teq(t, s);
}
static void expect(J *j, const char *s) {
  if (!is(j, 0, s)) FAIL(peek(j, 0), "expected '%s', found %s", s, shown(j, peek(j, 0)));
  next(j);
}
static const char *text(J *j, const tk *t) { return arena_strndup(j->a, t->s, (size_t)t->n); }

static int keyword(const tk *t) { return t->k == K_ID && !t->quoted && jv_jimple_keyword(t->s, (size_t)t->n); }

/* A name (a local, a class, a field or method): an identifier that is not a keyword, or quoted. */
static const char *name(J *j, const char *what) {
  tk *t = peek(j, 0);
  if (t->k != K_ID || keyword(t) || t->s[0] == '@') FAIL(t, "expected %s, found %s", what, shown(j, t));
  next(j);
  return text(j, t);
}

/* ---- the constant pool ---- */

static int cp_add(J *j, jv_cp e) {
  jv_class *c = j->c;
  if (c->ncp >= 65535) FAIL(peek(j, 0), "unsupported: more than 65535 constants in one class");
  GROW(j, c->cp, c->ncp, j->cpcap);
  c->cp[c->ncp] = e;
  return c->ncp++;
}

/* UTF-16 code units to UTF-8 (a lone surrogate as its 3-byte form, as jv_class.c decodes). */
static char *u16_to_utf8(J *j, const uint16_t *u, int n) {
  char *s = arena_alloc(j->a, (size_t)n * 3 + 1), *q = s;
  for (int i = 0; i < n; i++) {
    unsigned c = u[i];
    if (c >= 0xd800 && c < 0xdc00 && i + 1 < n && u[i + 1] >= 0xdc00 && u[i + 1] < 0xe000) {
      unsigned cp = 0x10000 + ((c - 0xd800) << 10) + (u[i + 1] - 0xdc00u);
      i++;
      *q++ = (char)(0xf0 | cp >> 18), *q++ = (char)(0x80 | (cp >> 12 & 0x3f));
      *q++ = (char)(0x80 | (cp >> 6 & 0x3f)), *q++ = (char)(0x80 | (cp & 0x3f));
    } else if (c && c < 0x80) {
      *q++ = (char)c;
    } else if (c < 0x800) {
      *q++ = (char)(0xc0 | c >> 6), *q++ = (char)(0x80 | (c & 0x3f));
    } else {
      *q++ = (char)(0xe0 | c >> 12), *q++ = (char)(0x80 | (c >> 6 & 0x3f)), *q++ = (char)(0x80 | (c & 0x3f));
    }
  }
  *q = 0;
  return s;
}

static int cp_utf16(J *j, const uint16_t *u, int n) {
  jv_class *c = j->c;
  for (int i = 1; i < c->ncp; i++)
    if (c->cp[i].tag == JV_CP_UTF8 && c->cp[i].n16 == n && (!n || !memcmp(c->cp[i].u16, u, sizeof(uint16_t) * (size_t)n)))
      return i;
  uint16_t *cu = arena_alloc(j->a, sizeof(uint16_t) * (size_t)(n + 1));
  if (n) memcpy(cu, u, sizeof(uint16_t) * (size_t)n);
  return cp_add(j, (jv_cp){.tag = JV_CP_UTF8, .utf8 = u16_to_utf8(j, u, n), .u16 = cu, .n16 = n});
}

/* ASCII text (names and descriptors: the lexer admits only ASCII outside strings). */
static int cp_utf8(J *j, const char *s) {
  int n = (int)strlen(s);
  uint16_t *u = arena_alloc(j->a, sizeof(uint16_t) * (size_t)(n + 1));
  for (int i = 0; i < n; i++) u[i] = (unsigned char)s[i];
  return cp_utf16(j, u, n);
}

static int cp_find(J *j, jv_cp e) {
  jv_class *c = j->c;
  for (int i = 1; i < c->ncp; i++)
    if (c->cp[i].tag == e.tag && c->cp[i].a == e.a && c->cp[i].b == e.b && c->cp[i].u4 == e.u4 && c->cp[i].u8 == e.u8) return i;
  return cp_add(j, e);
}

static int cp_class(J *j, const char *internal) { return cp_find(j, (jv_cp){.tag = JV_CP_CLASS, .a = (uint16_t)cp_utf8(j, internal)}); }
static int cp_nat(J *j, const char *nm, const char *desc) {
  return cp_find(j, (jv_cp){.tag = JV_CP_NAMETYPE, .a = (uint16_t)cp_utf8(j, nm), .b = (uint16_t)cp_utf8(j, desc)});
}
static int cp_member(J *j, int tag, const char *cls, const char *nm, const char *desc) {
  return cp_find(j, (jv_cp){.tag = (uint8_t)tag, .a = (uint16_t)cp_class(j, cls), .b = (uint16_t)cp_nat(j, nm, desc)});
}

/* ---- types ---- */

static jv_ty desc_jty(const char *d) {
  switch (d[0]) {
  case 'J': return JV_T_LONG;
  case 'F': return JV_T_FLOAT;
  case 'D': return JV_T_DOUBLE;
  case 'L': case '[': return JV_T_REF;
  case 'V': return JV_T_TOP;
  default: return JV_T_INT;
  }
}

static const char *ty_word(jv_ty t) {
  static const char *const n[] = {"void", "int", "long", "float", "double", "a reference", "?"};
  return n[t <= JV_T_RET ? t : 6];
}

/* A Jimple type (int, java.lang.String, int[][]) as a field descriptor; void only when allowed. */
static const char *type_desc(J *j, int void_ok) {
  tk *t = peek(j, 0);
  if (t->k != K_ID || (keyword(t) && !strchr("vbscilfdnu", t->s[0]))) FAIL(t, "expected a type, found %s", shown(j, t));
  static const char *const prim[] = {"void", "boolean", "byte", "short", "char", "int", "long", "float", "double", NULL};
  static const char pc[] = "VZBSCIJFD";
  const char *base = NULL;
  for (int k = 0; prim[k] && !t->quoted; k++)
    if (teq(t, prim[k])) base = arena_printf(j->a, "%c", pc[k]);
  if (!base) {
    if (!t->quoted && (teq(t, "null_type") || teq(t, "unknown")))
      FAIL(t, "unsupported: the type %.*s (Soot's untyped Jimple)", t->n, t->s);
    if (keyword(t)) FAIL(t, "expected a type, found %s", shown(j, t));
    char *s = arena_printf(j->a, "L%.*s;", t->n, t->s);
    for (char *q = s; *q; q++) {
      if (*q == '.') *q = '/';
      if (*q == '@' || *q == '[' || (*q == '/' && (q[1] == '/' || q[1] == ';' || q == s + 1))) FAIL(t, "a malformed class name %s", shown(j, t));
    }
    base = s;
  }
  next(j);
  int dims = 0;
  while (is(j, 0, "[") && is(j, 1, "]")) next(j), next(j), dims++;
  if (dims > 255) FAIL(t, "an array type of more than 255 dimensions");
  if (base[0] == 'V' && (dims || !void_ok)) FAIL(t, "void where a value type is expected");
  char *d = arena_alloc(j->a, strlen(base) + (size_t)dims + 1);
  memset(d, '[', (size_t)dims);
  strcpy(d + dims, base);
  return d;
}

/* The class name of a reference type's descriptor as the constant pool holds it ("java/lang/String",
 * "[I" for an array). */
static const char *desc_class(J *j, const char *d) {
  if (d[0] == 'L') return arena_strndup(j->a, d + 1, strlen(d) - 2);
  return d;
}

/* A class name (extends, new, catch): internal form. */
static const char *class_name(J *j) {
  tk *t = peek(j, 0);
  const char *d = type_desc(j, 0);
  if (d[0] != 'L') FAIL(t, "expected a class name, found %s", shown(j, t));
  return desc_class(j, d);
}

/* ---- member signatures: <C: T f> and <C: R m(T1,T2)> ---- */

typedef struct sig { const char *cls, *name, *desc; int method; } sig;

static sig signature(J *j) {
  sig s = {0};
  expect(j, "<");
  tk *t = peek(j, 0);
  const char *cd = type_desc(j, 0);
  if (cd[0] == 'L' || cd[0] == '[') s.cls = desc_class(j, cd);
  else FAIL(t, "expected a class in a signature, found %s", shown(j, t));
  expect(j, ":");
  const char *rd = type_desc(j, 1);
  if (is(j, 0, "<")) {
    next(j);
    tk *n = peek(j, 0);
    if (n->k != K_ID || !(teq(n, "init") || teq(n, "clinit"))) FAIL(n, "expected init or clinit, found %s", shown(j, n));
    next(j);
    expect(j, ">");
    s.name = arena_printf(j->a, "<%.*s>", n->n, n->s);
  } else {
    tk *n = peek(j, 0);
    if (n->k != K_ID || n->s[0] == '@') FAIL(n, "expected a member name, found %s", shown(j, n));
    next(j);
    s.name = text(j, n);
  }
  if (is(j, 0, "(")) {
    next(j);
    char *d = arena_strdup(j->a, "(");
    while (!is(j, 0, ")")) {
      if (d[1]) expect(j, ",");
      d = arena_printf(j->a, "%s%s", d, type_desc(j, 0));
    }
    next(j);
    s.desc = arena_printf(j->a, "%s)%s", d, rd);
    s.method = 1;
  } else {
    if (rd[0] == 'V') FAIL(t, "a field of type void");
    s.desc = rd;
  }
  if (s.name[0] == '<' && !s.method) FAIL(t, "a field named %s", s.name);
  expect(j, ">");
  return s;
}

/* ---- statements ---- */

static jv_stmt *emit(J *j, jv_op op, const tk *at) {
  GROW(j, j->st, j->nst, j->capst);
  int cap = j->capst;
  (void)cap;
  jv_stmt *s = &j->st[j->nst];
  memset(s, 0, sizeof *s);
  if (j->nst >= j->capcol) {
    int nc = j->capst;
    int *n = arena_alloc(j->a, sizeof(int) * (size_t)nc);
    if (j->nst) memcpy(n, j->stcol, sizeof(int) * (size_t)j->nst);
    j->stcol = n, j->capcol = nc;
  }
  j->stcol[j->nst] = at->col;
  s->op = (uint8_t)op;
  s->line = at->line;
  s->pc = j->nst;
  j->nst++;
  return s;
}

/* A construct outside the model: the statement goes wrong when reached; the rest of it is skipped. */
static void unsup(J *j, const tk *at, const char *what) {
  jv_stmt *s = emit(j, JV_UNSUP, at);
  s->reason = arena_printf(j->a, "%s at %s:%d:%d", what, j->shown, at->line, at->col);
  while (!is(j, 0, ";") && peek(j, 0)->k != K_EOF && !is(j, 0, "}")) next(j);
}

static local *find_local(J *j, const tk *t) {
  for (int k = 0; k < j->nloc; k++)
    if ((int)strlen(j->loc[k]->name) == t->n && !strncmp(j->loc[k]->name, t->s, (size_t)t->n)) return j->loc[k];
  return NULL;
}

static jv_opnd lvar(J *j, const local *l) { (void)j; return (jv_opnd){.isvar = 1, .ty = (uint8_t)l->ty, .slot = (uint16_t)l->idx}; }

/* A local used as a variable. */
static local *use_local(J *j) {
  tk *t = peek(j, 0);
  if (t->k != K_ID || keyword(t) || t->s[0] == '@') FAIL(t, "expected a local, found %s", shown(j, t));
  local *l = find_local(j, t);
  if (!l) FAIL(t, "'%.*s' is not a declared local", t->n, t->s);
  next(j);
  return l;
}

static int hexval(int c) { return digit(c) ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1; }

/* A string literal's UTF-16 code units (\uXXXX, \n, \t, \r, \b, \f, \0, \\, \", \'; UTF-8 text as
 * its code points). */
static int string_lit(J *j, const tk *t) {
  uint16_t *u = arena_alloc(j->a, sizeof(uint16_t) * (size_t)(t->n + 1));
  int n = 0;
  const unsigned char *p = (const unsigned char *)t->s + 1, *e = (const unsigned char *)t->s + t->n - 1;
  while (p < e) {
    if (*p == '\\') {
      p++;
      int c = *p++;
      if (c == 'u') {
        unsigned v = 0;
        for (int k = 0; k < 4; k++, p++) {
          int h = p < e ? hexval(*p) : -1;
          if (h < 0) FAIL(t, "a \\u escape without four hex digits in a string");
          v = v << 4 | (unsigned)h;
        }
        u[n++] = (uint16_t)v;
        continue;
      }
      const char *from = "ntrbf0\\\"'", *to = "\n\t\r\b\f\0\\\"'";
      const char *k = c ? strchr(from, c) : NULL;
      if (!k) FAIL(t, "an unknown escape '\\%c' in a string", c >= 0x20 && c < 0x7f ? c : '?');
      u[n++] = (unsigned char)to[k - from];
      continue;
    }
    unsigned c = *p, cp;
    int len = c < 0x80 ? 1 : (c & 0xe0) == 0xc0 ? 2 : (c & 0xf0) == 0xe0 ? 3 : (c & 0xf8) == 0xf0 ? 4 : 0;
    if (!len || p + len > e) FAIL(t, "a string that is not UTF-8");
    cp = len == 1 ? c : c & (0x7f >> len);
    for (int k = 1; k < len; k++) {
      if ((p[k] & 0xc0) != 0x80) FAIL(t, "a string that is not UTF-8");
      cp = cp << 6 | (p[k] & 0x3f);
    }
    p += len;
    if (cp >= 0x10000) {
      if (cp > 0x10ffff) FAIL(t, "a string that is not UTF-8");
      u[n++] = (uint16_t)(0xd800 + ((cp - 0x10000) >> 10));
      u[n++] = (uint16_t)(0xdc00 + ((cp - 0x10000) & 0x3ff));
    } else {
      u[n++] = (uint16_t)cp;
    }
  }
  return cp_add(j, (jv_cp){.tag = JV_CP_STRING, .a = (uint16_t)cp_utf16(j, u, n)});
}

/* A numeric literal (neg: preceded by '-'): int, 5L, 1.5F, 1.5 or 1.5D, #NaN, #Infinity, #-Infinity
 * (F for float). */
static jv_opnd number(J *j, const tk *t, int neg) {
  jv_opnd o = {0};
  char *s = arena_strndup(j->a, t->s, (size_t)t->n);
  size_t n = strlen(s);
  char suf = s[n - 1];
  if (t->k == K_SPECIAL) {
    int f = suf == 'F';
    if (f) s[--n] = 0;
    double v;
    if (!strcmp(s, "#NaN")) v = NAN;
    else if (!strcmp(s, "#Infinity")) v = INFINITY;
    else if (!strcmp(s, "#-Infinity")) v = -INFINITY;
    else FAIL(t, "expected #NaN, #Infinity or #-Infinity, found %s", shown(j, t));
    if (neg) FAIL(t, "'-' before %s", shown(j, t));
    o.ty = f ? JV_T_FLOAT : JV_T_DOUBLE;
    if (f) o.k.f = (float)v;
    else o.k.d = v;
    return o;
  }
  int isint = !strchr(s, '.') && !strchr(s, 'e') && !strchr(s, 'E') && !strchr("FfDd", suf);
  if (isint) {
    int l = suf == 'L' || suf == 'l';
    if (l) s[--n] = 0;
    if (n > 20) FAIL(t, "an integer literal out of range");
    unsigned long long v = strtoull(s, NULL, 10);
    unsigned long long lim = l ? (1ull << 63) : (1ull << 31);
    if (v > lim || (v == lim && !neg) || n > 19) FAIL(t, "an integer literal out of the range of %s", l ? "long" : "int");
    if (l) o.ty = JV_T_LONG, o.k.j = neg ? (int64_t)(0 - v) : (int64_t)v;
    else o.ty = JV_T_INT, o.k.i = neg ? (int32_t)(uint32_t)(0 - (uint32_t)v) : (int32_t)v;
    return o;
  }
  if (strchr("FfDd", suf)) s[--n] = 0;
  /* the nearest float or double to the decimal text (JLS 3.10.2) */
  if (suf == 'F' || suf == 'f') {
    o.ty = JV_T_FLOAT, o.k.f = strtof(s, NULL);
    if (neg) o.k.f = -o.k.f;
    if (isinf(o.k.f)) FAIL(t, "a float literal out of range");
  } else {
    o.ty = JV_T_DOUBLE, o.k.d = strtod(s, NULL);
    if (neg) o.k.d = -o.k.d;
    if (isinf(o.k.d)) FAIL(t, "a double literal out of range");
  }
  return o;
}

/* o as a value of type want (JV_T_TOP: any): an int literal where a long, float or double is
 * wanted is that value of that type; any other difference is a type error at t. */
static void fit(J *j, jv_opnd *o, jv_ty want, const tk *t) {
  if (!o->isvar && o->ty == JV_T_INT && (want == JV_T_LONG || want == JV_T_FLOAT || want == JV_T_DOUBLE)) {
    int32_t v = o->k.i;
    if (want == JV_T_LONG) o->k.j = v;
    else if (want == JV_T_FLOAT) o->k.f = (float)v;
    else o->k.d = v;
    o->ty = (uint8_t)want;
  }
  if (want != JV_T_TOP && o->ty != want) FAIL(t, "%s of type %s where %s is expected", shown(j, t), ty_word((jv_ty)o->ty), ty_word(want));
}

/* An immediate: a local or a constant. want: the type expected (JV_T_TOP: any); an int literal
 * where a long, float or double is wanted is that value of that type. */
static jv_opnd imm(J *j, jv_ty want, const tk **at) {
  tk *t = peek(j, 0);
  if (at) *at = t;
  jv_opnd o = {0};
  if (t->k == K_ID && !t->quoted && teq(t, "null")) {
    next(j);
    o.ty = JV_T_REF;
  } else if (t->k == K_STR) {
    /* a string constant is loaded by a statement of its own (ldc), into a local of its own: the
     * other statements take numbers and null as constants only */
    next(j);
    int k = string_lit(j, t);
    if (j->nloc >= 16000) FAIL(t, "unsupported: more than 16000 locals in a method");
    GROW(j, j->loc, j->nloc, j->caploc);
    local *l = j->loc[j->nloc] = arena_alloc(j->a, sizeof(local));
    *l = (local){.name = arena_printf(j->a, "#str%d", j->nloc), .desc = "Ljava/lang/String;", .ty = JV_T_REF, .idx = j->nloc};
    j->nloc++;
    o = lvar(j, l);
    jv_stmt *s = emit(j, JV_CONST, t);
    s->dst = o, s->a.ty = JV_T_REF, s->a.k.sidx = k;
  } else if (t->k == K_NUM || t->k == K_SPECIAL || (is(j, 0, "-") && (peek(j, 1)->k == K_NUM))) {
    int neg = is(j, 0, "-");
    if (neg) next(j);
    tk *nt = next(j);
    o = number(j, nt, neg);
  } else if (t->k == K_ID && !keyword(t) && t->s[0] != '@') {
    o = lvar(j, use_local(j));
  } else {
    FAIL(t, "expected a local or a constant, found %s", shown(j, t));
  }
  fit(j, &o, want, t);
  return o;
}

static void want_ty(J *j, const tk *at, jv_ty got, jv_ty want) {
  if (got != want) FAIL(at, "a value of type %s assigned to a local of type %s", ty_word(got), ty_word(want));
}

/* The arguments of a call "(a, b)" checked against descriptor d; receiver (or -1) first. */
static void call_args(J *j, jv_stmt *s, const char *d, const jv_opnd *recv) {
  jv_ty tys[256];
  int n = 0;
  for (const char *p = d + 1; *p && *p != ')';) {
    const char *q = p;
    while (*q == '[') q++;
    q = *q == 'L' ? strchr(q, ';') + 1 : q + 1;
    if (n >= 255) FAIL(peek(j, 0), "unsupported: more than 255 arguments");
    tys[n++] = desc_jty(p);
    p = q;
  }
  int r = recv != NULL;
  s->nargs = n + r;
  s->args = arena_alloc(j->a, sizeof(jv_opnd) * (size_t)(s->nargs + 1));
  if (r) s->args[0] = *recv;
  tk *open = peek(j, 0);
  expect(j, "(");
  for (int k = 0; k < n; k++) {
    if (is(j, 0, ")")) FAIL(peek(j, 0), "a call with %d arguments where its signature has %d", k, n);
    if (k) expect(j, ",");
    s->args[k + r] = imm(j, tys[k], NULL);
  }
  if (!is(j, 0, ")")) FAIL(open, "a call with more arguments than its signature's %d", n);
  next(j);
}

/* A bootstrap method argument: a string or a number constant. 0 when it is something else. */
static int bsm_arg(J *j) {
  tk *t = peek(j, 0);
  if (t->k == K_STR) {
    next(j);
    return string_lit(j, t);
  }
  if (t->k == K_NUM || t->k == K_SPECIAL || (is(j, 0, "-") && peek(j, 1)->k == K_NUM)) {
    jv_opnd o = imm(j, JV_T_TOP, NULL);
    jv_cp e = {0};
    if (o.ty == JV_T_INT) e.tag = JV_CP_INTEGER, e.u4 = (uint32_t)o.k.i;
    else if (o.ty == JV_T_LONG) e.tag = JV_CP_LONG, e.u8 = (uint64_t)o.k.j;
    else if (o.ty == JV_T_FLOAT) e.tag = JV_CP_FLOAT, memcpy(&e.u4, &o.k.f, 4);
    else e.tag = JV_CP_DOUBLE, memcpy(&e.u8, &o.k.d, 8);
    return cp_find(j, e);
  }
  return 0;
}

/* An invoke expression; dst (or NULL) receives its value. */
static void invoke(J *j, const tk *kw, const jv_opnd *dst) {
  next(j);
  static const char *const kinds[] = {"virtualinvoke", "specialinvoke", "staticinvoke", "interfaceinvoke", "dynamicinvoke"};
  int kind = 0;
  while (!teq(kw, kinds[kind])) kind++;
  if (kind == JV_INV_DYNAMIC) {
    tk *nt = peek(j, 0);
    if (nt->k != K_STR) FAIL(nt, "expected the call site's name as a string, found %s", shown(j, nt));
    next(j);
    const char *iname = arena_strndup(j->a, nt->s + 1, (size_t)nt->n - 2);
    for (const char *q = iname; *q; q++)
      if (*q == '\\' || *q == '.' || *q == ';' || *q == '[' || *q == '/' || *q == '<' || *q == '>')
        FAIL(nt, "a call site name that is not a method name");
    /* <R (T1,T2)> */
    expect(j, "<");
    const char *rd = type_desc(j, 1);
    expect(j, "(");
    char *d = arena_strdup(j->a, "(");
    while (!is(j, 0, ")")) {
      if (d[1]) expect(j, ",");
      d = arena_printf(j->a, "%s%s", d, type_desc(j, 0));
    }
    next(j);
    expect(j, ">");
    d = arena_printf(j->a, "%s)%s", d, rd);
    jv_stmt tmp = {0};
    call_args(j, &tmp, d, NULL);
    tk *bt = peek(j, 0);
    sig b = signature(j);
    if (!b.method) FAIL(bt, "a bootstrap method, not a field");
    expect(j, "(");
    uint16_t args[256];
    int nargs = 0, ok = 1;
    while (!is(j, 0, ")")) {
      if (nargs) expect(j, ",");
      if (nargs >= 255) FAIL(peek(j, 0), "unsupported: more than 255 bootstrap arguments");
      int k = bsm_arg(j);
      if (!k) {
        ok = 0;
        break;
      }
      args[nargs++] = (uint16_t)k;
    }
    if (!ok) {
      unsup(j, peek(j, 0), "a bootstrap method argument other than a string or number constant");
      return;
    }
    next(j);
    jv_stmt *s = emit(j, JV_INVOKE, kw);
    s->sub = JV_INV_DYNAMIC;
    s->nargs = tmp.nargs, s->args = tmp.args;
    jv_class *c = j->c;
    GROW(j, c->bsms, c->nbsm, j->bsmcap);
    jv_bsm *bm = &c->bsms[c->nbsm];
    bm->mh = cp_add(j, (jv_cp){.tag = JV_CP_METHODHANDLE, .a = 6, .b = (uint16_t)cp_member(j, JV_CP_METHODREF, b.cls, b.name, b.desc)});
    bm->nargs = nargs;
    bm->args = arena_alloc(j->a, sizeof(uint16_t) * (size_t)(nargs + 1));
    memcpy(bm->args, args, sizeof(uint16_t) * (size_t)nargs);
    s->cpi = cp_add(j, (jv_cp){.tag = JV_CP_INDY, .a = (uint16_t)c->nbsm, .b = (uint16_t)cp_nat(j, iname, d)});
    c->nbsm++;
    s->ety = (uint8_t)rd[0];
    if (dst) s->dst = *dst, s->hasdst = 1, want_ty(j, kw, desc_jty(rd), (jv_ty)dst->ty);
    else if (rd[0] != 'V') s->dst = (jv_opnd){.isvar = 1, .ty = (uint8_t)desc_jty(rd), .slot = S_EXC - 1}, s->hasdst = 1;
    return;
  }
  jv_opnd recv = {0};
  if (kind != JV_INV_STATIC) {
    local *l = use_local(j);
    if (l->ty != JV_T_REF) FAIL(kw, "a call on '%s', a local of type %s", l->name, ty_word(l->ty));
    recv = lvar(j, l);
    expect(j, ".");
  }
  tk *st = peek(j, 0);
  sig g = signature(j);
  if (!g.method) FAIL(st, "a field signature where a method's is expected");
  if (g.name[0] == '<' && kind != JV_INV_SPECIAL) FAIL(st, "%s called by %s", g.name, kinds[kind]);
  jv_stmt tmp = {0};
  call_args(j, &tmp, g.desc, kind != JV_INV_STATIC ? &recv : NULL);
  jv_stmt *s = emit(j, JV_INVOKE, kw);
  s->sub = (uint8_t)kind;
  s->nargs = tmp.nargs, s->args = tmp.args;
  s->cpi = cp_member(j, kind == JV_INV_INTERFACE ? JV_CP_IMETHODREF : JV_CP_METHODREF, g.cls, g.name, g.desc);
  const char *rd = strchr(g.desc, ')') + 1;
  s->ety = (uint8_t)rd[0];
  if (dst) {
    if (rd[0] == 'V') FAIL(kw, "the value of a void method assigned");
    s->dst = *dst, s->hasdst = 1;
    want_ty(j, kw, desc_jty(rd), (jv_ty)dst->ty);
  } else if (rd[0] != 'V') {
    /* the value is dropped: it goes to a scratch slot (remapped to the exception slot's neighbour) */
    s->dst = (jv_opnd){.isvar = 1, .ty = (uint8_t)desc_jty(rd), .slot = S_EXC - 1};
    s->hasdst = 1;
  }
}

static int is_invoke(const tk *t) {
  return t->k == K_ID && !t->quoted &&
         (teq(t, "virtualinvoke") || teq(t, "specialinvoke") || teq(t, "staticinvoke") || teq(t, "interfaceinvoke") ||
          teq(t, "dynamicinvoke"));
}

/* A primitive conversion (JVMS 2.11.4) from a value of type from into dst of descriptor type to. */
static void convert(J *j, const tk *at, jv_opnd dst, jv_opnd src, char to) {
  jv_ty from = (jv_ty)src.ty, tt = desc_jty((char[]){to, 0});
  want_ty(j, at, tt, (jv_ty)dst.ty);
  if (to == 'Z') FAIL(at, "a cast to boolean (no JVM conversion gives one)");
  if (from == JV_T_REF) FAIL(at, "a cast of a reference to a primitive type");
  int narrow = to == 'B' || to == 'C' || to == 'S';
  if (from == tt && !narrow) {
    jv_stmt *s = emit(j, src.isvar ? JV_MOVE : JV_CONST, at);
    s->dst = dst, s->a = src;
    return;
  }
  if (narrow && from != JV_T_INT) {
    /* l2i, f2i, d2i first, then i2b, i2c or i2s */
    jv_stmt *s = emit(j, JV_CONV, at);
    s->dst = dst, s->a = src, s->ety = 'I';
    src = dst;
  }
  jv_stmt *s = emit(j, JV_CONV, at);
  s->dst = dst, s->a = src, s->ety = (uint8_t)(to == 'Z' ? 'I' : to);
}

/* The element type letter of an array access on local l: the instruction's (iaload, baload, ...),
 * or 0 when l's declared type is not an array type (the array's own element type is then used). */
static char elem_of(const local *l, const char *ldesc) {
  const char *d = l ? l->desc : ldesc;
  if (!d || d[0] != '[') return 0;
  char e = d[1];
  return e == 'L' || e == '[' ? 'A' : e == 'Z' ? 'B' : e;
}

static jv_ty elem_jty(char e) { return e == 'A' ? JV_T_REF : e == 'J' ? JV_T_LONG : e == 'F' ? JV_T_FLOAT : e == 'D' ? JV_T_DOUBLE : JV_T_INT; }

static const char *const binops[] = {"+", "-", "*", "/", "%", "<<", ">>", ">>>", "&", "|", "^", "cmp", "cmpl", "cmpg", NULL};

static int binop_at(J *j) {
  tk *t = peek(j, 0);
  if (t->k != K_P && !(t->k == K_ID && !t->quoted)) return -1;
  for (int k = 0; binops[k]; k++)
    if (teq(t, binops[k])) return k;
  return -1;
}

/* The right side of "dst = ..." */
static void assign(J *j, local *dl, const tk *at) {
  jv_opnd dst = lvar(j, dl);
  tk *t = peek(j, 0);
  int kw = t->k == K_ID && !t->quoted;
  if (kw && teq(t, "new")) {
    next(j);
    const char *cn = class_name(j);
    want_ty(j, t, JV_T_REF, dl->ty);
    jv_stmt *s = emit(j, JV_NEW, at);
    s->dst = dst, s->cpi = cp_class(j, cn);
  } else if (kw && teq(t, "newarray")) {
    next(j);
    expect(j, "(");
    const char *ed = type_desc(j, 0);
    expect(j, ")");
    expect(j, "[");
    jv_opnd n = imm(j, JV_T_INT, NULL);
    expect(j, "]");
    want_ty(j, t, JV_T_REF, dl->ty);
    jv_stmt *s = emit(j, JV_NEWARRAY, at);
    s->dst = dst, s->a = n;
    if (ed[0] == 'L' || ed[0] == '[') s->ety = 'A', s->cpi = cp_class(j, desc_class(j, ed));
    else s->ety = (uint8_t)ed[0];
    if (strlen(ed) + 1 > 256) FAIL(t, "an array type of more than 255 dimensions");
  } else if (kw && teq(t, "newmultiarray")) {
    unsup(j, t, "newmultiarray");
  } else if (kw && (teq(t, "lengthof") || teq(t, "neg"))) {
    next(j);
    int len = teq(t, "lengthof");
    jv_opnd a = imm(j, len ? JV_T_REF : dl->ty, NULL);
    want_ty(j, t, len ? JV_T_INT : (jv_ty)a.ty, dl->ty);
    if (!len && a.ty == JV_T_REF) FAIL(t, "neg of a reference");
    jv_stmt *s = emit(j, len ? JV_ARRLEN : JV_NEG, at);
    s->dst = dst, s->a = a;
  } else if (kw && teq(t, "class") && peek(j, 1)->k == K_STR) {
    unsup(j, t, "a class constant");
  } else if (kw && (teq(t, "handle") || teq(t, "methodtype")) && is(j, 1, ":")) {
    unsup(j, t, "a method handle or method type constant");
  } else if (is_invoke(t)) {
    invoke(j, t, &dst);
  } else if (is(j, 0, "(")) {
    next(j);
    tk *tt = peek(j, 0);
    const char *td = type_desc(j, 0);
    expect(j, ")");
    jv_opnd a = imm(j, JV_T_TOP, NULL);
    if (td[0] == 'L' || td[0] == '[') {
      if (a.ty != JV_T_REF) FAIL(tt, "a cast of a %s to a reference type", ty_word((jv_ty)a.ty));
      want_ty(j, t, JV_T_REF, dl->ty);
      jv_stmt *s = emit(j, JV_CHECKCAST, at);
      s->dst = dst, s->a = a, s->cpi = cp_class(j, desc_class(j, td));
    } else {
      convert(j, at, dst, a, td[0]);
    }
  } else if (is(j, 0, "<")) {
    tk *st = peek(j, 0);
    sig g = signature(j);
    if (g.method) FAIL(st, "a method signature where a field's is expected");
    want_ty(j, st, desc_jty(g.desc), dl->ty);
    jv_stmt *s = emit(j, JV_GETSTATIC, at);
    s->dst = dst, s->cpi = cp_member(j, JV_CP_FIELDREF, g.cls, g.name, g.desc), s->ety = (uint8_t)g.desc[0];
  } else {
    const tk *at0;
    /* a local followed by [ or . is an array or field reference */
    if (t->k == K_ID && !keyword(t) && (is(j, 1, "[") || is(j, 1, "."))) {
      local *bl = use_local(j);
      if (bl->ty != JV_T_REF) FAIL(t, "'%s' is of type %s, not a reference", bl->name, ty_word(bl->ty));
      if (is(j, 0, "[")) {
        next(j);
        jv_opnd ix = imm(j, JV_T_INT, NULL);
        expect(j, "]");
        char e = elem_of(bl, NULL);
        if (e) want_ty(j, t, elem_jty(e), dl->ty);
        jv_stmt *s = emit(j, JV_ALOAD, at);
        s->dst = dst, s->a = lvar(j, bl), s->b = ix, s->ety = (uint8_t)e;
      } else {
        next(j);
        tk *st = peek(j, 0);
        sig g = signature(j);
        if (g.method) FAIL(st, "a method signature where a field's is expected");
        want_ty(j, st, desc_jty(g.desc), dl->ty);
        jv_stmt *s = emit(j, JV_GETFIELD, at);
        s->dst = dst, s->a = lvar(j, bl), s->cpi = cp_member(j, JV_CP_FIELDREF, g.cls, g.name, g.desc), s->ety = (uint8_t)g.desc[0];
      }
    } else {
      jv_opnd a = imm(j, JV_T_TOP, &at0);
      if (is(j, 0, "instanceof")) {
        next(j);
        tk *tt = peek(j, 0);
        const char *td = type_desc(j, 0);
        if (td[0] != 'L' && td[0] != '[') FAIL(tt, "instanceof a primitive type");
        if (a.ty != JV_T_REF) FAIL(at0, "instanceof of a %s", ty_word((jv_ty)a.ty));
        want_ty(j, t, JV_T_INT, dl->ty);
        jv_stmt *s = emit(j, JV_INSTANCEOF, at);
        s->dst = dst, s->a = a, s->cpi = cp_class(j, desc_class(j, td));
      } else if (binop_at(j) >= 0) {
        tk *ot = next(j);
        int op = 0;
        while (!teq(ot, binops[op])) op++;
        int shift = op >= JV_SHL && op <= JV_USHR, cmp = op >= JV_CMP;
        const tk *bt;
        jv_opnd b = imm(j, JV_T_TOP, &bt);
        /* the operation's type: its local operand's, else (two literals) the result's */
        jv_ty lt = a.isvar ? (jv_ty)a.ty : b.isvar && !shift ? (jv_ty)b.ty : cmp ? (jv_ty)a.ty : dl->ty;
        fit(j, &a, lt, at0);
        fit(j, &b, shift ? JV_T_INT : lt, bt);
        if (lt == JV_T_REF) FAIL(ot, "'%.*s' of references", ot->n, ot->s);
        if (cmp) {
          if (op == JV_CMP ? lt != JV_T_LONG : (lt != JV_T_FLOAT && lt != JV_T_DOUBLE))
            FAIL(ot, "%.*s of %s values", ot->n, ot->s, ty_word(lt));
          want_ty(j, ot, JV_T_INT, dl->ty);
        } else {
          if ((shift || op >= JV_AND) && lt != JV_T_INT && lt != JV_T_LONG) FAIL(ot, "'%.*s' of %s values", ot->n, ot->s, ty_word(lt));
          want_ty(j, ot, lt, dl->ty);
        }
        jv_stmt *s = emit(j, JV_BIN, at);
        s->dst = dst, s->a = a, s->b = b, s->sub = (uint8_t)op;
      } else {
        fit(j, &a, dl->ty, at0);
        want_ty(j, at0, (jv_ty)a.ty, dl->ty);
        jv_stmt *s = emit(j, a.isvar ? JV_MOVE : JV_CONST, at);
        s->dst = dst, s->a = a;
      }
    }
  }
  expect(j, ";");
}

static void labref_add(J *j, const char *nm, int stmt, int which, const tk *at) {
  GROW(j, j->ref, j->nref, j->capref);
  j->ref[j->nref++] = (labref){nm, stmt, which, at};
}

static int32_t case_key(J *j) {
  int neg = is(j, 0, "-");
  if (neg) next(j);
  tk *t = next(j);
  if (t->k != K_NUM) FAIL(t, "expected a case constant, found %s", shown(j, t));
  jv_opnd o = number(j, t, neg);
  if (o.ty != JV_T_INT) FAIL(t, "a case constant of type %s", ty_word((jv_ty)o.ty));
  return o.k.i;
}

static void switch_stmt(J *j, const tk *kw) {
  next(j);
  expect(j, "(");
  jv_opnd a = imm(j, JV_T_INT, NULL);
  expect(j, ")");
  expect(j, "{");
  int cap = 0, n = 0, has_default = 0;
  int32_t *keys = NULL;
  const char **labs = NULL;
  const tk **ats = NULL;
  const char *deflab = NULL;
  const tk *defat = NULL;
  int capl = 0, capa = 0;
  while (!is(j, 0, "}")) {
    tk *ct = peek(j, 0);
    if (is(j, 0, "default")) {
      if (has_default) FAIL(ct, "a second default in a switch");
      next(j);
      has_default = 1;
      expect(j, ":");
      expect(j, "goto");
      defat = peek(j, 0);
      deflab = name(j, "a label");
      expect(j, ";");
      continue;
    }
    expect(j, "case");
    int32_t k = case_key(j);
    for (int q = 0; q < n; q++)
      if (keys[q] == k) FAIL(ct, "case %d twice in a switch", k);
    expect(j, ":");
    expect(j, "goto");
    GROW(j, keys, n, cap);
    GROW(j, labs, n, capl);
    GROW(j, ats, n, capa);
    ats[n] = peek(j, 0);
    labs[n] = name(j, "a label");
    keys[n++] = k;
    expect(j, ";");
  }
  next(j);
  if (!has_default) FAIL(kw, "a switch without a default");
  expect(j, ";");
  jv_stmt *s = emit(j, JV_SWITCH, kw);
  s->a = a, s->ncases = n;
  s->keys = arena_alloc(j->a, sizeof(int32_t) * (size_t)(n + 1));
  s->targets = arena_alloc(j->a, sizeof(int) * (size_t)(n + 1));
  if (n) memcpy(s->keys, keys, sizeof(int32_t) * (size_t)n);
  int si = j->nst - 1;
  labref_add(j, deflab, si, -1, defat);
  for (int k = 0; k < n; k++) labref_add(j, labs[k], si, k, ats[k]);
}

/* One statement (or a label, or a catch clause) of a method body. */
static void statement(J *j) {
  tk *t = peek(j, 0);
  int kw = t->k == K_ID && !t->quoted;
  if (t->k == K_ID && !keyword(t) && t->s[0] != '@' && is(j, 1, ":") ) {
    const char *nm = text(j, t);
    for (int k = 0; k < j->nlab; k++)
      if (!strcmp(j->lab[k].name, nm)) FAIL(t, "the label %s defined twice", nm);
    GROW(j, j->lab, j->nlab, j->caplab);
    j->lab[j->nlab++] = (label){nm, j->nst};
    next(j), next(j);
    return;
  }
  if (kw && teq(t, "catch")) {
    next(j);
    const char *cn = class_name(j);
    expect(j, "from");
    const char *f = name(j, "a label");
    expect(j, "to");
    const char *to = name(j, "a label");
    expect(j, "with");
    const char *w = name(j, "a label");
    expect(j, ";");
    GROW(j, j->trap, j->ntrap, j->captrap);
    /* catch java.lang.Throwable catches every thrown object (each is a Throwable, JVMS 6.5 athrow) */
    j->trap[j->ntrap++] = (rtrap){f, to, w, strcmp(cn, "java/lang/Throwable") ? cp_class(j, cn) : 0, t};
    return;
  }
  if (j->ntrap) FAIL(t, "a statement after the catch clauses");
  if (kw && teq(t, "nop")) {
    next(j);
    emit(j, JV_NOP, t);
    expect(j, ";");
  } else if (kw && teq(t, "breakpoint")) {
    unsup(j, t, "breakpoint");
    expect(j, ";");
  } else if (kw && teq(t, "ret")) {
    unsup(j, t, "ret (a jsr subroutine)");
    expect(j, ";");
  } else if (kw && teq(t, "unsupported") && peek(j, 1)->k == K_STR) {
    /* what `equiv java ir` prints for a statement outside the model: it stays one */
    next(j);
    tk *r = next(j);
    jv_stmt *s = emit(j, JV_UNSUP, t);
    s->reason = arena_strndup(j->a, r->s + 1, (size_t)r->n - 2);
    expect(j, ";");
  } else if (kw && teq(t, "goto")) {
    next(j);
    tk *lt = peek(j, 0);
    const char *l = name(j, "a label");
    expect(j, ";");
    emit(j, JV_GOTO, t);
    labref_add(j, l, j->nst - 1, -1, lt);
  } else if (kw && teq(t, "if")) {
    next(j);
    const tk *at0;
    jv_opnd a = imm(j, JV_T_TOP, &at0);
    tk *ot = next(j);
    static const char *const conds[] = {"==", "!=", "<", ">=", ">", "<="};
    int cond = -1;
    for (int k = 0; k < 6; k++)
      if (ot->k == K_P && teq(ot, conds[k])) cond = k;
    if (cond < 0) FAIL(ot, "expected a comparison, found %s", shown(j, ot));
    jv_opnd b = imm(j, a.isvar ? (jv_ty)a.ty : JV_T_TOP, NULL);
    if (!a.isvar && b.isvar && a.ty != b.ty) FAIL(at0, "operands of types %s and %s", ty_word((jv_ty)a.ty), ty_word((jv_ty)b.ty));
    if (a.ty != b.ty) FAIL(at0, "operands of types %s and %s", ty_word((jv_ty)a.ty), ty_word((jv_ty)b.ty));
    if (a.ty != JV_T_INT && a.ty != JV_T_REF) FAIL(at0, "an if over %s values (Jimple compares them with cmp first)", ty_word((jv_ty)a.ty));
    if (a.ty == JV_T_REF && cond > 1) FAIL(ot, "references compared with %s", conds[cond]);
    expect(j, "goto");
    tk *lt = peek(j, 0);
    const char *l = name(j, "a label");
    expect(j, ";");
    jv_stmt *s = emit(j, JV_IF, t);
    s->a = a, s->b = b, s->cond = (uint8_t)cond;
    labref_add(j, l, j->nst - 1, -1, lt);
  } else if (kw && teq(t, "return")) {
    next(j);
    const char *rd = strchr(j->m->desc, ')') + 1;
    jv_stmt *s;
    if (is(j, 0, ";")) {
      if (rd[0] != 'V') FAIL(t, "a return without a value from a method returning %s", ty_word(desc_jty(rd)));
      s = emit(j, JV_RETURN, t);
    } else {
      if (rd[0] == 'V') FAIL(t, "a return with a value from a void method");
      jv_opnd a = imm(j, desc_jty(rd), NULL);
      s = emit(j, JV_RETURN, t);
      s->a = a, s->hasdst = 1;
    }
    expect(j, ";");
  } else if (kw && (teq(t, "throw") || teq(t, "entermonitor") || teq(t, "exitmonitor"))) {
    next(j);
    jv_opnd a = imm(j, JV_T_REF, NULL);
    expect(j, ";");
    jv_stmt *s = emit(j, teq(t, "throw") ? JV_THROW : JV_MONITOR, t);
    s->a = a, s->sub = teq(t, "exitmonitor");
  } else if (kw && (teq(t, "tableswitch") || teq(t, "lookupswitch"))) {
    switch_stmt(j, t);
  } else if (is_invoke(t)) {
    invoke(j, t, NULL);
    expect(j, ";");
  } else if (is(j, 0, "<")) {
    sig g = signature(j);
    if (g.method) FAIL(t, "a method signature where a field's is expected");
    expect(j, "=");
    jv_opnd v = imm(j, desc_jty(g.desc), NULL);
    expect(j, ";");
    jv_stmt *s = emit(j, JV_PUTSTATIC, t);
    s->a = v, s->cpi = cp_member(j, JV_CP_FIELDREF, g.cls, g.name, g.desc), s->ety = (uint8_t)g.desc[0];
  } else if (t->k == K_ID && !keyword(t) && t->s[0] != '@') {
    local *l = use_local(j);
    if (is(j, 0, ":=")) {
      next(j);
      tk *it = next(j);
      jv_stmt *s = emit(j, JV_MOVE, t);
      s->dst = lvar(j, l);
      if (it->k == K_ID && teq(it, "@caughtexception")) {
        if (l->ty != JV_T_REF) FAIL(it, "@caughtexception assigned to a local of type %s", ty_word(l->ty));
        s->a = (jv_opnd){.isvar = 1, .ty = JV_T_REF, .slot = S_EXC};
        j->stident[j->nst - 1] = 0;
      } else if (it->k == K_ID && (teq(it, "@this") || (it->n > 10 && !strncmp(it->s, "@parameter", 10)))) {
        int th = teq(it, "@this"), pn = 0;
        if (!th) {
          for (int k = 10; k < it->n; k++) {
            if (!digit(it->s[k]) || pn > 1000) FAIL(it, "a malformed %s", shown(j, it));
            pn = pn * 10 + (it->s[k] - '0');
          }
          if (pn >= j->nparams) FAIL(it, "%s of a method with %d parameters", shown(j, it), j->nparams);
        } else if (j->m->access & 0x0008) {
          FAIL(it, "@this in a static method");
        }
        expect(j, ":");
        tk *tt = peek(j, 0);
        const char *td = type_desc(j, 0);
        if (!th && strcmp(td, j->pdescs[pn])) FAIL(tt, "@parameter%d declared with another type than the method's", pn);
        if (th && td[0] != 'L') FAIL(tt, "@this of a type that is not a class");
        jv_ty pt = th ? JV_T_REF : desc_jty(td);
        if (pt != l->ty) FAIL(it, "%s of type %s assigned to a local of type %s", shown(j, it), ty_word(pt), ty_word(l->ty));
        s->a = (jv_opnd){.isvar = 1, .ty = (uint8_t)pt, .slot = (uint16_t)(S_PARAM + (th ? 0 : j->pslot[pn]))};
        j->stident[j->nst - 1] = th ? -1 : pn + 1;
        l->nident++;
      } else {
        FAIL(it, "expected @this, @parameterN or @caughtexception, found %s", shown(j, it));
      }
      expect(j, ";");
    } else if (is(j, 0, "[")) {
      if (l->ty != JV_T_REF) FAIL(t, "'%s' is of type %s, not a reference", l->name, ty_word(l->ty));
      next(j);
      jv_opnd ix = imm(j, JV_T_INT, NULL);
      expect(j, "]");
      expect(j, "=");
      char e = elem_of(l, NULL);
      jv_opnd v = imm(j, e ? elem_jty(e) : JV_T_TOP, NULL);
      expect(j, ";");
      jv_stmt *s = emit(j, JV_ASTORE, t);
      s->a = lvar(j, l), s->b = ix, s->c = v, s->ety = (uint8_t)e;
    } else if (is(j, 0, ".")) {
      if (l->ty != JV_T_REF) FAIL(t, "'%s' is of type %s, not a reference", l->name, ty_word(l->ty));
      next(j);
      tk *st = peek(j, 0);
      sig g = signature(j);
      if (g.method) FAIL(st, "a method signature where a field's is expected");
      expect(j, "=");
      jv_opnd v = imm(j, desc_jty(g.desc), NULL);
      expect(j, ";");
      jv_stmt *s = emit(j, JV_PUTFIELD, t);
      s->a = lvar(j, l), s->b = v, s->cpi = cp_member(j, JV_CP_FIELDREF, g.cls, g.name, g.desc), s->ety = (uint8_t)g.desc[0];
    } else {
      expect(j, "=");
      assign(j, l, t);
    }
  } else {
    FAIL(t, "expected a statement, found %s", shown(j, t));
  }
}

/* Whether the body continues with a declaration "TYPE name, ...;". */
static int at_declaration(J *j) {
  tk *t = peek(j, 0), *u = peek(j, 1);
  if (t->k != K_ID || t->s[0] == '@') return 0;
  if (!t->quoted && (teq(t, "null_type") || teq(t, "unknown"))) return 1;
  if (keyword(t) && !(t->k == K_ID && !t->quoted && strchr("bscilfd", t->s[0]) &&
                      (teq(t, "boolean") || teq(t, "byte") || teq(t, "short") || teq(t, "char") || teq(t, "int") ||
                       teq(t, "long") || teq(t, "float") || teq(t, "double"))))
    return 0;
  if (u->k == K_ID && !is(j, 1, "instanceof")) return 1;
  return is(j, 1, "[") && is(j, 2, "]");
}

static void declaration(J *j) {
  const char *d = type_desc(j, 0);
  for (;;) {
    tk *nt = peek(j, 0);
    const char *nm = name(j, "a local name");
    if (find_local(j, nt)) FAIL(nt, "the local %s declared twice", nm);
    if (j->nloc >= 16000) FAIL(nt, "unsupported: more than 16000 locals in a method");
    GROW(j, j->loc, j->nloc, j->caploc);
    j->loc[j->nloc] = arena_alloc(j->a, sizeof(local));
    *j->loc[j->nloc] = (local){.name = nm, .desc = d, .ty = desc_jty(d), .idx = j->nloc};
    j->nloc++;
    if (!is(j, 0, ",")) break;
    next(j);
  }
  expect(j, ";");
}

static int find_label(J *j, const char *nm, const tk *at, int end_ok) {
  for (int k = 0; k < j->nlab; k++)
    if (!strcmp(j->lab[k].name, nm)) {
      if (j->lab[k].at >= j->nst && !end_ok) FAIL(at, "the label %s is at the end of the method, after every statement", nm);
      return j->lab[k].at;
    }
  FAIL(at, "no label %s in this method", nm);
}

/* A slot as read (a local's index, S_PARAM + a parameter slot, S_EXC, S_EXC - 1) as the frame's. */
static uint16_t remap(J *j, uint16_t s) {
  if (s == S_EXC) return (uint16_t)j->m->max_locals;
  if (s == S_EXC - 1) return (uint16_t)(j->m->max_locals + 1);
  if (s >= S_PARAM) return (uint16_t)(s - S_PARAM);
  return (uint16_t)j->loc[s]->slot;
}

static void remap_opnd(J *j, jv_opnd *o) {
  if (o->isvar) o->slot = remap(j, o->slot);
}

/* The statements control reaches from statement i (handlers aside). */
static int succs(const jv_method *m, int i, int *out) {
  const jv_stmt *s = &m->stmts[i];
  int n = 0;
  switch ((jv_op)s->op) {
  case JV_GOTO: out[n++] = s->target; break;
  case JV_IF: out[n++] = s->target, out[n++] = i + 1; break;
  case JV_SWITCH:
    out[n++] = s->target;
    for (int k = 0; k < s->ncases; k++) out[n++] = s->targets[k];
    break;
  case JV_RETURN: case JV_THROW: case JV_UNSUP: break;
  default: out[n++] = i + 1;
  }
  return n;
}

/* in[d] &= v (the first time: in[d] = v); 1 when it changed. */
static int meet(uint64_t *d, const uint64_t *v, int words, uint8_t *seen) {
  if (!*seen) {
    memcpy(d, v, sizeof(uint64_t) * (size_t)words);
    *seen = 1;
    return 1;
  }
  int ch = 0;
  for (int w = 0; w < words; w++)
    if ((d[w] & v[w]) != d[w]) d[w] &= v[w], ch = 1;
  return ch;
}

/* Definite assignment, as the verifier checks it for the bytecode Soot read (JVMS 4.10.1: a local
 * is read only after a write on every path): a forward must-analysis over the statements. */
static void check_assigned(J *j) {
  jv_method *m = j->m;
  int n = m->nstmts, ns = m->max_locals + m->max_stack, words = (ns + 63) / 64;
  if ((size_t)words * (size_t)n > (size_t)1 << 22) failat(j, m->stmts[0].line, j->stcol[0], "unsupported: a method too large to check (%d statements, %d locals)", n, ns);
  uint64_t *in = arena_alloc(j->a, sizeof(uint64_t) * (size_t)words * (size_t)(n + 1));
  uint64_t *cur = arena_alloc(j->a, sizeof(uint64_t) * (size_t)words), *hv = arena_alloc(j->a, sizeof(uint64_t) * (size_t)words);
  uint8_t *seen = arena_alloc(j->a, (size_t)n + 1), *inw = arena_alloc(j->a, (size_t)n + 1);
  int *work = arena_alloc(j->a, sizeof(int) * (size_t)(n + 1)), nw = 0;
  int maxc = 0;
  for (int i = 0; i < n; i++)
    if (m->stmts[i].ncases > maxc) maxc = m->stmts[i].ncases;
  int *sc = arena_alloc(j->a, sizeof(int) * (size_t)(maxc + 3));
#define BIT(v, s) ((v)[(s) / 64] >> ((s) % 64) & 1)
#define SET(v, s) ((v)[(s) / 64] |= 1ull << ((s) % 64))
  for (int s = 0; s < m->nargslots; s++) SET(in, s);
  seen[0] = 1, work[nw++] = 0, inw[0] = 1;
  while (nw) {
    int i = work[--nw];
    inw[i] = 0;
    const jv_stmt *s = &m->stmts[i];
    uint64_t *iv = in + (size_t)i * (size_t)words;
    const jv_opnd *rd[3] = {&s->a, &s->b, &s->c};
    for (int k = 0; k < 3 + s->nargs; k++) {
      const jv_opnd *o = k < 3 ? rd[k] : &s->args[k - 3];
      if (o->isvar && !BIT(iv, o->slot)) {
        const char *nm = NULL;
        for (int q = 0; q < m->nlocnames; q++)
          if (m->locnames[q].slot == o->slot) nm = m->locnames[q].name;
        failat(j, s->line, j->stcol[i], "the local %s is read before it is assigned on every path here", nm ? nm : "(the caught exception)");
      }
    }
    /* a handler gets the locals before the statement (it may throw before its write), and the exception */
    for (int t = 0; t < m->ntraps; t++) {
      if (i < m->traps[t].start || i >= m->traps[t].end) continue;
      memcpy(hv, iv, sizeof(uint64_t) * (size_t)words);
      SET(hv, m->max_locals);
      int h = m->traps[t].handler;
      if (meet(in + (size_t)h * (size_t)words, hv, words, &seen[h]) && !inw[h]) work[nw++] = h, inw[h] = 1;
    }
    memcpy(cur, iv, sizeof(uint64_t) * (size_t)words);
    if (s->dst.isvar) SET(cur, s->dst.slot);
    int ns2 = succs(m, i, sc);
    for (int k = 0; k < ns2; k++) {
      int t = sc[k];
      if (meet(in + (size_t)t * (size_t)words, cur, words, &seen[t]) && !inw[t]) work[nw++] = t, inw[t] = 1;
    }
  }
#undef BIT
#undef SET
}

/* A method body "{ declarations statements catch-clauses }" into j->m. */
static void body(J *j) {
  jv_method *m = j->m;
  j->nloc = j->nst = j->nlab = j->nref = j->ntrap = 0;
  j->st = NULL, j->capst = 0; /* the method keeps its statements */
  j->stcol = NULL, j->capcol = 0;
  j->stident = NULL;
  expect(j, "{");
  int capid = 0;
  while (!is(j, 0, "}")) {
    if (peek(j, 0)->k == K_EOF) FAIL(peek(j, 0), "a method body that is not closed");
    if (at_declaration(j)) {
      declaration(j);
      continue;
    }
    int before = j->nst;
    if (capid < j->nst + 8) {
      int nc = 2 * (j->nst + 8);
      int *n = arena_alloc(j->a, sizeof(int) * (size_t)nc);
      if (j->nst) memcpy(n, j->stident, sizeof(int) * (size_t)j->nst);
      j->stident = n, capid = nc;
    }
    statement(j);
    for (int k = before; k < j->nst; k++)
      if (!(j->st[k].op == JV_MOVE && j->st[k].a.isvar && j->st[k].a.slot >= S_PARAM && j->st[k].a.slot != S_EXC)) j->stident[k] = 0;
  }
  tk *close = next(j);
  if (!j->nst) FAIL(close, "a method body without statements");
  if (j->nst > 65535) FAIL(close, "unsupported: a method of more than 65535 statements");
  /* the leading identity statements bind their local to the parameter's slot (one each way) */
  int lead = 0;
  while (lead < j->nst && j->stident[lead]) lead++;
  for (int k = 0; k < j->nlab; k++)
    if (j->lab[k].at < lead) lead = j->lab[k].at;
  int *pcount = arena_alloc(j->a, sizeof(int) * (size_t)(j->nparams + 2));
  for (int k = 0; k < j->nst; k++)
    if (j->stident[k]) pcount[j->stident[k] < 0 ? 0 : j->stident[k]]++;
  for (int k = 0; k < j->nloc; k++) j->loc[k]->slot = -1;
  uint8_t *drop = arena_alloc(j->a, (size_t)j->nst + 1);
  for (int k = 0; k < lead; k++) {
    int id = j->stident[k];
    local *l = j->loc[j->st[k].dst.slot];
    if (pcount[id < 0 ? 0 : id] != 1 || l->nident != 1 || l->slot >= 0) continue;
    l->slot = j->st[k].a.slot - S_PARAM;
    drop[k] = 1;
  }
  int slot = m->nargslots;
  for (int k = 0; k < j->nloc; k++)
    if (j->loc[k]->slot < 0) j->loc[k]->slot = slot++;
  m->max_locals = slot;
  m->max_stack = 2; /* the caught exception; the value of a call whose result is dropped */
  /* the statements without the dropped ones; labels moved with them */
  int *newi = arena_alloc(j->a, sizeof(int) * (size_t)(j->nst + 1));
  int n = 0;
  for (int k = 0; k <= j->nst; k++) {
    newi[k] = n;
    if (k < j->nst && !drop[k]) j->stcol[n] = j->stcol[k], j->st[n++] = j->st[k];
  }
  j->nst = n;
  for (int k = 0; k < j->nlab; k++) j->lab[k].at = newi[j->lab[k].at];
  for (int k = 0; k < j->nref; k++) {
    int si = newi[j->ref[k].stmt];
    int tg = find_label(j, j->ref[k].name, j->ref[k].at, 0);
    if (j->ref[k].which < 0) j->st[si].target = tg;
    else j->st[si].targets[j->ref[k].which] = tg;
  }
  m->nstmts = n;
  m->stmts = j->st;
  for (int k = 0; k < n; k++) {
    jv_stmt *s = &m->stmts[k];
    s->pc = k;
    remap_opnd(j, &s->dst), remap_opnd(j, &s->a), remap_opnd(j, &s->b), remap_opnd(j, &s->c);
    for (int q = 0; q < s->nargs; q++) remap_opnd(j, &s->args[q]);
  }
  if (!n) FAIL(close, "a method body without a statement after its identity statements (it falls off its end)");
  jv_stmt *last = &m->stmts[n - 1];
  if (last->op != JV_GOTO && last->op != JV_RETURN && last->op != JV_THROW && last->op != JV_SWITCH && last->op != JV_UNSUP)
    failat(j, last->line, j->stcol[n - 1], "the method's last statement falls off its end (it is not a goto, return, throw or switch)");
  m->ntraps = j->ntrap;
  m->traps = arena_alloc(j->a, sizeof(jv_trap) * (size_t)(j->ntrap + 1));
  for (int k = 0; k < j->ntrap; k++) {
    rtrap *r = &j->trap[k];
    int from = find_label(j, r->from, r->at, 0), to = find_label(j, r->to, r->at, 1), with = find_label(j, r->with, r->at, 0);
    if (from >= to) FAIL(r->at, "a catch clause whose range from %s to %s is empty", r->from, r->to);
    m->traps[k] = (jv_trap){from, to, with, r->cpi};
  }
  m->nlines = n;
  m->lines = arena_alloc(j->a, sizeof(*m->lines) * (size_t)(n + 1));
  for (int k = 0; k < n; k++) {
    m->lines[k].pc = (uint16_t)k;
    m->lines[k].line = (uint16_t)(m->stmts[k].line > 65535 ? 0 : m->stmts[k].line);
  }
  /* the names of the locals, for the printer and the inputs' names */
  m->nlocnames = j->nloc;
  m->locnames = arena_alloc(j->a, sizeof(jv_local_name) * (size_t)(j->nloc + 1));
  for (int k = 0; k < j->nloc; k++)
    m->locnames[k] = (jv_local_name){0, n, j->loc[k]->slot, j->loc[k]->name, j->loc[k]->desc};
  m->has_code = 1;
  m->lowered = 1;
  check_assigned(j);
}

/* ---- classes ---- */

static int modifiers(J *j) {
  static const char *const mods[] = {"public", "private", "protected", "static", "final", "synchronized", "volatile", "transient",
                                     "native", "abstract", "strictfp", "synthetic", "annotation", "enum", NULL};
  static const int bits[] = {0x1, 0x2, 0x4, 0x8, 0x10, 0x20, 0x40, 0x80, 0x100, 0x400, 0x800, 0x1000, 0x2000, 0x4000};
  int acc = 0;
  for (;;) {
    int k = 0;
    while (mods[k] && !is(j, 0, mods[k])) k++;
    if (!mods[k]) return acc;
    acc |= bits[k];
    next(j);
  }
}

static int field_const(J *j, const char *d) {
  tk *t = peek(j, 0);
  if (t->k == K_STR) {
    if (strcmp(d, "Ljava/lang/String;")) FAIL(t, "a string constant for a field of another type");
    next(j);
    return string_lit(j, t);
  }
  jv_opnd o = imm(j, desc_jty(d), NULL);
  if (o.isvar || o.ty == JV_T_REF) FAIL(t, "expected a constant, found %s", shown(j, t));
  jv_cp e = {0};
  if (o.ty == JV_T_INT) e.tag = JV_CP_INTEGER, e.u4 = (uint32_t)o.k.i;
  else if (o.ty == JV_T_LONG) e.tag = JV_CP_LONG, e.u8 = (uint64_t)o.k.j;
  else if (o.ty == JV_T_FLOAT) e.tag = JV_CP_FLOAT, memcpy(&e.u4, &o.k.f, 4);
  else e.tag = JV_CP_DOUBLE, memcpy(&e.u8, &o.k.d, 8);
  return cp_find(j, e);
}

static void member(J *j, int *capf, int *capm) {
  jv_class *c = j->c;
  tk *t0 = peek(j, 0);
  int acc = modifiers(j);
  const char *d = type_desc(j, 1);
  tk *nt = peek(j, 0);
  const char *nm;
  if (is(j, 0, "<")) {
    next(j);
    tk *n = peek(j, 0);
    if (n->k != K_ID || !(teq(n, "init") || teq(n, "clinit"))) FAIL(n, "expected init or clinit, found %s", shown(j, n));
    next(j);
    expect(j, ">");
    nm = arena_printf(j->a, "<%.*s>", n->n, n->s);
  } else {
    nm = name(j, "a field or method name");
  }
  if (!is(j, 0, "(")) {
    if (d[0] == 'V') FAIL(t0, "a field of type void");
    if (nm[0] == '<') FAIL(nt, "a field named %s", nm);
    for (int k = 0; k < c->nfields; k++)
      if (!strcmp(c->fields[k].name, nm)) FAIL(nt, "the field %s declared twice", nm);
    GROW(j, c->fields, c->nfields, *capf);
    jv_field *f = &c->fields[c->nfields++];
    *f = (jv_field){(uint16_t)acc, nm, d, 0};
    if (is(j, 0, "=")) {
      next(j);
      f->const_cpi = field_const(j, d);
    }
    expect(j, ";");
    return;
  }
  next(j);
  char *md = arena_strdup(j->a, "(");
  int np = 0, slot = acc & 0x0008 ? 0 : 1;
  while (!is(j, 0, ")")) {
    if (np) expect(j, ",");
    const char *pd = type_desc(j, 0);
    if (np >= 255) FAIL(peek(j, 0), "unsupported: more than 255 parameters");
    j->pdescs[np] = pd;
    j->pslot[np++] = slot;
    slot += pd[0] == 'J' || pd[0] == 'D' ? 2 : 1;
    md = arena_printf(j->a, "%s%s", md, pd);
  }
  next(j);
  if (slot > 255) FAIL(nt, "unsupported: parameters of more than 255 slots");
  md = arena_printf(j->a, "%s)%s", md, d);
  if (is(j, 0, "throws")) {
    next(j);
    class_name(j);
    while (is(j, 0, ",")) next(j), class_name(j);
  }
  for (int k = 0; k < c->nmethods; k++)
    if (!strcmp(c->methods[k].name, nm) && !strcmp(c->methods[k].desc, md)) FAIL(nt, "the method %s%s declared twice", nm, md);
  if (!strcmp(nm, "<clinit>") && (strcmp(md, "()V") || !(acc & 0x0008))) FAIL(nt, "<clinit> that is not static void <clinit>()");
  if (!strcmp(nm, "<init>") && (d[0] != 'V' || (acc & 0x0008))) FAIL(nt, "<init> that is static or not void");
  GROW(j, c->methods, c->nmethods, *capm);
  jv_method *m = &c->methods[c->nmethods++];
  memset(m, 0, sizeof *m);
  m->access = (uint16_t)acc, m->name = nm, m->desc = md, m->nargslots = slot;
  j->nparams = np;
  if (is(j, 0, ";")) {
    next(j);
    m->lowered = 1, m->lower_error = "a method without code";
    return;
  }
  if (acc & (0x0100 | 0x0400)) FAIL(peek(j, 0), "a body for an abstract or native method");
  j->m = m;
  body(j);
  j->m = NULL;
}

static void class_decl(J *j) {
  jv_class *c = arena_alloc(j->a, sizeof *c);
  j->c = c, j->cpcap = j->bsmcap = 0;
  c->path = j->path;
  const char *sl = strrchr(j->path, '/');
  c->source = arena_strdup(j->a, sl ? sl + 1 : j->path);
  c->major = 61;
  cp_add(j, (jv_cp){0}); /* index 0 is not an entry (JVMS 4.1) */
  int acc = modifiers(j);
  if (is(j, 0, "interface")) acc |= 0x0200 | 0x0400;
  else if (!is(j, 0, "class")) FAIL(peek(j, 0), "expected class or interface, found %s", shown(j, peek(j, 0)));
  next(j);
  c->access = (uint16_t)(acc | (acc & 0x0200 ? 0 : 0x0020));
  c->name = class_name(j);
  c->super = strcmp(c->name, "java/lang/Object") ? "java/lang/Object" : NULL;
  if (is(j, 0, "extends")) {
    next(j);
    c->super = class_name(j);
  }
  if (is(j, 0, "implements")) {
    int cap = 0;
    do {
      next(j);
      GROW(j, c->ifaces, c->nifaces, cap);
      c->ifaces[c->nifaces++] = class_name(j);
    } while (is(j, 0, ","));
  }
  expect(j, "{");
  int capf = 0, capm = 0;
  while (!is(j, 0, "}")) {
    if (peek(j, 0)->k == K_EOF) FAIL(peek(j, 0), "a class body that is not closed");
    member(j, &capf, &capm);
  }
  next(j);
  /* every method's constant pool references are made: record the class in each method */
  for (int k = 0; k < c->nmethods; k++) c->methods[k].cls = c;
}

int jv_read_jimple(const char *text, size_t len, const char *path, arena *a, jv_class ***out, int *nout, char *err, size_t errn) {
  J *j = arena_alloc(a, sizeof *j);
  j->path = path, j->a = a, j->err = err, j->errn = errn;
  j->shown = path;
  *out = NULL, *nout = 0;
  if (setjmp(j->jb)) return -1;
  lex(j, text, len);
  int cap = 0, n = 0;
  jv_class **v = NULL;
  while (peek(j, 0)->k != K_EOF) {
    class_decl(j);
    for (int k = 0; k < n; k++)
      if (!strcmp(v[k]->name, j->c->name)) failat(j, 1, 1, "the class %s declared twice", j->c->name);
    GROW(j, v, n, cap);
    v[n++] = j->c;
  }
  if (!n) failat(j, 1, 1, "no class in the file");
  *out = v, *nout = n;
  return n;
}
