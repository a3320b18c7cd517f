#include <math.h>
/* Transcendental functions are uninterpreted in proofs: only "equal arguments, equal results". */
double wave(double t, double amp) { return amp * sin(t) * 2.0; }
double decay(double x) {
  double e = exp(-x);
  return e > 0.5 ? e : 0.5;
}
