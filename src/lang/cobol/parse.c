/* parse.c — parser helpers shared by parse_*.c, and the program structure: IDENTIFICATION and
 * ENVIRONMENT divisions, nested programs, END PROGRAM. */
#include "lang/cobol/parse.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "core/strbuf.h"

/* ---- token access ---- */

const cbl_tok *p_peek(const cbl_parser *p, size_t k) {
  size_t i = p->pos + k;
  return i < p->n ? &p->toks[i] : &p->toks[p->n - 1];
}
const cbl_tok *p_next(cbl_parser *p) {
  const cbl_tok *t = p_peek(p, 0);
  if (p->pos < p->n - 1) p->pos++;
  return t;
}
int p_at_k(const cbl_parser *p, size_t k, const char *w) { return cbl_tok_is(p_peek(p, k), w); }
int p_at(const cbl_parser *p, const char *w) { return p_at_k(p, 0, w); }
int p_at_kind(const cbl_parser *p, cbl_tok_kind k) { return p_peek(p, 0)->kind == k; }
int p_accept(cbl_parser *p, const char *w) {
  if (!p_at(p, w)) return 0;
  p_next(p);
  return 1;
}
int p_accept_kind(cbl_parser *p, cbl_tok_kind k) {
  if (!p_at_kind(p, k)) return 0;
  p_next(p);
  return 1;
}

const char *p_describe(cbl_parser *p, const cbl_tok *t) {
  switch (t->kind) {
  case T_WORD: return arena_printf(p->fe->a, "'%s'", t->text);
  case T_NUM: return arena_printf(p->fe->a, "numeric literal %s", t->text);
  case T_EOF: return "end of file";
  default: return cbl_tok_kind_name(t->kind);
  }
}

void p_error(cbl_parser *p, const cbl_tok *at, const char *fmt, ...) {
  if (p->in_error) return;
  p->in_error = 1;
  va_list ap;
  va_start(ap, fmt);
  strbuf sb = STRBUF_INIT;
  sb_vprintf(&sb, fmt, ap);
  va_end(ap);
  diag_error(p->fe->d, at->loc, at->kind == T_EOF ? "format" : "syntax", "%s", sb_str(&sb));
  sb_free(&sb);
}

void p_error_code(cbl_parser *p, eq_loc at, const char *code, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  strbuf sb = STRBUF_INIT;
  sb_vprintf(&sb, fmt, ap);
  va_end(ap);
  diag_error(p->fe->d, at, code, "%s", sb_str(&sb));
  sb_free(&sb);
}

int p_expect(cbl_parser *p, const char *w) {
  if (p_accept(p, w)) return 1;
  const cbl_tok *t = p_peek(p, 0);
  if (t->kind == T_EOF)
    p_error(p, t, "source ends where %s was expected (truncated file?)", w);
  else
    p_error(p, t, "expected %s, found %s", w, p_describe(p, t));
  return 0;
}

const cbl_tok *p_expect_kind(cbl_parser *p, cbl_tok_kind k, const char *what) {
  const cbl_tok *t = p_peek(p, 0);
  if (t->kind == k) return p_next(p);
  if (t->kind == T_EOF)
    p_error(p, t, "source ends where %s was expected (truncated file?)", what);
  else
    p_error(p, t, "expected %s, found %s", what, p_describe(p, t));
  return NULL;
}

const cbl_tok *p_expect_name(cbl_parser *p, const char *what) {
  const cbl_tok *t = p_peek(p, 0);
  if (t->kind == T_WORD && !cbl_is_reserved(t->text)) return p_next(p);
  if (t->kind == T_EOF)
    p_error(p, t, "source ends where %s was expected (truncated file?)", what);
  else
    p_error(p, t, "expected %s, found %s", what, p_describe(p, t));
  return NULL;
}

/* A division header starts here: "X DIVISION". */
static int at_division(const cbl_parser *p) {
  return p_at_kind(p, T_WORD) && p_at_k(p, 1, "DIVISION");
}

void p_sync_period(cbl_parser *p) {
  while (!p_at_kind(p, T_EOF) && !p_at_kind(p, T_PERIOD) && !at_division(p)) p_next(p);
  p_accept_kind(p, T_PERIOD);
  p->in_error = 0;
}

/* ---- JSON helpers ---- */

/* Built by hand: json_pack parsed its format string on every call, and every node has a loc
 * (json_pack was 7% of a parse). */
cj_t *p_loc(eq_loc l) {
  cj_t *v[3] = {cj_integer(l.file), cj_integer(l.line), cj_integer(l.col)};
  return cj_array_of(v, 3);
}

/* cj_string(s), with jansson's UTF-8 check skipped for the usual text, all ASCII (a word's or a
 * literal key's); other text goes through the check as before (a node's value that is not UTF-8 is
 * then missing, as it was). The check was a quarter of the cost of a node of the bench program. */
static cj_t *ascii_or_checked(const char *s) {
  size_t n = 0;
  while (s[n] && !((unsigned char)s[n] & 0x80)) n++;
  return s[n] ? cj_string(s) : cj_stringn_nocheck(s, n);
}

cj_t *p_node(const char *key, const char *val, eq_loc l) {
  cj_t *o = cj_object();
  cj_object_iset(o, cj_key_literal(key), ascii_or_checked(val)); /* key: always a literal */
  cj_object_set_new_nocheck(o, "loc", p_loc(l));
  return o;
}

void p_set(cj_t *obj, const char *key, cj_t *val) {
  if (val) cj_object_iset(obj, cj_key_literal(key), val); /* key: always a literal */
}

static cj_t *hex_string(const char *s, size_t n) {
  static const char digits[] = "0123456789ABCDEF";
  strbuf sb = STRBUF_INIT;
  for (size_t i = 0; i < n; i++) {
    sb_putc(&sb, digits[(unsigned char)s[i] >> 4]);
    sb_putc(&sb, digits[(unsigned char)s[i] & 15]);
  }
  cj_t *j = cj_string(sb_str(&sb));
  sb_free(&sb);
  return j;
}

cj_t *p_literal(const cbl_tok *t) {
  cj_t *o = cj_object();
  switch (t->kind) {
  case T_NUM: cj_object_set_new_nocheck(o, "num", cj_string(t->text)); break;
  case T_ALNUM: {
    /* Source bytes that are not UTF-8 (e.g. Latin-1 or EBCDIC-typed data) are kept exactly, as hex. */
    cj_t *s = cj_stringn(t->text, t->len);
    cj_object_set_new(o, s ? "str" : "hex", s ? s : hex_string(t->text, t->len));
    break;
  }
  case T_HEX:
    /* NX'..' is national (UTF-16) data given in hex */
    cj_object_set_new(o, t->aux && !strcmp(t->aux, "NX") ? "national_hex" : "hex", hex_string(t->text, t->len));
    break;
  case T_NATIONAL: {
    cj_t *s = cj_stringn(t->text, t->len);
    cj_object_set_new_nocheck(o, "national", s ? s : cj_string(""));
    if (!s) cj_object_set_new_nocheck(o, "national_hex", hex_string(t->text, t->len));
    break;
  }
  default: break;
  }
  cj_object_set_new_nocheck(o, "loc", p_loc(t->loc));
  return o;
}

static const struct { const char *word, *name; } figuratives[] = {
  {"ZERO", "ZERO"}, {"ZEROS", "ZERO"}, {"ZEROES", "ZERO"}, {"SPACE", "SPACE"}, {"SPACES", "SPACE"},
  {"HIGH-VALUE", "HIGH-VALUE"}, {"HIGH-VALUES", "HIGH-VALUE"}, {"LOW-VALUE", "LOW-VALUE"},
  {"LOW-VALUES", "LOW-VALUE"}, {"QUOTE", "QUOTE"}, {"QUOTES", "QUOTE"}, {"NULL", "NULL"},
  {"NULLS", "NULL"},
};

cj_t *p_figurative(cbl_parser *p) {
  const cbl_tok *t = p_peek(p, 0);
  if (t->kind != T_WORD) return NULL;
  if (!strcmp(t->text, "ALL")) {
    const cbl_tok *lit = p_peek(p, 1);
    cj_t *inner = NULL;
    if (lit->kind == T_ALNUM || lit->kind == T_HEX || lit->kind == T_NATIONAL || lit->kind == T_NUM) {
      p_next(p);
      inner = p_literal(p_next(p));
    } else {
      /* ALL figurative-constant means the figurative constant itself (IBM LR, "ALL literal"). */
      size_t save = p->pos;
      p_next(p);
      inner = p_figurative(p);
      if (!inner) {
        p->pos = save;
        return NULL;
      }
      return inner;
    }
    cj_t *o = cj_object();
    cj_object_set_new_nocheck(o, "all", inner);
    cj_object_set_new_nocheck(o, "loc", p_loc(t->loc));
    return o;
  }
  for (size_t i = 0; i < sizeof figuratives / sizeof *figuratives; i++)
    if (!strcmp(t->text, figuratives[i].word)) {
      p_next(p);
      return p_node("figurative", figuratives[i].name, t->loc);
    }
  return NULL;
}

cj_t *p_qualified_name(cbl_parser *p, const char *what) {
  const cbl_tok *t = p_expect_name(p, what);
  if (!t) return NULL;
  cj_t *r = p_node("ref", t->text, t->loc);
  cj_t *of = NULL, *of_locs = NULL;
  while ((p_at(p, "OF") || p_at(p, "IN")) && p_peek(p, 1)->kind == T_WORD) {
    p_next(p);
    const cbl_tok *q = p_expect_name(p, "a qualifier");
    if (!q) break;
    if (!of) of = cj_array(), of_locs = cj_array();
    cj_array_append_new(of, cj_string(q->text));
    cj_array_append_new(of_locs, p_loc(q->loc));
  }
  p_set(r, "of", of);
  p_set(r, "of_locs", of_locs);
  return r;
}

/* ---- IDENTIFICATION DIVISION ---- */

static const char *const id_paragraphs[] = {
  "AUTHOR", "INSTALLATION", "DATE-WRITTEN", "DATE-COMPILED", "SECURITY", "REMARKS",
};

static void parse_identification(cbl_parser *p, cj_t *prog) {
  /* IDENTIFICATION DIVISION . (ID DIVISION also accepted) */
  p_next(p);
  p_expect(p, "DIVISION");
  p_expect_kind(p, T_PERIOD, "'.' after IDENTIFICATION DIVISION");
  if (!p_at(p, "PROGRAM-ID")) {
    p_error(p, p_peek(p, 0), "expected PROGRAM-ID, found %s", p_describe(p, p_peek(p, 0)));
    p_sync_period(p);
  }
  cj_t *ident = cj_object();
  if (p_accept(p, "PROGRAM-ID")) {
    p_accept_kind(p, T_PERIOD);
    const cbl_tok *name = p_peek(p, 0);
    if (name->kind == T_WORD || name->kind == T_ALNUM) {
      p_next(p);
      cj_object_set_new_nocheck(prog, "name", cj_stringn(name->text, name->len));
      cj_object_set_new_nocheck(prog, "loc", p_loc(name->loc));
    } else {
      p_error(p, name, "expected the program name, found %s", p_describe(p, name));
    }
    /* IS {RECURSIVE | INITIAL | COMMON} PROGRAM */
    p_accept(p, "IS");
    cj_t *attrs = cj_array();
    while (p_at(p, "RECURSIVE") || p_at(p, "INITIAL") || p_at(p, "COMMON"))
      cj_array_append_new(attrs, cj_string(p_next(p)->text));
    p_accept(p, "PROGRAM");
    cj_object_set_new_nocheck(prog, "attributes", attrs);
    if (!p_accept_kind(p, T_PERIOD)) {
      p_error(p, p_peek(p, 0), "expected '.' after the PROGRAM-ID paragraph, found %s",
              p_describe(p, p_peek(p, 0)));
      p_sync_period(p);
    }
  }
  for (;;) {
    const cbl_tok *t = p_peek(p, 0);
    int known = 0;
    for (size_t i = 0; i < sizeof id_paragraphs / sizeof *id_paragraphs; i++)
      if (cbl_tok_is(t, id_paragraphs[i])) known = 1;
    if (!known) break;
    p_next(p);
    p_accept_kind(p, T_PERIOD);
    strbuf key = STRBUF_INIT;
    for (const char *c = t->text; *c; c++) sb_putc(&key, *c == '-' ? '_' : (char)(*c | 0x20));
    if (p_at_kind(p, T_COMMENT_ENTRY)) {
      const cbl_tok *c = p_next(p);
      cj_t *s = cj_stringn(c->text, c->len);
      cj_object_set_new(ident, sb_str(&key), s ? s : cj_string("?"));
    } else {
      cj_object_set_new(ident, sb_str(&key), cj_string(""));
    }
    sb_free(&key);
  }
  cj_object_set_new_nocheck(prog, "identification", ident);
}

/* ---- ENVIRONMENT DIVISION ---- */

/* Skips a clause's words up to the next period (used for paragraphs whose content Equiv keeps as
 * text: SOURCE-COMPUTER, OBJECT-COMPUTER, I-O-CONTROL). */
static cj_t *words_to_period(cbl_parser *p) {
  strbuf sb = STRBUF_INIT;
  while (!p_at_kind(p, T_PERIOD) && !p_at_kind(p, T_EOF) && !at_division(p)) {
    const cbl_tok *t = p_next(p);
    if (sb.len) sb_putc(&sb, ' ');
    if (t->kind == T_ALNUM) sb_putc(&sb, '\'');
    sb_append(&sb, t->text, t->len);
    if (t->kind == T_ALNUM) sb_putc(&sb, '\'');
  }
  p_accept_kind(p, T_PERIOD);
  cj_t *j = cj_stringn(sb_str(&sb), sb.len);
  sb_free(&sb);
  return j ? j : cj_string("");
}

static cj_t *literal_or_word(cbl_parser *p) {
  const cbl_tok *t = p_peek(p, 0);
  if (t->kind == T_ALNUM || t->kind == T_NUM || t->kind == T_HEX) return p_literal(p_next(p));
  if (t->kind == T_WORD) {
    cj_t *f = p_figurative(p);
    if (f) return f;
    p_next(p);
    return p_node("word", t->text, t->loc);
  }
  p_error(p, t, "expected a literal, found %s", p_describe(p, t));
  return NULL;
}

static void parse_special_names(cbl_parser *p, cj_t *env) {
  cj_t *sn = cj_object();
  cj_t *mnemonics = cj_array(), *classes = cj_array(), *symbolic = cj_array(),
         *alphabets = cj_array();
  p_accept_kind(p, T_PERIOD);
  for (;;) {
    if (p_at_kind(p, T_EOF) || at_division(p) || p_at(p, "FILE-CONTROL") || p_at(p, "I-O-CONTROL") ||
        p_at(p, "INPUT-OUTPUT") || p_at(p, "REPOSITORY"))
      break;
    if (p_accept_kind(p, T_PERIOD)) continue;
    const cbl_tok *t = p_peek(p, 0);
    if (p_accept(p, "DECIMAL-POINT")) {
      p_accept(p, "IS");
      p_expect(p, "COMMA");
      cj_object_set_new_nocheck(sn, "decimal_point_is_comma", cj_true());
    } else if (p_accept(p, "CURRENCY")) {
      p_accept(p, "SIGN");
      p_accept(p, "IS");
      cj_t *cur = literal_or_word(p);
      cj_t *c = cj_object();
      p_set(c, "sign", cur);
      if (p_accept(p, "WITH") || p_at(p, "PICTURE")) {
        p_expect(p, "PICTURE");
        p_expect(p, "SYMBOL");
        p_set(c, "picture_symbol", literal_or_word(p));
      }
      cj_object_set_new_nocheck(sn, "currency", c);
    } else if (p_accept(p, "CLASS")) {
      const cbl_tok *name = p_expect_name(p, "a class name");
      p_accept(p, "IS");
      cj_t *cls = cj_object();
      if (name) cj_object_set_new_nocheck(cls, "name", cj_string(name->text));
      cj_object_set_new_nocheck(cls, "loc", p_loc(t->loc));
      cj_t *ranges = cj_array();
      while (p_at_kind(p, T_ALNUM) || p_at_kind(p, T_NUM) || p_at_kind(p, T_HEX)) {
        cj_t *r = cj_object();
        cj_object_set_new_nocheck(r, "from", p_literal(p_next(p)));
        if (p_accept(p, "THRU") || p_accept(p, "THROUGH")) {
          const cbl_tok *hi = p_peek(p, 0);
          if (hi->kind == T_ALNUM || hi->kind == T_NUM || hi->kind == T_HEX)
            cj_object_set_new_nocheck(r, "thru", p_literal(p_next(p)));
          else
            p_error(p, hi, "expected a literal after THRU, found %s", p_describe(p, hi));
        }
        cj_array_append_new(ranges, r);
      }
      cj_object_set_new_nocheck(cls, "values", ranges);
      cj_array_append_new(classes, cls);
    } else if (p_accept(p, "SYMBOLIC")) {
      p_accept(p, "CHARACTERS");
      size_t first = cj_array_size(symbolic);
      while (p_at_kind(p, T_WORD) && !cbl_is_reserved(p_peek(p, 0)->text)) {
        cj_t *names = cj_array();
        while (p_at_kind(p, T_WORD) && !cbl_is_reserved(p_peek(p, 0)->text))
          cj_array_append_new(names, cj_string(p_next(p)->text));
        if (!p_accept(p, "ARE")) p_accept(p, "IS");
        cj_t *ords = cj_array();
        while (p_at_kind(p, T_NUM)) cj_array_append_new(ords, cj_string(p_next(p)->text));
        cj_t *e = cj_object();
        cj_object_set_new_nocheck(e, "names", names);
        cj_object_set_new_nocheck(e, "ordinals", ords);
        cj_array_append_new(symbolic, e);
      }
      /* IN alphabet-name: the ordinals are positions in that alphabet, for every entry of the
       * clause (kept, so that the semantics can tell them from native ordinals) */
      if (p_accept(p, "IN") && p_at_kind(p, T_WORD)) {
        const char *alpha = p_next(p)->text;
        for (size_t k = first; k < cj_array_size(symbolic); k++)
          cj_object_set_new_nocheck(cj_array_get(symbolic, k), "in_alphabet", cj_string(alpha));
      }
    } else if (p_accept(p, "ALPHABET")) {
      const cbl_tok *name = p_expect_name(p, "an alphabet name");
      p_accept(p, "IS");
      cj_t *al = cj_object();
      if (name) cj_object_set_new_nocheck(al, "name", cj_string(name->text));
      if (p_at_kind(p, T_WORD)) {
        cj_object_set_new_nocheck(al, "kind", cj_string(p_next(p)->text)); /* STANDARD-1, NATIVE, EBCDIC, … */
      } else {
        /* literal-1 [THRU literal-2 | ALSO literal-3 …] … : the collating sequence in order */
        cj_object_set_new_nocheck(al, "kind", cj_string("literal"));
        cj_t *seq = cj_array();
        while (p_at_kind(p, T_ALNUM) || p_at_kind(p, T_NUM) || p_at_kind(p, T_HEX)) {
          cj_t *e = cj_object();
          cj_object_set_new_nocheck(e, "from", p_literal(p_next(p)));
          if (p_accept(p, "THRU") || p_accept(p, "THROUGH")) {
            const cbl_tok *hi = p_expect_kind(p, p_peek(p, 0)->kind == T_NUM ? T_NUM : p_peek(p, 0)->kind == T_HEX ? T_HEX : T_ALNUM,
                                              "a literal after THRU");
            if (hi) cj_object_set_new_nocheck(e, "thru", p_literal(hi));
          }
          cj_t *also = cj_array();
          while (p_accept(p, "ALSO")) {
            const cbl_tok *a = p_peek(p, 0);
            /* ALSO LOW-VALUE / HIGH-VALUE / SPACE / QUOTE / ZERO: a figurative constant names its
             * character (Language Reference, "ALPHABET clause": literals may be figurative
             * constants other than ALL literal) */
            cj_t *fg = a->kind == T_WORD ? p_figurative(p) : NULL;
            if (fg) {
              cj_array_append_new(also, fg);
              continue;
            }
            if (a->kind != T_ALNUM && a->kind != T_NUM && a->kind != T_HEX) {
              p_error(p, a, "expected a literal after ALSO, found %s", p_describe(p, a));
              break;
            }
            cj_array_append_new(also, p_literal(p_next(p)));
          }
          cj_object_set_new_nocheck(e, "also", also);
          cj_array_append_new(seq, e);
        }
        cj_object_set_new_nocheck(al, "sequence", seq);
      }
      cj_array_append_new(alphabets, al);
    } else if (t->kind == T_WORD && (p_at_k(p, 1, "IS") || p_at_k(p, 1, "ON") || p_at_k(p, 1, "OFF"))) {
      /* environment-name IS mnemonic-name [ON STATUS IS cond] [OFF STATUS IS cond] */
      p_next(p);
      cj_t *m = cj_object();
      cj_object_set_new_nocheck(m, "environment_name", cj_string(t->text));
      cj_object_set_new_nocheck(m, "loc", p_loc(t->loc));
      if (p_accept(p, "IS")) {
        const cbl_tok *mn = p_expect_name(p, "a mnemonic name");
        if (mn) cj_object_set_new_nocheck(m, "mnemonic", cj_string(mn->text));
      }
      while (p_at(p, "ON") || p_at(p, "OFF")) {
        const char *which = p_next(p)->text;
        p_accept(p, "STATUS");
        p_accept(p, "IS");
        const cbl_tok *cn = p_expect_name(p, "a condition name");
        if (cn) cj_object_set_new(m, !strcmp(which, "ON") ? "on_status" : "off_status", cj_string(cn->text));
      }
      cj_array_append_new(mnemonics, m);
    } else {
      p_error(p, t, "unexpected %s in SPECIAL-NAMES", p_describe(p, t));
      p_sync_period(p);
    }
  }
  cj_object_set_new_nocheck(sn, "mnemonics", mnemonics);
  cj_object_set_new_nocheck(sn, "classes", classes);
  cj_object_set_new_nocheck(sn, "symbolic_characters", symbolic);
  cj_object_set_new_nocheck(sn, "alphabets", alphabets);
  cj_object_set_new_nocheck(env, "special_names", sn);
}

static cj_t *parse_select(cbl_parser *p) {
  const cbl_tok *sel = p_next(p); /* SELECT */
  cj_t *f = cj_object();
  if (p_accept(p, "OPTIONAL")) cj_object_set_new_nocheck(f, "optional", cj_true());
  const cbl_tok *name = p_expect_name(p, "a file name");
  cj_object_set_new_nocheck(f, "id", cj_integer(++p->next_id));
  if (name) cj_object_set_new_nocheck(f, "name", cj_string(name->text));
  cj_object_set_new_nocheck(f, "loc", p_loc(name ? name->loc : sel->loc));
  cj_t *alts = cj_array();
  while (!p_at_kind(p, T_PERIOD) && !p_at_kind(p, T_EOF) && !p_at(p, "SELECT") && !at_division(p)) {
    const cbl_tok *t = p_peek(p, 0);
    if (p_accept(p, "ASSIGN")) {
      p_accept(p, "TO");
      p_accept(p, "USING");
      const cbl_tok *a = p_next(p);
      if (a->kind != T_WORD && a->kind != T_ALNUM) {
        p_error(p, a, "expected an assignment name after ASSIGN, found %s", p_describe(p, a));
        break;
      }
      cj_object_set_new_nocheck(f, "assign", cj_stringn(a->text, a->len));
    } else if (p_accept(p, "ORGANIZATION")) {
      p_accept(p, "IS");
      if (p_accept(p, "LINE")) {
        p_expect(p, "SEQUENTIAL");
        cj_object_set_new_nocheck(f, "organization", cj_string("line_sequential"));
      } else if (p_accept(p, "RECORD")) {
        p_expect(p, "SEQUENTIAL");
        cj_object_set_new_nocheck(f, "organization", cj_string("sequential"));
      } else if (p_accept(p, "SEQUENTIAL")) {
        cj_object_set_new_nocheck(f, "organization", cj_string("sequential"));
      } else if (p_accept(p, "INDEXED")) {
        cj_object_set_new_nocheck(f, "organization", cj_string("indexed"));
      } else if (p_accept(p, "RELATIVE")) {
        cj_object_set_new_nocheck(f, "organization", cj_string("relative"));
      } else {
        p_error(p, p_peek(p, 0), "expected SEQUENTIAL, LINE SEQUENTIAL, INDEXED or RELATIVE, found %s",
                p_describe(p, p_peek(p, 0)));
        break;
      }
    } else if (p_at(p, "RELATIVE") &&
               (p_at_k(p, 1, "KEY") || p_at_k(p, 1, "IS") ||
                /* RELATIVE data-name: KEY and IS are optional words (Language Reference,
                 * "RELATIVE KEY clause") */
                (p_peek(p, 1)->kind == T_WORD && !cbl_is_reserved(p_peek(p, 1)->text)))) {
      p_next(p);
      p_accept(p, "KEY");
      p_accept(p, "IS");
      p_set(f, "relative_key", p_qualified_name(p, "a relative key"));
    } else if (p_at(p, "SEQUENTIAL") || p_at(p, "INDEXED") || p_at(p, "RELATIVE")) {
      /* ORGANIZATION IS may be omitted */
      const char *o = p_next(p)->text;
      cj_object_set_new_nocheck(f, "organization",
                          cj_string(!strcmp(o, "SEQUENTIAL") ? "sequential"
                                      : !strcmp(o, "INDEXED")  ? "indexed"
                                                               : "relative"));
    } else if (p_accept(p, "ACCESS")) {
      p_accept(p, "MODE");
      p_accept(p, "IS");
      if (p_accept(p, "SEQUENTIAL"))
        cj_object_set_new_nocheck(f, "access", cj_string("sequential"));
      else if (p_accept(p, "RANDOM"))
        cj_object_set_new_nocheck(f, "access", cj_string("random"));
      else if (p_accept(p, "DYNAMIC"))
        cj_object_set_new_nocheck(f, "access", cj_string("dynamic"));
      else {
        p_error(p, p_peek(p, 0), "expected SEQUENTIAL, RANDOM or DYNAMIC, found %s", p_describe(p, p_peek(p, 0)));
        break;
      }
    } else if ((p_at(p, "RECORD") && !p_at_k(p, 1, "DELIMITER")) || p_at(p, "ALTERNATE")) {
      int alt = p_accept(p, "ALTERNATE");
      if (alt)
        p_accept(p, "RECORD"); /* ALTERNATE [RECORD] KEY */
      else
        p_expect(p, "RECORD");
      p_accept(p, "KEY");
      p_accept(p, "IS");
      cj_t *k = p_qualified_name(p, "a record key");
      if (!k) break;
      if (alt) {
        cj_t *a = cj_object();
        cj_object_set_new_nocheck(a, "key", k);
        if (p_accept(p, "WITH") || p_at(p, "DUPLICATES")) {
          p_expect(p, "DUPLICATES");
          cj_object_set_new_nocheck(a, "duplicates", cj_true());
        } else {
          cj_object_set_new_nocheck(a, "duplicates", cj_false());
        }
        cj_array_append_new(alts, a);
      } else {
        cj_object_set_new_nocheck(f, "record_key", k);
      }
    } else if (p_at(p, "FILE") || p_at(p, "STATUS")) {
      p_accept(p, "FILE");
      p_expect(p, "STATUS");
      p_accept(p, "IS");
      p_set(f, "file_status", p_qualified_name(p, "a file status item"));
      if (p_at_kind(p, T_WORD) && !cbl_is_reserved(p_peek(p, 0)->text))
        p_set(f, "vsam_status", p_qualified_name(p, "a VSAM return code item"));
    } else if (p_at(p, "RECORD") && p_at_k(p, 1, "DELIMITER")) {
      p_next(p);
      p_next(p);
      p_accept(p, "IS");
      const cbl_tok *dl = p_expect_kind(p, T_WORD, "STANDARD-1 or an assignment name");
      if (dl) cj_object_set_new_nocheck(f, "record_delimiter", cj_string(dl->text));
    } else if (p_accept(p, "RESERVE")) {
      p_expect_kind(p, T_NUM, "a number of areas");
      if (!p_accept(p, "AREAS")) p_accept(p, "AREA");
    } else if (p_accept(p, "PADDING")) {
      p_accept(p, "CHARACTER");
      p_accept(p, "IS");
      p_next(p);
    } else if (p_accept(p, "LOCK")) {
      p_accept(p, "MODE");
      p_accept(p, "IS");
      p_next(p);
      while (p_accept(p, "WITH") || p_accept(p, "LOCK") || p_accept(p, "ON") || p_accept(p, "MULTIPLE") ||
             p_accept(p, "RECORDS") || p_accept(p, "RECORD"))
        ;
    } else {
      p_error(p, t, "unexpected %s in the SELECT entry for %s", p_describe(p, t), name ? name->text : "?");
      break;
    }
  }
  cj_object_set_new_nocheck(f, "alternate_keys", alts);
  if (!cj_object_get(f, "organization")) cj_object_set_new_nocheck(f, "organization", cj_string("sequential"));
  if (!cj_object_get(f, "access")) cj_object_set_new_nocheck(f, "access", cj_string("sequential"));
  if (!p_accept_kind(p, T_PERIOD)) {
    p_error(p, p_peek(p, 0), "expected '.' to end the SELECT entry, found %s", p_describe(p, p_peek(p, 0)));
    p_sync_period(p);
  }
  p->in_error = 0;
  return f;
}

static void parse_environment(cbl_parser *p, cj_t *prog) {
  p_next(p); /* ENVIRONMENT */
  p_expect(p, "DIVISION");
  p_expect_kind(p, T_PERIOD, "'.' after ENVIRONMENT DIVISION");
  cj_t *env = cj_object(), *files = cj_array();
  while (!p_at_kind(p, T_EOF) && !at_division(p)) {
    const cbl_tok *t = p_peek(p, 0);
    if (p_at(p, "CONFIGURATION") || p_at(p, "INPUT-OUTPUT")) {
      p_next(p);
      p_expect(p, "SECTION");
      p_expect_kind(p, T_PERIOD, "'.' after the section header");
    } else if (p_at(p, "SOURCE-COMPUTER") || p_at(p, "OBJECT-COMPUTER")) {
      p_next(p);
      p_accept_kind(p, T_PERIOD);
      if (!p_at(p, "OBJECT-COMPUTER") && !p_at(p, "SPECIAL-NAMES") && !p_at(p, "INPUT-OUTPUT") &&
          !at_division(p)) {
        cj_t *text = words_to_period(p);
        if (strstr(cj_string_value(text), "DEBUGGING MODE"))
          cj_object_set_new_nocheck(env, "debugging_mode", cj_true());
        cj_object_set_new(env, !strcmp(t->text, "SOURCE-COMPUTER") ? "source_computer" : "object_computer", text);
      }
    } else if (p_accept(p, "SPECIAL-NAMES")) {
      parse_special_names(p, env);
    } else if (p_accept(p, "REPOSITORY")) {
      p_accept_kind(p, T_PERIOD);
      cj_t *r = cj_array();
      while (p_accept(p, "FUNCTION")) {
        while (p_at_kind(p, T_WORD) && !p_at(p, "INTRINSIC") && !p_at(p, "FUNCTION"))
          cj_array_append_new(r, cj_string(p_next(p)->text));
        p_accept(p, "ALL");
        p_accept(p, "INTRINSIC");
        p_accept_kind(p, T_PERIOD);
      }
      cj_object_set_new_nocheck(env, "repository_functions", r);
    } else if (p_accept(p, "FILE-CONTROL")) {
      p_expect_kind(p, T_PERIOD, "'.' after FILE-CONTROL");
      while (p_at(p, "SELECT")) cj_array_append_new(files, parse_select(p));
    } else if (p_accept(p, "I-O-CONTROL")) {
      p_accept_kind(p, T_PERIOD);
      if (!at_division(p)) cj_object_set_new_nocheck(env, "i_o_control", words_to_period(p));
    } else {
      p_error(p, t, "unexpected %s in the ENVIRONMENT DIVISION", p_describe(p, t));
      p_sync_period(p);
    }
  }
  cj_object_set_new_nocheck(env, "files", files);
  cj_object_set_new_nocheck(prog, "environment", env);
}

/* ---- programs ---- */

static cj_t *parse_program(cbl_parser *p);

static int at_program_start(const cbl_parser *p) {
  return (p_at(p, "IDENTIFICATION") || p_at(p, "ID")) && p_at_k(p, 1, "DIVISION");
}

static cj_t *parse_program(cbl_parser *p) {
  cj_t *prog = cj_object();
  cj_t *saved = p->program;
  p->program = prog;
  const cbl_tok *start = p_peek(p, 0);
  cj_object_set_new_nocheck(prog, "name", cj_null());
  cj_object_set_new_nocheck(prog, "loc", p_loc(start->loc));
  if (at_program_start(p)) {
    parse_identification(p, prog);
  } else {
    p_error(p, start, "expected IDENTIFICATION DIVISION, found %s", p_describe(p, start));
    p_sync_period(p);
  }
  if (p_at(p, "ENVIRONMENT") && p_at_k(p, 1, "DIVISION")) parse_environment(p, prog);
  if (p_at(p, "DATA") && p_at_k(p, 1, "DIVISION")) p_set(prog, "data", cbl_parse_data_division(p));
  if (p_at(p, "PROCEDURE") && p_at_k(p, 1, "DIVISION")) {
    p_set(prog, "procedure", cbl_parse_procedure_division(p));
  } else if (!p_at_kind(p, T_EOF) && !p_at(p, "END") && !at_program_start(p)) {
    const cbl_tok *t = p_peek(p, 0);
    p_error(p, t, "expected PROCEDURE DIVISION, found %s", p_describe(p, t));
    while (!p_at_kind(p, T_EOF) && !at_program_start(p) && !(p_at(p, "END") && p_at_k(p, 1, "PROGRAM")))
      p_next(p);
    p->in_error = 0;
  }
  /* Nested programs, then END PROGRAM name. */
  cj_t *nested = cj_array();
  while (at_program_start(p)) cj_array_append_new(nested, parse_program(p));
  cj_object_set_new_nocheck(prog, "programs", nested);
  if (p_at(p, "END") && p_at_k(p, 1, "PROGRAM")) {
    p_next(p);
    p_next(p);
    const cbl_tok *n = p_peek(p, 0);
    if (n->kind == T_WORD || n->kind == T_ALNUM) {
      p_next(p);
      const char *mine = cj_string_value(cj_object_get(prog, "name"));
      if (mine && strcmp(mine, n->text))
        p_error_code(p, n->loc, "syntax", "END PROGRAM %s does not match PROGRAM-ID %s", n->text, mine);
    }
    p_expect_kind(p, T_PERIOD, "'.' after END PROGRAM");
    cj_object_set_new_nocheck(prog, "end_program", cj_true());
  }
  p->program = saved;
  return prog;
}

cj_t *cbl_parse_programs(cbl_parser *p) {
  cj_t *progs = cj_array();
  if (p_at_kind(p, T_EOF)) {
    p_error_code(p, p_peek(p, 0)->loc, "format", "the source contains no program");
    return progs;
  }
  while (!p_at_kind(p, T_EOF) && !diag_too_many(p->fe->d)) {
    size_t before = p->pos;
    cj_array_append_new(progs, parse_program(p));
    if (p->pos == before) p_next(p); /* guarantee progress on garbage */
  }
  return progs;
}
