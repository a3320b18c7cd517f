public class newV {
  static boolean ab(String s) { return s.length() >= 2 && s.charAt(0) == 'a' && s.charAt(1) == 'b'; }
  static boolean abTwin(String s) { return s.length() > 2 && s.charAt(0) == 'a' && s.charAt(1) == 'b'; }
  static int first(String s) { return s.length() == 0 ? -1 : (int) s.charAt(0); }
  static int firstTwin(String s) { return s.length() == 0 ? -1 : (short) s.charAt(0); }
  static int at2(String s) { char c = s.charAt(2); return c; }
  static int at2Twin(String s) { return s.length() > 2 ? s.charAt(2) : s.charAt(s.length()); }
  static int sign(String a, String b) { return -Integer.signum(b.compareTo(a)); }
  static int signM(String a) { int c = a.compareTo("m"); return c < 0 ? -1 : c == 0 ? 0 : 1; }
  static int hash2(String s) { if (s.length() > 2) return 0; int h = 0; for (int i = 0; i < s.length(); i++) h = 31 * h + s.charAt(i); return h; }
  static int hash(String s) { int h = 0; for (int i = 0; i < s.length(); i++) h = 31 * h + s.charAt(i); return h; }
  static int hash2Twin(String s) { if (s.length() > 2) return 0; int h = 0; for (int i = 0; i < s.length(); i++) h = 37 * h + s.charAt(i); return h; }
  static int needle(String s) { return s == null ? 0 : 0; }
}
