/* main-unk-args-loop, new: the same through a pointer walk to argv's null pointer. */
#include <stdio.h>

int main(int argc, char **argv) {
  (void)argc;
  while (*++argv)
    printf("%s\n", *argv);
  return 0;
}
