/* ptr_compare_different_objects — must go wrong: ub (different objects) at line 5. */
int main(void) {
  int a = 1, b = 2;
  int *p = &a, *q = &b;
  return p < q;
}
