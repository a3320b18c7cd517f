/* bc-print-param-string-long-cut, old: a logger prints the caller's message whole after its prefix. */
#include <stdio.h>

void log_line(const char *msg) {
  printf("log: %s\n", msg);
}
