/* The same bytes by shifts. */
unsigned pick_byte(unsigned x, int i) { return ((x + (unsigned)(i & 1)) >> (8 * (i & 3))) & 0xffu; }

unsigned heap_byte(unsigned x) { return (x >> 8) & 0xffu; }
