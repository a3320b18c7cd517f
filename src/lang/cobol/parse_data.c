/* parse_data.c — DATA DIVISION: FD/SD entries and data description entries of every section,
 * built into a tree by level number. Layout (offsets, sizes) is NOT computed here: it belongs to
 * the semantics (DESIGN.md), which reads the clauses kept verbatim in the JSON. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang/cobol/dec.h"
#include "lang/cobol/parse.h"
#include "lang/cobol/pic.h"

/* Every data item, index name and file gets a unique id within one parse (resolve.c binds
 * references to these ids). */
static int next_item_id(cbl_parser *p) { return ++p->next_id; }

static int at_section_end(cbl_parser *p) {
  return p_at_kind(p, T_EOF) || (p_at_kind(p, T_WORD) && p_at_k(p, 1, "DIVISION")) ||
         (p_at_kind(p, T_WORD) && p_at_k(p, 1, "SECTION")) || p_at(p, "FD") || p_at(p, "SD") ||
         (p_at(p, "END") && p_at_k(p, 1, "PROGRAM"));
}

/* ---- PICTURE strings ---- */

/* Checks a PICTURE character-string with the semantics' PICTURE analysis (pic.h: the IBM LR
 * PICTURE rules) and reports [picture] errors at the offending column. A picture the analysis
 * knows but the semantics does not model ([unsupported], e.g. external floating point) is kept:
 * refusing it is the semantics' job, at run time, with its location. */
static void check_picture(cbl_parser *p, const cbl_tok *ps) {
  char currency = '$';
  cj_t *cur = cj_object_get(cj_object_get(cj_object_get(p->program, "environment"), "special_names"), "currency");
  if (cur) {
    const char *sym = cj_string_value(cj_object_get(cj_object_get(cur, "picture_symbol"), "str"));
    if (!sym) sym = cj_string_value(cj_object_get(cj_object_get(cur, "sign"), "str"));
    if (sym && sym[0] && !sym[1]) currency = sym[0];
  }
  cbl_pic pic;
  char err[200];
  if (cbl_pic_parse(ps->text, p->fe->decimal_point_is_comma, currency, CBL_ARITH_EXTEND_DIGITS, &pic, err,
                    sizeof err) == 0)
    return;
  int col = 1;
  const char *rule = err;
  if (sscanf(err, "column %d:", &col) == 1) {
    rule = strchr(err, ':') + 1;
    while (*rule == ' ') rule++;
  }
  if (!strncmp(rule, "[unsupported]", 13)) return;
  if (!strncmp(rule, "[picture]", 9)) rule += 9;
  while (*rule == ' ') rule++;
  eq_loc at = ps->loc;
  at.col += col - 1;
  p_error_code(p, at, "picture", "invalid PICTURE '%s': %s", ps->text, rule);
}

/* ---- values ---- */

/* A symbolic-character in a VALUE clause (a figurative constant: Language Reference, "VALUE
 * clause", "Figurative constants"): ALL of the byte at its ordinal of the native collating
 * sequence, ordinal - 1 whatever the code page, as {"all": {"hex": "XX"}, "symbolic": NAME}.
 * Ordinals IN an alphabet are refused here. NULL when t is no symbolic-character. */
static cj_t *value_symbolic(cbl_parser *p, const cbl_tok *t) {
  if (t->kind != T_WORD || !cbl_is_special_name(p, t, "symbolic")) return NULL;
  cj_t *sn = cj_object_get(cj_object_get(p->program, "environment"), "special_names");
  size_t i, k;
  cj_t *e, *x;
  cj_array_foreach(cj_object_get(sn, "symbolic_characters"), i, e)
    cj_array_foreach(cj_object_get(e, "names"), k, x) {
      if (cj_string_length(x) != t->len || memcmp(cj_string_value(x), t->text, t->len)) continue;
      const char *ord = cj_string_value(cj_array_get(cj_object_get(e, "ordinals"), k));
      long v = ord ? strtol(ord, NULL, 10) : 0;
      if (cj_object_get(e, "in_alphabet") || v < 1 || v > 256) {
        p_error_code(p, t->loc, "unsupported", "symbolic character %.*s in VALUE: %s", (int)t->len, t->text,
                     cj_object_get(e, "in_alphabet") ? "an ordinal IN an alphabet" : "ordinal out of range");
        p_next(p); /* one error: the parse has failed, the placeholder is never run */
        cj_t *n = cj_object();
        cj_object_set_new_nocheck(n, "figurative", cj_string("SPACE"));
        return n;
      }
      p_next(p);
      char hex[3];
      snprintf(hex, sizeof hex, "%02X", (unsigned)(v - 1));
      cj_t *n = cj_object(), *all = cj_object();
      cj_object_set_new_nocheck(all, "hex", cj_string(hex));
      cj_object_set_new_nocheck(n, "all", all);
      cj_object_set_new_nocheck(n, "symbolic", cj_stringn(t->text, t->len));
      return n;
    }
  return NULL;
}

static cj_t *value_operand(cbl_parser *p) {
  const cbl_tok *t = p_peek(p, 0);
  if (t->kind == T_NUM || t->kind == T_ALNUM || t->kind == T_HEX || t->kind == T_NATIONAL) return p_literal(p_next(p));
  cj_t *sym = value_symbolic(p, t);
  if (sym) return sym;
  /* a signed literal written with a space: - 5 is not COBOL, but +/- directly before a number is */
  cj_t *f = p_figurative(p);
  if (f) return f;
  p_error(p, t, "expected a literal or figurative constant in VALUE, found %s", p_describe(p, t));
  return NULL;
}

static int at_literal_start(cbl_parser *p) {
  const cbl_tok *t = p_peek(p, 0);
  if (t->kind == T_NUM || t->kind == T_ALNUM || t->kind == T_HEX || t->kind == T_NATIONAL) return 1;
  if (t->kind != T_WORD) return 0;
  static const char *const figs[] = {"ZERO", "ZEROS", "ZEROES", "SPACE", "SPACES", "HIGH-VALUE", "HIGH-VALUES",
                                     "LOW-VALUE", "LOW-VALUES", "QUOTE", "QUOTES", "NULL", "NULLS", "ALL"};
  for (size_t i = 0; i < sizeof figs / sizeof *figs; i++)
    if (!strcmp(t->text, figs[i])) return 1;
  return 0;
}

/* VALUE[S] [IS|ARE] lit [THRU lit] … [WHEN SET TO FALSE IS lit] for level 88. */
static void parse_condition_values(cbl_parser *p, cj_t *item) {
  cj_t *vals = cj_array();
  while (at_literal_start(p)) {
    cj_t *v = cj_object();
    p_set(v, "from", value_operand(p));
    if (p_accept(p, "THRU") || p_accept(p, "THROUGH")) p_set(v, "thru", value_operand(p));
    cj_array_append_new(vals, v);
  }
  if (cj_array_size(vals) == 0)
    p_error(p, p_peek(p, 0), "expected a value for the condition-name, found %s", p_describe(p, p_peek(p, 0)));
  cj_object_set_new_nocheck(item, "values", vals);
  if (p_at(p, "WHEN") || p_at(p, "FALSE")) {
    p_accept(p, "WHEN");
    p_accept(p, "SET");
    p_accept(p, "TO");
    p_expect(p, "FALSE");
    p_accept(p, "IS");
    p_set(item, "false_value", value_operand(p));
  }
}

/* ---- data description entries ---- */

static const struct { const char *word, *usage; } usages[] = {
  {"DISPLAY", "display"}, {"DISPLAY-1", "display-1"}, {"BINARY", "binary"}, {"COMP", "binary"},
  {"COMPUTATIONAL", "binary"}, {"COMP-4", "binary"}, {"COMPUTATIONAL-4", "binary"},
  {"COMP-1", "comp-1"}, {"COMPUTATIONAL-1", "comp-1"}, {"COMP-2", "comp-2"}, {"COMPUTATIONAL-2", "comp-2"},
  {"COMP-3", "packed-decimal"}, {"COMPUTATIONAL-3", "packed-decimal"}, {"PACKED-DECIMAL", "packed-decimal"},
  {"COMP-5", "comp-5"}, {"COMPUTATIONAL-5", "comp-5"}, {"INDEX", "index"}, {"POINTER", "pointer"},
  {"PROCEDURE-POINTER", "procedure-pointer"}, {"FUNCTION-POINTER", "function-pointer"},
  {"NATIONAL", "national"}, {"OBJECT", "object-reference"},
};

static const char *usage_of(const cbl_tok *t) {
  if (t->kind != T_WORD) return NULL;
  for (size_t i = 0; i < sizeof usages / sizeof *usages; i++)
    if (!strcmp(t->text, usages[i].word)) return usages[i].usage;
  return NULL;
}

static void parse_occurs(cbl_parser *p, cj_t *item) {
  const cbl_tok *n1 = p_expect_kind(p, T_NUM, "the number of occurrences");
  if (!n1) return;
  cj_t *oc = cj_object();
  long lo = strtol(n1->text, NULL, 10), hi = lo;
  if (p_accept(p, "TO")) {
    const cbl_tok *n2 = p_expect_kind(p, T_NUM, "the maximum number of occurrences");
    if (n2) hi = strtol(n2->text, NULL, 10);
  }
  if (hi < lo || hi < 0) p_error_code(p, n1->loc, "syntax", "OCCURS %ld TO %ld: the maximum is below the minimum", lo, hi);
  cj_object_set_new_nocheck(oc, "min", cj_integer(lo));
  cj_object_set_new_nocheck(oc, "max", cj_integer(hi));
  p_accept(p, "TIMES");
  if (p_accept(p, "DEPENDING")) {
    p_accept(p, "ON");
    p_set(oc, "depending_on", p_qualified_name(p, "the OCCURS DEPENDING ON object"));
  }
  cj_t *keys = cj_array(), *indexes = cj_array();
  for (;;) {
    if (p_at(p, "ASCENDING") || p_at(p, "DESCENDING")) {
      const char *order = !strcmp(p_next(p)->text, "ASCENDING") ? "ascending" : "descending";
      p_accept(p, "KEY");
      p_accept(p, "IS");
      do {
        cj_t *k = p_qualified_name(p, "a key name");
        if (!k) break;
        cj_t *e = cj_object();
        cj_object_set_new_nocheck(e, "order", cj_string(order));
        cj_object_set_new_nocheck(e, "key", k);
        cj_array_append_new(keys, e);
      } while (p_at_kind(p, T_WORD) && !cbl_is_reserved(p_peek(p, 0)->text));
    } else if (p_accept(p, "INDEXED")) {
      p_accept(p, "BY");
      while (p_at_kind(p, T_WORD) && !cbl_is_reserved(p_peek(p, 0)->text)) {
        const cbl_tok *x = p_next(p);
        cj_t *ix = cj_object();
        cj_object_set_new_nocheck(ix, "id", cj_integer(next_item_id(p)));
        cj_object_set_new_nocheck(ix, "name", cj_string(x->text));
        cj_object_set_new_nocheck(ix, "loc", p_loc(x->loc));
        cj_array_append_new(indexes, ix);
      }
    } else {
      break;
    }
  }
  cj_object_set_new_nocheck(oc, "keys", keys);
  cj_object_set_new_nocheck(oc, "indexed_by", indexes);
  cj_object_set_new_nocheck(item, "occurs", oc);
}

/* One data description entry; the level number is the current token. Returns NULL after an error
 * (the entry is skipped to its period). */
static cj_t *parse_entry(cbl_parser *p) {
  const cbl_tok *lv = p_next(p);
  long level = strtol(lv->text, NULL, 10);
  if (strchr(lv->text, '.') || lv->text[0] == '+' || lv->text[0] == '-' ||
      !((level >= 1 && level <= 49) || level == 66 || level == 77 || level == 88)) {
    p_error(p, lv, "invalid level number %s (01-49, 66, 77 or 88)", lv->text);
    p_sync_period(p);
    return NULL;
  }
  cj_t *item = cj_object();
  cj_object_set_new_nocheck(item, "id", cj_integer(next_item_id(p)));
  cj_object_set_new_nocheck(item, "level", cj_integer(level));
  const cbl_tok *nt = p_peek(p, 0);
  if (p_accept(p, "FILLER")) {
    cj_object_set_new_nocheck(item, "name", cj_null());
  } else if (nt->kind == T_WORD && !cbl_is_reserved(nt->text)) {
    p_next(p);
    cj_object_set_new_nocheck(item, "name", cj_string(nt->text));
  } else {
    cj_object_set_new_nocheck(item, "name", cj_null()); /* FILLER may be omitted */
  }
  cj_object_set_new_nocheck(item, "loc", p_loc(nt->kind == T_WORD ? nt->loc : lv->loc));
  if ((level == 66 || level == 88) && cj_is_null(cj_object_get(item, "name"))) {
    p_error(p, nt, "a level-%ld entry needs a name", level);
    p_sync_period(p);
    cj_decref(item);
    return NULL;
  }
  if (level == 66) {
    if (!p_expect(p, "RENAMES")) {
      p_sync_period(p);
      cj_decref(item);
      return NULL;
    }
    cj_t *r = cj_object();
    p_set(r, "from", p_qualified_name(p, "the first renamed item"));
    if (p_accept(p, "THRU") || p_accept(p, "THROUGH")) p_set(r, "thru", p_qualified_name(p, "the last renamed item"));
    cj_object_set_new_nocheck(item, "renames", r);
  } else if (level == 88) {
    if (!p_accept(p, "VALUES") && !p_accept(p, "VALUE")) {
      p_error(p, p_peek(p, 0), "expected VALUE in a level-88 entry, found %s", p_describe(p, p_peek(p, 0)));
      p_sync_period(p);
      cj_decref(item);
      return NULL;
    }
    if (!p_accept(p, "IS")) p_accept(p, "ARE");
    parse_condition_values(p, item);
  } else {
    if (p_accept(p, "REDEFINES")) p_set(item, "redefines", p_qualified_name(p, "the redefined item"));
    while (!p_at_kind(p, T_PERIOD) && !p_at_kind(p, T_EOF) && !p->in_error) {
      const cbl_tok *t = p_peek(p, 0);
      const char *u;
      if (p_accept(p, "PIC") || p_accept(p, "PICTURE")) {
        p_accept(p, "IS");
        const cbl_tok *ps = p_expect_kind(p, T_PIC, "a PICTURE string");
        if (!ps) break;
        check_picture(p, ps);
        cj_object_set_new_nocheck(item, "picture", cj_string(ps->text));
      } else if (p_accept(p, "USAGE")) {
        p_accept(p, "IS");
        const cbl_tok *ut = p_peek(p, 0);
        if (!(u = usage_of(ut))) {
          p_error(p, ut, "expected a USAGE, found %s", p_describe(p, ut));
          break;
        }
        p_next(p);
        if (!strcmp(u, "pointer") || !strcmp(u, "object-reference")) p_accept(p, "NATIVE");
        cj_object_set_new_nocheck(item, "usage", cj_string(u));
      } else if ((u = usage_of(t))) {
        p_next(p);
        cj_object_set_new_nocheck(item, "usage", cj_string(u));
        p_accept(p, "NATIVE");
      } else if (p_accept(p, "VALUE") || p_accept(p, "VALUES")) {
        if (!p_accept(p, "IS")) p_accept(p, "ARE");
        p_set(item, "value", value_operand(p));
      } else if (p_accept(p, "OCCURS")) {
        parse_occurs(p, item);
      } else if (p_at(p, "SIGN") || p_at(p, "LEADING") || p_at(p, "TRAILING")) {
        p_accept(p, "SIGN");
        p_accept(p, "IS");
        cj_t *sg = cj_object();
        if (p_accept(p, "LEADING")) cj_object_set_new_nocheck(sg, "position", cj_string("leading"));
        else if (p_expect(p, "TRAILING")) cj_object_set_new_nocheck(sg, "position", cj_string("trailing"));
        int sep = p_accept(p, "SEPARATE");
        if (sep) p_accept(p, "CHARACTER");
        cj_object_set_new_nocheck(sg, "separate", cj_boolean(sep));
        cj_object_set_new_nocheck(item, "sign", sg);
      } else if (p_accept(p, "JUSTIFIED") || p_accept(p, "JUST")) {
        p_accept(p, "RIGHT");
        cj_object_set_new_nocheck(item, "justified", cj_true());
      } else if (p_accept(p, "BLANK")) {
        p_accept(p, "WHEN");
        if (!p_accept(p, "ZERO") && !p_accept(p, "ZEROS") && !p_accept(p, "ZEROES")) p_expect(p, "ZERO");
        cj_object_set_new_nocheck(item, "blank_when_zero", cj_true());
      } else if (p_accept(p, "SYNCHRONIZED") || p_accept(p, "SYNC")) {
        const char *side = p_accept(p, "LEFT") ? "left" : p_accept(p, "RIGHT") ? "right" : "default";
        cj_object_set_new_nocheck(item, "synchronized", cj_string(side));
      } else if (p_accept(p, "EXTERNAL") || (p_at(p, "IS") && p_at_k(p, 1, "EXTERNAL") && p_accept(p, "IS") &&
                                             p_accept(p, "EXTERNAL"))) {
        /* [IS] EXTERNAL, [IS] GLOBAL: IS is an optional word (Language Reference, "EXTERNAL
         * clause", "GLOBAL clause") */
        cj_object_set_new_nocheck(item, "external", cj_true());
      } else if (p_accept(p, "GLOBAL") || (p_at(p, "IS") && p_at_k(p, 1, "GLOBAL") && p_accept(p, "IS") &&
                                           p_accept(p, "GLOBAL"))) {
        cj_object_set_new_nocheck(item, "global", cj_true());
      } else if (p_accept(p, "GROUP-USAGE")) {
        p_accept(p, "IS");
        p_expect(p, "NATIONAL");
        cj_object_set_new_nocheck(item, "group_usage", cj_string("national"));
      } else if (p_at(p, "REDEFINES")) {
        p_error(p, t, "REDEFINES must come directly after the data name");
        break;
      } else if (p_at(p, "DATE")) {
        p_error_code(p, t->loc, "unsupported", "DATE FORMAT clause");
        p_sync_period(p);
        cj_decref(item);
        return NULL;
      } else {
        p_error(p, t, "unexpected %s in the description of %s", p_describe(p, t),
                cj_is_string(cj_object_get(item, "name")) ? cj_string_value(cj_object_get(item, "name")) : "FILLER");
        break;
      }
    }
  }
  if (!p_accept_kind(p, T_PERIOD)) {
    if (!p->in_error)
      p_error(p, p_peek(p, 0), "expected '.' to end the data description entry, found %s", p_describe(p, p_peek(p, 0)));
    p_sync_period(p);
  }
  p->in_error = 0;
  return item;
}

/* Parses entries until the section ends and nests them by level number (IBM LR "Level-numbers":
 * an entry belongs to the nearest preceding entry with a lower level; 77 stands alone; 88 belongs
 * to the entry before it; 66 follows its record). */
static cj_t *parse_entries(cbl_parser *p) {
  cj_t *top = cj_array();
  cj_t *stack[64];
  long levels[64];
  int depth = 0;
  cj_t *last = NULL;
  while (!at_section_end(p) && !diag_too_many(p->fe->d)) {
    const cbl_tok *t = p_peek(p, 0);
    if (t->kind == T_EXEC) { /* EXEC SQL INCLUDE / DECLARE in data: kept for the semantics to refuse */
      p_next(p);
      cj_t *x = cj_object();
      cj_object_set_new_nocheck(x, "exec", cj_string(t->aux ? t->aux : ""));
      cj_t *text = cj_stringn(t->text, t->len); /* NULL when the bytes are not UTF-8 */
      cj_object_set_new_nocheck(x, "text", text ? text : cj_string(""));
      cj_object_set_new_nocheck(x, "loc", p_loc(t->loc));
      cj_array_append_new(top, x);
      p_accept_kind(p, T_PERIOD);
      continue;
    }
    if (t->kind != T_NUM) {
      p_error(p, t, "expected a level number, found %s", p_describe(p, t));
      p_sync_period(p);
      continue;
    }
    cj_t *item = parse_entry(p);
    if (!item) continue;
    long level = (long)cj_integer_value(cj_object_get(item, "level"));
    if (level == 88) {
      if (!last) {
        p_error_code(p, t->loc, "syntax", "level-88 condition-name has no data item before it");
        cj_decref(item);
        continue;
      }
      cj_t *conds = cj_object_get(last, "conditions");
      if (!conds) cj_object_set_new_nocheck(last, "conditions", conds = cj_array());
      cj_array_append_new(conds, item);
      continue;
    }
    if (level == 66 || level == 77 || level == 1) {
      cj_array_append_new(top, item);
      depth = 0;
      if (level == 1) {
        stack[depth] = item;
        levels[depth++] = 1;
      }
      last = item;
      continue;
    }
    while (depth > 0 && levels[depth - 1] >= level) depth--;
    if (depth == 0) {
      /* IBM accepts a first entry with level 02-49 as if it were 01. */
      cj_array_append_new(top, item);
      stack[depth] = item;
      levels[depth++] = level;
    } else {
      cj_t *parent = stack[depth - 1];
      cj_t *kids = cj_object_get(parent, "children");
      if (!kids) cj_object_set_new_nocheck(parent, "children", kids = cj_array());
      cj_array_append_new(kids, item);
      if (depth < 64) {
        stack[depth] = item;
        levels[depth++] = level;
      }
    }
    last = item;
  }
  return top;
}

static cj_t *linage_operand(cbl_parser *p) {
  if (p_at_kind(p, T_NUM)) return p_literal(p_next(p));
  return p_qualified_name(p, "an integer or a data name");
}

/* FD/SD entry: the file's clauses, then its record descriptions. */
static cj_t *parse_fd(cbl_parser *p) {
  const cbl_tok *kw = p_next(p);
  cj_t *fd = cj_object();
  cj_object_set_new_nocheck(fd, "kind", cj_string(!strcmp(kw->text, "SD") ? "sd" : "fd"));
  const cbl_tok *name = p_expect_name(p, "a file name");
  cj_t *ref = name ? p_node("ref", name->text, name->loc) : NULL;
  if (ref) cj_object_set_new_nocheck(ref, "file", cj_true());
  p_set(fd, "file", ref);
  cj_object_set_new_nocheck(fd, "loc", p_loc(kw->loc));
  while (!p_at_kind(p, T_PERIOD) && !p_at_kind(p, T_EOF) && !p->in_error) {
    const cbl_tok *t = p_peek(p, 0);
    if (p_accept(p, "BLOCK")) {
      p_accept(p, "CONTAINS");
      if (p_at_kind(p, T_NUM) && p_at_k(p, 1, "TO")) p_next(p), p_next(p);
      p_expect_kind(p, T_NUM, "a block size");
      if (!p_accept(p, "CHARACTERS")) p_accept(p, "RECORDS");
    } else if (p_accept(p, "RECORD")) {
      if (p_accept(p, "IS") || p_at(p, "VARYING")) {
        p_expect(p, "VARYING");
        p_accept(p, "IN");
        p_accept(p, "SIZE");
        cj_t *rc = cj_object();
        /* [FROM] integer-6: FROM is optional (Language Reference, "RECORD clause", format 3) */
        if (p_accept(p, "FROM") || p_at_kind(p, T_NUM)) {
          const cbl_tok *lo = p_expect_kind(p, T_NUM, "the minimum record size");
          if (lo) cj_object_set_new_nocheck(rc, "min", cj_integer(strtol(lo->text, NULL, 10)));
        }
        if (p_accept(p, "TO")) {
          const cbl_tok *hi = p_expect_kind(p, T_NUM, "the maximum record size");
          if (hi) cj_object_set_new_nocheck(rc, "max", cj_integer(strtol(hi->text, NULL, 10)));
        }
        p_accept(p, "CHARACTERS");
        if (p_accept(p, "DEPENDING")) {
          p_accept(p, "ON");
          p_set(rc, "depending_on", p_qualified_name(p, "the record size item"));
        }
        cj_object_set_new_nocheck(rc, "varying", cj_true());
        cj_object_set_new_nocheck(fd, "record", rc);
      } else {
        p_accept(p, "CONTAINS");
        cj_t *rc = cj_object();
        const cbl_tok *lo = p_expect_kind(p, T_NUM, "a record size");
        if (lo) cj_object_set_new_nocheck(rc, "min", cj_integer(strtol(lo->text, NULL, 10)));
        if (p_accept(p, "TO")) {
          const cbl_tok *hi = p_expect_kind(p, T_NUM, "the maximum record size");
          if (hi) cj_object_set_new_nocheck(rc, "max", cj_integer(strtol(hi->text, NULL, 10)));
        } else if (lo) {
          cj_object_set_new_nocheck(rc, "max", cj_integer(strtol(lo->text, NULL, 10)));
        }
        p_accept(p, "CHARACTERS");
        cj_object_set_new_nocheck(fd, "record", rc);
      }
    } else if (p_accept(p, "LABEL")) {
      if (!p_accept(p, "RECORDS")) p_accept(p, "RECORD");
      if (!p_accept(p, "ARE")) p_accept(p, "IS");
      if (!p_accept(p, "STANDARD") && !p_accept(p, "OMITTED"))
        while (p_at_kind(p, T_WORD) && !cbl_is_reserved(p_peek(p, 0)->text)) p_next(p);
    } else if (p_accept(p, "VALUE")) {
      p_expect(p, "OF");
      while (p_at_kind(p, T_WORD) && !cbl_is_reserved(p_peek(p, 0)->text)) {
        p_next(p);
        p_accept(p, "IS");
        p_next(p);
      }
    } else if (p_accept(p, "DATA")) {
      if (!p_accept(p, "RECORDS")) p_accept(p, "RECORD");
      if (!p_accept(p, "ARE")) p_accept(p, "IS");
      while (p_at_kind(p, T_WORD) && !cbl_is_reserved(p_peek(p, 0)->text)) p_next(p);
    } else if (p_accept(p, "RECORDING")) {
      p_accept(p, "MODE");
      p_accept(p, "IS");
      const cbl_tok *m = p_expect_kind(p, T_WORD, "a recording mode (F, V, U or S)");
      if (m) cj_object_set_new_nocheck(fd, "recording_mode", cj_string(m->text));
    } else if (p_accept(p, "CODE-SET")) {
      p_accept(p, "IS");
      const cbl_tok *a = p_expect_name(p, "an alphabet name");
      if (a) cj_object_set_new_nocheck(fd, "code_set", cj_string(a->text));
    } else if (p_accept(p, "EXTERNAL") || (p_at(p, "IS") && p_at_k(p, 1, "EXTERNAL") && p_accept(p, "IS") &&
                                           p_accept(p, "EXTERNAL"))) {
      cj_object_set_new_nocheck(fd, "external", cj_true());
    } else if (p_accept(p, "GLOBAL") || (p_at(p, "IS") && p_at_k(p, 1, "GLOBAL") && p_accept(p, "IS") &&
                                         p_accept(p, "GLOBAL"))) {
      cj_object_set_new_nocheck(fd, "global", cj_true());
    } else if (p_accept(p, "LINAGE")) {
      /* LINAGE IS n LINES [WITH FOOTING AT n] [LINES AT TOP n] [LINES AT BOTTOM n]; each n an
       * integer or a data name */
      cj_t *lg = cj_object();
      p_accept(p, "IS");
      p_set(lg, "lines", linage_operand(p));
      p_accept(p, "LINES");
      for (;;) {
        if (p_accept(p, "WITH") || p_at(p, "FOOTING")) {
          p_expect(p, "FOOTING");
          p_accept(p, "AT");
          p_set(lg, "footing", linage_operand(p));
        } else if (p_at(p, "LINES") || p_at(p, "AT") || p_at(p, "TOP") || p_at(p, "BOTTOM")) {
          p_accept(p, "LINES");
          p_accept(p, "AT");
          if (p_accept(p, "TOP")) p_set(lg, "top", linage_operand(p));
          else if (p_expect(p, "BOTTOM")) p_set(lg, "bottom", linage_operand(p));
          else break;
        } else {
          break;
        }
      }
      cj_object_set_new_nocheck(fd, "linage", lg);
    } else if (p_at(p, "REPORT") || p_at(p, "REPORTS")) {
      p_error_code(p, t->loc, "unsupported", "REPORT clause (Report Writer)");
      /* up to the entry's period, which the end of the entry takes (syncing past it here would
       * swallow the next header, REPORT SECTION) */
      while (!p_at_kind(p, T_EOF) && !p_at_kind(p, T_PERIOD)) p_next(p);
      break;
    } else {
      p_error(p, t, "unexpected %s in the %s entry", p_describe(p, t), kw->text);
      break;
    }
  }
  if (!p_accept_kind(p, T_PERIOD)) p_sync_period(p);
  p->in_error = 0;
  cj_object_set_new_nocheck(fd, "records", parse_entries(p));
  return fd;
}

cj_t *cbl_parse_data_division(cbl_parser *p) {
  p_next(p); /* DATA */
  p_expect(p, "DIVISION");
  p_expect_kind(p, T_PERIOD, "'.' after DATA DIVISION");
  cj_t *data = cj_object();
  cj_t *files = cj_array(), *ws = cj_array(), *ls = cj_array(), *lk = cj_array();
  while (!p_at_kind(p, T_EOF) && !(p_at_kind(p, T_WORD) && p_at_k(p, 1, "DIVISION")) &&
         !(p_at(p, "END") && p_at_k(p, 1, "PROGRAM")) && !diag_too_many(p->fe->d)) {
    const cbl_tok *t = p_peek(p, 0);
    cj_t *dest = NULL;
    if (p_at(p, "FILE")) dest = files;
    else if (p_at(p, "WORKING-STORAGE")) dest = ws;
    else if (p_at(p, "LOCAL-STORAGE")) dest = ls;
    else if (p_at(p, "LINKAGE")) dest = lk;
    if (dest && p_at_k(p, 1, "SECTION")) {
      p_next(p);
      p_next(p);
      p_expect_kind(p, T_PERIOD, "'.' after the section header");
      if (dest == files) {
        while (p_at(p, "FD") || p_at(p, "SD")) cj_array_append_new(files, parse_fd(p));
      } else {
        cj_t *entries = parse_entries(p);
        cj_array_extend(dest, entries);
        cj_decref(entries);
      }
    } else if (p_at(p, "FD") || p_at(p, "SD")) {
      cj_array_append_new(files, parse_fd(p));
    } else if (p_at(p, "REPORT") && p_at_k(p, 1, "SECTION")) {
      /* Report Writer (RD entries, report groups) is not modelled: one error at the header, and
       * the section is skipped to the next section or division header, whose entries are not
       * in the data description syntax that parse_entries reads */
      p_error_code(p, t->loc, "unsupported", "REPORT SECTION (Report Writer)");
      p_next(p);
      p_next(p);
      while (!p_at_kind(p, T_EOF) && !(p_at_kind(p, T_WORD) && (p_at_k(p, 1, "DIVISION") || p_at_k(p, 1, "SECTION"))) &&
             !(p_at(p, "END") && p_at_k(p, 1, "PROGRAM")))
        p_next(p);
    } else if (p_at_kind(p, T_WORD) && p_at_k(p, 1, "SECTION")) {
      p_error_code(p, t->loc, "unsupported", "%s SECTION", t->text);
      p_next(p);
      p_next(p);
      p_accept_kind(p, T_PERIOD);
      cj_t *skip = parse_entries(p);
      cj_decref(skip);
    } else {
      p_error(p, t, "expected a section of the DATA DIVISION, found %s", p_describe(p, t));
      p_sync_period(p);
    }
  }
  cj_object_set_new_nocheck(data, "file", files);
  cj_object_set_new_nocheck(data, "working_storage", ws);
  cj_object_set_new_nocheck(data, "local_storage", ls);
  cj_object_set_new_nocheck(data, "linkage", lk);
  return data;
}
