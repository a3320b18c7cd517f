/* eq-callback-inline, old: a transformation picked by a flag and applied through a pointer. */
static int twice(int x) { return x * 2; }
static int halve(int x) { return x / 2; }

static int apply(int (*f)(int), int x) { return (*f)(x); }

int scale(int x, int up) {
  int (*f)(int) = up ? twice : halve;
  if (f == halve && x < 0)
    return 0;
  return apply(f, x);
}
