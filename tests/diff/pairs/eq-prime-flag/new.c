/* eq-prime-flag, new: trial division with an early return. */
int is_prime(int n) {
  if (n < 2)
    return 0;
  for (int d = 2; d <= n / d; d++)
    if (n % d == 0)
      return 0;
  return 1;
}
