/* The same lines by a switch (puts writes the string and a new-line, C11 7.21.7.9). */
#include <stdio.h>

void show(unsigned i) {
  switch (i) {
  case 1: puts("one"); break;
  case 2: puts("two"); break;
  default: puts("zero");
  }
}
