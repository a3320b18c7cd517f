/* fuzz_cobol_run_json.c — libFuzzer target: bytes read as the JSON of `equiv cobol parse` are
 * shape-checked (validate.h) and, when accepted, laid out and run with little fuel and no files
 * written; every input must end in an error, an outcome or going wrong, never a crash or a leak. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "lang/cobol/cobol.h"

/* Every ASSIGN name of the document gets the empty data set /dev/null, so programs with files get
 * past the run's setup (a missing DD is an input error before any statement runs). */
static void collect_dds(const json_t *x, cbl_dd *dds, int *n, int cap) {
  if (json_is_object(x)) {
    const json_t *a = json_object_get(x, "assign");
    if (json_is_string(a) && *n < cap) {
      dds[*n].name = json_string_value(a);
      dds[*n].path = "/dev/null";
      (*n)++;
    }
    const char *k;
    json_t *v;
    json_object_foreach((json_t *)x, k, v) collect_dds(v, dds, n, cap);
  } else if (json_is_array(x)) {
    size_t i;
    json_t *v;
    json_array_foreach(x, i, v) collect_dds(v, dds, n, cap);
  }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  json_error_t je;
  json_t *doc = json_loadb((const char *)data, size, 0, &je);
  if (!doc) return 0;
  char err[1200];
  if (cbl_validate(doc, err, sizeof err) == 0) {
    static cbl_dd dds[64];
    int ndds = 0;
    collect_dds(doc, dds, &ndds, 64);
    cbl_run_opts ro;
    memset(&ro, 0, sizeof ro);
    /* the first byte picks the encoding, as the two ways the corpus is run */
    ro.opt = size && (data[0] & 1) ? cbl_options_ibm() : cbl_options_gnucobol(CBL_CS_ASCII_EBCDIC_SIGN);
    ro.storage_fill = -1;
    ro.write_files = 0;
    ro.fuel = 5000;
    ro.dds = dds;
    ro.ndds = ndds;
    cbl_run_result r;
    cbl_run(&doc, 1, &ro, &r);
    if (!r.setup_error) {
      json_t *j = cbl_run_result_json(&r, &ro);
      json_decref(j);
    }
    cbl_run_result_free(&r);
  }
  json_decref(doc);
  return 0;
}
