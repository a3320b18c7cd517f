/* eq-demorgan, old: range test as a negated disjunction. */
int in_range(int x, int lo, int hi) {
  return !(x < lo || x > hi);
}
