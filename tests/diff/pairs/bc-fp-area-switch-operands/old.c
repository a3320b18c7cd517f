/* bc-fp-area-switch-operands, old: the area of a shape kind by a chain of ifs. */
double area(int kind, double a, double b) {
  if (kind == 0) return a * b;
  if (kind == 1) return 0.5 * a * b;
  if (kind == 2) return 3.14159 * a * a;
  if (kind == 3) return 3.14159 * a * b;
  if (kind == 4) return 0.5 * (a + b) * b;
  return -1.0;
}
