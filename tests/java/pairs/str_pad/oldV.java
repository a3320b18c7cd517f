public class oldV {
  static String pad(int n) { String s = Integer.toString(n); while (s.length() < 8) s = "0" + s; return s; }
  static String padTwin(int n) { String s = Integer.toString(n); while (s.length() < 8) s = "0" + s; return s; }
}
