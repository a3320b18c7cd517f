/* unk-skip-spaces-capped-past-bound, old: leading blanks skipped by index (as
 * eq-str-result-param-loop's old version). */
const char *skip_spaces(const char *s) {
  unsigned long i = 0;
  while (s[i] == ' ' || s[i] == '\t') i++;
  return s + i;
}
