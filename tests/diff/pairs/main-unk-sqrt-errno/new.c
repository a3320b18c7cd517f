/* The domain error tested on argc instead of errno: sqrt(argc - 3.0) is negative iff argc < 3. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
int main(int argc, char **argv) {
  errno = 0;
  double r = sqrt(argc - 3.0);
  if (argc < 3) { puts("domain"); return 1; }
  return r > 1.0;
}
