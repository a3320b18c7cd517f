/* main-unk-args-loop, old: prints every argument on its own line, by index. */
#include <stdio.h>

int main(int argc, char **argv) {
  for (int i = 1; i < argc; i++)
    puts(argv[i]);
  return 0;
}
