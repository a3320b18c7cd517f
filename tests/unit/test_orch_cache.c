/* test_orch_cache.c — the proof cache's shared layer (src/orch/orch_cache.c): which back end a
 * --cache names, a URI's password never shown (in its user part, with or without an unencoded '/',
 * and as a password= parameter), and the schema version: a SQLite cache made by another version
 * is refused, one of this version opens again. libpq's loader (src/orch/orch_pq.c): a library that
 * is not there, or one without libpq's functions, is one line naming it and the package to
 * install. The PostgreSQL back end: tests/orch/pg_cache.py and pg_nolib.py. */
#include <criterion/criterion.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "orch/orch_cache.h"
#include "orch/orch_pq.h"

static void shown_is(const char *spec, const char *want) {
  char out[300];
  orch_cache_shown(spec, out, sizeof out);
  cr_expect_str_eq(out, want, "%s", spec);
}

Test(orch_cache, shown_hides_passwords) {
  shown_is("postgresql://u:secret@host:5/db", "postgresql://u:***@host:5/db");
  shown_is("postgresql://u:se/cret@host/db", "postgresql://u:***@host/db");
  shown_is("postgres://u@/db?host=/tmp/s&password=secret&x=1", "postgres://u@/db?host=/tmp/s&password=***&x=1");
  shown_is("postgresql://host/db", "postgresql://host/db");
  shown_is(".equiv/cache.db", ".equiv/cache.db");
  cr_expect(orch_cache_is_url("postgresql://h/d") && orch_cache_is_url("postgres://h/d"));
  cr_expect(!orch_cache_is_url("postgresql.db") && !orch_cache_is_url("./postgres://x"));
}

Test(orch_cache, other_schema_version_refused) {
  char dir[] = "/tmp/equiv-test-cache-XXXXXX", path[100], err[600];
  cr_assert(mkdtemp(dir));
  snprintf(path, sizeof path, "%s/c.db", dir);
  orch_cache *c = orch_cache_open(path, err, sizeof err);
  cr_assert(c, "%s", err);
  cr_expect_eq(orch_cache_put(c, "k", "{\"verdict\":\"equivalent\"}"), 0);
  orch_cache_close(c);
  c = orch_cache_open(path, err, sizeof err); /* this version's: opens again, the row is there */
  cr_assert(c, "%s", err);
  char *v = orch_cache_get(c, "k");
  cr_expect(v && strstr(v, "equivalent"));
  free(v);
  orch_cache_close(c);
  sqlite3 *db;
  cr_assert_eq(sqlite3_open(path, &db), SQLITE_OK);
  cr_assert_eq(sqlite3_exec(db, "UPDATE equiv_meta SET value = '7' WHERE name = 'schema'", NULL, NULL, NULL), SQLITE_OK);
  sqlite3_close(db);
  c = orch_cache_open(path, err, sizeof err);
  cr_expect_null(c);
  cr_expect(strstr(err, "schema version 7") != NULL, "%s", err);
  orch_cache_close(c);
  char cmd[200];
  snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
  cr_expect_eq(system(cmd), 0);
}

/* the reason orch_pq_open gives for lib: NULL returned, one line, naming lib and libpq5 */
static void pq_open_fails(const char *lib, const char *want) {
  orch_pq_api api;
  char err[512] = "";
  cr_expect_null(orch_pq_open(lib, &api, err, sizeof err), "%s", lib);
  cr_expect(strstr(err, want) != NULL, "%s: %s (wanted %s)", lib, err, want);
  cr_expect(strstr(err, "install libpq5 for a postgresql:// cache") != NULL, "%s: %s", lib, err);
  cr_expect(!strchr(err, '\n'), "%s: %s", lib, err);
}

Test(orch_cache, libpq_loader_errors) {
  pq_open_fails("/nonexistent/libpq.so.5", "cannot load /nonexistent/libpq.so.5 (cannot open shared object file");
  /* a shared object that is there but is not libpq: the first function looked up is missing */
  pq_open_fails("libz.so.1", "libz.so.1 has no PQclear");
  /* the library the cache opens (scripts/bootstrap installs libpq5): the whole table */
  char err[512] = "";
  const orch_pq_api *pq = orch_pq_load(err, sizeof err);
  cr_assert_not_null(pq, "%s", err);
  cr_expect(pq->PQconnectdbParams && pq->PQstatus && pq->PQsetNoticeProcessor);
  cr_expect_eq(orch_pq_load(err, sizeof err), pq, "opened once per process");
}
