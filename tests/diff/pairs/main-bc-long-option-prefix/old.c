/* main-bc-long-option-prefix, old (as main-eq-long-option): long options of more than 16 characters recognised by strcmp. */
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
  if (argc != 2) return 2;
  if (strcmp(argv[1], "--print-statistics") == 0) {
    puts("statistics on");
    return 0;
  }
  if (strcmp(argv[1], "--quiet-about-warnings") == 0) return 1;
  return 2;
}
