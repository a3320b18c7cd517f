/* bc-epsilon, old: closeness with tolerance 1e-9. */
#include <math.h>

int near(double a, double b) {
  return fabs(a - b) < 1e-9;
}
