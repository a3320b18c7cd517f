/* data_convert.c — the public face of the data set formats (cobol.h): check and convert data sets
 * between the formats of dataset.h and between EBCDIC and ASCII character data. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/arena.h"
#include "lang/cobol/cobol.h"
#include "core/fsutil.h"
#include "lang/cobol/dataset.h"
#include "lang/cobol/print.h"

/* Print data sets (print.h): fixed records whose first byte is an ASA or a machine control
 * character (RECFM FBA / FBM); they convert to and from a text report ("line"). */
static int print_format(const char *name) {
  return !strcmp(name, "asa") ? 1 : !strcmp(name, "machine") ? 2 : 0;
}

int cbl_data_format_known(const char *name) { return cbl_ds_format_parse(name) >= 0 || print_format(name); }

int cbl_data_format_needs_lrecl(const char *name) {
  int f = cbl_ds_format_parse(name);
  return f == CBL_DS_FIXED || f == CBL_DS_RELATIVE || print_format(name);
}

/* The character data of each record (after the control byte) converted between the encodings;
 * ASA control characters are characters and convert with it, machine codes are bytes. */
static int convert_print_text(cbl_dataset *ds, const cbl_data_request *r, int machine, char *err, size_t errn) {
  for (size_t i = 0; i < ds->n; i++) {
    cbl_ds_record *rec = &ds->recs[i];
    if (rec->len == 0) continue;
    cbl_dataset one = {0};
    cbl_ds_add(&one, rec->data + (machine ? 1 : 0), rec->len - (machine ? 1 : 0), 0);
    char why[400];
    int rc = cbl_ds_convert_text(&one, r->to_ebcdic, r->codepage, r->allow_control, why, sizeof why);
    if (rc == 0) memcpy(rec->data + (machine ? 1 : 0), one.recs[0].data, one.recs[0].len);
    cbl_ds_free(&one);
    if (rc) {
      snprintf(err, errn, "%s: record %zu: %s", r->in, i + 1, why);
      return -1;
    }
  }
  return 0;
}

/* asa|machine to line (the report), line to asa; check of asa|machine (record count). */
static long convert_print(const cbl_data_request *r, int from_prt, int to_prt, char *err, size_t errn) {
  int to_line = r->out && cbl_ds_format_parse(r->to) == CBL_DS_LINE;
  if (r->out && !((from_prt && to_line) || (to_prt == 1 && cbl_ds_format_parse(r->from) == CBL_DS_LINE))) {
    snprintf(err, errn, "a print data set converts only to a report (--from asa|machine --to line) or from one "
             "(--from line --to asa)");
    return -1;
  }
  cbl_dataset ds = {0};
  long n = -1;
  if (from_prt) {
    cbl_ds_opts in = {CBL_DS_FIXED, r->lrecl, r->from_ebcdic, 0};
    if (cbl_ds_read_file(r->in, &in, &ds, err, errn)) return -1;
    if (r->from_ebcdic != r->to_ebcdic && convert_print_text(&ds, r, from_prt == 2, err, errn)) goto done;
    unsigned char *txt = NULL;
    size_t tn = 0;
    char why[400];
    /* checked (and rendered) in the output encoding, where the text now is */
    if (cbl_print_render(from_prt == 2, r->out ? r->to_ebcdic : r->from_ebcdic, &ds, &txt, &tn, why, sizeof why)) {
      snprintf(err, errn, "%s: %s", r->in, why);
      goto done;
    }
    if (r->out && fs_write_atomic(r->out, txt, tn) != 0) {
      snprintf(err, errn, "%s: cannot write", r->out);
      free(txt);
      goto done;
    }
    free(txt);
    n = (long)ds.n;
  } else {
    size_t len;
    char *buf = fs_read_file(r->in, &len);
    if (!buf) {
      snprintf(err, errn, "%s: cannot read", r->in);
      return -1;
    }
    size_t lrecl = r->to_lrecl ? r->to_lrecl : r->lrecl;
    char why[400];
    int rc = cbl_print_from_text(r->from_ebcdic, (const unsigned char *)buf, len, lrecl, &ds, why, sizeof why);
    free(buf);
    if (rc) {
      snprintf(err, errn, "%s: %s", r->in, why);
      goto done;
    }
    if (r->from_ebcdic != r->to_ebcdic && convert_print_text(&ds, r, 0, err, errn)) goto done;
    cbl_ds_opts out = {CBL_DS_FIXED, lrecl, r->to_ebcdic, 1};
    if (cbl_ds_write_file(r->out, &out, &ds, err, errn)) goto done;
    n = (long)ds.n;
  }
done:
  cbl_ds_free(&ds);
  return n;
}

long cbl_data_convert(const cbl_data_request *r, char *err, size_t errn) {
  int from_prt = print_format(r->from), to_prt = r->out ? print_format(r->to) : 0;
  if (from_prt || to_prt) return convert_print(r, from_prt, to_prt, err, errn);
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
    cbl_dataset padded = {0}; /* a record's bytes cannot grow in place (dataset.h) */
    unsigned char *buf = eq_malloc(to_lrecl ? to_lrecl : 1);
    for (size_t i = 0; i < ds.n; i++) {
      const cbl_ds_record *rec = &ds.recs[i];
      if (rec->len < to_lrecl) {
        memcpy(buf, rec->data, rec->len);
        memset(buf + rec->len, r->to_ebcdic ? 0x40 : 0x20, to_lrecl - rec->len);
        cbl_ds_add(&padded, buf, to_lrecl, rec->relnum);
      } else {
        cbl_ds_add(&padded, rec->data, rec->len, rec->relnum);
      }
    }
    free(buf);
    cbl_ds_free(&ds);
    ds = padded;
  }
  cbl_ds_opts out = {(cbl_ds_format)to, to_lrecl, r->to_ebcdic, r->keep_trailing_spaces};
  if (cbl_ds_write_file(r->out, &out, &ds, err, errn)) n = -1;
done:
  cbl_ds_free(&ds);
  return n;
}
