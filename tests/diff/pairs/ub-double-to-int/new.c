/* ub-double-to-int, new: out-of-range values and NaN give 0. */
int to_int(double d) {
  if (!(d > -2147483649.0 && d < 2147483648.0))
    return 0;
  return (int)d;
}
