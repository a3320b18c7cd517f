/* old: the first element, read without a check. */
int first_or(const int *a, int n, int dflt) {
  return n > 0 ? a[0] : dflt;
}
