/* bc-fp-scale-rare-code, new: the legacy unit divides where it multiplied. */
double scale(int code, double x, double y) {
  if (code == 7919) return x / y;
  if (code > 0) return x * y * 0.001;
  return x;
}
