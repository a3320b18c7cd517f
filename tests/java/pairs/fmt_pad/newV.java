public class newV {
  static String pic(int n) { return String.format("%08d", n); }
  static String picPos(int n) { return n < 0 ? "" : String.format("%08d", n); }
  static String picTwin(int n) { return n < 0 ? "" : String.format("%07d", n); }
}
