/* math_transc.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh): the
 * transcendental math.h functions, including domain errors (NaN) and infinities. */
#include <math.h>
#include <stdio.h>
int main(void) {
  double xs[] = {0.0, -0.0, 0.5, 1.0, -1.5, 3.141592653589793, 100.0, 1e-300};
  for (int i = 0; i < 8; i++) {
    double x = xs[i];
    printf("%.17g %.17g %.17g %.17g %.17g\n", sin(x), cos(x), tan(x), atan(x), atan2(x, -1.0));
    printf("%.17g %.17g %.17g %.17g %.17g\n", exp(x), exp2(x), sinh(x), cosh(x), tanh(x));
    printf("%.17g %.17g %.17g %.17g %.17g\n", log(x), log2(x), log10(x), cbrt(x), hypot(x, 2.0));
    printf("%.17g %.17g %.17g %.17g\n", asin(x / 200.0), acos(x / 200.0), pow(x, 2.5), pow(2.0, x));
  }
  printf("%f %f %f\n", log(-1.0) != log(-1.0) ? 1.0 : 0.0, exp(1000.0), pow(0.0, -1.0));
  return 0;
}
