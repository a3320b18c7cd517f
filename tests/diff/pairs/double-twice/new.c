double dbl(double x) { return x + x; }
