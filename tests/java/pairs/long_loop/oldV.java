public class oldV {
  static long fact(int n) { if (n < 0 || n > 6) return -1; long f = 1; for (int i = 2; i <= n; i++) f *= i; return f; }
  static long factTwin(int n) { if (n < 0 || n > 6) return -1; long f = 1; for (int i = 2; i <= n; i++) f *= i; return f; }
}
