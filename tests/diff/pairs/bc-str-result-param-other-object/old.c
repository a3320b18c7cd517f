/* A pointer into the caller's string returned: where its rest is empty, the position of its NUL. */
const char *skip_spaces(const char *s) {
  while (*s == ' ') s++;
  return s;
}

const char *after_eq(const char *s) {
  if (s[0] == '=') return s + 1;
  return s;
}
