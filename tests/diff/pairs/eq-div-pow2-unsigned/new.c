/* eq-div-pow2-unsigned, new: the same with a shift and a mask. */
unsigned split(unsigned x) {
  return (x >> 4) + (x & 15u);
}
