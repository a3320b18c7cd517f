/* test_cbl_files.c — the COBOL file model: one test per IBM file status code and per path that
 * produces it, legal/illegal statements per organization and access, data set images. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <string.h>

#include "lang/cobol/dataset.h"
#include "lang/cobol/files.h"

#define ST(call, code) cr_assert_eq((call), CBL_FS_##code, "%s: got %s, want " #code, #call, cbl_fstatus_text(call))

static const cbl_file_key ix_keys[] = {{0, 4, 0}, {4, 2, 1}, {6, 2, 0}}; /* prime, alt dup, alt unique */

static cbl_file *mk(cbl_file_org org, cbl_file_access acc, size_t min, size_t max, int optional) {
  cbl_file_desc d = {"F", org, acc, min, max, optional, NULL, 0, 0};
  if (org == CBL_ORG_INDEXED) d.keys = ix_keys, d.nkeys = 3;
  if (org == CBL_ORG_RELATIVE) d.relkey_digits = 2;
  cr_assert_null(cbl_file_desc_check(&d));
  return cbl_file_new(&d);
}

/* An indexed file (record: key 4, alt-dup 2, alt-unique 2, data 2) with three records. */
static cbl_file *ix3(cbl_file_access acc) {
  cbl_file *f = mk(CBL_ORG_INDEXED, acc, 10, 10, 0);
  cbl_file_set_present(f, NULL);
  cr_assert_eq(cbl_file_load(f, "0001AAx1d1", 10, 0), 0);
  cr_assert_eq(cbl_file_load(f, "0003AAx3d3", 10, 0), 0);
  cr_assert_eq(cbl_file_load(f, "0002BBx2d2", 10, 0), 0);
  return f;
}

static cbl_file *seq_with(const char *const *recs, int n, int optional) {
  cbl_file *f = mk(CBL_ORG_SEQUENTIAL, CBL_ACC_SEQUENTIAL, 4, 4, optional);
  cbl_file_set_present(f, NULL);
  for (int i = 0; i < n; i++) cbl_file_load(f, recs[i], strlen(recs[i]), 0);
  return f;
}

Test(fstatus, classes) {
  cr_assert(cbl_fstatus_successful(CBL_FS_02) && cbl_fstatus_successful(CBL_FS_07));
  cr_assert(cbl_fstatus_at_end(CBL_FS_10) && cbl_fstatus_at_end(CBL_FS_14));
  cr_assert(cbl_fstatus_invalid_key(CBL_FS_21) && cbl_fstatus_invalid_key(CBL_FS_24));
  cr_assert(!cbl_fstatus_invalid_key(CBL_FS_10) && !cbl_fstatus_at_end(CBL_FS_23));
  cr_assert(cbl_fstatus_error(CBL_FS_30) && cbl_fstatus_error(CBL_FS_49) && !cbl_fstatus_error(CBL_FS_24));
  cr_assert_str_eq(cbl_fstatus_text(CBL_FS_05), "05");
  cr_assert_str_eq(cbl_fstatus_text(CBL_FS_49), "49");
  cr_assert_str_eq(cbl_fstatus_text(CBL_FS_REJECTED), "??");
  cr_assert_eq((int)CBL_FS_37, 37);
}

Test(fstatus, s00_s10_s46_sequential_read) {
  const char *r[] = {"AAAA", "BBBB"};
  cbl_file *f = seq_with(r, 2, 0);
  char buf[4];
  size_t n;
  ST(cbl_file_open(f, CBL_OPEN_INPUT, 0), 00);
  ST(cbl_file_read_next(f, buf, &n), 00);
  cr_assert(!memcmp(buf, "AAAA", 4));
  ST(cbl_file_read_next(f, buf, &n), 00);
  ST(cbl_file_read_next(f, buf, &n), 10);
  ST(cbl_file_read_next(f, buf, &n), 46); /* READ after at end */
  ST(cbl_file_close(f, 0), 00);
  cbl_file_free(f);
}

Test(fstatus, s02_write_and_read_duplicate_alternate) {
  cbl_file *f = ix3(CBL_ACC_DYNAMIC);
  char buf[10];
  size_t n;
  ST(cbl_file_open(f, CBL_OPEN_IO, 0), 00);
  ST(cbl_file_write(f, "0004BBx4d4", 10), 02); /* alt key BB already on 0002 */
  ST(cbl_file_write(f, "0005CCx5d5", 10), 00);
  memcpy(buf, "????AA????", 10);
  ST(cbl_file_read_key(f, 1, buf, &n), 02); /* first AA (0001), another AA follows */
  cr_assert(!memcmp(buf, "0001", 4));
  ST(cbl_file_read_next(f, buf, &n), 00); /* 0003 AA: next is BB */
  cr_assert(!memcmp(buf, "0003", 4));
  ST(cbl_file_read_next(f, buf, &n), 02); /* 0002 BB, then 0004 BB */
  cr_assert(!memcmp(buf, "0002", 4));
  ST(cbl_file_read_next(f, buf, &n), 00);
  cr_assert(!memcmp(buf, "0004", 4));
  /* REWRITE that moves 0005 onto alternate key AA: a duplicate is created, 02 */
  ST(cbl_file_rewrite(f, "0005AAx5d5", 10), 02);
  cbl_file_free(f);
}

Test(fstatus, s04_record_length_conflict_on_read) {
  cbl_file *f = mk(CBL_ORG_SEQUENTIAL, CBL_ACC_SEQUENTIAL, 4, 4, 0);
  cbl_file_set_present(f, NULL);
  cbl_file_load(f, "ABCDEF", 6, 0);
  cbl_file_load(f, "AB", 2, 0);
  char buf[4];
  size_t n;
  ST(cbl_file_open(f, CBL_OPEN_INPUT, 0), 00);
  ST(cbl_file_read_next(f, buf, &n), 04);
  cr_assert_eq(n, 4);
  ST(cbl_file_read_next(f, buf, &n), 04);
  cr_assert_eq(n, 2);
  cbl_file_free(f);
}

Test(fstatus, s05_optional_absent_input_io_extend) {
  char buf[4];
  size_t n;
  cbl_file *f = mk(CBL_ORG_SEQUENTIAL, CBL_ACC_SEQUENTIAL, 4, 4, 1);
  ST(cbl_file_open(f, CBL_OPEN_INPUT, 0), 05);
  cr_assert(!cbl_file_exists(f));
  ST(cbl_file_read_next(f, buf, &n), 10); /* absent optional input: at end */
  ST(cbl_file_read_next(f, buf, &n), 46);
  ST(cbl_file_close(f, 0), 00);
  ST(cbl_file_open(f, CBL_OPEN_EXTEND, 0), 05); /* created */
  cr_assert(cbl_file_exists(f));
  ST(cbl_file_write(f, "WXYZ", 4), 00);
  cbl_file_free(f);
  cbl_file *r = mk(CBL_ORG_RELATIVE, CBL_ACC_DYNAMIC, 4, 4, 1);
  ST(cbl_file_open(r, CBL_OPEN_IO, 0), 05);
  cbl_file_free(r);
  /* START and random READ on an absent OPTIONAL input file: 23 */
  cbl_file *x = mk(CBL_ORG_INDEXED, CBL_ACC_DYNAMIC, 10, 10, 1);
  char rec[10] = "0001AAx1d1";
  ST(cbl_file_open(x, CBL_OPEN_INPUT, 0), 05);
  ST(cbl_file_start(x, 0, CBL_START_GE, 0, rec), 23);
  ST(cbl_file_read_key(x, 0, rec, &n), 23);
  cbl_file_free(x);
}

Test(fstatus, s07_no_rewind_reel_unit) {
  const char *r[] = {"AAAA"};
  cbl_file *f = seq_with(r, 1, 0);
  ST(cbl_file_open(f, CBL_OPEN_INPUT, CBL_OPEN_NO_REWIND), 07);
  ST(cbl_file_close(f, CBL_CLOSE_REEL), 07);
  cr_assert(cbl_file_is_open(f)); /* CLOSE REEL on disk leaves the file open */
  ST(cbl_file_close(f, CBL_CLOSE_NO_REWIND), 07);
  cr_assert(!cbl_file_is_open(f));
  cbl_file_free(f);
}

Test(fstatus, s10_dynamic_and_prev) {
  cbl_file *f = ix3(CBL_ACC_DYNAMIC);
  char buf[10];
  size_t n;
  ST(cbl_file_open(f, CBL_OPEN_INPUT, 0), 00);
  ST(cbl_file_read_prev(f, buf, &n), 10); /* nothing before the first record */
  cbl_file_free(f);
}

Test(fstatus, s14_relative_key_too_small) {
  cbl_file_desc d = {"R", CBL_ORG_RELATIVE, CBL_ACC_SEQUENTIAL, 4, 4, 0, NULL, 0, 1};
  cbl_file *f = cbl_file_new(&d);
  cbl_file_set_present(f, NULL);
  cbl_file_load(f, "AAAA", 4, 9);
  cbl_file_load(f, "BBBB", 4, 10);
  char buf[4];
  size_t n;
  ST(cbl_file_open(f, CBL_OPEN_INPUT, 0), 00);
  ST(cbl_file_read_next(f, buf, &n), 00);
  cr_assert_eq(cbl_file_relkey(f), 9);
  ST(cbl_file_read_next(f, buf, &n), 14); /* slot 10 does not fit PIC 9 */
  ST(cbl_file_read_next(f, buf, &n), 46);
  cbl_file_free(f);
}

Test(fstatus, s21_sequence_error_write_and_rewrite) {
  cbl_file *f = mk(CBL_ORG_INDEXED, CBL_ACC_SEQUENTIAL, 10, 10, 0);
  ST(cbl_file_open(f, CBL_OPEN_OUTPUT, 0), 00);
  ST(cbl_file_write(f, "0002AAx2d2", 10), 00);
  ST(cbl_file_write(f, "0001AAx1d1", 10), 21); /* descending */
  ST(cbl_file_write(f, "0002ABx9d9", 10), 21); /* equal prime key in sequential access */
  ST(cbl_file_close(f, 0), 00);
  ST(cbl_file_open(f, CBL_OPEN_EXTEND, 0), 00);
  ST(cbl_file_write(f, "0001ZZx1d1", 10), 21); /* EXTEND: below the highest key */
  ST(cbl_file_close(f, 0), 00);
  char buf[10];
  size_t n;
  ST(cbl_file_open(f, CBL_OPEN_IO, 0), 00);
  ST(cbl_file_read_next(f, buf, &n), 00);
  ST(cbl_file_rewrite(f, "0009AAx2d2", 10), 21); /* prime key changed since the READ */
  cbl_file_free(f);
}

Test(fstatus, s22_duplicate_keys) {
  cbl_file *f = ix3(CBL_ACC_RANDOM);
  ST(cbl_file_open(f, CBL_OPEN_IO, 0), 00);
  ST(cbl_file_write(f, "0001QQq1d1", 10), 22); /* prime */
  ST(cbl_file_write(f, "0009QQx2d1", 10), 22); /* unique alternate x2 */
  ST(cbl_file_rewrite(f, "0001AAx3d1", 10), 22); /* REWRITE onto 0003's unique alternate */
  cbl_file_free(f);
  cbl_file *r = mk(CBL_ORG_RELATIVE, CBL_ACC_RANDOM, 4, 4, 0);
  ST(cbl_file_open(r, CBL_OPEN_OUTPUT, 0), 00);
  cbl_file_set_relkey(r, 3);
  ST(cbl_file_write(r, "CCCC", 4), 00);
  ST(cbl_file_write(r, "DDDD", 4), 22); /* slot 3 taken */
  cbl_file_free(r);
}

Test(fstatus, s23_not_found_paths) {
  cbl_file *f = ix3(CBL_ACC_DYNAMIC);
  char rec[10] = "0007AAx1d1";
  size_t n;
  ST(cbl_file_open(f, CBL_OPEN_IO, 0), 00);
  ST(cbl_file_read_key(f, 0, rec, &n), 23);
  ST(cbl_file_read_next(f, rec, &n), 46); /* no valid next record after a failed READ */
  ST(cbl_file_rewrite(f, "0007AAx7d1", 10), 23);
  ST(cbl_file_delete(f, "0007AAx7d1"), 23);
  ST(cbl_file_start(f, 0, CBL_START_GT, 0, "0003"), 23);
  ST(cbl_file_read_next(f, rec, &n), 46); /* after a failed START */
  ST(cbl_file_start(f, 0, CBL_START_LT, 0, "0001"), 23);
  ST(cbl_file_start(f, 0, CBL_START_EQ, 0, "0004"), 23);
  cbl_file_free(f);
  cbl_file *r = mk(CBL_ORG_RELATIVE, CBL_ACC_DYNAMIC, 4, 4, 0);
  cbl_file_set_present(r, NULL);
  cbl_file_load(r, "AAAA", 4, 2);
  ST(cbl_file_open(r, CBL_OPEN_IO, 0), 00);
  cbl_file_set_relkey(r, 1);
  ST(cbl_file_read_key(r, 0, rec, &n), 23);
  ST(cbl_file_delete(r, NULL), 23);
  cbl_file_set_relkey(r, 3);
  ST(cbl_file_start(r, 0, CBL_START_GE, 0, NULL), 23);
  cbl_file_free(r);
}

Test(fstatus, s24_boundary) {
  cbl_file *r = mk(CBL_ORG_RELATIVE, CBL_ACC_SEQUENTIAL, 4, 4, 0); /* RELATIVE KEY PIC 99 */
  ST(cbl_file_open(r, CBL_OPEN_OUTPUT, 0), 00);
  for (int i = 1; i <= 99; i++) ST(cbl_file_write(r, "RRRR", 4), 00);
  cr_assert_eq(cbl_file_relkey(r), 99);
  ST(cbl_file_write(r, "RRRR", 4), 24); /* slot 100 does not fit the relative key */
  cbl_file_free(r);
  cbl_file *x = mk(CBL_ORG_INDEXED, CBL_ACC_RANDOM, 10, 10, 0);
  cbl_file_set_limit(x, 1);
  ST(cbl_file_open(x, CBL_OPEN_OUTPUT, 0), 00);
  ST(cbl_file_write(x, "0001AAx1d1", 10), 00);
  ST(cbl_file_write(x, "0002AAx2d1", 10), 24); /* beyond the data set's space */
  cbl_file_free(x);
  cbl_file *q = mk(CBL_ORG_RELATIVE, CBL_ACC_RANDOM, 4, 4, 0);
  cbl_file_set_limit(q, 5);
  ST(cbl_file_open(q, CBL_OPEN_OUTPUT, 0), 00);
  cbl_file_set_relkey(q, 6);
  ST(cbl_file_write(q, "QQQQ", 4), 24);
  cbl_file_free(q);
}

Test(fstatus, s34_sequential_boundary) {
  cbl_file *f = mk(CBL_ORG_SEQUENTIAL, CBL_ACC_SEQUENTIAL, 4, 4, 0);
  cbl_file_set_limit(f, 2);
  ST(cbl_file_open(f, CBL_OPEN_OUTPUT, 0), 00);
  ST(cbl_file_write(f, "AAAA", 4), 00);
  ST(cbl_file_write(f, "BBBB", 4), 00);
  ST(cbl_file_write(f, "CCCC", 4), 34);
  cr_assert(cbl_fstatus_error(CBL_FS_34));
  cr_assert_eq(cbl_file_record_count(f), 2);
  cbl_file_free(f);
}

Test(fstatus, s35_missing_non_optional) {
  cbl_file *f = mk(CBL_ORG_SEQUENTIAL, CBL_ACC_SEQUENTIAL, 4, 4, 0);
  ST(cbl_file_open(f, CBL_OPEN_INPUT, 0), 35);
  ST(cbl_file_open(f, CBL_OPEN_IO, 0), 35);
  ST(cbl_file_open(f, CBL_OPEN_EXTEND, 0), 35);
  cr_assert(!cbl_file_is_open(f));
  ST(cbl_file_open(f, CBL_OPEN_OUTPUT, 0), 00); /* OUTPUT creates it */
  cbl_file_free(f);
}

Test(fstatus, s37_open_mode_not_allowed) {
  cbl_file *f = mk(CBL_ORG_LINE_SEQUENTIAL, CBL_ACC_SEQUENTIAL, 1, 80, 0);
  cbl_file_set_present(f, NULL);
  ST(cbl_file_open(f, CBL_OPEN_IO, 0), 37);
  ST(cbl_file_open(f, CBL_OPEN_EXTEND, 0), 00);
  cbl_file_free(f);
}

Test(fstatus, s38_closed_with_lock) {
  const char *r[] = {"AAAA"};
  cbl_file *f = seq_with(r, 1, 0);
  ST(cbl_file_open(f, CBL_OPEN_INPUT, 0), 00);
  ST(cbl_file_close(f, CBL_CLOSE_LOCK), 00);
  ST(cbl_file_open(f, CBL_OPEN_INPUT, 0), 38);
  cbl_file_free(f);
}

Test(fstatus, s39_attribute_conflicts) {
  cbl_file *f = mk(CBL_ORG_SEQUENTIAL, CBL_ACC_SEQUENTIAL, 4, 4, 0);
  cbl_file_attrs a = {CBL_ORG_SEQUENTIAL, 0, 8, 0, 0};
  cbl_file_set_present(f, &a); /* LRECL 8 against a 4-byte FD */
  ST(cbl_file_open(f, CBL_OPEN_INPUT, 0), 39);
  a.lrecl = 4;
  a.variable = 1; /* RECFM V against fixed records */
  cbl_file_set_present(f, &a);
  ST(cbl_file_open(f, CBL_OPEN_INPUT, 0), 39);
  a.variable = 0;
  cbl_file_set_present(f, &a);
  ST(cbl_file_open(f, CBL_OPEN_INPUT, 0), 00);
  cbl_file_free(f);
  cbl_file *x = mk(CBL_ORG_INDEXED, CBL_ACC_RANDOM, 10, 10, 0);
  cbl_file_attrs k = {CBL_ORG_INDEXED, 0, 10, 1, 4}; /* KSDS key at offset 1 */
  cbl_file_set_present(x, &k);
  ST(cbl_file_open(x, CBL_OPEN_IO, 0), 39);
  cbl_file_free(x);
}

Test(fstatus, s41_s42_open_close_state) {
  cbl_file *f = mk(CBL_ORG_SEQUENTIAL, CBL_ACC_SEQUENTIAL, 4, 4, 0);
  ST(cbl_file_close(f, 0), 42);
  ST(cbl_file_open(f, CBL_OPEN_OUTPUT, 0), 00);
  ST(cbl_file_open(f, CBL_OPEN_OUTPUT, 0), 41);
  ST(cbl_file_open(f, CBL_OPEN_INPUT, 0), 41);
  ST(cbl_file_close(f, 0), 00);
  ST(cbl_file_close(f, 0), 42);
  cbl_file_free(f);
}

Test(fstatus, s43_rewrite_delete_without_read) {
  const char *r[] = {"AAAA", "BBBB"};
  cbl_file *f = seq_with(r, 2, 0);
  char buf[10];
  size_t n;
  ST(cbl_file_open(f, CBL_OPEN_IO, 0), 00);
  ST(cbl_file_rewrite(f, "XXXX", 4), 43);
  ST(cbl_file_read_next(f, buf, &n), 00);
  ST(cbl_file_rewrite(f, "XXXX", 4), 00);
  ST(cbl_file_rewrite(f, "YYYY", 4), 43); /* the REWRITE was the last statement, not a READ */
  cbl_file_free(f);
  cbl_file *x = ix3(CBL_ACC_SEQUENTIAL);
  ST(cbl_file_open(x, CBL_OPEN_IO, 0), 00);
  ST(cbl_file_delete(x, NULL), 43);
  ST(cbl_file_read_next(x, buf, &n), 00);
  ST(cbl_file_delete(x, NULL), 00);
  ST(cbl_file_delete(x, NULL), 43);
  ST(cbl_file_read_next(x, buf, &n), 00);
  cr_assert(!memcmp(buf, "0002", 4)); /* position continues after the deleted record */
  ST(cbl_file_start(x, 0, CBL_START_GE, 0, "0003"), 00);
  ST(cbl_file_delete(x, NULL), 43); /* START is not a READ */
  cbl_file_free(x);
}

Test(fstatus, s44_record_length) {
  cbl_file *v = mk(CBL_ORG_SEQUENTIAL, CBL_ACC_SEQUENTIAL, 2, 6, 0);
  ST(cbl_file_open(v, CBL_OPEN_OUTPUT, 0), 00);
  ST(cbl_file_write(v, "A", 1), 44);
  ST(cbl_file_write(v, "ABCDEFG", 7), 44);
  ST(cbl_file_write(v, "ABC", 3), 00);
  ST(cbl_file_close(v, 0), 00);
  char buf[6];
  size_t n;
  ST(cbl_file_open(v, CBL_OPEN_IO, 0), 00);
  ST(cbl_file_read_next(v, buf, &n), 00);
  ST(cbl_file_rewrite(v, "ABCD", 4), 44); /* a sequential REWRITE cannot change the length */
  cbl_file_free(v);
  cbl_file *x = ix3(CBL_ACC_RANDOM);
  ST(cbl_file_open(x, CBL_OPEN_IO, 0), 00);
  ST(cbl_file_rewrite(x, "0001AAx1d1zz", 12), 44);
  cbl_file_free(x);
}

Test(fstatus, s47_s48_s49_wrong_mode) {
  const char *r[] = {"AAAA"};
  cbl_file *f = seq_with(r, 1, 0);
  char buf[10];
  size_t n;
  ST(cbl_file_read_next(f, buf, &n), 47); /* not open */
  ST(cbl_file_write(f, "AAAA", 4), 48);
  ST(cbl_file_rewrite(f, "AAAA", 4), 49);
  ST(cbl_file_open(f, CBL_OPEN_OUTPUT, 0), 00);
  ST(cbl_file_read_next(f, buf, &n), 47);
  ST(cbl_file_rewrite(f, "AAAA", 4), 49);
  ST(cbl_file_close(f, 0), 00);
  ST(cbl_file_open(f, CBL_OPEN_INPUT, 0), 00);
  ST(cbl_file_write(f, "AAAA", 4), 48);
  ST(cbl_file_close(f, 0), 00);
  ST(cbl_file_open(f, CBL_OPEN_IO, 0), 00);
  ST(cbl_file_write(f, "AAAA", 4), 48); /* sequential files: WRITE needs OUTPUT or EXTEND */
  cbl_file_free(f);
  cbl_file *x = ix3(CBL_ACC_DYNAMIC);
  ST(cbl_file_open(x, CBL_OPEN_INPUT, 0), 00);
  ST(cbl_file_start(x, 0, CBL_START_GE, 0, "0000"), 00);
  ST(cbl_file_write(x, "0009ZZz9d9", 10), 48);
  ST(cbl_file_delete(x, "0001"), 49);
  ST(cbl_file_close(x, 0), 00);
  ST(cbl_file_start(x, 0, CBL_START_GE, 0, "0000"), 47);
  ST(cbl_file_read_key(x, 0, buf, &n), 47);
  ST(cbl_file_open(x, CBL_OPEN_OUTPUT, 0), 00);
  ST(cbl_file_start(x, 0, CBL_START_GE, 0, "0000"), 47);
  cbl_file_free(x);
  cbl_file *s = ix3(CBL_ACC_SEQUENTIAL);
  ST(cbl_file_open(s, CBL_OPEN_IO, 0), 00);
  ST(cbl_file_write(s, "0009ZZz9d9", 10), 48); /* sequential access: WRITE needs OUTPUT/EXTEND */
  cbl_file_free(s);
}

Test(fstatus, rejected_statements) {
  const char *r[] = {"AAAA"};
  cbl_file *f = seq_with(r, 1, 0);
  char buf[10];
  size_t n;
  ST(cbl_file_open(f, CBL_OPEN_IO, 0), 00);
  cr_assert_eq(cbl_file_delete(f, NULL), CBL_FS_REJECTED);
  cr_assert_eq(cbl_file_start(f, 0, CBL_START_EQ, 0, "AAAA"), CBL_FS_REJECTED);
  cr_assert_eq(cbl_file_read_prev(f, buf, &n), CBL_FS_REJECTED);
  cr_assert_eq(cbl_file_read_key(f, 0, buf, &n), CBL_FS_REJECTED);
  cr_assert(strstr(cbl_file_reason(f), "relative or indexed"));
  cbl_file_free(f);
  cbl_file *x = ix3(CBL_ACC_RANDOM);
  ST(cbl_file_open(x, CBL_OPEN_INPUT, 0), 00);
  cr_assert_eq(cbl_file_read_next(x, buf, &n), CBL_FS_REJECTED);
  cr_assert_eq(cbl_file_start(x, 0, CBL_START_EQ, 0, "0001"), CBL_FS_REJECTED);
  ST(cbl_file_close(x, 0), 00);
  cr_assert_eq(cbl_file_open(x, CBL_OPEN_EXTEND, 0), CBL_FS_REJECTED);
  cbl_file_free(x);
  cbl_file *s = ix3(CBL_ACC_SEQUENTIAL);
  ST(cbl_file_open(s, CBL_OPEN_INPUT, 0), 00);
  cr_assert_eq(cbl_file_read_prev(s, buf, &n), CBL_FS_REJECTED);
  cbl_file_free(s);
  cbl_file *l = mk(CBL_ORG_LINE_SEQUENTIAL, CBL_ACC_SEQUENTIAL, 1, 8, 0);
  cr_assert_eq(cbl_file_rewrite(l, "A", 1), CBL_FS_REJECTED);
  cbl_file_free(l);
  cbl_file_desc bad = {"B", CBL_ORG_SEQUENTIAL, CBL_ACC_RANDOM, 4, 4, 0, NULL, 0, 0};
  cr_assert_not_null(cbl_file_desc_check(&bad));
}

Test(files, start_relations_and_read_previous) {
  cbl_file *f = ix3(CBL_ACC_DYNAMIC);
  char buf[10];
  size_t n;
  ST(cbl_file_open(f, CBL_OPEN_INPUT, 0), 00);
  ST(cbl_file_start(f, 0, CBL_START_GT, 0, "0001"), 00);
  ST(cbl_file_read_next(f, buf, &n), 00);
  cr_assert(!memcmp(buf, "0002", 4));
  ST(cbl_file_start(f, 0, CBL_START_LE, 0, "0002"), 00);
  ST(cbl_file_read_prev(f, buf, &n), 00);
  cr_assert(!memcmp(buf, "0002", 4));
  ST(cbl_file_read_prev(f, buf, &n), 00);
  cr_assert(!memcmp(buf, "0001", 4));
  ST(cbl_file_read_prev(f, buf, &n), 10);
  ST(cbl_file_start(f, 0, CBL_START_LT, 0, "0003"), 00);
  ST(cbl_file_read_next(f, buf, &n), 00);
  cr_assert(!memcmp(buf, "0002", 4));
  ST(cbl_file_start(f, 0, CBL_START_EQ, 3, "000"), 00); /* partial key: first 000x */
  ST(cbl_file_read_next(f, buf, &n), 00);
  cr_assert(!memcmp(buf, "0001", 4));
  ST(cbl_file_start(f, 2, CBL_START_GE, 0, "??????x2"), 00); /* alternate key of reference */
  ST(cbl_file_read_next(f, buf, &n), 00);
  cr_assert(!memcmp(buf, "0002", 4));
  ST(cbl_file_read_next(f, buf, &n), 00);
  cr_assert(!memcmp(buf, "0003", 4));
  ST(cbl_file_read_next(f, buf, &n), 10);
  cbl_file_free(f);
}

Test(files, event_log_and_final_content) {
  cbl_file *f = ix3(CBL_ACC_DYNAMIC);
  cbl_file_keep_events(f, 1);
  ST(cbl_file_open(f, CBL_OPEN_IO, 0), 00);
  ST(cbl_file_write(f, "0000ZZz0d0", 10), 00);
  ST(cbl_file_write(f, "0000ZZz0d0", 10), 22); /* failed: not logged */
  ST(cbl_file_rewrite(f, "0003AAx3NN", 10), 00);
  ST(cbl_file_delete(f, "0001"), 00);
  ST(cbl_file_close(f, 0), 00);
  cr_assert_eq(cbl_file_event_count(f), 3);
  cr_assert_eq(cbl_file_event_at(f, 0)->kind, CBL_EV_WRITE);
  cr_assert_eq(cbl_file_event_at(f, 1)->kind, CBL_EV_REWRITE);
  cr_assert(!memcmp(cbl_file_event_at(f, 1)->data, "0003AAx3NN", 10));
  cr_assert_eq(cbl_file_event_at(f, 2)->kind, CBL_EV_DELETE);
  cr_assert(!memcmp(cbl_file_event_at(f, 2)->data, "0001AAx1d1", 10));
  const char *want[] = {"0000ZZz0d0", "0002BBx2d2", "0003AAx3NN"};
  cr_assert_eq(cbl_file_record_count(f), 3);
  for (size_t i = 0; i < 3; i++) {
    size_t n;
    cr_assert(!memcmp(cbl_file_record_at(f, i, &n, NULL), want[i], 10));
  }
  cbl_file_free(f);
}

Test(files, line_sequential_padding) {
  cbl_file *f = mk(CBL_ORG_LINE_SEQUENTIAL, CBL_ACC_SEQUENTIAL, 1, 6, 0);
  cbl_file_set_present(f, NULL);
  cbl_file_load(f, "AB", 2, 0);
  cbl_file_load(f, "ABCDEFGH", 8, 0);
  char buf[6];
  size_t n;
  ST(cbl_file_open(f, CBL_OPEN_INPUT, 0), 00);
  ST(cbl_file_read_next(f, buf, &n), 00);
  cr_assert(!memcmp(buf, "AB    ", 6) && n == 2);
  ST(cbl_file_read_next(f, buf, &n), 00);
  cr_assert(!memcmp(buf, "ABCDEF", 6) && n == 6);
  cbl_file_free(f);
}

Test(files, load_rejects_duplicates) {
  cbl_file *f = mk(CBL_ORG_INDEXED, CBL_ACC_RANDOM, 10, 10, 0);
  cr_assert_eq(cbl_file_load(f, "0001AAx1d1", 10, 0), 0);
  cr_assert_eq(cbl_file_load(f, "0001BBx2d1", 10, 0), -1);
  cr_assert_eq(cbl_file_load(f, "0002BBx1d1", 10, 0), -1); /* unique alternate */
  cr_assert_eq(cbl_file_load(f, "0002AAx2d1", 10, 0), 0);  /* duplicates allowed */
  cbl_file_free(f);
}

/* ---- data sets ---- */

static void roundtrip(cbl_ds_format fmt, size_t lrecl, int ebcdic, const char *img, size_t len, size_t nrec) {
  cbl_ds_opts o = {fmt, lrecl, ebcdic, 1};
  cbl_dataset ds = {0};
  char err[200];
  cr_assert_eq(cbl_ds_parse(&o, (const unsigned char *)img, len, &ds, err, sizeof err), 0, "%s", err);
  cr_assert_eq(ds.n, nrec);
  unsigned char *out;
  size_t outlen;
  cr_assert_eq(cbl_ds_serialize(&o, &ds, &out, &outlen, err, sizeof err), 0, "%s", err);
  cr_assert_eq(outlen, len);
  cr_assert(!memcmp(out, img, len));
  free(out);
  cbl_ds_free(&ds);
}

Test(dataset, round_trips) {
  roundtrip(CBL_DS_FIXED, 3, 0, "ABCDEF", 6, 2);
  roundtrip(CBL_DS_VARIABLE, 10, 0, "\0\6\0\0AB\0\4\0\0\0\7\0\0XYZ", 17, 3);
  roundtrip(CBL_DS_LINE, 0, 0, "AB\n\nC D\n", 8, 3);
  roundtrip(CBL_DS_LINE, 0, 1, "\xC1\x15\xC2\x40\x15", 5, 2);
  roundtrip(CBL_DS_RELATIVE, 2, 0, "\0\6\0\0AB\0\0\0\0\0\0\0\5\0\0C\0", 18, 2);
}

static void malformed(cbl_ds_format fmt, size_t lrecl, const char *img, size_t len, const char *want) {
  cbl_ds_opts o = {fmt, lrecl, 0, 0};
  cbl_dataset ds = {0};
  char err[200];
  cr_assert_eq(cbl_ds_parse(&o, (const unsigned char *)img, len, &ds, err, sizeof err), -1);
  cr_assert(strstr(err, want), "'%s' lacks '%s'", err, want);
  cr_assert_eq(ds.n, 0);
}

Test(dataset, malformed_images) {
  malformed(CBL_DS_FIXED, 4, "ABCDEF", 6, "offset 4: truncated record");
  malformed(CBL_DS_VARIABLE, 0, "\0\6\0\0AB\0\2\0\0", 10, "offset 6: RDW length 2 is less than 4");
  malformed(CBL_DS_VARIABLE, 0, "\0\6\0\0AB\0\x09\0\0XY", 12, "offset 6: truncated record");
  malformed(CBL_DS_VARIABLE, 0, "\0\6\0\0AB\0", 7, "offset 6: truncated RDW");
  malformed(CBL_DS_VARIABLE, 0, "\0\6\1\0AB", 6, "offset 0: RDW bytes 3-4");
  malformed(CBL_DS_VARIABLE, 2, "\0\7\0\0ABC", 7, "exceeds the maximum");
  malformed(CBL_DS_RELATIVE, 2, "\0\6\0\0AB\0\0", 8, "offset 6: truncated slot");
  malformed(CBL_DS_RELATIVE, 2, "\0\7\0\0AB", 6, "offset 0: bad slot header");
}

Test(dataset, line_write_strips_trailing_spaces) {
  cbl_dataset ds = {0};
  cbl_ds_add(&ds, "AB  ", 4, 0);
  cbl_ds_opts o = {CBL_DS_LINE, 0, 0, 0};
  unsigned char *out;
  size_t n;
  char err[100];
  cr_assert_eq(cbl_ds_serialize(&o, &ds, &out, &n, err, sizeof err), 0);
  cr_assert_eq(n, 3);
  cr_assert(!memcmp(out, "AB\n", 3));
  free(out);
  cbl_ds_free(&ds);
}

Test(dataset, ebcdic_conversion_and_refusal) {
  cbl_dataset ds = {0};
  cbl_ds_add(&ds, "A1 z", 4, 0);
  char err[200];
  cr_assert_eq(cbl_ds_convert_text(&ds, 1, 37, 0, err, sizeof err), 0);
  cr_assert(!memcmp(ds.recs[0].data, "\xC1\xF1\x40\xA9", 4)); /* CP037 A, 1, space, z */
  cbl_ds_add(&ds, "\xC1\x12\x3C", 3, 0); /* EBCDIC 'A' then packed decimal +123 */
  cr_assert_eq(cbl_ds_convert_text(&ds, 0, 37, 0, err, sizeof err), -1);
  cr_assert(strstr(err, "record 2, byte 2: X'12'"), "%s", err); /* EBCDIC 0x12 is a control */
  cbl_ds_free(&ds);
  cbl_ds_add(&ds, "\xA4", 1, 0); /* U+00A4 has no CP1140 code */
  cr_assert_eq(cbl_ds_convert_text(&ds, 1, 1140, 0, err, sizeof err), -1);
  cr_assert(strstr(err, "no counterpart"), "%s", err);
  cbl_ds_free(&ds);
}

Test(dataset, file_round_trip_relative) {
  cbl_file *f = mk(CBL_ORG_RELATIVE, CBL_ACC_RANDOM, 2, 2, 0);
  cbl_dataset ds = {0}, back = {0};
  cbl_ds_add(&ds, "AA", 2, 2);
  cbl_ds_add(&ds, "BB", 2, 5);
  char err[100];
  cr_assert_eq(cbl_ds_to_file(&ds, f, err, sizeof err), 0);
  cbl_ds_from_file(f, &back);
  cr_assert_eq(back.n, 2);
  cr_assert_eq(back.recs[1].relnum, 5);
  cbl_ds_add(&ds, "CC", 2, 5);
  cr_assert_eq(cbl_ds_to_file(&ds, f, err, sizeof err), -1);
  cr_assert(strstr(err, "record 3"), "%s", err);
  cbl_ds_free(&ds);
  cbl_ds_free(&back);
  cbl_file_free(f);
}

static char *write_temp(const char *img, size_t len) {
  char *path = strdup("/tmp/equiv-test-dsXXXXXX");
  int fd = mkstemp(path);
  cr_assert(fd >= 0);
  FILE *fp = fdopen(fd, "wb");
  cr_assert_eq(fwrite(img, 1, len, fp), len);
  fclose(fp);
  return path;
}

static char *read_all(const char *path, size_t *n) {
  FILE *fp = fopen(path, "rb");
  cr_assert_not_null(fp);
  static char buf[256];
  *n = fread(buf, 1, sizeof buf, fp);
  fclose(fp);
  return buf;
}

/* cbl_ds_load_file keeps the image and points the records into it: the content read back, a
 * REWRITE stored apart (the image is never written through), the content replaced by OPEN OUTPUT
 * (the image freed: ASan sees a use after free or a leak), and the same content written by
 * cbl_ds_write_file_of as by cbl_ds_write_file of a copied data set. */
Test(dataset, load_file_in_place_and_write_file_of) {
  char *path = write_temp("AAAABBBBCCCC", 12);
  cbl_file *f = mk(CBL_ORG_SEQUENTIAL, CBL_ACC_SEQUENTIAL, 4, 4, 0);
  cbl_ds_opts o = {CBL_DS_FIXED, 4, 0, 0};
  char err[200], buf[4];
  size_t n;
  cr_assert_eq(cbl_ds_load_file(path, &o, f, err, sizeof err), 0, "%s", err);
  cr_assert_eq(cbl_file_record_count(f), 3);
  ST(cbl_file_open(f, CBL_OPEN_IO, 0), 00);
  ST(cbl_file_read_next(f, buf, &n), 00);
  ST(cbl_file_rewrite(f, "XXXX", 4), 00);
  ST(cbl_file_close(f, 0), 00);
  cr_assert(!memcmp(cbl_file_record_at(f, 0, &n, NULL), "XXXX", 4));
  cr_assert(!memcmp(cbl_file_record_at(f, 1, &n, NULL), "BBBB", 4));
  char *out1 = write_temp("", 0), *out2 = write_temp("", 0);
  cr_assert_eq(cbl_ds_write_file_of(out1, &o, f, err, sizeof err), 0, "%s", err);
  cbl_dataset ds = {0};
  cbl_ds_from_file(f, &ds);
  cr_assert_eq(cbl_ds_write_file(out2, &o, &ds, err, sizeof err), 0, "%s", err);
  cbl_ds_free(&ds);
  size_t n1, n2;
  char img1[256];
  memcpy(img1, read_all(out1, &n1), sizeof img1);
  const char *img2 = read_all(out2, &n2);
  cr_assert_eq(n1, 12);
  cr_assert(n1 == n2 && !memcmp(img1, img2, n1) && !memcmp(img1, "XXXXBBBBCCCC", 12));
  ST(cbl_file_open(f, CBL_OPEN_OUTPUT, 0), 00); /* the content (and the image) goes */
  ST(cbl_file_write(f, "DDDD", 4), 00);
  ST(cbl_file_close(f, 0), 00);
  cr_assert_eq(cbl_file_record_count(f), 1);
  cr_assert(!memcmp(cbl_file_record_at(f, 0, &n, NULL), "DDDD", 4));
  cr_assert_eq(cbl_file_event_count(f), 0); /* no event log unless asked (cbl_file_keep_events) */
  cbl_file_free(f);
  remove(path);
  remove(out1);
  remove(out2);
  free(path);
  free(out1);
  free(out2);
}

/* A record the file refuses (a duplicate prime key) ends the load with -2, "record N: …" and an
 * empty file; a malformed image with -1 and the path and offset. */
Test(dataset, load_file_refusals) {
  char *path = write_temp("0001AAx1d10001BBx2d2", 20);
  cbl_file *f = mk(CBL_ORG_INDEXED, CBL_ACC_DYNAMIC, 10, 10, 0);
  cbl_ds_opts o = {CBL_DS_FIXED, 10, 0, 0};
  char err[300];
  cr_assert_eq(cbl_ds_load_file(path, &o, f, err, sizeof err), -2);
  cr_assert(strstr(err, "record 2: duplicate record key"), "%s", err);
  cr_assert_eq(cbl_file_record_count(f), 0);
  cbl_ds_opts bad = {CBL_DS_FIXED, 7, 0, 0};
  cr_assert_eq(cbl_ds_load_file(path, &bad, f, err, sizeof err), -1);
  cr_assert(strstr(err, path) && strstr(err, "offset 14: truncated record"), "%s", err);
  cr_assert_eq(cbl_file_record_count(f), 0);
  cbl_file_free(f);
  remove(path);
  free(path);
}

/* tests/cobol/ibm-vs-gnucobol.md G1, G2: the IBM rules where cobc 3.1.2 differs. */
Test(fstatus, ibm_rules_where_gnucobol_differs) {
  cbl_file *r = mk(CBL_ORG_RELATIVE, CBL_ACC_SEQUENTIAL, 4, 4, 0);
  char buf[4];
  size_t n;
  ST(cbl_file_open(r, CBL_OPEN_OUTPUT, 0), 00);
  ST(cbl_file_write(r, "AAAA", 4), 00);
  ST(cbl_file_write(r, "BBBB", 4), 00);
  ST(cbl_file_close(r, 0), 00);
  ST(cbl_file_open(r, CBL_OPEN_IO, 0), 00);
  ST(cbl_file_read_next(r, buf, &n), 00);
  cbl_file_set_relkey(r, 0); /* G1: sequential access deletes the record read, not the relkey's */
  ST(cbl_file_delete(r, NULL), 00);
  cr_assert_eq(cbl_file_record_count(r), 1);
  cbl_file_free(r);
  cbl_file *q = mk(CBL_ORG_RELATIVE, CBL_ACC_RANDOM, 4, 4, 0);
  ST(cbl_file_open(q, CBL_OPEN_OUTPUT, 0), 00);
  cbl_file_set_relkey(q, 3);
  ST(cbl_file_write(q, "CCCC", 4), 00);
  ST(cbl_file_close(q, 0), 00);
  ST(cbl_file_open(q, CBL_OPEN_IO, 0), 00);
  cbl_file_set_relkey(q, 2); /* G2: REWRITE of an empty slot is INVALID KEY 23 */
  ST(cbl_file_rewrite(q, "BBBB", 4), 23);
  cr_assert_eq(cbl_file_record_count(q), 1);
  cbl_file_free(q);
}
