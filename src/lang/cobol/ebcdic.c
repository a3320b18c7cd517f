/* ebcdic.c — the COBOL view of IBM-037 and IBM-1140 (the table itself is core/codepage.c; 
 * tests/unit/test_cbl_ebcdic.c checks it against iconv) and its inverse, built once. */
#include "lang/cobol/ebcdic.h"

#include <pthread.h>

#include "core/codepage.h"

/* The IBM-037 table lives in core (core/codepage.h): outcome relations decode EBCDIC text too. */
#define e2l eq_cp037_to_latin1

#define CP1140_EURO_BYTE 0x9F

/* The inverse of e2l; the table is a permutation, so every entry is set exactly once. Built on
 * first use, once per process (pthread_once: runs in two threads may both be first). */
static unsigned char l2e[256];
static pthread_once_t l2e_once = PTHREAD_ONCE_INIT;

static void fill_inverse(void) {
  for (int i = 0; i < 256; i++) l2e[e2l[i]] = (unsigned char)i;
}

static void build_inverse(void) { pthread_once(&l2e_once, fill_inverse); }

unsigned cbl_cp_to_unicode(cbl_codepage cp, unsigned char b) {
  if (cp == CBL_CP1140 && b == CP1140_EURO_BYTE) return 0x20AC;
  return e2l[b];
}

int cbl_cp_from_unicode(cbl_codepage cp, unsigned u) {
  build_inverse();
  if (cp == CBL_CP1140) {
    if (u == 0x20AC) return CP1140_EURO_BYTE;
    if (u == 0xA4) return -1; /* the currency sign's place went to the euro */
  }
  if (u > 0xFF) return -1;
  return l2e[u];
}

int cbl_ebcdic_to_latin1(cbl_codepage cp, unsigned char *dst, const unsigned char *src, size_t n) {
  int rc = 0;
  for (size_t k = 0; k < n; k++) {
    unsigned u = cbl_cp_to_unicode(cp, src[k]);
    if (u > 0xFF) {
      dst[k] = '?';
      rc = -1;
    } else {
      dst[k] = (unsigned char)u;
    }
  }
  return rc;
}

int cbl_latin1_to_ebcdic(cbl_codepage cp, unsigned char *dst, const unsigned char *src, size_t n) {
  int rc = 0;
  for (size_t k = 0; k < n; k++) {
    int e = cbl_cp_from_unicode(cp, src[k]);
    if (e < 0) {
      dst[k] = 0x6F;
      rc = -1;
    } else {
      dst[k] = (unsigned char)e;
    }
  }
  return rc;
}
