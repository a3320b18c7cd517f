/* Wrong twin of eq-union-in-struct: the words taken in big-endian order, and the sign of a double
 * by comparison (false for -0.0, whose sign bit is set). */
#include <stdint.h>

long long low_word(int tag, long long bits, int x) {
  uint64_t u = (uint64_t)bits;
  int32_t lo = tag == 1 ? x : (int32_t)(uint32_t)(u >> 32);
  int32_t hi = (int32_t)(uint32_t)u;
  return (long long)lo + hi;
}

unsigned sign_bit(double d) { return d < 0; }
