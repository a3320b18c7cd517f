/* bc-fib-rec-iter-shifted, new: iterative Fibonacci one step behind for n >= 2 (the loop stops at
   i < n - 1), the state still two consecutive Fibonacci numbers. */
int fib(int n) {
  int a = 0, b = 1;
  if (n <= 0)
    return 0;
  for (int i = 1; i < n - 1; i++) {
    int t = a + b;
    a = b;
    b = t;
  }
  return b;
}
