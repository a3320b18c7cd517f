/* lex.c — COBOL reference format and tokens: fixed format (IBM: columns 1-6 sequence area, 7
 * indicator, 8-72 areas A and B, 73-80 ignored) and free format, continuation lines, comment
 * entries, EXEC blocks, PICTURE strings and pseudo-text delimiters. */
#include "lang/cobol/lex.h"

#include <ctype.h>
#include <string.h>
#include <strings.h>

#include "core/bigmap.h"
#include "core/strbuf.h"
#include "lang/cobol/options.h"

static const char *const kind_names[] = {
#define X(k, s) s,
  CBL_TOKEN_KINDS(X)
#undef X
};

const char *cbl_tok_kind_name(cbl_tok_kind k) { return k < T__COUNT ? kind_names[k] : "?"; }

enum { BIG_TOKS = 1 << 21 }; /* bytes from which a token vector is a mapping */

/* Room for cap tokens. A large vector (a big program's: the lexer sizes it once from the source)
 * is a mapping on huge pages where the kernel has them (core/bigmap.h): its 4 KB pages faulted in
 * one by one were a tenth of a parse. */
static void toks_reserve(cbl_toks *t, size_t cap) {
  size_t bytes = cap * sizeof *t->v;
  cbl_tok *v = bytes >= BIG_TOKS ? eq_bigmap(bytes, 0) : NULL;
  if (!v && !t->mapped) { /* heap to heap */
    t->v = eq_realloc(t->v, bytes);
    t->cap = cap;
    return;
  }
  size_t mapped = v ? bytes : 0;
  if (!v) v = eq_malloc(bytes);
  if (t->n) memcpy(v, t->v, t->n * sizeof *t->v);
  if (t->mapped) eq_bigunmap(t->v, t->mapped);
  else free(t->v);
  t->v = v;
  t->cap = cap;
  t->mapped = mapped;
}

void cbl_toks_push(cbl_toks *t, const cbl_tok *tok) {
  if (t->n == t->cap) toks_reserve(t, t->cap ? t->cap * 2 : 256);
  t->v[t->n++] = *tok;
}
void cbl_toks_free(cbl_toks *t) {
  if (t->mapped) eq_bigunmap(t->v, t->mapped);
  else free(t->v);
  *t = (cbl_toks){0};
}

/* the first letters first: most questions are answered "no" there, without a call */
int cbl_tok_is(const cbl_tok *t, const char *w) {
  return t->kind == T_WORD && t->text[0] == w[0] && !strcmp(t->text, w);
}

/* ---- lines ---- */

typedef enum { L_CODE, L_COMMENT, L_CONT, L_DEBUG, L_DIRECTIVE } line_kind;

typedef struct line {
  const char *s;  /* content: area A+B (fixed) or the whole line (free) */
  int len;
  int col0;       /* column of s[0] */
  int lineno;
  line_kind kind;
  int fixed;
} line;

typedef struct lexer {
  cbl_front *fe;
  int file;
  line *lines;
  int nlines;
  int li, ci;     /* current line and index into its content */
  cbl_toks *out;
  int errors;
  int saw_code;   /* a token was produced (CBL/PROCESS lines must come first) */
  int before_env; /* still in the IDENTIFICATION DIVISION: comment entries possible */
  int pic_pending;
  int after_sep; /* a separator comma/semicolon since the last token (TF_AFTER_SEP) */
  int dp_state;   /* progress through DECIMAL-POINT IS COMMA */
  int dbg_state;  /* progress through DEBUGGING MODE */
  int in_pseudo;  /* between the two == of pseudo-text */
  strbuf word;    /* scratch: the word being read */
} lexer;

static void lex_error(lexer *lx, int lineno, int col, const char *code, const char *msg, const char *arg) {
  diag_error(lx->fe->d, ((eq_loc){lx->file, lineno, col}), code, msg, arg);
  lx->errors++;
}

static int is_blank_str(const char *s, int n) {
  for (int i = 0; i < n; i++)
    if (s[i] != ' ') return 0;
  return 1;
}

static int starts_word_ci(const char *s, int n, const char *w) {
  int k = (int)strlen(w);
  if (n < k) return 0;
  for (int i = 0; i < k; i++)
    if (toupper((unsigned char)s[i]) != w[i]) return 0;
  return n == k || s[k] == ' ' || s[k] == '.';
}

/* Columns a line takes with tab stops every w columns (trailing CR and blanks not counted). */
static int expanded_width(const char *s, int n, int w) {
  int cols = 0, last = 0;
  for (int i = 0; i < n; i++) {
    cols += s[i] == '\t' ? w - cols % w : 1;
    if (s[i] != '\t' && s[i] != ' ' && s[i] != '\r') last = cols;
  }
  return last;
}

/* Expands tabs (stops every w columns: 8 as IBM's editors and cobc do, unless --tab-width says
 * otherwise) and strips the CR of CRLF. */
static char *expand_line(cj_doc *a, const char *s, int n, int w, int *outlen, int *had_tab) {
  if (!memchr(s, '\t', (size_t)n)) { /* nearly every line: a copy, without a division per byte */
    char *r = cj_doc_alloc(a, (size_t)n + 1);
    memcpy(r, s, (size_t)n);
    int k = n;
    while (k > 0 && r[k - 1] == '\r') k--;
    r[k] = 0;
    *outlen = k;
    return r;
  }
  int cols = 0;
  for (int i = 0; i < n; i++) cols += s[i] == '\t' ? w - cols % w : 1;
  char *r = cj_doc_alloc(a, (size_t)cols + 1);
  int k = 0;
  for (int i = 0; i < n; i++) {
    if (s[i] == '\t') {
      *had_tab = 1;
      do r[k++] = ' ';
      while (k % w);
    } else {
      r[k++] = s[i];
    }
  }
  while (k > 0 && (r[k - 1] == '\r')) k--;
  r[k] = 0;
  *outlen = k;
  return r;
}

/* Whether a trimmed line is a >>SOURCE FORMAT directive; sets *fixed accordingly. */
static int source_format_directive(const char *s, int n, int *fixed) {
  int i = 0;
  while (i < n && s[i] == ' ') i++;
  if (n - i < 2 || s[i] != '>' || s[i + 1] != '>') return 0;
  char buf[128];
  int k = 0;
  for (int j = i + 2; j < n && k < 127; j++) buf[k++] = (char)toupper((unsigned char)s[j]);
  buf[k] = 0;
  if (strncmp(buf, "SOURCE", 6)) return -1;
  if (strstr(buf, "FREE")) *fixed = 0;
  else if (strstr(buf, "FIXED")) *fixed = 1;
  else return -1;
  return 1;
}

/* Guesses the reference format when not forced: IBM's default is fixed; a program whose first
 * line of code starts in columns 1-7 with a word (and has no indicator/sequence layout) is free. */
static int detect_fixed(const char *text, size_t len) {
  const char *p = text, *end = text + len;
  while (p < end) {
    const char *e = memchr(p, '\n', (size_t)(end - p));
    if (!e) e = end;
    int n = (int)(e - p);
    while (n > 0 && (p[n - 1] == '\r' || p[n - 1] == ' ' || p[n - 1] == '\t')) n--;
    if (n > 0) {
      int fixed = 1;
      if (source_format_directive(p, n, &fixed) == 1) return fixed;
      int i = 0;
      while (i < n && p[i] == ' ') i++;
      if (p[i] == '\t') return 1;
      if (n - i >= 2 && p[i] == '*' && p[i + 1] == '>') return i >= 7;
      if (i >= 7) return 1; /* code begins in area A/B */
      /* Something in columns 1-7: a sequence number / indicator layout means fixed. */
      if (n >= 7 && (p[6] == '*' || p[6] == '/' || p[6] == ' ' || p[6] == '-' || p[6] == 'D' || p[6] == 'd')) {
        int seqlike = 1;
        for (int k = 0; k < 6; k++)
          if (!(isdigit((unsigned char)p[k]) || p[k] == ' ' || isalpha((unsigned char)p[k]))) seqlike = 0;
        if (seqlike && !starts_word_ci(p + i, n - i, "IDENTIFICATION") && !starts_word_ci(p + i, n - i, "ID"))
          return 1;
      }
      if (starts_word_ci(p + i, n - i, "CBL") || starts_word_ci(p + i, n - i, "PROCESS")) {
        p = e + 1;
        continue;
      }
      return 0;
    }
    p = e + 1;
  }
  return 1;
}

/* Keeps a CBL/PROCESS line for the run (source.compiler_options) and checks it now, so that a
 * misspelt option is a located error of the parse rather than a surprise of the run. */
static void add_option(lexer *lx, int lineno, int col, const char *s, int n) {
  cbl_front *fe = lx->fe;
  if (fe->noptions == fe->capoptions) {
    fe->capoptions = fe->capoptions ? fe->capoptions * 2 : 4;
    const char **v = arena_alloc(fe->a, sizeof(char *) * (size_t)fe->capoptions);
    if (fe->noptions) memcpy(v, fe->options, sizeof(char *) * (size_t)fe->noptions);
    fe->options = v;
  }
  while (n > 0 && s[n - 1] == ' ') n--;
  const char *opt = fe->options[fe->noptions++] = arena_strndup(fe->a, s, (size_t)n);
  cbl_options scratch = cbl_options_ibm();
  char err[512], code[32] = "options";
  if (cbl_options_parse(&scratch, opt, err, sizeof err) < 0) {
    const char *msg = err;
    const char *rb = err[0] == '[' ? strchr(err, ']') : NULL;
    if (rb && (size_t)(rb - err) < sizeof code) {
      memcpy(code, err + 1, (size_t)(rb - err - 1));
      code[rb - err - 1] = 0;
      msg = rb[1] == ' ' ? rb + 2 : rb + 1;
    }
    lex_error(lx, lineno, col, code, "%s", msg);
  }
}

/* Splits the file into classified lines. */
static void split_lines(lexer *lx, const char *text, size_t len, int fixed) {
  /* the lines counted first: the vector grown by doubling was copied a dozen times */
  int cap = 1, had_tab = 0, first_code_seen = 0, first_tab_line = 1;
  for (const char *q = text, *end = text + len; (q = memchr(q, '\n', (size_t)(end - q))) != NULL; q++) cap++;
  int tabw = lx->fe->opt && lx->fe->opt->tab_width > 0 ? lx->fe->opt->tab_width : 8;
  int pushed = 0; /* lines whose tabs pushed code past column 72 (fixed format), told once */
  lx->lines = eq_malloc(sizeof(line) * (size_t)cap);
  const char *p = text, *end = text + len;
  int lineno = 0;
  while (p < end) {
    const char *e = memchr(p, '\n', (size_t)(end - p));
    if (!e) e = end;
    lineno++;
    int n;
    int tab_before = had_tab;
    int raw = (int)(e - p);
    char *s = expand_line(lx->fe->doc, p, raw, tabw, &n, &had_tab);
    if (had_tab && !tab_before) first_tab_line = lineno;
    if (fixed && !pushed && memchr(p, '\t', (size_t)raw) && expanded_width(p, raw, tabw) > 72) {
      /* Columns 73-80 are the sequence area, ignored: a line written with narrower tab stops
       * loses its end there (PIC X(25). read as PIC X(2), with a puzzling error). Say so, with
       * the widths under which the line fits. */
      int fits = 0;
      if (tabw > 4 && expanded_width(p, raw, 4) <= 72) fits = 4; /* the usual other width */
      else if (tabw > 2 && expanded_width(p, raw, 2) <= 72) fits = 2;
      for (int w = tabw - 1; w >= 1 && !fits; w--)
        if (expanded_width(p, raw, w) <= 72) fits = w;
      char msg[300];
      if (fits)
        snprintf(msg, sizeof msg, "tabs expanded to stops of %d columns push this line's text to "
                 "column %d, past column 72 (columns 73-80 are ignored); if the file was written "
                 "with another tab width, try --tab-width %d", tabw, expanded_width(p, raw, tabw), fits);
      else
        snprintf(msg, sizeof msg, "tabs expanded to stops of %d columns push this line's text to "
                 "column %d, past column 72 (columns 73-80 are ignored)", tabw, expanded_width(p, raw, tabw));
      diag_warning(lx->fe->d, ((eq_loc){lx->file, lineno, 73}), "tab", "%s", msg);
      pushed = 1;
    }
    p = e + 1;
    if (lx->nlines == cap) {
      cap *= 2;
      lx->lines = eq_realloc(lx->lines, sizeof(line) * (size_t)cap);
    }
    line *L = &lx->lines[lx->nlines];
    *L = (line){s, n, 1, lineno, L_CODE, fixed};
    int dirfixed = fixed, dir = source_format_directive(s, n, &dirfixed);
    if (dir == 1) {
      fixed = dirfixed;
      L->kind = L_DIRECTIVE;
      lx->nlines++;
      continue;
    }
    if (dir == -1) {
      int i = 0;
      while (s[i] == ' ') i++;
      lex_error(lx, lineno, i + 1, "unsupported", "compiler directive '%s' is not supported", s + i);
      L->kind = L_DIRECTIVE;
      lx->nlines++;
      continue;
    }
    if (fixed) {
      /* CBL/PROCESS options lines come first, starting in column 1 or after a sequence number. */
      if (!first_code_seen) {
        int off = n > 6 && starts_word_ci(s + 7, n - 7, "CBL") ? 7 : n > 6 && starts_word_ci(s + 7, n - 7, "PROCESS") ? 7 : 0;
        if (off || starts_word_ci(s, n, "CBL") || starts_word_ci(s, n, "PROCESS")) {
          add_option(lx, lineno, off + 1, s + off, n - off);
          L->kind = L_DIRECTIVE;
          lx->nlines++;
          continue;
        }
      }
      char ind = n >= 7 ? s[6] : ' ';
      int cl = n > 72 ? 72 : n; /* columns 73-80 are ignored whatever they hold */
      L->s = s + (cl > 7 ? 7 : cl);
      L->len = cl > 7 ? cl - 7 : 0;
      L->col0 = 8;
      switch (ind) {
      case ' ': break;
      case '*': case '/': L->kind = L_COMMENT; break;
      case '-': L->kind = L_CONT; break;
      case 'D': case 'd': L->kind = L_DEBUG; break;
      default:
        lex_error(lx, lineno, 7, "format", "invalid indicator '%s' in column 7", (char[]){ind, 0});
        L->kind = L_COMMENT;
        break;
      }
      if (L->kind == L_CODE && !is_blank_str(L->s, L->len)) {
        /* compiler-directing statements that only affect listings */
        int i = 0;
        while (i < L->len && L->s[i] == ' ') i++;
        const char *w = L->s + i;
        int wn = L->len - i;
        char w0 = (char)toupper((unsigned char)w[0]); /* the directives start with E, S or T */
        if (w0 != 'E' && w0 != 'S' && w0 != 'T')
          first_code_seen = 1;
        else if (starts_word_ci(w, wn, "EJECT") || starts_word_ci(w, wn, "SKIP1") || starts_word_ci(w, wn, "SKIP2") ||
            starts_word_ci(w, wn, "SKIP3"))
          L->kind = L_DIRECTIVE;
        else if (starts_word_ci(w, wn, "TITLE") && wn > 6 && (strchr(w, '\'') || strchr(w, '"')))
          L->kind = L_DIRECTIVE;
        else
          first_code_seen = 1;
      }
    } else {
      int i = 0;
      while (i < n && s[i] == ' ') i++;
      if (!first_code_seen && (starts_word_ci(s + i, n - i, "CBL") || starts_word_ci(s + i, n - i, "PROCESS"))) {
        add_option(lx, lineno, i + 1, s + i, n - i);
        L->kind = L_DIRECTIVE;
      } else if (i < n) {
        first_code_seen = 1;
      }
    }
    lx->nlines++;
  }
  if (had_tab)
    diag_warning(lx->fe->d, ((eq_loc){lx->file, first_tab_line, 1}), "tab",
                 "tab characters expanded to tab stops of %d columns (first here)", tabw);
}

/* ---- character cursor ---- */

static int line_active(lexer *lx, const line *L) {
  return L->kind == L_CODE || L->kind == L_CONT || (L->kind == L_DEBUG && lx->fe->debugging_mode);
}

/* Moves to the next line holding code; returns 0 at end of file. */
static int next_code_line(lexer *lx) {
  for (lx->li++, lx->ci = 0; lx->li < lx->nlines; lx->li++)
    if (line_active(lx, &lx->lines[lx->li])) return 1;
  return 0;
}

static int cur_col(const lexer *lx) { return lx->lines[lx->li].col0 + lx->ci; }

static eq_loc here(const lexer *lx) { return (eq_loc){lx->file, lx->lines[lx->li].lineno, cur_col(lx)}; }

/* Index of the next active line after li (or -1) — for continuation checks. */
static int peek_next_active(lexer *lx, int li) {
  for (int k = li + 1; k < lx->nlines; k++) {
    const line *L = &lx->lines[k];
    if (L->kind == L_COMMENT || L->kind == L_DIRECTIVE) continue;
    if (!line_active(lx, L)) continue;
    if (L->kind == L_CODE && is_blank_str(L->s, L->len)) continue;
    return k;
  }
  return -1;
}

/* Characters of a COBOL word: letters, digits, '-', and the '_', '#', '@', '$' IBM accepts (a table:
 * the lexer asks it for every character of every word). The process keeps the C locale, so
 * isalnum is ASCII only; so is this table. */
static const unsigned char word_chars[256] = {
  ['-'] = 1, ['_'] = 1, ['#'] = 1, ['@'] = 1, ['$'] = 1,
  ['0'] = 1, ['1'] = 1, ['2'] = 1, ['3'] = 1, ['4'] = 1, ['5'] = 1, ['6'] = 1, ['7'] = 1, ['8'] = 1, ['9'] = 1,
  ['A'] = 1, ['B'] = 1, ['C'] = 1, ['D'] = 1, ['E'] = 1, ['F'] = 1, ['G'] = 1, ['H'] = 1, ['I'] = 1,
  ['J'] = 1, ['K'] = 1, ['L'] = 1, ['M'] = 1, ['N'] = 1, ['O'] = 1, ['P'] = 1, ['Q'] = 1, ['R'] = 1,
  ['S'] = 1, ['T'] = 1, ['U'] = 1, ['V'] = 1, ['W'] = 1, ['X'] = 1, ['Y'] = 1, ['Z'] = 1,
  ['a'] = 1, ['b'] = 1, ['c'] = 1, ['d'] = 1, ['e'] = 1, ['f'] = 1, ['g'] = 1, ['h'] = 1, ['i'] = 1,
  ['j'] = 1, ['k'] = 1, ['l'] = 1, ['m'] = 1, ['n'] = 1, ['o'] = 1, ['p'] = 1, ['q'] = 1, ['r'] = 1,
  ['s'] = 1, ['t'] = 1, ['u'] = 1, ['v'] = 1, ['w'] = 1, ['x'] = 1, ['y'] = 1, ['z'] = 1,
};
static inline int is_word_char(int c) { return word_chars[(unsigned char)c]; }

/* The end (index after ')') of a parenthesised tag "(TAG)" at s[i] — a letter, then word
 * characters, then ')' — or -1. Copybooks written for COPY ... REPLACING ==(TAG)== BY ==X== use
 * such tags inside words (FLG-(TAG)-NOT-OK); IBM replaces the tag in the word (Language
 * Reference, "COPY statement", partial-word replacement: the parenthesis and colon symbols
 * delimit the part of a text word to replace). */
static int paren_tag_end(const char *s, int i, int n) {
  if (i + 2 >= n || s[i] != '(' || !isalpha((unsigned char)s[i + 1])) return -1;
  int j = i + 1;
  while (j < n && is_word_char((unsigned char)s[j]) && s[j] != '-') j++;
  return j < n && s[j] == ')' ? j + 1 : -1;
}

static int is_sep_after(const line *L, int i) {
  /* A period, comma or semicolon is a separator when followed by a space or the end of line. */
  return i + 1 >= L->len || L->s[i + 1] == ' ';
}

static void emit(lexer *lx, cbl_tok_kind k, const char *text, size_t len, eq_loc loc, unsigned flags) {
  if (lx->after_sep) flags |= TF_AFTER_SEP;
  lx->after_sep = 0;
  cbl_tok t = {k, flags, text, len, NULL, loc};
  cbl_toks_push(lx->out, &t);
  lx->saw_code = 1;
}

/* ---- words, numbers, PICTURE strings ---- */

/* Reads a word starting at the cursor, following '-' continuation lines (fixed format: the
 * first non-blank character of area B continues the word). */
static void lex_word(lexer *lx, strbuf *sb) {
  for (;;) {
    line *L = &lx->lines[lx->li];
    while (lx->ci < L->len) {
      char c = L->s[lx->ci];
      if (is_word_char((unsigned char)c)) {
        int j = lx->ci + 1; /* the whole run of word characters in one append */
        while (j < L->len && is_word_char((unsigned char)L->s[j])) j++;
        sb_append(sb, L->s + lx->ci, (size_t)(j - lx->ci));
        lx->ci = j;
      } else if (c == ':' && lx->ci + 1 < L->len && is_word_char((unsigned char)L->s[lx->ci + 1])) {
        /* :TAG: partial-word replacement markers are part of the word (COPY REPLACING). */
        int j = lx->ci + 1;
        while (j < L->len && is_word_char((unsigned char)L->s[j])) j++;
        if (j < L->len && L->s[j] == ':' && (sb->len == 0 || sb->data[sb->len - 1] == '-')) {
          sb_append(sb, L->s + lx->ci, (size_t)(j + 1 - lx->ci));
          lx->ci = j + 1;
        } else {
          return;
        }
      } else if (c == '(' && (sb->len == 0 || sb->data[sb->len - 1] == '-') &&
                 paren_tag_end(L->s, lx->ci, L->len) > 0) {
        /* (TAG) inside a word, after a hyphen or at its start (tag_word_start says when) */
        int j = paren_tag_end(L->s, lx->ci, L->len);
        sb_append(sb, L->s + lx->ci, (size_t)(j - lx->ci));
        lx->ci = j;
      } else {
        return;
      }
    }
    /* At end of line: continued on the next line? */
    int k = peek_next_active(lx, lx->li);
    if (!L->fixed || k < 0 || lx->lines[k].kind != L_CONT) return;
    const line *C = &lx->lines[k];
    int i = 0;
    while (i < C->len && C->s[i] == ' ') i++;
    if (i >= C->len || !is_word_char((unsigned char)C->s[i])) return;
    lx->li = k;
    lx->ci = i;
  }
}

static int is_numeric_word(const char *s, size_t n, int comma) {
  size_t i = 0, digits = 0, points = 0;
  if (n && (s[0] == '+' || s[0] == '-')) i++;
  for (; i < n; i++) {
    if (isdigit((unsigned char)s[i])) digits++;
    else if (s[i] == (comma ? ',' : '.')) points++;
    else return 0;
  }
  return digits > 0 && points <= 1;
}

/* A numeric literal: [+|-] digits [ . digits ], the decimal point '.' or ',' (DECIMAL-POINT IS COMMA);
 * a decimal point must be followed by a digit (otherwise it ends the sentence). */
static int try_number(lexer *lx, line *L) {
  int i = lx->ci, start = i;
  char dp = lx->fe->decimal_point_is_comma ? ',' : '.';
  if (L->s[i] == '+' || L->s[i] == '-') i++;
  int d0 = i;
  while (i < L->len && isdigit((unsigned char)L->s[i])) i++;
  int intdigits = i - d0;
  int fracdigits = 0;
  if (i + 1 < L->len && L->s[i] == dp && isdigit((unsigned char)L->s[i + 1])) {
    i++;
    int f0 = i;
    while (i < L->len && isdigit((unsigned char)L->s[i])) i++;
    fracdigits = i - f0;
  }
  if (intdigits + fracdigits == 0) return 0;
  if (i >= L->len && L->fixed && fracdigits == 0 && start == lx->ci && L->s[start] != '+' && L->s[start] != '-') {
    int k = peek_next_active(lx, lx->li);
    if (k >= 0 && lx->lines[k].kind == L_CONT) return 0; /* continued: read as a word, classified numeric */
  }
  /* floating-point literal: mantissa E [sign] exponent (IBM LR "Floating-point numeric literals") */
  if (fracdigits > 0 && i + 1 < L->len && (L->s[i] == 'E' || L->s[i] == 'e')) {
    int j = i + 1;
    if (j < L->len && (L->s[j] == '+' || L->s[j] == '-')) j++;
    int e0 = j;
    while (j < L->len && isdigit((unsigned char)L->s[j])) j++;
    if (j > e0) i = j;
  }
  /* digits followed by letters or '-' form a word (e.g. 100-PARA), not a number */
  if (i < L->len && (isalpha((unsigned char)L->s[i]) || L->s[i] == '-' || L->s[i] == '_')) return 0;
  if (i < L->len && L->s[i] == dp && !is_sep_after(L, i)) return 0;
  strbuf sb = STRBUF_INIT;
  for (int k = start; k < i; k++) sb_putc(&sb, L->s[k] == dp ? '.' : (char)toupper((unsigned char)L->s[k]));
  eq_loc loc = here(lx);
  emit(lx, T_NUM, cj_doc_strndup(lx->fe->doc, sb_str(&sb), sb.len), sb.len, loc, 0);
  sb_free(&sb);
  lx->ci = i;
  return 1;
}

/* The PICTURE character-string: up to a space, or a period/comma/semicolon followed by a space. */
static void lex_picture(lexer *lx) {
  eq_loc loc = here(lx);
  strbuf sb = STRBUF_INIT;
  for (;;) {
    line *L = &lx->lines[lx->li];
    int i = lx->ci;
    while (i < L->len && L->s[i] != ' ') {
      if ((L->s[i] == '.' || L->s[i] == ',' || L->s[i] == ';') && is_sep_after(L, i)) break;
      if (L->s[i] == '=' && i + 1 < L->len && L->s[i + 1] == '=') break; /* end of pseudo-text */
      i++;
    }
    sb_append(&sb, L->s + lx->ci, (size_t)(i - lx->ci));
    lx->ci = i;
    /* a character-string that reaches the end of the line may go on in the first non-blank
     * character of a continuation line's area B (Reference format, "Continuation lines":
     * `PIC S9(` / `-    5).`) */
    int k = i >= L->len ? peek_next_active(lx, lx->li) : -1;
    if (!L->fixed || k < 0 || lx->lines[k].kind != L_CONT) break;
    const line *C = &lx->lines[k];
    int j = 0;
    while (j < C->len && C->s[j] == ' ') j++;
    if (j >= C->len) break;
    lx->li = k;
    lx->ci = j;
  }
  /* PICTURE symbols are case-insensitive: keep them upper-case in the representation. */
  char *pic = cj_doc_strndup(lx->fe->doc, sb.data ? sb.data : "", sb.len);
  for (char *c = pic; *c; c++) *c = (char)toupper((unsigned char)*c);
  emit(lx, T_PIC, pic, sb.len, loc, 0);
  sb_free(&sb);
}

/* ---- literals ---- */

/* Alphanumeric/national literal body after the opening quote; handles doubled quotes and fixed-format
 * continuation (IBM: the continued line's literal runs through column 72; the continuation line
 * resumes after the quote that is its first non-blank character in area B). */
static int lex_quoted(lexer *lx, char q, strbuf *sb, eq_loc start) {
  for (;;) {
    line *L = &lx->lines[lx->li];
    while (lx->ci < L->len) {
      char c = L->s[lx->ci++];
      if (c == q) {
        if (lx->ci < L->len && L->s[lx->ci] == q) {
          sb_putc(sb, q);
          lx->ci++;
          continue;
        }
        /* a doubled quote split by the end of the line: "If the last character on the continued
         * line of a nonnumeric literal is a single quotation mark in column 72, the continuation
         * line must start with two consecutive quotation marks. This will result in a single
         * quotation mark as part of the value" (Language Reference, "Continuation lines"). A
         * continuation line starting with one quote begins a second literal instead. */
        if (lx->ci == L->len && L->fixed && L->col0 + L->len - 1 == 72) {
          int k = peek_next_active(lx, lx->li);
          const line *C = k >= 0 && lx->lines[k].kind == L_CONT ? &lx->lines[k] : NULL;
          int i = 0;
          while (C && i < C->len && C->s[i] == ' ') i++;
          if (C && i + 1 < C->len && C->s[i] == q && C->s[i + 1] == q) {
            sb_putc(sb, q);
            lx->li = k;
            lx->ci = i + 2;
            L = &lx->lines[lx->li];
            continue;
          }
        }
        return 1;
      }
      sb_putc(sb, c);
    }
    int k = peek_next_active(lx, lx->li);
    if (L->fixed && k >= 0 && lx->lines[k].kind == L_CONT) {
      /* pad the continued line to column 72 */
      for (int col = L->col0 + L->len; col <= 72; col++) sb_putc(sb, ' ');
      const line *C = &lx->lines[k];
      int i = 0;
      while (i < C->len && C->s[i] == ' ') i++;
      if (i >= C->len || C->s[i] != q) {
        lex_error(lx, C->lineno, C->col0 + i, "lex", "%s", "continuation line of a literal must start with a quote");
        lx->li = k;
        lx->ci = C->len;
        return 0;
      }
      lx->li = k;
      lx->ci = i + 1;
      continue;
    }
    lex_error(lx, start.line, start.col, "lex", "%s", "unterminated literal (no closing quote on this line)");
    lx->ci = L->len;
    return 0;
  }
}

static int hexval(int c) {
  if (c >= '0' && c <= '9') return c - '0';
  c = toupper(c);
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

/* ---- comment entries and EXEC blocks ---- */

static const char *const comment_paragraphs[] = {
  "AUTHOR", "INSTALLATION", "DATE-WRITTEN", "DATE-COMPILED", "SECURITY", "REMARKS",
};

/* Whether a line ends a comment entry: in fixed format anything in area A; in free format a line
 * starting with another IDENTIFICATION paragraph or a division header. */
static int ends_comment_entry(const line *L) {
  if (L->fixed) return L->len > 0 && !is_blank_str(L->s, L->len < 4 ? L->len : 4);
  int i = 0;
  while (i < L->len && L->s[i] == ' ') i++;
  for (size_t k = 0; k < sizeof comment_paragraphs / sizeof *comment_paragraphs; k++)
    if (starts_word_ci(L->s + i, L->len - i, comment_paragraphs[k])) return 1;
  return starts_word_ci(L->s + i, L->len - i, "ENVIRONMENT") || starts_word_ci(L->s + i, L->len - i, "DATA") ||
         starts_word_ci(L->s + i, L->len - i, "PROCEDURE") || starts_word_ci(L->s + i, L->len - i, "PROGRAM-ID");
}

static void lex_comment_entry(lexer *lx) {
  strbuf sb = STRBUF_INIT;
  line *L = &lx->lines[lx->li];
  eq_loc loc = here(lx);
  sb_append(&sb, L->s + lx->ci, (size_t)(L->len - lx->ci));
  lx->ci = L->len;
  for (int k = lx->li + 1; k < lx->nlines; k++) {
    const line *M = &lx->lines[k];
    if (M->kind == L_COMMENT || M->kind == L_DIRECTIVE || (M->kind == L_CODE && is_blank_str(M->s, M->len))) continue;
    if (ends_comment_entry(M)) break;
    sb_putc(&sb, '\n');
    sb_append(&sb, M->s, (size_t)M->len);
    lx->li = k;
    lx->ci = M->len;
  }
  /* trim */
  size_t b = 0, e = sb.len;
  while (b < e && isspace((unsigned char)sb.data[b])) b++;
  while (e > b && isspace((unsigned char)sb.data[e - 1])) e--;
  if (e > b) emit(lx, T_COMMENT_ENTRY, arena_strndup(lx->fe->a, sb.data + b, e - b), e - b, loc, 0);
  sb_free(&sb);
}

/* EXEC system ... END-EXEC: kept as raw text for the semantics to report as unsupported. */
static void lex_exec(lexer *lx, eq_loc loc) {
  strbuf sb = STRBUF_INIT, sys = STRBUF_INIT;
  line *L = &lx->lines[lx->li];
  while (lx->ci < L->len && L->s[lx->ci] == ' ') lx->ci++;
  while (lx->ci < L->len && is_word_char((unsigned char)L->s[lx->ci])) sb_putc(&sys, (char)toupper((unsigned char)L->s[lx->ci++]));
  char q = 0;
  for (;;) {
    L = &lx->lines[lx->li];
    while (lx->ci < L->len) {
      char c = L->s[lx->ci];
      if (!q && (c == '\'' || c == '"')) q = c;
      else if (q && c == q) q = 0;
      if (!q && (lx->ci == 0 || !is_word_char((unsigned char)L->s[lx->ci - 1])) && L->len - lx->ci >= 8 &&
          !strncasecmp(L->s + lx->ci, "END-EXEC", 8) &&
          (lx->ci + 8 == L->len || !is_word_char((unsigned char)L->s[lx->ci + 8]))) {
        lx->ci += 8;
        size_t b = 0, e = sb.len;
        while (b < e && isspace((unsigned char)sb.data[b])) b++;
        while (e > b && isspace((unsigned char)sb.data[e - 1])) e--;
        cbl_tok t = {T_EXEC, 0, arena_strndup(lx->fe->a, sb.data ? sb.data + b : "", e - b), e - b,
                     arena_strdup(lx->fe->a, sb_str(&sys)), loc};
        cbl_toks_push(lx->out, &t);
        sb_free(&sb);
        sb_free(&sys);
        return;
      }
      sb_putc(&sb, c);
      lx->ci++;
    }
    sb_putc(&sb, '\n');
    if (!next_code_line(lx)) break;
  }
  lex_error(lx, loc.line, loc.col, "lex", "%s", "EXEC block has no END-EXEC");
  lx->li = lx->nlines - 1;
  lx->ci = lx->nlines ? lx->lines[lx->li].len : 0;
  sb_free(&sb);
  sb_free(&sys);
}

/* ---- the main loop ---- */

/* w is the keyword k: the first character decides most words before strcmp is called */
#define IS_KW(w, k) ((w)[0] == (k)[0] && !strcmp((w), (k)))

static void track_keywords(lexer *lx, const char *w) {
  /* DECIMAL-POINT IS COMMA changes how numeric literals are read from here on. */
  if (IS_KW(w, "DECIMAL-POINT")) lx->dp_state = 1;
  else if (lx->dp_state == 1 && IS_KW(w, "IS")) lx->dp_state = 1;
  else if (lx->dp_state == 1 && IS_KW(w, "COMMA")) {
    lx->fe->decimal_point_is_comma = 1;
    lx->dp_state = 0;
  } else lx->dp_state = 0;
  if (IS_KW(w, "DEBUGGING")) lx->dbg_state = 1;
  else if (lx->dbg_state == 1 && IS_KW(w, "MODE")) {
    lx->fe->debugging_mode = 1;
    lx->dbg_state = 0;
  } else lx->dbg_state = 0;
  if (IS_KW(w, "ENVIRONMENT") || IS_KW(w, "DATA") || IS_KW(w, "PROCEDURE")) lx->before_env = 0;
  if (IS_KW(w, "IDENTIFICATION") || IS_KW(w, "ID")) lx->before_env = 1;
}

static int is_comment_paragraph(const char *w) {
  for (size_t k = 0; k < sizeof comment_paragraphs / sizeof *comment_paragraphs; k++)
    if (!strcmp(w, comment_paragraphs[k])) return 1;
  return 0;
}

static void lex_line_tokens(lexer *lx) {
  for (;;) {
    line *L = &lx->lines[lx->li];
    while (lx->ci < L->len && (L->s[lx->ci] == ' ' || L->s[lx->ci] == '\0')) lx->ci++;
    if (lx->ci >= L->len) return;
    const char *s = L->s;
    int i = lx->ci;
    char c = s[i];
    eq_loc loc = here(lx);
    unsigned flags = (L->fixed && cur_col(lx) >= 8 && cur_col(lx) <= 11) ? TF_AREA_A : 0;
    if (c == '*' && i + 1 < L->len && s[i + 1] == '>') { /* floating comment */
      lx->ci = L->len;
      return;
    }
    if (lx->pic_pending) {
      lx->pic_pending = 0;
      lex_picture(lx);
      continue;
    }
    /* national hexadecimal NX'..': UTF-16 code units as hex digits, four per character */
    if ((c == 'N' || c == 'n') && i + 2 < L->len && (s[i + 1] == 'X' || s[i + 1] == 'x') &&
        (s[i + 2] == '\'' || s[i + 2] == '"')) {
      lx->ci = i + 3;
      strbuf sb = STRBUF_INIT;
      if (lex_quoted(lx, s[i + 2], &sb, loc)) {
        int bad = sb.len % 4 != 0;
        for (size_t k = 0; k < sb.len; k++)
          if (hexval((unsigned char)sb.data[k]) < 0) bad = 1;
        if (bad) {
          lex_error(lx, loc.line, loc.col, "lex", "%s", "national hexadecimal literal needs a multiple of 4 hex digits");
        } else {
          char *bytes = arena_alloc(lx->fe->a, sb.len / 2 + 1);
          for (size_t k = 0; k < sb.len; k += 2)
            bytes[k / 2] = (char)(hexval((unsigned char)sb.data[k]) * 16 + hexval((unsigned char)sb.data[k + 1]));
          cbl_tok t = {T_HEX, flags, bytes, sb.len / 2, "NX", loc};
          cbl_toks_push(lx->out, &t);
        }
      }
      sb_free(&sb);
      continue;
    }
    /* literals with a prefix: X'..' N'..' Z'..' G'..' */
    if ((c == 'X' || c == 'x' || c == 'N' || c == 'n' || c == 'Z' || c == 'z' || c == 'G' || c == 'g') &&
        i + 1 < L->len && (s[i + 1] == '\'' || s[i + 1] == '"')) {
      char q = s[i + 1];
      lx->ci = i + 2;
      strbuf sb = STRBUF_INIT;
      int ok = lex_quoted(lx, q, &sb, loc);
      char up = (char)toupper((unsigned char)c);
      if (ok && up == 'X') {
        if (sb.len % 2) {
          lex_error(lx, loc.line, loc.col, "lex", "%s", "hexadecimal literal has an odd number of digits");
        } else {
          char *bytes = arena_alloc(lx->fe->a, sb.len / 2 + 1);
          int bad = 0;
          for (size_t k = 0; k < sb.len; k += 2) {
            int h = hexval((unsigned char)sb.data[k]), l = hexval((unsigned char)sb.data[k + 1]);
            if (h < 0 || l < 0) bad = 1;
            else bytes[k / 2] = (char)(h * 16 + l);
          }
          if (bad)
            lex_error(lx, loc.line, loc.col, "lex", "%s", "hexadecimal literal contains a character that is not a hex digit");
          else
            emit(lx, T_HEX, bytes, sb.len / 2, loc, flags);
        }
      } else if (ok && up == 'Z') {
        /* null-terminated literal (IBM Z'..') */
        sb_putc(&sb, '\0');
        emit(lx, T_ALNUM, cj_doc_strndup(lx->fe->doc, sb.data, sb.len), sb.len, loc, flags);
      } else if (ok) {
        emit(lx, T_NATIONAL, cj_doc_strndup(lx->fe->doc, sb_str(&sb), sb.len), sb.len, loc, flags);
      }
      sb_free(&sb);
      continue;
    }
    if (c == '\'' || c == '"') {
      lx->ci = i + 1;
      strbuf sb = STRBUF_INIT;
      if (lex_quoted(lx, c, &sb, loc))
        emit(lx, T_ALNUM, cj_doc_strndup(lx->fe->doc, sb_str(&sb), sb.len), sb.len, loc,
             flags | (c == '\'' ? TF_QUOTE_APOS : 0));
      sb_free(&sb);
      continue;
    }
    if (isdigit((unsigned char)c) || ((c == '+' || c == '-') && i + 1 < L->len &&
                                       (isdigit((unsigned char)s[i + 1]) ||
                                        (s[i + 1] == '.' && i + 2 < L->len && isdigit((unsigned char)s[i + 2])))) ||
        (c == '.' && i + 1 < L->len && isdigit((unsigned char)s[i + 1]) && !lx->fe->decimal_point_is_comma)) {
      if (try_number(lx, L)) continue;
    }
    /* A word never starts with '-' (so -A is minus A), except inside pseudo-text, where -DT is one
     * partial text word for LEADING/TRAILING replacement. */
    /* "(TAG)" starts a word when a hyphen and a word character follow it ((TAG)-COUNT) or, in
     * pseudo-text, when it stands alone (==(TAG)==); elsewhere '(' is a parenthesis. */
    int tag = c == '(' ? paren_tag_end(s, i, L->len) : -1;
    int tag_word = tag > 0 && (lx->in_pseudo ? tag >= L->len || !is_word_char((unsigned char)s[tag])
                                             : tag + 1 < L->len && s[tag] == '-' &&
                                                   isalnum((unsigned char)s[tag + 1]));
    if ((is_word_char((unsigned char)c) && (c != '-' || lx->in_pseudo)) || tag_word ||
        (c == ':' && i + 1 < L->len && is_word_char((unsigned char)s[i + 1]))) {
      strbuf *wb = &lx->word; /* one buffer for every word of the file */
      sb_clear(wb);
      lex_word(lx, wb);
      if (c == ':' && wb->len == 0) { /* a lone colon after all */
        lx->ci = i + 1;
        emit(lx, T_COLON, ":", 1, loc, flags);
        continue;
      }
      size_t wlen = wb->len;
      /* The upper-cased word, and its spelling when that differs (most words are written in
       * capitals: then one string is both). */
      char *up = cj_doc_alloc(lx->fe->doc, wlen + 1);
      int lower = 0;
      for (size_t k = 0; k < wlen; k++) {
        char ch = wb->data[k];
        lower |= ch >= 'a' && ch <= 'z';
        up[k] = ch >= 'a' && ch <= 'z' ? (char)(ch - 'a' + 'A') : ch; /* toupper in the C locale */
      }
      up[wlen] = '\0';
      const char *orig = lower ? cj_doc_strndup(lx->fe->doc, wb->data, wlen) : up;
      const char *w = up;
      if (is_numeric_word(w, wlen, 0)) {
        emit(lx, T_NUM, w, wlen, loc, flags);
        continue;
      }
      if (IS_KW(w, "EXEC") || IS_KW(w, "EXECUTE")) {
        lex_exec(lx, loc);
        continue;
      }
      track_keywords(lx, w);
      emit(lx, T_WORD, w, wlen, loc, flags);
      lx->out->v[lx->out->n - 1].aux = orig; /* original spelling: copybook file names */
      if (IS_KW(w, "PIC") || IS_KW(w, "PICTURE")) {
        /* the next character-string is a PICTURE string (after an optional IS) */
        line *M = &lx->lines[lx->li];
        int j = lx->ci;
        while (j < M->len && M->s[j] == ' ') j++;
        if (M->len - j >= 2 && toupper((unsigned char)M->s[j]) == 'I' && toupper((unsigned char)M->s[j + 1]) == 'S' &&
            (j + 2 >= M->len || M->s[j + 2] == ' ')) {
          lx->ci = j;
          strbuf is = STRBUF_INIT;
          eq_loc isloc = here(lx);
          lex_word(lx, &is);
          sb_free(&is);
          emit(lx, T_WORD, "IS", 2, isloc, 0);
        }
        lx->pic_pending = 1;
        /* the string may be on the next line */
        line *N = &lx->lines[lx->li];
        int k = lx->ci;
        while (k < N->len && N->s[k] == ' ') k++;
        if (k >= N->len) {
          if (!next_code_line(lx)) return;
          continue;
        }
      }
      if (lx->before_env && is_comment_paragraph(w)) {
        line *M = &lx->lines[lx->li];
        int j = lx->ci;
        while (j < M->len && M->s[j] == ' ') j++;
        if (j < M->len && M->s[j] == '.') {
          eq_loc ploc = {lx->file, M->lineno, M->col0 + j};
          emit(lx, T_PERIOD, ".", 1, ploc, 0);
          lx->ci = j + 1;
          lex_comment_entry(lx);
        }
      }
      continue;
    }
    lx->ci = i + 1;
    switch (c) {
    case '.':
      emit(lx, T_PERIOD, ".", 1, loc, flags);
      break;
    case ',': case ';':
      lx->after_sep = 1; /* separators, equivalent to a space (noted on the next token) */
      break;
    case '(': emit(lx, T_LPAREN, "(", 1, loc, flags); break;
    case ')': emit(lx, T_RPAREN, ")", 1, loc, flags); break;
    case ':': emit(lx, T_COLON, ":", 1, loc, flags); break;
    case '+': emit(lx, T_PLUS, "+", 1, loc, flags); break;
    case '-': emit(lx, T_MINUS, "-", 1, loc, flags); break;
    case '&': emit(lx, T_AMP, "&", 1, loc, flags); break;
    case '/': emit(lx, T_SLASH, "/", 1, loc, flags); break;
    case '*':
      if (i + 1 < L->len && s[i + 1] == '*') {
        lx->ci++;
        emit(lx, T_POW, "**", 2, loc, flags);
      } else {
        emit(lx, T_STAR, "*", 1, loc, flags);
      }
      break;
    case '=':
      if (i + 1 < L->len && s[i + 1] == '=') {
        lx->ci++;
        emit(lx, T_PSEUDO, "==", 2, loc, flags);
        lx->in_pseudo = !lx->in_pseudo;
      } else {
        emit(lx, T_EQ, "=", 1, loc, flags);
      }
      break;
    case '<':
      if (i + 1 < L->len && s[i + 1] == '=') { lx->ci++; emit(lx, T_LE, "<=", 2, loc, flags); }
      else if (i + 1 < L->len && s[i + 1] == '>') { lx->ci++; emit(lx, T_NE, "<>", 2, loc, flags); }
      else emit(lx, T_LT, "<", 1, loc, flags);
      break;
    case '>':
      if (i + 1 < L->len && s[i + 1] == '=') { lx->ci++; emit(lx, T_GE, ">=", 2, loc, flags); }
      else emit(lx, T_GT, ">", 1, loc, flags);
      break;
    default: {
      unsigned char u = (unsigned char)c;
      if (u < 32 || u == 127) {
        lex_error(lx, loc.line, loc.col, "format", "control character 0x%s in the source (binary file?)",
                  arena_printf(lx->fe->a, "%02X", u));
        if (lx->errors > 5) { lx->li = lx->nlines - 1; lx->ci = lx->lines[lx->li].len; return; }
      } else if (u >= 128) {
        lex_error(lx, loc.line, loc.col, "lex", "%s", "non-ASCII character outside a literal");
      } else {
        lex_error(lx, loc.line, loc.col, "lex", "unexpected character '%s'", arena_printf(lx->fe->a, "%c", c));
      }
      break;
    }
    }
  }
}

int cbl_lex_file(cbl_front *fe, int file_id, const char *text, size_t len, cbl_format fmt, cbl_toks *out) {
  lexer lx = {0};
  lx.fe = fe;
  lx.file = file_id;
  lx.out = out;
  lx.before_env = 1;
  /* A file that is mostly control bytes is binary, not source with a stray byte in it. */
  size_t probe = len < 4096 ? len : 4096, ctl = 0;
  for (size_t i = 0; i < probe; i++) {
    unsigned char c = (unsigned char)text[i];
    ctl += c < 9 || (c > 13 && c < 32) || c == 127;
  }
  if (probe && ctl * 10 > probe) {
    diag_error(fe->d, ((eq_loc){file_id, 1, 1}), "format", "binary data (%zu of the first %zu bytes are control characters): not COBOL source text", ctl, probe);
    return 1;
  }
  const char *nul = memchr(text, '\0', len);
  if (nul) {
    int line = 1, col = 1;
    for (const char *c = text; c < nul; c++) {
      if (*c == '\n') line++, col = 1;
      else col++;
    }
    diag_error(fe->d, ((eq_loc){file_id, line, col}), "format", "NUL byte in the source: not COBOL source text");
    return 1;
  }
  int fixed = fmt == CBL_FORMAT_FIXED ? 1 : fmt == CBL_FORMAT_FREE ? 0 : detect_fixed(text, len);
  fe->format_fixed_effective = fixed;
  /* Room for the tokens at once (a token per five bytes is more than real programs have): grown by
   * doubling, the vector of a 50,000-line program was copied and its pages faulted in some ten
   * times over (a tenth of a parse). Pages never written cost nothing. */
  size_t want = out->n + len / 5 + 64;
  if (out->cap < want) toks_reserve(out, want);
  split_lines(&lx, text, len, fixed);
  lx.li = -1;
  while (next_code_line(&lx) && !diag_too_many(fe->d)) {
    lex_line_tokens(&lx);
  }
  free(lx.lines);
  sb_free(&lx.word);
  return lx.errors;
}
