/* printf-basic, new: the clamp through a helper (same output), count prints another number for
 * n == 77 (same result, other output), putchar given c & 0x1ff (it writes (unsigned char)c either
 * way, 7.21.7.3), and puts replaced by an equal printf (the same bytes). */
#include <stdio.h>

static int clamp(int x) { return x > 100 ? 100 : x < 0 ? 0 : x; }

int clamp_show(int x) {
  int r = clamp(x);
  printf("value %d\n", r);
  return r;
}

int count(int n) {
  printf("n=%d\n", n + (n == 77));
  return n + 1;
}

void chars(int c) {
  putchar(c & 0x1ff);
  putchar(10);
}

void hello(void) { printf("hello\n"); }
