public class newV {
  static int g(int n, int k) {
    int m = n & 1023;
    int s = 0;
    for (int i = 0; i < m; i++) s += i * k + 1;
    return s;
  }
  static int total(int x, int n) {
    int t = g(n, 3);
    return x > 10 ? x + t : t;
  }
  static int totalTwin(int x, int n) {
    int t = g(n, 3);
    return x >= 10 ? x + t : t;
  }
  static int rare(int x, int n) { int t = g(n, 5); return x == 4242 ? t : t + x; }
  static int twice(int n, int k) { return g(n, k) + g(n, k); }
  static int twiceTwin(int n, int k) { return g(n, k) + g(n, k + 1); }
  static int sign(int n) {
    int t = g(n, 2);
    return t < 0 && n < 100 ? 0 : t;
  }
  static int g2(int n) {
    int m = n & 1023;
    int s = 0;
    for (int i = 1; i <= m; i++) s += i;
    return s;
  }
  static int useG2(int x, int n) { return g2(n) + x; }
  static int quot(int n, int d) {
    int m = n & 1023;
    int s = 0;
    for (int i = 0; i < m; i++) s += i / (d - 4242);
    return s;
  }
  static int useQuot(int n, int d) { return quot(n, d); }
}
