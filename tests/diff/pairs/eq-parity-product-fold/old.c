/* eq-parity-product-fold, old: parity of a 64-bit product by folding it onto bit 0. */
unsigned parity(unsigned long a, unsigned long b) {
  unsigned long h = a * b;
  h ^= h >> 32;
  h ^= h >> 16;
  h ^= h >> 8;
  h ^= h >> 4;
  h ^= h >> 2;
  h ^= h >> 1;
  return (unsigned)(h & 1);
}
