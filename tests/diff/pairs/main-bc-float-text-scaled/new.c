#include <stdio.h>
#include <stdlib.h>

/* a value below ten, quartered and shown to whole units */
int main(int argc, char **argv) {
  if (argc != 2) return 1;
  double x = atof(argv[1]);
  if (!(x > 0.0 && x < 10.0)) return 1;
  printf("%.0f\n", x * 0.25);
  return 0;
}
