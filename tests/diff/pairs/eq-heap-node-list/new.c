/* eq-heap-node-list, new: the fold written out in the list's order (c, b, a), no allocation. */
unsigned fold3(int a, int b, int c) {
  unsigned h = 17;
  h = h * 31u + (unsigned)c;
  h = h * 31u + (unsigned)b;
  h = h * 31u + (unsigned)a;
  return h;
}
