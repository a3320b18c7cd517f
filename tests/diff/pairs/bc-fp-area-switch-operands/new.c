/* bc-fp-area-switch-operands, new: kind 3 multiplies by b first, which rounds differently. */
double area(int kind, double a, double b) {
  double r;
  switch (kind) {
  case 4: r = 0.5 * (a + b) * b; break;
  case 3: r = 3.14159 * b * a; break;
  case 2: r = 3.14159 * a * a; break;
  case 1: r = 0.5 * a * b; break;
  case 0: r = a * b; break;
  default: r = -1.0; break;
  }
  return r;
}
