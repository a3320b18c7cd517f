/* eq-ternary-if, new: maximum of three with an if chain. */
int max3(int a, int b, int c) {
  if (a >= b && a >= c)
    return a;
  if (b >= c)
    return b;
  return c;
}
