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
  /* slots: one per object of the documents, kept; none for temporaries */
  void **sl = cbl_jslot(s0);
  cr_assert_not_null(sl);
  cr_expect_null(*sl);
  *sl = cbl_jslot_alloc(16);
  cr_expect_eq(cbl_jslot(s0), sl);
  cr_expect_neq(cbl_jslot(doc), sl);
  json_t *t = json_object();
  cr_expect_null(cbl_jslot(t));
  json_decref(t);
  cr_expect_eq(cbl_jcache_activate(prev), c);
  cr_expect_null(cbl_jslot(s0)); /* no cache active */
  cbl_jcache_free(c);
  /* no cache active: plain jansson */
  cr_expect_str_eq(json_string_value(cbl_jget(s0, "stmt")), "move");
  json_decref(doc);
}
