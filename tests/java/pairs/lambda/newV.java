import java.util.function.*;
public class newV {
  interface Rate { long apply(long cents, int pct); }
  static int scale(int x, int k) { return x * k + 1; }
  static int scaleTwin(int x, int k) { return x * (k + 1); }
  static int compose(int x) { IntUnaryOperator g = y -> (y + 1) * 3; return g.applyAsInt(x); }
  static int composeTwin(int x) { IntUnaryOperator g = y -> y + 1 * 3; return g.applyAsInt(x); }
  static long fee(long cents, int pct) { return cents - cents * pct / 100; }
  static long feeTwin(long cents, int pct) { return cents - cents / 100 * pct; }
  static int pick(int x) { return Math.min(x, 100); }
  static int pickTwin(int x) { return Math.min(x, 101); }
  static int boxed(int x) { return x / 2; }
  static int boxedTwin(int x) { return x >> 1; }
  static int total(int[] a) { int s = 0; for (int x : a) s += x; return s; }
  static int totalTwin(int[] a) { int s = 0; for (int i = 0; i + 1 < a.length; i++) s += a[i]; return s; }
}
