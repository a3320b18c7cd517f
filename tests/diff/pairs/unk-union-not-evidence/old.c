/* The low byte of x, with a mask. */
int low_byte(int x) { return x & 0xff; }
