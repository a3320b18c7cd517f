/* jv_lambda.c — lambdas and method references: `invokedynamic` bootstrapped by
 * LambdaMetafactory.metafactory. Its Javadoc defines the result: an object of the functional
 * interface whose one method, the SAM (the call site's name and the erased samMethodType), calls the
 * implementation method handle with the values captured at the call site first and the SAM's
 * arguments after them, each converted from the instantiatedMethodType's type to the
 * implementation's (the same type, a reference type it is a subtype of, boxing, unboxing — null
 * throws NullPointerException — and primitive widening), and the implementation's result converted
 * to the SAM's return type. Everything the Javadoc leaves to the implementation is refused as
 * unsupported where it is reached: the class's name, toString, hashCode (Object's, an identity hash),
 * altMetafactory's serializable and marker-interface lambdas, constructor references, and a cast
 * that fails (ClassCastException's message names class loaders). */
#include <string.h>

#include "lang/jimple/jv_rt.h"

typedef struct lam {
  const char *sam, *samdesc, *inst; /* the SAM's name, erased and instantiated descriptors */
  int kind;                         /* the implementation's reference kind (JVMS 4.4.8) */
  const char *owner, *name, *desc;  /* the implementation method */
  const char *capdesc;              /* the call site's descriptor: the captured values' types */
  val *cap;                         /* the captured values, one slot each (long/double too) */
  int ncap;
} lam;

enum { MAX_PARAMS = 255 };

static int is_prim(char t) { return t && strchr("ZBCSIJFD", t) != NULL; }

/* One field type at p (JVMS 4.3.2): the end of it, or NULL when it is not one. */
static const char *field_type(const char *p) {
  while (*p == '[') p++;
  if (*p == 'L') {
    const char *e = strchr(p, ';');
    return e && e > p + 1 ? e + 1 : NULL;
  }
  return is_prim(*p) ? p + 1 : NULL;
}

/* Whether d is a method descriptor (JVMS 4.3.3); the constant pool's text is not checked for it. */
static int method_desc(const char *d) {
  if (!d || *d++ != '(') return 0;
  while (*d && *d != ')')
    if (!(d = field_type(d))) return 0;
  if (*d++ != ')') return 0;
  if (*d == 'V') return d[1] == 0;
  d = field_type(d);
  return d && !*d;
}

/* The parameter types of a method descriptor (pointers into it, each one type long) and its return
 * type; the count, or -1 when there are more than max. */
static int params(const char *d, const char **ty, int max, const char **ret) {
  int n = 0;
  const char *p = d + 1;
  while (*p && *p != ')') {
    if (n >= max) return -1;
    ty[n++] = p;
    while (*p == '[') p++;
    if (*p == 'L') p = strchr(p, ';');
    if (!p) return -1;
    p++;
  }
  *ret = *p ? p + 1 : p;
  return n;
}

/* The class name a reference type descriptor names ("Ljava/lang/Integer;" or an array "[I"). */
static const char *ref_class(rt *r, const char *ty) {
  if (ty[0] == '[') {
    const char *p = ty;
    while (*p == '[') p++;
    size_t n = (size_t)(p - ty) + (*p == 'L' ? (size_t)(strchr(p, ';') - p) + 1 : 1);
    return arena_strndup(r->a, ty, n);
  }
  return arena_strndup(r->a, ty + 1, (size_t)(strchr(ty, ';') - ty - 1));
}

/* Whether o may be held in a variable of reference type ty (a checkcast that succeeds): 1 yes, 0 no
 * (ClassCastException), -1 a class on the way is outside the model. */
static int fits(rt *r, obj *o, const char *ty) {
  if (!o || !strcmp(ty, "Ljava/lang/Object;")) return 1;
  const char *cn = ref_class(r, ty);
  if (o->kind == K_ARRAY || cn[0] == '[') return o->kind == K_ARRAY && !strcmp(o->cls, cn);
  return jv_subclass_of(r, o->kind == K_PRINTSTREAM ? "java/io/PrintStream" : o->cls, cn);
}

/* Primitive widening (JLS 5.1.2) of v from type f to type t, or the same type. */
static res widen(rt *r, char f, char t, val v, val *out, const char *at) {
  int intlike = f == 'B' || f == 'S' || f == 'C' || f == 'I';
  if (f == t) *out = v;
  else if (t == 'I' && intlike) out->i = v.i;
  else if (t == 'S' && f == 'B') out->i = v.i;
  else if (t == 'J' && intlike) out->j = v.i;
  else if (t == 'F' && intlike) out->f = (float)v.i;
  else if (t == 'F' && f == 'J') out->f = (float)v.j;
  else if (t == 'D' && intlike) out->d = (double)v.i;
  else if (t == 'D' && f == 'J') out->d = (double)v.j;
  else if (t == 'D' && f == 'F') out->d = (double)v.f;
  else return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: a lambda conversion from %c to %c", f, t);
  return R_OK;
}

/* The conversion LambdaMetafactory makes of a value of type f (a descriptor) to type t. */
static res convert(rt *r, const char *f, const char *t, val v, val *out, const char *at) {
  if (is_prim(f[0]) && is_prim(t[0])) return widen(r, f[0], t[0], v, out, at);
  if (is_prim(t[0])) { /* unboxing (JLS 5.1.8) */
    if (!v.r) return jv_throw(r, "java/lang/NullPointerException", NULL);
    if (v.r->kind != K_BOX)
      return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: ClassCastException (its message names class loaders)");
    return widen(r, v.r->bty, t[0], v.r->bv, out, at);
  }
  val w = v;
  if (is_prim(f[0])) w.r = jv_jdk_box(r, f[0], v); /* boxing (JLS 5.1.7) */
  int ok = fits(r, w.r, t);
  if (ok < 0) return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: a type test against %s", jv_dotted(r, ref_class(r, t)));
  if (!ok) return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: ClassCastException (its message names class loaders)");
  *out = w;
  return R_OK;
}

static int slots(const char *ty) { return ty[0] == 'J' || ty[0] == 'D' ? 2 : 1; }

res jv_lambda_make(rt *r, const jv_class *c, const jv_bsm *b, const char *iname, const char *idesc, val *a, val *ret,
                   const char *at) {
  const char *ow, *nm, *ds;
  jv_cp_member(c, c->cp[b->mh].b, &ow, &nm, &ds);
  if (strcmp(nm, "metafactory"))
    return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: LambdaMetafactory.%s (a serializable lambda or one with marker interfaces)", nm);
  if (b->nargs != 3 || c->cp[b->args[0]].tag != JV_CP_METHODTYPE || c->cp[b->args[1]].tag != JV_CP_METHODHANDLE ||
      c->cp[b->args[2]].tag != JV_CP_METHODTYPE)
    return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: LambdaMetafactory.metafactory with other arguments than (MethodType, MethodHandle, MethodType)");
  const jv_cp *mh = &c->cp[b->args[1]];
  const char *mo, *mn, *md;
  jv_cp_member(c, mh->b, &mo, &mn, &md);
  if (!method_desc(idesc) || !method_desc(jv_cp_utf8(c, c->cp[b->args[0]].a)) || !method_desc(jv_cp_utf8(c, c->cp[b->args[2]].a)) ||
      !method_desc(md))
    return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: a lambda whose descriptors are not method descriptors");
  if (mh->a != 5 && mh->a != 6 && mh->a != 7 && mh->a != 9)
    return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: a method reference of handle kind %u (a constructor or a field)", mh->a);
  const char *ty[MAX_PARAMS], *rt_;
  int ncap = params(idesc, ty, MAX_PARAMS, &rt_);
  if (ncap < 0 || rt_[0] != 'L') return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: a lambda call site of descriptor %s", idesc);
  lam *l = arena_alloc(r->a, sizeof *l);
  l->sam = iname;
  l->samdesc = jv_cp_utf8(c, c->cp[b->args[0]].a);
  l->inst = jv_cp_utf8(c, c->cp[b->args[2]].a);
  l->kind = mh->a;
  jv_cp_member(c, mh->b, &l->owner, &l->name, &l->desc);
  l->capdesc = idesc;
  l->ncap = ncap;
  int ns = 0;
  for (int i = 0; i < ncap; i++) ns += slots(ty[i]);
  l->cap = arena_alloc(r->a, sizeof(val) * (size_t)(ns + 1));
  if (ns) memcpy(l->cap, a, sizeof(val) * (size_t)ns);
  obj *o = jv_new_obj(r, ref_class(r, rt_));
  o->kind = K_LAMBDA;
  o->x = l;
  ret->r = o;
  return R_OK;
}

res jv_lambda_call(rt *r, obj *o, const char *nm, const char *ds, val *a, val *ret, const char *at) {
  lam *l = o->x;
  if (strcmp(nm, l->sam) || strcmp(ds, l->samdesc)) return R_PASS;
  const char *cty[MAX_PARAMS], *ity[MAX_PARAMS], *sty[MAX_PARAMS], *mty[MAX_PARAMS + 1], *cr = "", *ir = "", *sr = "", *mr = "";
  params(l->capdesc, cty, MAX_PARAMS, &cr);
  int ni = params(l->inst, ity, MAX_PARAMS, &ir), nsam = params(l->samdesc, sty, MAX_PARAMS, &sr);
  int recv = l->kind != 6, nm_ = params(l->desc, mty + recv, MAX_PARAMS, &mr);
  if (recv) mty[0] = arena_printf(r->a, "L%s;", l->owner);
  if (ni < 0 || nsam != ni || nm_ < 0 || l->ncap + ni != nm_ + recv)
    return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: a lambda whose implementation %s%s does not take the SAM's %s", l->name, l->desc, l->inst);
  val *args = arena_alloc(r->a, sizeof(val) * (size_t)(2 * (nm_ + recv) + 1));
  int from = 0, to = 0, sa = 1;
  for (int i = 0; i < l->ncap + ni; i++) {
    const char *f = i < l->ncap ? cty[i] : ity[i - l->ncap];
    val v;
    if (i < l->ncap) {
      v = l->cap[from];
      from += slots(cty[i]);
    } else {
      /* the SAM's argument, of its erased type, cast to the instantiated type first */
      const char *s = sty[i - l->ncap];
      v = a[sa];
      sa += slots(s);
      if (!is_prim(s[0])) {
        int ok = fits(r, v.r, f);
        if (ok < 0) return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: a type test against %s", jv_dotted(r, ref_class(r, f)));
        if (!ok) return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: ClassCastException (its message names class loaders)");
      }
    }
    res cv = convert(r, f, mty[i], v, &args[to], at);
    if (cv != R_OK) return cv;
    to += slots(mty[i]);
  }
  if (recv && !args[0].r) return jv_throw(r, "java/lang/NullPointerException", NULL);
  static const int sub[10] = {[5] = JV_INV_VIRTUAL, [6] = JV_INV_STATIC, [7] = JV_INV_SPECIAL, [9] = JV_INV_INTERFACE};
  val iv;
  memset(&iv, 0, sizeof iv);
  res st = jv_invoke(r, sub[l->kind], l->owner, l->name, l->desc, args, &iv, at);
  if (st != R_OK || sr[0] == 'V') return st;
  if (mr[0] == 'V') return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: a void implementation for a SAM returning %s", sr);
  return convert(r, mr, sr, iv, ret, at);
}
