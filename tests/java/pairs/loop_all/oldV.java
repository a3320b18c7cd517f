public class oldV {
  static int twoLoops(int[] a, int k) {
    int s = 0;
    for (int i = 0; i < a.length; i++) s += a[i];
    int c = 0;
    for (int i = 0; i < a.length; i++) if (a[i] > k) c++;
    return s + c;
  }
  static int twoLoopsTwin(int[] a, int k) {
    int s = 0;
    for (int i = 0; i < a.length; i++) s += a[i];
    int c = 0;
    for (int i = 0; i < a.length; i++) if (a[i] > k) c++;
    return s + c;
  }
  static int count(int[] a, int k) {
    int c = 0;
    for (int x : a) if (x > k) c++;
    return c;
  }
  static int countTwin(int[] a, int k) {
    int c = 0;
    for (int x : a) if (x > k) c++;
    return c;
  }
  static int helper(int[] a, int k) {
    int s = 0;
    for (int i = 0; i < a.length; i++) s += a[i];
    return s + count(a, k);
  }
  static int helperTwin(int[] a, int k) {
    int s = 0;
    for (int i = 0; i < a.length; i++) s += a[i];
    return s + countTwin(a, k);
  }
}
