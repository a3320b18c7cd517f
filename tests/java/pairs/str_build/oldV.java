public class oldV {
  static String tag(int id, boolean on) { return "id:" + id + "/" + on; }
  static String tagTwin(int id, boolean on) { return "id:" + id + "/" + on; }
  static String wide(int n) { return Long.toString((long) n); }
  static String wideTwin(int n) { return Long.toString((long) n); }
  static String signTwin(int n) { return "" + n; }
  static String code(int n) { return (" id" + n + " ").trim().toUpperCase(); }
  static String codeTwin(int n) { return (" id" + n + " ").trim().toUpperCase(); }
  static boolean isMin(int n) { return ("" + n).equals("-2147483648"); }
  static boolean isMinTwin(int n) { return ("" + n).equals("-2147483648"); }
  static boolean less(int a, int b) { return a < b; }
  static String box(int n) { return "[" + n + "]"; }
  static String boxTwin(int n) { return "[" + n + "]"; }
  static String cut(String s) { return s.length() > 3 ? s.substring(0, 3) : s; }
  static String chars(char x, int n) { char[] c = new char[3]; c[0] = x; c[1] = 'b'; String s = new String(c); c[2] = 'z'; return s + n; }
  static String charsTwin(char x, int n) { char[] c = new char[3]; c[0] = x; c[1] = 'b'; String s = new String(c); c[2] = 'z'; return s + n; }
  static String copy(int n) { return new String("v" + n); }
}
