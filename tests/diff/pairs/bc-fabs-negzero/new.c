/* bc-fabs-negzero, new: magnitude by fabs. */
#include <math.h>

double mag(double x) {
  return fabs(x);
}
