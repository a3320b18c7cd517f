/* Pointers to union members (&u.m): a store through one is a store into the union's bytes, read
 * back through another member or another pointer (C11 6.5.2.3p3 and footnote 95; 6.2.6.1). */
union word {
  unsigned u;
  int i;
};

int via_address(int x) {
  union word w;
  int *p = &w.i;
  *p = x;
  return (int)w.u;
}

int over_limit(int x) {
  union word w;
  w.u = 0;
  unsigned *pu = &w.u;
  int *pi = &w.i;
  *pi = x;
  return *pu > 100u;
}

static void put(int *dst, int v) { *dst = v; }

int via_helper(int x) {
  union word w;
  put(&w.i, x ^ 5);
  return (int)(w.u & 0xffu);
}
