/* eq-closed-form-squares, old: n squared as the sum of the first n odd numbers. */
unsigned square(unsigned n) {
  unsigned s = 0;
  for (unsigned i = 0; i < n; i++)
    s += 2u * i + 1u;
  return s;
}

/* three times n for positive n by repeated addition, 0 otherwise */
int triple(int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += 3;
  return s;
}

/* one less than three times n for positive n, -1 otherwise */
int triple_less(int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += 3;
  return s - 1;
}
