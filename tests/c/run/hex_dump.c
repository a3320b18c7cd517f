/* hex_dump.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
int main(void) {
  const char *msg = "Hi!\n";
  for (const char *p = msg; *p; p++) printf("%02x ", (unsigned char)*p);
  printf("\n");
  unsigned h = 2166136261u;
  for (const char *p = msg; *p; p++) { h ^= (unsigned char)*p; h *= 16777619u; }
  printf("%08x\n", h);
  return 0;
}
