public class newV {
  static int fmod(int a, int b) { int m = a % b; return m != 0 && ((m ^ b) < 0) ? m + b : m; }
  static int fmodTwin(int a, int b) { return a % b; }
  static int fdiv(int a, int b) { int q = a / b; return (a % b != 0 && ((a ^ b) < 0)) ? q - 1 : q; }
  static int fdivTwin(int a, int b) { return a / b; }
  static long lfmod(long a, long b) { return ((a % b) + b) % b; }
  static int addx(int a, int b) { long r = (long) a + b; if (r != (int) r) throw new ArithmeticException("integer overflow"); return (int) r; }
  static int addxTwin(int a, int b) { long r = (long) a + b; if (r != (int) r) throw new ArithmeticException("overflow"); return (int) r; }
  static int subx(int a, int b) { int r = a - b; if (((a ^ b) & (a ^ r)) < 0) throw new ArithmeticException("integer overflow"); return r; }
  static int subxTwin(int a, int b) { return a - b; }
  static int cmp(int a, int b) { return a < b ? -1 : (a == b ? 0 : 1); }
  static int cmpTwin(int a, int b) { return Integer.signum(a - b); }
  static int lcmp(long a, long b) { return a == b ? 0 : a < b ? -1 : 1; }
  static int clamp(int x, int lo, int hi) { if (x > hi) x = hi; if (x < lo) x = lo; return x; }
  static int clampTwin(int x, int lo, int hi) { return Math.min(hi, Math.max(x, lo)); }
  static int sgn(long x) { return (int) (x >> 63 | -x >>> 63); }
  static int absDiff(int a, int b) { int d = a - b; return d < 0 ? -d : d; }
  static int absDiffTwin(int a, int b) { return a > b ? a - b : b - a; }
}
