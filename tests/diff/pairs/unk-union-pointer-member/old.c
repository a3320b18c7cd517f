/* A union with a pointer member: Equiv's memory holds pointers as values, not bytes, so a pointer
 * stored into a union and read back (or read through another member) is not modelled. */
union slot {
  const int *p;
  unsigned long bits;
};

int first(const int *a, int n) {
  union slot s;
  s.p = a;
  return n > 0 ? s.p[0] : 0;
}
