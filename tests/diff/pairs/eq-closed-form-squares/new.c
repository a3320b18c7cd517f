/* eq-closed-form-squares, new: the closed forms. */
unsigned square(unsigned n) { return n * n; }

int triple(int n) { return n > 0 ? 3 * n : 0; }

int triple_less(int n) { return n > 0 ? 3 * n - 1 : -1; }
