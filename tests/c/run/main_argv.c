/* main's argc and argv (C11 5.1.2.2.1): every string printed, the null pointer after the last,
 * strings modified in place (they are modifiable), argc as the exit status. */
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
  printf("argc=%d null-after=%d\n", argc, argv[argc] == NULL);
  for (int i = 0; i < argc; i++) printf("argv[%d]=\"%s\" (%zu)\n", i, argv[i], strlen(argv[i]));
  if (argc > 1 && argv[1][0]) {
    argv[1][0] = 'X';
    puts(argv[1]);
  }
  char **p = argv;
  while (*p) p++;
  printf("walked %td\n", p - argv);
  return argc;
}
