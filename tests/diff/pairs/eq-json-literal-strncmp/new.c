/* The same match spelled out character by character: && stops at the first difference (C11
 * 6.5.13p4), as strncmp does, and a NUL in s differs from every character of "true". */
int starts_true(const char *s, int n) {
  if (n <= 0) return 0;
  return s[0] == 't' && s[1] == 'r' && s[2] == 'u' && s[3] == 'e';
}
