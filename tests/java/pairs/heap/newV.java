public class newV {
  static int last(int n) { if (n <= 0 || n > 100) return -1; int[] a = new int[n]; for (int i = 0; i < n; i++) a[i] = i * 3; return a[n - 1]; }
  static int lastSame(int n) { int[] a = new int[n & 63]; return a.length; }
  static String label(int n) { return "n=".concat(String.valueOf(n)); }
  static String labelTwin(int n) { return "n=" + (n + 1); }
}
