/* eq-mul2-add, new: doubling by addition. */
int twice(int x) {
  return x + x;
}
