/* eq-ptr-swap, old: order two values with conditional expressions. */
unsigned order2(int a, int b) {
  int lo = a < b ? a : b;
  int hi = a < b ? b : a;
  return (unsigned)lo * 31u + (unsigned)hi;
}
