/* bc-cents-rounding, old: amount in cents by truncation. */
int to_cents(double x) {
  return (int)(x * 100.0);
}
