/* copy.c — compiler-directing statements on the token stream: COPY (with OF/IN library, SUPPRESS,
 * REPLACING, nesting and cycle detection) and then REPLACE, in that order (IBM LR, "Compiler-
 * directing statements": COPY statements are processed first, REPLACE operates on the result). */
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/fsutil.h"
#include "core/strbuf.h"
#include "lang/cobol/lex.h"

enum { MAX_COPY_DEPTH = 50 };

typedef enum { R_FULL, R_LEADING, R_TRAILING } rmode;

typedef struct replacement {
  rmode mode;
  cbl_tok *from;
  size_t nfrom;
  cbl_tok *to;
  size_t nto;
} replacement;

typedef struct rlist {
  replacement *v;
  size_t n;
} rlist;

typedef struct copy_frame {
  const char *path;
  struct copy_frame *up;
} copy_frame;

static int tok_equal(const cbl_tok *a, const cbl_tok *b) {
  if (a->kind != b->kind || a->len != b->len) return 0;
  return a->len == 0 || !memcmp(a->text, b->text, a->len);
}

/* ---- operands ---- */

/* Reads one REPLACING/REPLACE operand at v[*i]: pseudo-text ==…==, or a single literal or word
 * (an identifier operand with OF/IN qualification or subscripts is a sequence of text words). */
static int read_operand(cbl_front *fe, cbl_tok *v, size_t n, size_t *i, cbl_tok **out, size_t *nout,
                        int pseudo_only) {
  if (*i >= n) return 0;
  if (v[*i].kind == T_PSEUDO) {
    size_t start = ++*i;
    while (*i < n && v[*i].kind != T_PSEUDO && v[*i].kind != T_EOF) ++*i;
    if (*i >= n || v[*i].kind != T_PSEUDO) {
      diag_error(fe->d, v[start - 1].loc, "lex", "pseudo-text has no closing '=='");
      return 0;
    }
    *out = v + start;
    *nout = *i - start;
    ++*i;
    return 1;
  }
  if (pseudo_only) return 0;
  cbl_tok_kind k = v[*i].kind;
  if (k == T_WORD || k == T_ALNUM || k == T_NUM || k == T_HEX || k == T_NATIONAL) {
    size_t start = (*i)++;
    /* identifier-1 may be qualified: NAME OF NAME … */
    while (k == T_WORD && *i + 1 < n && (cbl_tok_is(&v[*i], "OF") || cbl_tok_is(&v[*i], "IN")) &&
           v[*i + 1].kind == T_WORD)
      *i += 2;
    *out = v + start;
    *nout = *i - start;
    return 1;
  }
  diag_error(fe->d, v[*i].loc, "syntax", "expected pseudo-text, a literal or a word, found %s",
             cbl_tok_kind_name(v[*i].kind));
  return 0;
}

/* Parses "operand BY operand …" up to the period; returns the number of pairs or -1. */
static int read_replacements(cbl_front *fe, cbl_tok *v, size_t n, size_t *i, rlist *rl, const char *stmt) {
  size_t cap = 0;
  while (*i < n && v[*i].kind != T_PERIOD && v[*i].kind != T_EOF) {
    rmode mode = R_FULL;
    if (cbl_tok_is(&v[*i], "LEADING")) mode = R_LEADING, ++*i;
    else if (cbl_tok_is(&v[*i], "TRAILING")) mode = R_TRAILING, ++*i;
    replacement r = {mode, NULL, 0, NULL, 0};
    eq_loc at = v[*i < n ? *i : n - 1].loc;
    if (!read_operand(fe, v, n, i, &r.from, &r.nfrom, mode != R_FULL)) {
      if (mode != R_FULL) diag_error(fe->d, at, "syntax", "LEADING/TRAILING needs pseudo-text");
      return -1;
    }
    if (r.nfrom == 0) {
      diag_error(fe->d, at, "syntax", "the text to replace in %s is empty", stmt);
      return -1;
    }
    if (mode != R_FULL && (r.nfrom != 1 || r.from[0].kind != T_WORD)) {
      diag_error(fe->d, at, "syntax", "LEADING/TRAILING pseudo-text must be one partial word");
      return -1;
    }
    if (*i >= n || !cbl_tok_is(&v[*i], "BY")) {
      diag_error(fe->d, v[*i < n ? *i : n - 1].loc, "syntax", "expected BY in %s", stmt);
      return -1;
    }
    ++*i;
    at = v[*i < n ? *i : n - 1].loc;
    if (!read_operand(fe, v, n, i, &r.to, &r.nto, mode != R_FULL)) return -1;
    if (mode != R_FULL && r.nto > 1) {
      diag_error(fe->d, at, "syntax", "LEADING/TRAILING replacement must be at most one word");
      return -1;
    }
    if (rl->n == cap) {
      cap = cap ? cap * 2 : 4;
      rl->v = eq_realloc(rl->v, cap * sizeof *rl->v);
    }
    rl->v[rl->n++] = r;
  }
  if (*i >= n || v[*i].kind != T_PERIOD) {
    diag_error(fe->d, v[*i < n ? *i : n - 1].loc, "syntax", "%s statement must end with a period", stmt);
    return -1;
  }
  ++*i;
  return (int)rl->n;
}

/* ---- applying replacements ---- */

static const char *replace_partial(cbl_front *fe, const char *word, const char *pat, const char *by, rmode mode) {
  size_t wl = strlen(word), pl = strlen(pat), bl = strlen(by);
  if (mode == R_LEADING) {
    if (wl < pl || strncmp(word, pat, pl)) return NULL;
    return arena_printf(fe->a, "%s%s", by, word + pl);
  }
  if (mode == R_TRAILING) {
    if (wl < pl || strcmp(word + wl - pl, pat)) return NULL;
    return arena_printf(fe->a, "%.*s%s", (int)(wl - pl), word, by);
  }
  /* :TAG: and (TAG) markers are replaced wherever they stand inside a word (Language
   * Reference, "COPY statement": the colon and parenthesis symbols delimit a partial word). */
  if (!strstr(word, pat)) return NULL;
  strbuf sb = STRBUF_INIT;
  for (const char *p = word; *p;) {
    const char *q = strstr(p, pat);
    if (!q) {
      sb_puts(&sb, p);
      break;
    }
    sb_append(&sb, p, (size_t)(q - p));
    sb_append(&sb, by, bl);
    p = q + pl;
  }
  const char *r = arena_strdup(fe->a, sb_str(&sb));
  sb_free(&sb);
  return r;
}

/* The texts of toks joined without separators ("S9" "(" "7" ")" "V99" → "S9(7)V99"). */
static char *joined_text(cbl_front *fe, const cbl_tok *toks, size_t n) {
  size_t len = 0;
  for (size_t i = 0; i < n; i++) len += toks[i].len;
  char *s = arena_alloc(fe->a, len + 1), *q = s;
  for (size_t i = 0; i < n; i++) {
    memcpy(q, toks[i].text, toks[i].len);
    q += toks[i].len;
  }
  *q = 0;
  return s;
}

/* A PICTURE character-string is one token after PIC, but in pseudo-text (where no PIC precedes it)
 * the same characters lex as several tokens split at the parentheses. IBM compares text words,
 * and splits both sides alike; here a pattern matches a PICTURE token when its tokens, joined,
 * spell the string, and the replacement becomes one PICTURE token. */
static int pic_matches(cbl_front *fe, const cbl_tok *pic, const replacement *R) {
  if (pic->kind != T_PIC || R->nfrom < 2) return 0;
  for (size_t k = 0; k < R->nfrom; k++)
    if (R->from[k].kind == T_ALNUM || R->from[k].kind == T_PSEUDO) return 0;
  return !strcmp(joined_text(fe, R->from, R->nfrom), pic->text);
}

/* Applies rl to in[0..n) (IBM: the first operand that matches at a position wins; replaced text is
 * not scanned again) and appends the result to out. */
static void apply_replacements(cbl_front *fe, const rlist *rl, const cbl_tok *in, size_t n, cbl_toks *out,
                               unsigned extra_flags) {
  for (size_t i = 0; i < n;) {
    int done = 0;
    for (size_t r = 0; r < rl->n && !done; r++) {
      const replacement *R = &rl->v[r];
      if (R->mode == R_FULL && pic_matches(fe, &in[i], R)) {
        cbl_tok t = in[i];
        t.text = joined_text(fe, R->to, R->nto);
        t.len = strlen(t.text);
        t.flags |= extra_flags;
        if (t.len) cbl_toks_push(out, &t);
        i++;
        done = 1;
      } else if (R->mode == R_FULL && !(R->nfrom == 1 && R->from[0].kind == T_WORD &&
                                         (R->from[0].text[0] == ':' || R->from[0].text[0] == '('))) {
        if (i + R->nfrom > n) continue;
        size_t k = 0;
        while (k < R->nfrom && tok_equal(&in[i + k], &R->from[k])) k++;
        if (k < R->nfrom) continue;
        for (size_t m = 0; m < R->nto; m++) {
          cbl_tok t = R->to[m];
          t.loc = in[i].loc; /* errors in replaced text point where it was substituted */
          t.flags |= extra_flags;
          cbl_toks_push(out, &t);
        }
        i += R->nfrom;
        done = 1;
      } else if (R->mode == R_FULL && R->from[0].text[0] == '(' && in[i].kind == T_LPAREN &&
                 i + 2 < n && in[i + 1].kind == T_WORD && in[i + 2].kind == T_RPAREN &&
                 strlen(R->from[0].text) == in[i + 1].len + 2 &&
                 !strncmp(R->from[0].text + 1, in[i + 1].text, in[i + 1].len)) {
        /* a tag standing alone in the library text, "( TAG )" as three tokens */
        for (size_t m = 0; m < R->nto; m++) {
          cbl_tok t = R->to[m];
          t.loc = in[i].loc;
          t.flags |= extra_flags;
          cbl_toks_push(out, &t);
        }
        i += 3;
        done = 1;
      } else if (in[i].kind == T_WORD) {
        const char *by = R->nto ? R->to[0].text : "";
        const char *w = replace_partial(fe, in[i].text, R->from[0].text, by, R->mode);
        if (!w) continue;
        if (*w) {
          cbl_tok t = in[i];
          t.text = w;
          t.len = strlen(w);
          t.aux = w;
          t.flags |= extra_flags;
          cbl_toks_push(out, &t);
        }
        i++;
        done = 1;
      }
    }
    if (!done) {
      cbl_tok t = in[i++];
      t.flags |= extra_flags;
      cbl_toks_push(out, &t);
    }
  }
}

/* ---- finding copybooks ---- */

static const char *const exts[] = {"", ".cpy", ".cbl", ".cob", ".copy", ".cblcpy"};

/* Looks for name (+ each extension) in dir, exact spelling first, then ignoring case. */
static char *find_in_dir(const char *dir, const char *name) {
  for (size_t e = 0; e < sizeof exts / sizeof *exts; e++) {
    strbuf sb = STRBUF_INIT;
    sb_printf(&sb, "%s/%s%s", dir, name, exts[e]);
    if (fs_is_file(sb_str(&sb))) return sb_take(&sb);
    sb_free(&sb);
  }
  DIR *d = opendir(dir);
  if (!d) return NULL;
  char *found = NULL;
  for (size_t e = 0; e < sizeof exts / sizeof *exts && !found; e++) {
    rewinddir(d);
    struct dirent *de;
    size_t nl = strlen(name), el = strlen(exts[e]);
    while ((de = readdir(d))) {
      size_t dl = strlen(de->d_name);
      if (dl == nl + el && !strncasecmp(de->d_name, name, nl) && !strcasecmp(de->d_name + nl, exts[e])) {
        strbuf sb = STRBUF_INIT;
        sb_printf(&sb, "%s/%s", dir, de->d_name);
        if (fs_is_file(sb_str(&sb))) {
          found = sb_take(&sb);
          break;
        }
        sb_free(&sb);
      }
    }
  }
  closedir(d);
  return found;
}

static char *find_copybook(cbl_front *fe, const char *name, const char *lib) {
  int ndirs = fe->opt ? fe->opt->ncopy_dirs : 0;
  for (int pass = lib ? 0 : 1; pass < 2; pass++) {
    for (int i = -1; i < ndirs; i++) {
      const char *dir = i < 0 ? fe->main_dir : fe->opt->copy_dirs[i];
      char *r;
      if (pass == 0) {
        strbuf sb = STRBUF_INIT;
        sb_printf(&sb, "%s/%s", dir, lib);
        r = fs_is_dir(sb_str(&sb)) ? find_in_dir(sb_str(&sb), name) : NULL;
        if (!r) {
          char *low = eq_strdup(lib);
          for (char *c = low; *c; c++) *c = (char)(*c >= 'A' && *c <= 'Z' ? *c + 32 : *c);
          sb_clear(&sb);
          sb_printf(&sb, "%s/%s", dir, low);
          free(low);
          r = fs_is_dir(sb_str(&sb)) ? find_in_dir(sb_str(&sb), name) : NULL;
        }
        sb_free(&sb);
      } else {
        r = find_in_dir(dir, name);
      }
      if (r) return r;
    }
  }
  return NULL;
}

/* ---- COPY ---- */

static int expand(cbl_front *fe, cbl_tok *v, size_t n, cbl_toks *out, copy_frame *frame, int depth);

/* Handles the COPY statement at v[*i] (the word COPY). */
static void do_copy(cbl_front *fe, cbl_tok *v, size_t n, size_t *i, cbl_toks *out, copy_frame *frame,
                    int depth) {
  const cbl_tok *copy = &v[(*i)++];
  if (*i >= n || (v[*i].kind != T_WORD && v[*i].kind != T_ALNUM)) {
    diag_error(fe->d, copy->loc, "syntax", "COPY must name a copybook");
    while (*i < n && v[*i].kind != T_PERIOD && v[*i].kind != T_EOF) ++*i;
    if (*i < n && v[*i].kind == T_PERIOD) ++*i;
    return;
  }
  const cbl_tok *nametok = &v[(*i)++];
  const char *name = nametok->kind == T_WORD && nametok->aux ? nametok->aux : nametok->text;
  const char *lib = NULL;
  if (*i + 1 < n && (cbl_tok_is(&v[*i], "OF") || cbl_tok_is(&v[*i], "IN"))) {
    lib = v[*i + 1].kind == T_WORD && v[*i + 1].aux ? v[*i + 1].aux : v[*i + 1].text;
    *i += 2;
  }
  if (*i < n && cbl_tok_is(&v[*i], "SUPPRESS")) ++*i;
  rlist rl = {NULL, 0};
  if (*i < n && cbl_tok_is(&v[*i], "REPLACING")) {
    ++*i;
    if (read_replacements(fe, v, n, i, &rl, "COPY") < 0) {
      while (*i < n && v[*i].kind != T_PERIOD && v[*i].kind != T_EOF) ++*i;
      if (*i < n && v[*i].kind == T_PERIOD) ++*i;
      free(rl.v);
      return;
    }
  } else if (*i < n && v[*i].kind == T_PERIOD) {
    ++*i;
  } else {
    diag_error(fe->d, v[*i < n ? *i : n - 1].loc, "syntax", "COPY statement must end with a period");
    while (*i < n && v[*i].kind != T_PERIOD && v[*i].kind != T_EOF) ++*i;
    if (*i < n && v[*i].kind == T_PERIOD) ++*i;
    return;
  }
  char *path = find_copybook(fe, name, lib);
  if (!path) {
    diag_error(fe->d, nametok->loc, "copy", "copybook '%s' not found in the source's folder or any -I folder", name);
    free(rl.v);
    return;
  }
  for (copy_frame *f = frame; f; f = f->up)
    if (!strcmp(f->path, path)) {
      diag_error(fe->d, nametok->loc, "copy", "COPY cycle: copybook '%s' includes itself", name);
      free(path);
      free(rl.v);
      return;
    }
  if (depth >= MAX_COPY_DEPTH) {
    diag_error(fe->d, nametok->loc, "copy", "COPY nesting deeper than %d", MAX_COPY_DEPTH);
    free(path);
    free(rl.v);
    return;
  }
  size_t len;
  char *text = fs_read_file(path, &len);
  if (!text) {
    diag_error(fe->d, nametok->loc, "copy", "copybook '%s' (%s) cannot be read: %s", name, path, strerror(errno));
    free(path);
    free(rl.v);
    return;
  }
  char via[300];
  snprintf(via, sizeof via, "COPY %s", name);
  int fid = diag_add_file(fe->d, path, text, len, via, copy->loc);
  cbl_toks raw = {0}, nested = {0};
  int saved_fixed = fe->format_fixed_effective;
  cbl_format fmt = fe->opt ? fe->opt->format : CBL_FORMAT_AUTO;
  cbl_lex_file(fe, fid, text, len, fmt, &raw);
  fe->format_fixed_effective = saved_fixed;
  free(text);
  copy_frame here = {path, frame};
  expand(fe, raw.v, raw.n, &nested, &here, depth + 1);
  apply_replacements(fe, &rl, nested.v, nested.n, out, TF_FROM_COPY);
  cbl_toks_free(&raw);
  cbl_toks_free(&nested);
  free(rl.v);
  free(path);
}

/* The SQL communication area the DB2 precompiler inserts for EXEC SQL INCLUDE SQLCA (Db2 for z/OS
 * Application Programming, "SQLCA in COBOL"). */
static const char sqlca_text[] =
  "       01  SQLCA.\n"
  "           05  SQLCAID     PIC X(8).\n"
  "           05  SQLCABC     PIC S9(9) COMP-5.\n"
  "           05  SQLCODE     PIC S9(9) COMP-5.\n"
  "           05  SQLERRM.\n"
  "               49  SQLERRML  PIC S9(4) COMP-5.\n"
  "               49  SQLERRMC  PIC X(70).\n"
  "           05  SQLERRP     PIC X(8).\n"
  "           05  SQLERRD     OCCURS 6 TIMES PIC S9(9) COMP-5.\n"
  "           05  SQLWARN.\n"
  "               10  SQLWARN0  PIC X.\n"
  "               10  SQLWARN1  PIC X.\n"
  "               10  SQLWARN2  PIC X.\n"
  "               10  SQLWARN3  PIC X.\n"
  "               10  SQLWARN4  PIC X.\n"
  "               10  SQLWARN5  PIC X.\n"
  "               10  SQLWARN6  PIC X.\n"
  "               10  SQLWARN7  PIC X.\n"
  "           05  SQLEXT.\n"
  "               10  SQLWARN8  PIC X.\n"
  "               10  SQLWARN9  PIC X.\n"
  "               10  SQLWARNA  PIC X.\n"
  "               10  SQLSTATE  PIC X(5).\n";

/* Splices the text of an included member (a file, or built-in text when path is NULL). */
static void include_text(cbl_front *fe, const char *label, const char *via, const char *text, size_t len, eq_loc from,
                         cbl_toks *out, copy_frame *frame, int depth) {
  int fid = diag_add_file(fe->d, label, text, len, via, from);
  cbl_toks raw = {0};
  int saved_fixed = fe->format_fixed_effective;
  cbl_lex_file(fe, fid, text, len, fe->opt ? fe->opt->format : CBL_FORMAT_AUTO, &raw);
  fe->format_fixed_effective = saved_fixed;
  size_t before = out->n;
  expand(fe, raw.v, raw.n, out, frame, depth + 1);
  for (size_t k = before; k < out->n; k++) out->v[k].flags |= TF_FROM_COPY;
  cbl_toks_free(&raw);
}

/* EXEC SQL INCLUDE member END-EXEC: the precompiler's COPY. Returns 1 when v[*i] was one. */
static int do_sql_include(cbl_front *fe, cbl_tok *v, size_t n, size_t *i, cbl_toks *out, copy_frame *frame,
                          int depth) {
  const cbl_tok *t = &v[*i];
  if (t->kind != T_EXEC || !t->aux || strcmp(t->aux, "SQL") || t->len < 8 || strncasecmp(t->text, "INCLUDE", 7) ||
      (t->text[7] != ' ' && t->text[7] != '\n'))
    return 0;
  const char *m = t->text + 7;
  while (*m == ' ' || *m == '\n') m++;
  size_t ml = 0;
  while (m[ml] && m[ml] != ' ' && m[ml] != '\n') ml++;
  char *member = arena_strndup(fe->a, m, ml);
  ++*i;
  if (*i < n && v[*i].kind == T_PERIOD) ++*i; /* the statement's period goes with it */
  if (!strcasecmp(member, "SQLCA")) {
    include_text(fe, "<SQL precompiler: SQLCA>", "EXEC SQL INCLUDE SQLCA", sqlca_text, sizeof sqlca_text - 1, t->loc,
                 out, frame, depth);
    return 1;
  }
  if (!strcasecmp(member, "SQLDA")) {
    diag_error(fe->d, t->loc, "unsupported", "EXEC SQL INCLUDE SQLDA");
    return 1;
  }
  char *path = find_copybook(fe, member, NULL);
  if (!path) {
    diag_error(fe->d, t->loc, "copy", "SQL INCLUDE member '%s' not found in the source's folder or any -I folder", member);
    return 1;
  }
  for (copy_frame *f = frame; f; f = f->up)
    if (!strcmp(f->path, path)) {
      diag_error(fe->d, t->loc, "copy", "INCLUDE cycle: member '%s' includes itself", member);
      free(path);
      return 1;
    }
  size_t len;
  char *text = fs_read_file(path, &len);
  if (!text) {
    diag_error(fe->d, t->loc, "copy", "SQL INCLUDE member '%s' (%s) cannot be read: %s", member, path, strerror(errno));
    free(path);
    return 1;
  }
  copy_frame here = {path, frame};
  include_text(fe, path, arena_printf(fe->a, "EXEC SQL INCLUDE %s", member), text, len, t->loc, out, &here, depth);
  free(text);
  free(path);
  return 1;
}

static int expand(cbl_front *fe, cbl_tok *v, size_t n, cbl_toks *out, copy_frame *frame, int depth) {
  int in_pseudo = 0;
  for (size_t i = 0; i < n && !diag_too_many(fe->d);) {
    if (v[i].kind == T_PSEUDO) in_pseudo = !in_pseudo;
    if (depth < MAX_COPY_DEPTH && do_sql_include(fe, v, n, &i, out, frame, depth)) continue;
    if (!in_pseudo && cbl_tok_is(&v[i], "COPY")) {
      do_copy(fe, v, n, &i, out, frame, depth);
      continue;
    }
    cbl_toks_push(out, &v[i++]);
  }
  return 0;
}

/* ---- REPLACE ---- */

static void do_replace(cbl_front *fe, cbl_toks *in, cbl_toks *out) {
  rlist active = {NULL, 0};
  size_t start = 0;
  cbl_tok *v = in->v;
  size_t n = in->n;
  for (size_t i = 0; i < n;) {
    if (cbl_tok_is(&v[i], "REPLACE") && i + 1 < n &&
        (v[i + 1].kind == T_PSEUDO || cbl_tok_is(&v[i + 1], "OFF") || cbl_tok_is(&v[i + 1], "LAST") ||
         cbl_tok_is(&v[i + 1], "ALSO") || cbl_tok_is(&v[i + 1], "LEADING") || cbl_tok_is(&v[i + 1], "TRAILING"))) {
      apply_replacements(fe, &active, v + start, i - start, out, 0);
      eq_loc at = v[i].loc;
      i++;
      if (cbl_tok_is(&v[i], "OFF")) {
        i++;
        if (i < n && v[i].kind == T_PERIOD) i++;
        else diag_error(fe->d, at, "syntax", "REPLACE OFF must end with a period");
        free(active.v);
        active = (rlist){NULL, 0};
      } else {
        if (cbl_tok_is(&v[i], "ALSO") || cbl_tok_is(&v[i], "LAST")) {
          diag_error(fe->d, v[i].loc, "unsupported", "REPLACE %s", v[i].text);
          i++;
        }
        free(active.v);
        active = (rlist){NULL, 0};
        if (read_replacements(fe, v, n, &i, &active, "REPLACE") < 0) {
          while (i < n && v[i].kind != T_PERIOD && v[i].kind != T_EOF) i++;
          if (i < n && v[i].kind == T_PERIOD) i++;
        }
      }
      start = i;
      continue;
    }
    i++;
  }
  if (n > start) apply_replacements(fe, &active, v + start, n - start, out, 0);
  free(active.v);
}

/* Literal concatenation (IBM LR "Alphanumeric literals": 'abc' & 'def' is one literal). Runs after
 * COPY and REPLACE, which see the pieces as separate text words. */
static void concatenate(cbl_front *fe, cbl_toks *v) {
  size_t w = 0;
  for (size_t r = 0; r < v->n; r++) {
    if (w == r && v->v[r].kind != T_ALNUM && v->v[r].kind != T_NATIONAL) { /* nothing joined yet */
      w++;
      continue;
    }
    cbl_tok t = v->v[r];
    while ((t.kind == T_ALNUM || t.kind == T_NATIONAL) && r + 2 < v->n && v->v[r + 1].kind == T_AMP &&
           v->v[r + 2].kind == t.kind) {
      const cbl_tok *u = &v->v[r + 2];
      char *joined = arena_alloc(fe->a, t.len + u->len + 1);
      memcpy(joined, t.text, t.len);
      memcpy(joined + t.len, u->text, u->len);
      t.text = joined;
      t.len += u->len;
      r += 2;
    }
    v->v[w++] = t;
  }
  v->n = w;
}

/* Whether the stream holds nothing for expand and do_replace to act on: no COPY or REPLACE word
 * and no EXEC SQL (INCLUDE) block. Then they would copy it twice unchanged (a tenth of the lexing
 * and parsing of a 50,000-line program without COPY), so it is taken as it is. Told false while
 * the diagnostics are already at their limit: expand then stops early, and a copy must too. */
static int nothing_to_expand(cbl_front *fe, const cbl_toks *in) {
  if (diag_too_many(fe->d)) return 0;
  for (size_t i = 0; i < in->n; i++) {
    const cbl_tok *t = &in->v[i];
    if (t->kind == T_EXEC && t->aux && !strcmp(t->aux, "SQL")) return 0;
    if (t->kind == T_WORD && (t->text[0] == 'C' || t->text[0] == 'R') &&
        (!strcmp(t->text, "COPY") || !strcmp(t->text, "REPLACE")))
      return 0;
  }
  return 1;
}

int cbl_copy_expand(cbl_front *fe, cbl_toks *in, cbl_toks *out) {
  int before = diag_error_count(fe->d);
  cbl_toks copied = {0};
  if (nothing_to_expand(fe, in)) {
    *out = *in; /* the tokens move: in is left empty, as its freeing below leaves it */
    *in = (cbl_toks){0};
  } else {
    expand(fe, in->v, in->n, &copied, NULL, 0);
    do_replace(fe, &copied, out);
  }
  concatenate(fe, out);
  /* A partial-word tag that no REPLACING replaced (COPY X without REPLACING ==(TAG)== BY ...)
   * leaves a word no COBOL word can be: say so where it stands. */
  for (size_t i = 0; i < out->n; i++) {
    const cbl_tok *t = &out->v[i];
    if (t->kind != T_WORD || (!memchr(t->text, '(', t->len) && !memchr(t->text, ':', t->len))) continue;
    diag_error(fe->d, t->loc, "copy", "'%.*s' holds a partial-word tag that no REPLACING replaced "
               "(COPY ... REPLACING ==(TAG)== BY ==name== or ==:TAG:== BY ==name==)", (int)t->len,
               t->text);
  }
  cbl_toks_free(&copied);
  cbl_toks_free(in);
  return diag_error_count(fe->d) - before;
}
