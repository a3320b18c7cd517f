double dbl(double x) { return x * 2.0; }
