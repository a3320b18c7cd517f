/* main-bc-kv-argv-strchr, new: the wrong twin of main-eq-kv-argv-strchr: the value printed from
 * the '=' itself. */
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
  puts(eq);
  if (keylen > 100) keylen = 100;
  return (int)keylen;
}
