/* bc-signed-unsigned-compare, old: mixed comparison (a is converted to unsigned). */
int below(int a, unsigned b) {
  return a < b;
}
