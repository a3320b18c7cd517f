/* strings.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
#include <string.h>
int main(void) {
  char buf[32];
  strcpy(buf, "hello");
  size_t n = strlen(buf);
  char other[16] = "help";
  int c1 = strcmp(buf, other) > 0, c2 = strncmp(buf, other, 3) == 0;
  char *p = strchr(buf, 'l');
  printf("%lu %d %d %ld %s\n", (unsigned long)n, c1, c2, (long)(p - buf), p);
  strncpy(other, "ab", 6);
  printf("[%s] %d\n", other, other[5]);
  puts(buf);
  return 0;
}
