/* bc-print-param-string-long-cut, new: the message cut to 17 characters (%.17s), so a message
 * of 18 or more loses its end. */
#include <stdio.h>

void log_line(const char *msg) {
  printf("log: %.17s\n", msg);
}
