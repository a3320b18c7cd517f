/* write_string_literal — must go wrong: ub (string literal) at line 4. */
int main(void) {
  char *s = "hello";
  s[0] = 'H';
  return 0;
}
