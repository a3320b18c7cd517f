public class newV {
  // a loop nest: the inner for as a while, ^ commutes
  static int nest(byte n, byte m) {
    int t = 0;
    for (int i = 0; i < n; i++) {
      int j = 0;
      while (j < m) { t += j ^ i; j++; }
    }
    return t;
  }
  // wrong twin: | for ^ (1 | 1 is 1, 1 ^ 1 is 0)
  static int nestTwin(byte n, byte m) {
    int t = 0;
    for (int i = 0; i < n; i++) {
      int j = 0;
      while (j < m) { t += j | i; j++; }
    }
    return t;
  }
  // the first match by a for with break, then the sum from there by a while
  static int fromFirst(int[] a, int k) {
    int p;
    for (p = 0; p < a.length; p++) if (a[p] == k) break;
    int c = 0;
    int i = p;
    while (i < a.length) c += a[i++];
    return c;
  }
  // wrong twin: the sum starts after the match
  static int fromFirstTwin(int[] a, int k) {
    int p;
    for (p = 0; p < a.length; p++) if (a[p] == k) break;
    int c = 0;
    int i = p + 1;
    while (i < a.length) c += a[i++];
    return c;
  }
}
