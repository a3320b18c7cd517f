/* bc-negzero-normalize, old: zero normalised to +0.0. */
double norm(double x) {
  return x == 0.0 ? 0.0 : x;
}
