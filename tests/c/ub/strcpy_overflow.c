/* strcpy_overflow — must go wrong: ub (out-of-bounds) at line 5. */
#include <string.h>
int main(void) {
  char small[4];
  strcpy(small, "toolong");
  return small[0];
}
