/* parse_proc.c — the PROCEDURE DIVISION: header, DECLARATIVES, sections, paragraphs, sentences and
 * every statement of IBM Enterprise COBOL 6 (Language Reference, Part 6). JSON shapes are
 * documented in docs/cobol-json-procedure.md. */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "lang/cobol/parse.h"
#include "lang/cobol/stmt.h"
#include "lang/cobol/wordset.h"

static cj_t *stmt_list(cbl_parser *p);

/* ---------------------------------------------------------------- small helpers */

static cj_t *str_node(const char *key, const cbl_tok *t) {
  cj_t *n = cj_object();
  cj_object_set_new_nocheck(n, key, cj_stringn(t->text, t->len));
  cj_object_set_new_nocheck(n, "loc", p_loc(t->loc));
  return n;
}

static cj_t *word_str(const cbl_tok *t) { return cj_stringn(t->text, t->len); }

/* A file name: a data reference the resolver looks up among the files (SELECT). */
static cj_t *file_ref(cbl_parser *p) {
  const cbl_tok *t = p_expect_name(p, "file name");
  if (!t) return NULL;
  cj_t *n = str_node("ref", t);
  cj_object_set_new_nocheck(n, "file", cj_true());
  return n;
}

/* Whether a procedure name (paragraph or section) is at k: a user word, or an integer (IBM allows
 * paragraph names made of digits only). */
static int at_proc_name(const cbl_parser *p, size_t k) {
  const cbl_tok *t = p_peek(p, k);
  if (t->kind == T_WORD) return !cbl_is_reserved(t->text);
  if (t->kind == T_NUM) {
    for (size_t i = 0; i < t->len; i++)
      if (t->text[i] < '0' || t->text[i] > '9') return 0;
    return 1;
  }
  return 0;
}

/* Another procedure name of a list (GO TO, ALTER) — not a paragraph header in area A that
 * follows a sentence whose period is missing. */
static int at_more_procs(const cbl_parser *p) {
  const cbl_tok *t = p_peek(p, 0);
  if ((t->flags & TF_AREA_A) && (p_peek(p, 1)->kind == T_PERIOD || p_at_k(p, 1, "SECTION"))) return 0;
  return at_proc_name(p, 0);
}

/* procedure-name [{OF|IN} section-name] */
static cj_t *proc_ref(cbl_parser *p) {
  const cbl_tok *t = p_peek(p, 0);
  if (!at_proc_name(p, 0)) {
    p_error(p, t, "expected paragraph or section name, found %s", p_describe(p, t));
    return NULL;
  }
  p_next(p);
  cj_t *n = str_node("proc", t);
  if ((p_at(p, "OF") || p_at(p, "IN")) && at_proc_name(p, 1)) {
    p_next(p);
    cj_object_set_new_nocheck(n, "of", word_str(p_next(p)));
  }
  return n;
}

/* proc [THRU|THROUGH proc] as {"proc": REF, "thru": REF?} into n under keys. */
static void proc_range(cbl_parser *p, cj_t *n, const char *key, const char *thru_key) {
  p_set(n, key, proc_ref(p));
  if (p_accept(p, "THRU") || p_accept(p, "THROUGH")) p_set(n, thru_key, proc_ref(p));
}

static const char *const rounding_modes[] = {
  "AWAY-FROM-ZERO", "NEAREST-AWAY-FROM-ZERO", "NEAREST-EVEN", "NEAREST-TOWARD-ZERO", "PROHIBITED",
  "TOWARD-GREATER", "TOWARD-LESSER", "TRUNCATION", NULL};

/* The ROUNDED phrase after a receiving identifier (IBM "ROUNDED phrase"; MODE IS since 5.1). */
static cj_t *receiver_from(cbl_parser *p, cj_t *target) {
  cj_t *r = cj_object();
  cj_object_set_new_nocheck(r, "dest", target);
  int rounded = p_accept(p, "ROUNDED");
  cj_object_set_new_nocheck(r, "rounded", cj_boolean(rounded));
  if (rounded && p_accept(p, "MODE")) {
    p_accept(p, "IS");
    const cbl_tok *m = p_peek(p, 0);
    int ok = 0;
    for (size_t i = 0; rounding_modes[i]; i++)
      if (cbl_tok_is(m, rounding_modes[i])) ok = 1;
    if (ok) cj_object_set_new_nocheck(r, "rounded_mode", word_str(p_next(p)));
    else p_error(p, m, "expected a rounding mode (NEAREST-EVEN, TRUNCATION, …), found %s", p_describe(p, m));
  }
  return r;
}

static cj_t *receiver(cbl_parser *p) {
  cj_t *id = cbl_parse_identifier(p);
  if (!id) return NULL;
  return receiver_from(p, id);
}

/* receiver… : at least one. */
static cj_t *receivers(cbl_parser *p, cj_t *first) {
  cj_t *a = cj_array();
  if (first) cj_array_append_new(a, first);
  while (cbl_at_identifier(p, 0) && !p->in_error) {
    cj_t *r = receiver(p);
    if (!r) break;
    cj_array_append_new(a, r);
  }
  if (cj_array_size(a) == 0) {
    const cbl_tok *t = p_peek(p, 0);
    p_error(p, t, "expected receiving data item, found %s", p_describe(p, t));
  }
  return a;
}

/* One or more items that `at` recognises and `parse` reads; an error naming `what` when none. */
static cj_t *list_of(cbl_parser *p, int (*at)(const cbl_parser *, size_t), cj_t *(*parse)(cbl_parser *),
                       const char *what) {
  cj_t *a = cj_array();
  while (at(p, 0) && !p->in_error) {
    cj_t *r = parse(p);
    if (!r) break;
    cj_array_append_new(a, r);
  }
  if (cj_array_size(a) == 0) {
    const cbl_tok *t = p_peek(p, 0);
    p_error(p, t, "expected %s, found %s", what, p_describe(p, t));
  }
  return a;
}

static cj_t *identifiers(cbl_parser *p, const char *what) {
  return list_of(p, cbl_at_identifier, cbl_parse_identifier, what);
}

static cj_t *operands(cbl_parser *p, const char *what) { return list_of(p, cbl_at_operand, cbl_parse_operand, what); }

static cj_t *expect_identifier(cbl_parser *p, const char *what) {
  if (!cbl_at_identifier(p, 0)) {
    const cbl_tok *t = p_peek(p, 0);
    p_error(p, t, "expected %s, found %s", what, p_describe(p, t));
    return NULL;
  }
  return cbl_parse_identifier(p);
}

static cj_t *expect_operand(cbl_parser *p, const char *what) {
  if (!cbl_at_operand(p, 0)) {
    const cbl_tok *t = p_peek(p, 0);
    p_error(p, t, "expected %s, found %s", what, p_describe(p, t));
    return NULL;
  }
  return cbl_parse_operand(p);
}


/* ---------------------------------------------------------------- conditional phrases */

/* IBM "Conditional statements" and "Scope terminators": each phrase is a statement list; a NOT
 * phrase stops the list of the positive phrase because NOT begins no statement. */
typedef enum { PH_SIZE, PH_END, PH_INVALID, PH_OVERFLOW, PH_EXCEPTION, PH_EOP, PH__N } phrase_kind;
static const char *const phrase_keys[PH__N] = {"on_size_error", "at_end", "invalid_key",
                                               "on_overflow", "on_exception", "at_end_of_page"};
static const char *const phrase_not_keys[PH__N] = {"not_on_size_error", "not_at_end",
                                                   "not_invalid_key", "not_on_overflow",
                                                   "not_on_exception", "not_at_end_of_page"};

/* Number of tokens of phrase ph starting at k (NOT excluded), 0 if it does not start there. */
static size_t at_phrase(const cbl_parser *p, size_t k, phrase_kind ph) {
  switch (ph) {
  case PH_SIZE:
    if (p_at_k(p, k, "ON") && p_at_k(p, k + 1, "SIZE") && p_at_k(p, k + 2, "ERROR")) return 3;
    if (p_at_k(p, k, "SIZE") && p_at_k(p, k + 1, "ERROR")) return 2;
    return 0;
  case PH_END:
    if (p_at_k(p, k, "AT") && p_at_k(p, k + 1, "END")) return 2;
    if (p_at_k(p, k, "END") && !p_at_k(p, k + 1, "PROGRAM") && !p_at_k(p, k + 1, "DECLARATIVES")) return 1;
    return 0;
  case PH_INVALID:
    if (p_at_k(p, k, "INVALID")) return p_at_k(p, k + 1, "KEY") ? 2 : 1;
    return 0;
  case PH_OVERFLOW:
    if (p_at_k(p, k, "ON") && p_at_k(p, k + 1, "OVERFLOW")) return 2;
    return p_at_k(p, k, "OVERFLOW") ? 1 : 0;
  case PH_EXCEPTION:
    if (p_at_k(p, k, "ON") && p_at_k(p, k + 1, "EXCEPTION")) return 2;
    return p_at_k(p, k, "EXCEPTION") ? 1 : 0;
  case PH_EOP:
    if (p_at_k(p, k, "AT") && (p_at_k(p, k + 1, "END-OF-PAGE") || p_at_k(p, k + 1, "EOP"))) return 2;
    return (p_at_k(p, k, "END-OF-PAGE") || p_at_k(p, k, "EOP")) ? 1 : 0;
  default: return 0;
  }
}

/* Parses the phrases in mask (bits 1<<phrase_kind), in any order, then the optional scope
 * terminator end_word. */
static void phrases(cbl_parser *p, cj_t *n, unsigned mask, const char *end_word) {
  for (;;) {
    if (p->in_error) return;
    int found = 0;
    for (int ph = 0; ph < PH__N && !found; ph++) {
      if (!(mask & (1u << ph))) continue;
      int neg = p_at(p, "NOT");
      size_t len = at_phrase(p, neg ? 1 : 0, (phrase_kind)ph);
      if (!len) continue;
      const cbl_tok *start = p_peek(p, 0);
      for (size_t i = 0; i < len + (neg ? 1 : 0); i++) p_next(p);
      const char *key = neg ? phrase_not_keys[ph] : phrase_keys[ph];
      cj_t *list = stmt_list(p);
      if (cj_array_size(list) == 0 && !p->in_error)
        p_error(p, p_peek(p, 0), "expected a statement after %s phrase, found %s",
                neg ? "the NOT" : "the conditional", p_describe(p, p_peek(p, 0)));
      if (cj_object_get(n, key)) {
        p_error_code(p, start->loc, "syntax", "this phrase is given twice in one statement");
        p->in_error = 1;
        cj_decref(list);
        return;
      }
      cj_object_set_new(n, key, list);
      found = 1;
    }
    if (!found) break;
  }
  if (end_word && !p->in_error) p_accept(p, end_word);
}

#define M(ph) (1u << (ph))

/* ---------------------------------------------------------------- statements */

typedef void (*stmt_fn)(cbl_parser *p, const cbl_tok *verb, cj_t *n);

/* ACCEPT identifier [FROM {DATE [YYYYMMDD] | DAY [YYYYDDD] | DAY-OF-WEEK | TIME | device}] */
static void st_accept(cbl_parser *p, const cbl_tok *verb, cj_t *n) {
  (void)verb;
  p_set(n, "dest", expect_identifier(p, "receiving data item"));
  cj_t *from = cj_null();
  if (p_accept(p, "FROM")) {
    const cbl_tok *t = p_peek(p, 0);
    cj_decref(from);
    if (p_accept(p, "DATE")) {
      from = p_node("kind", "date", t->loc);
      cj_object_set_new_nocheck(from, "format", cj_string(p_accept(p, "YYYYMMDD") ? "YYYYMMDD" : "YYMMDD"));
    } else if (p_accept(p, "DAY")) {
      from = p_node("kind", "day", t->loc);
      cj_object_set_new_nocheck(from, "format", cj_string(p_accept(p, "YYYYDDD") ? "YYYYDDD" : "YYDDD"));
    } else if (p_accept(p, "DAY-OF-WEEK")) {
      from = p_node("kind", "day-of-week", t->loc);
    } else if (p_accept(p, "TIME")) {
      from = p_node("kind", "time", t->loc);
    } else if (t->kind == T_WORD && !cbl_is_reserved(t->text)) {
      p_next(p);
      from = p_node("kind", "device", t->loc);
      cj_object_set_new_nocheck(from, "name", word_str(t));
    } else {
      from = NULL;
      p_error(p, t, "expected DATE, DAY, DAY-OF-WEEK, TIME or a mnemonic name, found %s", p_describe(p, t));
    }
  }
  p_set(n, "from", from);
  phrases(p, n, M(PH_EXCEPTION), "END-ACCEPT");
}

/* ADD: format 1 (TO), 2 (GIVING), 3 (CORRESPONDING). */
static void st_add(cbl_parser *p, const cbl_tok *verb, cj_t *n) {
  (void)verb;
  if (p_accept(p, "CORRESPONDING") || p_accept(p, "CORR")) {
    cj_object_set_new_nocheck(n, "format", cj_string("corresponding"));
    p_set(n, "source", expect_identifier(p, "group item"));
    p_expect(p, "TO");
    cj_t *r = cbl_at_identifier(p, 0) ? receiver(p) : NULL;
    if (!r) p_error(p, p_peek(p, 0), "expected group item, found %s", p_describe(p, p_peek(p, 0)));
    cj_t *a = cj_array();
    p_set(n, "receivers", a);
    if (r) cj_array_append_new(a, r);
  } else {
    cj_t *ops = operands(p, "identifier or literal");
    cj_object_set_new_nocheck(n, "operands", ops);
    if (p_accept(p, "TO")) {
      int ident = cbl_at_identifier(p, 0);
      cj_t *o = expect_operand(p, "identifier or literal");
      if (o && p_at(p, "GIVING")) {
        cj_array_append_new(ops, o);
      } else if (o) {
        if (!ident) p_error(p, p_peek(p, 0), "expected GIVING after a literal, found %s", p_describe(p, p_peek(p, 0)));
        cj_object_set_new_nocheck(n, "format", cj_string("to"));
        cj_object_set_new_nocheck(n, "receivers", receivers(p, receiver_from(p, o)));
      }
    }
    if (!cj_object_get(n, "format") && !p->in_error) {
      if (p_accept(p, "GIVING")) {
        cj_object_set_new_nocheck(n, "format", cj_string("giving"));
        if (cj_array_size(ops) < 2 && !p->in_error)
          p_error(p, verb, "ADD … GIVING needs at least two operands%s", "");
        cj_object_set_new_nocheck(n, "giving", receivers(p, NULL));
      } else {
        p_error(p, p_peek(p, 0), "expected TO or GIVING, found %s", p_describe(p, p_peek(p, 0)));
      }
    }
  }
  phrases(p, n, M(PH_SIZE), "END-ADD");
}

/* SUBTRACT … FROM x / MULTIPLY … BY x: either GIVING receivers (x kept under `word`, format
 * "giving"), or x is itself the receiver list's first item (format `word`; a literal cannot be). */
static void operand_then_receivers(cbl_parser *p, cj_t *n, const char *word) {
  int ident = cbl_at_identifier(p, 0);
  cj_t *o = expect_operand(p, "identifier or literal");
  if (o && p_accept(p, "GIVING")) {
    cj_object_set_new_nocheck(n, "format", cj_string("giving"));
    cj_object_set_new(n, word, o);
    cj_object_set_new_nocheck(n, "giving", receivers(p, NULL));
  } else if (o) {
    if (!ident) p_error(p, p_peek(p, 0), "expected GIVING after a literal, found %s", p_describe(p, p_peek(p, 0)));
    cj_object_set_new_nocheck(n, "format", cj_string(word));
    cj_object_set_new_nocheck(n, "receivers", receivers(p, receiver_from(p, o)));
  }
}

static void st_subtract(cbl_parser *p, const cbl_tok *verb, cj_t *n) {
  (void)verb;
  if (p_accept(p, "CORRESPONDING") || p_accept(p, "CORR")) {
    cj_object_set_new_nocheck(n, "format", cj_string("corresponding"));
    p_set(n, "source", expect_identifier(p, "group item"));
    p_expect(p, "FROM");
    cj_t *a = cj_array();
    cj_object_set_new_nocheck(n, "receivers", a);
    cj_t *r = cbl_at_identifier(p, 0) ? receiver(p) : NULL;
    if (r) cj_array_append_new(a, r);
    else p_error(p, p_peek(p, 0), "expected group item, found %s", p_describe(p, p_peek(p, 0)));
  } else {
    cj_object_set_new_nocheck(n, "operands", operands(p, "identifier or literal"));
    if (p_expect(p, "FROM")) operand_then_receivers(p, n, "from");
  }
  phrases(p, n, M(PH_SIZE), "END-SUBTRACT");
}

static void st_multiply(cbl_parser *p, const cbl_tok *verb, cj_t *n) {
  (void)verb;
  p_set(n, "operand", expect_operand(p, "identifier or literal"));
  if (p_expect(p, "BY")) operand_then_receivers(p, n, "by");
  phrases(p, n, M(PH_SIZE), "END-MULTIPLY");
}

/* DIVIDE: INTO (receivers), INTO … GIVING, BY … GIVING, the last two with REMAINDER. */
static void st_divide(cbl_parser *p, const cbl_tok *verb, cj_t *n) {
  (void)verb;
  cj_t *first = expect_operand(p, "identifier or literal");
  int into = p_accept(p, "INTO");
  if (!into && !p_expect(p, "BY")) { cj_decref(first); return; }
  int ident = cbl_at_identifier(p, 0);
  cj_t *second = expect_operand(p, "identifier or literal");
  if (!first || !second) { cj_decref(first); cj_decref(second); return; }
  if (p_accept(p, "GIVING")) {
    cj_object_set_new_nocheck(n, "format", cj_string(into ? "into_giving" : "by_giving"));
    cj_object_set_new_nocheck(n, "dividend", into ? second : first);
    cj_object_set_new_nocheck(n, "divisor", into ? first : second);
    cj_t *g = receivers(p, NULL);
    cj_object_set_new_nocheck(n, "giving", g);
    if (p_accept(p, "REMAINDER")) {
      if (cj_array_size(g) != 1)
        p_error(p, p_peek(p, 0), "REMAINDER needs exactly one GIVING receiver%s", "");
      p_set(n, "remainder", expect_identifier(p, "remainder data item"));
    }
  } else if (into) {
    if (!ident) p_error(p, p_peek(p, 0), "expected GIVING after a literal, found %s", p_describe(p, p_peek(p, 0)));
    cj_object_set_new_nocheck(n, "format", cj_string("into"));
    cj_object_set_new_nocheck(n, "divisor", first);
    cj_object_set_new_nocheck(n, "receivers", receivers(p, receiver_from(p, second)));
  } else {
    cj_decref(first);
    cj_decref(second);
    p_error(p, p_peek(p, 0), "expected GIVING after DIVIDE … BY …, found %s", p_describe(p, p_peek(p, 0)));
    return;
  }
  phrases(p, n, M(PH_SIZE), "END-DIVIDE");
}

static void st_compute(cbl_parser *p, const cbl_tok *verb, cj_t *n) {
  (void)verb;
  cj_object_set_new_nocheck(n, "receivers", receivers(p, NULL));
  if (!p_accept_kind(p, T_EQ) && !p_accept(p, "EQUAL")) {
    p_error(p, p_peek(p, 0), "expected '=' or EQUAL, found %s", p_describe(p, p_peek(p, 0)));
    return;
  }
  p_set(n, "expr", cbl_parse_arith_expr(p));
  phrases(p, n, M(PH_SIZE), "END-COMPUTE");
}

/* CALL {literal|identifier} [USING {[BY] REFERENCE|CONTENT|VALUE} args…] [RETURNING id] … */
static void st_call(cbl_parser *p, const cbl_tok *verb, cj_t *n) {
  (void)verb;
  p_set(n, "program", expect_operand(p, "program name"));
  cj_t *using = cj_array();
  cj_object_set_new_nocheck(n, "using", using);
  if (p_accept(p, "USING")) {
    const char *by = "reference";
    for (;;) {
      if (p_at(p, "BY") || p_at(p, "REFERENCE") || p_at(p, "CONTENT") || p_at(p, "VALUE")) {
        p_accept(p, "BY");
        if (p_accept(p, "REFERENCE")) by = "reference";
        else if (p_accept(p, "CONTENT")) by = "content";
        else if (p_accept(p, "VALUE")) by = "value";
        else { p_error(p, p_peek(p, 0), "expected REFERENCE, CONTENT or VALUE, found %s", p_describe(p, p_peek(p, 0))); return; }
      }
      const cbl_tok *t = p_peek(p, 0);
      cj_t *arg = p_node("by", by, t->loc);
      if (p_accept(p, "OMITTED")) {
        cj_object_set_new_nocheck(arg, "omitted", cj_true());
      } else if (cbl_at_operand(p, 0)) {
        cj_t *v = cbl_parse_operand(p);
        if (!v) { cj_decref(arg); return; }
        cj_object_set_new_nocheck(arg, "arg", v);
      } else {
        cj_decref(arg);
        break;
      }
      cj_array_append_new(using, arg);
    }
    if (cj_array_size(using) == 0)
      p_error(p, p_peek(p, 0), "expected an argument after USING, found %s", p_describe(p, p_peek(p, 0)));
  }
  if (p_accept(p, "RETURNING")) p_set(n, "returning", expect_identifier(p, "returning data item"));
  phrases(p, n, M(PH_EXCEPTION) | M(PH_OVERFLOW), "END-CALL");
  /* IBM: ON OVERFLOW in CALL has the same effect as ON EXCEPTION. */
  cj_t *ov = cj_object_get(n, "on_overflow");
  if (ov) {
    if (cj_object_get(n, "on_exception")) {
      p_error_code(p, verb->loc, "syntax", "CALL has both ON OVERFLOW and ON EXCEPTION");
      p->in_error = 1;
    } else {
      cj_object_set(n, "on_exception", ov);
    }
    cj_object_del(n, "on_overflow");
  }
  if (cj_object_get(n, "not_on_overflow")) {
    p_error_code(p, verb->loc, "syntax", "NOT ON OVERFLOW is not allowed in CALL");
    p->in_error = 1;
  }
}

static void st_cancel(cbl_parser *p, const cbl_tok *verb, cj_t *n) {
  (void)verb;
  cj_object_set_new_nocheck(n, "programs", operands(p, "program name"));
}

static void st_close(cbl_parser *p, const cbl_tok *verb, cj_t *n) {
  (void)verb;
  cj_t *files = cj_array();
  cj_object_set_new_nocheck(n, "files", files);
  do {
    cj_t *f = cj_object();
    p_set(f, "file", file_ref(p));
    if (p_at(p, "REEL") || p_at(p, "UNIT")) {
      cj_object_set_new_nocheck(f, "reel", word_str(p_next(p)));
      if (p_accept(p, "FOR")) {
        p_expect(p, "REMOVAL");
        cj_object_set_new_nocheck(f, "for_removal", cj_true());
      }
    }
    if (p_accept(p, "WITH") || p_at(p, "LOCK") || p_at(p, "NO")) {
      if (p_accept(p, "LOCK")) cj_object_set_new_nocheck(f, "lock", cj_true());
      else if (p_expect(p, "NO") && p_expect(p, "REWIND")) cj_object_set_new_nocheck(f, "no_rewind", cj_true());
    }
    cj_array_append_new(files, f);
  } while (p_at_kind(p, T_WORD) && !cbl_is_reserved(p_peek(p, 0)->text) && !p->in_error);
}

static void st_continue(cbl_parser *p, const cbl_tok *verb, cj_t *n) { (void)p; (void)verb; (void)n; }

static void st_delete(cbl_parser *p, const cbl_tok *verb, cj_t *n) {
  (void)verb;
  p_set(n, "file", file_ref(p));
  p_accept(p, "RECORD");
  phrases(p, n, M(PH_INVALID), "END-DELETE");
}

static void st_display(cbl_parser *p, const cbl_tok *verb, cj_t *n) {
  (void)verb;
  cj_object_set_new_nocheck(n, "operands", operands(p, "identifier or literal"));
  cj_object_set_new_nocheck(n, "no_advancing", cj_false());
  for (;;) {
    if (p_accept(p, "UPON")) {
      const cbl_tok *t = p_expect_kind(p, T_WORD, "mnemonic or environment name");
      if (t) cj_object_set_new_nocheck(n, "upon", word_str(t));
    } else if ((p_at(p, "WITH") && p_at_k(p, 1, "NO")) || (p_at(p, "NO") && p_at_k(p, 1, "ADVANCING"))) {
      p_accept(p, "WITH");
      p_next(p);
      p_expect(p, "ADVANCING");
      cj_object_set_new_nocheck(n, "no_advancing", cj_true());
    } else {
      break;
    }
  }
  phrases(p, n, M(PH_EXCEPTION), "END-DISPLAY");
}

/* EVALUATE subject [ALSO subject]… {{WHEN object [ALSO object]…}… statements}… [WHEN OTHER
 * statements] [END-EVALUATE]. Several WHENs in a row share the statements that follow them. */
static void st_evaluate(cbl_parser *p, const cbl_tok *verb, cj_t *n) {
  cj_t *subjects = cj_array();
  cj_object_set_new_nocheck(n, "subjects", subjects);
  do {
    cj_t *s = cbl_parse_eval_subject(p);
    if (!s) return;
    cj_array_append_new(subjects, s);
  } while (p_accept(p, "ALSO"));
  cj_t *whens = cj_array();
  cj_object_set_new_nocheck(n, "whens", whens);
  while (p_at(p, "WHEN") && !p_at_k(p, 1, "OTHER") && !p->in_error) {
    cj_t *w = cj_object();
    cj_object_set_new_nocheck(w, "loc", p_loc(p_peek(p, 0)->loc));
    cj_t *alts = cj_array();
    cj_object_set_new_nocheck(w, "alternatives", alts);
    cj_array_append_new(whens, w);
    while (p_at(p, "WHEN") && !p_at_k(p, 1, "OTHER")) {
      const cbl_tok *wt = p_next(p);
      cj_t *objs = cj_array();
      cj_array_append_new(alts, objs);
      do {
        cj_t *o = cbl_parse_eval_object(p);
        if (!o) return;
        cj_array_append_new(objs, o);
      } while (p_accept(p, "ALSO"));
      if (cj_array_size(objs) != cj_array_size(subjects)) {
        p_error_code(p, wt->loc, "syntax", "WHEN has %zu objects but EVALUATE has %zu subjects",
                     cj_array_size(objs), cj_array_size(subjects));
        p->in_error = 1;
        return;
      }
    }
    cj_t *body = stmt_list(p);
    cj_object_set_new_nocheck(w, "statements", body);
    if (cj_array_size(body) == 0 && !p->in_error)
      p_error(p, p_peek(p, 0), "expected a statement after WHEN, found %s", p_describe(p, p_peek(p, 0)));
  }
  if (p_at(p, "WHEN") && p_at_k(p, 1, "OTHER") && !p->in_error) {
    p_next(p);
    p_next(p);
    cj_t *body = stmt_list(p);
    cj_object_set_new_nocheck(n, "other", body);
    if (cj_array_size(body) == 0 && !p->in_error)
      p_error(p, p_peek(p, 0), "expected a statement after WHEN OTHER, found %s", p_describe(p, p_peek(p, 0)));
  }
  if (cj_array_size(whens) == 0 && !cj_object_get(n, "other") && !p->in_error)
    p_error(p, p_peek(p, 0), "expected WHEN, found %s", p_describe(p, p_peek(p, 0)));
  (void)verb;
  if (!p->in_error) p_accept(p, "END-EVALUATE");
}

static void st_exit(cbl_parser *p, const cbl_tok *verb, cj_t *n) {
  (void)verb;
  const char *kind = "plain";
  if (p_accept(p, "PROGRAM")) kind = "program";
  else if (p_accept(p, "PARAGRAPH")) kind = "paragraph";
  else if (p_accept(p, "SECTION")) kind = "section";
  else if (p_accept(p, "METHOD")) kind = "method";
  else if (p_accept(p, "FUNCTION")) kind = "function";
  else if (p_accept(p, "PERFORM")) kind = p_accept(p, "CYCLE") ? "perform_cycle" : "perform";
  cj_object_set_new_nocheck(n, "kind", cj_string(kind));
}

/* ALTER proc TO [PROCEED TO] proc … (IBM "ALTER statement", obsolete): kept for the semantics,
 * which decides whether it models it. */
static void st_alter(cbl_parser *p, const cbl_tok *verb, cj_t *n) {
  (void)verb;
  cj_t *alts = cj_array();
  cj_object_set_new_nocheck(n, "alterations", alts);
  do {
    cj_t *a = cj_object();
    p_set(a, "paragraph", proc_ref(p));
    if (p_expect(p, "TO")) {
      if (p_accept(p, "PROCEED")) p_expect(p, "TO");
      p_set(a, "to", proc_ref(p));
    }
    cj_array_append_new(alts, a);
  } while (!p->in_error && at_more_procs(p));
}

/* ENTRY literal [USING data-name…] (IBM "ENTRY statement"): an alternate entry point. */

/* The data names after USING (ENTRY, PROCEDURE DIVISION header): [BY] REFERENCE | VALUE applies to
 * the names that follow it, REFERENCE by default. Appends {"by", "arg"} nodes to using. */
static void using_list(cbl_parser *p, cj_t *using) {
  const char *by = "reference";
  for (;;) {
    if (p_at(p, "BY") || p_at(p, "REFERENCE") || p_at(p, "VALUE")) {
      p_accept(p, "BY");
      if (p_accept(p, "VALUE")) by = "value";
      else if (p_expect(p, "REFERENCE")) by = "reference";
      else break;
    }
    if (!cbl_at_identifier(p, 0)) break;
    cj_t *arg = p_node("by", by, p_peek(p, 0)->loc);
    p_set(arg, "arg", p_qualified_name(p, "data name"));
    cj_array_append_new(using, arg);
  }
}

static void st_entry(cbl_parser *p, const cbl_tok *verb, cj_t *n) {
  (void)verb;
  const cbl_tok *t = p_expect_kind(p, T_ALNUM, "entry name literal");
  if (!t) return;
  cj_object_set_new_nocheck(n, "name", p_literal(t));
  cj_t *using = cj_array();
  cj_object_set_new_nocheck(n, "using", using);
  if (p_accept(p, "USING")) using_list(p, using);
}

static void st_goback(cbl_parser *p, const cbl_tok *verb, cj_t *n) { (void)p; (void)verb; (void)n; }

/* GO [TO] proc | GO [TO] proc… DEPENDING [ON] identifier */
static void st_go(cbl_parser *p, const cbl_tok *verb, cj_t *n) {
  p_accept(p, "TO");
  cj_t *targets = cj_array();
  cj_object_set_new_nocheck(n, "targets", targets);
  while (at_more_procs(p) && !p->in_error) cj_array_append_new(targets, proc_ref(p));
  (void)verb;
  if (cj_array_size(targets) == 0) return; /* the ALTERable "GO TO." (IBM GO TO format 3) */
  if (p_accept(p, "DEPENDING")) {
    p_accept(p, "ON");
    p_set(n, "depending_on", expect_identifier(p, "data item"));
  } else if (cj_array_size(targets) > 1) {
    p_error(p, p_peek(p, 0), "expected DEPENDING ON after several GO TO targets, found %s", p_describe(p, p_peek(p, 0)));
  }
}

/* The statements of IF/ELSE or a SEARCH WHEN: NEXT SENTENCE or a statement list. */
static cj_t *branch(cbl_parser *p, const char *after) {
  if (p_at(p, "NEXT") && p_at_k(p, 1, "SENTENCE")) {
    const cbl_tok *t = p_next(p);
    p_next(p);
    cj_t *a = cj_array();
    cj_array_append_new(a, p_node("stmt", cbl_stmt_name(CBL_ST_NEXT_SENTENCE), t->loc));
    return a;
  }
  cj_t *list = stmt_list(p);
  if (cj_array_size(list) == 0 && !p->in_error)
    p_error(p, p_peek(p, 0), "expected a statement or NEXT SENTENCE after %s, found %s", after,
            p_describe(p, p_peek(p, 0)));
  return list;
}

static void st_if(cbl_parser *p, const cbl_tok *verb, cj_t *n) {
  (void)verb;
  cj_t *c = cbl_parse_condition(p);
  if (!c) return;
  cj_object_set_new_nocheck(n, "cond", c);
  p_accept(p, "THEN");
  cj_object_set_new_nocheck(n, "then", branch(p, "the condition"));
  if (!p->in_error && p_accept(p, "ELSE")) cj_object_set_new_nocheck(n, "else", branch(p, "ELSE"));
  if (!p->in_error) p_accept(p, "END-IF");
}

static const char *const init_categories[] = {
  "ALPHABETIC", "ALPHANUMERIC", "ALPHANUMERIC-EDITED", "NATIONAL", "NATIONAL-EDITED", "NUMERIC",
  "NUMERIC-EDITED", "DBCS", "EGCS", NULL};

static int at_category(const cbl_parser *p) {
  for (size_t i = 0; init_categories[i]; i++)
    if (p_at(p, init_categories[i])) return 1;
  return 0;
}

/* INITIALIZE id… [WITH FILLER] [{ALL|category} TO VALUE] [THEN REPLACING {category [DATA] BY
 * operand}…] [THEN TO DEFAULT] (IBM 6 "INITIALIZE statement"). */
static void st_initialize(cbl_parser *p, const cbl_tok *verb, cj_t *n) {
  (void)verb;
  cj_object_set_new_nocheck(n, "targets", identifiers(p, "data item"));
  cj_object_set_new_nocheck(n, "with_filler", cj_false());
  cj_object_set_new_nocheck(n, "to_default", cj_false());
  if ((p_at(p, "WITH") && p_at_k(p, 1, "FILLER")) || p_at(p, "FILLER")) {
    p_accept(p, "WITH");
    p_next(p);
    cj_object_set_new_nocheck(n, "with_filler", cj_true());
  }
  if ((p_at(p, "ALL") || at_category(p)) && p_at_k(p, 1, "TO") && p_at_k(p, 2, "VALUE")) {
    cj_object_set_new_nocheck(n, "to_value", word_str(p_next(p)));
    p_next(p);
    p_next(p);
  }
  if (p_at(p, "REPLACING") || (p_at(p, "THEN") && p_at_k(p, 1, "REPLACING"))) {
    p_accept(p, "THEN");
    p_next(p);
    cj_t *reps = cj_array();
    cj_object_set_new_nocheck(n, "replacing", reps);
    while (at_category(p) && !p->in_error) {
      cj_t *r = cj_object();
      cj_object_set_new_nocheck(r, "category", word_str(p_next(p)));
      p_accept(p, "DATA");
      p_expect(p, "BY");
      p_set(r, "by", expect_operand(p, "identifier or literal"));
      cj_array_append_new(reps, r);
    }
    if (cj_array_size(reps) == 0)
      p_error(p, p_peek(p, 0), "expected a category after REPLACING, found %s", p_describe(p, p_peek(p, 0)));
  }
  if ((p_at(p, "THEN") && p_at_k(p, 1, "TO")) || (p_at(p, "TO") && p_at_k(p, 1, "DEFAULT"))) {
    p_accept(p, "THEN");
    p_next(p);
    p_expect(p, "DEFAULT");
    cj_object_set_new_nocheck(n, "to_default", cj_true());
  }
}

/* {BEFORE|AFTER} [INITIAL] operand, each at most once (IBM "INSPECT statement"). */
static void inspect_delims(cbl_parser *p, cj_t *e) {
  while ((p_at(p, "BEFORE") || p_at(p, "AFTER")) && !p->in_error) {
    const cbl_tok *t = p_next(p);
    const char *key = cbl_tok_is(t, "BEFORE") ? "before" : "after";
    p_accept(p, "INITIAL");
    cj_t *o = expect_operand(p, "identifier or literal");
    if (!o) return;
    if (cj_object_get(e, key)) {
      cj_decref(o);
      p_error(p, t, "%s is given twice for one INSPECT operand", t->text);
      return;
    }
    cj_object_set_new(e, key, o);
  }
}

static int at_inspect_kind(const cbl_parser *p) {
  return p_at(p, "CHARACTERS") || p_at(p, "ALL") || p_at(p, "LEADING") || p_at(p, "FIRST");
}

/* An identifier followed by FOR starts the next TALLYING counter. */
static int at_tally_counter(const cbl_parser *p) {
  if (!cbl_at_identifier(p, 0)) return 0;
  return p_at_k(p, cbl_skip_identifier(p, 0), "FOR");
}

static void st_inspect(cbl_parser *p, const cbl_tok *verb, cj_t *n) {
  p_set(n, "subject", expect_identifier(p, "data item"));
  int any = 0;
  if (p_accept(p, "TALLYING")) {
    any = 1;
    cj_t *tal = cj_array();
    cj_object_set_new_nocheck(n, "tallying", tal);
    while (at_tally_counter(p) && !p->in_error) {
      cj_t *c = cj_object();
      cj_array_append_new(tal, c);
      p_set(c, "counter", cbl_parse_identifier(p));
      p_expect(p, "FOR");
      cj_t *fors = cj_array();
      cj_object_set_new_nocheck(c, "for", fors);
      while (!p->in_error && (p_at(p, "CHARACTERS") || p_at(p, "ALL") || p_at(p, "LEADING"))) {
        const cbl_tok *k = p_next(p);
        if (cbl_tok_is(k, "CHARACTERS")) {
          cj_t *e = p_node("kind", "characters", k->loc);
          inspect_delims(p, e);
          cj_array_append_new(fors, e);
          continue;
        }
        const char *kind = cbl_tok_is(k, "ALL") ? "all" : "leading";
        do {
          cj_t *e = p_node("kind", kind, p_peek(p, 0)->loc);
          p_set(e, "pattern", expect_operand(p, "identifier or literal"));
          inspect_delims(p, e);
          cj_array_append_new(fors, e);
        } while (!p->in_error && cbl_at_operand(p, 0) && !at_inspect_kind(p) && !at_tally_counter(p));
      }
      if (cj_array_size(fors) == 0)
        p_error(p, p_peek(p, 0), "expected CHARACTERS, ALL or LEADING, found %s", p_describe(p, p_peek(p, 0)));
    }
    if (cj_array_size(tal) == 0)
      p_error(p, p_peek(p, 0), "expected a counter after TALLYING, found %s", p_describe(p, p_peek(p, 0)));
  }
  if (p_accept(p, "REPLACING")) {
    any = 1;
    cj_t *reps = cj_array();
    cj_object_set_new_nocheck(n, "replacing", reps);
    while (!p->in_error && at_inspect_kind(p)) {
      const cbl_tok *k = p_next(p);
      if (cbl_tok_is(k, "CHARACTERS")) {
        cj_t *e = p_node("kind", "characters", k->loc);
        p_expect(p, "BY");
        p_set(e, "by", expect_operand(p, "identifier or literal"));
        inspect_delims(p, e);
        cj_array_append_new(reps, e);
        continue;
      }
      const char *kind = cbl_tok_is(k, "ALL") ? "all" : cbl_tok_is(k, "LEADING") ? "leading" : "first";
      do {
        cj_t *e = p_node("kind", kind, p_peek(p, 0)->loc);
        p_set(e, "pattern", expect_operand(p, "identifier or literal"));
        p_expect(p, "BY");
        p_set(e, "by", expect_operand(p, "identifier or literal"));
        inspect_delims(p, e);
        cj_array_append_new(reps, e);
      } while (!p->in_error && cbl_at_operand(p, 0) && !at_inspect_kind(p));
    }
    if (cj_array_size(reps) == 0)
      p_error(p, p_peek(p, 0), "expected CHARACTERS, ALL, LEADING or FIRST, found %s", p_describe(p, p_peek(p, 0)));
  }
  if (!any && p_accept(p, "CONVERTING")) {
    any = 1;
    cj_t *c = cj_object();
    cj_object_set_new_nocheck(n, "converting", c);
    p_set(c, "from", expect_operand(p, "identifier or literal"));
    p_expect(p, "TO");
    p_set(c, "to", expect_operand(p, "identifier or literal"));
    inspect_delims(p, c);
  }
  if (!any) p_error(p, p_peek(p, 0), "expected TALLYING, REPLACING or CONVERTING, found %s", p_describe(p, p_peek(p, 0)));
  (void)verb;
}

/* SORT/MERGE file ON {ASCENDING|DESCENDING} KEY names… … (IBM "SORT statement", "MERGE statement") */
static void sort_or_merge(cbl_parser *p, cj_t *n, int is_sort) {
  p_set(n, "file", file_ref(p));
  cj_t *keys = cj_array();
  cj_object_set_new_nocheck(n, "keys", keys);
  while (!p->in_error && (p_at(p, "ON") || p_at(p, "ASCENDING") || p_at(p, "DESCENDING"))) {
    p_accept(p, "ON");
    const char *order = p_accept(p, "ASCENDING") ? "ascending" : NULL;
    if (!order && p_expect(p, "DESCENDING")) order = "descending";
    if (!order) return;
    p_accept(p, "KEY");
    cj_t *names = identifiers(p, "key data name");
    size_t i;
    cj_t *k;
    cj_array_foreach(names, i, k) {
      cj_t *e = cj_object();
      cj_object_set_new_nocheck(e, "order", cj_string(order));
      cj_object_set_new_nocheck(e, "key", cj_incref(k));
      cj_array_append_new(keys, e);
    }
    cj_decref(names);
  }
  if (cj_array_size(keys) == 0 && !p->in_error)
    p_error(p, p_peek(p, 0), "expected ON ASCENDING/DESCENDING KEY, found %s", p_describe(p, p_peek(p, 0)));
  if (is_sort) {
    cj_object_set_new_nocheck(n, "duplicates_in_order", cj_false());
    if ((p_at(p, "WITH") && p_at_k(p, 1, "DUPLICATES")) || p_at(p, "DUPLICATES")) {
      p_accept(p, "WITH");
      p_next(p);
      p_accept(p, "IN");
      p_accept(p, "ORDER");
      cj_object_set_new_nocheck(n, "duplicates_in_order", cj_true());
    }
  }
  if (p_at(p, "COLLATING") || p_at(p, "SEQUENCE")) {
    p_accept(p, "COLLATING");
    p_expect(p, "SEQUENCE");
    p_accept(p, "IS");
    const cbl_tok *a = p_expect_name(p, "alphabet name");
    if (a) cj_object_set_new_nocheck(n, "collating_sequence", word_str(a));
  }
  if (p_accept(p, "USING")) {
    cj_t *files = cj_array();
    cj_object_set_new_nocheck(n, "using", files);
    do cj_array_append_new(files, file_ref(p));
    while (!p->in_error && p_at_kind(p, T_WORD) && !cbl_is_reserved(p_peek(p, 0)->text));
  } else if (is_sort && p_accept(p, "INPUT")) {
    p_expect(p, "PROCEDURE");
    p_accept(p, "IS");
    cj_t *ip = cj_object();
    proc_range(p, ip, "proc", "thru");
    cj_object_set_new_nocheck(n, "input_procedure", ip);
  } else if (!p->in_error) {
    p_error(p, p_peek(p, 0), "expected USING%s, found %s", is_sort ? " or INPUT PROCEDURE" : "",
            p_describe(p, p_peek(p, 0)));
  }
  if (p_accept(p, "GIVING")) {
    cj_t *files = cj_array();
    cj_object_set_new_nocheck(n, "giving", files);
    do cj_array_append_new(files, file_ref(p));
    while (!p->in_error && p_at_kind(p, T_WORD) && !cbl_is_reserved(p_peek(p, 0)->text));
  } else if (p_accept(p, "OUTPUT")) {
    p_expect(p, "PROCEDURE");
    p_accept(p, "IS");
    cj_t *op = cj_object();
    proc_range(p, op, "proc", "thru");
    cj_object_set_new_nocheck(n, "output_procedure", op);
  } else if (!p->in_error) {
    p_error(p, p_peek(p, 0), "expected GIVING or OUTPUT PROCEDURE, found %s", p_describe(p, p_peek(p, 0)));
  }
}

static void st_sort(cbl_parser *p, const cbl_tok *verb, cj_t *n) { (void)verb; sort_or_merge(p, n, 1); }
static void st_merge(cbl_parser *p, const cbl_tok *verb, cj_t *n) { (void)verb; sort_or_merge(p, n, 0); }

static void st_move(cbl_parser *p, const cbl_tok *verb, cj_t *n) {
  (void)verb;
  int corr = p_accept(p, "CORRESPONDING") || p_accept(p, "CORR");
  cj_object_set_new_nocheck(n, "corresponding", cj_boolean(corr));
  p_set(n, "source", corr ? expect_identifier(p, "group item") : expect_operand(p, "identifier or literal"));
  if (p_expect(p, "TO")) cj_object_set_new_nocheck(n, "targets", identifiers(p, "receiving data item"));
}

static void st_open(cbl_parser *p, const cbl_tok *verb, cj_t *n) {
  cj_t *files = cj_array();
  cj_object_set_new_nocheck(n, "files", files);
  while (!p->in_error && (p_at(p, "INPUT") || p_at(p, "OUTPUT") || p_at(p, "I-O") || p_at(p, "EXTEND"))) {
    const cbl_tok *m = p_next(p);
    const char *mode = cbl_tok_is(m, "INPUT") ? "input" : cbl_tok_is(m, "OUTPUT") ? "output"
                       : cbl_tok_is(m, "I-O") ? "i-o" : "extend";
    do {
      cj_t *f = cj_object();
      cj_object_set_new_nocheck(f, "mode", cj_string(mode));
      p_set(f, "file", file_ref(p));
      if (p_accept(p, "REVERSED")) cj_object_set_new_nocheck(f, "reversed", cj_true());
      else if ((p_at(p, "WITH") && p_at_k(p, 1, "NO")) || p_at(p, "NO")) {
        p_accept(p, "WITH");
        p_next(p);
        p_expect(p, "REWIND");
        cj_object_set_new_nocheck(f, "no_rewind", cj_true());
      }
      cj_array_append_new(files, f);
    } while (!p->in_error && p_at_kind(p, T_WORD) && !cbl_is_reserved(p_peek(p, 0)->text));
  }
  if (cj_array_size(files) == 0 && !p->in_error)
    p_error(p, p_peek(p, 0), "expected INPUT, OUTPUT, I-O or EXTEND, found %s", p_describe(p, p_peek(p, 0)));
  (void)verb;
}

/* VARYING id FROM op BY op UNTIL cond (and each AFTER the same). */
static cj_t *varying_clause(cbl_parser *p) {
  cj_t *v = cj_object();
  cj_object_set_new_nocheck(v, "loc", p_loc(p_peek(p, 0)->loc));
  p_set(v, "var", expect_identifier(p, "loop variable"));
  if (p_expect(p, "FROM")) p_set(v, "from", expect_operand(p, "identifier or literal"));
  if (!p->in_error && p_expect(p, "BY")) p_set(v, "by", expect_operand(p, "identifier or literal"));
  if (!p->in_error && p_expect(p, "UNTIL")) p_set(v, "until", cbl_parse_condition(p));
  return v;
}

/* PERFORM: out-of-line (procedure [THRU procedure]) or inline (statements END-PERFORM), each
 * once, n TIMES, [WITH TEST BEFORE|AFTER] UNTIL, or VARYING … AFTER … (IBM "PERFORM statement"). */
static void st_perform(cbl_parser *p, const cbl_tok *verb, cj_t *n) {
  int inline_ = 1;
  const cbl_tok *t = p_peek(p, 0);
  if (t->kind == T_NUM && p_at_k(p, 1, "TIMES")) {
    inline_ = 1;
  } else if (cbl_at_identifier(p, 0) && p_at_k(p, cbl_skip_identifier(p, 0), "TIMES")) {
    inline_ = 1;
  } else if (at_proc_name(p, 0)) {
    inline_ = 0;
    proc_range(p, n, "procedure", "thru");
  }
  cj_t *loop = NULL;
  const cbl_tok *lt = p_peek(p, 0);
  const char *test = "before";
  int has_test = 0;
  if ((p_at(p, "WITH") && p_at_k(p, 1, "TEST")) || p_at(p, "TEST")) {
    p_accept(p, "WITH");
    p_next(p);
    has_test = 1;
    if (p_accept(p, "AFTER")) test = "after";
    else p_expect(p, "BEFORE");
  }
  if (p_accept(p, "UNTIL")) {
    loop = p_node("kind", "until", lt->loc);
    cj_object_set_new_nocheck(loop, "test", cj_string(test));
    p_set(loop, "until", cbl_parse_condition(p));
  } else if (p_accept(p, "VARYING")) {
    loop = p_node("kind", "varying", lt->loc);
    cj_object_set_new_nocheck(loop, "test", cj_string(test));
    cj_t *vs = cj_array();
    cj_object_set_new_nocheck(loop, "varying", vs);
    cj_array_append_new(vs, varying_clause(p));
    while (!p->in_error && p_accept(p, "AFTER")) cj_array_append_new(vs, varying_clause(p));
  } else if (has_test) {
    p_error(p, p_peek(p, 0), "expected UNTIL or VARYING after WITH TEST, found %s", p_describe(p, p_peek(p, 0)));
    return;
  } else if (cbl_at_operand(p, 0) && (p_peek(p, 0)->kind == T_NUM ? p_at_k(p, 1, "TIMES")
                                      : p_at_k(p, cbl_skip_identifier(p, 0), "TIMES"))) {
    loop = p_node("kind", "times", lt->loc);
    p_set(loop, "count", cbl_parse_operand(p));
    p_expect(p, "TIMES");
  } else {
    loop = p_node("kind", "once", lt->loc);
  }
  cj_object_set_new_nocheck(n, "loop", loop);
  if (p->in_error) return;
  if (inline_) {
    cj_t *body = stmt_list(p);
    cj_object_set_new_nocheck(n, "statements", body);
    if (!p->in_error && !p_accept(p, "END-PERFORM"))
      p_error(p, p_peek(p, 0), "expected END-PERFORM after the inline PERFORM's statements, found %s",
              p_describe(p, p_peek(p, 0)));
  }
  (void)verb;
}

/* READ file [NEXT|PREVIOUS] [RECORD] [INTO id] [KEY IS name] … [END-READ] */
static void st_read(cbl_parser *p, const cbl_tok *verb, cj_t *n) {
  (void)verb;
  p_set(n, "file", file_ref(p));
  if (p_accept(p, "NEXT")) cj_object_set_new_nocheck(n, "direction", cj_string("next"));
  else if (p_accept(p, "PREVIOUS")) cj_object_set_new_nocheck(n, "direction", cj_string("previous"));
  p_accept(p, "RECORD");
  if (p_accept(p, "INTO")) p_set(n, "into", expect_identifier(p, "data item"));
  if (p_accept(p, "KEY")) {
    p_accept(p, "IS");
    p_set(n, "key", expect_identifier(p, "key data name"));
  }
  phrases(p, n, M(PH_END) | M(PH_INVALID), "END-READ");
}

static void st_release(cbl_parser *p, const cbl_tok *verb, cj_t *n) {
  (void)verb;
  p_set(n, "record", expect_identifier(p, "sort record"));
  if (p_accept(p, "FROM")) p_set(n, "from", expect_operand(p, "identifier or literal"));
}

static void st_return(cbl_parser *p, const cbl_tok *verb, cj_t *n) {
  (void)verb;
  p_set(n, "file", file_ref(p));
  p_accept(p, "RECORD");
  if (p_accept(p, "INTO")) p_set(n, "into", expect_identifier(p, "data item"));
  phrases(p, n, M(PH_END), "END-RETURN");
  if (!cj_object_get(n, "at_end") && !p->in_error)
    p_error(p, p_peek(p, 0), "expected AT END in RETURN, found %s", p_describe(p, p_peek(p, 0)));
}

static void st_rewrite(cbl_parser *p, const cbl_tok *verb, cj_t *n) {
  (void)verb;
  p_set(n, "record", expect_identifier(p, "record name"));
  if (p_accept(p, "FROM")) p_set(n, "from", expect_operand(p, "identifier or literal"));
  phrases(p, n, M(PH_INVALID), "END-REWRITE");
}

/* SEARCH [ALL] table [VARYING id] [AT END stmts] {WHEN cond {stmts|NEXT SENTENCE}}… [END-SEARCH] */
static void st_search(cbl_parser *p, const cbl_tok *verb, cj_t *n) {
  int all = p_accept(p, "ALL");
  cj_object_set_new_nocheck(n, "all", cj_boolean(all));
  p_set(n, "table", expect_identifier(p, "table name"));
  if (!all && p_accept(p, "VARYING")) p_set(n, "varying", expect_identifier(p, "index or data item"));
  phrases(p, n, M(PH_END), NULL);
  cj_t *whens = cj_array();
  cj_object_set_new_nocheck(n, "whens", whens);
  while (!p->in_error && p_at(p, "WHEN")) {
    const cbl_tok *w = p_next(p);
    cj_t *e = cj_object();
    cj_object_set_new_nocheck(e, "loc", p_loc(w->loc));
    p_set(e, "cond", cbl_parse_condition(p));
    if (!p->in_error) cj_object_set_new_nocheck(e, "statements", branch(p, "WHEN"));
    cj_array_append_new(whens, e);
    if (all) break; /* SEARCH ALL has exactly one WHEN */
  }
  if (cj_array_size(whens) == 0 && !p->in_error)
    p_error(p, p_peek(p, 0), "expected WHEN, found %s", p_describe(p, p_peek(p, 0)));
  (void)verb;
  if (!p->in_error) p_accept(p, "END-SEARCH");
}

/* SET: index/data TO value, UP BY/DOWN BY, condition-name TO TRUE/FALSE, mnemonic TO ON/OFF,
 * pointers and ADDRESS OF (IBM "SET statement", formats 1–7). */
static void st_set(cbl_parser *p, const cbl_tok *verb, cj_t *n) {
  cj_t *targets = identifiers(p, "data item, index or condition name");
  cj_object_set_new_nocheck(n, "targets", targets);
  if (p->in_error) return;
  if (p_accept(p, "TO")) {
    if (p_accept(p, "TRUE")) cj_object_set_new_nocheck(n, "kind", cj_string("to_true"));
    else if (p_accept(p, "FALSE")) cj_object_set_new_nocheck(n, "kind", cj_string("to_false"));
    else if (p_at(p, "ON") || p_at(p, "OFF")) {
      /* The targets are mnemonic names of UPSI switches: names, not data references. */
      const char *state = p_accept(p, "ON") ? "on" : (p_next(p), "off");
      cj_object_set_new_nocheck(n, "kind", cj_string(state[1] == 'n' ? "to_on" : "to_off"));
      cj_t *names = cj_array();
      /* SET {mnemonic-name … TO {ON|OFF}} …: further groups follow (Language Reference, "SET
       * statement", format 3: `SET SW-1 TO ON SW-2 TO OFF`); each target carries its state */
      cj_t *grp = targets; /* the first group is n's (replaced below), the others ours */
      int own = 0;
      for (;;) {
        size_t i;
        cj_t *r;
        cj_array_foreach(grp, i, r) {
          cj_t *m = cj_object();
          cj_object_set(m, "mnemonic", cj_object_get(r, "ref"));
          cj_object_set(m, "loc", cj_object_get(r, "loc"));
          cj_object_set_new_nocheck(m, "state", cj_string(state));
          cj_array_append_new(names, m);
        }
        if (own) cj_decref(grp);
        grp = NULL;
        const cbl_tok *t = p_peek(p, 0);
        if (t->kind != T_WORD || cbl_is_reserved(t->text) || p->in_error) break;
        grp = identifiers(p, "a mnemonic name of a switch");
        own = 1;
        if (p->in_error || !p_expect(p, "TO")) break;
        if (p_accept(p, "ON")) state = "on";
        else if (p_expect(p, "OFF")) state = "off";
        else break;
      }
      if (own && grp) cj_decref(grp);
      cj_object_set_new_nocheck(n, "targets", names);
    } else if (p_accept(p, "ENTRY")) {
      /* SET procedure-pointer TO ENTRY {literal|identifier} (IBM SET format 6). */
      cj_object_set_new_nocheck(n, "kind", cj_string("to_entry"));
      p_set(n, "value", expect_operand(p, "entry name"));
    } else {
      cj_object_set_new_nocheck(n, "kind", cj_string("to"));
      p_set(n, "value", expect_operand(p, "identifier or literal"));
    }
  } else if (p_at(p, "UP") || p_at(p, "DOWN")) {
    const cbl_tok *t = p_next(p);
    cj_object_set_new_nocheck(n, "kind", cj_string(cbl_tok_is(t, "UP") ? "up_by" : "down_by"));
    p_expect(p, "BY");
    p_set(n, "value", expect_operand(p, "identifier or integer"));
  } else {
    p_error(p, p_peek(p, 0), "expected TO, UP BY or DOWN BY, found %s", p_describe(p, p_peek(p, 0)));
  }
  (void)verb;
}

/* START file [KEY [IS] relop data-name] [INVALID KEY …] [END-START] */
static void st_start(cbl_parser *p, const cbl_tok *verb, cj_t *n) {
  (void)verb;
  p_set(n, "file", file_ref(p));
  if (p_accept(p, "KEY")) {
    const cbl_tok *t = p_peek(p, 0);
    const char *op = cbl_parse_relop(p);
    if (!op) {
      p_error(p, t, "expected a relational operator after KEY, found %s", p_describe(p, t));
      return;
    }
    cj_t *k = cj_object();
    cj_object_set_new_nocheck(k, "op", cj_string(op));
    p_set(k, "operand", expect_identifier(p, "key data name"));
    cj_object_set_new_nocheck(k, "loc", p_loc(t->loc));
    cj_object_set_new_nocheck(n, "key", k);
  }
  phrases(p, n, M(PH_INVALID), "END-START");
}

static void st_stop(cbl_parser *p, const cbl_tok *verb, cj_t *n) {
  if (p_accept(p, "RUN")) {
    cj_object_set_new_nocheck(n, "kind", cj_string("run"));
    return;
  }
  /* STOP literal: message to the operator and wait (IBM, obsolete); kept for the semantics. */
  const cbl_tok *t = p_peek(p, 0);
  (void)verb;
  if (t->kind == T_NUM || t->kind == T_ALNUM || t->kind == T_HEX || t->kind == T_NATIONAL ||
      (t->kind == T_WORD && cbl_at_operand(p, 0) && !cbl_at_identifier(p, 0))) {
    cj_object_set_new_nocheck(n, "kind", cj_string("literal"));
    p_set(n, "literal", cbl_parse_operand(p));
  } else {
    p_error(p, t, "expected RUN or a literal after STOP, found %s", p_describe(p, t));
  }
}

/* STRING {operand… DELIMITED [BY] {SIZE|operand}}… INTO id [WITH POINTER id] [ON OVERFLOW …] */
static void st_string(cbl_parser *p, const cbl_tok *verb, cj_t *n) {
  (void)verb;
  cj_t *srcs = cj_array();
  cj_object_set_new_nocheck(n, "sources", srcs);
  while (!p->in_error && cbl_at_operand(p, 0)) {
    cj_t *vals = operands(p, "identifier or literal");
    cj_t *delim = NULL;
    if (p_accept(p, "DELIMITED")) {
      p_accept(p, "BY");
      if (p_accept(p, "SIZE")) delim = cj_string("SIZE");
      else delim = expect_operand(p, "delimiter");
    } else {
      p_error(p, p_peek(p, 0), "expected DELIMITED BY, found %s", p_describe(p, p_peek(p, 0)));
    }
    size_t i;
    cj_t *v;
    cj_array_foreach(vals, i, v) {
      cj_t *s = cj_object();
      cj_object_set_new_nocheck(s, "value", cj_incref(v));
      if (delim) cj_object_set(s, "delimiter", delim);
      cj_array_append_new(srcs, s);
    }
    cj_decref(vals);
    cj_decref(delim);
  }
  if (p->in_error) return;
  if (cj_array_size(srcs) == 0) p_error(p, p_peek(p, 0), "expected a sending item, found %s", p_describe(p, p_peek(p, 0)));
  if (p_expect(p, "INTO")) p_set(n, "into", expect_identifier(p, "receiving data item"));
  if ((p_at(p, "WITH") && p_at_k(p, 1, "POINTER")) || p_at(p, "POINTER")) {
    p_accept(p, "WITH");
    p_next(p);
    p_set(n, "pointer", expect_identifier(p, "pointer data item"));
  }
  phrases(p, n, M(PH_OVERFLOW), "END-STRING");
}

/* UNSTRING id [DELIMITED [BY] [ALL] op {OR [ALL] op}…] INTO {id [DELIMITER [IN] id] [COUNT [IN]
 * id]}… [WITH POINTER id] [TALLYING [IN] id] [ON OVERFLOW …] [END-UNSTRING] */
static void st_unstring(cbl_parser *p, const cbl_tok *verb, cj_t *n) {
  (void)verb;
  p_set(n, "source", expect_identifier(p, "sending data item"));
  cj_t *delims = cj_array();
  cj_object_set_new_nocheck(n, "delimiters", delims);
  if (p_accept(p, "DELIMITED")) {
    p_accept(p, "BY");
    do {
      cj_t *d = cj_object();
      /* ALL here is the phrase keyword, not the ALL-literal figurative form. */
      cj_object_set_new_nocheck(d, "all", cj_boolean(p_accept(p, "ALL")));
      p_set(d, "value", expect_operand(p, "delimiter"));
      cj_array_append_new(delims, d);
    } while (!p->in_error && p_accept(p, "OR"));
  }
  if (!p_expect(p, "INTO")) return;
  cj_t *into = cj_array();
  cj_object_set_new_nocheck(n, "into", into);
  while (!p->in_error && cbl_at_identifier(p, 0)) {
    cj_t *e = cj_object();
    p_set(e, "dest", cbl_parse_identifier(p));
    if (p_accept(p, "DELIMITER")) {
      p_accept(p, "IN");
      p_set(e, "delimiter_in", expect_identifier(p, "data item"));
    }
    if (p_accept(p, "COUNT")) {
      p_accept(p, "IN");
      p_set(e, "count_in", expect_identifier(p, "data item"));
    }
    cj_array_append_new(into, e);
  }
  if (cj_array_size(into) == 0 && !p->in_error)
    p_error(p, p_peek(p, 0), "expected a receiving data item, found %s", p_describe(p, p_peek(p, 0)));
  if ((p_at(p, "WITH") && p_at_k(p, 1, "POINTER")) || p_at(p, "POINTER")) {
    p_accept(p, "WITH");
    p_next(p);
    p_set(n, "pointer", expect_identifier(p, "pointer data item"));
  }
  if (p_accept(p, "TALLYING")) {
    p_accept(p, "IN");
    p_set(n, "tallying", expect_identifier(p, "counter data item"));
  }
  phrases(p, n, M(PH_OVERFLOW), "END-UNSTRING");
}

/* WRITE record [FROM op] [{BEFORE|AFTER} [ADVANCING] {n [LINE|LINES] | PAGE | mnemonic}] … */
static void st_write(cbl_parser *p, const cbl_tok *verb, cj_t *n) {
  (void)verb;
  p_set(n, "record", expect_identifier(p, "record name"));
  if (p_accept(p, "FROM")) p_set(n, "from", expect_operand(p, "identifier or literal"));
  if (p_at(p, "BEFORE") || p_at(p, "AFTER")) {
    const cbl_tok *w = p_next(p);
    p_accept(p, "ADVANCING");
    const cbl_tok *t = p_peek(p, 0);
    cj_t *adv;
    if (p_accept(p, "PAGE")) {
      adv = p_node("kind", "page", t->loc);
    } else if (t->kind == T_WORD && cbl_is_special_name(p, t, "mnemonic")) {
      p_next(p);
      adv = p_node("kind", "mnemonic", t->loc);
      cj_object_set_new_nocheck(adv, "name", word_str(t));
    } else {
      adv = p_node("kind", "lines", t->loc);
      p_set(adv, "count", expect_operand(p, "number of lines"));
      if (!p_accept(p, "LINES")) p_accept(p, "LINE");
    }
    cj_object_set_new_nocheck(adv, "when", cj_string(cbl_tok_is(w, "BEFORE") ? "before" : "after"));
    cj_object_set_new_nocheck(n, "advancing", adv);
  }
  phrases(p, n, M(PH_EOP) | M(PH_INVALID), "END-WRITE");
}

/* Verbs Equiv does not model: reported, and the sentence is skipped. */
static void st_unsupported(cbl_parser *p, const cbl_tok *verb, cj_t *n) {
  (void)n;
  p_error_code(p, verb->loc, "unsupported", "%s statement", verb->text);
  p->in_error = 1;
}

/* Report Writer's statements (Language Reference, "INITIATE", "GENERATE", "TERMINATE"): not
 * modelled; reported as such, and the sentence is skipped. */
static void st_report_writer(cbl_parser *p, const cbl_tok *verb, cj_t *n) {
  (void)n;
  p_error_code(p, verb->loc, "unsupported", "%s statement (Report Writer)", verb->text);
  p->in_error = 1;
}

/* The statements' verbs and parsers come from the one list of stmt.h (STYLE.md practice 6). */
static const struct {
  const char *word;
  cbl_stmt_kind kind;
  stmt_fn fn;
} statements[] = {
#define X(K, verb, json, parser, shape) {verb, CBL_ST_##K, parser},
    CBL_STMT_LIST(X)
#undef X
};

enum { NSTATEMENTS = sizeof statements / sizeof *statements, VERB_SLOTS = 512 };

/* Verb -> 1 + the first index of statements with that verb, 0: empty (open addressing on
 * cbl_word_hash). Every statement and every paragraph header asks; a scan of the list with a
 * string compare per verb was 3% of a parse. Built on first use and published atomically, as
 * wordset.c does: parses may run in several threads. */
static _Atomic(const short *) verb_table;

static const short *verbs_built(void) {
  const short *t = atomic_load(&verb_table);
  if (t) return t;
  short *nt = eq_calloc(VERB_SLOTS, sizeof *nt);
  for (size_t i = 0; i < NSTATEMENTS; i++) {
    if (!statements[i].word) continue;
    size_t k = cbl_word_hash(statements[i].word) & (VERB_SLOTS - 1);
    int dup = 0;
    for (; nt[k]; k = (k + 1) & (VERB_SLOTS - 1))
      if (!strcmp(statements[nt[k] - 1].word, statements[i].word)) dup = 1;
    if (!dup) nt[k] = (short)(i + 1); /* the first entry of a verb wins, as in the scan */
  }
  const short *expected = NULL;
  if (!atomic_compare_exchange_strong(&verb_table, &expected, nt)) {
    free(nt);
    return expected;
  }
  return nt;
}

static int find_statement(const cbl_tok *t) {
  if (t->kind != T_WORD) return -1;
  const short *tab = verbs_built();
  for (size_t k = cbl_word_hash(t->text) & (VERB_SLOTS - 1); tab[k]; k = (k + 1) & (VERB_SLOTS - 1))
    if (!strcmp(statements[tab[k] - 1].word, t->text)) return tab[k] - 1;
  return -1;
}

/* Statements up to the first token that begins none (a period, ELSE, WHEN, END-x, NOT …). */
static cj_t *stmt_list(cbl_parser *p) {
  cj_t *list = cj_array();
  while (!p->in_error && !diag_too_many(p->fe->d)) {
    const cbl_tok *t = p_peek(p, 0);
    if (t->kind == T_EXEC) {
      p_next(p);
      cj_t *n = p_node("stmt", cbl_stmt_name(CBL_ST_EXEC), t->loc);
      cj_object_set_new_nocheck(n, "system", cj_string(t->aux ? t->aux : ""));
      cj_t *text = cj_stringn(t->text, t->len);
      if (text) {
        cj_object_set_new_nocheck(n, "text", text);
      } else {
        /* Not UTF-8 (e.g. EBCDIC-typed bytes in a literal): keep the bytes, as p_literal does. */
        cbl_tok lit = *t;
        lit.kind = T_HEX;
        cj_t *h = p_literal(&lit);
        cj_object_set(n, "text_hex", cj_object_get(h, "hex"));
        cj_decref(h);
      }
      cj_array_append_new(list, n);
      continue;
    }
    int i = find_statement(t);
    if (i < 0) break;
    p_next(p);
    cj_t *n = p_node("stmt", cbl_stmt_name(statements[i].kind), t->loc);
    statements[i].fn(p, t, n);
    cj_array_append_new(list, n);
  }
  return list;
}

/* ---------------------------------------------------------------- division structure */

static int at_procedure_end(const cbl_parser *p) {
  return p_at_kind(p, T_EOF) || (p_at(p, "END") && p_at_k(p, 1, "PROGRAM")) ||
         ((p_at(p, "IDENTIFICATION") || p_at(p, "ID")) && p_at_k(p, 1, "DIVISION"));
}

static int at_section_header(const cbl_parser *p) {
  return at_proc_name(p, 0) && p_at_k(p, 1, "SECTION");
}

static int at_paragraph_header(const cbl_parser *p) {
  return at_proc_name(p, 0) && p_peek(p, 1)->kind == T_PERIOD && find_statement(p_peek(p, 0)) < 0;
}

static cj_t *new_section(cj_t *name, eq_loc l) {
  cj_t *s = cj_object();
  cj_object_set_new_nocheck(s, "name", name);
  cj_object_set_new_nocheck(s, "loc", p_loc(l));
  cj_object_set_new_nocheck(s, "paragraphs", cj_array());
  return s;
}

static cj_t *new_paragraph(cj_t *name, eq_loc l) {
  cj_t *s = cj_object();
  cj_object_set_new_nocheck(s, "name", name);
  cj_object_set_new_nocheck(s, "loc", p_loc(l));
  cj_object_set_new_nocheck(s, "sentences", cj_array());
  return s;
}

/* USE [GLOBAL] AFTER [STANDARD] {EXCEPTION|ERROR} PROCEDURE [ON] {file…|INPUT|OUTPUT|I-O|EXTEND}. */
static cj_t *parse_use(cbl_parser *p) {
  const cbl_tok *t = p_peek(p, 0);
  if (!p_expect(p, "USE")) return NULL;
  cj_t *u = cj_object();
  cj_object_set_new_nocheck(u, "loc", p_loc(t->loc));
  cj_object_set_new_nocheck(u, "global", cj_boolean(p_accept(p, "GLOBAL")));
  if (!p_at(p, "AFTER")) {
    p_error_code(p, t->loc, "unsupported", "USE statement other than USE AFTER ERROR/EXCEPTION (e.g. FOR DEBUGGING)");
    p->in_error = 1;
    return u;
  }
  p_next(p);
  p_accept(p, "STANDARD");
  if (!p_accept(p, "EXCEPTION") && !p_accept(p, "ERROR")) {
    p_error_code(p, p_peek(p, 0)->loc, "unsupported", "USE AFTER … LABEL PROCEDURE");
    p->in_error = 1;
    return u;
  }
  p_expect(p, "PROCEDURE");
  p_accept(p, "ON");
  if (p_at(p, "INPUT") || p_at(p, "OUTPUT") || p_at(p, "I-O") || p_at(p, "EXTEND")) {
    const cbl_tok *m = p_next(p);
    cj_object_set_new_nocheck(u, "open_mode", cj_string(cbl_tok_is(m, "INPUT") ? "input" : cbl_tok_is(m, "OUTPUT") ? "output"
                                                    : cbl_tok_is(m, "I-O") ? "i-o" : "extend"));
  } else {
    cj_t *files = cj_array();
    cj_object_set_new_nocheck(u, "files", files);
    do cj_array_append_new(files, file_ref(p));
    while (!p->in_error && p_at_kind(p, T_WORD) && !cbl_is_reserved(p_peek(p, 0)->text));
  }
  p_expect_kind(p, T_PERIOD, "'.' after the USE statement");
  return u;
}

/* Sections, paragraphs and sentences up to the end of the procedure division (or of the
 * DECLARATIVES when declaratives is set). */
static cj_t *parse_body(cbl_parser *p, int declaratives) {
  cj_t *sections = cj_array();
  cj_t *sec = NULL, *par = NULL;
  while (!at_procedure_end(p) && !diag_too_many(p->fe->d)) {
    if (declaratives && p_at(p, "END") && p_at_k(p, 1, "DECLARATIVES")) break;
    size_t before = p->pos;
    const cbl_tok *t = p_peek(p, 0);
    if (at_section_header(p)) {
      p_next(p);
      p_next(p);
      sec = new_section(word_str(t), t->loc);
      cj_array_append_new(sections, sec);
      par = NULL;
      if (p_at_kind(p, T_NUM)) cj_object_set_new_nocheck(sec, "priority", cj_string(p_next(p)->text));
      if (!p_expect_kind(p, T_PERIOD, "'.' after the section header")) { p_sync_period(p); continue; }
      if (declaratives) {
        int debugging = p_at(p, "USE") && p_at_k(p, 1, "FOR") && p_at_k(p, 2, "DEBUGGING");
        cj_t *u = parse_use(p);
        p_set(sec, "use", u);
        if (p->in_error) p_sync_period(p);
        /* USE FOR DEBUGGING is not modelled (its one error is parse_use's): the section's body,
         * which reads DEBUG-ITEM, is skipped to the next section header */
        while (debugging && !at_procedure_end(p) && !at_section_header(p) &&
               !(p_at(p, "END") && p_at_k(p, 1, "DECLARATIVES")))
          p_next(p);
      }
      continue;
    }
    if (declaratives && !sec) {
      p_error(p, t, "expected a section header in DECLARATIVES, found %s", p_describe(p, t));
      p_sync_period(p);
      if (p->pos == before) p_next(p);
      continue;
    }
    if (!sec) {
      sec = new_section(cj_null(), t->loc);
      cj_array_append_new(sections, sec);
    }
    if (at_paragraph_header(p)) {
      p_next(p);
      p_next(p);
      par = new_paragraph(word_str(t), t->loc);
      cj_array_append_new(cj_object_get(sec, "paragraphs"), par);
      continue;
    }
    if (!par) {
      par = new_paragraph(cj_null(), t->loc);
      cj_array_append_new(cj_object_get(sec, "paragraphs"), par);
    }
    /* One sentence: statements ended by a period. */
    cj_t *list = stmt_list(p);
    cj_t *sentences = cj_object_get(par, "sentences");
    if (p->in_error) {
      cj_decref(list);
      p_sync_period(p);
    } else if (p_accept_kind(p, T_PERIOD)) {
      if (cj_array_size(list)) cj_array_append_new(sentences, list);
      else cj_decref(list);
    } else {
      const cbl_tok *bad = p_peek(p, 0);
      if (cj_array_size(list)) cj_array_append_new(sentences, list);
      else cj_decref(list);
      if (bad->kind == T_EOF || at_procedure_end(p)) {
        p_error(p, bad, "expected '.' at the end of the sentence, found %s", p_describe(p, bad));
      } else if ((bad->flags & TF_AREA_A) && bad->kind == T_WORD &&
                 (p_peek(p, 1)->kind == T_PERIOD || p_at_k(p, 1, "SECTION"))) {
        const char *what = p_at_k(p, 1, "SECTION") ? "section" : "paragraph";
        if (!at_proc_name(p, 0)) {
          /* A reserved word in area A followed by '.' or SECTION: a procedure-name is a
           * user-defined word (Language Reference, "Procedure division structure"), so this is
           * no header the next round could parse. One error, and the would-be header is skipped
           * (keeping it made every round report it again, up to the error limit). */
          p_error(p, bad, "reserved word %s cannot be a %s name", p_describe(p, bad), what);
          p_next(p);
          if (p_at(p, "SECTION")) p_next(p);
          if (p_at_kind(p, T_NUM)) p_next(p);
          p_accept_kind(p, T_PERIOD);
          p->in_error = 0;
          continue;
        }
        /* Keep the header: the next round parses it. */
        p_error(p, bad, "expected '.' before the %s header %s (the sentence before it has no period)", what,
                p_describe(p, bad));
        p->in_error = 0;
        continue;
      } else {
        p_error(p, bad, "expected a statement, found %s", p_describe(p, bad));
      }
      p_sync_period(p);
    }
    p->in_error = 0;
    if (p->pos == before) p_next(p); /* guarantee progress */
  }
  return sections;
}

cj_t *cbl_parse_procedure_division(cbl_parser *p) {
  const cbl_tok *t = p_peek(p, 0);
  cj_t *pd = cj_object();
  cj_object_set_new_nocheck(pd, "loc", p_loc(t->loc));
  p_expect(p, "PROCEDURE");
  p_expect(p, "DIVISION");
  cj_t *using = cj_array();
  cj_object_set_new_nocheck(pd, "using", using);
  if (p_accept(p, "USING")) {
    using_list(p, using);
    if (cj_array_size(using) == 0)
      p_error(p, p_peek(p, 0), "expected a data name after USING, found %s", p_describe(p, p_peek(p, 0)));
  }
  cj_t *ret = cj_null();
  if (p_accept(p, "RETURNING")) {
    cj_decref(ret);
    ret = p_qualified_name(p, "data name");
    if (!ret) ret = cj_null();
  }
  cj_object_set_new_nocheck(pd, "returning", ret);
  if (!p_expect_kind(p, T_PERIOD, "'.' after the PROCEDURE DIVISION header")) p_sync_period(p);
  p->in_error = 0;
  cj_t *decl = cj_array();
  if (p_at(p, "DECLARATIVES") && p_peek(p, 1)->kind == T_PERIOD) {
    p_next(p);
    p_next(p);
    cj_decref(decl);
    decl = parse_body(p, 1);
    if (p_expect(p, "END") && p_expect(p, "DECLARATIVES")) p_expect_kind(p, T_PERIOD, "'.' after END DECLARATIVES");
    p->in_error = 0;
  }
  cj_object_set_new_nocheck(pd, "declaratives", decl);
  cj_object_set_new_nocheck(pd, "sections", parse_body(p, 0));
  return pd;
}
