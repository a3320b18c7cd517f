public class newV {
  static String rev(int n) { String s = Integer.toString(n); char[] c = new char[s.length()]; for (int i = 0; i < c.length; i++) c[i] = s.charAt(c.length - 1 - i); return new String(c); }
  static String revTwin(int n) { String s = Integer.toString(n); char[] c = new char[s.length()]; for (int i = 1; i < c.length; i++) c[i] = s.charAt(c.length - 1 - i); return new String(c); }
}
