/* main-eq-kv-argv-strchr, old: a "key=value" argument split by strchr; the value printed, the
 * key's length as the exit status. The argument may be of any length: '=' may lie past the 16
 * characters followed one by one. */
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
  if (argc < 2) return 2;
  const char *eq = strchr(argv[1], '=');
  if (!eq) {
    puts("no value");
    return 1;
  }
  printf("%s\n", eq + 1);
  return eq - argv[1] > 100 ? 100 : (int)(eq - argv[1]);
}
