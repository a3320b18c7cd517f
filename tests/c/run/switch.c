/* switch.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
static const char *name(int d) {
  switch (d) {
  case 0: return "zero";
  case 1: case 2: return "small";
  case 10: return "ten";
  default: return "other";
  }
}
int main(void) {
  int acc = 0;
  for (int i = 0; i < 6; i++) {
    switch (i) {
    case 1: acc += 1;
    case 2: acc += 10; break;   /* fallthrough from 1 */
    case 3: { int t = i * 100; acc += t; break; }
    default: acc += 1000;
    }
  }
  printf("%s %s %s %s %d\n", name(0), name(2), name(10), name(-4), acc);
  char c = 'b';
  switch (c) { case 'a': acc = 1; break; case 'b': acc = 2; break; }
  return acc;
}
