/* frontend.c — entry points of the COBOL front end (temporary: the pipeline lands next). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "core/fsutil.h"
#include "lang/cobol/cobol.h"

json_t *cbl_parse_text(const char *path, const char *text, size_t len, const cbl_parse_options *opt,
                       diag_ctx *d) {
  (void)opt;
  int f = diag_add_file(d, path, text, len, NULL, EQ_NOLOC);
  diag_error(d, ((eq_loc){f, 1, 1}), "unsupported", "the COBOL front end is not built yet");
  return NULL;
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
