/* float_arith.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
int main(void) {
  float f = 0.1f, g = 0.2f;
  float h = f + g;
  double d = 0.1 + 0.2;
  printf("%.10f %.17g %d\n", h, d, d == 0.3);
  float big = 16777216.0f; big += 1.0f;
  printf("%.1f %.9g\n", big, (double)(1.0f / 3.0f));
  double acc = 0; for (int i = 0; i < 10; i++) acc += 0.1;
  printf("%.17g\n", acc);
  return 0;
}
