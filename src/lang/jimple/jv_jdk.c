/* jv_jdk.c — the JDK as the Java room models it: which library classes exist (with their real
 * superclasses and interfaces, so that instanceof, checkcast and catch see the JDK's hierarchy),
 * and the dispatch of a call, a `new`, a static constant or a toString to the model family that
 * owns it (jv_jdk_lang.c, jv_jdk_string.c, jv_jdk_coll.c, jv_jdk_bigdec.c,
 * jv_jdk_arrays.c). A member no family
 * knows goes wrong as unsupported: the models never guess. */
#include <string.h>

#include "lang/jimple/jv_rt.h"

#define NOIF ((const char *const[]){NULL})
#define IF(...) ((const char *const[]){__VA_ARGS__, NULL})

static const struct jdk_cls { const char *name, *super; const char *const *ifs; } jdk[] = {
  {"java/lang/Object", NULL, NOIF},
  {"java/io/Serializable", "java/lang/Object", NOIF},
  {"java/lang/Cloneable", "java/lang/Object", NOIF},
  {"java/lang/Comparable", "java/lang/Object", NOIF},
  {"java/lang/CharSequence", "java/lang/Object", NOIF},
  {"java/lang/Appendable", "java/lang/Object", NOIF},
  {"java/lang/Iterable", "java/lang/Object", NOIF},
  {"java/lang/String", "java/lang/Object", IF("java/io/Serializable", "java/lang/Comparable", "java/lang/CharSequence")},
  {"java/lang/AbstractStringBuilder", "java/lang/Object", IF("java/lang/Appendable", "java/lang/CharSequence")},
  {"java/lang/StringBuilder", "java/lang/AbstractStringBuilder", IF("java/io/Serializable", "java/lang/Comparable", "java/lang/CharSequence")},
  {"java/io/PrintStream", "java/lang/Object", NOIF},
  {"java/lang/System", "java/lang/Object", NOIF},
  {"java/lang/Math", "java/lang/Object", NOIF},
  {"java/util/Objects", "java/lang/Object", NOIF},
  {"java/util/Arrays", "java/lang/Object", NOIF},
  {"java/util/Collections", "java/lang/Object", NOIF},
  {"java/util/Comparator", "java/lang/Object", NOIF},
  {"java/lang/Number", "java/lang/Object", IF("java/io/Serializable")},
  {"java/lang/Integer", "java/lang/Number", IF("java/lang/Comparable")},
  {"java/lang/Long", "java/lang/Number", IF("java/lang/Comparable")},
  {"java/lang/Short", "java/lang/Number", IF("java/lang/Comparable")},
  {"java/lang/Byte", "java/lang/Number", IF("java/lang/Comparable")},
  {"java/lang/Character", "java/lang/Object", IF("java/io/Serializable", "java/lang/Comparable")},
  {"java/lang/Boolean", "java/lang/Object", IF("java/io/Serializable", "java/lang/Comparable")},
  {"java/lang/Enum", "java/lang/Object", IF("java/lang/Comparable", "java/io/Serializable")},
  {"java/math/RoundingMode", "java/lang/Enum", NOIF},
  {"java/math/BigDecimal", "java/lang/Number", IF("java/lang/Comparable")},
  {"java/util/Collection", "java/lang/Object", IF("java/lang/Iterable")},
  {"java/util/List", "java/lang/Object", IF("java/util/Collection")},
  {"java/util/Set", "java/lang/Object", IF("java/util/Collection")},
  {"java/util/RandomAccess", "java/lang/Object", NOIF},
  {"java/util/Iterator", "java/lang/Object", NOIF},
  {"java/util/Map", "java/lang/Object", NOIF},
  {"java/util/Map$Entry", "java/lang/Object", NOIF},
  {"java/util/AbstractCollection", "java/lang/Object", IF("java/util/Collection")},
  {"java/util/AbstractList", "java/util/AbstractCollection", IF("java/util/List")},
  {"java/util/AbstractSet", "java/util/AbstractCollection", IF("java/util/Set")},
  {"java/util/ArrayList", "java/util/AbstractList",
   IF("java/util/List", "java/util/RandomAccess", "java/lang/Cloneable", "java/io/Serializable")},
  {"java/util/ArrayList$Itr", "java/lang/Object", IF("java/util/Iterator")},
  {"java/util/AbstractMap", "java/lang/Object", IF("java/util/Map")},
  {"java/util/HashMap", "java/util/AbstractMap", IF("java/util/Map", "java/lang/Cloneable", "java/io/Serializable")},
  {"java/util/LinkedHashMap", "java/util/HashMap", IF("java/util/Map")},
  {"java/util/HashMap$KeySet", "java/util/AbstractSet", NOIF},
  {"java/util/HashMap$Values", "java/util/AbstractCollection", NOIF},
  {"java/util/HashMap$EntrySet", "java/util/AbstractSet", NOIF},
  {"java/util/HashMap$HashIterator", "java/lang/Object", IF("java/util/Iterator")},
  {"java/util/HashMap$Node", "java/lang/Object", IF("java/util/Map$Entry")},
  {"java/lang/Throwable", "java/lang/Object", IF("java/io/Serializable")},
  {"java/lang/Exception", "java/lang/Throwable", NOIF},
  {"java/lang/Error", "java/lang/Throwable", NOIF},
  {"java/lang/LinkageError", "java/lang/Error", NOIF},
  {"java/lang/ExceptionInInitializerError", "java/lang/LinkageError", NOIF},
  {"java/lang/NoClassDefFoundError", "java/lang/LinkageError", NOIF},
  {"java/lang/AssertionError", "java/lang/Error", NOIF},
  {"java/lang/RuntimeException", "java/lang/Exception", NOIF},
  {"java/lang/ArithmeticException", "java/lang/RuntimeException", NOIF},
  {"java/lang/IndexOutOfBoundsException", "java/lang/RuntimeException", NOIF},
  {"java/lang/ArrayIndexOutOfBoundsException", "java/lang/IndexOutOfBoundsException", NOIF},
  {"java/lang/StringIndexOutOfBoundsException", "java/lang/IndexOutOfBoundsException", NOIF},
  {"java/lang/NegativeArraySizeException", "java/lang/RuntimeException", NOIF},
  {"java/lang/NullPointerException", "java/lang/RuntimeException", NOIF},
  {"java/lang/ClassCastException", "java/lang/RuntimeException", NOIF},
  {"java/lang/ArrayStoreException", "java/lang/RuntimeException", NOIF},
  {"java/lang/IllegalArgumentException", "java/lang/RuntimeException", NOIF},
  {"java/lang/IllegalStateException", "java/lang/RuntimeException", NOIF},
  {"java/lang/IllegalMonitorStateException", "java/lang/RuntimeException", NOIF},
  {"java/lang/UnsupportedOperationException", "java/lang/RuntimeException", NOIF},
  {"java/lang/NumberFormatException", "java/lang/IllegalArgumentException", NOIF},
  {"java/util/NoSuchElementException", "java/lang/RuntimeException", NOIF},
  {"java/util/ConcurrentModificationException", "java/lang/RuntimeException", NOIF},
};
enum { NJDK = sizeof jdk / sizeof jdk[0] };

int jv_jdk_class(const char *name, const char **super, const char *const **ifaces) {
  for (int i = 0; i < NJDK; i++)
    if (!strcmp(jdk[i].name, name)) {
      *super = jdk[i].super;
      *ifaces = jdk[i].ifs;
      return 1;
    }
  *super = NULL;
  *ifaces = NULL;
  return 0;
}

res jv_jdk_call(rt *r, int isstatic, const char *cls, const char *name, const char *desc, val *a, val *ret, const char *at) {
  res (*const fam[])(rt *, int, const char *, const char *, const char *, val *, val *, const char *) = {
    jv_jdk_lang_call, jv_jdk_string_call, jv_jdk_coll_call, jv_jdk_bigdec_call, jv_jdk_arrays_call};
  for (size_t i = 0; i < sizeof fam / sizeof fam[0]; i++) {
    res st = fam[i](r, isstatic, cls, name, desc, a, ret, at);
    if (st != R_PASS) return st;
  }
  if (!isstatic && !strcmp(name, "<init>"))
    return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: constructor %s.<init>%s", jv_dotted(r, cls), desc);
  return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: %s.%s%s (outside the JDK model)", jv_dotted(r, cls), name, desc);
}

obj *jv_jdk_new(rt *r, const char *cls) {
  static const struct { const char *name; int kind; } mk[] = {
    {"java/lang/StringBuilder", K_SB}, {"java/util/ArrayList", K_LIST}, {"java/util/HashMap", K_MAP},
    {"java/util/LinkedHashMap", K_MAP}, {"java/math/BigDecimal", K_BIGDEC},
    {"java/lang/String", K_STRING},
  };
  for (size_t i = 0; i < sizeof mk / sizeof mk[0]; i++)
    if (!strcmp(mk[i].name, cls)) {
      obj *o = jv_new_obj(r, mk[i].name);
      o->kind = mk[i].kind;
      return o; /* its state is made by the model's <init> */
    }
  return NULL;
}

res jv_jdk_getstatic(rt *r, const char *cls, const char *name, const char *desc, val *out) {
  if (!strcmp(cls, "java/lang/System") && !strcmp(name, "out") && !strcmp(desc, "Ljava/io/PrintStream;")) {
    if (!r->sysout) {
      r->sysout = jv_new_obj(r, "java/io/PrintStream");
      r->sysout->kind = K_PRINTSTREAM;
    }
    out->r = r->sysout;
    return R_OK;
  }
  if (!strcmp(cls, "java/lang/Boolean") && (!strcmp(name, "TRUE") || !strcmp(name, "FALSE"))) {
    val v;
    v.i = name[0] == 'T';
    out->r = jv_jdk_box(r, 'Z', v);
    return R_OK;
  }
  return jv_jdk_bigdec_getstatic(r, cls, name, out);
}

res jv_jdk_tostring(rt *r, obj *o, strbuf *sb, const char *at) {
  switch (o->kind) {
  case K_BOX:
    return jv_str_conv(r, sb, o->bty, o->bv, at);
  case K_SB:
    jv_utf16_out(sb, o->u, o->len);
    return R_OK;
  case K_LIST: case K_MAP: case K_ITER: case K_ENTRY:
    return jv_jdk_coll_tostring(r, o, sb, at);
  case K_BIGDEC: case K_ENUM:
    return jv_jdk_bigdec_tostring(r, o, sb);
  default:
    return R_PASS;
  }
}
