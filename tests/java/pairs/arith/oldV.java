public class oldV {
  static int twice(int a) { return a * 2; }
  static int twiceTwin(int a) { return a * 2; }
  static int rem(int a) { return a % 8; }
  static int remTwin(int a) { return a % 8; }
  static long widen(int a, int b) { return (long) a * b; }
  static long widenTwin(int a, int b) { return (long) a * b; }
}
