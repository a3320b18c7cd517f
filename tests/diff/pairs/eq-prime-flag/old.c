/* eq-prime-flag, old: trial division with a flag. */
int is_prime(int n) {
  int composite = 0;
  if (n < 2)
    return 0;
  for (int d = 2; d <= n / d && !composite; d++)
    if (n % d == 0)
      composite = 1;
  return !composite;
}
