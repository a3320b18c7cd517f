/* eq-loop-repeated-add, new: the product. */
unsigned times(unsigned a, unsigned b) { return a * b; }
