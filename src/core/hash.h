/* hash.h — content hashes (BLAKE2b-256 through libsodium): the fingerprints that say two lowered
 * units are identical, and the keys of the proof cache. */
#ifndef EQUIV_CORE_HASH_H
#define EQUIV_CORE_HASH_H

#include <stddef.h>

enum { EQ_HASH_HEX = 65 }; /* 64 hex digits and the NUL */

/* BLAKE2b-256 of data[0..len) as lower-case hex into out. */
void eq_hash_hex(const void *data, size_t len, char out[EQ_HASH_HEX]);

#endif
