// static initialisation order (JLS 12.4.1/12.4.2): superclass first, a constant variable does not
// initialise its class, a static method call does, initialisers run in textual order
public class InitOrder {
  static StringBuilder log = new StringBuilder();
  static class Base { static int b = note("Base.b", 1); static { note("Base{}", 0); } static int f() { return b; } }
  static class Sub extends Base { static final int K = 42; static final Integer BOX = note("Sub.BOX", 7); static int s = note("Sub.s", b + 1); }
  static class Other { static int x = note("Other.x", Sub.s * 10); static int y; static { y = x + 1; note("Other{}", y); } }
  interface Konst { int A = 5; String S = "s" + A; }
  static int note(String what, int v) { log.append(what).append('=').append(v).append(';'); return v; }
  //@ run constant 0
  static String constant(int k) { int v = Sub.K + Konst.A; return v + Konst.S + " " + log; }
  //@ run viaSub 0
  static String viaSub(int k) { int v = Sub.s; return v + " " + log; }
  //@ run viaBase 0
  static String viaBase(int k) { int v = Base.f(); int w = Other.y; return v + " " + w + " " + log; }
  //@ run inherited 0
  static String inherited(int k) { int v = Sub.b; return v + " " + log; }
  //@ run box 0
  static String box(int k) { Integer b = Sub.BOX; return b + " " + log; }
}
