/* eq-print-param-string-prec, new: the prefix, the cut message and the newline by three calls. */
#include <stdio.h>

void log_line(const char *msg) {
  printf("log: ");
  printf("%.24s", msg);
  putchar('\n');
}
