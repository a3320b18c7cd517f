/* fuzz_cobol_parse.c — libFuzzer target: the COBOL front end on arbitrary bytes must report errors
 * or produce JSON, never crash, leak, hang or trip a sanitizer. Copybooks resolve against
 * fuzz/cobol-copy so COPY expansion is exercised too. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "core/diag.h"
#include "lang/cobol/cobol.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static const char *const dirs[] = {FUZZ_COPY_DIR};
  cbl_parse_options opt = {dirs, 1, CBL_FORMAT_AUTO, 0};
  if (size > 0 && data[0] == 'F') opt.format = CBL_FORMAT_FREE;
  diag_ctx *d = diag_new();
  json_t *j = cbl_parse_text("fuzz.cbl", (const char *)data, size, &opt, d);
  if (j) {
    char *s = json_dumps(j, JSON_COMPACT);
    free(s);
    json_decref(j);
  }
  diag_free(d);
  return 0;
}
