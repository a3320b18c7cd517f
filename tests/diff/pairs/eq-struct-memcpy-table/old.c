/* eq-struct-memcpy-table, old: a compression level's parameters are taken from a table of presets
 * by struct assignment (an index out of range takes preset 1), and a window size given in range
 * replaces the preset's. */
struct opts {
  int level;
  int window;
  unsigned char strategy;
};

static const struct opts presets[3] = {{1, 12, 0}, {6, 15, 1}, {9, 15, 2}};

int opts_code(int preset, int wbits) {
  struct opts o;
  if (preset < 0 || preset > 2) preset = 1;
  o = presets[preset];
  if (wbits >= 8 && wbits <= 15) o.window = wbits;
  return o.level * 100 + o.window * 10 + o.strategy;
}
