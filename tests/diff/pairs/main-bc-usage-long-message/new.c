/* main-bc-usage-long-message, new: main-eq-usage-long-message's new version with a typo in the
 * usage line's 30th character ("FILES..." for "FILE..."), the wrong twin. */
#include <stdio.h>

static const char usage[] = "usage: equiv-tool [--verbose] FILES...";

int main(int argc, char **argv) {
  if (argc < 2) {
    puts(usage);
    return 2;
  }
  const char *msg = "reading the input files";
  int bad = argv[1][0] == '-';
  if (bad) msg = "unknown option, see the manual page";
  printf("equiv-tool: ");
  puts(msg);
  return bad;
}
