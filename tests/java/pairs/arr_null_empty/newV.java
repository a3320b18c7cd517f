public class newV {
  static int first(int[] a) { return a != null && a.length > 0 ? a[0] : -1; }
  static int firstTwin(int[] a) { return a != null ? a[0] : -1; }
  static int lenOrZero(int[] a) { return a == null || a.length == 0 ? 0 : a.length; }
  static int lenOrZeroTwin(int[] a) { return a == null || a.length == 0 ? -1 : a.length; }
  static boolean same(int[] a) { return true; }
  static boolean sameTwin(int[] a) { return a != null; }
  static int needle(int[] a) { return a != null && a.length == 6 ? 0 : 0; }

  static int nullNeedle(int[] a, int k) { return 0; }
}
