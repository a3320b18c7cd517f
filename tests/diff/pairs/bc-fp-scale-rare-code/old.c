/* bc-fp-scale-rare-code, old: a measurement scaled by its unit code; code 7919 is a legacy unit. */
double scale(int code, double x, double y) {
  if (code == 7919) return x * y;
  if (code > 0) return x * y * 0.001;
  return x;
}
