/* strncmp_null_zero — must go wrong: ub (null pointer) at line 7. C11 7.24.1p2: a pointer
 * argument must be valid even where the length argument is zero. */
#include <string.h>
int main(void) {
  const char *p = 0;
  const char *s = "abc";
  return strncmp(p, s, 0);
}
