/* exit_code.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
#include <stdlib.h>
static void finish(int code) { printf("finishing %d\n", code); exit(code); }
int main(void) { finish(17); printf("not reached\n"); return 0; }
