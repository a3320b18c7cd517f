/* orch_cache_sqlite.c — the proof cache in one SQLite file (orch_cache_int.h), the default. Each
 * row is written in its own transaction, so a run killed at any point leaves every stored row whole
 * (SQLite's journal rolls back a write cut short); WAL lets several runs read and write at once. */
#include "orch/orch_cache_int.h"

#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

typedef struct lite {
  sqlite3 *db;
  sqlite3_stmt *get[3], *put[3]; /* by orch_cache_table */
} lite;

/* makes the directories above path (mkdir -p of its dirname) */
static void make_parents(const char *path) {
  char buf[4096];
  if (snprintf(buf, sizeof buf, "%s", path) >= (int)sizeof buf) return;
  for (char *p = buf + 1; *p; p++) {
    if (*p != '/') continue;
    *p = 0;
    (void)mkdir(buf, 0777);
    *p = '/';
  }
}

static const char schema[] =
  "PRAGMA journal_mode=WAL;"
  "PRAGMA synchronous=NORMAL;"
  "CREATE TABLE IF NOT EXISTS equiv_verdicts(key TEXT PRIMARY KEY, verdict TEXT NOT NULL);"
  "CREATE TABLE IF NOT EXISTS equiv_files(key TEXT PRIMARY KEY, entry TEXT NOT NULL);"
  "CREATE TABLE IF NOT EXISTS equiv_meta(name TEXT PRIMARY KEY, value TEXT NOT NULL);";

/* A verdict or file entry written again replaces the old row (it can only be the same result, or
 * heal a row an older build left unreadable); the schema version is never replaced. */
static const char *const sql_get[] = {"SELECT verdict FROM equiv_verdicts WHERE key = ?1",
                                      "SELECT entry FROM equiv_files WHERE key = ?1",
                                      "SELECT value FROM equiv_meta WHERE name = ?1"};
static const char *const sql_put[] = {"INSERT OR REPLACE INTO equiv_verdicts(key, verdict) VALUES(?1, ?2)",
                                      "INSERT OR REPLACE INTO equiv_files(key, entry) VALUES(?1, ?2)",
                                      "INSERT OR IGNORE INTO equiv_meta(name, value) VALUES(?1, ?2)"};

static char *lite_get(void *h, orch_cache_table t, const char *key) {
  sqlite3_stmt *st = ((lite *)h)->get[t];
  char *out = NULL;
  sqlite3_reset(st);
  sqlite3_bind_text(st, 1, key, -1, SQLITE_STATIC);
  if (sqlite3_step(st) == SQLITE_ROW) {
    const unsigned char *text = sqlite3_column_text(st, 0);
    if (text) out = strdup((const char *)text);
  }
  sqlite3_reset(st);
  return out;
}

static int lite_put(void *h, orch_cache_table t, const char *key, const char *text) {
  sqlite3_stmt *st = ((lite *)h)->put[t];
  sqlite3_reset(st);
  sqlite3_bind_text(st, 1, key, -1, SQLITE_STATIC);
  sqlite3_bind_text(st, 2, text, -1, SQLITE_STATIC);
  int rc = sqlite3_step(st) == SQLITE_DONE ? 0 : -1;
  sqlite3_reset(st);
  return rc;
}

static void lite_close(void *h) {
  lite *l = h;
  if (!l) return;
  for (int t = 0; t < 3; t++) sqlite3_finalize(l->get[t]), sqlite3_finalize(l->put[t]);
  sqlite3_close(l->db);
  free(l);
}

static const orch_cache_be lite_be = {lite_get, lite_put, lite_close};

void *orch_cache_sqlite_open(const char *path, const orch_cache_be **be, char *err, size_t errn) {
  make_parents(path);
  lite *l = calloc(1, sizeof *l);
  if (!l) {
    snprintf(err, errn, "out of memory");
    return NULL;
  }
  if (sqlite3_open_v2(path, &l->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, NULL) !=
      SQLITE_OK) {
    snprintf(err, errn, "%s", l->db ? sqlite3_errmsg(l->db) : "cannot open");
    goto fail;
  }
  /* another run writing at the same moment: wait for its transaction instead of failing */
  sqlite3_busy_timeout(l->db, 10000);
  char *msg = NULL;
  if (sqlite3_exec(l->db, schema, NULL, NULL, &msg) != SQLITE_OK) {
    snprintf(err, errn, "not a usable cache: %s", msg ? msg : "?");
    sqlite3_free(msg);
    goto fail;
  }
  for (int t = 0; t < 3; t++)
    if (sqlite3_prepare_v2(l->db, sql_get[t], -1, &l->get[t], NULL) != SQLITE_OK ||
        sqlite3_prepare_v2(l->db, sql_put[t], -1, &l->put[t], NULL) != SQLITE_OK) {
      snprintf(err, errn, "not a usable cache: %s", sqlite3_errmsg(l->db));
      goto fail;
    }
  *be = &lite_be;
  return l;
fail:
  lite_close(l);
  return NULL;
}
