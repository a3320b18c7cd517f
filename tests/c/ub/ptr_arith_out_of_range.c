/* ptr_arith_out_of_range — must go wrong: ub (pointer arithmetic) at line 5. */
int main(void) {
  int a[5] = {0};
  int *p = a;
  p = p + 6;
  return 0;
}
