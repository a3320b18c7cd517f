/* main-bc-long-option-prefix, new: the wrong twin of main-eq-long-option: strncmp over the
 * literal's characters only (sizeof - 1), so a longer argument beginning with an option matches. */
#include <stdio.h>
#include <string.h>

#define OPT_STATS "--print-statistics"
#define OPT_QUIET "--quiet-about-warnings"

int main(int argc, char **argv) {
  int flags = 0;
  if (argc == 2) {
    const char *a = argv[1];
    if (!strncmp(a, OPT_STATS, sizeof OPT_STATS - 1)) flags = 1;
    else if (!strncmp(a, OPT_QUIET, sizeof OPT_QUIET)) flags = 2;
  }
  if (flags == 1) printf("statistics on\n");
  return flags ? flags - 1 : 2;
}
