/* The same values without the union (int to unsigned and back: modulo 2^32, C11 6.3.1.3). */
int via_address(int x) { return x; }

unsigned init_from_param(int x) { return (unsigned)x; }
