public class newV {
  static int width(String s) { return s == null ? 2 : s.length() + 2; }
  static boolean isFlag(String s) { return "-v".equals(s); }
  static boolean isFlagTwin(String s) { return s != null && s.startsWith("-v"); }
  static int tag(String s) { return s == null ? -1 : s.charAt(0); }
  static int tagTwin(String s) { return s == null || s.isEmpty() ? -1 : s.charAt(0); }
}
