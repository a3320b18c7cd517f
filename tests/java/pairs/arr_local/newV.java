public class newV {
  static int bits2(int x) { int ones = (x & 1) + ((x >> 1) & 1); return (2 - ones) * 10 + ones; }
  static int bits2Twin(int x) { int ones = (x & 1) + ((x >> 2) & 1); return (2 - ones) * 10 + ones; }
  static int size(int n) { return n & 15; }
  static int sizeTwin(int n) { return n & 31; }
  static int neg(int n) { return n >= 10 ? 1 : 0; }
  static int swap(int x, int y) { return (int) ((long) y - (long) x); }
  static int swapTwin(int x, int y) { return y - x + 1; }
}
