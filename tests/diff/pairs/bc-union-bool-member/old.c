/* A flag kept in a union with its byte: a _Bool member is one byte that holds 0 or 1. */
union flag {
  _Bool on;
  unsigned char byte;
};

int flag_byte(int x) {
  union flag u;
  u.byte = 0xff;
  u.on = x;
  return u.byte;
}

int flag_roundtrip(long x) {
  union flag u = {1};
  u.on = x & 4;
  return u.on + 2 * u.byte;
}
