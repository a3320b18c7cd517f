/* eq-mul8-shift, new: strength-reduced to a shift. */
unsigned scale(unsigned x) {
  return (x << 3) + 1u;
}
