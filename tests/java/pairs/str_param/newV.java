public class newV {
  static int lenOrMinus(String s) { if (s != null) { int n = s.length(); return n; } return -1; }
  static int lenOrMinusTwin(String s) { return s == null || s.isEmpty() ? -1 : s.length(); }
  static boolean isYes(String s) { return "yes".equals(s); }
  static boolean isYesTwin(String s) { return s != null && s.startsWith("yes"); }
  static boolean blank(String s) { return s == null || s.length() == 0; }
  static boolean blankTwin(String s) { return s != null && s.length() == 0; }
  static int code(String s) {
    switch (s.length() == 1 ? s.charAt(0) : ' ') { case 'A': return 1; case 'B': return 2; default: return 0; }
  }
  static int codeTwin(String s) {
    switch (s.length() >= 1 ? s.charAt(0) : ' ') { case 'A': return 1; case 'B': return 2; default: return 0; }
  }
  static int nullNeedle(String s, int k) { return 0; }
}
