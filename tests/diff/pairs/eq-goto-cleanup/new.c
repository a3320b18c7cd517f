/* eq-goto-cleanup, new: the same function with nested ifs instead of gotos. */
int parse_pair(int a, int b) {
  int r, state;
  if (a < 0) {
    r = -1;
    state = 0;
  } else if (b < 0) {
    r = -2;
    state = 0;
  } else if (b < 4) {
    r = -3;
    state = 0;
  } else {
    r = (a % 1000) * 10 + (b % 10);
    state = 2;
  }
  return r * 4 + state;
}
