/* eq-struct-out-frac-sign, new: multiplied by the sign instead. */
struct frac {
  int num, den;
};

void frac_sign(struct frac *f) {
  int s = f->den < 0 ? -1 : 1;
  f->num *= s;
  f->den *= s;
}
