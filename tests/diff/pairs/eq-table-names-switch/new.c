/* The same tables refactored into switches and arithmetic: only the strings and values compare,
 * not where the literals lie. */
#include <stddef.h>

const char *err_name(int code) {
  switch (code) {
  case 0: return "ok";
  case 1: return "bad input";
  case 2: return "no memory";
  case 3: return "too long";
  default: return "unknown";
  }
}

size_t err_len(unsigned code) {
  static const unsigned char lens[4] = {2, 9, 9, 8};
  return code < 4 ? lens[code] : 0;
}

int err_is_fatal(int code) { return code == 2; }

const char *opt_name(unsigned i) {
  if (i == 0) return "verbose";
  if (i == 2) return "quiet";
  if (i == 4) return "force";
  return "-";
}

int hex_letter(int v, int up) {
  if (v < 0 || v > 5) return -1;
  return (up ? 'A' : 'a') + v;
}

int is_upper_table(int up) { return up != 0; }
