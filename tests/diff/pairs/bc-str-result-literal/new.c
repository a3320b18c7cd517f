/* Wrong twins: another spelling, an empty string where old returns null, a boundary moved. */
const char *level_name(int level) {
  switch (level) {
  case 1: return "error";
  case 2: return "warning";
  case 3: return "info";
  default: return level < 1 ? "off" : "debug";
  }
}

const char *sign_word(long x) { return x <= 0 ? (x == 0 ? "zero" : "negative") : x == 1 ? "one" : "positive"; }

static const char names[4][4] = {"B", "KiB", "MiB", "GiB"};

const char *unit_of(unsigned shift) {
  switch (shift) {
  case 0: return names[0];
  case 10: return names[1];
  case 20: return names[2];
  case 30: return names[3];
  }
  return "";
}
