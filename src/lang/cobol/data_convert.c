/* data_convert.c — the public face of the data set formats (cobol.h): check and convert data sets
 * between the formats of dataset.h and between EBCDIC and ASCII character data. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/arena.h"
#include "lang/cobol/cobol.h"
#include "lang/cobol/dataset.h"

int cbl_data_format_known(const char *name) { return cbl_ds_format_parse(name) >= 0; }

int cbl_data_format_needs_lrecl(const char *name) {
  int f = cbl_ds_format_parse(name);
  return f == CBL_DS_FIXED || f == CBL_DS_RELATIVE;
}

long cbl_data_convert(const cbl_data_request *r, char *err, size_t errn) {
  int from = cbl_ds_format_parse(r->from), to = r->out ? cbl_ds_format_parse(r->to) : -1;
  if (from < 0 || (r->out && to < 0)) {
    snprintf(err, errn, "unknown data set format '%s'", from < 0 ? r->from : r->to);
    return -1;
  }
  size_t to_lrecl = r->to_lrecl ? r->to_lrecl : r->lrecl;
  cbl_dataset ds = {0};
  cbl_ds_opts in = {(cbl_ds_format)from, r->lrecl, r->from_ebcdic, 0};
  if (cbl_ds_read_file(r->in, &in, &ds, err, errn)) return -1;
  long n = (long)ds.n;
  if (!r->out) goto done;
  if (r->from_ebcdic != r->to_ebcdic) {
    char why[400];
    if (cbl_ds_convert_text(&ds, r->to_ebcdic, r->codepage, r->allow_control, why, sizeof why)) {
      snprintf(err, errn, "%s: %s", r->in, why);
      n = -1;
      goto done;
    }
  }
  /* Text lines become fixed records the way a COBOL READ fills the record area: padded with
   * spaces of the output encoding. Longer lines are refused (serialisation names them). */
  if (from == CBL_DS_LINE && (to == CBL_DS_FIXED || to == CBL_DS_RELATIVE)) {
    for (size_t i = 0; i < ds.n; i++) {
      cbl_ds_record *rec = &ds.recs[i];
      if (rec->len < to_lrecl) {
        rec->data = eq_realloc(rec->data, to_lrecl);
        memset(rec->data + rec->len, r->to_ebcdic ? 0x40 : 0x20, to_lrecl - rec->len);
        rec->len = to_lrecl;
      }
    }
  }
  cbl_ds_opts out = {(cbl_ds_format)to, to_lrecl, r->to_ebcdic, r->keep_trailing_spaces};
  if (cbl_ds_write_file(r->out, &out, &ds, err, errn)) n = -1;
done:
  cbl_ds_free(&ds);
  return n;
}
