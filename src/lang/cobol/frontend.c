/* frontend.c — the COBOL front end's pipeline: read, lex (reference format), expand COPY and
 * REPLACE, parse, resolve names, and wrap the result in the versioned JSON envelope. */
#include <errno.h>
#include <libgen.h>
#include <stdlib.h>
#include <string.h>

#include "core/fsutil.h"
#include "lang/cobol/cobol.h"
#include "lang/cobol/lex.h"
#include "lang/cobol/parse.h"
#include "lang/cobol/resolve.h"


static json_t *files_json(diag_ctx *d) {
  json_t *files = json_array();
  for (int i = 0; i < diag_file_count(d); i++) {
    json_t *f = json_object();
    json_object_set_new_nocheck(f, "id", json_integer(i));
    json_object_set_new_nocheck(f, "path", json_string(diag_file_path(d, i)));
    eq_loc parent = diag_file_parent(d, i);
    json_object_set_new_nocheck(f, "included_from", parent.file >= 0 ? p_loc(parent) : json_null());
    json_array_append_new(files, f);
  }
  return files;
}

json_t *cbl_parse_text(const char *path, const char *text, size_t len, const cbl_parse_options *opt,
                       diag_ctx *d) {
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
  int fid = diag_add_file(d, path, text, len, NULL, EQ_NOLOC);
  json_t *result = NULL;
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
  json_t *progs = cbl_parse_programs(&p);
  cbl_parser_done(&p);
  if (diag_error_count(d) == errors_before) cbl_resolve(&fe, progs, p.next_id);
  if (diag_error_count(d) > errors_before) {
    json_decref(progs);
    goto done;
  }
  result = json_object();
  json_object_set_new_nocheck(result, "equiv_cobol_json", json_string(CBL_JSON_VERSION));
  json_t *src = json_object();
  json_object_set_new_nocheck(src, "path", json_string(path));
  json_object_set_new_nocheck(src, "format", json_string(fixed ? "fixed" : "free"));
  json_object_set_new_nocheck(src, "decimal_point_is_comma", json_boolean(fe.decimal_point_is_comma));
  json_t *options = json_array();
  for (int i = 0; i < fe.noptions; i++) json_array_append_new(options, json_string(fe.options[i]));
  json_object_set_new_nocheck(src, "compiler_options", options);
  json_object_set_new_nocheck(src, "files", files_json(d));
  json_object_set_new_nocheck(result, "source", src);
  json_object_set_new_nocheck(result, "programs", progs);
done:
  cbl_toks_free(&raw);
  cbl_toks_free(&toks);
  arena_free(fe.a);
  return result;
}

json_t *cbl_parse_file(const char *path, const cbl_parse_options *opt, diag_ctx *d) {
  size_t len;
  char *text = fs_read_file(path, &len);
  if (!text) {
    diag_error(d, EQ_NOLOC, "io", "%s: cannot read: %s", path, strerror(errno));
    return NULL;
  }
  json_t *j = cbl_parse_text(path, text, len, opt, d);
  free(text);
  return j;
}
