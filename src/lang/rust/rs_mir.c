/* rs_mir.c — parser of the MIR text rustc 1.95 writes (--emit=mir with -Zmir-include-spans=on) into
 * rs_ir.h's representation, and a scan of the Rust source for what the MIR text leaves out: the
 * variants, fields and discriminants of ADTs, and the type each `impl` block is for.
 *
 * The MIR text is line-oriented: every item starts in column 0 and ends with a `}` in column 0;
 * every statement and terminator is one line ending with `;`, followed by a span comment
 * `// scope N at FILE:L:C: L:C`. A line that cannot be represented makes its statement (or its
 * body) unsupported, reported where it is reached; only a malformed item structure is an error. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang/rust/rs_ir.h"

/* ---------- small text helpers ---------- */

static int starts(const char *s, const char *p) { return !strncmp(s, p, strlen(p)); }

static const char *skip_ws(const char *s) {
  while (*s == ' ' || *s == '\t') s++;
  return s;
}

/* The end of a string literal starting at s (at the opening quote): one past its closing quote. */
static const char *skip_string(const char *s) {
  s++;
  while (*s && *s != '"') s += (*s == '\\' && s[1]) ? 2 : 1;
  return *s ? s + 1 : s;
}

/* Whether s (at a quote ') starts a char literal rather than a lifetime. */
static int is_char_lit(const char *s) {
  if (s[1] == '\\') return 1;
  if (!s[1]) return 0;
  /* one code point (1..4 UTF-8 bytes) then ' */
  int n = 1;
  unsigned char c = (unsigned char)s[1];
  if (c >= 0xf0) n = 4; else if (c >= 0xe0) n = 3; else if (c >= 0xc0) n = 2;
  for (int i = 1; i <= n; i++) if (!s[i]) return 0;
  return s[1 + n] == '\'';
}

static const char *skip_char(const char *s) {
  s++;
  if (*s == '\\') {
    s++;
    if (*s == 'u' && s[1] == '{') { while (*s && *s != '}') s++; if (*s) s++; }
    else if (*s == 'x') s += (s[1] && s[2]) ? 3 : 1;
    else if (*s) s++;
  } else {
    unsigned char c = (unsigned char)*s;
    int n = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 1;
    while (n-- && *s) s++;
  }
  return *s == '\'' ? s + 1 : s;
}

/* Scans from s to the first character of `stops` at bracket depth 0 ((), [], {}, <> counted when
 * `angles`), outside literals; returns where it stopped (at the NUL when none). */
static const char *scan_to(const char *s, const char *stops, int angles) {
  int depth = 0;
  for (const char *p = s; *p;) {
    if (depth == 0 && strchr(stops, *p)) return p;
    if (*p == '"') { p = skip_string(p); continue; }
    if (*p == 'b' && p[1] == '"' && (p == s || !isalnum((unsigned char)p[-1]))) { p = skip_string(p + 1); continue; }
    if (*p == '\'' && is_char_lit(p)) { p = skip_char(p); continue; }
    if (*p == '(' || *p == '[' || *p == '{' || (angles && *p == '<')) depth++;
    else if (*p == ')' || *p == ']' || *p == '}' || (angles && *p == '>' && p > s && p[-1] != '-')) {
      if (depth == 0) return p;
      depth--;
    }
    p++;
  }
  return s + strlen(s);
}

/* Like scan_to, for a two-character (or longer) separator such as " as " or " = ". */
static const char *scan_to_str(const char *s, const char *sep, int angles) {
  int depth = 0;
  size_t n = strlen(sep);
  for (const char *p = s; *p;) {
    if (depth == 0 && !strncmp(p, sep, n)) return p;
    if (*p == '"') { p = skip_string(p); continue; }
    if (*p == 'b' && p[1] == '"' && (p == s || !isalnum((unsigned char)p[-1]))) { p = skip_string(p + 1); continue; }
    if (*p == '\'' && is_char_lit(p)) { p = skip_char(p); continue; }
    if (*p == '(' || *p == '[' || *p == '{' || (angles && *p == '<')) depth++;
    else if (*p == ')' || *p == ']' || *p == '}' || (angles && *p == '>' && p > s && p[-1] != '-')) {
      if (depth == 0) return NULL;
      depth--;
    }
    p++;
  }
  return NULL;
}

static char *dupn(arena *a, const char *s, size_t n) {
  while (n && (s[n - 1] == ' ' || s[n - 1] == '\t')) n--;
  while (n && (*s == ' ' || *s == '\t')) s++, n--;
  return arena_strndup(a, s, n);
}

/* The path with turbofish generics (`::<...>`) removed and a leading `crate::` dropped. */
static char *strip_generics(arena *a, const char *s, size_t n) {
  char *out = arena_alloc(a, n + 1);
  size_t k = 0;
  for (size_t i = 0; i < n;) {
    if (s[i] == ':' && i + 2 < n && s[i + 1] == ':' && s[i + 2] == '<') {
      int depth = 0;
      size_t j = i + 2;
      for (; j < n; j++) {
        if (s[j] == '<') depth++;
        else if (s[j] == '>' && s[j - 1] != '-' && --depth == 0) break;
      }
      /* `::<impl str>::len` names an inherent impl of a std type (kept); `say::<impl Write>` and
       * `f::<impl Write>::{closure#0}` are a generic function's impl-trait arguments (stripped) */
      if (!strncmp(s + i + 3, "impl ", 5) && !(j + 1 >= n || !strncmp(s + j + 1, "::{", 3))) {
        out[k++] = s[i++];
        continue;
      }
      i = j + 1;
      continue;
    }
    out[k++] = s[i++];
  }
  out[k] = 0;
  if (!strncmp(out, "crate::", 7)) return out + 7;
  return out;
}

/* ---------- types ---------- */

static const rs_type *mk_type(arena *a, rs_tkind k, const char *text) {
  rs_type *t = arena_alloc(a, sizeof *t);
  memset(t, 0, sizeof *t);
  t->k = k;
  t->text = text;
  return t;
}

static int int_type(const char *s, int *w, int *sg) {
  static const struct { const char *n; int w, s; } ints[] = {
    {"i8", 8, 1}, {"i16", 16, 1}, {"i32", 32, 1}, {"i64", 64, 1}, {"isize", 64, 1},
    {"u8", 8, 0}, {"u16", 16, 0}, {"u32", 32, 0}, {"u64", 64, 0}, {"usize", 64, 0}};
  for (size_t i = 0; i < sizeof ints / sizeof ints[0]; i++)
    if (!strcmp(s, ints[i].n)) {
      *w = ints[i].w, *sg = ints[i].s;
      return 1;
    }
  return 0;
}

/* Splits s[0..n) at depth-0 commas into at most max items; returns their count. */
static int split_commas(arena *a, const char *s, size_t n, char ***out) {
  char *copy = arena_strndup(a, s, n);
  int cap = 1;
  for (size_t i = 0; i < n; i++) cap += s[i] == ',';
  char **items = arena_alloc(a, sizeof(char *) * (size_t)cap);
  int k = 0;
  const char *p = copy;
  while (*skip_ws(p)) {
    const char *e = scan_to(p, ",", 1);
    items[k++] = dupn(a, p, (size_t)(e - p));
    if (!*e) break;
    p = e + 1;
  }
  *out = items;
  return k;
}

const rs_type *rs_parse_type(arena *a, const char *text) {
  const char *s = skip_ws(text);
  size_t n = strlen(s);
  while (n && s[n - 1] == ' ') n--;
  char *t = arena_strndup(a, s, n);
  int w, sg;
  if (int_type(t, &w, &sg)) {
    rs_type *r = (rs_type *)mk_type(a, RT_INT, t);
    r->width = w, r->is_signed = sg;
    return r;
  }
  if (!strcmp(t, "bool")) return mk_type(a, RT_BOOL, t);
  if (!strcmp(t, "char")) return mk_type(a, RT_CHAR, t);
  if (!strcmp(t, "str")) return mk_type(a, RT_STR, t);
  if (!strcmp(t, "()")) return mk_type(a, RT_UNIT, t);
  if (!strcmp(t, "!")) return mk_type(a, RT_NEVER, t);
  if (t[0] == '&' || starts(t, "*const ") || starts(t, "*mut ")) {
    const char *p = t[0] == '&' ? t + 1 : strchr(t, ' ') + 1;
    if (*p == '\'') { while (*p && *p != ' ') p++; p = skip_ws(p); }
    if (starts(p, "mut ")) p += 4;
    rs_type *r = (rs_type *)mk_type(a, RT_REF, t);
    r->n = 1;
    r->args = arena_alloc(a, sizeof(rs_type *));
    r->args[0] = rs_parse_type(a, p);
    return r;
  }
  if (t[0] == '(' && t[n - 1] == ')') {
    char **items;
    int k = split_commas(a, t + 1, n - 2, &items);
    rs_type *r = (rs_type *)mk_type(a, RT_TUPLE, t);
    r->n = k;
    r->args = arena_alloc(a, sizeof(rs_type *) * (size_t)(k + 1));
    for (int i = 0; i < k; i++) r->args[i] = rs_parse_type(a, items[i]);
    return r;
  }
  if (t[0] == '[' && t[n - 1] == ']') {
    const char *semi = scan_to(t + 1, ";]", 1);
    rs_type *r = (rs_type *)mk_type(a, *semi == ';' ? RT_ARRAY : RT_SLICE, t);
    r->n = 1;
    r->args = arena_alloc(a, sizeof(rs_type *));
    r->args[0] = rs_parse_type(a, arena_strndup(a, t + 1, (size_t)(semi - t - 1)));
    if (*semi == ';') {
      char *end;
      r->len = strtol(semi + 1, &end, 10);
      if (*skip_ws(end) != ']' || r->len < 0) return mk_type(a, RT_OTHER, t);
    }
    return r;
  }
  /* a path a::b::Name<args> (a space before any '<' is something else: `dyn T`, `impl T`) */
  const char *lt = strchr(t, '<');
  const char *sp = strchr(t, ' ');
  if (t[0] == '{' || t[0] == '<' || starts(t, "fn(") || starts(t, "for<") || (sp && (!lt || sp < lt)))
    return mk_type(a, RT_OTHER, t);
  size_t plen = lt ? (size_t)(lt - t) : n;
  const char *last = t;
  for (const char *p = t; p < t + plen; p++)
    if (p[0] == ':' && p[1] == ':') last = p + 2;
  for (const char *p = last; p < t + plen; p++)
    if (!isalnum((unsigned char)*p) && *p != '_') return mk_type(a, RT_OTHER, t);
  if (last == t + plen) return mk_type(a, RT_OTHER, t);
  rs_type *r = (rs_type *)mk_type(a, RT_ADT, t);
  r->name = arena_strndup(a, last, (size_t)(t + plen - last));
  if (lt) {
    if (t[n - 1] != '>') return mk_type(a, RT_OTHER, t);
    char **items;
    int k = split_commas(a, lt + 1, (size_t)(t + n - 1 - lt - 1), &items);
    r->args = arena_alloc(a, sizeof(rs_type *) * (size_t)(k + 1));
    for (int i = 0; i < k; i++)
      if (items[i][0] != '\'') r->args[r->n++] = rs_parse_type(a, items[i]);
  }
  return r;
}

/* ---------- the source scan: ADTs and impl headers ---------- */

typedef struct scan {
  const char *s;
  size_t i, n;
} scan;

/* Skips white space and comments. */
static void sc_ws(scan *c) {
  for (;;) {
    while (c->i < c->n && isspace((unsigned char)c->s[c->i])) c->i++;
    if (c->i + 1 < c->n && c->s[c->i] == '/' && c->s[c->i + 1] == '/') {
      while (c->i < c->n && c->s[c->i] != '\n') c->i++;
    } else if (c->i + 1 < c->n && c->s[c->i] == '/' && c->s[c->i + 1] == '*') {
      int depth = 0;
      while (c->i + 1 < c->n) {
        if (c->s[c->i] == '/' && c->s[c->i + 1] == '*') depth++, c->i += 2;
        else if (c->s[c->i] == '*' && c->s[c->i + 1] == '/') { c->i += 2; if (--depth == 0) break; }
        else c->i++;
      }
      if (c->i + 1 >= c->n) c->i = c->n;
    } else {
      return;
    }
  }
}

static int sc_ident(scan *c, char *buf, size_t n) {
  sc_ws(c);
  size_t k = 0;
  if (c->i < c->n && (isalpha((unsigned char)c->s[c->i]) || c->s[c->i] == '_')) {
    while (c->i < c->n && (isalnum((unsigned char)c->s[c->i]) || c->s[c->i] == '_')) {
      if (k + 1 < n) buf[k++] = c->s[c->i];
      c->i++;
    }
  }
  buf[k] = 0;
  return k > 0;
}

/* Skips a balanced group starting at the current open bracket (also <>); skips literals. */
static void sc_group(scan *c) {
  int depth = 0;
  while (c->i < c->n) {
    char ch = c->s[c->i];
    if (ch == '"') {
      c->i++;
      while (c->i < c->n && c->s[c->i] != '"') c->i += c->s[c->i] == '\\' ? 2 : 1;
      c->i++;
      continue;
    }
    if (ch == '(' || ch == '[' || ch == '{' || ch == '<') depth++;
    else if (ch == ')' || ch == ']' || ch == '}' || (ch == '>' && c->i > 0 && c->s[c->i - 1] != '-')) depth--;
    c->i++;
    if (depth <= 0) return;
  }
}

static char peekc(scan *c) {
  sc_ws(c);
  return c->i < c->n ? c->s[c->i] : 0;
}

/* Field names of `{ a: T, pub b: U }` at the current `{` (count in *nf). */
static const char **sc_fields(scan *c, arena *a, int *nf, const char ***types) {
  const char *names[256], *tys[256];
  int k = 0;
  c->i++; /* { */
  for (;;) {
    char ch = peekc(c);
    if (!ch || ch == '}') { if (ch) c->i++; break; }
    if (ch == '#') { c->i++; if (peekc(c) == '[') sc_group(c); continue; }
    char id[128];
    if (!sc_ident(c, id, sizeof id)) { c->i++; continue; }
    if (!strcmp(id, "pub")) { if (peekc(c) == '(') sc_group(c); if (!sc_ident(c, id, sizeof id)) continue; }
    if (peekc(c) == ':') c->i++;
    sc_ws(c);
    size_t from = c->i;
    /* skip to the comma at depth 0 */
    while (c->i < c->n) {
      ch = peekc(c);
      if (ch == ',' || ch == '}') break;
      if (ch == '(' || ch == '[' || ch == '{' || ch == '<') sc_group(c); else c->i++;
    }
    if (k < 256) {
      tys[k] = dupn(a, c->s + from, c->i - from);
      names[k++] = arena_strdup(a, id);
    }
    if (peekc(c) == ',') c->i++;
  }
  const char **v = arena_alloc(a, sizeof(char *) * (size_t)(k + 1));
  memcpy(v, names, sizeof(char *) * (size_t)k);
  *types = arena_alloc(a, sizeof(char *) * (size_t)(k + 1));
  memcpy(*types, tys, sizeof(char *) * (size_t)k);
  *nf = k;
  return v;
}

/* The number of depth-0 comma-separated items of the group at the current `(`. */
static int sc_tuple_count(scan *c, arena *a, const char ***types) {
  int k = 0, any = 0;
  const char *tys[256];
  size_t from = 0;
  c->i++;
  *types = NULL;
  for (;;) {
    char ch = peekc(c);
    if (!ch) return k;
    if (ch == ')' || ch == ',') {
      if (any && k < 256) tys[k] = dupn(a, c->s + from, c->i - from);
      k += any;
      any = 0;
      c->i++;
      if (ch == ')') break;
      continue;
    }
    if (!any) {
      from = c->i;
      /* `pub` before a tuple field */
      if (!strncmp(c->s + c->i, "pub ", 4)) { c->i += 4; sc_ws(c); from = c->i; }
    }
    any = 1;
    if (ch == '(' || ch == '[' || ch == '{' || ch == '<') sc_group(c); else c->i++;
  }
  *types = arena_alloc(a, sizeof(char *) * (size_t)(k + 1));
  memcpy(*types, tys, sizeof(char *) * (size_t)(k < 256 ? k : 256));
  return k;
}

static void add_adt(rs_program *p, rs_adt *d, int *cap) {
  if (p->nadts == *cap) {
    *cap = *cap ? 2 * *cap : 16;
    rs_adt **v = arena_alloc(p->a, sizeof(rs_adt *) * (size_t)*cap);
    if (p->nadts) memcpy(v, p->adts, sizeof(rs_adt *) * (size_t)p->nadts);
    p->adts = v;
  }
  p->adts[p->nadts++] = d;
}

static rs_adt *builtin_enum(arena *a, const char *name, const char *const *vars, const int *nfields,
                            const int64_t *discr, int n) {
  rs_adt *d = arena_alloc(a, sizeof *d);
  d->name = name;
  d->is_enum = 1;
  d->nvariants = n;
  d->variants = arena_alloc(a, sizeof(rs_variant) * (size_t)n);
  for (int i = 0; i < n; i++) {
    rs_variant *v = &d->variants[i];
    memset(v, 0, sizeof *v);
    v->name = vars[i];
    v->nfields = nfields[i];
    v->discr = discr ? discr[i] : i;
  }
  return d;
}

static rs_adt *builtin_struct(arena *a, const char *name, const char *const *fields, int n) {
  rs_adt *d = arena_alloc(a, sizeof *d);
  d->name = name;
  d->is_enum = 0;
  d->nvariants = 1;
  d->variants = arena_alloc(a, sizeof(rs_variant));
  memset(d->variants, 0, sizeof(rs_variant));
  d->variants[0].name = name;
  d->variants[0].nfields = n;
  d->variants[0].braces = 1;
  d->variants[0].fields = arena_alloc(a, sizeof(char *) * (size_t)n);
  for (int i = 0; i < n; i++) d->variants[0].fields[i] = fields[i];
  return d;
}

static void scan_more_adts(rs_program *p, const char *src);

/* Registers Option, Result, Ordering, AssertKind, Range, RangeInclusive and the user's ADTs. */
static void scan_adts(rs_program *p, const char *src) {
  int cap = 0;
  arena *a = p->a;
  static const char *const opt[] = {"None", "Some"}, *const res[] = {"Ok", "Err"},
                           *const ord[] = {"Less", "Equal", "Greater"}, *const ak[] = {"Eq", "Ne", "Match"};
  static const int f01[] = {0, 1}, f11[] = {1, 1}, f000[] = {0, 0, 0};
  static const int64_t ordd[] = {-1, 0, 1};
  add_adt(p, builtin_enum(a, "Option", opt, f01, NULL, 2), &cap);
  add_adt(p, builtin_enum(a, "Result", res, f11, NULL, 2), &cap);
  add_adt(p, builtin_enum(a, "Ordering", ord, f000, ordd, 3), &cap);
  add_adt(p, builtin_enum(a, "AssertKind", ak, f000, NULL, 3), &cap);
  if (!src || (!strstr(src, "enum ErrorKind") && !strstr(src, "struct ErrorKind"))) {
    /* std::io::ErrorKind, the kinds a model's io::Error can have (rs_io.c: NotFound) and the
     * common others; a kind not listed is unsupported where named */
    static const char *const ek[] = {"NotFound", "PermissionDenied", "AlreadyExists", "InvalidInput", "InvalidData",
                                     "UnexpectedEof", "Other"};
    static const int f0[] = {0, 0, 0, 0, 0, 0, 0};
    add_adt(p, builtin_enum(a, "ErrorKind", ek, f0, NULL, 7), &cap);
  }
  static const char *const cf[] = {"Continue", "Break"};
  add_adt(p, builtin_enum(a, "ControlFlow", cf, f11, NULL, 2), &cap);
  static const char *const rng[] = {"start", "end"}, *const rngi[] = {"start", "end", "exhausted"};
  add_adt(p, builtin_struct(a, "Range", rng, 2), &cap);
  add_adt(p, builtin_struct(a, "RangeInclusive", rngi, 3), &cap);
  static const char *const rend[] = {"end"}, *const rstart[] = {"start"};
  add_adt(p, builtin_struct(a, "RangeTo", rend, 1), &cap);
  add_adt(p, builtin_struct(a, "RangeToInclusive", rend, 1), &cap);
  add_adt(p, builtin_struct(a, "RangeFrom", rstart, 1), &cap);
  add_adt(p, builtin_struct(a, "RangeFull", NULL, 0), &cap);
  p->nbuiltin = p->nadts;
  scan_more_adts(p, src);
}

/* Registers the user's ADTs of one source file (a crate's module files each in turn). */
static void scan_more_adts(rs_program *p, const char *src) {
  int cap = p->nadts; /* add_adt grows the list from there */
  arena *a = p->a;
  if (!src) return;
  scan c = {src, 0, strlen(src)};
  char id[128], name[128];
  while (c.i < c.n) {
    sc_ws(&c);
    if (c.i >= c.n) break;
    char ch = c.s[c.i];
    if (ch == '"') { sc_group(&c); c.i = c.i; continue; }
    if (!(isalpha((unsigned char)ch) || ch == '_')) { c.i++; continue; }
    sc_ident(&c, id, sizeof id);
    int is_enum = !strcmp(id, "enum");
    if (!is_enum && strcmp(id, "struct")) continue;
    if (!sc_ident(&c, name, sizeof name)) continue;
    if (peekc(&c) == '<') sc_group(&c);
    /* where clauses are not scanned: a struct or enum with one is read up to its body */
    while (peekc(&c) && peekc(&c) != '{' && peekc(&c) != '(' && peekc(&c) != ';') c.i++;
    rs_adt *d = arena_alloc(a, sizeof *d);
    memset(d, 0, sizeof *d);
    d->name = arena_strdup(a, name);
    d->is_enum = is_enum;
    if (!is_enum) {
      d->nvariants = 1;
      d->variants = arena_alloc(a, sizeof(rs_variant));
      memset(d->variants, 0, sizeof(rs_variant));
      d->variants[0].name = d->name;
      ch = peekc(&c);
      if (ch == '{') {
        d->variants[0].fields = sc_fields(&c, a, &d->variants[0].nfields, &d->variants[0].ftypes);
        d->variants[0].braces = 1;
      } else if (ch == '(') {
        d->variants[0].nfields = sc_tuple_count(&c, a, &d->variants[0].ftypes);
      }
      add_adt(p, d, &cap);
      continue;
    }
    if (peekc(&c) != '{') continue;
    c.i++;
    rs_variant vs[256];
    int nv = 0;
    int64_t next = 0;
    for (;;) {
      ch = peekc(&c);
      if (!ch) break;
      if (ch == '}') { c.i++; break; }
      if (ch == ',') { c.i++; continue; }
      if (ch == '#') { c.i++; if (peekc(&c) == '[') sc_group(&c); continue; }
      char vn[128];
      if (!sc_ident(&c, vn, sizeof vn)) { c.i++; continue; }
      rs_variant v;
      memset(&v, 0, sizeof v);
      v.name = arena_strdup(a, vn);
      ch = peekc(&c);
      if (ch == '{') { v.fields = sc_fields(&c, a, &v.nfields, &v.ftypes); v.braces = 1; }
      else if (ch == '(') v.nfields = sc_tuple_count(&c, a, &v.ftypes);
      v.discr = next;
      if (peekc(&c) == '=') {
        c.i++;
        sc_ws(&c);
        char *end;
        long long x = strtoll(c.s + c.i, &end, 0);
        if (end != c.s + c.i) { v.discr = x; c.i = (size_t)(end - c.s); }
        while (c.i < c.n && peekc(&c) != ',' && peekc(&c) != '}') c.i++;
      }
      next = v.discr + 1;
      if (nv < 256) vs[nv++] = v;
    }
    d->nvariants = nv;
    d->variants = arena_alloc(a, sizeof(rs_variant) * (size_t)(nv + 1));
    memcpy(d->variants, vs, sizeof(rs_variant) * (size_t)nv);
    add_adt(p, d, &cap);
  }
}

const rs_adt *rs_find_adt(const rs_program *p, const char *name) {
  for (int i = p->nadts - 1; i >= 0; i--)
    if (!strcmp(p->adts[i]->name, name)) return p->adts[i];
  return NULL;
}

int rs_variant_index(const rs_adt *adt, const char *v) {
  for (int i = 0; i < adt->nvariants; i++)
    if (!strcmp(adt->variants[i].name, v)) return i;
  return -1;
}

const rs_body *rs_find_body(const rs_program *p, const char *name) {
  for (int i = 0; i < p->nbodies; i++)
    if (!strcmp(p->bodies[i]->name, name)) return p->bodies[i];
  return NULL;
}

const rs_body *rs_find_promoted(const rs_program *p, const char *name) {
  /* a promoted constant is named by its function's path (`datesub::from_gregorian::promoted[0]`)
   * where its body's header names the function by its shortest path (`from_gregorian::...`) */
  for (const char *s = name; s; ) {
    const rs_body *b = rs_find_body(p, s);
    if (b) return b;
    const char *cc = strstr(s, "::");
    if (!cc || !strncmp(cc, "::promoted[", 11)) break;
    s = cc + 2;
  }
  return NULL;
}

const rs_body *rs_closure_body(const rs_program *p, const char *ty) {
  for (int i = 0; i < p->nbodies; i++) {
    const rs_body *b = p->bodies[i];
    if (b->nparams < 1 || !strstr(b->name, "{closure#")) continue;
    const char *t = b->ltypes[1]->text;
    if (t[0] == '&') t += strncmp(t, "&mut ", 5) ? 1 : 5;
    if (!strcmp(t, ty)) return b;
  }
  return NULL;
}

int rs_closure_local(const rs_body *b, int i) {
  return i > b->nparams && i < b->nlocals && b->ltypes[i] && b->ltypes[i]->text && !strncmp(b->ltypes[i]->text, "{closure@", 9);
}

int rs_fn_trait_call(const char *callee) {
  static const char *const m[] = {" as Fn<", " as FnMut<", " as FnOnce<"};
  static const char *const e[] = {">>::call", ">>::call_mut", ">>::call_once"};
  size_t n = strlen(callee);
  for (int i = 0; i < 3; i++)
    if (strstr(callee, m[i]) && n > strlen(e[i]) && !strcmp(callee + n - strlen(e[i]), e[i])) return 1;
  return 0;
}

const rs_body *rs_called_closure(const rs_program *p, const char *callee, arena *a) {
  if (!callee || strncmp(callee, "<{closure@", 10) || !rs_fn_trait_call(callee)) return NULL;
  const char *as = strstr(callee, "} as Fn");
  if (!as) return NULL;
  return rs_closure_body(p, arena_printf(a, "%.*s", (int)(as + 1 - (callee + 1)), callee + 1));
}

const rs_body *rs_trait_body(const rs_program *p, const char *callee) {
  if (callee[0] != '<') return NULL;
  const char *as = scan_to_str(callee + 1, " as ", 1);
  if (!as) return NULL;
  size_t tl = (size_t)(as - callee - 1);
  const char *tail = strrchr(callee, ':');
  if (!tail || tail[-1] != ':') return NULL;
  const char *m = tail + 1;
  /* only the file's own types: a std type's impls are not in the MIR */
  char ty[256];
  if (tl >= sizeof ty) return NULL;
  memcpy(ty, callee + 1, tl);
  ty[tl] = 0;
  const char *lt = strchr(ty, '<');
  char base[256];
  snprintf(base, sizeof base, "%.*s", (int)(lt ? (size_t)(lt - ty) : tl), ty);
  const rs_adt *d = rs_find_adt(p, base);
  if (!d) {
    /* a trait of the file implemented for a std type (`impl MyTrait for Chars<'_>`): the impl's
     * body is named by the type's last segment, and only the file's impls have bodies */
    const char *seg = base;
    for (const char *q = base; *q; q++)
      if (q[0] == ':' && q[1] == ':') seg = q + 2;
    char nm[320];
    snprintf(nm, sizeof nm, "%s::%s", seg, m);
    return rs_find_body(p, nm);
  }
  for (int i = 0; i < p->nbuiltin && i < p->nadts; i++)
    if (p->adts[i] == d) return NULL; /* a builtin (Option, Range, ...) */
  if (strstr(as, " as Default>::") && !strcmp(m, "default")) {
    /* Default::default takes no self: the body named after the type (an impl's, or the one
     * #[derive(Default)] makes, rs_mir.c's impl_type) */
    char nm[320];
    snprintf(nm, sizeof nm, "%s::default", base);
    const rs_body *b = rs_find_body(p, nm);
    return b && b->nparams == 0 ? b : NULL;
  }
  size_t ml = strlen(m);
  for (int i = 0; i < p->nbodies; i++) {
    const rs_body *b = p->bodies[i];
    size_t bl = strlen(b->name);
    if (bl <= ml + 2 || strcmp(b->name + bl - ml, m) || b->name[bl - ml - 1] != ':' || b->nparams < 1) continue;
    const char *t = b->ltypes[1]->text;
    if (t[0] == '&') t += strncmp(t, "&mut ", 5) ? 1 : 5;
    if (!strcmp(t, ty)) return b;
  }
  return NULL;
}

/* The type an `impl` at line:col of src is for: `impl<T> Tr for Ty<T> {` gives "Ty". */
static char *impl_type(arena *a, const char *src, int line, int col) {
  if (!src) return NULL;
  const char *s = src;
  for (int l = 1; l < line && *s; s++) if (*s == '\n') l++;
  const char *bol = s;
  for (int k = 1; k < col && *s && *s != '\n'; k++) s++;
  if (starts(s, "Default") && !isalnum((unsigned char)s[7]) && s[7] != '_') {
    /* #[derive(Default)]: rustc's impl spans the trait's name in the attribute; the type is the
     * struct or enum the attribute is on (the next such item). Only Default: the other derived
     * impls (Debug, Clone, ...) keep the names under which the models find them */
    const char *d = strstr(bol, "derive(");
    if (!d || d > s) return NULL;
    for (const char *t = s; *t; t++) {
      int kw = starts(t, "struct") ? 6 : starts(t, "enum") ? 4 : 0;
      if (!kw || (t > src && (isalnum((unsigned char)t[-1]) || t[-1] == '_')) || !isspace((unsigned char)t[kw])) continue;
      t += kw;
      while (isspace((unsigned char)*t)) t++;
      size_t n = 0;
      while (isalnum((unsigned char)t[n]) || t[n] == '_') n++;
      return n ? arena_strndup(a, t, n) : NULL;
    }
    return NULL;
  }
  if (!starts(s, "impl")) return NULL;
  scan c = {s, 4, strlen(s)};
  if (peekc(&c) == '<') sc_group(&c);
  char id[128], last[128] = "";
  /* the last path segment before `{`, or after `for` */
  while (c.i < c.n) {
    char ch = peekc(&c);
    if (ch == '{' || !ch) break;
    if (ch == '<') { sc_group(&c); continue; }
    if (isalpha((unsigned char)ch) || ch == '_') {
      sc_ident(&c, id, sizeof id);
      if (!strcmp(id, "for")) { last[0] = 0; continue; }
      if (!strcmp(id, "where")) break;
      snprintf(last, sizeof last, "%s", id);
      continue;
    }
    c.i++;
  }
  return last[0] ? arena_strdup(a, last) : NULL;
}

/* ---------- MIR lines ---------- */

typedef struct mline {
  char *text;      /* the code, comment removed, trimmed */
  const char *loc; /* from the span comment: "file:line:col", or NULL */
  int lineno;      /* in the MIR text */
  int indent;
} mline;

typedef struct mparser {
  arena *a;
  rs_program *p;
  const char *src_path;
  const char *src;
  /* a crate's module files (rs_parse_mir_crate): the spans and impls found in them too */
  int nfiles;
  const char *const *paths;
  const char *const *srcs;
  mline *lines;
  int nlines, i;
  diag_ctx *d;
  const char *lastloc;
  int err;
} mparser;

/* Which of the crate's files text at starts with, followed by ':' (-1: none). */
static int file_at(const mparser *m, const char *at) {
  for (int k = 0; k < m->nfiles; k++) {
    size_t plen = strlen(m->paths[k]);
    if (!strncmp(at, m->paths[k], plen) && at[plen] == ':') return k;
  }
  return -1;
}

/* The span of a comment "… at FILE:L:C: L:C" as "FILE:L:C" when FILE is one of the crate's files. */
static const char *span_loc(mparser *m, const char *comment) {
  const char *at = strstr(comment, " at ");
  if (!at) return NULL;
  at += 4;
  const char *e = at;
  /* FILE:L:C: L:C — the first ": " ends FILE:L:C */
  const char *sp = strstr(e, ": ");
  if (!sp) return NULL;
  size_t n = (size_t)(sp - at);
  int k = file_at(m, at);
  if (k < 0 || n <= strlen(m->paths[k])) return NULL;
  return arena_strndup(m->a, at, n);
}

static void split_lines(mparser *m, const char *mir, size_t len) {
  int cap = 64;
  m->lines = malloc(sizeof(mline) * (size_t)cap);
  const char *s = mir, *end = mir + len;
  int lineno = 0;
  while (s < end) {
    const char *nl = memchr(s, '\n', (size_t)(end - s));
    if (!nl) nl = end;
    lineno++;
    char *line = arena_strndup(m->a, s, (size_t)(nl - s));
    s = nl + 1;
    int indent = 0;
    while (line[indent] == ' ') indent++;
    char *t = line + indent;
    if (starts(t, "//")) {
      if (!strcmp(t, "// MIR FOR CTFE")) {
        /* const-evaluation bodies follow (duplicates of const fns): not the runtime semantics */
        break;
      }
      continue;
    }
    /* the span comment: "//" outside literals */
    const char *loc = NULL;
    for (char *p = t; *p;) {
      if (*p == '"') { p = (char *)skip_string(p); continue; }
      if (*p == '\'' && is_char_lit(p)) { p = (char *)skip_char(p); continue; }
      if (p[0] == '/' && p[1] == '/') {
        loc = span_loc(m, p);
        *p = 0;
        break;
      }
      p++;
    }
    size_t n = strlen(t);
    while (n && (t[n - 1] == ' ' || t[n - 1] == '\r')) t[--n] = 0;
    if (!n) continue;
    if (m->nlines == cap) {
      cap *= 2;
      m->lines = realloc(m->lines, sizeof(mline) * (size_t)cap);
    }
    m->lines[m->nlines++] = (mline){t, loc, lineno, indent};
  }
}

static void perr(mparser *m, int lineno, const char *what) {
  if (m->err) return;
  m->err = 1;
  diag_error(m->d, EQ_NOLOC, "mir", "MIR line %d: %s", lineno, what);
}

/* ---------- places, constants, operands ---------- */

typedef struct cur {
  const char *s;
  int bad;
} cur;

static int parse_local(cur *c) {
  if (c->s[0] != '_' || !isdigit((unsigned char)c->s[1])) { c->bad = 1; return 0; }
  char *end;
  long v = strtol(c->s + 1, &end, 10);
  c->s = end;
  return (int)v;
}

static void push_proj(arena *a, rs_place *pl, rs_proj pr) {
  rs_proj *v = arena_alloc(a, sizeof(rs_proj) * (size_t)(pl->nproj + 1));
  if (pl->nproj) memcpy(v, pl->proj, sizeof(rs_proj) * (size_t)pl->nproj);
  v[pl->nproj++] = pr;
  pl->proj = v;
}

static rs_place parse_place(mparser *m, cur *c);

static rs_place parse_place_primary(mparser *m, cur *c) {
  rs_place pl = {0, 0, NULL};
  if (c->s[0] == '(') {
    c->s++;
    if (c->s[0] == '*') {
      c->s++;
      pl = parse_place(m, c);
      push_proj(m->a, &pl, (rs_proj){RP_DEREF, 0, 0, NULL, 0});
      if (*c->s != ')') c->bad = 1; else c->s++;
      return pl;
    }
    pl = parse_place(m, c);
    if (c->s[0] == '.') {
      char *end;
      long k = strtol(c->s + 1, &end, 10);
      if (end == c->s + 1) { c->bad = 1; return pl; }
      c->s = end;
      if (c->s[0] != ':') { c->bad = 1; return pl; }
      const char *e = scan_to(c->s + 1, ")", 1);
      if (*e != ')') { c->bad = 1; return pl; }
      c->s = e + 1;
      push_proj(m->a, &pl, (rs_proj){RP_FIELD, k, 0, NULL, 0});
      return pl;
    }
    if (starts(c->s, " as ")) {
      const char *v = c->s + 4, *e = v;
      while (isalnum((unsigned char)*e) || *e == '_') e++;
      if (*e != ')') { c->bad = 1; return pl; }
      push_proj(m->a, &pl, (rs_proj){RP_DOWNCAST, 0, 0, arena_strndup(m->a, v, (size_t)(e - v)), 0});
      c->s = e + 1;
      return pl;
    }
    c->bad = 1;
    return pl;
  }
  pl.local = parse_local(c);
  return pl;
}

static rs_place parse_place(mparser *m, cur *c) {
  rs_place pl = parse_place_primary(m, c);
  while (!c->bad && c->s[0] == '[') {
    c->s++;
    if (c->s[0] == '_') {
      int l = parse_local(c);
      push_proj(m->a, &pl, (rs_proj){RP_INDEX, l, 0, NULL, 0});
    } else if (isdigit((unsigned char)c->s[0]) && c->s[strspn(c->s, "0123456789")] == ':') {
      /* a subslice [from:to], [from:-to] (to counted from the end), [from:] */
      char *end;
      long from = strtol(c->s, &end, 10);
      c->s = end + 1;
      int from_end = 1;
      long to = 0;
      if (c->s[0] == '-') { c->s++; to = strtol(c->s, &end, 10); c->s = end; }
      else if (isdigit((unsigned char)c->s[0])) { from_end = 0; to = strtol(c->s, &end, 10); c->s = end; }
      rs_proj pr = {RP_SUBSLICE, from, from_end, NULL, 0};
      pr.to = to;
      push_proj(m->a, &pl, pr);
    } else if (c->s[0] == '-' || isdigit((unsigned char)c->s[0])) {
      int from_end = c->s[0] == '-';
      char *end;
      long k = strtol(c->s + from_end, &end, 10);
      c->s = end;
      if (!starts(c->s, " of ")) { c->bad = 1; return pl; }
      c->s += 4;
      (void)strtol(c->s, &end, 10);
      c->s = end;
      push_proj(m->a, &pl, (rs_proj){RP_CINDEX, k, from_end, NULL, 0});
    } else {
      c->bad = 1;
      return pl;
    }
    if (c->s[0] != ']') { c->bad = 1; return pl; }
    c->s++;
  }
  return pl;
}

/* Decodes a Rust string literal body s[0..n) (escapes \n \t \\ \" \' \0 \xNN \u{...}). */
static char *unescape(arena *a, const char *s, size_t n, long *outlen) {
  char *o = arena_alloc(a, n + 1);
  long k = 0;
  for (size_t i = 0; i < n; i++) {
    if (s[i] != '\\' || i + 1 >= n) { o[k++] = s[i]; continue; }
    char e = s[++i];
    switch (e) {
      case 'n': o[k++] = '\n'; break;
      case 't': o[k++] = '\t'; break;
      case 'r': o[k++] = '\r'; break;
      case '0': o[k++] = 0; break;
      case 'x': {
        unsigned v = 0;
        for (int j = 0; j < 2 && i + 1 < n && isxdigit((unsigned char)s[i + 1]); j++) {
          i++;
          v = v * 16 + (unsigned)(isdigit((unsigned char)s[i]) ? s[i] - '0' : (tolower((unsigned char)s[i]) - 'a' + 10));
        }
        o[k++] = (char)v;
        break;
      }
      case 'u': {
        unsigned long v = 0;
        i++;
        while (i + 1 < n && s[i + 1] != '}') { i++; v = v * 16 + (unsigned long)(isdigit((unsigned char)s[i]) ? s[i] - '0' : (tolower((unsigned char)s[i]) - 'a' + 10)); }
        i++;
        if (v < 0x80) o[k++] = (char)v;
        else if (v < 0x800) { o[k++] = (char)(0xc0 | (v >> 6)); o[k++] = (char)(0x80 | (v & 0x3f)); }
        else if (v < 0x10000) { o[k++] = (char)(0xe0 | (v >> 12)); o[k++] = (char)(0x80 | ((v >> 6) & 0x3f)); o[k++] = (char)(0x80 | (v & 0x3f)); }
        else { o[k++] = (char)(0xf0 | (v >> 18)); o[k++] = (char)(0x80 | ((v >> 12) & 0x3f)); o[k++] = (char)(0x80 | ((v >> 6) & 0x3f)); o[k++] = (char)(0x80 | (v & 0x3f)); }
        break;
      }
      default: o[k++] = e; break;
    }
  }
  o[k] = 0;
  *outlen = k;
  return o;
}

static uint64_t utf8_cp(const unsigned char *s, long n) {
  if (n <= 0) return 0;
  if (s[0] < 0x80 || n == 1) return s[0];
  if (s[0] < 0xe0) return ((uint64_t)(s[0] & 0x1f) << 6) | (s[1] & 0x3f);
  if (s[0] < 0xf0 || n < 4) return ((uint64_t)(s[0] & 0x0f) << 12) | ((uint64_t)(s[1] & 0x3f) << 6) | (s[2] & 0x3f);
  return ((uint64_t)(s[0] & 0x07) << 18) | ((uint64_t)(s[1] & 0x3f) << 12) | ((uint64_t)(s[2] & 0x3f) << 6) | (s[3] & 0x3f);
}

static uint64_t norm_bits(uint64_t v, int w, int sg) {
  if (w >= 64) return v;
  uint64_t mask = (1ull << w) - 1;
  v &= mask;
  if (sg && (v >> (w - 1)) & 1) v |= ~mask;
  return v;
}

/* `const …` (c->s after "const "). */
static rs_const parse_const(mparser *m, cur *c) {
  rs_const k;
  memset(&k, 0, sizeof k);
  const char *s = c->s;
  if (*s == '"') {
    const char *e = skip_string(s);
    k.k = RC_STR;
    k.text = unescape(m->a, s + 1, (size_t)(e - s - 2), &k.len);
    c->s = e;
    return k;
  }
  if (s[0] == 'b' && s[1] == '"') {
    const char *e = skip_string(s + 1);
    k.k = RC_BYTES;
    k.text = unescape(m->a, s + 2, (size_t)(e - s - 3), &k.len);
    c->s = e;
    return k;
  }
  if (*s == '\'') {
    const char *e = skip_char(s);
    long n;
    char *t = unescape(m->a, s + 1, (size_t)(e - s - 2), &n);
    k.k = RC_CHAR;
    k.bits = utf8_cp((const unsigned char *)t, n);
    k.width = 32;
    c->s = e;
    return k;
  }
  if (starts(s, "ZeroSized: ")) {
    /* a zero-sized constant (a closure, a fn item) with its type */
    const char *z = scan_to(s, ",)", 1);
    k.k = RC_UNSUP;
    k.text = arena_strndup(m->a, s, (size_t)(z - s));
    c->s = z;
    return k;
  }
  const char *e = scan_to(s, ",); ]", 1);
  char *t = arena_strndup(m->a, s, (size_t)(e - s));
  c->s = e;
  if (!strcmp(t, "true") || !strcmp(t, "false")) {
    k.k = RC_BOOL;
    k.bits = t[0] == 't';
    return k;
  }
  if (starts(t, "()")) { k.k = RC_UNIT; return k; }
  if (isdigit((unsigned char)t[0]) || t[0] == '-') {
    char *us = strrchr(t, '_');
    int w, sg;
    if (us && int_type(us + 1, &w, &sg)) {
      *us = 0;
      char *end;
      int neg = t[0] == '-';
      unsigned long long v = strtoull(t + neg, &end, 10);
      if (!*end) {
        k.k = RC_INT;
        k.width = w, k.is_signed = sg;
        k.bits = norm_bits(neg ? (uint64_t)0 - v : v, w, sg);
        return k;
      }
      *us = '_';
    }
    k.k = RC_UNSUP;
    k.text = t;
    return k;
  }
  /* i32::MIN, u8::MAX, core::num::<impl i32>::MAX, i32::BITS */
  {
    if (starts(t, "core::num::<impl ")) {
      char *gt = strchr(t, '>');
      if (gt && starts(gt, ">::")) {
        size_t tl = (size_t)(gt - t - 17);
        char *nt = arena_printf(m->a, "%.*s%s", (int)tl, t + 17, gt + 1);
        t = nt;
      }
    }
    char *cc = strstr(t, "::");
    int bw, bs;
    if (cc && !strcmp(cc, "::BITS")) {
      *cc = 0;
      if (int_type(t, &bw, &bs)) {
        k.k = RC_INT;
        k.width = 32;
        k.bits = (uint64_t)bw;
        return k;
      }
      *cc = ':';
    }
    int w, sg;
    if (cc && (!strcmp(cc, "::MIN") || !strcmp(cc, "::MAX"))) {
      *cc = 0;
      if (int_type(t, &w, &sg)) {
        k.k = RC_INT;
        k.width = w, k.is_signed = sg;
        uint64_t max = w == 64 ? (sg ? INT64_MAX : UINT64_MAX) : (sg ? (1ull << (w - 1)) - 1 : (1ull << w) - 1);
        k.bits = !strcmp(cc + 2, "MAX") ? max : sg ? norm_bits(max + 1, w, 1) : 0;
        return k;
      }
      *cc = ':';
    }
  }
  /* <T as std::mem::SizedTypeProperties>::ALIGN / SIZE: read only by the debug-assertion checks
   * std inlines into vec! on a pointer the model makes (non-null, 64 KiB-aligned: rs_exec.c), so
   * a layout is needed only for the checks' arithmetic; a power of two that is at least the real
   * alignment keeps them as true as they are in the real program */
  if (t[0] == '<' && strstr(t, " as std::mem::SizedTypeProperties>::")) {
    const char *f = strstr(t, ">::") + 3;
    if (!strcmp(f, "ALIGN") || !strcmp(f, "SIZE")) {
      k.k = RC_INT;
      k.width = 64;
      k.bits = 8;
      return k;
    }
  }
  if (starts(t, "<static(DefId(") && t[strlen(t) - 1] == '>') {
    /* &STATIC: the static's body is named by its path after the crate (`static TO_EBCDIC: ...`) */
    const char *tl = strstr(t, " ~ ");
    const char *p = tl ? strstr(tl, "]::") : NULL;
    if (p) {
      k.k = RC_STATIC;
      k.text = arena_strndup(m->a, p + 3, strlen(p + 3) - 3); /* without "))>" */
      return k;
    }
  }
  if (strstr(t, "::promoted[")) {
    k.k = RC_PROMOTED;
    k.text = strip_generics(m->a, t, strlen(t));
    return k;
  }
  /* a unit variant Option::<i32>::None, or a unit struct */
  {
    char *path = strip_generics(m->a, t, strlen(t));
    char *last = NULL;
    for (char *p = path; *p; p++) if (p[0] == ':' && p[1] == ':') last = p;
    const char *seg = last ? last + 2 : path;
    const rs_adt *us = rs_find_adt(m->p, seg);
    if (us && !us->is_enum && us->variants[0].nfields == 0) {
      k.k = RC_ADT;
      k.adt = arena_strdup(m->a, seg);
      k.variant = k.adt;
      return k;
    }
    if (last) {
      *last = 0;
      char *pl = strrchr(path, ':');
      const char *adt = pl ? pl + 1 : path;
      const rs_adt *d = rs_find_adt(m->p, adt);
      if (d && d->is_enum && rs_variant_index(d, last + 2) >= 0) {
        k.k = RC_ADT;
        k.adt = arena_strdup(m->a, adt);
        k.variant = arena_strdup(m->a, last + 2);
        return k;
      }
    }
  }
  {
    /* a const item by its path (`MAX_GROSS`, `datesub::MONTH_DAYS`: an upper-case last segment):
     * its body gives the value, found as a promoted constant's is (rs_find_promoted) */
    char *path = strip_generics(m->a, t, strlen(t));
    const char *seg = path;
    for (const char *p = path; *p; p++) if (p[0] == ':' && p[1] == ':') seg = p + 2;
    int ok = isupper((unsigned char)seg[0]);
    for (const char *p = path; ok && *p; p++) ok = isalnum((unsigned char)*p) || *p == '_' || *p == ':';
    for (const char *p = seg; ok && *p; p++) ok = !islower((unsigned char)*p);
    if (ok) {
      k.k = RC_PROMOTED;
      k.text = path;
      return k;
    }
  }
  k.k = RC_UNSUP;
  k.text = t;
  return k;
}

static rs_operand parse_operand(mparser *m, cur *c) {
  rs_operand o;
  memset(&o, 0, sizeof o);
  c->s = skip_ws(c->s);
  if (starts(c->s, "copy ")) { c->s += 5; o.k = RO_COPY; o.p = parse_place(m, c); }
  else if (starts(c->s, "move ")) { c->s += 5; o.k = RO_MOVE; o.p = parse_place(m, c); }
  else if (starts(c->s, "const ")) { c->s += 6; o.k = RO_CONST; o.c = parse_const(m, c); }
  else if (isalpha((unsigned char)c->s[0]) || c->s[0] == '<') {
    /* a fn item passed as a value (`.map(double)`): its path */
    const char *e = scan_to(c->s, ",)", 1);
    o.k = RO_CONST;
    o.c.k = RC_FN;
    o.c.text = strip_generics(m->a, c->s, (size_t)(e - c->s));
    c->s = e;
  } else c->bad = 1;
  return o;
}

/* Operands separated by ", " up to the closing `close`; leaves c after it. */
static int parse_operands(mparser *m, cur *c, char close, rs_operand **out) {
  /* an array aggregate may hold many (a 256-byte code page table) */
  int cap = 64, n = 0;
  rs_operand *tmp = arena_alloc(m->a, sizeof(rs_operand) * (size_t)cap);
  c->s = skip_ws(c->s);
  while (!c->bad && *c->s && *c->s != close) {
    rs_operand o = parse_operand(m, c);
    if (n == cap) {
      if (cap >= 65536) { c->bad = 1; break; }
      rs_operand *v = arena_alloc(m->a, sizeof(rs_operand) * (size_t)cap * 2);
      memcpy(v, tmp, sizeof(rs_operand) * (size_t)n);
      tmp = v, cap *= 2;
    }
    tmp[n++] = o;
    c->s = skip_ws(c->s);
    if (*c->s == ',') c->s = skip_ws(c->s + 1);
    else if (*c->s != close) c->bad = 1;
  }
  if (*c->s == close) c->s++; else c->bad = 1;
  *out = tmp;
  return n;
}

/* ---------- rvalues, statements, terminators ---------- */

static const char *const binop_names[] = {
#define X(id, s) s,
  RS_BINOPS(X)
#undef X
};

static rs_rvalue unsup_rv(mparser *m, const char *t) {
  rs_rvalue r;
  memset(&r, 0, sizeof r);
  r.k = RR_UNSUP;
  r.text = arena_strdup(m->a, t);
  return r;
}

/* An ADT aggregate or unit variant at path text t[0..n): adt/variant resolved by the source scan. */
static void adt_path(mparser *m, const char *t, size_t n, rs_rvalue *r) {
  char *path = strip_generics(m->a, t, n);
  char *last = NULL, *prev = NULL;
  for (char *p = path; *p; p++)
    if (p[0] == ':' && p[1] == ':') prev = last, last = p;
  if (last) {
    const char *seg = last + 2;
    char *ename = arena_strndup(m->a, prev ? prev + 2 : path, (size_t)(last - (prev ? prev + 2 : path)));
    const rs_adt *d = rs_find_adt(m->p, ename);
    if (d && d->is_enum) {
      r->adt = ename;
      r->variant = arena_strdup(m->a, seg);
      return;
    }
    r->adt = arena_strdup(m->a, seg);
    return;
  }
  if (!rs_find_adt(m->p, path)) {
    /* a bare variant (rustc prints std's Ordering::Greater as `Greater`): the one enum that has
     * a variant of that name */
    const rs_adt *found = NULL;
    int many = 0;
    for (int i = 0; i < m->p->nadts; i++)
      if (m->p->adts[i]->is_enum && rs_variant_index(m->p->adts[i], path) >= 0) many += found != NULL, found = m->p->adts[i];
    if (found && !many) {
      r->adt = arena_strdup(m->a, found->name);
      r->variant = path;
      return;
    }
  }
  r->adt = path;
}

static rs_rvalue parse_rvalue(mparser *m, const char *t) {
  rs_rvalue r;
  memset(&r, 0, sizeof r);
  cur c = {t, 0};
  if (t[0] == '&') {
    c.s = t + 1;
    if (starts(c.s, "raw const ")) c.s += 10;
    else if (starts(c.s, "raw mut ")) c.s += 8;
    else if (starts(c.s, "mut ")) c.s += 4;
    else if (starts(c.s, "fake ")) return unsup_rv(m, t);
    /* a fake borrow (of a slice, for its length in a bounds check): a reference for our purposes */
    if (starts(c.s, "(fake) ")) c.s += 7;
    r.k = RR_REF;
    r.place = parse_place(m, &c);
    if (c.bad || *c.s) return unsup_rv(m, t);
    return r;
  }
  if (starts(t, "copy ") || starts(t, "move ") || starts(t, "const ")) {
    const char *as = scan_to_str(t, " as ", 1);
    rs_operand o = parse_operand(m, &c);
    if (c.bad) return unsup_rv(m, t);
    r.nops = 1;
    r.ops = arena_alloc(m->a, sizeof(rs_operand));
    r.ops[0] = o;
    if (!*c.s) { r.k = RR_USE; return r; }
    if (!as || c.s != as) return unsup_rv(m, t);
    /* OP as TYPE (KIND) */
    size_t n = strlen(t);
    if (t[n - 1] != ')') return unsup_rv(m, t);
    int depth = 0;
    const char *open = NULL;
    for (const char *p = t + n - 1; p > as; p--) {
      if (*p == ')') depth++;
      else if (*p == '(' && --depth == 0) { open = p; break; }
    }
    if (!open || open <= as + 4) return unsup_rv(m, t);
    r.k = RR_CAST;
    r.ty = rs_parse_type(m->a, arena_strndup(m->a, as + 4, (size_t)(open - as - 4)));
    r.cast = arena_strndup(m->a, open + 1, (size_t)(t + n - 1 - open - 1));
    return r;
  }
  if (t[0] == '(') {
    c.s = t + 1;
    r.k = RR_TUPLE;
    r.nops = parse_operands(m, &c, ')', &r.ops);
    if (c.bad || *c.s) return unsup_rv(m, t);
    return r;
  }
  if (t[0] == '[') {
    /* [op, op] or [op; N] */
    c.s = t + 1;
    const char *semi = scan_to(c.s, ";]", 1);
    if (*semi == ';') {
      rs_operand o = parse_operand(m, &c);
      if (c.bad || c.s != semi) return unsup_rv(m, t);
      char *end;
      r.count = strtol(semi + 1, &end, 10);
      if (*end != ']' || end[1] || r.count < 0) return unsup_rv(m, t);
      r.k = RR_REPEAT;
      r.nops = 1;
      r.ops = arena_alloc(m->a, sizeof(rs_operand));
      r.ops[0] = o;
      return r;
    }
    r.k = RR_ARRAY;
    r.nops = parse_operands(m, &c, ']', &r.ops);
    if (c.bad || *c.s) return unsup_rv(m, t);
    return r;
  }
  /* a closure: {closure@f.rs:3:13: 3:21} { k: move _4, a: move _5 } (or no braces: no upvars) */
  if (starts(t, "{closure@")) {
    const char *e = scan_to(t + 1, "}", 0);
    if (*e != '}') return unsup_rv(m, t);
    r.k = RR_CLOSURE;
    r.adt = arena_strndup(m->a, t, (size_t)(e + 1 - t));
    c.s = skip_ws(e + 1);
    if (!*c.s) return r;
    if (*c.s != '{') return unsup_rv(m, t);
    c.s = skip_ws(c.s + 1);
    rs_operand tmp[128];
    int n = 0;
    while (!c.bad && *c.s && *c.s != '}') {
      const char *colon = strchr(c.s, ':');
      if (!colon) { c.bad = 1; break; }
      c.s = skip_ws(colon + 1);
      rs_operand o = parse_operand(m, &c);
      if (n < 128) tmp[n++] = o; else c.bad = 1;
      c.s = skip_ws(c.s);
      if (*c.s == ',') c.s = skip_ws(c.s + 1);
    }
    if (c.bad || strcmp(c.s, "}")) return unsup_rv(m, t);
    r.nops = n;
    r.ops = arena_alloc(m->a, sizeof(rs_operand) * (size_t)(n + 1));
    memcpy(r.ops, tmp, sizeof(rs_operand) * (size_t)n);
    return r;
  }
  /* NAME(...) or a path */
  const char *open = scan_to(t, "({", 1);
  size_t nlen = (size_t)(open - t);
  while (nlen && t[nlen - 1] == ' ') nlen--;
  for (int i = 0; i < RB_COUNT; i++)
    if (strlen(binop_names[i]) == nlen && !strncmp(t, binop_names[i], nlen) && *open == '(') {
      c.s = open + 1;
      r.k = RR_BIN;
      r.op = (rs_binop)i;
      r.nops = parse_operands(m, &c, ')', &r.ops);
      if (c.bad || *c.s || r.nops != 2) return unsup_rv(m, t);
      return r;
    }
  static const struct { const char *n; rs_rkind k; } un[] = {
    {"Not", RR_NOT}, {"Neg", RR_NEG}, {"PtrMetadata", RR_META}};
  for (size_t i = 0; i < sizeof un / sizeof un[0]; i++)
    if (strlen(un[i].n) == nlen && !strncmp(t, un[i].n, nlen) && *open == '(') {
      c.s = open + 1;
      r.k = un[i].k;
      r.nops = parse_operands(m, &c, ')', &r.ops);
      if (c.bad || *c.s || r.nops != 1) return unsup_rv(m, t);
      return r;
    }
  if ((nlen == 3 && !strncmp(t, "Len", 3)) || (nlen == 12 && !strncmp(t, "discriminant", 12)) ||
      (nlen == 12 && !strncmp(t, "CopyForDeref", 12))) {
    if (*open != '(') return unsup_rv(m, t);
    c.s = open + 1;
    r.k = t[0] == 'L' ? RR_LEN : t[0] == 'd' ? RR_DISCR : RR_USE;
    r.place = parse_place(m, &c);
    if (c.bad || strcmp(c.s, ")")) return unsup_rv(m, t);
    if (r.k == RR_USE) {
      r.nops = 1;
      r.ops = arena_alloc(m->a, sizeof(rs_operand));
      r.ops[0] = (rs_operand){RO_COPY, r.place, {0}};
    }
    return r;
  }
  /* an aggregate: Path { f: op, ... }, Path(op, ...), or a unit Path */
  for (size_t i = 0; i < nlen; i++)
    if (!(isalnum((unsigned char)t[i]) || strchr("_:<>, '&[];()", t[i]))) return unsup_rv(m, t);
  if (!nlen || !(isalpha((unsigned char)t[0]) || t[0] == '_')) return unsup_rv(m, t);
  r.k = RR_ADT;
  adt_path(m, t, nlen, &r);
  if (!*open) return r;
  if (*open == '(') {
    c.s = open + 1;
    r.nops = parse_operands(m, &c, ')', &r.ops);
    if (c.bad || *c.s) return unsup_rv(m, t);
    return r;
  }
  /* { name: op, ... } */
  c.s = skip_ws(open + 1);
  rs_operand tmp[128];
  int n = 0;
  while (!c.bad && *c.s && *c.s != '}') {
    const char *colon = strchr(c.s, ':');
    if (!colon) { c.bad = 1; break; }
    c.s = skip_ws(colon + 1);
    rs_operand o = parse_operand(m, &c);
    if (n < 128) tmp[n++] = o; else c.bad = 1;
    c.s = skip_ws(c.s);
    if (*c.s == ',') c.s = skip_ws(c.s + 1);
  }
  if (c.bad || strcmp(c.s, "}")) return unsup_rv(m, t);
  r.nops = n;
  r.ops = arena_alloc(m->a, sizeof(rs_operand) * (size_t)(n + 1));
  memcpy(r.ops, tmp, sizeof(rs_operand) * (size_t)n);
  return r;
}

static int parse_bb(const char *s, int *out) {
  s = skip_ws(s);
  if (!starts(s, "bb")) return 0;
  char *end;
  long v = strtol(s + 2, &end, 10);
  if (end == s + 2) return 0;
  *out = (int)v;
  return 1;
}

/* The targets list after "-> ": "[return: bb1, unwind continue]", "bb3", "unwind continue". */
static int parse_targets(const char *s, const char *key, int *target) {
  s = skip_ws(s);
  *target = -1;
  if (parse_bb(s, target)) return 1;
  if (*s != '[') return 1; /* "unwind continue": no successor */
  char k[32];
  snprintf(k, sizeof k, "%s: ", key);
  const char *f = strstr(s, k);
  if (f) return parse_bb(f + strlen(k), target);
  return 1;
}

static void parse_stmt(mparser *m, const char *t, rs_stmt *st) {
  memset(st, 0, sizeof *st);
  static const char *const nops[] = {"StorageLive(", "StorageDead(", "FakeRead(", "PlaceMention(",
                                     "AscribeUserType(", "Retag(", "Coverage", "ConstEvalCounter",
                                     "nop", "Nop", "BackwardIncompatibleDropHint", "Deinit("};
  size_t n = strlen(t);
  if (!n || t[n - 1] != ';') { st->k = RS_UNSUP; st->text = arena_strdup(m->a, t); return; }
  char *body = arena_strndup(m->a, t, n - 1);
  for (size_t i = 0; i < sizeof nops / sizeof nops[0]; i++)
    if (starts(body, nops[i])) { st->k = RS_NOP; return; }
  if (starts(body, "discriminant(")) {
    cur c = {body + 13, 0};
    st->place = parse_place(m, &c);
    if (!c.bad && starts(c.s, ") = ")) {
      char *end;
      st->variant = strtol(c.s + 4, &end, 10);
      if (!*end) { st->k = RS_SETDISCR; return; }
    }
    st->k = RS_UNSUP;
    st->text = body;
    return;
  }
  const char *eq = scan_to_str(body, " = ", 1);
  if (eq) {
    cur c = {body, 0};
    st->place = parse_place(m, &c);
    if (!c.bad && c.s == eq) {
      st->k = RS_ASSIGN;
      st->rv = parse_rvalue(m, eq + 3);
      return;
    }
  }
  st->k = RS_UNSUP;
  st->text = body;
}

static void parse_term(mparser *m, const char *t, rs_term *tm) {
  memset(tm, 0, sizeof *tm);
  tm->target = -1;
  size_t n = strlen(t);
  char *body = arena_strndup(m->a, t, n && t[n - 1] == ';' ? n - 1 : n);
  if (!strcmp(body, "return")) { tm->k = RT_RETURN; return; }
  if (!strcmp(body, "unreachable")) { tm->k = RT_UNREACHABLE; return; }
  const char *arrow = scan_to_str(body, " -> ", 1);
  if (!arrow) goto unsup;
  const char *after = arrow + 4;
  if (starts(body, "goto -> ")) {
    tm->k = RT_GOTO;
    if (!parse_bb(after, &tm->target)) goto unsup;
    return;
  }
  if (starts(body, "falseEdge -> ") || starts(body, "falseUnwind -> ")) {
    tm->k = RT_GOTO;
    const char *r = strstr(after, "real: ");
    if (!r || !parse_bb(r + 6, &tm->target)) goto unsup;
    return;
  }
  if (starts(body, "switchInt(")) {
    cur c = {body + 10, 0};
    tm->op = parse_operand(m, &c);
    if (c.bad || c.s != arrow - 1 || *c.s != ')') goto unsup;
    const char *s = skip_ws(after);
    if (*s != '[') goto unsup;
    s++;
    uint64_t vals[512];
    int tg[512], k = 0, other = -1;
    while (*s && *s != ']') {
      s = skip_ws(s);
      if (starts(s, "otherwise: ")) {
        if (!parse_bb(s + 11, &other)) goto unsup;
      } else {
        char *end;
        unsigned long long v = strtoull(s, &end, 10);
        if (end == s || *end == '-') goto unsup;
        /* a suffix like _u8 */
        while (*end && *end != ':') end++;
        if (*end != ':' || k >= 512 || !parse_bb(end + 1, &tg[k])) goto unsup;
        vals[k++] = v;
      }
      s = scan_to(s, ",]", 0);
      if (*s == ',') s++;
    }
    if (other < 0) goto unsup;
    tm->k = RT_SWITCH;
    tm->nvals = k;
    tm->vals = arena_alloc(m->a, sizeof(uint64_t) * (size_t)(k + 1));
    tm->targets = arena_alloc(m->a, sizeof(int) * (size_t)(k + 1));
    memcpy(tm->vals, vals, sizeof(uint64_t) * (size_t)k);
    memcpy(tm->targets, tg, sizeof(int) * (size_t)k);
    tm->target = other;
    return;
  }
  if (starts(body, "assert(")) {
    cur c = {body + 7, 0};
    tm->expected = 1;
    if (*c.s == '!') { tm->expected = 0; c.s++; }
    tm->op = parse_operand(m, &c);
    if (c.bad || !starts(c.s, ", \"")) goto unsup;
    const char *ms = c.s + 2, *me = skip_string(ms);
    long len;
    tm->msg = unescape(m->a, ms + 1, (size_t)(me - ms - 2), &len);
    c.s = me;
    if (*c.s == ',') c.s++;
    tm->nargs = parse_operands(m, &c, ')', &tm->args);
    if (c.bad) goto unsup;
    tm->k = RT_ASSERT;
    if (!parse_targets(after, "success", &tm->target) || tm->target < 0) goto unsup;
    return;
  }
  if (starts(body, "drop(")) {
    cur c = {body + 5, 0};
    tm->dest = parse_place(m, &c);
    if (c.bad) goto unsup;
    tm->k = RT_DROP;
    if (!parse_targets(after, "return", &tm->target) || tm->target < 0) goto unsup;
    return;
  }
  /* DEST = CALLEE(ARGS) -> targets */
  {
    const char *eq = scan_to_str(body, " = ", 1);
    if (!eq || eq > arrow) goto unsup;
    cur c = {body, 0};
    tm->dest = parse_place(m, &c);
    if (c.bad || c.s != eq) goto unsup;
    const char *callee = eq + 3;
    const char *open = scan_to(callee, "(", 1);
    if (*open != '(') goto unsup;
    tm->callee = strip_generics(m->a, callee, (size_t)(open - callee));
    c.s = open + 1;
    tm->nargs = parse_operands(m, &c, ')', &tm->args);
    if (c.bad || c.s != arrow) goto unsup;
    tm->k = RT_CALL;
    if (!parse_targets(after, "return", &tm->target)) goto unsup;
    return;
  }
unsup:
  tm->k = RT_TUNSUP;
  tm->text = body;
}

/* ---------- bodies ---------- */

static void body_add_local(mparser *m, rs_body *b, int idx, const rs_type *t, int *cap) {
  if (idx >= *cap) {
    int nc = idx * 2 + 8;
    const rs_type **v = arena_alloc(m->a, sizeof(rs_type *) * (size_t)nc);
    const char **nm = arena_alloc(m->a, sizeof(char *) * (size_t)nc);
    memset(v, 0, sizeof(rs_type *) * (size_t)nc);
    memset(nm, 0, sizeof(char *) * (size_t)nc);
    if (*cap) {
      memcpy(v, b->ltypes, sizeof(rs_type *) * (size_t)*cap);
      memcpy(nm, b->lnames, sizeof(char *) * (size_t)*cap);
    }
    b->ltypes = v;
    b->lnames = nm;
    *cap = nc;
  }
  if (t) b->ltypes[idx] = t;
  if (idx + 1 > b->nlocals) b->nlocals = idx + 1;
}

/* Parses the body whose header is line m->i (already split into name/params by the caller). */
static rs_body *parse_body(mparser *m, const char *name, const char *params, const char *ret, const char *loc) {
  rs_body *b = arena_alloc(m->a, sizeof *b);
  memset(b, 0, sizeof *b);
  b->name = name;
  b->loc = loc ? loc : "?";
  int cap = 0;
  body_add_local(m, b, 0, ret ? rs_parse_type(m->a, ret) : NULL, &cap);
  if (params) {
    char **items;
    int k = split_commas(m->a, params, strlen(params), &items);
    for (int i = 0; i < k; i++) {
      cur c = {items[i], 0};
      int l = parse_local(&c);
      if (c.bad || !starts(c.s, ": ")) { b->unsupported = arena_printf(m->a, "parameter '%s'", items[i]); continue; }
      body_add_local(m, b, l, rs_parse_type(m->a, c.s + 2), &cap);
      if (l > b->nparams) b->nparams = l;
    }
  }
  rs_block *blocks = NULL;
  int bcap = 0;
  m->i++;
  while (m->i < m->nlines) {
    mline *L = &m->lines[m->i];
    if (L->indent == 0) {
      if (!strcmp(L->text, "}")) { m->i++; break; }
      perr(m, L->lineno, "unterminated body");
      return NULL;
    }
    const char *t = L->text;
    if (L->loc && !b->loc[0]) b->loc = L->loc;
    if (starts(t, "debug ")) {
      const char *arrow = strstr(t, " => ");
      if (arrow && arrow[4] == '_') {
        cur c = {arrow + 4, 0};
        int l = parse_local(&c);
        if (!c.bad && !strcmp(c.s, ";")) {
          body_add_local(m, b, l, NULL, &cap);
          b->lnames[l] = arena_strndup(m->a, t + 6, (size_t)(arrow - t - 6));
        }
      }
      m->i++;
      continue;
    }
    if (starts(t, "let ")) {
      const char *p = t + 4;
      if (starts(p, "mut ")) p += 4;
      cur c = {p, 0};
      int l = parse_local(&c);
      size_t n = strlen(c.s);
      if (c.bad || !starts(c.s, ": ") || c.s[n - 1] != ';') { perr(m, L->lineno, "malformed local"); return NULL; }
      body_add_local(m, b, l, rs_parse_type(m->a, arena_strndup(m->a, c.s + 2, n - 3)), &cap);
      if (l == 0 && L->loc) b->loc = L->loc;
      m->i++;
      continue;
    }
    if (starts(t, "scope ") || !strcmp(t, "}")) { m->i++; continue; }
    int bb;
    if (parse_bb(t, &bb) && t[strlen(t) - 1] == '{') {
      if (bb >= bcap) {
        int nc = bb * 2 + 8;
        rs_block *v = arena_alloc(m->a, sizeof(rs_block) * (size_t)nc);
        memset(v, 0, sizeof(rs_block) * (size_t)nc);
        if (bcap) memcpy(v, blocks, sizeof(rs_block) * (size_t)bcap);
        blocks = v;
        bcap = nc;
      }
      if (bb + 1 > b->nblocks) b->nblocks = bb + 1;
      int bindent = L->indent;
      m->i++;
      int first = m->i;
      while (m->i < m->nlines && !(m->lines[m->i].indent == bindent && !strcmp(m->lines[m->i].text, "}"))) {
        if (m->lines[m->i].indent <= bindent) { perr(m, m->lines[m->i].lineno, "unterminated basic block"); return NULL; }
        m->i++;
      }
      if (m->i >= m->nlines || m->i == first) { perr(m, L->lineno, "empty or unterminated basic block"); return NULL; }
      int last = m->i - 1;
      rs_block *blk = &blocks[bb];
      blk->nstmts = last - first;
      blk->stmts = arena_alloc(m->a, sizeof(rs_stmt) * (size_t)(blk->nstmts + 1));
      for (int k = first; k < last; k++) {
        if (m->lines[k].loc) m->lastloc = m->lines[k].loc;
        parse_stmt(m, m->lines[k].text, &blk->stmts[k - first]);
        blk->stmts[k - first].loc = m->lastloc ? m->lastloc : b->loc;
      }
      if (m->lines[last].loc) m->lastloc = m->lines[last].loc;
      parse_term(m, m->lines[last].text, &blk->term);
      blk->term.loc = m->lastloc ? m->lastloc : b->loc;
      m->i++;
      continue;
    }
    perr(m, L->lineno, "unexpected line in a body");
    return NULL;
  }
  b->blocks = blocks;
  if (b->nblocks == 0 && !b->unsupported) b->unsupported = "a body without basic blocks";
  /* every local has a type; every target is a block */
  for (int i = 0; i < b->nlocals; i++)
    if (!b->ltypes[i]) b->ltypes[i] = mk_type(m->a, RT_OTHER, "?");
  for (int i = 0; i < b->nblocks; i++) {
    rs_term *tm = &b->blocks[i].term;
    if (!b->blocks[i].stmts && tm->k == RT_GOTO && tm->target == 0 && !tm->loc) {
      /* a block number never defined */
      tm->k = RT_TUNSUP;
      tm->text = "a basic block missing from the MIR";
      tm->loc = b->loc;
    }
    int bad = tm->target >= b->nblocks;
    for (int k = 0; k < tm->nvals; k++) bad |= tm->targets[k] < 0 || tm->targets[k] >= b->nblocks;
    if (bad) { perr(m, 0, "a jump to a block that does not exist"); return NULL; }
  }
  return b;
}

static void add_body(mparser *m, rs_body *b, int *cap) {
  rs_program *p = m->p;
  if (rs_find_body(p, b->name)) return; /* keep the first (runtime) body */
  if (p->nbodies == *cap) {
    *cap = *cap ? *cap * 2 : 16;
    rs_body **v = arena_alloc(m->a, sizeof(rs_body *) * (size_t)*cap);
    if (p->nbodies) memcpy(v, p->bodies, sizeof(rs_body *) * (size_t)p->nbodies);
    p->bodies = v;
  }
  p->bodies[p->nbodies++] = b;
}

/* "fn <impl at f.rs:3:1: 3:7>::new" → "P::new" (the impl's type from the source). */
static const char *fn_name(mparser *m, const char *s, size_t n) {
  char *name = arena_strndup(m->a, s, n);
  if (starts(name, "<impl at ")) {
    const char *gt = strstr(name, ">::");
    const char *at = name + 9;
    int k = file_at(m, at);
    if (gt && k >= 0) {
      int line = 0, col = 0;
      if (sscanf(at + strlen(m->paths[k]) + 1, "%d:%d", &line, &col) == 2) {
        char *ty = impl_type(m->a, m->srcs[k], line, col);
        if (ty) return arena_printf(m->a, "%s::%s", ty, gt + 3);
      }
    }
  }
  return strip_generics(m->a, name, strlen(name));
}

rs_program *rs_parse_mir(const char *mir, size_t len, const char *src_path, const char *src, diag_ctx *d) {
  return rs_parse_mir_crate(mir, len, 1, &src_path, &src, d);
}

rs_program *rs_parse_mir_crate(const char *mir, size_t len, int nfiles, const char *const *paths, const char *const *srcs,
                               diag_ctx *d) {
  arena *a = arena_new();
  rs_program *p = arena_alloc(a, sizeof *p);
  memset(p, 0, sizeof *p);
  p->a = a;
  p->path = arena_strdup(a, paths[0]);
  mparser m = {a, p, p->path, srcs[0], nfiles, paths, srcs, NULL, 0, 0, d, NULL, 0};
  scan_adts(p, srcs[0]);
  for (int k = 1; k < nfiles; k++) scan_more_adts(p, srcs[k]);
  split_lines(&m, mir, len);
  int cap = 0;
  while (m.i < m.nlines && !m.err) {
    mline *L = &m.lines[m.i];
    const char *t = L->text;
    if (L->indent != 0) { perr(&m, L->lineno, "unexpected indented line"); break; }
    if (starts(t, "fn ")) {
      const char *s = t + 3;
      const char *open = scan_to(s, "(", 1);
      const char *close = *open ? scan_to(open + 1, ")", 1) : open;
      if (!*open || *close != ')' || t[strlen(t) - 1] != '{') { perr(&m, L->lineno, "malformed fn header"); break; }
      const char *name = fn_name(&m, s, (size_t)(open - s));
      const char *params = arena_strndup(a, open + 1, (size_t)(close - open - 1));
      const char *ret = NULL;
      if (starts(close, ") -> ")) ret = arena_strndup(a, close + 5, strlen(close + 5) - 2);
      m.lastloc = NULL;
      rs_body *b = parse_body(&m, name, params, ret, L->loc);
      if (b) add_body(&m, b, &cap);
      continue;
    }
    if (starts(t, "const ") || starts(t, "static ")) {
      size_t n = strlen(t);
      if (t[n - 1] == '{') {
        const char *s = t + (t[0] == 'c' ? 6 : 7);
        if (starts(s, "mut ")) s += 4;
        const char *colon = scan_to_str(s, ": ", 1);
        if (!colon) { perr(&m, L->lineno, "malformed const header"); break; }
        /* a promoted constant of an impl's method: `<impl at f.rs:3:1: 3:7>::m::promoted[0]` named
         * as the method is (fn_name) */
        const char *name = fn_name(&m, s, (size_t)(colon - s));
        const char *eq = strstr(colon, " = {");
        const char *ret = eq ? arena_strndup(a, colon + 2, (size_t)(eq - colon - 2)) : NULL;
        m.lastloc = NULL;
        rs_body *b = parse_body(&m, name, NULL, ret, L->loc);
        if (b) add_body(&m, b, &cap);
        continue;
      }
      /* `const NAME: T = const LIT;` on one line: a body `_0 = const LIT; return` */
      const char *s = t + (t[0] == 'c' ? 6 : 7);
      const char *colon = t[0] == 'c' ? scan_to_str(s, ": ", 1) : NULL;
      const char *eq = colon ? strstr(colon, " = const ") : NULL;
      if (eq && t[n - 1] == ';') {
        rs_body *b = arena_alloc(a, sizeof *b);
        memset(b, 0, sizeof *b);
        b->name = strip_generics(a, s, (size_t)(colon - s));
        b->loc = L->loc ? L->loc : "?";
        int lcap = 0;
        body_add_local(&m, b, 0, rs_parse_type(a, arena_strndup(a, colon + 2, (size_t)(eq - colon - 2))), &lcap);
        char *lit = arena_strndup(a, eq + 3, strlen(eq + 3) - 1);
        cur c = {lit, 0};
        rs_operand *o = arena_alloc(a, sizeof *o);
        *o = parse_operand(&m, &c);
        if (!c.bad && !*skip_ws(c.s)) {
          rs_block *blk = arena_alloc(a, sizeof *blk);
          memset(blk, 0, sizeof *blk);
          blk->nstmts = 1;
          blk->stmts = arena_alloc(a, sizeof(rs_stmt));
          memset(blk->stmts, 0, sizeof(rs_stmt));
          blk->stmts[0].k = RS_ASSIGN;
          blk->stmts[0].place.local = 0;
          blk->stmts[0].rv.k = RR_USE;
          blk->stmts[0].rv.nops = 1;
          blk->stmts[0].rv.ops = o;
          blk->stmts[0].loc = b->loc;
          blk->term.k = RT_RETURN;
          blk->term.loc = b->loc;
          b->nblocks = 1;
          b->blocks = blk;
          add_body(&m, b, &cap);
        }
      }
      m.i++;
      continue;
    }
    if (t[strlen(t) - 1] == '{') {
      /* alloc blocks and other items: skipped to their closing brace in column 0 */
      m.i++;
      while (m.i < m.nlines && !(m.lines[m.i].indent == 0 && !strcmp(m.lines[m.i].text, "}"))) m.i++;
      if (m.i >= m.nlines) { perr(&m, L->lineno, "unterminated item"); break; }
      m.i++;
      continue;
    }
    if (!strcmp(t, "}")) { perr(&m, L->lineno, "unbalanced '}'"); break; }
    m.i++;
  }
  free(m.lines);
  if (m.err) {
    arena_free(a);
    return NULL;
  }
  return p;
}
