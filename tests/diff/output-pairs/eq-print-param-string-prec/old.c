/* eq-print-param-string-prec, old: a logger prints at most 24 characters of the caller's message. */
#include <stdio.h>

void log_line(const char *msg) {
  printf("log: %.24s\n", msg);
}
