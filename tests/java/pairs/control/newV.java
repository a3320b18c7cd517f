public class newV {
  static int sw(int k) { return k == 1 ? 10 : k == 2 ? 20 : k == 30 ? 3 : 0; }
  static int swTwin(int k) { return k == 1 ? 10 : k == 2 ? 20 : k == 31 ? 3 : 0; }
  static boolean gt(int a, int b) { return !(a <= b); }
  static boolean gtTwin(int a, int b) { return a - b > 0; }
  static int bits(int x) { return (x & 1) + (x >> 1 & 1) + (x >> 2 & 1) + (x >> 3 & 1) + (x >> 4 & 1) + (x >> 5 & 1) + (x >> 6 & 1) + (x >> 7 & 1); }
  static int bitsTwin(int x) { return (x & 1) + (x >> 1 & 1) + (x >> 2 & 1) + (x >> 3 & 1) + (x >> 4 & 1) + (x >> 5 & 1) + (x >> 6 & 1) + (x >> 8 & 1); }
  static int sq(int x) { return x * x; }
  static int useSq(int a, int b) { return (a - b) * (a + b); }
  static int useSqTwin(int a, int b) { return (a - b) * (a - b); }
}
