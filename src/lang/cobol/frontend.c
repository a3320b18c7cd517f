/* frontend.c — the COBOL front end's pipeline: read, lex (reference format), expand COPY and
 * REPLACE, parse, resolve names, and wrap the result in the versioned JSON envelope. */
#include <errno.h>
#include <libgen.h>
#include <stdlib.h>
#include <string.h>

#include "core/fsutil.h"
#include "lang/cobol/cjson.h"
#include "lang/cobol/cobol.h"
#include "lang/cobol/lex.h"
#include "lang/cobol/parse.h"
#include "lang/cobol/resolve.h"


static cj_t *files_json(diag_ctx *d) {
  cj_t *files = cj_array();
  for (int i = 0; i < diag_file_count(d); i++) {
    cj_t *f = cj_object();
    cj_object_set_new_nocheck(f, "id", cj_integer(i));
    cj_object_set_new_nocheck(f, "path", cj_string(diag_file_path(d, i)));
    eq_loc parent = diag_file_parent(d, i);
    cj_object_set_new_nocheck(f, "included_from", parent.file >= 0 ? p_loc(parent) : cj_null());
    cj_array_append_new(files, f);
  }
  return files;
}

/* The parse of text; owned: text is a heap buffer with a NUL at len, which d takes over (a large
 * source is not copied for the diagnostics). */
static cbl_doc *parse_doc(const char *path, const char *text, char *owned, size_t len,
                          const cbl_parse_options *opt, diag_ctx *d) {
  static const cbl_parse_options defaults = {NULL, 0, CBL_FORMAT_AUTO, 0};
  if (!opt) opt = &defaults;
  int errors_before = diag_error_count(d);
  cbl_front fe = {0};
  fe.a = arena_new();
  fe.d = d;
  fe.opt = opt;
  char *pathcopy = eq_strdup(path);
  fe.main_dir = arena_strdup(fe.a, dirname(pathcopy));
  free(pathcopy);
  int fid = owned ? diag_add_file_take(d, path, owned, len, NULL, EQ_NOLOC) : diag_add_file(d, path, text, len, NULL, EQ_NOLOC);
  cj_t *result = NULL;
  cj_doc *doc = cj_doc_new(), *outer = cj_doc_enter(doc);
  fe.doc = doc;
  cbl_toks raw = {0}, toks = {0};
  size_t blank = 0; /* the text need not be NUL-terminated */
  while (blank < len && (text[blank] == ' ' || text[blank] == '\t' || text[blank] == '\r' || text[blank] == '\n')) blank++;
  if (blank == len) {
    diag_error(d, ((eq_loc){fid, 1, 1}), "format", "the file is empty");
    goto done;
  }
  cbl_lex_file(&fe, fid, text, len, opt->format, &raw);
  int fixed = fe.format_fixed_effective;
  cbl_copy_expand(&fe, &raw, &toks);
  cbl_cics_translate(&fe, &toks);
  /* the end-of-file token, placed after the last line of the main file */
  int lines = 1;
  for (const char *q = text, *end = text + len; (q = memchr(q, '\n', (size_t)(end - q))) != NULL; q++) lines++;
  cbl_tok eof = {T_EOF, 0, "", 0, NULL, {fid, lines, 1}};
  cbl_toks_push(&toks, &eof);
  if (diag_error_count(d) > errors_before) goto done;

  cbl_classify_words(toks.v, toks.n);
  cbl_parser p = {0};
  p.fe = &fe;
  p.toks = toks.v;
  p.n = toks.n;
  cj_t *progs = cbl_parse_programs(&p);
  cbl_parser_done(&p);
  if (diag_error_count(d) == errors_before) cbl_resolve(&fe, progs, p.next_id);
  if (diag_error_count(d) > errors_before) {
    cj_decref(progs);
    goto done;
  }
  result = cj_object();
  cj_object_set_new_nocheck(result, "equiv_cobol_json", cj_string(CBL_JSON_VERSION));
  cj_t *src = cj_object();
  cj_object_set_new_nocheck(src, "path", cj_string(path));
  cj_object_set_new_nocheck(src, "format", cj_string(fixed ? "fixed" : "free"));
  cj_object_set_new_nocheck(src, "decimal_point_is_comma", cj_boolean(fe.decimal_point_is_comma));
  cj_t *options = cj_array();
  for (int i = 0; i < fe.noptions; i++) cj_array_append_new(options, cj_string(fe.options[i]));
  cj_object_set_new_nocheck(src, "compiler_options", options);
  cj_object_set_new_nocheck(src, "files", files_json(d));
  cj_object_set_new_nocheck(result, "source", src);
  cj_object_set_new_nocheck(result, "programs", progs);
done:
  cbl_toks_free(&raw);
  cbl_toks_free(&toks);
  arena_free(fe.a);
  cj_doc_leave(outer);
  if (!result) {
    cj_doc_free(doc);
    return NULL;
  }
  cj_doc_set_root(doc, result);
  return doc;
}

cbl_doc *cbl_parse_text_doc(const char *path, const char *text, size_t len, const cbl_parse_options *opt,
                           diag_ctx *d) {
  return parse_doc(path, text, NULL, len, opt, d);
}

cbl_doc *cbl_parse_file_doc(const char *path, const cbl_parse_options *opt, diag_ctx *d) {
  size_t len;
  char *text = fs_read_file(path, &len);
  if (!text) {
    diag_error(d, EQ_NOLOC, "io", "%s: cannot read: %s", path, strerror(errno));
    return NULL;
  }
  return parse_doc(path, text, text, len, opt, d); /* d frees text */
}

json_t *cbl_parse_text(const char *path, const char *text, size_t len, const cbl_parse_options *opt,
                       diag_ctx *d) {
  cbl_doc *doc = cbl_parse_text_doc(path, text, len, opt, d);
  json_t *j = cbl_doc_json(doc);
  cbl_doc_free(doc);
  return j;
}

json_t *cbl_parse_file(const char *path, const cbl_parse_options *opt, diag_ctx *d) {
  cbl_doc *doc = cbl_parse_file_doc(path, opt, d);
  json_t *j = cbl_doc_json(doc);
  cbl_doc_free(doc);
  return j;
}

int cbl_doc_write(const cbl_doc *doc, FILE *f, int compact) {
  return cj_write(cj_doc_root(doc), f, JSON_PRESERVE_ORDER | (compact ? JSON_COMPACT : JSON_INDENT(1)));
}

json_t *cbl_doc_json(const cbl_doc *doc) { return doc ? cj_to_json(cj_doc_root(doc)) : NULL; }

void cbl_doc_free(cbl_doc *doc) { cj_doc_free(doc); }
