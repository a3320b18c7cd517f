/* A pointer to a local array returned: its lifetime ends with the call (C11 6.2.4p2), so the caller
 * reads an indeterminate pointer (undefined). Not modelled as a difference either way. */
const char *digit_name(int d) {
  char buf[2];
  buf[0] = (char)('0' + (d & 7));
  buf[1] = 0;
  return buf;
}
