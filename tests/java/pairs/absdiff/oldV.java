public class oldV {
  static int dist(int a, int b) { return a > b ? a - b : b - a; }
  static long distLong(int a, int b) { return a > b ? (long) a - b : (long) b - a; }
}
