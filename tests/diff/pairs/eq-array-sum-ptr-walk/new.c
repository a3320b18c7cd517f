#include <stddef.h>
/* eq-array-sum-ptr-walk, new: the same sum by a pointer walk to one past the end; the code
 * no longer uses n as a bound, the length contract is the old version's. */
unsigned total(const unsigned *a, size_t n) {
  unsigned s = 0;
  const unsigned *e = a + n;
  for (const unsigned *p = a; p != e; p++)
    s += *p;
  return s;
}
