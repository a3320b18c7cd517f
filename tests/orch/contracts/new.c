/* tests/orch/contracts.py: equiv diff with a recursive callee that carries a contract */
/*@ requires 0 <= n && n <= 1000;
    decreases n;
    ensures \result == n; */
int depth(int n) {
  if (n == 0) return 0;
  return 1 + depth(n - 1);
}

/* equivalent: the same value of the same callee, added instead of doubled */
int score(int n) {
  if (n < 0 || n > 1000) return -1;
  int d = depth(n);
  return d + d + 1;
}

/* equivalent only because depth(n) == n: needs the ensures */
int twice(int n) {
  if (n < 0 || n > 1000) return -1;
  return n * 2;
}

/* changed: one more */
int bump(int n) {
  if (n < 0 || n > 1000) return -1;
  return depth(n) + 2;
}
