public class oldV {
  static String tag(int id, boolean on) { return "id:" + id + "/" + on; }
  static String tagTwin(int id, boolean on) { return "id:" + id + "/" + on; }
  static String wide(int n) { return Long.toString((long) n); }
  static String wideTwin(int n) { return Long.toString((long) n); }
  static String signTwin(int n) { return "" + n; }
  static String key(int a, char b) { String s = a + "=" + b; return s.substring(0, s.indexOf('=')); }
  static String keyTwin(int a, char b) { String s = a + "=" + b; return s.substring(0, s.indexOf('=')); }
  static String code(int n) { return (" id" + n + " ").trim().toUpperCase(); }
  static String codeTwin(int n) { return (" id" + n + " ").trim().toUpperCase(); }
  static boolean isMin(int n) { return ("" + n).equals("-2147483648"); }
  static boolean isMinTwin(int n) { return ("" + n).equals("-2147483648"); }
  static boolean isMinL(long n) { return String.valueOf(n).equals("-9223372036854775808"); }
  static boolean isBigL(long n) { return Long.toString(n).equals("9223372036854775807") || Long.toString(n).equals("1000000000"); }
  static boolean less(int a, int b) { return a < b; }
  static String box(int n) { return "[" + n + "]"; }
  static String boxTwin(int n) { return "[" + n + "]"; }
  static int digits(int n) { return String.valueOf(n).length(); }
  static int digitsTwin(int n) { return String.valueOf(n).length(); }
  static boolean neg(long n) { return ("" + n).charAt(0) == '-'; }
  static String cents(long c, char sep) { return c / 100 + "" + sep + c % 100; }
  static String centsTwin(long c, char sep) { return c / 100 + "" + sep + c % 100; }
  static String cut(String s) { return s.length() > 3 ? s.substring(0, 3) : s; }
}
