/* bc-closed-form-squares-shifted, new: closed forms with an off-by-one and a missing guard. */
unsigned square(unsigned n) { return (n + 1u) * (n - 1u) + 2u; }

int triple(int n) { return 3 * n; }

int triple_less(int n) { return n > 0 ? 3 * n - 1 : 0; }
