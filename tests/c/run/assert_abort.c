/* assert(e) with e false: __assert_fail prints its message on standard error and aborts (C11
 * 7.2.1.1, 7.22.4.1); the process ends by SIGABRT (shell status 134), Equiv's outcome "abended 6".
 * Nothing is printed on stdout first: a gcc-built program loses unflushed stdout when it aborts,
 * where Equiv's record would keep it. */
#include <assert.h>

static int half(int x) {
  assert(x % 2 == 0);
  return x / 2;
}

int main(void) {
  int s = 0;
  for (int i = 0; i < 5; i += 2) s += half(i);
  s += half(s); /* s == 3: odd, the assert fails */
  return s;
}
