/* shift_left_negative — must go wrong: ub (left shift of negative) at line 4. */
int main(void) {
  int x = -4;
  return x << 1;
}
