/* div_by_zero — must go wrong: ub (division by zero) at line 2. */
static int divide(int a, int b) { return a / b; }
int main(void) {
  int z = 0;
  return divide(10, z);
}
