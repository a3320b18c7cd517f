/* A flag kept in a union with its byte (a parser's token value): a _Bool member is one byte that
 * holds 0 or 1 (x86-64 psABI), stored by conversion (C11 6.3.1.2). */
union flag {
  _Bool on;
  unsigned char byte;
};

/* the byte a _Bool member stores */
int flag_byte(int x) {
  union flag u;
  u.byte = 0xff;
  u.on = x;
  return u.byte;
}

/* a _Bool stored, then read back through the same member */
int flag_roundtrip(long x) {
  union flag u = {1};
  u.on = x & 4;
  return u.on + 2 * u.byte;
}
