/* func_pointer_type — must go wrong: ub (incompatible function type) at line 7: calling a function
 * through a pointer to a function type not compatible with its own (C11 6.5.2.2p9). */
static int add(int a, int b) { return a + b; }

int main(void) {
  int (*fp)(int) = (int (*)(int))add;
  return fp(1);
}
