/* The low byte of x through a union (little-endian). */
int low_byte(int x) {
  union { int i; unsigned char b[4]; } u;
  u.i = x;
  return u.b[0];
}
