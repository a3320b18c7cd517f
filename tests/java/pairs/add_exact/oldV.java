public class oldV {
  static int total(int a, int b) { return a + b; }
  static long totalLong(int a, int b) { return (long) a + b; }
}
