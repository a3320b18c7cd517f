/* Functions returning `const char *`: the outcome is the string the result points to, up to its
 * NUL, or the null pointer. Names from a table of literals, chosen by chains of ifs. */
const char *level_name(int level) {
  if (level <= 0) return "off";
  if (level == 1) return "error";
  if (level == 2) return "warn";
  if (level == 3) return "info";
  return "debug";
}

const char *sign_word(long x) {
  if (x < 0) return "negative";
  if (x > 0) return "positive";
  return "zero";
}

const char *unit_of(unsigned shift) {
  if (shift % 10 != 0 || shift > 30) return 0;
  if (shift == 0) return "B";
  if (shift == 10) return "KiB";
  return shift == 20 ? "MiB" : "GiB";
}
