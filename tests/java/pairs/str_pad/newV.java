public class newV {
  static String pad(int n) { String s = Integer.toString(n); StringBuilder b = new StringBuilder(); for (int i = s.length(); i < 8; i++) b.append('0'); return b.append(s).toString(); }
  static String padTwin(int n) { String s = Integer.toString(n); StringBuilder b = new StringBuilder(); for (int i = s.length(); i < 7; i++) b.append('0'); return b.append(s).toString(); }
}
