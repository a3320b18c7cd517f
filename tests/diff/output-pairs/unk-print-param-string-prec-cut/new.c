/* unk-print-param-string-prec-cut, new: cut one character shorter (%.23s), so a message of 24
 * characters or more loses one more. */
#include <stdio.h>

void log_line(const char *msg) {
  printf("log: ");
  printf("%.23s", msg);
  putchar('\n');
}
