/* bc-rec-closed-form-deep, new: the closed form. */
unsigned twice(unsigned n) { return 2u * n; }
