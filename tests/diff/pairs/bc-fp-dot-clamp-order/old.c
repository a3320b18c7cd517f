/* bc-fp-dot-clamp-order, old: a dot product clamped to [-lim, lim], the product evaluated at each use. */
double dot_clamp(double ax, double ay, double bx, double by, double lim) {
  if (ax * bx + ay * by > lim) return lim;
  if (ax * bx + ay * by < -lim) return -lim;
  return ax * bx + ay * by;
}
