/* eq-fp-unit-interval, old: |x| < 1 via fabs. */
#include <math.h>

int in_unit(double x) {
  return fabs(x) < 1.0;
}
