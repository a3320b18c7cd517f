public class oldV {
  static int sumWhile(int[] a) { int s = 0; for (int i = 0; i < a.length; i++) s += a[i]; return s; }
  static int sumLate(int[] a) { int s = 0; for (int i = 0; i < a.length; i++) s += a[i]; return s; }
  static long total(int[] a) { long t = 0; for (int i = 0; i < a.length; i++) t += a[i]; return t; }
  static long totalTwin(int[] a) { long t = 0; for (int i = 0; i < a.length; i++) t += a[i]; return t; }
  static int nullSum(int[] a) { int s = 0; for (int i = 0; i < a.length; i++) s += a[i]; return s; }
  static int zeroFill(int[] a) { int s = 0; for (int i = 0; i < a.length; i++) s += a[i]; return s; }
  static int countBelow(short[] a, int k) { int c = 0; for (int i = 0; i < a.length; i++) if (a[i] < k) c++; return c; }
  static int findFlag(int[] a, int k) { for (int i = 0; i < a.length; i++) if (a[i] == k) return i; return -1; }
  static int findFlagTwin(int[] a, int k) { for (int i = 0; i < a.length; i++) if (a[i] == k) return i; return -1; }
  static int evenOdd(int[] a) {
    int[] c = new int[2];
    for (int i = 0; i < a.length; i++) c[a[i] & 1] += a[i];
    return c[0] - c[1];
  }
  static int evenOddTwin(int[] a) {
    int[] c = new int[2];
    for (int i = 0; i < a.length; i++) c[a[i] & 1] += a[i];
    return c[0] - c[1];
  }
}
