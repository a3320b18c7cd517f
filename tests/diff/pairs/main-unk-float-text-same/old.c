#include <stdio.h>
#include <stdlib.h>

/* a fraction of a unit, halved and shown to whole units: always "0" */
int main(int argc, char **argv) {
  if (argc != 2) return 1;
  double x = atof(argv[1]);
  if (!(x > 0.0 && x < 1.0)) return 1;
  printf("%.0f\n", x * 0.5);
  return 0;
}
