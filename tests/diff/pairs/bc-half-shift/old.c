/* bc-half-shift, old: halving by division. */
int half(int x) {
  return x / 2;
}
