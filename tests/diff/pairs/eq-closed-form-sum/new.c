/* eq-closed-form-sum, new: closed form n(n-1)/2, halving the even factor so nothing is lost to wrap-around. */
unsigned tri(unsigned n) {
  if (n % 2u == 0u)
    return (n / 2u) * (n - 1u);
  return n * ((n - 1u) / 2u);
}
