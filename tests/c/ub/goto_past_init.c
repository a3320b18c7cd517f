/* goto_past_init — must go wrong: ub (indeterminate) at line 7: the goto jumps past the
 * initializer of v, whose value is then indeterminate (C11 6.8p3, 6.2.4p6). */
int main(void) {
  goto skip;
  int v = 5;
skip:
  return v;
}
