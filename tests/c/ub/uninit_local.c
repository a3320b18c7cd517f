/* uninit_local — must go wrong: ub (indeterminate) at line 4. */
int main(void) {
  int x;
  int y = x + 1;
  return y;
}
