/* main-eq-usage-long-message, new: the usage line through puts, the message chosen by an if and
 * written by puts after the program's name (written by printf). */
#include <stdio.h>

static const char usage[] = "usage: equiv-tool [--verbose] FILE...";

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
