public class oldV {
  static String key(int a, char b) { String s = a + "=" + b; return s.substring(0, s.indexOf('=')); }
  static String keyTwin(int a, char b) { String s = a + "=" + b; return s.substring(0, s.indexOf('=')); }
  static boolean isMinL(long n) { return String.valueOf(n).equals("-9223372036854775808"); }
  static boolean isBigL(long n) { return Long.toString(n).equals("9223372036854775807") || Long.toString(n).equals("1000000000"); }
  static int digits(int n) { return String.valueOf(n).length(); }
  static int digitsTwin(int n) { return String.valueOf(n).length(); }
  static boolean neg(long n) { return ("" + n).charAt(0) == '-'; }
  static String cents(long c, char sep) { return c / 100 + "" + sep + c % 100; }
  static String centsTwin(long c, char sep) { return c / 100 + "" + sep + c % 100; }
}
