unsigned sum_to(unsigned n) {
  unsigned s = 0;
  for (unsigned i = 0; i < n; i++)
    s += i;
  return s;
}
