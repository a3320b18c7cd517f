/* main-eq-flag-parse, old: "-v" as its first argument (exactly) selects the verbose line. */
#include <stdio.h>

int main(int argc, char **argv) {
  if (argc > 1 && argv[1][0] == '-' && argv[1][1] == 'v' && argv[1][2] == '\0')
    puts("verbose");
  else
    puts("quiet");
  return 0;
}
