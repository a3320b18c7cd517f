/* missing_return_used — must go wrong: ub (without returning) at line 6. */
static int f(int x) {
  if (x > 0) return 1;
}
int main(void) {
  int v = f(-1);
  return v;
}
