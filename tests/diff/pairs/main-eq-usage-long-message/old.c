/* main-eq-usage-long-message, old: a usage line and an error message longer than 16 characters
 * printed with printf's %s (a global array and a literal through a pointer). */
#include <stdio.h>

static const char usage[] = "usage: equiv-tool [--verbose] FILE...";

int main(int argc, char **argv) {
  if (argc < 2) {
    printf("%s\n", usage);
    return 2;
  }
  const char *msg = argv[1][0] == '-' ? "unknown option, see the manual page" : "reading the input files";
  printf("%s: %s\n", "equiv-tool", msg);
  return argv[1][0] == '-';
}
