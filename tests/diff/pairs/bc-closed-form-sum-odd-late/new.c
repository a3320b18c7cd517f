/* bc-closed-form-sum-odd-late, new: the closed form of eq-closed-form-sum, off by one only from
 * n = 1001 on (odd n): past every unrolling bound, so only the induction's failed step can leave
 * it not equivalent (wrong twin of eq-closed-form-sum). */
unsigned tri(unsigned n) {
  if (n % 2u == 0u)
    return (n / 2u) * (n - 1u);
  return n * ((n - 1u) / 2u) + (n > 1000u);
}
