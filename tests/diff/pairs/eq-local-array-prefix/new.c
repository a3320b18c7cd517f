/* eq-local-array-prefix, new: closed form k(k+1)(2k+1)/6. */
int sq_prefix(int k) {
  if (k < 0 || k > 9)
    return -1;
  return k * (k + 1) * (2 * k + 1) / 6;
}
