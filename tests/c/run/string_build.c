/* string_build.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static char *repeat(const char *s, int n) {
  size_t len = strlen(s);
  char *out = malloc(len * n + 1);
  out[0] = '\0';
  for (int i = 0; i < n; i++) strcpy(out + i * len, s);
  return out;
}
int main(void) {
  char *r = repeat("ab", 4);
  printf("%s %lu\n", r, (unsigned long)strlen(r));
  char rev[16]; int n = (int)strlen(r);
  for (int i = 0; i < n; i++) rev[i] = r[n - 1 - i];
  rev[n] = 0;
  puts(rev);
  free(r);
  return 0;
}
