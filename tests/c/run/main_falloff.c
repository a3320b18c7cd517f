/* main_falloff.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
int main(void) { printf("no return statement\n"); }
