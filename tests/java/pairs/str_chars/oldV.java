public class oldV {
  static boolean ab(String s) { return s.startsWith("ab"); }
  static boolean abTwin(String s) { return s.startsWith("ab"); }
  static int first(String s) { return s.isEmpty() ? -1 : s.charAt(0); }
  static int firstTwin(String s) { return s.isEmpty() ? -1 : s.charAt(0); }
  static int at2(String s) { return s.charAt(2); }
  static int at2Twin(String s) { return s.charAt(2); }
  static int sign(String a, String b) { return Integer.signum(a.compareTo(b)); }
  static int signM(String a) { return a.compareTo("m") < 0 ? -1 : a.equals("m") ? 0 : 1; }
  static int hash2(String s) { return s.length() <= 2 ? s.hashCode() : 0; }
  static int hash(String s) { return s.hashCode(); }
  static int hash2Twin(String s) { return s.length() <= 2 ? s.hashCode() : 0; }
  static int needle(String s) { return s != null && s.length() == 7 && s.charAt(6) == 'Q' && s.charAt(3) == 'x' ? 1 : 0; }
}
