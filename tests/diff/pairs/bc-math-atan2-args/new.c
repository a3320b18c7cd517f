#include <math.h>
/* Bearing of the vector (x, y) in radians - with the arguments of atan2 swapped by mistake. */
double bearing(double x, double y) { return atan2(x, y); }
