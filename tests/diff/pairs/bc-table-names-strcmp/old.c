/* A table entry classified by comparing its text with strcmp (C11 7.24.4.2): the shape of a
 * library mapping names back to codes. */
#include <string.h>

static const char *const levels[] = {"off", "error", "warn", "info", "debug"};

int severity(unsigned i) {
  const char *n = levels[i % 5];
  if (strcmp(n, "error") == 0) return 3;
  if (strcmp(n, "warn") == 0) return 2;
  if (strcmp(n, "off") == 0) return 0;
  return 1;
}

/* the order of two entries, by their text */
int before(unsigned i, unsigned j) { return strcmp(levels[i % 5], levels[j % 5]) < 0; }
