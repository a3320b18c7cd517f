/* orch_cache.h — the proof cache: verdicts stored in one SQLite file (WAL mode, one transaction per
 * write, so concurrent writers and a run killed with SIGKILL leave a usable cache) under a key that
 * hashes everything the verdict depends on (orch_cache_key). */
#ifndef EQUIV_ORCH_ORCH_CACHE_H
#define EQUIV_ORCH_ORCH_CACHE_H

#include <stddef.h>

#include <jansson.h>

#include "core/hash.h"

typedef struct orch_cache orch_cache;

/* Opens (creating it and its parent directory when missing) the cache at path. NULL with a
 * one-line reason in err when the file cannot be opened or is not an Equiv cache. */
orch_cache *orch_cache_open(const char *path, char *err, size_t errn);
void orch_cache_close(orch_cache *c);

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

/* The BLAKE2b-256 key of parts[0..n) (each length-prefixed, so no two part lists collide). */
void orch_cache_key(const char *const *parts, int n, char out[EQ_HASH_HEX]);

#endif
