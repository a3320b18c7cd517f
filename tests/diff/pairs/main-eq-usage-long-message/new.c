/* main-eq-usage-long-message, new: the usage line through puts, the message chosen by an if and
 * written by puts after the program's name. */
#include <stdio.h>

static const char usage[] = "usage: equiv-tool [--verbose] FILE...";

int main(int argc, char **argv) {
  if (argc < 2) {
    puts(usage);
    return 2;
  }
  printf("equiv-tool: ");
  if (argv[1][0] == '-') {
    puts("unknown option, see the manual page");
    return 1;
  }
  puts("reading the input files");
  return 0;
}
