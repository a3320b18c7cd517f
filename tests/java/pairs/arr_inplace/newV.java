public class newV {
  static void swap01(int[] a) { a[0] ^= a[1]; a[1] ^= a[0]; a[0] ^= a[1]; }
  static void swap01Twin(int[] a) { int t = a[0]; a[0] = a[1]; a[1] = a[0]; }
  static int clear2(int[] a) { int n = a.length; if (n >= 3) { a[2] = 1; a[2]--; } return n; }
  static int clear2Twin(int[] a) { return a.length; }
  static void inc(byte[] b, int i) { b[i & 1] = (byte) (b[i & 1] + 1); }
  static void incTwin(byte[] b, int i) { b[i & 1] = (byte) (b[i & 1] + 257); }
  static int writeThenThrow(int[] a) { a[0] = 5; int x = a[3]; return x; }
  static int writeThenThrowTwin(int[] a) { int x = a[3]; if (a.length > 0) a[0] = 5; return x; }
  static void needle(long[] a, int k) { }
}
