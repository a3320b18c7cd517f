public class newV {
  static long fact(int n) { if (n < 0 || n > 6) return -1; long f = 1; int i = n; while (i > 1) { f *= i; i--; } return f; }
  static long factTwin(int n) { if (n < 0 || n > 6) return -1; long f = 1; int i = n; while (i > 2) { f *= i; i--; } return f; }
}
