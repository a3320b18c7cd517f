/* A pointer into the caller's string returned (its rest after an optional sign). */
const char *skip_sign(const char *s) {
  return (*s == '-' || *s == '+') ? s + 1 : s;
}

const char *after_colon(const char *s) {
  if (s[0] == ':') return s + 1;
  if (s[0] && s[1] == ':') return s + 2;
  return s;
}
