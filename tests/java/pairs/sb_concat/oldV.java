public class oldV {
  static String line(int a, int b) { return "A=" + a + ";B=" + b; }
  static String lineTwin(int a, int b) { return "A=" + a + ";B=" + b; }
}
