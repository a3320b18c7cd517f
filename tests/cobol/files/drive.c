/* drive.c — runs one file-operation scenario (tests/cobol/files/diff.py) on the file model and
 * prints the file status after each statement, one per line, like the generated COBOL program. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang/cobol/files.h"

/* Input: first line "ORG ACCESS" (seq|rel|idx, seq|rnd|dyn); then one statement per line:
 * OPEN-INPUT|OPEN-OUTPUT|OPEN-IO|OPEN-EXTEND|CLOSE|READ|READ-PREV|READ-KEY K|WRITE R|REWRITE R|
 * DELETE K|START-EQ K|START-GE K|START-GT K. Records are 8 bytes, the key their first 4; for
 * relative files K (and the first 4 bytes of R) is the relative record number. */
int main(void) {
  char line[256], org[16], acc[16];
  if (!fgets(line, sizeof line, stdin) || sscanf(line, "%15s %15s", org, acc) != 2) return 2;
  static const cbl_file_key key = {0, 4, 0};
  cbl_file_desc d = {"F", CBL_ORG_SEQUENTIAL, CBL_ACC_SEQUENTIAL, 8, 8, 0, NULL, 0, 0};
  if (!strcmp(org, "rel")) d.org = CBL_ORG_RELATIVE, d.relkey_digits = 4;
  if (!strcmp(org, "idx")) d.org = CBL_ORG_INDEXED, d.keys = &key, d.nkeys = 1;
  if (!strcmp(acc, "rnd")) d.access = CBL_ACC_RANDOM;
  if (!strcmp(acc, "dyn")) d.access = CBL_ACC_DYNAMIC;
  cbl_file *f = cbl_file_new(&d);
  while (fgets(line, sizeof line, stdin)) {
    char op[32] = "", arg[64] = "";
    if (sscanf(line, "%31s %63s", op, arg) < 1) continue;
    char rec[8];
    memset(rec, ' ', 8);
    memcpy(rec, arg, strlen(arg) < 8 ? strlen(arg) : 8);
    size_t n;
    if (d.org == CBL_ORG_RELATIVE && arg[0]) { /* the RELATIVE KEY gets the first 4 digits */
      char k[5] = {0};
      memcpy(k, arg, 4);
      cbl_file_set_relkey(f, strtoul(k, NULL, 10));
    }
    cbl_fstatus s;
    if (!strcmp(op, "OPEN-INPUT")) s = cbl_file_open(f, CBL_OPEN_INPUT, 0);
    else if (!strcmp(op, "OPEN-OUTPUT")) s = cbl_file_open(f, CBL_OPEN_OUTPUT, 0);
    else if (!strcmp(op, "OPEN-IO")) s = cbl_file_open(f, CBL_OPEN_IO, 0);
    else if (!strcmp(op, "OPEN-EXTEND")) s = cbl_file_open(f, CBL_OPEN_EXTEND, 0);
    else if (!strcmp(op, "CLOSE")) s = cbl_file_close(f, 0);
    else if (!strcmp(op, "READ")) s = cbl_file_read_next(f, rec, &n);
    else if (!strcmp(op, "READ-PREV")) s = cbl_file_read_prev(f, rec, &n);
    else if (!strcmp(op, "READ-KEY")) s = cbl_file_read_key(f, 0, rec, &n);
    else if (!strcmp(op, "WRITE")) s = cbl_file_write(f, rec, 8);
    else if (!strcmp(op, "REWRITE")) s = cbl_file_rewrite(f, rec, 8);
    else if (!strcmp(op, "DELETE")) s = cbl_file_delete(f, rec);
    else if (!strcmp(op, "START-EQ")) s = cbl_file_start(f, 0, CBL_START_EQ, 0, rec);
    else if (!strcmp(op, "START-GE")) s = cbl_file_start(f, 0, CBL_START_GE, 0, rec);
    else if (!strcmp(op, "START-GT")) s = cbl_file_start(f, 0, CBL_START_GT, 0, rec);
    else return 2;
    printf("%s %s\n", op, cbl_fstatus_text(s));
  }
  cbl_file_free(f);
  return 0;
}
