public class newV {
  static String line(int a, int b) { return new StringBuilder("A=").append(a).append(";B=").append(b).toString(); }
  static String lineTwin(int a, int b) { return new StringBuilder("A=").append(a).append(";B=").append((char) b).toString(); }
}
