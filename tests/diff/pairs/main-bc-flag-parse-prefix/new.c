/* main-bc-flag-parse-prefix, new: the end of the flag is no longer checked, so "-vx" is verbose too
 * (the wrong twin of main-eq-flag-parse). */
#include <stdio.h>

static int is_flag(const char *s, char c) { return s[0] == '-' && s[1] == c; }

int main(int argc, char **argv) {
  int verbose = argc >= 2 && is_flag(argv[1], 'v');
  if (verbose)
    printf("verbose\n");
  else
    printf("quiet\n");
  return 0;
}
