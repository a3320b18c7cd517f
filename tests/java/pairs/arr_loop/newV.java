public class newV {
  static int sumFirst3(int[] a) { int s = 0; int n = Math.min(a.length, 3); for (int i = n - 1; i >= 0; i--) s += a[i]; return s; }
  static int sumFirst3Twin(int[] a) { int s = 0; int n = Math.min(a.length, 4); for (int i = 0; i < n; i++) s += a[i]; return s; }
  static int maxOf4(int[] a) {
    int m = Integer.MIN_VALUE;
    int n = a.length < 4 ? a.length : 4;
    for (int i = 0; i < n; i++) m = Math.max(m, a[i]);
    return m;
  }
  static int maxOf4Twin(int[] a) {
    int m = 0;
    int n = a.length < 4 ? a.length : 4;
    for (int i = 0; i < n; i++) m = Math.max(m, a[i]);
    return m;
  }
  static int countPos(int[] a) { int c = 0; for (int i = 0; i < a.length; i++) c += a[i] > 0 ? 1 : 0; return c; }
  static int countPosTwin(int[] a) { int c = 0; for (int i = 0; i < a.length; i++) c += a[i] >= 0 ? 1 : 0; return c; }
}
