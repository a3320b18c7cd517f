/* jv_jdk_arrays.c — models of java.util.Arrays (sort, fill, toString, equals, copyOf, copyOfRange
 * over arrays of primitives, and the reference-array forms that need no element's equals or
 * compareTo) and System.arraycopy, written from their Javadoc. The exception messages are those
 * OpenJDK 17 gives (HotSpot's arraycopy checks, in the order it makes them: null, element types,
 * source index, destination index, length, last source index, last destination index), which the
 * API leaves unspecified but programs print; tests/java/corpus/ArraysLib.java checks each on the
 * JVM. float/double sorting (NaN and -0.0 order) and Object sorting are left unsupported. */
#include <stdlib.h>
#include <string.h>

#include "lang/jimple/jv_rt.h"

#define IS(n, d) (!strcmp(name, n) && !strcmp(desc, d))
#define NPE "java/lang/NullPointerException"
#define AIOOBE "java/lang/ArrayIndexOutOfBoundsException"

static obj *new_arr(rt *r, const obj *like, int n) {
  obj *o = jv_new_obj(r, like->cls);
  o->kind = K_ARRAY;
  o->ety = like->ety;
  o->len = n;
  o->e = arena_alloc(r->a, sizeof(val) * (size_t)(n + 1));
  memset(o->e, 0, sizeof(val) * (size_t)(n + 1)); /* default values: 0, 0L, 0.0, false, null */
  return o;
}

/* The element type's name as HotSpot's arraycopy messages spell it. */
static const char *ety_name(char t) {
  switch (t) {
  case 'I': return "int";
  case 'J': return "long";
  case 'C': return "char";
  case 'S': return "short";
  case 'B': return "byte";
  case 'Z': return "boolean";
  case 'F': return "float";
  case 'D': return "double";
  default: return "object array";
  }
}

/* System.arraycopy (its Javadoc: the copy behaves as if through a temporary array, so overlapping
 * ranges of one array are safe). */
static res arraycopy(rt *r, obj *src, int sp, obj *dst, int dp, int n, const char *at) {
  if (!src || !dst) return jv_throw(r, NPE, NULL);
  if (src->kind != K_ARRAY || dst->kind != K_ARRAY)
    return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: System.arraycopy of a non-array object");
  if (src->ety != dst->ety && (src->ety != 'A' || dst->ety != 'A'))
    return jv_throw(r, "java/lang/ArrayStoreException", arena_printf(r->a, "arraycopy: type mismatch: can not copy %s[] into %s[]",
                                                                        ety_name(src->ety), ety_name(dst->ety)));
  /* reference arrays: each element is store-checked (a partial copy before the failing one);
   * only copies that cannot fail are modelled */
  if (src->ety == 'A' && strcmp(src->cls, dst->cls) && strcmp(dst->cls, "[Ljava/lang/Object;"))
    return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: System.arraycopy from %s to %s (element store checks)",
                    jv_dotted(r, src->cls), jv_dotted(r, dst->cls));
  const char *sn = ety_name(src->ety), *dn = ety_name(dst->ety);
  if (sp < 0) return jv_throw(r, AIOOBE, arena_printf(r->a, "arraycopy: source index %d out of bounds for %s[%d]", sp, sn, src->len));
  if (dp < 0) return jv_throw(r, AIOOBE, arena_printf(r->a, "arraycopy: destination index %d out of bounds for %s[%d]", dp, dn, dst->len));
  if (n < 0) return jv_throw(r, AIOOBE, arena_printf(r->a, "arraycopy: length %d is negative", n));
  if ((long long)sp + n > src->len)
    return jv_throw(r, AIOOBE, arena_printf(r->a, "arraycopy: last source index %lld out of bounds for %s[%d]", (long long)sp + n, sn, src->len));
  if ((long long)dp + n > dst->len)
    return jv_throw(r, AIOOBE, arena_printf(r->a, "arraycopy: last destination index %lld out of bounds for %s[%d]", (long long)dp + n, dn, dst->len));
  if (n) memmove(dst->e + dp, src->e + sp, sizeof(val) * (size_t)n);
  return R_OK;
}

/* The array type of a one-array descriptor "([I..." ('A' for Object[]), 0 for other forms. */
static char arr_type(const char *desc) {
  if (desc[0] != '(' || desc[1] != '[') return 0;
  if (!strncmp(desc + 2, "Ljava/lang/Object;", 18)) return 'A';
  return strchr("IJCSBZ", desc[2]) && desc[2] ? desc[2] : 0;
}

static int cmp_elem(char t, val x, val y) {
  if (t == 'J') return x.j < y.j ? -1 : x.j > y.j;
  return x.i < y.i ? -1 : x.i > y.i;
}

static int sort_i(const void *a, const void *b) { return cmp_elem('I', *(const val *)a, *(const val *)b); }
static int sort_j(const void *a, const void *b) { return cmp_elem('J', *(const val *)a, *(const val *)b); }

static int same_elem(char t, val x, val y) { return t == 'J' ? x.j == y.j : t == 'A' ? x.r == y.r : x.i == y.i; }

/* 1 when o is null or an array whose elements have type t ('A': references); a class file that
 * passes something else where the descriptor says an array is refused (never read wrongly). */
static int of_type(const obj *o, char t) { return !o || (o->kind == K_ARRAY && (t == 'A' ? o->ety == 'A' : o->ety == t)); }

static res arrays_call(rt *r, const char *name, const char *desc, val *a, val *ret, const char *at) {
  char t = arr_type(desc);
  if (!t) return R_PASS;
  obj *x = a[0].r;
  if (!of_type(x, t) || (!strcmp(name, "equals") && !of_type(a[1].r, t)))
    return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: Arrays.%s of an object that is not a %s array", name, t == 'A' ? "reference" : "primitive");
  /* the descriptor's rest after the array parameter */
  const char *rest = desc + (t == 'A' ? 20 : 3);
  /* the ranged forms (a, fromIndex, toIndex, ...): Arrays.rangeCheck's exceptions, in its order */
  int ranged = !strncmp(rest, "II", 2);
  int from = 0, to = x ? x->len : 0;
  if (ranged && (!strcmp(name, "sort") || !strcmp(name, "fill"))) {
    if (!x) return jv_throw(r, NPE, NULL);
    from = a[1].i, to = a[2].i;
    if (from > to) return jv_throw(r, "java/lang/IllegalArgumentException", arena_printf(r->a, "fromIndex(%d) > toIndex(%d)", from, to));
    if (from < 0) return jv_throw(r, AIOOBE, arena_printf(r->a, "Array index out of range: %d", from));
    if (to > x->len) return jv_throw(r, AIOOBE, arena_printf(r->a, "Array index out of range: %d", to));
    rest += 2;
  }
  if (!strcmp(name, "sort") && t != 'A' && t != 'Z' && !strcmp(rest, ")V")) {
    if (!x) return jv_throw(r, NPE, NULL);
    qsort(x->e + from, (size_t)(to - from), sizeof(val), t == 'J' ? sort_j : sort_i);
    return R_OK;
  }
  if (!strcmp(name, "fill") && rest[0] == (t == 'A' ? 'L' : t) && !strcmp(rest + (t == 'A' ? 18 : 1), ")V")) {
    if (!x) return jv_throw(r, NPE, NULL);
    val v = a[ranged ? 3 : 1];
    if (t == 'A' && v.r && strcmp(x->cls, "[Ljava/lang/Object;") &&
        !(x->cls[1] == 'L' && jv_subclass_of(r, v.r->cls, arena_printf(r->a, "%.*s", (int)strlen(x->cls) - 3, x->cls + 2)) == 1))
      return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: Arrays.fill of %s with a %s (the store check)", jv_dotted(r, x->cls), jv_dotted(r, v.r->cls));
    for (int i = from; i < to; i++) x->e[i] = v;
    return R_OK;
  }
  if (!strcmp(name, "toString") && !strcmp(rest, ")Ljava/lang/String;")) {
    if (!x) return ret->r = jv_new_cstring(r, "null"), R_OK;
    strbuf sb = STRBUF_INIT;
    sb_putc(&sb, '[');
    for (int i = 0; i < x->len; i++) {
      if (i) sb_puts(&sb, ", ");
      res st = jv_str_conv(r, &sb, t == 'A' ? 'L' : t == 'S' || t == 'B' ? 'I' : t, x->e[i], at);
      if (st != R_OK) return sb_free(&sb), st;
    }
    sb_putc(&sb, ']');
    ret->r = jv_string_utf8(r, sb_str(&sb), sb.len);
    sb_free(&sb);
    return R_OK;
  }
  if (!strcmp(name, "equals") && t != 'A' && rest[0] == '[' && rest[1] == t && !strcmp(rest + 2, ")Z")) {
    obj *y = a[1].r;
    if (x == y) return ret->i = 1, R_OK;
    if (!x || !y || x->len != y->len) return ret->i = 0, R_OK;
    int eq = 1;
    for (int i = 0; i < x->len && eq; i++) eq = same_elem(t, x->e[i], y->e[i]);
    return ret->i = eq, R_OK;
  }
  int copyof = !strcmp(name, "copyOf") && rest[0] == 'I' && rest[1] == ')';
  int range = !strcmp(name, "copyOfRange") && !strncmp(rest, "II)", 3);
  if (copyof || range) {
    if (!x) return jv_throw(r, NPE, NULL);
    int from = copyof ? 0 : a[1].i, to = copyof ? a[1].i : a[2].i;
    if (copyof && to < 0) return jv_throw(r, "java/lang/NegativeArraySizeException", arena_printf(r->a, "%d", to));
    if (range && from > to) return jv_throw(r, "java/lang/IllegalArgumentException", arena_printf(r->a, "%d > %d", from, to));
    obj *c = new_arr(r, x, to - from);
    int n = x->len - from < to - from ? x->len - from : to - from;
    res st = arraycopy(r, x, from, c, 0, n, at);
    if (st != R_OK) return st;
    return ret->r = c, R_OK;
  }
  return R_PASS;
}

res jv_jdk_arrays_call(rt *r, int isstatic, const char *cls, const char *name, const char *desc, val *a, val *ret, const char *at) {
  if (!isstatic) return R_PASS;
  if (!strcmp(cls, "java/lang/System") && IS("arraycopy", "(Ljava/lang/Object;ILjava/lang/Object;II)V"))
    return arraycopy(r, a[0].r, a[1].i, a[2].r, a[3].i, a[4].i, at);
  if (!strcmp(cls, "java/util/Arrays")) return arrays_call(r, name, desc, a, ret, at);
  return R_PASS;
}
