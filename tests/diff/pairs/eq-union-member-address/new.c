/* The same values without the union (int to unsigned and back: modulo 2^32, C11 6.3.1.3). */
int via_address(int x) { return x; }

int over_limit(int x) { return (unsigned)x > 100u; }

int via_helper(int x) { return (x ^ 5) & 0xff; }
