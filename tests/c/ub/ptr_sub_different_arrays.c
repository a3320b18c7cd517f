/* ptr_sub_different_arrays — must go wrong: ub (different arrays) at line 4. */
int main(void) {
  int a[3], b[3];
  long d = &a[1] - &b[0];
  return (int)d;
}
