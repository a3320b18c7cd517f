/* jv_exec.c — the concrete semantics of the lowered representation (JVMS chapter 6 instruction by
 * instruction, JLS 12.4.2 for class initialisation): int/long arithmetic modulo 2^32/2^64, IEEE
 * float/double with Java's conversions ((int) NaN is 0, out-of-range values saturate), a heap of
 * objects, arrays and strings (UTF-16 code units), statics initialised lazily, method selection as
 * JVMS 5.4.6 says, and the exceptions the JVM raises thrown as objects through the trap table.
 * The JDK is modelled only where its documented behaviour is written here (Object, Throwable and
 * the exceptions, String, System.out.print/println, Math.abs/min/max); anything else goes wrong as
 * unsupported. Uncaught exceptions end the run as REL_O_PANICKED with Throwable.toString()'s text.
 * NullPointerException carries no message: the model is the JVM's without helpful messages
 * (-XX:-ShowCodeDetailsInExceptionMessages). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/strbuf.h"
#include "lang/jimple/jv.h"

#include "lang/jimple/jv_rt.h"
#include "lang/jimple/jv_statics.h"

enum { MAX_DEPTH = 1200, MAX_ELEMS = 1 << 24 };

res jv_wrong(rt *r, rel_wkind k, const char *where, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  strbuf sb = STRBUF_INIT;
  sb_vprintf(&sb, fmt, ap);
  va_end(ap);
  char *w = arena_strdup(r->a, sb_str(&sb));
  sb_free(&sb);
  for (char *q = w; *q; q++) /* names from the class file: one line */
    if ((unsigned char)*q < 0x20 || *q == 0x7f) *q = '?';
  r->why = w;
  r->wk = k;
  r->where = where;
  return R_WRONG;
}

/* The class of that name at run time (user classes loaded from the program's directory). */
static crt *rclass(rt *r, const char *name) {
  for (int i = 0; i < r->ncls; i++)
    if (!strcmp(r->cls[i].name, name)) return &r->cls[i];
  jv_class *c = jv_find_class(r->p, name);
  const char *jsup;
  const char *const *jif;
  if (!c && !jv_jdk_class(name, &jsup, &jif)) return NULL;
  if (r->ncls == r->capcls) {
    r->capcls = r->capcls ? 2 * r->capcls : 16;
    crt *n = arena_alloc(r->a, sizeof(crt) * (size_t)r->capcls);
    if (r->ncls) memcpy(n, r->cls, sizeof(crt) * (size_t)r->ncls);
    r->cls = n;
  }
  crt *k = &r->cls[r->ncls++];
  memset(k, 0, sizeof *k);
  k->name = c ? c->name : arena_strdup(r->a, name);
  k->c = c;
  /* a superclass chain that comes back (JVMS 5.3.5: ClassCircularityError; a class file or a
   * Jimple text can declare one) is cut here, so the walks up the chain end */
  const char *n = c ? c->super : NULL;
  for (int steps = 0; n && !k->circular; steps++) {
    jv_class *sc = strcmp(n, c->name) && steps < 1024 ? jv_find_class(r->p, n) : NULL;
    if (!sc && (!strcmp(n, c->name) || steps >= 1024)) k->circular = 1;
    n = sc ? sc->super : NULL;
  }
  if (c) {
    int ns = 0;
    for (int i = 0; i < c->nfields; i++) ns += (c->fields[i].access & 0x0008) != 0;
    k->stat = arena_alloc(r->a, sizeof(fslot) * (size_t)(ns + 1));
    for (int i = 0; i < c->nfields; i++) {
      jv_field *f = &c->fields[i];
      if (!(f->access & 0x0008)) continue;
      fslot *s = &k->stat[k->nstat++];
      s->owner = c->name, s->name = f->name, s->desc = f->desc;
      memset(&s->v, 0, sizeof s->v);
    }
  }
  return k;
}

static const char *super_of(rt *r, const char *name) {
  crt *k = rclass(r, name);
  if (!k) return NULL;
  if (k->c) return k->circular ? NULL : k->c->super;
  const char *sup;
  const char *const *ifs;
  jv_jdk_class(k->name, &sup, &ifs);
  return sup;
}

/* Whether class `name` is `target` or a subclass / implementor of it; -1 when a class on the way is
 * outside the model. */
static int subclass_of(rt *r, const char *name, const char *target, int depth) {
  if (depth > 64) return -1;
  for (const char *n = name; n; n = super_of(r, n)) {
    if (!strcmp(n, target)) return 1;
    crt *k = rclass(r, n);
    if (!k) return -1;
    if (k->c) {
      for (int i = 0; i < k->c->nifaces; i++) {
        int s = subclass_of(r, k->c->ifaces[i], target, depth + 1);
        if (s) return s;
      }
    } else {
      const char *sup;
      const char *const *ifs;
      jv_jdk_class(k->name, &sup, &ifs);
      for (int i = 0; ifs && ifs[i]; i++) {
        int s = subclass_of(r, ifs[i], target, depth + 1);
        if (s) return s;
      }
    }
  }
  return 0;
}

int jv_subclass_of(rt *r, const char *name, const char *target) { return subclass_of(r, name, target, 0); }

/* ---- objects ---- */

obj *jv_new_obj(rt *r, const char *cls) {
  obj *o = arena_alloc(r->a, sizeof *o);
  o->cls = cls;
  o->kind = K_PLAIN;
  return o;
}

obj *jv_new_string(rt *r, const uint16_t *u, int n) {
  obj *o = jv_new_obj(r, "java/lang/String");
  o->kind = K_STRING;
  o->u = arena_alloc(r->a, sizeof(uint16_t) * (size_t)(n + 1));
  if (n) memcpy(o->u, u, sizeof(uint16_t) * (size_t)n);
  o->len = n;
  return o;
}

obj *jv_new_cstring(rt *r, const char *s) {
  int n = (int)strlen(s);
  uint16_t *u = arena_alloc(r->a, sizeof(uint16_t) * (size_t)(n + 1));
  for (int i = 0; i < n; i++) u[i] = (unsigned char)s[i];
  return jv_new_string(r, u, n);
}

static obj *intern(rt *r, const jv_class *c, int cpi) {
  const jv_cp *e = &c->cp[c->cp[cpi].a];
  for (int i = 0; i < r->nint; i++) {
    obj *s = r->interned[i];
    if (s->len == e->n16 && (!s->len || !memcmp(s->u, e->u16, sizeof(uint16_t) * (size_t)s->len))) return s;
  }
  if (r->nint == r->capint) {
    r->capint = r->capint ? 2 * r->capint : 16;
    obj **n = arena_alloc(r->a, sizeof(obj *) * (size_t)r->capint);
    if (r->nint) memcpy(n, r->interned, sizeof(obj *) * (size_t)r->nint);
    r->interned = n;
  }
  return r->interned[r->nint++] = jv_new_string(r, e->u16, e->n16);
}

/* UTF-16 code units to UTF-8 (a lone surrogate as its 3-byte form). */
void jv_utf16_out(strbuf *sb, const uint16_t *u, int n) {
  for (int i = 0; i < n; i++) {
    unsigned c = u[i];
    if (c >= 0xd800 && c < 0xdc00 && i + 1 < n && u[i + 1] >= 0xdc00 && u[i + 1] < 0xe000) {
      unsigned cp = 0x10000 + ((c - 0xd800) << 10) + (u[i + 1] - 0xdc00u);
      i++;
      sb_putc(sb, (char)(0xf0 | cp >> 18));
      sb_putc(sb, (char)(0x80 | (cp >> 12 & 0x3f)));
      sb_putc(sb, (char)(0x80 | (cp >> 6 & 0x3f)));
      sb_putc(sb, (char)(0x80 | (cp & 0x3f)));
    } else if (c < 0x80) {
      sb_putc(sb, (char)c);
    } else if (c < 0x800) {
      sb_putc(sb, (char)(0xc0 | c >> 6));
      sb_putc(sb, (char)(0x80 | (c & 0x3f)));
    } else {
      sb_putc(sb, (char)(0xe0 | c >> 12));
      sb_putc(sb, (char)(0x80 | (c >> 6 & 0x3f)));
      sb_putc(sb, (char)(0x80 | (c & 0x3f)));
    }
  }
}

const char *jv_dotted(rt *r, const char *internal) {
  char *s = arena_strdup(r->a, internal);
  for (char *p = s; *p; p++)
    if (*p == '/') *p = '.';
  return s;
}

res jv_throw(rt *r, const char *cls, const char *msg) {
  obj *e = jv_new_obj(r, cls);
  if (msg) e->msg = jv_new_cstring(r, msg);
  r->exc = e;
  return R_THROW;
}

/* ---- locations ---- */

static const char *where(rt *r, const jv_method *m, int pc) {
  const char *src = m->cls->source ? m->cls->source : m->cls->path;
  /* the user's .java file when the class came from it */
  const char *d = r->p->display, *sl = strrchr(d, '/');
  if (m->cls->source && !strcmp(sl ? sl + 1 : d, m->cls->source)) src = d;
  int line = jv_line_of(m, pc);
  return line ? arena_printf(r->a, "%s:%d", src, line) : arena_printf(r->a, "%s (%s.%s, pc %d)", src, m->cls->name, m->name, pc);
}

/* ---- Java's conversions and arithmetic ---- */

static int32_t f2i(double x) {
  if (isnan(x)) return 0;
  if (x >= 2147483647.0) return INT32_MAX;
  if (x <= -2147483648.0) return INT32_MIN;
  return (int32_t)x;
}
static int64_t f2l(double x) {
  if (isnan(x)) return 0;
  if (x >= 9223372036854775807.0) return INT64_MAX;
  if (x <= -9223372036854775808.0) return INT64_MIN;
  return (int64_t)x;
}
static int32_t fcmp(double a, double b, int nan) {
  if (isnan(a) || isnan(b)) return nan;
  return a > b ? 1 : a < b ? -1 : 0;
}

/* Double.toString / Float.toString where this model knows the digits: NaN, infinities, zeros and
 * integral values below 10^7 ("12.0"); NULL otherwise (unsupported, never guessed). */
static const char *fp_text(rt *r, double d) {
  if (isnan(d)) return "NaN";
  if (isinf(d)) return d > 0 ? "Infinity" : "-Infinity";
  if (d == 0) return signbit(d) ? "-0.0" : "0.0";
  if (d == floor(d) && fabs(d) < 1e7) return arena_printf(r->a, "%.1f", d);
  return NULL;
}

static res exec(rt *r, jv_method *m, val *args, val *ret);
static jv_method *select_virtual(rt *r, const char *cls, const char *name, const char *desc, const char **jdk, int *amb);
static const char *exc_text(rt *r, obj *e);

/* String conversion (JLS 5.1.11) of a value of descriptor type t into sb: a user object by its own
 * toString (run here), a model object by its model, Object.toString (an identity hash) refused. */
res jv_str_conv(rt *r, strbuf *sb, char t, val v, const char *at) {
  switch (t) {
  case 'I': case 'S': case 'B': sb_printf(sb, "%d", v.i); return R_OK;
  case 'J': sb_printf(sb, "%lld", (long long)v.j); return R_OK;
  case 'Z': sb_puts(sb, v.i ? "true" : "false"); return R_OK;
  case 'C': {
    uint16_t u = (uint16_t)v.i;
    jv_utf16_out(sb, &u, 1);
    return R_OK;
  }
  case 'F': case 'D': {
    const char *s = fp_text(r, t == 'F' ? (double)v.f : v.d);
    if (!s)
      return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: the decimal text of a %s that is not integral below 10^7",
                      t == 'F' ? "float" : "double");
    sb_puts(sb, s);
    return R_OK;
  }
  default:
    break;
  }
  obj *o = v.r;
  if (!o) {
    sb_puts(sb, "null");
    return R_OK;
  }
  if (o->kind == K_STRING) {
    jv_utf16_out(sb, o->u, o->len);
    return R_OK;
  }
  if (o->kind == K_ARRAY) return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: string conversion of an array (an identity hash)");
  res st = jv_jdk_tostring(r, o, sb, at);
  if (st != R_PASS) return st;
  const char *jdk = NULL;
  int amb = 0;
  jv_method *m = o->kind == K_PLAIN ? select_virtual(r, o->cls, "toString", "()Ljava/lang/String;", &jdk, &amb) : NULL;
  if (m && !amb) {
    if (r->depth >= MAX_DEPTH) return jv_wrong(r, REL_W_OUT_OF_FUEL, at, "call depth %d reached", MAX_DEPTH);
    val arg[1], ret;
    arg[0].r = o;
    ret.r = NULL;
    r->depth++;
    st = exec(r, m, arg, &ret);
    r->depth--;
    if (st != R_OK) return st;
    if (ret.r && ret.r->kind != K_STRING) return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: toString returned a non-string");
    if (ret.r) jv_utf16_out(sb, ret.r->u, ret.r->len);
    else sb_puts(sb, "null");
    return R_OK;
  }
  if (jv_is_throwable(r, o->cls)) {
    const char *txt = exc_text(r, o);
    if (txt) {
      sb_puts(sb, txt);
      return R_OK;
    }
  }
  return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: string conversion of an object of class %s (Object.toString: an identity hash)",
                  jv_dotted(r, o->cls));
}

/* UTF-8 (as str_conv writes it) back to UTF-16 code units. */
obj *jv_string_utf8(rt *r, const char *s, size_t n) {
  uint16_t *u = arena_alloc(r->a, sizeof(uint16_t) * (n + 1));
  int k = 0;
  for (size_t i = 0; i < n;) {
    unsigned char c = (unsigned char)s[i];
    unsigned cp;
    if (c < 0x80) cp = c, i += 1;
    else if ((c & 0xe0) == 0xc0) cp = (c & 0x1fu) << 6 | (s[i + 1] & 0x3f), i += 2;
    else if ((c & 0xf0) == 0xe0) cp = (c & 0x0fu) << 12 | (unsigned)(s[i + 1] & 0x3f) << 6 | (s[i + 2] & 0x3f), i += 3;
    else cp = (c & 0x07u) << 18 | (unsigned)(s[i + 1] & 0x3f) << 12 | (unsigned)(s[i + 2] & 0x3f) << 6 | (s[i + 3] & 0x3f), i += 4;
    if (cp >= 0x10000) {
      cp -= 0x10000;
      u[k++] = (uint16_t)(0xd800 + (cp >> 10));
      u[k++] = (uint16_t)(0xdc00 + (cp & 0x3ff));
    } else {
      u[k++] = (uint16_t)cp;
    }
  }
  return jv_new_string(r, u, k);
}

/* ---- fields ---- */

/* The class declaring field name (JVMS 5.4.3.2: the class, its superinterfaces, its superclasses). */
static const char *field_owner(rt *r, const char *cls, const char *name, const char *desc, int depth) {
  if (depth > 64) return NULL;
  for (const char *n = cls; n; n = super_of(r, n)) {
    crt *k = rclass(r, n);
    if (!k || !k->c) return NULL;
    for (int i = 0; i < k->c->nfields; i++)
      if (!strcmp(k->c->fields[i].name, name) && !strcmp(k->c->fields[i].desc, desc)) return k->c->name;
    for (int i = 0; i < k->c->nifaces; i++) {
      const char *o = field_owner(r, k->c->ifaces[i], name, desc, depth + 1);
      if (o) return o;
    }
  }
  return NULL;
}

/* Fields are named by owner, name and descriptor (a class may declare x:I and x:J). */
static fslot *obj_field(obj *o, const char *owner, const char *name, const char *desc) {
  for (int i = 0; i < o->nf; i++)
    if (!strcmp(o->f[i].owner, owner) && !strcmp(o->f[i].name, name) && !strcmp(o->f[i].desc, desc)) return &o->f[i];
  return NULL;
}

/* ---- methods ---- */

static res init_class(rt *r, crt *k);

static jv_method *declared(jv_class *c, const char *name, const char *desc) {
  for (int i = 0; i < c->nmethods; i++)
    if (!strcmp(c->methods[i].name, name) && !strcmp(c->methods[i].desc, desc)) return &c->methods[i];
  return NULL;
}

/* A non-abstract method in the superinterfaces of c (default methods); *amb when two differ. */
static jv_method *iface_default(rt *r, jv_class *c, const char *name, const char *desc, int *amb, int depth) {
  jv_method *found = NULL;
  if (depth > 64) return NULL;
  for (int i = 0; i < c->nifaces; i++) {
    crt *k = rclass(r, c->ifaces[i]);
    if (!k || !k->c) continue;
    jv_method *m = declared(k->c, name, desc);
    if (!m || (m->access & 0x0400)) m = iface_default(r, k->c, name, desc, amb, depth + 1);
    if (m && !(m->access & 0x0408)) {
      if (found && found != m) *amb = 1;
      found = m;
    }
  }
  return found;
}

/* Resolution (JVMS 5.4.3.3) from class cls: the class and its superclasses, then superinterfaces.
 * Stops at the first modelled JDK class (*jdk set to it). */
static jv_method *resolve(rt *r, const char *cls, const char *name, const char *desc, const char **jdk, int *amb) {
  *jdk = NULL;
  for (const char *n = cls; n; n = super_of(r, n)) {
    crt *k = rclass(r, n);
    if (!k) return NULL;
    if (!k->c) {
      *jdk = k->name;
      break;
    }
    jv_method *m = declared(k->c, name, desc);
    if (m) return m;
  }
  /* Object declares no method an interface may default (JLS 9.4.1.2), so reaching it goes on to
   * the superinterfaces; any other JDK superclass answers itself. */
  if (*jdk && strcmp(*jdk, "java/lang/Object")) return NULL;
  for (const char *n = cls; n; n = super_of(r, n)) {
    crt *k = rclass(r, n);
    if (!k || !k->c) break;
    jv_method *m = iface_default(r, k->c, name, desc, amb, 0);
    if (m) {
      *jdk = NULL;
      return m;
    }
  }
  return NULL;
}

/* Selection for invokevirtual/invokeinterface (JVMS 5.4.6) on an object of class cls. */
static jv_method *select_virtual(rt *r, const char *cls, const char *name, const char *desc, const char **jdk, int *amb) {
  *jdk = NULL;
  for (const char *n = cls; n; n = super_of(r, n)) {
    crt *k = rclass(r, n);
    if (!k) return NULL;
    if (!k->c) {
      *jdk = k->name;
      break;
    }
    jv_method *m = declared(k->c, name, desc);
    if (m && !(m->access & 0x0008) && !(m->access & 0x0002)) return m->access & 0x0400 ? NULL : m;
  }
  if (*jdk && strcmp(*jdk, "java/lang/Object")) return NULL;
  for (const char *n = cls; n; n = super_of(r, n)) {
    crt *k = rclass(r, n);
    if (!k || !k->c) break;
    jv_method *m = iface_default(r, k->c, name, desc, amb, 0);
    if (m) {
      *jdk = NULL;
      return m;
    }
  }
  return NULL;
}

int jv_is_throwable(rt *r, const char *cls) { return subclass_of(r, cls, "java/lang/Throwable", 0) == 1; }

/* invokedynamic: string concatenation (StringConcatFactory.makeConcatWithConstants) and lambdas
 * (LambdaMetafactory, jv_lambda.c). */
static res indy(rt *r, const jv_method *m, const jv_stmt *s, val *a, val *ret, const char *at) {
  const jv_class *c = m->cls;
  const jv_bsm *b = &c->bsms[c->cp[s->cpi].a];
  const jv_cp *mh = &c->cp[b->mh];
  const char *ow, *nm, *ds, *iname, *idesc;
  jv_cp_member(c, mh->b, &ow, &nm, &ds);
  jv_cp_member(c, s->cpi, &ow, &iname, &idesc);
  jv_cp_member(c, mh->b, &ow, &nm, &ds);
  if (!strcmp(ow, "java/lang/invoke/LambdaMetafactory")) return jv_lambda_make(r, c, b, iname, idesc, a, ret, at);
  if (strcmp(ow, "java/lang/invoke/StringConcatFactory") || strcmp(nm, "makeConcatWithConstants") || b->nargs < 1 ||
      c->cp[b->args[0]].tag != JV_CP_STRING)
    return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: invokedynamic with bootstrap %s.%s", jv_dotted(r, ow), nm);
  const jv_cp *recipe = &c->cp[c->cp[b->args[0]].a];
  strbuf sb = STRBUF_INIT;
  int ai = 0, as = 0, ci = 1;
  const char *dp = idesc + 1;
  for (int i = 0; i < recipe->n16; i++) {
    uint16_t u = recipe->u16[i];
    if (u == 1) {
      if (ai >= s->nargs) goto bad;
      char t = *dp;
      const char *q = dp;
      while (*q == '[') q++;
      if (*q == 'L') q = strchr(q, ';');
      dp = q + 1;
      res cs = jv_str_conv(r, &sb, t == '[' ? 'L' : t, a[as], at);
      if (cs != R_OK) {
        sb_free(&sb);
        return cs;
      }
      ai++;
      as += t == 'J' || t == 'D' ? 2 : 1;
    } else if (u == 2) {
      if (ci >= b->nargs) goto bad;
      const jv_cp *k = &c->cp[b->args[ci++]];
      if (k->tag != JV_CP_STRING) {
        sb_free(&sb);
        return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: a non-string concatenation constant");
      }
      jv_utf16_out(&sb, c->cp[k->a].u16, c->cp[k->a].n16);
    } else {
      jv_utf16_out(&sb, &u, 1);
    }
  }
  ret->r = jv_string_utf8(r, sb_str(&sb), sb.len);
  sb_free(&sb);
  return R_OK;
bad:
  sb_free(&sb);
  return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: a concatenation recipe that does not match its arguments");
}

static res invoke(rt *r, jv_method *m, const jv_stmt *s, val *a, val *ret, const char *at) {
  if (s->sub == JV_INV_DYNAMIC) return indy(r, m, s, a, ret, at);
  const char *ow, *nm, *ds;
  jv_cp_member(m->cls, s->cpi, &ow, &nm, &ds);
  return jv_invoke(r, (int)s->sub, ow, nm, ds, a, ret, at);
}

res jv_invoke(rt *r, int sub, const char *ow, const char *nm, const char *ds, val *a, val *ret, const char *at) {
  if (ow[0] == '[') {
    if (!strcmp(nm, "clone") && a[0].r) {
      obj *o = a[0].r, *n = jv_new_obj(r, o->cls);
      *n = *o;
      n->e = arena_alloc(r->a, sizeof(val) * (size_t)(o->len + 1));
      if (o->len) memcpy(n->e, o->e, sizeof(val) * (size_t)o->len);
      n->monitor = 0;
      ret->r = n;
      return R_OK;
    }
    if (!a[0].r) return jv_throw(r, "java/lang/NullPointerException", NULL);
    return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: array method %s", nm);
  }
  const char *jdk = NULL;
  int amb = 0;
  jv_method *t = NULL;
  if (sub == JV_INV_STATIC) {
    crt *k = rclass(r, ow);
    if (!k) return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: class %s (outside the JDK model)", jv_dotted(r, ow));
    if (!k->c) return jv_jdk_call(r, 1, ow, nm, ds, a, ret, at);
    t = resolve(r, ow, nm, ds, &jdk, &amb);
    if (!t && jdk) return jv_jdk_call(r, 1, jdk, nm, ds, a, ret, at);
    if (!t || !(t->access & 0x0008)) return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: no static method %s.%s%s", jv_dotted(r, ow), nm, ds);
    res ir = init_class(r, rclass(r, t->cls->name));
    if (ir != R_OK) return ir;
  } else {
    if (!a[0].r) return jv_throw(r, "java/lang/NullPointerException", NULL);
    if (sub == JV_INV_SPECIAL) {
      t = resolve(r, ow, nm, ds, &jdk, &amb);
      if (!t && jdk) return jv_jdk_call(r, 0, !strcmp(nm, "<init>") ? jdk : a[0].r->cls, nm, ds, a, ret, at);
    } else if (a[0].r->kind == K_ARRAY) {
      /* arrays inherit Object.equals: identity (JLS 10.7); javac calls it as Object.equals */
      if (!strcmp(nm, "equals") && !strcmp(ds, "(Ljava/lang/Object;)Z")) return ret->i = a[0].r == a[1].r, R_OK;
      return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: array method %s", nm);
    } else {
      if (a[0].r->kind == K_LAMBDA) {
        res lr = jv_lambda_call(r, a[0].r, nm, ds, a, ret, at);
        if (lr != R_PASS) return lr;
      }
      /* JVMS 5.4.6: a resolved private method is the one selected (javac 11+ calls a nestmate's
       * private method, and LambdaMetafactory a private lambda body, by invokevirtual) */
      jv_method *pm = resolve(r, ow, nm, ds, &jdk, &amb);
      if (pm && (pm->access & 0x0002) && !(pm->access & 0x0008)) {
        t = pm, jdk = NULL;
      } else {
        amb = 0;
        t = select_virtual(r, a[0].r->cls, nm, ds, &jdk, &amb);
      }
      /* another method of a lambda: a default method of its interface, else Object's, which
       * LambdaMetafactory's class leaves unspecified (its name, an identity hash) */
      if (!t && a[0].r->kind == K_LAMBDA)
        return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: %s%s of a lambda object (LambdaMetafactory's class)", nm, ds);
      if (!t && jdk) return jv_jdk_call(r, 0, a[0].r->cls, nm, ds, a, ret, at);
    }
    if (amb) return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: two default methods %s%s (IncompatibleClassChangeError)", nm, ds);
    if (!t) return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: no method %s.%s%s selected", jv_dotted(r, a[0].r->cls), nm, ds);
  }
  if (t->access & 0x0100) return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: native method %s", nm);
  if (r->depth >= MAX_DEPTH) return jv_wrong(r, REL_W_OUT_OF_FUEL, at, "call depth %d reached", MAX_DEPTH);
  r->depth++;
  res rr = exec(r, t, a, ret);
  r->depth--;
  return rr;
}

/* JLS 12.4.2 for one thread: superclass first, then the class's static initialiser. */
static res init_class(rt *r, crt *k) {
  if (!k || !k->c || k->state == 1 || k->state == 2) return R_OK;
  if (k->circular)
    return jv_wrong(r, REL_W_UNSUPPORTED, "?", "unsupported: class %s has a circular superclass chain (ClassCircularityError)", jv_dotted(r, k->name));
  if (k->state == 3) return jv_throw(r, "java/lang/NoClassDefFoundError", arena_printf(r->a, "Could not initialize class %s", jv_dotted(r, k->name)));
  k->state = 1;
  jv_class *c = k->c;
  /* constant fields are set at preparation */
  for (int i = 0; i < k->nstat; i++) {
    for (int j = 0; j < c->nfields; j++) {
      jv_field *f = &c->fields[j];
      if (!(f->access & 0x0008) || !f->const_cpi || strcmp(f->name, k->stat[i].name) || strcmp(f->desc, k->stat[i].desc))
        continue;
      const jv_cp *e = &c->cp[f->const_cpi];
      if (e->tag == JV_CP_INTEGER) k->stat[i].v.i = (int32_t)e->u4;
      else if (e->tag == JV_CP_FLOAT) memcpy(&k->stat[i].v.f, &e->u4, 4);
      else if (e->tag == JV_CP_LONG) k->stat[i].v.j = (int64_t)e->u8;
      else if (e->tag == JV_CP_DOUBLE) memcpy(&k->stat[i].v.d, &e->u8, 8);
      else k->stat[i].v.r = intern(r, c, f->const_cpi);
    }
  }
  if (!(c->access & 0x0200) && c->super) {
    crt *sk = rclass(r, c->super);
    if (!sk) {
      k->state = 0;
      return jv_wrong(r, REL_W_UNSUPPORTED, "?", "unsupported: superclass %s (outside the JDK model)", jv_dotted(r, c->super));
    }
    res sr = init_class(r, sk);
    if (sr == R_THROW) k->state = 3;
    if (sr != R_OK) return sr;
  }
  jv_method *cl = declared(c, "<clinit>", "()V");
  if (cl) {
    val ret;
    if (r->depth >= MAX_DEPTH) return jv_wrong(r, REL_W_OUT_OF_FUEL, "?", "call depth %d reached", MAX_DEPTH);
    r->depth++;
    res cr = exec(r, cl, NULL, &ret);
    r->depth--;
    if (cr == R_WRONG) return cr;
    if (cr == R_THROW) {
      k->state = 3;
      if (subclass_of(r, r->exc->cls, "java/lang/Error", 0) != 1) {
        obj *e = jv_new_obj(r, "java/lang/ExceptionInInitializerError");
        e->has_cause = 1;
        r->exc = e;
      }
      return R_THROW;
    }
  }
  k->state = 2;
  return R_OK;
}

/* The slot of a static field of a user class; a JDK class's constant (System.out, BigDecimal.ZERO)
 * comes from its model into *mv with *out NULL. */
static res static_slot(rt *r, jv_method *m, const jv_stmt *s, fslot **out, val *mv, const char *at) {
  const char *ow, *nm, *ds;
  jv_cp_member(m->cls, s->cpi, &ow, &nm, &ds);
  crt *jk = rclass(r, ow);
  if (jk && !jk->c) {
    *out = NULL;
    if (s->op == JV_GETSTATIC && jv_jdk_getstatic(r, ow, nm, ds, mv) == R_OK) return R_OK;
    return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: static field %s.%s (outside the JDK model)", jv_dotted(r, ow), nm);
  }
  const char *own = field_owner(r, ow, nm, ds, 0);
  if (!own) return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: static field %s.%s (outside the model)", jv_dotted(r, ow), nm);
  crt *k = rclass(r, own);
  res ir = init_class(r, k);
  if (ir != R_OK) return ir;
  for (int i = 0; i < k->nstat; i++)
    if (!strcmp(k->stat[i].name, nm) && !strcmp(k->stat[i].desc, ds)) {
      *out = &k->stat[i];
      return R_OK;
    }
  return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: static field %s.%s", jv_dotted(r, ow), nm);
}

/* A new object of the program's class k, its instance fields (the class's own first, then each
 * superclass's) at their defaults (JLS 4.12.5). */
static obj *plain_obj(rt *r, crt *k) {
  obj *o = jv_new_obj(r, k->name);
  int nf = 0;
  for (const char *n = k->name; n; n = super_of(r, n)) {
    crt *q = rclass(r, n);
    if (!q || !q->c) break;
    for (int j = 0; j < q->c->nfields; j++) nf += !(q->c->fields[j].access & 0x0008);
  }
  o->f = arena_alloc(r->a, sizeof(fslot) * (size_t)(nf + 1));
  for (const char *n = k->name; n; n = super_of(r, n)) {
    crt *q = rclass(r, n);
    if (!q || !q->c) break;
    for (int j = 0; j < q->c->nfields; j++)
      if (!(q->c->fields[j].access & 0x0008)) {
        memset(&o->f[o->nf].v, 0, sizeof o->f[o->nf].v);
        o->f[o->nf].owner = q->c->name;
        o->f[o->nf].desc = q->c->fields[j].desc;
        o->f[o->nf++].name = q->c->fields[j].name;
      }
  }
  return o;
}

static val rd(const val *fr, const jv_opnd *o) {
  if (o->isvar) return fr[o->slot];
  val v;
  memset(&v, 0, sizeof v);
  switch (o->ty) {
  case JV_T_INT: v.i = o->k.i; break;
  case JV_T_LONG: v.j = o->k.j; break;
  case JV_T_FLOAT: v.f = o->k.f; break;
  case JV_T_DOUBLE: v.d = o->k.d; break;
  default: v.r = NULL;
  }
  return v;
}

static int cond_holds(int c, int64_t x) {
  switch (c) {
  case JV_EQ: return x == 0;
  case JV_NE: return x != 0;
  case JV_LT: return x < 0;
  case JV_GE: return x >= 0;
  case JV_GT: return x > 0;
  default: return x <= 0;
  }
}

static obj *new_array(rt *r, char ety, const char *cls, int n) {
  obj *o = jv_new_obj(r, cls);
  o->kind = K_ARRAY;
  o->ety = ety;
  o->len = n;
  o->e = arena_alloc(r->a, sizeof(val) * (size_t)(n + 1));
  return o;
}

static res exec(rt *r, jv_method *m, val *args, val *ret) {
  if (jv_lower(m, r->p->a) < 0)
    return jv_wrong(r, REL_W_UNSUPPORTED, where(r, m, 0), "unsupported: method %s.%s%s: %s", jv_dotted(r, m->cls->name), m->name,
                 m->desc, m->lower_error);
  int nslots = m->max_locals + m->max_stack;
  val *fr = arena_alloc(r->a, sizeof(val) * (size_t)(nslots + 1));
  if (args && m->nargslots) memcpy(fr, args, sizeof(val) * (size_t)m->nargslots);
  int i = 0;
  const jv_class *c = m->cls;
  for (;;) {
    if (--r->fuel < 0) return jv_wrong(r, REL_W_OUT_OF_FUEL, where(r, m, m->stmts[i].pc), "out of fuel");
    const jv_stmt *s = &m->stmts[i];
    int next = i + 1;
    res st = R_OK;
#define AT where(r, m, s->pc)
#define A rd(fr, &s->a)
#define B rd(fr, &s->b)
#define D fr[s->dst.slot]
    switch ((jv_op)s->op) {
    case JV_NOP: break;
    case JV_MOVE:
      if (s->args) {
        val tmp[8];
        for (int k = 0; k < s->nmoves && k < 8; k++) tmp[k] = fr[s->args[2 * k + 1].slot];
        for (int k = 0; k < s->nmoves && k < 8; k++) fr[s->args[2 * k].slot] = tmp[k];
      } else {
        D = A;
      }
      break;
    case JV_CONST:
      if (s->a.ty == JV_T_REF && s->a.k.sidx) D.r = intern(r, c, s->a.k.sidx);
      else D = A;
      break;
    case JV_BIN: {
      val x = A, y = B, z;
      memset(&z, 0, sizeof z);
      int t = s->a.ty;
      if (s->sub >= JV_CMP) {
        if (t == JV_T_LONG) z.i = x.j > y.j ? 1 : x.j < y.j ? -1 : 0;
        else if (t == JV_T_FLOAT) z.i = fcmp(x.f, y.f, s->sub == JV_CMPL ? -1 : 1);
        else z.i = fcmp(x.d, y.d, s->sub == JV_CMPL ? -1 : 1);
      } else if (t == JV_T_INT) {
        uint32_t ux = (uint32_t)x.i, uy = (uint32_t)y.i;
        switch (s->sub) {
        case JV_ADD: z.i = (int32_t)(ux + uy); break;
        case JV_SUB: z.i = (int32_t)(ux - uy); break;
        case JV_MUL: z.i = (int32_t)(ux * uy); break;
        case JV_DIV: case JV_REM:
          if (y.i == 0) {
            st = jv_throw(r, "java/lang/ArithmeticException", "/ by zero");
            break;
          }
          if (x.i == INT32_MIN && y.i == -1) z.i = s->sub == JV_DIV ? INT32_MIN : 0;
          else z.i = s->sub == JV_DIV ? x.i / y.i : x.i % y.i;
          break;
        case JV_SHL: z.i = (int32_t)(ux << (uy & 31)); break;
        case JV_SHR: z.i = x.i < 0 ? (int32_t)~(~ux >> (uy & 31)) : (int32_t)(ux >> (uy & 31)); break;
        case JV_USHR: z.i = (int32_t)(ux >> (uy & 31)); break;
        case JV_AND: z.i = (int32_t)(ux & uy); break;
        case JV_OR: z.i = (int32_t)(ux | uy); break;
        default: z.i = (int32_t)(ux ^ uy); break;
        }
      } else if (t == JV_T_LONG) {
        uint64_t ux = (uint64_t)x.j, uy = (uint64_t)y.j;
        unsigned sh = (unsigned)y.i & 63;
        switch (s->sub) {
        case JV_ADD: z.j = (int64_t)(ux + uy); break;
        case JV_SUB: z.j = (int64_t)(ux - uy); break;
        case JV_MUL: z.j = (int64_t)(ux * uy); break;
        case JV_DIV: case JV_REM:
          if (y.j == 0) {
            st = jv_throw(r, "java/lang/ArithmeticException", "/ by zero");
            break;
          }
          if (x.j == INT64_MIN && y.j == -1) z.j = s->sub == JV_DIV ? INT64_MIN : 0;
          else z.j = s->sub == JV_DIV ? x.j / y.j : x.j % y.j;
          break;
        case JV_SHL: z.j = (int64_t)(ux << sh); break;
        case JV_SHR: z.j = x.j < 0 ? (int64_t)~(~ux >> sh) : (int64_t)(ux >> sh); break;
        case JV_USHR: z.j = (int64_t)(ux >> sh); break;
        case JV_AND: z.j = (int64_t)(ux & uy); break;
        case JV_OR: z.j = (int64_t)(ux | uy); break;
        default: z.j = (int64_t)(ux ^ uy); break;
        }
      } else if (t == JV_T_FLOAT) {
        switch (s->sub) {
        case JV_ADD: z.f = x.f + y.f; break;
        case JV_SUB: z.f = x.f - y.f; break;
        case JV_MUL: z.f = x.f * y.f; break;
        case JV_DIV: z.f = x.f / y.f; break;
        default: z.f = fmodf(x.f, y.f); break;
        }
      } else {
        switch (s->sub) {
        case JV_ADD: z.d = x.d + y.d; break;
        case JV_SUB: z.d = x.d - y.d; break;
        case JV_MUL: z.d = x.d * y.d; break;
        case JV_DIV: z.d = x.d / y.d; break;
        default: z.d = fmod(x.d, y.d); break;
        }
      }
      if (st == R_OK) D = z;
      break;
    }
    case JV_NEG: {
      val x = A, z;
      memset(&z, 0, sizeof z);
      if (s->a.ty == JV_T_INT) z.i = (int32_t)(0u - (uint32_t)x.i);
      else if (s->a.ty == JV_T_LONG) z.j = (int64_t)(0u - (uint64_t)x.j);
      else if (s->a.ty == JV_T_FLOAT) z.f = -x.f;
      else z.d = -x.d;
      D = z;
      break;
    }
    case JV_CONV: {
      val x = A, z;
      memset(&z, 0, sizeof z);
      double src = s->a.ty == JV_T_FLOAT ? (double)x.f : s->a.ty == JV_T_DOUBLE ? x.d : 0;
      switch (s->ety) {
      case 'J': z.j = s->a.ty == JV_T_INT ? (int64_t)x.i : f2l(src); break;
      case 'F': z.f = s->a.ty == JV_T_INT ? (float)x.i : s->a.ty == JV_T_LONG ? (float)x.j : (float)x.d; break;
      case 'D': z.d = s->a.ty == JV_T_INT ? (double)x.i : s->a.ty == JV_T_LONG ? (double)x.j : (double)x.f; break;
      case 'I': z.i = s->a.ty == JV_T_LONG ? (int32_t)(uint32_t)(uint64_t)x.j : f2i(src); break;
      case 'B': z.i = (int8_t)(uint8_t)(uint32_t)x.i; break;
      case 'C': z.i = (uint16_t)(uint32_t)x.i; break;
      default: z.i = (int16_t)(uint16_t)(uint32_t)x.i; break;
      }
      D = z;
      break;
    }
    case JV_IF: {
      val x = A, y = B;
      int64_t d;
      if (s->a.ty == JV_T_REF) d = x.r == y.r ? 0 : 1;
      else d = x.i < y.i ? -1 : x.i > y.i;
      if (s->a.ty == JV_T_REF ? (s->cond == JV_EQ ? d == 0 : d != 0) : cond_holds(s->cond, d)) next = s->target;
      break;
    }
    case JV_GOTO: next = s->target; break;
    case JV_SWITCH: {
      int32_t x = A.i;
      next = s->target;
      for (int k = 0; k < s->ncases; k++)
        if (s->keys[k] == x) {
          next = s->targets[k];
          break;
        }
      break;
    }
    case JV_RETURN:
      if (s->hasdst) *ret = A;
      return R_OK;
    case JV_THROW: {
      obj *e = A.r;
      if (!e) st = jv_throw(r, "java/lang/NullPointerException", NULL);
      else r->exc = e, st = R_THROW;
      break;
    }
    case JV_NEW: {
      const char *cn = jv_cp_class(c, s->cpi);
      crt *k = rclass(r, cn);
      if (!k) return jv_wrong(r, REL_W_UNSUPPORTED, AT, "unsupported: class %s (outside the JDK model)", jv_dotted(r, cn));
      if (!k->c && !jv_is_throwable(r, k->name) && strcmp(k->name, "java/lang/Object")) {
        obj *o = jv_jdk_new(r, k->name);
        if (!o) return jv_wrong(r, REL_W_UNSUPPORTED, AT, "unsupported: new %s (outside the JDK model)", jv_dotted(r, cn));
        D.r = o;
        break;
      }
      if (k->c && (k->c->access & 0x0600)) return jv_wrong(r, REL_W_UNSUPPORTED, AT, "unsupported: new of an abstract class");
      st = init_class(r, k);
      if (st != R_OK) break;
      D.r = plain_obj(r, k);
      break;
    }
    case JV_NEWARRAY: {
      int32_t n = A.i;
      if (n < 0) {
        st = jv_throw(r, "java/lang/NegativeArraySizeException", arena_printf(r->a, "%d", n));
        break;
      }
      if (n > MAX_ELEMS) return jv_wrong(r, REL_W_OUT_OF_FUEL, AT, "an array of %d elements (the model's bound is %d)", n, MAX_ELEMS);
      const char *cls;
      if (s->ety == 'A') {
        const char *en = jv_cp_class(c, s->cpi);
        cls = en[0] == '[' ? arena_printf(r->a, "[%s", en) : arena_printf(r->a, "[L%s;", en);
      } else {
        cls = arena_printf(r->a, "[%c", s->ety);
      }
      D.r = new_array(r, s->ety, cls, n);
      break;
    }
    case JV_ARRLEN:
      if (A.r && A.r->kind != K_ARRAY)
        return jv_wrong(r, REL_W_UNSUPPORTED, AT, "unsupported: arraylength of a non-array (the verifier would reject the class)");
      if (!A.r) st = jv_throw(r, "java/lang/NullPointerException", NULL);
      else D.i = A.r->len;
      break;
    case JV_ALOAD: case JV_ASTORE: {
      obj *arr = A.r;
      int32_t ix = B.i;
      if (!arr) {
        st = jv_throw(r, "java/lang/NullPointerException", NULL);
        break;
      }
      /* the element type the instruction names must be the array's (baload/bastore: byte or boolean);
       * a Jimple array reference on a local not declared as an array names none (ety 0): the
       * array's element type then, which must be of the type of the value read or written */
      int vty = s->op == JV_ALOAD ? s->dst.ty : s->c.ty;
      char ae = arr->kind == K_ARRAY ? arr->ety : 0;
      int ety_ty = ae == 'A' ? JV_T_REF : ae == 'J' ? JV_T_LONG : ae == 'F' ? JV_T_FLOAT : ae == 'D' ? JV_T_DOUBLE : JV_T_INT;
      if (arr->kind != K_ARRAY || !(arr->ety == s->ety || (s->ety == 'B' && arr->ety == 'Z') || (!s->ety && ety_ty == vty)))
        return jv_wrong(r, REL_W_UNSUPPORTED, AT, "unsupported: an array access of the wrong element type (the verifier would reject the class)");
      if (ix < 0 || ix >= arr->len) {
        st = jv_throw(r, "java/lang/ArrayIndexOutOfBoundsException",
                       arena_printf(r->a, "Index %d out of bounds for length %d", ix, arr->len));
        break;
      }
      if (s->op == JV_ALOAD) {
        D = arr->e[ix];
        break;
      }
      val v = rd(fr, &s->c);
      switch (arr->ety) {
      case 'Z': v.i &= 1; break;
      case 'B': v.i = (int8_t)(uint8_t)(uint32_t)v.i; break;
      case 'C': v.i = (uint16_t)(uint32_t)v.i; break;
      case 'S': v.i = (int16_t)(uint16_t)(uint32_t)v.i; break;
      case 'A':
        if (v.r) {
          const char *comp = arr->cls + 1;
          int ok = !strcmp(comp, "Ljava/lang/Object;");
          if (!ok && comp[0] == 'L') {
            char *cn = arena_strndup(r->a, comp + 1, strlen(comp) - 2);
            int sc = v.r->kind == K_ARRAY ? 0 : subclass_of(r, v.r->cls, cn, 0);
            if (sc < 0 || (v.r->kind == K_ARRAY && strcmp(cn, "java/lang/Object")))
              return jv_wrong(r, REL_W_UNSUPPORTED, AT, "unsupported: the array store check for %s", jv_dotted(r, comp));
            ok = sc == 1;
            if (!ok) {
              st = jv_throw(r, "java/lang/ArrayStoreException", jv_dotted(r, v.r->cls));
              break;
            }
          } else if (!ok && strcmp(comp, v.r->cls)) {
            return jv_wrong(r, REL_W_UNSUPPORTED, AT, "unsupported: the array store check for %s", jv_dotted(r, comp));
          }
        }
        break;
      default: break;
      }
      if (st == R_OK) arr->e[ix] = v;
      break;
    }
    case JV_GETFIELD: case JV_PUTFIELD: {
      const char *ow, *nm, *ds;
      jv_cp_member(c, s->cpi, &ow, &nm, &ds);
      obj *o = A.r;
      if (!o) {
        st = jv_throw(r, "java/lang/NullPointerException", NULL);
        break;
      }
      const char *own = field_owner(r, ow, nm, ds, 0);
      fslot *f = own ? obj_field(o, own, nm, ds) : NULL;
      if (!f) return jv_wrong(r, REL_W_UNSUPPORTED, AT, "unsupported: field %s.%s (outside the model)", jv_dotted(r, ow), nm);
      if (s->op == JV_GETFIELD) D = f->v;
      else f->v = B;
      break;
    }
    case JV_GETSTATIC: case JV_PUTSTATIC: {
      fslot *f = NULL;
      val mv;
      mv.r = NULL;
      st = static_slot(r, m, s, &f, &mv, AT);
      if (st != R_OK) break;
      if (!f) D = mv;
      else if (s->op == JV_GETSTATIC) D = f->v;
      else f->v = A;
      break;
    }
    case JV_INVOKE: {
      val av[2 * s->nargs + 4], rv; /* long and double arguments take two slots */
      memset(&rv, 0, sizeof rv);
      memset(av, 0, sizeof av);
      for (int k = 0, sl = 0; k < s->nargs; k++) {
        av[sl] = rd(fr, &s->args[k]);
        sl += s->args[k].ty == JV_T_LONG || s->args[k].ty == JV_T_DOUBLE ? 2 : 1;
      }
      st = invoke(r, m, s, av, &rv, AT);
      if (st == R_OK && s->hasdst) D = rv;
      break;
    }
    case JV_CHECKCAST: case JV_INSTANCEOF: {
      obj *o = A.r;
      const char *cn = jv_cp_class(c, s->cpi);
      int is = 0;
      if (o) {
        if (o->kind == K_ARRAY || cn[0] == '[') {
          if (strcmp(cn, "java/lang/Object") && strcmp(cn, o->cls))
            return jv_wrong(r, REL_W_UNSUPPORTED, AT, "unsupported: an array type test against %s", jv_dotted(r, cn));
          is = 1;
        } else {
          is = subclass_of(r, o->kind == K_PRINTSTREAM ? "java/io/PrintStream" : o->cls, cn, 0);
          if (is < 0) return jv_wrong(r, REL_W_UNSUPPORTED, AT, "unsupported: a type test against %s", jv_dotted(r, cn));
        }
      }
      if (s->op == JV_INSTANCEOF) {
        D.i = is;
      } else if (o && !is) {
        return jv_wrong(r, REL_W_UNSUPPORTED, AT, "unsupported: ClassCastException (its message names class loaders)");
      } else {
        D.r = o;
      }
      break;
    }
    case JV_MONITOR: {
      obj *o = A.r;
      if (!o) st = jv_throw(r, "java/lang/NullPointerException", NULL);
      else if (s->sub == 0) o->monitor++;
      else if (o->monitor <= 0) st = jv_throw(r, "java/lang/IllegalMonitorStateException", NULL);
      else o->monitor--;
      break;
    }
    case JV_UNSUP: return jv_wrong(r, REL_W_UNSUPPORTED, AT, "unsupported: %s", s->reason);
    }
    if (st == R_WRONG) return st;
    if (st == R_THROW) {
      /* the trap table, in order (JVMS 2.10) */
      int h = -1;
      for (int t = 0; t < m->ntraps && h < 0; t++) {
        const jv_trap *tp = &m->traps[t];
        if (i < tp->start || i >= tp->end) continue;
        if (!tp->catch_cpi) {
          h = tp->handler;
          break;
        }
        int sc = subclass_of(r, r->exc->cls, jv_cp_class(c, tp->catch_cpi), 0);
        if (sc < 0) return jv_wrong(r, REL_W_UNSUPPORTED, AT, "unsupported: a catch of %s (outside the model)", jv_dotted(r, jv_cp_class(c, tp->catch_cpi)));
        if (sc) h = tp->handler;
      }
      if (h < 0) return R_THROW;
      fr[m->max_locals].r = r->exc;
      r->exc = NULL;
      next = h;
    }
    i = next;
  }
#undef AT
#undef A
#undef B
#undef D
}

/* ---- the run ---- */

static int to_val(const rel_value *v, char t, val *out) {
  memset(out, 0, sizeof *out);
  if (v->kind == REL_V_FLOAT) {
    double d;
    float f;
    if (v->width == 32) {
      uint32_t b = (uint32_t)v->bits;
      memcpy(&f, &b, 4);
      d = f;
    } else {
      memcpy(&d, &v->bits, 8);
      f = (float)d;
    }
    if (t == 'F') out->f = f;
    else if (t == 'D') out->d = d;
    else return 0;
    return 1;
  }
  if (v->kind != REL_V_INT && v->kind != REL_V_BOOL) return 0;
  uint64_t b = v->bits;
  switch (t) {
  case 'I': out->i = (int32_t)(uint32_t)b; return 1;
  case 'J': out->j = (int64_t)b; return 1;
  case 'S': out->i = (int16_t)(uint16_t)b; return 1;
  case 'B': out->i = (int8_t)(uint8_t)b; return 1;
  case 'C': out->i = (uint16_t)b; return 1;
  case 'Z': out->i = b != 0; return b <= 1;
  case 'F': out->f = v->is_signed ? (float)(int64_t)b : (float)b; return 1;
  case 'D': out->d = v->is_signed ? (double)(int64_t)b : (double)b; return 1;
  default: return 0;
  }
}

static int ret_value(rt *r, const char *rt_desc, val v, rel_value *out, arena *a, const char **why) {
  switch (rt_desc[0]) {
  case 'V': *out = rel_v_void(); return 1;
  case 'I': *out = rel_v_int((uint64_t)(int64_t)v.i, 32, 1); return 1;
  case 'J': *out = rel_v_int((uint64_t)v.j, 64, 1); return 1;
  case 'S': *out = rel_v_int((uint64_t)(int64_t)v.i, 16, 1); return 1;
  case 'B': *out = rel_v_int((uint64_t)(int64_t)v.i, 8, 1); return 1;
  case 'C': *out = rel_v_int((uint64_t)(uint16_t)v.i, 16, 0); return 1;
  case 'Z': *out = rel_v_bool(v.i != 0); return 1;
  case 'F': *out = rel_v_float(v.f); return 1;
  case 'D': *out = rel_v_double(v.d); return 1;
  default: break;
  }
  if (!v.r) {
    *out = rel_v_opaque(a, "null");
    return 1;
  }
  if (v.r->kind == K_STRING) {
    strbuf sb = STRBUF_INIT;
    jv_utf16_out(&sb, v.r->u, v.r->len);
    *out = rel_v_bytes(a, sb_str(&sb), sb.len);
    sb_free(&sb);
    return 1;
  }
  if (v.r->kind == K_ARRAY && v.r->ety != 'A') {
    rel_value *items = arena_alloc(a, sizeof(rel_value) * (size_t)(v.r->len + 1));
    char d[2] = {v.r->ety, 0};
    for (int i = 0; i < v.r->len; i++) ret_value(r, d, v.r->e[i], &items[i], a, why);
    *out = rel_v_agg(a, items, v.r->len);
    return 1;
  }
  *why = arena_printf(r->a, "unsupported: returning an object of class %s (only its identity is observable)", jv_dotted(r, v.r->cls));
  return 0;
}

/* Throwable.toString() of an uncaught exception, when no user class overrides what it calls. */
static const char *exc_text(rt *r, obj *e) {
  for (const char *n = e->cls; n; n = super_of(r, n)) {
    crt *k = rclass(r, n);
    if (!k || !k->c) break;
    if (declared(k->c, "toString", "()Ljava/lang/String;") || declared(k->c, "getMessage", "()Ljava/lang/String;") ||
        declared(k->c, "getLocalizedMessage", "()Ljava/lang/String;"))
      return NULL;
  }
  strbuf sb = STRBUF_INIT;
  sb_puts(&sb, jv_dotted(r, e->cls));
  if (e->msg) {
    sb_puts(&sb, ": ");
    jv_utf16_out(&sb, e->msg->u, e->msg->len);
  }
  const char *t = arena_strdup(r->a, sb_str(&sb));
  sb_free(&sb);
  return t;
}

/* An array argument of a primitive element type ety (a one-dimensional array parameter): the
 * opaque value "null", or an aggregate of its elements converted as scalar arguments are (an
 * input's typed tree is a sequence, rel_input.null_flag). Returns 0 for anything else. */
static int array_arg(rt *r, const rel_value *v, char ety, val *out) {
  if (v->kind == REL_V_OPAQUE && v->text && !strcmp(v->text, "null")) {
    out->r = NULL;
    return 1;
  }
  if (v->kind != REL_V_AGG || v->n > MAX_ELEMS) return 0;
  obj *o = new_array(r, ety, arena_printf(r->a, "[%c", ety), v->n);
  for (int i = 0; i < v->n; i++)
    if (!to_val(&v->items[i], ety, &o->e[i])) return 0;
  out->r = o;
  return 1;
}

/* A String argument: "null", or an aggregate of its UTF-16 code units (the input is a sequence of
 * unsigned 16-bit elements, jv_lang.c). Returns 0 for anything else. */
static int string_arg(rt *r, const rel_value *v, val *out) {
  if (v->kind == REL_V_OPAQUE && v->text && !strcmp(v->text, "null")) {
    out->r = NULL;
    return 1;
  }
  if (v->kind != REL_V_AGG || v->n > MAX_ELEMS) return 0;
  uint16_t *u = arena_alloc(r->a, sizeof(uint16_t) * (size_t)(v->n + 1));
  for (int i = 0; i < v->n; i++) {
    if (v->items[i].kind != REL_V_INT) return 0;
    u[i] = (uint16_t)v->items[i].bits;
  }
  out->r = jv_new_string(r, u, v->n);
  return 1;
}

/* The fields of object argument o as "{v1, v2}" where the call changed one of the values given,
 * was; NULL where none changed. */
static const char *object_text(rt *r, const obj *o, const rel_value *was) {
  int changed = 0;
  strbuf sb = STRBUF_INIT;
  for (int k = 0; k < o->nf && k < was->n; k++) {
    val w;
    char d[2] = {o->f[k].desc[0], 0}, buf[128];
    const char *why = NULL;
    rel_value x;
    to_val(&was->items[k], d[0], &w);
    changed |= d[0] == 'J' ? w.j != o->f[k].v.j : w.i != o->f[k].v.i;
    ret_value(r, d, o->f[k].v, &x, r->a, &why);
    sb_printf(&sb, "%s%s", k ? ", " : "{", rel_value_text(&x, buf, sizeof buf));
  }
  sb_puts(&sb, o->nf ? "}" : "{}");
  const char *t = changed ? arena_strdup(r->a, sb_str(&sb)) : NULL;
  sb_free(&sb);
  return t;
}

/* An argument of a program class (jv_lang.c: an object parameter): "null", or an aggregate of its
 * instance fields' values in plain_obj's order, each converted to its field's type; the object
 * is made as the JVM's allocation without a constructor (its class initialised first, JLS
 * 12.4.1). Returns 0 for anything else, with *st set where the initialisation did not complete. */
static int object_arg(rt *r, const rel_value *v, const char *cls, val *out, res *st) {
  if (v->kind == REL_V_OPAQUE && v->text && !strcmp(v->text, "null")) {
    out->r = NULL;
    return 1;
  }
  crt *k = rclass(r, cls);
  if (v->kind != REL_V_AGG || !k || !k->c || (k->c->access & 0x0600)) return 0;
  if ((*st = init_class(r, k)) != R_OK) return 0;
  obj *o = plain_obj(r, k);
  if (o->nf != v->n) return 0;
  for (int i = 0; i < o->nf; i++) {
    rel_value x = v->items[i];
    if (o->f[i].desc[0] == 'Z') x.bits &= 1; /* the element's low bit, as jv_sym.c converts it */
    if (!to_val(&x, o->f[i].desc[0], &o->f[i].v)) return 0;
  }
  out->r = o;
  return 1;
}

rel_behaviour jv_run(jv_program *p, jv_method *m, const rel_value *args, int nargs, const jv_run_opts *o, arena *out) {
  rt rv = {.p = p, .a = arena_new(), .fuel = o && o->fuel > 0 ? o->fuel : 10000000};
  rt *r = &rv;
  rel_behaviour b;
  const char *at = where(r, m, 0);
  if (!(m->access & 0x0008)) {
    b = rel_went_wrong(out, REL_W_UNSUPPORTED, "unsupported: running an instance method (only static methods are units)", at);
    goto done;
  }
  /* arguments by the descriptor */
  val av[260];
  obj *argobj[64] = {0};  /* the array arguments, to report what the call changed in them */
  int sl = 0, k = 0;
  const char *d = m->desc + 1;
  for (; *d && *d != ')'; k++) {
    char t = *d;
    const char *e = d, *start = d;
    while (*e == '[') e++;
    int dims = (int)(e - d);
    if (*e == 'L') e = strchr(e, ';');
    d = e + 1;
    if (k >= nargs) break;
    if (dims == 0 && t == 'L' && sl < 256 && !strncmp(start, "Ljava/lang/String;", 18) && string_arg(r, &args[k], &av[sl])) {
      sl++;
      continue;
    }
    if (dims == 1 && sl < 256 && strchr("IJSBCZFD", *e) && array_arg(r, &args[k], *e, &av[sl])) {
      if (k < 64) argobj[k] = av[sl].r;
      sl++;
      continue;
    }
    if (dims == 0 && t == 'L' && sl < 256 && strncmp(start, "Ljava/", 6)) {
      res ist = R_OK;
      if (object_arg(r, &args[k], arena_strndup(r->a, start + 1, (size_t)(e - start - 1)), &av[sl], &ist)) {
        if (k < 64) argobj[k] = av[sl].r;
        sl++;
        continue;
      }
      if (ist != R_OK) {
        b = ist == R_WRONG ? rel_went_wrong(out, r->wk, r->why, r->where ? r->where : "?")
                           : rel_went_wrong(out, REL_W_UNSUPPORTED, "unsupported: the class of an argument threw in its initialiser", at);
        goto done;
      }
    }
    if (t == 'L' || t == '[' || sl >= 256 || !to_val(&args[k], t, &av[sl])) {
      b = rel_went_wrong(out, REL_W_UNSUPPORTED,
                         arena_printf(r->a, "unsupported: argument %d of %s%s (of descriptor type '%c')", k + 1, m->name, m->desc, t),
                         at);
      goto done;
    }
    sl += t == 'J' || t == 'D' ? 2 : 1;
  }
  /* the statics that are inputs follow the parameters (jv_statics.h); `equiv java run` gives none */
  const jv_static_in *stv;
  int nst = jv_statics(p, m, &stv), npar = k;
  if ((*d && *d != ')') || (nargs != k && nargs != k + nst)) {
    int want = k;
    for (; *d && *d != ')'; want++) {
      const char *e = d;
      while (*e == '[') e++;
      if (*e == 'L') e = strchr(e, ';');
      d = e + 1;
    }
    b = rel_went_wrong(out, REL_W_UNSUPPORTED, arena_printf(r->a, "unsupported: %s takes %d arguments, %d given", m->name, want, nargs), at);
    goto done;
  }
  /* each static input given (void: left out of the check) stored after its class's initialisation,
   * as Field.set does on the JVM (JLS 12.4.1); its value then, to report what the call changed */
  res st = R_OK;
  fslot *sslot[64] = {0};
  val sent[64];
  for (int i = 0; i < nst && i < 64 && npar + i < nargs && st == R_OK; i++) {
    const rel_value *v = &args[npar + i];
    if (v->kind == REL_V_VOID) continue;
    crt *ck = rclass(r, stv[i].cls);
    st = init_class(r, ck);
    for (int j = 0; st == R_OK && ck && j < ck->nstat; j++)
      if (!strcmp(ck->stat[j].name, stv[i].name) && !strcmp(ck->stat[j].desc, stv[i].desc)) sslot[i] = &ck->stat[j];
    if (st == R_OK && (!sslot[i] || !to_val(v, stv[i].desc[0], &sslot[i]->v))) {
      b = rel_went_wrong(out, REL_W_UNSUPPORTED, arena_printf(r->a, "unsupported: static input %s", stv[i].input), at);
      goto done;
    }
    if (sslot[i]) sent[i] = sslot[i]->v;
  }
  val ret;
  memset(&ret, 0, sizeof ret);
  if (st == R_OK) st = init_class(r, rclass(r, m->cls->name));
  if (st == R_OK) {
    r->depth = 1;
    st = exec(r, m, av, &ret);
  }
  /* the output: what was printed, then the caller's arrays the call changed (JLS 10: the caller
   * holds the same array object), one record "argument N" each with its contents as text — the
   * records jv_sym.c's array events stand for */
  rel_record recs[64];
  int nrec = 0;
  if (r->out.len) recs[nrec++] = (rel_record){"stdout", sb_str(&r->out), r->out.len};
  for (int i = 0; i < nargs && i < 60 && st != R_WRONG; i++) {
    const obj *o = argobj[i];
    if (o && o->kind == K_PLAIN && args[i].kind == REL_V_AGG && nrec < 64) {
      /* an object argument: its fields after the call, where the call changed one */
      const char *t = object_text(r, o, &args[i]);
      if (t) recs[nrec++] = (rel_record){arena_printf(r->a, "argument %d", i + 1), t, strlen(t)};
      continue;
    }
    if (!o || o->kind != K_ARRAY || args[i].kind != REL_V_AGG) continue;
    int changed = 0;
    rel_value *items = arena_alloc(r->a, sizeof(rel_value) * (size_t)(o->len + 1));
    char d[2] = {o->ety, 0};
    const char *why = NULL;
    for (int k = 0; k < o->len; k++) {
      ret_value(r, d, o->e[k], &items[k], r->a, &why);
      val was;
      to_val(&args[i].items[k], o->ety, &was);
      changed |= o->ety == 'J' ? was.j != o->e[k].j : o->ety == 'F' ? memcmp(&was.f, &o->e[k].f, 4) != 0
                 : o->ety == 'D' ? memcmp(&was.d, &o->e[k].d, 8) != 0 : was.i != o->e[k].i;
    }
    if (!changed) continue;
    strbuf sb = STRBUF_INIT;
    for (int k = 0; k < o->len; k++) {
      char buf[128];
      sb_printf(&sb, "%s%s", k ? ", " : "{", rel_value_text(&items[k], buf, sizeof buf));
    }
    if (!o->len) sb_puts(&sb, "{");
    sb_puts(&sb, "}");
    recs[nrec++] = (rel_record){arena_printf(r->a, "argument %d", i + 1), arena_strdup(r->a, sb_str(&sb)), sb.len};
    sb_free(&sb);
  }
  /* then the static inputs the call changed, one record "static NAME" each (jv_sym.c's events) */
  for (int i = 0; i < nst && i < 64 && st != R_WRONG && nrec < 64; i++) {
    if (!sslot[i]) continue;
    char t = stv[i].desc[0];
    val now = sslot[i]->v;
    if (t == 'J' ? now.j == sent[i].j : now.i == sent[i].i) continue;
    rel_value x;
    const char *why = NULL;
    char d[2] = {t, 0}, buf[128];
    ret_value(r, d, now, &x, r->a, &why);
    const char *txt = arena_strdup(r->a, rel_value_text(&x, buf, sizeof buf));
    recs[nrec++] = (rel_record){arena_printf(r->a, "static %s", stv[i].input), txt, strlen(txt)};
  }
  const rel_record *rec = recs;
  if (st == R_WRONG) {
    b = rel_went_wrong(out, r->wk, r->why, r->where ? r->where : "?");
  } else if (st == R_THROW) {
    const char *t = exc_text(r, r->exc);
    if (!t) b = rel_went_wrong(out, REL_W_UNSUPPORTED, "unsupported: an uncaught exception whose class overrides toString or getMessage", at);
    else b = rel_panicked(out, t, rec, nrec);
  } else {
    rel_value v;
    const char *why = NULL;
    const char *rd_ = strchr(m->desc, ')') + 1;
    if (ret_value(r, rd_, ret, &v, out, &why)) b = rel_returned(out, v, rec, nrec);
    else b = rel_went_wrong(out, REL_W_UNSUPPORTED, why, at);
  }
done:
  sb_free(&r->out);
  jv_jdk_release(r);
  arena_free(r->a);
  return b;
}
