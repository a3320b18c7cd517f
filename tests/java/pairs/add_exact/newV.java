public class newV {
  static int total(int a, int b) { return Math.addExact(a, b); }
  static long totalLong(int a, int b) { return Math.addExact((long) a, (long) b); }
}
