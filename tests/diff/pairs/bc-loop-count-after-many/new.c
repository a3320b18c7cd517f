/* bc-loop-count-after-many, new: adds one once the count passes 5 (n >= 49). The lockstep attempt
 * fails, and the second attempt (the condition tested at each iteration's end) must start from a
 * clean solver: left over from the first, a failed check made it prove this pair equivalent. */
int f(int n) {
  int c = 0;
  for (int d = 2; d <= n / d; d++)
    c++;
  return c + (c > 5);
}
