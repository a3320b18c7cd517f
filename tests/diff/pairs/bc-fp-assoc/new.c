/* bc-fp-assoc, new: regrouped, which IEEE rounding does not allow. */
double sum3(double a, double b, double c) {
  return a + (b + c);
}
