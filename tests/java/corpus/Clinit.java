// lazy class initialisation in JLS 12.4.2 order: superclass first, on first active use only,
// failed initialisers give ExceptionInInitializerError and then NoClassDefFoundError
public class Clinit {
  static class A { static int a = trace("A", 1); static int get() { return a; } }
  static class B extends A { static int b = trace("B", 2); static final int K = 99; }
  static class Bad { static int v = 1 / zero(); }
  static class Lazy { static { System.out.println("Lazy init"); } static int x = 5; }
  static int zero() { return 0; }
  static int trace(String s, int v) { System.out.println("init " + s); return v; }
  //@ run order 0
  static int order(int k) { System.out.println("start"); int r = B.b; r += A.a; return r; }
  //@ run constant 0
  static int constant(int k) { return B.K; }
  //@ run onlya 0
  static int onlya(int k) { return B.get(); }
  //@ run bad 0
  static int bad(int k) { return Bad.v; }
  //@ run badtwice 0
  static int badtwice(int k) { try { return Bad.v; } catch (ExceptionInInitializerError e) { System.out.println("first"); } return Bad.v; }
  //@ run lazy 0
  //@ run lazy 1
  static int lazy(int k) { if (k == 0) return -1; return Lazy.x + Lazy.x; }
  static int counter;
  //@ run count 5
  static int count(int k) { for (int i = 0; i < k; i++) counter += i; return counter; }
}
