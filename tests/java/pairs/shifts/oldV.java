public class oldV {
  static int shl(int a, int s) { return a << s; }
  static int shlTwin(int a, int s) { return a << s; }
  static long lshr(long a, int s) { return a >> s; }
  static long lshrTwin(long a, int s) { return a >> s; }
  static int ushr(int a) { return a >>> 28; }
}
