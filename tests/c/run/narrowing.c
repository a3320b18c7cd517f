/* narrowing.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
#include <stdint.h>
int main(void) {
  int32_t big = 70000; int16_t s = (int16_t)big; uint8_t u = (uint8_t)big; int8_t i8 = (int8_t)200;
  printf("%d %d %d\n", s, u, i8);
  uint64_t x = 0x123456789ABCDEF0ULL; uint32_t lo = (uint32_t)x;
  printf("%x\n", lo);
  return 0;
}
