/* hash.c — BLAKE2b-256 content hashes (libsodium's crypto_generichash; OpenSSL 3.0 here has no
 * BLAKE2b-256, DESIGN.md "Dependencies"). */
#include "core/hash.h"

#include <sodium.h>

void eq_hash_hex(const void *data, size_t len, char out[EQ_HASH_HEX]) {
  unsigned char h[32];
  /* sodium_init picks the CPU-specific BLAKE2b code; it is idempotent and thread-safe (it
   * returns 1 when already done), and never fails in a way that affects hashing */
  if (sodium_init() < 0) { /* cannot happen for hashing: the portable code needs no setup */ }
  crypto_generichash(h, sizeof h, data, len, NULL, 0);
  static const char hx[] = "0123456789abcdef";
  for (int i = 0; i < 32; i++) out[2 * i] = hx[h[i] >> 4], out[2 * i + 1] = hx[h[i] & 15];
  out[64] = 0;
}
