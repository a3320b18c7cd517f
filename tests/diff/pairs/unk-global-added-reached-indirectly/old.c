/* The new version adds globals that these functions reach without naming them: through a table of
 * function pointers, a function's address, a static local of a callee, and a pointer set to a
 * global by its initializer (docs/equiv-diff.md, "Globals"). */
static int id(int x) { return x; }
static int twice(int x) { return x < 1000 && x > -1000 ? 2 * x : 0; }
static int (*const ops[2])(int) = {id, twice};
int apply(int i, int x) { return ops[i & 1](x); }

int keep(int x) { int (*f)(int) = id; return f(x); }

static int helper(int x) { return x + 1; }
int outer(int x) { if (x > 1000 || x < -1000) return 0; return helper(x); }

int level(void) { return 0; }
