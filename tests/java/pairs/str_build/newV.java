public class newV {
  static String tag(int id, boolean on) { StringBuilder b = new StringBuilder("id:"); b.append(id); b.append('/'); b.append(on); return b.toString(); }
  static String tagTwin(int id, boolean on) { StringBuilder b = new StringBuilder("id="); b.append(id); b.append('/'); b.append(on); return b.toString(); }
  static String wide(int n) { return Integer.toString(n); }
  static String wideTwin(int n) { return Long.toString(n & 0xffffffffL); }
  static String signTwin(int n) { return n < 0 ? "-" + (-n) : String.valueOf(n); }
  static String code(int n) { return "ID" + n; }
  static String codeTwin(int n) { return "Id" + n; }
  static boolean isMin(int n) { return n == Integer.MIN_VALUE; }
  static boolean isMinTwin(int n) { return n == -2147483647; }
  static boolean less(int a, int b) { return Integer.toString(a).compareTo(Integer.toString(b)) < 0; }
  static String box(int n) { StringBuilder b = new StringBuilder().append(n); b.insert(0, '['); return b.append(']').toString(); }
  static String boxTwin(int n) { StringBuilder b = new StringBuilder().append(n).append("]]"); b.setLength(b.length() - 1); return b.insert(1, '[').toString(); }
  static String cut(String s) { return s.length() > 3 ? s.substring(0, 3) : s.substring(0); }
  static String chars(char x, int n) { return x + "b\0" + n; }
  static String charsTwin(char x, int n) { return x + "bz" + n; }
  static String copy(int n) { return "v" + n; }
}
