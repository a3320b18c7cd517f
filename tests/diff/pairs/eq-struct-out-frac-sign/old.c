/* eq-struct-out-frac-sign, old: a fraction is normalised in place so that its denominator is not
 * negative (the caller's struct is changed). */
struct frac {
  int num, den;
};

void frac_sign(struct frac *f) {
  if (f->den < 0) {
    f->num = -f->num;
    f->den = -f->den;
  }
}
