#include <limits.h>
int f(int a, int b) {
  int m = a;
  if (m < 0) m = -m;
  return b > m ? b : m;
}
int g(int v) {
  if (v < 0) v = 0;
  if (v > 255) v = 255;
  return v * 2;
}
int h(unsigned n) {
  if (n == 0) return 0;
  return (n & (n - 1)) == 0;
}
