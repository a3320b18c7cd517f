/* dangling-local, old: reads a local of a function that has returned (C11 6.2.4p2: the pointer is
 * indeterminate once the lifetime of y ends; using it is undefined). */
static int *addr_of_local(int x) {
  int y = x;
  return &y;
}

int through_dangling(int x) { return *addr_of_local(x); }

int fine(int x) {
  int v = x;
  int *p = &v;
  return *p;
}
