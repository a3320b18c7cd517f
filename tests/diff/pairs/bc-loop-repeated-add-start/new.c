/* bc-loop-repeated-add-start, new: the product. */
unsigned times(unsigned a, unsigned b) { return a * b; }
