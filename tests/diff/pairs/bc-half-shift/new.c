/* bc-half-shift, new: 'strength-reduced' to a shift, wrong for negative odd x. */
int half(int x) {
  return x >> 1;
}
