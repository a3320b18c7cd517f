/* Leading blanks skipped by index: a pointer into the caller's string returned. */
const char *skip_spaces(const char *s) {
  unsigned long i = 0;
  while (s[i] == ' ' || s[i] == '\t') i++;
  return s + i;
}
