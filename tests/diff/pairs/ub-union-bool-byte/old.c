/* A byte read back as the _Bool member without a check: a byte other than 0 or 1 read as _Bool is
 * undefined (C11 6.2.6.1p5: no value of _Bool has that representation in gcc's ABI). */
union flag {
  _Bool on;
  unsigned char byte;
};

int flag_of(unsigned char b) {
  union flag u;
  u.byte = b;
  return u.on ? 10 : 20;
}
