/* eq-ptr-swap, new: order two values by swapping through pointers to the parameters. */
static void swap(int *p, int *q) {
  int t = *p;
  *p = *q;
  *q = t;
}

unsigned order2(int a, int b) {
  if (b < a)
    swap(&a, &b);
  return (unsigned)a * 31u + (unsigned)b;
}
