/* bc-negzero-normalize, new: the 'redundant' normalisation removed. */
double norm(double x) {
  return x;
}
