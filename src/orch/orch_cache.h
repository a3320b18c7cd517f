/* orch_cache.h — the proof cache: verdicts stored in one SQLite file (WAL mode) or in a PostgreSQL
 * database shared by a team or a cluster (`--cache postgresql://...`), one transaction per write, so
 * concurrent writers and a run killed with SIGKILL leave a usable cache, under a key that hashes
 * everything the verdict depends on (orch_cache_key). */
#ifndef EQUIV_ORCH_ORCH_CACHE_H
#define EQUIV_ORCH_ORCH_CACHE_H

#include <stddef.h>

#include <jansson.h>

#include "core/hash.h"

typedef struct orch_cache orch_cache;

/* Opens the cache spec names: a postgresql:// or postgres:// URI (libpq's), or else the path of a
 * SQLite file (created with its parent directories when missing); a new cache's tables are made.
 * NULL with a one-line reason in err ("--cache X: ...", X as orch_cache_shown writes it) when the
 * server or file cannot be reached, is not an Equiv cache, or is one of another schema version. */
orch_cache *orch_cache_open(const char *spec, char *err, size_t errn);
void orch_cache_close(orch_cache *c);

/* Whether spec names a PostgreSQL server rather than a file. */
int orch_cache_is_url(const char *spec);
/* spec as it may be printed (in an error, in a report): a URI's password written "***". */
void orch_cache_shown(const char *spec, char *out, size_t n);
/* The report's "cache" member: spec as shown (a new string), or JSON null when spec is NULL. */
json_t *orch_cache_shown_json(const char *spec);

/* The stored verdict JSON text under key (heap, the caller frees), or NULL when there is none. */
char *orch_cache_get(orch_cache *c, const char *key);
/* Stores json under key. Returns 0, or -1 (the run goes on: a cache write is never a result). */
int orch_cache_put(orch_cache *c, const char *key, const char *json);

/* The same for a file's entry (its units, for a file read the same in both trees: orch_repo.c),
 * in a table of its own. */
char *orch_cache_file_get(orch_cache *c, const char *key);
int orch_cache_file_put(orch_cache *c, const char *key, const char *json);

/* The Equiv that computes: the hash of the running binary's bytes (/proc/self/exe), so a cache
 * filled by another build — another commit with the same version number — is never read as this
 * one's results; EQUIV_VERSION where the binary cannot be read. Computed once. */
const char *orch_build_id(void);

/* Whether a verdict or statement (its JSON, with "reason_code") is worth keeping: not one a busy
 * machine's clock, a memory budget, a solver's mood or an internal failure decided. */
int orch_cache_worth_keeping(const json_t *v);

/* The JSON object stored under key (a new reference), or NULL when there is none or it is not an
 * object. */
json_t *orch_cache_get_json(orch_cache *c, const char *key);
/* Stores v (a verdict or statement made now) under key when it is worth keeping, and sets its
 * "stored" member to true when the write succeeded (the report counts them). */
void orch_cache_keep(orch_cache *c, const char *key, json_t *v);

/* The BLAKE2b-256 key of parts[0..n) (each length-prefixed, so no two part lists collide). */
void orch_cache_key(const char *const *parts, int n, char out[EQ_HASH_HEX]);

#endif
