/* dangling_local — must go wrong: ub (lifetime) at line 8. */
static int *leak(void) {
  int local = 42;
  return &local;
}
int main(void) {
  int *p = leak();
  return *p;
}
