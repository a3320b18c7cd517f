/* The same arithmetic on the 64-bit pattern, without the union's word view. */
#include <stdint.h>

union num {
  uint64_t u;
  double d;
  int32_t i[2];
};

long long low_word(int tag, long long bits, int x) {
  uint64_t u = (uint64_t)bits;
  int32_t lo = tag == 1 ? x : (int32_t)(uint32_t)u;
  int32_t hi = (int32_t)(uint32_t)(u >> 32);
  return (long long)lo + hi;
}

unsigned sign_bit(double d) {
  union num n;
  n.d = d;
  return n.i[1] < 0;
}
