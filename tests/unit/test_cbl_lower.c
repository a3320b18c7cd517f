/* test_cbl_lower.c — the statement list of stmt.h and the lowering of lower.h: the list is sorted
 * and its look-ups agree; every statement the golden front-end outputs hold has its kind; every
 * statement list of a document is lowered with the kinds of its nodes, shared and deep ones too. */
#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang/cobol/lower.h"
#include "lang/cobol/stmt.h"

Test(cbl_lower, list_sorted_and_lookups_agree) {
  for (int k = CBL_ST_UNKNOWN + 1; k < CBL_ST_COUNT; k++) {
    const char *n = cbl_stmt_name((cbl_stmt_kind)k);
    cr_assert(n && *n && strcmp(n, "?"), "kind %d has no name", k);
    if (k + 1 < CBL_ST_COUNT)
      cr_assert(strcmp(n, cbl_stmt_name((cbl_stmt_kind)(k + 1))) < 0, "'%s' is not before '%s': the list must stay sorted",
                n, cbl_stmt_name((cbl_stmt_kind)(k + 1)));
    cr_assert_eq(cbl_stmt_kind_of(n), k, "'%s' is found as kind %d, not %d", n, cbl_stmt_kind_of(n), k);
  }
  cr_assert_eq(cbl_stmt_kind_of("go_to"), CBL_ST_GO_TO);
  cr_assert_eq(cbl_stmt_kind_of("goback"), CBL_ST_GOBACK);
  cr_assert_eq(cbl_stmt_kind_of("mov"), CBL_ST_UNKNOWN);
  cr_assert_eq(cbl_stmt_kind_of("movee"), CBL_ST_UNKNOWN);
  cr_assert_eq(cbl_stmt_kind_of("MOVE"), CBL_ST_UNKNOWN); /* JSON names are lower case */
  cr_assert_eq(cbl_stmt_kind_of(""), CBL_ST_UNKNOWN);
  cr_assert_eq(cbl_stmt_kind_of(NULL), CBL_ST_UNKNOWN);
  cr_assert_str_eq(cbl_stmt_name(CBL_ST_UNKNOWN), "?");
  cr_assert_str_eq(cbl_stmt_name(CBL_ST_COUNT), "?");
  /* shapes: checked statements have one; verbs the front end refuses have none */
  cr_assert_not_null(cbl_stmt_shape(CBL_ST_MOVE));
  cr_assert_str_eq(cbl_stmt_shape(CBL_ST_CONTINUE), "");
  cr_assert_null(cbl_stmt_shape(CBL_ST_XML));
  cr_assert_null(cbl_stmt_shape(CBL_ST_UNKNOWN));
}

Test(cbl_lower, condition_list_sorted_and_lookups_agree) {
  for (int k = CBL_CO_UNKNOWN + 1; k < CBL_CO_COUNT; k++) {
    const char *n = cbl_cond_name((cbl_cond_kind)k);
    if (k + 1 < CBL_CO_COUNT)
      cr_assert(strcmp(n, cbl_cond_name((cbl_cond_kind)(k + 1))) < 0, "'%s' is not before '%s'", n,
                cbl_cond_name((cbl_cond_kind)(k + 1)));
    cr_assert_eq(cbl_cond_kind_of(n), k);
    cr_assert_not_null(cbl_cond_shape((cbl_cond_kind)k));
  }
  cr_assert_eq(cbl_cond_kind_of("relation"), CBL_CO_RELATION);
  cr_assert_eq(cbl_cond_kind_of("nor"), CBL_CO_UNKNOWN);
  cr_assert_eq(cbl_cond_kind_of(NULL), CBL_CO_UNKNOWN);
  cr_assert_str_eq(cbl_cond_name(CBL_CO_UNKNOWN), "?");
  cr_assert_null(cbl_cond_shape(CBL_CO_UNKNOWN));
}

static int unknown_stmts(const json_t *x, int *seen) {
  int bad = 0;
  if (json_is_array(x)) {
    size_t i;
    json_t *e;
    json_array_foreach(x, i, e) bad += unknown_stmts(e, seen);
  } else if (json_is_object(x)) {
    const json_t *cd = json_object_get(x, "cond");
    if (json_is_string(cd) && cbl_cond_kind_of(json_string_value(cd)) == CBL_CO_UNKNOWN) {
      fprintf(stderr, "unknown condition '%s'\n", json_string_value(cd));
      bad++;
    }
    const json_t *st = json_object_get(x, "stmt");
    if (json_is_string(st)) {
      (*seen)++;
      if (cbl_stmt_kind_of(json_string_value(st)) == CBL_ST_UNKNOWN) {
        fprintf(stderr, "unknown statement '%s'\n", json_string_value(st));
        bad++;
      }
    }
    const char *k;
    json_t *v;
    json_object_foreach((json_t *)x, k, v) bad += unknown_stmts(v, seen);
  }
  return bad;
}

/* The front end writes only names of the list: its parser table is generated from it, and the
 * golden outputs (tests/cobol/golden) show what it wrote. */
Test(cbl_lower, golden_outputs_use_listed_kinds) {
  const char *src = getenv("EQUIV_SRC");
  cr_assert(src, "EQUIV_SRC names the source tree");
  char dir[4096];
  snprintf(dir, sizeof dir, "%s/tests/cobol/golden", src);
  DIR *d = opendir(dir);
  cr_assert(d, "no %s", dir);
  struct dirent *e;
  int files = 0, seen = 0, bad = 0;
  while ((e = readdir(d))) {
    size_t n = strlen(e->d_name);
    if (n < 6 || strcmp(e->d_name + n - 5, ".json")) continue;
    char p[8192];
    snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
    json_t *doc = json_load_file(p, JSON_ALLOW_NUL, NULL);
    cr_assert(doc, "%s does not load", p);
    bad += unknown_stmts(doc, &seen);
    files++;
    json_decref(doc);
  }
  closedir(d);
  cr_assert(files >= 20 && seen >= 500, "only %d files, %d statements", files, seen);
  cr_assert_eq(bad, 0, "%d statements of unlisted kinds", bad);
}

Test(cbl_lower, lists_lowered_with_their_kinds) {
  json_t *doc = json_loads("{\"programs\": [{\"procedure\": {\"sections\": [{\"paragraphs\": [{\"sentences\": ["
                           "[{\"stmt\": \"move\"}, {\"stmt\": \"if\", \"then\": [{\"stmt\": \"display\"}],"
                           "  \"else\": [{\"stmt\": \"frobnicate\"}, {\"stmt\": \"go_to\"}]}],"
                           "[{\"stmt\": \"evaluate\", \"whens\": [{\"statements\": [{\"stmt\": \"compute\"}]}],"
                           "  \"other\": []}]]}]}]}}]}",
                           0, NULL);
  cr_assert_not_null(doc);
  cbl_lowered *l = cbl_lower(&doc, 1);
  const json_t *para = json_array_get(
      json_object_get(json_array_get(json_object_get(json_object_get(json_array_get(json_object_get(doc, "programs"), 0),
                                                                     "procedure"), "sections"), 0), "paragraphs"), 0);
  const json_t *sents = json_object_get(para, "sentences");
  const json_t *s0 = json_array_get(sents, 0);
  const cbl_llist *ll = cbl_lowered_list(l, s0);
  cr_assert_not_null(ll);
  cr_assert_eq(ll->n, 2);
  cr_assert_eq(ll->v[0].kind, CBL_ST_MOVE);
  cr_assert_eq(ll->v[1].kind, CBL_ST_IF);
  cr_assert_eq(ll->v[1].j, json_array_get(s0, 1));
  const cbl_llist *el = cbl_lowered_list(l, json_object_get(json_array_get(s0, 1), "else"));
  cr_assert_not_null(el);
  cr_assert_eq(el->n, 2);
  cr_assert_eq(el->v[0].kind, CBL_ST_UNKNOWN); /* the interpreter reports it unsupported */
  cr_assert_eq(el->v[1].kind, CBL_ST_GO_TO);
  const json_t *when = json_array_get(json_object_get(json_array_get(json_array_get(sents, 1), 0), "whens"), 0);
  const cbl_llist *wl = cbl_lowered_list(l, json_object_get(when, "statements"));
  cr_assert(wl && wl->n == 1 && wl->v[0].kind == CBL_ST_COMPUTE);
  /* not statement lists: the sentences array, an empty list, a node built afterwards */
  cr_assert_null(cbl_lowered_list(l, sents));
  cr_assert_null(cbl_lowered_list(l, json_object_get(json_array_get(json_array_get(sents, 1), 0), "other")));
  json_t *later = json_pack("[{s:s}]", "stmt", "move");
  cr_assert_null(cbl_lowered_list(l, later));
  cr_assert_null(cbl_lowered_list(NULL, s0));
  cr_assert_eq(cbl_lower_kind(json_array_get(later, 0)), CBL_ST_MOVE);
  json_decref(later);
  cbl_lowered_free(l);
  json_decref(doc);
}

/* One list shared by two parents is lowered once; nesting 100,000 deep needs no recursion. */
Test(cbl_lower, shared_and_deep_lists) {
  json_t *shared = json_pack("[{s:s}]", "stmt", "continue");
  json_t *doc = json_pack("{s:O, s:O}", "a", shared, "b", shared);
  json_t *inner = json_pack("[{s:s}]", "stmt", "stop");
  json_t *deepest = inner;
  for (int i = 0; i < 100000; i++) inner = json_pack("[{s:s, s:o}]", "stmt", "if", "then", inner);
  json_object_set_new(doc, "deep", inner);
  cbl_lowered *l = cbl_lower(&doc, 1);
  const cbl_llist *sl = cbl_lowered_list(l, shared);
  cr_assert(sl && sl->n == 1 && sl->v[0].kind == CBL_ST_CONTINUE);
  const cbl_llist *dl = cbl_lowered_list(l, deepest);
  cr_assert(dl && dl->n == 1 && dl->v[0].kind == CBL_ST_STOP);
  const cbl_llist *tl = cbl_lowered_list(l, inner);
  cr_assert(tl && tl->n == 1 && tl->v[0].kind == CBL_ST_IF);
  cbl_lowered_free(l);
  json_decref(shared);
  /* jansson frees recursively: take the nest apart from the top first */
  json_t *cur = inner;
  for (;;) {
    json_t *obj = json_array_get(cur, 0), *next = json_object_get(obj, "then");
    if (next) json_incref(next), json_object_del(obj, "then");
    if (cur != inner) json_decref(cur);
    if (!next) break;
    cur = next;
  }
  json_decref(doc);
}
