/* bc-struct-result-argmax-tie, new: >= takes the last index on ties. */
struct pick {
  int index;
  int value;
};

struct pick max3(int a, int b, int c) {
  int i = b >= a ? 1 : 0;
  int m = i ? b : a;
  struct pick r = {c >= m ? 2 : i, c >= m ? c : m};
  return r;
}
