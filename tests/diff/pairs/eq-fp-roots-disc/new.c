/* eq-fp-roots-disc, new: the discriminant once; a negative or NaN one first. */
int roots(double a, double b, double c) {
  double disc = b * b - 4.0 * a * c;
  if (!(disc >= 0.0)) return 0;
  return disc > 0.0 ? 2 : 1;
}
