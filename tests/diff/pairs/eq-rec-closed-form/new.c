/* eq-rec-closed-form, new: the closed form. */
unsigned twice(unsigned n) { return 2u * n; }
