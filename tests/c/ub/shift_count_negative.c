/* shift_count_negative — must go wrong: ub (shift count) at line 4. */
int main(void) {
  int s = -1;
  return 1 << s;
}
