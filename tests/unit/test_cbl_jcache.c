/* test_cbl_jcache.c — the run's JSON member cache (jcache.h): answers equal jansson's, for members
 * present and absent, for nodes of the documents and for nodes built and freed during a run. */
#include <criterion/criterion.h>

#include "lang/cobol/jcache.h"

Test(cbl_jcache, answers_equal_jansson) {
  json_t *doc = json_pack("{s:[{s:s, s:i}, {s:s}], s:{s:{s:b}}}", "stmts", "stmt", "move", "n", 3,
                          "stmt", "add", "x", "y", "z", 1);
  cbl_jcache *c = cbl_jcache_new(&doc, 1);
  cbl_jcache *prev = cbl_jcache_activate(c);
  cr_assert_null(prev);
  const json_t *s0 = json_array_get(json_object_get(doc, "stmts"), 0);
  for (int round = 0; round < 3; round++) { /* first lookups fill the cache, later ones hit it */
    cr_expect_eq(cbl_jget(doc, "stmts"), json_object_get(doc, "stmts"));
    cr_expect_str_eq(json_string_value(cbl_jget(s0, "stmt")), "move");
    cr_expect_eq(json_integer_value(cbl_jget(s0, "n")), 3);
    cr_expect_null(cbl_jget(s0, "refmod"));
    cr_expect(json_is_object(cbl_jget(cbl_jget(doc, "x"), "y")));
    cr_expect(json_is_true(cbl_jget(cbl_jget(cbl_jget(doc, "x"), "y"), "z")));
    cr_expect_null(cbl_jget(NULL, "stmt"));
    cr_expect_null(cbl_jget(json_object_get(doc, "stmts"), "stmt")); /* an array: no members */
  }
  /* Nodes built during the run are never cached: a freed temporary's address may be reused by
   * the next one, which must be read afresh. */
  for (int i = 0; i < 50; i++) {
    json_t *t = json_pack("{s:i}", "v", i);
    cr_expect_eq(json_integer_value(cbl_jget(t, "v")), i);
    json_decref(t);
  }
  /* slots: one per object of the documents and client, kept; none for temporaries */
  void **sl = cbl_jslot(s0, CBL_JSLOT_REF);
  cr_assert_not_null(sl);
  cr_expect_null(*sl);
  *sl = cbl_jslot_alloc(16);
  cr_expect_eq(cbl_jslot(s0, CBL_JSLOT_REF), sl);
  cr_expect_neq(cbl_jslot(doc, CBL_JSLOT_REF), sl);
  /* another client's slot of the same node is its own (a literal operand is also a reference) */
  void **lit = cbl_jslot(s0, CBL_JSLOT_LITERAL);
  cr_assert_not_null(lit);
  cr_expect_neq(lit, sl);
  cr_expect_null(*lit);
  json_t *t = json_object();
  cr_expect_null(cbl_jslot(t, CBL_JSLOT_REF));
  json_decref(t);
  cr_expect_eq(cbl_jcache_activate(prev), c);
  cr_expect_null(cbl_jslot(s0, CBL_JSLOT_REF)); /* no cache active */
  cbl_jcache_free(c);
  /* no cache active: plain jansson */
  cr_expect_str_eq(json_string_value(cbl_jget(s0, "stmt")), "move");
  json_decref(doc);
}

/* cbl_opnd_literal (move.h) answers as cbl_opnd_from_json does, from a decoding kept in the
 * literal's slot: same kind, bytes and value, the same refusals (a literal longer than the
 * caller's buffer, a floating-point literal), and a fresh decoding under other options. */
#include "lang/cobol/move.h"

static void expect_same_operand(const cbl_options *o, const json_t *lit, size_t cap) {
  unsigned char b1[300], b2[300];
  cbl_dec n1, n2;
  cbl_dec_init(&n1);
  cbl_dec_init(&n2);
  cbl_opnd x, y;
  int r1 = cbl_opnd_from_json(o, lit, b1, cap, &n1, &x);
  int r2 = cbl_opnd_literal(o, lit, b2, cap, &n2, &y);
  cr_expect_eq(r1, r2);
  if (r1 == 0) {
    cr_expect_eq(x.kind, y.kind);
    cr_expect_eq(x.len, y.len);
    if (x.bytes) cr_expect_arr_eq(x.bytes, y.bytes, x.len);
    cr_expect_eq(x.fig, y.fig);
    if (x.num) cr_expect_eq(cbl_dec_cmp(x.num, y.num), 0);
    if (x.num) cr_expect_eq(x.num->scale, y.num->scale);
  }
  cbl_dec_clear(&n1);
  cbl_dec_clear(&n2);
}

Test(cbl_jcache, literal_operands_equal_fresh_decoding) {
  json_t *doc = json_pack("[{s:s}, {s:s}, {s:s}, {s:s}, {s:s}, {s:{s:s}}, {s:s}, {s:s}, {s:s}]",
                          "num", "-007.50", "num", "123456789012345678901234567890", "str", "ABC",
                          "hex", "C1C2", "figurative", "SPACE", "all", "str", "XY", "num", "1.5E3",
                          "str", "A LITERAL OF MORE THAN SIXTEEN BYTES", "num", "0");
  cbl_jcache *c = cbl_jcache_new(&doc, 1);
  cbl_jcache *prev = cbl_jcache_activate(c);
  cbl_options ibm = cbl_options_ibm(), gnu = cbl_options_gnucobol(CBL_CS_ASCII_GNU);
  for (int round = 0; round < 2; round++) /* the first round decodes, the second reads the slots */
    for (size_t i = 0; i < json_array_size(doc); i++) {
      const json_t *lit = json_array_get(doc, i);
      expect_same_operand(&ibm, lit, 300);
      expect_same_operand(&ibm, lit, 4); /* longer than the buffer: refused as cbl_opnd_from_json does */
      expect_same_operand(&gnu, lit, 300); /* other options: ASCII bytes, not the kept EBCDIC ones */
    }
  /* kept: the second answer's bytes are the first's */
  unsigned char b[300];
  cbl_dec n;
  cbl_dec_init(&n);
  cbl_opnd x, y;
  cr_assert_eq(cbl_opnd_literal(&ibm, json_array_get(doc, 2), b, sizeof b, &n, &x), 0);
  cr_assert_eq(cbl_opnd_literal(&ibm, json_array_get(doc, 2), b, sizeof b, &n, &y), 0);
  cr_expect_eq(x.bytes, y.bytes);
  cr_expect_neq(x.bytes, b);
  cbl_dec_clear(&n);
  cbl_jcache_activate(prev);
  cbl_jcache_free(c);
  json_decref(doc);
}

/* Nodes kept by the cache (cbl_jcache_keep): cached as the documents' nodes are, with slots that
 * stay where they were while more nodes are kept (the slots' fast path holds their addresses),
 * the cache's reference dropped when it is freed (LSan: no leak), refused without a cache. */
Test(cbl_jcache, kept_nodes) {
  json_t *doc = json_pack("{s:{s:i}}", "loc", "line", 7);
  cbl_jcache *c = cbl_jcache_new(&doc, 1);
  cr_expect_eq(cbl_jcache_keep(json_object()), -1); /* no cache active: nothing taken */
  cbl_jcache *prev = cbl_jcache_activate(c);
  json_t *k0 = json_pack("{s:s, s:O, s:{s:i}}", "ref", "A", "loc", json_object_get(doc, "loc"), "sub", "n", 1);
  cr_assert_eq(cbl_jcache_keep(k0), 0);
  json_decref(k0); /* the cache's reference is the one left */
  void **s0 = cbl_jslot(k0, CBL_JSLOT_REF), **sub0 = cbl_jslot(json_object_get(k0, "sub"), CBL_JSLOT_REF);
  cr_assert_not_null(s0);
  cr_assert_not_null(sub0);
  *s0 = cbl_jslot_alloc(8);
  for (int i = 0; i < 300; i++) { /* enough to grow the table of kept nodes several times */
    json_t *k = json_pack("{s:i}", "v", i);
    cr_assert_eq(cbl_jcache_keep(k), 0);
    json_decref(k);
    cr_expect_eq(json_integer_value(cbl_jget(k, "v")), i);
    cr_expect_not_null(cbl_jslot(k, CBL_JSLOT_BUILT));
  }
  cr_expect_eq(cbl_jslot(k0, CBL_JSLOT_REF), s0);
  cr_expect_eq(cbl_jslot(json_object_get(k0, "sub"), CBL_JSLOT_REF), sub0);
  cr_expect_str_eq(json_string_value(cbl_jget(k0, "ref")), "A");
  cr_expect_eq(cbl_jget(k0, "loc"), json_object_get(doc, "loc")); /* a node of the documents inside */
  cr_expect_eq(json_integer_value(cbl_jget(cbl_jget(k0, "sub"), "n")), 1);
  cbl_jcache_activate(prev);
  cbl_jcache_free(c);
  json_decref(doc);
}
