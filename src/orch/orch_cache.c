/* orch_cache.c — the SQLite proof cache (orch_cache.h). A verdict is written in its own
 * transaction only after it is complete, so a run killed at any point leaves every stored row whole
 * (SQLite's journal rolls back a write cut short); WAL lets several runs read and write at once. */
#include "orch/orch_cache.h"

#include "core/fsutil.h"

#include <errno.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "core/strbuf.h"

struct orch_cache {
  sqlite3 *db;
  sqlite3_stmt *get, *put, *fget, *fput;
};

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
  "CREATE TABLE IF NOT EXISTS equiv_files(key TEXT PRIMARY KEY, entry TEXT NOT NULL);";

orch_cache *orch_cache_open(const char *path, char *err, size_t errn) {
  make_parents(path);
  orch_cache *c = calloc(1, sizeof *c);
  if (!c) {
    snprintf(err, errn, "out of memory");
    return NULL;
  }
  if (sqlite3_open_v2(path, &c->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, NULL) !=
      SQLITE_OK) {
    snprintf(err, errn, "--cache %s: %s", path, c->db ? sqlite3_errmsg(c->db) : "cannot open");
    goto fail;
  }
  /* another run writing at the same moment: wait for its transaction instead of failing */
  sqlite3_busy_timeout(c->db, 10000);
  char *msg = NULL;
  if (sqlite3_exec(c->db, schema, NULL, NULL, &msg) != SQLITE_OK) {
    snprintf(err, errn, "--cache %s: not a usable cache: %s", path, msg ? msg : "?");
    sqlite3_free(msg);
    goto fail;
  }
  if (sqlite3_prepare_v2(c->db, "SELECT verdict FROM equiv_verdicts WHERE key = ?1", -1, &c->get, NULL) !=
        SQLITE_OK ||
      sqlite3_prepare_v2(c->db, "INSERT OR REPLACE INTO equiv_verdicts(key, verdict) VALUES(?1, ?2)", -1, &c->put,
                         NULL) != SQLITE_OK ||
      sqlite3_prepare_v2(c->db, "SELECT entry FROM equiv_files WHERE key = ?1", -1, &c->fget, NULL) != SQLITE_OK ||
      sqlite3_prepare_v2(c->db, "INSERT OR REPLACE INTO equiv_files(key, entry) VALUES(?1, ?2)", -1, &c->fput, NULL) !=
        SQLITE_OK) {
    snprintf(err, errn, "--cache %s: %s", path, sqlite3_errmsg(c->db));
    goto fail;
  }
  return c;
fail:
  orch_cache_close(c);
  return NULL;
}

void orch_cache_close(orch_cache *c) {
  if (!c) return;
  sqlite3_finalize(c->get);
  sqlite3_finalize(c->put);
  sqlite3_finalize(c->fget);
  sqlite3_finalize(c->fput);
  sqlite3_close(c->db);
  free(c);
}

static char *get(sqlite3_stmt *st, const char *key) {
  char *out = NULL;
  sqlite3_reset(st);
  sqlite3_bind_text(st, 1, key, -1, SQLITE_STATIC);
  if (sqlite3_step(st) == SQLITE_ROW) {
    const unsigned char *t = sqlite3_column_text(st, 0);
    if (t) out = strdup((const char *)t);
  }
  sqlite3_reset(st);
  return out;
}

static int put(sqlite3_stmt *st, const char *key, const char *json) {
  sqlite3_reset(st);
  sqlite3_bind_text(st, 1, key, -1, SQLITE_STATIC);
  sqlite3_bind_text(st, 2, json, -1, SQLITE_STATIC);
  int rc = sqlite3_step(st) == SQLITE_DONE ? 0 : -1;
  sqlite3_reset(st);
  return rc;
}

char *orch_cache_get(orch_cache *c, const char *key) { return get(c->get, key); }
int orch_cache_put(orch_cache *c, const char *key, const char *json) { return put(c->put, key, json); }
char *orch_cache_file_get(orch_cache *c, const char *key) { return get(c->fget, key); }
int orch_cache_file_put(orch_cache *c, const char *key, const char *json) { return put(c->fput, key, json); }

void orch_cache_key(const char *const *parts, int n, char out[EQ_HASH_HEX]) {
  strbuf sb = STRBUF_INIT;
  for (int i = 0; i < n; i++) {
    const char *p = parts[i] ? parts[i] : "";
    sb_printf(&sb, "%zu:", strlen(p));
    sb_puts(&sb, p);
  }
  eq_hash_hex(sb.data ? sb.data : "", sb.len, out);
  sb_free(&sb);
}

const char *orch_build_id(void) {
  static char id[EQ_HASH_HEX];
  static int done;
  if (done) return id;
  size_t len = 0;
  char *bytes = fs_read_file("/proc/self/exe", &len);
  if (bytes) eq_hash_hex(bytes, len, id);
  else snprintf(id, sizeof id, "%s", EQUIV_VERSION);
  free(bytes);
  done = 1;
  return id;
}

int orch_cache_worth_keeping(const json_t *v) {
  const char *code = json_string_value(json_object_get(v, "reason_code"));
  return !code || (strcmp(code, "timeout") && strcmp(code, "memory") && strcmp(code, "solver") && strcmp(code, "internal") &&
                   strcmp(code, "replay_mismatch"));
}
