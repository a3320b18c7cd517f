public class oldV {
  static int lenOrMinus(String s) { return s == null ? -1 : s.length(); }
  static int lenOrMinusTwin(String s) { return s == null ? -1 : s.length(); }
  static boolean isYes(String s) { return s != null && s.equals("yes"); }
  static boolean isYesTwin(String s) { return s != null && s.equals("yes"); }
  static boolean blank(String s) { return s == null || s.isEmpty(); }
  static boolean blankTwin(String s) { return s == null || s.isEmpty(); }
  static int code(String s) { if (s.equals("A")) return 1; if (s.equals("B")) return 2; return 0; }
  static int codeTwin(String s) { if (s.equals("A")) return 1; if (s.equals("B")) return 2; return 0; }
  static int nullNeedle(String s, int k) { return s == null && k == 123457 ? 1 : 0; }
}
