/* Wrong twins: '+' no longer skipped; a colon in the second place skipped with the one after it. */
const char *skip_sign(const char *s) {
  if (s[0] == '-') return s + 1;
  return s;
}

const char *after_colon(const char *s) {
  if (s[0] == ':') return s + 1;
  if (s[0] && s[1] == ':') return s[2] ? s + 3 : s + 2;
  return s;
}
