/* old (wrong twin of eq-string-literal-set): whether c is one of the characters of a string literal (a library's "truthy" letters). */
int is_yes(int c) {
  const char *y = "yYtT1";
  for (int i = 0; y[i]; i++)
    if (y[i] == c) return 1;
  return 0;
}
