/* validate.c — the shape check of validate.h: node shapes (member name, optional mark, JSON type)
 * from docs/cobol-json.md and docs/cobol-json-procedure.md — the statements' from the one list of
 * stmt.h, the other nodes' from the table below — walked over the tree. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "lang/cobol/stmt.h"
#include "lang/cobol/validate.h"

/* A shape is a string of members "key:T" separated by spaces; "key?:T" marks an optional member.
 * Types T:
 *   s string   b boolean   n null   o any object   a any array   l loc [FILE, LINE, COL]
 *   i integer 0..INT32_MAX          d id: integer 0..VAL_MAX_ID (ids index the semantics' tables)
 *   E operand or arithmetic expression   C condition   R data or file reference   P procedure ref
 *   L statement list   S statement   @name a named shape of the table below
 *   [T  array of T (T is the rest of the string)   T|U  either (chosen by the JSON type)
 * Members not named are not checked: the semantics does not read them. */
#define VAL_MAX_ID (1L << 24)
#define VAL_MAX_DEPTH 200 /* nesting of nodes: the interpreter recurses over conditions/expressions */

typedef struct vctx {
  char ptr[1024]; /* JSON pointer of the node being checked (RFC 6901) */
  size_t len;
  char *err;
  size_t errlen;
  int failed;
  int depth;
} vctx;

typedef struct shape {
  const char *name;
  const char *spec;
} shape;

/* Conditional phrases (cobol-json-procedure.md "Statements"): statement lists on any statement. */
static const char phrase_keys[] =
  "on_size_error?:L not_on_size_error?:L at_end?:L not_at_end?:L invalid_key?:L not_invalid_key?:L "
  "on_overflow?:L not_on_overflow?:L on_exception?:L not_on_exception?:L at_end_of_page?:L "
  "not_at_end_of_page?:L";

static const shape shapes[] = {
  /* envelope and data division (docs/cobol-json.schema.json) */
  {"document", "equiv_cobol_json:s source:@source programs:[@program"},
  {"source", "path:s format:s decimal_point_is_comma:b compiler_options:[s files:[@source_file"},
  {"source_file", "id:d path:s included_from:n|l"},
  {"program", "name:s loc?:l attributes:[s identification:o environment?:@environment data?:@data "
              "procedure?:@procedure programs:[@program end_program?:b"},
  {"environment", "files:[@select special_names?:@special_names"},
  {"special_names", "mnemonics?:[@mnemonic classes?:[@class currency?:@currency "
                    "decimal_point_is_comma?:b symbolic_characters?:a alphabets?:a"},
  {"mnemonic", "environment_name?:s mnemonic?:s on_status?:s off_status?:s"},
  {"class", "name:s values:[@range"},
  {"currency", "sign?:E picture_symbol?:E"},
  {"range", "from:E thru?:E"},
  {"select", "id:d name:s loc?:l optional?:b assign?:s organization:s access:s record_key?:R "
             "relative_key?:R file_status?:R vsam_status?:R record_delimiter?:s alternate_keys:[@alt_key"},
  {"alt_key", "key:R duplicates:b"},
  {"data", "file:[@fd working_storage:[@item local_storage:[@item linkage:[@item"},
  {"fd", "kind:s file:R loc?:l record?:@fd_record recording_mode?:s code_set?:s linage?:@linage "
         "external?:b global?:b records:[@item"},
  {"fd_record", "min?:i max?:i varying?:b depending_on?:R"},
  {"linage", "lines:E footing?:E top?:E bottom?:E"},
  {"item", "id:d level:i name:n|s loc?:l redefines?:R picture?:s usage?:s sign?:@sign justified?:b "
           "blank_when_zero?:b synchronized?:s external?:b global?:b group_usage?:s occurs?:@occurs "
           "value?:E conditions?:[@condition children?:[@item renames?:@renames"},
  {"exec_item", "exec:s text:s loc?:l"},
  {"sign", "position:s separate:b"},
  {"occurs", "min:i max:i depending_on?:R keys:[@occurs_key indexed_by:[@index_name"},
  {"occurs_key", "order:s key:R"},
  {"index_name", "id:d name:s loc?:l"},
  {"condition", "id:d level:i name:s loc?:l values:[@range parent:d false_value?:E"},
  {"renames", "from:R thru?:R"},
  /* procedure division (docs/cobol-json-procedure.md) */
  {"procedure", "using?:[@arg returning?:n|E declaratives?:[@section sections?:[@section"},
  {"section", "name:n|s id:d priority?:s use?:@use paragraphs:[@paragraph"},
  {"use", "global?:b files?:[R open_mode?:s"},
  {"paragraph", "name:n|s id:d sentences:[L"},
  {"ref", "ref:s of?:[s of_locs?:[l item?:d kind?:s subscripts?:[E refmod?:@refmod file?:b loc?:l"},
  {"refmod", "start:E length?:E"},
  {"proc_ref", "proc:s of?:s target?:d loc?:l"},
  {"receiver", "dest:E rounded:b rounded_mode?:s"},
  {"accept_from", "kind:s format?:s name?:s"},
  {"alteration", "paragraph:P to:P"},
  {"arg", "by:s arg?:E omitted?:b"},
  {"close_file", "file:R reel?:s for_removal?:b lock?:b no_rewind?:b"},
  {"open_file", "mode:s file:R reversed?:b no_rewind?:b"},
  {"eval_subject", "kind:s expr?:E cond?:C"},
  {"eval_when", "alternatives:[[@eval_object statements:L"},
  {"eval_object", "kind:s not?:b value?:E thru?:E cond?:C"},
  {"init_replacing", "category:s by:E"},
  {"tallying", "counter:E for:[@tally_for"},
  {"tally_for", "kind:s pattern?:E before?:E after?:E"},
  {"inspect_replacing", "kind:s pattern?:E by:E before?:E after?:E"},
  {"converting", "from:E to:E before?:E after?:E"},
  {"sort_key", "order:s key:R"},
  {"proc_range", "proc:P thru?:P"},
  {"loop", "kind:s count?:E test?:s until?:C varying?:[@varying"},
  {"varying", "var:E from:E by:E until:C"},
  {"advancing", "when:s kind:s count?:E name?:s"},
  {"search_when", "cond:C statements:L"},
  {"start_key", "op:s operand:E"},
  {"string_source", "value:E delimiter:E|s"},
  {"unstring_delim", "all:b value:E"},
  {"unstring_into", "dest:E delimiter_in?:E count_in?:E"},
  /* expressions and conditions, by their distinguishing member */
  {"op", "op:s args:[E"},
  {"function", "function:s args?:[E refmod?:@refmod subscripts?:[E"},
  {"register", "register:s of?:[s refmod?:@refmod subscripts?:[E"},
  {"relation", "op:s left:E right:E abbreviated?:s"},
  {"and_or", "args:[C"},
  {"not", "arg:C"},
  {"class_cond", "operand:E class?:s user_class?:s"},
  {"sign_cond", "operand:E sign:s"},
  {"omitted", "operand:E"},
  {"name_cond", "ref:R"},
  {"switch", "name:s"},
  {NULL, NULL}};

static int check_shape(vctx *v, const json_t *x, const char *spec);
static int check_type(vctx *v, const json_t *x, const char *t, size_t tn);

static int fail(vctx *v, const char *fmt, ...) {
  if (v->failed) return -1;
  v->failed = 1;
  char msg[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  /* a pointer into deep nesting is shortened in the middle so the error stays one readable line */
  if (v->len > 240)
    snprintf(v->err, v->errlen, "%.100s/…%s: %s", v->ptr, v->ptr + v->len - 120, msg);
  else
    snprintf(v->err, v->errlen, "%s: %s", v->len ? v->ptr : "(document)", msg);
  return -1;
}

/* Appends "/key" to the pointer, with RFC 6901 escapes (~ as ~0, / as ~1); returns the old length. */
static size_t push_key(vctx *v, const char *key) {
  size_t old = v->len;
  if (v->len + 2 < sizeof v->ptr) v->ptr[v->len++] = '/';
  for (const char *k = key; *k && v->len + 3 < sizeof v->ptr; k++) {
    if (*k == '~' || *k == '/') {
      v->ptr[v->len++] = '~';
      v->ptr[v->len++] = *k == '~' ? '0' : '1';
    } else {
      v->ptr[v->len++] = *k;
    }
  }
  v->ptr[v->len] = 0;
  return old;
}

static size_t push_index(vctx *v, size_t i) {
  char b[32];
  snprintf(b, sizeof b, "%zu", i);
  return push_key(v, b);
}

static void pop(vctx *v, size_t old) {
  v->len = old;
  v->ptr[old] = 0;
}

static const char *find_shape(const shape *tab, const char *name, size_t n) {
  for (const shape *s = tab; s->name; s++)
    if (strlen(s->name) == n && !strncmp(s->name, name, n)) return s->spec;
  return NULL;
}

static const char *named(const char *name) {
  const char *s = find_shape(shapes, name, strlen(name));
  return s ? s : "";
}

/* A string member that must be present (used to pick a node's form). */
static const char *str_member(const json_t *x, const char *key) {
  const json_t *m = json_object_get(x, key);
  return json_is_string(m) ? json_string_value(m) : NULL;
}

static int all_of(const char *s, const char *set) {
  return strspn(s, set) == strlen(s);
}

/* A numeric literal as cobol-json.md writes it: [+-]digits[.digits][E[+-]digits], 1..64 chars. */
static int is_num_text(const char *s) {
  size_t n = strlen(s), i = 0, digits = 0;
  if (!n || n > 64) return 0;
  if (s[i] == '+' || s[i] == '-') i++;
  while (s[i] >= '0' && s[i] <= '9') i++, digits++;
  if (s[i] == '.') {
    i++;
    size_t f = 0;
    while (s[i] >= '0' && s[i] <= '9') i++, f++;
    if (!f) return 0;
    digits += f;
  }
  if (!digits) return 0;
  if (s[i] == 'E') {
    i++;
    if (s[i] == '+' || s[i] == '-') i++;
    size_t e = 0;
    while (s[i] >= '0' && s[i] <= '9') i++, e++;
    if (!e) return 0;
  }
  return s[i] == 0;
}

/* An operand (literal, figurative, ALL literal, reference, register, LENGTH OF, ADDRESS OF,
 * function, symbolic character) or an arithmetic expression, recognised by its first member. */
static int check_operand(vctx *v, const json_t *x) {
  if (json_object_get(x, "ref")) return check_shape(v, x, named("ref"));
  if (json_object_get(x, "op")) {
    if (check_shape(v, x, named("op")) < 0) return -1;
    const char *op = str_member(x, "op");
    size_t n = json_array_size(json_object_get(x, "args"));
    int unary = !strcmp(op, "neg") || !strcmp(op, "pos");
    if (!unary && strcmp(op, "+") && strcmp(op, "-") && strcmp(op, "*") && strcmp(op, "/") && strcmp(op, "**"))
      return fail(v, "unknown arithmetic operator '%s'", op);
    if (n != (unary ? 1u : 2u)) return fail(v, "operator '%s' needs %d arguments, has %zu", op, unary ? 1 : 2, n);
    return 0;
  }
  if (json_object_get(x, "num")) {
    const char *s = str_member(x, "num");
    size_t o = push_key(v, "num");
    if (!s) return fail(v, "expected a string");
    if (!is_num_text(s)) return fail(v, "not a numeric literal: '%.40s'", s);
    pop(v, o);
    return 0;
  }
  static const char *const texts[] = {"str", "national", "figurative", "symbolic", "keyword", "subscript",
                                      "mnemonic", NULL};
  for (int i = 0; texts[i]; i++)
    if (json_object_get(x, texts[i])) {
      size_t o = push_key(v, texts[i]);
      if (!str_member(x, texts[i])) return fail(v, "expected a string");
      pop(v, o);
      return 0;
    }
  static const char *const hexes[] = {"hex", "national_hex", NULL};
  for (int i = 0; hexes[i]; i++)
    if (json_object_get(x, hexes[i])) {
      size_t o = push_key(v, hexes[i]);
      const char *s = str_member(x, hexes[i]);
      if (!s) return fail(v, "expected a string");
      if (!all_of(s, "0123456789ABCDEF") || strlen(s) % (i ? 4 : 2))
        return fail(v, "not %s hexadecimal digits", i ? "groups of 4" : "pairs of");
      pop(v, o);
      return 0;
    }
  if (json_object_get(x, "function")) return check_shape(v, x, named("function"));
  if (json_object_get(x, "register")) return check_shape(v, x, named("register"));
  static const char *const wraps[] = {"all", "length_of", "address_of", NULL};
  for (int i = 0; wraps[i]; i++)
    if (json_object_get(x, wraps[i])) {
      char spec[32];
      snprintf(spec, sizeof spec, "%s:E", wraps[i]);
      return check_shape(v, x, spec);
    }
  if (json_object_get(x, "proc")) return check_shape(v, x, named("proc_ref"));
  return fail(v, "not an operand or expression");
}

static int check_condition(vctx *v, const json_t *x) {
  if (check_shape(v, x, "cond:s") < 0) return -1;
  const char *c = str_member(x, "cond");
  cbl_cond_kind k = cbl_cond_kind_of(c);
  const char *spec = k == CBL_CO_UNKNOWN ? NULL : named(cbl_cond_shape(k));
  if (!spec) return fail(v, "unknown condition kind '%s'", c);
  if (check_shape(v, x, spec) < 0) return -1;
  if (k == CBL_CO_CLASS && !str_member(x, "class") && !str_member(x, "user_class"))
    return fail(v, "class condition without 'class' or 'user_class'");
  if ((k == CBL_CO_AND || k == CBL_CO_OR) && json_array_size(json_object_get(x, "args")) < 2)
    return fail(v, "'%s' with fewer than 2 conditions", c);
  return 0;
}

static int check_statement(vctx *v, const json_t *x) {
  if (check_shape(v, x, "stmt:s loc?:l") < 0) return -1;
  if (check_shape(v, x, phrase_keys) < 0) return -1;
  const char *k = str_member(x, "stmt");
  const char *spec = cbl_stmt_shape(cbl_stmt_kind_of(k));
  /* an unknown kind, or one the front end refuses, is the interpreter's: it reports
   * "[unsupported] K statement" */
  return spec ? check_shape(v, x, spec) : 0;
}

static int check_item(vctx *v, const json_t *x) {
  if (json_object_get(x, "exec")) return check_shape(v, x, named("exec_item"));
  if (check_shape(v, x, named("item")) < 0) return -1;
  /* level numbers of a data description entry (IBM "Level-numbers"): 01-49, 66, 77 */
  json_int_t lv = json_integer_value(json_object_get(x, "level"));
  if (!((lv >= 1 && lv <= 49) || lv == 66 || lv == 77)) {
    size_t o = push_key(v, "level");
    fail(v, "level %lld is not 01-49, 66 or 77", (long long)lv);
    pop(v, o);
    return -1;
  }
  const json_t *oc = json_object_get(x, "occurs");
  if (oc && json_integer_value(json_object_get(oc, "min")) > json_integer_value(json_object_get(oc, "max"))) {
    size_t o = push_key(v, "occurs");
    fail(v, "minimum greater than maximum");
    pop(v, o);
    return -1;
  }
  const json_t *p = json_object_get(x, "picture");
  if (p && !json_string_length(p)) {
    size_t o = push_key(v, "picture");
    fail(v, "empty PICTURE string");
    pop(v, o);
    return -1;
  }
  return 0;
}

static const char *type_name(char t) {
  switch (t) {
  case 's': return "a string";
  case 'b': return "true or false";
  case 'n': return "null";
  case 'i': return "a non-negative integer";
  case 'd': return "an id (integer 0..16777216)";
  case 'l': return "a location [FILE, LINE, COL]";
  case '[':
  case 'a': return "an array";
  case 'L': return "a statement list (array)";
  default: return "an object";
  }
}

/* Does x have the JSON type alternative t (one letter or '[' or '@')? */
static int type_matches(const json_t *x, char t) {
  switch (t) {
  case 's': return json_is_string(x);
  case 'b': return json_is_boolean(x);
  case 'n': return json_is_null(x);
  case 'i':
  case 'd': return json_is_integer(x);
  case 'l':
  case 'a':
  case 'L':
  case '[': return json_is_array(x);
  default: return json_is_object(x);
  }
}

/* Checks x against type t[0..tn). */
static int check_type(vctx *v, const json_t *x, const char *t, size_t tn) {
  if (v->depth > VAL_MAX_DEPTH) return fail(v, "nested deeper than %d nodes", VAL_MAX_DEPTH);
  if (t[0] == '[') {
    if (!json_is_array(x)) return fail(v, "expected %s", type_name('['));
    size_t i;
    json_t *e;
    v->depth++;
    json_array_foreach(x, i, e) {
      size_t o = push_index(v, i);
      if (check_type(v, e, t + 1, tn - 1) < 0) return -1;
      pop(v, o);
    }
    v->depth--;
    return 0;
  }
  /* alternatives: pick the first whose JSON type fits */
  const char *alt = t, *end = t + tn;
  const char *pick = NULL;
  size_t pickn = 0;
  while (alt < end) {
    const char *bar = memchr(alt, '|', (size_t)(end - alt));
    size_t an = bar ? (size_t)(bar - alt) : (size_t)(end - alt);
    if (!pick && type_matches(x, alt[0])) pick = alt, pickn = an;
    alt += an + (bar ? 1 : 0);
  }
  if (!pick) {
    char want[256] = "";
    for (alt = t; alt < end;) {
      const char *bar = memchr(alt, '|', (size_t)(end - alt));
      size_t an = bar ? (size_t)(bar - alt) : (size_t)(end - alt);
      if (want[0]) strncat(want, " or ", sizeof want - strlen(want) - 1);
      strncat(want, type_name(alt[0]), sizeof want - strlen(want) - 1);
      alt += an + (bar ? 1 : 0);
    }
    return fail(v, "expected %s", want);
  }
  if (pick[0] == '[') return check_type(v, x, pick, pickn);
  int r = 0;
  v->depth++;
  switch (pick[0]) {
  case 'i':
  case 'd': {
    json_int_t n = json_integer_value(x);
    if (n < 0 || n > (pick[0] == 'd' ? VAL_MAX_ID : 0x7fffffffL))
      r = fail(v, "%lld is out of range (expected %s)", (long long)n, type_name(pick[0]));
    break;
  }
  case 'l': {
    int ok = json_array_size(x) == 3;
    for (size_t i = 0; ok && i < 3; i++) {
      json_t *e = json_array_get(x, i);
      ok = json_is_integer(e) && json_integer_value(e) >= 0 && json_integer_value(e) <= 0x7fffffffL;
    }
    if (!ok) r = fail(v, "expected %s", type_name('l'));
    break;
  }
  case 'L': {
    size_t i;
    json_t *e;
    json_array_foreach(x, i, e) {
      size_t o = push_index(v, i);
      if (!json_is_object(e)) r = fail(v, "expected a statement (object)");
      else r = check_statement(v, e);
      if (r < 0) break;
      pop(v, o);
    }
    break;
  }
  case 'S': r = check_statement(v, x); break;
  case 'E': r = check_operand(v, x); break;
  case 'C': r = check_condition(v, x); break;
  case 'R': r = check_shape(v, x, named("ref")); break;
  case 'P': r = check_shape(v, x, named("proc_ref")); break;
  case '@': {
    const char *name = pick + 1;
    size_t nn = pickn - 1;
    if (nn == 4 && !strncmp(name, "item", 4)) {
      r = check_item(v, x);
    } else {
      const char *spec = find_shape(shapes, name, nn);
      r = spec ? check_shape(v, x, spec) : fail(v, "internal: no shape '%.*s'", (int)nn, name);
    }
    break;
  }
  default: break; /* s b n o a: the JSON type is all there is to check */
  }
  v->depth--;
  return r;
}

/* Checks the members of object x named in spec. */
static int check_shape(vctx *v, const json_t *x, const char *spec) {
  if (!json_is_object(x)) return fail(v, "expected an object");
  const char *p = spec;
  while (*p) {
    while (*p == ' ') p++;
    if (!*p) break;
    const char *colon = strchr(p, ':');
    const char *sp = strchr(p, ' ');
    if (!sp) sp = p + strlen(p);
    if (!colon || colon > sp) return fail(v, "internal: bad shape '%s'", spec);
    size_t kn = (size_t)(colon - p);
    int optional = kn && p[kn - 1] == '?';
    if (optional) kn--;
    char key[64];
    if (kn >= sizeof key) return fail(v, "internal: long key");
    memcpy(key, p, kn);
    key[kn] = 0;
    const json_t *m = json_object_get(x, key);
    if (!m) {
      if (!optional) return fail(v, "missing member '%s'", key);
    } else {
      size_t o = push_key(v, key);
      if (check_type(v, m, colon + 1, (size_t)(sp - colon - 1)) < 0) return -1;
      pop(v, o);
    }
    p = sp;
  }
  return 0;
}

int cbl_validate(const json_t *doc, char *err, size_t errlen) {
  vctx v;
  memset(&v, 0, sizeof v);
  v.err = err;
  v.errlen = errlen;
  if (errlen) err[0] = 0;
  if (check_type(&v, doc, "@document", 9) < 0) return -1;
  if (!json_array_size(json_object_get(doc, "programs"))) {
    size_t o = push_key(&v, "programs");
    fail(&v, "no program");
    pop(&v, o);
    return -1;
  }
  return 0;
}
