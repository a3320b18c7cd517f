/* Wrong twin: entry 2 misspelt. */
#include <stdio.h>

void show(unsigned i) {
  switch (i) {
  case 1: puts("one"); break;
  case 2: puts("tw0"); break;
  default: puts("zero");
  }
}
