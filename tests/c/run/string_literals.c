/* string_literals.c — Equiv C differential test (compared with gcc by tests/c/diff-gcc.sh). */
#include <stdio.h>
int main(void) {
  const char *s = "tab\there\\ \"q\" \x41\101";
  char word[] = "abc";
  printf("%s|%d|%s\n", s, (int)sizeof word, word);
  const char *t = "con" "cat";
  puts(t);
  putchar('X'); putchar('\n');
  return 0;
}
