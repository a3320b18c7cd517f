/* array_oob_write — must go wrong: ub (out-of-bounds) at line 5. */
int main(void) {
  int a[3];
  int *p = a + 3;
  *p = 1;
  return 0;
}
