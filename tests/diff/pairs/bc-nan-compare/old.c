/* bc-nan-compare, old: positive test. */
int is_pos(double x) {
  return x > 0.0;
}
