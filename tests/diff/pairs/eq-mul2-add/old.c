/* eq-mul2-add, old: doubling by multiplication. */
int twice(int x) {
  return x * 2;
}
