/* Union constructs Equiv does not model yet, each an honest unknown naming it: initializers that
 * are not constants for a floating member (its bytes need the value's encoding) or with a side
 * effect (the initializer is evaluated once per byte of the member). The address of a member, once
 * here, is followed now (eq-union-member-address). */
#include <stdint.h>

union word {
  unsigned u;
  int i;
};

union dbits {
  double d;
  uint64_t u;
};

long double_bits(double x) {
  union dbits u = {x};
  return (long)(u.u >> 63);
}

int init_post_inc(int x) {
  union word w = {(unsigned)x++};
  return w.i + x;
}
