/* bc-closed-form-capped-loop, old: three times n for positive n, in closed form. */
int triple(int n) { return n > 0 ? 3 * n : 0; }
