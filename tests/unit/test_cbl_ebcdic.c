/* test_cbl_ebcdic.c — the CP037 table against iconv's CP037 (glibc), its inverse, and CP1140. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lang/cobol/ebcdic.h"

/* Runs iconv -f from -t to over all 256 bytes; returns the output length (or -1). */
static long iconv_all(const char *from, const char *to, unsigned char *out, size_t cap) {
  char in[] = "/tmp/cbl_ebcdic_inXXXXXX";
  int fd = mkstemp(in);
  if (fd < 0) return -1;
  unsigned char all[256];
  for (int i = 0; i < 256; i++) all[i] = (unsigned char)i;
  if (write(fd, all, 256) != 256) return -1;
  close(fd);
  char cmd[256];
  snprintf(cmd, sizeof cmd, "iconv -f %s -t %s %s 2>/dev/null", from, to, in);
  FILE *p = popen(cmd, "r");
  long n = p ? (long)fread(out, 1, cap, p) : -1;
  int rc = p ? pclose(p) : -1;
  unlink(in);
  return rc == 0 ? n : -1;
}

Test(ebcdic, cp037_matches_iconv) {
  unsigned char ref[512];
  long n = iconv_all("CP037", "ISO-8859-1", ref, sizeof ref);
  if (n < 0) cr_skip_test("iconv has no CP037 here");
  cr_assert_eq(n, 256);
  unsigned char all[256], got[256];
  for (int i = 0; i < 256; i++) all[i] = (unsigned char)i;
  cr_assert_eq(cbl_ebcdic_to_latin1(CBL_CP037, got, all, 256), 0);
  for (int i = 0; i < 256; i++)
    cr_expect_eq(got[i], ref[i], "EBCDIC 0x%02X: ours 0x%02X, iconv 0x%02X", i, got[i], ref[i]);
}

Test(ebcdic, cp037_is_a_bijection) {
  unsigned char all[256], lat[256], back[256];
  for (int i = 0; i < 256; i++) all[i] = (unsigned char)i;
  cbl_ebcdic_to_latin1(CBL_CP037, lat, all, 256);
  int seen[256] = {0};
  for (int i = 0; i < 256; i++) seen[lat[i]]++;
  for (int i = 0; i < 256; i++) cr_expect_eq(seen[i], 1, "Latin-1 0x%02X hit %d times", i, seen[i]);
  cr_assert_eq(cbl_latin1_to_ebcdic(CBL_CP037, back, lat, 256), 0);
  cr_expect_eq(memcmp(back, all, 256), 0);
  /* Known anchors: space, digits, letters, the sign characters. */
  cr_expect_eq(cbl_cp_from_unicode(CBL_CP037, ' '), 0x40);
  cr_expect_eq(cbl_cp_from_unicode(CBL_CP037, '0'), 0xF0);
  cr_expect_eq(cbl_cp_from_unicode(CBL_CP037, 'A'), 0xC1);
  cr_expect_eq(cbl_cp_from_unicode(CBL_CP037, 'a'), 0x81);
  cr_expect_eq(cbl_cp_from_unicode(CBL_CP037, '+'), CBL_EBCDIC_PLUS);
  cr_expect_eq(cbl_cp_from_unicode(CBL_CP037, '-'), CBL_EBCDIC_MINUS);
}

Test(ebcdic, cp1140_euro) {
  cr_expect_eq(cbl_cp_to_unicode(CBL_CP1140, 0x9F), 0x20AC);
  cr_expect_eq(cbl_cp_to_unicode(CBL_CP037, 0x9F), 0xA4);
  cr_expect_eq(cbl_cp_from_unicode(CBL_CP1140, 0x20AC), 0x9F);
  cr_expect_eq(cbl_cp_from_unicode(CBL_CP1140, 0xA4), -1);
  cr_expect_eq(cbl_cp_from_unicode(CBL_CP037, 0x20AC), -1);
  unsigned char b = 0x9F, o;
  cr_expect_eq(cbl_ebcdic_to_latin1(CBL_CP1140, &o, &b, 1), -1);
  /* Against iconv's IBM1140 in UTF-16BE where available. */
  unsigned char ref[1024];
  long n = iconv_all("IBM1140", "UTF-16BE", ref, sizeof ref);
  if (n != 512) return;
  for (int i = 0; i < 256; i++) {
    unsigned u = (unsigned)ref[2 * i] << 8 | ref[2 * i + 1];
    cr_expect_eq(cbl_cp_to_unicode(CBL_CP1140, (unsigned char)i), u, "0x%02X", i);
  }
}
