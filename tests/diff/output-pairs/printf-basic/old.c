/* printf-basic, old: functions whose output is part of their behaviour (C11 7.21.6.1). */
#include <stdio.h>

int clamp_show(int x) {
  int r = x;
  if (r > 100)
    r = 100;
  if (r < 0)
    r = 0;
  printf("value %d\n", r);
  return r;
}

int count(int n) {
  printf("n=%d\n", n);
  return n + 1;
}

void chars(int c) {
  putchar(c);
  putchar('\n');
}

void hello(void) { puts("hello"); }
