/* recursion.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
static long fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
static int gcd(int a, int b) { return b ? gcd(b, a % b) : a; }
int main(void) {
  printf("%d %ld %d\n", fib(15), fact(20), gcd(1071, 462));
  return fib(10) % 256;
}
