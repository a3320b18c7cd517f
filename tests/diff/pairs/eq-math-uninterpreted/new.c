#include <math.h>
/* Transcendental functions are uninterpreted in proofs: only "equal arguments, equal results". */
double wave(double t, double amp) { return amp * sin(t) * 2.0; }
double decay(double x) {
  if (exp(-x) > 0.5) return exp(-x);
  return 0.5;
}
