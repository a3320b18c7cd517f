/* shift_left_overflow — must go wrong: ub (overflows) at line 4. */
int main(void) {
  int x = 3;
  return x << 30;
}
