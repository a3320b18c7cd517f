/* unsupported_goto — must go wrong: unsupported (the label is reached before the goto) at line 4. */
int main(void) {
  int i = 0;
again:
  if (++i < 3)
    goto again;
  return i;
}
