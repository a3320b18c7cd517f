/* globals.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
int counter;
static int table[4] = {1, 2};
const char *greeting = "hey";
struct cfg { int w, h; } config = {80};
static int next(void) { static int calls = 100; return ++calls + counter++; }
int main(void) {
  next(); next();
  int r = next();
  printf("%d %d %d %d %s %d %d\n", r, counter, table[1], table[3], greeting, config.w, config.h);
  return 0;
}
