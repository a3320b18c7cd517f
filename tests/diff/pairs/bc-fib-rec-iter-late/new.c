/* bc-fib-rec-iter-late, new: iterative Fibonacci that adds 1 in the iteration where i is 9, so it
   differs from the recursion only for n >= 10 (past the 8 inlined calls); the loop's state still
   holds consecutive values until then, and the induction must not find an invariant. */
int fib(int n) {
  int a = 0, b = 1;
  if (n <= 0)
    return 0;
  for (int i = 1; i < n; i++) {
    int t = a + b + (i == 9);
    a = b;
    b = t;
  }
  return b;
}
