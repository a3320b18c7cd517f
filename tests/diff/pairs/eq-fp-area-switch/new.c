/* eq-fp-area-switch, new: a switch in another order, the same formulas. */
double area(int kind, double a, double b) {
  double r;
  switch (kind) {
  case 4: r = 0.5 * (a + b) * b; break;
  case 3: r = 3.14159 * a * b; break;
  case 2: r = 3.14159 * a * a; break;
  case 1: r = 0.5 * a * b; break;
  case 0: r = a * b; break;
  default: r = -1.0; break;
  }
  return r;
}
