public class oldV {
  static int unsigned0(byte[] b) { return b[0] & 0xff; }
  static int unsigned0Twin(byte[] b) { return b[0] & 0xff; }
  static int store(int x) { byte[] t = new byte[1]; t[0] = (byte) x; return t[0]; }
  static int storeTwin(int x) { byte[] t = new byte[1]; t[0] = (byte) x; return t[0]; }
  static int chars(char[] c) { return c.length >= 2 ? c[0] - c[1] : 0; }
  static int charsTwin(char[] c) { return c.length >= 2 ? c[0] - c[1] : 0; }
  static boolean any2(boolean[] f) { return f.length > 1 && (f[0] || f[1]); }
  static boolean any2Twin(boolean[] f) { return f.length > 1 && (f[0] || f[1]); }
}
