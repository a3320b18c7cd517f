#include <math.h>
/* Bearing of the vector (x, y) in radians. */
double bearing(double x, double y) { return atan2(y, x); }
