/* bc-fp-roots-disc-nan, old: the number of real roots of a x^2 + b x + c by the discriminant, twice. */
int roots(double a, double b, double c) {
  if (b * b - 4.0 * a * c > 0.0) return 2;
  if (b * b - 4.0 * a * c == 0.0) return 1;
  return 0;
}
