public class newV {
  static int unsigned0(byte[] b) { return b[0] < 0 ? b[0] + 256 : b[0]; }
  static int unsigned0Twin(byte[] b) { return b[0] < 0 ? b[0] + 255 : b[0]; }
  static int store(int x) { return (x << 24) >> 24; }
  static int storeTwin(int x) { return x & 0xff; }
  static int chars(char[] c) { if (c.length < 2) return 0; int d = c[0]; d -= c[1]; return d; }
  static int charsTwin(char[] c) { if (c.length < 2) return 0; short d = (short) c[0]; d -= c[1]; return d; }
  static boolean any2(boolean[] f) { if (f.length <= 1) return false; return !(!f[0] && !f[1]); }
  static boolean any2Twin(boolean[] f) { if (f.length <= 1) return false; return f[0] && f[1]; }
}
