public class oldV {
  static int sumFirst3(int[] a) { int s = 0; for (int i = 0; i < a.length && i < 3; i++) s += a[i]; return s; }
  static int sumFirst3Twin(int[] a) { int s = 0; for (int i = 0; i < a.length && i < 3; i++) s += a[i]; return s; }
  static int maxOf4(int[] a) {
    int m = Integer.MIN_VALUE;
    for (int i = 0; i < 4 && i < a.length; i++) if (a[i] > m) m = a[i];
    return m;
  }
  static int maxOf4Twin(int[] a) {
    int m = Integer.MIN_VALUE;
    for (int i = 0; i < 4 && i < a.length; i++) if (a[i] > m) m = a[i];
    return m;
  }
  static int countPos(int[] a) { int c = 0; for (int x : a) if (x > 0) c++; return c; }
  static int countPosTwin(int[] a) { int c = 0; for (int x : a) if (x > 0) c++; return c; }
}
