/* test_cbl_compare.c — relation, class, sign and condition-name conditions (compare.h); results
 * checked with cobc -std=ibm on the same items or taken from the Language Reference. */
#include "cbl_data_fixture.h"

#include "lang/cobol/compare.h"
#include "lang/cobol/jcache.h"

static const char *WS =
    "       01 N1 PIC S9(3) VALUE -12.\n       01 N2 PIC 9(4) VALUE 42.\n"
    "       01 X3 PIC X(3) VALUE '12 '.\n       01 P1 PIC S9(3)V9 COMP-3 VALUE -12.0.\n"
    "       01 CODE1 PIC X VALUE 'K'.\n           88 C-LETTER VALUE 'A' THRU 'I' 'J' THRU 'R'.\n"
    "           88 C-BLANK VALUE SPACE.\n"
    "       01 SCORE PIC 999 VALUE 50.\n           88 PASS VALUE 50 THRU 89.\n"
    "           88 SPECIAL VALUE 7 13 42.\n"
    "       01 KIND PIC X(4).\n           88 K-DEP VALUE 'D' 'DEP'.\n           88 K-WD VALUE 'WD  '.\n"
    "           88 K-HEX VALUE X'C1C2'.\n           88 K-NUM VALUE 1.\n";

static fixture fx;

static void setup(void) { fx = fx_make(WS, cbl_options_gnucobol(CBL_CS_ASCII_GNU)); }
static void teardown(void) { fx_free(&fx); }

static cbl_opnd item(const char *name) {
  const cbl_field *f = fx_field(&fx, name);
  return cbl_opnd_item(f, fx.ws + f->offset, f->size);
}

static int cmp(cbl_opnd a, cbl_opnd b) {
  int r = 99;
  cr_assert_eq(cbl_compare(&fx.l->opt, &a, &b, &r), CBL_CMP_OK);
  return r;
}

TestSuite(cbl_compare, .init = setup, .fini = teardown);

Test(cbl_compare, relations) {
  cbl_dec v;
  cbl_dec_init(&v);
  cbl_dec_set_si(&v, -120, 1);
  cr_expect_eq(cmp(item("N1"), cbl_opnd_numlit(&v, "-12.0")), 0);
  cr_expect_eq(cmp(item("N1"), item("P1")), 0); /* zoned vs packed, different scales */
  cr_expect_eq(cmp(item("X3"), cbl_opnd_lit((const unsigned char *)"12A", 3)), -1);
  cr_expect_eq(cmp(item("X3"), cbl_opnd_lit((const unsigned char *)"12", 2)), 0); /* padding */
  cr_expect_eq(cmp(item("N2"), cbl_opnd_lit((const unsigned char *)"0042", 4)), 0);
  cr_expect_eq(cmp(item("N1"), cbl_opnd_fig(CBL_FIG_ZERO)), -1);
  cr_expect_eq(cmp(item("X3"), cbl_opnd_fig(CBL_FIG_HIGH_VALUE)), -1);
  /* "Figurative constants": an ALL literal compared with an item is repeated, and cut, to the
   * item's size: X3 '12 ' = ALL '12 3' (cobc agrees). */
  cbl_opnd all = cbl_opnd_lit((const unsigned char *)"12 3", 4);
  all.kind = CBL_OPND_ALL;
  cr_expect_eq(cmp(item("X3"), all), 0);
  cr_expect_eq(cmp(all, item("X3")), 0);
  int r;
  cbl_opnd a = item("P1"), b = item("X3");
  cr_expect_eq(cbl_compare(&fx.l->opt, &a, &b, &r), CBL_CMP_ILLEGAL); /* noninteger vs alnum */
  cbl_dec_clear(&v);
}

Test(cbl_compare, ebcdic_collating) {
  /* In EBCDIC letters sort before digits (X'C1' < X'F1'); in ASCII after. */
  cbl_options e = cbl_options_ibm(), a = cbl_options_gnucobol(CBL_CS_ASCII_GNU);
  const unsigned char ea[] = {0xC1}, e1[] = {0xF1};
  cr_expect_eq(cbl_compare_bytes(&e, ea, 1, e1, 1), -1);
  cr_expect_eq(cbl_compare_bytes(&a, (const unsigned char *)"A", 1, (const unsigned char *)"1",
                                 1), 1);
  a.colseq = CBL_COLSEQ_EBCDIC; /* ASCII data in EBCDIC order */
  cr_expect_eq(cbl_compare_bytes(&a, (const unsigned char *)"A", 1, (const unsigned char *)"1",
                                 1), -1);
  /* the weights are kept between calls (cbl_opt_colseq_table): back to NATIVE, ASCII order again,
   * and a table equal to the one computed afresh for every combination */
  a.colseq = CBL_COLSEQ_NATIVE;
  cr_expect_eq(cbl_compare_bytes(&a, (const unsigned char *)"A", 1, (const unsigned char *)"1",
                                 1), 1);
  for (int cs = 0; cs < 2; cs++)
    for (int q = 0; q < 3; q++) {
      cbl_options o = cs ? cbl_options_ibm() : cbl_options_gnucobol(CBL_CS_ASCII_GNU);
      o.colseq = (cbl_colseq)q;
      unsigned w[256];
      cbl_opt_colseq_weights(&o, w);
      cr_expect_eq(memcmp(cbl_opt_colseq_table(&o), w, sizeof w), 0, "charset %d colseq %d", cs, q);
    }
}

Test(cbl_compare, classes_signs_conditions) {
  int r;
  cbl_opnd x = item("X3");
  cr_assert_eq(cbl_class_test(&fx.l->opt, &x, CBL_CLASS_NUMERIC, &r), CBL_CMP_OK);
  cr_expect_eq(r, 0); /* cobc: '12 ' IS NOT NUMERIC */
  cbl_opnd n = item("N1");
  cr_assert_eq(cbl_class_test(&fx.l->opt, &n, CBL_CLASS_NUMERIC, &r), CBL_CMP_OK);
  cr_expect_eq(r, 1);
  cr_expect_eq(cbl_class_test(&fx.l->opt, &n, CBL_CLASS_ALPHABETIC, &r), CBL_CMP_ILLEGAL);
  cbl_opnd c = item("CODE1");
  cr_assert_eq(cbl_class_test(&fx.l->opt, &c, CBL_CLASS_ALPHABETIC_UPPER, &r), CBL_CMP_OK);
  cr_expect_eq(r, 1);
  const cbl_field *cl = fx_field(&fx, "C-LETTER"), *sp = fx_field(&fx, "SPECIAL");
  const cbl_field *pass = fx_field(&fx, "PASS"), *code = fx_field(&fx, "CODE1");
  const cbl_field *score = fx_field(&fx, "SCORE");
  cr_assert_eq(cbl_condition_test(fx.l, cl, fx.ws + code->offset, 1, &r), CBL_CMP_OK);
  cr_expect_eq(r, 1);
  cr_assert_eq(cbl_condition_test(fx.l, pass, fx.ws + score->offset, 3, &r), CBL_CMP_OK);
  cr_expect_eq(r, 1);
  cr_assert_eq(cbl_condition_set(fx.l, sp, fx.ws + score->offset, 3, 0, NULL, 0), CBL_MOVE_OK);
  cr_expect_eq(memcmp(fx.ws + score->offset, "007", 3), 0); /* SET TO TRUE: the first value */
  cr_assert_eq(cbl_condition_test(fx.l, pass, fx.ws + score->offset, 3, &r), CBL_CMP_OK);
  cr_expect_eq(r, 0);
  cbl_dec v;
  cbl_dec_init(&v);
  cbl_dec_set_si(&v, -1, 0);
  cr_expect_eq(cbl_sign_test(&v, cbl_sign_word("NEGATIVE")), 1);
  cr_expect_eq(cbl_sign_test(&v, cbl_sign_word("ZERO")), 0);
  cr_expect_eq(cbl_sign_test(&v, cbl_sign_word("POSITIVE")), 0);
  cr_expect_eq(cbl_sign_test(&v, cbl_sign_word("NEGATIV")), -1);
  cbl_dec_clear(&v);
}

/* Language Reference, "National comparisons": an alphanumeric operand is converted to national
 * (UTF-16) by the code page, the shorter operand padded with national spaces, and code units
 * compare by value — so in EBCDIC, where 'a' (X'81') sorts before 'Z' (X'E9'), the national
 * comparison of the same letters goes the other way. */
Test(cbl_compare, national_against_alphanumeric) {
  cbl_options e = cbl_options_ibm();
  const unsigned char na[] = {0x00, 'a'}, nz[] = {0x00, 'Z', 0x00, ' '}, ea[] = {0x81}, ez[] = {0xE9};
  cbl_opnd xa = cbl_opnd_lit(ea, 1), xz = cbl_opnd_lit(ez, 1);
  cbl_opnd Na = cbl_opnd_lit(na, 2), Nz = cbl_opnd_lit(nz, 4);
  Na.kind = Nz.kind = CBL_OPND_NATLIT;
  int r = 99;
  cr_assert_eq(cbl_compare(&e, &xa, &xz, &r), CBL_CMP_OK);
  cr_expect_eq(r, -1); /* alphanumeric: EBCDIC order */
  cr_assert_eq(cbl_compare(&e, &Na, &xz, &r), CBL_CMP_OK);
  cr_expect_eq(r, 1); /* N"a" against 'Z' converted: U+0061 > U+005A */
  cr_assert_eq(cbl_compare(&e, &xz, &Nz, &r), CBL_CMP_OK);
  cr_expect_eq(r, 0); /* 'Z' converted and padded with a national space equals N"Z " */
  cbl_opnd sp = cbl_opnd_fig(CBL_FIG_SPACE);
  const unsigned char ns[] = {0x00, ' ', 0x00, ' '};
  cbl_opnd Ns = cbl_opnd_lit(ns, 4);
  Ns.kind = CBL_OPND_NATLIT;
  cr_assert_eq(cbl_compare(&e, &Ns, &sp, &r), CBL_CMP_OK);
  cr_expect_eq(r, 0); /* SPACE against national spaces: U+0020, not X'40' */
  /* DISPLAY-OF's conversion back: é and € exist in IBM-1140; U+4E00 does not (X'3F') */
  const unsigned char nat[] = {0x00, 0xE9, 0x20, 0xAC, 0x4E, 0x00, 0x00, 'A'};
  unsigned char out[4];
  cr_assert_eq(cbl_national_to_alnum(&e, nat, 4, out), 4);
  cr_expect_eq(out[0], 0x51);
  cr_expect_eq(out[1], 0x9F);
  cr_expect_eq(out[2], 0x3F);
  cr_expect_eq(out[3], 0xC1);
}

/* Condition-names of an alphanumeric variable are tested as bytes when a run's cache holds the
 * values' images (compare.c eq_images): each answer equals the one of the value-by-value
 * comparison (no cache), for values shorter than the variable (padded with spaces), one byte
 * off, trailing non-spaces, hexadecimal literals, and under EBCDIC options, whose images differ. */
Test(cbl_compare, condition_names_as_bytes_equal_comparisons) {
  static const char *const kinds[] = {"D   ", "DEP ", "DEP.", "D  X", "WD  ", "WD", "AB  ", "1   ", "    ", "dep "};
  static const char *const conds[] = {"K-DEP", "K-WD", "K-HEX", "K-NUM"};
  for (int ebcdic = 0; ebcdic < 2; ebcdic++) {
    fixture f = fx_make(WS, ebcdic ? cbl_options_ibm() : cbl_options_gnucobol(CBL_CS_ASCII_GNU));
    const cbl_field *kind = fx_field(&f, "KIND");
    cbl_jcache *c = cbl_jcache_new(&f.doc, 1);
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
      unsigned char v[4];
      memset(v, ' ', 4);
      memcpy(v, kinds[k], strlen(kinds[k]));
      cbl_opt_from_latin1(&f.l->opt, v, 4);
      for (size_t j = 0; j < sizeof conds / sizeof conds[0]; j++) {
        const cbl_field *cond = fx_field(&f, conds[j]);
        int plain = -1, cached = -1;
        cbl_cmp_status s1 = cbl_condition_test(f.l, cond, v, 4, &plain);
        cbl_jcache *prev = cbl_jcache_activate(c);
        cbl_cmp_status s2 = cbl_condition_test(f.l, cond, v, 4, &cached);
        cbl_cmp_status s3 = cbl_condition_test(f.l, cond, v, 4, &cached); /* the images made */
        cbl_jcache_activate(prev);
        cr_expect(s1 == s2 && s2 == s3 && plain == cached, "%s %s ebcdic %d: %d/%d vs %d/%d", conds[j], kinds[k],
                  ebcdic, s1, plain, s3, cached);
      }
    }
    int r;
    unsigned char dep[4] = {'D', 'E', 'P', ' '}, d1[4] = {'D', 'E', 'P', 'X'};
    cbl_opt_from_latin1(&f.l->opt, dep, 4);
    cbl_opt_from_latin1(&f.l->opt, d1, 4);
    cbl_jcache *prev = cbl_jcache_activate(c);
    cr_assert_eq(cbl_condition_test(f.l, fx_field(&f, "K-DEP"), dep, 4, &r), CBL_CMP_OK);
    cr_expect_eq(r, 1);
    cr_assert_eq(cbl_condition_test(f.l, fx_field(&f, "K-DEP"), d1, 4, &r), CBL_CMP_OK);
    cr_expect_eq(r, 0);
    (void)kind;
    cbl_jcache_activate(prev);
    cbl_jcache_free(c);
    fx_free(&f);
  }
}

/* A user-defined class (SPECIAL-NAMES CLASS … IS 'A' THRU 'F' 'XYZ' SPACE-less ' '): the table of
 * members made once per test equals the value-by-value reading, in ASCII and in EBCDIC (where a
 * THRU range holds the bytes between the two by the collating weights, e.g. not X'CA' between
 * 'I' X'C9' and 'J' X'D1' in ASCII order…), and a malformed value is still unsupported. */
Test(cbl_compare, user_class_members) {
  json_t *vals = json_pack("[{s:{s:s}, s:{s:s}}, {s:{s:s}}, {s:{s:s}}]", "from", "str", "A", "thru", "str", "F",
                           "from", "str", "XYZ", "from", "str", " ");
  static const char *const texts[] = {"ABC", "ABG", "X Y", "", "F F", "a", "ZZZZ", "W"};
  static const int want[] = {1, 0, 1, 1, 1, 0, 1, 0};
  for (int e = 0; e < 2; e++) {
    cbl_options o = e ? cbl_options_ibm() : cbl_options_gnucobol(CBL_CS_ASCII_GNU);
    for (size_t t = 0; t < sizeof texts / sizeof texts[0]; t++) {
      unsigned char b[8];
      size_t n = strlen(texts[t]);
      memcpy(b, texts[t], n);
      cbl_opt_from_latin1(&o, b, n);
      int r = -1;
      cr_assert_eq(cbl_user_class_test(&o, b, n, vals, &r), CBL_CMP_OK);
      cr_expect_eq(r, want[t], "'%s' ebcdic %d: %d", texts[t], e, r);
    }
  }
  /* EBCDIC order: 'I' (C9) THRU 'J' (D1) holds X'CA'…X'D0' too; ASCII data in native order does not */
  json_t *ij = json_pack("[{s:{s:s}, s:{s:s}}]", "from", "str", "I", "thru", "str", "J");
  cbl_options ebc = cbl_options_ibm();
  unsigned char mid[1] = {0xCA};
  int r = -1;
  cr_assert_eq(cbl_user_class_test(&ebc, mid, 1, ij, &r), CBL_CMP_OK);
  cr_expect_eq(r, 1);
  json_t *bad = json_pack("[{s:{s:s}, s:{s:s}}]", "from", "str", "AB", "thru", "str", "C");
  unsigned char a[1] = {'A'};
  cbl_options asc = cbl_options_gnucobol(CBL_CS_ASCII_GNU);
  cr_expect_eq(cbl_user_class_test(&asc, a, 1, bad, &r), CBL_CMP_UNSUPPORTED);
  json_decref(vals);
  json_decref(ij);
  json_decref(bad);
}
