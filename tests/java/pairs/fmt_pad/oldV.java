public class oldV {
  static String pic(int n) { String s = Integer.toString(n); while (s.length() < 8) s = "0" + s; return s; }
  static String picPos(int n) { if (n < 0) return ""; String s = Integer.toString(n); while (s.length() < 8) s = "0" + s; return s; }
  static String picTwin(int n) { if (n < 0) return ""; String s = Integer.toString(n); while (s.length() < 8) s = "0" + s; return s; }
}
