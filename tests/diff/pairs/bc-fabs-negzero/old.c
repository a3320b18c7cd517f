/* bc-fabs-negzero, old: magnitude by comparison. */
double mag(double x) {
  return x < 0 ? -x : x;
}
