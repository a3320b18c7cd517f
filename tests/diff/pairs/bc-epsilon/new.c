/* bc-epsilon, new: tolerance loosened to 1e-6. */
#include <math.h>

int near(double a, double b) {
  return fabs(a - b) < 1e-6;
}
