/* jv_jdk_lang.c — models of java.lang's core: Object, Throwable's constructors and getMessage,
 * System.out's print/println, Math, the boxes (Integer, Long, Short, Byte, Character, Boolean) with
 * the caches JLS 5.1.7 requires and OpenJDK 17 gives (-128..127; Character 0..127), their
 * statics (parseInt/parseLong with NumberFormatException's JDK 17 messages, toString, compare).
 * Written from the Javadoc; where the JDK's answer depends on Unicode tables this model does not
 * carry (a non-ASCII digit, Character.isLetter of a non-ASCII char) the call goes wrong as
 * unsupported. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang/jimple/jv_rt.h"

#define IS(n, d) (!strcmp(name, n) && !strcmp(desc, d))

static const char *box_class(char t) {
  switch (t) {
  case 'I': return "java/lang/Integer";
  case 'J': return "java/lang/Long";
  case 'S': return "java/lang/Short";
  case 'B': return "java/lang/Byte";
  case 'C': return "java/lang/Character";
  case 'Z': return "java/lang/Boolean";
  default: return NULL;
  }
}

static char box_type(const char *cls) {
  static const char ts[] = "IJSBCZ";
  for (int i = 0; ts[i]; i++)
    if (!strcmp(box_class(ts[i]), cls)) return ts[i];
  return 0;
}

obj *jv_jdk_box(rt *r, char t, val v) {
  int64_t x = t == 'J' ? v.j : v.i;
  int ci = -1, lo = t == 'C' ? 0 : -128, hi = 127;
  if (t == 'Z') x = x != 0, lo = 0, hi = 1;
  if (x >= lo && x <= hi) ci = (int)(x + 128);
  int slot = (int)(strchr("IJSBCZ", t) - "IJSBCZ");
  if (ci >= 0 && r->boxcache[slot][ci]) return r->boxcache[slot][ci];
  obj *o = jv_new_obj(r, box_class(t));
  o->kind = K_BOX;
  o->bty = t;
  o->bv = v;
  if (t == 'Z') o->bv.i = x != 0;
  if (ci >= 0) r->boxcache[slot][ci] = o;
  return o;
}

static int64_t box_long(const obj *o) { return o->bty == 'J' ? o->bv.j : o->bv.i; }

int jv_jdk_equals(obj *x, obj *y, int *eq) {
  if (!x || !y) return *eq = x == y, 1;
  if (x->kind == K_STRING) {
    *eq = y->kind == K_STRING && x->len == y->len && (!x->len || !memcmp(x->u, y->u, sizeof(uint16_t) * (size_t)x->len));
    return 1;
  }
  if (x->kind == K_BOX) {
    *eq = y->kind == K_BOX && x->bty == y->bty && box_long(x) == box_long(y);
    return 1;
  }
  return 0;
}

int jv_jdk_hash(obj *x, int32_t *h) {
  if (!x) return *h = 0, 1;
  if (x->kind == K_STRING) {
    uint32_t v = 0; /* String.hashCode: s[0]*31^(n-1) + ... + s[n-1], in int arithmetic */
    for (int i = 0; i < x->len; i++) v = 31 * v + x->u[i];
    return *h = (int32_t)v, 1;
  }
  if (x->kind == K_BOX) {
    if (x->bty == 'J') *h = (int32_t)(uint32_t)((uint64_t)x->bv.j ^ ((uint64_t)x->bv.j >> 32));
    else if (x->bty == 'Z') *h = x->bv.i ? 1231 : 1237;
    else *h = x->bv.i;
    return 1;
  }
  return 0;
}

/* Integer.parseInt / Long.parseLong (radix 2..36) as OpenJDK 17 writes them. */
static res parse_integral(rt *r, obj *s, int radix, int is_long, int64_t *out, const char *at) {
  if (!s) return jv_throw(r, "java/lang/NumberFormatException", "Cannot parse null string");
  strbuf t = STRBUF_INIT;
  jv_utf16_out(&t, s->u, s->len);
  const char *msg = arena_printf(r->a, "For input string: \"%s\"%s", sb_str(&t),
                                 radix == 10 ? "" : arena_printf(r->a, " under radix %d", radix));
  sb_free(&t);
  if (s->len == 0) return jv_throw(r, "java/lang/NumberFormatException", msg);
  int i = 0, neg = 0;
  if (s->u[0] == '-' || s->u[0] == '+') {
    neg = s->u[0] == '-';
    i = 1;
    if (s->len == 1) return jv_throw(r, "java/lang/NumberFormatException", msg);
  }
  uint64_t lim = is_long ? (neg ? (uint64_t)INT64_MAX + 1 : (uint64_t)INT64_MAX) : (neg ? 2147483648u : 2147483647u);
  uint64_t v = 0;
  for (; i < s->len; i++) {
    unsigned c = s->u[i], d;
    if (c >= 0x80) return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: a non-ASCII character in a number (Character.digit's tables)");
    if (c >= '0' && c <= '9') d = c - '0';
    else if (c >= 'a' && c <= 'z') d = c - 'a' + 10;
    else if (c >= 'A' && c <= 'Z') d = c - 'A' + 10;
    else d = 99;
    if (d >= (unsigned)radix) return jv_throw(r, "java/lang/NumberFormatException", msg);
    if (v > (lim - d) / (uint64_t)radix) return jv_throw(r, "java/lang/NumberFormatException", msg);
    v = v * (uint64_t)radix + d;
  }
  *out = neg ? (int64_t)(0 - v) : (int64_t)v;
  return R_OK;
}

static res unsigned_text(rt *r, uint64_t v, int shift, val *ret) {
  char buf[70];
  int n = 0;
  do {
    unsigned d = (unsigned)(v & ((1u << shift) - 1));
    buf[n++] = (char)(d < 10 ? '0' + d : 'a' + d - 10);
    v >>= shift;
  } while (v);
  char out[70];
  for (int i = 0; i < n; i++) out[i] = buf[n - 1 - i];
  out[n] = 0;
  ret->r = jv_new_cstring(r, out);
  return R_OK;
}

static res box_call(rt *r, int isstatic, const char *cls, const char *name, const char *desc, val *a, val *ret, const char *at) {
  char bt = box_type(cls);
  if (!bt) return R_PASS;
  int L = bt == 'J';
  if (isstatic) {
    char d2[40];
    snprintf(d2, sizeof d2, "(%c)L%s;", bt, cls);
    if (!strcmp(name, "valueOf") && !strcmp(desc, d2)) return ret->r = jv_jdk_box(r, bt, a[0]), R_OK;
    if (bt == 'I' || bt == 'J') {
      if (IS("compare", L ? "(JJ)I" : "(II)I"))
        return ret->i = L ? (a[0].j < a[2].j ? -1 : a[0].j > a[2].j) : (a[0].i < a[1].i ? -1 : a[0].i > a[1].i), R_OK;
      if (IS("signum", L ? "(J)I" : "(I)I")) return ret->i = L ? (a[0].j < 0 ? -1 : a[0].j > 0) : (a[0].i < 0 ? -1 : a[0].i > 0), R_OK;
      if (IS("bitCount", L ? "(J)I" : "(I)I"))
        return ret->i = L ? __builtin_popcountll((unsigned long long)a[0].j) : __builtin_popcount((unsigned)a[0].i), R_OK;
      if (IS("max", L ? "(JJ)J" : "(II)I") || IS("min", L ? "(JJ)J" : "(II)I")) {
        int mx = name[1] == 'a';
        if (L) ret->j = (a[0].j > a[2].j) == mx ? a[0].j : a[2].j;
        else ret->i = (a[0].i > a[1].i) == mx ? a[0].i : a[1].i;
        return R_OK;
      }
      if (IS("toString", L ? "(J)Ljava/lang/String;" : "(I)Ljava/lang/String;")) {
        char buf[32];
        snprintf(buf, sizeof buf, "%lld", L ? (long long)a[0].j : (long long)a[0].i);
        return ret->r = jv_new_cstring(r, buf), R_OK;
      }
      if (IS("toHexString", L ? "(J)Ljava/lang/String;" : "(I)Ljava/lang/String;") ||
          IS("toBinaryString", L ? "(J)Ljava/lang/String;" : "(I)Ljava/lang/String;") ||
          IS("toOctalString", L ? "(J)Ljava/lang/String;" : "(I)Ljava/lang/String;"))
        return unsigned_text(r, L ? (uint64_t)a[0].j : (uint32_t)a[0].i, name[2] == 'H' ? 4 : name[2] == 'B' ? 1 : 3, ret);
      int p1 = IS(L ? "parseLong" : "parseInt", L ? "(Ljava/lang/String;)J" : "(Ljava/lang/String;)I");
      int p2 = IS(L ? "parseLong" : "parseInt", L ? "(Ljava/lang/String;I)J" : "(Ljava/lang/String;I)I");
      int v1 = !strcmp(name, "valueOf") && !strcmp(desc, L ? "(Ljava/lang/String;)Ljava/lang/Long;" : "(Ljava/lang/String;)Ljava/lang/Integer;");
      if (p1 || p2 || v1) {
        int radix = p2 ? a[1].i : 10;
        if (radix < 2 || radix > 36) return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: radix %d", radix);
        int64_t x = 0;
        res st = parse_integral(r, a[0].r, radix, L, &x, at);
        if (st != R_OK) return st;
        val v;
        if (L) v.j = x, ret->j = x;
        else v.i = (int32_t)x, ret->i = (int32_t)x;
        if (v1) ret->r = jv_jdk_box(r, bt, v);
        return R_OK;
      }
    }
    if (bt == 'C') {
      int c = a[0].i;
      int known = c < 0x80;
      if (IS("isDigit", "(C)Z") && known) return ret->i = c >= '0' && c <= '9', R_OK;
      if (IS("isLetter", "(C)Z") && known) return ret->i = (c | 32) >= 'a' && (c | 32) <= 'z', R_OK;
      if (IS("isLetterOrDigit", "(C)Z") && known) return ret->i = ((c | 32) >= 'a' && (c | 32) <= 'z') || (c >= '0' && c <= '9'), R_OK;
      if (IS("isUpperCase", "(C)Z") && known) return ret->i = c >= 'A' && c <= 'Z', R_OK;
      if (IS("isLowerCase", "(C)Z") && known) return ret->i = c >= 'a' && c <= 'z', R_OK;
      if (IS("isWhitespace", "(C)Z") && known) return ret->i = (c >= 9 && c <= 13) || (c >= 28 && c <= 32), R_OK;
      if (IS("toUpperCase", "(C)C") && known) return ret->i = c >= 'a' && c <= 'z' ? c - 32 : c, R_OK;
      if (IS("toLowerCase", "(C)C") && known) return ret->i = c >= 'A' && c <= 'Z' ? c + 32 : c, R_OK;
      if (!known && strncmp(name, "valueOf", 7))
        return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: Character.%s of a non-ASCII character (Unicode tables)", name);
    }
    return R_PASS;
  }
  obj *o = a[0].r;
  if (o->kind != K_BOX) return R_PASS;
  int64_t x = box_long(o);
  if (IS("intValue", "()I")) return ret->i = (int32_t)x, R_OK;
  if (IS("longValue", "()J")) return ret->j = x, R_OK;
  if (IS("shortValue", "()S")) return ret->i = (int16_t)x, R_OK;
  if (IS("byteValue", "()B")) return ret->i = (int8_t)x, R_OK;
  if (IS("doubleValue", "()D") && bt != 'C' && bt != 'Z') return ret->d = (double)x, R_OK;
  if (IS("floatValue", "()F") && bt != 'C' && bt != 'Z') return ret->f = (float)x, R_OK;
  if (IS("charValue", "()C") && bt == 'C') return ret->i = (uint16_t)x, R_OK;
  if (IS("booleanValue", "()Z") && bt == 'Z') return ret->i = x != 0, R_OK;
  if (IS("equals", "(Ljava/lang/Object;)Z")) {
    int eq;
    jv_jdk_equals(o, a[1].r, &eq);
    return ret->i = a[1].r && eq, R_OK;
  }
  if (IS("hashCode", "()I")) {
    int32_t h;
    jv_jdk_hash(o, &h);
    return ret->i = h, R_OK;
  }
  if (IS("toString", "()Ljava/lang/String;")) {
    strbuf sb = STRBUF_INIT;
    res st = jv_str_conv(r, &sb, bt, o->bv, at);
    if (st == R_OK) ret->r = jv_string_utf8(r, sb_str(&sb), sb.len);
    sb_free(&sb);
    return st;
  }
  char cd[48];
  snprintf(cd, sizeof cd, "(L%s;)I", cls);
  if ((!strcmp(name, "compareTo") && (!strcmp(desc, cd) || !strcmp(desc, "(Ljava/lang/Object;)I")))) {
    obj *y = a[1].r;
    if (!y) return jv_throw(r, "java/lang/NullPointerException", NULL);
    if (y->kind != K_BOX || y->bty != bt) return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: ClassCastException (its message names class loaders)");
    int64_t z = box_long(y);
    /* Character.compareTo and Short/Byte's are differences; Integer/Long/Boolean's -1, 0, 1 */
    if (bt == 'C' || bt == 'S' || bt == 'B') return ret->i = (int32_t)(x - z), R_OK;
    return ret->i = x < z ? -1 : x > z, R_OK;
  }
  return R_PASS;
}

res jv_jdk_lang_call(rt *r, int isstatic, const char *cls, const char *name, const char *desc, val *a, val *ret, const char *at) {
  if (!isstatic && !strcmp(name, "<init>")) {
    obj *o = a[0].r;
    if (o->kind != K_PLAIN) return R_PASS;
    if (!strcmp(desc, "()V") && (!strcmp(cls, "java/lang/Object") || jv_is_throwable(r, cls))) return R_OK;
    if (!strcmp(desc, "(Ljava/lang/String;)V") && jv_is_throwable(r, cls)) {
      o->msg = a[1].r;
      return R_OK;
    }
    return R_PASS;
  }
  if (!isstatic && a[0].r->kind == K_PLAIN && jv_is_throwable(r, cls) && IS("getMessage", "()Ljava/lang/String;")) {
    ret->r = a[0].r->msg;
    return R_OK;
  }
  /* Object.equals is identity (its Javadoc); hashCode and toString of a plain object are an
   * identity hash, which no run can predict: they stay unsupported. */
  if (!isstatic && a[0].r->kind == K_PLAIN && IS("equals", "(Ljava/lang/Object;)Z")) return ret->i = a[0].r == a[1].r, R_OK;
  if (!isstatic && a[0].r->kind == K_PRINTSTREAM &&
      (IS("printf", "(Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;") ||
       IS("format", "(Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;"))) {
    /* PrintStream.printf/format: String.format's text, printed; the stream is returned */
    val s;
    res st = jv_jdk_format(r, a[1].r, a[2].r, &s, at);
    if (st != R_OK) return st;
    jv_utf16_out(&r->out, s.r->u, s.r->len);
    return ret->r = a[0].r, R_OK;
  }
  if (!isstatic && a[0].r->kind == K_PRINTSTREAM && (!strcmp(name, "println") || !strcmp(name, "print"))) {
    int nl = name[5] == 'l';
    if (!strcmp(desc, "()V") && nl) {
      sb_putc(&r->out, '\n');
      return R_OK;
    }
    char t = desc[1];
    if (t == '[') return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: printing a char array");
    if (desc[2] != ')' && t != 'L') return R_PASS;
    if (t == 'L' && strcmp(desc, "(Ljava/lang/String;)V") && strcmp(desc, "(Ljava/lang/Object;)V")) return R_PASS;
    strbuf sb = STRBUF_INIT;
    res st = jv_str_conv(r, &sb, t, a[1], at);
    if (st == R_OK) {
      sb_append(&r->out, sb_str(&sb), sb.len);
      if (nl) sb_putc(&r->out, '\n');
    }
    sb_free(&sb);
    return st;
  }
  /* Objects.requireNonNull (javac calls it before a bound method reference such as o::f) */
  if (isstatic && !strcmp(cls, "java/util/Objects") && !strcmp(name, "requireNonNull") &&
      (!strcmp(desc, "(Ljava/lang/Object;)Ljava/lang/Object;") || !strcmp(desc, "(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;"))) {
    if (a[0].r) return ret->r = a[0].r, R_OK;
    if (desc[19] != ')' && a[1].r) {
      jv_throw(r, "java/lang/NullPointerException", NULL);
      r->exc->msg = a[1].r;
      return R_THROW;
    }
    return jv_throw(r, "java/lang/NullPointerException", NULL);
  }
  if (isstatic && !strcmp(cls, "java/lang/Math")) {
    int L = strchr(desc, 'J') != NULL;
    if (IS("abs", "(I)I")) return ret->i = a[0].i == INT32_MIN ? INT32_MIN : abs(a[0].i), R_OK;
    if (IS("abs", "(J)J")) return ret->j = a[0].j == INT64_MIN ? INT64_MIN : a[0].j < 0 ? -a[0].j : a[0].j, R_OK;
    if (IS("max", "(II)I")) return ret->i = a[0].i > a[1].i ? a[0].i : a[1].i, R_OK;
    if (IS("min", "(II)I")) return ret->i = a[0].i < a[1].i ? a[0].i : a[1].i, R_OK;
    if (IS("max", "(JJ)J")) return ret->j = a[0].j > a[2].j ? a[0].j : a[2].j, R_OK;
    if (IS("min", "(JJ)J")) return ret->j = a[0].j < a[2].j ? a[0].j : a[2].j, R_OK;
    if (IS("abs", "(D)D")) return ret->d = fabs(a[0].d), R_OK;
    if ((!strcmp(name, "floorDiv") || !strcmp(name, "floorMod")) && (!strcmp(desc, "(II)I") || !strcmp(desc, "(JJ)J"))) {
      int64_t x = L ? a[0].j : a[0].i, y = L ? a[2].j : a[1].i;
      if (y == 0) return jv_throw(r, "java/lang/ArithmeticException", "/ by zero");
      int64_t q, m;
      if (L && x == INT64_MIN && y == -1) q = INT64_MIN, m = 0;
      else q = x / y, m = x % y;
      if (m != 0 && ((m < 0) != (y < 0))) q--, m += y;
      if (name[5] == 'D') {
        if (L) ret->j = q;
        else ret->i = (int32_t)(uint32_t)(uint64_t)q;
      } else {
        if (L) ret->j = m;
        else ret->i = (int32_t)m;
      }
      return R_OK;
    }
    if ((!strcmp(name, "addExact") || !strcmp(name, "subtractExact") || !strcmp(name, "multiplyExact")) &&
        (!strcmp(desc, "(II)I") || !strcmp(desc, "(JJ)J"))) {
      int ov;
      if (L) {
        int64_t z;
        ov = name[0] == 'a' ? __builtin_add_overflow(a[0].j, a[2].j, &z)
             : name[0] == 's' ? __builtin_sub_overflow(a[0].j, a[2].j, &z)
                              : __builtin_mul_overflow(a[0].j, a[2].j, &z);
        ret->j = z;
      } else {
        int32_t z;
        ov = name[0] == 'a' ? __builtin_add_overflow(a[0].i, a[1].i, &z)
             : name[0] == 's' ? __builtin_sub_overflow(a[0].i, a[1].i, &z)
                              : __builtin_mul_overflow(a[0].i, a[1].i, &z);
        ret->i = z;
      }
      if (ov) return jv_throw(r, "java/lang/ArithmeticException", L ? "long overflow" : "integer overflow");
      return R_OK;
    }
    return R_PASS;
  }
  return box_call(r, isstatic, cls, name, desc, a, ret, at);
}
