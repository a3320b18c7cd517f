public class newV {
  static int parse(int k) { if (k <= 0) return -1; return Integer.parseInt("" + k); }
  static int parseTwin(int k) { return Integer.parseInt(k > 0 ? "" + k : "x" + k); }
}
