import java.util.function.*;
public class oldV {
  interface Rate { long apply(long cents, int pct); }
  static int scale(int x, int k) { IntUnaryOperator f = y -> y * k + 1; return f.applyAsInt(x); }
  static int scaleTwin(int x, int k) { IntUnaryOperator f = y -> y * k + 1; return f.applyAsInt(x); }
  static int compose(int x) { IntUnaryOperator inc = y -> y + 1; IntBinaryOperator mul = (a, b) -> a * b; return mul.applyAsInt(inc.applyAsInt(x), 3); }
  static int composeTwin(int x) { IntUnaryOperator inc = y -> y + 1; IntBinaryOperator mul = (a, b) -> a * b; return mul.applyAsInt(inc.applyAsInt(x), 3); }
  static long fee(long cents, int pct) { Rate r = (c, p) -> c * p / 100; return cents - r.apply(cents, pct); }
  static long feeTwin(long cents, int pct) { Rate r = (c, p) -> c * p / 100; return cents - r.apply(cents, pct); }
  static int pick(int x) { IntPredicate big = v -> v > 100; return big.test(x) ? 100 : x; }
  static int pickTwin(int x) { IntPredicate big = v -> v > 100; return big.test(x) ? 100 : x; }
  static int boxed(int x) { Function<Integer, Integer> f = y -> y / 2; return f.apply(x); }
  static int boxedTwin(int x) { Function<Integer, Integer> f = y -> y / 2; return f.apply(x); }
  static int total(int[] a) { IntBinaryOperator add = (x, y) -> x + y; int s = 0; for (int i = 0; i < a.length; i++) s = add.applyAsInt(s, a[i]); return s; }
  static int totalTwin(int[] a) { IntBinaryOperator add = (x, y) -> x + y; int s = 0; for (int i = 0; i < a.length; i++) s = add.applyAsInt(s, a[i]); return s; }
}
