/* The same values without the union (int to unsigned and back: modulo 2^32, C11 6.3.1.3; a
 * double's sign bit is its sign, NaNs included as gcc makes them). */
#include <math.h>

long double_bits(double x) { return signbit(x) ? 1 : 0; }

int init_post_inc(int x) { return x + (int)((unsigned)x + 1u); }
