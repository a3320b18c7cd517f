/* A tokenizer's scanning steps (a config or command-line parser): each returns a pointer into
 * the caller's string, which the caller subtracts its own pointer from (C11 6.5.6p9). */

/* the start of the next token: past spaces and tabs */
const char *skip_blank(const char *s) {
  while (*s == ' ' || *s == '\t') s++;
  return s;
}

/* the end of the token at s: its first space or tab, or its NUL */
const char *token_end(const char *s) {
  while (*s && *s != ' ' && *s != '\t') s++;
  return s;
}
