/* math_funcs.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
#include <math.h>
int main(void) {
  printf("%.17g %.17g %f %f\n", sqrt(2.0), sqrt(1e-300), floor(-2.5), ceil(-2.5));
  printf("%f %f %f %f %f\n", fmod(7.5, 2.0), fmod(-7.5, 2.0), fmin(1.0, -3.0), fmax(1.0, -3.0), fabs(-4.25));
  return 0;
}
