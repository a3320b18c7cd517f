/* bc-fp-roots-disc-nan, new: tests disc < 0, which a NaN discriminant does not pass. */
int roots(double a, double b, double c) {
  double disc = b * b - 4.0 * a * c;
  if (disc < 0.0) return 0;
  return disc > 0.0 ? 2 : 1;
}
