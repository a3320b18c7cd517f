/* bc-closed-form-sum-even-factor, new: the even case multiplies by n + 1 instead of n - 1 (wrong twin
 * of eq-closed-form-sum: the odd case is still the sum). */
unsigned tri(unsigned n) {
  if (n % 2u == 0u)
    return (n / 2u) * (n + 1u);
  return n * ((n - 1u) / 2u);
}
