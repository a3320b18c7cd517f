/* strncpy_null_zero — must go wrong: ub (null pointer) at line 7. C11 7.24.1p2: a pointer
 * argument must be valid even where the length argument is zero. */
#include <string.h>
int main(void) {
  char buf[4] = "ab";
  const char *p = 0;
  strncpy(buf, p, 0);
  return buf[0];
}
