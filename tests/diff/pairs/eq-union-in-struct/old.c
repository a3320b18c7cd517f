/* A tagged value: a struct holding a union (C11 6.7.2.1), passed to and returned from helpers by
 * value, its members read through one another. */
#include <stdint.h>

union num {
  uint64_t u;
  double d;
  int32_t i[2];
};

struct tagged {
  int tag;
  union num v;
};

static struct tagged make(int tag, long long bits) {
  struct tagged t;
  t.tag = tag;
  t.v.u = (uint64_t)bits;
  return t;
}

static union num low_set(union num n, int x) {
  n.i[0] = x;
  return n;
}

long long low_word(int tag, long long bits, int x) {
  struct tagged t = make(tag, bits);
  if (t.tag == 1) t.v = low_set(t.v, x);
  return (long long)t.v.i[0] + t.v.i[1];
}

unsigned sign_bit(double d) {
  union num n;
  n.d = d;
  return (unsigned)(n.u >> 63);
}
