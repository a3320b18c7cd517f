public class newV {
  static int dist(int a, int b) { return Math.abs(a - b); }
  static long distLong(int a, int b) { return Math.abs((long) a - (long) b); }
}
