/* main-bc-usage-long-message, new: main-eq-usage-long-message's new version with a typo in the
 * usage line's 30th character ("FILES..." for "FILE..."), the wrong twin. */
#include <stdio.h>

static const char usage[] = "usage: equiv-tool [--verbose] FILES...";

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
