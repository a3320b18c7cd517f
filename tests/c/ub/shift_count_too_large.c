/* shift_count_too_large — must go wrong: ub (shift count) at line 5. */
int main(void) {
  unsigned x = 1;
  int s = 32;
  return (int)(x >> s);
}
