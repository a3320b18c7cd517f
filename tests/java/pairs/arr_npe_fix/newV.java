public class newV {
  static boolean isEmpty(int[] a) { return a == null || a.length == 0; }
  static int lenCaught(int[] a) { return a == null ? -1 : a.length; }
  static int lenCaughtTwin(int[] a) { return a == null ? 0 : a.length; }
  static int head(int[] a) { if (a == null) throw new IllegalArgumentException("no array"); return a[0]; }
  static int headNeedle(int[] a) { return a != null && a.length > 0 && a[0] == 99991 ? 0 : a[0] == 99991 ? 1 : 0; }

}
