/* float_to_int_overflow — must go wrong: ub (out of range) at line 4. */
int main(void) {
  double d = 1e10;
  int i = (int)d;
  return i;
}
