/* memcpy_overlap — must go wrong: ub (overlapping) at line 5. */
#include <string.h>
int main(void) {
  int a[6] = {1, 2, 3, 4, 5, 6};
  memcpy(a + 1, a, 4 * sizeof(int));
  return a[0];
}
