/* eq-div-pow2-unsigned, old: quotient plus remainder by 16. */
unsigned split(unsigned x) {
  return x / 16u + x % 16u;
}
