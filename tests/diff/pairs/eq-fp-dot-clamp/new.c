/* eq-fp-dot-clamp, new: the dot product once; the upper bound tested last so that it wins. */
double dot_clamp(double ax, double ay, double bx, double by, double lim) {
  double d = ax * bx + ay * by;
  double r = d;
  if (d < -lim) r = -lim;
  if (d > lim) r = lim;
  return r;
}
