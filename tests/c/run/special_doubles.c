/* special_doubles.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
#include <math.h>
int main(void) {
  double zero = 0.0, nz = -0.0;
  double inf = 1.0 / zero, ninf = -1.0 / zero, nan_ = zero / zero;
  printf("%f %f %f %g %e\n", inf, ninf, nz, nz, inf);
  printf("%d %d %d %d\n", nan_ == nan_, nan_ != nan_, nz == zero, inf > 1e308);
  printf("%f %f\n", fabs(nz), sqrt(-0.0));
  printf("%d\n", nan_ < 1.0 || nan_ >= 1.0);
  return 0;
}
