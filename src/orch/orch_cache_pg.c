/* orch_cache_pg.c — the proof cache in PostgreSQL (orch_cache_int.h), for a team or a cluster that
 * shares one cache: `--cache postgresql://...`. Every statement runs in its own transaction
 * (libpq's autocommit), so a run killed with SIGKILL leaves whole rows only (the server rolls back
 * what its session had not committed); an insert that races another run's insert of the same key
 * does nothing (ON CONFLICT DO NOTHING): both runs computed the same result under that key. */
#include "orch/orch_cache_int.h"

#include "orch/orch_pq.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* the tables as SQL names it, and their text columns, in orch_cache_table's order */
static const char *const table_name[] = {"equiv_verdicts", "equiv_files", "equiv_meta"};
static const char *const column_name[] = {"verdict", "entry", "value"};
#define NTABLES 3

/* CREATE TABLE IF NOT EXISTS is not safe against a concurrent creator of the same table (two
 * sessions can both pass the existence test; the second then fails on the catalog's unique index),
 * so the tables are made under a transaction-scoped advisory lock that serializes Equiv runs that
 * connect at the same moment. The lock's number is "equiv" in ASCII (0x6571756976). */
static const char schema[] =
  "BEGIN;"
  "SELECT pg_advisory_xact_lock(435695217014);"
  "CREATE TABLE IF NOT EXISTS equiv_meta(name text PRIMARY KEY, value text NOT NULL);"
  "CREATE TABLE IF NOT EXISTS equiv_verdicts(key text PRIMARY KEY, verdict text NOT NULL);"
  "CREATE TABLE IF NOT EXISTS equiv_files(key text PRIMARY KEY, entry text NOT NULL);"
  "COMMIT;";

typedef struct pg {
  const orch_pq_api *pq; /* libpq, opened by the first postgresql:// cache (orch_pq.h) */
  PGconn *conn;
} pg;

/* the first line of libpq's message (it may add hints on further lines) */
static void first_line(const char *msg, char *out, size_t n) {
  snprintf(out, n, "%s", msg && *msg ? msg : "unknown error");
  out[strcspn(out, "\n")] = 0;
}

/* "CREATE TABLE IF NOT EXISTS" answers an existing table with a NOTICE that libpq would print on
 * standard error; Equiv's output is its report and its error lines only. */
static void no_notices(void *arg, const char *msg) {
  (void)arg;
  (void)msg;
}

static char *pg_get(void *h, orch_cache_table t, const char *key) {
  pg *p = h;
  const orch_pq_api *pq = p->pq;
  const char *params[] = {key};
  PGresult *res = pq->PQexecPrepared(p->conn, table_name[t], 1, params, NULL, NULL, 0);
  char *out = NULL;
  if (pq->PQresultStatus(res) == PGRES_TUPLES_OK && pq->PQntuples(res) == 1 && !pq->PQgetisnull(res, 0, 0))
    out = strdup(pq->PQgetvalue(res, 0, 0));
  pq->PQclear(res);
  return out;
}

static int pg_put(void *h, orch_cache_table t, const char *key, const char *text) {
  pg *p = h;
  const orch_pq_api *pq = p->pq;
  char name[40];
  snprintf(name, sizeof name, "put_%s", table_name[t]);
  const char *params[] = {key, text};
  PGresult *res = pq->PQexecPrepared(p->conn, name, 2, params, NULL, NULL, 0);
  int rc = pq->PQresultStatus(res) == PGRES_COMMAND_OK ? 0 : -1;
  pq->PQclear(res);
  return rc;
}

static void pg_close(void *h) {
  pg *p = h;
  if (!p) return;
  p->pq->PQfinish(p->conn);
  free(p);
}

static const orch_cache_be pg_be = {pg_get, pg_put, pg_close};

/* prepares the get (named after its table) and put statements of every table */
static int prepare(pg *p, char *err, size_t errn) {
  const orch_pq_api *pq = p->pq;
  for (int t = 0; t < NTABLES; t++) {
    char sql[200], name[40];
    const char *key = t == ORCH_CT_META ? "name" : "key";
    for (int put = 0; put < 2; put++) {
      if (put) {
        snprintf(name, sizeof name, "put_%s", table_name[t]);
        snprintf(sql, sizeof sql, "INSERT INTO %s(%s, %s) VALUES($1, $2) ON CONFLICT (%s) DO NOTHING", table_name[t],
                 key, column_name[t], key);
      } else {
        snprintf(name, sizeof name, "%s", table_name[t]);
        snprintf(sql, sizeof sql, "SELECT %s FROM %s WHERE %s = $1", column_name[t], table_name[t], key);
      }
      PGresult *res = pq->PQprepare(p->conn, name, sql, put ? 2 : 1, NULL);
      int ok = pq->PQresultStatus(res) == PGRES_COMMAND_OK;
      pq->PQclear(res);
      if (!ok) {
        char why[400];
        first_line(pq->PQerrorMessage(p->conn), why, sizeof why);
        snprintf(err, errn, "not a usable cache: %s", why);
        return -1;
      }
    }
  }
  return 0;
}

void *orch_cache_pg_open(const char *uri, const orch_cache_be **be, char *err, size_t errn) {
  /* later keywords override earlier ones, so the URI's own connect_timeout wins over ours: a
   * server that does not answer is an error after 10 s, not a run that hangs */
  const char *keys[] = {"connect_timeout", "fallback_application_name", "dbname", NULL};
  const char *vals[] = {"10", "equiv", uri, NULL};
  const orch_pq_api *pq = orch_pq_load(err, errn);
  if (!pq) return NULL;
  pg *p = calloc(1, sizeof *p);
  if (p) {
    p->pq = pq;
    p->conn = pq->PQconnectdbParams(keys, vals, 1);
  }
  if (!p || !p->conn) {
    free(p);
    snprintf(err, errn, "out of memory");
    return NULL;
  }
  char why[400];
  if (pq->PQstatus(p->conn) != CONNECTION_OK) {
    /* libpq's message names the host or socket it tried (the caller's prefix names the URI); it
     * never holds the password */
    first_line(pq->PQerrorMessage(p->conn), why, sizeof why);
    snprintf(err, errn, "cannot connect to the PostgreSQL server: %s", why);
    pg_close(p);
    return NULL;
  }
  pq->PQsetNoticeProcessor(p->conn, no_notices, NULL);
  (void)pq->PQsetClientEncoding(p->conn, "UTF8");
  PGresult *res = pq->PQexec(p->conn, schema);
  int ok = pq->PQresultStatus(res) == PGRES_COMMAND_OK;
  pq->PQclear(res);
  if (!ok) {
    first_line(pq->PQerrorMessage(p->conn), why, sizeof why);
    snprintf(err, errn, "cannot make the cache's tables: %s", why);
    pg_close(p);
    return NULL;
  }
  if (prepare(p, err, errn) < 0) {
    pg_close(p);
    return NULL;
  }
  *be = &pg_be;
  return p;
}
