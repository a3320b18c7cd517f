/* jv_class.c — our reader of class files (JVMS chapter 4): magic and version, the constant pool
 * with every tag, fields, methods, the Code attribute with its exception table, LineNumberTable and
 * LocalVariableTable, BootstrapMethods and SourceFile. StackMapTable and every other attribute are
 * skipped by their length. Every read is bounds-checked and every constant pool index checked for
 * its tag, so a truncated or malformed file gives one error "byte N: expected ...". */
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "lang/jimple/jv.h"

typedef struct rd {
  const uint8_t *p;
  size_t len, off;
  arena *a;
  char *err;
  size_t errn;
  jmp_buf jb;
  jv_class *c;
} rd;

__attribute__((format(printf, 3, 4), noreturn)) static void fail(rd *r, size_t at, const char *fmt, ...) {
  /* every message names what was expected there */
  int k = snprintf(r->err, r->errn, "byte %zu: %s", at, strncmp(fmt, "truncated", 9) ? "expected " : "");
  va_list ap;
  va_start(ap, fmt);
  if (k >= 0 && (size_t)k < r->errn) vsnprintf(r->err + k, r->errn - (size_t)k, fmt, ap);
  va_end(ap);
  /* one line: the file's bytes quoted in the message may hold control characters */
  for (char *q = r->err; *q; q++)
    if ((unsigned char)*q < 0x20 || *q == 0x7f) *q = '?';
  longjmp(r->jb, 1);
}

static void need(rd *r, size_t n, const char *what) {
  if (r->len - r->off < n) fail(r, r->off, "truncated: expected %s (%zu bytes), the file ends", what, n);
}
static unsigned u1(rd *r, const char *what) {
  need(r, 1, what);
  return r->p[r->off++];
}
static unsigned u2(rd *r, const char *what) {
  need(r, 2, what);
  unsigned v = (unsigned)r->p[r->off] << 8 | r->p[r->off + 1];
  r->off += 2;
  return v;
}
static uint32_t u4(rd *r, const char *what) {
  need(r, 4, what);
  uint32_t v = (uint32_t)r->p[r->off] << 24 | (uint32_t)r->p[r->off + 1] << 16 | (uint32_t)r->p[r->off + 2] << 8 |
               r->p[r->off + 3];
  r->off += 4;
  return v;
}

/* Modified UTF-8 (JVMS 4.4.7) to UTF-16 code units and to UTF-8 text (surrogates kept as 3-byte
 * forms, like the class file). */
static void decode_utf8(rd *r, jv_cp *e, const uint8_t *s, unsigned n, size_t at) {
  uint16_t *u = arena_alloc(r->a, sizeof(uint16_t) * (n + 1));
  char *t = arena_alloc(r->a, (size_t)n * 3 + 1);
  int k = 0;
  size_t m = 0;
  for (unsigned i = 0; i < n;) {
    unsigned b = s[i], cu;
    if (b == 0 || b >= 0xf0) fail(r, at + i, "a modified UTF-8 byte, not 0x%02x", b);
    if (b < 0x80) {
      cu = b, i++;
    } else if ((b & 0xe0) == 0xc0) {
      if (i + 1 >= n || (s[i + 1] & 0xc0) != 0x80) fail(r, at + i, "a 2-byte modified UTF-8 sequence");
      cu = (b & 0x1f) << 6 | (s[i + 1] & 0x3f), i += 2;
    } else if ((b & 0xf0) == 0xe0) {
      if (i + 2 >= n || (s[i + 1] & 0xc0) != 0x80 || (s[i + 2] & 0xc0) != 0x80)
        fail(r, at + i, "a 3-byte modified UTF-8 sequence");
      cu = (b & 0x0f) << 12 | (unsigned)(s[i + 1] & 0x3f) << 6 | (s[i + 2] & 0x3f), i += 3;
    } else {
      fail(r, at + i, "a modified UTF-8 lead byte, not 0x%02x", b);
    }
    u[k++] = (uint16_t)cu;
    if (cu == 0) {
      t[m++] = (char)0xc0, t[m++] = (char)0x80; /* keep the text NUL-free */
    } else if (cu < 0x80) {
      t[m++] = (char)cu;
    } else if (cu < 0x800) {
      t[m++] = (char)(0xc0 | cu >> 6), t[m++] = (char)(0x80 | (cu & 0x3f));
    } else {
      t[m++] = (char)(0xe0 | cu >> 12), t[m++] = (char)(0x80 | (cu >> 6 & 0x3f)), t[m++] = (char)(0x80 | (cu & 0x3f));
    }
  }
  t[m] = 0;
  e->u16 = u, e->n16 = k, e->utf8 = t;
}

static const char *tag_name(unsigned t) {
  switch (t) {
  case JV_CP_UTF8: return "Utf8";
  case JV_CP_CLASS: return "Class";
  case JV_CP_NAMETYPE: return "NameAndType";
  case JV_CP_STRING: return "String";
  default: return "entry";
  }
}

/* Index i (read at byte at) must name an entry of tag t. */
static void want(rd *r, unsigned i, unsigned t, size_t at) {
  jv_class *c = r->c;
  if (i == 0 || i >= (unsigned)c->ncp || c->cp[i].tag != t)
    fail(r, at, "a constant pool index of a %s entry, not %u", tag_name(t), i);
}
static const char *utf8_at(rd *r, const char *what) {
  size_t at = r->off;
  unsigned i = u2(r, what);
  want(r, i, JV_CP_UTF8, at);
  return r->c->cp[i].utf8;
}

const char *jv_cp_utf8(const jv_class *c, int i) { return c->cp[i].utf8; }
const char *jv_cp_class(const jv_class *c, int i) { return c->cp[c->cp[i].a].utf8; }
void jv_cp_member(const jv_class *c, int i, const char **owner, const char **name, const char **desc) {
  const jv_cp *e = &c->cp[i];
  *owner = e->tag == JV_CP_INDY || e->tag == JV_CP_DYNAMIC ? NULL : jv_cp_class(c, e->a);
  const jv_cp *nt = &c->cp[e->b];
  *name = c->cp[nt->a].utf8;
  *desc = c->cp[nt->b].utf8;
}

/* One FieldType (JVMS 4.3.2) at d; returns what follows, or NULL. */
static const char *field_type(const char *d) {
  int dims = 0;
  while (*d == '[') d++, dims++;
  if (dims > 255) return NULL;
  if (*d == 'L') {
    const char *e = strchr(d, ';');
    if (!e || e == d + 1) return NULL;
    for (const char *q = d + 1; q < e; q++)
      if (*q == '.' || *q == '[') return NULL;
    return e + 1;
  }
  return *d && strchr("BCDFIJSZ", *d) ? d + 1 : NULL;
}

int jv_desc_ok(const char *d, int method) {
  if (!d) return 0;
  if (!method) {
    const char *e = field_type(d);
    return e && !*e;
  }
  if (*d++ != '(') return 0;
  int slots = 0;
  while (*d && *d != ')') {
    slots += *d == 'J' || *d == 'D' ? 2 : 1;
    d = field_type(d);
    if (!d) return 0;
  }
  if (*d++ != ')' || slots > 255) return 0;
  if (*d == 'V') return d[1] == 0;
  const char *e = field_type(d);
  return e && !*e;
}

static void read_cp(rd *r) {
  jv_class *c = r->c;
  c->ncp = (int)u2(r, "the constant pool count");
  if (c->ncp == 0) fail(r, r->off - 2, "a constant pool count of at least 1");
  c->cp = arena_alloc(r->a, sizeof(jv_cp) * (size_t)c->ncp);
  size_t *at = arena_alloc(r->a, sizeof(size_t) * (size_t)c->ncp);
  for (int i = 1; i < c->ncp; i++) {
    jv_cp *e = &c->cp[i];
    at[i] = r->off;
    e->tag = (uint8_t)u1(r, "a constant pool tag");
    switch (e->tag) {
    case JV_CP_UTF8: {
      unsigned n = u2(r, "a Utf8 length");
      need(r, n, "the Utf8 bytes");
      decode_utf8(r, e, r->p + r->off, n, r->off);
      r->off += n;
      break;
    }
    case JV_CP_INTEGER: case JV_CP_FLOAT: e->u4 = u4(r, "a 4-byte constant"); break;
    case JV_CP_LONG: case JV_CP_DOUBLE: {
      uint64_t hi = u4(r, "an 8-byte constant");
      e->u8 = hi << 32 | u4(r, "an 8-byte constant");
      if (i + 1 >= c->ncp) fail(r, at[i], "a Long or Double entry before the last slot of the pool");
      i++; /* takes two entries; the second is unusable (tag 0) */
      break;
    }
    case JV_CP_CLASS: case JV_CP_STRING: case JV_CP_METHODTYPE: case JV_CP_MODULE: case JV_CP_PACKAGE:
      e->a = (uint16_t)u2(r, "a constant pool index");
      break;
    case JV_CP_FIELDREF: case JV_CP_METHODREF: case JV_CP_IMETHODREF: case JV_CP_NAMETYPE: case JV_CP_DYNAMIC:
    case JV_CP_INDY:
      e->a = (uint16_t)u2(r, "a constant pool index");
      e->b = (uint16_t)u2(r, "a constant pool index");
      break;
    case JV_CP_METHODHANDLE:
      e->a = (uint16_t)u1(r, "a method handle kind");
      e->b = (uint16_t)u2(r, "a constant pool index");
      if (e->a < 1 || e->a > 9) fail(r, at[i] + 1, "a method handle kind 1..9, not %u", e->a);
      break;
    default: fail(r, at[i], "a constant pool tag (1, 3-12, 15-20), not %u", e->tag);
    }
  }
  /* second pass: references point at entries of the right tags */
  for (int i = 1; i < c->ncp; i++) {
    jv_cp *e = &c->cp[i];
    size_t p = at[i] + 1;
    switch (e->tag) {
    case JV_CP_CLASS: case JV_CP_STRING: case JV_CP_METHODTYPE: case JV_CP_MODULE: case JV_CP_PACKAGE:
      want(r, e->a, JV_CP_UTF8, p);
      break;
    case JV_CP_FIELDREF: case JV_CP_METHODREF: case JV_CP_IMETHODREF:
      want(r, e->a, JV_CP_CLASS, p);
      want(r, e->b, JV_CP_NAMETYPE, p + 2);
      break;
    case JV_CP_NAMETYPE:
      want(r, e->a, JV_CP_UTF8, p);
      want(r, e->b, JV_CP_UTF8, p + 2);
      break;
    case JV_CP_DYNAMIC: case JV_CP_INDY: want(r, e->b, JV_CP_NAMETYPE, p + 2); break;
    case JV_CP_METHODHANDLE: {
      unsigned t = e->b < c->ncp ? c->cp[e->b].tag : 0;
      int ok = e->a <= 4 ? t == JV_CP_FIELDREF : t == JV_CP_METHODREF || t == JV_CP_IMETHODREF;
      if (!ok) fail(r, p + 1, "a method handle reference to a %s, not index %u", e->a <= 4 ? "Fieldref" : "Methodref",
                    e->b);
      break;
    }
    default: break;
    }
  }
}

static void skip_attr(rd *r, uint32_t n) {
  need(r, n, "the attribute's bytes");
  r->off += n;
}

static void read_code(rd *r, jv_method *m, uint32_t alen) {
  size_t end = r->off + alen;
  m->has_code = 1;
  m->max_stack = (int)u2(r, "max_stack");
  m->max_locals = (int)u2(r, "max_locals");
  size_t at = r->off;
  m->code_len = u4(r, "code_length");
  if (m->code_len == 0 || m->code_len >= 65536) fail(r, at, "a code length 1..65535, not %u", m->code_len);
  need(r, m->code_len, "the code bytes");
  uint8_t *code = arena_alloc(r->a, m->code_len);
  memcpy(code, r->p + r->off, m->code_len); /* the image is the caller's */
  m->code = code;
  r->off += m->code_len;
  m->ntraps_raw = (int)u2(r, "the exception table length");
  m->traps_raw = arena_alloc(r->a, sizeof *m->traps_raw * (size_t)(m->ntraps_raw + 1));
  for (int i = 0; i < m->ntraps_raw; i++) {
    at = r->off;
    m->traps_raw[i].start = (uint16_t)u2(r, "an exception table entry");
    m->traps_raw[i].end = (uint16_t)u2(r, "an exception table entry");
    m->traps_raw[i].handler = (uint16_t)u2(r, "an exception table entry");
    size_t tat = r->off;
    m->traps_raw[i].type = (uint16_t)u2(r, "an exception table entry");
    if (m->traps_raw[i].start >= m->traps_raw[i].end || m->traps_raw[i].end > m->code_len ||
        m->traps_raw[i].handler >= m->code_len)
      fail(r, at, "an exception table entry with start < end <= code length and a handler in the code");
    if (m->traps_raw[i].type) want(r, m->traps_raw[i].type, JV_CP_CLASS, tat);
  }
  unsigned na = u2(r, "the Code attribute count");
  for (unsigned k = 0; k < na; k++) {
    const char *name = utf8_at(r, "a Code attribute name");
    uint32_t n = u4(r, "an attribute length");
    need(r, n, "the attribute's bytes");
    size_t aend = r->off + n;
    if (!strcmp(name, "LineNumberTable")) {
      int cnt = (int)u2(r, "the line number count");
      m->lines = arena_alloc(r->a, sizeof *m->lines * (size_t)(cnt + 1));
      m->nlines = cnt;
      for (int i = 0; i < cnt; i++) {
        m->lines[i].pc = (uint16_t)u2(r, "a line number entry");
        m->lines[i].line = (uint16_t)u2(r, "a line number entry");
      }
    } else if (!strcmp(name, "LocalVariableTable")) {
      int cnt = (int)u2(r, "the local variable count");
      m->locnames = arena_alloc(r->a, sizeof *m->locnames * (size_t)(cnt + 1));
      m->nlocnames = cnt;
      for (int i = 0; i < cnt; i++) {
        jv_local_name *l = &m->locnames[i];
        l->start_pc = (int)u2(r, "a local variable entry");
        l->len = (int)u2(r, "a local variable entry");
        l->name = utf8_at(r, "a local variable name");
        l->desc = utf8_at(r, "a local variable descriptor");
        l->slot = (int)u2(r, "a local variable slot");
      }
    } else {
      r->off += n; /* StackMapTable (the types are inferred again), LocalVariableTypeTable, ... */
    }
    if (r->off != aend) fail(r, r->off, "the end of the %s attribute at byte %zu", name, aend);
  }
  if (r->off != end) fail(r, r->off, "the end of the Code attribute at byte %zu", end);
}

static void read_members(rd *r, int methods) {
  jv_class *c = r->c;
  int n = (int)u2(r, methods ? "the method count" : "the field count");
  if (methods) {
    c->nmethods = n;
    c->methods = arena_alloc(r->a, sizeof(jv_method) * (size_t)(n + 1));
  } else {
    c->nfields = n;
    c->fields = arena_alloc(r->a, sizeof(jv_field) * (size_t)(n + 1));
  }
  for (int i = 0; i < n; i++) {
    unsigned acc = u2(r, "access flags");
    const char *name = utf8_at(r, "a member name");
    size_t dat = r->off;
    const char *desc = utf8_at(r, "a member descriptor");
    if (!jv_desc_ok(desc, methods)) fail(r, dat, "a %s descriptor, not '%s'", methods ? "method" : "field", desc);
    jv_method *m = methods ? &c->methods[i] : NULL;
    jv_field *f = methods ? NULL : &c->fields[i];
    if (m) m->cls = c, m->access = (uint16_t)acc, m->name = name, m->desc = desc;
    else f->access = (uint16_t)acc, f->name = name, f->desc = desc;
    unsigned na = u2(r, "the attribute count");
    for (unsigned k = 0; k < na; k++) {
      const char *an = utf8_at(r, "an attribute name");
      size_t lat = r->off;
      uint32_t len = u4(r, "an attribute length");
      need(r, len, "the attribute's bytes");
      size_t end = r->off + len;
      if (m && !strcmp(an, "Code")) {
        if (m->has_code) fail(r, lat, "one Code attribute per method");
        read_code(r, m, len);
      } else if (f && !strcmp(an, "ConstantValue")) {
        if (len != 2) fail(r, lat, "a ConstantValue attribute of length 2");
        size_t at = r->off;
        unsigned ci = u2(r, "a constant value index");
        if (ci == 0 || ci >= (unsigned)c->ncp || !(c->cp[ci].tag == JV_CP_INTEGER || c->cp[ci].tag == JV_CP_FLOAT ||
                                                   c->cp[ci].tag == JV_CP_LONG || c->cp[ci].tag == JV_CP_DOUBLE ||
                                                   c->cp[ci].tag == JV_CP_STRING))
          fail(r, at, "a constant value index of an Integer, Float, Long, Double or String entry");
        f->const_cpi = (int)ci;
      } else {
        skip_attr(r, len);
      }
      if (r->off != end) fail(r, r->off, "the end of the %s attribute at byte %zu", an, end);
    }
  }
}

jv_class *jv_read_class(const uint8_t *data, size_t len, const char *path, arena *a, char *err, size_t errn) {
  rd rv = {.p = data, .len = len, .a = a, .err = err, .errn = errn};
  rd *r = &rv;
  jv_class *c = arena_alloc(a, sizeof *c);
  c->path = arena_strdup(a, path);
  r->c = c;
  if (setjmp(r->jb)) return NULL;
  if (u4(r, "the magic number 0xCAFEBABE") != 0xCAFEBABEu) fail(r, 0, "the magic number 0xCAFEBABE");
  c->minor = (uint16_t)u2(r, "the minor version");
  c->major = (uint16_t)u2(r, "the major version");
  if (c->major < 45 || c->major > 65) fail(r, 6, "a major version 45..65 (Java 1.1 to 21), not %u", c->major);
  read_cp(r);
  c->access = (uint16_t)u2(r, "the class access flags");
  size_t at = r->off;
  unsigned ti = u2(r, "this_class");
  want(r, ti, JV_CP_CLASS, at);
  c->name = jv_cp_class(c, (int)ti);
  at = r->off;
  unsigned si = u2(r, "super_class");
  if (si) {
    want(r, si, JV_CP_CLASS, at);
    c->super = jv_cp_class(c, (int)si);
  } else if (strcmp(c->name, "java/lang/Object")) {
    fail(r, at, "a superclass (only java/lang/Object has none)");
  }
  c->nifaces = (int)u2(r, "the interface count");
  c->ifaces = arena_alloc(a, sizeof(char *) * (size_t)(c->nifaces + 1));
  for (int i = 0; i < c->nifaces; i++) {
    at = r->off;
    unsigned ii = u2(r, "an interface index");
    want(r, ii, JV_CP_CLASS, at);
    c->ifaces[i] = jv_cp_class(c, (int)ii);
  }
  read_members(r, 0);
  read_members(r, 1);
  unsigned na = u2(r, "the class attribute count");
  for (unsigned k = 0; k < na; k++) {
    const char *an = utf8_at(r, "an attribute name");
    uint32_t alen = u4(r, "an attribute length");
    need(r, alen, "the attribute's bytes");
    size_t end = r->off + alen;
    if (!strcmp(an, "BootstrapMethods")) {
      c->nbsm = (int)u2(r, "the bootstrap method count");
      c->bsms = arena_alloc(a, sizeof(jv_bsm) * (size_t)(c->nbsm + 1));
      for (int i = 0; i < c->nbsm; i++) {
        at = r->off;
        unsigned mh = u2(r, "a bootstrap method handle index");
        want(r, mh, JV_CP_METHODHANDLE, at);
        c->bsms[i].mh = (int)mh;
        c->bsms[i].nargs = (int)u2(r, "the bootstrap argument count");
        c->bsms[i].args = arena_alloc(a, sizeof(uint16_t) * (size_t)(c->bsms[i].nargs + 1));
        for (int j = 0; j < c->bsms[i].nargs; j++) {
          at = r->off;
          unsigned ai = u2(r, "a bootstrap argument index");
          if (ai == 0 || ai >= (unsigned)c->ncp || c->cp[ai].tag == 0 || c->cp[ai].tag == JV_CP_UTF8)
            fail(r, at, "a bootstrap argument index of a loadable constant, not %u", ai);
          c->bsms[i].args[j] = (uint16_t)ai;
        }
      }
    } else if (!strcmp(an, "SourceFile") && alen == 2) {
      c->source = utf8_at(r, "the source file name");
    } else {
      r->off += alen;
    }
    if (r->off != end) fail(r, r->off, "the end of the %s attribute at byte %zu", an, end);
  }
  if (r->off != len) fail(r, r->off, "the end of the class file (%zu bytes follow)", len - r->off);
  /* invokedynamic entries name bootstrap methods that exist */
  for (int i = 1; i < c->ncp; i++)
    if ((c->cp[i].tag == JV_CP_INDY || c->cp[i].tag == JV_CP_DYNAMIC) && c->cp[i].a >= c->nbsm)
      fail(r, len, "a BootstrapMethods attribute with entry %u (constant pool entry %d uses it)", c->cp[i].a, i);
  return c;
}
