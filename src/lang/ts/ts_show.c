/* ts_show.c — values as text: console.log's formatting (node's util.inspect with its defaults:
 * breakLength 80, compact 3, arrays of more than 6 entries grouped in columns) for the shapes
 * modelled here — primitives, and arrays, plain objects, class instances, Maps and Sets of
 * primitives — and show(), the text of a returned value (docs/ts.md) that a node harness prints
 * the same way. A shape whose layout is not modelled goes wrong as unsupported. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "lang/ts/ts_async.h"
#include "lang/ts/ts_big.h"
#include "lang/ts/ts_num.h"
#include "lang/ts/ts_rt.h"

enum { BREAK_LENGTH = 80 };


/* A BigInt as util.inspect and show write it: its digits and 'n'. */
static void big_text(const ts_big *z, strbuf *sb) {
  ts_big_dec_text(z, sb);
  sb_putc(sb, 'n');
}

static void num_text(double d, strbuf *sb) {
  char b[40];
  if (d == 0 && signbit(d)) sb_puts(sb, "-0"); /* util.inspect and show print -0 as such */
  else sb_puts(sb, ts_num_str(d, b));
}

/* A string inside an array or object: util.inspect's quotes (single, else double when the text
 * has a single quote, else backquotes). Texts that need escapes are not modelled. */
static int quote_str(const ts_str *s, strbuf *sb) {
  int sq = 0, dq = 0, bq = 0;
  for (size_t i = 0; i < s->n; i++) {
    uint16_t c = s->u[i];
    if (c < 0x20 || c == 0x7f || c == '\\') return -1;
    if (c >= 0xd800 && c <= 0xdfff) {
      if (!(c <= 0xdbff && i + 1 < s->n && s->u[i + 1] >= 0xdc00 && s->u[i + 1] <= 0xdfff)) return -1;
      i++;
    }
    sq |= c == '\'';
    dq |= c == '"';
    bq |= c == '`';
  }
  char q = '\'';
  if (sq) {
    if (!dq) q = '"';
    else if (!bq) q = '`';
    else return -1;
  }
  sb_putc(sb, q);
  ts_str_utf8(s, sb);
  sb_putc(sb, q);
  return 0;
}

/* util.inspect's length of an entry: code points (its getStringWidth counts wide characters as
 * 2; only ASCII and Latin text are let through to keep the two equal). */
static int text_width(const char *s, size_t n, size_t *w) {
  size_t k = 0;
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c >= 0x80) {
      if (c >= 0xc0 && c < 0xe0 && i + 1 < n) { /* U+0080..U+07FF: width 1 except combining marks */
        unsigned cp = ((c & 0x1fu) << 6) | ((unsigned char)s[i + 1] & 0x3fu);
        if (cp >= 0x300 && cp < 0x370) return -1;
        i++;
        k++;
        continue;
      }
      return -1;
    }
    k++;
  }
  *w = k;
  return 0;
}

/* One primitive entry as util.inspect writes it inside a container. */
static int entry(ts_val v, strbuf *sb) {
  switch (v.t) {
  case TV_UNDEF: sb_puts(sb, "undefined"); return 0;
  case TV_NULL: sb_puts(sb, "null"); return 0;
  case TV_BOOL: sb_puts(sb, v.b ? "true" : "false"); return 0;
  case TV_NUM: num_text(v.n, sb); return 0;
  case TV_STR: return quote_str(v.s, sb);
  case TV_BIG: big_text(v.z, sb); return 0;
  case TV_OBJ: return -1;
  }
  return -1;
}

/* A property key: bare when it matches /^[a-zA-Z_][a-zA-Z_0-9]*$/, else quoted. */
static int key_text(const ts_str *k, strbuf *sb) {
  int bare = k->n > 0;
  for (size_t i = 0; i < k->n && bare; i++) {
    uint16_t c = k->u[i];
    bare = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || (i > 0 && c >= '0' && c <= '9');
  }
  if (bare) {
    ts_str_utf8(k, sb);
    return 0;
  }
  return quote_str(k, sb);
}

static int is_index_key(const ts_str *k, unsigned long long *idx) {
  if (k->n == 0 || k->n > 10 || (k->n > 1 && k->u[0] == '0')) return 0;
  unsigned long long v = 0;
  for (size_t i = 0; i < k->n; i++) {
    if (k->u[i] < '0' || k->u[i] > '9') return 0;
    v = v * 10 + (k->u[i] - '0');
  }
  if (v >= 4294967295ull) return 0;
  *idx = v;
  return 1;
}

/* The own data properties of o in OrdinaryOwnPropertyKeys order (§10.1.11.1): array indices
 * ascending, then the other keys in creation order. */
static int prop_order(ts_rt *r, const ts_obj *o, int *order) {
  int n = 0;
  for (int i = 0; i < o->nprops; i++) {
    unsigned long long idx;
    if (!is_index_key(o->props[i].key, &idx)) continue;
    int pos = n;
    while (pos > 0) {
      unsigned long long pidx = 0;
      is_index_key(o->props[order[pos - 1]].key, &pidx);
      if (pidx < idx) break;
      order[pos] = order[pos - 1];
      pos--;
    }
    order[pos] = i;
    n++;
  }
  for (int i = 0; i < o->nprops; i++) {
    unsigned long long idx;
    if (!is_index_key(o->props[i].key, &idx)) order[n++] = i;
  }
  (void)r;
  return n;
}

/* groupArrayElements of node's lib/internal/util/inspect.js: more than 6 short entries are laid
 * out in columns. Returns the new list of lines in *out (count), numbers right-aligned. */
static int group_entries(char **ents, size_t *lens, int n, int all_numbers, strbuf *lines, int *nlines) {
  size_t total = 0, maxlen = 0;
  const size_t sep = 2;
  for (int i = 0; i < n; i++) {
    total += lens[i] + sep;
    if (lens[i] > maxlen) maxlen = lens[i];
  }
  size_t actual_max = maxlen + sep;
  if (!(actual_max * 3 < BREAK_LENGTH && ((double)total / (double)actual_max > 5 || maxlen <= 6))) return 0;
  double average_bias = sqrt((double)actual_max - (double)total / n);
  double biased_max = fmax((double)actual_max - 3 - average_bias, 1);
  double cols_d = fmin(fmin(round(sqrt(2.5 * biased_max * n) / biased_max), floor((double)BREAK_LENGTH / (double)actual_max)),
                       fmin(3 * 4, 15));
  int columns = (int)cols_d;
  if (columns <= 1) return 0;
  size_t max_line[16];
  for (int i = 0; i < columns; i++) {
    size_t ll = 0;
    for (int j = i; j < n; j += columns)
      if (lens[j] > ll) ll = lens[j];
    max_line[i] = ll + sep;
  }
  int k = 0;
  for (int i = 0; i < n; i += columns) {
    int max = i + columns < n ? i + columns : n;
    strbuf *line = &lines[k++];
    for (int j = i; j < max; j++) {
      size_t width = max_line[j - i];
      if (j == max - 1) width -= sep;
      size_t own = lens[j] + (j < max - 1 ? 2 : 0);
      size_t pad = width > own ? width - own : 0;
      if (all_numbers) for (size_t p = 0; p < pad; p++) sb_putc(line, ' ');
      sb_puts(line, ents[j]);
      if (j < max - 1) sb_puts(line, ", ");
      if (!all_numbers && j < max - 1) for (size_t p = 0; p < pad; p++) sb_putc(line, ' ');
    }
  }
  *nlines = k;
  return 1;
}

/* reduceToSingleString: one line when the entries fit in breakLength, else one entry per line. */
static void reduce(strbuf *sb, const char *base, const char *open, const char *close, strbuf *ents, int n,
                   int grouped) {
  size_t start = (size_t)n + strlen(open) + strlen(base) + 10;
  int fits = !grouped;
  if (fits) {
    size_t total = (size_t)n + start;
    if (total + (size_t)n > BREAK_LENGTH) fits = 0;
    for (int i = 0; i < n && fits; i++) {
      size_t w = 0;
      text_width(ents[i].data ? ents[i].data : "", ents[i].len, &w);
      total += w;
      if (total > BREAK_LENGTH) fits = 0;
    }
  }
  if (*base) {
    sb_puts(sb, base);
    sb_putc(sb, ' ');
  }
  if (fits) {
    sb_puts(sb, open);
    sb_putc(sb, ' ');
    for (int i = 0; i < n; i++) {
      if (i) sb_puts(sb, ", ");
      sb_puts(sb, sb_str(&ents[i]));
    }
    sb_putc(sb, ' ');
    sb_puts(sb, close);
    return;
  }
  sb_puts(sb, open);
  sb_puts(sb, "\n  ");
  for (int i = 0; i < n; i++) {
    if (i) sb_puts(sb, ",\n  ");
    sb_puts(sb, sb_str(&ents[i]));
  }
  sb_puts(sb, "\n");
  sb_puts(sb, close);
}

static ts_comp unsupported_shape(ts_rt *r, const ts_node *at, const char *what) {
  return ts_wrong(r, REL_W_UNSUPPORTED, at, "console.log of %s (util.inspect's layout not modelled)", what);
}

ts_comp ts_inspect(ts_rt *r, ts_val v, strbuf *sb, const ts_node *at) {
  if (v.t == TV_STR) {
    /* a string argument is written as it is; node's stream encodes it as UTF-8, a lone surrogate
     * as U+FFFD */
    const ts_str *s = v.s;
    for (size_t i = 0; i < s->n; i++) {
      uint16_t c = s->u[i];
      int pair = c >= 0xd800 && c <= 0xdbff && i + 1 < s->n && s->u[i + 1] >= 0xdc00 && s->u[i + 1] <= 0xdfff;
      if (c >= 0xd800 && c <= 0xdfff && !pair) {
        sb_puts(sb, "\xef\xbf\xbd");
        continue;
      }
      uint32_t cp = pair ? 0x10000 + ((uint32_t)(c - 0xd800) << 10) + (s->u[i + 1] - 0xdc00u) : c;
      ts_utf8_put(cp, sb);
      i += pair;
    }
    return C_NORMAL;
  }
  if (v.t != TV_OBJ) {
    entry(v, sb);
    return C_NORMAL;
  }
  ts_obj *o = v.o;
  /* node puts a constructor's prefix into the opening brace ("Map(2) {", "Point {"): base stays "" */
  const char *open = "{", *close = "}";
  char base[128] = "", openbuf[160];
  int n = 0;
  int is_array = o->k == TO_ARRAY;
  if (o->k == TO_FUNC || o->k == TO_CLASS || o->k == TO_BUILTIN) return unsupported_shape(r, at, "a function");
  if (o->k == TO_ITER) return unsupported_shape(r, at, "an iterator");
  if (o->klass && o->klass->builtin_error) return unsupported_shape(r, at, "an error (its stack)");
  if (o->prom) { /* node: "Promise { <pending> }", "Promise { 1 }", "Promise { <rejected> 1 }" */
    const struct ts_promise *ps = o->prom;
    if (o->nprops) return unsupported_shape(r, at, "a promise with properties");
    if (ps->state != TP_PENDING && ps->result.t == TV_OBJ) return unsupported_shape(r, at, "a promise of an object");
    sb_puts(sb, "Promise { ");
    if (ps->state == TP_PENDING) sb_puts(sb, "<pending>");
    else {
      if (ps->state == TP_REJECTED) sb_puts(sb, "<rejected> ");
      if (entry(ps->result, sb) < 0) return unsupported_shape(r, at, "a promise of a string that needs escapes");
    }
    sb_puts(sb, " }");
    return C_NORMAL;
  }
  if (o->k == TO_PLAIN && o->name) return unsupported_shape(r, at, "a library namespace");
  if (is_array) {
    if (o->nprops) return unsupported_shape(r, at, "an array with properties");
    if (o->len > 100) return unsupported_shape(r, at, "an array of more than 100 elements");
    if (o->len == 0) {
      sb_puts(sb, "[]");
      return C_NORMAL;
    }
    open = "[";
    close = "]";
    n = (int)o->len;
  } else if (o->k == TO_MAP || o->k == TO_SET) {
    if (o->len > 100) return unsupported_shape(r, at, "a Map or Set of more than 100 entries");
    snprintf(openbuf, sizeof openbuf, "%s(%zu) {", o->k == TO_MAP ? "Map" : "Set", o->len);
    open = openbuf;
    n = (int)o->len;
    if (n == 0) {
      sb_printf(sb, "%s}", openbuf);
      return C_NORMAL;
    }
  } else {
    for (int i = 0; i < o->nprops; i++)
      if (o->props[i].get || o->props[i].set) return unsupported_shape(r, at, "an object with accessors");
    if (o->klass && o->klass->name) {
      if (strlen(o->klass->name) > 100) return unsupported_shape(r, at, "an instance of a class with a long name");
      snprintf(openbuf, sizeof openbuf, "%s {", o->klass->name);
      open = openbuf;
    }
    n = o->nprops;
    if (n == 0) {
      sb_printf(sb, "%s}", open);
      return C_NORMAL;
    }
    if (n > 100) return unsupported_shape(r, at, "an object of more than 100 properties");
  }
  strbuf *ents = arena_alloc(r->a, (size_t)n * sizeof *ents);
  int *order = arena_alloc(r->a, ((size_t)o->nprops + 1) * sizeof *order);
  if (!is_array && o->k == TO_PLAIN) prop_order(r, o, order);
  ts_comp c = C_NORMAL;
  int all_numbers = 1;
  for (int i = 0; i < n && c == C_NORMAL; i++) {
    int bad = 0;
    if (is_array || o->k == TO_SET) {
      bad = entry(o->items[i], &ents[i]);
      all_numbers &= o->items[i].t == TV_NUM || o->items[i].t == TV_BIG; /* node pads both at the start */
    } else if (o->k == TO_MAP) {
      bad = entry(o->items[i], &ents[i]);
      sb_puts(&ents[i], " => ");
      bad |= entry(o->vals[i], &ents[i]);
    } else {
      const ts_prop *p = &o->props[order[i]];
      bad = key_text(p->key, &ents[i]);
      sb_puts(&ents[i], ": ");
      bad |= entry(p->v, &ents[i]);
    }
    size_t w;
    if (!bad && text_width(ents[i].data ? ents[i].data : "", ents[i].len, &w) < 0) bad = 1;
    if (bad) c = unsupported_shape(r, at, "a container of objects or of strings that need escapes");
  }
  if (c == C_NORMAL) {
    int grouped = 0;
    if (is_array && n > 6) {
      char **texts = arena_alloc(r->a, (size_t)n * sizeof *texts);
      size_t *lens = arena_alloc(r->a, (size_t)n * sizeof *lens);
      for (int i = 0; i < n; i++) {
        texts[i] = (char *)sb_str(&ents[i]);
        text_width(texts[i], ents[i].len, &lens[i]);
      }
      strbuf *lines = arena_alloc(r->a, (size_t)n * sizeof *lines);
      int nl = 0;
      if (group_entries(texts, lens, n, all_numbers, lines, &nl)) {
        /* grouped output is kept on several lines unless it became one line (entries === output.length) */
        reduce(sb, base, open, close, lines, nl, nl != n);
        grouped = 1;
      }
      for (int i = 0; i < n; i++) sb_free(&lines[i]);
    }
    if (!grouped) reduce(sb, base, open, close, ents, n, 0);
  }
  for (int i = 0; i < n; i++) sb_free(&ents[i]);
  return c;
}

/* JSON.stringify's quoting of a string (§25.5.2.3 QuoteJSONString), lone surrogates as \uXXXX. */
static void json_quote(const ts_str *s, strbuf *sb) {
  sb_putc(sb, '"');
  for (size_t i = 0; i < s->n; i++) {
    uint16_t c = s->u[i];
    switch (c) {
    case '\b': sb_puts(sb, "\\b"); continue;
    case '\t': sb_puts(sb, "\\t"); continue;
    case '\n': sb_puts(sb, "\\n"); continue;
    case '\f': sb_puts(sb, "\\f"); continue;
    case '\r': sb_puts(sb, "\\r"); continue;
    case '"': sb_puts(sb, "\\\""); continue;
    case '\\': sb_puts(sb, "\\\\"); continue;
    default: break;
    }
    if (c < 0x20) {
      sb_printf(sb, "\\u%04x", c);
    } else if (c >= 0xd800 && c <= 0xdfff) {
      if (c <= 0xdbff && i + 1 < s->n && s->u[i + 1] >= 0xdc00 && s->u[i + 1] <= 0xdfff) {
        uint32_t cp = 0x10000 + ((uint32_t)(c - 0xd800) << 10) + (s->u[i + 1] - 0xdc00u);
        char b[4] = {(char)(0xf0 | (cp >> 18)), (char)(0x80 | ((cp >> 12) & 0x3f)), (char)(0x80 | ((cp >> 6) & 0x3f)),
                     (char)(0x80 | (cp & 0x3f))};
        sb_append(sb, b, 4);
        i++;
      } else {
        sb_printf(sb, "\\u%04x", c);
      }
    } else {
      char b[3];
      if (c < 0x80) sb_putc(sb, (char)c);
      else if (c < 0x800) {
        b[0] = (char)(0xc0 | (c >> 6));
        b[1] = (char)(0x80 | (c & 0x3f));
        sb_append(sb, b, 2);
      } else {
        b[0] = (char)(0xe0 | (c >> 12));
        b[1] = (char)(0x80 | ((c >> 6) & 0x3f));
        b[2] = (char)(0x80 | (c & 0x3f));
        sb_append(sb, b, 3);
      }
    }
  }
  sb_putc(sb, '"');
}

static void show(ts_rt *r, ts_val v, strbuf *sb, int depth) {
  if (depth > 20) {
    sb_puts(sb, "...");
    return;
  }
  switch (v.t) {
  case TV_UNDEF: sb_puts(sb, "undefined"); return;
  case TV_NULL: sb_puts(sb, "null"); return;
  case TV_BOOL: sb_puts(sb, v.b ? "true" : "false"); return;
  case TV_NUM: num_text(v.n, sb); return;
  case TV_STR: json_quote(v.s, sb); return;
  case TV_BIG: big_text(v.z, sb); return;
  case TV_OBJ: break;
  }
  ts_obj *o = v.o;
  if (o->k == TO_FUNC || o->k == TO_CLASS || o->k == TO_BUILTIN) {
    sb_puts(sb, "[function]");
    return;
  }
  if (o->k == TO_ARRAY) {
    sb_putc(sb, '[');
    for (size_t i = 0; i < o->len; i++) {
      if (i) sb_putc(sb, ',');
      show(r, o->items[i], sb, depth + 1);
    }
    sb_putc(sb, ']');
    return;
  }
  if (o->k == TO_ITER) { /* its toString tag: node's show names no class for it */
    sb_printf(sb, "[object %s]", o->name);
    return;
  }
  if (o->k == TO_MAP || o->k == TO_SET) {
    sb_puts(sb, o->k == TO_MAP ? "Map{" : "Set{");
    for (size_t i = 0; i < o->len; i++) {
      if (i) sb_putc(sb, ',');
      show(r, o->items[i], sb, depth + 1);
      if (o->k == TO_MAP) {
        sb_puts(sb, "=>");
        show(r, o->vals[i], sb, depth + 1);
      }
    }
    sb_putc(sb, '}');
    return;
  }
  /* an error: "Name: message" as Error.prototype.toString writes it */
  for (ts_obj *k = o->klass; k; k = k->parent)
    if (k->builtin_error) {
      ts_val nv = ts_undef(), mv = ts_undef();
      const ts_str *name = ts_str_ascii(r, "name"), *msg = ts_str_ascii(r, "message");
      for (ts_obj *p = o; p; p = p->proto) {
        ts_prop *q = ts_own_prop(p, name);
        if (q && nv.t == TV_UNDEF && !q->get) nv = q->v;
        q = ts_own_prop(p, msg);
        if (q && mv.t == TV_UNDEF && !q->get) mv = q->v;
      }
      if (nv.t == TV_STR) ts_str_utf8(nv.s, sb);
      else sb_puts(sb, "Error");
      sb_puts(sb, ": ");
      if (mv.t == TV_STR) ts_str_utf8(mv.s, sb);
      return;
    }
  if (o->klass && o->klass->name) sb_puts(sb, o->klass->name);
  sb_putc(sb, '{');
  int *order = arena_alloc(r->a, ((size_t)o->nprops + 1) * sizeof *order);
  int n = prop_order(r, o, order);
  int first = 1;
  for (int i = 0; i < n; i++) {
    const ts_prop *p = &o->props[order[i]];
    if (p->get || p->set) continue;
    if (!first) sb_putc(sb, ',');
    first = 0;
    ts_str_utf8(p->key, sb);
    sb_putc(sb, ':');
    show(r, p->v, sb, depth + 1);
  }
  sb_putc(sb, '}');
}

void ts_show(ts_rt *r, ts_val v, strbuf *sb) { show(r, v, sb, 0); }
