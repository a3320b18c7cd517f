/* Functions the symbolic executor cannot finish (loops with data-dependent bounds, recursion);
 * this is old.c's code moved down the file and reformatted: identical after lowering. */


unsigned collatz_steps(unsigned n)
{
  unsigned steps = 0;
  while (n > 1 && steps < 100000) {
    n = (n & 1) ? 3 * n + 1 : n / 2;
    steps++;
  }
  return steps;
}

int ackermann_small(int m, int n)
{
  if (m < 0 || n < 0 || m > 2 || n > 8)
    return -1;
  if (m == 0)
    return n + 1;
  if (n == 0)
    return ackermann_small(m - 1, 1);
  return ackermann_small(m - 1, ackermann_small(m, n - 1));
}
