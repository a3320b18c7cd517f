/* jv_jdk_string.c — models of java.lang.String and java.lang.StringBuilder over UTF-16 code units,
 * written from their Javadoc (indexOf's clamping of fromIndex, reverse keeping surrogate pairs,
 * setLength padding with '\u0000') with the exception messages OpenJDK 17 gives (its
 * checkIndex/checkOffset wording, which the API leaves unspecified but programs print). Case
 * mapping beyond ASCII needs Unicode tables and goes wrong as unsupported. */
#include <stdio.h>
#include <string.h>

#include "lang/jimple/jv_rt.h"

#define IS(n, d) (!strcmp(name, n) && !strcmp(desc, d))
#define SIOOBE "java/lang/StringIndexOutOfBoundsException"
#define NPE "java/lang/NullPointerException"

/* The text of v (of descriptor type t) as a String object, by string conversion (JLS 5.1.11). */
static res conv(rt *r, char t, val v, obj **out, const char *at) {
  if (t == 'L' && v.r && v.r->kind == K_STRING) return *out = v.r, R_OK;
  strbuf sb = STRBUF_INIT;
  res st = jv_str_conv(r, &sb, t, v, at);
  if (st == R_OK) *out = jv_string_utf8(r, sb_str(&sb), sb.len);
  sb_free(&sb);
  return st;
}

static int find(const uint16_t *h, int hn, const uint16_t *n, int nn, int from) {
  if (from < 0) from = 0;
  if (from >= hn) return nn == 0 ? hn : -1;
  for (int i = from; i + nn <= hn; i++)
    if (!nn || !memcmp(h + i, n, sizeof(uint16_t) * (size_t)nn)) return i;
  return -1;
}

static int rfind(const uint16_t *h, int hn, const uint16_t *n, int nn, int from) {
  if (from > hn - nn) from = hn - nn;
  for (int i = from; i >= 0; i--)
    if (!nn || !memcmp(h + i, n, sizeof(uint16_t) * (size_t)nn)) return i;
  return -1;
}

/* indexOf(int ch): a supplementary code point is searched as its surrogate pair. */
static int char_units(int32_t ch, uint16_t u[2]) {
  if (ch >= 0 && ch < 0x10000) return u[0] = (uint16_t)ch, 1;
  if (ch >= 0x10000 && ch <= 0x10ffff) {
    u[0] = (uint16_t)(0xd800 + ((ch - 0x10000) >> 10));
    u[1] = (uint16_t)(0xdc00 + ((ch - 0x10000) & 0x3ff));
    return 2;
  }
  return 0;
}

static int ascii(const obj *s) {
  for (int i = 0; i < s->len; i++)
    if (s->u[i] >= 0x80) return 0;
  return 1;
}

/* ---- StringBuilder ---- */

static void sb_room(rt *r, obj *b, int more) {
  if (b->len + more <= b->cap && b->u) return;
  int cap = b->cap ? b->cap : 16;
  while (cap < b->len + more) cap = 2 * cap + 2;
  uint16_t *u = arena_alloc(r->a, sizeof(uint16_t) * (size_t)(cap + 1));
  if (b->len) memcpy(u, b->u, sizeof(uint16_t) * (size_t)b->len);
  b->u = u;
  b->cap = cap;
}

static void sb_insert(rt *r, obj *b, int at, const uint16_t *u, int n) {
  sb_room(r, b, n);
  memmove(b->u + at + n, b->u + at, sizeof(uint16_t) * (size_t)(b->len - at));
  if (n) memcpy(b->u + at, u, sizeof(uint16_t) * (size_t)n);
  b->len += n;
}

/* The argument type char of a one-argument append/insert descriptor ("(I)", "(Ljava/lang/String;)"). */
static char arg_type(const char *d) {
  if (d[0] == '[') return d[1] == 'C' ? '[' : 0;
  if (d[0] != 'L') return strchr("IJZCFDSB", d[0]) ? d[0] : 0;
  if (!strncmp(d, "Ljava/lang/String;", 18) || !strncmp(d, "Ljava/lang/Object;", 18) ||
      !strncmp(d, "Ljava/lang/CharSequence;", 24) || !strncmp(d, "Ljava/lang/StringBuilder;", 25))
    return 'L';
  return 0;
}

/* The argument type of d when d holds exactly one parameter before its ')' (append(char[], int,
 * int) and append(CharSequence, int, int) take ranges and are other methods). */
static char one_arg(const char *d) {
  char t = arg_type(d);
  if (!t) return 0;
  const char *q = d;
  while (*q == '[') q++;
  if (*q == 'L') q = strchr(q, ';');
  return q && q[1] == ')' ? t : 0;
}

static res builder_call(rt *r, const char *name, const char *desc, val *a, val *ret, const char *at) {
  obj *b = a[0].r;
  if (!strcmp(name, "<init>")) {
    b->len = 0;
    if (IS("<init>", "()V")) return sb_room(r, b, 16), R_OK;
    if (IS("<init>", "(I)V")) {
      if (a[1].i < 0) return jv_throw(r, "java/lang/NegativeArraySizeException", arena_printf(r->a, "%d", a[1].i));
      b->cap = a[1].i;
      sb_room(r, b, 0);
      return R_OK;
    }
    if (IS("<init>", "(Ljava/lang/String;)V") || IS("<init>", "(Ljava/lang/CharSequence;)V")) {
      if (!a[1].r) return jv_throw(r, NPE, NULL);
      obj *s;
      res st = conv(r, 'L', a[1], &s, at);
      if (st != R_OK) return st;
      b->cap = s->len + 16;
      sb_room(r, b, 0);
      sb_insert(r, b, 0, s->u, s->len);
      return R_OK;
    }
    return R_PASS;
  }
  if (IS("append", "(Ljava/lang/CharSequence;II)Ljava/lang/StringBuilder;")) {
    /* null appends as if it were "null"; IndexOutOfBoundsException unless 0 <= start <= end <= length */
    obj *s = a[1].r;
    if (s && s->kind != K_STRING && s->kind != K_SB)
      return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: StringBuilder.append of a %s", jv_dotted(r, s->cls));
    if (!s) s = jv_new_cstring(r, "null");
    int st = a[2].i, en = a[3].i;
    if (st < 0 || st > en || en > s->len)
      return jv_throw(r, "java/lang/IndexOutOfBoundsException", arena_printf(r->a, "start %d, end %d, length %d", st, en, s->len));
    sb_insert(r, b, b->len, s->u + st, en - st);
    return ret->r = b, R_OK;
  }
  if (!strcmp(name, "append") && desc[1] && one_arg(desc + 1) && strstr(desc, ")Ljava/lang/StringBuilder;")) {
    char t = arg_type(desc + 1);
    if (t == '[') {
      obj *arr = a[1].r;
      if (!arr) return jv_throw(r, NPE, NULL);
      uint16_t *u = arena_alloc(r->a, sizeof(uint16_t) * (size_t)(arr->len + 1));
      for (int i = 0; i < arr->len; i++) u[i] = (uint16_t)arr->e[i].i;
      sb_insert(r, b, b->len, u, arr->len);
      return ret->r = b, R_OK;
    }
    obj *s;
    res st = conv(r, t == 'S' || t == 'B' ? 'I' : t, a[1], &s, at);
    if (st != R_OK) return st;
    sb_insert(r, b, b->len, s->u, s->len);
    return ret->r = b, R_OK;
  }
  if (!strcmp(name, "insert") && !strncmp(desc, "(I", 2) && one_arg(desc + 2) && strstr(desc, ")Ljava/lang/StringBuilder;")) {
    char t = arg_type(desc + 2);
    if (t == '[') return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: StringBuilder.insert of a char array");
    int off = a[1].i;
    if (off < 0 || off > b->len) return jv_throw(r, SIOOBE, arena_printf(r->a, "offset %d, length %d", off, b->len));
    obj *s;
    res st = conv(r, t == 'S' || t == 'B' ? 'I' : t, a[2], &s, at);
    if (st != R_OK) return st;
    sb_insert(r, b, off, s->u, s->len);
    return ret->r = b, R_OK;
  }
  if (IS("toString", "()Ljava/lang/String;")) return ret->r = jv_new_string(r, b->u, b->len), R_OK;
  if (IS("length", "()I")) return ret->i = b->len, R_OK;
  if (IS("charAt", "(I)C") || IS("setCharAt", "(IC)V") || IS("deleteCharAt", "(I)Ljava/lang/StringBuilder;")) {
    int i = a[1].i;
    if (i < 0 || i >= b->len) return jv_throw(r, SIOOBE, arena_printf(r->a, "index %d, length %d", i, b->len));
    if (name[0] == 'c') return ret->i = b->u[i], R_OK;
    if (name[0] == 's') return b->u[i] = (uint16_t)a[2].i, R_OK;
    memmove(b->u + i, b->u + i + 1, sizeof(uint16_t) * (size_t)(b->len - i - 1));
    b->len--;
    return ret->r = b, R_OK;
  }
  if (IS("delete", "(II)Ljava/lang/StringBuilder;")) {
    int s = a[1].i, e = a[2].i;
    if (e > b->len) e = b->len;
    if (s < 0 || s > e) return jv_throw(r, SIOOBE, arena_printf(r->a, "start %d, end %d, length %d", s, a[2].i, b->len));
    memmove(b->u + s, b->u + e, sizeof(uint16_t) * (size_t)(b->len - e));
    b->len -= e - s;
    return ret->r = b, R_OK;
  }
  if (IS("setLength", "(I)V")) {
    int n = a[1].i;
    if (n < 0) return jv_throw(r, SIOOBE, arena_printf(r->a, "String index out of range: %d", n));
    if (n > b->len) {
      sb_room(r, b, n - b->len);
      memset(b->u + b->len, 0, sizeof(uint16_t) * (size_t)(n - b->len));
    }
    b->len = n;
    return R_OK;
  }
  if (IS("reverse", "()Ljava/lang/StringBuilder;")) {
    /* AbstractStringBuilder.reverse: surrogate pairs stay in their order (treated as one char) */
    for (int i = 0, j = b->len - 1; i < j; i++, j--) {
      uint16_t t = b->u[i];
      b->u[i] = b->u[j];
      b->u[j] = t;
    }
    for (int i = 0; i + 1 < b->len; i++)
      if (b->u[i] >= 0xdc00 && b->u[i] < 0xe000 && b->u[i + 1] >= 0xd800 && b->u[i + 1] < 0xdc00) {
        uint16_t t = b->u[i];
        b->u[i] = b->u[i + 1];
        b->u[i + 1] = t;
        i++;
      }
    return ret->r = b, R_OK;
  }
  if (IS("indexOf", "(Ljava/lang/String;)I")) {
    if (!a[1].r) return jv_throw(r, NPE, NULL);
    return ret->i = find(b->u, b->len, a[1].r->u, a[1].r->len, 0), R_OK;
  }
  if (IS("isEmpty", "()Z")) return ret->i = b->len == 0, R_OK;
  return R_PASS;
}

/* ---- String ---- */

static obj *chars_string(rt *r, const obj *arr, int off, int n) {
  uint16_t *u = arena_alloc(r->a, sizeof(uint16_t) * (size_t)(n + 1));
  for (int i = 0; i < n; i++) u[i] = (uint16_t)arr->e[off + i].i;
  return jv_new_string(r, u, n);
}

/* new String(...): the object `new` made is filled in place (a String is immutable afterwards). */
static res string_init(rt *r, obj *t, const char *name, const char *desc, val *a) {
  obj *src;
  if (IS("<init>", "()V")) src = jv_new_string(r, NULL, 0);
  else if (IS("<init>", "([C)V") || IS("<init>", "([CII)V")) {
    obj *arr = a[1].r;
    if (!arr) return jv_throw(r, NPE, NULL);
    if (arr->kind != K_ARRAY || arr->ety != 'C') return R_PASS;
    int off = desc[3] == 'I' ? a[2].i : 0, n = desc[3] == 'I' ? a[3].i : arr->len;
    if (off < 0 || n < 0 || off > arr->len - n)
      return jv_throw(r, SIOOBE, arena_printf(r->a, "offset %d, count %d, length %d", off, n, arr->len));
    src = chars_string(r, arr, off, n);
  } else if (IS("<init>", "(Ljava/lang/String;)V") || IS("<init>", "(Ljava/lang/StringBuilder;)V")) {
    if (!a[1].r) return jv_throw(r, NPE, NULL);
    if (a[1].r->kind != (desc[18] == ';' ? K_STRING : K_SB)) return R_PASS;
    src = jv_new_string(r, a[1].r->u, a[1].r->len);
  } else {
    return R_PASS;
  }
  t->u = src->u;
  t->len = src->len;
  return R_OK;
}

static res string_call(rt *r, const char *name, const char *desc, val *a, val *ret, const char *at) {
  obj *t = a[0].r;
  if (!strcmp(name, "<init>")) return string_init(r, t, name, desc, a);
  if (IS("formatted", "([Ljava/lang/Object;)Ljava/lang/String;")) return jv_jdk_format(r, t, a[1].r, ret, at);
  if (IS("length", "()I")) return ret->i = t->len, R_OK;
  if (IS("isEmpty", "()Z")) return ret->i = t->len == 0, R_OK;
  if (IS("charAt", "(I)C")) {
    if (a[1].i < 0 || a[1].i >= t->len) {
      /* OpenJDK 17's messages (unspecified by the API): compact Latin-1 strings and UTF-16 ones differ */
      int latin1 = 1;
      for (int i = 0; i < t->len; i++) latin1 &= t->u[i] < 0x100;
      return jv_throw(r, SIOOBE, latin1 ? arena_printf(r->a, "String index out of range: %d", a[1].i)
                                        : arena_printf(r->a, "index %d, length %d", a[1].i, t->len));
    }
    return ret->i = t->u[a[1].i], R_OK;
  }
  if (IS("equals", "(Ljava/lang/Object;)Z")) {
    int eq;
    jv_jdk_equals(t, a[1].r, &eq);
    return ret->i = a[1].r && eq, R_OK;
  }
  if (IS("hashCode", "()I")) {
    int32_t h;
    jv_jdk_hash(t, &h);
    return ret->i = h, R_OK;
  }
  if (IS("compareTo", "(Ljava/lang/String;)I") || IS("compareTo", "(Ljava/lang/Object;)I")) {
    obj *o = a[1].r;
    if (!o) return jv_throw(r, NPE, NULL);
    if (o->kind != K_STRING) return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: ClassCastException (its message names class loaders)");
    int n = t->len < o->len ? t->len : o->len;
    for (int i = 0; i < n; i++)
      if (t->u[i] != o->u[i]) return ret->i = (int)t->u[i] - (int)o->u[i], R_OK;
    return ret->i = t->len - o->len, R_OK;
  }
  if (IS("concat", "(Ljava/lang/String;)Ljava/lang/String;")) {
    obj *o = a[1].r;
    if (!o) return jv_throw(r, NPE, NULL);
    if (!o->len) return ret->r = t, R_OK;
    uint16_t *u = arena_alloc(r->a, sizeof(uint16_t) * (size_t)(t->len + o->len + 1));
    if (t->len) memcpy(u, t->u, sizeof(uint16_t) * (size_t)t->len);
    memcpy(u + t->len, o->u, sizeof(uint16_t) * (size_t)o->len);
    return ret->r = jv_new_string(r, u, t->len + o->len), R_OK;
  }
  if (IS("substring", "(I)Ljava/lang/String;") || IS("substring", "(II)Ljava/lang/String;")) {
    int b = a[1].i, e = desc[2] == 'I' ? a[2].i : t->len;
    if (b < 0 || b > e || e > t->len) return jv_throw(r, SIOOBE, arena_printf(r->a, "begin %d, end %d, length %d", b, e, t->len));
    return ret->r = jv_new_string(r, t->u + b, e - b), R_OK;
  }
  if (IS("toString", "()Ljava/lang/String;") || IS("intern", "()Ljava/lang/String;")) {
    if (name[0] == 'i') return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: String.intern");
    return ret->r = t, R_OK;
  }
  if (IS("indexOf", "(I)I") || IS("indexOf", "(II)I") || IS("lastIndexOf", "(I)I")) {
    uint16_t u[2];
    int n = char_units(a[1].i, u);
    if (!n) return ret->i = -1, R_OK;
    if (name[0] == 'l') return ret->i = rfind(t->u, t->len, u, n, t->len - 1), R_OK;
    int from = desc[2] == 'I' ? a[2].i : 0;
    if (from >= t->len) return ret->i = -1, R_OK;
    return ret->i = find(t->u, t->len, u, n, from), R_OK;
  }
  if (IS("indexOf", "(Ljava/lang/String;)I") || IS("indexOf", "(Ljava/lang/String;I)I") || IS("lastIndexOf", "(Ljava/lang/String;)I") ||
      IS("contains", "(Ljava/lang/CharSequence;)Z") || IS("startsWith", "(Ljava/lang/String;)Z") || IS("endsWith", "(Ljava/lang/String;)Z")) {
    obj *s = a[1].r;
    if (!s) return jv_throw(r, NPE, NULL);
    if (s->kind != K_STRING && s->kind != K_SB) return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: a CharSequence of class %s", jv_dotted(r, s->cls));
    if (name[0] == 'l') return ret->i = rfind(t->u, t->len, s->u, s->len, t->len), R_OK;
    if (name[0] == 'c') return ret->i = find(t->u, t->len, s->u, s->len, 0) >= 0, R_OK;
    if (name[0] == 's') return ret->i = s->len <= t->len && !memcmp(t->u, s->u, sizeof(uint16_t) * (size_t)s->len), R_OK;
    if (name[0] == 'e')
      return ret->i = s->len <= t->len && !memcmp(t->u + t->len - s->len, s->u, sizeof(uint16_t) * (size_t)s->len), R_OK;
    return ret->i = find(t->u, t->len, s->u, s->len, desc[19] == 'I' ? a[2].i : 0), R_OK;
  }
  if (IS("toUpperCase", "()Ljava/lang/String;") || IS("toLowerCase", "()Ljava/lang/String;") ||
      IS("equalsIgnoreCase", "(Ljava/lang/String;)Z")) {
    obj *o = name[0] == 'e' ? a[1].r : NULL;
    if (!ascii(t) || (o && !ascii(o)))
      return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: String.%s of non-ASCII text (Unicode case tables)", name);
    if (name[0] == 'e') {
      int eq = o && o->len == t->len;
      for (int i = 0; eq && i < t->len; i++) {
        unsigned x = t->u[i], y = o->u[i];
        if (x >= 'A' && x <= 'Z') x += 32;
        if (y >= 'A' && y <= 'Z') y += 32;
        eq = x == y;
      }
      return ret->i = eq, R_OK;
    }
    uint16_t *u = arena_alloc(r->a, sizeof(uint16_t) * (size_t)(t->len + 1));
    int up = name[2] == 'U';
    for (int i = 0; i < t->len; i++) {
      unsigned c = t->u[i];
      if (up && c >= 'a' && c <= 'z') c -= 32;
      if (!up && c >= 'A' && c <= 'Z') c += 32;
      u[i] = (uint16_t)c;
    }
    return ret->r = jv_new_string(r, u, t->len), R_OK;
  }
  if (IS("trim", "()Ljava/lang/String;")) {
    int b = 0, e = t->len;
    while (b < e && t->u[b] <= ' ') b++;
    while (e > b && t->u[e - 1] <= ' ') e--;
    return ret->r = b == 0 && e == t->len ? t : jv_new_string(r, t->u + b, e - b), R_OK;
  }
  if (IS("replace", "(CC)Ljava/lang/String;")) {
    uint16_t *u = arena_alloc(r->a, sizeof(uint16_t) * (size_t)(t->len + 1));
    for (int i = 0; i < t->len; i++) u[i] = t->u[i] == (uint16_t)a[1].i ? (uint16_t)a[2].i : t->u[i];
    return ret->r = jv_new_string(r, u, t->len), R_OK;
  }
  if (IS("replace", "(Ljava/lang/CharSequence;Ljava/lang/CharSequence;)Ljava/lang/String;")) {
    /* each literal occurrence of the target, left to right, without overlaps; an empty target
     * matches before every char and at the end ("ab".replace("", "-") is "-a-b-") */
    obj *x = a[1].r, *y = a[2].r;
    if (!x || !y) return jv_throw(r, NPE, NULL);
    if ((x->kind != K_STRING && x->kind != K_SB) || (y->kind != K_STRING && y->kind != K_SB))
      return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: String.replace of a CharSequence that is not a String or StringBuilder");
    obj *b = jv_new_obj(r, "java/lang/StringBuilder");
    b->kind = K_SB;
    int i = 0;
    for (;;) {
      int k = find(t->u, t->len, x->u, x->len, i);
      if (k < 0 || (x->len == 0 && k > t->len)) break;
      sb_insert(r, b, b->len, t->u + i, k - i);
      sb_insert(r, b, b->len, y->u, y->len);
      if (x->len == 0) {
        if (k == t->len) {
          i = k;
          break;
        }
        sb_insert(r, b, b->len, t->u + k, 1);
        i = k + 1;
      } else {
        i = k + x->len;
      }
    }
    sb_insert(r, b, b->len, t->u + i, t->len - i);
    return ret->r = jv_new_string(r, b->u, b->len), R_OK;
  }
  if (IS("isBlank", "()Z") || IS("strip", "()Ljava/lang/String;")) {
    /* Character.isWhitespace; beyond ASCII it needs the Unicode tables */
    for (int i = 0; i < t->len; i++)
      if (t->u[i] >= 0x80) return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: String.%s of non-ASCII text (Unicode tables)", name);
    int b = 0, e = t->len;
#define WS(c) (((c) >= 9 && (c) <= 13) || ((c) >= 28 && (c) <= 32))
    while (b < e && WS(t->u[b])) b++;
    while (e > b && WS(t->u[e - 1])) e--;
#undef WS
    if (name[0] == 'i') return ret->i = b == e, R_OK;
    return ret->r = b == 0 && e == t->len ? t : jv_new_string(r, t->u + b, e - b), R_OK;
  }
  if (IS("startsWith", "(Ljava/lang/String;I)Z")) {
    obj *p = a[1].r;
    int off = a[2].i;
    if (!p) return jv_throw(r, NPE, NULL);
    return ret->i = off >= 0 && off <= t->len - p->len && !memcmp(t->u + off, p->u, sizeof(uint16_t) * (size_t)p->len), R_OK;
  }
  if (IS("repeat", "(I)Ljava/lang/String;")) {
    int n = a[1].i;
    if (n < 0) return jv_throw(r, "java/lang/IllegalArgumentException", arena_printf(r->a, "count is negative: %d", n));
    if ((long long)n * t->len > (1 << 24)) return jv_wrong(r, REL_W_OUT_OF_FUEL, at, "a string of %lld units", (long long)n * t->len);
    uint16_t *u = arena_alloc(r->a, sizeof(uint16_t) * ((size_t)n * (size_t)t->len + 1));
    for (int i = 0; i < n; i++) memcpy(u + (size_t)i * (size_t)t->len, t->u, sizeof(uint16_t) * (size_t)t->len);
    return ret->r = jv_new_string(r, u, n * t->len), R_OK;
  }
  if (IS("toCharArray", "()[C")) {
    obj *arr = jv_new_obj(r, "[C");
    arr->kind = K_ARRAY;
    arr->ety = 'C';
    arr->len = t->len;
    arr->e = arena_alloc(r->a, sizeof(val) * (size_t)(t->len + 1));
    for (int i = 0; i < t->len; i++) arr->e[i].i = t->u[i];
    return ret->r = arr, R_OK;
  }
  return R_PASS;
}

res jv_jdk_string_call(rt *r, int isstatic, const char *cls, const char *name, const char *desc, val *a, val *ret, const char *at) {
  if (isstatic) {
    if (strcmp(cls, "java/lang/String")) return R_PASS;
    if (IS("format", "(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;")) return jv_jdk_format(r, a[0].r, a[1].r, ret, at);
    if (IS("join", "(Ljava/lang/CharSequence;[Ljava/lang/CharSequence;)Ljava/lang/String;")) {
      /* the elements with the delimiter between them; a null element is "null" */
      obj *d = a[0].r, *arr = a[1].r;
      if (!d || !arr) return jv_throw(r, NPE, NULL);
      if (arr->kind != K_ARRAY || arr->ety != 'A' || (d->kind != K_STRING && d->kind != K_SB)) return R_PASS;
      obj *b = jv_new_obj(r, "java/lang/StringBuilder");
      b->kind = K_SB;
      for (int i = 0; i < arr->len; i++) {
        obj *e = arr->e[i].r;
        if (i) sb_insert(r, b, b->len, d->u, d->len);
        if (!e) e = jv_new_cstring(r, "null");
        if (e->kind != K_STRING && e->kind != K_SB)
          return jv_wrong(r, REL_W_UNSUPPORTED, at, "unsupported: String.join of a %s", jv_dotted(r, e->cls));
        sb_insert(r, b, b->len, e->u, e->len);
      }
      return ret->r = jv_new_string(r, b->u, b->len), R_OK;
    }
    if (IS("valueOf", "([C)Ljava/lang/String;") || IS("copyValueOf", "([C)Ljava/lang/String;")) {
      if (!a[0].r) return jv_throw(r, NPE, NULL);
      if (a[0].r->kind != K_ARRAY || a[0].r->ety != 'C') return R_PASS;
      return ret->r = chars_string(r, a[0].r, 0, a[0].r->len), R_OK;
    }
    if (strcmp(name, "valueOf")) return R_PASS;
    char t = desc[1];
    if (!strcmp(desc, "(Ljava/lang/Object;)Ljava/lang/String;")) t = 'L';
    else if (!strchr("IJZCFD", t) || desc[2] != ')') return R_PASS;
    obj *s;
    res st = conv(r, t, a[0], &s, at);
    if (st == R_OK) ret->r = s;
    return st;
  }
  obj *o = a[0].r;
  if (o->kind == K_STRING) return string_call(r, name, desc, a, ret, at);
  if (o->kind == K_SB) return builder_call(r, name, desc, a, ret, at);
  return R_PASS;
}
