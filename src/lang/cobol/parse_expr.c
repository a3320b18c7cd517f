/* parse_expr.c — COBOL identifiers, operands, arithmetic expressions and conditions (IBM Enterprise
 * COBOL 6 Language Reference, Part 6 "Procedure division": "Arithmetic expressions", "Conditional
 * expressions"). JSON shapes are documented in docs/cobol-json-procedure.md. */
#include <stdlib.h>
#include <string.h>

#include "lang/cobol/parse.h"
#include "lang/cobol/wordset.h"

/* ---------------------------------------------------------------- word tables */

/* Special registers usable where a data item is (IBM "Special registers"). */
static const char *const special_registers[] = {
  "DEBUG-ITEM", "JSON-CODE", "JSON-STATUS", "LINAGE-COUNTER", "RETURN-CODE", "SHIFT-IN",
  "SHIFT-OUT", "SORT-CONTROL", "SORT-CORE-SIZE", "SORT-FILE-SIZE", "SORT-MESSAGE",
  "SORT-MODE-SIZE", "SORT-RETURN", "TALLY", "WHEN-COMPILED", "XML-CODE", "XML-EVENT",
  "XML-INFORMATION", "XML-NAMESPACE", "XML-NAMESPACE-PREFIX", "XML-NNAMESPACE",
  "XML-NNAMESPACE-PREFIX", "XML-NTEXT", "XML-TEXT", NULL};

static const char *const figuratives[] = {
  "ALL", "HIGH-VALUE", "HIGH-VALUES", "LOW-VALUE", "LOW-VALUES", "NULL", "NULLS", "QUOTE",
  "QUOTES", "SPACE", "SPACES", "ZERO", "ZEROES", "ZEROS", NULL};

/* Words this parser treats as keywords whatever the shared reserved-word list says, so that a
 * list of operands always stops at them (they are all reserved in IBM's list). */
static const char *const keywords[] = {
  "ACCEPT", "ADD", "ADDRESS", "ADVANCING", "AFTER", "ALL", "ALSO", "ALTER", "AND", "ANY",
  "ASCENDING", "AT", "BEFORE", "BY", "CALL", "CANCEL", "CHARACTERS", "CLOSE", "COLLATING",
  "COMPUTE", "CONTENT", "CONTINUE", "CONVERTING", "CORR", "CORRESPONDING", "COUNT", "DELETE",
  "DELIMITED", "DELIMITER", "DEPENDING", "DESCENDING", "DISPLAY", "DIVIDE", "DOWN", "DUPLICATES",
  "ELSE", "END", "END-ACCEPT", "END-ADD", "END-CALL", "END-COMPUTE", "END-DELETE", "END-DISPLAY",
  "END-DIVIDE", "END-EVALUATE", "END-IF", "END-MULTIPLY", "END-OF-PAGE", "END-PERFORM", "END-READ",
  "END-RETURN", "END-REWRITE", "END-SEARCH", "END-START", "END-STRING", "END-SUBTRACT",
  "END-UNSTRING", "END-WRITE", "ENTRY", "EOP", "EQUAL", "ERROR", "EVALUATE", "EXCEPTION", "EXIT",
  "EXTEND", "FALSE", "FIRST", "FOR", "FROM", "FUNCTION", "GIVING", "GO", "GOBACK", "GREATER",
  "I-O", "IF", "IN", "INITIAL", "INITIALIZE", "INPUT", "INSPECT", "INTO", "INVALID", "IS", "KEY",
  "LEADING", "LENGTH", "LESS", "LINE", "LINES", "LOCK", "MERGE", "MODE", "MOVE", "MULTIPLY",
  "NEXT", "NO", "NOT", "OF", "OMITTED", "ON", "OPEN", "OR", "ORDER", "OTHER", "OUTPUT", "OVERFLOW",
  "PAGE", "PERFORM", "POINTER", "PREVIOUS", "PROCEDURE", "READ", "RECORD", "REFERENCE", "RELEASE",
  "REMAINDER", "REPLACING", "RETURN", "RETURNING", "REWRITE", "ROUNDED", "SEARCH", "SECTION",
  "SENTENCE", "SEQUENCE", "SET", "SIZE", "SORT", "START", "STOP", "STRING", "SUBTRACT", "TALLYING",
  "TEST", "THAN", "THEN", "THROUGH", "THRU", "TIMES", "TO", "TRUE", "UNSTRING", "UNTIL", "UP",
  "UPON", "USING", "VALUE", "VARYING", "WHEN", "WITH", "WRITE", NULL};

static cbl_wordset keyword_set = CBL_WORDSET(keywords), register_set = CBL_WORDSET(special_registers),
                   figurative_set = CBL_WORDSET(figuratives);

static int in_list(const cbl_tok *t, const char *const *list) {
  if (t->kind != T_WORD) return 0;
  if (list == keywords) return cbl_wordset_has(&keyword_set, t->text);
  if (list == special_registers) return cbl_wordset_has(&register_set, t->text);
  if (list == figuratives) return cbl_wordset_has(&figurative_set, t->text);
  for (size_t i = 0; list[i]; i++)
    if (cbl_tok_is(t, list[i])) return 1;
  return 0;
}

static int user_word(const cbl_tok *t) {
  if (t->kind != T_WORD || t->text[0] == '-') return 0;
  uint32_t h = cbl_word_hash(t->text); /* one hash for the four sets */
  return !cbl_wordset_has_hashed(&keyword_set, t->text, h) && !cbl_wordset_has_hashed(&register_set, t->text, h) &&
         !cbl_wordset_has_hashed(&figurative_set, t->text, h) && !cbl_is_reserved_hashed(t->text, h);
}

void cbl_classify_words(cbl_tok *v, size_t n) {
  for (size_t i = 0; i < n; i++) v[i].flags = (v[i].flags & ~(unsigned)TF_USER_WORD) | TF_CLASSIFIED | (user_word(&v[i]) ? TF_USER_WORD : 0);
}

/* The parser's own copies of tokens with new text (a concatenated literal, a signed number) are
 * literals, never words: a word's flags always describe its text. */
int cbl_is_user_word(const cbl_tok *t) {
  if (t->kind != T_WORD) return 0;
  if (t->flags & TF_CLASSIFIED) return (t->flags & TF_USER_WORD) != 0;
  return user_word(t);
}

static int table_sorted(const char *const *list) {
  for (size_t i = 1; list[i]; i++)
    if (strcmp(list[i - 1], list[i]) >= 0) return 0;
  return 1;
}

int cbl_word_tables_sorted(void) {
  return table_sorted(keywords) && table_sorted(special_registers) && table_sorted(figuratives) &&
         cbl_reserved_tables_sorted();
}

static int is_literal_kind(cbl_tok_kind k) {
  return k == T_NUM || k == T_ALNUM || k == T_HEX || k == T_NATIONAL;
}

int cbl_at_identifier(const cbl_parser *p, size_t k) {
  const cbl_tok *t = p_peek(p, k);
  if (t->kind != T_WORD) return 0;
  /* A name in area A followed by '.' or SECTION is a paragraph or section header (IBM reference
   * format): it ends the sentence, even when the period before it is missing. */
  if ((t->flags & TF_AREA_A) && (p_peek(p, k + 1)->kind == T_PERIOD || p_at_k(p, k + 1, "SECTION")))
    return 0;
  if (cbl_is_user_word(t) || in_list(t, special_registers)) return 1;
  if (cbl_tok_is(t, "FUNCTION")) return p_peek(p, k + 1)->kind == T_WORD;
  if (cbl_tok_is(t, "LENGTH") || cbl_tok_is(t, "ADDRESS")) return p_at_k(p, k + 1, "OF");
  return 0;
}

int cbl_at_operand(const cbl_parser *p, size_t k) {
  const cbl_tok *t = p_peek(p, k);
  if (is_literal_kind(t->kind)) return 1;
  if (cbl_tok_is(t, "ALL"))
    return is_literal_kind(p_peek(p, k + 1)->kind) || in_list(p_peek(p, k + 1), figuratives) ||
           cbl_is_special_name(p, p_peek(p, k + 1), "symbolic");
  if (in_list(t, figuratives)) return 1;
  return cbl_at_identifier(p, k);
}

/* Index just after the balanced parenthesis group opening at k (which must be '('); k if none. */
static size_t skip_parens(const cbl_parser *p, size_t k) {
  if (p_peek(p, k)->kind != T_LPAREN) return k;
  int depth = 0;
  for (size_t i = k;; i++) {
    cbl_tok_kind kind = p_peek(p, i)->kind;
    if (kind == T_LPAREN) depth++;
    else if (kind == T_RPAREN && --depth == 0) return i + 1;
    else if (kind == T_EOF || kind == T_PERIOD) return i;
  }
}

size_t cbl_skip_identifier(const cbl_parser *p, size_t k) {
  if (!cbl_at_identifier(p, k)) return k;
  const cbl_tok *t = p_peek(p, k);
  if (cbl_tok_is(t, "LENGTH") || cbl_tok_is(t, "ADDRESS")) return cbl_skip_identifier(p, k + 2);
  if (cbl_tok_is(t, "FUNCTION")) k += 2;
  else {
    k++;
    while ((p_at_k(p, k, "OF") || p_at_k(p, k, "IN")) && p_peek(p, k + 1)->kind == T_WORD) k += 2;
  }
  while (p_peek(p, k)->kind == T_LPAREN && !(p_peek(p, k)->flags & TF_AFTER_SEP)) k = skip_parens(p, k);
  return k;
}

/* ---------------------------------------------------------------- SPECIAL-NAMES look-ups */

/* Names declared in SPECIAL-NAMES are not data items: they must not become {"ref"} nodes, which
 * the resolver looks up among data items and files. */
static int special_name_is(const cbl_parser *p, const char *name, size_t len, const char *what) {
  cj_t *sn = cj_object_get(cj_object_get(p->program, "environment"), "special_names");
  if (!sn) return 0;
  size_t i, k;
  cj_t *e, *x;
  if (!strcmp(what, "symbolic")) {
    cj_array_foreach(cj_object_get(sn, "symbolic_characters"), i, e)
      cj_array_foreach(cj_object_get(e, "names"), k, x)
        if (cj_string_length(x) == len && !memcmp(cj_string_value(x), name, len)) return 1;
    return 0;
  }
  cj_array_foreach(cj_object_get(sn, "mnemonics"), i, e) {
    const char *keys[2] = {"mnemonic", NULL};
    if (!strcmp(what, "switch")) keys[0] = "on_status", keys[1] = "off_status";
    for (int j = 0; j < 2 && keys[j]; j++) {
      x = cj_object_get(e, keys[j]);
      if (cj_is_string(x) && cj_string_length(x) == len && !memcmp(cj_string_value(x), name, len))
        return 1;
    }
  }
  return 0;
}

/* Counts, in a DATA DIVISION's item list, the condition-names and the data items of each name
 * into names: name -> conds * 2^32 + items. */
static void count_names(cj_t *items, cj_t *names) {
  size_t i, k;
  cj_t *it, *c;
  cj_array_foreach(items, i, it) {
    const char *nm = cj_string_value(cj_object_get(it, "name"));
    if (nm) {
      cj_t *n = cj_object_get(names, nm);
      cj_object_set_new(names, nm, cj_integer(cj_integer_value(n) + 1));
    }
    cj_array_foreach(cj_object_get(it, "conditions"), k, c) {
      const char *cn = cj_string_value(cj_object_get(c, "name"));
      if (!cn) continue;
      cj_t *n = cj_object_get(names, cn);
      cj_object_set_new(names, cn, cj_integer(cj_integer_value(n) + ((cj_int_t)1 << 32)));
    }
    count_names(cj_object_get(it, "children"), names);
  }
}

/* Whether a plain data reference certainly names a level-88 condition-name: some condition has
 * the name and no data item has it (then a bare name after AND/OR, or an EVALUATE object, is a
 * condition-name condition rather than the object of an abbreviated relation). The counts come
 * from an index of the program's DATA DIVISION built on the first question (a scan per question
 * made conditions quadratic in the size of the DATA DIVISION); the procedure division, where the
 * questions are asked, comes after it and adds no data items. */
static int names_condition_only(cbl_parser *p, cj_t *ref) {
  if (!cj_is_object(ref) || !cj_is_string(cj_object_get(ref, "ref")) || cj_object_get(ref, "refmod"))
    return 0;
  const char *name = cj_string_value(cj_object_get(ref, "ref"));
  cj_t *data = cj_object_get(p->program, "data");
  if (!p->names || p->names_of != data) {
    cj_decref(p->names);
    p->names = cj_object();
    p->names_of = data;
    static const char *const secs[] = {"working_storage", "local_storage", "linkage"};
    for (size_t s = 0; s < 3; s++) count_names(cj_object_get(data, secs[s]), p->names);
    size_t i;
    cj_t *fd;
    cj_array_foreach(cj_object_get(data, "file"), i, fd) count_names(cj_object_get(fd, "records"), p->names);
  }
  cj_int_t n = cj_integer_value(cj_object_get(p->names, name));
  cj_int_t conds = n >> 32, items = n & 0xFFFFFFFF;
  return conds > 0 && items == 0;
}

void cbl_parser_done(cbl_parser *p) {
  cj_decref(p->names);
  p->names = NULL;
  p->names_of = NULL;
}

int cbl_is_special_name(const cbl_parser *p, const cbl_tok *t, const char *what) {
  return t->kind == T_WORD && special_name_is(p, t->text, t->len, what);
}

/* ---------------------------------------------------------------- operands and identifiers */

static cj_t *arith_list_item(cbl_parser *p);

static void set_loc_if_missing(cj_t *n, eq_loc l) {
  if (cj_is_object(n) && !cj_object_get(n, "loc")) cj_object_set_new_nocheck(n, "loc", p_loc(l));
}

/* Subscripts or reference modification after an identifier: "(" ... ")" groups.
 * IBM "Subscripting": integer, data-name [±integer], index-name [±integer]; Enterprise COBOL 6
 * also accepts arithmetic expressions, and ALL in intrinsic-function arguments.
 * IBM "Reference modification": (leftmost-position : [length]). */
static void parse_parens_suffix(cbl_parser *p, cj_t *node, int allow_subscripts) {
  while (p_at_kind(p, T_LPAREN) && !(p_peek(p, 0)->flags & TF_AFTER_SEP)) {
    const cbl_tok *open = p_next(p);
    if (cj_object_get(node, "refmod")) {
      p_error(p, open, "expected end of identifier after reference modification, found %s",
              p_describe(p, open));
      return;
    }
    cj_t *first;
    if (p_at(p, "ALL") && !is_literal_kind(p_peek(p, 1)->kind) && !in_list(p_peek(p, 1), figuratives)) {
      first = p_node("subscript", "ALL", p_next(p)->loc);
    } else {
      first = arith_list_item(p);
    }
    if (!first) return;
    if (p_accept_kind(p, T_COLON)) {
      cj_t *rm = cj_object();
      cj_object_set_new_nocheck(rm, "start", first);
      if (!p_at_kind(p, T_RPAREN)) {
        cj_t *len = cbl_parse_arith_expr(p);
        if (!len) { cj_decref(rm); return; }
        cj_object_set_new_nocheck(rm, "length", len);
      }
      cj_object_set_new_nocheck(node, "refmod", rm);
      if (!p_expect_kind(p, T_RPAREN, "')'")) return;
      continue;
    }
    if (!allow_subscripts || cj_object_get(node, "subscripts")) {
      cj_decref(first);
      p_error(p, open, "expected reference modification (start:length), found %s",
              p_describe(p, p_peek(p, 0)));
      return;
    }
    cj_t *subs = cj_array();
    cj_array_append_new(subs, first);
    while (!p_at_kind(p, T_RPAREN)) {
      cj_t *s;
      if (p_at(p, "ALL")) s = p_node("subscript", "ALL", p_next(p)->loc);
      else s = arith_list_item(p);
      if (!s) { cj_decref(subs); return; }
      cj_array_append_new(subs, s);
    }
    p_next(p); /* ')' */
    cj_object_set_new_nocheck(node, "subscripts", subs);
  }
}

static cj_t *name_node(const char *key, const cbl_tok *t) {
  cj_t *n = cj_object();
  cj_object_set_new_nocheck(n, key, cj_stringn(t->text, t->len));
  cj_object_set_new_nocheck(n, "loc", p_loc(t->loc));
  return n;
}

cj_t *cbl_parse_identifier(cbl_parser *p) {
  const cbl_tok *t = p_peek(p, 0);
  if (t->kind == T_WORD && (cbl_tok_is(t, "LENGTH") || cbl_tok_is(t, "ADDRESS")) &&
      p_at_k(p, 1, "OF")) {
    /* LENGTH OF identifier / ADDRESS OF identifier: special registers over an item. */
    int is_len = cbl_tok_is(t, "LENGTH");
    p_next(p);
    p_next(p);
    cj_t *inner = cbl_parse_identifier(p);
    if (!inner) return NULL;
    cj_t *n = cj_object();
    cj_object_set_new(n, is_len ? "length_of" : "address_of", inner);
    cj_object_set_new_nocheck(n, "loc", p_loc(t->loc));
    return n;
  }
  if (t->kind == T_WORD && cbl_tok_is(t, "FUNCTION")) {
    p_next(p);
    const cbl_tok *name = p_expect_kind(p, T_WORD, "intrinsic function name");
    if (!name) return NULL;
    cj_t *n = name_node("function", name);
    cj_object_set_new_nocheck(n, "loc", p_loc(t->loc));
    cj_t *args = cj_array();
    cj_object_set_new_nocheck(n, "args", args);
    if (p_at_kind(p, T_LPAREN)) {
      /* An argument list, unless the group is a reference modification (has ':' at depth 1). */
      size_t end = skip_parens(p, 0);
      int is_refmod = 0;
      int depth = 0;
      for (size_t i = 0; i < end; i++) {
        cbl_tok_kind k = p_peek(p, i)->kind;
        if (k == T_LPAREN) depth++;
        else if (k == T_RPAREN) depth--;
        else if (k == T_COLON && depth == 1) is_refmod = 1;
      }
      if (!is_refmod) {
        p_next(p);
        while (!p_at_kind(p, T_RPAREN)) {
          const cbl_tok *k = p_peek(p, 0);
          if (cbl_tok_is(k, "LEADING") || cbl_tok_is(k, "TRAILING")) {
            /* FUNCTION TRIM (argument LEADING|TRAILING): a keyword argument. */
            cj_array_append_new(args, p_node("keyword", k->text, k->loc));
            p_next(p);
            continue;
          }
          cj_t *a = arith_list_item(p);
          if (!a) { cj_decref(n); return NULL; }
          cj_array_append_new(args, a);
        }
        p_next(p);
      }
    }
    parse_parens_suffix(p, n, 0);
    return n;
  }
  if (in_list(t, special_registers)) {
    p_next(p);
    cj_t *n = name_node("register", t);
    if (cbl_tok_is(t, "LINAGE-COUNTER") && (p_at(p, "OF") || p_at(p, "IN"))) {
      p_next(p);
      const cbl_tok *f = p_expect_name(p, "file name");
      if (!f) { cj_decref(n); return NULL; }
      cj_t *of = cj_array();
      cj_array_append_new(of, cj_stringn(f->text, f->len));
      cj_object_set_new_nocheck(n, "of", of);
    }
    parse_parens_suffix(p, n, 1);
    return n;
  }
  if (!cbl_is_user_word(t)) {
    p_error(p, t, "expected data name, found %s", p_describe(p, t));
    return NULL;
  }
  cj_t *n = p_qualified_name(p, "data name");
  if (!n) return NULL;
  parse_parens_suffix(p, n, 1);
  return n;
}

/* Concatenated literals (IBM "Literals": lit-1 & lit-2 …) become one literal of the same class. */
static cj_t *literal_operand(cbl_parser *p) {
  const cbl_tok *t = p_next(p);
  if (!p_at_kind(p, T_AMP)) {
    cj_t *n = p_literal(t);
    set_loc_if_missing(n, t->loc);
    return n;
  }
  cbl_tok joined = *t;
  size_t cap = t->len + 1;
  char *buf = arena_alloc(p->fe->a, cap);
  memcpy(buf, t->text, t->len);
  size_t len = t->len;
  int national = t->kind == T_NATIONAL;
  if (t->kind == T_NUM) {
    p_error_code(p, t->loc, "syntax", "a numeric literal cannot be concatenated with '&'");
  }
  while (p_accept_kind(p, T_AMP)) {
    const cbl_tok *u = p_peek(p, 0);
    if (u->kind != T_ALNUM && u->kind != T_HEX && u->kind != T_NATIONAL) {
      p_error(p, u, "expected alphanumeric literal after '&', found %s", p_describe(p, u));
      break;
    }
    if ((u->kind == T_NATIONAL) != national) {
      p_error_code(p, u->loc, "unsupported", "concatenation of national and alphanumeric literals");
      break;
    }
    p_next(p);
    char *nb = arena_alloc(p->fe->a, len + u->len + 1);
    memcpy(nb, buf, len);
    memcpy(nb + len, u->text, u->len);
    buf = nb;
    len += u->len;
  }
  joined.kind = national ? T_NATIONAL : T_ALNUM;
  joined.text = buf;
  joined.len = len;
  cj_t *n = p_literal(&joined);
  set_loc_if_missing(n, t->loc);
  return n;
}

cj_t *cbl_parse_operand(cbl_parser *p) {
  const cbl_tok *t = p_peek(p, 0);
  if (is_literal_kind(t->kind)) return literal_operand(p);
  if (in_list(t, figuratives)) {
    cj_t *f = p_figurative(p);
    if (f) return f;
    if (cbl_tok_is(t, "ALL") && cbl_is_special_name(p, p_peek(p, 1), "symbolic")) {
      /* ALL symbolic-character (IBM "Figurative constants"). */
      p_next(p);
      cj_t *n = cj_object();
      cj_object_set_new_nocheck(n, "all", name_node("symbolic", p_next(p)));
      cj_object_set_new_nocheck(n, "loc", p_loc(t->loc));
      return n;
    }
  }
  if (!cbl_at_identifier(p, 0)) {
    p_error(p, t, "expected identifier or literal, found %s", p_describe(p, t));
    return NULL;
  }
  if (cbl_is_special_name(p, t, "symbolic")) {
    /* IBM "SYMBOLIC CHARACTERS": a figurative constant for one character of the alphabet. */
    p_next(p);
    return name_node("symbolic", t);
  }
  return cbl_parse_identifier(p);
}

/* ---------------------------------------------------------------- arithmetic expressions */

/* IBM "Arithmetic expressions": unary + and - bind first, then **, then * and /, then binary + and -;
 * operators of one level are evaluated left to right (exponentiation included). */

static cj_t *op_node(const char *op, eq_loc l, cj_t *a, cj_t *b) {
  cj_t *n = cj_object();
  cj_object_set_new_nocheck(n, "op", cj_string(op));
  cj_t *args = cj_array();
  cj_array_append_new(args, a);
  if (b) cj_array_append_new(args, b);
  cj_object_set_new_nocheck(n, "args", args);
  cj_object_set_new_nocheck(n, "loc", p_loc(l));
  return n;
}

static cj_t *arith_add(cbl_parser *p, int in_list);

/* The binary/unary minus. The lexer reads a free-standing '-' as a one-character word (hyphens
 * are word characters), so both spellings are accepted here. */
static int is_minus(const cbl_tok *t) {
  return t->kind == T_MINUS || (t->kind == T_WORD && t->len == 1 && t->text[0] == '-');
}

static cj_t *arith_primary(cbl_parser *p) {
  const cbl_tok *t = p_peek(p, 0);
  if (t->kind == T_LPAREN) {
    p_next(p);
    cj_t *e = arith_add(p, 0);
    if (!e) return NULL;
    if (!p_expect_kind(p, T_RPAREN, "')'")) { cj_decref(e); return NULL; }
    return e;
  }
  if (!cbl_at_operand(p, 0)) {
    p_error(p, t, "expected arithmetic operand, found %s", p_describe(p, t));
    return NULL;
  }
  return cbl_parse_operand(p);
}

static cj_t *arith_unary(cbl_parser *p) {
  const cbl_tok *t = p_peek(p, 0);
  if (t->kind == T_PLUS || is_minus(t)) {
    p_next(p);
    cj_t *e = arith_unary(p);
    if (!e) return NULL;
    return op_node(t->kind == T_PLUS ? "pos" : "neg", t->loc, e, NULL);
  }
  return arith_primary(p);
}

/* The *_from forms continue a level whose first operand is already parsed. */
static cj_t *arith_pow_from(cbl_parser *p, cj_t *l) {
  while (l && p_at_kind(p, T_POW)) {
    const cbl_tok *o = p_next(p);
    cj_t *r = arith_unary(p);
    if (!r) { cj_decref(l); return NULL; }
    l = op_node("**", o->loc, l, r);
  }
  return l;
}

static cj_t *arith_mul_from(cbl_parser *p, cj_t *l) {
  while (l && (p_at_kind(p, T_STAR) || p_at_kind(p, T_SLASH))) {
    const cbl_tok *o = p_next(p);
    cj_t *r = arith_pow_from(p, arith_unary(p));
    if (!r) { cj_decref(l); return NULL; }
    l = op_node(o->kind == T_STAR ? "*" : "/", o->loc, l, r);
  }
  return l;
}

static cj_t *arith_mul(cbl_parser *p) { return arith_mul_from(p, arith_pow_from(p, arith_unary(p))); }

/* A signed numeric literal right after a complete operand ("A -1") is the binary operator followed
 * by the unsigned literal: the lexer cannot tell, the expression grammar can. */
static int at_signed_num(const cbl_parser *p) {
  const cbl_tok *t = p_peek(p, 0);
  return t->kind == T_NUM && t->len > 1 && (t->text[0] == '+' || t->text[0] == '-');
}

/* in_list: the expression is one item of a list separated by spaces or commas (subscripts,
 * function arguments); there a signed literal starts the next item, as "-1" is a literal and an
 * operator must be followed by a space (FUNCTION MAX(A -1) has two arguments; cobc agrees). */
static cj_t *arith_add(cbl_parser *p, int in_list) {
  cj_t *l = arith_mul(p);
  while (l) {
    const cbl_tok *o = p_peek(p, 0);
    cj_t *r;
    const char *op;
    if (o->kind == T_PLUS || is_minus(o)) {
      p_next(p);
      op = o->kind == T_PLUS ? "+" : "-";
      r = arith_mul(p);
    } else if (!in_list && at_signed_num(p)) {
      p_next(p);
      op = o->text[0] == '+' ? "+" : "-";
      cbl_tok u = *o;
      u.text = arena_strndup(p->fe->a, o->text + 1, o->len - 1);
      u.len = o->len - 1;
      u.loc.col++;
      cj_t *lit = p_literal(&u);
      set_loc_if_missing(lit, u.loc);
      r = arith_mul_from(p, arith_pow_from(p, lit));
    } else {
      break;
    }
    if (!r) { cj_decref(l); return NULL; }
    l = op_node(op, o->loc, l, r);
  }
  return l;
}

cj_t *cbl_parse_arith_expr(cbl_parser *p) { return arith_add(p, 0); }

/* One subscript or function argument. */
static cj_t *arith_list_item(cbl_parser *p) { return arith_add(p, 1); }

/* ---------------------------------------------------------------- conditions */

/* State of one conditional expression: the subject and relational operator of the last complete
 * relation condition, carried into abbreviated combined relation conditions (IBM "Abbreviated
 * combined relation conditions"). */
typedef struct cstate {
  cj_t *subj;   /* owned copy, or NULL */
  const char *op; /* with a NOT written before the operator folded in */
  int eval_mode;  /* EVALUATE subject/object: a bare operand is allowed and marked */
} cstate;

static const char *negate_op(const char *op) {
  if (!strcmp(op, "=")) return "!=";
  if (!strcmp(op, "!=")) return "=";
  if (!strcmp(op, "<")) return ">=";
  if (!strcmp(op, ">=")) return "<";
  if (!strcmp(op, ">")) return "<=";
  return ">"; /* "<=" */
}

/* Whether a relational operator (without IS/NOT) starts at k. */
static int at_relop_word(const cbl_parser *p, size_t k) {
  const cbl_tok *t = p_peek(p, k);
  switch (t->kind) {
  case T_EQ: case T_LT: case T_GT: case T_LE: case T_GE: case T_NE: return 1;
  case T_WORD:
    return cbl_tok_is(t, "GREATER") || cbl_tok_is(t, "LESS") || cbl_tok_is(t, "EQUAL") ||
           cbl_tok_is(t, "EQUALS");
  default: return 0;
  }
}

const char *cbl_parse_relop(cbl_parser *p) {
  size_t save = p->pos;
  p_accept(p, "IS");
  int neg = p_accept(p, "NOT");
  const cbl_tok *t = p_peek(p, 0);
  const char *op = NULL;
  switch (t->kind) {
  case T_EQ: op = "="; break;
  case T_LT: op = "<"; break;
  case T_GT: op = ">"; break;
  case T_LE: op = "<="; break;
  case T_GE: op = ">="; break;
  case T_NE: op = "!="; break;
  default: break;
  }
  if (op) {
    p_next(p);
  } else if (p_accept(p, "GREATER") || p_at(p, "LESS")) {
    int greater = !p_at(p, "LESS");
    if (!greater) p_next(p);
    p_accept(p, "THAN");
    if (p_at(p, "OR") && p_at_k(p, 1, "EQUAL")) {
      p_next(p);
      p_next(p);
      p_accept(p, "TO");
      op = greater ? ">=" : "<=";
    } else {
      op = greater ? ">" : "<";
    }
  } else if (p_accept(p, "EQUAL") || p_accept(p, "EQUALS")) {
    p_accept(p, "TO");
    op = "=";
  } else {
    p->pos = save;
    return NULL;
  }
  return neg ? negate_op(op) : op;
}

static cj_t *cond_node(const char *kind, eq_loc l) { return p_node("cond", kind, l); }

static cj_t *relation(cj_t *left, const char *op, cj_t *right, eq_loc l, const char *abbrev) {
  cj_t *n = cond_node("relation", l);
  cj_object_set_new_nocheck(n, "op", cj_string(op));
  cj_object_set_new_nocheck(n, "left", left);
  cj_object_set_new_nocheck(n, "right", right);
  if (abbrev) cj_object_set_new_nocheck(n, "abbreviated", cj_string(abbrev));
  return n;
}

static cj_t *wrap_not(cj_t *c, eq_loc l) {
  cj_t *n = cond_node("not", l);
  cj_object_set_new_nocheck(n, "arg", c);
  return n;
}

static eq_loc node_loc(cj_t *n) {
  cj_t *l = cj_object_get(n, "loc");
  if (cj_is_array(l) && cj_array_size(l) == 3)
    return (eq_loc){(int)cj_integer_value(cj_array_get(l, 0)),
                    (int)cj_integer_value(cj_array_get(l, 1)),
                    (int)cj_integer_value(cj_array_get(l, 2))};
  return EQ_NOLOC;
}

static int is_bare_marker(cj_t *c) {
  return cj_is_object(c) && cj_object_get(c, "__bare") != NULL;
}

/* A plain identifier: a candidate condition-name (level-88 or a SPECIAL-NAMES switch status). */
static int is_ref_node(cj_t *e) { return cj_is_object(e) && cj_object_get(e, "ref"); }

static void carry(cstate *st, cj_t *subj, const char *op) {
  cj_decref(st->subj);
  st->subj = cj_copy_tree(subj);
  st->op = op;
}

static cj_t *cond_or(cbl_parser *p, cstate *st);

static const char *const class_words[] = {"NUMERIC", "ALPHABETIC", "ALPHABETIC-LOWER",
                                          "ALPHABETIC-UPPER", "DBCS", "KANJI", NULL};
static const char *const sign_words[] = {"POSITIVE", "NEGATIVE", "ZERO", "ZEROS", "ZEROES", NULL};

/* After a subject operand: [IS] [NOT] {class | sign | OMITTED | class-name}; NULL (nothing
 * consumed) when none follows. */
static cj_t *class_or_sign(cbl_parser *p, cj_t *subj, eq_loc l) {
  size_t save = p->pos;
  p_accept(p, "IS");
  int neg = p_accept(p, "NOT");
  const cbl_tok *t = p_peek(p, 0);
  cj_t *c = NULL;
  if (in_list(t, class_words)) {
    p_next(p);
    c = cond_node("class", l);
    cj_object_set_new_nocheck(c, "operand", subj);
    cj_object_set_new_nocheck(c, "class", cj_stringn(t->text, t->len));
  } else if (in_list(t, sign_words)) {
    p_next(p);
    c = cond_node("sign", l);
    cj_object_set_new_nocheck(c, "operand", subj);
    cj_object_set_new_nocheck(c, "sign", cj_string(cbl_tok_is(t, "POSITIVE")   ? "POSITIVE"
                                               : cbl_tok_is(t, "NEGATIVE") ? "NEGATIVE"
                                                                           : "ZERO"));
  } else if (cbl_tok_is(t, "OMITTED")) {
    p_next(p);
    c = cond_node("omitted", l);
    cj_object_set_new_nocheck(c, "operand", subj);
  } else if (cbl_is_user_word(t) && !p_at_k(p, 1, "OF") &&
             !p_at_k(p, 1, "IN") && p_peek(p, 1)->kind != T_LPAREN) {
    /* IBM "Class condition": a class-name from SPECIAL-NAMES CLASS. */
    p_next(p);
    c = cond_node("class", l);
    cj_object_set_new_nocheck(c, "operand", subj);
    cj_object_set_new_nocheck(c, "user_class", cj_stringn(t->text, t->len));
  } else {
    p->pos = save;
    return NULL;
  }
  return neg ? wrap_not(c, l) : c;
}

/* One simple condition or parenthesised condition. after_logic: directly after AND/OR, where an
 * abbreviated relation may omit the subject (and the operator). */
static cj_t *cond_primary(cbl_parser *p, cstate *st, int after_logic) {
  const cbl_tok *t = p_peek(p, 0);
  /* Abbreviated relation with the subject omitted: "[NOT] relop object". */
  if (after_logic && st->subj && (at_relop_word(p, 0) || (p_at(p, "NOT") && at_relop_word(p, 1)) ||
                                  (p_at(p, "IS") && (at_relop_word(p, 1) ||
                                                     (p_at_k(p, 1, "NOT") && at_relop_word(p, 2)))))) {
    const char *op = cbl_parse_relop(p);
    cj_t *right = cbl_parse_arith_expr(p);
    if (!right) return NULL;
    cj_t *r = relation(cj_copy_tree(st->subj), op, right, t->loc, "subject");
    st->op = op;
    return r;
  }
  if (t->kind == T_LPAREN) {
    /* A parenthesised condition, unless the group is the start of an arithmetic operand: then an
     * operator (arithmetic or relational, or a class/sign test) follows the closing ')'. */
    size_t after = skip_parens(p, 0);
    const cbl_tok *f = p_peek(p, after);
    int expr = f->kind == T_PLUS || is_minus(f) || f->kind == T_STAR ||
               f->kind == T_SLASH || f->kind == T_POW || (f->kind == T_NUM && f->len > 1 &&
               (f->text[0] == '+' || f->text[0] == '-')) || at_relop_word(p, after) ||
               p_at_k(p, after, "IS") || p_at_k(p, after, "NOT") ||
               in_list(f, class_words) || in_list(f, sign_words) || p_at_k(p, after, "THRU") ||
               p_at_k(p, after, "THROUGH");
    if (!expr) {
      p_next(p);
      cj_t *c = cond_or(p, st);
      if (!c) return NULL;
      if (!p_expect_kind(p, T_RPAREN, "')'")) { cj_decref(c); return NULL; }
      return c;
    }
  }
  cj_t *left = cbl_parse_arith_expr(p);
  if (!left) return NULL;
  const char *op = cbl_parse_relop(p);
  if (op) {
    cj_t *right = cbl_parse_arith_expr(p);
    if (!right) { cj_decref(left); return NULL; }
    carry(st, left, op);
    return relation(left, op, right, t->loc, NULL);
  }
  cj_t *cs = class_or_sign(p, left, t->loc);
  if (cs) return cs;
  if (after_logic && st->subj && is_ref_node(left) && names_condition_only(p, left)) {
    /* "A = 1 OR FLAG-88": a condition-name cannot be the object of a relation. */
    cj_t *c = cond_node("name", t->loc);
    cj_object_set_new_nocheck(c, "ref", left);
    return c;
  }
  if (after_logic && st->subj) {
    /* Abbreviated relation with subject and operator omitted ("A = 1 OR 2"). When the object is a
     * plain data name, the resolver turns the node into a condition-name condition if the name is
     * a level-88 or switch-status name (a condition-name cannot be a relation's object). */
    return relation(cj_copy_tree(st->subj), st->op, left, t->loc, "subject_operator");
  }
  if (st->eval_mode) {
    cj_t *m = cj_object();
    cj_object_set_new_nocheck(m, "__bare", left);
    cj_object_set_new_nocheck(m, "loc", p_loc(t->loc));
    return m;
  }
  if (is_ref_node(left) && cj_object_size(left) == 2) {
    const char *nm = cj_string_value(cj_object_get(left, "ref"));
    if (special_name_is(p, nm, strlen(nm), "switch")) {
      /* IBM "Switch-status condition": ON/OFF STATUS names of SPECIAL-NAMES. */
      cj_t *c = cond_node("switch", t->loc);
      cj_object_set_new_nocheck(c, "name", cj_string(nm));
      cj_decref(left);
      return c;
    }
  }
  if (is_ref_node(left)) {
    /* Condition-name condition: the resolver binds the name to its level-88 item. */
    cj_t *c = cond_node("name", t->loc);
    cj_object_set_new_nocheck(c, "ref", left);
    return c;
  }
  cj_decref(left);
  p_error(p, p_peek(p, 0), "expected relational operator or condition, found %s",
          p_describe(p, p_peek(p, 0)));
  return NULL;
}

static cj_t *cond_not(cbl_parser *p, cstate *st, int after_logic) {
  /* NOT directly before a relational operator belongs to the operator (abbreviated relation);
   * otherwise it is the logical operator (IBM "Negated simple conditions"). */
  if (p_at(p, "NOT") && !(after_logic && st->subj && at_relop_word(p, 1))) {
    const cbl_tok *t = p_next(p);
    cj_t *c = cond_not(p, st, after_logic);
    if (!c) return NULL;
    return wrap_not(c, t->loc);
  }
  return cond_primary(p, st, after_logic);
}

static cj_t *combine(const char *kind, cj_t *l, cj_t *r, eq_loc at) {
  cj_t *lk = cj_object_get(l, "cond");
  if (cj_is_string(lk) && !strcmp(cj_string_value(lk), kind)) {
    cj_array_append_new(cj_object_get(l, "args"), r);
    return l;
  }
  cj_t *n = cond_node(kind, at);
  cj_t *args = cj_array();
  cj_array_append_new(args, l);
  cj_array_append_new(args, r);
  cj_object_set_new_nocheck(n, "args", args);
  return n;
}

static cj_t *cond_and(cbl_parser *p, cstate *st, int after_logic) {
  cj_t *l = cond_not(p, st, after_logic);
  while (l && p_at(p, "AND")) {
    p_next(p);
    cj_t *r = cond_not(p, st, 1);
    if (!r) { cj_decref(l); return NULL; }
    l = combine("and", l, r, node_loc(l));
  }
  return l;
}

static cj_t *cond_or(cbl_parser *p, cstate *st) {
  int after_logic = st->subj != NULL; /* inside parentheses after AND/OR the subject carries on */
  cj_t *l = cond_and(p, st, after_logic);
  while (l && p_at(p, "OR")) {
    p_next(p);
    cj_t *r = cond_and(p, st, 1);
    if (!r) { cj_decref(l); return NULL; }
    l = combine("or", l, r, node_loc(l));
  }
  return l;
}

/* Replaces bare-operand markers left inside a condition (EVALUATE mode) by condition-name
 * conditions, or reports them. Returns the fixed node. */
static cj_t *fix_bare(cbl_parser *p, cj_t *c) {
  if (!c) return NULL;
  if (is_bare_marker(c)) {
    cj_t *e = cj_incref(cj_object_get(c, "__bare"));
    eq_loc l = node_loc(c);
    cj_decref(c);
    if (is_ref_node(e)) {
      cj_t *n = cond_node("name", l);
      cj_object_set_new_nocheck(n, "ref", e);
      return n;
    }
    cj_decref(e);
    p_error_code(p, l, "syntax", "expected a condition, found an arithmetic operand");
    p->in_error = 1;
    return NULL;
  }
  const char *kinds[] = {"arg", NULL};
  for (int i = 0; kinds[i]; i++) {
    cj_t *a = cj_object_get(c, kinds[i]);
    if (a) {
      cj_t *f = fix_bare(p, cj_incref(a));
      if (!f) { cj_decref(c); return NULL; }
      cj_object_set_new(c, kinds[i], f);
    }
  }
  cj_t *args = cj_object_get(c, "cond") ? cj_object_get(c, "args") : NULL;
  for (size_t i = 0; args && i < cj_array_size(args); i++) {
    cj_t *f = fix_bare(p, cj_incref(cj_array_get(args, i)));
    if (!f) { cj_decref(c); return NULL; }
    cj_array_set_new(args, i, f);
  }
  return c;
}

cj_t *cbl_parse_condition(cbl_parser *p) {
  cstate st = {NULL, NULL, 0};
  cj_t *c = cond_or(p, &st);
  cj_decref(st.subj);
  return c;
}

/* EVALUATE subjects and objects (IBM "EVALUATE statement"): an operand, an arithmetic expression
 * or a condition, told apart by what follows the first operand. */
static cj_t *eval_kind(const char *kind, eq_loc l) { return p_node("kind", kind, l); }

/* Parses a condition-or-expression. On success *bare is set when the result is an expression (a
 * marker was found at the top, possibly under one NOT: *negated then). */
static cj_t *cond_or_expr(cbl_parser *p, int *bare, int *negated) {
  cstate st = {NULL, NULL, 1};
  cj_t *c = cond_or(p, &st);
  cj_decref(st.subj);
  *bare = *negated = 0;
  if (!c) return NULL;
  if (is_bare_marker(c) && names_condition_only(p, cj_object_get(c, "__bare"))) {
    return fix_bare(p, c); /* a level-88 name as an EVALUATE subject or object is a condition */
  }
  if (is_bare_marker(c)) {
    *bare = 1;
    cj_t *e = cj_incref(cj_object_get(c, "__bare"));
    cj_decref(c);
    return e;
  }
  cj_t *k = cj_object_get(c, "cond");
  if (cj_is_string(k) && !strcmp(cj_string_value(k), "not") &&
      is_bare_marker(cj_object_get(c, "arg"))) {
    *bare = *negated = 1;
    cj_t *e = cj_incref(cj_object_get(cj_object_get(c, "arg"), "__bare"));
    cj_decref(c);
    return e;
  }
  return fix_bare(p, c);
}

cj_t *cbl_parse_eval_subject(cbl_parser *p) {
  const cbl_tok *t = p_peek(p, 0);
  if (p_accept(p, "TRUE")) return eval_kind("true", t->loc);
  if (p_accept(p, "FALSE")) return eval_kind("false", t->loc);
  int bare, negated;
  cj_t *e = cond_or_expr(p, &bare, &negated);
  if (!e) return NULL;
  if (bare && negated) {
    /* NOT operand as a subject is only meaningful as a negated condition-name. */
    cj_t *n = cond_node("name", t->loc);
    if (!is_ref_node(e)) {
      cj_decref(e);
      cj_decref(n);
      p_error(p, t, "expected condition after NOT, found %s", p_describe(p, t));
      return NULL;
    }
    cj_object_set_new_nocheck(n, "ref", e);
    e = wrap_not(n, t->loc);
    bare = 0;
  }
  cj_t *s = eval_kind(bare ? "expr" : "cond", t->loc);
  cj_object_set_new(s, bare ? "expr" : "cond", e);
  return s;
}

cj_t *cbl_parse_eval_object(cbl_parser *p) {
  const cbl_tok *t = p_peek(p, 0);
  if (p_accept(p, "ANY")) return eval_kind("any", t->loc);
  if (p_accept(p, "TRUE")) return eval_kind("true", t->loc);
  if (p_accept(p, "FALSE")) return eval_kind("false", t->loc);
  int bare, negated;
  cj_t *e = cond_or_expr(p, &bare, &negated);
  if (!e) return NULL;
  if (!bare) {
    cj_t *o = eval_kind("cond", t->loc);
    cj_object_set_new_nocheck(o, "cond", e);
    return o;
  }
  cj_t *o = eval_kind("value", t->loc);
  cj_object_set_new_nocheck(o, "not", cj_boolean(negated));
  cj_object_set_new_nocheck(o, "value", e);
  if (p_accept(p, "THRU") || p_accept(p, "THROUGH")) {
    cj_t *hi = cbl_parse_arith_expr(p);
    if (!hi) { cj_decref(o); return NULL; }
    cj_object_set_new_nocheck(o, "thru", hi);
  }
  return o;
}
