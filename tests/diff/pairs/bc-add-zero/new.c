/* bc-add-zero, new: the addition removed as a no-op. */
double plus0(double x) {
  return x;
}
