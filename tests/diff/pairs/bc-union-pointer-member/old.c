/* A union with a pointer member: the pointer stored and read back through the member (its bytes
 * are the pointer's, C11 6.2.6.1; read back as the pointer they are the same value), or copied with
 * the union as a whole. */
union slot {
  const int *p;
  unsigned long bits;
};

int first(const int *a, int n) {
  union slot s;
  s.p = a;
  return n > 0 ? s.p[0] : 0;
}

int second_copied(const int *a, int n) {
  union slot s, t;
  s.p = a;
  t = s; /* a union copied whole: its bytes (C11 6.5.16.1p2) */
  return n > 1 ? t.p[1] : -1;
}
