/* ub-index-clamp, old: table lookup trusting its index. */
int lookup(int i) {
  const int t[8] = { 2, 3, 5, 7, 11, 13, 17, 19 };
  return t[i];
}
