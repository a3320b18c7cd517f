/* main-eq-long-option, new: the options matched by strncmp over their length and the null
 * character (sizeof the literal), the result as flags. */
#include <stdio.h>
#include <string.h>

#define OPT_STATS "--print-statistics"
#define OPT_QUIET "--quiet-about-warnings"

int main(int argc, char **argv) {
  int flags = 0;
  if (argc == 2) {
    const char *a = argv[1];
    if (!strncmp(a, OPT_STATS, sizeof OPT_STATS)) flags = 1;
    else if (!strncmp(a, OPT_QUIET, sizeof OPT_QUIET)) flags = 2;
  }
  if (flags == 1) printf("statistics on\n");
  return flags ? flags - 1 : 2;
}
