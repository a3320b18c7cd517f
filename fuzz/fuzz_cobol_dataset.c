/* fuzz_cobol_dataset.c — libFuzzer target: the data set formats (dataset.h) and `equiv cobol data`
 * conversions on arbitrary bytes: parse, serialise, re-parse (must give the same records), convert
 * between EBCDIC and Latin-1, and cbl_data_convert between files. Never a crash, leak or hang. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lang/cobol/cobol.h"
#include "lang/cobol/dataset.h"

/* Input layout: 4 header bytes, then the data set image.
 *   h[0] bits 0-1 input format, bit 2 EBCDIC in, bit 3 keep trailing spaces, bit 4 allow control,
 *        bit 5 code page 1140 (else 37), bit 6 also run cbl_data_convert through files
 *   h[1..2] record length, big-endian (0 = none)
 *   h[3] bits 0-1 output format, bit 2 EBCDIC out, bits 3-7 change of record length for output */
static const char *const fmt_names[] = {"fixed", "variable", "line", "relative"};

static void same_records(const cbl_dataset *a, const cbl_dataset *b) {
  if (a->n != b->n) abort();
  for (size_t i = 0; i < a->n; i++)
    if (a->recs[i].len != b->recs[i].len || a->recs[i].relnum != b->recs[i].relnum ||
        (a->recs[i].len && memcmp(a->recs[i].data, b->recs[i].data, a->recs[i].len)))
      abort();
}

static void convert_files(const uint8_t *h, const uint8_t *buf, size_t len, size_t lrecl) {
  char in[64], out[64], err[512];
  snprintf(in, sizeof in, "/tmp/fuzz-ds-%ld.in", (long)getpid());
  snprintf(out, sizeof out, "/tmp/fuzz-ds-%ld.out", (long)getpid());
  FILE *f = fopen(in, "wb");
  if (!f) return;
  if (len) fwrite(buf, 1, len, f);
  fclose(f);
  cbl_data_request r;
  memset(&r, 0, sizeof r);
  r.in = in;
  r.out = (h[3] & 0x80) ? NULL : out;
  r.from = fmt_names[h[0] & 3];
  r.to = fmt_names[h[3] & 3];
  r.lrecl = lrecl;
  r.to_lrecl = (size_t)(h[3] >> 3 & 0x0f);
  r.from_ebcdic = !!(h[0] & 4);
  r.to_ebcdic = !!(h[3] & 4);
  r.codepage = (h[0] & 0x20) ? 1140 : 37;
  r.allow_control = !!(h[0] & 0x10);
  r.keep_trailing_spaces = !!(h[0] & 8);
  (void)cbl_data_convert(&r, err, sizeof err);
  /* the same image loaded in place into a file (cbl_ds_load_file): the records the parse gave,
   * or both refuse it; then written back from the file (cbl_ds_write_file_of) */
  cbl_ds_opts o = {(cbl_ds_format)(h[0] & 3), lrecl, !!(h[0] & 4), 1};
  int relative = o.format == CBL_DS_RELATIVE;
  cbl_file_desc d = {"F", relative ? CBL_ORG_RELATIVE : CBL_ORG_SEQUENTIAL,
                     relative ? CBL_ACC_DYNAMIC : CBL_ACC_SEQUENTIAL, 0, 65536, 0, NULL, 0, relative ? 9 : 0};
  cbl_file *fl = cbl_file_new(&d);
  cbl_dataset ds = {0};
  int parsed = cbl_ds_parse(&o, buf, len, &ds, err, sizeof err) == 0;
  int loaded = cbl_ds_load_file(in, &o, fl, err, sizeof err) == 0;
  if (parsed != loaded) abort();
  if (parsed && loaded) {
    cbl_dataset back = {0};
    cbl_ds_from_file(fl, &back);
    same_records(&ds, &back);
    cbl_ds_free(&back);
    if (cbl_ds_write_file_of(out, &o, fl, err, sizeof err) == 0) {
      cbl_dataset again = {0};
      if (cbl_ds_read_file(out, &o, &again, err, sizeof err) != 0) abort();
      same_records(&ds, &again);
      cbl_ds_free(&again);
    }
  }
  cbl_ds_free(&ds);
  cbl_file_free(fl);
  unlink(in);
  unlink(out);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 4) return 0;
  const uint8_t *h = data, *buf = data + 4;
  size_t len = size - 4;
  size_t lrecl = (size_t)h[1] << 8 | h[2];
  cbl_ds_opts o = {(cbl_ds_format)(h[0] & 3), lrecl, !!(h[0] & 4), !!(h[0] & 8)};
  char err[512];
  cbl_dataset ds = {0};
  if (cbl_ds_parse(&o, buf, len, &ds, err, sizeof err) == 0) {
    /* what was read is written back in the same format and reads back as the same records
     * (line format: only when trailing spaces are kept, since writing removes them) */
    cbl_ds_opts same = o;
    same.keep_trailing = 1;
    unsigned char *img = NULL;
    size_t imglen = 0;
    if (cbl_ds_serialize(&same, &ds, &img, &imglen, err, sizeof err) == 0) {
      cbl_dataset back = {0};
      if (cbl_ds_parse(&same, img, imglen, &back, err, sizeof err) != 0) abort();
      same_records(&ds, &back);
      cbl_ds_free(&back);
    }
    free(img);
    /* character conversion, then the output format of the header */
    if (cbl_ds_convert_text(&ds, !(h[0] & 4), (h[0] & 0x20) ? 1140 : 37, !!(h[0] & 0x10), err, sizeof err) == 0) {
      cbl_ds_opts out = {(cbl_ds_format)(h[3] & 3), lrecl + (size_t)(h[3] >> 3), !(h[0] & 4), !!(h[0] & 8)};
      img = NULL;
      if (cbl_ds_serialize(&out, &ds, &img, &imglen, err, sizeof err) == 0) free(img);
    }
  }
  cbl_ds_free(&ds);
  if (h[0] & 0x40) convert_files(h, buf, len, lrecl);
  return 0;
}
