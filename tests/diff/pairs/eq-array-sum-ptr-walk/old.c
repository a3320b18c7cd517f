#include <stddef.h>
/* eq-array-sum-ptr-walk, old: unsigned sum of an array by index; n is the array's length. */
unsigned total(const unsigned *a, size_t n) {
  unsigned s = 0;
  for (size_t i = 0; i < n; i++)
    s += a[i];
  return s;
}
