#include <math.h>
double magnitude(double x) { return fabs(x); }
