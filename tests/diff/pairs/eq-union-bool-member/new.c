/* The same without the union: a _Bool holds 1 for any nonzero value (C11 6.3.1.2). */
int flag_byte(int x) { return x != 0; }

int flag_roundtrip(long x) { return (x & 4) ? 3 : 0; }
