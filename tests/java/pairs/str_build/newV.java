public class newV {
  static String tag(int id, boolean on) { StringBuilder b = new StringBuilder("id:"); b.append(id); b.append('/'); b.append(on); return b.toString(); }
  static String tagTwin(int id, boolean on) { StringBuilder b = new StringBuilder("id="); b.append(id); b.append('/'); b.append(on); return b.toString(); }
  static String wide(int n) { return Integer.toString(n); }
  static String wideTwin(int n) { return Long.toString(n & 0xffffffffL); }
  static String signTwin(int n) { return n < 0 ? "-" + (-n) : String.valueOf(n); }
  static String key(int a, char b) { return Integer.toString(a); }
  static String keyTwin(int a, char b) { String s = a + "=" + b; return s.substring(0, s.indexOf('=') + 1); }
  static String code(int n) { return "ID" + n; }
  static String codeTwin(int n) { return "Id" + n; }
  static boolean isMin(int n) { return n == Integer.MIN_VALUE; }
  static boolean isMinTwin(int n) { return n == -2147483647; }
  static boolean isMinL(long n) { return n == Long.MIN_VALUE; }
  static boolean isBigL(long n) { return n == Long.MAX_VALUE || n == 1000000000L; }
  static boolean less(int a, int b) { return Integer.toString(a).compareTo(Integer.toString(b)) < 0; }
  static String box(int n) { StringBuilder b = new StringBuilder().append(n); b.insert(0, '['); return b.append(']').toString(); }
  static String boxTwin(int n) { StringBuilder b = new StringBuilder().append(n).append("]]"); b.setLength(b.length() - 1); return b.insert(1, '[').toString(); }
  static int digits(int n) { long m = Math.abs((long) n); int d = 1; while (m >= 10) { m /= 10; d++; } return n < 0 ? d + 1 : d; }
  static int digitsTwin(int n) { int m = Math.abs(n); int d = 1; while (m >= 10) { m /= 10; d++; } return n < 0 ? d + 1 : d; }
  static boolean neg(long n) { return n < 0; }
  static String cents(long c, char sep) { StringBuilder b = new StringBuilder(); b.append(c / 100).append(sep).append(c % 100); return b.toString(); }
  static String centsTwin(long c, char sep) { StringBuilder b = new StringBuilder(); b.append(c / 100).append('.').append(c % 100); return b.toString(); }
  static String cut(String s) { return s.length() > 3 ? s.substring(0, 3) : s.substring(0); }
}
