// exceptions: try/catch/finally, nested handlers, rethrow, user exception classes, messages
public class Exceptions1 {
  static class MyEx extends RuntimeException { int code; MyEx(String m, int c) { super(m); code = c; } }
  static class Checked extends Exception { Checked() { super(); } }
  //@ run tc 0
  //@ run tc 4
  static int tc(int d) { try { return 100 / d; } catch (ArithmeticException e) { return -1; } }
  //@ run fin 0
  //@ run fin 1
  static int fin(int d) { int r = 0; try { r = 10 / d; } catch (RuntimeException e) { r = -5; } finally { r += 1000; } return r; }
  //@ run my 3
  //@ run my -3
  static int my(int x) { if (x < 0) throw new MyEx("negative: " + x, x); return x; }
  //@ run catchmy -7
  static int catchmy(int x) { try { return my(x); } catch (MyEx e) { System.out.println(e.getMessage()); return e.code * 2; } }
  //@ run chk 1
  //@ run chk 0
  static int chk(int x) throws Checked { if (x == 0) throw new Checked(); return x; }
  //@ run nested 0
  //@ run nested 1
  //@ run nested 2
  static int nested(int k) {
    int r = 0;
    try {
      try {
        if (k == 0) throw new IllegalStateException("inner");
        if (k == 1) throw new IllegalArgumentException("arg");
        r = 1;
      } catch (IllegalStateException e) {
        r = 10;
        throw new UnsupportedOperationException("from handler");
      } finally {
        r += 100;
      }
    } catch (UnsupportedOperationException e) {
      r += 1000;
    }
    return r;
  }
  //@ run rethrow 5
  static int rethrow(int k) { try { int[] a = new int[k]; return a[k]; } catch (ArrayIndexOutOfBoundsException e) { throw e; } finally { System.out.println("finally " + k); } }
  //@ run thrownull 0
  static int thrownull(int k) { RuntimeException e = null; if (k == 0) throw e; return k; }
  //@ run any 0
  static int any(int k) { try { Object o = null; return o.hashCode(); } catch (Throwable t) { return 42; } }
  //@ run msg 0
  static int msg(int k) { try { throw new RuntimeException(); } catch (RuntimeException e) { return e.getMessage() == null ? 1 : 2; } }
  //@ run neg -3
  static int neg(int k) { try { int[] a = new int[k]; return 0; } catch (NegativeArraySizeException e) { System.out.println(e.getMessage()); return 1; } }
}
