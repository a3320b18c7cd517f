/* proposer test, new: sum of i, doubled at the end; equal mod 2^32 by distributivity. */
unsigned evens(unsigned n) {
  unsigned t = 0;
  for (unsigned i = 0; i < n; i++)
    t += i;
  return 2 * t;
}
