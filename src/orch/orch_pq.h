/* orch_pq.h — libpq, opened when a postgresql:// cache is first used rather than linked.
 *
 * Why: linking libpq made the dynamic loader map and relocate it and its chain (krb5, ldap,
 * gnutls, ...) at the start of EVERY equiv process, though only `--cache postgresql://...` uses
 * it: `equiv --version` spent 17.9 M of its 19.2 M instructions in the loader. Only
 * orch_cache_pg.c calls libpq, through the table below; the types come from <libpq-fe.h> itself,
 * so a call that does not match libpq's prototype cannot compile. */
#ifndef EQUIV_ORCH_PQ_H
#define EQUIV_ORCH_PQ_H

#include <libpq-fe.h>
#include <stddef.h>

/* The soname opened (libpq's ABI since PostgreSQL 8.2; Debian: libpq5). */
#define ORCH_PQ_SONAME "libpq.so.5"

/* Every libpq function the cache calls; a function not listed is not in the table. */
#define ORCH_PQ_FUNCS(X)                                                                           \
  X(PQclear) X(PQconnectdbParams) X(PQerrorMessage) X(PQexec) X(PQexecPrepared) X(PQfinish)       \
  X(PQgetisnull) X(PQgetvalue) X(PQntuples) X(PQprepare) X(PQresultStatus) X(PQsetClientEncoding) \
  X(PQsetNoticeProcessor) X(PQstatus)

typedef struct orch_pq_api {
#define ORCH_PQ_MEMBER(f) __typeof__(f) *f;
  ORCH_PQ_FUNCS(ORCH_PQ_MEMBER)
#undef ORCH_PQ_MEMBER
} orch_pq_api;

/* Opens ORCH_PQ_SONAME once per process (the dynamic loader's search: LD_LIBRARY_PATH, then the
 * system's) and returns its table, or NULL with a one-line reason in err that names the library
 * and the package to install. Safe to call from several threads. */
const orch_pq_api *orch_pq_load(char *err, size_t errn);

/* The same from the shared object lib, opened on every call and never closed: for the tests of
 * the error lines (a library that is not there, one without libpq's functions). */
const orch_pq_api *orch_pq_open(const char *lib, orch_pq_api *api, char *err, size_t errn);

#endif
