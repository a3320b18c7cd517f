/* abs.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
#include <stdlib.h>
int main(void) { printf("%d %d %ld\n", abs(-5), abs(7), labs(-9000000000L)); return abs(-3); }
