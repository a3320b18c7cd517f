/* The xor of the n bytes of a, from the last one. */
unsigned char parity_byte(const unsigned char *a, unsigned long n) {
  unsigned char h = 0;
  for (unsigned long i = n; i > 0; i--) h ^= a[i - 1];
  return h;
}
