/* bc-fp-assoc, old: left-to-right sum of three doubles. */
double sum3(double a, double b, double c) {
  return (a + b) + c;
}
