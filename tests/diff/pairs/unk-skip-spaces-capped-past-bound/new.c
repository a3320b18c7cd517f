/* unk-skip-spaces-capped-past-bound, new: the wrong twin of eq-str-result-param-loop - the
 * pointer walk stops after 20 blanks, so a string of 21 or more leading blanks gives another
 * position. */
const char *skip_spaces(const char *s) {
  const char *start = s;
  while ((*s == '\t' || *s == ' ') && s - start < 20) s++;
  return s;
}
