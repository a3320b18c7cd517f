/* eq-mul8-shift, old: unsigned scaling by a multiplication. */
unsigned scale(unsigned x) {
  return x * 8u + 1u;
}
