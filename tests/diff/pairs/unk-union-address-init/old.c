/* Union constructs Equiv does not model yet, each an honest unknown naming it: the address of a
 * member (a pointer into the union's bytes as another type) and an initializer that is not a
 * constant (the union's bytes are cells filled from constants). */
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

unsigned init_from_param(int x) {
  union word w = {(unsigned)x};
  return w.u;
}
