public class newV {
  static int twice(int a) { return a + a; }
  static int twiceTwin(int a) { return a + a + (a >>> 31); }
  static int rem(int a) { return a - ((a / 8) << 3); }
  static int remTwin(int a) { return a & 7; }
  static long widen(int a, int b) { return a * (long) b; }
  static long widenTwin(int a, int b) { return (long) (a * b); }
}
