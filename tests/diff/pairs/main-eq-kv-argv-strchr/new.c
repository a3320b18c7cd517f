/* main-eq-kv-argv-strchr, new: the same split with the key's length taken first and the value
 * written by puts. */
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
  if (argc < 2) return 2;
  char *eq = strchr(argv[1], '=');
  if (eq == NULL) {
    printf("no value\n");
    return 1;
  }
  long keylen = eq - argv[1];
  puts(eq + 1);
  if (keylen > 100) keylen = 100;
  return (int)keylen;
}
