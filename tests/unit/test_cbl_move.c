/* test_cbl_move.c — MOVE, INITIALIZE, CORRESPONDING (move.h); expected images checked with cobc
 * -std=ibm (tests/cobol/gen compares thousands more) or taken from the Language Reference. */
#include "cbl_data_fixture.h"

#include "lang/cobol/move.h"

static const char *WS =
    "       01 N1 PIC S9(3) VALUE -12.\n       01 X5 PIC X(5).\n"
    "       01 XJ PIC X(5) JUSTIFIED RIGHT.\n       01 U4 PIC 9(3)V9.\n"
    "       01 G1.\n           05 G1A PIC X(2).\n           05 G1B PIC 9(3).\n"
    "       01 AE PIC XXBXX/X.\n       01 P7 PIC S9(5)V99 COMP-3 VALUE -1234.5.\n"
    "       01 NE PIC ZZ,ZZ9.99-.\n       01 N2 PIC 9(4).\n       01 AL PIC A(3).\n"
    "       01 G2.\n           05 G1A PIC X(2).\n           05 FILLER PIC X.\n"
    "           05 G1B PIC 9(3) COMP.\n           05 GX PIC 9.\n";

static fixture fx;
static char err[256];

static void setup(void) { fx = fx_make(WS, cbl_options_gnucobol(CBL_CS_ASCII_GNU)); }
static void teardown(void) { fx_free(&fx); }

static unsigned char *at(const char *name) { return fx.ws + fx_field(&fx, name)->offset; }

static cbl_move_status mv(const cbl_opnd *src, const char *dst) {
  const cbl_field *d = fx_field(&fx, dst);
  return cbl_move(&fx.l->opt, src, d, at(dst), d->size, err, sizeof err);
}

static cbl_move_status mv_item(const char *src, const char *dst) {
  const cbl_field *s = fx_field(&fx, src);
  cbl_opnd o = cbl_opnd_item(s, at(src), s->size);
  return mv(&o, dst);
}

static cbl_move_status mv_str(const char *lit, const char *dst) {
  cbl_opnd o = cbl_opnd_lit((const unsigned char *)lit, strlen(lit));
  return mv(&o, dst);
}

static void shows(const char *name, const char *want) {
  cr_expect_eq(memcmp(at(name), want, strlen(want)), 0, "%s is '%.*s', want '%s'", name,
               (int)strlen(want), at(name), want);
}

TestSuite(cbl_move, .init = setup, .fini = teardown);

/* Each case below was run through cobc -std=ibm (GnuCOBOL 3.1.2) with the same items. */
Test(cbl_move, numeric_to_alphanumeric_and_back) {
  cr_assert_eq(mv_item("N1", "X5"), CBL_MOVE_OK, "%s", err);
  shows("X5", "012  ");
  cr_assert_eq(mv_str("0042", "N2"), CBL_MOVE_OK);
  shows("N2", "0042");
  cbl_dec v;
  cbl_dec_init(&v);
  cbl_dec_set_si(&v, 7, 0);
  cbl_opnd seven = cbl_opnd_numlit(&v, "7"), s007 = cbl_opnd_numlit(&v, "007");
  cr_assert_eq(mv(&seven, "X5"), CBL_MOVE_OK);
  shows("X5", "7    ");
  cr_assert_eq(mv(&s007, "X5"), CBL_MOVE_OK);
  shows("X5", "007  ");
  cbl_dec_set_si(&v, -12345, 2);
  cbl_opnd frac = cbl_opnd_numlit(&v, "-123.45");
  cr_assert_eq(mv(&frac, "U4"), CBL_MOVE_OK);
  shows("U4", "1234"); /* absolute value, aligned on the point, truncated both ends */
  cr_expect_eq(mv(&frac, "X5"), CBL_MOVE_ILLEGAL); /* noninteger to alphanumeric */
  cbl_dec_clear(&v);
}

Test(cbl_move, justified_group_all_edited) {
  cr_assert_eq(mv_str("ABC", "XJ"), CBL_MOVE_OK);
  shows("XJ", "  ABC");
  cr_assert_eq(mv_str("ABCDEFG", "XJ"), CBL_MOVE_OK);
  shows("XJ", "CDEFG");
  cr_assert_eq(mv_str("AB123", "G1"), CBL_MOVE_OK);
  shows("G1B", "123");
  cbl_opnd all = cbl_opnd_lit((const unsigned char *)"XY", 2);
  all.kind = CBL_OPND_ALL;
  cr_assert_eq(mv(&all, "G1"), CBL_MOVE_OK);
  shows("G1", "XYXYX");
  cr_assert_eq(mv_str("ABCDEFGH", "AE"), CBL_MOVE_OK);
  shows("AE", "AB CD/E");
  cr_assert_eq(mv_item("P7", "NE"), CBL_MOVE_OK, "%s", err);
  shows("NE", " 1,234.50-");
  cr_assert_eq(mv_item("NE", "U4"), CBL_MOVE_OK, "%s", err); /* de-editing */
  shows("U4", "2345");
}

/* Found by tests/cobol/gen/diff.py move (cobc agrees with both): a group sender still lands
 * right-justified in a JUSTIFIED RIGHT receiver, and a figurative constant is repeated to the
 * receiver's size and then edited into an alphanumeric-edited item (insertion characters kept). */
Test(cbl_move, group_to_justified_and_figurative_to_edited) {
  cr_assert_eq(mv_str("AB123", "G1"), CBL_MOVE_OK);
  cr_assert_eq(mv_item("G1", "XJ"), CBL_MOVE_OK, "%s", err);
  shows("XJ", "AB123");
  cr_assert_eq(mv_str("Z9", "G1A"), CBL_MOVE_OK);
  cbl_field xj3 = *fx_field(&fx, "XJ");
  xj3.size = 3; /* a 3-byte JUSTIFIED RIGHT receiver: the group's rightmost 3 bytes */
  cbl_opnd g = cbl_opnd_item(fx_field(&fx, "G1"), at("G1"), 5);
  cr_assert_eq(cbl_move(&fx.l->opt, &g, &xj3, at("X5"), 3, err, sizeof err), CBL_MOVE_OK);
  cr_expect_eq(memcmp(at("X5"), "123", 3), 0, "got '%.3s'", at("X5"));
  cbl_opnd sp = cbl_opnd_fig(CBL_FIG_SPACE), z = cbl_opnd_fig(CBL_FIG_ZERO);
  cr_assert_eq(mv(&sp, "AE"), CBL_MOVE_OK);
  shows("AE", "     / ");
  cr_assert_eq(mv(&z, "AE"), CBL_MOVE_OK);
  shows("AE", "00 00/0");
}

Test(cbl_move, illegal_and_invalid) {
  cbl_opnd sp = cbl_opnd_fig(CBL_FIG_SPACE), z = cbl_opnd_fig(CBL_FIG_ZERO);
  cr_expect_eq(mv(&sp, "N2"), CBL_MOVE_ILLEGAL);
  cr_expect_eq(mv(&z, "AL"), CBL_MOVE_ILLEGAL);
  cr_expect_eq(mv_item("N1", "AL"), CBL_MOVE_ILLEGAL);
  cr_expect_eq(mv_str("12A", "N2"), CBL_MOVE_INVALID_DATA);
  cr_assert_eq(mv(&z, "N2"), CBL_MOVE_OK);
  shows("N2", "0000");
  cr_expect(cbl_move_overlaps(0, 0, 5, 0, 2, 5));
  cr_expect(!cbl_move_overlaps(0, 0, 5, 0, 0, 5));
  cr_expect(!cbl_move_overlaps(0, 0, 5, 1, 2, 5));
}

Test(cbl_move, initialize_and_corresponding) {
  memset(at("G2"), 'Q', fx_field(&fx, "G2")->size);
  cbl_init_spec spec;
  memset(&spec, 0, sizeof spec);
  int g2 = cbl_layout_index(fx.l, fx_field(&fx, "G2")->id);
  cr_assert_eq(cbl_initialize(fx.l, g2, NULL, 0, &spec, fx.ws, NULL, NULL, err, sizeof err),
               CBL_MOVE_OK, "%s", err);
  const unsigned char want[] = {' ', ' ', 'Q', 0, 0, '0'}; /* FILLER kept, binary 0, '0' */
  cr_expect_eq(memcmp(at("G2"), want, sizeof want), 0);
  int pairs[8][2];
  int g1 = cbl_layout_index(fx.l, fx_field(&fx, "G1")->id);
  cr_expect_eq(cbl_corresponding(fx.l, g1, g2, 0, pairs, 8), 2);
  cr_expect_eq(cbl_corresponding(fx.l, g1, g2, 1, pairs, 8), 1); /* G1B only: both numeric */
}
