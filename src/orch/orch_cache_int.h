/* orch_cache_int.h — the proof cache's back ends (private to orch_cache*.c). orch_cache.c holds the
 * logic every back end shares (which store a --cache names, the schema version, the error lines);
 * a back end only stores and fetches texts under keys in three tables. Each write is one
 * transaction of its own, so a run killed with SIGKILL never leaves half a row; a key written twice
 * (two runs racing) is not an error and keeps one of the texts: both runs computed the same result
 * under it (PostgreSQL keeps the first, SQLite the last, which also heals a row it could not read). */
#ifndef EQUIV_ORCH_ORCH_CACHE_INT_H
#define EQUIV_ORCH_ORCH_CACHE_INT_H

#include <stddef.h>

/* The tables: verdicts and statements, the front end's file entries, and the cache's own facts
 * (its schema version). */
typedef enum { ORCH_CT_VERDICTS, ORCH_CT_FILES, ORCH_CT_META } orch_cache_table;

typedef struct orch_cache_be {
  /* the stored text under key (heap, the caller frees), or NULL when there is none */
  char *(*get)(void *h, orch_cache_table t, const char *key);
  /* stores text under key (for ORCH_CT_META only when none is there: the schema version stays);
   * 0, or -1 when the write failed */
  int (*put)(void *h, orch_cache_table t, const char *key, const char *text);
  void (*close)(void *h);
} orch_cache_be;

/* Opens the SQLite file at path (creating it and its parent directories). NULL with a one-line
 * reason in err (without the "--cache X: " prefix, which the caller adds). */
void *orch_cache_sqlite_open(const char *path, const orch_cache_be **be, char *err, size_t errn);

/* Connects to the PostgreSQL server a postgresql:// or postgres:// URI names and creates the
 * tables when missing. NULL with a one-line reason in err (libpq's, naming the host or socket it
 * tried; never the password; without the "--cache X: " prefix). */
void *orch_cache_pg_open(const char *uri, const orch_cache_be **be, char *err, size_t errn);

#endif
