/* eq-print-param-string-long, new: the prefix by printf, the message and its newline by puts. */
#include <stdio.h>

void log_line(const char *msg) {
  printf("log: ");
  puts(msg);
}
