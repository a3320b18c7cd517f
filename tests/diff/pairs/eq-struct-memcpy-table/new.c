/* eq-struct-memcpy-table, new: the preset copied by memcpy from the table's element. */
#include <string.h>

struct opts {
  int level;
  int window;
  unsigned char strategy;
};

static const struct opts presets[3] = {{1, 12, 0}, {6, 15, 1}, {9, 15, 2}};

int opts_code(int preset, int wbits) {
  struct opts o;
  if (preset < 0 || preset > 2) preset = 1;
  memcpy(&o, &presets[preset], sizeof o);
  if (wbits >= 8 && wbits <= 15) o.window = wbits;
  return o.level * 100 + o.window * 10 + o.strategy;
}
