// finally blocks that override returns, exceptions replaced in finally, loops with break in try
public class Finally2 {
  @SuppressWarnings("finally")
  //@ run override 1
  static int override(int k) { try { return k; } finally { if (k > 0) return -k; } }
  @SuppressWarnings("finally")
  //@ run replace 0
  static int replace(int k) { try { return 1 / k; } finally { if (k == 0) throw new IllegalStateException("replaced"); } }
  //@ run loop 10
  static int loop(int n) { int s = 0; for (int i = 0; i < n; i++) { try { if (i == 5) break; if (i % 2 == 0) continue; s += i; } finally { s += 100; } } return s; }
  //@ run depth 3
  static int depth(int k) { try { return inner(k); } catch (ArithmeticException e) { return -99; } }
  static int inner(int k) { try { return 10 / (k - 3); } finally { System.out.println("inner finally " + k); } }
}
