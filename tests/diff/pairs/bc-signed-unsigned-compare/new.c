/* bc-signed-unsigned-compare, new: comparison of the mathematical values. */
int below(int a, unsigned b) {
  return (long long)a < (long long)b;
}
