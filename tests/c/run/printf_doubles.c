/* printf_doubles.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
int main(void) {
  double x = 3.14159265358979;
  printf("%f %.2f %10.4f %-10.1f| %e %.3e %g %g %g\n", x, x, x, x, x, x, x, 1e-5, 123456789.0);
  printf("%G %E %+.1f %08.3f\n", 1e20, 0.000123, 2.5, -1.5);
  printf("%.0f %.0f %.0f %.0f\n", 0.5, 1.5, 2.5, -0.5);
  return 0;
}
