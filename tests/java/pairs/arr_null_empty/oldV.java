public class oldV {
  static int first(int[] a) { if (a == null || a.length == 0) return -1; return a[0]; }
  static int firstTwin(int[] a) { if (a == null || a.length == 0) return -1; return a[0]; }
  static int lenOrZero(int[] a) { return a == null ? 0 : a.length; }
  static int lenOrZeroTwin(int[] a) { return a == null ? 0 : a.length; }
  static boolean same(int[] a) { int[] b = a; return a == b && (a == null || a.length >= 0); }
  static boolean sameTwin(int[] a) { int[] b = a; return a == b && (a == null || a.length >= 0); }
  static int needle(int[] a) { return a != null && a.length == 6 && a[5] == 424242 ? 1 : 0; }

  static int nullNeedle(int[] a, int k) { return a == null && k == 123457 ? 1 : 0; }
}
