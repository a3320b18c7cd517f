/* test_cbl_cjson.c — the COBOL front end's arena tree (cjson.h): the calls behave as jansson's do
 * (what the parser relies on) and cj_write writes the bytes json_write writes for the same values;
 * the token vector the tree is parsed from. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "core/json_write.h"
#include "lang/cobol/cjson.h"
#include "lang/cobol/lex.h"

/* The bytes of cj_write(v) and of json_write(cj_to_json(v)) with flags, compared. */
static void same_bytes(const cj_t *v, size_t flags) {
  char *a = NULL, *b = NULL;
  size_t na = 0, nb = 0;
  FILE *fa = open_memstream(&a, &na), *fb = open_memstream(&b, &nb);
  json_t *j = cj_to_json(v);
  cr_assert_eq(cj_write(v, fa, flags), 0);
  cr_assert_eq(json_write(j, fb, flags), 0);
  fclose(fa);
  fclose(fb);
  char *c = json_dumps(j, flags); /* and jansson's own writer */
  cr_expect_eq(na, nb);
  cr_expect_str_eq(a, b);
  cr_expect_str_eq(a, c);
  json_decref(j);
  free(a), free(b), free(c);
}

Test(cbl_cjson, jansson_behaviour) {
  cj_doc *d = cj_doc_new(), *prev = cj_doc_enter(d);
  cj_t *o = cj_object();
  cr_expect_eq(cj_object_set_new_nocheck(o, "b", cj_integer(1)), 0);
  cr_expect_eq(cj_object_set_new_nocheck(o, "a", cj_string("x")), 0);
  /* a member set again keeps its place; a NULL value sets nothing */
  cr_expect_eq(cj_object_set_new_nocheck(o, "b", cj_integer(2)), 0);
  cr_expect_eq(cj_object_set_new_nocheck(o, "c", NULL), -1);
  cr_expect_eq(cj_object_size(o), 2);
  cr_expect_eq(cj_integer_value(cj_object_get(o, "b")), 2);
  const char *key;
  cj_t *v;
  int k = 0;
  cj_object_foreach(o, key, v) {
    cr_expect_str_eq(key, k ? "a" : "b");
    cr_expect_eq(cj_typeof(v), k++ ? CJ_STRING : CJ_INTEGER);
  }
  /* a string that is not UTF-8 is NULL, as jansson's; unchecked it is kept */
  cr_expect_null(cj_string("\xC3("));
  cr_expect_null(cj_stringn("ab\xED\xA0\x80", 5)); /* a surrogate */
  cr_expect_not_null(cj_stringn("a\0b", 3));
  cr_expect_eq(cj_string_length(cj_stringn("a\0b", 3)), 3);
  cr_expect_eq(cj_object_set_new(o, "\xFF", cj_true()), -1);
  /* a key held in a buffer that changes: looked up by its bytes, not its address */
  char buf[8];
  strcpy(buf, "k1");
  cj_object_set_new_nocheck(o, buf, cj_integer(10));
  strcpy(buf, "k2");
  cj_object_set_new_nocheck(o, buf, cj_integer(20));
  cr_expect_eq(cj_integer_value(cj_object_get(o, "k1")), 10);
  cr_expect_eq(cj_integer_value(cj_object_get(o, buf)), 20);
  cr_expect_eq(cj_object_del(o, "a"), 0);
  cr_expect_eq(cj_object_del(o, "a"), -1);
  cr_expect_null(cj_object_get(o, "a"));
  /* a large object (hash index), with deletes and replacements */
  cj_t *big = cj_object();
  char name[16];
  for (int i = 0; i < 500; i++) {
    snprintf(name, sizeof name, "N%d", i);
    cj_object_set_new(big, name, cj_integer(i));
  }
  cj_object_del(big, "N7");
  cj_object_set_new(big, "N8", cj_integer(-8));
  cr_expect_eq(cj_object_size(big), 499);
  cr_expect_null(cj_object_get(big, "N7"));
  cr_expect_eq(cj_integer_value(cj_object_get(big, "N8")), -8);
  cr_expect_eq(cj_integer_value(cj_object_get(big, "N499")), 499);
  snprintf(name, sizeof name, "N%d", 300);
  cr_expect_eq(cj_integer_value(cj_object_get(big, name)), 300);
  /* arrays */
  cj_t *a = cj_array();
  cr_expect_eq(cj_array_append_new(a, NULL), -1);
  for (int i = 0; i < 9; i++) cj_array_append_new(a, cj_integer(i));
  cj_array_extend(a, a);
  cr_expect_eq(cj_array_size(a), 18);
  cr_expect_eq(cj_array_set_new(a, 18, cj_null()), -1);
  cr_expect_null(cj_array_get(a, 18));
  /* a deep copy shares nothing: changing the copy leaves the original */
  cj_object_set_new_nocheck(o, "arr", a);
  cj_t *c = cj_copy_tree(o);
  cj_array_set_new(cj_object_get(c, "arr"), 0, cj_string("changed"));
  cr_expect_eq(cj_integer_value(cj_array_get(a, 0)), 0);
  cj_doc_leave(prev);
  cj_doc_free(d);
}

Test(cbl_cjson, writes_jansson_bytes) {
  cj_doc *d = cj_doc_new(), *prev = cj_doc_enter(d);
  cj_t *o = cj_object(), *loc[3] = {cj_integer(0), cj_integer(12), cj_integer(-7)};
  cj_object_set_new_nocheck(o, "stmt", cj_string("move"));
  cj_object_set_new_nocheck(o, "loc", cj_array_of(loc, 3));
  cj_object_set_new_nocheck(o, "empty", cj_object());
  cj_object_set_new_nocheck(o, "none", cj_array());
  cj_object_set_new_nocheck(o, "text", cj_stringn("q\"\\\n\t\x01\x7F/\xC3\xA9", 11));
  cj_object_set_new_nocheck(o, "flags", cj_array());
  cj_array_append_new(cj_object_get(o, "flags"), cj_true());
  cj_array_append_new(cj_object_get(o, "flags"), cj_false());
  cj_array_append_new(cj_object_get(o, "flags"), cj_null());
  cj_array_append_new(cj_object_get(o, "flags"), cj_integer(-9223372036854775807LL - 1));
  cj_t *deep = o;
  for (int i = 0; i < 70; i++) { /* indents past the writer's 64-byte fast path */
    cj_t *n = cj_object();
    cj_object_set_new_nocheck(n, "in", deep);
    deep = n;
  }
  same_bytes(deep, JSON_PRESERVE_ORDER | JSON_INDENT(1));
  same_bytes(deep, JSON_PRESERVE_ORDER | JSON_COMPACT);
  same_bytes(deep, JSON_PRESERVE_ORDER);
  /* a string that is not UTF-8 (possible unchecked) fails the write, as jansson's does */
  cj_t *bad = cj_array();
  cj_array_append_new(bad, cj_stringn_nocheck("\xFF", 1));
  FILE *f = fopen("/dev/null", "w");
  cr_expect_eq(cj_write(bad, f, JSON_INDENT(1)), -1);
  cr_expect_eq(cj_write(cj_integer(1), f, JSON_INDENT(1)), -1); /* an object or array at the top */
  fclose(f);
  cj_doc_leave(prev);
  cj_doc_free(d);
}

/* Rooms grow from every size: an exact array (cj_array_of, no room to spare) and an empty one
 * appended to, an object past the size where it gets an index and members deleted from it; a
 * string keeps its bytes and length (NUL bytes too). */
Test(cbl_cjson, rooms_grow) {
  cj_doc *d = cj_doc_new(), *prev = cj_doc_enter(d);
  cj_t *three[3] = {cj_integer(1), cj_integer(2), cj_integer(3)};
  cj_t *a = cj_array_of(three, 3), *e = cj_array_of(NULL, 0);
  for (int i = 4; i <= 100; i++) {
    cr_assert_eq(cj_array_append_new(a, cj_integer(i)), 0);
    cr_assert_eq(cj_array_append_new(e, cj_integer(i)), 0);
  }
  cr_assert_eq(cj_array_size(a), 100);
  cr_assert_eq(cj_array_size(e), 97);
  for (size_t i = 0; i < 100; i++) cr_assert_eq(cj_integer_value(cj_array_get(a, i)), (cj_int_t)i + 1);
  for (size_t i = 0; i < 97; i++) cr_assert_eq(cj_integer_value(cj_array_get(e, i)), (cj_int_t)i + 4);
  cj_t *o = cj_object();
  char key[16];
  for (int i = 0; i < 300; i++) {
    snprintf(key, sizeof key, "k%d", i);
    cr_assert_eq(cj_object_set_new(o, key, cj_integer(i)), 0);
  }
  cr_assert_eq(cj_object_del(o, "k7"), 0);
  cr_assert_eq(cj_object_size(o), 299);
  cr_assert_null(cj_object_get(o, "k7"));
  for (int i = 0; i < 300; i++) {
    snprintf(key, sizeof key, "k%d", i);
    if (i != 7) cr_assert_eq(cj_integer_value(cj_object_get(o, key)), i, "%s", key);
  }
  cj_t *s = cj_stringn_nocheck("ab\0cd", 5);
  cr_assert_eq(cj_string_length(s), 5);
  cr_assert_eq(memcmp(cj_string_value(s), "ab\0cd", 6), 0);
  cj_t *c = cj_copy_tree(o);
  cr_assert_eq(cj_object_size(c), 299);
  cr_assert_eq(cj_integer_value(cj_object_get(c, "k299")), 299);
  cj_doc_leave(prev);
  cj_doc_free(d);
}

/* A token vector keeps every token when it grows from the heap into a mapping (core/bigmap.h, from
 * 2 MB) and on within it, as COPY's expansion of a large program grows one token at a time. */
Test(cbl_cjson, token_vector_growth) {
  cbl_toks t = {0};
  enum { N = 150000 }; /* 7 MB of tokens: heap up to 2 MB, then mappings */
  for (size_t i = 0; i < N; i++) {
    cbl_tok k = {T_NUM, (unsigned)i, "1", 1, NULL, {0, (int)i, 1}};
    cbl_toks_push(&t, &k);
  }
  cr_assert_eq(t.n, (size_t)N);
  cr_expect_neq(t.mapped, 0);
  for (size_t i = 0; i < N; i++) cr_assert(t.v[i].flags == (unsigned)i && t.v[i].loc.line == (int)i, "token %zu", i);
  cbl_toks_free(&t);
  cr_expect_eq(t.v, NULL);
  cr_expect_eq(t.mapped, 0);
}
