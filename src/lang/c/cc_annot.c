/* cc_annot.c — contract annotations in C sources (rel_lang.decls, docs/contracts.md): an ACSL
 * annotation comment (a comment whose first character is '@', ACSL 1.17 §1.2) written right before
 * a function's declaration or definition (only its specifiers, its result type and blanks between
 * the comment and the function's name). */
#include "lang/c/cc_annot.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fsutil.h"

/* the byte offset of line:col (1-based; col counts characters after tab expansion, tabs of 8) */
static long offset_of(const char *t, size_t n, int line, int col) {
  size_t i = 0;
  for (int l = 1; l < line && i < n; i++)
    if (t[i] == '\n') l++;
  int c = 1;
  while (i < n && t[i] != '\n' && c < col) {
    c = t[i] == '\t' ? ((c - 1) / 8 + 1) * 8 + 1 : c + 1;
    i++;
  }
  return i < n ? (long)i : -1;
}

static void line_col(const char *t, size_t off, int *line, int *col) {
  int l = 1, c = 1;
  for (size_t i = 0; i < off; i++) {
    if (t[i] == '\n') l++, c = 1;
    else c = t[i] == '\t' ? ((c - 1) / 8 + 1) * 8 + 1 : c + 1;
  }
  *line = l, *col = c;
}

/* The annotation before offset `at` (the function's name): walking back over blanks, identifiers
 * and '*' (specifiers and the result type) to a comment's end; it counts when the comment begins
 * with '@'. Sets *start to the first byte after the '@' and returns the text's length, or -1. */
static long annot_before(const char *t, long at, long *start) {
  long i = at - 1;
  for (; i >= 0; i--) {
    if (t[i] == '/' && i > 0 && t[i - 1] == '*') break; /* a comment ends here */
    if (!(isspace((unsigned char)t[i]) || isalnum((unsigned char)t[i]) || t[i] == '_' || t[i] == '*')) return -1;
  }
  if (i < 0) return -1;
  long end = i - 1; /* the '*' of the closing delimiter */
  long b = end - 1;
  while (b >= 1 && !(t[b - 1] == '/' && t[b] == '*')) b--;
  if (b < 1 || b + 1 >= end || t[b + 1] != '@') return -1;
  *start = b + 2;
  return end - *start;
}

int cc_decls(const cc_program *p, rel_decl **out, arena *a) {
  rel_decl *v = arena_alloc(a, sizeof(rel_decl) * ((size_t)p->nfuncs + 1));
  int n = 0;
  const char *text = NULL;
  size_t len = 0;
  int text_file = -2;
  for (int i = 0; i < p->nfuncs; i++) {
    const cc_func *fn = p->funcs[i];
    if (!fn->type || fn->loc.file < 0 || fn->loc.file >= p->nfiles) continue;
    rel_decl *d = &v[n++];
    memset(d, 0, sizeof *d);
    d->unit = fn->name;
    d->has_body = fn->body != NULL;
    d->nparams = fn->nparams;
    d->params = arena_alloc(a, sizeof(char *) * ((size_t)fn->nparams + 1));
    for (int k = 0; k < fn->nparams; k++) d->params[k] = fn->params && fn->params[k] ? fn->params[k]->name : NULL;
    if (text_file != fn->loc.file) {
      free((void *)text);
      text = fs_read_file(p->files[fn->loc.file], &len);
      text_file = fn->loc.file;
    }
    if (!text) continue;
    long at = offset_of(text, len, fn->loc.line, fn->loc.col);
    long start;
    long tl = at < 0 ? -1 : annot_before(text, at, &start);
    if (tl < 0) continue;
    char *s = arena_alloc(a, (size_t)tl + 1);
    memcpy(s, text + start, (size_t)tl);
    s[tl] = 0;
    d->annot = s;
    d->annot_file = p->files[fn->loc.file];
    line_col(text, (size_t)start, &d->annot_line, &d->annot_col);
  }
  free((void *)text);
  *out = v;
  return n;
}
