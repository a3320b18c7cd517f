#include <limits.h>
#include <stddef.h>
/* Function-like macros, as real code writes them. */
#define ABS(x) ((x) < 0 ? -(x) : (x))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define CLAMP(v, lo, hi) ((v) < (lo) ? (lo) : (v) > (hi) ? (hi) : (v))
#define IS_POW2(n) ((n) != 0 && ((n) & ((n) - 1)) == 0)

int f(int a, int b) { return MAX(ABS(a), b); }
int g(int v) { return CLAMP(v, 0, 255) << 1; }
int h(unsigned n) { return IS_POW2(n) ? 1 : 0; }
