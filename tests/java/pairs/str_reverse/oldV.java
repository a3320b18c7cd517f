public class oldV {
  static String rev(int n) { return new StringBuilder(Integer.toString(n)).reverse().toString(); }
  static String revTwin(int n) { return new StringBuilder(Integer.toString(n)).reverse().toString(); }
}
