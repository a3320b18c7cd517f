/* Wrong twin of eq-union-bool-member: the byte taken as the int's low byte, as if no conversion to
 * _Bool happened (256 stores 1 in the _Bool, its low byte is 0). */
int flag_byte(int x) { return x & 0xff ? 1 : 0; }

/* the initializer's 1 taken as surviving a store of 0 */
int flag_roundtrip(long x) { return (x & 4) ? 3 : 2; }
