/* bc-cents-rounding, new: amount in cents rounded half up. */
#include <math.h>

int to_cents(double x) {
  return (int)floor(x * 100.0 + 0.5);
}
