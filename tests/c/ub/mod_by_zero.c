/* mod_by_zero — must go wrong: ub (division by zero) at line 4. */
int main(void) {
  unsigned a = 7, b = 0;
  return (int)(a % b);
}
