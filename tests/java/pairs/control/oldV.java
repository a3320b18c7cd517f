public class oldV {
  static int sw(int k) { switch (k) { case 1: return 10; case 2: return 20; case 30: return 3; default: return 0; } }
  static int swTwin(int k) { switch (k) { case 1: return 10; case 2: return 20; case 30: return 3; default: return 0; } }
  static boolean gt(int a, int b) { return a > b; }
  static boolean gtTwin(int a, int b) { return a > b; }
  static int bits(int x) { int r = 0; for (int i = 0; i < 8; i++) r += (x >> i) & 1; return r; }
  static int bitsTwin(int x) { int r = 0; for (int i = 0; i < 8; i++) r += (x >> i) & 1; return r; }
  static int sq(int x) { return x * x; }
  static int useSq(int a, int b) { return sq(a) - sq(b); }
  static int useSqTwin(int a, int b) { return sq(a) - sq(b); }
}
