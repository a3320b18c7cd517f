public class newV {
  static String key(int a, char b) { return Integer.toString(a); }
  static String keyTwin(int a, char b) { String s = a + "=" + b; return s.substring(0, s.indexOf('=') + 1); }
  static boolean isMinL(long n) { return n == Long.MIN_VALUE; }
  static boolean isBigL(long n) { return n == Long.MAX_VALUE || n == 1000000000L; }
  static int digits(int n) { long m = Math.abs((long) n); int d = 1; while (m >= 10) { m /= 10; d++; } return n < 0 ? d + 1 : d; }
  static int digitsTwin(int n) { int m = Math.abs(n); int d = 1; while (m >= 10) { m /= 10; d++; } return n < 0 ? d + 1 : d; }
  static boolean neg(long n) { return n < 0; }
  static String cents(long c, char sep) { StringBuilder b = new StringBuilder(); b.append(c / 100).append(sep).append(c % 100); return b.toString(); }
  static String centsTwin(long c, char sep) { StringBuilder b = new StringBuilder(); b.append(c / 100).append('.').append(c % 100); return b.toString(); }
}
