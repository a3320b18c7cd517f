public class newV {
  static int shl(int a, int s) { return a << (s & 31); }
  static int shlTwin(int a, int s) { return a << (s & 15); }
  static long lshr(long a, int s) { return a >> (s & 0x3f); }
  static long lshrTwin(long a, int s) { return a >> (s & 0x1f); }
  static int ushr(int a) { return (a >> 28) & 0xf; }
}
