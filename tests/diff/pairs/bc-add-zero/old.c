/* bc-add-zero, old: adds 0.0 (turns -0.0 into +0.0). */
double plus0(double x) {
  return x + 0.0;
}
