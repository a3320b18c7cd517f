/* tests/orch/contracts.py: a small library whose callees carry contracts (docs/contracts.md). Each
 * statement expected is written in contracts.py from C's rules and checked on gcc builds. */
#include <limits.h>

/* recursion beyond the executor's inlining depth: proved by induction on n */
/*@ requires 0 <= n && n <= 1000;
    decreases n;
    ensures \result == n; */
int depth(int n) {
  if (n == 0) return 0;
  return 1 + depth(n - 1);
}

/* safe: depth(n) == n <= 1000, and 1000 * 2000000 < INT_MAX; without the contract, unknown */
int use_depth(int n) {
  if (n < 0 || n > 1000) return 0;
  return depth(n) * 2000000;
}

/* too weak: 1 + depth_weak(n - 1) may overflow as far as the contract says */
/*@ requires 0 <= n && n <= 1000;
    decreases n;
    ensures \result >= 0; */
int depth_weak(int n) {
  if (n == 0) return 0;
  return 1 + depth_weak(n - 1);
}

/* safe in truth, but not from depth_weak's contract: must never be stated safe from it */
int use_weak(int n) {
  if (n < 0 || n > 1000) return 0;
  return depth_weak(n) * 2000000;
}

/* a wrong contract: half(0) is 0, not below 0 */
/*@ requires x >= 0;
    ensures \result < x; */
int half(int x) { return x / 2; }

/* goes wrong at x = 0 (division by zero); the wrong ensures would make x - half(x) > 0 */
int use_half(int x) {
  if (x < 0) return 0;
  return 100 / (x - half(x));
}

/* defined elsewhere: its contract is a hypothesis */
/*@ requires x >= 0;
    ensures 0 <= \result <= 100; */
int ext_level(int x);

/* safe if ext_level keeps its contract: conditional */
int use_ext(int x) {
  if (x < 0) return 0;
  return ext_level(x) + (INT_MAX - 100);
}

/* overflows where ext_level(x) is 100, which the contract allows: not safe, and not replayable */
int use_ext_bad(int x) {
  if (x < 0) return 0;
  return ext_level(x) + (INT_MAX - 99);
}

/* calls ext_level where its requires may not hold: unknown there */
int use_ext_noreq(int x) { return ext_level(x); }

/* its contract is in .equiv/contracts.json */
int mod7(int x) { return x % 7; }

int use_mod7(int x) { return mod7(x) * 300000000; }
