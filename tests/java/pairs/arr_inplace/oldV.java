public class oldV {
  static void swap01(int[] a) { int t = a[0]; a[0] = a[1]; a[1] = t; }
  static void swap01Twin(int[] a) { int t = a[0]; a[0] = a[1]; a[1] = t; }
  static int clear2(int[] a) { if (a.length > 2) a[2] = 0; return a.length; }
  static int clear2Twin(int[] a) { if (a.length > 2) a[2] = 0; return a.length; }
  static void inc(byte[] b, int i) { b[i & 1]++; }
  static void incTwin(byte[] b, int i) { b[i & 1]++; }
  static int writeThenThrow(int[] a) { a[0] = 5; return a[3]; }
  static int writeThenThrowTwin(int[] a) { if (a.length > 0) a[0] = 5; return a[3]; }
  static void needle(long[] a, int k) { if (k == 424243 && a.length > 1) a[1] = -a[1]; }
}
