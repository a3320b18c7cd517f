public class oldV {
  static int fmod(int a, int b) { return Math.floorMod(a, b); }
  static int fmodTwin(int a, int b) { return Math.floorMod(a, b); }
  static int fdiv(int a, int b) { return Math.floorDiv(a, b); }
  static int fdivTwin(int a, int b) { return Math.floorDiv(a, b); }
  static long lfmod(long a, long b) { return Math.floorMod(a, b); }
  static int addx(int a, int b) { return Math.addExact(a, b); }
  static int addxTwin(int a, int b) { return Math.addExact(a, b); }
  static int subx(int a, int b) { return Math.subtractExact(a, b); }
  static int subxTwin(int a, int b) { return Math.subtractExact(a, b); }
  static int cmp(int a, int b) { return Integer.compare(a, b); }
  static int cmpTwin(int a, int b) { return Integer.compare(a, b); }
  static int lcmp(long a, long b) { return Long.compare(a, b); }
  static int clamp(int x, int lo, int hi) { return Math.max(lo, Math.min(x, hi)); }
  static int clampTwin(int x, int lo, int hi) { return Math.max(lo, Math.min(x, hi)); }
  static int sgn(long x) { return Long.signum(x); }
  static int absDiff(int a, int b) { return Math.abs(a - b); }
  static int absDiffTwin(int a, int b) { return Math.abs(a - b); }
}
