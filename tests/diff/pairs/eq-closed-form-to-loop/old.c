/* eq-closed-form-to-loop, old: twice the n-th triangular number in closed form. */
unsigned twice_tri(unsigned n) { return n * (n + 1u); }
