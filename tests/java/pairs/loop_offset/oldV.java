public class oldV {
  static int weighted(int[] a) { int s = 0; for (int i = 0; i < a.length; i++) s += a[i] * (i + 1); return s; }
  static int weightedTwin(int[] a) { int s = 0; for (int i = 0; i < a.length; i++) s += a[i] * (i + 1); return s; }
  static int weightedShort(int[] a) { int s = 0; for (int i = 0; i < a.length; i++) s += a[i] * (i + 1); return s; }
  static int weightedLe(int[] a) { int s = 0; for (int i = 0; i < a.length; i++) s += a[i] * (i + 1); return s; }
  static int charSum(String t) { int n = 0; for (int i = 0; i < t.length(); i++) n += t.charAt(i) * (i + 1); return n; }
  static int charSumTwin(String t) { int n = 0; for (int i = 0; i < t.length(); i++) n += t.charAt(i) * (i + 1); return n; }
}
