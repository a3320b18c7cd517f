public class oldV {
  static int countMatch(int[] a, int k) { int c = 0; for (int i = 0; i < a.length; i++) if (a[i] == k) c++; return c; }
  static int countMatchTwin(int[] a, int k) { int c = 0; for (int i = 0; i < a.length; i++) if (a[i] == k) c++; return c; }
  static int max(int[] a) {
    int m = Integer.MIN_VALUE;
    for (int i = 0; i < a.length; i++)
      if (a[i] > m) m = a[i];
    return m;
  }
  static int maxTwin(int[] a) {
    int m = Integer.MIN_VALUE;
    for (int i = 0; i < a.length; i++)
      if (a[i] > m) m = a[i];
    return m;
  }
}
