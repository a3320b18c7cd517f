/* A name printed from a table of pointers to string literals read at an input index. */
#include <stdio.h>

static const char *const names[] = {"zero", "one", "two"};

void show(unsigned i) {
  if (i < 3) printf("%s\n", names[i]);
  else puts(names[0]);
}
