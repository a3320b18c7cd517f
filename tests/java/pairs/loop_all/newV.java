public class newV {
  // the sum by enhanced for, the count by while and a conditional expression: the same values in
  // the same order (JLS 14.14.2: for (x : a) reads a[0], a[1], ...; 15.25)
  static int twoLoops(int[] a, int k) {
    int s = 0;
    for (int x : a) s += x;
    int c = 0;
    int i = 0;
    while (i < a.length) { c += a[i] > k ? 1 : 0; i++; }
    return c + s;
  }
  // wrong twin: counts the elements equal to k too
  static int twoLoopsTwin(int[] a, int k) {
    int s = 0;
    for (int x : a) s += x;
    int c = 0;
    int i = 0;
    while (i < a.length) { c += a[i] >= k ? 1 : 0; i++; }
    return c + s;
  }
  static int count(int[] a, int k) {
    int c = 0;
    for (int i = 0; i < a.length; i++) if (k < a[i]) c += 1;
    return c;
  }
  // wrong twin of count (called by helperTwin)
  static int countTwin(int[] a, int k) {
    int c = 0;
    for (int i = 0; i < a.length; i++) if (k <= a[i]) c += 1;
    return c;
  }
  // the loop in the helper count is inlined and cut at its head too; + commutes (JLS 15.18.2)
  static int helper(int[] a, int k) {
    int s = 0;
    for (int x : a) s += x;
    return count(a, k) + s;
  }
  // wrong twin: the helper's loop counts the elements equal to k too
  static int helperTwin(int[] a, int k) {
    int s = 0;
    for (int x : a) s += x;
    return countTwin(a, k) + s;
  }
}
