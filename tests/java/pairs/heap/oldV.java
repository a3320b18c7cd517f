public class oldV {
  static int last(int n) { int[] a = new int[n]; for (int i = 0; i < n && i < 100; i++) a[i] = i * 3; return a[n - 1]; }
  static int lastSame(int n) { int[] a = new int[n & 63]; return a.length; }
  static String label(int n) { return "n=" + n; }
  static String labelTwin(int n) { return "n=" + n; }
}
