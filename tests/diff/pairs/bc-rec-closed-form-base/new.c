/* bc-rec-closed-form-base, new: the closed form. */
unsigned twice(unsigned n) { return 2u * n; }
