/* eq-sign, old: sign by subtracting comparisons. */
int sign(int x) {
  return (x > 0) - (x < 0);
}
