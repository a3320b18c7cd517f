/* tests/orch/contracts.py: equiv diff with a recursive callee that carries a contract */
/*@ requires 0 <= n && n <= 1000;
    decreases n;
    ensures \result == n; */
int depth(int n) {
  if (n == 0) return 0;
  return 1 + depth(n - 1);
}

int score(int n) {
  if (n < 0 || n > 1000) return -1;
  return depth(n) * 2 + 1;
}

int twice(int n) {
  if (n < 0 || n > 1000) return -1;
  return depth(n) * 2;
}

int bump(int n) {
  if (n < 0 || n > 1000) return -1;
  return depth(n) + 1;
}
