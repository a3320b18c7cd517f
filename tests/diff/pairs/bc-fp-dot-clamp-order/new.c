/* bc-fp-dot-clamp-order, new: the lower bound tested last, so it wins when lim is negative. */
double dot_clamp(double ax, double ay, double bx, double by, double lim) {
  double d = ax * bx + ay * by;
  double r = d;
  if (d > lim) r = lim;
  if (d < -lim) r = -lim;
  return r;
}
