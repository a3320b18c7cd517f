/* Wrong twin of eq-union-array-heap: the element chosen by i & 3 (old: i & 1), byte 2 of the block. */
unsigned pick_byte(unsigned x, int i) { return ((x + (unsigned)(i & 3)) >> (8 * (i & 3))) & 0xffu; }

unsigned heap_byte(unsigned x) { return (x >> 16) & 0xffu; }
