/* func_pointers: function pointers — f and &f, calls as fp(x) and (*fp)(x), equality, null tests,
 * passing functions to functions, dispatch tables (arrays and struct members), a function
 * returning a function pointer; printed results compared with gcc. */
#include <stdio.h>

typedef int (*unop)(int);

static int twice(int x) { return 2 * x; }
static int square(int x) { return x * x; }
static int negate(int x) { return -x; }
static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }

static int apply(int (*f)(int), int x) { return f(x); }
static int apply_n(unop f, int n, int x) {
  for (int i = 0; i < n; i++) x = (*f)(x);
  return x;
}
/* a parameter declared with function type is a pointer (C11 6.7.6.3p8) */
static int apply_fn(int g(int), int x) { return g(g(x)); }

static const unop table[3] = {twice, square, &negate};

struct op {
  const char *name;
  int (*fn)(int, int);
};
static struct op ops[2] = {{"add", add}, {"sub", &sub}};

static unop pick(int k) {
  if (k == 0) return twice;
  if (k == 1) return square;
  return 0;
}

static int maybe(unop f, int x) { return f ? f(x) : -1; }

int main(void) {
  unop f = twice;
  unop g = &twice;
  printf("%d %d %d\n", f(5), (*g)(6), (**f)(7));
  printf("eq %d %d %d %d\n", f == g, f == square, f != 0, (unop)0 == 0);
  for (int x = -3; x <= 3; x++)
    printf("apply %d %d %d %d\n", apply(twice, x), apply(square, x), apply_n(twice, 3, x), apply_fn(negate, x));
  for (int i = 0; i < 3; i++) printf("table[%d](9)=%d\n", i, table[i](9));
  for (int i = 0; i < 2; i++) printf("%s(7,3)=%d\n", ops[i].name, ops[i].fn(7, 3));
  for (int k = 0; k < 3; k++) printf("maybe(pick(%d), 4)=%d\n", k, maybe(pick(k), 4));
  unop local[2];
  local[0] = negate;
  local[1] = table[1];
  printf("local %d %d %d\n", local[0](3), local[1](3), local[0] == table[2]);
  return apply(table[2], 0);
}
