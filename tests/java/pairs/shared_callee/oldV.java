// Shared-code abstraction: g is the same in both versions, in the pure fragment (int arithmetic,
// no heap, cannot throw) and its loop has the ranking function m - i, so a call of it is one
// uninterpreted function of its arguments in both; inlining it follows at most 16 of its up to
// 1023 iterations.
public class oldV {
  static int g(int n, int k) {
    int m = n & 1023;
    int s = 0;
    for (int i = 0; i < m; i++) s += i * k + 1;
    return s;
  }
  static int total(int x, int n) {
    int t = g(n, 3);
    if (x > 10) return t + x;
    return t;
  }
  static int totalTwin(int x, int n) {
    int t = g(n, 3);
    if (x > 10) return t + x;
    return t;
  }
  static int rare(int x, int n) { return g(n, 5) + x; }
  static int twice(int n, int k) { return g(n, k) * 2; }
  static int twiceTwin(int n, int k) { return g(n, k) * 2; }
  static int sign(int n) { return g(n, 2); }
  // g2 differs between the versions (its sum is written another way): not shared, inlined
  static int g2(int n) {
    int m = n & 1023;
    int s = 0;
    for (int i = 0; i < m; i++) s += i + 1;
    return s;
  }
  static int useG2(int x, int n) { return g2(n) + x; }
  // quot divides by d - 4242: it throws ArithmeticException there, so it is never abstracted
  static int quot(int n, int d) {
    int m = n & 1023;
    int s = 0;
    for (int i = 0; i < m; i++) s += i / (d - 4242);
    return s;
  }
  static int useQuot(int n, int d) {
    try {
      return quot(n, d);
    } catch (ArithmeticException e) {
      return -1;
    }
  }
}
