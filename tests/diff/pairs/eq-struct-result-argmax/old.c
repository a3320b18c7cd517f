/* eq-struct-result-argmax, old: the largest of three values and its index (the first on ties),
 * returned as a struct. */
struct pick {
  int index;
  int value;
};

struct pick max3(int a, int b, int c) {
  struct pick r;
  r.index = 0;
  r.value = a;
  if (b > r.value) {
    r.index = 1;
    r.value = b;
  }
  if (c > r.value) {
    r.index = 2;
    r.value = c;
  }
  return r;
}
