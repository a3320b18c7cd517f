/* bc-heap-node-list-order, new: the fold written out in push order (a, b, c): the reverse of the
 * list's. */
unsigned fold3(int a, int b, int c) {
  unsigned h = 17;
  h = h * 31u + (unsigned)a;
  h = h * 31u + (unsigned)b;
  h = h * 31u + (unsigned)c;
  return h;
}
