/* null_func_pointer — must go wrong: ub (null function pointer) at line 9: calling through a null
 * pointer is undefined (C11 6.5.2.2p1 asks for a pointer to a function; 6.3.2.3p3). */
static int one(int x) { return x + 1; }

int main(void) {
  int (*fp)(int) = one;
  int r = fp(1);
  fp = 0;
  return r + fp(2);
}
