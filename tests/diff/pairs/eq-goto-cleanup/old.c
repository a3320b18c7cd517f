/* eq-goto-cleanup, old: the `goto out;` cleanup pattern: every failing check jumps to one exit
 * that undoes the partial work. */
int parse_pair(int a, int b) {
  int r = 0;
  int state = 0;
  if (a < 0) {
    r = -1;
    goto out;
  }
  state = 1;
  if (b < 0) {
    r = -2;
    goto undo;
  }
  state = 2;
  for (int i = 0; i < 4; i++) {
    if (i == b) {
      r = -3;
      goto undo;
    }
  }
  r = (a % 1000) * 10 + (b % 10);
  goto out;
undo:
  state = 0;
out:
  return r * 4 + state;
}
