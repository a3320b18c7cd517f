/* The same xor from the first byte. */
unsigned char parity_byte(const unsigned char *a, unsigned long n) {
  unsigned char h = 0;
  for (unsigned long i = 0; i < n; i++) h ^= a[i];
  return h;
}
