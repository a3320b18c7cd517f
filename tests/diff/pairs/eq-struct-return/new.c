/* eq-struct-return, new: quotient and remainder returned by a helper as a struct. */
struct qr {
  int q, r;
};

static struct qr divmod(int a, int b) {
  struct qr v;
  v.q = a / b;
  v.r = a % b;
  return v;
}

int floor_div(int a, int b) {
  struct qr v = divmod(a, b);
  if (v.r != 0 && ((v.r < 0) != (b < 0)))
    v.q -= 1;
  return v.q;
}
