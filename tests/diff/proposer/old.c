/* proposer test, old: sum of 2*i for i in 0..n-1, unsigned (wraps mod 2^32, C11 6.2.5p9). */
unsigned evens(unsigned n) {
  unsigned s = 0;
  for (unsigned i = 0; i < n; i++)
    s += 2 * i;
  return s;
}
