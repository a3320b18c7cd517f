/* The same positions by other tests: the same pointer into the caller's string for every string. */
const char *skip_sign(const char *s) {
  if (s[0] == '-') return s + 1;
  if (s[0] == '+') return s + 1;
  return s;
}

const char *after_colon(const char *s) {
  if (*s == ':') return s + 1;
  return s[0] != 0 && s[1] == ':' ? s + 2 : s;
}
