/* ub-index-clamp, new: index clamped to the table. */
int lookup(int i) {
  const int t[8] = { 2, 3, 5, 7, 11, 13, 17, 19 };
  if (i < 0)
    i = 0;
  if (i > 7)
    i = 7;
  return t[i];
}
