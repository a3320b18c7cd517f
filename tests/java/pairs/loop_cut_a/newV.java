public class newV {
  // a while loop with a conditional expression
  static int countMatch(int[] a, int k) {
    int n = 0;
    int j = 0;
    while (j < a.length) {
      n += a[j] == k ? 1 : 0;
      j++;
    }
    return n;
  }
  // wrong twin: counts the elements >= k
  static int countMatchTwin(int[] a, int k) { int c = 0; for (int x : a) c += x >= k ? 1 : 0; return c; }
  // Math.max over an enhanced for
  static int max(int[] a) { int m = Integer.MIN_VALUE; for (int x : a) m = Math.max(m, x); return m; }
  // wrong twin: starts from 0
  static int maxTwin(int[] a) { int m = 0; for (int x : a) m = Math.max(m, x); return m; }
}
