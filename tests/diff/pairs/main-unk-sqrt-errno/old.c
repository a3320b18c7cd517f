/* sqrt of a negative number sets errno to EDOM (C11 7.12.7.5p2, 7.12.1p2; glibc does). */
#include <errno.h>
#include <math.h>
#include <stdio.h>
int main(int argc, char **argv) {
  errno = 0;
  double r = sqrt(argc - 3.0);
  if (errno == EDOM) { puts("domain"); return 1; }
  return r > 1.0;
}
