unsigned sum_to(unsigned n) {
  unsigned s = 0, i = 0;
  while (i != n) {
    s += i;
    i++;
  }
  return s;
}
