/* The same position by a pointer walk. */
const char *skip_spaces(const char *s) {
  while (*s == '\t' || *s == ' ') s++;
  return s;
}
