/* eq-print-param-string-long, old: a logger prints the caller's message whole after its prefix. */
#include <stdio.h>

void log_line(const char *msg) {
  printf("log: %s\n", msg);
}
