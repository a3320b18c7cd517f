public class oldV {
  static int nest(byte n, byte m) {
    int t = 0;
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++) t += i ^ j;
    return t;
  }
  static int nestTwin(byte n, byte m) {
    int t = 0;
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++) t += i ^ j;
    return t;
  }
  static int fromFirst(int[] a, int k) {
    int p = 0;
    while (p < a.length && a[p] != k) p++;
    int c = 0;
    for (int i = p; i < a.length; i++) c += a[i];
    return c;
  }
  static int fromFirstTwin(int[] a, int k) {
    int p = 0;
    while (p < a.length && a[p] != k) p++;
    int c = 0;
    for (int i = p; i < a.length; i++) c += a[i];
    return c;
  }
}
