/* main-eq-flag-parse, new: the test in a helper, the lines through printf. */
#include <stdio.h>

static int is_flag(const char *s, char c) { return s[0] == '-' && s[1] == c && !s[2]; }

int main(int argc, char **argv) {
  int verbose = argc >= 2 && is_flag(argv[1], 'v');
  if (verbose)
    printf("verbose\n");
  else
    printf("quiet\n");
  return 0;
}
