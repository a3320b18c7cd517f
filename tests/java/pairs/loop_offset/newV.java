public class newV {
  static int weighted(int[] a) { int s = 0; for (int k = 1; k - 1 < a.length; k++) s += a[k - 1] * k; return s; }
  static int weightedTwin(int[] a) { int s = 0; for (int k = 1; k - 1 < a.length; k++) s += a[k - 1] * (k + 1); return s; }
  static int weightedShort(int[] a) { int s = 0; for (int k = 1; k < a.length; k++) s += a[k - 1] * k; return s; }
  static int weightedLe(int[] a) { int s = 0; for (int k = 1; k <= a.length; k++) s += a[k - 1] * k; return s; }
  static int charSum(String t) { int n = 0; for (int p = 1; p - 1 < t.length(); p++) n += t.charAt(p - 1) * p; return n; }
  static int charSumTwin(String t) { int n = 0; for (int p = 1; p - 1 < t.length(); p++) n += t.charAt(p - 1) * (p - 1); return n; }
}
