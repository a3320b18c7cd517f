/* bc-fmax-manual, new: maximum by fmax, which ignores a NaN operand. */
#include <math.h>

double mx(double a, double b) {
  return fmax(a, b);
}
