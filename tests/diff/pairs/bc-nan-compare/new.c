/* bc-nan-compare, new: 'not non-positive', which is true for NaN. */
int is_pos(double x) {
  return !(x <= 0.0);
}
